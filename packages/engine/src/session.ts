import * as z from 'zod/mini';
import { makeAction, parseAction, type JournalAction } from './action.js';
import type { Refusal } from './apply.js';
import { dealDeck } from './deck.js';
import { act, gameAtStart, journalEntries, type Game, type JournalCounts, type JournalEntry } from './game.js';
import { foldJournal, journalFold, type JournalFold } from './fold.js';
import { err, ok, type Result } from './result.js';
import {
  DRAW_MODES,
  PRESET_NAMES,
  SCORINGS,
  VARIANT_NAMES,
  type DrawMode,
  type PresetName,
  type Scoring,
  type VariantName,
} from './rules.js';
import { gameFromFields, gameStartOf, makeGameStart, type GameStartError } from './start.js';
import { cutText, echoText, printableText } from './text.js';

/** The `format` value of a session file (RULES §8). */
export const SESSION_FORMAT = 'klondike-session';
/** The newest session format version this reader knows. */
export const SESSION_VERSION = 1;

/** One recorded action: notation `a`, milliseconds `t` since `startedAt`. */
export interface SessionAction {
  readonly a: string;
  readonly t?: number;
}

/** A session file's object (interchange format 1, RULES §8). Unknown fields are kept on read and ignored. */
export interface Session {
  readonly format: typeof SESSION_FORMAT;
  readonly version: number;
  readonly rules: PresetName;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  readonly thoughtful?: boolean;
  /** The variant (RULES §10); absent means `standard`, and a standard game is written without it. */
  readonly variant?: VariantName;
  readonly code?: string;
  readonly deck?: string;
  readonly position?: string;
  /**
   * ISO 8601 date and time the game started. A reader sets aside a value that is none, with a warning
   * ({@link SessionWarning}): the session it gives has no `startedAt` then.
   */
  readonly startedAt?: string;
  readonly actions: readonly SessionAction[];
}

// zod/mini (the same checks and messages as zod's classic API, a fraction of its size in a browser bundle)
/** The schema of a session object (RULES §8); exported for the tests that hold {@link plainSession} to it. */
export const sessionSchema = z.looseObject({
  format: z.literal(SESSION_FORMAT),
  version: z
    .number({ error: 'must be a whole number' })
    .check(z.int({ error: 'must be a whole number' }), z.gte(1, { error: 'must be 1 or more' })),
  rules: z.enum(PRESET_NAMES, { error: `must be one of ${PRESET_NAMES.map((p) => `"${p}"`).join(', ')}` }),
  draw: z.union(DRAW_MODES.map((d) => z.literal(d)) as [z.ZodMiniLiteral<1>, z.ZodMiniLiteral<3>], {
    error: 'must be 1 or 3',
  }),
  scoring: z.enum(SCORINGS, { error: 'must be "normal" or "vegas"' }),
  thoughtful: z.optional(z.boolean({ error: 'must be true or false' })),
  variant: z.optional(
    z.enum(VARIANT_NAMES, { error: `must be one of ${VARIANT_NAMES.map((v) => `"${v}"`).join(', ')}` }),
  ),
  code: z.optional(z.string({ error: 'must be a string' })),
  deck: z.optional(z.string({ error: 'must be a string' })),
  position: z.optional(z.string({ error: 'must be a string' })),
  startedAt: z.optional(z.string({ error: 'must be a string' })),
  actions: z.array(
    z.looseObject({
      a: z.string({ error: 'a must be an action in notation, e.g. "D" or "T2-T5"' }),
      t: z.optional(
        z
          .number({ error: 't must be a number of milliseconds' })
          .check(z.gte(0, { error: 't must be 0 or more milliseconds' })),
      ),
    }),
    { error: 'must be a list of actions' },
  ),
});

const PRESET_SET: ReadonlySet<unknown> = new Set(PRESET_NAMES);
const SCORING_SET: ReadonlySet<unknown> = new Set(SCORINGS);
const VARIANT_SET: ReadonlySet<unknown> = new Set(VARIANT_NAMES);
const optionalString = (v: unknown): boolean => v === undefined || typeof v === 'string';

/**
 * Whether a session object surely passes {@link sessionSchema}: the same checks written out by hand,
 * without zod's copy of every action, so the usual record (hundreds of actions) costs one pass over its
 * fields. It may refuse what the schema accepts (then the schema decides and words the error), never
 * the reverse: a record it vouches for is read as it is, and any other goes through zod, so the
 * messages for bad records are the schema's own.
 */
