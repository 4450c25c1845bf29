import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestModel, type TestPath } from 'xstate/graph';
import { initialTransition, transition } from 'xstate';
import type { Adapter } from './adapter.js';
import { edgeKey, type Coverage, type ModelAdjacency } from './coverage.js';
import {
  eventText,
  modelEvents,
  modelMachine,
  predictedState,
  serializeModelSnapshot,
  type ModelEvent,
  type ModelSnapshot,
} from './model.js';
import { diffObservations, type Observation } from './observation.js';
import { Oracle } from './oracle.js';
import { SCENARIOS, type ScenarioName } from './scenarios.js';
import { abstractKey, abstractState, applyTableMove, tablePiles, tableWon } from './table.js';

/** How the model classes an event in a state: accepted, refused, or not modelled (no prediction). */
export type Outcome = 'accepted' | 'refused' | 'unmodelled';

/** The model's prediction for an event in a snapshot. */
export function classify(s: ModelSnapshot, e: ModelEvent): Outcome {
  if (s.value === 'won') return e.type === 'newGame' ? 'unmodelled' : 'refused';
  if (e.type === 'newGame') return 'accepted';
  if (e.type === 'undo')
    return s.context.depth === 0 ? 'refused' : s.context.previous !== null ? 'accepted' : 'unmodelled';
  return applyTableMove(s.context.table, s.context.rules, e) !== null ? 'accepted' : 'refused';
}

/** A test model of the abstract machine, starting at a scenario. */
export function testModel(start: ScenarioName) {
  return createTestModel(modelMachine, {
    events: modelEvents,
    serializeState: serializeModelSnapshot,
    input: { scenario: start },
  });
}

/** The model graph from a scenario: every node with its transitions, and the shortest paths. */
export interface ModelGraph {
  /** Every node reachable from the scenario, as `getAdjacencyMap` gives it. */
  readonly adjacency: ModelAdjacency;
  /** Shortest paths to every node (one path per leaf, prefixes dropped), as `getShortestPaths` gives them. */
  readonly shortestPaths: readonly TestPath<ModelSnapshot, ModelEvent>[];
}

const graphs = new Map<ScenarioName, ModelGraph>();

/**
 * The model graph from a scenario, worked out once per process. It depends on nothing but the
 * model and the scenario, and building it takes seconds of CPU (from `main`: 821 nodes, 404
 * shortest paths), which each generated run of a test file (every mutant's, the real one's) would
 * otherwise repeat. The graph is shared: a caller reads it and never changes it (its containers
 * are frozen; the runner only plays the paths).
 */
export function modelGraph(start: ScenarioName): ModelGraph {
  let graph = graphs.get(start);
  if (graph === undefined) {
    const model = testModel(start);
    graph = Object.freeze({
      adjacency: Object.freeze(model.getAdjacencyMap() as ModelAdjacency),
      shortestPaths: Object.freeze(model.getShortestPaths()),
    });
    graphs.set(start, graph);
  }
  return graph;
}

/** Shortest paths to every node of the model graph from a scenario (one path per leaf, prefixes dropped). */
export const shortestPaths = (start: ScenarioName): readonly TestPath<ModelSnapshot, ModelEvent>[] =>
  modelGraph(start).shortestPaths;

/**
 * Event sequences that reach, one each, the abstract transitions of the model graph that a run
 * has not reached yet: the shortest way to an edge's source node, then the edge's event. Shortest
 * paths reach every node but take one edge into each, so a tap that does what a draw does (same
 * node) would otherwise never be played.
 */
export function completionSequences(
  adjacency: ModelAdjacency,
  start: ModelSnapshot,
  coverage: Coverage,
): ModelEvent[][] {
  const startKey = serializeModelSnapshot(start);
  const route = new Map<string, ModelEvent[]>([[startKey, []]]);
  const queue = [startKey];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const t of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = serializeModelSnapshot(t.state);
      if (route.has(next) || classify(adjacency[key]!.state, t.event) !== 'accepted') continue;
      route.set(next, [...route.get(key)!, t.event]);
      queue.push(next);
    }
  }
  const chosen = new Set<string>();
  const out: ModelEvent[][] = [];
  for (const [key, node] of Object.entries(adjacency)) {
    const path = route.get(key);
    if (path === undefined) continue;
    for (const t of Object.values(node.transitions)) {
      if (classify(node.state, t.event) !== 'accepted') continue;
      const edge = edgeKey(node.state, t.event, 'accepted', t.state);
      if (coverage.reached(edge) || chosen.has(edge)) continue;
      chosen.add(edge);
      out.push([...path, t.event]);
    }
  }
  return out;
}

