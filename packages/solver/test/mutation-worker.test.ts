import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEAL_COUNT,
  gameFromCode,
  gameFromDeck,
  gameStartOf,
  makeGameCode,
  makeGameStart,
  makeRules,
  packJournal,
  parseDeck,
  act,
  type Game,
  type RulesOptions,
} from '@klondike/engine';
import {
  createSolverClient,
  createWorkerTasks,
  plainEntries,
  rulesOptionsOf,
  runTask,
  searchLimitsText,
  serveSolver,
  type FromWorker,
  type SolverTask,
  type SolverWorker,
  type TaskStop,
  type TaskWorker,
  type ToWorker,
} from '../src/worker/index.js';
import { spawnSolverWorker } from '../src/worker/spawn.js';
import { solve } from '../src/solve.js';
import { W1 } from './helpers.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
});

const classic = makeRules({ preset: 'classic', draw: 1 });
const w1 = (): Game => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, classic);
};
const never = (): boolean => false;
const quiet = (): void => {};

describe('what travels to the worker', () => {
  it('says the limits in words', () => {
    expect(searchLimitsText({})).toBe("the solver's default time");
    expect(searchLimitsText({ maxNodes: 1_000_000 })).toBe('1,000,000 positions');
    expect(searchLimitsText({ maxMs: 4000 })).toBe('4000 ms');
    expect(searchLimitsText({ maxNodes: 2500, maxMs: 40 })).toBe('2,500 positions or 40 ms');
  });

  it('sends the rules as their options, only those given', () => {
    expect(rulesOptionsOf(makeRules({ preset: 'classic', draw: 3, scoring: 'vegas', thoughtful: true }))).toEqual({
      preset: 'classic',
      draw: 3,
      scoring: 'vegas',
      thoughtful: true,
    });
    expect(rulesOptionsOf({})).toEqual({});
    expect(rulesOptionsOf({ draw: 3 })).toEqual({ draw: 3 });
    expect(rulesOptionsOf({ preset: 'app' })).toEqual({ preset: 'app' });
    expect(rulesOptionsOf({ scoring: 'vegas' })).toEqual({ scoring: 'vegas' });
    expect(rulesOptionsOf({ thoughtful: false })).toEqual({ thoughtful: false });
  });

  it('copies journal entries as plain objects, with a time only where one was recorded', () => {
    const action = { type: 'move', from: 'T1', to: 'F' } as const;
    const entries = [{ action, t: 12 }, { action: { type: 'draw' } as const }];
    const copied = plainEntries(entries);
    expect(copied).toEqual([{ action, t: 12 }, { action: { type: 'draw' } }]);
    expect(Object.keys(copied[1]!)).toEqual(['action']);
    expect(copied[0]!.action).not.toBe(action);
  });
});

