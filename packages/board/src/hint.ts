import { applyAction, parseAction, type Pile, type Position, type Rules } from '@klondike/engine';

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
 * to. Which card a move takes (a column's run) and which foundation receives it are what the
 * engine says the action moved (`moved` of the applied action), not worked out here.
 * @param token the line's next token in RULES §7 notation (`D`, `R`, `W-F`, `T2-T5`, `F1-T4`)
 * @returns the hint, or null when the token is not an action the engine takes in this position
 */
export function hintFor(position: Position, rules: Rules, token: string): BoardHint | null {
  const parsed = parseAction(token);
  if (!parsed.ok || parsed.value.type === 'undo') return null;
  const applied = applyAction(position, rules, parsed.value);
  if (!applied.ok) return null;
  if (parsed.value.type !== 'move') return { from: 'S', index: null, to: null };
  const { from, index, to } = applied.value.moved;
  return { from, index, to };
}