export function plainSession(record: Record<string, unknown>): boolean {
  const version = record['version'];
  // Stryker disable next-line ConditionalExpression: Number.isSafeInteger of a value that is no number is false as well
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) return false;
  if (!PRESET_SET.has(record['rules']) || !SCORING_SET.has(record['scoring'])) return false;
  const draw = record['draw'];
  if (draw !== 1 && draw !== 3) return false;
  const thoughtful = record['thoughtful'];
  if (thoughtful !== undefined && typeof thoughtful !== 'boolean') return false;
  const variant = record['variant'];
  if (variant !== undefined && !VARIANT_SET.has(variant)) return false;
  if (
    !optionalString(record['code']) ||
    !optionalString(record['deck']) ||
    !optionalString(record['position']) ||
    !optionalString(record['startedAt'])
  )
    return false;
  const actions = record['actions'];
  if (!Array.isArray(actions)) return false;
  for (let i = 0; i < actions.length; i++) {
    const entry: unknown = actions[i];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
    const { a, t } = entry as { readonly a?: unknown; readonly t?: unknown };
    if (typeof a !== 'string') return false;
    if (t !== undefined && !(typeof t === 'number' && Number.isFinite(t) && t >= 0)) return false;
  }
  return true;
}

/**
 * Checks a session object against the schema (RULES §8): the object itself when {@link plainSession}
 * vouches for it, else zod's parse of it, or its first issue as an `ERR_SCHEMA` error.
 */
function checkedSession(record: Record<string, unknown>, line: number | undefined): Result<Session, SessionError> {
  if (plainSession(record)) return ok(record as unknown as Session);
  const parsed = sessionSchema.safeParse(record);
  // Stryker disable next-line ConditionalExpression: no record is known that the schema accepts and plainSession refuses (session-check.test.ts holds the converse)
  if (parsed.success) return ok(parsed.data as Session);
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  // Stryker disable next-line ConditionalExpression: `actions` is the one list of the record, so only its issues have a number second
  const index = issue.path[0] === 'actions' && typeof issue.path[1] === 'number' ? issue.path[1] + 1 : undefined;
  const what = index !== undefined ? `action ${index}: ` : path ? `${path.slice(1)}: ` : '';
  // a field the record does not have at all is missing, which a reader says otherwise than a wrong value
  // Stryker disable next-line ConditionalExpression: a deeper issue lies inside a field the record has
  const missing = issue.path.length === 1 && !Object.hasOwn(record, String(issue.path[0]));
  return fail('ERR_SCHEMA', missing ? `${what}missing (${issue.message})` : `${what}${issue.message}`, line, {
    ...(index === undefined ? {} : { actionIndex: index }),
    ...(path ? { field: path.slice(1) } : {}),
    ...(missing ? { missing: true } : {}),
  });
}

/**
 * Every code a {@link SessionError} can carry (what {@link parseSessions}, {@link readSessions},
 * {@link loadSession} and {@link foldSession} refuse a file or record with), in the order a file is
 * checked: its bytes, its JSON, its format and version, its fields, its start, its actions. A client
 * that refuses files for reasons of its own (an empty file, a read error) appends its codes to these.
 */
export const SESSION_ERROR_CODES = [
  'ERR_BINARY',
  'ERR_JSON',
  'ERR_FORMAT',
  'ERR_VERSION',
  'ERR_SCHEMA',
  'ERR_START',
  'ERR_ACTION',
  'ERR_ILLEGAL',
] as const;

/** One of {@link SESSION_ERROR_CODES}. */
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

/**
 * Why a session was refused. `line` is the 1-based line of an NDJSON file (absent for a single JSON
 * object, but for `ERR_JSON`: the line of the file where the text stops being JSON, when found); `actionIndex` the 1-based index of the refused action. `game` is the game after the valid
 * prefix of actions, when the start was valid and an action was refused, so the prefix stays watchable.
 */
