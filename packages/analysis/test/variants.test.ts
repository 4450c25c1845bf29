import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSessionText, winRateByMode } from '../src/index.js';

/** The engine's worked won games of Double Klondike and Klondike with jokers (RULES §10). */
/** The repository root, or the one a mutation run names when it runs a copy of the package (scripts/stryker.mjs). */
const REPO_ROOT = process.env['KLONDIKE_REPO_ROOT'] ?? join(import.meta.dirname, '../../..');
const VARIANT_FIXTURES = join(REPO_ROOT, 'packages/engine/test/fixtures');

describe('summaries of variant sessions', () => {
  const rows = readdirSync(VARIANT_FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => readSessionText(readFileSync(join(VARIANT_FIXTURES, f), 'utf8'), f).summaries);

  it("each row names its variant and counts the variant's cards", () => {
    expect(rows.map((r) => [r.variant, r.won, r.foundationCards]).sort()).toEqual([
      ['double', true, 104],
      ['jokers', true, 52],
    ]);
  });

  it('the win rate keeps each variant apart', () => {
    // app draw 1 Normal (the double game) sorts before app draw 1 Vegas (the jokers game)
    expect(winRateByMode(rows).map((m) => [m.variant, m.scoring, m.sessions])).toEqual([
      ['double', 'normal', 1],
      ['jokers', 'vegas', 1],
    ]);
  });
});
