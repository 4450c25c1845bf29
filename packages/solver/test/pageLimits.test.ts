import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealDeck, dealPosition, type RulesOptions } from '@klondike/engine';
import { PAGE_SEARCH_LIMITS, runTask, searchLimitsText, type SearchLimits } from '../src/worker/index.js';

/**
 * Deal 11 under draw 3: proven lost in 93,336 positions (93,424 before the rule "After a play
 * elsewhere"), after the quick searches (restarts with noise included) and the complete search's
 * slices between them, each of which reads the clock.
 */
const DEAL = 11;
const RULES: RulesOptions = { preset: 'app', draw: 3 };

/** The page's verdict on the deal: what the worker answers a `solve` task. */
async function verdict(limits: SearchLimits): Promise<unknown> {
  const answer = await runTask(
    { kind: 'solve', position: dealPosition(dealDeck(DEAL)), rules: RULES, limits },
    () => false,
    () => {},
  );
  if (!answer.ok) throw new Error(answer.error.message);
  // the milliseconds are the clock's; the verdict is everything else
  const { ms: _ms, ...rest } = answer.value as { ms: number };
  return rest;
}

/** A clock that never moves: a machine as fast as can be, so a wall-time limit is never reached. */
function stoppedClock(): void {
  vi.spyOn(performance, 'now').mockReturnValue(0);
}

/** A clock that runs an hour each time it is read: a machine a million times slower, or stalled. */
function slowClock(): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 3_600_000));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the pages' search limits", () => {
  it('give the same verdict, with the same positions searched, however slow the clock runs', async () => {
    const onTime = await verdict(PAGE_SEARCH_LIMITS);
    expect(onTime).toMatchObject({ result: 'lost', nodes: 93_336 });
    slowClock();
    expect(await verdict(PAGE_SEARCH_LIMITS)).toEqual(onTime);
  });

  it('a wall-time limit does not: under the slow clock the same deal is undecided (what the pages used before)', async () => {
    stoppedClock();
    const onTime = await verdict({ maxMs: 60_000 });
    expect(onTime).toMatchObject({ result: 'lost', nodes: 93_336 });
    vi.restoreAllMocks();
    slowClock();
    expect(await verdict({ maxMs: 60_000 })).toMatchObject({ result: 'unknown', reason: 'time' });
  });

  it('count positions, not time, and say so in words', () => {
    expect(PAGE_SEARCH_LIMITS.maxMs).toBeUndefined();
    expect(PAGE_SEARCH_LIMITS.maxNodes).toBeGreaterThan(0);
    expect(searchLimitsText(PAGE_SEARCH_LIMITS)).toBe('1,000,000 positions');
    expect(searchLimitsText({ maxMs: 4000 })).toBe('4000 ms');
  });
});
