import { describe, expect, it } from 'vitest';
import { modeLabel, modeLabelLines as labelLines } from '../src/mode.js';

describe('a long mode label breaks into lines on a chart axis (the player’s win-rate chart and the report’s: a Double Klondike Thoughtful mode was cut at the panel edge)', () => {
  const long = { rules: 'app', draw: 3, scoring: 'vegas', variant: 'double', thoughtful: true } as const;
  it('keeps a label that fits on one line', () => {
    expect(labelLines(modeLabel({ ...long, variant: 'standard', thoughtful: false }, 'en'))).toEqual([
      'App · draw 3 · Vegas',
    ]);
  });
  it('breaks between parts, every line within the limit, no part lost', () => {
    for (const language of ['en', 'he', 'nl']) {
      const label = modeLabel(long, language);
      const lines = labelLines(label);
      expect(lines.length, label).toBeGreaterThan(1);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(28);
      expect(lines.join(' ')).toBe(label);
    }
    expect(labelLines(modeLabel(long, 'en'))).toEqual(['App · draw 3 · Vegas ·', 'Double Klondike · Thoughtful']);
  });
  it('keeps the separator at a break: every line but the last ends with " ·" (the Dutch labels read as one label)', () => {
    const label = modeLabel({ ...long, rules: 'classic' }, 'nl');
    const lines = labelLines(label);
    expect(lines.length, label).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line, label).toMatch(/ ·$/);
    expect(lines.at(-1)).not.toMatch(/·$/);
  });
  it('gives a part longer than a line a line of its own', () => {
    expect(labelLines('a · ' + 'x'.repeat(40) + ' · b', 10)).toEqual(['a ·', `${'x'.repeat(40)} ·`, 'b']);
  });
});
