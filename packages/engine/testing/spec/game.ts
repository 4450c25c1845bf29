import { specApply } from './actions.js';
import { specWon, type SpecPosition } from './position.js';
import { addPoints, specRules, type SpecRules, type SpecRulesOptions } from './rules.js';

/**
 * RULES §5 undo and the score as a fold over the move log, stated again for the tests: a game is
 * a start position, rules, and the move log with the position and score after each of its actions.
 */

/** Undo reaches back this many actions (a stack of 100 that forgets its oldest). */
export const SPEC_UNDO_LIMIT = 100;

/** One action of the move log with the position and score after it; `previous` is the move log before it. */
interface SpecStep {
  readonly position: SpecPosition;
  readonly score: number;
  readonly token: string | null;
  readonly previous: SpecStep | null;
}

/** A game kept as RULES §5 defines it. Immutable; `act` returns a new game or null (refused). */
export class SpecGame {
  private constructor(
    readonly rules: SpecRules,
    /** The last action of the move log with the state after it; the start state at the root. */
    private readonly last: SpecStep,
    /** Actions undo can take back now. */
    readonly undoable: number,
  ) {}

  /** A game from a start position (a deal or a set-up position), at the preset's start score (RULES §9). */
  static start(position: SpecPosition, options: SpecRulesOptions): SpecGame | null {
    const rules = specRules(options);
    if (position.pass > rules.passLimit) return null; // P from 1 up to the preset's pass limit (RULES §9)
    return new SpecGame(rules, { position, score: rules.startScore, token: null, previous: null }, 0);
  }

  get position(): SpecPosition {
    return this.last.position;
  }

  get score(): number {
    return this.last.score;
  }

  get won(): boolean {
    return specWon(this.position);
  }

  /** The move log: the actions in effect, oldest first. */
  get moveLog(): string[] {
    const out: string[] = [];
    for (let step: SpecStep | null = this.last; step?.token; step = step.previous) out.unshift(step.token);
    return out;
  }

  /**
   * Plays an action token or `U` (RULES §3-5).
   * @returns the game after it, or null when it is refused (nothing changes)
   */
  act(token: string): SpecGame | null {
    if (token === 'U') {
      if (this.won || this.undoable === 0 || this.last.previous === null) return null;
      return new SpecGame(this.rules, this.last.previous, this.undoable - 1);
    }
    const applied = specApply(this.position, this.rules, token);
    if (applied === null) return null;
    // the move log records a foundation target as F (RULES §6: the journal records it as ...-F)
    const step = {
      position: applied.position,
      score: addPoints(this.rules, this.score, applied.points),
      token: token.replace(/-F\d$/, '-F'),
      previous: this.last,
    };
    return new SpecGame(this.rules, step, Math.min(this.undoable + 1, SPEC_UNDO_LIMIT));
  }
}
