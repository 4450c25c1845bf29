import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, type ProgressBar } from '../src/analyze/command.js';
import { simulateCommand } from '../src/simulateCommand.js';

interface Update {
  readonly value: number;
  readonly sessions: number;
}

/** A progress bar that records what it is told, in place of the terminal's. */
function recordingBar(): ProgressBar & { total: number; updates: Update[]; stopped: boolean } {
  return {
    total: 0,
    updates: [],
    stopped: false,
    start(total: number) {
      this.total = total;
    },
    update(value: number, payload: { sessions: number }) {
      this.updates.push({ value, sessions: payload.sessions });
    },
    stop() {
      this.stopped = true;
    },
  };
}

async function simulated(games: number, seed: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'klondike-progress-'));
  await simulateCommand({ games, out: dir, seed });
  return path.join(dir, `simulated-${seed}-0001.ndjson`);
}

/** The byte offset of the end of each line (1-based: ends[n] is the end of line n, its newline included). */
function lineEnds(file: string): number[] {
  const bytes = readFileSync(file);
  const ends = [0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x0a) ends.push(i + 1);
  return ends;
}

/** One read chunk of a file stream: the most the bar may be ahead of the sessions folded. */
const READ_CHUNK = 64 * 1024;

describe('the progress bar of klondike analyze', () => {
  it('counts what is folded, not what is read ahead or queued for the workers', async () => {
    const file = await simulated(3000, 11);
    const ends = lineEnds(file);
    const bar = recordingBar();
    const result = await analyze([file], { jobs: 2 }, { stdin: process.stdin, bar });
    expect(result.sessions).toBe(3000);
    expect(bar.total).toBe(ends[ends.length - 1]);
    expect(bar.updates.length).toBeGreaterThanOrEqual(3);
    for (const u of bar.updates)
      expect(u.value, `at ${u.sessions} sessions`).toBeLessThanOrEqual(ends[u.sessions]! + READ_CHUNK);
    expect(bar.updates[bar.updates.length - 1]).toEqual({ value: bar.total, sessions: 3000 });
    expect(bar.stopped).toBe(true);
  }, 120_000);

  it('moves during --solve: a step for every few sessions solved', async () => {
    const file = await simulated(12, 12);
    const bar = recordingBar();
    const result = await analyze([file], { solve: true, timeoutMs: 20, jobs: 1 }, { stdin: process.stdin, bar });
    expect(result.sessions).toBe(12);
    const steps = bar.updates.map((u) => u.sessions);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps[steps.length - 1]).toBe(12);
  }, 120_000);
});
