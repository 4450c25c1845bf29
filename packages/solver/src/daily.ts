import {
  dailyCandidates,
  dealDeck,
  dealPosition,
  makeGameCode,
  makeRules,
  ok,
  type DrawMode,
  type GameCode,
  type ParseError,
  type Result,
  type Scoring,
  shiftDailyDate,
} from '@klondike/engine';
import { solve } from './solve.js';
import { DAILY_TABLE } from './dailyTable.js';

/**
 * The node budget of the daily deal's rule (RULES §6): a candidate is the daily deal when the solver
 * proves it winnable within this many expanded positions. Nodes, never time, so every device picks
 * the same deal. Part of the rule's definition: the table of dates was made with it.
 */
export const DAILY_NODE_BUDGET = 100_000;

/** The modes of the daily deal (RULES §6): the `app` preset's draw 1 or 3, Normal or Vegas. */
export interface DailyMode {
  readonly draw: DrawMode;
  readonly scoring: Scoring;
}

/** A mode's key in the table: the game code's mode part (`D1N`, `D1V`, `D3N`, `D3V`). */
export type DailyModeKey = 'D1N' | 'D1V' | 'D3N' | 'D3V';

/** The four daily modes, in the table's order. */
export const DAILY_MODES: readonly DailyMode[] = [
  { draw: 1, scoring: 'normal' },
  { draw: 1, scoring: 'vegas' },
  { draw: 3, scoring: 'normal' },
  { draw: 3, scoring: 'vegas' },
];

/** The table key of a mode. */
export const dailyModeKey = (mode: DailyMode): DailyModeKey =>
  `D${mode.draw}${mode.scoring === 'vegas' ? 'V' : 'N'}` as DailyModeKey;

/** What the rule found for a date and mode: the deal, which candidate it was (from 0), how many nodes its proof took. */
export interface DailyRuleDeal {
  readonly deal: number;
  readonly index: number;
  readonly nodes: number;
}

/**
 * Applies the daily deal's rule (RULES §6) with the solver: the first candidate of the date's
 * sequence that the solver proves winnable within {@link DAILY_NODE_BUDGET} nodes (no time limit, so
 * the verdict is the same on any machine). The sequence is endless, so this always ends: a draw-1
 * deal is nearly always the first or second candidate, a draw-3 Vegas deal within some dozens.
 * @param date `YYYY-MM-DD` (UTC)
 * @param mode draw and scoring, under the `app` preset
 * @param maxCandidates stop after this many candidates (default: no limit), for a caller that wants
 *   to report a slow date rather than wait; the answer is then `ERR_DAILY_CANDIDATES`
 * @returns the deal, or `ERR_DAILY_DATE` for a bad date / `ERR_DAILY_CANDIDATES` when the limit was hit
 */
export function dailyDealByRule(
  date: string,
  mode: DailyMode,
  maxCandidates = Infinity,
): Result<DailyRuleDeal, ParseError<'ERR_DAILY_DATE' | 'ERR_DAILY_CANDIDATES'>> {
  const candidates = dailyCandidates(date);
  if (!candidates.ok) return candidates;
  const rules = makeRules({ preset: 'app', draw: mode.draw, scoring: mode.scoring });
  for (let index = 0; index < maxCandidates; index++) {
    const deal = candidates.value.next().value;
    const verdict = solve(dealPosition(dealDeck(deal)), rules, {
      maxNodes: DAILY_NODE_BUDGET,
      maxMs: Infinity,
    });
    // a deal position is always valid input, so the solver has no error to give here
    if (verdict.ok && verdict.value.result === 'won') return ok({ deal, index, nodes: verdict.value.nodes });
  }
  return {
    ok: false,
    error: {
      code: 'ERR_DAILY_CANDIDATES',
      message: `daily deal ${date} ${dailyModeKey(mode)}: none of the first ${maxCandidates} candidates was proven winnable within ${DAILY_NODE_BUDGET} nodes`,
      data: { value: date, count: maxCandidates },
    },
  };
}

const tableLists = new Map<string, readonly number[]>();

/** A mode's list of the table, read once. */
function tableList(key: DailyModeKey): readonly number[] {
  let list = tableLists.get(key);
  if (list === undefined) {
    const text = DAILY_TABLE.modes[key] ?? '';
    list = text === '' ? [] : text.split(',').map((n) => parseInt(n, 36));
    tableLists.set(key, list);
  }
  return list;
}

/**
 * The candidate index of a date's daily deal in the table made once (RULES §6), or `undefined` for a
 * date outside it (or a bad date).
 */
export function dailyTableIndex(date: string, mode: DailyMode): number | undefined {
  const day = dayNumber(date);
  const first = dayNumber(DAILY_TABLE.first);
  if (day === undefined || first === undefined) return undefined;
  return tableList(dailyModeKey(mode))[day - first];
}

/** The first date of the table: the daily deal's first day. */
export const DAILY_FIRST_DATE: string = DAILY_TABLE.first;

/** The last date of a mode's table (the day before `first` when it is empty). */
export function dailyTableLast(mode: DailyMode): string {
  return shiftDailyDate(DAILY_TABLE.first, tableList(dailyModeKey(mode)).length - 1);
}

function dayNumber(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/**
 * The daily deal of a date and mode (RULES §6) as a game code: from the table when the date is in it
 * (no search, so offline and instant), otherwise by the rule ({@link dailyDealByRule}, a search of
 * about 100,000 nodes per candidate).
 * @param date `YYYY-MM-DD` (UTC)
 * @param mode draw and scoring (default draw 1 Normal), `app` preset, standard variant
 * @returns the game code's contents, or `ERR_DAILY_DATE` for a bad date
 */
export function dailyDeal(
  date: string,
  mode: DailyMode = DAILY_MODES[0]!,
): Result<GameCode, ParseError<'ERR_DAILY_DATE' | 'ERR_DAILY_CANDIDATES'>> {
  const candidates = dailyCandidates(date);
  if (!candidates.ok) return candidates;
  const index = dailyTableIndex(date, mode);
  let deal: number;
  if (index === undefined) {
    const found = dailyDealByRule(date, mode);
    if (!found.ok) return found;
    deal = found.value.deal;
  } else {
    for (let i = 0; i < index; i++) candidates.value.next();
    deal = candidates.value.next().value;
  }
  return ok({ deal, draw: mode.draw, scoring: mode.scoring, preset: 'app', thoughtful: false });
}

/** The game code text of a date's daily deal, e.g. `KL1-D1N-ABCDEFG` (see {@link dailyDeal}). */
export function dailyGameCode(
  date: string,
  mode?: DailyMode,
): Result<string, ParseError<'ERR_DAILY_DATE' | 'ERR_DAILY_CANDIDATES'>> {
  const code = dailyDeal(date, mode);
  return code.ok ? ok(makeGameCode(code.value)) : code;
}
