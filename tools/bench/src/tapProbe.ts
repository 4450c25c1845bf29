/**
 * Runs inside the page (installed with Playwright's `page.addInitScript`, so it sees the app from
 * its first script): measures, for an armed tap, the time from the input event to the board being
 * updated and painted, with performance marks and measures. The app is measured from outside: it
 * places no marks of its own.
 *
 * Three instants per tap:
 * - input: the `pointerup` event's timestamp (the board acts on pointerup; a button on the click
 *   that follows it in the same dispatch). Playwright sends press and release as two messages, so
 *   the time from pointerdown would count the harness's round trip.
 * - work: the start of the task that changed the board: the pointerup itself, or the timer that
 *   ends the double-tap window (RULES §6: a single tap on a card that a double tap would move
 *   elsewhere waits 250 ms for a second tap; the engine's `tapTiming`).
 * - painted: after the first frame that shows the change (a `requestAnimationFrame` callback, then a
 *   message, which runs once that frame is painted). Two rAFs would add a whole frame.
 *
 * The board counts as changed when the actions counter, a pile's label (which names its card count) or
 * the number of cards a pile shows changes: an undo changes no actions counter (it counts actions made,
 * not undos) and, under a fanned waste, may change no shown card either.
 */
export function installTapProbe(): void {
  interface Armed {
    readonly kind: string;
    readonly before: string;
    input?: number;
    work?: number;
    board?: number;
    readonly done: Promise<TapSample>;
    readonly resolve: (s: TapSample) => void;
  }
  interface TapSample {
    readonly kind: string;
    readonly inputToPainted: number;
    readonly workToPainted: number;
    readonly workToBoard: number;
  }

  let armed: Armed | null = null;
  let last: Armed | null = null;
  /** Start of the latest task that could change the board (pointerup handling or a timer). */
  let taskStart = 0;
  let seq = 0;

  const boardSignature = (): string =>
    (document.querySelector('[data-testid="actions"]')?.textContent ?? '') +
    '|' +
    Array.from(
      document.querySelectorAll('[data-pile]'),
      (p) =>
        `${p.getAttribute('data-pile')}:${p.getAttribute('aria-label') ?? ''}:${p.querySelectorAll('[data-card]').length}`,
    ).join(',');

  // Timers are wrapped so that the double-tap timer's callback marks the start of its task.
  const nativeSetTimeout = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function') return nativeSetTimeout(handler, timeout, ...args);
    return nativeSetTimeout(
      (...a: unknown[]) => {
        taskStart = performance.now();
        (handler as (...x: unknown[]) => void)(...a);
      },
      timeout,
      ...args,
    );
  }) as typeof window.setTimeout;

  window.addEventListener(
    'pointerup',
    (e) => {
      taskStart = performance.now();
      if (armed && armed.input === undefined) armed.input = e.timeStamp;
    },
    { capture: true },
  );

  const finish = (a: Armed, painted: number): void => {
    const n = ++seq;
    performance.mark(`klondike:input#${n}`, { startTime: a.input! });
    performance.mark(`klondike:work#${n}`, { startTime: a.work! });
    performance.mark(`klondike:board#${n}`, { startTime: a.board! });
    performance.mark(`klondike:painted#${n}`, { startTime: painted });
    const measure = (name: string, from: string) =>
      performance.measure(`klondike:${name}#${n}`, {
        start: `klondike:${from}#${n}`,
        end: `klondike:painted#${n}`,
        detail: a.kind,
      }).duration;
    const sample: TapSample = {
      kind: a.kind,
      inputToPainted: measure('input-to-painted', 'input'),
      workToPainted: measure('work-to-painted', 'work'),
      workToBoard: performance.measure(`klondike:work-to-board#${n}`, {
        start: `klondike:work#${n}`,
        end: `klondike:board#${n}`,
      }).duration,
    };
    armed = null;
    a.resolve(sample);
  };

  new MutationObserver(() => {
    const a = armed;
    if (!a || a.input === undefined || a.board !== undefined) return;
    const now = performance.now();
    if (boardSignature() === a.before) return;
    a.board = now;
    a.work = Math.max(taskStart, a.input);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => finish(a, performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  const probe = {
    /** Arms the probe for the next tap; `kind` labels the sample. */
    arm(kind: string): void {
      let resolve!: (s: TapSample) => void;
      const done = new Promise<TapSample>((r) => (resolve = r));
      armed = { kind, before: boardSignature(), done, resolve };
      last = armed;
    },
    /** Resolves with the last armed tap's sample once its change is painted; rejects after `ms`. */
    settled(ms: number): Promise<TapSample> {
      const a = last;
      if (!a) return Promise.reject(new Error('tap probe: not armed'));
      const late = new Promise<never>((_, reject) =>
        nativeSetTimeout(
          () => reject(new Error(`tap probe: the board did not change within ${ms} ms of a ${a.kind} tap`)),
          ms,
        ),
      );
      return Promise.race([a.done, late]);
    },
  };
  Object.defineProperty(window, '__tapProbe', { value: probe });
}
