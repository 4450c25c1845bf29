import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { modeKey, modeLabel, modeLabelLines, type GameMode } from '@klondike/analysis';
import { klondike, packageDir } from './run.js';

/** The engine's worked won games of the variants: a Double Klondike and a jokers game. */
const VARIANT_FIXTURES = path.resolve(packageDir, '../../packages/engine/test/fixtures');

/**
 * The HTML report names each mode of its win-rate chart by `@klondike/analysis`'s one label, the
 * label the player's statistics and "Analyse my games" show: standard, Double Klondike, jokers and
 * Thoughtful games of one preset, draw and scoring are four bars with four labels (the report's own
 * words named the preset, draw and scoring only, so their bars ran together under one label).
 */
describe('klondike analyze --html: the mode label', () => {
  let dir = '';
  let modes: (GameMode & { mode: string })[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'klondike-mode-label-'));
    cpSync(VARIANT_FIXTURES, path.join(dir, 'games'), { recursive: true });
    // one standard and one Thoughtful game of the same preset, draw and scoring as the variants' fixtures
    const variant = JSON.parse(readFileSync(path.join(dir, 'games', 'double-app-d1-normal-won.json'), 'utf8')) as {
      session: Record<string, unknown>;
    };
    const { variant: _v, deck: _d, actions: _a, thoughtful: _t, ...rules } = variant.session;
    for (const code of ['KL1-D1N-AAAAAAG', 'KL1-D1N-AAAAAAG-T'])
      writeFileSync(
        path.join(dir, 'games', `${code}.json`),
        JSON.stringify({ ...rules, code, thoughtful: code.endsWith('-T'), actions: [{ a: 'D' }] }),
      );
    const analyzed = await klondike(['analyze', path.join(dir, 'games'), '--json']);
    expect(analyzed.status, analyzed.stderr).toBe(0);
    const out = JSON.parse(analyzed.stdout) as { invalid: unknown[]; aggregate: Record<string, unknown[]> };
    expect(out.invalid).toEqual([]);
    modes = out.aggregate['win_rate'] as (GameMode & { mode: string })[];
  }, 180_000);

  it('the SQL keys each mode as modeKey does, and four modes of one preset, draw and scoring stay four', () => {
    expect(modes.map((m) => m.mode)).toEqual(modes.map(modeKey));
    expect(new Set(modes.map((m) => m.mode)).size).toBe(4);
  });

  it.each(['en', 'he', 'nl'] as const)('the %s report labels each bar with the one mode label', async (lang) => {
    const file = path.join(dir, `report-${lang}.html`);
    const result = await klondike(['analyze', path.join(dir, 'games'), '--html', file, '--lang', lang]);
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(file, 'utf8');
    const labels = modes.map((m) => modeLabel(m, lang));
    expect(new Set(labels).size).toBe(modes.length);
    // a long label is drawn in lines (modeLabelLines), each line a text of its own
    for (const label of labels) for (const line of modeLabelLines(label)) expect(html).toContain(line);
  });
});
