import { createActor, type Actor } from 'xstate';
import {
  gameFromPosition,
  gameMachine,
  makeRules,
  parsePosition,
  type Game,
  type RulesOptions,
} from '@klondike/engine';
import { engineEvent } from './events.js';
import type { ModelEvent } from './model.js';
import { gameObservation, type Observation } from './observation.js';
import { SCENARIOS } from './scenarios.js';

/**
 * A system under test that the generated paths drive. The engine actor is one; the web client in
 * Chromium (Playwright) is meant to be another, running the very same paths. Methods may be async.
 */
export interface Adapter {
  /** A short name for reports. */
  readonly name: string;
  /** Starts a game at a position (RULES §9) with the given rules (RULES §4). */
  start(positionText: string, rulesOptions: RulesOptions): Promise<void> | void;
  /** Plays a model event: a move kind with its piles, tap, double tap, undo or new game (a scenario). */
  send(event: ModelEvent): Promise<void> | void;
  /** What a player sees now. */
  observe(): Promise<Observation> | Observation;
  /** Releases what `start` set up (browser page, actor). */
  stop?(): Promise<void> | void;
  /**
   * What of an observation this adapter can show (e.g. `boardView` of `view.ts` for a screen that names
   * only the top waste cards). The runner cuts both the observed and the expected observations
   * down with it before comparing; without it every fact is compared (the engine adapter).
   */
  project?(observation: Observation): Observation;
}

/** A game value of a position text and rules; throws on a bad position (scenarios are validated). */
export function gameOfPosition(positionText: string, rulesOptions: RulesOptions) {
  const position = parsePosition(positionText);
  if (!position.ok) throw new Error(`bad position: ${position.error.message}`);
  const game = gameFromPosition(position.value, makeRules(rulesOptions));
  if (!game.ok) throw new Error(`position refused: ${game.error.message}`);
  return game.value;
}

/** The adapter for `packages/engine`: its `gameMachine` in an xstate actor, as a client uses it. */
export class EngineAdapter implements Adapter {
  readonly name: string = 'engine';
  protected actor: Actor<typeof gameMachine> | null = null;

  start(positionText: string, rulesOptions: RulesOptions): void {
    this.stop();
    this.actor = createActor(gameMachine, { input: { game: gameOfPosition(positionText, rulesOptions) } }).start();
  }

  send(event: ModelEvent): void {
    const actor = this.running();
    // a won game is the machine's final state: the actor has stopped and takes nothing more
    if (actor.getSnapshot().status === 'done') return;
    if (event.type === 'newGame') {
      const scenario = SCENARIOS[event.scenario];
      actor.send({ type: 'newGame', game: gameOfPosition(scenario.position, scenario.rules) });
      return;
    }
    actor.send(engineEvent(event));
  }

  observe(): Observation {
    return gameObservation(this.running().getSnapshot().context.game);
  }

  stop(): void {
    this.actor?.stop();
    this.actor = null;
  }

  /** The game now, or null before `start` or once won (the machine's final state). */
  game(): Game | null {
    const snapshot = this.actor?.getSnapshot();
    return snapshot === undefined || snapshot.status === 'done' ? null : snapshot.context.game;
  }

  protected running(): Actor<typeof gameMachine> {
    if (this.actor === null) throw new Error('engine adapter: start() first');
    return this.actor;
  }
}
