import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { modeKey, type GameMode } from '@klondike/analysis';
import { REPORT_WORDS } from '../src/analyze/words.js';
import { klondike, linesOf } from './run.js';
import { shortSessions } from './shortSessions.js';

interface Row {
  readonly source: string;
  readonly [field: string]: unknown;
}

interface ReviewLine {
  readonly verdict: string;
  readonly accuracy: number | null;
  readonly moves: { readonly kind: string }[];
}

let dir: string;
let file: string;
/** One short game lost at the deal (quick to review), for the reports. */
let one: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'klondike-analyze-review-'));
  file = path.join(dir, 'short.ndjson');
  const sessions = await shortSessions();
  writeFileSync(file, sessions.join('\n') + '\n');
  one = path.join(dir, 'one.ndjson');
  writeFileSync(one, sessions[3]! + '\n');
});

async function analyzeJson(args: readonly string[]): Promise<{
  sessions: Row[];
  aggregate: Record<string, Record<string, unknown>[]>;
}> {
  const result = await klondike(['analyze', file, ...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as { sessions: Row[]; aggregate: Record<string, Record<string, unknown>[]> };
}

describe('klondike analyze --review', () => {
  it('gives each row the review klondike review gives, and sums them per mode', async () => {
    const out = await analyzeJson(['--review']);
    const reviewed = await klondike(['review', '--session', file, '--json']);
    expect(reviewed.status).toBe(0);
    const reviews = linesOf(reviewed.stdout).map((l) => JSON.parse(l) as ReviewLine);
    expect(out.sessions).toHaveLength(4);
    expect(reviews).toHaveLength(4);
    out.sessions.forEach((row, i) => {
      const r = reviews[i]!;
      const count = (kind: string): number => r.moves.filter((m) => m.kind === kind).length;
      expect(row, row.source).toMatchObject({
        reviewVerdict: r.verdict,
        reviewAccuracy: r.accuracy,
        reviewInaccuracies: count('inaccuracy'),
        reviewMistakes: count('mistake'),
        reviewBlunders: count('blunder'),
      });
    });

    const modes = out.aggregate['review_by_mode']!;
    expect(modes.length).toBeGreaterThan(0);
    for (const m of modes) {
      // a mode is the one mode key: a Thoughtful game or a variant is a mode apart
      expect(m['mode']).toBe(modeKey(m as unknown as GameMode));
      const inMode = out.sessions.filter((s) => modeKey(s as unknown as GameMode) === m['mode']);
      // a game left while still winnable is counted apart, in no other figure
      const rows = inMode.filter((s) => s['reviewVerdict'] !== 'winnable');
      expect(m['abandoned_winnable']).toBe(inMode.length - rows.length);
      const lost = rows.filter((s) => String(s['reviewVerdict']).startsWith('lost-'));
      const toMistake = lost.filter((s) => s['reviewVerdict'] === 'lost-to-a-mistake').length;
      const accuracies = rows.map((s) => s['reviewAccuracy']).filter((a): a is number => typeof a === 'number');
      const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(m['reviewed']).toBe(rows.length);
      expect(m['lost']).toBe(lost.length);
      expect(m['lost_to_mistake_rate']).toBe(lost.length === 0 ? null : toMistake / lost.length);
      expect(m['lost_to_cards_rate']).toBe(lost.length === 0 ? null : (lost.length - toMistake) / lost.length);
      if (accuracies.length > 0) expect(m['mean_accuracy']).toBeCloseTo(mean(accuracies), 9);
      if (rows.length > 0) {
        expect(m['blunders_per_game']).toBeCloseTo(mean(rows.map((s) => s['reviewBlunders'] as number)), 9);
        expect(m['mistakes_per_game']).toBeCloseTo(mean(rows.map((s) => s['reviewMistakes'] as number)), 9);
      } else expect(m['mistakes_per_game']).toBeNull();
    }
    expect(modes.reduce((n, m) => n + (m['reviewed'] as number) + (m['abandoned_winnable'] as number), 0)).toBe(4);
    // a game lost at the deal is lost to the cards: the seed's fifth game is one
    expect(out.sessions.some((s) => s['reviewVerdict'] === 'lost-to-the-cards')).toBe(true);
  }, 300_000);

  it('without --review the fields are null and the query is not run', async () => {
    const out = await analyzeJson([]);
    expect(out.aggregate['review_by_mode']).toBeUndefined();
    for (const row of out.sessions) expect(row['reviewVerdict']).toBeNull();
  }, 120_000);

  it.each(['en', 'he', 'nl'] as const)(
    'the HTML report in %s has the review table in its language',
    async (lang) => {
      const html = path.join(dir, `report-${lang}.html`);
      const result = await klondike(['analyze', one, '--review', '--html', html, '--lang', lang]);
      expect(result.status).toBe(0);
      const text = readFileSync(html, 'utf8');
      const w = REPORT_WORDS[lang];
      expect(text).toContain(`<h2>${w.reviewTitle}</h2>`);
      expect(text).toContain(w.lostToMistake);
      expect(text).toContain(w.abandonedWinnable);
      if (lang !== 'en') {
        for (const key of [
          'reviewTitle',
          'reviewNote',
          'lostToMistake',
          'lostToCards',
          'meanAccuracy',
          'abandonedWinnable',
        ] as const)
          expect(w[key], key).not.toBe(REPORT_WORDS.en[key]);
      }
    },
    120_000,
  );
});
