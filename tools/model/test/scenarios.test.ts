import { describe, expect, test } from 'vitest';
import { gameFromPosition, makePosition, makeRules, parsePosition } from '@klondike/engine';
import { modelMachine, scenarioRules, SCENARIO_EVENTS } from '../src/model.js';
import { positionPiles } from '../src/observation.js';
import { testModel } from '../src/runner.js';
import { SCENARIO_NAMES, SCENARIOS } from '../src/scenarios.js';
import { tableOfPosition, tablePiles } from '../src/table.js';

describe.each(SCENARIO_NAMES)('scenario %s', (name) => {
  const scenario = SCENARIOS[name];

  test('is a valid position with all 52 cards, in printed form, playable under its rules', () => {
    const parsed = parsePosition(scenario.position);
    expect(parsed.ok ? makePosition(parsed.value) : parsed.error.message).toBe(scenario.position);
    if (!parsed.ok) return;
    expect(gameFromPosition(parsed.value, makeRules(scenario.rules)).ok).toBe(true);
  });

  test('the model reads it and its rules as the engine does', () => {
    const parsed = parsePosition(scenario.position);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const rules = makeRules(scenario.rules);
    const model = scenarioRules(name);
    expect({ draw: model.draw, passes: model.passLimit, returns: model.foundationReturn }).toEqual({
      draw: rules.draw,
      passes: rules.passes,
      returns: rules.foundationToColumn,
    });
    expect(tablePiles(tableOfPosition(scenario.position), model)).toEqual(positionPiles(parsed.value, rules));
  });

  test('lists a case for every event type of the chart', () => {
    const types = new Set(SCENARIO_EVENTS[name].map((e) => e.type));
    expect([...types].sort()).toEqual(Object.keys(modelMachine.root.states['playing']!.on).sort());
  });
});

test('every node of the model graph is a few events from the start', () => {
  const paths = testModel('main').getShortestPaths({ allowDuplicatePaths: true });
  const longest = Math.max(...paths.map((p) => p.steps.length - 1));
  console.log(`model graph: ${paths.length} nodes, the farthest ${longest} events from the start`);
  expect(longest).toBeLessThanOrEqual(16);
});
