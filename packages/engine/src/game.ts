import { applyAction, type Moved, type Refusal } from './apply.js';
import {
  makeAction,
  parseAction,
  sameAction,
  type Action,
  type JournalAction,
  type NotationErrorCode,
} from './action.js';
import { dealDeck, type Deck } from './deck.js';
import type { GameCode } from './gameCode.js';
import { dealPosition, isWon, type Position } from './position.js';
import { err, ok, parseError, type ParseError, type Result } from './result.js';
import { makeRules, VARIANTS, type Rules, type Variant } from './rules.js';
import { echoText } from './text.js';

/** How many actions undo reaches back (RULES §5). */
export const UNDO_LIMIT = 100;

/**
 * Where a game was dealt from (RULES §8), as checked by the game's constructor: a game code, an
 * explicit deck, or a position. The unchecked setup a client reads from a link, flags or a session
 * is a `GameStart` (start.ts); `gameFromStart` turns one into a game.
 */
export type GameOrigin =
  | { readonly kind: 'code'; readonly code: GameCode }
  | { readonly kind: 'deck'; readonly deck: Deck }
  | { readonly kind: 'position'; readonly position: Position };

/**
 * One entry of the move log: an action in effect with the position and score after it. A persistent
 * linked list (newest first), so an action or an undo is O(1) and older game values stay valid.
 */
export interface MoveLogEntry {
  readonly action: Action;
  /** The cards the action moved and where (RULES §3), as {@link applyAction} applied it: what undo puts back. */
  readonly moved: Moved;
  readonly position: Position;
  /** Score after this action, floor applied. */
  readonly score: number;
  readonly previous: MoveLogEntry | null;
  /** Entries in the log up to and including this one. */
  readonly length: number;
}

/** One journal record: what the player did and when (milliseconds since the game started, if known). */
export interface JournalEntry {
  readonly action: JournalAction;
  readonly t?: number;
}

/** The append-only journal as a persistent linked list, newest first. */
export interface JournalNode {
  readonly entry: JournalEntry;
  readonly previous: JournalNode | null;
  readonly length: number;
}

/**
 * The actions redo can play again (RULES §5 "Redo"), as a persistent linked list, the most recently
 * undone first: an undo pushes the action it took back, a redo pops it, any other action empties it.
 */
export interface UndoneNode {
  readonly action: Action;
  readonly previous: UndoneNode | null;
  /** Actions in the list up to and including this one. */
  readonly length: number;
}

/**
 * A game: rules, start and the journal; the position and the score are the fold of the move log,
 * kept incrementally in {@link MoveLogEntry} (RULES §5). Immutable value: {@link play} and
 * {@link undo} return new games.
 */
export interface Game {
  readonly rules: Rules;
  readonly start: GameOrigin;
  readonly initialPosition: Position;
  readonly initialScore: number;
  readonly journal: JournalNode | null;
  readonly moveLog: MoveLogEntry | null;
  /** Actions that undo can take back now, 0..100 (a stack of 100 that forgets its oldest). */
  readonly undoable: number;
  /**
   * What redo can play again (RULES §5 "Redo"): the actions undone since the last other action, the
   * most recently undone first; null when there is nothing to redo. A redo is journaled as the action
   * itself, so this list is a function of the journal: an action equal to the most recently undone
   * one is that redo, and replaying a journal gives back the same list.
   */
  readonly undone: UndoneNode | null;
}

/** The current position: the fold of the move log. */
export const gamePosition = (g: Game): Position => (g.moveLog ? g.moveLog.position : g.initialPosition);
/** The current score in points or dollars (RULES §4). */
export const gameScore = (g: Game): number => (g.moveLog ? g.moveLog.score : g.initialScore);
/** Whether the game is won: every suited card on the foundations (52, or 104 in Double Klondike; RULES §5, §10). */
export const gameWon = (g: Game): boolean => isWon(gamePosition(g));

/** A game of a game code: its deal, draw mode, scoring, preset, variant and options (RULES §2, §10). */
export function gameFromCode(code: GameCode): Game {
  const rules = makeRules(code);
  return makeGame(rules, { kind: 'code', code }, dealPosition(dealDeck(code.deal, rules.variant), rules.variant));
}

