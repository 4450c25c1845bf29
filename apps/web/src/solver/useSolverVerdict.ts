import { onBeforeUnmount, shallowRef, toRaw, watch, type Ref, type ShallowRef } from 'vue';
import { afterPaint } from '@klondike/board';
import { gamePosition, gameWon, makePosition, type Game, type Position } from '@klondike/engine';
import { createSolverClient, PAGE_SEARCH_LIMITS } from '@klondike/solver/client';
import type { SolverAnswer, SolverClient, SolverWorker } from '@klondike/solver/client';
import { spawnSolverWorker } from '@klondike/solver/spawn';
import type { HintReason, LostAtReport } from '@klondike/solver/worker';
import { lineAfter, solverPlaysGame, verdictOf, type Verdict } from './hint.js';

/** A winnable verdict's hint is asked of the worker within this many ms of the verdict's frame, idle or not. */
const HINT_AFTER_PAINT_MS = 50;

/** A worker {@link startSolverEarly} started that no client has taken yet, and whether it failed to load meanwhile. */
let early: { readonly worker: SolverWorker; failed: boolean } | null = null;

/**
 * Starts the solver's worker now, for the first view that asks: the player's start when the status
 * is on, so the worker's chunk loads and sets up while the page renders the board, and the first
 * search does not wait for it. Starts no second worker while one it started is not taken yet; a page
 * without workers is left to the first ask, which says so.
 * @param spawn how to start the worker (tests pass one); default: the solver's module Web Worker
 */
export function startSolverEarly(spawn: () => SolverWorker = spawnSolverWorker): void {
  if (early) return;
  try {
    const started = { worker: spawn(), failed: false };
    // no client listens yet: a worker that fails to load before one does is not handed to it
    started.worker.onerror = () => {
      started.failed = true;
    };
    early = started;
  } catch {
    // no worker here: the first ask's client tries again, and answers with the failure
  }
}

/**
 * A client on the worker {@link startSolverEarly} started, if no client took it yet and it did not
 * fail, else on a worker started at its first task. The client (`@klondike/solver/client`, a few KB
 * without the solver) is imported statically, so a search goes out in the task that asks for it.
 */
const newClient = (): SolverClient => {
  const taken = early;
  early = null;
  if (!taken) return createSolverClient();
  let first: SolverWorker | null = taken.worker;
  return createSolverClient({
    // the started worker first (unless it failed); a fresh one after a hard stop
    spawn: () => {
      if (first && taken.failed) first.terminate();
      const worker = first && !taken.failed ? first : spawnSolverWorker();
      first = null;
      return worker;
    },
  });
};

/** A client as {@link newClient} makes it, for the views' `load`. */
const loadClient = (): Promise<SolverClient> => Promise.resolve(newClient());

/**
 * The search {@link searchAtStart} sent for the game that began, not yet taken by the view: its
 * game (the very value), its client and its answer.
 */
let opening: {
  readonly game: Game;
  readonly client: SolverClient;
  readonly answer: SolverAnswer<LostAtReport>;
} | null = null;

/**
 * Sends the first search of a game to the solver's worker as the game begins, in this task, before
 * its view renders: the worker searches while this thread builds the board, and the view's first ask
 * for that same game takes the answer (and the client) instead of searching again. For the status: a
 * game the solver does not play (a variant) or already won is sent nothing. A game that begins
 * before the view took the last one's search replaces it (the client cancels the older search).
 * @param game the game that begins, as its view will get it
 */
export function searchAtStart(game: Game): void {
  if (!solverPlaysGame(game) || gameWon(game)) return;
  const client = opening?.client ?? newClient();
  opening = { game, client, answer: client.lostAt(game, PAGE_SEARCH_LIMITS) };
}

/**
 * The solver's verdict on the game in view, for the Hint button and the opt-in status. The
 * search runs in the solver's Web Worker, so play never waits; a new game value (an action, an undo)
 * cancels a running search, and the verdict starts again from nothing, except when the action made was
 * the winning line's next one: the rest of the line still wins, with no search. Once a line is known,
 * the hint is chosen as a person would give it (the solver's `chooseHint`: an Ace up, a flip, a waste
 * play before a draw, each proven still winnable), with the reason it gives.
 * @param game the game in view
 * @param always whether to search after every change (the status setting) rather than on request
 * @param load how to get a client (tests pass one); default: a client on the worker
 *   {@link startSolverEarly} started, else on a worker of its own. The first ask takes the client of
 *   {@link searchAtStart}'s search instead, if one is waiting, and that search's answer when it is
 *   about the same game value.
 * @returns `verdict` (null: nothing asked for this game yet) and `ask` (search the game in view, once)
 */
