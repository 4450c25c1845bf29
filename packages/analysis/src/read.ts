import {
  foldSession,
  gameAtStart,
  journalFold,
  loadSession,
  parseSessions,
  jsonRefusal,
  sessionPrefix,
  type FoldedSession,
  type LoadedSession,
  type SessionError,
} from '@klondike/engine';
import { summarizeFold, type SessionSummary, type SummaryOptions } from './summary.js';
import { SessionRecords, type InvalidSession } from './records.js';

export type { InvalidSession } from './records.js';

/** What reading one line or one document gave: a summary row, an invalid session, or nothing (a blank line). */
export type ReadOutcome = { readonly summary: SessionSummary } | { readonly invalid: InvalidSession } | null;

/**
 * Where a record is in its file: the 1-based `line` of an NDJSON line or of where an array element
 * starts, and the element's 1-based place in the array (both absent for a whole document). A number
 * is a line.
 */
export type RecordPlace = number | { readonly line?: number; readonly element?: number } | undefined;

/** The line of a {@link RecordPlace}. */
const lineOf = (place: RecordPlace): number | undefined => (typeof place === 'number' ? place : place?.line);

/**
 * `file:line` for an NDJSON line, `file:line: element N` for an element of a JSON array (elements on
 * one line are told apart), `file` for a whole document.
 */
export const sourceOf = (file: string, place?: RecordPlace): string => {
  const line = lineOf(place);
  const element = typeof place === 'object' ? place.element : undefined;
  const at = line === undefined ? file : `${file}:${line}`;
  return element === undefined ? at : `${at}: element ${element}`;
};

/**
 * A session read and replayed, with where it was read; or why not, with the valid prefix of a session
 * refused at an action (the engine's `sessionPrefix`: the actions before the bad one, kept); or
 * nothing (a blank line).
 */
export type LoadOutcome =
  | { readonly loaded: LoadedSession; readonly source: string }
  | { readonly invalid: InvalidSession; readonly prefix?: LoadedSession }
  | null;

/** A session read and folded without a game per action (the engine's `foldSession`), with where it was read; or why not; or nothing. */
export type FoldOutcome =
  { readonly folded: FoldedSession; readonly source: string } | { readonly invalid: InvalidSession } | null;

/** One record's text as JSON: a value to read as a session, a whole document already read, why not, or nothing (blank). */
type ParsedRecord =
  | { readonly value: unknown; readonly source: string }
  | { readonly loaded: LoadedSession; readonly source: string }
  | { readonly invalid: InvalidSession; readonly error?: SessionError }
  | null;

/** The JSON of one record (see {@link loadSessionText}); a whole document is read by `parseSessions` at once. */
function parseRecord(text: string, file: string, place: RecordPlace): ParsedRecord {
  const trimmed = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (trimmed.trim() === '') return null;
  const source = sourceOf(file, place);
  const line = lineOf(place);
  if (line === undefined) {
    const read = parseSessions(trimmed);
    // a syntax error names the document's line where it is
    if (!read.ok) return { ...invalidOf(sourceOf(file, read.error.line), read.error), error: read.error };
    if (read.value.length !== 1)
      return { invalid: { source, reason: 'ERR_FORMAT: one JSON document holds one session' } };
    return { loaded: read.value[0]!, source };
  }
  try {
    return { value: JSON.parse(trimmed) as unknown, source };
  } catch (e) {
    // the engine's words, the place named by line and column as in every client
    const error = jsonRefusal(trimmed, e instanceof Error ? e.message : String(e), line);
    return { invalid: { source, reason: `${error.code}: ${error.reason}` } };
  }
}

/** A session the engine refused, at `source`: its code and message, and the action index when it names one. */
const invalidOf = (source: string, error: SessionError): { readonly invalid: InvalidSession } => ({
  invalid: {
    source,
    reason: `${error.code}: ${error.message}`,
    ...(error.actionIndex === undefined ? {} : { actionIndex: error.actionIndex }),
    ...(error.pile === undefined ? {} : { token: error.token ?? '', pile: error.pile }),
  },
});