/**
 * {@link gameFromCode} of a code whose deal is already dealt, so a start that compares a deck with the
 * code's deal deals it once. Internal: `dealt` must be `dealDeck(code.deal, variant of code)`.
 */
export function gameFromCodeDealt(code: GameCode, dealt: Deck): Game {
  const rules = makeRules(code);
  return makeGame(rules, { kind: 'code', code }, dealPosition(dealt, rules.variant));
}

/**
 * A game dealt from an explicit deck (RULES §2, §10), in the rules' variant.
 * @param deck a deck of the rules' variant (as `parseDeck(text, rules.variant)` reads one)
 */
export function gameFromDeck(deck: Deck, rules: Rules): Game {
  return makeGame(rules, { kind: 'deck', deck }, dealPosition(deck, rules.variant));
}

/**
 * A game set up from a position (RULES §9).
 * @returns an error when the position's pass P exceeds the rules' pass limit.
 */
export function gameFromPosition(position: Position, rules: Rules): Result<Game, Refusal> {
  if (position.pass > rules.passes)
    return err({
      code: 'NO_PASSES_LEFT',
      message: `P: ${position.pass} is past the ${rules.passes} pass${rules.passes === 1 ? '' : 'es'} the rules allow`,
    });
  return ok(makeGame(rules, { kind: 'position', position }, position));
}

/**
 * The game as it was before its first journal entry: same rules, origin and initial position, empty
 * journal and move log. No rule runs again: a client that needs the start never rebuilds it.
 */
export function gameAtStart(game: Game): Game {
  return makeGame(game.rules, game.start, game.initialPosition);
}

function makeGame(rules: Rules, start: GameOrigin, initialPosition: Position): Game {
  return {
    rules,
    start,
    initialPosition,
    initialScore: rules.points.start,
    journal: null,
    moveLog: null,
    undoable: 0,
    undone: null,
  };
}

/** A score with the rules' floor applied (RULES §4: Vegas never below its floor). */
export const floored = (score: number, rules: Rules): number => {
  const floor = rules.points.floor;
  return floor !== null && score < floor ? floor : score;
};

/**
 * Plays an action (RULES §3-5): appends it to the journal and the move log. The most recently undone
 * action played again is a redo (RULES §5): the older undone actions stay redoable; any other action
 * clears them.
 * @param t milliseconds since the game started, recorded in the journal
 * @returns the new game, or the refusal; the given game is unchanged either way.
 */
export function play(game: Game, action: Action, t?: number): Result<Game, Refusal> {
  const position = gamePosition(game);
  const applied = applyAction(position, game.rules, action);
  if (!applied.ok) return applied;
  const { value } = applied;
  const score = floored(gameScore(game) + value.points, game.rules);
  const moveLog: MoveLogEntry = {
    action: value.action,
    moved: value.moved,
    position: value.position,
    score,
    previous: game.moveLog,
    length: (game.moveLog?.length ?? 0) + 1,
  };
  // an object literal with every field, not a spread: this is the hot path of replays and playouts
  return ok({
    rules: game.rules,
    start: game.start,
    initialPosition: game.initialPosition,
    initialScore: game.initialScore,
    journal: appendJournal(game.journal, value.action, t),
    moveLog,
    undoable: game.undoable < UNDO_LIMIT ? game.undoable + 1 : UNDO_LIMIT,
    undone: game.undone !== null && sameAction(game.undone.action, value.action) ? game.undone.previous : null,
  });
}

/**
 * Undoes the last action (RULES §5): records `U` in the journal and drops the action from the move log.
 * @returns the new game, or `NOTHING_TO_UNDO` (nothing left, or past the 100) or `GAME_WON`.
 */