describe("runTask: the worker's side of a task", () => {
  it('answers a cancelled solve with ERR_SOLVER_CANCELLED, not with the search it stopped', async () => {
    const task: SolverTask = { kind: 'solve', position: w1().initialPosition, rules: {}, limits: { maxNodes: 1000 } };
    expect(await runTask(task, () => true, quiet)).toEqual({
      ok: false,
      error: { code: 'ERR_SOLVER_CANCELLED', message: 'the search was cancelled' },
    });
  });

  it('stops a search with a wall-time limit of 0 ms, and not one with a node limit alone', async () => {
    const position = w1().initialPosition;
    const timed = await runTask({ kind: 'solve', position, rules: {}, limits: { maxMs: 0 } }, never, quiet);
    expect(timed).toMatchObject({ ok: true, value: { result: 'unknown', reason: 'time' } });
    // a clock that runs an hour at each read: a node limit alone still decides
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3_600_000));
    const counted = await runTask({ kind: 'solve', position, rules: {}, limits: { maxNodes: 100_000 } }, never, quiet);
    expect(counted).toMatchObject({ ok: true, value: { result: 'won' } });
    const nodes = await runTask({ kind: 'solve', position, rules: {}, limits: { maxNodes: 0 } }, never, quiet);
    expect(nodes).toMatchObject({ ok: true, value: { result: 'unknown', reason: 'nodes' } });
  });

  it('answers lostAt, hint and winnableDeal tasks cancelled at their last check with ERR_SOLVER_CANCELLED', async () => {
    const game = w1();
    const tasks: SolverTask[] = [
      {
        kind: 'lostAt',
        start: makeGameStart(gameStartOf(game)),
        journal: packJournal(game),
        limits: { maxNodes: 100_000 },
      },
      { kind: 'hint', position: game.initialPosition, previous: null, rules: rulesOptionsOf(classic), line: ['D'] },
      { kind: 'winnableDeal', rules: { draw: 3 }, limits: { maxNodes: 0 }, maxDeals: 1, firstDeal: 2 },
    ];
    for (const task of tasks) {
      // how often the task asks whether it was cancelled, when it is not
      let polls = 0;
      const whole = await runTask(task, () => (polls++, false), quiet);
      expect(whole.ok || whole.error.code === 'ERR_SOLVER_NO_DEAL', task.kind).toBe(true);
      let asked = 0;
      expect(await runTask(task, () => ++asked >= polls, quiet), task.kind).toEqual({
        ok: false,
        error: { code: 'ERR_SOLVER_CANCELLED', message: 'the search was cancelled' },
      });
    }
  });

  it('names the refused journal entry and the start the engine refused', async () => {
    const game = w1();
    const start = makeGameStart(gameStartOf(game));
    const refused = await runTask(
      { kind: 'lostAt', start, journal: { tokens: 'D T1-T2', times: new Float64Array(2) }, limits: { maxNodes: 1000 } },
      never,
      quiet,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_JOURNAL' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/^journal entry 2: \S/);
    const badStart = await runTask(
      {
        kind: 'lostAt',
        start: { code: 'KL1-nonsense' },
        journal: { tokens: '', times: new Float64Array(0) },
        limits: {},
      },
      never,
      quiet,
    );
    expect(badStart).toMatchObject({
      ok: false,
      error: { code: 'ERR_SOLVER_START', message: expect.stringMatching(/\S/) },
    });
  });

  it('passes the hint its node limit per check: one position proves nothing, and the line’s own action stands', async () => {
    const drawn = act(w1(), { type: 'draw' });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const task = (nodesPerCheck?: number): SolverTask => ({
      kind: 'hint',
      position: w1().initialPosition,
      previous: null,
      rules: rulesOptionsOf(classic),
      line: ['D'],
      ...(nodesPerCheck === undefined ? {} : { nodesPerCheck }),
    });
    const free = await runTask(task(), never, quiet);
    expect(free).toMatchObject({ ok: true, value: { action: 'T1-F', reason: 'ace-up' } });
    expect(await runTask(task(0), never, quiet)).toMatchObject({ ok: true, value: { action: 'D', reason: 'draw' } });
  });

  it('takes deal numbers in order from firstDeal, wrapping at the last deal, and reports each one tried', async () => {
    const rules = { preset: 'app', draw: 3, scoring: 'vegas' } as const;
    const tried: number[] = [];
    // no deal is proven winnable within one position: each is tried and reported
    const none = await runTask(
      { kind: 'winnableDeal', rules, limits: { maxNodes: 0 }, maxDeals: 3, firstDeal: DEAL_COUNT - 2 },
      never,
      (n) => tried.push(n),
    );
    expect(none).toEqual({
      ok: false,
      error: { code: 'ERR_SOLVER_NO_DEAL', message: 'no deal of 3 tried was proven winnable within 0 positions each' },
    });
    expect(tried).toEqual([1, 2, 3]);
    // deal 0 under draw 1 is the third tried from DEAL_COUNT - 2
    const found = await runTask(
      {
        kind: 'winnableDeal',
        rules: { preset: 'app', draw: 1 },
        limits: { maxNodes: 1_000_000 },
        maxDeals: 3,
        firstDeal: DEAL_COUNT - 1,
      },
      never,
      quiet,
    );
    if (!found.ok || found.value === null || !('code' in found.value)) throw new Error('a winnable deal');
    const code = found.value.code;
    expect([
      makeGameCode({ deal: DEAL_COUNT - 1, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false }),
      makeGameCode({ deal: 0, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false }),
      makeGameCode({ deal: 1, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false }),
    ]).toContain(code);
    // the code found is the deal tried last: the tried-th from firstDeal
    expect(code).toBe(
      makeGameCode({
        deal: (DEAL_COUNT - 1 + found.value.tried - 1) % DEAL_COUNT,
        draw: 1,
        scoring: 'normal',
        preset: 'app',
        thoughtful: false,
      }),
    );
    expect(found.value.ms).toBeGreaterThan(0);
    expect(found.value.lineLength).toBeGreaterThan(0);
  });
});

