import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import type { LostAtReport, SolverClient } from '@klondike/solver/worker';
import ReplayView from '../src/components/ReplayView.vue';
import { makeI18n } from '../src/i18n/index.js';
import { isTextRefusal, openText, type OpenedGame } from '../src/loader.js';
import { fixtures } from './fixtures.js';

const first = fixtures().find((f) => f.session['variant'] === undefined)!;

/** The valid prefix of a session refused at action `at` (1-based, RULES §8): its first at-1 actions, then an illegal one. */
function prefixOf(at: number): OpenedGame {
  const text = JSON.stringify({
    ...first.session,
    actions: [...first.session.actions.slice(0, at - 1), { a: 'T1-T1' }],
  });
  const opened = openText(text);
  if (opened.ok || isTextRefusal(opened.error) || !opened.prefix)
    throw new Error('expected a refused session with a prefix');
  return opened.prefix;
}

/** A solver whose every `lostAt` says the position is still winnable (with no line to watch). */
const winnableSolver = async (): Promise<SolverClient> =>
  ({
    lostAt: async () => ({
      ok: true,
      value: { verdict: 'winnable', line: [], calls: 1, ms: 1 } satisfies LostAtReport,
    }),
    cancel: () => {},
    dispose: () => {},
  }) as unknown as SolverClient;

function view(cutAt: number | null) {
  return mount(ReplayView, {
    props: { opened: prefixOf(4), cutAt, loadSolver: winnableSolver },
    global: { plugins: [makeI18n(['en'])] },
  });
}

describe('the valid prefix of a refused session file', () => {
  it('claims no end of the game and no verdict on the whole game: it says where the file was refused', async () => {
    const wrapper = view(4);
    await flushPromises();
    const summary = wrapper.get('[data-testid="replay-summary"]');
    expect(summary.get('h2').text()).toBe('As far as the file could be read');
    expect(summary.text()).not.toContain('End of the game');
    expect(wrapper.get('[data-testid="replay-result"]').text()).toBe('not known: the file was refused at action 4');
    await expect
      .poll(() => wrapper.get('[data-testid="winnable-summary"]').text())
      .toBe('Still winnable before action 4, where the file was refused: the rest of the game is not known.');
    expect(wrapper.text()).not.toContain('could be won all along');
    wrapper.unmount();
  });

  it('a whole recorded game keeps its end and its verdict', async () => {
    const wrapper = view(null);
    await flushPromises();
    expect(wrapper.get('[data-testid="replay-summary"] h2').text()).toBe('End of the game');
    expect(wrapper.get('[data-testid="replay-result"]').text()).toBe('Not won');
    await expect
      .poll(() => wrapper.get('[data-testid="winnable-summary"]').text())
      .toBe('The game could be won all along (still winnable at its last action).');
    wrapper.unmount();
  });
});
