import type { Card, Column, Position, Rng } from '@klondike/engine';
import type { View } from './view.js';

/**
 * One possible arrangement of the cards the player has not seen: a card for every place of the
 * view's `dealt` (the seen ones as seen, each unseen card in one hidden place). Sampling reads only a
 * {@link View}: nothing here can see a real hidden card.
 */
export type World = readonly Card[];

/**
 * `count` worlds drawn uniformly among the arrangements consistent with the view: each is the view's
 * unseen cards shuffled into its hidden places (Fisher-Yates with the engine's unbiased
 * `rng.below`). Uniform is right: the deal was a uniform shuffle and what a player sees is a function
 * of the deal and their actions, so given what was seen every consistent deal is equally likely.
 * @param view what the player has seen ({@link viewOf})
 * @param count how many worlds (K), a positive integer
 * @param rng the engine's seeded generator (`seededRng(seed)`): the same seed gives the same worlds
 */
export function drawWorlds(view: View, count: number, rng: Rng): World[] {
  const worlds: World[] = [];
  for (let k = 0; k < count; k++) {
    const cards = view.unseen.slice();
    for (let i = cards.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      const t = cards[i]!;
      cards[i] = cards[j]!;
      cards[j] = t;
    }
    let next = 0;
    worlds.push(view.dealt.map((c) => (c === null ? cards[next++]! : c)));
  }
  return worlds;
}

/**
 * The worlds after more cards were seen: in each world, every newly seen card is swapped into the
 * place it was seen in (the world's card there goes to the place the world had put the seen card).
 * If the worlds were uniform among the arrangements consistent with the old view, the swapped ones
 * are uniform among those consistent with the new view: each swap maps exactly as many old
 * arrangements onto every new one. And a world changes as little as the new cards force, so the
 * chances before and after a flip or a draw differ by what the cards did, not by a fresh draw of
 * worlds (that difference is the action's luck).
 * @param worlds worlds consistent with an earlier view of the same game
 * @param view the new view (its seen places include the earlier view's)
 * @returns new worlds (the given ones are not changed)
 */
export function advanceWorlds(worlds: readonly World[], view: View): World[] {
  return worlds.map((world) => {
    const cards = world.slice();
    view.dealt.forEach((seen, place) => {
      if (seen === null || cards[place] === seen) return;
      const from = cards.indexOf(seen);
      cards[from] = cards[place]!;
      cards[place] = seen;
    });
    return cards;
  });
}

/**
 * The full position of a world: the view with each hidden card taken from the world (a hidden card
 * has never moved, so column `c` card `d` is place `columnStart[c] + d` and stock card `j` is place
 * `stockStart + j`; see {@link View}).
 */
export function worldPosition(view: View, world: World): Position {
  const tableau: Column[] = view.tableau.map((column, c) => ({
    cards: column.cards.map((card, d) => (card === null ? world[view.columnStart[c]! + d]! : card)),
    down: column.down,
  }));
  const stock = view.stock.map((card, j) => (card === null ? world[view.stockStart + j]! : card));
  return { tableau, foundations: view.foundations, stock, waste: view.waste, pass: view.pass };
}