describe('serveSolver: messages in, answers out', () => {
  function served(): { send(message: unknown): void; replies: FromWorker[] } {
    const replies: FromWorker[] = [];
    let listener: ((event: { data: ToWorker }) => void) | null = null;
    serveSolver({ postMessage: (m) => replies.push(m), addEventListener: (_t, l) => (listener = l) });
    return { send: (message) => listener!({ data: message as ToWorker }), replies };
  }

  it('answers anything that is not a task or a cancel with ERR_SOLVER_MESSAGE, word for word', async () => {
    const { send, replies } = served();
    for (const message of [null, 'run', { type: 'run', id: '1' }, { type: 'cancel' }, { id: 1 }]) send(message);
    const notATask = {
      type: 'failed',
      id: -1,
      error: { code: 'ERR_SOLVER_MESSAGE', message: 'a message to the solver worker is not a task' },
    };
    expect(replies).toEqual([notATask, notATask, notATask, notATask, notATask]);
  });

  it('drops a task cancelled before it began, and one whose shared flag is set', async () => {
    const { send, replies } = served();
    const task: SolverTask = { kind: 'solve', position: w1().initialPosition, rules: {}, limits: { maxNodes: 1000 } };
    send({ type: 'run', id: 4, task });
    send({ type: 'cancel', id: 4 });
    const flag = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(flag, 0, 1);
    send({ type: 'run', id: 5, task, cancelFlag: flag });
    send({ type: 'run', id: 6, task, cancelFlag: new Int32Array(new SharedArrayBuffer(4)) });
    await expect.poll(() => replies.length).toBe(3);
    const cancelled = { code: 'ERR_SOLVER_CANCELLED', message: 'the search was cancelled' };
    expect(replies[0]).toEqual({ type: 'failed', id: 4, error: cancelled });
    expect(replies[1]).toEqual({ type: 'failed', id: 5, error: cancelled });
    expect(replies[2]).toMatchObject({ type: 'done', id: 6, value: { result: 'won' } });
  });

  it('answers a task that throws with ERR_SOLVER_WORKER, and posts progress for deal searches only', async () => {
    const { send, replies } = served();
    send({ type: 'run', id: 1, task: { kind: 'solve', position: null, rules: {}, limits: {} } });
    send({
      type: 'run',
      id: 2,
      task: {
        kind: 'winnableDeal',
        rules: { draw: 3, scoring: 'vegas' },
        limits: { maxNodes: 0 },
        maxDeals: 2,
        firstDeal: 2,
      },
    });
    await expect.poll(() => replies.length).toBe(4);
    expect(replies[0]).toMatchObject({
      type: 'failed',
      id: 1,
      error: { code: 'ERR_SOLVER_WORKER', message: expect.stringMatching(/^the solver failed: \S/) },
    });
    expect(replies.slice(1)).toEqual([
      { type: 'progress', id: 2, progress: { tried: 1, maxDeals: 2 } },
      { type: 'progress', id: 2, progress: { tried: 2, maxDeals: 2 } },
      {
        type: 'failed',
        id: 2,
        error: {
          code: 'ERR_SOLVER_NO_DEAL',
          message: 'no deal of 2 tried was proven winnable within 0 positions each',
        },
      },
    ]);
  });
});

