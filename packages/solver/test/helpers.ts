import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  act,
  applyAction,
  gameFromPosition,
  gameWon,
  legalActions,
  makePosition,
  parseAction,
  type Position,
  type Rules,
} from '@klondike/engine';

/** `shared/` sits beside the checkout (CI clones it there); locally it is /work/shared. */
export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures');

/** Deck W1 of RULES §11. */
export const W1 =
  'Ad 2d Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h Ah Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc';
/** Deck W3 of RULES §11. */
export const W3 =
  'Ad 2d Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h Ah Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As 5d 4d 3d 8d 7d 6d Jd Td 9d Ac Kd Qd 4c 3c 2c 7c 6c 5c Tc 9c 8c Kc Qc Jc';

/**
 * Plays a line through the engine from a position (a game set up with `gameFromPosition`, each token
 * read by `parseAction` and played by `act`).
 * @returns 'won', or what went wrong: the refused token or a line that ends before the win
 */
export function replayLine(position: Position, rules: Rules, line: readonly string[]): string {
  const start = gameFromPosition(position, rules);
  if (!start.ok) return `start refused: ${start.error.message}`;
  let game = start.value;
  for (let i = 0; i < line.length; i++) {
    const parsed = parseAction(line[i]!);
    if (!parsed.ok) return `token ${i + 1} ${line[i]}: ${parsed.error.message}`;
    const next = act(game, parsed.value);
    if (!next.ok) return `token ${i + 1} ${line[i]}: ${next.error.message}`;
    game = next.value;
  }
  return gameWon(game) ? 'won' : `the line ends before the win (${line.length} tokens)`;
}

/**
 * A key of a position for the plain searches: its printed form, with the pass left out when the rules
 * allow unlimited passes (the pass then changes no rule), so unlimited recycling cannot loop.
 */
export function plainKey(position: Position, rules: Rules): string {
  const text = makePosition(position);
  return Number.isFinite(rules.passes) ? text : text.replace(/; P: \d+$/, '');
}

/**
 * Winnability by a plain exhaustive search over the engine's `legalActions` and `applyAction`: every
 * action, no safe moves, no macro moves, no pruning, no symmetry; positions seen kept in a `Set`.
 * @returns true, false, or null when more than `limit` positions were seen
 */
export function plainWinnable(position: Position, rules: Rules, limit = 2_000_000): boolean | null {
  const seen = new Set<string>([plainKey(position, rules)]);
  const stack: Position[] = [position];
  while (stack.length > 0) {
    const p = stack.pop()!;
    for (const action of legalActions(p, rules)) {
      const applied = applyAction(p, rules, action);
      if (!applied.ok) continue;
      const next = applied.value.position;
      if (next.foundations.every((h) => h === 13)) return true;
      const key = plainKey(next, rules);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return null;
      seen.add(key);
      stack.push(next);
    }
  }
  return false;
}

/** A small seeded generator for test data: the shared one of the engine's test machinery (mulberry32). */
export { seededRandom as testRandom } from '@klondike/engine/testing';
