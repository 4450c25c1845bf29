import { modeKey, modeOf, type GameMode } from './mode.js';
import { median, type SessionSummary } from './summary.js';

/**
 * Small pure aggregates over summary rows, for a client that holds the rows in memory (the web
 * client's "Analyse my games"). The CLI computes the same figures in SQL (apps/cli/sql/*.sql).
 */

/** Sessions and wins of one mode (rules preset, draw, scoring, variant, Thoughtful). `winRate` is won / sessions, 0..1. */
export interface ModeWinRate extends GameMode {
  /** The mode's one key ({@link modeKey}), as `win_rate.sql`'s `mode` column. */
  readonly mode: string;
  readonly sessions: number;
  readonly won: number;
  readonly winRate: number;
}

/** Win rate per mode ({@link modeKey}), as `win_rate.sql`: sorted by rules, draw, scoring, variant, Thoughtful. */
export function winRateByMode(rows: readonly SessionSummary[]): ModeWinRate[] {
  const modes = new Map<string, GameMode & { mode: string; sessions: number; won: number }>();
  for (const r of rows) {
    const key = modeKey(r);
    const mode = modes.get(key) ?? { mode: key, ...modeOf(r), sessions: 0, won: 0 };
    mode.sessions++;
    if (r.won) mode.won++;
    modes.set(key, mode);
  }
  return [...modes.values()]
    .sort(
      (a, b) =>
        a.rules.localeCompare(b.rules) ||
        a.draw - b.draw ||
        a.scoring.localeCompare(b.scoring) ||
        a.variant.localeCompare(b.variant) ||
        Number(a.thoughtful) - Number(b.thoughtful),
    )
    .map((m) => ({ ...m, winRate: m.won / m.sessions }));
}

/** One bin of a histogram: values in `[from, from + width)` and how many. */
export interface Bin {
  readonly from: number;
  readonly count: number;
}

/**
 * Counts values in bins of `width` starting at multiples of it (`floor(v / width) * width`, as the
 * SQL does), sorted by `from`; empty bins between filled ones are not listed.
 * @param width bin width in the values' unit, > 0
 */
export function histogram(values: Iterable<number>, width: number): Bin[] {
  const bins = new Map<number, number>();
  for (const v of values) {
    const from = Math.floor(v / width) * width;
    bins.set(from, (bins.get(from) ?? 0) + 1);
  }
  return [...bins.entries()].sort((a, b) => a[0] - b[0]).map(([from, count]) => ({ from, count }));
}

/** Think times of one journal entry number across sessions. */
export interface ThinkAtAction {
  /** 1-based journal entry number. */
  readonly action: number;
  readonly sessions: number;
  readonly medianMs: number;
}

/** The median think time before journal entry 1, 2 ... `upTo`, over the sessions that reached it. */
export function thinkByActionNumber(rows: readonly SessionSummary[], upTo = 100): ThinkAtAction[] {
  const byAction: number[][] = [];
  for (const r of rows) r.thinkTimesMs.slice(0, upTo).forEach((ms, i) => (byAction[i] ??= []).push(ms));
  return byAction.map((times, i) => ({ action: i + 1, sessions: times.length, medianMs: median(times) ?? 0 }));
}

/** The undo bands of {@link undosByResult} and `undos_by_result.sql`, by their lower end: 0, 1-4, 5-19, 20 or more undos. */
export const UNDO_BANDS = [
  { band: '0', undosFrom: 0 },
  { band: '1-4', undosFrom: 1 },
  { band: '5-19', undosFrom: 5 },
  { band: '20+', undosFrom: 20 },
] as const;

/** Undo use against winning: the sessions of one band of undo count, and how many of them were won. */
export interface UndosByResult {
  /** The band's name: `0`, `1-4`, `5-19` or `20+` undos. */
  readonly band: (typeof UNDO_BANDS)[number]['band'];
  /** The fewest undos of the band (0, 1, 5 or 20): the band's lower end, whatever its sessions hold. */
  readonly undosFrom: number;
  readonly sessions: number;
  readonly won: number;
  /** won / sessions, 0..1. */
  readonly winRate: number;
}

/**
 * Undo use against winning, as `apps/cli/sql/undos_by_result.sql` computes it (a CLI test holds the
 * two to the same numbers): one row per band of undo count that holds a session, in band order.
 */
export function undosByResult(rows: readonly SessionSummary[]): UndosByResult[] {
  const counts = UNDO_BANDS.map(() => ({ sessions: 0, won: 0 }));
  for (const r of rows) {
    let i = UNDO_BANDS.length - 1;
    while (r.undos < UNDO_BANDS[i]!.undosFrom) i--;
    counts[i]!.sessions++;
    if (r.won) counts[i]!.won++;
  }
  return UNDO_BANDS.flatMap(({ band, undosFrom }, i) => {
    const { sessions, won } = counts[i]!;
    return sessions === 0 ? [] : [{ band, undosFrom, sessions, won, winRate: won / sessions }];
  });
}

/** The headline figures of some sessions. */
export interface Overview {
  readonly sessions: number;
  readonly won: number;
  /** won / sessions, 0..1 (0 for no session). */
  readonly winRate: number;
  readonly medianActions: number | null;
  readonly medianDurationMs: number | null;
  readonly medianThinkMs: number | null;
}

/** Counts, win rate and medians of some sessions. */
export function overview(rows: readonly SessionSummary[]): Overview {
  const won = rows.filter((r) => r.won).length;
  const timed = (pick: (r: SessionSummary) => number | null): number[] =>
    rows.map(pick).filter((v): v is number => v !== null);
  return {
    sessions: rows.length,
    won,
    winRate: rows.length === 0 ? 0 : won / rows.length,
    medianActions: median(rows.map((r) => r.actions)),
    medianDurationMs: median(timed((r) => r.durationMs)),
    medianThinkMs: median(timed((r) => r.medianThinkMs)),
  };
}
