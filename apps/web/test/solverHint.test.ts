import { describe, expect, it, vi } from 'vitest';
import { until } from './until.js';
import { nextTick, ref, watch } from 'vue';
import {
  act,
  gameFromCode,
  gameFromDeck,
  gameFromPosition,
  gameWon,
  parseGameCode,
  gamePosition,
  makeRules,
  parseAction,
  parseDeck,
  parsePosition,
  VARIANT_NAMES,
  W_TABLEAU_MOVES,
  type Game,
  type Position,
} from '@klondike/engine';
import { solverPlays } from '@klondike/solver';
import { createSolverClient, type SolverClient, type SolverWorker } from '@klondike/solver/worker';
import { hintFor, lineAfter, solverPlaysGame, verdictOf, type Verdict } from '../src/solver/hint.js';
import { searchAtStart, startSolverEarly, useSolverVerdict } from '../src/solver/useSolverVerdict.js';
import { W1 } from '@klondike/engine/testing';
import { inThreadWorker, lostAtCounter } from './inThreadSolver.js';

const w1 = (preset: 'app' | 'classic' = 'app'): Game => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, makeRules({ preset }));
};
const played = (start: Game, tokens: readonly string[]): Game =>
  tokens.reduce((game, token) => {
    const action = parseAction(token);
    if (!action.ok) throw new Error(action.error.message);
    const next = act(game, action.value);
    if (!next.ok) throw new Error(`${token}: ${next.error.message}`);
    return next.value;
  }, start);
const position = (text: string): Position => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe("hintFor: the line's next action as a board hint, asked of the engine", () => {
  const rules = makeRules();
  const dealt = gamePosition(w1());

  it('a card to its foundation names the foundation that takes it', () => {
    expect(hintFor(dealt, rules, 'T1-F')).toEqual({ from: 'T1', index: 0, to: 'F3' });
  });

  it('a draw or a recycle points at the stock', () => {
    expect(hintFor(dealt, rules, 'D')).toEqual({ from: 'S', index: null, to: null });
  });

  it('a run moved from a column is outlined at its first card', () => {
    // T1 holds a run Kh Qs Jh over a face-down 3c; every other card lies in the stock
    const named = ['3c', 'Kh', 'Qs', 'Jh'];
    const stock = ['s', 'h', 'd', 'c']
      .flatMap((s) => [...'A23456789TJQK'].map((r) => r + s))
      .filter((c) => !named.includes(c));
    const p = position(`T1: #3c Kh Qs Jh; T2:; T3:; T4:; T5:; T6:; T7:; F: - - - -; S: ${stock.join(' ')}; W:; P: 1`);
    expect(hintFor(p, rules, 'T1-T2')).toEqual({ from: 'T1', index: 1, to: 'T2' });
  });

  it('returns null for a token the engine refuses here', () => {
    expect(hintFor(dealt, rules, 'T2-T3')).toBeNull();
    expect(hintFor(dealt, rules, 'U')).toBeNull();
  });
});

describe('lineAfter and verdictOf', () => {
  const rules = makeRules();

  it('keeps the rest of a winning line when the player made its next action, by any gesture', () => {
    const start = w1();
    const after = played(start, ['T1-F3']);
    expect(lineAfter(gamePosition(start), rules, ['T1-F', 'T7-F'], gamePosition(after))).toEqual(['T7-F']);
    const other = played(start, ['D']);
    expect(lineAfter(gamePosition(start), rules, ['T1-F', 'T7-F'], gamePosition(other))).toBeNull();
  });

  it('counts the undos back to the last winnable position and the losing action as the Actions counter does', () => {
    const game = played(w1('classic'), ['T1-F', 'T2-T1', 'U', ...W_TABLEAU_MOVES.slice(1), 'D', 'D', 'D']);
    const inEffect = W_TABLEAU_MOVES.length + 3;
    const verdict = verdictOf(
      {
        verdict: 'lost',
        moveIndex: W_TABLEAU_MOVES.length + 2,
        journalIndex: W_TABLEAU_MOVES.length + 4,
        action: 'D',
        lastWinnable: gamePosition(game),
        line: [],
        calls: 1,
        ms: 1,
      },
      game,
    );
    // undo the two draws after the last winnable position; the losing D is the 30th action (the undone T2-T1 counts, U does not)
    expect(verdict).toEqual({
      state: 'lost',
      undo: inEffect - (W_TABLEAU_MOVES.length + 2) + 1,
      since: W_TABLEAU_MOVES.length + 3,
    });
  });
});

