import { gamePosition, rankOf, type Action, type Card, type Game, type MoveLogEntry, type Position } from '@klondike/engine';
import { EngineAdapter } from './adapter.js';
import { modelAction } from './events.js';
import type { ModelEvent } from './model.js';
import type { Observation } from './observation.js';

/**
 * Deliberately broken adapters (mutants) around the engine actor. The mutation test runs the
 * generated suite against each and expects it to fail, which proves the suite can catch such a
 * bug. They change a game value and hand it to the machine with `newGame`, so the engine itself
 * stays untouched.
 */

/** Appends an action with a hand-made position to a game, as if the engine had accepted it. */
function forceAction(game: Game, action: Action, position: Position): Game {
  const moveLog: MoveLogEntry = { action, position, score: game.moveLog?.score ?? game.initialScore, previous: game.moveLog, length: (game.moveLog?.length ?? 0) + 1 };
  return {
    ...game,
    moveLog,
    journal: { entry: { action }, previous: game.journal, length: (game.journal?.length ?? 0) + 1 },
    undoable: Math.min(game.undoable + 1, 100),
  };
}

/** The position after putting a Queen (with the cards on it) into an empty column, or null when the move has no Queen. */
function queenToEmpty(p: Position, action: Action): Position | null {
  if (action.type !== 'move' || action.to[0] !== 'T') return null;
  const n = Number(action.to.slice(1)) - 1;
  if (p.tableau[n]!.cards.length > 0) return null;
  const tableau = p.tableau.slice();
  const place = (cards: readonly Card[]) => (tableau[n] = { cards, down: 0 });
  if (action.from === 'W') {
    const c = p.waste[p.waste.length - 1];
    if (c === undefined || rankOf(c) !== 12) return null;
    place([c]);
    return { ...p, tableau, waste: p.waste.slice(0, -1) };
  }
  if (action.from[0] === 'F') {
    const s = Number(action.from.slice(1)) - 1;
    if (p.foundations[s] !== 12) return null;
    place([s * 13 + 11]);
    return { ...p, tableau, foundations: p.foundations.map((f, i) => (i === s ? 11 : f)) };
  }
  const m = Number(action.from.slice(1)) - 1;
  const source = p.tableau[m]!;
  const i = source.cards.findIndex((c, k) => k >= source.down && rankOf(c) === 12);
  if (i < 0) return null;
  place(source.cards.slice(i));
  const rest = source.cards.slice(0, i);
  tableau[m] = { cards: rest, down: rest.length > 0 && source.down === rest.length ? source.down - 1 : source.down };
  return { ...p, tableau };
}

/** Mutant: lets a Queen into an empty column (RULES §3 says only a King goes there). */
export class QueenOnEmptyColumnAdapter extends EngineAdapter {
  override readonly name = 'mutant-queen-on-empty-column';

  override send(event: ModelEvent): void {
    const before = this.running().getSnapshot().context.game;
    super.send(event);
    const action = modelAction(event);
    if (action === null || this.running().getSnapshot().context.game !== before) return;
    const position = queenToEmpty(gamePosition(before), action);
    if (position !== null) this.running().send({ type: 'newGame', game: forceAction(before, action, position) });
  }
}

/** Mutant: forgets the pass count on undo, so undoing a recycle leaves the pass used up (RULES §5). */
export class PassForgottenOnUndoAdapter extends EngineAdapter {
  override readonly name = 'mutant-pass-forgotten-on-undo';

  override send(event: ModelEvent): void {
    const pass = gamePosition(this.running().getSnapshot().context.game).pass;
    super.send(event);
    if (event.type !== 'undo') return;
    const game = this.running().getSnapshot().context.game;
    if (gamePosition(game).pass === pass) return;
    const tampered: Game =
      game.moveLog === null
        ? { ...game, initialPosition: { ...game.initialPosition, pass } }
        : { ...game, moveLog: { ...game.moveLog, position: { ...game.moveLog.position, pass } } };
    this.running().send({ type: 'newGame', game: tampered });
  }
}

/** Mutant: the shown score is not taken back by undo (a client that caches the score). */
export class ScoreKeptOnUndoAdapter extends EngineAdapter {
  override readonly name = 'mutant-score-kept-on-undo';
  private shown: string | null = null;

  override start(positionText: string, rulesOptions: Parameters<EngineAdapter['start']>[1]): void {
    this.shown = null;
    super.start(positionText, rulesOptions);
  }

  override send(event: ModelEvent): void {
    const before = super.observe().scoreText;
    super.send(event);
    if (event.type === 'undo') this.shown ??= before;
    else this.shown = null;
  }

  override observe(): Observation {
    const seen = super.observe();
    return this.shown === null ? seen : { ...seen, scoreText: this.shown };
  }
}

/** Every mutant, for the mutation test. */
export const MUTANTS = [QueenOnEmptyColumnAdapter, PassForgottenOnUndoAdapter, ScoreKeptOnUndoAdapter] as const;
