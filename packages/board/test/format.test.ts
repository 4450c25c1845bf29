import { describe, expect, it } from 'vitest';
import {
  formatChance,
  formatCount,
  formatDateTime,
  formatDay,
  formatDuration,
  formatScore,
  isolateText,
} from '../src/index.js';

describe('formatDuration: a clock, m:ss under an hour, h:mm:ss from an hour on', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1_000, '0:01'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [754_000, '12:34'],
    [3_599_999, '59:59'],
    [3_600_000, '1:00:00'],
    [3_723_000, '1:02:03'],
    [36_000_000, '10:00:00'],
    [-5_000, '0:00'],
  ])('%d ms is %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe("formatDateTime: the locale's medium date and short time", () => {
  it('writes a moment as en-US does', () => {
    const ms = Date.UTC(2026, 10, 30, 10, 0);
    expect(formatDateTime(ms, 'en-US')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
    );
    expect(formatDateTime(ms, 'en-US')).toMatch(/^Nov 30, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});

describe('formatCount: a whole number grouped as the locale groups it', () => {
  it('writes 200000 with the locale’s thousands separator', () => {
    expect(formatCount(200_000, 'en')).toBe('200,000');
    expect(formatCount(200_000, 'nl')).toBe('200.000');
    expect(formatCount(200_000, 'he')).toBe('200,000');
    expect(formatCount(7, 'nl')).toBe('7');
  });
});

describe('formatDay: a daily deal’s UTC date as the locale writes a long date', () => {
  it('writes the day itself in each language', () => {
    expect(formatDay('2026-01-03', 'en')).toBe('January 3, 2026');
    expect(formatDay('2026-01-03', 'nl')).toBe('3 januari 2026');
    expect(formatDay('2026-01-03', 'he')).toBe('3 בינואר 2026');
  });
});

describe('formatScore', () => {
  it('writes scores as the locale does: English as the engine’s scoreText, Hebrew with the sign and $ after', () => {
    expect([208, 0, -52].map((n) => formatScore(n, 'vegas', 'en'))).toEqual(['+$208', '$0', '-$52']);
    expect(formatScore(1234, 'normal', 'en')).toBe('1234');
    expect(formatScore(208, 'vegas', 'he')).toMatch(/^\u200f?\u200e?\+208\s\u200f?\$$/u);
    expect(formatScore(15, 'normal', 'nl')).toBe('15');
  });
});

describe('isolateText: the plain-text <bdi>, for a canvas or a tooltip', () => {
  it('puts a first-strong isolate around the text, so a Hebrew score keeps its order in right-to-left text', () => {
    expect(isolateText('x')).toBe('\u2068x\u2069');
    expect(isolateText(formatScore(-47, 'vegas', 'he'))).toBe(`\u2068${formatScore(-47, 'vegas', 'he')}\u2069`);
  });
});

describe('formatChance', () => {
  it('a chance as a whole percentage in the locale', () => {
    expect(formatChance(0.456, 'en')).toBe('46%');
    expect(formatChance(1, 'en')).toBe('100%');
    expect(formatChance(0, 'nl')).toBe('0%');
    expect(formatChance(0.5, 'he')).toMatch(/50/);
  });
});
