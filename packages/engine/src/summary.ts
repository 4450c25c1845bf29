import { makeColumn, makePosition } from './position.js';
import { gamePosition, gameScore, gameWon, type Game } from './game.js';
import { scoreText } from './rules.js';

/**
 * The end result of a game in the shape of `klondike play --json` and of the fixtures' `expected`.
 */
export interface GameSummary {
  /** Points (Normal) or dollars (Vegas). */
  readonly score: number;
  /** As shown to the player: `625`, `+$208`, `$0`, `-$52`. */
  readonly scoreText: string;
  readonly won: boolean;
  /** Card counts on F1..F4 (spades, hearts, diamonds, clubs). */
  readonly foundations: readonly number[];
  /** Cards in the stock. */
  readonly stock: number;
  /** Cards in the waste. */
  readonly waste: number;
  /** T1..T7, bottom first, `#` before a face-down card, e.g. `#Qh #Jh Th`. */
  readonly tableau: readonly string[];
  /** Actions undo can take back now. */
  readonly undoable: number;
  /** Position text in the printed form of RULES §9. */
  readonly position: string;
}

/** Summarises a game's current state. */
export function gameSummary(game: Game): GameSummary {
  const p = gamePosition(game);
  const score = gameScore(game);
  return {
    score,
    scoreText: scoreText(score, game.rules.scoring),
    won: gameWon(game),
    foundations: p.foundations.slice(),
    stock: p.stock.length,
    waste: p.waste.length,
    tableau: p.tableau.map(makeColumn),
    undoable: game.undoable,
    position: makePosition(p),
  };
}
