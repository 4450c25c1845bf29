import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import {
  isColumnPile,
  isFoundationPile,
  columnPiles,
  foundationPiles,
  gameFromCode,
  gameMachine,
  gamePosition,
  isJoker,
  legalActions,
  makeAction,
  makeGameCode,
  VARIANTS,
  type Action,
  type Game,
  type GameCode,
  type Pile,
  type VariantName,
} from '@klondike/engine';
import { boundedRun, gameCodeArb, variantGameInvariants, variantPositionInvariants } from '@klondike/engine/testing';

/**
 * Model paths in the variants of RULES §10 (Double Klondike, Klondike with jokers) on the engine
 * actor. The independent spec (`@klondike/engine/testing` `spec/`) states the standard game only, so
 * these walks are checked by the variant invariants written from RULES §10 (card counts, sizes, runs
 * with jokers, position text), by the rules that hold for any event (accepted: the game changes and
 * the tap's or double tap's action is one the rules list; refused: nothing changes and a reason is
 * given; a tap on a joker is refused as JOKER_NO_FOUNDATION), and at the end by a replay of the journal
 * and a written session read back to the same `gameSummary`.
 */

interface VariantReal {
  readonly actor: Actor<typeof gameMachine>;
}
type VariantCommand = fc.Command<object, VariantReal>;

const gameOf = (real: VariantReal): Game => real.actor.getSnapshot().context.game;
const isMove = (a: Action, b: Action): boolean => makeAction(a) === makeAction(b);

/** Sends an event and checks what holds for any event of any variant. */
function sendAndCheck(
  real: VariantReal,
  label: string,
  send: () => void,
  expected?: (before: Game) => Action | 'refused' | null,
): void {
  const before = gameOf(real);
  const wanted = expected?.(before) ?? null;
  send();
  const after = gameOf(real);
  const snapshot = real.actor.getSnapshot();
  if (after === before) {
    if (snapshot.status === 'active' && snapshot.context.refusal === null)
      throw new Error(`${label}: refused without a reason`);
    if (wanted !== null && wanted !== 'refused')
      throw new Error(`${label}: the rules allow ${makeAction(wanted)}, the engine refused it`);
    return;
  }
  if (wanted === 'refused') throw new Error(`${label}: the rules refuse it, the engine accepted it`);
  const broken = variantPositionInvariants(gamePosition(after), after.rules.variant);
  if (broken.length > 0) throw new Error(`after ${label}: ${broken.join('; ')}`);
}

class PlayLegal implements VariantCommand {
  constructor(readonly pick: number) {}
  check = () => true;
  run(_m: object, real: VariantReal): void {
    const game = gameOf(real);
    const legal = legalActions(gamePosition(game), game.rules);
    if (legal.length === 0) return;
    const action = legal[this.pick % legal.length]!;
    sendAndCheck(
      real,
      `legal ${makeAction(action)}`,
      () => real.actor.send({ type: 'act', action }),
      () => action,
    );
  }
  toString = () => `PlayLegal(${this.pick})`;
}

class TryAction implements VariantCommand {
  constructor(readonly action: Action) {}
  check = () => true;
  run(_m: object, real: VariantReal): void {
    sendAndCheck(real, `try ${makeAction(this.action)}`, () => real.actor.send({ type: 'act', action: this.action }));
  }
  toString = () => `TryAction(${makeAction(this.action)})`;
}

class Tap implements VariantCommand {
  constructor(readonly pile: Pile) {}
  check = () => true;
  run(_m: object, real: VariantReal): void {
    const label = `tap ${this.pile}`;
    const before = gameOf(real);
    const p = gamePosition(before);
    const cards =
      this.pile === 'W'
        ? p.waste
        : isColumnPile(this.pile)
          ? p.tableau[Number(this.pile.slice(1)) - 1]?.cards
          : undefined;
    const top = cards?.[cards.length - 1];
    // RULES §10.2: a tap on a joker does nothing, and says why
    sendAndCheck(
      real,
      label,
      () => real.actor.send({ type: 'tap', pile: this.pile }),
      () => (top !== undefined && isJoker(top) ? 'refused' : null),
    );
    const after = gameOf(real);
    if (top !== undefined && isJoker(top) && real.actor.getSnapshot().context.refusal?.code !== 'JOKER_NO_FOUNDATION')
      throw new Error(`${label}: a tap on a joker is not refused as JOKER_NO_FOUNDATION`);
    checkListed(before, after, label);
  }
  toString = () => `Tap(${this.pile})`;
}

