import {
  applyAction,
  doubleTapAction,
  gameFromPosition,
  gameSummary,
  isWon,
  makeAction,
  makeRules,
  makePosition,
  makeSessionText,
  parsePosition,
  replay,
  scoreText,
  tapAction,
  UNDO_LIMIT,
  type Action,
  type Game,
  type JournalAction,
  type Pile,
  type Position,
  type Rules,
  type RulesOptions,
} from '@klondike/engine';
import { modelAction } from './events.js';
import type { ModelEvent } from './model.js';
import { positionPiles, type Observation } from './observation.js';
import { SCENARIOS } from './scenarios.js';

/**
 * The independent oracle: the engine's pure rule functions folded directly. It keeps only the
 * start position and the move log, and recomputes position and score from scratch by folding
 * `applyAction` (RULES §5: the score is a fold over the move log), without the game value,
 * journal or machine that adapters go through.
 */
export class Oracle {
  private rules: Rules;
  private start: Position;
  private moveLog: Action[] = [];
  private journal: JournalAction[] = [];
  private undoable = 0;

  /** @throws only on an invalid start position: scenarios are validated by their own test. */
  constructor(positionText: string, rulesOptions: RulesOptions) {
    const parsed = parsePosition(positionText);
    if (!parsed.ok) throw new Error(`oracle: bad start position: ${parsed.error.message}`);
    this.start = parsed.value;
    this.rules = makeRules(rulesOptions);
  }

  /** The fold of the move log: position and score (floor applied after every action, RULES §4). */
  fold(): { position: Position; score: number } {
    let position = this.start;
    let score = this.rules.points.start;
    const floor = this.rules.points.floor;
    for (const action of this.moveLog) {
      const applied = applyAction(position, this.rules, action);
      if (!applied.ok) throw new Error(`oracle: its own move log does not replay at ${makeAction(action)}: ${applied.error.message}`);
      position = applied.value.position;
      score = floor === null ? score + applied.value.points : Math.max(floor, score + applied.value.points);
    }
    return { position, score };
  }

  /**
   * Plays a model event on the oracle.
   * @returns whether it was accepted (false: refused, nothing changed)
   */
  apply(e: ModelEvent): boolean {
    if (e.type === 'newGame') {
      const scenario = SCENARIOS[e.scenario];
      Object.assign(this, new Oracle(scenario.position, scenario.rules));
      return true;
    }
    const { position } = this.fold();
    if (e.type === 'undo') {
      if (this.undoable === 0 || isWon(position)) return false;
      this.moveLog.pop();
      this.journal.push({ type: 'undo' });
      this.undoable--;
      return true;
    }
    const action =
      e.type === 'tap'
        ? tapAction(position, this.rules, e.pile as Pile)
        : e.type === 'doubleTap'
          ? doubleTapAction(position, e.pile as Pile, e.cardIndex)
          : modelAction(e);
    if (action === null || !applyAction(position, this.rules, action).ok) return false;
    this.moveLog.push(action);
    this.journal.push(action);
    this.undoable = Math.min(this.undoable + 1, UNDO_LIMIT);
    return true;
  }

  /** What a player should see now. */
  observe(): Observation {
    const { position, score } = this.fold();
    const won = isWon(position);
    return { piles: positionPiles(position, this.rules), scoreText: scoreText(score, this.rules.scoring), canUndo: this.undoable > 0 && !won, won };
  }

  /** The game value of the journal, replayed by the engine from the start position. */
  game(): Game {
    const start = gameFromPosition(this.start, this.rules);
    if (!start.ok) throw new Error(`oracle: start refused: ${start.error.message}`);
    const replayed = replay(start.value, this.journal.map((action) => ({ action })));
    if (!replayed.ok) throw new Error(`oracle: journal refused at ${replayed.error.index}: ${replayed.error.refusal.message}`);
    return replayed.value;
  }

  /**
   * Differences between the fold and the engine's own summary of the replayed journal
   * (`gameSummary`): a disagreement is an engine bug whatever the adapter does.
   */
  selfCheck(): string[] {
    const { position, score } = this.fold();
    const summary = gameSummary(this.game());
    const out: string[] = [];
    if (summary.position !== makePosition(position)) out.push(`gameSummary position ${summary.position} != fold ${makePosition(position)}`);
    if (summary.score !== score) out.push(`gameSummary score ${summary.score} != fold ${score}`);
    return out;
  }

  /** The journal so far as a session file line (RULES §8), to replay a failure. */
  sessionText(): string {
    return makeSessionText(this.game());
  }
}
