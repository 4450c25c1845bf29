import {
  applyAction,
  isFoundationPile,
  parseAction,
  pileIndex,
  type Pile,
  type Position,
  type Rules,
} from '@klondike/engine';

/**
 * A hint the board outlines: the card the next action takes, by its pile and its
 * index in that pile (bottom 0, as the engine counts; `null` for the stock itself, whose draw or
 * recycle takes no face-up card), and the pile it goes to (`null` when the action has no target pile).
 * The board only draws it; which action is hinted comes from the solver through the app.
 */
export interface BoardHint {
  readonly from: Pile;
  readonly index: number | null;
  readonly to: Pile | null;
}

/**
 * The next action of a winning line as a board hint: the card it takes and the pile it goes
 * to. Which card a move takes (a column's run) and which foundation receives it are asked of the
 * engine by applying the action, not worked out here.
 * @param token the line's next token in RULES §7 notation (`D`, `R`, `W-F`, `T2-T5`, `F1-T4`)
 * @returns the hint, or null when the token is not an action the engine takes in this position
 */
export function hintFor(position: Position, rules: Rules, token: string): BoardHint | null {
  const parsed = parseAction(token);
  if (!parsed.ok || parsed.value.type === 'undo') return null;
  const action = parsed.value;
  const applied = applyAction(position, rules, action);
  if (!applied.ok) return null;
  if (action.type !== 'move') return { from: 'S', index: null, to: null };
  const after = applied.value.position;
  let index: number;
  if (action.from === 'W') index = position.waste.length - 1;
  else if (isFoundationPile(action.from)) index = position.foundations[pileIndex(action.from)]! - 1;
  // the run moved starts where the column ends after the move (a flip changes no count)
  else index = after.tableau[pileIndex(action.from)]!.cards.length;
  return { from: action.from, index, to: action.to === 'F' ? foundationThatGrew(position, after) : action.to };
}

function foundationThatGrew(before: Position, after: Position): Pile | null {
  const grown = after.foundations.findIndex((height, i) => height > before.foundations[i]!);
  return grown < 0 ? null : (`F${grown + 1}` as Pile);
}
