/**
 * Web client benchmark (`npm run bench` at the root; turbo builds @klondike/web first):
 * 1. the production JS size of the player's page and of the replay, gzip level 9;
 * 2. the time from a tap to the updated, painted board in Chromium, over the winning taps of deck W1
 *    (RULES §11, draw 1 Normal) and a few draws and undos.
 * Aims (the web client's issue): under 150 KB of JS gzip, under 16 ms per action.
 * Chromium: `CHROMIUM_PATH`, else /usr/bin/chromium.
 */
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { GZIP_LEVEL, pageJsSize, type JsSize } from './jsSize.js';
import { spread, table } from './table.js';
import { installTapProbe } from './tapProbe.js';

const WEB = fileURLToPath(new URL('../../../apps/web/', import.meta.url));
const DIST = `${WEB}dist`;
/** Deck W1 of RULES §11. */
const W1 =
  'Ad 2d Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h Ah Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc';
const W1_URL = `/?deck=${W1.split(' ').join('+')}&draw=1&scoring=normal&rules=app`;
/** Longest wait for one tap's change (a single tap alone waits 250 ms for a double tap). */
const TAP_TIMEOUT_MS = 5000;

interface TapSample {
  readonly kind: string;
  readonly inputToPainted: number;
  readonly workToPainted: number;
  readonly workToBoard: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function sizeReport(): string {
  const player = pageJsSize(DIST, '/');
  const replay = pageJsSize(`${DIST}/replay`, '/replay/');
  const row = (name: string, s: JsSize) => [name, String(s.files.length), kb(s.raw), kb(s.gzip)];
  const rows = [row('player page (dist/index.html)', player.loaded), row('replay (dist/replay/index.html)', replay.loaded)];
  if (player.lazy.files.length) rows.push(row('player, chunks loaded later', player.lazy));
  if (replay.lazy.files.length) rows.push(row('replay, chunks loaded later', replay.lazy));
  return table(['production JS', 'files', 'raw KB', 'gzip KB'], rows) +
    `\n(KB = 1024 bytes; gzip level ${GZIP_LEVEL}; aim for the player page: under 150 KB gzip)`;
}

/** A TCP port free at the time of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const topCard = (page: Page, pile: string): Locator => page.locator(`[data-pile="${pile}"] [data-card]`).last();

/** One tap measured by the in-page probe. */
async function tap(page: Page, kind: string, target: Locator): Promise<TapSample> {
  await page.evaluate((k) => (window as unknown as { __tapProbe: { arm(k: string): void } }).__tapProbe.arm(k), kind);
  await target.click();
  return page.evaluate(
    (ms) => (window as unknown as { __tapProbe: { settled(ms: number): Promise<TapSample> } }).__tapProbe.settled(ms),
    TAP_TIMEOUT_MS,
  );
}

/** The winning taps of W1, draw 1 (RULES §11): 27 tableau cards home, then (draw, waste home) x24. */
async function winW1(page: Page): Promise<TapSample[]> {
  const samples: TapSample[] = [];
  samples.push(await tap(page, 'card (single tap)', topCard(page, 'T1')));
  for (let col = 7; col >= 2; col--) for (let k = 0; k < col; k++) samples.push(await tap(page, 'card (single tap)', topCard(page, `T${col}`)));
  for (let k = 0; k < 24; k++) {
    samples.push(await tap(page, 'stock (draw)', page.locator('[data-pile="S"]')));
    samples.push(await tap(page, 'card (single tap)', topCard(page, 'W')));
  }
  if ((await page.getByTestId('won').count()) !== 1) throw new Error('W1: the taps did not win the game');
  return samples;
}

/** A fresh W1: 4 cards home, 8 draws, then 12 undos with the Undo button. */
async function drawsAndUndos(page: Page): Promise<TapSample[]> {
  const samples: TapSample[] = [];
  samples.push(await tap(page, 'card (single tap)', topCard(page, 'T1')));
  for (let k = 0; k < 3; k++) samples.push(await tap(page, 'card (single tap)', topCard(page, 'T7')));
  for (let k = 0; k < 8; k++) samples.push(await tap(page, 'stock (draw)', page.locator('[data-pile="S"]')));
  for (let k = 0; k < 12; k++) samples.push(await tap(page, 'undo (button)', page.getByTestId('undo')));
  return samples;
}

async function tapReport(baseURL: string): Promise<string> {
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await context.addInitScript(installTapProbe);
    const errors: string[] = [];
    const open = async (): Promise<Page> => {
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(W1_URL);
      await topCard(page, 'T1').waitFor();
      return page;
    };
    const samples = [...(await winW1(await open())), ...(await drawsAndUndos(await open()))];
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);

    const kinds = [...new Set(samples.map((s) => s.kind)), 'all actions'];
    const fmt = (v: number) => v.toFixed(1);
    const rows = kinds.map((kind) => {
      const of = samples.filter((s) => kind === 'all actions' || s.kind === kind);
      const a = spread(of.map((s) => s.inputToPainted));
      const b = spread(of.map((s) => s.workToPainted));
      const c = spread(of.map((s) => s.workToBoard));
      return [kind, String(of.length), ...[a, b, c].flatMap((x) => [fmt(x.median), fmt(x.p95), fmt(x.max)])];
    });
    const header = ['tap (ms)', 'taps', 'input→painted med', 'p95', 'max', 'work→painted med', 'p95', 'max', 'work→board med', 'p95', 'max'];
    return (
      `Chromium ${browser.version()}, viewport 1280x800, deck W1 draw 1 Normal: 75 winning taps, then 4 cards, 8 draws, 12 undos\n\n` +
      table(header, rows) +
      '\n(input: the pointerup event; work: the start of the task that changed the board, after the 250 ms double-tap' +
      '\nwindow for a single tap on a card; board: DOM updated; painted: the first frame showing it. Aim: under 16 ms per action)'
    );
  } finally {
    await browser?.close();
  }
}

async function main(): Promise<void> {
  console.log(`\nWeb client benchmarks (Node ${process.version}, vite preview of apps/web/dist)\n`);
  console.log(sizeReport());
  const port = await freePort();
  let server: PreviewServer | null = null;
  try {
    // The JS API takes no process lock, so a preview already running for `npm start` does not matter.
    server = await preview({ root: WEB, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true } });
    console.log(`\n${await tapReport(`http://127.0.0.1:${port}`)}`);
  } finally {
    await server?.close();
  }
  console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores.`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
