import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import {
  applyAction,
  COLUMN_PILES,
  DEAL_COUNT,
  doubleTapAction,
  FOUNDATION_PILES,
  gameFromCode,
  gameMachine,
  gamePosition,
  gameScore,
  gameWon,
  legalActions,
  makeAction,
  makeGameCode,
  makePosition,
  makeSessionText,
  PRESET_NAMES,
  tapAction,
  UNDO_LIMIT,
  type Action,
  type Game,
  type GameCode,
  type MoveSource,
  type MoveTarget,
  type Pile,
} from '@klondike/engine';
import { gameOfPosition } from './adapter.js';
import { brokenInvariants } from './invariants.js';
import { SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios.js';

/**
 * Model-based random walks (fast-check `fc.commands`) on the engine actor: long random games
 * with undos, checking the invariants of `invariants.ts` after every command, that every event
 * does what the pure rule functions say, and that undo restores the previous position and score
 * exactly (RULES §3-6).
 */

/** The walk's model: position text and score before each action that undo can still take back. */
export interface WalkModel {
  readonly undoStack: { position: string; score: number }[];
}

/** The system under test: the engine's machine in an actor. */
export interface WalkReal {
  readonly actor: Actor<typeof gameMachine>;
}

export const gameOf = (real: WalkReal): Game => real.actor.getSnapshot().context.game;
const stateOf = (game: Game) => ({ position: makePosition(gamePosition(game)), score: gameScore(game) });

class WalkFailure extends Error {}

/** Checks the invariants and throws with all broken ones. */
function checkInvariants(game: Game, after: string): void {
  const broken = brokenInvariants(game);
  if (broken.length > 0) throw new WalkFailure(`after ${after}: ${broken.join('; ')}`);
}

/**
 * Sends one event and checks it against the pure functions: `expected` is the action the rules
 * pick (null: the event must be refused). An accepted action must give exactly the position that
 * `applyAction` gives, and is pushed on the model's undo stack.
 */
function playAndCheck(model: WalkModel, real: WalkReal, label: string, expected: Action | null, send: () => void): void {
  const before = gameOf(real);
  const position = gamePosition(before);
  const applied = expected === null ? null : applyAction(position, before.rules, expected);
  send();
  const after = gameOf(real);
  if (applied === null || !applied.ok) {
    if (after !== before) throw new WalkFailure(`${label}: the rules refuse it, the engine accepted it`);
    if (real.actor.getSnapshot().status === 'active' && real.actor.getSnapshot().context.refusal === null)
      throw new WalkFailure(`${label}: refused without a refusal reason`);
    return;
  }
  if (after === before) throw new WalkFailure(`${label}: the rules allow ${makeAction(expected!)}, the engine refused it`);
  const want = makePosition(applied.value.position);
  if (makePosition(gamePosition(after)) !== want) throw new WalkFailure(`${label}: position ${makePosition(gamePosition(after))}, the rules give ${want}`);
  model.undoStack.push(stateOf(before));
  if (model.undoStack.length > UNDO_LIMIT) model.undoStack.shift();
  checkInvariants(after, label);
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
    playAndCheck(model, real, `legal ${makeAction(action)}`, action, () => real.actor.send({ type: 'act', action }));
  }
  toString = () => `PlayLegal(${this.pick})`;
}

/** Tries any action, legal or not. */
export class TryAction implements fc.Command<WalkModel, WalkReal> {
  constructor(readonly action: Action) {}
  check = () => true;
  run(model: WalkModel, real: WalkReal): void {
    playAndCheck(model, real, `try ${makeAction(this.action)}`, this.action, () => real.actor.send({ type: 'act', action: this.action }));
  }
  toString = () => `TryAction(${makeAction(this.action)})`;
}

/** Taps a pile (RULES §6). */
export class Tap implements fc.Command<WalkModel, WalkReal> {
  constructor(readonly pile: Pile) {}
  check = () => true;
  run(model: WalkModel, real: WalkReal): void {
    const game = gameOf(real);
    const action = tapAction(gamePosition(game), game.rules, this.pile);
    playAndCheck(model, real, `tap ${this.pile}`, action, () => real.actor.send({ type: 'tap', pile: this.pile }));
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
    const action = doubleTapAction(gamePosition(gameOf(real)), this.pile, this.cardIndex);
    playAndCheck(model, real, `doubleTap ${this.pile}@${this.cardIndex}`, action, () => real.actor.send({ type: 'doubleTap', pile: this.pile, cardIndex: this.cardIndex }));
  }
  toString = () => `DoubleTap(${this.pile}, ${this.cardIndex})`;
}