/** A failed path: what disagreed, the events, and the session file that replays it. */
export interface Failure {
  readonly adapter: string;
  readonly message: string;
  readonly events: readonly string[];
  /** A session file line (RULES §8) with two extra fields, `modelPath` and `mismatch`. */
  readonly session: string;
}

/** Options of a run. */
export interface RunOptions {
  /** Try every event the model refuses, once per model node, and check that nothing changes. */
  readonly probeRefusals?: boolean;
  /** Stop after this many failed paths (default 1). */
  readonly maxFailures?: number;
  /** Folder for failure session files; none written when absent. */
  readonly failuresDir?: string;
  /** Log failures to the console (default true). */
  readonly log?: boolean;
  /**
   * How often refusals are probed: once per model node (default) or once per abstract state
   * (for a slow adapter such as a browser; the refused chart transitions are still all probed).
   */
  readonly probeOnce?: 'node' | 'abstractState';
}

/** What a run did. */
export interface RunResult {
  readonly paths: number;
  readonly steps: number;
  readonly failures: Failure[];
}

class Mismatch extends Error {}

/**
 * Drives one adapter through model paths and checks, after every step, the observation against
 * the model's prediction (abstract state, piles, undo, won) and against the oracle (piles,
 * score text, undo, won), and the oracle against the engine's own summary.
 */
export class PathRunner {
  private readonly probed = new Set<string>();
  private oracle: Oracle | null = null;
  private events: ModelEvent[] = [];
  private pathCount = 0;
  private stepCount = 0;
  private readonly failures: Failure[] = [];

  constructor(
    private readonly adapter: Adapter,
    readonly coverage: Coverage,
    private readonly options: RunOptions = {},
  ) {}

  /** Runs generated paths (`path.test`), stopping after `maxFailures` failed paths. */
  async runPaths(paths: readonly TestPath<ModelSnapshot, ModelEvent>[]): Promise<RunResult> {
    for (const path of paths) {
      if (this.failures.length >= (this.options.maxFailures ?? 1)) break;
      const first = path.steps[0]!.state;
      await this.guard(first.context.scenario, async () => {
        let previous = first;
        // xstate's executor type shows only the event's type; at run time it is the whole case
        const exec = async (step: { event: { type: string }; state: ModelSnapshot }) => {
          await this.step(previous, step.event as ModelEvent);
          previous = step.state;
        };
        await path.test({
          states: { '*': (state) => this.check(state) },
          events: {
            draw: exec,
            recycle: exec,
            WF: exec,
            WT: exec,
            TF: exec,
            TT: exec,
            FT: exec,
            tap: exec,
            doubleTap: exec,
            undo: exec,
            newGame: exec,
          },
        });
      });
    }
    return this.result();
  }

  /**
   * Runs random walks over the model graph (any length, unlike the shortest paths), with the same
   * checks. Events the model does not predict (a second undo in a row) are skipped.
   * @param random a source of numbers in [0, 1), seeded by the caller for reproducible walks
   */
  async runWalks(start: ScenarioName, walks: number, length: number, random: () => number): Promise<RunResult> {
    for (let w = 0; w < walks && this.failures.length < (this.options.maxFailures ?? 1); w++) {
      await this.guard(start, async () => {
        let [snapshot] = initialTransition(modelMachine, { scenario: start });
        await this.check(snapshot);
        for (let i = 0; i < length && snapshot.value !== 'won'; i++) {
          const choices = modelEvents(snapshot).filter((e) => classify(snapshot, e) === 'accepted');
          const event = choices[Math.floor(random() * choices.length)]!;
          await this.step(snapshot, event);
          [snapshot] = transition(modelMachine, snapshot, event);
          await this.check(snapshot);
        }
      });
    }
    return this.result();
  }

  /** Runs one event sequence from a scenario with the same checks (events the model does not predict are refused by the runner). */
  async runSequence(start: ScenarioName, events: readonly ModelEvent[]): Promise<RunResult> {
    if (this.failures.length >= (this.options.maxFailures ?? 1)) return this.result();
    await this.guard(start, async () => {
      let [snapshot] = initialTransition(modelMachine, { scenario: start });
      await this.check(snapshot);
      for (const event of events) {
        if (classify(snapshot, event) === 'unmodelled') throw new Error(`${eventText(event)} is not modelled here`);
        await this.step(snapshot, event);
        [snapshot] = transition(modelMachine, snapshot, event);
        await this.check(snapshot);
      }
    });
    return this.result();
  }

  private result(): RunResult {
    return { paths: this.pathCount, steps: this.stepCount, failures: this.failures };
  }