export interface SessionError {
  readonly code: SessionErrorCode;
  /**
   * Why, in English, located: `line N: ` first when `line` is given, but for an `ERR_JSON` whose reason
   * names its line and column already ({@link jsonRefusal}): then the same as `reason`.
   */
  readonly message: string;
  /**
   * Why, in English, without the `line N: ` of {@link SessionError.message}: for a client that names
   * the place in its own way (`file:line`). The same as `message` when `line` is absent.
   */
  readonly reason: string;
  readonly line?: number;
  /**
   * For an element of a file that is one JSON array of sessions: its 1-based place in the array
   * (`line` is then the line it starts on), so elements sharing a line are told apart.
   */
  readonly element?: number;
  readonly actionIndex?: number;
  readonly game?: Game;
  /** For `ERR_START`: the start's own error, with its code (and its conflicts). */
  readonly start?: GameStartError;
  /** With the `history` option, for a refused action: every game of the valid prefix (see {@link LoadedSession}). */
  readonly history?: readonly Game[];
  /**
   * For a refused action (`ERR_ACTION`, `ERR_ILLEGAL`): the session as read with the actions before
   * the refused one, the record of {@link SessionError.game} ({@link sessionPrefix}).
   */
  readonly session?: Session;
  /**
   * For `ERR_JSON`: where in the file the syntax error is, 1-based line and column (the column in
   * UTF-16 code units), so a client can say it in its own words. Absent when the JavaScript engine's
   * JSON.parse does not tell where (it names a position, a line and column, or the end of the text).
   */
  readonly syntaxAt?: { readonly line: number; readonly column: number };
  /**
   * For `ERR_FORMAT` of a record that names a format: that format as JSON text, cut to 40 characters
   * (absent when the value is no object or has no `format` field).
   */
  readonly format?: string;
  /** For `ERR_VERSION`: the session's version, newer than {@link SESSION_VERSION}. */
  readonly version?: number;
  /** For `ERR_SCHEMA`: the JSON path of the field at fault, indexes from 0, e.g. `rules` or `actions[1].t` (absent for the record as a whole). */
  readonly field?: string;
  /** For `ERR_SCHEMA` with a top-level `field`: true when the record does not have that field at all (rather than a value the session does not allow). */
  readonly missing?: true;
  /**
   * For `ERR_ACTION` and `ERR_ILLEGAL`: the refused action's token as written in the file (for `ERR_ACTION`
   * quoted as every echo of an input is, `echoText`: cut after 20 characters with `...`, control characters escaped).
   */
  readonly token?: string;
  /**
   * For `ERR_ACTION` of a token written in the notation that names a pile this game does not have
   * (`T9-T1` in a game of 7 columns): that pile, e.g. `T9`. Absent when the token is not notation at all.
   */
  readonly pile?: string;
  /**
   * For `ERR_ILLEGAL`: the engine's refusal (RULES §3), with its code, so a client can say why in its
   * own words rather than the English `message`.
   */
  readonly refusal?: Refusal;
}

/**
 * What a reader set aside in a session it kept, rather than refusing the record: RULES §8 refuses a
 * record for its format, version, fields and actions, the game; a `startedAt` that is no ISO 8601 date
 * and time (`"yesterday"`) changes nothing of the game (the actions' `t` count from it, and still time
 * them one after the other), so the session is read without it, its start time unknown, and says so:
 * `WARN_STARTED_AT`. A client names the place its own way (`file:line`), with the `reason`.
 */
export interface SessionWarning {
  readonly code: 'WARN_STARTED_AT';
  /** Why, in English, located: `line N: ` first when `line` is given. */
  readonly message: string;
  /** Why, in English, without the `line N: ` of {@link SessionWarning.message}. */
  readonly reason: string;
  /** The 1-based line of an NDJSON file (absent for a single JSON object). */
  readonly line?: number;
  /** The field set aside. */
  readonly field: 'startedAt';
  /** Its value as written, cut after 40 characters with `...` and its control characters escaped (as every echo of an input). */
  readonly value: string;
}

/** A session read and replayed: the file's object and the game after its journal. */
export interface LoadedSession {
  readonly session: Session;
  readonly game: Game;
  /** What was set aside in reading it ({@link SessionWarning}); absent when nothing was. */
  readonly warnings?: readonly SessionWarning[];
  /**
   * With the `history` option: the game before the first action and after each action, so
   * `history[i]` is the game after i actions and the last is `game` (the one fold of the journal;
   * `scanJournal`'s shape).
   */
  readonly history?: readonly Game[];
}

/** Options of {@link loadSession} and {@link parseSessions}. */
export interface ReadSessionOptions {
  /** Keep every intermediate game of the journal (for replay frames, analysis): {@link LoadedSession.history}. */
  readonly history?: boolean;
}

const where = (line: number | undefined): string => (line === undefined ? '' : `line ${line}: `);

function fail(
  code: SessionError['code'],
  message: string,
  line: number | undefined,
  extra: Partial<SessionError> = {},
): { ok: false; error: SessionError } {
  return err({
    code,
    message: where(line) + message,
    reason: message,
    ...(line === undefined ? {} : { line }),
    ...extra,
  });
}

/**
 * The starting game of a session (RULES §8), by the one start rule of `gameFromStart`: one of
 * `code`, `deck` or `position`; a code with a deck or with rules fields that disagree is refused.
 * A session's rules fields are always given (`thoughtful` absent means false, `variant` absent
 * `standard`; RULES §10 Session file).
 */
function sessionStart(session: Session, line: number | undefined): Result<Game, SessionError> {
  const game = gameFromFields({
    code: session.code,
    deck: session.deck,
    position: session.position,
    draw: session.draw,
    scoring: session.scoring,
    rules: session.rules,
    thoughtful: session.thoughtful ?? false,
    variant: session.variant ?? 'standard',
  });
  if (game.ok) return game;
  const message = game.error.code === 'ERR_NO_START' ? `the session has ${game.error.message}` : game.error.message;
  return fail('ERR_START', message, line, { start: game.error });
}

/**
 * Reads one session object (already parsed from JSON): checks format, version and schema, sets up
 * the start and replays the actions (RULES §8).
 * @param line the NDJSON line, named in errors
 * @returns the session and its game, or a {@link SessionError} naming the line and action index.
 */
