import {
  isColumnPile,
  isFoundationPile,
  gamePosition,
  isRed,
  PRESETS,
  rankOf,
  type Action,
  type Card,
  type Game,
  type MoveLogEntry,
  type Moved,
  type Position,
} from '@klondike/engine';
import { EngineAdapter } from './adapter.js';
import { modelAction } from './events.js';
import type { ModelEvent } from './model.js';
import type { Observation } from './observation.js';

/**
 * Deliberately broken adapters (mutants) around the engine actor. The mutation test runs the
 * generated suite against each and expects it to fail, which proves the suite can catch such a
 * bug. Most change a game value and hand it to the machine with `newGame`; the engine-table
 * mutants ({@link EngineTableMutant}) change an entry of the engine's own preset tables for the
 * length of a path, as a wrong line in `rules.ts` would (the oracle, being RULES' own statement,
 * does not read those tables).
 */

/** How many cards a pile of a position holds. */
function pileLength(p: Position, pile: Moved['from']): number {
  if (pile === 'S') return p.stock.length;
  if (pile === 'W') return p.waste.length;
  const k = Number(pile.slice(1)) - 1;
  return isFoundationPile(pile) ? p.foundations[k]! : p.tableau[k]!.cards.length;
}

/**
 * What a hand-made column move moved: the cards the destination column gained, from the top of the
 * source (the engine says it as it applies an action; a mutant bypasses the engine, so it counts).
 */
function movedByForce(before: Position, action: Action, after: Position): Moved {
  if (action.type !== 'move' || !isColumnPile(action.to)) throw new Error('a forced action is a move to a column');
  const count = pileLength(after, action.to) - pileLength(before, action.to);
  return { from: action.from, index: pileLength(before, action.from) - count, count, to: action.to };
}

/** Appends a column move with a hand-made position to a game, as if the engine had accepted it. */
function forceAction(game: Game, action: Action, position: Position): Game {
  const moveLog: MoveLogEntry = {
    action,
    moved: movedByForce(gamePosition(game), action, position),
    position,
    score: game.moveLog?.score ?? game.initialScore,
    previous: game.moveLog,
    length: (game.moveLog?.length ?? 0) + 1,
  };
  return {
    ...game,
    moveLog,
    journal: { entry: { action }, previous: game.journal, length: (game.journal?.length ?? 0) + 1 },
    undoable: Math.min(game.undoable + 1, 100),
  };
}

