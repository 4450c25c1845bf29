import type { Result } from '@klondike/engine';
import type { TaskWorker } from './protocol.js';

/** A message from the worker as {@link createWorkerTasks} reads it: progress of a task, or its answer. */
export type TaskMessage<P, V, E> =
  { readonly id: number; readonly progress: P } | { readonly id: number; readonly answer: Result<V, E> };

/**
 * How a running task stops when cancelled:
 * - `terminate`: the worker is terminated at once (a worker that reads no message while it works);
 * - `grace`: the task's shared flag is set (where memory may be shared) and `message(id)` posted; a
 *   worker still busy with it after `graceMs`, or when the next task comes without a shared flag, is terminated.
 */
export type TaskStop<In> =
  | { readonly kind: 'terminate' }
  | { readonly kind: 'grace'; readonly graceMs: number; readonly message: (id: number) => In };

/** The errors a task answers with when it did not run to its own answer. */
export interface TaskErrors<E> {
  /** The task was cancelled (or a newer one started). */
  readonly cancelled: E;
  /** The worker failed to load or crashed. */
  readonly worker: E;
  /** The task could not be sent (a value that cannot be cloned, a worker that cannot start). */
  readonly unsent: (thrown: unknown) => E;
}

/** What a client builds on: {@link createWorkerTasks}'s options. */
export interface WorkerTasksOptions<In, Out, P, V, E> {
  /** Starts a worker; a new one is started after a hard stop. */
  readonly spawn: () => TaskWorker<In, Out>;
  /** Reads a message of the worker: its task's id, and progress or the answer. */
  readonly read: (message: Out) => TaskMessage<P, V, E>;
  readonly stop: TaskStop<In>;
  readonly errors: TaskErrors<E>;
}

/** One task at a time on a worker started at the first task: the plumbing of the solver's and the review's clients. */
export interface WorkerTasks<In, P, V, E> {
  /**
   * Runs a task, cancelling the one running (whose promise then resolves with the `cancelled` error).
   * @param message the message that starts it, from its id and its cancel flag (an Int32Array over
   *   a SharedArrayBuffer with `grace` stops where memory may be shared; else undefined)
   * @param onProgress hears the task's progress messages
   * @returns the answer, or an error; never a rejection
   */
  run<R extends V>(
    message: (id: number, cancelFlag: Int32Array | undefined) => In,
    onProgress?: (progress: P) => void,
  ): Promise<Result<R, E>>;
  /** Cancels the running task, as {@link TaskStop} says. */
  cancel(): void;
  /** Cancels and terminates the worker for good (a page or component going away). */
  dispose(): void;
}

/** A flag the worker reads while it works: only where memory may be shared (a cross-origin isolated page, Node). */
function makeCancelFlag(): Int32Array | undefined {
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
  if (typeof SharedArrayBuffer === 'undefined' || isolated === false) return undefined;
  return new Int32Array(new SharedArrayBuffer(4));
}

/**
 * Creates the task plumbing of a worker client: the worker starts at the first task (a page pays
 * nothing until it asks), answers and progress go to the task whose id they carry, a worker that
 * fails answers the running task with the `worker` error, and a cancel stops the task as `stop` says.
 */
export function createWorkerTasks<In, Out, P, V, E>(
  options: WorkerTasksOptions<In, Out, P, V, E>,
): WorkerTasks<In, P, V, E> {
  const { spawn, read, stop, errors } = options;
  let worker: TaskWorker<In, Out> | null = null;
  let nextId = 1;
  let running: {
    readonly id: number;
    readonly finish: (answer: Result<V, E>) => void;
    readonly onProgress: ((progress: P) => void) | undefined;
    readonly cancelFlag: Int32Array | undefined;
  } | null = null;
  /** A cancelled task the worker has not answered yet (it is still working). */
  let stopping: { id: number; shared: boolean; timer: ReturnType<typeof setTimeout> } | null = null;

  const hardStop = (): void => {
    worker?.terminate();
    worker = null;
    if (stopping) clearTimeout(stopping.timer);
    stopping = null;
  };

  const onMessage = (message: TaskMessage<P, V, E>): void => {
    if (stopping && message.id === stopping.id && 'answer' in message) {
      clearTimeout(stopping.timer);
      stopping = null;
      return;
    }
    if (!running || message.id !== running.id) return;
    if ('progress' in message) {
      running.onProgress?.(message.progress);
      return;
    }
    const { finish } = running;
    running = null;
    finish(message.answer);
  };

  const ensureWorker = (): TaskWorker<In, Out> => {
    if (worker) return worker;
    const started = spawn();
    started.onmessage = (event) => {
      if (worker === started) onMessage(read(event.data));
    };
    started.onerror = () => {
      if (worker !== started) return;
      hardStop();
      const failed = running;
      running = null;
      failed?.finish({ ok: false, error: errors.worker });
    };
    worker = started;
    return started;
  };

  const cancel = (): void => {
    const task = running;
    if (!task) return;
    running = null;
    if (stop.kind === 'terminate') hardStop();
    else {
      if (task.cancelFlag) Atomics.store(task.cancelFlag, 0, 1);
      worker?.postMessage(stop.message(task.id));
      if (stopping) clearTimeout(stopping.timer);
      stopping = { id: task.id, shared: task.cancelFlag !== undefined, timer: setTimeout(hardStop, stop.graceMs) };
    }
    task.finish({ ok: false, error: errors.cancelled });
  };

  const run = <R extends V>(
    message: (id: number, cancelFlag: Int32Array | undefined) => In,
    onProgress?: (progress: P) => void,
  ): Promise<Result<R, E>> => {
    cancel();
    // without a shared flag, a worker still busy with a cancelled task would only stop at its own end
    if (stopping && !stopping.shared) hardStop();
    const id = nextId++;
    const cancelFlag = stop.kind === 'grace' ? makeCancelFlag() : undefined;
    return new Promise((resolve) => {
      // the caller's message names the task, and so the value type its answer carries
      running = { id, finish: resolve as (answer: Result<V, E>) => void, onProgress, cancelFlag };
      try {
        ensureWorker().postMessage(message(id, cancelFlag));
      } catch (thrown) {
        running = null;
        resolve({ ok: false, error: errors.unsent(thrown) });
      }
    });
  };

  return {
    run,
    cancel,
    dispose: () => {
      cancel();
      hardStop();
    },
  };
}