describe('useSolverVerdict', () => {
  const load = (): Promise<SolverClient> => Promise.resolve(createSolverClient({ spawn: inThreadWorker }));

  it('asks the worker only when asked, then says winnable with a line the engine plays; the hinted action keeps the line without a search', async () => {
    const game = ref(w1());
    let loads = 0;
    const { verdict, ask } = useSolverVerdict(game, ref(false), () => (loads++, load()));
    expect(verdict.value).toBeNull();
    expect(loads).toBe(0);
    void ask();
    expect(verdict.value).toEqual({ state: 'thinking' });
    await until(() => verdict.value?.state !== 'thinking');
    expect(verdict.value?.state).toBe('winnable');
    if (verdict.value?.state !== 'winnable') return;
    const line = verdict.value.line;
    game.value = played(game.value, [line[0]!]);
    await nextTick();
    expect(verdict.value).toEqual({ state: 'winnable', line: line.slice(1) });
  });

  it('chooses the hint a person would give, with its reason: the Ace up on KL1-D1N-AAAAAAG, not a draw', async () => {
    const code = parseGameCode('KL1-D1N-AAAAAAG');
    if (!code.ok) throw new Error(code.error.message);
    const game = ref(gameFromCode(code.value));
    const { verdict, ask } = useSolverVerdict(game, ref(false), load);
    void ask();
    await until(() => verdict.value?.state === 'winnable' && verdict.value.reason !== undefined);
    const v = verdict.value;
    if (v?.state !== 'winnable') throw new Error('the deal is winnable');
    expect(v.reason).toBe('ace-up');
    expect(v.line[0]).toMatch(/^T\d-F$/);
    // the chosen line is a winning one: the engine plays it to a won game
    expect(gameWon(played(game.value, v.line))).toBe(true);
  });

  it('with the status on, searches after every change and says where the game was lost', async () => {
    const game = ref(played(w1('classic'), W_TABLEAU_MOVES));
    const { verdict } = useSolverVerdict(game, ref(true), load);
    await until(() => verdict.value?.state === 'winnable');
    game.value = played(game.value, ['D', 'D']);
    await nextTick();
    expect(verdict.value?.state).not.toBe('winnable');
    await until(() => verdict.value?.state === 'lost');
    expect(verdict.value).toEqual({ state: 'lost', undo: 1, since: W_TABLEAU_MOVES.length + 2 });
  });

  it('the first view that asks searches on the worker started early (at the page start), and starts no other', async () => {
    let spawned = 0;
    startSolverEarly(() => (spawned++, inThreadWorker()));
    startSolverEarly(() => (spawned++, inThreadWorker()));
    expect(spawned).toBe(1);
    const game = ref(played(w1('classic'), W_TABLEAU_MOVES));
    // the default client: no worker but the one started early can serve here (tests have no Worker)
    const { verdict } = useSolverVerdict(game, ref(true));
    await until(() => verdict.value?.state !== 'thinking');
    expect(verdict.value?.state).toBe('winnable');
    expect(spawned).toBe(1);
  });

  it('a worker started early that failed to load before a view took it is ended, and the view does not wait on it', async () => {
    let terminated = 0;
    const broken: SolverWorker = { ...inThreadWorker(), terminate: () => void terminated++ };
    startSolverEarly(() => broken);
    broken.onerror?.(new Event('error'));
    const { verdict } = useSolverVerdict(ref(w1()), ref(true));
    // this page has no Worker to start instead: the search is undecided, not left thinking
    await until(() => verdict.value?.state !== 'thinking');
    expect(verdict.value?.state).toBe('unknown');
    expect(terminated).toBe(1);
  });

  it("a winnable verdict is shown in a task of its own: the hint is asked of the worker after the verdict's frame", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) => {
      idle.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      let hints = 0;
      const client = createSolverClient({
        spawn: () =>
          inThreadWorker((message) => {
            if (message.type === 'run' && message.task.kind === 'hint') hints++;
          }),
      });
      const { verdict, ask } = useSolverVerdict(ref(w1()), ref(false), () => Promise.resolve(client));
      void ask();
      await until(() => verdict.value?.state === 'winnable');
      // shown, with no hint asked yet: the frame that paints it waits for no request to the worker
      expect(verdict.value).toMatchObject({ state: 'winnable' });
      expect(verdict.value?.state === 'winnable' && verdict.value.reason).toBeUndefined();
      expect(hints).toBe(0);
      idle.splice(0).forEach((work) => work());
      await until(() => verdict.value?.state === 'winnable' && verdict.value.reason !== undefined);
      expect(hints).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the search sent as the game began, before any view asked, is the one the first ask shows: no second search', async () => {
    const searches = lostAtCounter();
    startSolverEarly(() => inThreadWorker(searches.sent));
    const game = w1();
    searchAtStart(game);
    // sent in the task that began the game: the worker searches while the page builds the board
    expect(searches.count()).toBe(1);
    const { verdict } = useSolverVerdict(ref(game), ref(true));
    await until(() => verdict.value?.state === 'winnable' && verdict.value.reason !== undefined);
    expect(searches.count()).toBe(1);
    // the hint is still chosen for the status's verdict, and its line wins
    const v = verdict.value;
    if (v?.state !== 'winnable') throw new Error('the deal is winnable');
    expect(gameWon(played(game, v.line))).toBe(true);
  });

  it('an action before the search sent at the start answers cancels it: the new game value is searched and shown', async () => {
    const searches = lostAtCounter();
    startSolverEarly(() => inThreadWorker(searches.sent));
    const start = played(w1('classic'), W_TABLEAU_MOVES);
    searchAtStart(start);
    const game = ref(start);
    const shown: Verdict[] = [];
    const { verdict } = useSolverVerdict(game, ref(true));
    watch(verdict, (v) => void (v && shown.push(v)), { flush: 'sync' });
    game.value = played(start, ['D', 'D']);
    await until(() => verdict.value?.state === 'lost');
    expect(verdict.value).toEqual({ state: 'lost', undo: 1, since: W_TABLEAU_MOVES.length + 2 });
    expect(searches.count()).toBe(2);
    // from the draws on, the start's answer (winnable) was never shown
    expect(shown.map((v) => v.state)).toEqual(['thinking', 'lost']);
  });

  it("a game that began before the view took the last one's search replaces it, on the same worker", async () => {
    const searches = lostAtCounter();
    let spawned = 0;
    startSolverEarly(() => (spawned++, inThreadWorker(searches.sent)));
    searchAtStart(played(w1('classic'), W_TABLEAU_MOVES));
    const next = w1();
    searchAtStart(next);
    const { verdict } = useSolverVerdict(ref(next), ref(true));
    await until(() => verdict.value?.state === 'winnable');
    expect(searches.count()).toBe(2);
    expect(spawned).toBe(1);
  });

  it('sends nothing at the start for a game the solver does not play or one already won', async () => {
    const searches = lostAtCounter();
    startSolverEarly(() => inThreadWorker(searches.sent));
    const double = gameFromCode({
      deal: 6,
      draw: 1,
      scoring: 'normal',
      preset: 'app',
      thoughtful: false,
      variant: 'double',
    });
    searchAtStart(double);
    const won = gameFromPosition(position('T1:; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Kd Kc; S:; W:'), makeRules());
    if (!won.ok) throw new Error(won.error.message);
    expect(gameWon(won.value)).toBe(true);
    searchAtStart(won.value);
    expect(searches.count()).toBe(0);
    // the worker started early is still there for the first view that asks
    const { verdict } = useSolverVerdict(ref(w1()), ref(true));
    await until(() => verdict.value?.state === 'winnable');
    expect(searches.count()).toBe(1);
  });

  it('a deal lost from its start is said at once; the move that keeps the game going follows', async () => {
    const lost = gameFromPosition(
      position('T1: #As 2s; T2: Kh; T3:; T4:; T5:; T6:; T7:; F: - Qh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W:'),
      // no card back from a foundation: the As stays buried under the 2s
      makeRules({ preset: 'classic' }),
    );
    if (!lost.ok) throw new Error(lost.error.message);
    const shown: Verdict[] = [];
    const { verdict } = useSolverVerdict(ref(lost.value), ref(true), load);
    watch(verdict, (v) => void (v && shown.push(v)), { flush: 'sync' });
    await until(() => verdict.value?.state === 'lost-at-deal' && verdict.value.move !== undefined);
    expect(shown).toEqual([
      { state: 'lost-at-deal' },
      { state: 'lost-at-deal', move: { action: 'T2-F', reason: expect.any(String) as string } },
    ]);
  });
});

describe('solverPlaysGame', () => {
  it("says what the solver's own solverPlays says, for every variant", () => {
    for (const variant of VARIANT_NAMES) {
      const game = gameFromCode({ deal: 6, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false, variant });
      expect(solverPlaysGame(game)).toBe(solverPlays(game.rules));
    }
    expect(VARIANT_NAMES.filter((variant) => variant !== 'standard').length).toBeGreaterThan(0);
  });
});
