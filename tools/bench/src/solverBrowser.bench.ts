/**
 * The solver in the player, on a phone-class CPU (`npm run bench:solver-browser` at the root; turbo
 * builds @klondike/web first): for fresh random deals of each draw mode (Normal scoring, `app` rules),
 * a fresh page opens `/?code=...` with the "winnable?" status on, and the bench records when the
 * status first says `winnable` or `lost` (or gives up: the player's 4 s search budget), in
 * milliseconds from navigation, and how long the search itself took (from the status's "thinking"
 * to its verdict).
 *
 * Each deal is opened twice: unthrottled, and with Chromium's CPU throttling (CDP
 * `Emulation.setCPUThrottlingRate`, 4x by default). Chromium throttles the page's main thread only;
 * the search runs in a dedicated worker, which CDP cannot throttle: a session attached to its target
 * (`Target.attachToTarget` from a browser session) gets, for `Emulation.setCPUThrottlingRate`, the
 * error "Operation is only supported for pages, not workers" (Chromium 150), and Blink's throttler
 * (`ThreadCPUThrottler`) is one per renderer process, slowing the one thread that first set the rate,
 * the page's main thread. So each load is traced (as DevTools records it) and the worker's
 * part read from the trace as thread CPU time (`workerTrace.ts`): its set-up (thread start, script,
 * module) and its search. The phone estimate is the throttled verdict moved by as much as the worker's
 * search would end later if its thread were `rate` times slower (`slowWorkerVerdict`).
 *
 * The verdict is awaited through a promise the init script makes, not `waitForFunction`, whose
 * injected script would run on the page's main thread while the bench measures it.
 *
 * Aim (the solver issue): a typical deal decided before the player's second action. The player's clock
 * starts when the game opens in the page (the web client's `klondike:game-start` User Timing mark, the
 * moment its actions' `t` count from); the bench measures the verdict from there and holds it against
 * the second action of every recorded session in `../shared/fixtures` (`secondAction.ts`): the median
 * verdict must come before the FASTEST recorded second action, and each deal's verdict is counted
 * against it and against the median one.
 *
 * Options: `--deals N` per draw mode (default 20), `--rate R` (default 4), `--seed S` (default 1),
 * `--dist DIR` another build of the player to serve (default apps/web/dist: e.g. a copy of the main
 * branch's, to compare two builds under the same load).
 * Chromium: `CHROMIUM_PATH`, else /usr/bin/chromium. Wall time: the figures carry the machine's load,
 * printed at the end.
 */
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { makeGameCode, seededRng, type DrawMode } from '@klondike/engine';
import { secondActionTimes } from './secondAction.js';
import { spread, table } from './table.js';
import { slowWorkerVerdict, workerTimes, type TraceEvent, type WorkerTimes } from './workerTrace.js';

const WEB = fileURLToPath(new URL('../../../apps/web/', import.meta.url));
/** The recorded sessions whose second actions are the aim's yardstick. */
const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures', import.meta.url));
/** The web client's mark of a game's start (apps/web/src/composables/useGame.ts, `GAME_START_MARK`). */
const GAME_START_MARK = 'klondike:game-start';
/** The player's settings key and the one setting the bench needs (apps/web/src/settings). */
const SETTINGS_KEY = 'klondike.settings';
/** Longest wait for a verdict: the player's own 4 s search budget and the page's start, with room. */
const VERDICT_TIMEOUT_MS = 60_000;

/**
 * The verdict, when the game started (its mark), when the status first said "thinking" and when it gave
 * the verdict (ms from navigation), and the worker's part.
 */
interface Sample {
  readonly state: 'winnable' | 'lost' | 'unknown';
  readonly startAt: number;
  readonly thinkingAt: number;
  readonly verdictAt: number;
  readonly worker: WorkerTimes | null;
}
/** The trace categories the worker's part is read from (`workerTrace.ts`). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

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
 * `thinking` and the first time it reads a verdict, as `performance.now()` (ms from navigation), and
 * settles `__verdict` with both and the game's start (its mark, `start`: null when the page set none) at the verdict.
 */
