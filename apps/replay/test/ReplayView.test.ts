import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import ReplayView from '../src/components/ReplayView.vue';
import { makeI18n } from '../src/i18n/index.js';
import { openText, type OpenedGame } from '../src/loader.js';
import { fixtures } from './fixtures.js';
import { longSessionText } from '../../../scripts/long-session.mjs';
import type { GameReview, MoveReview, ReviewClient } from '@klondike/review/worker';

const f = fixtures()[0]!;
const times = f.session.actions.map((a) => a.t!);

function opened(): OpenedGame {
  const r = openText(JSON.stringify(f.session));
  if (!r.ok) throw new Error(r.error.message);
  return r.games[0]!;
}

function view() {
  // the playback's timing is under test, not the solver's strip (strip.test.ts): a solver that never
  // answers keeps the solver's chunk from loading into these fake-timer tests, where its import took
  // seconds of real time under load and ran into the test timeout
  const loadSolver = () => new Promise<never>(() => {});
  const wrapper = mount(ReplayView, {
    props: { opened: opened(), loadSolver },
    global: { plugins: [makeI18n(['en'])] },
  });
  const position = () => wrapper.get('[data-testid="replay-position"]').text();
  const at = (n: number) => `action ${n} of ${f.session.actions.length}`;
  return { wrapper, position, at };
}

// Each step re-renders the whole board (SVG cards) in happy-dom: seconds of real CPU on a loaded
// machine although the clock is fake, so these get more than vitest's default 5 s.
describe('ReplayView playback timing', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('step mode: one action every 700 ms at 1x, 350 ms at 2x', async () => {
    const { wrapper, position, at } = view();
    await wrapper.get('[data-testid="replay-play"]').trigger('click');
    await vi.advanceTimersByTimeAsync(699);
    expect(position()).toBe(at(0));
    await vi.advanceTimersByTimeAsync(1);
    expect(position()).toBe(at(1));
    await wrapper.get('[data-testid="replay-speed"]').setValue('2');
    await vi.advanceTimersByTimeAsync(350);
    expect(position()).toBe(at(2));
    wrapper.unmount();
  });

  it('real time waits the recorded gaps', async () => {
    const { wrapper, position, at } = view();
    await wrapper.get('[data-testid="replay-timing"]').setValue('real');
    await wrapper.get('[data-testid="replay-play"]').trigger('click');
    await vi.advanceTimersByTimeAsync(times[0]! - 1);
    expect(position()).toBe(at(0));
    await vi.advanceTimersByTimeAsync(1);
    expect(position()).toBe(at(1));
    await vi.advanceTimersByTimeAsync(times[1]! - times[0]! - 1);
    expect(position()).toBe(at(1));
    await vi.advanceTimersByTimeAsync(1);
    expect(position()).toBe(at(2));
    wrapper.unmount();
  });

  it('real time cuts pauses longer than 2 s unless told to keep them', async () => {
    // frame k waits for entry k+1: find a recorded gap over 2 s
    const k = times.findIndex((t, i) => i > 0 && t - times[i - 1]! > 2100);
    const gap = times[k]! - times[k - 1]!;
    for (const keep of [false, true]) {
      const { wrapper, position, at } = view();
      await wrapper.get(`[data-index="${k}"] button`).trigger('click');
      await wrapper.get('[data-testid="replay-timing"]').setValue('real');
      if (keep) await wrapper.get('[data-testid="replay-shorten"]').setValue(false);
      await wrapper.get('[data-testid="replay-play"]').trigger('click');
      await vi.advanceTimersByTimeAsync(2000);
      expect(position()).toBe(at(keep ? k : k + 1));
      if (keep) {
        await vi.advanceTimersByTimeAsync(gap - 2000);
        expect(position()).toBe(at(k + 1));
      }
      wrapper.unmount();
    }
  });

  it('pausing stops the timer', async () => {
    const { wrapper, position, at } = view();
    await wrapper.get('[data-testid="replay-play"]').trigger('click');
    await wrapper.get('[data-testid="replay-play"]').trigger('click');
    await vi.advanceTimersByTimeAsync(5000);
    expect(position()).toBe(at(0));
    wrapper.unmount();
  });
});

