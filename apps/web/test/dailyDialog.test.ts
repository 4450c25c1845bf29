import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGameCode, type Game } from '@klondike/engine';
import { DAILY_FIRST_DATE, dailyGameCode } from '@klondike/solver';
import NewGameDialog from '../src/components/NewGameDialog.vue';
import { makeI18n } from '../src/i18n/index.js';

const codeOf = (game: Game): string => (game.start.kind === 'code' ? makeGameCode(game.start.code) : '');
const must = (r: { ok: true; value: string } | { ok: false }): string => {
  if (!r.ok) throw new Error('no daily deal');
  return r.value;
};

async function dialogAt(iso: string, draw: 1 | 3 = 1, scoring: 'normal' | 'vegas' = 'normal') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  const w = mount(NewGameDialog, {
    props: { draw, scoring, preset: 'classic', thoughtful: false, cancellable: true },
    global: { plugins: [makeI18n(['en'])] },
  });
  await w.get('[data-testid="deal-daily"]').setValue(true);
  return w;
}

describe('the daily deal in the New game dialog (RULES §6)', () => {
  afterEach(() => vi.useRealTimers());

  it("deals today's (UTC) daily deal, draw 1 Normal, app rules whatever preset is chosen", async () => {
    const w = await dialogAt('2026-01-03T23:30:00Z');
    expect((w.get('[data-testid="daily-date"]').element as HTMLInputElement).value).toBe('2026-01-03');
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await flushPromises();
    const started = w.emitted('start')?.[0]?.[0] as Game | undefined;
    expect(started && codeOf(started)).toBe(must(dailyGameCode('2026-01-03')));
  });

  it("deals an earlier day's deal in the chosen mode", async () => {
    const w = await dialogAt('2026-02-10T08:00:00Z', 3, 'normal');
    await w.get('[data-testid="daily-date"]').setValue('2026-01-20');
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await flushPromises();
    const started = w.emitted('start')?.[0]?.[0] as Game | undefined;
    expect(started && codeOf(started)).toBe(must(dailyGameCode('2026-01-20', { draw: 3, scoring: 'normal' })));
  });

  it('refuses a day after today or before the first daily deal, and deals nothing', async () => {
    for (const day of ['2026-02-11', '2025-12-31', '']) {
      const w = await dialogAt('2026-02-10T08:00:00Z');
      await w.get('[data-testid="daily-date"]').setValue(day);
      await w.get('[data-testid="new-game-dialog"]').trigger('submit');
      await flushPromises();
      expect(w.get('[data-testid="daily-error"]').text()).toContain(DAILY_FIRST_DATE);
      expect(w.emitted('start')).toBeUndefined();
      w.unmount();
    }
  });
});
