import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import {
  isFoundationPile,
  COLUMN_PILES,
  FOUNDATION_PILES,
  gameFromCode,
  gameMachine,
  gamePosition,
  legalActions,
  makeAction,
  makeGameCode,
  makeSessionText,
  type Action,
  type Game,
  type GameCode,
  type MoveSource,
  type MoveTarget,
  type Pile,
} from '@klondike/engine';
import {
  boundedRun,
  gameCodeArb,
  gameInvariants,
  positionInvariants,
  specDoubleTap,
  specGameOf,
  specTap,
  writeSpecPosition,
  type SpecGame,
} from '@klondike/engine/testing';
import { gameOfPosition } from './adapter.js';
import { SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios.js';

/**
 * Model-based random walks (fast-check `fc.commands`) on the engine actor: long random games
 * with undos. The walk's model is the independent statement of the rules
 * (`@klondike/engine/testing`, `spec/`): every event must be accepted exactly when RULES accept
 * it, and after every command the engine's position, score, undo count and legal actions must be
 * RULES' (RULES §3-6), with the position invariants holding.
 */

/** The walk's model: the spec's game of everything the walk played so far. */
export interface WalkModel {
  spec: SpecGame;
}

/** The system under test: the engine's machine in an actor. */
export interface WalkReal {
  readonly actor: Actor<typeof gameMachine>;
}

export const gameOf = (real: WalkReal): Game => real.actor.getSnapshot().context.game;

class WalkFailure extends Error {}

/**
 * Sends one event and checks it against RULES: `token` is the action (or `U`) the spec says the
 * event stands for (null: the event does nothing, so the engine must refuse it). An event RULES
 * accept must change the engine's game into the spec's; one they refuse must change nothing and
 * leave a refusal reason.
 */
function playAndCheck(model: WalkModel, real: WalkReal, label: string, token: string | null, send: () => void): void {
  const before = gameOf(real);
  const next = token === null ? null : model.spec.act(token);
  send();
  const after = gameOf(real);
  if (next === null) {
    if (after !== before)
      throw new WalkFailure(
        `${label}: RULES refuse it at ${writeSpecPosition(model.spec.position)}, the engine accepted it`,
      );
    if (real.actor.getSnapshot().status === 'active' && real.actor.getSnapshot().context.refusal === null)
      throw new WalkFailure(`${label}: refused without a refusal reason`);
    return;
  }
  if (after === before) throw new WalkFailure(`${label}: RULES allow ${token}, the engine refused it`);
  model.spec = next;
  const broken = gameInvariants(after, next);
  if (broken.length > 0) throw new WalkFailure(`after ${label}: ${broken.join('; ')}`);
}

/** Plays the n-th legal action (modulo their number); does nothing when there is none. */
export class PlayLegal implements fc.Command<WalkModel, WalkReal> {
  constructor(readonly pick: number) {}
  check = () => true;
  run(model: WalkModel, real: WalkReal): void {
    const game = gameOf(real);
    const legal = legalActions(gamePosition(game), game.rules);
    if (legal.length === 0) return;
    const action = legal[this.pick % legal.length]!;
    playAndCheck(model, real, `legal ${makeAction(action)}`, makeAction(action), () =>
      real.actor.send({ type: 'act', action }),
    );
  }
  toString = () => `PlayLegal(${this.pick})`;
}

/** Tries any action, legal or not. */
export class TryAction implements fc.Command<WalkModel, WalkReal> {
  constructor(readonly action: Action) {}
  check = () => true;
  run(model: WalkModel, real: WalkReal): void {
    playAndCheck(model, real, `try ${makeAction(this.action)}`, makeAction(this.action), () =>
      real.actor.send({ type: 'act', action: this.action }),
    );
  }
  toString = () => `TryAction(${makeAction(this.action)})`;
}

/** Taps a pile (RULES §6). */
export class Tap implements fc.Command<WalkModel, WalkReal> {
  constructor(readonly pile: Pile) {}
  check = () => true;
  run(model: WalkModel, real: WalkReal): void {
    const token = specTap(model.spec.position, model.spec.rules, this.pile);
    playAndCheck(model, real, `tap ${this.pile}`, token, () => real.actor.send({ type: 'tap', pile: this.pile }));
  }
  toString = () => `Tap(${this.pile})`;
}

/** Double taps a card (RULES §6): the waste's top, or the card at an index of a column. */
export class DoubleTap implements fc.Command<WalkModel, WalkReal> {
  constructor(
    readonly pile: Pile,
    readonly cardIndex: number,
  ) {}
  check = () => true;
  run(model: WalkModel, real: WalkReal): void {
    const token = specDoubleTap(model.spec.position, this.pile, this.cardIndex);
    playAndCheck(model, real, `doubleTap ${this.pile}@${this.cardIndex}`, token, () =>
      real.actor.send({ type: 'doubleTap', pile: this.pile, cardIndex: this.cardIndex }),
    );
  }
  toString = () => `DoubleTap(${this.pile}, ${this.cardIndex})`;
}

/** Undo: restores exactly the position and score before the last action (RULES §5), or is refused. */
export class Undo implements fc.Command<WalkModel, WalkReal> {
  check = () => true;
  run(model: WalkModel, real: WalkReal): void {
    playAndCheck(model, real, 'undo', 'U', () => real.actor.send({ type: 'undo' }));
  }
  toString = () => 'Undo';
}

const ALL_PILES: readonly Pile[] = ['S', 'W', ...FOUNDATION_PILES, ...COLUMN_PILES];
const SOURCES: readonly MoveSource[] = ['W', ...COLUMN_PILES, ...FOUNDATION_PILES];
const TARGETS: readonly MoveTarget[] = ['F', ...COLUMN_PILES, ...FOUNDATION_PILES];

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.constant<Action>({ type: 'draw' }),
  fc.constant<Action>({ type: 'recycle' }),
  fc
    .record({ from: fc.constantFrom(...SOURCES), to: fc.constantFrom(...TARGETS) })
    .filter(({ from, to }) => !(isFoundationPile(from) && isFoundationPile(to)))
    .map(({ from, to }): Action => ({ type: 'move', from, to })),
);

