import { describe, expect, it } from 'vitest';
import { motionAllowed } from '../src/settings/motion.js';

describe('motionAllowed', () => {
  it('follows the system with "system", never moves with "reduce", always with "full"', () => {
    expect(motionAllowed('system', false)).toBe(true);
    expect(motionAllowed('system', true)).toBe(false);
    expect(motionAllowed('reduce', false)).toBe(false);
    expect(motionAllowed('full', true)).toBe(true);
  });
});
