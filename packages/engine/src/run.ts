import { isJoker, isRed, rankOf, type Card, type Rank } from './card.js';

/**
 * The column rule of RULES §3 and §10.2 as one pure function: whether `cards` (face-up cards, bottom
 * first, the deepest first) form a **run with jokers**: each card one rank lower than the one under it
 * and of the other colour, where a joker may take the place of any card whose rank is 1..13. Suits
 * play no part, only ranks and colours, so a joker stands for a rank and a colour, never a suit.
 *
 * Without a joker this is exactly the run of RULES §3: for two suited cards, `isRunWithJokers([under,
 * c])` is `fitsOnCard(c, under)` (opposite colour, one rank lower).
 * @param cards the cards, deepest first (any length; an empty list is a run)
 * @param deepestRank when given, the rank the deepest card must have or stand for (13 for a run put on
 *   an empty column, which takes only a King)
 * @returns true when some ranks and colours for the jokers make the cards a run
 */
export function isRunWithJokers(cards: readonly Card[], deepestRank?: Rank): boolean {
  const length = cards.length;
  // the run is fixed by the deepest card's rank and colour; each suited card says what they must be
  let deepest: number = deepestRank ?? 0;
  let deepestRed: boolean | undefined;
  for (let i = 0; i < length; i++) {
    const c = cards[i]!;
    if (isJoker(c)) continue;
    const rank = rankOf(c) + i;
    // Stryker disable next-line EqualityOperator: a flip turns every card's colour alike; colours are only compared
    const red = isRed(c) !== (i % 2 === 1);
    if (deepest === 0) deepest = rank;
    else if (deepest !== rank) return false;
    if (deepestRed === undefined) deepestRed = red;
    else if (deepestRed !== red) return false;
  }
  // only jokers, and no rank asked: the deepest may stand for a King
  if (deepest === 0) deepest = 13;
  return deepest <= 13 && deepest - (length - 1) >= 1;
}
