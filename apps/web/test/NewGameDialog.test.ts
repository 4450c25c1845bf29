import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { parseGameCode } from '@klondike/engine';
import NewGameDialog from '../src/components/NewGameDialog.vue';
import { capped } from '../src/composables/useGame.js';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';

describe('NewGameDialog', () => {
  it("shows the engine's message for a bad code once, without a repeated prefix", async () => {
    const w = mount(NewGameDialog, {
      props: { draw: 1, scoring: 'normal', preset: 'app', thoughtful: false, cancellable: true },
      global: { plugins: [makeI18n(['en'])] },
    });
    await w.get('[data-testid="code-input"]').setValue('GARBAGE');
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await flushPromises();
    const parsed = parseGameCode('GARBAGE');
    if (parsed.ok) throw new Error('GARBAGE parsed');
    expect(w.get('[data-testid="code-error"]').text()).toBe(`The code could not be read: ${parsed.error.message}.`);
    expect(w.emitted('start')).toBeUndefined();
  });

  it('caps the error of a long refused code as the notices are capped', async () => {
    // the deal part of the code is echoed whole in the engine's message
    const code = `KL1-D1N-${'x7#Qz'.repeat(110)}`;
    const w = mount(NewGameDialog, {
      props: { draw: 1, scoring: 'normal', preset: 'app', thoughtful: false, cancellable: true },
      global: { plugins: [makeI18n(['en'])] },
    });
    await w.get('[data-testid="code-input"]').setValue(code);
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await flushPromises();
    const shown = w.get('[data-testid="code-error"]').text();
    expect(shown.length).toBeLessThanOrEqual(300);
    expect(shown).toMatch(/^The code could not be read: the deal "x7#Qzx7#Qz.*…$/);
    expect(shown).toBe(capped(shown.slice(0, -1) + 'x'.repeat(500)));
    w.unmount();
  });

  it.each([
    [
      'he',
      'אי אפשר לקרוא את הקוד: החלק "D2N" של קוד המשחק חייב להיות D1N, D1V, D3N או D3V (שליפת 1 או 3, ניקוד רגיל או וגאס).',
    ],
    [
      'nl',
      'De code kon niet worden gelezen: het deel "D2N" van de spelcode moet D1N, D1V, D3N of D3V zijn (1 of 3 trekken, Normaal of Vegas).',
    ],
  ] as const)(
    "words a bad typed code in the player's language (%s), from the engine's code and data",
    async (locale, text) => {
      const i18n = makeI18n(['en']);
      await applyLanguage(i18n, locale);
      const w = mount(NewGameDialog, {
        props: { draw: 1, scoring: 'normal', preset: 'app', thoughtful: false, cancellable: true },
        global: { plugins: [i18n] },
      });
      await w.get('[data-testid="code-input"]').setValue('KL1-D2N-AAAAAAG');
      await w.get('[data-testid="new-game-dialog"]').trigger('submit');
      await flushPromises();
      expect(w.get('[data-testid="code-error"]').text()).toBe(text);
      w.unmount();
    },
  );

  it.each([
    ['hello', 'The code could not be read: game code "hello" is not of the form KL1-D1N-AAAAAAG.'],
    ['KL1-D1N-AAAA', 'The code could not be read: the deal "AAAA" in the game code must be 7 letters, each A to Z.'],
    [
      'KL1-D2N-AAAAAAG',
      'The code could not be read: the part "D2N" of the game code must be D1N, D1V, D3N or D3V (draw 1 or 3, Normal or Vegas).',
    ],
  ] as const)('words a bad typed code %s in English as a sentence, as Hebrew and Dutch do', async (code, text) => {
    const w = mount(NewGameDialog, {
      props: { draw: 1, scoring: 'normal', preset: 'app', thoughtful: false, cancellable: true },
      global: { plugins: [makeI18n(['en'])] },
    });
    await w.get('[data-testid="code-input"]').setValue(code);
    await w.get('[data-testid="new-game-dialog"]').trigger('submit');
    await flushPromises();
    expect(w.get('[data-testid="code-error"]').text()).toBe(text);
    w.unmount();
  });

  it.each([1, 3] as const)('opens with focus on the checked draw option (draw %i)', (draw) => {
    const w = mount(NewGameDialog, {
      props: { draw, scoring: 'normal', preset: 'app', thoughtful: false, cancellable: true },
      global: { plugins: [makeI18n(['en'])] },
      attachTo: document.body,
    });
    const focused = document.activeElement as HTMLInputElement | null;
    expect(focused?.dataset['testid']).toBe(`draw-${draw}`);
    expect(focused?.checked).toBe(true);
    w.unmount();
  });
});
