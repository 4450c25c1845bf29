import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { expect } from 'vitest';
import {
  act,
  applyAction,
  gameFromPosition,
  gameWon,
  isFoundationPile,
  legalActions,
  makeColumn,
  makeRules,
  parseAction,
  parseCard,
  type Action,
  type Game,
  type Position,
  type Rules,
} from '@klondike/engine';
import { entryMove, generateMoves, MAX_MOVES } from '../src/moves.js';
import { completeSearch, type SolveBudget } from '../src/solve.js';
import { moveA, moveB, moveC, moveD, moveKind, MoveKind, SolverState, TO_FOUNDATION } from '../src/state.js';

/** The repository root, or the one a mutation run names when it runs a copy of the package (scripts/stryker.mjs). */
const REPO_ROOT =
  process.env['KLONDIKE_REPO_ROOT'] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** `shared/` sits beside the checkout (CI clones it there); locally it is /work/shared. */
export const FIXTURES_DIR = path.resolve(REPO_ROOT, '../shared/fixtures');

/**
 * The budget of every search whose verdict a test asserts: positions, never wall time. `solve`'s
 * default is 10 s of wall time, which a loaded machine can spend before a verdict (a won draw-3
 * position came out `unknown` after 10.2 s beside two busy loops). Under a node limit with
 * `maxMs: Infinity` the search is the same, position for position, on any machine: the quick searches
 * take their share of the nodes, not of the time. A million positions (the pages' limit too) is over
 * 16 times what the largest of these searches needs (60,052, pruning.test.ts, the classic draw-3 Ace
 * of hearts), and leaves the quick searches their whole 140,000; a test that needs another limit names
 * it (`{ ...TEST_BUDGET, maxNodes: 2_000 }`).
 */
export const TEST_BUDGET: SolveBudget = { maxMs: Infinity, maxNodes: 1_000_000 };

/**
 * Asserts that the complete search alone ({@link completeSearch}, every pruning rule, no quick search
 * first) gives `won` (its line replayed to a win) when `won`, else `lost`, under the test budget's
 * node limit: the cross-checks' second look, since `solve` wins most small positions in a quick search
 * before the complete search's pruning is met. `where` names the position in a failure.
 */
export function expectCompleteSearch(position: Position, rules: Rules, won: boolean, where: string): void {
  const searched = completeSearch(position, rules, TEST_BUDGET.maxNodes!);
  if (!searched.ok) throw new Error(`${where}: ${searched.error.message}`);
  expect(searched.value.result, `${where} (the complete search alone)`).toBe(won ? 'won' : 'lost');
  if (searched.value.result === 'won')
    expect(replayLine(position, rules, searched.value.line), `${where} (the complete search's line)`).toBe('won');
}

