#!/usr/bin/env node
/**
 * Runs a command several times while CPU-bound processes keep the machine's cores busy, to show
 * that no test depends on the machine's speed (a test that waits on wall-clock time fails here).
 *
 *   node scripts/loaded-test.mjs [--runs N] [--load N] [--] [command ...]
 *
 * - `--runs N`: how many times to run the command, one after the other (default 3).
 * - `--load N`: how many busy processes (`node -e "for(;;){}"`) run beside it (default 2).
 * - the command: everything after the options (or after `--`), run through the shell from the
 *   repository root; default `npm test`.
 *
 * The busy processes are started before the first run and stopped after the last one (also on
 * Ctrl-C, SIGTERM or SIGHUP, or when a run cannot start; killed outright, this script leaves them to
 * notice it has gone and end themselves). Each run's exit status, its time and its last output line
 * (for `npm test`, the `N passed, N failed` total) are printed at the end, one line per run.
 * Exit status: 0 when every run exited 0, else 1; 2 for a bad option.
 */
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Reads the options.
 * @param {string[]} argv the arguments after the script's name
 * @returns {{ runs: number, load: number, command: string } | { error: string }}
 */
export function parseArgs(argv) {
  let runs = 3;
  let load = 2;
  let i = 0;
  for (; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      i++;
      break;
    }
    const m = /^--(runs|load)(?:=(.*))?$/.exec(arg);
    if (!m) break;
    const text = m[2] ?? argv[++i];
    const value = Number(text);
    const least = m[1] === 'runs' ? 1 : 0;
    if (text === undefined || !Number.isInteger(value) || value < least)
      return {
        error: `--${m[1]} needs a whole number of at least ${least}, got ${text === undefined ? 'nothing' : JSON.stringify(text)}`,
      };
    if (m[1] === 'runs') runs = value;
    else load = value;
  }
  const rest = argv.slice(i);
  return { runs, load, command: rest.length > 0 ? rest.join(' ') : 'npm test' };
}

/**
 * One busy process's program: a loop that keeps a core busy and ends once its parent (this script)
 * has gone, so a script killed without a chance to stop it (SIGKILL) leaves no busy process behind
 * on a shared machine. The check (signal 0 to the parent's process id) costs one system call every
 * 16 million turns.
 */
export const BUSY_PROGRAM = `const p=${process.pid};for(let i=1;;i++)if((i&0xffffff)===0)try{process.kill(p,0)}catch{process.exit(0)}`;

/** Starts one busy process; it runs until it is killed or this script has gone. */
function startBusy() {
  const child = spawn(process.execPath, ['-e', BUSY_PROGRAM], { stdio: 'ignore' });
  child.on('error', (error) => console.error(`loaded-test: a busy process could not start: ${error.message}`));
  return child;
}

/**
 * Runs the command once, its output passed through, and keeps its last non-empty output line.
 * @returns {Promise<{ status: number, seconds: number, last: string }>}
 */
function runOnce(command) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, { cwd: root, shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
    let last = '';
    let partial = '';
    const note = (chunk, to) => {
      to.write(chunk);
      const text = partial + chunk.toString('utf8');
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      const line = lines.reverse().find((l) => l.trim() !== '');
      if (line !== undefined) last = line.trim();
    };
    child.stdout.on('data', (chunk) => note(chunk, process.stdout));
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    const finish = (status) => {
      if (partial.trim() !== '') last = partial.trim();
      resolve({ status, seconds: Number(process.hrtime.bigint() - started) / 1e9, last });
    };
    child.on('error', (error) => {
      last = `could not start: ${error.message}`;
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if ('error' in options) {
    console.error(`loaded-test: ${options.error}`);
    console.error('usage: node scripts/loaded-test.mjs [--runs N] [--load N] [--] [command ...]');
    process.exitCode = 2;
    return;
  }
  const busy = Array.from({ length: options.load }, startBusy);
  const stopLoad = () => {
    for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.on('exit', stopLoad);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopLoad();
      process.exit(130);
    });
  }
  console.log(
    `loaded-test: ${options.load} busy processes started (pids ${busy.map((c) => c.pid).join(', ') || 'none'})`,
  );
  const results = [];
  for (let run = 1; run <= options.runs; run++) {
    console.log(`\nloaded-test: run ${run} of ${options.runs}: ${options.command}`);
    results.push(await runOnce(options.command));
  }
  stopLoad();
  console.log(
    `\nloaded-test: ${options.runs} runs of "${options.command}" beside ${options.load} busy processes (load stopped)`,
  );
  results.forEach((r, i) => {
    const whole = Math.round(r.seconds);
    const minutes = `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
    console.log(`  run ${i + 1}: ${r.status === 0 ? 'ok' : `FAILED (exit status ${r.status})`}, ${minutes}: ${r.last}`);
  });
  const failed = results.filter((r) => r.status !== 0).length;
  console.log(failed === 0 ? `all ${results.length} runs passed` : `${failed} of ${results.length} runs failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

// Run only as a script, so the options can be imported and checked on their own.
if (process.argv[1] && realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1])) main();
