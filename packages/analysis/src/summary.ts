import {
  isFoundationPile,
  gameAtStart,
  journalEntries,
  journalFold,
  makeAction,
  makeDeck,
  makeGameCode,
  makeGameStart,
  gameStartOf,
  scoreText,
  type DrawMode,
  type FoldedSession,
  type Game,
  type JournalEntry,
  type JournalFold,
  type LoadedSession,
  type PresetName,
  type Scoring,
  type Session,
  type VariantName,
} from '@klondike/engine';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * One recorded session folded into one row: what the player played, how it ended
 * and how they played it. Times are milliseconds; a time is `null` when the journal holds no `t`
 * for it (RULES §8 makes `t` optional).
 */
export interface SessionSummary {
  /** Where the session was read: `file:line` (NDJSON) or `file` (one JSON document). */
  readonly source: string;
  /**
   * The session's stable key: the first 128 bits of SHA-256, as 32 lowercase hex digits, of the
   * session's canonical text ({@link sessionKeyText}: rules, start, `startedAt` and journal of the replayed game).
   * The same recording typed another way (pretty-printed, a lowercase code, fields in another order)
   * has the same key; a re-run or a file read twice shows up as a repeated key.
   */
  readonly sessionKey: string;
  readonly rules: PresetName;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  readonly thoughtful: boolean;
  /** What was dealt (RULES §10): `standard`, `double` or `jokers`. */
  readonly variant: VariantName;
  /** The session's game code (RULES §2) in its canonical form (upper case, as `makeGameCode` writes it), or null for a deck or position start. */
  readonly code: string | null;
  /** The deal number of a code start (0 .. 26^7 - 1), or null. */
  readonly dealNumber: number | null;
  /**
   * The deal as text, to count the same deal played again: the deal number of a code start (the same
   * deal in either draw mode), the deck string of a deck start, null for a position start.
   */
  readonly deal: string | null;
  /** How the game was set up: `code`, `deck` or `position` (RULES §8). */
  readonly start: 'code' | 'deck' | 'position';
  /** The session's `startedAt` (ISO 8601), or null. */
  readonly startedAt: string | null;
  /** All the variant's suited cards on the foundations at the end of the journal (52, or 104 in Double Klondike). */
  readonly won: boolean;
  /** Points (Normal) or dollars (Vegas) at the end, as `gameSummary` gives it. */
  readonly score: number;
  /** The score as shown to the player (`625`, `+$208`, `-$52`). */
  readonly scoreText: string;
  /** Journal entries that are not undos (the engine's `journalCounts`). */
  readonly actions: number;
  /** Journal `U` entries. */
  readonly undos: number;
  /** Recycles in the final move log (taken-back ones do not count). */
  readonly recycles: number;
  /** Moves from a foundation back to a column in the final move log. */
  readonly foundationReturns: number;
  /** Cards on the foundations at the end (0 .. 52, or 0 .. 104 in Double Klondike). */
  readonly foundationCards: number;
  /** Face-down tableau cards left at the end. */
  readonly faceDownLeft: number;
  /** `t` of the last journal entry: how long the recording lasted; null without times. */
  readonly durationMs: number | null;
  /** Median of the think times (see {@link SessionSummary.thinkTimesMs}); null without times. */
  readonly medianThinkMs: number | null;
  /** Longest think time; null without times. */
  readonly longestThinkMs: number | null;
  /** `t` of the first journal entry that put a card on a foundation; null when none did or without times. */
  readonly firstFoundationMs: number | null;
  /** Notation of the last journal entry (`D`, `T3-F`, `U`...), or null for an empty journal. */
  readonly lastAction: string | null;
  /**
   * The think time before each timed journal entry, in journal order: `thinkTimesMs[i]` is the time
   * between journal entry i and the one before it (the start of the game for the first entry), for
   * the entries whose `t` and the previous `t` are known. Entry numbers are 1-based journal indexes,
   * undos included (an undo is a decision too).
   */
  readonly thinkTimesMs: readonly number[];
}

/** A foundation pile as the target of a move (`F` or `F1`..`F4`). */
const toFoundation = (entry: JournalEntry): boolean =>
  entry.action.type === 'move' && isFoundationPile(entry.action.to);

/**
 * Folds one read session into its summary row: {@link summarizeFold} of the game's own fold (the
 * engine's `journalFold`: its journal and move log walked once each). O(n) in the journal, plus
 * sorting the think times for their median.
 * @param loaded a session as the engine's reader returns it (its `game` is the game after the journal)
 * @param source where it was read, e.g. `games.ndjson:12`
 */
export function summarizeSession(loaded: LoadedSession, source: string, options: SummaryOptions = {}): SessionSummary {
  const { session, game } = loaded;
  return summarizeFold({ session, start: gameAtStart(game), fold: journalFold(game) }, source, options);
}