class DoubleTap implements VariantCommand {
  constructor(
    readonly pile: Pile,
    readonly cardIndex: number,
  ) {}
  check = () => true;
  run(_m: object, real: VariantReal): void {
    const before = gameOf(real);
    const label = `doubleTap ${this.pile}@${this.cardIndex}`;
    sendAndCheck(real, label, () => real.actor.send({ type: 'doubleTap', pile: this.pile, cardIndex: this.cardIndex }));
    checkListed(before, gameOf(real), label);
  }
  toString = () => `DoubleTap(${this.pile}, ${this.cardIndex})`;
}

class Undo implements VariantCommand {
  check = () => true;
  run(_m: object, real: VariantReal): void {
    const before = gameOf(real);
    sendAndCheck(real, 'undo', () => real.actor.send({ type: 'undo' }));
    const after = gameOf(real);
    if (after !== before && after.moveLog !== before.moveLog?.previous)
      throw new Error('undo did not take back exactly the last action');
  }
  toString = () => 'Undo';
}

/** A tap or double tap that acted played one of the actions legalActions lists. */
function checkListed(before: Game, after: Game, label: string): void {
  if (after === before || after.moveLog === null) return;
  const played = after.moveLog.action;
  if (!legalActions(gamePosition(before), before.rules).some((a) => isMove(a, played)))
    throw new Error(`${label}: played ${makeAction(played)}, which is not a legal action`);
}

function commandsOf(variant: VariantName, maxCommands: number) {
  const columns = columnPiles(VARIANTS[variant]);
  const foundations = foundationPiles(VARIANTS[variant]);
  const piles: Pile[] = ['S', 'W', ...foundations, ...columns];
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.constant<Action>({ type: 'draw' }),
    fc.constant<Action>({ type: 'recycle' }),
    fc
      .record({
        from: fc.constantFrom<Pile>('W', ...columns, ...foundations),
        to: fc.constantFrom<Pile | 'F'>('F', ...columns, ...foundations),
      })
      .filter(({ from, to }) => !(isFoundationPile(from) && isFoundationPile(to)))
      .map(({ from, to }) => ({ type: 'move', from, to }) as Action),
  );
  return fc.commands<object, VariantReal>(
    [
      fc.nat().map((n) => new PlayLegal(n)),
      fc.nat().map((n) => new PlayLegal(n)),
      fc.nat().map((n) => new PlayLegal(n)),
      action.map((a) => new TryAction(a)),
      fc.constant(new Undo()),
      fc.constantFrom(...piles).map((p) => new Tap(p)),
      fc.tuple(fc.constantFrom(...piles), fc.integer({ min: -1, max: 19 })).map(([p, i]) => new DoubleTap(p, i)),
    ],
    { maxCommands, size: 'max' },
  );
}

/**
 * Runs random model paths of one variant on the engine actor.
 * @returns null when every path passed, else fast-check's report (seed, path, the failing command)
 */
export function checkVariantWalks(
  variant: Exclude<VariantName, 'standard'>,
  numRuns: number,
  maxCommands: number,
): string | null {
  const codeArb: fc.Arbitrary<GameCode> = gameCodeArb.map((code) => ({ ...code, variant }));
  const property = fc.property(codeArb, commandsOf(variant, maxCommands), (code, commands) => {
    const game = gameFromCode(code);
    const real = { actor: createActor(gameMachine, { input: { game } }).start() };
    try {
      fc.modelRun(() => ({ model: {}, real }), commands);
      const broken = variantGameInvariants(gameOf(real));
      if (broken.length > 0) throw new Error(`${makeGameCode(code)} at the end: ${broken.join('; ')}`);
    } finally {
      real.actor.stop();
    }
  });
  const details = fc.check(property, boundedRun({ numRuns }));
  return details.failed ? (fc.defaultReportMessage(details) ?? 'failed') : null;
}
