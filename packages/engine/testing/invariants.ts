import {
  gamePosition,
  gameScore,
  legalActions,
  makeAction,
  makeCard,
  makePosition,
  type Game,
  type Position,
} from '../src/index.js';
import { specGameOf, specPositionOf } from './bridge.js';
import { liesOn, specLegalTokens, writeSpecPosition, type SpecGame } from './spec/index.js';

/**
 * Invariants of every reachable position and game (RULES §1-5), checked against the independent
 * statement of the rules (`spec/`) rather than the engine's own rule functions. Both test suites
 * (the engine's properties, the model's random walks) run them after every step.
 */

/**
 * Card and pile invariants of an engine position: 52 distinct cards, face-down cards only under a
 * face-up top, face-up runs descending in alternating colours (the spec's `liesOn`), foundations
 * holding their own suit from the Ace, a whole pass from 1; and its printed form is valid RULES §9
 * text that the spec's writer prints the same way.
 * @returns the broken invariants as sentences; empty when all hold
 */
export function positionInvariants(p: Position): string[] {
  const out: string[] = [];
  const seen = new Map<number, number>();
  const count = (c: number) => {
    if (!Number.isInteger(c) || c < 0 || c > 51) out.push(`not a card: ${c}`);
    else seen.set(c, (seen.get(c) ?? 0) + 1);
  };
  p.foundations.forEach((n, s) => {
    if (!Number.isInteger(n) || n < 0 || n > 13) out.push(`F${s + 1} holds ${n} cards`);
    else for (let r = 1; r <= n; r++) count(s * 13 + r - 1);
  });
  p.tableau.forEach((col, i) => {
    col.cards.forEach(count);
    if (col.cards.length === 0 && col.down !== 0) out.push(`T${i + 1} is empty but counts ${col.down} face-down cards`);
    if (col.cards.length > 0 && (col.down < 0 || col.down >= col.cards.length))
      out.push(`T${i + 1}: face-down cards are not all under a face-up top (down ${col.down} of ${col.cards.length})`);
    for (let k = Math.max(col.down, 0) + 1; k < col.cards.length; k++) {
      const [card, under] = [makeCard(col.cards[k]!), makeCard(col.cards[k - 1]!)];
      if (!liesOn(card, under))
        out.push(`T${i + 1}: face-up ${card} does not descend in alternating colour from ${under}`);
    }
  });
  p.stock.forEach(count);
  p.waste.forEach(count);
  const twice = [...seen].filter(([, n]) => n > 1).map(([c]) => makeCard(c));
  if (twice.length > 0) out.push(`cards more than once: ${twice.join(' ')}`);
  if (seen.size !== 52) out.push(`${seen.size} distinct cards, not 52`);
  if (!Number.isInteger(p.pass) || p.pass < 1) out.push(`pass ${p.pass} is not a whole number from 1`);
  if (out.length > 0) return out;
  const read = specPositionOf(p);
  if (typeof read === 'string') out.push(read);
  else if (writeSpecPosition(read) !== makePosition(p))
    out.push(`the spec prints ${writeSpecPosition(read)}, the engine ${makePosition(p)}`);
  return out;
}

/**
 * Where an engine game and the spec's game of the same journal disagree: position, score (the
 * fold over the move log with each preset's table and floor), undoable count, won, and the set of
 * legal actions.
 * @param spec the spec's game of the same journal; replayed from the engine's journal when absent
 */
export function specDisagreements(game: Game, spec?: SpecGame): string[] {
  const expected = spec ?? specGameOf(game);
  if (typeof expected === 'string') return [expected];
  const out: string[] = [];
  const p = gamePosition(game);
  const shown = makePosition(p);
  const want = writeSpecPosition(expected.position);
  if (shown !== want) out.push(`position ${shown}, RULES give ${want}`);
  if (gameScore(game) !== expected.score)
    out.push(`score ${gameScore(game)}, RULES give ${expected.score} (move log ${expected.moveLog.join(' ')})`);
  if (game.undoable !== expected.undoable) out.push(`undoable ${game.undoable}, RULES give ${expected.undoable}`);
  const legal = legalActions(p, game.rules).map(makeAction).sort();
  const specLegal = specLegalTokens(expected.position, expected.rules);
  if (legal.join(' ') !== specLegal.join(' '))
    out.push(`legal actions ${legal.join(' ')}, RULES give ${specLegal.join(' ')}`);
  return out;
}

/**
 * Every invariant of a reachable game: the position's ({@link positionInvariants}) and agreement
 * with the spec ({@link specDisagreements}).
 * @returns the broken invariants as sentences; empty when all hold
 */
export function gameInvariants(game: Game, spec?: SpecGame): string[] {
  const broken = positionInvariants(gamePosition(game));
  return broken.length > 0 ? broken : specDisagreements(game, spec);
}

/**
 * The spec's game kept beside an engine game as it is played, one journal entry at a time, so a
 * long random game is checked against RULES after every step without replaying it from scratch.
 */
export class SpecFollower {
  private current: SpecGame;

  /** @throws when the spec cannot read the game's start (an invalid start is a bug of the caller) */
  constructor(start: Game) {
    const spec = specGameOf(start);
    if (typeof spec === 'string') throw new Error(spec);
    this.current = spec;
  }

  /** The spec's game so far. */
  get spec(): SpecGame {
    return this.current;
  }

  /**
   * Follows an engine game one journal entry further (its last entry, an action or `U`) and checks it.
   * @param after the engine game after exactly one more accepted entry
   * @returns the broken invariants and disagreements; empty when the engine follows RULES
   */
  follow(after: Game): string[] {
    const entry = after.journal?.entry;
    if (entry === undefined) return ['the engine game has no journal entry to follow'];
    const token = makeAction(entry.action);
    const next = this.current.act(token);
    if (next === null)
      return [`the engine accepted ${token}, RULES refuse it at ${writeSpecPosition(this.current.position)}`];
    this.current = next;
    return gameInvariants(after, next);
  }

  /** Restarts from another game (a new game event). */
  reset(start: Game): void {
    const spec = specGameOf(start);
    if (typeof spec === 'string') throw new Error(spec);
    this.current = spec;
  }
}
