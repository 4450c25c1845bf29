#!/usr/bin/env node
/**
 * The root `npm run lint`: type-checks every workspace, then runs ESLint over the repository.
 * - A workspace with a `lint` script type-checks itself through `turbo run lint` (tsc or vue-tsc, as it knows best).
 * - A workspace without one, but with a tsconfig.json, is checked here with `tsc --noEmit -p`, or
 *   `vue-tsc --noEmit -p` when it holds `.vue` files, so no package goes unchecked.
 * - Then `eslint .` with the flat config `eslint.config.js`, and `prettier --check .` (`.prettierrc.json`;
 *   `npm run format` rewrites what it lists).
 * Every step runs even when an earlier one fails; the exit status is non-zero if any failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };

function run(title, command, args, cwd = root) {
  console.log(`\n=== ${title}\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  return { title, ok: result.status === 0 };
}

function hasVueFiles(dir) {
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'reports', 'test-results'].includes(entry.name))
          stack.push(join(current, entry.name));
      } else if (entry.name.endsWith('.vue')) return true;
    }
  }
  return false;
}

const results = [];
results.push(
  run('type checks: turbo run lint', 'npx', [
    '--no-install',
    'turbo',
    'run',
    'lint',
    '--continue=dependencies-successful',
    '--output-logs=errors-only',
    '--ui=stream',
  ]),
);

for (const parent of ['packages', 'apps', 'tools']) {
  const dir = join(root, parent);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir).sort()) {
    const ws = join(dir, name);
    if (!existsSync(join(ws, 'package.json'))) continue;
    const pkg = JSON.parse(readFileSync(join(ws, 'package.json'), 'utf8'));
    if (pkg.scripts?.lint || !existsSync(join(ws, 'tsconfig.json'))) continue;
    const checker = hasVueFiles(ws) ? 'vue-tsc' : 'tsc';
    results.push(
      run(`type check: ${pkg.name} has no lint script, checked with ${checker}`, 'npx', [
        '--no-install',
        checker,
        '--noEmit',
        '-p',
        relative(root, ws),
      ]),
    );
  }
}

results.push(run('eslint', 'npx', ['--no-install', 'eslint', '.']));
results.push(
  run('formatting: prettier --check', 'npx', ['--no-install', 'prettier', '--check', '.', '--log-level', 'warn']),
);

console.log('\nlint summary:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.title}`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