function installVerdictProbe({ settingsKey, startMark }: { settingsKey: string; startMark: string }): void {
  localStorage.setItem(settingsKey, JSON.stringify({ solverStatus: true }));
  let thinking: number | undefined;
  let settle: (v: { state: string; at: number; thinking: number; start: number | null }) => void = () => {};
  Object.assign(window, { __verdict: new Promise((resolve) => (settle = resolve)) });
  const look = (): void => {
    const state = document.querySelector('.solver-status')?.getAttribute('data-state');
    if (state === 'thinking') thinking ??= performance.now();
    // the player's verdicts (apps/web/src/solver/hint.ts): lost since an action, lost at the deal, undecided
    const verdict = state === 'lost-at-deal' ? 'lost' : state;
    if (verdict === 'winnable' || verdict === 'lost' || verdict === 'unknown') {
      const at = performance.now();
      const start = performance.getEntriesByName(startMark, 'mark')[0]?.startTime ?? null;
      settle({ state: verdict, at, thinking: thinking ?? at, start });
      settle = () => {};
    }
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
    await context.addInitScript(installVerdictProbe, { settingsKey: SETTINGS_KEY, startMark: GAME_START_MARK });
    const page = await context.newPage();
    if (rate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer | null = null;
    try {
      await page.goto(`/?code=${code}`);
      const verdict = page.evaluate(
        () =>
          (
            window as unknown as {
              __verdict: Promise<{ state: string; at: number; thinking: number; start: number | null }>;
            }
          ).__verdict,
      );
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), VERDICT_TIMEOUT_MS).unref(),
      );
      const v = await Promise.race([verdict, timeout]).catch(async (e: unknown) => {
        const state = await page.locator('.solver-status').getAttribute('data-state');
        throw new Error(
          `${code} at ${rate}x: no verdict in ${VERDICT_TIMEOUT_MS} ms (the status reads ${state}): ${String(e)}`,
        );
      });
      if (v.start === null)
        throw new Error(`${code} at ${rate}x: the page set no ${GAME_START_MARK} mark (an older build?)`);
      trace = await browser.stopTracing();
      const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      return {
        state: v.state as Sample['state'],
        startAt: v.start,
        thinkingAt: v.thinking,
        verdictAt: v.at,
        worker: workerTimes(events, `code=${code}`, v.at),
      };
    } finally {
      if (!trace) await browser.stopTracing().catch(() => null);
    }
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
      dist: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run bench:solver-browser -- [--deals N] [--rate R] [--seed S] [--dist DIR]');
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
  // the yardstick first: a bad or missing fixture stops the bench before its long run
  const seconds = secondActionTimes(FIXTURES);
  if (seconds.length === 0) throw new Error(`${FIXTURES}: no recorded session with two timed actions`);
  const second = spread(seconds);
  const fastest = seconds[0]!;
  const port = await freePort();
  let server: PreviewServer | null = null;
  let browser: Browser | null = null;
  const rows: string[][] = [];
  /** Loads whose trace gave no worker's part (their estimate is the throttled verdict alone). */
  let unread = 0;
  const loadBefore = loadavg();
  try {
    server = await preview({
      root: WEB,
      logLevel: 'warn',
      ...(values.dist === undefined ? {} : { build: { outDir: resolve(values.dist) } }),
      preview: { host: '127.0.0.1', port, strictPort: true },
    });
    browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
    const baseURL = `http://127.0.0.1:${port}`;
    for (const draw of [1, 3] as DrawMode[]) {
      const plain: Sample[] = [];
      const slow: Sample[] = [];
      for (const deal of deals(seed + draw, count)) {
        const code = makeGameCode({ deal, draw, scoring: 'normal', preset: 'app', thoughtful: false });
        plain.push(await measure(browser, baseURL, code, 1));
        slow.push(await measure(browser, baseURL, code, rate));
      }
      const decided = (s: readonly Sample[]) => s.filter((x) => x.state !== 'unknown').length;
      const within = (ms: readonly number[], limit: number) => ms.filter((x) => x <= limit).length;
      const median = (values: readonly number[]) => (values.length ? fmt(spread(values).median) : '-');
      const p95 = (values: readonly number[]) => (values.length ? fmt(spread(values).p95) : '-');
      const line = (label: string, s: readonly Sample[], at: readonly number[], slowdown: number): string[] => {
        const fromStart = at.map((x, i) => x - s[i]!.startAt);
        const t = spread(fromStart);
        const workers = s.flatMap((x) => (x.worker ? [x.worker] : []));
        const search = workers.map((w) => slowdown * w.searchCpu);
        return [
          `draw ${draw}, ${label}`,
          `${decided(s)}/${s.length}`,
          median(s.map((x) => x.startAt)),
          median(s.map((x) => x.thinkingAt - x.startAt)),
          median(workers.map((w) => slowdown * w.setupCpu)),
          median(search),
          p95(search),
          median(at),
          fmt(t.median),
          fmt(t.p95),
          fmt(t.max),
          `${within(fromStart, fastest)}/${at.length}`,
          `${within(fromStart, second.median)}/${at.length}`,
        ];
      };
      rows.push(
        line(
          'unthrottled',
          plain,
          plain.map((x) => x.verdictAt),
          1,
        ),
      );
      rows.push(
        line(
          `page at ${rate}x`,
          slow,
          slow.map((x) => x.verdictAt),
          1,
        ),
      );
      rows.push(
        line(
          `phone estimate (${rate}x)`,
          slow,
          slow.map((x) => (x.worker ? slowWorkerVerdict(x.verdictAt, x.worker, rate) : x.verdictAt)),
          rate,
        ),
      );
      unread += [...plain, ...slow].filter((x) => !x.worker).length;
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
        'game start',
        'status shown',
        'worker set-up CPU',
        'search CPU median',
        'search CPU p95',
        'verdict from navigation',
        'verdict median',
        'verdict p95',
        'verdict max',
        `by ${fmt(fastest)}`,
        `by ${fmt(second.median)}`,
      ],
      rows,
    ),
  );
  const load = (l: readonly number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    "\n\"game start\": from navigation to the game's start (the page's game-start mark: the player's clock starts);" +
      '\n"status shown": from the game\'s start to the status saying "thinking" (the board is up, the search asked for);' +
      '\n"worker set-up CPU": the worker thread\'s CPU time before its first message (start, script, module);' +
      '\n"search CPU": its CPU time on the messages the verdict waited for;' +
      '\n"verdict from navigation": the median of each load\'s verdict from navigation; "verdict median, p95, max":' +
      " from the game's start (wall), the aim's measure;" +
      `\n"by ${fmt(fastest)}", "by ${fmt(second.median)}": deals decided by the fastest and by the median second action of the` +
      ` ${seconds.length} recorded sessions (../shared/fixtures), from the game's start.` +
      `\nAim: the median verdict before the fastest recorded second action (${fmt(fastest)} ms; median ${fmt(second.median)} ms).` +
      `\n"phone estimate": the throttled verdict, moved by as much as the worker's search would end later at ${rate}x its CPU times` +
      ` (its CPU columns: ${rate}x).` +
      (unread ? `\n${unread} loads gave no worker's part in their trace (estimated as the throttled verdict).` : '') +
      `\nLoad average: ${load(loadBefore)} at the start, ${load(loadavg())} at the end, on ${availableParallelism()} cores.`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