export function undo(game: Game, t?: number): Result<Game, Refusal> {
  const refused = undoRefusal(gameWon(game), game.undoable, game.moveLog?.length ?? 0);
  // a null move log is refused above; the second test is for the type checker
  if (refused !== null || game.moveLog === null) return err(refused ?? NOTHING_TO_UNDO);
  return ok({
    rules: game.rules,
    start: game.start,
    initialPosition: game.initialPosition,
    initialScore: game.initialScore,
    journal: appendJournal(game.journal, { type: 'undo' }, t),
    moveLog: game.moveLog.previous,
    undoable: game.undoable - 1,
    undone: { action: game.moveLog.action, previous: game.undone, length: (game.undone?.length ?? 0) + 1 },
  });
}

const NOTHING_TO_UNDO: Refusal = { code: 'NOTHING_TO_UNDO', message: 'nothing to undo' };

/**
 * Why an undo is refused (RULES §5), or null when it may be played: `GAME_WON` once the game is won,
 * `NOTHING_TO_UNDO` with no action in effect or none left within the undo limit.
 * @param won whether the game is won now
 * @param undoable actions undo can take back now (a game's `undoable`)
 * @param inEffect actions in the move log now
 */
export function undoRefusal(won: boolean, undoable: number, inEffect: number): Refusal | null {
  if (won) return { code: 'GAME_WON', message: 'the game is won: undo is not possible' };
  if (inEffect === 0) return NOTHING_TO_UNDO;
  if (undoable === 0)
    return { code: 'NOTHING_TO_UNDO', message: `nothing to undo: undo reaches back ${UNDO_LIMIT} actions` };
  return null;
}

/** The action redo would play now (RULES §5 "Redo"): the most recently undone one, or null when nothing can be redone. */
export const redoAction = (game: Game): Action | null => (gameWon(game) ? null : (game.undone?.action ?? null));

/**
 * Redoes (RULES §5 "Redo"): plays the most recently undone action again, recorded in the journal as
 * that action, with no entry of its own, so session files stay interchange format 1.
 * @param t milliseconds since the game started, recorded in the journal
 * @returns the new game (the older undone actions still redoable), or `NOTHING_TO_REDO` (no undo
 *   since the last action) or `GAME_WON`.
 */
export function redo(game: Game, t?: number): Result<Game, Refusal> {
  if (gameWon(game)) return err({ code: 'GAME_WON', message: 'the game is won: redo is not possible' });
  if (game.undone === null) return err(NOTHING_TO_REDO_REFUSAL);
  return play(game, game.undone.action, t);
}

/** The refusal of a redo with nothing undone since the last action (RULES §5 "Redo"). */
export const NOTHING_TO_REDO_REFUSAL: Refusal = {
  code: 'NOTHING_TO_REDO',
  message: 'nothing to redo: no action has been undone since the last one',
};

/** Plays an action or an undo, as recorded in a journal. */
export const act = (game: Game, action: JournalAction, t?: number): Result<Game, Refusal> =>
  action.type === 'undo' ? undo(game, t) : play(game, action, t);

function appendJournal(journal: JournalNode | null, action: JournalAction, t: number | undefined): JournalNode {
  return { entry: t === undefined ? { action } : { action, t }, previous: journal, length: (journal?.length ?? 0) + 1 };
}

/** The journal as an array, oldest first. O(n). */
export function journalEntries(game: Game): JournalEntry[] {
  // Stryker disable next-line ArrayDeclaration: the loop below sets every index
  const out: JournalEntry[] = new Array(game.journal?.length ?? 0);
  for (let node = game.journal; node; node = node.previous) out[node.length - 1] = node.entry;
  return out;
}

/** The move log's actions, oldest first. O(n). */
export function moveLogActions(game: Game): Action[] {
  // Stryker disable next-line ArrayDeclaration: the loop below sets every index
  const out: Action[] = new Array(game.moveLog?.length ?? 0);
  for (let e = game.moveLog; e; e = e.previous) out[e.length - 1] = e.action;
  return out;
}

/** The journal in notation, e.g. `D W-T3 U`. */
export const journalText = (game: Game): string =>
  journalEntries(game)
    .map((e) => makeAction(e.action))
    .join(' ');

/**
 * A journal as plain data that is cheap to copy between threads (structured clone of one string and
 * one typed array, instead of an object per entry): what a page posts to a Web Worker.
 */