export function loadSession(
  value: unknown,
  line?: number,
  options: ReadSessionOptions = {},
): Result<LoadedSession, SessionError> {
  const started = sessionAtStart(value, line);
  if (!started.ok) return started;
  const { session, warnings } = started.value;
  // parse and play in one pass, so the first problem (bad token or illegal action) is the one named
  // and `game` is always the prefix before it
  let game = started.value.start;
  const variant = game.rules.variant;
  const history: Game[] | undefined = options.history ? [game] : undefined;
  const actions = session.actions;
  // what a refused action leaves: the session up to it, its game, and its history when asked
  const kept = (i: number): { session: Session; history?: readonly Game[] } => ({
    session: { ...session, actions: actions.slice(0, i) },
    ...(history ? { history } : {}),
  });
  for (let i = 0; i < actions.length; i++) {
    const { a, t } = actions[i]!;
    const action = parseAction(a, variant);
    if (!action.ok)
      return fail('ERR_ACTION', `action ${i + 1} (${echoText(a, 20)}): ${action.error.message}`, line, {
        actionIndex: i + 1,
        token: echoText(a, 20),
        ...(action.error.data?.part === undefined ? {} : { pile: action.error.data.part }),
        game,
        ...kept(i),
      });
    const next = act(game, action.value, t);
    if (!next.ok)
      return fail('ERR_ILLEGAL', illegalMessage(i + 1, a, next.error), line, {
        actionIndex: i + 1,
        token: a,
        refusal: next.error,
        game,
        ...kept(i),
      });
    game = next.value;
    history?.push(game);
  }
  return ok({ session, game, ...(history ? { history } : {}), ...(warnings ? { warnings } : {}) });
}

/**
 * The valid prefix of a session refused at an action (`ERR_ACTION`, `ERR_ILLEGAL`: its start was
 * valid): the session with the actions before the refused one, and its game (and history, when read
 * with it). Bad input loses no data: every reader keeps this with the error. Undefined for a session
 * refused before its actions (JSON, format, schema, start), which has no game.
 */
export function sessionPrefix(error: SessionError): LoadedSession | undefined {
  const { session, game, history } = error;
  if (session === undefined || game === undefined) return undefined;
  return { session, game, ...(history === undefined ? {} : { history }) };
}

/** A session read and folded without its games: the file's object, the game at its start, and what its journal comes to. */
export interface FoldedSession {
  readonly session: Session;
  /** The game before the first action (rules and start: what `gameStartOf` reads). */
  readonly start: Game;
  /** The journal replayed by `foldJournal`: end position, score, canonical entries and counts. */
  readonly fold: JournalFold;
  /** What was set aside in reading it ({@link SessionWarning}); absent when nothing was. */
  readonly warnings?: readonly SessionWarning[];
}

/**
 * Reads one session object as {@link loadSession} does, with the same checks and the same errors,
 * but replays its actions with `foldJournal`: the end and the counts, no game per action. For
 * folding many sessions (analysis). A session with a bad token or an illegal action is read again
 * by {@link loadSession}, so its error (the first problem, its index, the prefix game) is that one's.
 * @returns the folded session, or the {@link SessionError} {@link loadSession} gives
 * @param line the NDJSON line, named in errors
 */
export function foldSession(value: unknown, line?: number): Result<FoldedSession, SessionError> {
  const started = sessionAtStart(value, line);
  if (!started.ok) return started;
  const { session, start, warnings } = started.value;
  const variant = start.rules.variant;
  const actions = session.actions;
  // Stryker disable next-line ArrayDeclaration: every index is set below; the length only saves the array its growth
  const entries: JournalEntry[] = new Array<JournalEntry>(actions.length);
  for (let i = 0; i < actions.length; i++) {
    const { a, t } = actions[i]!;
    const action = parseAction(a, variant);
    // Stryker disable next-line ConditionalExpression: read again, a good session gives the same value (slower)
    if (!action.ok) return readAgain(value, line);
    entries[i] = t === undefined ? { action: action.value } : { action: action.value, t };
  }
  const fold = foldJournal(start, entries);
  // Stryker disable next-line ConditionalExpression: read again, a good session gives the same value (slower)
  if (!fold.ok) return readAgain(value, line);
  return ok({ session, start, fold: fold.value, ...(warnings ? { warnings } : {}) });
}

/**
 * A session {@link foldSession} found a problem in, read by {@link loadSession}: its error, the one
 * every reader gives. (Were the two replays ever to disagree, the ordinary one's game is folded.)
 */
function readAgain(value: unknown, line: number | undefined): Result<FoldedSession, SessionError> {
  const loaded = loadSession(value, line);
  // Stryker disable next-line ConditionalExpression,ObjectLiteral: reached only when foldJournal refused, and then loadSession refuses at the same action
  if (!loaded.ok) return loaded;
  // Stryker disable next-line ObjectLiteral: as above
  return ok({
    session: loaded.value.session,
    start: gameAtStart(loaded.value.game),
    fold: journalFold(loaded.value.game),
    ...(loaded.value.warnings ? { warnings: loaded.value.warnings } : {}),
  });
}

