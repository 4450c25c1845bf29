import { transition } from 'xstate';
import {
  CHART_TRANSITIONS,
  modelEvents,
  modelMachine,
  predictedState,
  type ModelEvent,
  type ModelSnapshot,
} from './model.js';
import { abstractKey } from './table.js';

type Outcome = 'accepted' | 'refused' | 'unmodelled';

const abstractOf = (s: ModelSnapshot): string => abstractKey(predictedState(s.context));
const transitionKey = (from: string, kind: string, to: string): string => `${from} --${kind}--> ${to}`;

/** The model graph as `getAdjacencyMap` gives it. */
export type ModelAdjacency = Record<
  string,
  { state: ModelSnapshot; transitions: Record<string, { event: ModelEvent; state: ModelSnapshot }> }
>;

/** The abstract transition of a model edge: `S+ W- ... --draw:accepted--> S- W+ ...`. */
export const edgeKey = (from: ModelSnapshot, event: ModelEvent, outcome: Outcome, to: ModelSnapshot): string =>
  transitionKey(abstractOf(from), `${event.type}:${outcome}`, abstractOf(to));

/** Abstract states with 7 two-way flags while playing, plus `won`. */
export const CONCEIVABLE_ABSTRACT_STATES = 2 ** 7 + 1;

/** The coverage report written to `reports/model-coverage.json`. */
export interface CoverageReport {
  readonly adapter: string;
  readonly abstractStates: {
    readonly reached: number;
    readonly reachable: number;
    readonly conceivable: number;
    readonly missing: readonly string[];
    /** Checks made in each abstract state reached (S stock, W waste, P passes left, U undo, C empty column, K King waiting, F foundation card returnable). */
    readonly checks: Readonly<Record<string, number>>;
  };
  readonly abstractTransitions: {
    readonly reached: number;
    readonly reachable: number;
    readonly missing: readonly string[];
  };
  readonly chartTransitions: {
    readonly reached: number;
    readonly total: number;
    readonly missing: readonly string[];
    readonly counts: Readonly<Record<string, number>>;
  };
  readonly modelNodes: number;
  readonly paths: number;
  readonly steps: number;
}

/**
 * Counts what a run reached, in abstract terms: abstract states (the flags of `table.ts`),
 * abstract transitions (abstract state, event kind and outcome, abstract state after) and the
 * chart's modelled transitions (event kind accepted or refused, reaching `won`).
 */
export class Coverage {
  private readonly states = new Map<string, number>();
  private readonly transitions = new Set<string>();
  private readonly chart = new Map<string, number>();
  private readonly reachableStates = new Set<string>();
  private readonly reachableTransitions = new Set<string>();
  private nodes = 0;

  /**
   * Registers the model graph (its adjacency map) as the universe: every abstract state and
   * transition reachable in the model.
   */
  addUniverse(adjacency: ModelAdjacency, classify: (s: ModelSnapshot, e: ModelEvent) => Outcome): void {
    for (const node of Object.values(adjacency)) {
      this.nodes++;
      this.reachableStates.add(abstractOf(node.state));
      // a won game is final: the graph has no edges out of it, yet every event is refused there
      if (node.state.value === 'won')
        for (const e of modelEvents(node.state))
          if (e.type !== 'newGame') this.reachableTransitions.add(edgeKey(node.state, e, 'refused', node.state));
      for (const t of Object.values(node.transitions)) {
        const outcome = classify(node.state, t.event);
        if (outcome !== 'unmodelled') this.reachableTransitions.add(edgeKey(node.state, t.event, outcome, t.state));
      }
    }
  }

  /** Whether a run reached an abstract transition (an {@link edgeKey}). */
  reached(key: string): boolean {
    return this.transitions.has(key);
  }

  /** Records a checked state. */
  state(s: ModelSnapshot): void {
    const key = abstractOf(s);
    this.states.set(key, (this.states.get(key) ?? 0) + 1);
  }

  /** Records a checked step: the event's kind and outcome from a state. */
  step(before: ModelSnapshot, event: ModelEvent, outcome: Outcome): void {
    if (outcome === 'unmodelled') return;
    const kind = `${event.type}:${outcome}`;
    const after = predictedAfter(before, event, outcome);
    this.transitions.add(transitionKey(abstractOf(before), kind, after));
    this.chart.set(kind, (this.chart.get(kind) ?? 0) + 1);
    if (before.value !== 'won' && after.endsWith(' won')) this.chart.set('won', (this.chart.get('won') ?? 0) + 1);
  }