export interface PackedJournal {
  /** The entries in notation (RULES §7), one space between two; empty for an empty journal. */
  readonly tokens: string;
  /** Each entry's milliseconds since the game started; NaN where none was recorded. */
  readonly times: Float64Array;
}

/** A game's journal as a {@link PackedJournal}. O(n). */
export function packJournal(game: Game): PackedJournal {
  const entries = journalEntries(game);
  const times = new Float64Array(entries.length);
  // Stryker disable next-line ArrayDeclaration: the loop below sets every index
  const tokens: string[] = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    tokens[i] = makeAction(e.action);
    times[i] = e.t ?? Number.NaN;
  }
  return { tokens: tokens.join(' '), times };
}

/**
 * The entries of a {@link PackedJournal}, oldest first.
 * @param variant the game's variant (default standard), as for `parseAction`
 * @returns the entries, or `ERR_TOKEN` naming the 1-based entry whose token is not an action (data: index, value)
 */
export function unpackJournal(
  packed: PackedJournal,
  variant: Variant = VARIANTS.standard,
): Result<JournalEntry[], ParseError<NotationErrorCode>> {
  const tokens = packed.tokens === '' ? [] : packed.tokens.split(' ');
  // Stryker disable next-line ArrayDeclaration: the loop below sets every index
  const out: JournalEntry[] = new Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const action = parseAction(token, variant);
    if (!action.ok)
      return err(
        parseError('ERR_TOKEN', `action ${i + 1} (${echoText(token, 20)}): ${action.error.message}`, {
          index: i + 1,
          value: echoText(token, 20),
        }),
      );
    const t = packed.times[i];
    out[i] = t === undefined || Number.isNaN(t) ? { action: action.value } : { action: action.value, t };
  }
  return ok(out);
}

/**
 * Replays a journal from a game's start.
 * @returns the game after all entries, or the refusal with the 1-based index of the refused entry
 *   and the game before it (the valid prefix).
 */
export function replay(
  start: Game,
  entries: readonly JournalEntry[],
): Result<Game, { readonly index: number; readonly refusal: Refusal; readonly game: Game }> {
  let game = start;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const next = act(game, entry.action, entry.t);
    if (!next.ok) return err({ index: i + 1, refusal: next.error, game });
    game = next.value;
  }
  return ok(game);
}

/** Why {@link scanJournal} stopped: the 1-based index of the refused entry and the refusal. */
export interface ScanRefusal {
  readonly index: number;
  readonly refusal: Refusal;
}

/**
 * Every intermediate game of a journal: the fold of {@link replay}, keeping the game after each entry
 * (for replay frames, analysis, or finding where a game was lost). O(n): each game shares its
 * journal, move log and untouched piles with the one before it.
 * @param start the game the entries start from (often {@link gameAtStart} of a recorded game)
 * @returns `games` with `games[0] = start` and `games[i]` the game after entry i (so one more than the
 *   entries played), and `refused` when an entry was refused: the games then end before it.
 */
export function scanJournal(
  start: Game,
  entries: readonly JournalEntry[],
): { readonly games: readonly Game[]; readonly refused?: ScanRefusal } {
  const games: Game[] = [start];
  let game = start;
  for (const [i, entry] of entries.entries()) {
    const next = act(game, entry.action, entry.t);
    if (!next.ok) return { games, refused: { index: i + 1, refusal: next.error } };
    game = next.value;
    games.push(game);
  }
  return { games };
}

/**
 * The counts a player sees, one word each (used by every client):
 * - `actions`: journal entries that are not undos (what the player did: draws, recycles, moves);
 * - `undos`: journal `U` entries;
 * - `inEffect`: actions in the move log now (the actions not taken back).
 */
export interface JournalCounts {
  readonly actions: number;
  readonly undos: number;
  readonly inEffect: number;
}

/** Counts a game's journal (see {@link JournalCounts}). O(n) in the journal's length. */
export function journalCounts(game: Game): JournalCounts {
  let undos = 0;
  for (let node = game.journal; node; node = node.previous) if (node.entry.action.type === 'undo') undos++;
  const entries = game.journal?.length ?? 0;
  return { actions: entries - undos, undos, inEffect: game.moveLog?.length ?? 0 };
}
