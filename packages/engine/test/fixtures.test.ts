import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameSummary, parseSessions, type GameSummary } from '../src/index.js';
import { FIXTURES_DIR } from './helpers.js';

/**
 * RULES §11 "More fixtures with expected results: ../shared/fixtures/": every recorded session replays through the
 * engine to exactly its `expected` summary. The folder sits beside the checkout; a missing folder fails the suite.
 */
describe('fixtures: every recorded session replays to its expected end', () => {
  it(`the fixtures folder exists (${FIXTURES_DIR}) and holds session files`, () => {
    expect(
      existsSync(FIXTURES_DIR),
      `fixtures folder ${FIXTURES_DIR} is missing: shared/ must sit beside the checkout`,
    ).toBe(true);
    expect(readdirSync(FIXTURES_DIR).filter((f) => f.endsWith('.json')).length).toBeGreaterThanOrEqual(24);
  });

  const files = existsSync(FIXTURES_DIR)
    ? readdirSync(FIXTURES_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  it.each(files)('%s', (file) => {
    const { session, expected } = JSON.parse(readFileSync(path.join(FIXTURES_DIR, file), 'utf8')) as {
      session: unknown;
      expected: GameSummary;
    };
    const loaded = parseSessions(JSON.stringify(session));
    if (!loaded.ok) throw new Error(`${file}: ${loaded.error.message}`);
    expect(loaded.value).toHaveLength(1);
    const summary = gameSummary(loaded.value[0]!.game);
    // each field of expected, exactly; and no field of expected left unchecked
    for (const key of Object.keys(expected) as (keyof GameSummary)[])
      expect(summary[key], `${file}: ${key}`).toEqual(expected[key]);
    expect(Object.keys(expected).sort()).toEqual(Object.keys(summary).sort());
  });

  it('the fixtures replay the same way as one NDJSON file', () => {
    const sessions = files.map(
      (f) => (JSON.parse(readFileSync(path.join(FIXTURES_DIR, f), 'utf8')) as { session: unknown }).session,
    );
    const loaded = parseSessions(sessions.map((s) => JSON.stringify(s)).join('\n') + '\n');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value).toHaveLength(files.length);
    loaded.value.forEach((l, i) => {
      const { expected } = JSON.parse(readFileSync(path.join(FIXTURES_DIR, files[i]!), 'utf8')) as {
        expected: GameSummary;
      };
      expect(gameSummary(l.game).position).toBe(expected.position);
    });
  });
});
