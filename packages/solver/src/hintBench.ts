/**
 * The hint benchmark (`npm run bench:hints`, not a test): on the first deals of the committed solver
 * benchmark sets, plays each deal the solver wins twice, once along the solver's winning line (what
 * following Hint gave before hints were chosen as a person would) and once by following
 * `chooseHint` at every position, and reports the mean draws and recycles per won game, the recycle
 * cost in Normal scoring (100 points each) and the CPU time (`process.cpuUsage`) per hint-game.
 * Usage: `npm run bench:hints -- [DEALS]` (deals per draw mode, default 30).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameFromCode, parseGameCode, type DrawMode } from '@klondike/engine';
import { followHints, solve, stockCounts, type SolveBudget } from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** A node limit, not a time limit: the same deals are won on any machine. */
const BUDGET: SolveBudget = { maxNodes: 2_000_000, maxMs: Infinity };

function main(argv: readonly string[]): number {
  const count = argv[0] === undefined ? 30 : Number(argv[0]);
  if (!Number.isInteger(count) || count < 1) {
    process.stderr.write(`bench:hints: DEALS must be a whole number of deals, got "${argv[0]}"\n`);
    return 2;
  }
  console.log(`Hints on the first ${count} deals of bench/deals-d1.txt and bench/deals-d3.txt (Normal scoring)`);
  console.log('draw  won  line: draws  recycles   hints: draws  recycles  recycle points saved  CPU ms/game');
  for (const draw of [1, 3] as DrawMode[]) {
    const codes = readFileSync(path.resolve(here, `../bench/deals-d${draw}.txt`), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(0, count);
    let won = 0;
    const sums = { lineDraws: 0, lineRecycles: 0, draws: 0, recycles: 0, cpuMs: 0 };
    for (const code of codes) {
      const parsed = parseGameCode(code);
      if (!parsed.ok) throw new Error(`${code}: ${parsed.error.message}`);
      const game = gameFromCode(parsed.value);
      const solved = solve(game.initialPosition, game.rules, BUDGET);
      if (!solved.ok) throw new Error(`${code}: ${solved.error.message}`);
      if (solved.value.result !== 'won') continue;
      const cpuBefore = process.cpuUsage();
      const hinted = followHints(game.initialPosition, game.rules, BUDGET);
      const cpu = process.cpuUsage(cpuBefore);
      if (!hinted.ok) throw new Error(`${code}: ${hinted.error.message}`);
      if (hinted.value.result !== 'won') throw new Error(`${code}: the hints did not win`);
      won++;
      const line = stockCounts(solved.value.line);
      sums.lineDraws += line.draws;
      sums.lineRecycles += line.recycles;
      sums.draws += hinted.value.draws;
      sums.recycles += hinted.value.recycles;
      sums.cpuMs += (cpu.user + cpu.system) / 1000;
      process.stderr.write(
        `${code}: line ${line.draws} D ${line.recycles} R, hints ${hinted.value.draws} D ${hinted.value.recycles} R\n`,
      );
    }
    const mean = (n: number): string => (won === 0 ? '-' : (n / won).toFixed(1));
    console.log(
      [
        String(draw).padEnd(4),
        String(won).padStart(4),
        mean(sums.lineDraws).padStart(12),
        mean(sums.lineRecycles).padStart(9),
        mean(sums.draws).padStart(14),
        mean(sums.recycles).padStart(9),
        mean(100 * (sums.lineRecycles - sums.recycles)).padStart(21),
        mean(sums.cpuMs).padStart(12),
      ].join(' '),
    );
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