export function useSolverVerdict(
  game: Readonly<Ref<Game>>,
  always: Readonly<Ref<boolean>>,
  load: () => Promise<SolverClient> = loadClient,
): { verdict: Readonly<ShallowRef<Verdict | null>>; ask: () => Promise<void> } {
  const verdict = shallowRef<Verdict | null>(null);
  /** Winning lines found, by position text: winnability depends on the position and the rules alone. */
  const known = new Map<string, readonly string[]>();
  let client: Promise<SolverClient> | null = null;
  let disposed = false;
  /** The game the verdict is about (or being searched for). */
  let about: Game | null = null;

  /** Hints chosen as a person would give them, by position text (with the position before, see `previous`). */
  const chosen = new Map<string, { line: readonly string[]; reason: HintReason }>();
  /** The position before the last change of the game: the hint should not lead straight back to it. */
  let previous: Position | null = null;

  const ask = async (): Promise<void> => {
    // the plain value (not a reactive proxy), as it crosses to the worker by structured clone
    const asked = toRaw(game.value);
    const now = verdict.value;
    const unchosen = now?.state === 'winnable' && now.reason === undefined && now.line.length > 0;
    if (about === asked && now && !unchosen) return;
    about = asked;
    if (gameWon(asked)) {
      verdict.value = { state: 'winnable', line: [], reason: null };
      return;
    }
    const at = gamePosition(asked);
    const key = makePosition(at) + (previous ? ` | ${makePosition(previous)}` : '');
    const hint = chosen.get(key);
    if (hint) {
      verdict.value = { state: 'winnable', line: hint.line, reason: hint.reason };
      return;
    }
    const positionKey = makePosition(at);
    let line = known.get(positionKey);
    if (line) verdict.value = { state: 'winnable', line };
    else verdict.value = { state: 'thinking' };
    // the first ask takes the search sent when the game began, whichever game it was about
    const started = client ? null : opening;
    if (started) opening = null;
    client ??= started ? Promise.resolve(started.client) : load();
    const solver = await client;
    if (about !== asked || disposed) return;
    if (!line) {
      const answer = await (started?.game === asked ? started.answer : solver.lostAt(asked, PAGE_SEARCH_LIMITS));
      if (about !== asked) return;
      if (!answer.ok) {
        // a cancel is a newer game's doing; any other failure is shown as undecided
        if (answer.error.code !== 'ERR_SOLVER_CANCELLED') verdict.value = { state: 'unknown' };
        return;
      }
      const decided = verdictOf(answer.value, asked);
      if (decided.state === 'lost-at-deal') {
        // said at once; then, with no winning line to follow, the move a person would still suggest
        // (said as not a winning one), whose solver module loads in this thread only now
        verdict.value = decided;
        const { keepGoingHint } = await import('@klondike/solver');
        if (about === asked) verdict.value = { state: 'lost-at-deal', move: keepGoingHint(at, asked.rules, previous) };
        return;
      }
      verdict.value = decided;
      if (decided.state !== 'winnable') return;
      line = decided.line;
      known.set(positionKey, line);
      // the verdict's frame first: the hint's request (the position cloned for the worker, tens of ms
      // on a slow phone) would hold back the task that shows it
      await new Promise<void>((painted) => afterPaint(painted, HINT_AFTER_PAINT_MS));
      if (about !== asked || disposed) return;
    }
    const answer = await solver.hint(at, asked.rules, line, previous);
    if (about !== asked) return;
    if (!answer.ok) {
      if (answer.error.code !== 'ERR_SOLVER_CANCELLED') verdict.value = { state: 'winnable', line, reason: null };
      return;
    }
    if (answer.value === null) {
      verdict.value = { state: 'winnable', line, reason: null };
      return;
    }
    chosen.set(key, { line: answer.value.line, reason: answer.value.reason });
    verdict.value = { state: 'winnable', line: answer.value.line, reason: answer.value.reason };
  };

  watch(game, (reactiveNext, reactivePrevious) => {
    const next = toRaw(reactiveNext);
    const previousGame = reactivePrevious && toRaw(reactivePrevious);
    const before = verdict.value;
    previous = previousGame ? gamePosition(previousGame) : null;
    about = null;
    verdict.value = null;
    void client?.then((c) => c.cancel());
    if (before?.state === 'winnable' && previousGame) {
      const rest = lineAfter(gamePosition(previousGame), previousGame.rules, before.line, gamePosition(next));
      if (rest) {
        known.set(makePosition(gamePosition(next)), rest);
        about = next;
        verdict.value = { state: 'winnable', line: rest };
      }
    }
    if (always.value) void ask();
  });
  watch(
    always,
    (on) => {
      if (on) void ask();
    },
    { immediate: true },
  );
  onBeforeUnmount(() => {
    disposed = true;
    void client?.then((c) => c.dispose());
  });
  return { verdict, ask };
}
