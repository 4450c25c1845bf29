import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  histogram,
  modeKey,
  overview,
  readSessionText,
  thinkByActionNumber,
  undosByResult,
  winRateByMode,
  type SessionSummary,
} from '@klondike/analysis';
import { fixturesDir, klondike } from './run.js';
import { SCORE_BIN_WIDTH } from '../src/analyze/bins.js';

type QueryRows = Record<string, string | number | boolean | null>[];

/**
 * Each aggregate the browser computes in TypeScript (`@klondike/analysis`) against the `.sql` query
 * the CLI runs in DuckDB, on the same sessions: the shared fixtures and a few hundred simulated games
 * (wins, and every undo band).
 */
describe('the TypeScript aggregates give the numbers of the SQL ones', () => {
  const rows: SessionSummary[] = [];
  let sql: Record<string, QueryRows> = {};

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klondike-aggregates-'));
    cpSync(fixturesDir, path.join(dir, 'fixtures'), { recursive: true });
    const simulated = await klondike([
      'simulate',
      '--games',
      '300',
      '--out',
      path.join(dir, 'simulated'),
      '--seed',
      '5',
    ]);
    expect(simulated.status).toBe(0);
    const analyzed = await klondike(['analyze', dir, '--json']);
    expect(analyzed.status).toBe(0);
    const out = JSON.parse(analyzed.stdout) as { sessions: unknown[]; aggregate: Record<string, QueryRows> };
    sql = out.aggregate;
    for (const sub of ['fixtures', 'simulated'])
      for (const f of readdirSync(path.join(dir, sub)).filter((name) => /\.(json|ndjson)$/.test(name))) {
        const read = readSessionText(readFileSync(path.join(dir, sub, f), 'utf8'), f);
        expect(read.invalid).toEqual([]);
        rows.push(...read.summaries);
      }
    expect(rows.length).toBe(out.sessions.length);
    expect(rows.some((r) => r.won)).toBe(true);
  }, 60_000);

  it('undos by result: the same bands, sessions, wins and win rates', () => {
    const ts = undosByResult(rows);
    expect(ts.map((b) => b.band)).toEqual(['0', '1-4', '5-19', '20+']);
    expect(
      ts.map((b) => ({
        undo_band: b.band,
        undos_from: b.undosFrom,
        sessions: b.sessions,
        won: b.won,
        win_rate: b.winRate,
      })),
    ).toEqual(sql['undos_by_result']);
  });

  it('win rate per mode: the same modes under the same key (modeKey), Thoughtful games apart', () => {
    const modes = winRateByMode(rows);
    expect(modes.some((m) => m.thoughtful)).toBe(true);
    expect(modes.map((m) => m.mode)).toEqual(modes.map(modeKey));
    expect(
      modes.map((m) => ({
        mode: m.mode,
        rules: m.rules,
        draw: m.draw,
        scoring: m.scoring,
        variant: m.variant,
        thoughtful: m.thoughtful,
        sessions: m.sessions,
        won: m.won,
        win_rate: m.winRate,
      })),
    ).toEqual(sql['win_rate']!.map(({ mean_foundation_cards: _, ...rest }) => rest));
  });

  it('overview', () => {
    const o = overview(rows);
    const s = sql['overview']![0]!;
    expect([o.sessions, o.won, o.winRate]).toEqual([s['sessions'], s['won'], s['win_rate']]);
    expect(o.medianActions).toBeCloseTo(s['median_actions'] as number, 9);
    expect(o.medianDurationMs).toBeCloseTo(s['median_duration_ms'] as number, 9);
    expect(o.medianThinkMs).toBeCloseTo(s['median_think_ms'] as number, 9);
  });

  it('think time by action number (the first 100 entries)', () => {
    const ts = thinkByActionNumber(rows, 100);
    const q = sql['think_by_action']!;
    expect(ts.map((t) => [t.action, t.sessions])).toEqual(q.map((r) => [r['action_number'], r['sessions']]));
    ts.forEach((t, i) => expect(t.medianMs).toBeCloseTo(q[i]!['median_think_ms'] as number, 9));
  });

  it('final scores in the bins of SCORE_BIN_WIDTH, the one width the table heading and the HTML charts use', () => {
    for (const scoring of ['normal', 'vegas'] as const) {
      const ts = histogram(
        rows.filter((r) => r.scoring === scoring).map((r) => r.score),
        SCORE_BIN_WIDTH[scoring],
      );
      expect(ts.length).toBeGreaterThan(0);
      expect(ts).toEqual(
        sql['score_distribution']!.filter((r) => r['scoring'] === scoring).map((r) => ({
          from: r['score_from'],
          count: r['sessions'],
        })),
      );
    }
  });

  it('actions per game in bins of 25', () => {
    expect(
      histogram(
        rows.map((r) => r.actions),
        25,
      ),
    ).toEqual(sql['actions_distribution']!.map((r) => ({ from: r['actions_from'], count: r['sessions'] })));
  });
});
