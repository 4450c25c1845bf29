import { err, ok, parseError, type ParseError, type Result } from './result.js';
import { VARIANTS, type Variant } from './rules.js';
import { echoText } from './text.js';

/** A column's pile name, `T1` (leftmost) .. `T7`, or `T9` in Double Klondike (RULES §10). */
export type ColumnPile = 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6' | 'T7' | 'T8' | 'T9';
/**
 * A foundation's pile name: `F1` spades, `F2` hearts, `F3` diamonds, `F4` clubs; in Double Klondike
 * `F5`..`F8` the same suits again (RULES §10.1). Pile k (1-based) holds suit `(k - 1) % 4`.
 */
export type FoundationPile = 'F1' | 'F2' | 'F3' | 'F4' | 'F5' | 'F6' | 'F7' | 'F8';
/** Every pile's name, as in the notation and the clients' `data-pile` hooks. */
export type Pile = 'S' | 'W' | FoundationPile | ColumnPile;

const ALL_COLUMN_PILES: readonly ColumnPile[] = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9'];
const ALL_FOUNDATION_PILES: readonly FoundationPile[] = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8'];

/** The standard game's columns `T1`..`T7`; a variant's are {@link columnPiles}. */
export const COLUMN_PILES: readonly ColumnPile[] = ALL_COLUMN_PILES.slice(0, 7);
/** The standard game's foundations `F1`..`F4`; a variant's are {@link foundationPiles}. */
export const FOUNDATION_PILES: readonly FoundationPile[] = ALL_FOUNDATION_PILES.slice(0, 4);

const COLUMN_PILES_OF = new Map<number, readonly ColumnPile[]>();
const FOUNDATION_PILES_OF = new Map<number, readonly FoundationPile[]>();

/** A variant's column names, left to right: `T1`..`T7`, or `T1`..`T9` in Double Klondike (RULES §10). */
export function columnPiles(variant: Variant): readonly ColumnPile[] {
  if (variant.columns === 7) return COLUMN_PILES;
  let piles = COLUMN_PILES_OF.get(variant.columns);
  if (!piles)
    COLUMN_PILES_OF.set(
      variant.columns,
      (piles = variant.columns === 7 ? COLUMN_PILES : ALL_COLUMN_PILES.slice(0, variant.columns)),
    );
  return piles;
}

/** A variant's foundation names in board order: `F1`..`F4`, or `F1`..`F8` in Double Klondike (RULES §10.1). */
export function foundationPiles(variant: Variant): readonly FoundationPile[] {
  if (variant.foundations === 4) return FOUNDATION_PILES;
  let piles = FOUNDATION_PILES_OF.get(variant.foundations);
  if (!piles)
    FOUNDATION_PILES_OF.set(
      variant.foundations,
      (piles = variant.foundations === 4 ? FOUNDATION_PILES : ALL_FOUNDATION_PILES.slice(0, variant.foundations)),
    );
  return piles;
}

/** Where a moved card comes from: the waste's top, a column (its run), a foundation's top. */
export type MoveSource = 'W' | ColumnPile | FoundationPile;
/**
 * Where it goes: a column, or a foundation: `F` the card's own (in Double Klondike the lowest-numbered
 * pile of its suit that takes it), `Fk` only a pile of the card's suit that takes it (RULES §3, §10.1).
 */
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

/**
 * Whether a pile name names a column of the tableau, `T1`..`T9` (RULES §3, §10), whatever the
 * variant (ask {@link columnPiles} which columns a game has).
 * @param pile a pile name, a move's source or a move's target
 * @returns true for `T1`..`T9`, and narrows the name to a {@link ColumnPile}
 */
export function isColumnPile<P extends Pile | MoveTarget>(pile: P): pile is P & ColumnPile {
  return pile[0] === 'T';
}

/**
 * Whether a pile name names a foundation: `F1`..`F8`, or a move's bare target `F` (the card's own
 * foundation, RULES §3, §10.1).
 * @param pile a pile name, a move's source or a move's target
 * @returns true for `F` and `F1`..`F8`, and narrows the name to a {@link FoundationPile} (or `F`)
 */
export function isFoundationPile<P extends Pile | MoveTarget>(pile: P): pile is P & (FoundationPile | 'F') {
  return pile[0] === 'F';
}

