import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { DRAW, gameFromCode, makeSession, parseGameCode, play } from '@klondike/engine';
import ReplayView from '../src/components/ReplayView.vue';
import { makeI18n } from '../src/i18n/index.js';
import { openText } from '../src/loader.js';

/** A recorded game of a variant (RULES §10): its code and one draw. */
function recorded(code: string) {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const game = play(gameFromCode(parsed.value), DRAW, 500);
  if (!game.ok) throw new Error(game.error.message);
  const r = openText(JSON.stringify(makeSession(game.value, { startedAt: '2026-12-02T00:00:00.000Z' })));
  if (!r.ok) throw new Error(r.error.message);
  return r.games[0]!;
}

describe('the replay of a variant game', { timeout: 30_000 }, () => {
  it.each([
    ['KL1-D1N-AAAAAAG-D', 'Double Klondike', 9, 8],
    ['KL1-D3V-AAAAAAG-J', 'Klondike with jokers', 7, 4],
  ])(
    '%s: the board has its piles, the mode line names it, and the solver is not asked',
    async (code, name, columns, foundations) => {
      const loadSolver = vi.fn(() => new Promise<never>(() => {}));
      const wrapper = mount(ReplayView, {
        props: { opened: recorded(code), loadSolver },
        global: { plugins: [makeI18n(['en'])] },
      });
      await flushPromises();
      expect(wrapper.findAll('[data-pile^="T"]')).toHaveLength(columns);
      expect(wrapper.findAll('[data-pile^="F"]')).toHaveLength(foundations);
      expect(wrapper.get('.mode').text()).toContain(name);
      expect(wrapper.get('[data-testid="winnable-strip"]').text()).toContain(`no strip for ${name}`);
      expect(loadSolver).not.toHaveBeenCalled();
      wrapper.unmount();
    },
  );
});
