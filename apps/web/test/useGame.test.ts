import { afterEach, describe, expect, it } from 'vitest';
import { computed, ref, watch } from 'vue';
import { gameFromCode, newGameCode } from '@klondike/engine';
import { GAME_START_MARK, type useGame } from '../src/composables/useGame.js';
import { resetSettingsForTests, SETTINGS_KEY } from '../src/settings/useSettings.js';
import { startSolverEarly, useSolverVerdict } from '../src/solver/useSolverVerdict.js';
import { inThreadWorker, lostAtCounter } from './inThreadSolver.js';
import { mountGame } from './mountGame.js';
import { until } from './until.js';

const marks = (): PerformanceEntryList => performance.getEntriesByName(GAME_START_MARK, 'mark');

describe('the game-start mark (the browser bench measures the verdict from it)', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    performance.clearMarks();
    localStorage.clear();
    resetSettingsForTests();
  });

  it('is set once when the first game starts, and moved, not added, when the next one starts', async () => {
    performance.clearMarks();
    window.history.replaceState(null, '', '/?code=KL1-D1N-AAAAAAG');
    const mounted = mountGame();
    unmount = mounted.unmount;
    expect(marks()).toHaveLength(0);
    await mounted.game.start();
    expect(marks()).toHaveLength(1);
    const first = marks()[0]!.startTime;
    mounted.game.startNew(gameFromCode(newGameCode()));
    expect(marks()).toHaveLength(1);
    expect(marks()[0]!.startTime).toBeGreaterThanOrEqual(first);
  });
});

describe("the status's first search (the solver's worker searches while the board renders)", () => {
  afterEach(() => {
    localStorage.clear();
    resetSettingsForTests();
  });

  /** How many searches the worker had been sent when the game in view was set, for each game set. */
  async function sentAtBegin(
    statusOn: boolean,
    search: string,
  ): Promise<{ atBegin: number[]; searches: () => number; game: ReturnType<typeof useGame> }> {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ solverStatus: statusOn }));
    resetSettingsForTests();
    const searches = lostAtCounter();
    startSolverEarly(() => inThreadWorker(searches.sent));
    window.history.replaceState(null, '', search);
    const { game } = mountGame();
    const atBegin: number[] = [];
    watch(game.current, () => atBegin.push(searches.count()), { flush: 'sync' });
    await game.start();
    return { atBegin, searches: searches.count, game };
  }

  it('with the status on, is sent to the worker as the game begins, before its view is made, and the view shows its answer', async () => {
    const { atBegin, searches, game } = await sentAtBegin(true, '/?code=KL1-D1N-AAAAAAG');
    expect(atBegin).toEqual([1]);
    const { verdict } = useSolverVerdict(
      computed(() => game.current.value!.game),
      ref(true),
    );
    await until(() => verdict.value?.state === 'winnable');
    expect(searches()).toBe(1);
  });

  it('with the status off, nothing is sent before the player asks', async () => {
    const { atBegin, searches } = await sentAtBegin(false, '/?code=KL1-D1N-AAAAAAG');
    expect(atBegin).toEqual([0]);
    expect(searches()).toBe(0);
  });
});