describe('ReplayView action list', () => {
  it('a click jumps there and highlights it; the score follows the frame', async () => {
    const { wrapper, position, at } = view();
    await wrapper.get('[data-index="5"] button').trigger('click');
    await flushPromises();
    expect(position()).toBe(at(5));
    expect(wrapper.get('[data-index="5"] button').attributes('aria-current')).toBe('step');
    expect(wrapper.findAll('[aria-current="step"]')).toHaveLength(1);
    await wrapper.get('[data-testid="replay-end"]').trigger('click');
    expect(wrapper.get('[data-testid="score"]').text()).toBe(f.expected.scoreText);
    wrapper.unmount();
  });
});

describe('ReplayView review cut short by its budget', () => {
  it('says how many actions were reviewed and that the rest is not', async () => {
    const game = opened();
    const entries = f.session.actions.length;
    const reviewed = Math.min(3, entries);
    const move: MoveReview = {
      journalIndex: 1,
      action: 'D',
      winnable: null,
      pWin: 0.5,
      best: 'D',
      pWinBest: 0.5,
      pWinPlayed: 0.5,
      kind: 'best',
      luck: 0,
      choices: 1,
    };
    const moves = Array.from({ length: reviewed }, (_, i) => ({ ...move, journalIndex: i + 1 }));
    const stoppedReview: GameReview = {
      verdict: 'unknown',
      lostAt: null,
      accuracy: null,
      start: { winnable: null, pWin: 0.5 },
      moves,
      critical: [],
      samples: 32,
      seed: 1,
      stopped: { reviewed, reason: 'nodes' },
      work: { sampleCalls: 0, sampleNodes: 0, sampleUnknown: 0, exactCalls: 0, exactNodes: 0 },
    };
    const client: ReviewClient = {
      review: (_game, _options, listener) => {
        listener.onStart?.(stoppedReview.start);
        moves.forEach((m, i) => listener.onStep?.({ move: m, critical: null }, i + 1, entries));
        return Promise.resolve({ ok: true, value: stoppedReview });
      },
      cancel: () => undefined,
      dispose: () => undefined,
    };
    const wrapper = mount(ReplayView, {
      props: {
        opened: game,
        loadSolver: () => new Promise<never>(() => {}),
        loadReview: () => Promise.resolve(client),
        autoReview: true,
      },
      global: { plugins: [makeI18n(['en'])] },
    });
    await flushPromises();
    expect(wrapper.get('[data-testid="review-progress"]').text()).toBe(
      `Reviewed ${reviewed} of ${entries} actions: the rest is not reviewed (the review stops at its budget so a long game cannot run on).`,
    );
    wrapper.unmount();
  });
});

describe("ReplayView's hand-off to the solver", () => {
  it("sends the opened game's packed journal (not packed again), after the view's first frame, not in its mount", async () => {
    const game = opened();
    const calls: unknown[][] = [];
    const solver = {
      lostAt: (...args: unknown[]) => (calls.push(args), new Promise<never>(() => {})),
      dispose: () => undefined,
    };
    const loadSolver = vi.fn(() => Promise.resolve(solver as never));
    const wrapper = mount(ReplayView, { props: { opened: game, loadSolver }, global: { plugins: [makeI18n(['en'])] } });
    // the mount's own task ends without the solver: its hand-off waits for the painted frame
    expect(loadSolver).not.toHaveBeenCalled();
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]![2]).toBe(game.journal);
    wrapper.unmount();
  });
});

describe('ReplayView on a long recording', () => {
  it('mounts the board and the controls first, the action list, score chart and summary after the first frame', async () => {
    const r = openText(longSessionText(4500));
    if (!r.ok) throw new Error(r.error.message);
    const game = r.games[0]!;
    expect(game.recording.frames.length).toBeGreaterThan(4000);
    const loadSolver = () => new Promise<never>(() => {});
    const wrapper = mount(ReplayView, { props: { opened: game, loadSolver }, global: { plugins: [makeI18n(['en'])] } });
    // the mount's own task: the board and where the playback stands, not the side panel
    expect(wrapper.find('[data-testid="replay-position"]').exists()).toBe(true);
    expect(wrapper.find('[data-testid="replay-actions"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="replay-chart"]').exists()).toBe(false);
    // one part per task: a poll on a loaded machine may look between two of them, so wait on each
    await expect.poll(() => wrapper.find('[data-testid="replay-actions"]').exists()).toBe(true);
    await expect.poll(() => wrapper.find('[data-testid="replay-chart"]').exists()).toBe(true);
    await expect.poll(() => wrapper.find('[data-testid="replay-summary"]').exists()).toBe(true);
    wrapper.unmount();
  });
});
