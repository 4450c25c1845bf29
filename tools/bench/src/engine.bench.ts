/**
 * Engine benchmarks (`npm run bench` at the root): actions per second over random playouts, the raw
 * rule function, the game value and the xstate machine; replay of a 10,000-entry journal; 100 undos.
 * Runs against the engine's built `dist`, as Node clients use it. Every workload is seeded, so runs
 * compare. Options: `--time=<ms>` per task (default 1000).
 */
import { availableParallelism, loadavg } from 'node:os';
import { Bench, type Task } from 'tinybench';
import { createActor, initialTransition, transition } from 'xstate';
import {
  applyAction,
  dealDeck,
  gameFromDeck,
  gameMachine,
  gamePosition,
  legalActions,
  play,
  replay,
  seededRng,
  undo,
  type Game,
  type Position,
} from '@klondike/engine';
import { BENCH_RULES, playedGame, randomJournal, randomPlayouts, type Playout } from './playout.js';

const SEED = 20261130;
/** Actions per random game before the next deal: long enough to reach late-game positions. */
const PER_GAME = 1000;
const PLAYOUT_ACTIONS = 10_000;
const JOURNAL_ENTRIES = 10_000;

const timeArg = process.argv.find((a) => a.startsWith('--time='));
const time = timeArg ? Number(timeArg.slice('--time='.length)) : 1000;

const playouts: readonly Playout[] = randomPlayouts(SEED, PLAYOUT_ACTIONS, PER_GAME);
const journalStart = playouts[0]!.start;
const journal = randomJournal(journalStart, JOURNAL_ENTRIES, seededRng(SEED)).entries;
const undoFrom: Game = playedGame(randomPlayouts(SEED + 1, 150, 150)[0]!);

/** Sink for results, so the optimiser cannot drop the work. */
let sink: unknown;

/** Random play as a bot plays: legal actions listed, one chosen by a seeded generator, played. */
function randomPlay(): number {
  const rng = seededRng(SEED);
  let actions = 0;
  for (let deal = SEED; actions < PLAYOUT_ACTIONS; deal++) {
    let game = gameFromDeck(dealDeck(deal), BENCH_RULES);
    for (let i = 0; i < PER_GAME && actions < PLAYOUT_ACTIONS; i++) {
      const legal = legalActions(gamePosition(game), BENCH_RULES);
      if (legal.length === 0) break;
      const next = play(game, legal[rng.below(legal.length)]!);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
      actions++;
    }
    sink = game;
  }
  return actions;
}

function applyRecorded(): void {
  for (const { start, actions } of playouts) {
    let position: Position = start.initialPosition;
    for (const action of actions) {
      const next = applyAction(position, BENCH_RULES, action);
      if (!next.ok) throw new Error(next.error.message);
      position = next.value.position;
    }
    sink = position;
  }
}

function playRecorded(): void {
  for (const { start, actions } of playouts) {
    let game = start;
    for (const action of actions) {
      const next = play(game, action);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    sink = game;
  }
}

function machineRecorded(): void {
  for (const { start, actions } of playouts) {
    let [snapshot] = initialTransition(gameMachine, { game: start });
    for (const action of actions) {
      [snapshot] = transition(gameMachine, snapshot, { type: 'act', action });
      if (snapshot.context.refusal) throw new Error(snapshot.context.refusal.message);
    }
    sink = snapshot;
  }
}

/** A live actor, as the web client runs the machine. */
function actorRecorded(): void {
  for (const { start, actions } of playouts) {
    const actor = createActor(gameMachine, { input: { game: start } }).start();
    for (const action of actions) {
      actor.send({ type: 'act', action });
      const refusal = actor.getSnapshot().context.refusal;
      if (refusal) throw new Error(refusal.message);
    }
    sink = actor.getSnapshot();
    actor.stop();
  }
}

function listLegal(): void {
  for (const { start, actions } of playouts) {
    let position: Position = start.initialPosition;
    for (const action of actions) {
      sink = legalActions(position, BENCH_RULES);
      const next = applyAction(position, BENCH_RULES, action);
      if (!next.ok) throw new Error(next.error.message);
      position = next.value.position;
    }
  }
}

function replayJournal(): void {
  const result = replay(journalStart, journal);
  if (!result.ok) throw new Error(result.error.refusal.message);
  sink = result.value;
}

function undo100(): void {
  let game = undoFrom;
  for (let i = 0; i < 100; i++) {
    const next = undo(game);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  sink = game;
}

const randomPlayActions = randomPlay();
const recordedActions = playouts.reduce((n, p) => n + p.actions.length, 0);

/** What one iteration of each task does, to turn iterations per second into actions per second. */
const tasks: { name: string; fn: () => unknown; actions: number; unit: string }[] = [
  {
    name: 'random playout: legalActions + seeded pick + play',
    fn: randomPlay,
    actions: randomPlayActions,
    unit: 'actions',
  },
  {
    name: 'applyAction (rule function), recorded playout',
    fn: applyRecorded,
    actions: recordedActions,
    unit: 'actions',
  },
  { name: 'play (journal + move log), recorded playout', fn: playRecorded, actions: recordedActions, unit: 'actions' },
  { name: 'xstate transition(), recorded playout', fn: machineRecorded, actions: recordedActions, unit: 'actions' },
  { name: 'xstate actor.send(), recorded playout', fn: actorRecorded, actions: recordedActions, unit: 'actions' },
  { name: 'legalActions + applyAction, recorded playout', fn: listLegal, actions: recordedActions, unit: 'actions' },
  {
    name: `replay of a ${JOURNAL_ENTRIES.toLocaleString('en')}-entry journal`,
    fn: replayJournal,
    actions: JOURNAL_ENTRIES,
    unit: 'entries',
  },
  { name: 'undo x100', fn: undo100, actions: 100, unit: 'undos' },
];

const bench = new Bench({ time, warmupTime: Math.min(500, time) });
for (const task of tasks) bench.add(task.name, task.fn);
bench.runSync();

const completed = (task: Task) => (task.result.state === 'completed' ? task.result : null);
const rows = tasks.map((t, i) => {
  const result = completed(bench.tasks[i]!);
  if (!result) throw new Error(`${t.name}: ${bench.tasks[i]!.result.state}`);
  const ms = result.latency.mean;
  const best = result.latency.min;
  const rate = (msPerIteration: number) => `${Math.round((t.actions * 1000) / msPerIteration).toLocaleString('en')}/s`;
  return {
    task: t.name,
    work: `${t.actions.toLocaleString('en')} ${t.unit}`,
    'mean ms': ms.toFixed(3),
    'per second (mean)': rate(ms),
    '±': `${result.latency.rme.toFixed(1)}%`,
    // On a shared machine the fastest iteration is the best estimate of the uncontended cost.
    'best ms': best.toFixed(3),
    'per second (best)': rate(best),
    runs: String(result.latency.samplesCount),
  };
});

const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(
  `\nEngine benchmarks (tinybench, ${time} ms per task, Node ${process.version}, rules app draw 1 Normal, seed ${SEED})\n`,
);
console.log(line(columns));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(columns.map((c) => row[c])));
console.log(
  `\nrates in work units (the work column) per second: mean over all iterations, and of the fastest one. Load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores.`,
);
console.log(
  `random playouts: ${playouts.length} deals, ${recordedActions} actions (at most ${PER_GAME} per deal); journal: ${journal.filter((e) => e.action.type === 'undo').length} undos in ${JOURNAL_ENTRIES} entries`,
);
void sink;