/** The form of `startedAt` (RULES §8's `2026-11-30T10:00:00.000Z`): an ISO 8601 date and time with its offset, a real calendar date. */
const STARTED_AT = z.iso.datetime({ offset: true });

/**
 * A checked session with a `startedAt` that is no ISO 8601 date and time: the session without it, and
 * the warning that says so ({@link SessionWarning}). Any other session as it is.
 */
function startedAtChecked(
  session: Session,
  line: number | undefined,
): { readonly session: Session; readonly warnings?: readonly SessionWarning[] } {
  const startedAt = session.startedAt;
  if (startedAt === undefined || STARTED_AT.safeParse(startedAt).success) return { session };
  const { startedAt: _setAside, ...rest } = session;
  const value = echoText(startedAt, 40);
  const reason = `startedAt "${value}" is not an ISO 8601 date and time (e.g. "2026-11-30T10:00:00.000Z"): the session is read without it, its start time unknown`;
  const warning: SessionWarning = {
    code: 'WARN_STARTED_AT',
    message: where(line) + reason,
    reason,
    ...(line === undefined ? {} : { line }),
    field: 'startedAt',
    value,
  };
  return { session: rest, warnings: [warning] };
}

/**
 * The checks every session read makes before its actions (RULES §8): an object, its format and
 * version, the schema, the start; a `startedAt` that is no date and time is set aside with a warning.
 * @returns the checked session (without such a `startedAt`), its starting game and the warnings, or the error.
 */
function sessionAtStart(
  given: unknown,
  line: number | undefined,
): Result<
  { readonly session: Session; readonly start: Game; readonly warnings?: readonly SessionWarning[] },
  SessionError
> {
  // a shared fixture stands for its session in an NDJSON line as in a whole file (one rule)
  const value = unwrapFixture(given);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('ERR_FORMAT', 'not a session object', line);
  const record = value as Record<string, unknown>;
  if (record['format'] === undefined)
    return fail('ERR_FORMAT', `no "format" field (a session has "format": "${SESSION_FORMAT}")`, line);
  if (record['format'] !== SESSION_FORMAT) {
    const format = cutText(JSON.stringify(record['format']), 40);
    return fail('ERR_FORMAT', `unknown format ${format} (expected "${SESSION_FORMAT}")`, line, { format });
  }
  if (typeof record['version'] === 'number' && record['version'] > SESSION_VERSION)
    return fail(
      'ERR_VERSION',
      `session version ${record['version']} is newer than this reader (version ${SESSION_VERSION})`,
      line,
      { version: record['version'] },
    );
  const checked = checkedSession(record, line);
  if (!checked.ok) return checked;
  const { session, warnings } = startedAtChecked(checked.value, line);
  const start = sessionStart(session, line);
  if (!start.ok) return start;
  return ok({ session, start: start.value, ...(warnings ? { warnings } : {}) });
}

/** `action 5 (T2-T5): no card of T2 fits on T5`. */
export const illegalMessage = (index: number, token: string, refusal: Refusal): string =>
  `action ${index} (${echoText(token.toUpperCase(), 20)}): ${refusal.message}`;

/**
 * The one rule for a shared fixture (`{session, expected}`, `shared/fixtures/*.json`), which holds its
 * session one level down: a JSON object **without** a `format` field whose `session` is an object
 * (not a list) stands for that session; `expected` may be there or not and is not read. Every record
 * is read so, a whole file or an NDJSON line (fixtures written one per line with `jq -c` are read as
 * the files are). Anything else is returned as it is, for the session reader to accept or refuse.
 */
export function unwrapFixture(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'format' in value) return value;
  const inner = (value as { readonly session?: unknown }).session;
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : value;
}

/**
 * Reads a session file's text: one JSON object (pretty-printed or not), a shared fixture holding one
 * (see {@link unwrapFixture}), a JSON array of them, or NDJSON (one object per non-empty line), with
 * or without a leading UTF-8 byte-order mark. Every session is parsed once and replayed once.
 * @returns the sessions in file order, or the first {@link SessionError}: for NDJSON it names the
 *   1-based line, for a JSON syntax error the line of the error. {@link readSessions} keeps the valid
 *   records of a file with bad ones.
 */
export function parseSessions(file: string, options: ReadSessionOptions = {}): Result<LoadedSession[], SessionError> {
  // Stryker disable next-line BooleanLiteral: reading on finds the same first refusal (it only saves the work)
  const read = readSessions(file, { ...options, firstRefusal: true });
  if (!read.ok) return read;
  const [refused] = read.value.refused;
  return refused ? err(refused) : ok([...read.value.sessions]);
}

/** What {@link readSessions} read of a file: every valid record, and why each other one was refused. */
export interface ReadSessions {
  /** The valid sessions, in file order. */
  readonly sessions: readonly LoadedSession[];
  /** The refused records of an NDJSON file, in file order, each naming its 1-based `line` (RULES §8). */
  readonly refused: readonly SessionError[];
}

