#!/usr/bin/env node
/**
 * The differential run (`npm run test:deep -w @klondike/solver`, not part of `npm test`): decides again
 * the deals of verdict files recorded by an earlier solver (the benchmark's `--json` lines: deal, draw,
 * preset, scoring, result) with the solver built in `dist/`, and compares. A deal both decided
 * differently is a disagreement; a new `won` is checked by replaying its line through the engine, so a
 * new `won` against an old `lost` shows the old solver wrong, while a new `lost` against an old `won`
 * is a bug of the new one. Exit status 1 on any new-solver bug or a line that does not replay.
 *
 * Usage: node scripts/differential.mjs [--cpu-ms M] [--from K] [--limit N] [--json OUT] [--progress N] FILE...
 * (default: bench/verdicts-main.ndjson, recorded from main before the search changes; a `.gz` file is
 * read gunzipped). `--from K --limit N` takes records K .. K+N-1 of the files read one after the other,
 * so a long run can go in parts; `--json OUT` appends one line per deal (the old and the new verdict,
 * CPU ms and nodes); `--progress N` prints the counts so far on stderr every N deals.
 *
 * The 20,000 fresh deals: `scripts/record-verdicts.mjs` records the verdicts of an older solver built
 * in its own worktree (see the solver README, "Differential run on fresh deals"; the verdicts it recorded are in
 * bench/verdicts-b36d448-seed19.ndjson.gz).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { act, dealDeck, dealPosition, gameFromPosition, gameWon, makeRules, parseAction } from '@klondike/engine';
import { solve } from '../dist/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_FILE = path.resolve(here, '../bench/verdicts-main.ndjson');
const USAGE =
  'usage: node scripts/differential.mjs [--cpu-ms M] [--from K] [--limit N] [--json OUT] [--progress N] FILE...';

/** Plays a line through the engine from a position: 'won' or what went wrong. */
function replays(position, rules, line) {
  const start = gameFromPosition(position, rules);
  if (!start.ok) return `start refused: ${start.error.message}`;
  let game = start.value;
  for (const [i, token] of line.entries()) {
    const action = parseAction(token);
    if (!action.ok) return `token ${i + 1} ${token}: ${action.error.message}`;
    const next = act(game, action.value);
    if (!next.ok) return `token ${i + 1} ${token}: ${next.error.message}`;
    game = next.value;
  }
  return gameWon(game) ? 'won' : 'the line ends before the win';
}

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'cpu-ms': { type: 'string' },
        from: { type: 'string' },
        limit: { type: 'string' },
        json: { type: 'string' },
        progress: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (e) {
    console.error(`differential: ${e.message} (${USAGE})`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(
      'Usage: node scripts/differential.mjs [--cpu-ms M (default 2000)] [--from K (skip K records)] [--limit N (N records)] [--json OUT (a line per deal, appended)] [--progress N (counts on stderr every N deals)] [FILE... (default bench/verdicts-main.ndjson; .gz read gunzipped)]',
    );
    return 0;
  }
  const maxCpuMs = Number(values['cpu-ms'] ?? 2000);
  const from = Number(values.from ?? 0);
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  const progress = values.progress === undefined ? Infinity : Number(values.progress);
  if (
    !Number.isFinite(maxCpuMs) ||
    maxCpuMs <= 0 ||
    !(limit > 0) ||
    !(progress > 0) ||
    !Number.isInteger(from) ||
    from < 0
  ) {
    console.error('differential: --cpu-ms, --limit and --progress take positive numbers, --from a whole number');
    return 2;
  }
  const files = positionals.length > 0 ? positionals : [DEFAULT_FILE];
  const records = files
    .flatMap((file) =>
      (file.endsWith('.gz') ? gunzipSync(readFileSync(file)).toString('utf8') : readFileSync(file, 'utf8'))
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l, i) => {
          try {
            return JSON.parse(l);
          } catch {
            throw new Error(`${file}:${i + 1}: not a JSON line`);
          }
        }),
    )
    .slice(from, from + limit);
  const counts = {
    deals: 0,
    bothDecided: 0,
    agree: 0,
    oldWrong: 0,
    newWrong: 0,
    newlyDecided: 0,
    newlyUnknown: 0,
    badLines: 0,
  };
  for (const record of records) {
    // the counts of the deals before this one, each one whole
    if (counts.deals > 0 && counts.deals % progress === 0)
      console.error(`${from + counts.deals}/${from + records.length} ${JSON.stringify(counts)}`);
    const rules = makeRules({ draw: record.draw, preset: record.preset ?? 'app', scoring: record.scoring ?? 'normal' });
    const position = dealPosition(dealDeck(record.deal));
    const cpuBefore = process.cpuUsage();
    const solved = solve(position, rules, { maxCpuMs, maxMs: Infinity });
    const cpuUsed = process.cpuUsage(cpuBefore);
    const cpuMs = (cpuUsed.user + cpuUsed.system) / 1000;
    if (!solved.ok) throw new Error(`deal ${record.deal}: ${solved.error.message}`);
    const now = solved.value;
    counts.deals++;
    if (values.json)
      appendFileSync(
        values.json,
        JSON.stringify({
          deal: record.deal,
          draw: record.draw,
          old: record.result,
          result: now.result,
          cpuMs: Math.round(cpuMs),
          nodes: now.nodes,
        }) + '\n',
      );
    const where = `deal ${record.deal} draw ${record.draw} ${record.preset ?? 'app'} ${record.scoring ?? 'normal'}`;
    if (now.result === 'won') {
      const replay = replays(position, rules, now.line);
      if (replay !== 'won') {
        counts.badLines++;
        console.log(`BAD LINE ${where}: ${replay}`);
      }
    }
    const old = record.result;
    if (old === 'unknown' || now.result === 'unknown') {
      if (old === 'unknown' && now.result !== 'unknown') counts.newlyDecided++;
      if (old !== 'unknown' && now.result === 'unknown') counts.newlyUnknown++;
      continue;
    }
    counts.bothDecided++;
    if (old === now.result) counts.agree++;
    else if (now.result === 'won') {
      counts.oldWrong++;
      console.log(`DISAGREE ${where}: old lost, new won with a line that replays (the old verdict was wrong)`);
    } else {
      counts.newWrong++;
      console.log(`DISAGREE ${where}: old won, new lost (a bug of the new solver)`);
    }
  }
  console.log(JSON.stringify({ maxCpuMs, from, ...counts }));
  return counts.newWrong > 0 || counts.badLines > 0 ? 1 : 0;
}

process.exitCode = main();