/** Whether two actions are the same action (same type, and for a move the same source and target as written). */
export const sameAction = (a: Action, b: Action): boolean =>
  a.type === b.type && (a.type !== 'move' || (b.type === 'move' && a.from === b.from && a.to === b.to));

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

const TOKEN = /^(?:([DRU])|(W|T[1-9]|F[1-8])-(T[1-9]|F[1-8]?))$/;

/** Whether a pile name of a token is one of the variant's piles (`T8` is not in a standard game). */
const hasPile = (pile: MoveSource | MoveTarget, variant: Variant): boolean =>
  pile.length < 2 || pile.charCodeAt(1) - 48 <= (isColumnPile(pile) ? variant.columns : variant.foundations);

/**
 * Parses one token of notation (RULES §7, §10 Notation), any letter case.
 * @param variant the game's variant (default standard): its piles are the only ones a token may name
 * @returns the action or undo, or `ERR_TOKEN` naming the token. `Fk-F...` (foundation to
 *   foundation) is bad input, as the notation has no such token; so is a pile the variant lacks
 *   (`T8-F` in a standard game), with a message naming the missing pile and the game's piles.
 */
export function parseAction(
  token: string,
  variant: Variant = VARIANTS.standard,
): Result<JournalAction, ParseError<NotationErrorCode>> {
  // a token depends on the variant's piles only: the few dozen tokens of every game are read once
  const piles = variant.columns * 16 + variant.foundations;
  let known = PARSED.get(piles);
  const hit = known?.get(token);
  if (hit !== undefined) return hit;
  const parsed = readToken(token, variant);
  if (parsed.ok) {
    if (known === undefined) PARSED.set(piles, (known = new Map()));
    if (known.size < PARSED_LIMIT) known.set(token, parsed);
  }
  return parsed;
}

/** Tokens read well before, by the variant's piles (`columns * 16 + foundations`): immutable results, shared. */
const PARSED = new Map<number, Map<string, { readonly ok: true; readonly value: JournalAction }>>();
/** Tokens kept per variant: the valid ones in both letter cases are fewer, so odd spellings cannot grow it without end. */
const PARSED_LIMIT = 1024;

/** {@link parseAction} without its memory of tokens read before. */
function readToken(token: string, variant: Variant): Result<JournalAction, ParseError<NotationErrorCode>> {
  const m = TOKEN.exec(token.toUpperCase());
  const bad = () =>
    err(
      parseError(
        'ERR_TOKEN',
        `"${echoText(token, 20)}" is not an action (expected D, R, U, W-T3, W-F, T2-T5, T2-F or F1-T4)`,
      ),
    );
  if (!m) return bad();
  if (m[1] === 'D') return ok(DRAW);
  if (m[1] === 'R') return ok(RECYCLE);
  if (m[1] === 'U') return ok(UNDO);
  const from = m[2] as MoveSource;
  const to = m[3] as MoveTarget;
  if (isFoundationPile(from) && isFoundationPile(to)) return bad();
  const missing = [from, to].find((pile) => !hasPile(pile, variant));
  if (missing !== undefined)
    // the token is well formed: say that this game lacks the pile, not that the notation does
    return err(
      parseError(
        'ERR_TOKEN',
        `"${echoText(token, 20)}" is not an action in this game: it has no ${missing} (columns T1..T${variant.columns}, foundations F1..F${variant.foundations})`,
        { part: missing },
      ),
    );
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
 * @param variant the game's variant (default standard), as for {@link parseAction}
 * @returns the actions, or an error naming the 1-based action index and the token,
 *   e.g. `action 5 (T2-T9): "T2-T9" is not an action ...`.
 */
export function parseActions(
  text: string,
  variant: Variant = VARIANTS.standard,
): Result<ParsedToken[], ParseError<NotationErrorCode>> {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  const out: ParsedToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const parsed = parseAction(tokens[i]!, variant);
    if (!parsed.ok)
      return err(parseError('ERR_TOKEN', `action ${i + 1} (${echoText(tokens[i]!, 20)}): ${parsed.error.message}`));
    out.push({ index: i + 1, token: tokens[i]!, action: parsed.value });
  }
  return ok(out);
}
