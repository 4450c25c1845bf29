import { describe, expect, it } from 'vitest';
import { seededRng } from '@klondike/engine';
import { summarizeSession, loadSessionText } from '@klondike/analysis';
import { foldBatch } from '../src/analyze/fold.js';
import { THINK_TIMES_KEPT } from '../src/analyze/columns.js';
import { simulateGame } from '../src/simulateBot.js';

describe('foldBatch', () => {
  it('keeps only the stored think times of a long session, the rest of the row as summarised', () => {
    const rng = seededRng(3);
    // simulated games until one has more timed entries than are stored
    let text = '';
    for (let deal = 0; deal < 200; deal++) {
      text = simulateGame(rng, '2026-01-01T00:00:00Z', deal);
      if ((JSON.parse(text) as { actions: unknown[] }).actions.length > THINK_TIMES_KEPT + 20) break;
    }
    const loaded = loadSessionText(text, 'g.ndjson', 1);
    if (loaded === null || 'invalid' in loaded) throw new Error('the simulated session did not load');
    const summary = summarizeSession(loaded.loaded, loaded.source);
    expect(summary.thinkTimesMs.length).toBeGreaterThan(THINK_TIMES_KEPT);

    const { rows, invalid } = foldBatch({ batch: { file: 'g.ndjson', lines: [{ line: 1, text }] } });
    expect(invalid).toEqual([]);
    expect(rows).toHaveLength(1);
    const { thinkTimesMs, ...rest } = rows[0]!;
    expect(thinkTimesMs).toEqual(summary.thinkTimesMs.slice(0, THINK_TIMES_KEPT));
    const { thinkTimesMs: _all, ...summaryRest } = summary;
    expect(rest).toMatchObject(summaryRest);
    // the median and the longest think time are of all think times, not of the stored ones
    expect(rest.medianThinkMs).toBe(summary.medianThinkMs);
  });
});