/**
 * Folds one session read by the engine's `foldSession` (its journal replayed to the end and the
 * counts, no game per action) into its summary row; the same row {@link summarizeSession} makes of
 * the same session. O(n) in the journal, plus sorting the think times for their median.
 * @param source where it was read, e.g. `games.ndjson:12`
 */
export function summarizeFold(folded: FoldedSession, source: string, options: SummaryOptions = {}): SessionSummary {
  const { session, start, fold } = folded;
  const { rules } = start;
  const entries = fold.entries;
  const timing = journalTiming(entries);
  const lastEntry = entries[entries.length - 1];
  const figures = foldFigures(fold, rules.scoring, lastEntry);
  const hash = options.sha256Hex ?? sha256Hex;
  return {
    source,
    sessionKey: hash(keyBytes(session, start, entries)).slice(0, 32),
    rules: rules.preset,
    draw: rules.draw,
    scoring: rules.scoring,
    thoughtful: rules.thoughtful,
    variant: rules.variant.name,
    code: start.start.kind === 'code' ? makeGameCode(start.start.code) : null,
    dealNumber: start.start.kind === 'code' ? start.start.code.deal : null,
    deal: dealOf(start),
    start: start.start.kind,
    startedAt: session.startedAt ?? null,
    won: figures.won,
    score: figures.score,
    scoreText: figures.scoreText,
    actions: figures.actions,
    undos: figures.undos,
    recycles: figures.recycles,
    foundationReturns: figures.foundationReturns,
    foundationCards: figures.foundationCards,
    faceDownLeft: figures.faceDownLeft,
    // written out rather than spread: a spread in the middle of a literal builds the row the slow way
    durationMs: figures.durationMs,
    medianThinkMs: timing.medianThinkMs,
    longestThinkMs: timing.longestThinkMs,
    firstFoundationMs: timing.firstFoundationMs,
    thinkTimesMs: timing.thinkTimesMs,
    lastAction: lastEntry ? makeAction(lastEntry.action) : null,
  };
}

/**
 * The figures of a game's end that the game alone gives: the fields of {@link SessionSummary} that
 * need no session (no key, start or times beyond the last one), each with the summary's definition.
 * What a client that shows one recorded game (the replay's end summary) reads, so a figure such as
 * `recycles` means the same there as in `klondike analyze`.
 */
export type GameFigures = Pick<
  SessionSummary,
  | 'scoring'
  | 'won'
  | 'score'
  | 'scoreText'
  | 'actions'
  | 'undos'
  | 'recycles'
  | 'foundationReturns'
  | 'foundationCards'
  | 'faceDownLeft'
  | 'durationMs'
>;

/**
 * The {@link GameFigures} of a journal's fold (the engine's `journalFold` or `foldJournal`), the
 * figures {@link summarizeFold} puts in its row. O(1) beyond the fold: reads the final position's
 * 7 columns and 4 (or 8) foundations, not the fold's `entries`.
 * @param scoring the game's scoring (RULES §4), for `scoreText`
 * @param lastEntry the journal's last entry (its `t` is `durationMs`), undefined for an empty journal
 */
export function foldFigures(
  fold: Omit<JournalFold, 'entries'>,
  scoring: Scoring,
  lastEntry: JournalEntry | undefined,
): GameFigures {
  const { position } = fold;
  let foundationCards = 0;
  for (const n of position.foundations) foundationCards += n;
  let faceDownLeft = 0;
  for (const column of position.tableau) faceDownLeft += column.down;
  return {
    scoring,
    won: fold.won,
    score: fold.score,
    scoreText: scoreText(fold.score, scoring),
    actions: fold.counts.actions,
    undos: fold.counts.undos,
    recycles: fold.recycles,
    foundationReturns: fold.foundationReturns,
    foundationCards,
    faceDownLeft,
    durationMs: lastEntry?.t ?? null,
  };
}

/**
 * The {@link GameFigures} of a game at its current end (after its journal): {@link foldFigures} of
 * the engine's `journalFold(game)`. O(n) in the journal (its move log and journal walked once each);
 * the journal is not copied into an array.
 */
export function gameFigures(game: Game): GameFigures {
  return foldFigures(journalFold(game), game.rules.scoring, game.journal?.entry);
}

/** SHA-256 of a text (hashed as UTF-8) or of bytes, as 64 lowercase hex digits. */
export type Sha256Hex = (data: string | Uint8Array) => string;

/** {@link Sha256Hex} in plain JavaScript (`@noble/hashes`), for the browser; Node's `crypto` is about 9 times faster and gives the same digits. */
export const sha256Hex: Sha256Hex = (data) => bytesToHex(sha256(typeof data === 'string' ? utf8ToBytes(data) : data));

