import { pileCards, type BoardText } from '@klondike/board';
import {
  gamePosition,
  gameScore,
  gameWon,
  makeAction,
  type Game,
  type MoveLogEntry,
  type Position,
} from '@klondike/engine';

/** The translate function of the player's messages (vue-i18n's `t`, with an optional plural count). */
export type Say = (key: string, named?: Record<string, unknown>, plural?: number) => string;

/**
 * What the live region says after an accepted event: the action in words (the card drawn, the card
 * moved and where, a recycle; an undo names the action it took back, a redo the one it played again),
 * then the score when it changed, then the win. What moved is what the engine's move log says the
 * action moved; what was legal was decided by the engine.
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
  if (entry.action.type === 'undo') {
    // the action taken back, told as it was played: from the position before it (the one the undo made)
    const undone = before.moveLog;
    const told = undone ? describeAction(undone, gamePosition(after), text, say) : '';
    parts.push(told ? say('announce.undoneAction', { action: told }) : say('announce.undo'));
  } else if (after.moveLog) {
    const told = describeAction(after.moveLog, gamePosition(before), text, say);
    // a redo is journaled as the action itself (RULES §5): the most recently undone one played again
    const redone = before.undone !== null && makeAction(before.undone.action) === makeAction(entry.action);
    if (told) parts.push(redone ? say('announce.redoneAction', { action: told }) : told);
  }
  if (gameScore(after) !== gameScore(before)) parts.push(say('announce.score', { score: score(after) }));
  if (gameWon(after)) parts.push(say('announce.won'));
  return parts.join('. ');
}

/**
 * A move log entry's action in words: the card drawn (the one left on top of the waste), the waste
 * recycled, the card (and the cards on it) moved and where.
 * @param was the position before the action, where the moved cards still lie in their pile
 * @returns the phrase, or '' when the entry names no card there
 */
function describeAction(entry: MoveLogEntry, was: Position, text: BoardText, say: Say): string {
  const { action, moved } = entry;
  if (action.type === 'recycle') return say('announce.recycle');
  const first = pileCards(was, moved.from)[moved.index];
  if (first === undefined) return '';
  if (action.type === 'draw') return say('announce.draw', { card: text.card(first) });
  const named = { card: text.card(first), pile: text.pileInSentence(moved.to), n: moved.count - 1 };
  return moved.count > 1 ? say('announce.moveRun', named, moved.count - 1) : say('announce.move', named);
}
