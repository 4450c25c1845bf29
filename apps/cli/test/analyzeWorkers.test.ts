import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze/command.js';
import { foldBatch, foldRange } from '../src/analyze/fold.js';
import { rowColumns } from '../src/analyze/columns.js';
import { listInputs, RANGE_BYTES, readWork, type ReadWork } from '../src/analyze/read.js';
import type { CellValue } from '../src/analyze/db.js';
import { simulateCommand } from '../src/simulateCommand.js';

/**
 * An NDJSON file of simulated sessions repeated to about `bytes` (each repeat started later: another
 * game), with awkward lines: a comment as
 * line 1, garbled and binary lines, a carriage return inside a session line, CRLF line ends, blank
 * lines, a byte-order mark before a later line, a session with a bad draw and a cut last line.
 * @returns the file and the 1-based lines of the bad ones
 */
async function awkwardFile(bytes: number): Promise<{ file: string; bad: number[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'klondike-workers-'));
  await simulateCommand({ games: 60, out: dir, seed: 21 });
  const sessions = readFileSync(path.join(dir, 'simulated-21-0001.ndjson'), 'utf8').trimEnd().split('\n');
  const lines: Buffer[] = [Buffer.from('# a note')];
  const bad = [1];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    // each copy another game (a later start), so every line is counted: one game read twice counts once
    let text = sessions[i % sessions.length]!.replace(
      /"startedAt":"([^"]+)"/,
      (_, at: string) => `"startedAt":"${new Date(Date.parse(at) + i * 3_600_000).toISOString()}"`,
    );
    if (i % 97 === 5) {
      lines.push(Buffer.from('garbage {{{'));
      bad.push(lines.length);
    }
    if (i % 131 === 7) {
      lines.push(Buffer.from([0x80, 0xff, 0x00, 0xc3, 0x7b, 0xe2, 0x82]));
      bad.push(lines.length);
    }
    if (i % 89 === 3) lines.push(Buffer.from(i % 2 === 0 ? '' : '  \r'));
    if (i % 53 === 1) text = text.replace(',"actions"', ',\r"actions"');
    if (i % 61 === 2) text = text + '\r';
    if (i % 113 === 9) text = '\ufeff' + text;
    if (i % 151 === 4) text = text.replace(/"draw":[13]/, '"draw":7');
    lines.push(Buffer.from(text));
    if (text.includes('"draw":7')) bad.push(lines.length);
    size += text.length + 1;
  }
  const last = sessions[0]!.slice(0, 300);
  lines.push(Buffer.from(last));
  bad.push(lines.length);
  const file = path.join(dir, 'awkward.ndjson');
  writeFileSync(file, Buffer.concat(lines.flatMap((l, i) => (i === 0 ? [l] : [Buffer.from('\n'), l]))));
  return { file, bad };
}

/** Everything `analyze` gives, its rows read back from the table. */
async function analysed(file: string, jobs: number) {
  let rows: CellValue[][] = [];
  const analysis = await analyze([file], { jobs }, { stdin: process.stdin }, async (_a, chunks) => {
    for await (const chunk of chunks()) rows = rows.concat(chunk as CellValue[][]);
  });
  return { analysis, rows };
}

describe('klondike analyze in worker threads', () => {
  it('cuts an NDJSON file into ranges of whole lines that fold, in turn, to the rows and problems of the file read whole', async () => {
    const { file } = await awkwardFile(400_000);
    const inputs = await listInputs([file]);
    const collect = async (ranges: boolean): Promise<ReadWork[]> => {
      const out: ReadWork[] = [];
      for await (const w of readWork(inputs, { stdin: process.stdin }, 1000, { bytes: 0 }, ranges, 32 * 1024))
        out.push(w);
      return out;
    };
    const whole = await collect(false);
    const parts = await collect(true);
    const bytes = readFileSync(file);
    const ranges = parts.flatMap((w) => ('range' in w ? [w.range] : []));
    expect(ranges.length).toBeGreaterThan(10);
    expect(parts).toHaveLength(ranges.length);
    // contiguous, each starting at a line of its own with that line's number
    expect(ranges[0]!.start).toBe(0);
    for (let i = 1; i < ranges.length; i++) {
      expect(ranges[i]!.start).toBe(ranges[i - 1]!.end);
      expect(bytes[ranges[i]!.start - 1]).toBe(0x0a);
      expect(ranges[i]!.firstLine).toBe(bytes.subarray(0, ranges[i]!.start).filter((b) => b === 0x0a).length + 1);
    }
    expect(ranges[ranges.length - 1]!.end).toBeNull();

    const fold = (work: ReadWork[], folder: (w: ReadWork) => ReturnType<typeof foldBatch>) => {
      const rows = [];
      const invalid = [];
      for (const w of work) {
        if ('invalid' in w) invalid.push(w.invalid);
        else {
          const folded = folder(w);
          rows.push(...folded.rows);
          invalid.push(...folded.invalid);
        }
      }
      return { rows: rowColumns(rows), invalid };
    };
    const read = fold(whole, (w) =>
      foldBatch({ batch: (w as { batch: Parameters<typeof foldBatch>[0]['batch'] }).batch }),
    );
    const cut = fold(parts, (w) =>
      foldRange({ range: (w as { range: Parameters<typeof foldRange>[0]['range'] }).range }),
    );
    expect(cut.invalid).toEqual(read.invalid);
    expect(cut.rows).toEqual(read.rows);
    expect(read.rows.count).toBeGreaterThan(100);
  }, 120_000);

  it('gives the rows, problems (file:line) and aggregates of the main thread alone, in the same order', async () => {
    const { file, bad } = await awkwardFile(RANGE_BYTES * 2.5);
    const alone = await analysed(file, 1);
    const threads = await analysed(file, 2);
    expect(threads.rows).toEqual(alone.rows);
    expect(threads.analysis).toEqual(alone.analysis);
    expect(alone.analysis.invalid.map((i) => i.source)).toEqual(bad.map((line) => `${file}:${line}`));
    expect(alone.analysis.sessions).toBeGreaterThan(2000);
  }, 240_000);
});
