import { describe, expect, it, vi } from 'vitest';
import {
  dealDeck,
  dealPosition,
  gameFromCode,
  gameFromDeck,
  makeRules,
  parseDeck,
  parseGameCode,
  W_TABLEAU_MOVES,
  type Game,
  type PackedJournal,
  type Rules,
  type StartText,
} from '@klondike/engine';
import {
  createSolverClient,
  PAGE_SEARCH_LIMITS,
  serveSolver,
  type FromWorker,
  type SolverTask,
  type SolverWorker,
  type ToWorker,
} from '../src/worker/index.js';
import { solve } from '../src/solve.js';
import { played, replayLine, W1 } from './helpers.js';

/** A worker in this thread: messages cross by structured clone on later tasks, as between a page and a Web Worker. */
function inThreadWorker(): SolverWorker & { terminated: boolean; sent: ToWorker[] } {
  const listeners: ((event: { data: ToWorker }) => void)[] = [];
  const worker: SolverWorker & { terminated: boolean; sent: ToWorker[] } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    sent: [],
    postMessage(message) {
      worker.sent.push(message);
      const copy = structuredClone(message);
      setTimeout(() => {
        if (!worker.terminated) for (const listener of listeners) listener({ data: copy });
      });
    },
    terminate() {
      worker.terminated = true;
    },
  };
  serveSolver({
    postMessage: (message: FromWorker) => {
      const copy = structuredClone(message);
      setTimeout(() => {
        if (!worker.terminated) worker.onmessage?.({ data: copy });
      });
    },
    addEventListener: (_type, listener) => listeners.push(listener),
  });
  return worker;
}

/** A worker stuck in a long search: it takes messages and never answers. */
function stuckWorker(): SolverWorker & { terminated: boolean } {
  return {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage() {},
    terminate() {
      this.terminated = true;
    },
  };
}

/** Posts messages to a worker; its replies, as they come. */
function postedTo(worker: SolverWorker, messages: readonly ToWorker[]): FromWorker[] {
  const replies: FromWorker[] = [];
  worker.onmessage = (event) => replies.push(event.data);
  for (const message of messages) worker.postMessage(message);
  return replies;
}

/** A lostAt task as a page posts it, 1,000 positions a search. */
const lostAtTask = (start: StartText, journal: PackedJournal): SolverTask => ({
  kind: 'lostAt',
  start,
  journal,
  limits: { maxNodes: 1000 },
});

/** More positions than a test waits for: a search that only a cancel ends. */
const ENDLESS = { maxNodes: 1e9 };

const w1 = (rules: Rules): Game => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, rules);
};

