#!/usr/bin/env node
// The `klondike` command: runs the built CLI (dist/, made by `tsc -b` in the root `prepare`).
// A reader that stops early (`klondike ... | head -1`) closes the pipe: that is not an error worth a stack trace.
process.stdout.on('error', (e) => process.exit(e?.code === 'EPIPE' ? 0 : 1));
let cli;
try {
  cli = await import('../dist/main.js');
} catch (e) {
  process.stderr.write(`klondike: the CLI is not built (${e?.code ?? e}): run "npx tsc -b apps/cli" at the repository root\n`);
  process.exit(1);
}
process.exitCode = await cli.run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
