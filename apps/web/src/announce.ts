import { pileCards, type BoardText } from '@klondike/board';
import { isColumnPile, gamePosition, gameScore, gameWon, type Game, type Pile } from '@klondike/engine';

/** The translate function of the player's messages (vue-i18n's `t`, with an optional plural count). */
export type Say = (key: string, named?: Record<string, unknown>, plural?: number) => string;

/**
 * What the live region says after an accepted event: the action in words (the card drawn, the card
 * moved and where, a recycle, an undo), then the score when it changed, then the win. It reads the
 * two games' positions only; what was legal was decided by the engine.
 * @param before the game before the event; `after` the game it became (its newest journal entry is the event)
 * @param score the score as the page shows it (`formatScore` in the active locale)
 * @returns one sentence per part, joined by ". "; empty when the journal did not grow
 */
export function describeStep(before: Game, after: Game, text: BoardText, say: Say, score: (game: Game) => string): string {
  const entry = after.journal?.entry;
  if (!entry || (after.journal?.length ?? 0) <= (before.journal?.length ?? 0)) return '';
  const was = gamePosition(before);
  const now = gamePosition(after);
  const parts: string[] = [];
  const action = entry.action;
  if (action.type === 'undo') parts.push(say('announce.undo'));
  else if (action.type === 'recycle') parts.push(say('announce.recycle'));
  else if (action.type === 'draw') {
    const top = now.waste[now.waste.length - 1];
    if (top !== undefined) parts.push(say('announce.draw', { card: text.card(top) }));
  } else {
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
    if (first !== undefined) {
      const named = { card: text.card(first), pile: text.pile(to), n: moved - 1 };
      parts.push(moved > 1 ? say('announce.moveRun', named, moved - 1) : say('announce.move', named));
    }
  }
  if (gameScore(after) !== gameScore(before)) parts.push(say('announce.score', { score: score(after) }));
  if (gameWon(after)) parts.push(say('announce.won'));
  return parts.join('. ');
}
