import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, klondike, linesOf } from './run.js';

interface Fixture {
  readonly file: string;
  readonly session: Record<string, unknown>;
  readonly expected: Record<string, unknown>;
}

// A missing folder must fail the run, not shrink it: the first test below checks it is there.
const files = existsSync(fixturesDir)
  ? readdirSync(fixturesDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
const fixtures: Fixture[] = files.map((file) => {
  const { session, expected } = JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8')) as Omit<Fixture, 'file'>;
  return { file, session, expected };
});

const SUMMARY_FIELDS = [
  'score',
  'scoreText',
  'won',
  'foundations',
  'stock',
  'waste',
  'tableau',
  'undoable',
  'position',
];

/** A `play --session --json` line: the fixture's end result (its fields, no more), and where it was read (`source`). */
function expectSummary(
  { source, ...actual }: Record<string, unknown>,
  expected: Record<string, unknown>,
  label: string,
  place: string,
): void {
  expect(source, `${label}: source`).toBe(place);
  expect(Object.keys(actual).sort(), `${label}: fields`).toEqual([...SUMMARY_FIELDS].sort());
  for (const key of Object.keys(expected)) expect(actual[key], `${label}: ${key}`).toEqual(expected[key]);
}

describe('klondike play --session replays the shared fixtures', () => {
  it(`finds the fixtures in ${fixturesDir}`, () => {
    expect(existsSync(fixturesDir), `${fixturesDir} is missing`).toBe(true);
    expect(fixtures.length).toBeGreaterThan(0);
    for (const f of fixtures) expect(Object.keys(f.expected).sort(), f.file).toEqual([...SUMMARY_FIELDS].sort());
  });

  it.each(files)('%s --json gives the expected end result', async (file) => {
    const fixture = fixtures.find((f) => f.file === file)!;
    const result = await klondike(['play', '--session', path.join(fixturesDir, file), '--json']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = linesOf(result.stdout);
    expect(lines).toHaveLength(1);
    expectSummary(
      JSON.parse(lines[0]!) as Record<string, unknown>,
      fixture.expected,
      file,
      path.join(fixturesDir, file),
    );
  });

  it('an NDJSON file of every fixture session gives one line per session, in order (file and stdin)', async () => {
    expect(fixtures.length).toBeGreaterThan(0);
    const ndjson = fixtures.map((f) => JSON.stringify(f.session)).join('\n') + '\n';
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'klondike-cli-')), 'all.ndjson');
    writeFileSync(file, ndjson);
    for (const [name, result] of [
      [file, await klondike(['play', '--session', file, '--json'])],
      ['stdin', await klondike(['play', '--json', '--session', '-'], ndjson)],
    ] as const) {
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const lines = linesOf(result.stdout);
      expect(lines).toHaveLength(fixtures.length);
      lines.forEach((line, i) =>
        expectSummary(
          JSON.parse(line) as Record<string, unknown>,
          fixtures[i]!.expected,
          `line ${i + 1} (${fixtures[i]!.file})`,
          `${name}:${i + 1}`,
        ),
      );
    }
  });

  it('an NDJSON file in text gives one block per session with its score', async () => {
    const chosen = fixtures.slice(0, 3);
    expect(chosen.length).toBe(3);
    const result = await klondike(['play', '--session', '-'], chosen.map((f) => JSON.stringify(f.session)).join('\n'));
    expect(result.status).toBe(0);
    const blocks = result.stdout.trimEnd().split('\n\nSession ');
    expect(blocks).toHaveLength(3);
    blocks.forEach((block, i) => {
      expect(block).toContain(`${i + 1} of 3`);
      expect(block).toContain(`Score: ${String(chosen[i]!.expected['scoreText'])} `);
      expect(block).toContain(`Undoable: ${String(chosen[i]!.expected['undoable'])} `);
    });
  });
});
