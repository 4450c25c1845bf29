import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { klondike, linesOf, packageDir, type CliResult } from './run.js';

/** The engine's worked won games of the variants (RULES §10.1, §10.2): a session and its expected end. */
const VARIANT_FIXTURES = path.resolve(packageDir, '../../packages/engine/test/fixtures');
const fixtureFiles = readdirSync(VARIANT_FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort();
const fixture = (file: string) =>
  JSON.parse(readFileSync(path.join(VARIANT_FIXTURES, file), 'utf8')) as {
    session: { deck: string; actions: { a: string }[]; variant: string; scoring: string };
    expected: { position: string };
  };

async function succeed(args: readonly string[]): Promise<string> {
  const result = await klondike(args);
  expect(result.stderr, `stderr of ${args.join(' ')}`).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

function expectFailure(result: CliResult, ...words: string[]): void {
  expect(result.stdout).toBe('');
  expect(result.status).toBe(1);
  const lines = linesOf(result.stderr);
  expect(lines, result.stderr).toHaveLength(1);
  for (const w of words) expect(lines[0]).toContain(w);
}

describe('klondike and the variants (--variant standard|double|jokers, RULES §10)', () => {
  it('new --variant puts the variant letter in the code; deal deals its cards', async () => {
    const double = (await succeed(['new', '--variant', 'double', '--draw', '3'])).trim();
    expect(double).toMatch(/^KL1-D3N-[A-Z]{7}-D$/);
    expect((await succeed(['deal', double])).trim().split(' ')).toHaveLength(104);
    const jokers = (await succeed(['new', '--variant', 'jokers', '--rules', 'classic', '--thoughtful'])).trim();
    expect(jokers).toMatch(/^KL1-D1N-[A-Z]{7}-CJT$/);
    const dealt = JSON.parse(await succeed(['deal', jokers, '--json'])) as { variant: string; deck: string };
    expect(dealt.variant).toBe('jokers');
    expect(dealt.deck.split(' ').filter((c) => c === 'Jk')).toHaveLength(2);
    expect((await succeed(['new'])).trim()).toMatch(/^KL1-D1N-[A-Z]{7}$/);
  });

  it('play --code of a Double Klondike code prints 9 columns and 8 foundations', async () => {
    const text = await succeed(['play', '--code', 'KL1-D1N-AAAAAAG-D', '--moves', 'D']);
    expect(text).toContain('Game: KL1-D1N-AAAAAAG-D');
    expect(text).toMatch(/^Foundations: F1 -- {2}F2 -- .* F8 --$/m);
    expect(text).toMatch(/^T1 +T2 +T3 +T4 +T5 +T6 +T7 +T8 +T9$/m);
    expect(text).toContain('Stock: 58');
    const json = JSON.parse(await succeed(['play', '--code', 'KL1-D1N-AAAAAAG-D', '--json'])) as {
      tableau: string[];
      foundations: number[];
    };
    expect(json.tableau).toHaveLength(9);
    expect(json.foundations).toHaveLength(8);
  });

  it.each(fixtureFiles)(
    'play --deck --variant replays the worked game %s to its expected end, and --session plays the recorded file',
    async (file) => {
      const { session, expected } = fixture(file);
      const moves = session.actions.map((a) => a.a).join(' ');
      const args = [
        'play',
        '--deck',
        session.deck,
        '--variant',
        session.variant,
        '--scoring',
        session.scoring,
        '--moves',
        moves,
        '--json',
      ];
      const fromDeck = JSON.parse(await succeed(args)) as { won: boolean; position: string };
      expect(fromDeck.won).toBe(true);
      expect(fromDeck.position).toBe(expected.position);
      const { source, ...fromSession } = JSON.parse(
        await succeed(['play', '--session', path.join(VARIANT_FIXTURES, file), '--json']),
      ) as Record<string, unknown>;
      expect(fromSession).toEqual(expected);
      expect(source).toBe(path.join(VARIANT_FIXTURES, file));
    },
  );

  it('a variant deck read as a standard one, a variant flag against the code, a pile the game lacks, and the solver are refused naming the problem', async () => {
    const { session } = fixture(fixtureFiles.find((f) => f.startsWith('double'))!);
    expectFailure(await klondike(['play', '--deck', session.deck]), 'deck card 53: As appears twice');
    expectFailure(
      await klondike(['play', '--code', 'KL1-D1N-AAAAAAG-D', '--variant', 'jokers']),
      '--variant jokers conflicts with game code KL1-D1N-AAAAAAG-D',
    );
    expectFailure(await klondike(['play', '--code', 'KL1-D1N-AAAAAAG', '--moves', 'T8-F']), 'action 1 (T8-F)');
    expectFailure(await klondike(['play', '--code', 'KL1-D1N-AAAAAAG', '--variant', 'triple']), 'triple');
    expectFailure(await klondike(['solve', '--code', 'KL1-D1N-AAAAAAG-J']), 'standard Klondike only');
    expectFailure(
      await klondike(['play', '--session', '-', '--variant', 'double']),
      '--session replays a file on its own',
      '--variant',
    );
  });
});

describe('klondike analyze and the variants', () => {
  it('reads variant sessions, labels each row with its variant and keeps the win rate of each variant apart', async () => {
    const out = JSON.parse(await succeed(['analyze', VARIANT_FIXTURES, '--json'])) as {
      sessions: { variant: string; won: boolean; foundationCards: number }[];
      invalid: unknown[];
      aggregate: Record<string, Record<string, unknown>[]>;
    };
    expect(out.invalid).toEqual([]);
    expect(out.sessions.map((s) => [s.variant, s.won, s.foundationCards]).sort()).toEqual([
      ['double', true, 104],
      ['jokers', true, 52],
    ]);
    const winRate = out.aggregate['win_rate']!;
    expect(winRate.map((r) => [r['variant'], r['sessions'], r['won']]).sort()).toEqual([
      ['double', 1, 1],
      ['jokers', 1, 1],
    ]);
    const csv = linesOf(await succeed(['analyze', VARIANT_FIXTURES, '--csv']));
    const variantColumn = csv[0]!.split(',').indexOf('variant');
    expect(variantColumn).toBeGreaterThan(0);
    expect(
      csv
        .slice(1)
        .map((l) => l.split(',')[variantColumn])
        .sort(),
    ).toEqual(['double', 'jokers']);
  });

  it('keeps the deals played most of each variant apart: the same deal number is another layout in each (found by a new-user trial)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klondike-variant-deals-'));
    const session = (code: string, variant?: string, startedAt = '2026-12-02T10:00:00.000Z') =>
      JSON.stringify({
        format: 'klondike-session',
        version: 1,
        rules: 'app',
        draw: 1,
        scoring: 'normal',
        code,
        ...(variant ? { variant } : {}),
        startedAt,
        actions: [{ a: 'D', t: 1000 }],
      });
    writeFileSync(
      path.join(dir, 'games.ndjson'),
      [
        session('KL1-D1N-AAAAAAG'),
        // the same deal played again, an hour later: another game (one session read twice counts once)
        session('KL1-D1N-AAAAAAG', undefined, '2026-12-02T11:00:00.000Z'),
        session('KL1-D1N-AAAAAAG-D', 'double'),
        session('KL1-D1N-AAAAAAG-J', 'jokers'),
      ].join('\n') + '\n',
    );
    const out = JSON.parse(await succeed(['analyze', dir, '--json'])) as {
      aggregate: Record<string, Record<string, unknown>[]>;
    };
    expect(out.aggregate['deals_played_most']!.map((r) => [String(r['deal']), r['variant'], r['sessions']])).toEqual([
      ['6', 'standard', 2],
      ['6', 'double', 1],
      ['6', 'jokers', 1],
    ]);
    await klondike(['analyze', path.join(dir, 'games.ndjson'), '--html', path.join(dir, 'report.html')]);
    expect(readFileSync(path.join(dir, 'report.html'), 'utf8')).toContain('6 (double)');
  });
});
