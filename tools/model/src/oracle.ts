import {
  gameFromPosition,
  gameSummary,
  makeRules,
  makeSessionText,
  parseAction,
  parsePosition,
  replay,
  type Game,
  type JournalEntry,
  type RulesOptions,
} from '@klondike/engine';
import { readSpecPosition, SpecGame, specScoreText, writeSpecPosition } from '@klondike/engine/testing';
import type { ModelEvent } from './model.js';
import type { Observation } from './observation.js';
import { tableMoveToken, tablePiles } from './table.js';
import { SCENARIOS } from './scenarios.js';

/**
 * The independent oracle: the statement of the rules in `@klondike/engine/testing` (`spec/`,
 * written from RULES.md without the engine's rule code) plays every model event: RULES §3 moves,
 * §4 points and floors, §5 undo, §6 tap and double tap. Adapters are compared with what it shows,
 * and the engine's own summary of the same journal must agree with it.
 */
export class Oracle {
  private spec: SpecGame;
  private readonly start: string;
  private readonly rulesOptions: RulesOptions;
  private journal: string[] = [];

  /** @throws only on an invalid start position: scenarios are validated by their own test. */
  constructor(positionText: string, rulesOptions: RulesOptions) {
    const position = readSpecPosition(positionText);
    const spec = position && SpecGame.start(position, rulesOptions);
    if (!spec) throw new Error(`oracle: RULES refuse the start position ${positionText}`);
    this.spec = spec;
    this.start = positionText;
    this.rulesOptions = rulesOptions;
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
    const position = this.spec.position;
    const token = e.type === 'undo' ? 'U' : tableMoveToken(position, this.spec.rules, e);
    const next = token === null ? null : this.spec.act(token);
    if (next === null) return false;
    this.spec = next;
    this.journal.push(token!);
    return true;
  }

  /** What a player should see now. */
  observe(): Observation {
    const { position, score, rules, won } = this.spec;
    return {
      piles: tablePiles(position, rules),
      scoreText: specScoreText(rules, score),
      canUndo: this.spec.undoable > 0 && !won,
      won,
    };
  }

  /** The engine's game of the oracle's journal, replayed from the start position, or where the engine refuses it. */
  private engineGame(): { game: Game; refused: string | null } {
    const position = parsePosition(this.start);
    if (!position.ok) throw new Error(`oracle: the engine refuses the start position: ${position.error.message}`);
    const start = gameFromPosition(position.value, makeRules(this.rulesOptions));
    if (!start.ok) throw new Error(`oracle: the engine refuses the start: ${start.error.message}`);
    const entries: JournalEntry[] = this.journal.map((token) => {
      const action = parseAction(token);
      if (!action.ok) throw new Error(`oracle: its own token ${token} is not notation`);
      return { action: action.value };
    });
    const replayed = replay(start.value, entries);
    if (replayed.ok) return { game: replayed.value, refused: null };
    return {
      game: replayed.error.game,
      refused: `the engine refuses journal entry ${replayed.error.index} (${this.journal[replayed.error.index - 1]}) that RULES accept: ${replayed.error.refusal.message}`,
    };
  }

  /**
   * Differences between RULES (the spec) and the engine's own summary of the same journal
   * (`gameSummary`): a disagreement is an engine bug whatever the adapter does.
   */
  selfCheck(): string[] {
    const { game, refused } = this.engineGame();
    if (refused !== null) return [refused];
    const summary = gameSummary(game);
    const out: string[] = [];
    const want = writeSpecPosition(this.spec.position);
    if (summary.position !== want) out.push(`gameSummary position ${summary.position} != RULES ${want}`);
    if (summary.score !== this.spec.score) out.push(`gameSummary score ${summary.score} != RULES ${this.spec.score}`);
    if (summary.undoable !== this.spec.undoable)
      out.push(`gameSummary undoable ${summary.undoable} != RULES ${this.spec.undoable}`);
    if (summary.won !== this.spec.won) out.push(`gameSummary won ${summary.won} != RULES ${this.spec.won}`);
    return out;
  }

  /** The journal so far as a session file line (RULES §8), to replay a failure (the engine's valid prefix if it refuses some). */
  sessionText(): string {
    return makeSessionText(this.engineGame().game);
  }
}
