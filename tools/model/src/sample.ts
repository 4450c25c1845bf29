import { initialTransition, transition } from 'xstate';
import { Coverage, edgeKey } from './coverage.js';
import { modelMachine, predictedState, type ModelEvent, type ModelSnapshot } from './model.js';
import { classify, completionSequences, modelGraph } from './runner.js';
import type { ScenarioName } from './scenarios.js';
import { abstractKey } from './table.js';

/** One generated path: a start scenario and the events played from it. */
export interface GeneratedPath {
  readonly start: ScenarioName;
  readonly events: readonly ModelEvent[];
}

/**
 * The paths `runGeneratedSuite` runs from a start scenario, in the same order: the shortest paths
 * of the model graph, then one completion sequence for each abstract transition they miss.
 */
export function generatedPaths(start: ScenarioName): GeneratedPath[] {
  const { adjacency, shortestPaths } = modelGraph(start);
  const [initial] = initialTransition(modelMachine, { scenario: start });
  // a path's first step is xstate's init event, which the runner does not play
  const shortest = shortestPaths.map((p) => ({ start, events: p.steps.slice(1).map((s) => s.event) }));
  const coverage = new Coverage();
  for (const path of shortest) walk(path, (before, event) => coverage.step(before, event, classify(before, event)));
  const completions = completionSequences(adjacency, initial, coverage).map((events) => ({ start, events }));
  return [...shortest, ...completions];
}

/** Plays a path on the model, calling `visit` for every step. */
function walk(
  path: GeneratedPath,
  visit: (before: ModelSnapshot, event: ModelEvent, after: ModelSnapshot) => void,
): void {
  let [snapshot] = initialTransition(modelMachine, { scenario: path.start });
  for (const event of path.events) {
    const [after] = transition(modelMachine, snapshot, event);
    visit(snapshot, event, after);
    snapshot = after;
  }
}

const stateKey = (s: ModelSnapshot): string => `state ${abstractKey(predictedState(s.context))}`;

/**
 * What a path reaches, as coverage keys: the abstract states it passes (`state ...`), the chart
 * transitions it takes (`chart draw:accepted`, `chart won`) and its abstract transitions
 * (`edge ...`). Refusals are not counted: the runner probes them in every abstract state.
 */
export function pathReach(path: GeneratedPath): { readonly main: Set<string>; readonly edges: Set<string> } {
  const main = new Set<string>();
  const edges = new Set<string>();
  const [first] = initialTransition(modelMachine, { scenario: path.start });
  main.add(stateKey(first));
  walk(path, (before, event, after) => {
    const outcome = classify(before, event);
    main.add(stateKey(after));
    if (outcome === 'unmodelled') return;
    main.add(`chart ${event.type}:${outcome}`);
    if (before.value !== 'won' && after.value === 'won') main.add('chart won');
    edges.add(edgeKey(before, event, outcome, after));
  });
  return { main, edges };
}

/**
 * A deterministic sample of generated paths for a slow adapter. It first takes, greedily, paths
 * that reach every abstract state and every chart transition any path reaches (whatever that
 * costs), preferring short ones; then, while the budget of events lasts, the paths that add the
 * most abstract transitions per event played. Ties keep the generated order, so the sample is the
 * same on every run.
 * @param paths the generated paths ({@link generatedPaths})
 * @param maxEvents the budget of events for the second stage (the first stage ignores it)
 * @returns the chosen paths, in generated order
 */
export function coveringSample(paths: readonly GeneratedPath[], maxEvents: number): GeneratedPath[] {
  const reach = paths.map(pathReach);
  const chosen = new Set<number>();
  const seenMain = new Set<string>();
  const seenEdges = new Set<string>();
  let spent = 0;
  const take = (i: number) => {
    chosen.add(i);
    spent += paths[i]!.events.length;
    reach[i]!.main.forEach((k) => seenMain.add(k));
    reach[i]!.edges.forEach((k) => seenEdges.add(k));
  };
  const gain = (keys: Set<string>, seen: Set<string>) => [...keys].filter((k) => !seen.has(k)).length;
  // each path also costs a page load; count it as a few events
  const cost = (i: number) => paths[i]!.events.length + 3;
  const best = (score: (i: number) => number): number => {
    let pick = -1;
    let top = 0;
    reach.forEach((_, i) => {
      if (chosen.has(i)) return;
      const s = score(i);
      if (s > top) [pick, top] = [i, s];
    });
    return pick;
  };
  for (
    let i = best((j) => gain(reach[j]!.main, seenMain) / cost(j));
    i >= 0;
    i = best((j) => gain(reach[j]!.main, seenMain) / cost(j))
  )
    take(i);
  for (;;) {
    const i = best((j) =>
      spent + paths[j]!.events.length <= maxEvents ? gain(reach[j]!.edges, seenEdges) / cost(j) : 0,
    );
    if (i < 0) break;
    take(i);
  }
  return [...chosen].sort((a, b) => a - b).map((i) => paths[i]!);
}

/**
 * One of `count` parts of a sample, for runs side by side: every path falls in exactly one part, and
 * the parts play about the same number of events (a path costs its events and a page load, as in
 * {@link coveringSample}; the longest paths are dealt first, each to the part with the least so far).
 * @param paths the sample ({@link coveringSample})
 * @param index the part, 0 to `count - 1`
 * @param count the number of parts, at least 1
 * @returns the part's paths, in the sample's order
 * @throws RangeError when `count` is not a positive whole number or `index` is not one of its parts
 */
export function samplePart(paths: readonly GeneratedPath[], index: number, count: number): GeneratedPath[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`the parts must be a positive whole number, not ${count}`);
  if (!Number.isInteger(index) || index < 0 || index >= count)
    throw new RangeError(`part ${index} is not one of ${count} parts (0 to ${count - 1})`);
  const cost = (i: number) => paths[i]!.events.length + 3;
  const load = new Array<number>(count).fill(0);
  const partOf = new Array<number>(paths.length);
  const longestFirst = paths.map((_, i) => i).sort((a, b) => cost(b) - cost(a) || a - b);
  for (const i of longestFirst) {
    const part = load.indexOf(Math.min(...load));
    partOf[i] = part;
    load[part]! += cost(i);
  }
  return paths.filter((_, i) => partOf[i] === index);
}
