/**
 * The solver worker's part of a page load, read from a Chromium trace (categories `devtools.timeline`,
 * `disabled-by-default-devtools.timeline` for the tasks, `blink.user_timing` for the navigation): when its thread first ran, how much CPU it spent setting up (before the first
 * message it handled) and searching (the messages it handled before the verdict), and when the
 * search ran. CPU is the trace's thread time (`tdur`), which a loaded machine does not inflate the way
 * it inflates wall time.
 */

/** The fields of a trace event this module reads. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  /** microseconds, on the trace's clock */
  readonly ts: number;
  readonly dur?: number;
  /** thread (CPU) time of a complete event, microseconds */
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly documentLoaderURL?: string } };
}

/** The worker's part, in milliseconds: times from navigation, CPU as thread time. */
export interface WorkerTimes {
  /** When the worker's thread first ran a task. */
  readonly firstTask: number;
  /** Thread time of its tasks before the first one that handled a message (start, script, set-up). */
  readonly setupCpu: number;
  /** When it began the first message (the search asked for). */
  readonly searchStart: number;
  /** When its answer reached the page (or its last task ended, if that came first). */
  readonly searchEnd: number;
  /** Thread time of the tasks that handled messages before the verdict. */
  readonly searchCpu: number;
}

const ms = (us: number): number => us / 1000;

/**
 * Reads the worker's part of the page load whose address contains `url` from a trace.
 * @param events the trace's events (`traceEvents`)
 * @param url a part of the page's address that names it (e.g. its `?code=`)
 * @param verdictAt when the page showed the verdict, ms from navigation
 * @returns the worker's times, or null when the trace holds no such page, or no message a worker
 *   answered before the verdict
 */
export function workerTimes(events: readonly TraceEvent[], url: string, verdictAt: number): WorkerTimes | null {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').includes(url))
    .at(-1);
  if (!navigation) return null;
  const workerThreads = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.pid === navigation.pid &&
          e.args?.name === 'DedicatedWorker thread',
      )
      .map((e) => e.tid),
  );
  const complete = (e: TraceEvent): e is TraceEvent & { dur: number } => e.ph === 'X' && e.dur !== undefined;
  const at = (ts: number): number => ms(ts - navigation.ts);
  const messages = (onThread: (tid: number) => boolean) =>
    events.filter(
      (e): e is TraceEvent & { dur: number } =>
        complete(e) && e.name === 'HandlePostMessage' && e.pid === navigation.pid && onThread(e.tid),
    );
  // the page's last message before the verdict: the answer it shows
  const answer = messages((tid) => tid === navigation.tid)
    .filter((e) => at(e.ts) <= verdictAt)
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  if (!answer) return null;
  // the worker's messages begun before that answer came (it comes before their task's end, which
  // tidies up after posting it): the searches the verdict waited for
  const handled = messages((tid) => workerThreads.has(tid)).filter((e) => e.ts < answer.ts);
  const tid = handled[0]?.tid;
  if (tid === undefined) return null;
  const tasks = events
    .filter(
      (e): e is TraceEvent & { dur: number } =>
        complete(e) && e.name === 'RunTask' && e.pid === navigation.pid && e.tid === tid,
    )
    .sort((a, b) => a.ts - b.ts);
  const holds = (task: TraceEvent & { dur: number }, e: TraceEvent) => e.ts >= task.ts && e.ts <= task.ts + task.dur;
  const searched = tasks.filter((t) => handled.some((h) => h.tid === tid && holds(t, h)));
  const begun = searched[0];
  const ended = searched.at(-1);
  if (!begun || !ended) return null;
  const cpu = (list: readonly TraceEvent[]) => ms(list.reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0));
  return {
    firstTask: at(tasks[0]!.ts),
    setupCpu: cpu(tasks.filter((t) => t.ts < begun.ts)),
    searchStart: at(begun.ts),
    searchEnd: at(Math.min(ended.ts + ended.dur, answer.ts)),
    searchCpu: cpu(searched),
  };
}

/**
 * The verdict as it would come if the worker's thread were `rate` times slower, from a run whose page
 * was throttled (its worker is not: Chromium throttles pages only): the worker's set-up ends at
 * `firstTask + rate * setupCpu`, its search begins at the later of that and when it began in the run,
 * and takes `rate * searchCpu`; the verdict moves by as much as that search ends later than the real one.
 * @param verdictAt the throttled page's verdict, ms from navigation
 * @param worker the worker's times in that run
 * @param rate the slow-down
 */
export function slowWorkerVerdict(verdictAt: number, worker: WorkerTimes, rate: number): number {
  const ready = worker.firstTask + rate * worker.setupCpu;
  const end = Math.max(worker.searchStart, ready) + rate * worker.searchCpu;
  return verdictAt + Math.max(0, end - worker.searchEnd);
}