/** Options of {@link readSessions}: those of {@link parseSessions}, and whether to stop at the first refused line. */
export interface ReadSessionsOptions extends ReadSessionOptions {
  /** Stop at the first refused record (what {@link parseSessions} reports); default false: read on. */
  readonly firstRefusal?: boolean;
}

/**
 * Reads a session file's text as {@link parseSessions} does, but a bad record of an NDJSON file
 * (a line that is no JSON, no session, or whose journal the engine refuses) or of a JSON array of
 * sessions (an element) does not refuse the file: the other records are read, and each refused one is
 * reported with its line (and for an element its place, `element`) and reason (RULES §8: the error
 * names the line and the action index). A record refused at an action keeps its valid
 * prefix among the sessions ({@link sessionPrefix}), as a single document refused so keeps it in its
 * error: no valid action is lost.
 * @returns the valid sessions (and prefixes) in file order, and the refused records; an error only
 *   when the text as a whole is no session file (one JSON document refused, or text that is not JSON
 *   at all)
 */
export function readSessions(file: string, options: ReadSessionsOptions = {}): Result<ReadSessions, SessionError> {
  // editors on some systems save UTF-8 with a byte-order mark, which JSON.parse refuses
  const text = file.charCodeAt(0) === 0xfeff ? file.slice(1) : file;
  // said once as what it is, not as a JSON error at line 1, column 1 (or one per "line" of its bytes)
  if (looksBinary(text)) return fail('ERR_BINARY', BINARY_FILE, undefined);
  const whole = tryJson(text);
  if (whole.ok && Array.isArray(whole.value)) return ok(readArray(text, whole.value, options));
  if (whole.ok) {
    const single = loadSession(whole.value, undefined, options);
    return single.ok ? ok({ sessions: [single.value], refused: [] }) : single;
  }
  const lines = text.split('\n');
  const sessions: LoadedSession[] = [];
  const refused: SessionError[] = [];
  const nonEmpty = lines.filter((l) => l.trim() !== '').length;
  if (nonEmpty <= 1) return err(jsonRefusal(text, whole.error));
  // a first line that is no JSON value means one multi-line document, not NDJSON: name the line of its error
  const first = lines.find((l) => l.trim() !== '')!;
  if (!tryJson(first).ok) return err(jsonRefusal(text, whole.error));
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const value = tryJson(lines[i]!);
    if (!value.ok) {
      // the line's own error, placed in the file
      refused.push(jsonRefusal(lines[i]!, value.error, i + 1));
    } else {
      const loaded = loadSession(value.value, i + 1, options);
      const kept = loaded.ok ? loaded.value : sessionPrefix(loaded.error);
      if (kept) sessions.push(kept);
      if (!loaded.ok) refused.push(loaded.error);
    }
    if (options.firstRefusal && refused.length > 0) break;
  }
  return ok({ sessions, refused });
}

/**
 * Where each element of a JSON array text starts and ends (offsets into `text`: its first character,
 * and the comma or bracket after it), for a text that `JSON.parse` accepted as an array: the one
 * way every reader places an array's sessions in their file. Strings are skipped with their escapes;
 * depth counts brackets.
 */
export function arrayElements(text: string): { readonly start: number; readonly end: number }[] {
  const out: { start: number; end: number }[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      if (depth === 1 && start < 0) start = i;
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c /* \ */) i++;
      continue;
    }
    if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth === 2 && start < 0) start = i;
      continue;
    }
    if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      if (depth === 1 && start >= 0) out.push({ start, end: i });
      depth--;
      if (depth === 0) break;
      continue;
    }
    if (depth !== 1) continue;
    if (c === 0x2c /* , */) {
      if (start >= 0) out.push({ start, end: i });
      start = -1;
    } else if (start < 0 && c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) start = i;
  }
  return out;
}

/**
 * The 1-based line each element of a JSON array text starts on ({@link arrayElements}).
 * @param firstLine the line of the file the text starts on
 */
export function arrayElementLines(text: string, firstLine = 1): number[] {
  let line = firstLine;
  let at = 0;
  return arrayElements(text).map(({ start }) => {
    for (let i = text.indexOf('\n', at); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) line++;
    at = start;
    return line;
  });
}

/**
 * The sessions of a file that is one JSON array: each element read as a session of its own (a shared
 * fixture too), a bad one refused with its line and `element` and the others kept, as the lines of an
 * NDJSON file are.
 */
