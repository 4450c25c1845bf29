import { serveSolver, type FromWorker, type SolverWorker, type ToWorker } from '@klondike/solver/worker';

/**
 * The solver's worker served in this thread, its messages crossing by structured clone in later
 * tasks, as a Web Worker's do.
 * @param sent hears each message posted to it, when it is posted (before the worker reads it)
 */
export function inThreadWorker(sent?: (message: ToWorker) => void): SolverWorker {
  const listeners: ((event: { data: ToWorker }) => void)[] = [];
  const worker: SolverWorker = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => {
      sent?.(message);
      setTimeout(() => listeners.forEach((l) => l({ data: structuredClone(message) })));
    },
    terminate() {},
  };
  serveSolver({
    postMessage: (m: FromWorker) => setTimeout(() => worker.onmessage?.({ data: structuredClone(m) })),
    addEventListener: (_t, l) => listeners.push(l),
  });
  return worker;
}

/** Counts the `lostAt` searches a worker of {@link inThreadWorker} was sent, for `sent`. */
export function lostAtCounter(): { readonly sent: (message: ToWorker) => void; readonly count: () => number } {
  let count = 0;
  return {
    sent: (message) => {
      if (message.type === 'run' && message.task.kind === 'lostAt') count++;
    },
    count: () => count,
  };
}
