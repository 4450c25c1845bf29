import { assign, setup, type SnapshotFrom } from 'xstate';
import { specRules } from '@klondike/engine/testing';
import { SCENARIOS, SCENARIO_NAMES, type ScenarioName } from './scenarios.js';
import {
  abstractState,
  applyTableMove,
  tableOfPosition,
  tablePiles,
  tableWon,
  type AbstractState,
  type Table,
  type TableMove,
  type TableRules,
} from './table.js';

/**
 * The abstract test model: a small xstate machine of what matters to players. Its state value is
 * the abstract state (parallel regions stock, waste, passes, undo, column, king, foundation under
 * `playing`, or `won`); its context is the table of the cards in play, played by the spec
 * (`table.ts`), so every event has one predicted outcome: accepted (the table changes) or refused
 * (nothing changes).
 */

/** A model event: a move of one kind (with its case: which piles), an undo, or a new game. */
export type ModelEvent =
  TableMove | { readonly type: 'undo' } | { readonly type: 'newGame'; readonly scenario: ScenarioName };

/** The model's context. */
export interface ModelContext {
  readonly scenario: ScenarioName;
  readonly rules: TableRules;
  readonly table: Table;
  /**
   * The table before the last accepted action, while the model knows it. The model keeps one
   * level: after an undo it no longer knows the table before, so it offers no second undo in a
   * row (deep undo is the random walk's job). Keeping one level keeps the graph small.
   */
  readonly previous: Table | null;
  /** Actions undo can take back (the engine allows up to 100). */
  readonly depth: number;
  /** The last event, when it was refused; null after an accepted one. */
  readonly refused: string | null;
}

/** Rules of a scenario as the model sees them: the spec's statement of RULES §4 for its options. */
export function scenarioRules(name: ScenarioName): TableRules {
  const { preset = 'app', draw = 1, scoring = 'normal' } = SCENARIOS[name].rules;
  return specRules({ preset, draw, scoring });
}

const startContext = (scenario: ScenarioName): ModelContext => ({
  scenario,
  rules: scenarioRules(scenario),
  table: tableOfPosition(SCENARIOS[scenario].position),
  previous: null,
  depth: 0,
  refused: null,
});

const predicted = new WeakMap<ModelContext, AbstractState>();

/**
 * The abstract state the model predicts. Undo is unavailable after a win (RULES §5). Cached per
 * context, since every region of the chart asks after every event.
 */
export function predictedState(c: ModelContext): AbstractState {
  let state = predicted.get(c);
  if (state === undefined) {
    const won = tableWon(c.table);
    state = abstractState(tablePiles(c.table, c.rules), c.depth > 0 && !won, won, c.rules.foundationReturn);
    predicted.set(c, state);
  }
  return state;
}

/** A short text of an event: `TT T2-T1`, `tap S`, `newGame main`. */
export function eventText(e: ModelEvent): string {
  switch (e.type) {
    case 'WT':
      return `WT W-T${e.to + 1}`;
    case 'TF':
      return `TF T${e.from + 1}-F`;
    case 'TT':
      return `TT T${e.from + 1}-T${e.to + 1}`;
    case 'FT':
      return `FT F${e.from + 1}-T${e.to + 1}`;
    case 'tap':
      return `tap ${e.pile}`;
    case 'doubleTap':
      return `doubleTap ${e.pile}${e.cardIndex === undefined ? '' : `@${e.cardIndex}`}`;
    case 'newGame':
      return `newGame ${e.scenario}`;
    default:
      return e.type;
  }
}

const isMove = (e: ModelEvent): e is TableMove => e.type !== 'undo' && e.type !== 'newGame';
const outcome = (c: ModelContext, e: ModelEvent): Table | null =>
  isMove(e) ? applyTableMove(c.table, c.rules, e) : null;

type Region = Exclude<keyof AbstractState, 'game'>;
const REGIONS: { readonly [R in Region]: readonly [AbstractState[R], AbstractState[R]] } = {
  stock: ['empty', 'nonEmpty'],
  waste: ['empty', 'nonEmpty'],
  passes: ['left', 'none'],
  undo: ['none', 'available'],
  column: ['someEmpty', 'none'],
  king: ['none', 'waiting'],
  foundation: ['none', 'returnable'],
};

/** A region that follows its flag: each state moves to the other at once when the flag says so. */
function region(key: Region) {
  const [a, b] = REGIONS[key];
  const follow = (to: string) => ({
    guard: ({ context }: { context: ModelContext }) => predictedState(context)[key] === to,
    target: to,
  });
  return { initial: a, states: { [a]: { always: follow(b) }, [b]: { always: follow(a) } } };
}

const MOVE = [{ guard: 'legal', actions: 'play' }, { actions: 'refuse' }] as const;

/**
 * The model machine. Input: the start scenario. Every move kind is accepted when the model's
 * table allows it and refused (recorded in `refused`) otherwise; `undo` goes back one level;
 * `newGame` starts a scenario afresh; reaching 52 foundation cards moves to the final `won`.
 */