/**
 * Reads and replays one session (the one fold of its journal) from the text of one NDJSON line or of
 * one whole JSON document (a session object, or a shared fixture `{session, expected}`, read by the
 * engine's `parseSessions`). Never throws: bad JSON, a bad schema, a bad start or an illegal action
 * gives `{ invalid }` with the engine's code and message (naming the action index), and for a refused
 * action `prefix`, the session up to it (kept: bad input loses no data); a blank text `null`.
 * @param text one line without its newline, or a whole document
 * @param file the file name used in `source`
 * @param place the 1-based line of an NDJSON file, or the line and element of an array element (a
 *   `SessionRecord`); omit for a whole document
 */
export function loadSessionText(text: string, file: string, place?: RecordPlace): LoadOutcome {
  const parsed = parseRecord(text, file, place);
  if (parsed === null || 'loaded' in parsed) return parsed;
  if ('invalid' in parsed) return withPrefix(parsed.invalid, parsed.error);
  const loaded = loadSession(parsed.value);
  if (!loaded.ok) return withPrefix(invalidOf(parsed.source, loaded.error).invalid, loaded.error);
  return { loaded: loaded.value, source: parsed.source };
}

/** A refused session with its valid prefix, when it has one (the engine's `sessionPrefix`). */
function withPrefix(invalid: InvalidSession, error: SessionError | undefined): LoadOutcome {
  const prefix = error === undefined ? undefined : sessionPrefix(error);
  return prefix === undefined ? { invalid } : { invalid, prefix };
}

/**
 * Reads one session as {@link loadSessionText} does (the same records, the same reasons), but
 * replays an NDJSON line with the engine's `foldSession`: its end and counts, no game per action,
 * which is all a summary row needs. Never throws (see {@link loadSessionText}).
 */
export function foldSessionText(text: string, file: string, place?: RecordPlace): FoldOutcome {
  const parsed = parseRecord(text, file, place);
  if (parsed === null) return null;
  // the invalid alone: a summary row has no use for the prefix's games
  if ('invalid' in parsed) return { invalid: parsed.invalid };
  if ('loaded' in parsed) {
    const { session, game, warnings } = parsed.loaded;
    return {
      folded: { session, start: gameAtStart(game), fold: journalFold(game), ...(warnings ? { warnings } : {}) },
      source: parsed.source,
    };
  }
  const folded = foldSession(parsed.value);
  if (!folded.ok) return invalidOf(parsed.source, folded.error);
  return { folded: folded.value, source: parsed.source };
}

/**
 * Reads, replays and summarises one session: {@link foldSessionText}, then `summarizeFold`.
 * Never throws (see {@link loadSessionText}).
 */
export function readSession(
  text: string,
  file: string,
  place?: RecordPlace,
  options: SummaryOptions = {},
): ReadOutcome {
  const outcome = foldSessionText(text, file, place);
  if (outcome === null || 'invalid' in outcome) return outcome;
  return { summary: summarizeFold(outcome.folded, outcome.source, options) };
}

/** Every session of a text: the rows and the invalid ones, in file order. */
export interface ReadResult {
  readonly summaries: SessionSummary[];
  readonly invalid: InvalidSession[];
}

/**
 * Reads every session of a text held in memory (a browser's saved games, a small file), cut into
 * records by the one rule of {@link SessionRecords} (NDJSON line by line, or one JSON document, a
 * session or an array of them). One bad line never hides the good ones. Streaming readers (the CLI)
 * feed {@link SessionRecords} chunk by chunk and call {@link readSession} per record instead.
 * @param file the name used in each `source`
 */
export function readSessionText(text: string, file: string): ReadResult {
  const summaries: SessionSummary[] = [];
  const invalid: InvalidSession[] = [];
  const records = new SessionRecords(file);
  for (const item of [...records.push(text), ...records.end()]) {
    if ('invalid' in item) {
      invalid.push(item.invalid);
      continue;
    }
    const outcome = readSession(item.record.text, file, item.record);
    if (outcome === null) continue;
    if ('summary' in outcome) summaries.push(outcome.summary);
    else invalid.push(outcome.invalid);
  }
  return { summaries, invalid };
}
