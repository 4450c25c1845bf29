import {
  gamePosition,
  gameScore,
  gameWon,
  makeCard,
  scoreText,
  type Game,
  type Position,
  type Rules,
} from '@klondike/engine';
import type { Piles } from './table.js';

/**
 * What an adapter reports after each event: what a player can see. The same shape comes from the
 * engine actor, the oracle and (later) the web client, so one comparison serves all.
 */
export interface Observation {
  readonly piles: Piles;
  /** The score as shown (RULES §4): `625`, `+$208`, `$0`, `-$52`. */
  readonly scoreText: string;
  /** Whether the undo control is enabled: something to undo and the game not won (RULES §5). */
  readonly canUndo: boolean;
  readonly won: boolean;
}

/** The piles of an engine position under the game's rules. */
export function positionPiles(p: Position, rules: Rules): Piles {
  return {
    tableau: p.tableau.map((c) => ({ down: c.down, up: c.cards.slice(c.down).map(makeCard) })),
    foundations: p.foundations.slice(),
    stock: p.stock.length,
    waste: p.waste.map(makeCard),
    passesLeft: rules.passes === Infinity ? null : rules.passes - p.pass,
  };
}

/** The observation of an engine game value. */
export function gameObservation(game: Game): Observation {
  const won = gameWon(game);
  return {
    piles: positionPiles(gamePosition(game), game.rules),
    scoreText: scoreText(gameScore(game), game.rules.scoring),
    canUndo: game.undoable > 0 && !won,
    won,
  };
}

/**
 * The differences between two observations as readable lines (`piles.waste: ["Qc"] != []`);
 * empty when they agree.
 */
export function diffObservations(actual: Observation, expected: Observation, expectedName: string): string[] {
  const out: string[] = [];
  const check = (name: string, a: unknown, e: unknown) => {
    const as = JSON.stringify(a);
    const es = JSON.stringify(e);
    if (as !== es) out.push(`${name}: observed ${as}, ${expectedName} says ${es}`);
  };
  const { piles: a } = actual;
  const { piles: e } = expected;
  a.tableau.forEach((c, i) => check(`T${i + 1}`, c, e.tableau[i]));
  check('foundations', a.foundations, e.foundations);
  check('stock', a.stock, e.stock);
  check('waste', a.waste, e.waste);
  check('passesLeft', a.passesLeft, e.passesLeft);
  check('scoreText', actual.scoreText, expected.scoreText);
  check('canUndo', actual.canUndo, expected.canUndo);
  check('won', actual.won, expected.won);
  return out;
}