/** The position after putting a Queen (with the cards on it) into an empty column, or null when the move has no Queen. */
function queenToEmpty(p: Position, action: Action): Position | null {
  if (action.type !== 'move' || !isColumnPile(action.to)) return null;
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
  if (isFoundationPile(action.from)) {
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

/** The target of the colour mutant's move: the destination column's top, when the event moves a card onto a column. */
function sameColourMove(p: Position, action: Action): Position | null {
  if (action.type !== 'move' || !isColumnPile(action.to)) return null;
  const n = Number(action.to.slice(1)) - 1;
  const dest = p.tableau[n]!;
  const top = dest.cards[dest.cards.length - 1];
  if (top === undefined) return null;
  const fits = (c: Card) => rankOf(c) + 1 === rankOf(top) && isRed(c) === isRed(top);
  const tableau = p.tableau.slice();
  const put = (cards: readonly Card[]) => (tableau[n] = { cards: [...dest.cards, ...cards], down: dest.down });
  if (action.from === 'W') {
    const c = p.waste[p.waste.length - 1];
    if (c === undefined || !fits(c)) return null;
    put([c]);
    return { ...p, tableau, waste: p.waste.slice(0, -1) };
  }
  if (isFoundationPile(action.from)) {
    const s = Number(action.from.slice(1)) - 1;
    const count = p.foundations[s]!;
    if (count === 0 || !fits(s * 13 + count - 1)) return null;
    put([s * 13 + count - 1]);
    return { ...p, tableau, foundations: p.foundations.map((f, i) => (i === s ? count - 1 : f)) };
  }
  const m = Number(action.from.slice(1)) - 1;
  const source = p.tableau[m]!;
  const i = source.cards.findIndex((c, k) => k >= source.down && fits(c));
  if (i < 0 || m === n) return null;
  put(source.cards.slice(i));
  const rest = source.cards.slice(0, i);
  tableau[m] = { cards: rest, down: rest.length > 0 && source.down === rest.length ? source.down - 1 : source.down };
  return { ...p, tableau };
}

/** Mutant: a card of the same colour, one rank lower, accepted on a column (RULES §3 asks for the opposite colour). */
export class SameColourOnColumnAdapter extends EngineAdapter {
  override readonly name = 'mutant-same-colour-on-column';

  override send(event: ModelEvent): void {
    const before = this.running().getSnapshot().context.game;
    super.send(event);
    const action = modelAction(event);
    if (action === null || this.running().getSnapshot().context.game !== before) return;
    const position = sameColourMove(gamePosition(before), action);
    if (position !== null) this.running().send({ type: 'newGame', game: forceAction(before, action, position) });
  }
}

/** A mutable view of one of the engine's table objects, for the table mutants. */
type Entries = Record<string, unknown>;

/**
 * A mutant engine: one entry of the engine's own preset tables (`PRESETS` of `rules.ts`) is
 * wrong while a path runs, and right again when it stops, as if that line of `rules.ts` were
 * wrong. Games started during the path (the scenario and its `newGame`s) carry the wrong entry.
 */
export abstract class EngineTableMutant extends EngineAdapter {
  private restore: (() => void) | null = null;
  // EngineAdapter.start stops the previous game first; that stop must not put the entry right
  private starting = false;

  /** The table object and the entry to change, and the wrong value. */
  protected abstract wrongEntry(): { table: object; key: string; value: unknown };

  override start(positionText: string, rulesOptions: Parameters<EngineAdapter['start']>[1]): void {
    this.stop();
    const { table, key, value } = this.wrongEntry();
    const entries = table as Entries;
    const right = entries[key];
    entries[key] = value;
    this.restore = () => {
      entries[key] = right;
    };
    this.starting = true;
    try {
      super.start(positionText, rulesOptions);
    } finally {
      this.starting = false;
    }
  }

  override stop(): void {
    super.stop();
    if (this.starting) return;
    this.restore?.();
    this.restore = null;
  }
}

/** Mutant: a card from the waste onto a column earns 4 points, not 5 (RULES §4, app Normal). */
export class WasteToColumnPointsMutant extends EngineTableMutant {
  override readonly name = 'mutant-waste-to-column-points';
  protected wrongEntry() {
    return { table: PRESETS.app.points.normal, key: 'wasteToColumn', value: 4 };
  }
}

/** Mutant: a recycle costs 10 points, not 100 (RULES §4, app Normal). */
export class RecycleCostMutant extends EngineTableMutant {
  override readonly name = 'mutant-recycle-cost';
  protected wrongEntry() {
    return { table: PRESETS.app.points.normal, key: 'recycle', value: { 1: -10, 3: -10 } };
  }
}

/** Mutant: a card turned face up earns nothing, not 5 (RULES §4, app Normal). */
export class TurnUpPointsMutant extends EngineTableMutant {
  override readonly name = 'mutant-turn-up-points';
  protected wrongEntry() {
    return { table: PRESETS.app.points.normal, key: 'flip', value: 0 };
  }
}

/** Mutant: a Vegas game starts at -51 dollars, not -52 (RULES §4). */
export class VegasStartMutant extends EngineTableMutant {
  override readonly name = 'mutant-vegas-start';
  protected wrongEntry() {
    return { table: PRESETS.app.points.vegas, key: 'start', value: -51 };
  }
}

/** Mutant: a Vegas card onto a foundation wins 10 dollars, not 5 (RULES §4). */
export class VegasFoundationMutant extends EngineTableMutant {
  override readonly name = 'mutant-vegas-foundation-points';
  protected wrongEntry() {
    return { table: PRESETS.app.points.vegas, key: 'toFoundation', value: 10 };
  }
}

/** Mutant: `classic` lets a card back from a foundation (RULES §4 says not allowed). */
export class ClassicReturnMutant extends EngineTableMutant {
  override readonly name = 'mutant-classic-foundation-return';
  protected wrongEntry() {
    return { table: PRESETS.classic, key: 'foundationToColumn', value: true };
  }
}

/** Mutant: `classic` draw 3 allows 4 passes, not 3 (RULES §4). */
export class ClassicPassesMutant extends EngineTableMutant {
  override readonly name = 'mutant-classic-draw3-passes';
  protected wrongEntry() {
    return { table: PRESETS.classic.passes.normal, key: '3', value: 4 };
  }
}

/** Every mutant, for the mutation test. */
export const MUTANTS = [
  QueenOnEmptyColumnAdapter,
  PassForgottenOnUndoAdapter,
  ScoreKeptOnUndoAdapter,
  SameColourOnColumnAdapter,
  WasteToColumnPointsMutant,
  RecycleCostMutant,
  TurnUpPointsMutant,
  VegasStartMutant,
  VegasFoundationMutant,
  ClassicReturnMutant,
  ClassicPassesMutant,
] as const;
