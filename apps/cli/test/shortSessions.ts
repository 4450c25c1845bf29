import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simulateCommand } from '../src/simulateCommand.js';
import { linesOf } from './run.js';

/**
 * Four short recorded games for the review's tests (NDJSON lines): the first 16 journal entries of
 * `klondike simulate`'s games 1, 2, 4 and 5 of seed 1, so a review takes about a second each. The
 * first has an undo among its entries; game 3 is left out, its exact searches take the whole node
 * budget (about 15 s).
 */
export async function shortSessions(entries = 16): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'klondike-short-'));
  await simulateCommand({ games: 5, out: dir, seed: 1 });
  return linesOf(readFileSync(path.join(dir, 'simulated-1-0001.ndjson'), 'utf8'))
    .filter((_, i) => i !== 2)
    .map((line) => {
      const s = JSON.parse(line) as { actions: unknown[] };
      return JSON.stringify({ ...s, actions: s.actions.slice(0, entries) });
    });
}