function readArray(text: string, values: readonly unknown[], options: ReadSessionsOptions): ReadSessions {
  const lines = arrayElementLines(text);
  const sessions: LoadedSession[] = [];
  const refused: SessionError[] = [];
  for (let i = 0; i < values.length; i++) {
    const line = lines[i] ?? 1;
    const loaded = loadSession(values[i], line, options);
    const kept = loaded.ok ? loaded.value : sessionPrefix(loaded.error);
    if (kept) sessions.push(kept);
    if (!loaded.ok)
      refused.push({
        ...loaded.error,
        element: i + 1,
        message: `line ${line}: element ${i + 1}: ${loaded.error.reason}`,
      });
    if (options.firstRefusal && refused.length > 0) break;
  }
  return { sessions, refused };
}

/**
 * Where the first JSON syntax error of `text` is, as an offset in UTF-16 code units: the first
 * character that no JSON text could have there (RFC 8259), or just after its last character that
 * is not white space when it ends too soon. JSON.parse's own message says where in some browsers only (V8 often names just the token),
 * so the reader finds the place itself; called only for a text JSON.parse refused.
 * @returns the offset, or undefined when the scan finds no error (JSON.parse refused it all the same)
 *   or the text is nested too deep for it (the stack runs out)
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const ws = (): void => {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end `text[i]` is undefined, which is no white space
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const word = (w: string): void => {
    for (const c of w) {
      if (text[i] !== c) fail();
      i++;
    }
  };
  const digits = (): void => {
    // Stryker disable next-line StringLiteral: any text without a digit does as well
    if (!/[0-9]/.test(text[i] ?? '')) fail();
    // Stryker disable next-line StringLiteral: any text without a digit does as well
    while (/[0-9]/.test(text[i] ?? '')) i++;
  };
  const string = (): void => {
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined || c < ' ') fail();
      i++;
      if (c === '"') return;
      if (c !== '\\') continue;
      const e = text[i];
      // Stryker disable next-line ConditionalExpression: past the end `e` is undefined, which no escape letter is
      if (e !== undefined && '"\\/bfnrt'.includes(e)) i++;
      else if (e === 'u') {
        i++;
        // Stryker disable next-line StringLiteral: past the end the error is placed at the end whatever the scan reads on
        for (let k = 0; k < 4; k++) /[0-9a-fA-F]/.test(text[i] ?? '') ? i++ : fail();
      } else fail();
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return word('true');
    if (c === 'f') return word('false');
    if (c === 'n') return word('null');
    // Stryker disable next-line ConditionalExpression,StringLiteral: any other character fails at the same place in the number's digits
    if (c === '-' || /[0-9]/.test(c ?? '')) {
      if (c === '-') i++;
      if (text[i] === '0') i++;
      else digits();
      if (text[i] === '.') {
        i++;
        digits();
      }
      if (text[i] === 'e' || text[i] === 'E') {
        i++;
        if (text[i] === '+' || text[i] === '-') i++;
        digits();
      }
      return;
    }
    fail();
  };
  try {
    value();
    ws();
    return i < text.length ? i : undefined;
  } catch (at) {
    // cut short: the error is just after its last character that is not white space
    if (typeof at === 'number') return Math.min(at, text.trimEnd().length);
    // nested deeper than this recursive scan can follow (JSON.parse has no such limit): no place found
    if (at instanceof RangeError) return undefined;
    throw at;
  }
}

/** The 1-based line and column of offset `position` in `text` (the column in UTF-16 code units). */
function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  return { line: before.split('\n').length, column: position - (before.lastIndexOf('\n') + 1) + 1 };
}

/** The most of JSON.parse's message a refusal quotes: it quotes the text around the error, which can be long. */
const JSON_MESSAGE_LENGTH = 160;

/**
 * Why `text` is not JSON, said once for every client: `ERR_JSON` naming the line and column where
 * the text stops being JSON (found by {@link jsonErrorOffset}, as JSON.parse names it in some engines
 * only, and then as a 0-based position that counts a trailing newline or not), then JSON.parse's own
 * words without their position, e.g. `not valid JSON at line 1, column 55: Expected ',' or '}' after
 * property value`. A client names the file and `line` its own way (`file:line: ` and the `reason`);
 * the `message` is the `reason`, which names its line already.
 * @param text the text JSON.parse refused: a whole file, a document, or one NDJSON record
 * @param parseMessage JSON.parse's message for it (its control characters are shown as escapes, `printableText`)
 * @param firstLine the 1-based line of the file `text` starts on; given, the error always has a `line`
 *   (this one when no place is found), omitted `text` is the whole file and `line` is absent without a place
 * @returns the error: `line` and `syntaxAt` (1-based line and column in UTF-16 code units, in the file)
 *   when the place is found; `reason` cut to JSON.parse's first {@link JSON_MESSAGE_LENGTH} characters
 */
