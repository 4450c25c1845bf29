#!/usr/bin/env node
// The longest tasks of the page's main thread in a Chromium trace (the files `long.bench.mjs --trace
// DIR` writes), by thread CPU time (`tdur`) and by wall time (`dur`). On a loaded machine a task's
// wall time is mostly the load's (the `longtask` figures of long.bench.mjs are wall times), its
// thread CPU time much less so: read this to see what a step's own tasks cost.
//
//   node bench/trace-tasks.mjs DIR/open.trace.json [more traces...] [--top 5]
import { readFileSync } from 'node:fs';
import { option } from './options.mjs';

const TOP = option('--top', 5);
const files = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--top');
if (files.length === 0) {
  console.error('usage: node bench/trace-tasks.mjs TRACE.json [...] [--top 5]');
  process.exit(2);
}
for (const file of files) {
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents ?? [];
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  const ms = (us) => ((us ?? 0) / 1000).toFixed(0);
  const cpu = tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  console.log(
    `${file}: ${tasks.length} tasks, ${ms(cpu)} ms of thread CPU; longest by CPU (cpu/wall ms): ` +
      tasks
        .slice(0, TOP)
        .map((e) => `${ms(e.tdur)}/${ms(e.dur)}`)
        .join(' '),
  );
}
