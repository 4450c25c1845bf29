import { describe, expect, test } from 'vitest';
import { checkVariantWalks } from '../src/variantWalk.js';

const DEEP = Boolean(process.env['DEEP']);

describe('model paths in the variants (RULES §10) on the engine actor', () => {
  test.each(['double', 'jokers'] as const)(
    '%s: random paths of taps, double taps, moves and undos keep the variant invariants and replay to the same summary',
    (variant) => {
      expect(checkVariantWalks(variant, DEEP ? 200 : 12, DEEP ? 800 : 150)).toBeNull();
    },
  );
});
