import {
  applyAction,
  DECK_SIZE,
  fitsOnCard,
  gamePosition,
  gameScore,
  makeAction,
  makeCard,
  moveLogActions,
  type Game,
  type Position,
} from '@klondike/engine';

/**
 * Invariants of every reachable game (RULES §1-5), checked after each step of the random walks.
 * @returns the broken invariants as sentences; empty when all hold
 */
export function brokenInvariants(game: Game): string[] {
  const p = gamePosition(game);
  const out: string[] = [...positionInvariants(p)];
  const folded = foldScore(game);
  if (folded.error) out.push(folded.error);
  else if (folded.score !== gameScore(game)) out.push(`incremental score ${gameScore(game)} != fold of the move log from scratch ${folded.score}`);
  if (game.undoable < 0 || game.undoable > 100 || game.undoable > (game.moveLog?.length ?? 0)) out.push(`undoable ${game.undoable} out of range`);
  return out;
}

/** Card and pile invariants of a position. */
export function positionInvariants(p: Position): string[] {
  const out: string[] = [];
  const seen = new Map<number, number>();
  const count = (c: number) => seen.set(c, (seen.get(c) ?? 0) + 1);
  p.foundations.forEach((n, s) => {
    if (!Number.isInteger(n) || n < 0 || n > 13) out.push(`F${s + 1} holds ${n} cards`);
    // a foundation holds A..n of its own suit, in order (RULES §3)
    for (let r = 1; r <= n; r++) count(s * 13 + r - 1);
  });
  p.tableau.forEach((col, i) => {
    col.cards.forEach(count);
    if (col.cards.length === 0 && col.down !== 0) out.push(`T${i + 1} is empty but counts ${col.down} face-down cards`);
    if (col.cards.length > 0 && (col.down < 0 || col.down >= col.cards.length)) out.push(`T${i + 1}: face-down cards are not all under a face-up top (down ${col.down} of ${col.cards.length})`);
    for (let k = col.down + 1; k < col.cards.length; k++)
      if (!fitsOnCard(col.cards[k]!, col.cards[k - 1]!)) out.push(`T${i + 1}: face-up ${makeCard(col.cards[k]!)} does not descend in alternating colour from ${makeCard(col.cards[k - 1]!)}`);
  });
  p.stock.forEach(count);
  p.waste.forEach(count);
  const twice = [...seen].filter(([, n]) => n > 1).map(([c]) => makeCard(c));
  if (twice.length > 0) out.push(`cards more than once: ${twice.join(' ')}`);
  if (seen.size !== DECK_SIZE) out.push(`${seen.size} distinct cards, not 52`);
  if (!Number.isInteger(p.pass) || p.pass < 1) out.push(`pass ${p.pass} is not a whole number from 1`);
  return out;
}

/** The score folded from scratch over the move log with `applyAction` (RULES §4-5). */
export function foldScore(game: Game): { score: number; error?: string } {
  let position = game.initialPosition;
  let score = game.rules.points.start;
  const floor = game.rules.points.floor;
  for (const action of moveLogActions(game)) {
    const applied = applyAction(position, game.rules, action);
    if (!applied.ok) return { score, error: `move log action ${makeAction(action)} does not replay: ${applied.error.message}` };
    position = applied.value.position;
    score = floor === null ? score + applied.value.points : Math.max(floor, score + applied.value.points);
  }
  return { score };
}
