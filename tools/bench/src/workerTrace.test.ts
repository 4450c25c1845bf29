import { describe, expect, it } from 'vitest';
import { slowWorkerVerdict, workerTimes, type TraceEvent } from './workerTrace.js';

const PID = 7;
const MAIN = 1;
const WORKER = 2;
const T0 = 1_000_000;
/** A complete event at `at` ms from navigation, lasting `ms` (wall) with `cpu` ms of thread time. */
const task = (tid: number, name: string, at: number, ms: number, cpu = ms): TraceEvent => ({
  name,
  ph: 'X',
  pid: PID,
  tid,
  ts: T0 + at * 1000,
  dur: ms * 1000,
  tdur: cpu * 1000,
});
const thread = (tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid: PID,
  tid,
  ts: 0,
  args: { name },
});

/**
 * A page load: the worker starts at 100 ms and sets up in two tasks (10 + 20 ms of CPU), the page
 * asks at 500 ms, the worker searches in one task (40 ms of CPU) whose answer the page gets at 545 ms;
 * the page asks for the hint then, answered at 600 ms.
 */
const load: TraceEvent[] = [
  thread(MAIN, 'CrRendererMain'),
  thread(WORKER, 'DedicatedWorker thread'),
  thread(9, 'DedicatedWorker thread'),
  // an earlier page in the same process, and another page's navigation
  { name: 'navigationStart', ph: 'R', pid: PID, tid: MAIN, ts: T0 - 5000, args: { data: { documentLoaderURL: '' } } },
  {
    name: 'navigationStart',
    ph: 'R',
    pid: PID,
    tid: MAIN,
    ts: T0,
    args: { data: { documentLoaderURL: 'http://127.0.0.1/?code=KL1-D1N-AAAAAAG' } },
  },
  task(WORKER, 'RunTask', 100, 60, 10),
  task(WORKER, 'RunTask', 200, 30, 20),
  task(WORKER, 'RunTask', 500, 50, 40),
  task(WORKER, 'HandlePostMessage', 501, 48, 39),
  task(MAIN, 'RunTask', 545, 10),
  task(MAIN, 'HandlePostMessage', 545, 9),
  task(WORKER, 'RunTask', 560, 30, 30),
  task(WORKER, 'HandlePostMessage', 560, 30, 30),
  task(MAIN, 'HandlePostMessage', 600, 5),
];

describe("workerTimes: the solver worker's part of a traced page load", () => {
  it('reads its start, its set-up CPU, and the search the verdict waited for (not the hint asked after it)', () => {
    expect(workerTimes(load, 'code=KL1-D1N-AAAAAAG', 550)).toEqual({
      firstTask: 100,
      setupCpu: 30,
      searchStart: 500,
      searchEnd: 545,
      searchCpu: 40,
    });
  });

  it('is null without the page, or without an answer from the worker before the verdict', () => {
    expect(workerTimes(load, 'code=KL1-D3N-AAAAAAG', 550)).toBeNull();
    expect(workerTimes(load, 'code=KL1-D1N-AAAAAAG', 540)).toBeNull();
    expect(
      workerTimes(
        load.filter((e) => e.tid !== WORKER),
        'code=KL1-D1N-AAAAAAG',
        550,
      ),
    ).toBeNull();
  });
});

describe('slowWorkerVerdict: the verdict with the worker slowed as the page is', () => {
  const worker = { firstTask: 100, setupCpu: 30, searchStart: 500, searchEnd: 545, searchCpu: 40 };

  it('a worker set up before the page asks slows the verdict by its search alone', () => {
    // set up by 100 + 4 * 30 = 220, before the ask at 500: the search ends at 500 + 160 instead of 545
    expect(slowWorkerVerdict(550, worker, 4)).toBe(550 + 115);
  });

  it('a worker still setting up when the page asks makes the search wait for it', () => {
    // set up by 100 + 20 * 30 = 700: the search ends at 700 + 800 instead of 545
    expect(slowWorkerVerdict(550, worker, 20)).toBe(550 + 955);
  });

  it('never moves the verdict earlier than it came', () => {
    expect(slowWorkerVerdict(550, { ...worker, searchEnd: 900 }, 4)).toBe(550);
  });
});