describe('solver client and worker protocol', () => {
  const classic = makeRules({ preset: 'classic', draw: 1 });

  it('solves a position in the worker: the line replays to a win through the engine', async () => {
    const client = createSolverClient({ spawn: inThreadWorker });
    const position = w1(classic).initialPosition;
    const answer = await client.solve(position, classic, PAGE_SEARCH_LIMITS);
    expect(answer.ok).toBe(true);
    if (!answer.ok || answer.value.result !== 'won') throw new Error('W1 is winnable');
    expect(replayLine(position, classic, answer.value.line)).toBe('won');
    client.dispose();
  });

  it('finds where a game was lost from its start and journal (undos included)', async () => {
    const client = createSolverClient({ spawn: inThreadWorker });
    const game = played(w1(classic), ['T1-F', 'T2-T1', 'U', ...W_TABLEAU_MOVES.slice(1), 'D', 'D', 'D']);
    const answer = await client.lostAt(game, PAGE_SEARCH_LIMITS);
    expect(answer).toMatchObject({
      ok: true,
      value: {
        verdict: 'lost',
        moveIndex: W_TABLEAU_MOVES.length + 2,
        journalIndex: W_TABLEAU_MOVES.length + 4,
        action: 'D',
      },
    });
    if (answer.ok && answer.value.verdict === 'lost')
      expect(replayLine(answer.value.lastWinnable, classic, answer.value.line)).toBe('won');
    client.dispose();
  });

  it("posts lostAt's journal as one string and one typed array, not an object per entry (cheap to clone for a long game)", async () => {
    const workers: ReturnType<typeof inThreadWorker>[] = [];
    const client = createSolverClient({ spawn: () => (workers.push(inThreadWorker()), workers.at(-1)!) });
    const tokens = ['T1-F', 'T2-T1', 'U', ...W_TABLEAU_MOVES.slice(1), 'D', 'D', 'D'];
    const answer = await client.lostAt(played(w1(classic), tokens), PAGE_SEARCH_LIMITS);
    expect(answer).toMatchObject({ ok: true, value: { verdict: 'lost', action: 'D' } });
    const sent = workers[0]!.sent.find((m) => m.type === 'run');
    if (sent?.type !== 'run' || sent.task.kind !== 'lostAt') throw new Error('no lostAt task was posted');
    expect(Object.keys(sent.task).sort()).toEqual(['journal', 'kind', 'limits', 'start']);
    expect(sent.task.journal.tokens).toBe(tokens.join(' '));
    expect(sent.task.journal.times).toBeInstanceOf(Float64Array);
    expect(sent.task.journal.times).toHaveLength(tokens.length);
    client.dispose();
  });

  it('answers a packed journal whose token is not an action with ERR_SOLVER_JOURNAL naming the entry', async () => {
    const replies = postedTo(inThreadWorker(), [
      {
        type: 'run',
        id: 3,
        task: lostAtTask({ code: 'KL1-D1N-AAAAAAA' }, { tokens: 'D X9', times: new Float64Array(2) }),
      },
    ]);
    await expect
      .poll(() => replies)
      .toContainEqual({
        type: 'failed',
        id: 3,
        error: { code: 'ERR_SOLVER_JOURNAL', message: expect.stringMatching(/^action 2 \(X9\)/) },
      });
  });

  it('returns bad input as values: a position the solver refuses, a start the engine refuses, a message that is no task', async () => {
    const client = createSolverClient({ spawn: inThreadWorker });
    const position = w1(classic).initialPosition;
    const broken = { ...position, pass: 9 };
    expect(await client.solve(broken, classic, { maxNodes: 1000 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_SOLVER_PASS' },
    });
    client.dispose();

    const replies = postedTo(inThreadWorker(), [
      { type: 'run', id: 7, task: lostAtTask({ code: 'KL1-nonsense' }, { tokens: '', times: new Float64Array(0) }) },
      { type: 'hello' } as unknown as ToWorker,
    ]);
    // the replies come on later tasks: wait for them, not for a number of milliseconds
    await vi.waitFor(
      () => {
        expect(replies).toContainEqual(
          expect.objectContaining({
            type: 'failed',
            id: 7,
            error: expect.objectContaining({ code: 'ERR_SOLVER_START' }),
          }),
        );
        expect(replies).toContainEqual(
          expect.objectContaining({
            type: 'failed',
            id: -1,
            error: expect.objectContaining({ code: 'ERR_SOLVER_MESSAGE' }),
          }),
        );
      },
      { timeout: 10_000 },
    );
  });

  it('a new task cancels the running one: its answer is ERR_SOLVER_CANCELLED, the shared flag stops the search, the worker stays', async () => {
    const workers: ReturnType<typeof inThreadWorker>[] = [];
    const client = createSolverClient({ spawn: () => (workers.push(inThreadWorker()), workers.at(-1)!) });
    const first = client.solve(dealPosition(dealDeck(12345)), makeRules({ draw: 3 }), ENDLESS);
    const second = client.solve(w1(classic).initialPosition, classic, PAGE_SEARCH_LIMITS);
    expect(await first).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_CANCELLED' } });
    expect(await second).toMatchObject({ ok: true, value: { result: 'won' } });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(false);
    client.dispose();
    expect(workers[0]!.terminated).toBe(true);
  });

  it('terminates a worker that does not stop within the grace time (the hard stop) and starts a fresh one for the next task', async () => {
    const workers: SolverWorker[] = [];
    let stuck: ReturnType<typeof stuckWorker> | null = null;
    const client = createSolverClient({
      graceMs: 20,
      spawn: () => {
        const worker = workers.length === 0 ? (stuck = stuckWorker()) : inThreadWorker();
        workers.push(worker);
        return worker;
      },
    });
    const hung = client.solve(w1(classic).initialPosition, classic, ENDLESS);
    client.cancel();
    expect(await hung).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_CANCELLED' } });
    expect(stuck!.terminated).toBe(false);
    await vi.waitFor(() => expect(stuck!.terminated).toBe(true), { timeout: 10_000 });
    expect(await client.solve(w1(classic).initialPosition, classic, PAGE_SEARCH_LIMITS)).toMatchObject({
      ok: true,
      value: { result: 'won' },
    });
    expect(workers).toHaveLength(2);
    client.dispose();
  });

  it('a worker that fails to load answers ERR_SOLVER_WORKER', async () => {
    let worker: SolverWorker | null = null;
    const client = createSolverClient({ spawn: () => (worker = stuckWorker()) });
    const answer = client.solve(w1(classic).initialPosition, classic, { maxNodes: 1000 });
    worker!.onerror?.({});
    expect(await answer).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_WORKER' } });
  });

  it('answers a hint task with the hint a person would give, whose line the engine plays to a win', async () => {
    const client = createSolverClient({ spawn: inThreadWorker });
    const code = parseGameCode('KL1-D1N-AAAAAAG');
    if (!code.ok) throw new Error(code.error.message);
    const game = gameFromCode(code.value);
    const solved = await client.solve(game.initialPosition, game.rules, PAGE_SEARCH_LIMITS);
    if (!solved.ok || solved.value.result !== 'won') throw new Error('the deal is winnable');
    const answer = await client.hint(game.initialPosition, game.rules, solved.value.line, null);
    if (!answer.ok || !answer.value) throw new Error('a hint');
    expect(answer.value.reason).toBe('ace-up');
    expect(replayLine(game.initialPosition, game.rules, answer.value.line)).toBe('won');
    const refused = await client.hint(game.initialPosition, game.rules, ['F1-T2'], null);
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_POSITION' } });
    client.dispose();
  });

  it('draws random deals until one is proven winnable, with progress; the code is a normal game code of those rules', async () => {
    const client = createSolverClient({ spawn: inThreadWorker });
    const rules = makeRules({ preset: 'app', draw: 1, thoughtful: true });
    const answer = await client.winnableDeal(rules, { search: PAGE_SEARCH_LIMITS, maxDeals: 30 });
    if (!answer.ok) throw new Error(answer.error.message);
    const code = parseGameCode(answer.value.code);
    if (!code.ok) throw new Error(code.error.message);
    expect(code.value).toMatchObject({ draw: 1, scoring: 'normal', preset: 'app', thoughtful: true });
    expect(answer.value.tried).toBeGreaterThanOrEqual(1);
    const game = gameFromCode(code.value);
    // checked apart, within a node budget and no time limit: the verdict cannot depend on the machine's load
    const check = solve(game.initialPosition, game.rules, { maxMs: Infinity, maxNodes: 5_000_000 });
    expect(check).toMatchObject({ ok: true, value: { result: 'won' } });
    client.dispose();
  });

  it('reports each deal tried and can be cancelled between deals', async () => {
    const client = createSolverClient({ spawn: inThreadWorker });
    const seen: number[] = [];
    // deals 2 to 5 are proven lost under one-pass draw 3 (Vegas, app): only a cancel or maxDeals ends the task there
    const onePass = makeRules({ draw: 3, scoring: 'vegas', preset: 'app' });
    const answer = client.winnableDeal(onePass, {
      search: PAGE_SEARCH_LIMITS,
      maxDeals: 4,
      firstDeal: 2,
      onProgress: (p) => {
        seen.push(p.tried);
        if (p.tried === 2) client.cancel();
      },
    });
    expect(await answer).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_CANCELLED' } });
    expect(seen).toEqual([1, 2]);
    const none = await client.winnableDeal(onePass, { search: PAGE_SEARCH_LIMITS, maxDeals: 2, firstDeal: 2 });
    expect(none).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_NO_DEAL' } });
    client.dispose();
  });

  it('stops when the deals together used the total budget of positions, each search held to what is left', async () => {
    const client = createSolverClient({ spawn: inThreadWorker });
    const onePass = makeRules({ draw: 3, scoring: 'vegas', preset: 'app' });
    let tried = 0;
    const answer = await client.winnableDeal(onePass, {
      search: PAGE_SEARCH_LIMITS,
      maxDeals: 1000,
      maxTotalNodes: 500,
      firstDeal: 2,
      onProgress: (p) => (tried = p.tried),
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_NO_DEAL' } });
    expect(answer.ok ? '' : answer.error.message).toMatch(
      /^no deal of \d+ tried was proven winnable within 500 positions in all$/,
    );
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThan(1000);
    client.dispose();
  });
});
