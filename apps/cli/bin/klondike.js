#!/usr/bin/env node
// The `klondike` command: runs the built CLI (dist/, made by `tsc -b` in the root `prepare`).
// A reader that stops early (`klondike ... | head -1`) closes the pipe: that is normal use, so exit quietly.
// Any other write failure (a full disk, /dev/full) loses the output: say so in the one stderr line.
process.stdout.on('error', (e) => {
  if (e?.code === 'EPIPE') process.exit(0);
  process.stderr.write(`klondike: cannot write output: ${String(e?.message ?? e).replace(/\s*[\r\n]+\s*/g, ' ')}\n`);
  process.exit(1);
});
let cli;
try {
  cli = await import('../dist/main.js');
} catch (e) {
  process.stderr.write(
    `klondike: the CLI is not built (${e?.code ?? e}): run "npx tsc -b apps/cli" at the repository root\n`,
  );
  process.exit(1);
}
process.exitCode = await cli.run(process.argv.slice(2), {
  stdin: process.stdin,
  columns: process.stdout.columns,
  progress: process.stderr.isTTY ? process.stderr : undefined,
  catchInterrupt,
  stdout: (text) => process.stdout.write(text),
  drain: () => new Promise((resolve) => process.stdout.once('drain', resolve)),
  stderr: (text) => process.stderr.write(text),
});

/**
 * Ctrl-C during a batch: the first aborts the signal (the worker pool stops and the batch fails with its
 * one line), a second ends the process at once. Outside a batch Ctrl-C keeps its default (end at once).
 */
function catchInterrupt() {
  const interrupt = new AbortController();
  const forceExit = () => process.exit(130);
  const onInterrupt = () => {
    interrupt.abort();
    process.once('SIGINT', forceExit);
  };
  process.once('SIGINT', onInterrupt);
  return {
    signal: interrupt.signal,
    release: () => {
      process.off('SIGINT', onInterrupt);
      process.off('SIGINT', forceExit);
    },
  };
}
