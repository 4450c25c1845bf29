/**
 * `npm run bench:analyze` (not a test): sessions folded per second, total time and peak memory of
 * `klondike analyze` over simulated sessions, streamed from NDJSON files.
 *
 *   npm run bench:analyze -- [--sessions 100000] [--repeat 1] [--jobs N] [--dir FOLDER]
 *
 * The sessions are simulated once (`klondike simulate`, seed 1) into FOLDER (default in the system's
 * temporary folder) and kept for the next run. `--repeat R` reads the same files R times (through R
 * folders of links), so R x N sessions are folded without simulating them again. The analysis runs in a
 * child process so its peak resident memory (main thread, worker threads and DuckDB together) is
 * measured alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyze } from './analyzeCommand.js';
import { simulateCommand } from './simulateCommand.js';

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '1' },
    jobs: { type: 'string' },
    dir: { type: 'string' },
    child: { type: 'string' },
  },
});

const sessions = Number(values.sessions);
const repeat = Number(values.repeat);

if (values.child !== undefined) {
  // the measured run: analyze the folder in this process, report time, sessions and peak memory
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await analyze([values.child], values.jobs === undefined ? {} : { jobs: Number(values.jobs) }, { stdin: process.stdin });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time of every thread of the process (main, workers, DuckDB): less sensitive to other load than wall time
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(JSON.stringify({ ms, cpuMs, sessions: result.sessions, invalid: result.invalid.length, maxRssMb: process.resourceUsage().maxRSS / 1024 }) + '\n');
} else {
  const dir = values.dir ?? join(tmpdir(), `klondike-bench-analyze-${sessions}`);
  const games = join(dir, 'games');
  if (!existsSync(games) || readdirSync(games).length === 0) {
    const started = performance.now();
    console.log(`simulating ${sessions.toLocaleString('en-US')} games into ${games} (once; kept for the next run) ...`);
    console.log(await simulateCommand({ games: sessions, out: games, seed: 1 }, process.stderr.isTTY ? process.stderr : undefined));
    console.log(`simulated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  let input = games;
  if (repeat > 1) {
    input = join(dir, `repeat-${repeat}`);
    for (let r = 1; r <= repeat; r++) {
      const copy = join(input, `copy-${r}`);
      if (existsSync(copy)) continue;
      mkdirSync(copy, { recursive: true });
      for (const f of readdirSync(games)) symlinkSync(join(games, f), join(copy, f));
    }
  }
  const self = fileURLToPath(import.meta.url);
  const args = [self, '--child', input, ...(values.jobs === undefined ? [] : ['--jobs', values.jobs])];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`the analysis failed with status ${run.status}`);
  const r = JSON.parse(run.stdout) as { ms: number; cpuMs: number; sessions: number; invalid: number; maxRssMb: number };
  const total = sessions * repeat;
  if (r.sessions !== total || r.invalid !== 0) throw new Error(`expected ${total} sessions and no invalid one, got ${r.sessions} and ${r.invalid}`);
  console.log(`klondike analyze: ${r.sessions.toLocaleString('en-US')} sessions in ${(r.ms / 1000).toFixed(1)} s = ${Math.round(r.sessions / (r.ms / 1000)).toLocaleString('en-US')} sessions/s, CPU ${(r.cpuMs / 1000).toFixed(1)} s (${Math.round(r.sessions / (r.cpuMs / 1000)).toLocaleString('en-US')} sessions per CPU second), peak memory ${Math.round(r.maxRssMb)} MB`);
  console.log(`load average while measured: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (1, 5, 15 min) on ${availableParallelism()} cores`);
}