  /** The chart transitions not reached yet. */
  missingChartTransitions(): string[] {
    return CHART_TRANSITIONS.filter((t) => !this.chart.has(t));
  }

  report(adapter: string, paths: number, steps: number): CoverageReport {
    const missingStates = [...this.reachableStates].filter((s) => !this.states.has(s)).sort();
    const missingTransitions = [...this.reachableTransitions].filter((t) => !this.transitions.has(t)).sort();
    const missingChart = this.missingChartTransitions();
    return {
      adapter,
      abstractStates: {
        reached: this.states.size,
        reachable: this.reachableStates.size,
        conceivable: CONCEIVABLE_ABSTRACT_STATES,
        missing: missingStates,
        checks: Object.fromEntries([...this.states].sort(([a], [b]) => a.localeCompare(b))),
      },
      abstractTransitions: {
        reached: this.transitions.size,
        reachable: this.reachableTransitions.size,
        missing: missingTransitions,
      },
      chartTransitions: {
        reached: CHART_TRANSITIONS.length - missingChart.length,
        total: CHART_TRANSITIONS.length,
        missing: missingChart,
        counts: Object.fromEntries(this.chart),
      },
      modelNodes: this.nodes,
      paths,
      steps,
    };
  }
}

/**
 * The report of one run made in parts ({@link samplePart}), from the parts' reports: what any part
 * reached is reached (a key is missing only when every part misses it), checks and counts summed.
 * @param reports the parts' reports, of the same adapter and model graph
 * @returns the whole run's report
 * @throws RangeError when there is no report, or the reports differ in adapter or model graph
 */
export function mergeReports(reports: readonly CoverageReport[]): CoverageReport {
  const [first, ...rest] = reports;
  if (first === undefined) throw new RangeError('no coverage report to merge');
  for (const r of rest)
    if (r.adapter !== first.adapter || r.modelNodes !== first.modelNodes)
      throw new RangeError(
        `coverage reports of different runs: ${r.adapter} (${r.modelNodes} model nodes) and ${first.adapter} (${first.modelNodes})`,
      );
  const missingInAll = (pick: (r: CoverageReport) => readonly string[]): string[] =>
    pick(first).filter((key) => rest.every((r) => pick(r).includes(key)));
  const sum = (pick: (r: CoverageReport) => Readonly<Record<string, number>>): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const r of reports) for (const [key, n] of Object.entries(pick(r))) out[key] = (out[key] ?? 0) + n;
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  };
  const states = missingInAll((r) => r.abstractStates.missing);
  const transitions = missingInAll((r) => r.abstractTransitions.missing);
  const chart = missingInAll((r) => r.chartTransitions.missing);
  return {
    adapter: first.adapter,
    abstractStates: {
      reached: first.abstractStates.reachable - states.length,
      reachable: first.abstractStates.reachable,
      conceivable: first.abstractStates.conceivable,
      missing: states,
      checks: sum((r) => r.abstractStates.checks),
    },
    abstractTransitions: {
      reached: first.abstractTransitions.reachable - transitions.length,
      reachable: first.abstractTransitions.reachable,
      missing: transitions,
    },
    chartTransitions: {
      reached: first.chartTransitions.total - chart.length,
      total: first.chartTransitions.total,
      missing: chart,
      counts: sum((r) => r.chartTransitions.counts),
    },
    modelNodes: first.modelNodes,
    paths: reports.reduce((n, r) => n + r.paths, 0),
    steps: reports.reduce((n, r) => n + r.steps, 0),
  };
}

/** One line for the console: `model coverage (engine): abstract states 40/40 ...`. */
export function coverageLine(r: CoverageReport): string {
  return (
    `model coverage (${r.adapter}): abstract states ${r.abstractStates.reached}/${r.abstractStates.reachable} reachable ` +
    `(of ${r.abstractStates.conceivable} conceivable), abstract transitions ${r.abstractTransitions.reached}/${r.abstractTransitions.reachable}, ` +
    `chart transitions ${r.chartTransitions.reached}/${r.chartTransitions.total}; ${r.paths} paths, ${r.steps} steps, ${r.modelNodes} model nodes`
  );
}

/** The abstract state after an event as the model predicts it (the same state for a refusal). */
function predictedAfter(before: ModelSnapshot, event: ModelEvent, outcome: Outcome): string {
  if (outcome === 'refused') return abstractOf(before);
  const [after] = transition(modelMachine, before, event);
  return abstractOf(after);
}
