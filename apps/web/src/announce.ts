import { pileCards, type BoardText } from '@klondike/board';
import {
  gamePosition,
  gameScore,
  gameWon,
  isColumnPile,
  makeAction,
  type Action,
  type Game,
  type Pile,
  type Position,
} from '@klondike/engine';

/** The translate function of the player's messages (vue-i18n's `t`, with an optional plural count). */
export type Say = (key: string, named?: Record<string, unknown>, plural?: number) => string;

/**
 * What the live region says after an accepted event: the action in words (the card drawn, the card
 * moved and where, a recycle; an undo names the action it took back, a redo the one it played again),
 * then the score when it changed, then the win. It reads the two games' positions only; what was
 * legal was decided by the engine.
 * @param before the game before the event; `after` the game it became (its newest journal entry is the event)
 * @param score the score as the page shows it (`formatScore` in the active locale)
 * @returns one sentence per part, joined by ". "; empty when the journal did not grow
 */
export function describeStep(
  before: Game,
  after: Game,
  text: BoardText,
  say: Say,
  score: (game: Game) => string,
): string {
  const entry = after.journal?.entry;
  if (!entry || (after.journal?.length ?? 0) <= (before.journal?.length ?? 0)) return '';
  const parts: string[] = [];
  const action = entry.action;
  if (action.type === 'undo') {
    // the action taken back, told as it was played: from the position before it to the one it made
    const undone = before.moveLog?.action;
    const told = undone ? describeAction(undone, gamePosition(after), gamePosition(before), text, say) : '';
    parts.push(told ? say('announce.undoneAction', { action: told }) : say('announce.undo'));
  } else {
    const told = describeAction(action, gamePosition(before), gamePosition(after), text, say);
    // a redo is journaled as the action itself (RULES §5): the most recently undone one played again
    const redone = before.undone !== null && makeAction(before.undone.action) === makeAction(action);
    if (told) parts.push(redone ? say('announce.redoneAction', { action: told }) : told);
  }
  if (gameScore(after) !== gameScore(before)) parts.push(say('announce.score', { score: score(after) }));
  if (gameWon(after)) parts.push(say('announce.won'));
  return parts.join('. ');
}

/**
 * An action in words, read from the positions before and after it: the card drawn, the waste recycled,
 * the card (and the cards on it) moved and where.
 * @returns the phrase, or '' when the positions do not show it (a draw from an empty stock)
 */
function describeAction(action: Action, was: Position, now: Position, text: BoardText, say: Say): string {
  if (action.type === 'recycle') return say('announce.recycle');
  if (action.type === 'draw') {
    const top = now.waste[now.waste.length - 1];
    return top === undefined ? '' : say('announce.draw', { card: text.card(top) });
  }
  const source = pileCards(was, action.from);
  let to: Pile;
  let moved: number;
  if (isColumnPile(action.to)) {
    to = action.to as Pile;
    moved = pileCards(now, to).length - pileCards(was, to).length;
  } else {
    // the foundation that grew is the one the card went to
    const grown = now.foundations.findIndex((count, i) => count > (was.foundations[i] ?? 0));
    to = `F${grown + 1}` as Pile;
    moved = 1;
  }
  const first = source[source.length - moved];
  if (first === undefined) return '';
  const named = { card: text.card(first), pile: text.pile(to), n: moved - 1 };
  return moved > 1 ? say('announce.moveRun', named, moved - 1) : say('announce.move', named);
}