/** Decks W1 and W3 of RULES §11. */
export { W1, W3 } from '@klondike/engine/testing';

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
 * A key of a position for the plain searches: every pile's cards and face-down count, the foundations
 * and the pass, one character per number (each pile led by its length, so no two positions share a
 * key), with the pass left out when the rules allow unlimited passes (the pass then changes no rule),
 * so unlimited recycling cannot loop. With `columnsUnordered`, the columns are sorted first: the rules
 * never look at a column's number (RULES §3), so positions that differ only in the columns' order are
 * won or lost together. (Built from the numbers rather than the printed position: printing was over
 * half of a plain search's time.)
 */
export function plainKey(position: Position, rules: Rules, columnsUnordered = false): string {
  const pile = (cards: readonly number[]): string => String.fromCharCode(cards.length, ...cards);
  const columns = position.tableau.map((column) => String.fromCharCode(column.down) + pile(column.cards));
  if (columnsUnordered) columns.sort();
  const pass = Number.isFinite(rules.passes) ? String.fromCharCode(position.pass) : '';
  return (
    String.fromCharCode(columns.length) +
    columns.join('') +
    pile(position.foundations) +
    pile(position.stock) +
    pile(position.waste) +
    pass
  );
}

/** A plain search's try order of an action, higher first: to a foundation, then the rest, returns last. */
function plainOrder(action: Action): number {
  if (action.type !== 'move') return 1;
  if (isFoundationPile(action.to)) return 3;
  return isFoundationPile(action.from) ? 0 : 2;
}

/**
 * Winnability by a plain exhaustive search over the engine's `legalActions` and `applyAction`: every
 * action, no safe moves, no macro moves, no pruning; positions seen kept in a `Set`, with no symmetry
 * unless `columnsUnordered` (see {@link plainKey}).
 * @returns true, false, or null when more than `limit` positions were seen
 */
export function plainWinnable(
  position: Position,
  rules: Rules,
  limit = 2_000_000,
  columnsUnordered = false,
): boolean | null {
  const seen = new Set<string>([plainKey(position, rules, columnsUnordered)]);
  const stack: Position[] = [position];
  while (stack.length > 0) {
    const p = stack.pop()!;
    // the order only changes how soon a win is found, never the verdict: the last pushed is tried
    // first, so foundation moves are pushed last and returns first
    const actions = [...legalActions(p, rules)].sort((x, y) => plainOrder(x) - plainOrder(y));
    for (const action of actions) {
      const applied = applyAction(p, rules, action);
      if (!applied.ok) continue;
      const next = applied.value.position;
      if (next.foundations.every((h) => h === 13)) return true;
      const key = plainKey(next, rules, columnsUnordered);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return null;
      seen.add(key);
      stack.push(next);
    }
  }
  return false;
}

/** How {@link smallPosition} lays out its cards. */
export interface SmallPositionOptions {
  /** The rules' pass limit: the position's pass is drawn from 1 to it (3 when unlimited); default unlimited. */
  readonly passes?: number;
  /** Columns the cards go to (default 3: deep columns with face-down cards make lost positions common). */
  readonly columns?: number;
  /** Keep the foundations within this many ranks of each other's lowest (default: any heights). */
  readonly spread?: number;
  /** Share of the cards that go to the stock and waste rather than the columns (default 0.4). */
  readonly talonShare?: number;
  /** Give each column a face-up run of up to this many cards on top (default 1: the top alone). */
  readonly runs?: number;
}

/**
 * A random position with `left` cards off the foundations: each foundation some height, the other
 * cards dealt at random into the first `columns` columns (only each top face up) and the stock and
 * waste, the waste boundary and the pass at random.
 */
export function smallPosition(random: () => number, left: number, options: SmallPositionOptions = {}): Position {
  const spread = options.spread ?? 13;
  const heights = [13, 13, 13, 13];
  for (let k = 0; k < left;) {
    const s = Math.floor(random() * 4);
    if (heights[s]! > 0 && heights[s]! > Math.max(...heights) - spread) {
      heights[s]!--;
      k++;
    } else if (Math.min(...heights) === 0) break;
  }
  const cards: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = heights[s]! + 1; r <= 13; r++) cards.push(s * 13 + r - 1);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const columnCount = options.columns ?? 3;
  const talonShare = options.talonShare ?? 0.4;
  // face-up runs first (opposite colours, ranks going down), taken out of the shuffled cards
  const runs: number[][] = [];
  for (let i = 0; i < columnCount && (options.runs ?? 1) > 1 && cards.length > 0; i++) {
    const run = [cards.pop()!];
    const length = 1 + Math.floor(random() * (options.runs ?? 1));
    while (run.length < length) {
      const last = run[run.length - 1]!;
      const next = cards.findIndex((c) => c % 13 === (last % 13) - 1 && isRed(c) !== isRed(last));
      if (next < 0) break;
      run.push(cards.splice(next, 1)[0]!);
    }
    runs.push(run);
  }
  const columns: number[][] = [[], [], [], [], [], [], []];
  const talon: number[] = [];
  for (const c of cards) {
    if (random() < talonShare) talon.push(c);
    else columns[Math.floor(random() * columnCount)]!.push(c);
  }
  const down = columns.map((c) => Math.max(0, c.length - 1));
  runs.forEach((run, i) => {
    down[i] = columns[i]!.length;
    columns[i]!.push(...run);
  });
  const wasteSize = Math.floor(random() * (talon.length + 1));
  const passes = options.passes ?? Infinity;
  const passChoices = Number.isFinite(passes) ? passes : 3;
  return {
    tableau: columns.map((c, i) => ({ cards: c, down: down[i]! })),
    foundations: heights,
    waste: talon.slice(0, wasteSize),
    stock: talon.slice(wasteSize).reverse(),
    pass: 1 + Math.floor(random() * passChoices),
  };
}

/** Hearts and diamonds (suits 1 and 2, RULES §1). */
const isRed = (card: number): boolean => card >= 13 && card < 39;

/**
 * A position from its columns (cards as text, bottom first, the first `down` face down) and
 * foundation heights (spades, hearts, diamonds, clubs); every other card goes to the stock.
 */
export function build(columns: readonly (readonly [string, number])[], foundations: readonly number[]): Position {
  const used = new Set<number>();
  const tableau = columns.map(([text, down]) => {
    const cards = text === '' ? [] : text.split(' ').map(cardOfText);
    for (const c of cards) used.add(c);
    return { cards, down };
  });
  while (tableau.length < 7) tableau.push({ cards: [], down: 0 });
  for (let s = 0; s < 4; s++) for (let r = 1; r <= foundations[s]!; r++) used.add(s * 13 + r - 1);
  const stock: number[] = [];
  for (let c = 0; c < 52; c++) if (!used.has(c)) stock.push(c);
  return { tableau, foundations: [...foundations], stock, waste: [], pass: 1 };
}