export const modelMachine = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    input: {} as { scenario: ScenarioName },
  },
  guards: {
    legal: ({ context, event }) => outcome(context, event) !== null,
    undoKnown: ({ context }) => context.depth > 0 && context.previous !== null,
    nothingToUndo: ({ context }) => context.depth === 0,
    won: ({ context }) => tableWon(context.table),
  },
  actions: {
    play: assign(({ context, event }) => ({
      table: outcome(context, event)!,
      previous: context.table,
      depth: context.depth + 1,
      refused: null,
    })),
    refuse: assign(({ event }) => ({ refused: eventText(event) })),
    undo: assign(({ context }) => ({
      table: context.previous!,
      previous: null,
      depth: context.depth - 1,
      refused: null,
    })),
    newGame: assign(({ event }) => (event.type === 'newGame' ? startContext(event.scenario) : {})),
  },
}).createMachine({
  id: 'model',
  context: ({ input }) => startContext(input.scenario),
  initial: 'playing',
  states: {
    playing: {
      type: 'parallel',
      always: { guard: 'won', target: 'won' },
      on: {
        draw: MOVE,
        recycle: MOVE,
        WF: MOVE,
        WT: MOVE,
        TF: MOVE,
        TT: MOVE,
        FT: MOVE,
        tap: MOVE,
        doubleTap: MOVE,
        // with the table before unknown, the model offers no undo (no transition)
        undo: [
          { guard: 'undoKnown', actions: 'undo' },
          { guard: 'nothingToUndo', actions: 'refuse' },
        ],
        newGame: { actions: 'newGame' },
      },
      states: {
        stock: region('stock'),
        waste: region('waste'),
        passes: region('passes'),
        undo: region('undo'),
        column: region('column'),
        king: region('king'),
        foundation: region('foundation'),
      },
    },
    won: { type: 'final' },
  },
});

export type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const NEW_GAMES: readonly ModelEvent[] = SCENARIO_NAMES.map((scenario) => ({ type: 'newGame', scenario }) as const);

/**
 * The event cases the model tries in each scenario's states (every scenario lists every event
 * type: `createTestModel` sends a bare `{ type }` for a type without cases): each kind of move with a few chosen
 * piles, picked so that each is accepted somewhere and refused somewhere, and so that no King can
 * wander between many empty columns (which would multiply the graph without showing anything new).
 */
export const SCENARIO_EVENTS: { readonly [N in ScenarioName]: readonly ModelEvent[] } = {
  main: [
    { type: 'draw' },
    { type: 'recycle' },
    { type: 'undo' },
    { type: 'WF' },
    { type: 'WT', to: 0 },
    { type: 'WT', to: 1 },
    { type: 'TF', from: 1 },
    { type: 'TF', from: 2 },
    { type: 'TT', from: 1, to: 0 },
    { type: 'TT', from: 0, to: 2 },
    { type: 'FT', from: 1, to: 2 },
    { type: 'FT', from: 3, to: 1 },
    { type: 'FT', from: 3, to: 0 },
    { type: 'FT', from: 0, to: 0 },
    { type: 'tap', pile: 'S' },
    { type: 'tap', pile: 'W' },
    { type: 'tap', pile: 'T2' },
    { type: 'tap', pile: 'F1' },
    { type: 'doubleTap', pile: 'W' },
    { type: 'doubleTap', pile: 'T2' },
    { type: 'doubleTap', pile: 'T2', cardIndex: 0 },
    { type: 'doubleTap', pile: 'T3' },
    ...NEW_GAMES,
  ],
  classic3: [
    { type: 'draw' },
    { type: 'recycle' },
    { type: 'undo' },
    { type: 'WF' },
    { type: 'WT', to: 0 },
    { type: 'TF', from: 0 },
    { type: 'TT', from: 0, to: 1 },
    { type: 'FT', from: 2, to: 0 },
    { type: 'tap', pile: 'S' },
    { type: 'tap', pile: 'T1' },
    { type: 'doubleTap', pile: 'W' },
    { type: 'doubleTap', pile: 'T1' },
    ...NEW_GAMES,
  ],
  vegas: [
    { type: 'draw' },
    { type: 'recycle' },
    { type: 'undo' },
    { type: 'WF' },
    { type: 'WT', to: 1 },
    { type: 'TF', from: 1 },
    { type: 'TT', from: 1, to: 0 },
    { type: 'FT', from: 1, to: 2 },
    { type: 'tap', pile: 'S' },
    { type: 'tap', pile: 'T2' },
    { type: 'doubleTap', pile: 'T2' },
    ...NEW_GAMES,
  ],
  endgame: [
    { type: 'draw' },
    { type: 'recycle' },
    { type: 'undo' },
    { type: 'WF' },
    { type: 'WT', to: 0 },
    { type: 'TF', from: 0 },
    { type: 'TT', from: 1, to: 0 },
    { type: 'FT', from: 0, to: 0 },
    { type: 'tap', pile: 'S' },
    { type: 'tap', pile: 'W' },
    { type: 'tap', pile: 'T1' },
    { type: 'doubleTap', pile: 'W' },
    ...NEW_GAMES,
  ],
};

/** The event cases of a snapshot's scenario (the `events` option of `createTestModel`). */
export const modelEvents = (s: ModelSnapshot): readonly ModelEvent[] => SCENARIO_EVENTS[s.context.scenario];

/**
 * The modelled transitions of the chart: each event kind accepted or refused, plus reaching
 * `won`. A run must take each at least once (`model.test.ts`).
 */
export const CHART_TRANSITIONS: readonly string[] = [
  ...['draw', 'recycle', 'WF', 'WT', 'TF', 'TT', 'FT', 'tap', 'doubleTap', 'undo'].flatMap((k) => [
    `${k}:accepted`,
    `${k}:refused`,
  ]),
  'newGame:accepted',
  'won',
];

/**
 * The graph key of a snapshot: its state value and what the model predicts from. The undo depth
 * counts only as 0, 1 or "2 or more", since only `depth > 0` after one undo is observable. A
 * refusal is left out, so refused events are self-loops: the runner tries them at every node
 * instead (they change nothing, so they can be tried without leaving the path).
 */
export function serializeModelSnapshot(s: ModelSnapshot): string {
  const c = s.context;
  return JSON.stringify([s.value, c.scenario, c.table, c.previous, Math.min(c.depth, 2)]);
}
