import { hash } from 'node:crypto';
import {
  foldSessionText,
  loadSessionText,
  summarizeFold,
  summarizeSession,
  type RecordPlace,
  type InvalidSession,
  type SessionSummary,
} from '@klondike/analysis';
import { gameWon, type Game, type SessionWarning } from '@klondike/engine';
import { lostAt } from '@klondike/solver';
import { NOT_REVIEWED, reviewFields, reviewGame, type ReviewFields } from '@klondike/review';
import { winnableAtDeal } from '../lostAtCommand.js';
import { setAsideAt } from '../setAside.js';
import type { TimeBudget } from '../solverBudget.js';
import { readRange, type FileRange, type LineBatch } from './read.js';
import type { AnalyzedSession, SolveFields } from './row.js';
import { rowColumns, THINK_TIMES_KEPT, type RowColumns } from './columns.js';

export type { AnalyzedSession, ReviewFields, SolveFields } from './row.js';

/**
 * A batch to fold (in a worker thread or in-process); `solve` asks for the solver with that budget
 * per call, `review` for the review of each game.
 */
export interface FoldTask {
  readonly batch: LineBatch;
  readonly solve?: TimeBudget;
  readonly review?: boolean;
}

/** A batch folded: the rows, the invalid sessions and the warnings of sessions kept, in file order. */
export interface FoldResult {
  readonly rows: AnalyzedSession[];
  readonly invalid: InvalidSession[];
  /** What the engine set aside in sessions it kept (its `SessionWarning`s), each with its place and `WARN_...` code. */
  readonly warnings: InvalidSession[];
}

/** A part of an NDJSON file for a worker to read and fold (neither solved nor reviewed). */
export interface RangeTask {
  readonly range: FileRange;
}

/** What a worker sends back: the rows as columns, the invalid sessions and the warnings, in file order. */
export interface FoldedColumns {
  readonly rows: RowColumns;
  readonly invalid: InvalidSession[];
  readonly warnings: InvalidSession[];
}

/**
 * Node's native SHA-256 for the session key: the same digits as the analysis package's own, nine times
 * faster; the one-shot `hash` makes no Hash object per session.
 */
const NODE_SHA256 = { sha256Hex: (data: string | Uint8Array): string => hash('sha256', data, 'hex') };

/** The review fields of a row made without `--review`. */
export { NOT_REVIEWED };

/** A game's review as row fields: its verdict, accuracy and the count of each band that gives chance away. */
export function gameReviewFields(game: Game): ReviewFields {
  const reviewed = reviewGame(game);
  return reviewed.ok ? reviewFields(reviewed.value) : NOT_REVIEWED;
}

const NOT_SOLVED: SolveFields = { solveVerdict: null, winnableAtDeal: null, lostAtIndex: null, lostAtAction: null };

/** Where a game was lost, by the solver (each call within `budget`). A won game was winnable and was not lost. */
export function solveFields(game: Game, budget: TimeBudget): SolveFields {
  if (gameWon(game)) return { solveVerdict: 'won', winnableAtDeal: true, lostAtIndex: null, lostAtAction: null };
  const report = lostAt(game, budget);
  if (report.verdict === 'lost')
    return {
      solveVerdict: 'lost',
      winnableAtDeal: true,
      lostAtIndex: report.journalIndex,
      lostAtAction: report.action,
    };
  return {
    solveVerdict: report.verdict,
    winnableAtDeal: winnableAtDeal(report),
    lostAtIndex: null,
    lostAtAction: null,
  };
}

/** The fields of a row made without `--solve` and `--review`. */
const NEITHER: SolveFields & ReviewFields = { ...NOT_SOLVED, ...NOT_REVIEWED };

/**
 * One record read and summarised: its row, with the game when `--solve` or `--review` needs it (the
 * engine's `loadSession`), else from the engine's `foldSession` (the end and the counts alone); or why
 * not; or nothing (a blank line).
 */