export function jsonRefusal(text: string, parseMessage: string, firstLine?: number): SessionError {
  const words = printableText(parseMessage);
  const offset = jsonErrorOffset(text);
  if (offset === undefined)
    return fail('ERR_JSON', `not valid JSON: ${cutText(words, JSON_MESSAGE_LENGTH)}`, firstLine).error;
  const at = lineColumn(text, offset);
  const line = (firstLine ?? 1) - 1 + at.line;
  // the engine's own place replaces JSON.parse's (V8: `in JSON at position 55 (line 1 column 56)`, Firefox: `at line 1 column 55 of the JSON data`)
  const own = words.replace(
    / (in JSON )?at (position \d+|line \d+ column \d+)( \(line \d+ column \d+\))?( of the JSON data)?$/,
    '',
  );
  const reason = `not valid JSON at line ${line}, column ${at.column}: ${cutText(own, JSON_MESSAGE_LENGTH)}`;
  return { code: 'ERR_JSON', message: reason, reason, line, syntaxAt: { line, column: at.column } };
}

function tryJson(text: string): Result<unknown, string> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    // JSON.parse quotes the input around the error: keep a binary file's bytes out of the message
    return err(printableText(e instanceof Error ? e.message : String(e)));
  }
}

/** Why a binary file is refused ({@link looksBinary}), the words every client says it with: `ERR_BINARY`'s message. */
export const BINARY_FILE = 'binary file, not a session file (JSON or NDJSON)';

/** The characters looked at: a file's start, as git, grep and diff look for a NUL byte there. */
const BINARY_HEAD = 8000;

/**
 * A line that is a record of a session file (RULES §8): a whole JSON object or array, as NDJSON lines
 * are. Parsed, not only begun with `{` or `[`: a binary file's bytes often hold a line that starts so,
 * never one that parses (JSON text holds no raw control character but white space).
 */
export const sessionRecordLine = (line: string): boolean => /^\s*[{[]/.test(line) && tryJson(line).ok;

/**
 * Whether a file's text is binary rather than text of records: a NUL character within its first
 * 8,000 characters, and no whole line there that `isRecordLine` takes for a record (for session
 * files a line that parses as JSON, which a NUL-bearing line never does). Text files never hold a
 * NUL; the second test keeps a text file whose one line was damaged (a crash's NUL bytes) read line
 * by line, so its good records are not lost with the bad line. The one test of
 * every reader of session files (and of the CLI's batch files, with their own record lines).
 * @param text the file's text as decoded (UTF-8: NUL bytes stay NUL), or at least its start
 * @param isRecordLine whether one line (without its line feed) looks like a record; default
 *   {@link sessionRecordLine}
 */
export function looksBinary(text: string, isRecordLine: (line: string) => boolean = sessionRecordLine): boolean {
  const start = text.slice(0, BINARY_HEAD);
  if (!start.includes('\u0000')) return false;
  // the last piece may be a line cut at 8,000 characters: only whole lines are judged
  return !start.split('\n').slice(0, -1).some(isRecordLine);
}

/** Options of {@link makeSession}. */
export interface MakeSessionOptions {
  /** ISO 8601 start time; default the Unix epoch, for reproducible output. */
  readonly startedAt?: string;
}

/**
 * Writes a game as a session object (RULES §8, §10): its rules (the variant only when not standard), its start (code and deck, deck, or
 * position, through `gameStartOf` / `makeGameStart`) and its journal with times. Reading it back
 * gives the same journal.
 */
export function makeSession(game: Game, options: MakeSessionOptions = {}): Session {
  const { rules } = game;
  const start = gameStartOf(game);
  // a code start is written with its deck too, so a reader without the shuffle can still deal it
  const { code, deck, position } = makeGameStart(
    start.code === undefined ? start : { ...start, deck: dealDeck(start.code.deal, rules.variant) },
  );
  return {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    rules: rules.preset,
    draw: rules.draw,
    scoring: rules.scoring,
    ...(rules.thoughtful ? { thoughtful: true } : {}),
    ...(rules.variant.name === 'standard' ? {} : { variant: rules.variant.name }),
    ...(code === undefined ? {} : { code }),
    ...(deck === undefined ? {} : { deck }),
    ...(position === undefined ? {} : { position }),
    startedAt: options.startedAt ?? new Date(0).toISOString(),
    actions: journalEntries(game).map((e) => sessionAction(e.action, e.t)),
  };
}

const sessionAction = (action: JournalAction, t: number | undefined): SessionAction =>
  t === undefined ? { a: makeAction(action) } : { a: makeAction(action), t };

/**
 * A session object's counts without replaying it, in the words of `journalCounts`: `actions` (entries
 * that are not `U`), `undos` (`U` entries), `inEffect` (actions minus undos: in a session the reader
 * accepts, each undo took back one action). For a stored or listed session already read once.
 */
export function sessionCounts(session: Pick<Session, 'actions'>): JournalCounts {
  let undos = 0;
  for (const { a } of session.actions) if (a.trim().toUpperCase() === 'U') undos++;
  const actions = session.actions.length - undos;
  return { actions, undos, inEffect: Math.max(0, actions - undos) };
}

/** A session as one line of JSON (a line of NDJSON). */
export const makeSessionText = (game: Game, options?: MakeSessionOptions): string =>
  JSON.stringify(makeSession(game, options));
