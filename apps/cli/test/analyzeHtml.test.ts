import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, klondike } from './run.js';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
  dir = mkdtempSync(path.join(tmpdir(), 'klondike-report-'));
  const sim = await klondike(['simulate', '--games', '120', '--out', path.join(dir, 'games'), '--seed', '3']);
  expect(sim.status).toBe(0);
  // two recorded games the solver decides quickly, so the "where games were lost" chart has data
  mkdirSync(path.join(dir, 'lost'));
  for (const f of ['app-d3-normal-02.json', 'classic-d3-normal-10.json'])
    copyFileSync(path.join(fixturesDir, f), path.join(dir, 'lost', f));
  mkdirSync(path.join(dir, 'out'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens a report as a file and gives its console errors, its charts and its text direction. */
async function open(
  file: string,
  width: number,
  height: number,
): Promise<{ errors: string[]; charts: number; drawn: number; dir: string | null; overflow: boolean }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) errors.push(`network request: ${r.url()}`);
  });
  await page.goto(`file://${file}`);
  const charts = await page.locator('section svg').count();
  // a drawn chart has marks: bars (rect) or lines (path) with a size
  const drawn = await page
    .locator('section svg')
    .evaluateAll(
      (svgs) =>
        svgs.filter((s) => s.querySelectorAll('rect, path').length > 2 && s.getBoundingClientRect().width > 100).length,
    );
  const dirAttr = await page.locator('html').getAttribute('dir');
  const overflow = (await page.evaluate('document.documentElement.scrollWidth > window.innerWidth + 1')) as boolean;
  await page.close();
  return { errors, charts, drawn, dir: dirAttr, overflow };
}

describe('klondike analyze --html', () => {
  it.each([
    ['en', 'ltr'],
    ['he', 'rtl'],
    ['nl', 'ltr'],
  ])(
    'the %s report has no script, draws every chart without a console error, on a desktop and a phone',
    async (lang, direction) => {
      const file = path.join(dir, 'out', `report-${lang}.html`);
      const result = await klondike(['analyze', path.join(dir, 'games'), '--html', file, '--lang', lang]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const html = readFileSync(file, 'utf8');
      expect(html).not.toMatch(/<script/i);
      expect(html).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'">/,
      );
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        const seen = await open(file, width, height);
        expect(seen.errors).toEqual([]);
        expect(seen.dir).toBe(direction);
        // win rate, two score histograms, duration, think time, undos
        expect(seen.charts).toBe(6);
        expect(seen.drawn).toBe(6);
        expect(seen.overflow, `${lang} at ${width}px scrolls sideways`).toBe(false);
      }
      expect(readdirSync(path.join(dir, 'out'))).toContain(`report-${lang}.html`);
      // the tables the terminal shows too: actions per game, last actions of games not won
      const json = JSON.parse((await klondike(['analyze', path.join(dir, 'games'), '--json'])).stdout) as {
        aggregate: Record<string, Record<string, unknown>[]>;
      };
      const words = {
        en: ['Actions per game', 'Last actions of games not won'],
        he: ['מהלכים למשחק', 'המהלכים האחרונים במשחקים שלא הסתיימו בניצחון'],
        nl: ['Zetten per spel', 'Laatste zetten van niet gewonnen spellen'],
      }[lang]!;
      for (const title of words) expect(html).toContain(`<h2>${title}</h2>`);
      const tables = html.match(/<table>/g) ?? [];
      expect(tables.length).toBe(3);
      for (const r of json.aggregate['last_actions_given_up']!)
        expect(html).toContain(`<bdi>${String(r['last_action'])}</bdi>`);
      expect(html).toContain(
        `<bdi>${String(json.aggregate['actions_distribution']![0]!['actions_from'])}–${Number(json.aggregate['actions_distribution']![0]!['actions_from']) + 24}</bdi>`,
      );
    },
    120_000,
  );

  it('with --solve it shows where winnable games were lost', async () => {
    const file = path.join(dir, 'out', 'solved.html');
    const result = await klondike([
      'analyze',
      path.join(dir, 'lost'),
      '--solve',
      // CPU time, not wall time: the two games need well under a second of it, and a loaded machine
      // gives the same verdicts
      '--cpu-ms',
      '5000',
      '--html',
      file,
    ]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Where winnable games were lost/);
    const seen = await open(file, 390, 844);
    expect(seen.errors).toEqual([]);
    // win rate, the Normal score histogram, duration, think time, undos, where games were lost
    expect(seen.charts).toBe(6);
    expect(seen.drawn).toBe(6);
    expect(readFileSync(file, 'utf8')).toContain('Where winnable games were lost');
  }, 120_000);
});
