/**
 * `npm run bench:analyze` (not a test): sessions folded per second, total time and peak memory of
 * `klondike analyze` over simulated sessions, streamed from NDJSON files.
 *
 *   npm run bench:analyze -- [--sessions 100000] [--repeat 1] [--jobs N] [--dir FOLDER] [--help]
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
import { analyze } from './command.js';
import { analyzeJson } from './output.js';
import { simulateCommand } from '../simulateCommand.js';

const USAGE = `usage: npm run bench:analyze -- [--sessions N] [--repeat R] [--jobs J] [--dir FOLDER]

  --sessions N   sessions to simulate once and analyse (default 100000)
  --repeat R     read the same files R times through R folders of links: R x N sessions (default 1)
  --jobs J       threads that fold, the main thread among them (default: klondike analyze's own choice)
  --dir FOLDER   where the simulated files are kept for the next run (default in the system's temporary folder)
  --db FILE      store the sessions in this DuckDB file (replaced) instead of in memory
  --json         also make the --json output (rows read back from the table), as klondike analyze --json does
  --help         this text

Prints sessions per second, wall and CPU time, and the peak resident memory of the analysing process.
`;

/** A failure of the benchmark itself: one line on stderr, status 1, no stack trace. */
class BenchError extends Error {}

function options(): {
  sessions: number;
  repeat: number;
  jobs?: string;
  dir?: string;
  child?: string;
  db?: string;
  json?: boolean;
} {
  let values;
  try {
    values = parseArgs({
      options: {
        sessions: { type: 'string', default: '100000' },
        repeat: { type: 'string', default: '1' },
        jobs: { type: 'string' },
        dir: { type: 'string' },
        child: { type: 'string' },
        db: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (e) {
    throw new BenchError(`${e instanceof Error ? e.message : String(e)} (see --help)`);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const whole = (name: string, text: string): number => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1)
      throw new BenchError(`--${name} must be a whole number of at least 1, not "${text}"`);
    return n;
  };
  if (values.jobs !== undefined) whole('jobs', values.jobs);
  return {
    sessions: whole('sessions', values.sessions),
    repeat: whole('repeat', values.repeat),
    ...(values.jobs === undefined ? {} : { jobs: values.jobs }),
    ...(values.dir === undefined ? {} : { dir: values.dir }),
    ...(values.child === undefined ? {} : { child: values.child }),
    ...(values.db === undefined ? {} : { db: values.db }),
    ...(values.json === true ? { json: true } : {}),
  };
}

let values: ReturnType<typeof options>;
try {
  values = options();
} catch (e) {
  process.stderr.write(`bench:analyze: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
const { sessions, repeat } = values;

if (values.child !== undefined) {
  // the measured run: analyze the folder in this process, report time, sessions and peak memory
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await analyze(
    [values.child],
    {
      ...(values.jobs === undefined ? {} : { jobs: Number(values.jobs) }),
      ...(values.db === undefined ? {} : { db: values.db }),
      ...(values.json ? { json: true } : {}),
    },
    { stdin: process.stdin },
    // --json: the text made piece by piece as the command makes it (not written anywhere)
    async (analysis, rows) => {
      if (values.json) for await (const piece of analyzeJson(analysis, rows())) void piece;
    },
  );
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time of every thread of the process (main, workers, DuckDB): less sensitive to other load than wall time
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(
    JSON.stringify({
      ms,
      cpuMs,
      // folded: under --repeat every copy is read and folded, and counted once only at the end
      sessions: result.sessions + result.duplicates,
      invalid: result.invalid.length,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    }) + '\n',
  );
} else {
  const dir = values.dir ?? join(tmpdir(), `klondike-bench-analyze-${sessions}`);
  const games = join(dir, 'games');
  if (!existsSync(games) || readdirSync(games).length === 0) {
    const started = performance.now();
    console.log(`simulating ${sessions.toLocaleString('en-US')} games into ${games} (once; kept for the next run) ...`);
    console.log(
      await simulateCommand(
        { games: sessions, out: games, seed: 1 },
        process.stderr.isTTY ? process.stderr : undefined,
      ),
    );
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
  const args = [
    self,
    '--child',
    input,
    ...(values.jobs === undefined ? [] : ['--jobs', values.jobs]),
    ...(values.db === undefined ? [] : ['--db', values.db]),
    ...(values.json ? ['--json'] : []),
  ];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) fail(`the analysis failed with status ${run.status}`);
  const r = JSON.parse(run.stdout) as {
    ms: number;
    cpuMs: number;
    sessions: number;
    invalid: number;
    maxRssMb: number;
  };
  const total = sessions * repeat;
  if (r.sessions !== total || r.invalid !== 0)
    fail(`expected ${total} sessions and no invalid one, got ${r.sessions} and ${r.invalid}`);
  console.log(
    `klondike analyze${values.db === undefined ? '' : ' --db'}${values.json ? ' --json' : ''}: ${r.sessions.toLocaleString('en-US')} sessions in ${(r.ms / 1000).toFixed(1)} s = ${Math.round(r.sessions / (r.ms / 1000)).toLocaleString('en-US')} sessions/s, CPU ${(r.cpuMs / 1000).toFixed(1)} s (${Math.round(r.sessions / (r.cpuMs / 1000)).toLocaleString('en-US')} sessions per CPU second), peak memory ${Math.round(r.maxRssMb)} MB`,
  );
  console.log(
    `load average while measured: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (1, 5, 15 min) on ${availableParallelism()} cores`,
  );
}

/** Ends the benchmark with one line on stderr. */
function fail(message: string): never {
  process.stderr.write(`bench:analyze: ${message}\n`);
  process.exit(1);
}