  /** Starts the adapter and the oracle at a scenario, runs a body, and turns a mismatch into a failure. */
  private async guard(start: ScenarioName, body: () => Promise<void>): Promise<void> {
    const scenario = SCENARIOS[start];
    this.pathCount++;
    this.events = [];
    this.oracle = new Oracle(scenario.position, scenario.rules);
    await this.adapter.start(scenario.position, scenario.rules);
    try {
      await body();
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    } finally {
      await this.adapter.stop?.();
    }
  }

  private fail(message: string): void {
    const events = this.events.map(eventText);
    let session = '';
    try {
      session = JSON.stringify({
        ...(JSON.parse(this.oracle!.sessionText()) as object),
        modelPath: events,
        mismatch: message
          .split('\n')
          .slice(0, 4)
          .map((l) => l.trim())
          .join(' | '),
      });
    } catch (error) {
      session = `(no session: ${String(error)})`;
    }
    const failure: Failure = { adapter: this.adapter.name, message, events, session };
    this.failures.push(failure);
    if (this.options.failuresDir) {
      mkdirSync(this.options.failuresDir, { recursive: true });
      writeFileSync(
        join(this.options.failuresDir, `model-${this.adapter.name}-${this.failures.length}.json`),
        session + '\n',
      );
    }
    if (this.options.log ?? true)
      console.error(
        `model path failed on ${this.adapter.name}:\n${message}\nreplay with this session file:\n${session}`,
      );
  }

  /** Sends an event the model accepts (or a new game) to the adapter and the oracle. */
  private async step(before: ModelSnapshot, event: ModelEvent): Promise<void> {
    const predicted = classify(before, event);
    const accepted = this.oracle!.apply(event);
    this.events.push(event);
    this.stepCount++;
    await this.adapter.send(event);
    if ((predicted === 'accepted') !== accepted)
      throw new Mismatch(
        `${eventText(event)}: the model predicts ${predicted}, the oracle ${accepted ? 'accepted' : 'refused'} it`,
      );
    this.coverage.step(before, event, predicted);
  }

  /** Checks the adapter against the model snapshot and the oracle, then probes refusals once per node. */
  private async check(snapshot: ModelSnapshot): Promise<void> {
    const observed = await this.adapter.observe();
    this.compare(snapshot, observed);
    this.coverage.state(snapshot);
    if (!this.options.probeRefusals) return;
    const key =
      this.options.probeOnce === 'abstractState'
        ? abstractKey(predictedState(snapshot.context))
        : serializeModelSnapshot(snapshot);
    if (this.probed.has(key)) return;
    this.probed.add(key);
    for (const event of modelEvents(snapshot)) {
      if (classify(snapshot, event) !== 'refused') continue;
      const accepted = this.oracle!.apply(event);
      this.events.push(event);
      await this.adapter.send(event);
      if (accepted) throw new Mismatch(`${eventText(event)}: the model refuses it, the oracle accepted it`);
      const after = await this.adapter.observe();
      const changed = diffObservations(after, observed, 'the state before');
      if (changed.length > 0)
        throw new Mismatch(`refused ${eventText(event)} changed the game:\n  ${changed.join('\n  ')}`);
      this.events.pop();
      this.coverage.step(snapshot, event, 'refused');
    }
  }

  private compare(snapshot: ModelSnapshot, observed: Observation): void {
    const c = snapshot.context;
    const won = tableWon(c.table);
    const lines: string[] = [];
    const model: Observation = {
      piles: tablePiles(c.table, c.rules),
      scoreText: observed.scoreText,
      canUndo: c.depth > 0 && !won,
      won,
    };
    // an adapter that shows less than everything is compared on what it shows, on both sides
    const project = (o: Observation): Observation => this.adapter.project?.(o) ?? o;
    const seen = project(observed);
    const shownModel = project(model);
    const abstractOf = (o: Observation) =>
      abstractKey(abstractState(o.piles, o.canUndo, o.won, c.rules.foundationReturn));
    const expectedAbstract = this.adapter.project ? abstractOf(shownModel) : abstractKey(predictedState(c));
    const observedAbstract = abstractOf(seen);
    if (expectedAbstract !== observedAbstract)
      lines.push(`abstract state: observed ${observedAbstract}, the model says ${expectedAbstract}`);
    lines.push(...diffObservations(seen, shownModel, 'the model'));
    lines.push(...diffObservations(seen, project(this.oracle!.observe()), 'the oracle'));
    lines.push(...this.oracle!.selfCheck());
    if (lines.length > 0)
      throw new Mismatch(
        `after ${this.events.length ? eventText(this.events[this.events.length - 1]!) : 'start'}:\n  ${lines.join('\n  ')}`,
      );
  }
}
