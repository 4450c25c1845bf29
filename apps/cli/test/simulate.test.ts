import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { klondike, linesOf } from './run.js';

const tempDir = (): string => mkdtempSync(path.join(tmpdir(), 'klondike-simulate-'));

async function simulate(games: number, seed: number): Promise<{ dir: string; text: string }> {
  const dir = tempDir();
  const result = await klondike(['simulate', '--games', String(games), '--out', dir, '--seed', String(seed)]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toBe(`${games} games written to 1 file in ${dir} (seed ${seed})\n`);
  const files = readdirSync(dir);
  expect(files).toEqual([`simulated-${seed}-0001.ndjson`]);
  return { dir, text: readFileSync(path.join(dir, files[0]!), 'utf8') };
}

describe('klondike simulate', () => {
  it('--out naming a file is refused in words naming it, not with the system error of mkdir', async () => {
    const file = path.join(tempDir(), 'empty.json');
    writeFileSync(file, '');
    for (const [out, words] of [
      [file, `--out must be a folder: "${file}" is a file`],
      [path.join(file, 'games'), `--out must be a folder: a part of the path "${path.join(file, 'games')}" is a file`],
    ] as const) {
      const result = await klondike(['simulate', '--games', '1', '--out', out]);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(linesOf(result.stderr)).toEqual([`klondike: ${words}`]);
    }
  });

  it('is deterministic for a seed, differs for another, and writes valid sessions of every mode', async () => {
    const a = await simulate(150, 42);
    const b = await simulate(150, 42);
    const c = await simulate(150, 43);
    expect(a.text).toBe(b.text);
    expect(c.text).not.toBe(a.text);
    const lines = a.text.trimEnd().split('\n');
    expect(lines).toHaveLength(150);
    const analyzed = await klondike(['analyze', a.dir, '--json']);
    expect(analyzed.status).toBe(0);
    const out = JSON.parse(analyzed.stdout) as { sessions: Record<string, unknown>[]; invalid: unknown[] };
    expect(out.invalid).toEqual([]);
    expect(out.sessions).toHaveLength(150);
    const modes = new Set(
      out.sessions.map((s) => `${String(s['rules'])}/${String(s['draw'])}/${String(s['scoring'])}`),
    );
    expect(modes.size).toBe(12);
    // human-like: some games won, most not, some undos, think times of people (not zero, not machine-regular)
    const won = out.sessions.filter((s) => s['won']).length;
    expect(won).toBeGreaterThan(0);
    expect(won).toBeLessThan(150);
    expect(out.sessions.filter((s) => (s['undos'] as number) > 0).length).toBeGreaterThan(10);
    const thinks = out.sessions.map((s) => s['medianThinkMs'] as number);
    expect(Math.min(...thinks)).toBeGreaterThan(200);
    expect(Math.max(...thinks)).toBeLessThan(10_000);
    expect(new Set(out.sessions.map((s) => s['deal'])).size).toBeLessThan(150);
  });
});
