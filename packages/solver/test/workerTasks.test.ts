import { describe, expect, it } from 'vitest';
import { createWorkerTasks, type TaskStop, type TaskWorker } from '../src/worker/index.js';

// A tiny protocol of its own: the plumbing knows nothing of the solver's or the review's tasks.
type In =
  { readonly type: 'run'; readonly id: number; readonly n: number } | { readonly type: 'cancel'; readonly id: number };
type Out =
  | { readonly type: 'tick'; readonly id: number; readonly at: number }
  | { readonly type: 'done'; readonly id: number; readonly value: number }
  | { readonly type: 'failed'; readonly id: number; readonly error: string };

/** A worker driven by the test: it records what it was sent, and answers only when told to. */
function handWorker(): TaskWorker<In, Out> & { sent: In[]; terminated: boolean; say(message: Out): void } {
  const worker = {
    onmessage: null as TaskWorker<In, Out>['onmessage'],
    onerror: null as TaskWorker<In, Out>['onerror'],
    sent: [] as In[],
    terminated: false,
    postMessage(message: In) {
      worker.sent.push(message);
    },
    terminate() {
      worker.terminated = true;
    },
    say(message: Out) {
      worker.onmessage?.({ data: message });
    },
  };
  return worker;
}

function tasksOn(stop: TaskStop<In>) {
  const workers: ReturnType<typeof handWorker>[] = [];
  const tasks = createWorkerTasks<In, Out, number, number, string>({
    spawn: () => {
      const w = handWorker();
      workers.push(w);
      return w;
    },
    read: (m) =>
      m.type === 'tick'
        ? { id: m.id, progress: m.at }
        : { id: m.id, answer: m.type === 'done' ? { ok: true, value: m.value } : { ok: false, error: m.error } },
    stop,
    errors: { cancelled: 'cancelled', worker: 'worker failed', unsent: (thrown) => `unsent: ${String(thrown)}` },
  });
  return { tasks, workers };
}

describe('createWorkerTasks: one task at a time on a lazily started worker', () => {
  it('starts no worker until the first task, routes progress and the answer by task id', async () => {
    const { tasks, workers } = tasksOn({ kind: 'terminate' });
    expect(workers).toHaveLength(0);
    const ticks: number[] = [];
    const answer = tasks.run<number>(
      (id) => ({ type: 'run', id, n: 7 }),
      (at) => ticks.push(at),
    );
    expect(workers).toHaveLength(1);
    const w = workers[0]!;
    expect(w.sent).toEqual([{ type: 'run', id: 1, n: 7 }]);
    w.say({ type: 'tick', id: 99, at: 5 }); // another task's: not heard
    w.say({ type: 'tick', id: 1, at: 1 });
    w.say({ type: 'done', id: 1, value: 49 });
    expect(await answer).toEqual({ ok: true, value: 49 });
    expect(ticks).toEqual([1]);
  });

  it("a 'terminate' stop ends the worker at once; the next task starts a fresh one", async () => {
    const { tasks, workers } = tasksOn({ kind: 'terminate' });
    const first = tasks.run((id) => ({ type: 'run', id, n: 1 }));
    const second = tasks.run((id) => ({ type: 'run', id, n: 2 }));
    expect(await first).toEqual({ ok: false, error: 'cancelled' });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[0]!.sent).toEqual([{ type: 'run', id: 1, n: 1 }]);
    expect(workers[1]!.sent).toEqual([{ type: 'run', id: 2, n: 2 }]);
    workers[1]!.say({ type: 'failed', id: 2, error: 'bad n' });
    expect(await second).toEqual({ ok: false, error: 'bad n' });
  });

  it("a 'grace' stop posts the cancel and swallows the late answer of the cancelled task", async () => {
    const { tasks, workers } = tasksOn({ kind: 'grace', graceMs: 60_000, message: (id) => ({ type: 'cancel', id }) });
    const first = tasks.run((id, flag) => ({ type: 'run', id, n: flag ? 1 : 0 }));
    tasks.cancel();
    expect(await first).toEqual({ ok: false, error: 'cancelled' });
    const w = workers[0]!;
    expect(w.sent[1]).toEqual({ type: 'cancel', id: 1 });
    w.say({ type: 'done', id: 1, value: 1 }); // the cancelled task ends on its own: the same worker goes on
    const second = tasks.run((id) => ({ type: 'run', id, n: 3 }));
    expect(workers).toHaveLength(1);
    expect(w.terminated).toBe(false);
    w.say({ type: 'done', id: 2, value: 9 });
    expect(await second).toEqual({ ok: true, value: 9 });
    tasks.dispose();
    expect(w.terminated).toBe(true);
  });

  it('a worker that fails answers the running task; a message that cannot be sent is an error, not a rejection', async () => {
    const { tasks, workers } = tasksOn({ kind: 'terminate' });
    const running = tasks.run((id) => ({ type: 'run', id, n: 1 }));
    workers[0]!.onerror?.(new Error('crashed'));
    expect(await running).toEqual({ ok: false, error: 'worker failed' });
    expect(workers[0]!.terminated).toBe(true);
    const unsent = await tasks.run(() => {
      throw new Error('cannot clone');
    });
    expect(unsent).toEqual({ ok: false, error: 'unsent: Error: cannot clone' });
  });
});