/** A card from its text (`9h`, `Ts`), or a thrown error: test data only. */
export function cardOfText(text: string): number {
  const card = parseCard(text);
  if (!card.ok) throw new Error(card.error.message);
  return card.value;
}

/** A game after the given tokens (RULES §7 notation), each played by the engine's `act`; throws at a token it refuses. */
export function played(start: Game, tokens: readonly string[]): Game {
  let game = start;
  for (const token of tokens) {
    const action = parseAction(token);
    if (!action.ok) throw new Error(action.error.message);
    const next = act(game, action.value);
    if (!next.ok) throw new Error(`${token}: ${next.error.message}`);
    game = next.value;
  }
  return game;
}

/** A position's identity with the columns unordered (the solver's key treats them so) and without the pass. */
export const shape = (p: Position): string =>
  [p.tableau.map(makeColumn).sort().join('|'), p.foundations.join(','), p.stock.join(','), p.waste.join(',')].join(
    ' / ',
  );

/**
 * The engine's one macro step: every position reached by one move that is not a draw or a recycle,
 * or by draws and recycles (any number) followed by a waste move, each with the fewest passes used.
 */
export function engineStep(position: Position, rules: Rules): Map<string, number> {
  const out = new Map<string, number>();
  const talonStates: Position[] = [position];
  const seenTalon = new Set<string>([`${position.stock.length}:${position.pass}`]);
  for (let i = 0; i < talonStates.length; i++) {
    const p = talonStates[i]!;
    for (const action of legalActions(p, rules)) {
      const applied = applyAction(p, rules, action);
      if (!applied.ok) continue;
      const next = applied.value.position;
      if (action.type !== 'move') {
        // passes past the second add nothing: the same stock states come back with a pass spent
        const key = `${next.stock.length}:${next.pass}`;
        if (next.pass <= position.pass + 1 && !seenTalon.has(key)) {
          seenTalon.add(key);
          talonStates.push(next);
        }
        continue;
      }
      // after draws only a waste move is a new step: other moves commute with the draws
      if (i > 0 && action.from !== 'W') continue;
      const key = shape(next);
      const before = out.get(key);
      if (before === undefined || next.pass < before) out.set(key, next.pass);
    }
  }
  out.delete(shape(position));
  return out;
}

/** The solver's one macro step with nothing left out (`complete`, `withUselessReturns`). */
export function solverStep(position: Position, rules: Rules): Map<string, number> {
  const state = new SolverState(position, rules);
  const moves = new Int32Array(MAX_MOVES);
  const count = generateMoves(state, moves, { complete: true, withUselessReturns: true });
  const out = new Map<string, number>();
  for (let k = 0; k < count; k++) {
    state.apply(entryMove(moves[k]!));
    const next = state.toPosition();
    out.set(shape(next), next.pass);
    state.undo();
  }
  expect(shape(state.toPosition())).toBe(shape(position));
  return out;
}

/** `classic` draw 1: one pass, no foundation returns. */
export const noReturns = makeRules({ preset: 'classic', draw: 1 });
/** `app` draw 1: unlimited passes, foundation returns. */
export const withReturns = makeRules({ draw: 1 });
/** `classic` draw 3: three passes, no foundation returns. */
export const classicThree = makeRules({ preset: 'classic', draw: 3 });
/** Draw 1, unlimited passes, no foundation returns (no preset has it; the solver takes it). */
export const endless: Rules = { ...makeRules({ draw: 1 }), foundationToColumn: false };

/**
 * A solver move as text: `T1-F`, `T1-T2@3` (the run from the card at index 3 of T1; `+F` after it for
 * the twins' macro), `F1-T2` (a return from the first foundation, spades), `W5-F` or `W5-T2` (the card
 * on top of a waste of 5 after the stock macro move; `W5R-T2` with a recycle first).
 */
export function moveText(move: number): string {
  const a = moveA(move);
  const b = moveB(move);
  switch (moveKind(move)) {
    case MoveKind.columnToFoundation:
      return `T${a + 1}-F`;
    case MoveKind.columnToColumn:
      return `T${a + 1}-T${b + 1}@${moveC(move)}${moveD(move) ? '+F' : ''}`;
    case MoveKind.foundationToColumn:
      return `F${a + 1}-T${b + 1}`;
    default:
      return `W${a}${moveD(move) ? 'R' : ''}-${b === TO_FOUNDATION ? 'F' : `T${b + 1}`}`;
  }
}
