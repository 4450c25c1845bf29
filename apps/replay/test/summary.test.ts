import { describe, expect, it } from 'vitest';
import { parseSessions } from '@klondike/engine';
import { summarizeSession } from '@klondike/analysis';
import { openText } from '../src/loader.js';
import { fixtures } from './fixtures.js';

const deal = fixtures().find((f) => f.session.draw === 1 && typeof f.session.deck === 'string')!;

/** A draw-1 session that draws the stock out, recycles, takes the recycle back and draws again. */
const undoneRecycle = {
  ...deal.session,
  actions: [
    ...Array.from({ length: 24 }, (_, i) => ({ a: 'D', t: 1000 * (i + 1) })),
    { a: 'R', t: 26000 },
    { a: 'U', t: 27000 },
    { a: 'R', t: 28000 },
    { a: 'D', t: 29000 },
    { a: 'U', t: 30000 },
  ],
};

describe("the end summary's figures are @klondike/analysis's, one definition each", () => {
  const cases: (readonly [string, unknown])[] = [
    ['a recycle taken back by an undo', undoneRecycle],
    ...fixtures().map((f) => [f.name, f.session] as const),
  ];
  it.each(cases)('%s', (_name, session) => {
    const text = JSON.stringify(session);
    const opened = openText(text);
    if (!opened.ok) throw new Error(opened.error.message);
    const parsed = parseSessions(text);
    if (!parsed.ok) throw new Error('refused');
    const row = summarizeSession(parsed.value[0]!, 'test');
    const { summary } = opened.games[0]!.recording;
    expect(Object.keys(summary)).toContain('recycles');
    for (const [field, value] of Object.entries(summary))
      expect([field, value]).toEqual([field, row[field as keyof typeof row]]);
  });

  it('counts the recycle still in effect once, not the one taken back', () => {
    const opened = openText(JSON.stringify(undoneRecycle));
    expect(opened.ok && opened.games[0]!.recording.summary.recycles).toBe(1);
  });
});