/** A worker that records what it was sent and answers only when told to. */
function handWorker(): SolverWorker & { sent: ToWorker[]; terminated: boolean } {
  const worker = {
    onmessage: null as SolverWorker['onmessage'],
    onerror: null as SolverWorker['onerror'],
    sent: [] as ToWorker[],
    terminated: false,
    postMessage(message: ToWorker) {
      worker.sent.push(message);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

describe('the solver client', () => {
  it("starts the page's module worker named solver, from solver.worker.ts, at the first task", () => {
    const started: { url: URL; options: unknown }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage = null;
        onerror = null;
        constructor(url: URL, options: unknown) {
          started.push({ url, options });
        }
        postMessage(): void {}
        terminate(): void {}
      },
    );
    spawnSolverWorker();
    const client = createSolverClient();
    expect(started).toHaveLength(1);
    void client.solve(w1().initialPosition, classic, {});
    expect(started).toHaveLength(2);
    for (const { url, options } of started) {
      expect(url.pathname).toMatch(/\/src\/worker\/solver\.worker\.ts$/);
      expect(options).toEqual({ type: 'module', name: 'solver' });
    }
    client.dispose();
  });

  it('posts each task as the worker reads it: rules as options, a copy of the line, firstDeal only when given', () => {
    const workers: ReturnType<typeof handWorker>[] = [];
    const client = createSolverClient({ spawn: () => (workers.push(handWorker()), workers.at(-1)!) });
    const game = w1();
    const line = ['T1-F'];
    void client.hint(game.initialPosition, classic, line, null);
    void client.winnableDeal({ draw: 3 }, { search: { maxNodes: 10 }, maxDeals: 2 });
    void client.winnableDeal({ draw: 3 }, { search: { maxNodes: 10 }, maxDeals: 2, firstDeal: 7 });
    void client.lostAt(game, { maxNodes: 5 });
    const tasks = workers[0]!.sent.filter((m) => m.type === 'run').map((m) => (m.type === 'run' ? m.task : null));
    expect(tasks[0]).toEqual({
      kind: 'hint',
      position: game.initialPosition,
      previous: null,
      rules: { preset: 'classic', draw: 1, scoring: 'normal', thoughtful: false },
      line: ['T1-F'],
    });
    expect(tasks[0]!.kind === 'hint' && tasks[0]!.line).not.toBe(line);
    expect(tasks[1]).toEqual({ kind: 'winnableDeal', rules: { draw: 3 }, limits: { maxNodes: 10 }, maxDeals: 2 });
    expect(tasks[2]).toEqual({
      kind: 'winnableDeal',
      rules: { draw: 3 },
      limits: { maxNodes: 10 },
      maxDeals: 2,
      firstDeal: 7,
    });
    expect(tasks[3]).toEqual({
      kind: 'lostAt',
      start: makeGameStart(gameStartOf(game)),
      journal: packJournal(game),
      limits: { maxNodes: 5 },
    });
    client.dispose();
  });

  it('reads answers, failures and progress; a crashed worker and a message that cannot be sent, word for word', async () => {
    const workers: ReturnType<typeof handWorker>[] = [];
    const client = createSolverClient({ spawn: () => (workers.push(handWorker()), workers.at(-1)!) });
    const seen: unknown[] = [];
    const deal = client.winnableDeal({ draw: 1 }, { search: {}, maxDeals: 3, onProgress: (p) => seen.push(p) });
    const worker = workers[0]!;
    worker.onmessage!({ data: { type: 'progress', id: 1, progress: { tried: 1, maxDeals: 3 } } });
    const value = { code: 'KL1-D1N-AAAAAAB', tried: 2, lineLength: 90, ms: 3 };
    worker.onmessage!({ data: { type: 'done', id: 1, value } });
    expect(await deal).toEqual({ ok: true, value });
    expect(seen).toEqual([{ tried: 1, maxDeals: 3 }]);
    const failing = client.solve(w1().initialPosition, classic, {});
    worker.onmessage!({ data: { type: 'failed', id: 2, error: { code: 'ERR_SOLVER_PASS', message: 'x' } } });
    expect(await failing).toEqual({ ok: false, error: { code: 'ERR_SOLVER_PASS', message: 'x' } });
    const crashed = client.solve(w1().initialPosition, classic, {});
    worker.onerror!({});
    expect(await crashed).toEqual({
      ok: false,
      error: { code: 'ERR_SOLVER_WORKER', message: 'the solver worker failed to load or crashed' },
    });
    const unsendable = createSolverClient({
      spawn: () => ({
        ...handWorker(),
        postMessage: () => {
          throw new Error('DataCloneError');
        },
      }),
    });
    expect(await unsendable.solve(w1().initialPosition, classic, {})).toEqual({
      ok: false,
      error: {
        code: 'ERR_SOLVER_MESSAGE',
        message: 'the task could not be sent to the solver worker: Error: DataCloneError',
      },
    });
    client.dispose();
  });

  it('gives a cancelled task 150 ms to stop before it terminates the worker', () => {
    vi.useFakeTimers();
    const workers: ReturnType<typeof handWorker>[] = [];
    const client = createSolverClient({ spawn: () => (workers.push(handWorker()), workers.at(-1)!) });
    void client.solve(w1().initialPosition, classic, {});
    client.cancel();
    expect(workers[0]!.sent.at(-1)).toEqual({ type: 'cancel', id: 1 });
    vi.advanceTimersByTime(149);
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(workers[0]!.terminated).toBe(true);
  });
});

/** Tasks of a string protocol ("run 1" in, "1 answer" out) on hand-driven workers, stopped as `stop` says. */
function stringTasks(stop: TaskStop<string>) {
  const workers: (TaskWorker<string, string> & { sent: string[]; terminated: boolean })[] = [];
  const tasks = createWorkerTasks<string, string, number, string, string>({
    spawn: () => {
      const w = {
        onmessage: null,
        onerror: null,
        sent: [] as string[],
        terminated: false,
        postMessage(m: string) {
          w.sent.push(m);
        },
        terminate() {
          w.terminated = true;
        },
      };
      workers.push(w);
      return w;
    },
    read: (m) => ({ id: Number(m.split(' ')[0]), answer: { ok: true, value: m } }),
    stop,
    errors: { cancelled: 'cancelled', worker: 'worker', unsent: () => 'unsent' },
  });
  return { tasks, workers };
}

describe('createWorkerTasks where memory cannot be shared', () => {
  const tasksOn = (graceMs: number) => stringTasks({ kind: 'grace', graceMs, message: (id) => `cancel ${id}` });

  it('sends a shared cancel flag in Node, none on a page that is not cross-origin isolated', () => {
    const flags: unknown[] = [];
    const shared = tasksOn(60_000);
    void shared.tasks.run((id, flag) => (flags.push(flag), `run ${id}`));
    (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated = false;
    const isolatedNot = tasksOn(60_000);
    void isolatedNot.tasks.run((id, flag) => (flags.push(flag), `run ${id}`));
    expect(flags[0]).toBeInstanceOf(Int32Array);
    expect(flags[1]).toBeUndefined();
    shared.tasks.cancel();
    expect(Atomics.load(flags[0] as Int32Array, 0)).toBe(1);
  });

  it('without a shared flag, terminates a worker still busy with a cancelled task when the next task comes', async () => {
    (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated = false;
    const { tasks, workers } = tasksOn(60_000);
    const first = tasks.run((id) => `run ${id}`);
    const second = tasks.run((id) => `run ${id}`);
    expect(await first).toEqual({ ok: false, error: 'cancelled' });
    expect(workers[0]!.sent).toEqual(['run 1', 'cancel 1']);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.sent).toEqual(['run 2']);
    // the old worker's late answer and crash reach no one
    workers[0]!.onmessage!({ data: '2 stale' });
    workers[0]!.onerror!({});
    workers[1]!.onmessage!({ data: '2 fresh' });
    expect(await second).toEqual({ ok: true, value: '2 fresh' });
  });

  it('with a shared flag, keeps a worker that stops within the grace time, and terminates one that does not', () => {
    vi.useFakeTimers();
    const { tasks, workers } = tasksOn(100);
    void tasks.run((id) => `run ${id}`);
    tasks.cancel();
    workers[0]!.onmessage!({ data: '1 stopped' });
    vi.advanceTimersByTime(1000);
    expect(workers[0]!.terminated).toBe(false);
    void tasks.run((id) => `run ${id}`);
    tasks.cancel();
    // a second cancel before the answer: one timer, from the latest cancel
    void tasks.run((id) => `run ${id}`);
    vi.advanceTimersByTime(50);
    tasks.cancel();
    vi.advanceTimersByTime(99);
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(1);
  });
});

describe("winnableDeal's total of positions", () => {
  // every deal under these rules is winnable; deal 4 takes a few thousand positions, deal 5 a few dozen
  const rules: RulesOptions = { preset: 'app', draw: 1 };
  const made = makeRules(rules);
  const start = (deal: number) =>
    gameFromCode({ deal, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false }).initialPosition;
  /** The verdict and positions of a deal's search within `maxNodes`, searched apart from the task. */
  const searched = (deal: number, maxNodes: number) => {
    const solved = solve(start(deal), made, { maxNodes, maxMs: Infinity });
    if (!solved.ok) throw new Error(solved.error.message);
    return solved.value;
  };
  const dealTask = (limits: { maxNodes?: number }, maxDeals: number, maxTotalNodes: number, firstDeal: number) =>
    runTask({ kind: 'winnableDeal', rules, limits, maxDeals, maxTotalNodes, firstDeal }, never, quiet);

  it('holds the last search to what the total leaves, though the deal is won within its own limit', async () => {
    expect(searched(4, 10).result).toBe('unknown');
    expect(searched(4, 1_000_000).result).toBe('won');
    expect(await dealTask({ maxNodes: 1_000_000 }, 1, 10, 4)).toEqual({
      ok: false,
      error: {
        code: 'ERR_SOLVER_NO_DEAL',
        message: 'no deal of 1 tried was proven winnable within 10 positions in all',
      },
    });
    // a search with no node limit of its own is held to the share too
    expect(await dealTask({}, 1, 10, 4)).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_NO_DEAL' } });
    expect(await dealTask({ maxNodes: 1_000_000 }, 1, 1_000_000, 4)).toMatchObject({
      ok: true,
      value: {
        code: makeGameCode({ deal: 4, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false }),
        tried: 1,
      },
    });
  });

  it('keeps each search within its own limit when the total leaves more', async () => {
    expect(await dealTask({ maxNodes: 10 }, 1, 1_000_000, 4)).toEqual({
      ok: false,
      error: { code: 'ERR_SOLVER_NO_DEAL', message: 'no deal of 1 tried was proven winnable within 10 positions each' },
    });
  });

  it('gives the last search the total less what the searches before it used, not more', async () => {
    // deal 4 runs out of its 1,000 positions; deal 5 is won within 1,000 but not within 10
    const first = searched(4, 1000);
    expect(first.result).toBe('unknown');
    expect(searched(5, 10).result).toBe('unknown');
    expect(searched(5, 1000).result).toBe('won');
    const total = first.nodes + 10;
    expect(await dealTask({ maxNodes: 1000 }, 2, total, 4)).toEqual({
      ok: false,
      error: {
        code: 'ERR_SOLVER_NO_DEAL',
        message: `no deal of 2 tried was proven winnable within ${total.toLocaleString('en-US')} positions in all`,
      },
    });
  });
});

describe("winnableDeal's cancel checks around each deal's search", () => {
  const rules: RulesOptions = { preset: 'app', draw: 1 };
  const made = makeRules(rules);
  const cancelled = { ok: false, error: { code: 'ERR_SOLVER_CANCELLED', message: 'the search was cancelled' } };
  /** How often a search of the deal alone asks whether it was cancelled. */
  const pollsOf = (deal: number, draw: 1 | 3, scoring: 'normal' | 'vegas') => {
    let polls = 0;
    const position = gameFromCode({ deal, draw, scoring, preset: 'app', thoughtful: false }).initialPosition;
    solve(position, makeRules({ preset: 'app', draw, scoring }), {
      maxNodes: 1_000_000,
      maxMs: Infinity,
      cancelled: () => (polls++, false),
    });
    return polls;
  };

  it('answers a deal won by a search the cancel came after with ERR_SOLVER_CANCELLED, not the deal', async () => {
    expect(made.draw).toBe(1);
    const polls = pollsOf(4, 1, 'normal');
    let asked = 0;
    const heard: number[] = [];
    const answer = await runTask(
      { kind: 'winnableDeal', rules, limits: { maxNodes: 1_000_000 }, maxDeals: 3, firstDeal: 4 },
      () => ++asked > polls,
      (tried) => heard.push(tried),
    );
    expect(answer).toEqual(cancelled);
    expect(heard).toEqual([]);
  });

  it('answers a cancel that came while a lost deal was reported with ERR_SOLVER_CANCELLED, before the next deal', async () => {
    // deal 2 is proven lost under one-pass draw 3: a cancel heard after its search, or after its report
    const lost: RulesOptions = { preset: 'app', draw: 3, scoring: 'vegas' };
    const task: SolverTask = {
      kind: 'winnableDeal',
      rules: lost,
      limits: { maxNodes: 1_000_000 },
      maxDeals: 1,
      firstDeal: 2,
    };
    let stop = false;
    expect(
      await runTask(
        task,
        () => stop,
        () => (stop = true),
      ),
    ).toEqual(cancelled);
    const polls = pollsOf(2, 3, 'vegas');
    let asked = 0;
    const heard: number[] = [];
    expect(
      await runTask(
        task,
        () => ++asked > polls,
        (tried) => heard.push(tried),
      ),
    ).toEqual(cancelled);
    expect(heard).toEqual([]);
  });
});

describe('runTask: a refusal stands when a cancel came too', () => {
  it('answers a refused solve and a refused hint with their refusals, not ERR_SOLVER_CANCELLED', async () => {
    const position = w1().initialPosition;
    const options = rulesOptionsOf(classic);
    expect(
      await runTask(
        { kind: 'solve', position: { ...position, pass: 9 }, rules: options, limits: { maxNodes: 1000 } },
        () => true,
        quiet,
      ),
    ).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_PASS' } });
    expect(
      await runTask({ kind: 'hint', position, previous: null, rules: options, line: ['F1-T2'] }, () => true, quiet),
    ).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_POSITION' } });
  });
});

describe('serveSolver: the port', () => {
  it("listens for 'message' events, and answers a message with no data as one that is not a task", () => {
    const types: string[] = [];
    const replies: FromWorker[] = [];
    let listener: ((event: { data: ToWorker }) => void) | null = null;
    serveSolver({
      postMessage: (m) => replies.push(m),
      addEventListener: (type, l) => {
        types.push(type);
        listener = l;
      },
    });
    expect(types).toEqual(['message']);
    listener!({ data: undefined as unknown as ToWorker });
    listener!({ data: 7 as unknown as ToWorker });
    const notATask = {
      type: 'failed',
      id: -1,
      error: { code: 'ERR_SOLVER_MESSAGE', message: 'a message to the solver worker is not a task' },
    };
    expect(replies).toEqual([notATask, notATask]);
  });
});

describe('createWorkerTasks: cancel flags, grace timers and failures', () => {
  const grace = (graceMs: number) => stringTasks({ kind: 'grace', graceMs, message: (id) => `cancel ${id}` });
  /** The answer if the task has one by the next turn of the event loop, else `pending`. */
  const settled = <T>(answer: Promise<T>) =>
    Promise.race([answer, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0))]);

  it('gives no cancel flag where there is no SharedArrayBuffer, nor to a client whose stop is terminate', async () => {
    const flags: unknown[] = [];
    vi.stubGlobal('SharedArrayBuffer', undefined);
    const bare = grace(60_000);
    const first = bare.tasks.run((id, flag) => (flags.push(flag), `run ${id}`));
    bare.tasks.cancel();
    expect(await first).toEqual({ ok: false, error: 'cancelled' });
    expect(bare.workers[0]!.sent).toEqual(['run 1', 'cancel 1']);
    vi.unstubAllGlobals();
    const terminating = stringTasks({ kind: 'terminate' });
    void terminating.tasks.run((id, flag) => (flags.push(flag), `run ${id}`));
    expect(flags).toEqual([undefined, undefined]);
    bare.tasks.dispose();
    terminating.tasks.dispose();
  });

  it('a worker stopped hard while a cancelled task had grace time: its timer does not terminate the next worker', async () => {
    vi.useFakeTimers();
    // without a shared flag: the next task stops the busy worker at once
    (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated = false;
    const bare = grace(100);
    void bare.tasks.run((id) => `run ${id}`);
    const second = bare.tasks.run((id) => `run ${id}`);
    expect(bare.workers[0]!.terminated).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(bare.workers[1]!.terminated).toBe(false);
    bare.workers[1]!.onmessage!({ data: '2 done' });
    expect(await second).toEqual({ ok: true, value: '2 done' });
    delete (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
    // with one: the worker fails during the grace time
    const shared = grace(100);
    void shared.tasks.run((id) => `run ${id}`);
    shared.tasks.cancel();
    shared.workers[0]!.onerror!({});
    expect(shared.workers[0]!.terminated).toBe(true);
    void shared.tasks.run((id) => `run ${id}`);
    vi.advanceTimersByTime(1000);
    expect(shared.workers[1]!.terminated).toBe(false);
  });

  it('a worker that fails with no task running is dropped; the next task starts a fresh one', async () => {
    const { tasks, workers } = grace(60_000);
    const first = tasks.run((id) => `run ${id}`);
    workers[0]!.onmessage!({ data: '1 done' });
    expect(await first).toEqual({ ok: true, value: '1 done' });
    workers[0]!.onerror!({});
    expect(workers[0]!.terminated).toBe(true);
    const second = tasks.run((id) => `run ${id}`);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent).toEqual(['run 2']);
    workers[1]!.onmessage!({ data: '2 done' });
    expect(await second).toEqual({ ok: true, value: '2 done' });
  });

  it("hands the running task its answer while a cancelled task's answer is still awaited", async () => {
    const { tasks, workers } = grace(60_000);
    void tasks.run((id) => `run ${id}`);
    tasks.cancel();
    const second = tasks.run((id) => `run ${id}`);
    expect(workers).toHaveLength(1);
    workers[0]!.onmessage!({ data: '2 done' });
    expect(await settled(second)).toEqual({ ok: true, value: '2 done' });
    // the cancelled task's late answer reaches no one
    workers[0]!.onmessage!({ data: '1 late' });
    const third = tasks.run((id) => `run ${id}`);
    workers[0]!.onmessage!({ data: '3 done' });
    expect(await settled(third)).toEqual({ ok: true, value: '3 done' });
    tasks.dispose();
  });

  it('the solver client sends a run message with a cancel flag where memory may be shared, and without one where not', () => {
    const workers: ReturnType<typeof handWorker>[] = [];
    const spawn = () => (workers.push(handWorker()), workers.at(-1)!);
    const position = w1().initialPosition;
    const shared = createSolverClient({ spawn });
    void shared.solve(position, classic, { maxNodes: 10 });
    (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated = false;
    const bare = createSolverClient({ spawn });
    void bare.solve(position, classic, { maxNodes: 10 });
    const task = { kind: 'solve', position, rules: rulesOptionsOf(classic), limits: { maxNodes: 10 } };
    expect(workers[0]!.sent).toEqual([{ type: 'run', id: 1, task, cancelFlag: expect.any(Int32Array) }]);
    expect(workers[1]!.sent).toEqual([{ type: 'run', id: 1, task }]);
    expect(Object.keys(workers[1]!.sent[0]!)).toEqual(['type', 'id', 'task']);
    shared.dispose();
    bare.dispose();
  });
});
