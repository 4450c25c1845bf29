import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { parseGameCode } from '@klondike/engine';
import NewGameDialog from '../src/components/NewGameDialog.vue';
import { makeI18n } from '../src/i18n/index.js';

describe('NewGameDialog', () => {
  it('shows the engine\'s message for a bad code once, without a repeated prefix', async () => {
    const w = mount(NewGameDialog, {
      props: { draw: 1, scoring: 'normal', preset: 'app', thoughtful: false, cancellable: true },
      global: { plugins: [makeI18n(['en'])] },
    });
    await w.get('[data-testid="code-input"]').setValue('GARBAGE');
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await flushPromises();
    const parsed = parseGameCode('GARBAGE');
    if (parsed.ok) throw new Error('GARBAGE parsed');
    expect(w.get('[data-testid="code-error"]').text()).toBe(parsed.error.message);
    expect(w.emitted('start')).toBeUndefined();
  });
});