/** Options of {@link summarizeSession}. */
export interface SummaryOptions {
  /** The SHA-256 used for {@link SessionSummary.sessionKey} (default {@link sha256Hex}); any correct one gives the same key. */
  readonly sha256Hex?: Sha256Hex;
}

/**
 * The canonical text a session's key is the hash of: one line each for the format, the rules
 * (`preset draw scoring thoughtful variant`), the start as `makeGameStart(gameStartOf(game))` writes it
 * (`code C`, `deck D` or `position P`), the `startedAt` (empty when absent), then the journal as
 * canonical notation, `token@t` (`token` without a time), separated by spaces. Built from the replayed
 * game, so a lowercase code or action, spacing or field order do not change it.
 * @param entries the game's journal, oldest first (default the engine's `journalEntries`)
 */
export function sessionKeyText(
  loaded: LoadedSession,
  entries: readonly JournalEntry[] = journalEntries(loaded.game),
): string {
  // the journal's part is ASCII: its bytes are its characters; the buffer is read after the write,
  // which replaces it with a larger one for a long journal
  const end = writeJournal(0, entries);
  const journal = keyBuffer.subarray(0, end);
  let text = keyHead(loaded.session, loaded.game);
  // Stryker disable next-line EqualityOperator: one step more appends an empty subarray's characters, none
  for (let i = 0; i < journal.length; i += 4096) text += String.fromCharCode(...journal.subarray(i, i + 4096));
  return text;
}

/** The lines of {@link sessionKeyText} before the journal, each ended by a line feed. */
function keyHead(session: Session, game: Game): string {
  const r = game.rules;
  const start = makeGameStart(gameStartOf(game));
  const startText =
    start.code !== undefined
      ? `code ${start.code}`
      : start.deck !== undefined
        ? `deck ${start.deck}`
        : `position ${start.position ?? ''}`;
  return `klondike-session-key 1\n${r.preset} ${r.draw} ${r.scoring} ${r.thoughtful} ${r.variant.name}\n${startText}\n${session.startedAt ?? ''}\n`;
}

/** The buffer the key's bytes are written into, kept from session to session and grown as a journal needs. */
let keyBuffer = new Uint8Array(1 << 16);
/** Bytes one journal entry takes at most in the key text: a space, a 5-character token, `@` and a number as JavaScript writes it (24 characters at most). */
const ENTRY_BYTES = 32;

/**
 * {@link sessionKeyText} of a session, a game of it (its rules and start) and its journal, oldest
 * first, as UTF-8 bytes: the journal written straight into one buffer kept from call to call, with
 * no action text or string made per journal entry (the key of every session of a large analysis).
 * The bytes are a view of that buffer, valid until the next call.
 */
function keyBytes(session: Session, game: Game, entries: readonly JournalEntry[]): Uint8Array {
  const head = utf8ToBytes(keyHead(session, game));
  const end = writeJournal(head.length, entries);
  keyBuffer.set(head, 0);
  return keyBuffer.subarray(0, end);
}

/**
 * Writes the journal part of the key text (ASCII) into {@link keyBuffer} from byte `n`, growing the
 * buffer first if it could be too short (the bytes before `n` are then not kept).
 * @returns the index after the last byte written
 */
function writeJournal(n: number, entries: readonly JournalEntry[]): number {
  const need = n + entries.length * ENTRY_BYTES;
  // Stryker disable next-line EqualityOperator,ArithmeticOperator: a buffer of exactly `need` bytes holds the journal too; the doubling only saves later growths
  if (keyBuffer.length < need) keyBuffer = new Uint8Array(Math.max(need, keyBuffer.length * 2));
  const b = keyBuffer;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (i > 0) b[n++] = SPACE;
    const action = entry.action;
    switch (action.type) {
      case 'draw':
        b[n++] = 0x44; // D
        break;
      case 'recycle':
        b[n++] = 0x52; // R
        break;
      case 'undo':
        b[n++] = 0x55; // U
        break;
      case 'move':
        // pile names are ASCII (`W`, `T1`, `F`, `F1`): the token as `makeAction` writes it
        n = writeAscii(b, n, action.from);
        b[n++] = 0x2d; // -
        n = writeAscii(b, n, action.to);
        break;
    }
    if (entry.t !== undefined) {
      b[n++] = 0x40; // @
      n = writeNumber(b, n, entry.t);
    }
  }
  return n;
}

const SPACE = 0x20;

/** Writes an ASCII text at `n`; @returns the index after it. */
function writeAscii(b: Uint8Array, n: number, text: string): number {
  for (let i = 0; i < text.length; i++) b[n++] = text.charCodeAt(i);
  return n;
}