/** Undo: restores exactly the position and score before the last action, or is refused. */
export class Undo implements fc.Command<WalkModel, WalkReal> {
  check = () => true;
  run(model: WalkModel, real: WalkReal): void {
    const before = gameOf(real);
    real.actor.send({ type: 'undo' });
    const after = gameOf(real);
    if (model.undoStack.length === 0 || gameWon(before)) {
      if (after !== before) throw new WalkFailure('undo: nothing to undo (or won), yet the engine changed the game');
      return;
    }
    const expected = model.undoStack.pop()!;
    const got = stateOf(after);
    if (got.position !== expected.position || got.score !== expected.score)
      throw new WalkFailure(`undo: restored ${got.position} (score ${got.score}), expected ${expected.position} (score ${expected.score})`);
    checkInvariants(after, 'undo');
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
    .filter(({ from, to }) => !(from[0] === 'F' && to[0] === 'F'))
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

/** A random game code: any deal, draw mode, scoring and preset (RULES §2). */
export const gameCodeArb: fc.Arbitrary<GameCode> = fc.record({
  deal: fc.integer({ min: 0, max: DEAL_COUNT - 1 }),
  draw: fc.constantFrom<1 | 3>(1, 3),
  scoring: fc.constantFrom<'normal' | 'vegas'>('normal', 'vegas'),
  preset: fc.constantFrom(...PRESET_NAMES),
  thoughtful: fc.constant(false),
});

/** Where a walk starts: a random deal, or one of the model's scenarios (near a win). */
export type WalkStart = { readonly code: GameCode } | { readonly scenario: ScenarioName };

export const walkStartArb: fc.Arbitrary<WalkStart> = fc.oneof(
  { weight: 4, arbitrary: gameCodeArb.map((code) => ({ code })) },
  { weight: 1, arbitrary: fc.constantFrom(...SCENARIO_NAMES).map((scenario) => ({ scenario })) },
);

/** A readable name of a start: its game code or scenario. */
export const walkStartText = (start: WalkStart): string => ('code' in start ? makeGameCode(start.code) : `scenario ${start.scenario}`);

/** A fresh walk. */
export function walkSetup(start: WalkStart): { model: WalkModel; real: WalkReal } {
  const game = 'code' in start ? gameFromCode(start.code) : gameOfPosition(SCENARIOS[start.scenario].position, SCENARIOS[start.scenario].rules);
  checkInvariants(game, 'the deal');
  return { model: { undoStack: [] }, real: { actor: createActor(gameMachine, { input: { game } }).start() } };
}

/**
 * Replays a (shrunk) command list, stopping at the first failing command.
 * @returns the game at that point and the failure message, to write a session file
 */
export function replayWalk(start: WalkStart, commands: Iterable<fc.Command<WalkModel, WalkReal>>): { game: Game; failure: string | null } {
  const { model, real } = walkSetup(start);
  for (const command of commands) {
    if (!command.check(model)) continue;
    try {
      command.run(model, real);
    } catch (error) {
      return { game: gameOf(real), failure: `${command.toString()}: ${error instanceof Error ? error.message : String(error)}` };
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
 */
export function checkWalks(
  numRuns: number,
  maxCommands: number,
  failuresDir: string,
  extraCheck: (game: Game) => void = () => {},
): WalksOutcome {
  const property = fc.property(walkStartArb, walkCommands(maxCommands), (start, commands) => {
    const setup = walkSetup(start);
    fc.modelRun(() => setup, commands);
    extraCheck(gameOf(setup.real));
  });
  const details = fc.check(property, { numRuns });
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
    writeFileSync(file, JSON.stringify({ ...(JSON.parse(makeSessionText(game)) as object), failure: why, start: walkStartText(start), commands: String(commands) }) + '\n');
    console.error(`random walk failed on ${walkStartText(start)}: ${why}\nsession file: ${file}`);
  }
  return { report: fc.defaultReportMessage(details) ?? 'failed', file };
}
