/**
 * Helpers the browser suites share to take the machine's speed out of a test: a page clock that
 * stands still, and workers whose tasks wait until the test lets them go. A test that needs
 * something to be still under way at its next step holds it there instead of hoping it is slow.
 */
import type { Page } from '@playwright/test';

/**
 * Stops the page's clock, installed before `goto` (`page.clock.install()`): from here on the page's
 * timers (`setTimeout`, `setInterval`, `Date`, `requestAnimationFrame`) move only by
 * `page.clock.runFor` and the like, so no timer fires between two steps of the test however slow
 * the machine (a double tap stays within its window; a playback timer waits for the test).
 * @param page a page whose clock was installed before it loaded
 */
export async function stopClock(page: Page): Promise<void> {
  // a jump well past the time the call takes on a loaded machine (the clock runs until it stops)
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

/** What {@link holdWorkers} gives the test. */
export interface HeldWorkers {
  /** How many messages the page has posted to the held workers so far (none has reached them). */
  readonly count: () => Promise<number>;
  /**
   * Sends the held messages, in order, to the workers still alive, and stops holding: later
   * messages and later workers of that name go straight through.
   */
  readonly release: () => Promise<void>;
}

/**
 * Holds every message the page posts to its Web Workers named `name` (the `name` option of
 * `new Worker`), from the page's first script on: such a worker is started but gets no task, so the
 * page shows its work as under way for as long as the test needs, whatever the machine's speed. Call
 * before `page.goto`.
 * @param page the page, not yet loaded
 * @param name the workers' name, e.g. `'solver'`, `'review'`, `'fold'`
 * @returns how many messages are held, and a way to let them go
 */
export async function holdWorkers(page: Page, name: string): Promise<HeldWorkers> {
  const key = `heldWorkers:${name}`;
  await page.addInitScript(
    ({ name, key }) => {
      const Real = window.Worker;
      const held = {
        holding: true,
        count: 0,
        queue: [] as { worker: Worker; message: unknown; transfer: Transferable[] }[],
        release(): void {
          this.holding = false;
          for (const { worker, message, transfer } of this.queue.splice(0))
            Real.prototype.postMessage.call(worker, message, { transfer });
        },
      };
      Object.assign(window, { [key]: held });
      window.Worker = class extends Real {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          if (options?.name !== name) return;
          this.postMessage = (message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) => {
            const list = Array.isArray(transfer) ? transfer : (transfer?.transfer ?? []);
            if (!held.holding) return Real.prototype.postMessage.call(this, message, { transfer: list });
            held.count++;
            held.queue.push({ worker: this, message, transfer: list });
          };
        }
      };
    },
    { name, key },
  );
  return {
    count: () => page.evaluate((k) => (window as unknown as Record<string, { count: number }>)[k]!.count, key),
    release: () => page.evaluate((k) => (window as unknown as Record<string, { release(): void }>)[k]!.release(), key),
  };
}