/** Writes a number as `${x}` writes it (always ASCII) at `n`, a whole number digit by digit; @returns the index after it. */
function writeNumber(b: Uint8Array, n: number, x: number): number {
  // Stryker disable next-line ConditionalExpression: the digits written one by one are those of String(x)
  if (!Number.isSafeInteger(x)) return writeAscii(b, n, String(x));
  let v = x;
  if (v < 0) {
    b[n++] = 0x2d; // -
    v = -v;
  }
  let digits = 1;
  for (let p = 10; p <= v; p *= 10) digits++;
  const end = n + digits;
  for (let i = end - 1; i >= n; i--) {
    b[i] = 0x30 + (v % 10);
    v = Math.floor(v / 10);
  }
  return end;
}

/**
 * A session's stable key (see {@link SessionSummary.sessionKey}): the first 128 bits of the SHA-256 of
 * {@link sessionKeyText}, as 32 lowercase hex digits.
 * @param hash a SHA-256 (default {@link sha256Hex})
 */
export function sessionKey(
  loaded: LoadedSession,
  hash: Sha256Hex = sha256Hex,
  entries?: readonly JournalEntry[],
): string {
  return hash(sessionKeyText(loaded, entries)).slice(0, 32);
}

/** See {@link SessionSummary.deal}. */
function dealOf(game: Game): string | null {
  if (game.start.kind === 'code') return String(game.start.code.deal);
  if (game.start.kind === 'deck') return makeDeck(game.start.deck);
  return null;
}

type Timing = Pick<SessionSummary, 'medianThinkMs' | 'longestThinkMs' | 'firstFoundationMs' | 'thinkTimesMs'>;

/** The times of a journal: think times and the first foundation card (its duration is {@link foldFigures}'). */
function journalTiming(entries: readonly JournalEntry[]): Timing {
  const thinkTimesMs: number[] = [];
  let previous: number | undefined = 0;
  let firstFoundationMs: number | null = null;
  for (const entry of entries) {
    const t = entry.t;
    if (t !== undefined && previous !== undefined) thinkTimesMs.push(Math.max(0, t - previous));
    previous = t;
    if (firstFoundationMs === null && t !== undefined && toFoundation(entry)) firstFoundationMs = t;
  }
  return {
    medianThinkMs: median(thinkTimesMs),
    longestThinkMs: thinkTimesMs.length > 0 ? thinkTimesMs.reduce((a, b) => (b > a ? b : a)) : null,
    firstFoundationMs,
    thinkTimesMs,
  };
}

/**
 * The median of some numbers (the mean of the two middle ones for an even count), or null for none.
 * Does not change its input. O(n) on average: the middle is selected, not the whole list sorted.
 */
export function median(values: readonly number[]): number | null {
  const n = values.length;
  if (n === 0) return null;
  // a session's think times are copied to one buffer kept from call to call (a new typed array per
  // session cost more than its sort); a longer list (an aggregate's) gets an array of its own
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a list in an array of its own has the same median; the kept buffer only saves an allocation
  const a = n <= MEDIAN_BUFFER.length ? MEDIAN_BUFFER.subarray(0, n) : new Float64Array(n);
  // Stryker disable next-line EqualityOperator: a write past the end of a typed array is dropped
  for (let i = 0; i < n; i++) a[i] = values[i]!;
  const mid = n >> 1;
  selectInPlace(a, mid);
  if (n % 2 === 1) return a[mid]!;
  // every value before `mid` is at most a[mid]: the lower middle one is the largest of them
  let lower = a[0]!;
  // Stryker disable next-line EqualityOperator: `>=` finds the same largest value
  for (let i = 1; i < mid; i++) if (a[i]! > lower) lower = a[i]!;
  return (lower + a[mid]!) / 2;
}

/**
 * Puts the k-th smallest value (from 0) at `a[k]`, the values before it at most it and those after it
 * at least it (Hoare's quickselect, the pivot the median of the first, k-th and last values of the part).
 */
function selectInPlace(a: Float64Array, k: number): void {
  let lo = 0;
  let hi = a.length - 1;
  // Stryker disable next-line EqualityOperator: at lo === hi the part is one value, already in place: the extra pass swaps it with itself
  while (lo < hi) {
    const x = a[lo]!;
    const y = a[k]!;
    const z = a[hi]!;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: any of the three values of the part is a pivot under which Hoare's scans stop inside it; the median of three only makes the selection faster
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    do {
      while (a[i]! < pivot) i++;
      while (pivot < a[j]!) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    } while (i <= j);
    if (j < k) lo = i;
    if (k < i) hi = j;
  }
}

/** {@link median}'s buffer for the lists of one session (its think times, 8 KB). */
const MEDIAN_BUFFER = new Float64Array(1024);
