import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, klondike } from './run.js';

/**
 * The HTML report's charts of game counts (scores, durations, undos) tick their y axis at whole
 * numbers only: a count of games has no half (the player's statistics chart ticks its axis so too).
 * A tick between two whole numbers was drawn as a bare mark with its label left empty.
 */
describe('klondike analyze --html: count axes', () => {
  it('every tick of a count axis is a labelled whole number', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'klondike-count-axes-')), 'report.html');
    // the shared fixtures: a few games per bin, so a chart's counts are small
    const result = await klondike(['analyze', fixturesDir, '--html', file]);
    expect(result.status, result.stderr).toBe(0);
    const svgs = readFileSync(file, 'utf8').match(/<svg[\s\S]*?<\/svg>/g) ?? [];
    const countCharts = svgs.filter((svg) => /aria-label="y-axis label"[^>]*><text[^>]*>↑ games<\/text>/.test(svg));
    expect(countCharts.length).toBeGreaterThanOrEqual(3);
    for (const svg of countCharts) {
      const ticks = /<g aria-label="y-axis tick"[^>]*>([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? '';
      const labels = /<g aria-label="y-axis tick label"[^>]*>([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? '';
      const marks = ticks.match(/<path /g)?.length ?? 0;
      const texts = [...labels.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
      expect(marks).toBeGreaterThanOrEqual(2);
      expect(texts).toHaveLength(marks);
      for (const text of texts) expect(text).toMatch(/^\d[\d,]*$/);
    }
  });
});
