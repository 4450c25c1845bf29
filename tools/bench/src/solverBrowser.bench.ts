/**
 * The solver in the player, on a phone-class CPU (`npm run bench:solver-browser` at the root; turbo
 * builds @klondike/web first): for fresh random deals of each draw mode (Normal scoring, `app` rules),
 * a fresh page opens `/?code=...` with the "winnable?" status on, and the bench records when the
 * status first says `winnable` or `lost` (or gives up: the player's 4 s search budget), in
 * milliseconds from navigation, and how long the search itself took (from the status's "thinking"
 * to its verdict).
 *
 * Each deal is opened twice: unthrottled, and with Chromium's CPU throttling (CDP
 * `Emulation.setCPUThrottlingRate`, 4x by default). Chromium throttles the page's main thread; the
 * search runs in a dedicated worker, which the bench reports separately so the reader sees whether
 * the throttle reached it. The worker cannot be throttled itself: a CDP session attached to its target
 * (`Target.attachToTarget` from a browser session) gets, for `Emulation.setCPUThrottlingRate`, the
 * error "Operation is only supported for pages, not workers" (Chromium 150), and Blink's throttler
 * (`ThreadCPUThrottler`) is one per renderer process, slowing the one thread that first set the rate,
 * the page's main thread. The phone estimate is the throttled time to the verdict plus
 * `(rate - 1)` times the unthrottled search: what the verdict would take if the worker were as slow
 * as the page.
 *
 * Aim (the solver issue): a typical deal decided before the player's second action, taken here as
 * 2,000 ms from navigation (a player who looks at a new deal for a second before each action).
 *
 * Options: `--deals N` per draw mode (default 20), `--rate R` (default 4), `--seed S` (default 1).
 * Chromium: `CHROMIUM_PATH`, else /usr/bin/chromium. Wall time: the figures carry the machine's load,
 * printed at the end.
 */
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { makeGameCode, seededRng, type DrawMode } from '@klondike/engine';
import { spread, table } from './table.js';

const WEB = fileURLToPath(new URL('../../../apps/web/', import.meta.url));
/** The player's settings key and the one setting the bench needs (apps/web/src/settings). */
const SETTINGS_KEY = 'klondike.settings';
/** The aim: a verdict before the player's second action, in milliseconds from navigation. */
const AIM_MS = 2000;
/** Longest wait for a verdict: the player's own 4 s search budget and the page's start, with room. */
const VERDICT_TIMEOUT_MS = 60_000;

