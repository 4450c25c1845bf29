import { initialTransition } from 'xstate';
import type { Adapter } from './adapter.js';
import { Coverage } from './coverage.js';
import { modelMachine } from './model.js';
import { classify, completionSequences, modelGraph, PathRunner, type RunOptions, type RunResult } from './runner.js';
import { coveringSample, generatedPaths, samplePart } from './sample.js';
import type { ScenarioName } from './scenarios.js';

/**
 * The generated suite for one adapter: from each start scenario, the shortest paths of the model
 * graph (`getShortestPaths`), then one sequence for each abstract transition they missed. Stops
 * at `maxFailures` failed paths. Another adapter (the web client) calls this with its own adapter.
 */
export async function runGeneratedSuite(
  adapter: Adapter,
  starts: readonly ScenarioName[],
  options: RunOptions = {},
): Promise<{ result: RunResult; coverage: Coverage }> {
  const coverage = new Coverage();
  const runner = new PathRunner(adapter, coverage, options);
  let result = await runner.runPaths([]);
  for (const start of starts) {
    const { adjacency, shortestPaths } = modelGraph(start);
    coverage.addUniverse(adjacency, classify);
    result = await runner.runPaths(shortestPaths);
    const [initial] = initialTransition(modelMachine, { scenario: start });
    for (const sequence of completionSequences(adjacency, initial, coverage))
      result = await runner.runSequence(start, sequence);
  }
  return { result, coverage };
}

/**
 * The generated suite cut down for a slow adapter (a browser): the same generated paths from a
 * start scenario ({@link generatedPaths}), of which a deterministic sample runs
 * ({@link coveringSample}: every abstract state and chart transition, then as many abstract
 * transitions as `maxEvents` events reach). The coverage universe is the whole model graph, so
 * the report shows what the sample leaves out. With `options.part`, only that part of the sample
 * runs ({@link samplePart}): the parts' reports together ({@link mergeReports}) cover what the whole
 * sample does.
 */
export async function runSampledSuite(
  adapter: Adapter,
  start: ScenarioName,
  maxEvents: number,
  options: RunOptions & { readonly part?: { readonly index: number; readonly count: number } } = {},
): Promise<{ result: RunResult; coverage: Coverage }> {
  const coverage = new Coverage();
  coverage.addUniverse(modelGraph(start).adjacency, classify);
  const runner = new PathRunner(adapter, coverage, options);
  let result = await runner.runPaths([]);
  const sample = coveringSample(generatedPaths(start), maxEvents);
  const { index = 0, count = 1 } = options.part ?? {};
  for (const path of samplePart(sample, index, count)) result = await runner.runSequence(path.start, path.events);
  return { result, coverage };
}
