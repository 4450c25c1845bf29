import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gameSummary, parseSessions, type GameSummary } from '../src/index.js';

/**
 * A worked won game of each variant (RULES §10.1, §10.2), in the shape of ../shared/fixtures: a session
 * and the `expected` end in the `klondike play --json` shape. Each replays to exactly its `expected`.
 */
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('variant fixtures: every recorded variant session replays to its expected end', () => {
  it('there is a won game of each variant', () => {
    const variants = files.map(
      (f) => (JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as { session: { variant?: string } }).session.variant,
    );
    expect(new Set(variants)).toEqual(new Set(['double', 'jokers']));
  });

  it.each(files)('%s', (file) => {
    const { session, expected } = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as {
      session: unknown;
      expected: GameSummary;
    };
    const loaded = parseSessions(JSON.stringify(session));
    if (!loaded.ok) throw new Error(`${file}: ${loaded.error.message}`);
    const summary = gameSummary(loaded.value[0]!.game);
    for (const key of Object.keys(expected) as (keyof GameSummary)[])
      expect(summary[key], `${file}: ${key}`).toEqual(expected[key]);
    expect(Object.keys(expected).sort()).toEqual(Object.keys(summary).sort());
    expect(summary.won).toBe(true);
  });
});
