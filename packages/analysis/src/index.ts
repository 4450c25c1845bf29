/**
 * @klondike/analysis: recorded sessions (RULES §8) folded into one summary row each, and small
 * aggregates over the rows. Browser-safe: it imports the engine only (no Node API), so the CLI's
 * `klondike analyze` and the web client share it.
 */

// One row per session, folded once through the engine.
export {
  summarizeSession,
  summarizeFold,
  foldFigures,
  gameFigures,
  sessionKey,
  sessionKeyText,
  sha256Hex,
  median,
  type SessionSummary,
  type GameFigures,
  type SummaryOptions,
  type Sha256Hex,
} from './summary.js';

// Reading session text: a file cut into records (NDJSON lines or one document), a record, a whole text in memory.
export { loadSessionText, foldSessionText, readSession, readSessionText, sourceOf, type RecordPlace } from './read.js';
export {
  SessionRecords,
  MAX_DOCUMENT_CHARS,
  type SessionRecord,
  type RecordItem,
  type RecordLimits,
  type RecordPart,
} from './records.js';
export type { InvalidSession, LoadOutcome, FoldOutcome, ReadOutcome, ReadResult } from './read.js';

// Aggregates over rows held in memory.
export { winRateByMode, histogram, thinkByActionNumber, undosByResult, overview, UNDO_BANDS } from './aggregate.js';
export type { ModeWinRate, Bin, ThinkAtAction, UndosByResult, Overview } from './aggregate.js';

// A game's mode: its one key and its one label (also `@klondike/analysis/mode`, for the apps' first paint).
export {
  modeKey,
  modeOf,
  modeOfRules,
  modeLabel,
  modeLabelLines,
  SESSION_WORDS,
  tokenPileText,
  MODE_WORDS,
  formatScore,
  isolateText,
} from './mode.js';
export type { GameMode, ModeToLabel, ModeWords, ModeLanguage, SessionWords } from './mode.js';
