import { describe, expect, it } from 'vitest';
import { modeLabel } from '@klondike/analysis';
import { W1 } from '@klondike/engine/testing';
import { klondike } from './run.js';

/**
 * The CLI names a game's mode (its preset, draw, scoring, variant, Thoughtful) with the one label of
 * `@klondike/analysis` (the report's, the player's statistics'), not with words of its own.
 */
describe("klondike play names a deck start's mode by the one mode label", () => {
  it.each([
    [
      ['--draw', '3', '--scoring', 'vegas', '--thoughtful'],
      { rules: 'app', draw: 3, scoring: 'vegas', thoughtful: true },
    ],
    [['--rules', 'classic'], { rules: 'classic', draw: 1, scoring: 'normal', thoughtful: false }],
  ] as const)('%j', async (flags, mode) => {
    const result = await klondike(['play', '--deck', W1, ...flags]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`deck, ${modeLabel({ ...mode, variant: 'standard' }, 'en')}`);
  });
});
