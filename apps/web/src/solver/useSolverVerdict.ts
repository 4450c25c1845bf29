import { onBeforeUnmount, shallowRef, toRaw, watch, type Ref, type ShallowRef } from 'vue';
import { gamePosition, gameWon, makePosition, type Game, type Position } from '@klondike/engine';
import { spawnSolverWorker } from '@klondike/solver/spawn';
import type { HintReason, SolverClient, SolverWorker } from '@klondike/solver/worker';
import { lineAfter, verdictOf, type Verdict } from './hint.js';

/**
 * The solver's worker client module, loaded when a verdict is first asked for: no value of it is
 * imported statically, as a static import puts the package's whole worker entry (its in-thread
 * solver included) in the first paint.
 */
const solverWorker = () => import('@klondike/solver/worker');

/** A worker {@link startSolverEarly} started that no client has taken yet, and whether it failed to load meanwhile. */
let early: { readonly worker: SolverWorker; failed: boolean } | null = null;

/**
 * Starts the solver's worker now, for the first view that asks: the player's start when the status
 * is on, so the worker's chunk loads and sets up while the page renders the board, and the first
 * search does not wait for it. The client's own chunk is fetched now too. Does nothing while a worker
 * it started is not taken yet; a page without workers is left to the first ask, which says so.
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
    return;
  }
  void solverWorker();
}

/**
 * A client on the worker {@link startSolverEarly} started, if no client took it yet and it did not
 * fail, else on a worker started at its first task; its module is loaded when a verdict is first asked for.
 */
const loadClient = async (): Promise<SolverClient> => {
  const taken = early;
  early = null;
  const { createSolverClient } = await solverWorker();
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

/**
 * The solver's verdict on the game in view, for the Hint button and the opt-in status. The
 * search runs in the solver's Web Worker, so play never waits; a new game value (an action, an undo)
 * cancels a running search, and the verdict starts again from nothing, except when the action made was
 * the winning line's next one: the rest of the line still wins, with no search. Once a line is known,
 * the hint is chosen as a person would give it (the solver's `chooseHint`: an Ace up, a flip, a waste
 * play before a draw, each proven still winnable), with the reason it gives.
 * @param game the game in view
 * @param always whether to search after every change (the status setting) rather than on request
 * @param load how to get a client (tests pass one); default: the one {@link startSolverEarly} started,
 *   else the worker client, loaded lazily
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
    client ??= load();
    const [solver, { PAGE_SEARCH_LIMITS }] = await Promise.all([client, solverWorker()]);
    if (about !== asked || disposed) return;
    if (!line) {
      const answer = await solver.lostAt(asked, PAGE_SEARCH_LIMITS);
      if (about !== asked) return;
      if (!answer.ok) {
        // a cancel is a newer game's doing; any other failure is shown as undecided
        if (answer.error.code !== 'ERR_SOLVER_CANCELLED') verdict.value = { state: 'unknown' };
        return;
      }
      const decided = verdictOf(answer.value, asked);
      if (decided.state === 'lost-at-deal') {
        // no winning line to follow: the move a person would still suggest, said as not a winning one
        const { keepGoingHint } = await import('@klondike/solver');
        if (about === asked) verdict.value = { state: 'lost-at-deal', move: keepGoingHint(at, asked.rules, previous) };
        return;
      }
      verdict.value = decided;
      if (decided.state !== 'winnable') return;
      line = decided.line;
      known.set(positionKey, line);
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