function readRecord(
  text: string,
  file: string,
  place: RecordPlace,
  needsGame: boolean,
):
  | { readonly summary: SessionSummary; readonly game?: Game; readonly warnings?: readonly SessionWarning[] }
  | { readonly invalid: InvalidSession }
  | null {
  if (needsGame) {
    const outcome = loadSessionText(text, file, place);
    if (outcome === null) return null;
    // a refused session is listed as invalid, its prefix not summarised (nor sent between threads)
    if ('invalid' in outcome) return { invalid: outcome.invalid };
    const { loaded, source } = outcome;
    const summary = summarizeSession(loaded, source, NODE_SHA256);
    return { summary, game: loaded.game, ...(loaded.warnings ? { warnings: loaded.warnings } : {}) };
  }
  const outcome = foldSessionText(text, file, place);
  if (outcome === null || 'invalid' in outcome) return outcome;
  const { folded, source } = outcome;
  return {
    summary: summarizeFold(folded, source, NODE_SHA256),
    ...(folded.warnings ? { warnings: folded.warnings } : {}),
  };
}

/** Folds one batch: each session read, replayed once through the engine, summarised (and solved). Never throws for bad input. */
export function foldBatch(task: FoldTask): FoldResult {
  const rows: AnalyzedSession[] = [];
  const invalid: InvalidSession[] = [];
  const warnings: InvalidSession[] = [];
  const needsGame = task.solve !== undefined || task.review === true;
  for (const record of task.batch.lines)
    foldRecord(record.text, task.batch.file, record, needsGame, task, { rows, invalid, warnings });
  return { rows, invalid, warnings };
}

/**
 * Reads and folds one part of an NDJSON file ({@link readRange}): the rows and the invalid sessions,
 * the problems of its lines among them, in file order. Never throws for bad input.
 */
export function foldRange(task: RangeTask): FoldResult {
  const rows: AnalyzedSession[] = [];
  const invalid: InvalidSession[] = [];
  const warnings: InvalidSession[] = [];
  readRange(task.range, (item) => {
    if ('invalid' in item) invalid.push(item.invalid);
    else foldRecord(item.record.text, task.range.name, item.record, false, {}, { rows, invalid, warnings });
  });
  return { rows, invalid, warnings };
}

/** A worker's task folded, its rows as columns (what is sent back to the main thread). */
export function foldTask(task: FoldTask | RangeTask): FoldedColumns {
  const { rows, invalid, warnings } = 'range' in task ? foldRange(task) : foldBatch(task);
  return { rows: rowColumns(rows), invalid, warnings };
}

/** Folds one record into `rows` (its warnings into `warnings`), or `invalid`. */
function foldRecord(
  text: string,
  file: string,
  place: RecordPlace,
  needsGame: boolean,
  task: Omit<FoldTask, 'batch'>,
  into: FoldResult,
): void {
  const { rows, invalid, warnings } = into;
  const read = readRecord(text, file, place, needsGame);
  if (read === null) return;
  if ('invalid' in read) {
    invalid.push(read.invalid);
    return;
  }
  const { summary, game } = read;
  warnings.push(...setAsideAt(summary.source, read.warnings));
  // the summary is this fold's own object: completed in place rather than copied field by field
  rows.push(
    Object.assign(
      summary,
      // only the first THINK_TIMES_KEPT are stored: the rest would be copied to the main thread for nothing
      summary.thinkTimesMs.length > THINK_TIMES_KEPT
        ? { thinkTimesMs: summary.thinkTimesMs.slice(0, THINK_TIMES_KEPT) }
        : {},
      game === undefined
        ? NEITHER
        : {
            ...(task.solve === undefined ? NOT_SOLVED : solveFields(game, task.solve)),
            ...(task.review ? gameReviewFields(game) : NOT_REVIEWED),
          },
    ),
  );
}
