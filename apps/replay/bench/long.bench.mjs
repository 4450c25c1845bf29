#!/usr/bin/env node
// The replay viewer on a long recording (a benchmark, not a test): a session of 234,000 journal
// entries (scripts/long-session.mjs: draws and recycles with undos, about 7 MB) opened in Chromium
// from the built viewer (`npm run build` first), then End, Home, Forward and a click on the scrubber.
// For each step it prints the wall time until the page shows the new frame, the main thread's work
// during it (CDP Performance.getMetrics TaskDuration: every task the page's thread ran, style, layout
// and paint included) and its longest task (PerformanceObserver 'longtask', 50 ms or more), and the
// rows the action list puts in the DOM. A long session opens in the background (read in a worker,
// folded in slices), so its open is judged by the longest task, not by the work. The solver's strip
// starts after the open and hands the whole journal to its worker: the bench waits for its report (no
// frame of the strip pending) and for the page to be quiet (no long task for a second) before the
// steps, so a report landing does not fall in a step, and prints the hand-off and report as their own line.
//
//   node bench/long.bench.mjs [--entries 234000] [--runs 3] [--dist DIR (another build, to compare)]
//     [--trace DIR (a trace of each step of the first run, DIR/<step>.trace.json, for the Performance
//      panel: tasks, style, layout, paint and scripts)]
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Wall times on a loaded machine vary: read the medians.
import { writeFileSync, mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { longSessionText } from '../../../scripts/long-session.mjs';
import { option, textOption } from './options.mjs';

const ENTRIES = option('--entries', 234_000);
const RUNS = option('--runs', 3);
const DIST = textOption('--dist');
const TRACE = textOption('--trace');
/** What the Performance panel records, bar JS samples (the sampler's cost would swamp the steps): tasks, style, layout, paint, scripts. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
const root = fileURLToPath(new URL('..', import.meta.url));

const cpu0 = process.cpuUsage();
const text = longSessionText(ENTRIES);
const cpu1 = process.cpuUsage(cpu0);
const file = join(mkdtempSync(join(tmpdir(), 'replay-long-')), 'long.json');
writeFileSync(file, text);
console.log(
  `session: ${ENTRIES} entries, ${(text.length / 1e6).toFixed(1)} MB (made in ${((cpu1.user + cpu1.system) / 1000).toFixed(0)} ms CPU)`,
);

const server = await preview({
  root,
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'silent',
  ...(DIST ? { build: { outDir: DIST } } : {}),
});
const address = server.httpServer.address();
const base = `http://127.0.0.1:${address.port}/replay/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
const record = (name, ms, longest, work) => {
  const r = (results[name] ??= { ms: [], longest: [], work: [] });
  r.ms.push(ms);
  r.longest.push(longest);
  r.work.push(work);
};
let rows = 0;
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(base);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
        buffered: false,
      });
    });
    const tracing = TRACE !== undefined && run === 0;
    if (tracing) mkdirSync(TRACE, { recursive: true });
    const step = async (name, doIt, expected) => {
      await page.evaluate(() => (window.__long = []));
      if (tracing) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      const work0 = await taskSeconds();
      const t0 = Date.now();
      await doIt();
      await page.getByTestId('replay-position').filter({ hasText: expected }).waitFor({ timeout: 600_000 });
      // the frame after the change is painted
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const ms = Date.now() - t0;
      const work = ((await taskSeconds()) - work0) * 1000;
      const longest = await page.evaluate(() => Math.max(0, ...window.__long));
      if (tracing) writeFileSync(join(TRACE, `${name.replaceAll(' ', '-')}.trace.json`), await browser.stopTracing());
      record(name, ms, longest, work);
      console.log(
        `  run ${run + 1}: ${name}: ${ms} ms, main-thread work ${work.toFixed(0)} ms, longest task ${longest.toFixed(0)} ms`,
      );
    };
    /**
     * Waits until the solver's strip has its report (no frame pending) and then no long task has run
     * for a second; returns the longest task seen meanwhile (the hand-off and the report's arrival).
     */
    const quiet = async () => {
      await page.evaluate(() => (window.__long = []));
      let seen = 0;
      const pending = page.locator('[data-testid="winnable-strip"] [data-state="pending"]');
      for (let calm = 0; calm < 4;) {
        await page.waitForTimeout(250);
        const tasks = await page.evaluate(() => window.__long.splice(0));
        seen = Math.max(seen, ...tasks);
        calm = tasks.length === 0 && (await pending.count()) === 0 ? calm + 1 : 0;
      }
      return seen;
    };
    const click = (id) => page.getByTestId(id).click({ timeout: 600_000 });
    const last = ENTRIES;
    await step('open', () => page.getByTestId('replay-file').setInputFiles(file), new RegExp(`\\b0\\b.*\\b${last}\\b`));
    const handOff = await quiet();
    (results['solver strip hand-off and report'] ??= { ms: [], longest: [], work: [] }).longest.push(handOff);
    console.log(`  run ${run + 1}: the solver strip's hand-off and report: longest task ${handOff.toFixed(0)} ms`);
    // the harness's first pointer action (its script in the page, the mouse moved there) before the
    // first step, so End is not charged with what Playwright does once
    await page.getByTestId('replay-end').hover();
    await step('End', () => click('replay-end'), new RegExp(`\\b${last}\\b.*\\b${last}\\b`));
    await step('Home', () => click('replay-start'), new RegExp(`\\b0\\b.*\\b${last}\\b`));
    await step('Forward', () => click('replay-forward'), new RegExp(`\\b1\\b.*\\b${last}\\b`));
    // found before the step: the harness's own look-up in the page is not the viewer's work
    const box = await page.getByTestId('replay-scrubber').boundingBox();
    await step(
      'scrubber to the middle',
      () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
      new RegExp(`\\b\\d+\\b.*\\b${last}\\b`),
    );
    await step('key Home', () => page.keyboard.press('Home'), new RegExp(`\\b0\\b.*\\b${last}\\b`));
    await step('key ArrowRight', () => page.keyboard.press('ArrowRight'), new RegExp(`\\b1\\b.*\\b${last}\\b`));
    await step('key End', () => page.keyboard.press('End'), new RegExp(`\\b${last}\\b.*\\b${last}\\b`));
    rows = await page.locator('[data-testid="replay-actions"] [data-index]').count();
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`action list rows in the DOM: ${rows}`);
console.log(`medians of ${RUNS} run(s), ms${' '.repeat(12)}wall   main-thread work   longest task`);
const cell = (xs, width) => (xs.length ? median(xs).toFixed(0) : '-').padStart(width);
for (const [name, r] of Object.entries(results))
  console.log(`${name.padEnd(32)} ${cell(r.ms, 9)} ${cell(r.work, 18)} ${cell(r.longest, 14)}`);
