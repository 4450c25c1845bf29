import { err, ok, parseError, type ParseError, type Result } from './result.js';

/** A column's pile name, `T1` (leftmost) .. `T7`. */
export type ColumnPile = 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6' | 'T7';
/** A foundation's pile name: `F1` spades, `F2` hearts, `F3` diamonds, `F4` clubs. */
export type FoundationPile = 'F1' | 'F2' | 'F3' | 'F4';
/** Every pile's name, as in the notation and the clients' `data-pile` hooks. */
export type Pile = 'S' | 'W' | FoundationPile | ColumnPile;

export const COLUMN_PILES: readonly ColumnPile[] = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
export const FOUNDATION_PILES: readonly FoundationPile[] = ['F1', 'F2', 'F3', 'F4'];

/** Where a moved card comes from: the waste's top, a column (its run), a foundation's top. */
export type MoveSource = 'W' | ColumnPile | FoundationPile;
/** Where it goes: a column, or a foundation (`F` = the card's own; `F1`..`F4` only if it is the card's own). */
export type MoveTarget = ColumnPile | 'F' | FoundationPile;

/** A player's action (RULES §3): plain data, so it serialises as it is. */
export type Action =
  | { readonly type: 'draw' }
  | { readonly type: 'recycle' }
  | { readonly type: 'move'; readonly from: MoveSource; readonly to: MoveTarget };

/** An undo: not an action, but recorded in the journal as `U` (RULES §5). */
export interface Undo {
  readonly type: 'undo';
}

/** What the journal records: an action or an undo. */
export type JournalAction = Action | Undo;

export const DRAW: Action = { type: 'draw' };
export const RECYCLE: Action = { type: 'recycle' };
export const UNDO: Undo = { type: 'undo' };

/** A move action. */
export const move = (from: MoveSource, to: MoveTarget): Action => ({ type: 'move', from, to });

/** Index of a column or foundation pile name: `T3` -> 2, `F1` -> 0. */
export const pileIndex = (pile: ColumnPile | FoundationPile): number => pile.charCodeAt(1) - 49;

/** Prints an action or undo in notation (RULES §7): `D`, `R`, `U`, `W-T3`, `T2-F`, `F1-T4`. */
export function makeAction(action: JournalAction): string {
  switch (action.type) {
    case 'draw':
      return 'D';
    case 'recycle':
      return 'R';
    case 'undo':
      return 'U';
    case 'move':
      return `${action.from}-${action.to}`;
  }
}

export type NotationErrorCode = 'ERR_TOKEN';

const TOKEN = /^(?:([DRU])|(W|T[1-7]|F[1-4])-(T[1-7]|F[1-4]?))$/;

/**
 * Parses one token of notation (RULES §7), any letter case.
 * @returns the action or undo, or `ERR_TOKEN` naming the token. `Fk-F...` (foundation to
 *   foundation) is bad input, as the notation has no such token.
 */
export function parseAction(token: string): Result<JournalAction, ParseError<NotationErrorCode>> {
  const m = TOKEN.exec(token.toUpperCase());
  const bad = () =>
    err(parseError('ERR_TOKEN', `"${token.length > 20 ? token.slice(0, 20) + '...' : token}" is not an action (expected D, R, U, W-T3, W-F, T2-T5, T2-F or F1-T4)`));
  if (!m) return bad();
  if (m[1] === 'D') return ok(DRAW);
  if (m[1] === 'R') return ok(RECYCLE);
  if (m[1] === 'U') return ok(UNDO);
  const from = m[2] as MoveSource;
  const to = m[3] as MoveTarget;
  if (from[0] === 'F' && to[0] === 'F') return bad();
  return ok(move(from, to));
}

/** A token with its 1-based place in the move text. */
export interface ParsedToken {
  readonly index: number;
  readonly token: string;
  readonly action: JournalAction;
}

/**
 * Parses move text: tokens separated by white space (RULES §7).
 * @returns the actions, or an error naming the 1-based action index and the token,
 *   e.g. `action 5 (T2-T9): "T2-T9" is not an action ...`.
 */
export function parseActions(text: string): Result<ParsedToken[], ParseError<NotationErrorCode>> {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  const out: ParsedToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const parsed = parseAction(tokens[i]!);
    if (!parsed.ok) return err(parseError('ERR_TOKEN', `action ${i + 1} (${tokens[i]!.slice(0, 20)}): ${parsed.error.message}`));
    out.push({ index: i + 1, token: tokens[i]!, action: parsed.value });
  }
  return ok(out);
}