/** The commands of a walk, weighted towards legal play so games get somewhere. */
export const walkCommands = (maxCommands: number) =>
  fc.commands<WalkModel, WalkReal>(
    [
      fc.nat().map((n) => new PlayLegal(n)),
      fc.nat().map((n) => new PlayLegal(n)),
      fc.nat().map((n) => new PlayLegal(n)),
      fc.nat().map((n) => new PlayLegal(n)),
      actionArb.map((a) => new TryAction(a)),
      fc.constant(new Undo()),
      fc.constantFrom(...ALL_PILES).map((p) => new Tap(p)),
      fc.tuple(fc.constantFrom(...ALL_PILES), fc.integer({ min: -1, max: 19 })).map(([p, i]) => new DoubleTap(p, i)),
    ],
    { maxCommands, size: 'max' },
  );

/** Where a walk starts: a random deal, or one of the model's scenarios (near a win). */
export type WalkStart = { readonly code: GameCode } | { readonly scenario: ScenarioName };

export const walkStartArb: fc.Arbitrary<WalkStart> = fc.oneof(
  { weight: 4, arbitrary: gameCodeArb.map((code) => ({ code })) },
  { weight: 1, arbitrary: fc.constantFrom(...SCENARIO_NAMES).map((scenario) => ({ scenario })) },
);

/** A readable name of a start: its game code or scenario. */
export const walkStartText = (start: WalkStart): string =>
  'code' in start ? makeGameCode(start.code) : `scenario ${start.scenario}`;

/** A fresh walk. */
export function walkSetup(start: WalkStart): { model: WalkModel; real: WalkReal } {
  const game =
    'code' in start
      ? gameFromCode(start.code)
      : gameOfPosition(SCENARIOS[start.scenario].position, SCENARIOS[start.scenario].rules);
  const broken = positionInvariants(gamePosition(game));
  const spec = specGameOf(game);
  if (broken.length > 0 || typeof spec === 'string')
    throw new WalkFailure(`the start: ${[...broken, spec].join('; ')}`);
  return { model: { spec }, real: { actor: createActor(gameMachine, { input: { game } }).start() } };
}

/**
 * Replays a (shrunk) command list, stopping at the first failing command.
 * @returns the game at that point and the failure message, to write a session file
 */
export function replayWalk(
  start: WalkStart,
  commands: Iterable<fc.Command<WalkModel, WalkReal>>,
): { game: Game; failure: string | null } {
  const { model, real } = walkSetup(start);
  for (const command of commands) {
    if (!command.check(model)) continue;
    try {
      command.run(model, real);
    } catch (error) {
      return {
        game: gameOf(real),
        failure: `${command.toString()}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }
  return { game: gameOf(real), failure: null };
}

/** The outcome of {@link checkWalks}: null report when every walk passed. */
export interface WalksOutcome {
  readonly report: string | null;
  /** The session file written for the shrunk failure. */
  readonly file: string | null;
}

/**
 * Runs random walks as a fast-check property. On failure, the shrunk walk is replayed and written
 * as a session file (RULES §8, plus `failure` and `commands` fields) to `failuresDir`.
 * @param extraCheck a further check after each walk (used to plant a failure in a test)
 * @param timeLimit milliseconds after which walking and shrinking stop (`boundedRun`'s default otherwise)
 */
export function checkWalks(
  numRuns: number,
  maxCommands: number,
  failuresDir: string,
  extraCheck: (game: Game) => void = () => {},
  timeLimit?: number,
): WalksOutcome {
  const property = fc.property(walkStartArb, walkCommands(maxCommands), (start, commands) => {
    const setup = walkSetup(start);
    fc.modelRun(() => setup, commands);
    extraCheck(gameOf(setup.real));
  });
  const details = fc.check(property, boundedRun({ numRuns, timeLimit }));
  if (!details.failed) return { report: null, file: null };
  let file: string | null = null;
  if (details.counterexample) {
    const [start, commands] = details.counterexample;
    const { game, failure } = replayWalk(start, commands);
    let why = failure;
    if (why === null)
      try {
        extraCheck(game);
      } catch (error) {
        why = error instanceof Error ? error.message : String(error);
      }
    mkdirSync(failuresDir, { recursive: true });
    file = join(failuresDir, `random-walk-${details.seed}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        ...(JSON.parse(makeSessionText(game)) as object),
        failure: why,
        start: walkStartText(start),
        commands: String(commands),
      }) + '\n',
    );
    console.error(`random walk failed on ${walkStartText(start)}: ${why}\nsession file: ${file}`);
  }
  return { report: fc.defaultReportMessage(details) ?? 'failed', file };
}
