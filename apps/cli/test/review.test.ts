import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewCommand, type ReviewProgressBar } from '../src/review/command.js';
import { klondike, linesOf } from './run.js';
import { shortSessions } from './shortSessions.js';

/** Journal entries kept of each simulated game: short games, so a review takes about a second. */
const ENTRIES = 16;

let dir: string;
/** Short recorded games (NDJSON lines), {@link ENTRIES} entries each; the first has an undo. */
let sessions: string[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'klondike-review-'));
  sessions = await shortSessions(ENTRIES);
});

/** Writes `text` to a new file of the test folder. */
function file(name: string, text: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

const actionsOf = (session: string): string[] =>
  (JSON.parse(session) as { actions: { a: string }[] }).actions.map((a) => a.a);

describe('klondike review --json', () => {
  it('prints one object per session in the issue shape, one entry per journal entry, undos included', async () => {
    const f = file('two.ndjson', [sessions[0]!, sessions[3]!].join('\n') + '\n');
    const r = await klondike(['review', '--session', f, '--samples', '4', '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = linesOf(r.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(2);
    for (const [i, review] of out.entries()) {
      expect(Object.keys(review)).toEqual([
        'verdict',
        'lostAt',
        'accuracy',
        'moves',
        'critical',
        'samples',
        'seed',
        'stopped',
        'source',
      ]);
      expect(review['source']).toBe(`${f}:${i + 1}`);
      expect(['won', 'winnable', 'lost-to-a-mistake', 'lost-to-the-cards', 'unknown']).toContain(review['verdict']);
      expect(review['samples']).toBe(4);
      expect(review['seed']).toBe(1);
      const moves = review['moves'] as Record<string, unknown>[];
      const played = actionsOf([sessions[0]!, sessions[3]!][i]!);
      expect(moves.map((m) => m['journalIndex'])).toEqual(played.map((_, j) => j + 1));
      expect(moves.map((m) => m['action'])).toEqual(played.map((a) => a.toUpperCase()));
      for (const m of moves) {
        expect(Object.keys(m)).toEqual([
          'journalIndex',
          'action',
          'winnable',
          'pWin',
          'best',
          'pWinBest',
          'kind',
          'luck',
        ]);
        expect(m['pWin']).toBeGreaterThanOrEqual(0);
        expect(m['pWin']).toBeLessThanOrEqual(1);
        expect(['best', 'good', 'inaccuracy', 'mistake', 'blunder']).toContain(m['kind']);
      }
      const lostAt = review['lostAt'] as { journalIndex: number; action: string } | null;
      if (lostAt !== null) expect(moves[lostAt.journalIndex - 1]!['action']).toBe(lostAt.action);
    }
    expect(actionsOf(sessions[0]!)).toContain('U');
  });

  it('gives the same numbers for the same seed, in one thread or in workers, and reads stdin', async () => {
    const f = file('seeded.ndjson', sessions.slice(2, 4).join('\n') + '\n');
    const args = ['review', '--samples', '4', '--seed', '5', '--json'];
    const once = await klondike([...args, '--session', f, '--jobs', '1']);
    const again = await klondike([...args, '--session', f, '--jobs', '2']);
    const piped = await klondike([...args, '--session', '-', '--jobs', '1'], readFileSync(f, 'utf8'));
    expect(once.status).toBe(0);
    expect(again.stdout).toBe(once.stdout);
    // the same numbers, each named by where it was read (stdin for the piped file)
    expect(piped.stdout).toBe(once.stdout.replaceAll(`"source":"${f}:`, '"source":"stdin:'));
    expect((JSON.parse(linesOf(once.stdout)[0]!) as { seed: number }).seed).toBe(5);
  }, 180_000);
});

describe('klondike review, bad input', () => {
  it('names each bad session by file:line on stderr, reviews the others, and exits 1', async () => {
    const illegal = JSON.stringify({ ...JSON.parse(sessions[1]!), actions: [{ a: 'F1-T1', t: 0 }] });
    const f = file('mixed.ndjson', [sessions[3]!, '{"format": oops', illegal, ''].join('\n'));
    const r = await klondike(['review', '--session', f, '--samples', '4', '--json']);
    expect(r.status).toBe(1);
    // the good one, and the illegal one up to its refused action (none before it), as play and lost-at show it
    const out = linesOf(r.stdout).map(
      (l) => JSON.parse(l) as { moves: unknown[]; source: string; stoppedAt?: unknown },
    );
    expect(out.map((o) => o.source)).toEqual([`${f}:1`, `${f}:3`]);
    expect(out[0]!.moves).toHaveLength(actionsOf(sessions[3]!).length);
    expect(out[0]!.stoppedAt).toBeUndefined();
    expect(out[1]!.moves).toEqual([]);
    expect(out[1]!.stoppedAt).toMatchObject({
      actionIndex: 1,
      reason: expect.stringMatching(/^ERR_ILLEGAL: action 1 \(F1-T1\)/),
    });
    const errors = linesOf(r.stderr);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(new RegExp(`^klondike: ${f}:2: ERR_JSON`));
    expect(errors[1]).toMatch(new RegExp(`^klondike: ${f}:3: ERR_ILLEGAL: action 1 \\(F1-T1\\)`));
  });

  it('refuses a variant game, a missing file and bad option values in one line', async () => {
    const variant = file(
      'double.json',
      JSON.stringify({ format: 'klondike-session', version: 1, ...variantStart(), actions: [] }),
    );
    const v = await klondike(['review', '--session', variant]);
    expect(v.status).toBe(1);
    expect(v.stdout).toBe('');
    expect(v.stderr).toMatch(new RegExp(`^klondike: ${variant}:1: ERR_REVIEW_VARIANT: .*standard Klondike only`));
    const missing = await klondike(['review', '--session', path.join(dir, 'nothing.json')]);
    expect(missing.stderr).toMatch(/^klondike: cannot read session file ".*nothing.json": no such file \(ENOENT\)\n$/);
    const samples = await klondike(['review', '--session', variant, '--samples', '0']);
    expect(samples.stderr).toBe('klondike: --samples must be a whole number from 1 to 4,096, not "0"\n');
    expect((await klondike(['review'])).stderr).toMatch(
      /^klondike: required option '--session <file>' not specified\n$/,
    );
  });
});

describe('klondike review, the text report', () => {
  it('shows the summary and one table row per journal entry', async () => {
    const f = file('one.json', sessions[0]!);
    const r = await klondike(['review', '--session', f, '--samples', '4']);
    expect(r.status).toBe(0);
    const lines = linesOf(r.stdout);
    expect(lines[0]).toMatch(/^verdict: /);
    expect(lines).toContainEqual(expect.stringMatching(/^accuracy: (\d+\.\d of 100|- \(no action was a choice\))$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^start: winnable (yes|no|\?), chance with what could be seen \d+%$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^samples 4, seed 1: /));
    const head = lines.findIndex((l) => /^ *# +action +winnable +pWin +best +pWinBest +kind +luck$/.test(l));
    expect(head).toBeGreaterThan(0);
    const rows = lines.slice(head + 1);
    expect(rows).toHaveLength(ENTRIES);
    const played = actionsOf(sessions[0]!);
    rows.forEach((row, i) => expect(row).toMatch(new RegExp(`^ *${i + 1}  ${played[i]!.toUpperCase()} `)));
  });
});

describe('the progress bar of klondike review', () => {
  it('counts journal entries reviewed, from the worker threads too', async () => {
    const f = file('progress.ndjson', sessions.slice(2, 4).join('\n') + '\n');
    const bar: ReviewProgressBar & { total: number; values: number[]; stopped: boolean } = {
      total: 0,
      values: [],
      stopped: false,
      start(total) {
        this.total = total;
      },
      update(value) {
        this.values.push(value);
      },
      stop() {
        this.stopped = true;
      },
    };
    const result = await reviewCommand({ session: f, samples: 4, jobs: 2, json: true }, { stdin: process.stdin, bar });
    expect(result.problems).toEqual([]);
    expect(bar.total).toBe(2 * ENTRIES);
    expect(bar.values.length).toBeGreaterThan(2);
    expect(bar.values).toEqual([...bar.values].sort((a, b) => a - b));
    expect(bar.values[bar.values.length - 1]).toBe(2 * ENTRIES);
    expect(bar.stopped).toBe(true);
  });
});

/** The start fields of a Double Klondike session (a variant the review does not play). */
function variantStart(): Record<string, unknown> {
  return { code: 'KL1-D1N-AAAAAAG-D', draw: 1, scoring: 'normal', rules: 'app', thoughtful: false, variant: 'double' };
}