/** When the status first showed "thinking" and when it first showed a verdict, ms from navigation. */
interface Sample {
  readonly state: 'winnable' | 'lost' | 'unknown';
  readonly verdictAt: number;
  readonly searchMs: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Records, in the page, the first time the solver status (`.solver-status[data-state]`) reads
 * `thinking` and the first time it reads a verdict, as `performance.now()` (ms from navigation).
 */
function installVerdictProbe(settingsKey: string): void {
  localStorage.setItem(settingsKey, JSON.stringify({ solverStatus: true }));
  const marks: { thinking?: number; verdict?: { state: string; at: number } } = {};
  Object.assign(window, { __verdictMarks: marks });
  const look = (): void => {
    const state = document.querySelector('.solver-status')?.getAttribute('data-state');
    if (state === 'thinking') marks.thinking ??= performance.now();
    // the player's verdicts (apps/web/src/solver/hint.ts): lost since an action, lost at the deal, undecided
    const verdict = state === 'lost-at-deal' ? 'lost' : state;
    if ((verdict === 'winnable' || verdict === 'lost' || verdict === 'unknown') && !marks.verdict)
      marks.verdict = { state: verdict, at: performance.now() };
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}

async function measure(browser: Browser, baseURL: string, code: string, rate: number): Promise<Sample> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(installVerdictProbe, SETTINGS_KEY);
    const page = await context.newPage();
    if (rate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    await page.goto(`/?code=${code}`);
    const handle = await page
      .waitForFunction(
        () => {
          const m = (
            window as unknown as { __verdictMarks: { thinking?: number; verdict?: { state: string; at: number } } }
          ).__verdictMarks;
          return m.verdict ? { ...m.verdict, thinking: m.thinking ?? m.verdict.at } : null;
        },
        undefined,
        { timeout: VERDICT_TIMEOUT_MS, polling: 50 },
      )
      .catch(async (e: unknown) => {
        const state = await page.locator('.solver-status').getAttribute('data-state');
        throw new Error(
          `${code} at ${rate}x: no verdict in ${VERDICT_TIMEOUT_MS} ms (the status reads ${state}): ${String(e)}`,
        );
      });
    const v = (await handle.jsonValue()) as { state: Sample['state']; at: number; thinking: number };
    return { state: v.state, verdictAt: v.at, searchMs: v.at - v.thinking };
  } finally {
    await context.close();
  }
}

/** Fresh random deal numbers (0 .. 26^7 - 1) from a seed: two bounded draws, as `26^3 * a + b`. */
function deals(seed: number, count: number): number[] {
  const rng = seededRng(seed);
  return Array.from({ length: count }, () => rng.below(26 ** 3) * 26 ** 4 + rng.below(26 ** 4));
}

const fmt = (ms: number): string => ms.toFixed(0);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      deals: { type: 'string', default: '20' },
      rate: { type: 'string', default: '4' },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run bench:solver-browser -- [--deals N] [--rate R] [--seed S]');
    return;
  }
  const count = Number(values.deals);
  const rate = Number(values.rate);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--deals must be a whole number of deals, not ${values.deals}`);
  if (!(rate >= 1)) throw new Error(`--rate must be a throttling factor of 1 or more, not ${values.rate}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${values.seed}`);
  console.log(
    `\nThe solver in the player: ${count} fresh deals per draw mode (seed ${seed}), Normal scoring, app rules, ` +
      `a 390x844 page, unthrottled and at ${rate}x CPU throttling\n`,
  );
  const port = await freePort();
  let server: PreviewServer | null = null;
  let browser: Browser | null = null;
  const rows: string[][] = [];
  try {
    server = await preview({ root: WEB, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true } });
    browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
    const baseURL = `http://127.0.0.1:${port}`;
    for (const draw of [1, 3] as DrawMode[]) {
      const plain: Sample[] = [];
      const slow: Sample[] = [];
      const estimate: number[] = [];
      for (const deal of deals(seed + draw, count)) {
        const code = makeGameCode({ deal, draw, scoring: 'normal', preset: 'app', thoughtful: false });
        const a = await measure(browser, baseURL, code, 1);
        const b = await measure(browser, baseURL, code, rate);
        plain.push(a);
        slow.push(b);
        estimate.push(b.verdictAt + (rate - 1) * a.searchMs);
      }
      const decided = (s: readonly Sample[]) => s.filter((x) => x.state !== 'unknown').length;
      const within = (ms: readonly number[]) => ms.filter((x) => x <= AIM_MS).length;
      const line = (
        label: string,
        s: readonly Sample[],
        at: readonly number[],
        search: readonly number[],
      ): string[] => {
        const t = spread(at);
        const q = spread(search);
        return [
          `draw ${draw}, ${label}`,
          `${decided(s)}/${s.length}`,
          fmt(spread(s.map((x) => x.verdictAt - x.searchMs)).median),
          fmt(q.median),
          fmt(q.p95),
          fmt(t.median),
          fmt(t.p95),
          fmt(t.max),
          `${within(at)}/${at.length}`,
        ];
      };
      const searches = (s: readonly Sample[]) => s.map((x) => x.searchMs);
      rows.push(
        line(
          'unthrottled',
          plain,
          plain.map((x) => x.verdictAt),
          searches(plain),
        ),
      );
      rows.push(
        line(
          `page at ${rate}x`,
          slow,
          slow.map((x) => x.verdictAt),
          searches(slow),
        ),
      );
      rows.push(
        line(
          `phone estimate (${rate}x)`,
          slow,
          estimate,
          plain.map((x) => rate * x.searchMs),
        ),
      );
    }
  } finally {
    await browser?.close();
    await server?.close();
  }
  console.log(
    table(
      [
        'milliseconds',
        'decided',
        'status shown',
        'search median',
        'search p95',
        'verdict median',
        'verdict p95',
        'verdict max',
        `verdict by ${AIM_MS}`,
      ],
      rows,
    ),
  );
  console.log(
    '\n"status shown": from navigation to the status saying "thinking" (the board is up, the search asked for);' +
      '\n"search": from then to the verdict (the worker started, the chunk loaded, the search run); "verdict": from navigation.' +
      `\n"phone estimate": the throttled verdict plus ${rate - 1} x the unthrottled search (the worker slowed as the page is).` +
      `\nLoad average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${availableParallelism()} cores.`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
