import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { until } from './until.js';
import { gameWon, makeGameCode, type Game } from '@klondike/engine';
import { createSolverClient, type SolverClient } from '@klondike/solver/worker';
import NewGameDialog from '../src/components/NewGameDialog.vue';
import { makeI18n } from '../src/i18n/index.js';
import { inThreadWorker } from './inThreadSolver.js';

/** A worker client whose deals are taken in order from `firstDeal` (reproducible), not at random. */
function inOrderClient(firstDeal = 6): SolverClient {
  const client = createSolverClient({ spawn: inThreadWorker });
  return { ...client, winnableDeal: (rules, limits) => client.winnableDeal(rules, { ...limits, firstDeal }) };
}

const mountDialog = (
  loadSolver: () => Promise<SolverClient>,
  modeProps: { draw: 1 | 3; scoring: 'normal' | 'vegas' } = { draw: 1, scoring: 'normal' },
) =>
  mount(NewGameDialog, {
    props: { ...modeProps, preset: 'app', thoughtful: false, cancellable: true, loadSolver },
    global: { plugins: [makeI18n(['en'])] },
  });

describe('NewGameDialog: winnable deals only', () => {
  it('plays the proven deal at once, as a normal game code: one press of Deal (a player took the proof for a search still under way)', async () => {
    let loads = 0;
    const w = mountDialog(() => (loads++, Promise.resolve(inOrderClient())));
    await w.get('[data-testid="winnable-only"]').setValue(true);
    expect(loads).toBe(0);
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await until(() => w.emitted('start') !== undefined);
    const [[game]] = w.emitted('start') as [[Game]];
    expect(game.start.kind === 'code' && makeGameCode(game.start.code)).toMatch(/^KL1-D1N-[A-Z]{7}$/);
    expect(gameWon(game)).toBe(false);
    expect(loads).toBe(1);
  });

  it('finds one in one-pass draw 3 Vegas, where about one deal in 40 is winnable: 45 deals tried', async () => {
    // from deal 1038 on, the first deal proven winnable under app draw 3 Vegas (no recycle) is 1082
    const w = mountDialog(() => Promise.resolve(inOrderClient(1038)), { draw: 3, scoring: 'vegas' });
    await w.get('[data-testid="winnable-only"]').setValue(true);
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await until(() => w.emitted('start') !== undefined || w.find('[data-testid="winnable-error"]').exists());
    expect(w.find('[data-testid="winnable-error"]').exists()).toBe(false);
    const [[game]] = w.emitted('start') as [[Game]];
    expect(game.start.kind === 'code' && game.start.code).toMatchObject({ deal: 1082, draw: 3, scoring: 'vegas' });
  });

  it('a change of rules stops a search made under the old ones', async () => {
    let cancelled = 0;
    const w = mountDialog(() =>
      Promise.resolve({
        ...inOrderClient(),
        winnableDeal: () => new Promise(() => {}),
        cancel: () => void cancelled++,
      }),
    );
    await w.get('[data-testid="winnable-only"]').setValue(true);
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await until(() => w.find('[data-testid="winnable-progress"]').exists());
    await w.get('[data-testid="draw-3"]').setValue(true);
    await flushPromises();
    expect(cancelled).toBe(1);
    expect(w.find('[data-testid="winnable-progress"]').exists()).toBe(false);
    expect(w.get('[data-testid="start-game"]').text()).toBe('Deal');
    expect(w.emitted('start')).toBeUndefined();
  });

  it('stops a search on Stop looking and stays open; a failing solver is said, not thrown', async () => {
    let cancelled = 0;
    const never: SolverClient = {
      solve: () => new Promise(() => {}),
      lostAt: () => new Promise(() => {}),
      winnableDeal: () => new Promise(() => {}),
      hint: () => new Promise(() => {}),
      cancel: () => void cancelled++,
      dispose: () => {},
    };
    const w = mountDialog(() => Promise.resolve(never));
    await w.get('[data-testid="winnable-only"]').setValue(true);
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await flushPromises();
    expect(w.get('[data-testid="winnable-progress"]').text()).toBe('Looking for a winnable deal: 0 deals tried…');
    expect(w.get('[data-testid="cancel-new-game"]').text()).toBe('Stop looking');
    await w.get('[data-testid="cancel-new-game"]').trigger('click');
    await flushPromises();
    expect(cancelled).toBe(1);
    expect(w.find('[data-testid="winnable-progress"]').exists()).toBe(false);
    expect(w.emitted('cancel')).toBeUndefined();

    const failing = mountDialog(() =>
      Promise.resolve({
        ...never,
        winnableDeal: () =>
          Promise.resolve({ ok: false as const, error: { code: 'ERR_SOLVER_WORKER' as const, message: 'no worker' } }),
      }),
    );
    await failing.get('[data-testid="winnable-only"]').setValue(true);
    await failing.get('[data-testid="new-game-dialog"]').trigger('submit');
    await flushPromises();
    expect(failing.get('[data-testid="winnable-error"]').text()).toBe('The solver could not run here: no worker');
  });
});
