import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  gameFromCode,
  gameFromDeck,
  gamePosition,
  legalActions,
  makePosition,
  makeRules,
  parseGameCode,
  type DrawMode,
  type Position,
  type PresetName,
  type Rules,
  type RulesOptions,
  type Scoring,
} from '../src/index.js';
import { deckOf, FIXTURES_DIR, playTokens, positionOf } from './helpers.js';

/**
 * A perft table, as chessops pins its move generator: for each start, the number of legal actions
 * (`legalActions`, RULES §3) and the number of distinct positions (by `makePosition` text, RULES §9)
 * reached by exactly 1, 2 and 3 legal actions (no undo). A change in what the rules allow anywhere
 * in three actions of these starts changes a number.
 *
 * How the numbers were obtained: computed once by this file with `PERFT_WRITE=1 npx vitest run
 * test/perft.test.ts` (it fills in `at`, `legal` and `positions` of `perft.json` from the engine at
 * commit 58c3036 and checks nothing), then pinned. So that the table is not only the engine agreeing
 * with itself, two rows were counted by hand from RULES §3-4 (depths 1 and 2):
 *
 * - `W1, draw 1 app Normal` (RULES §11's deck W1). Tops Ad Kh Th 6h Ah 8s As, all else face down,
 *   no column empty: legal = D, T1-F (Ad), T5-F (Ah), T7-F (As) = 4, so 4 positions at depth 1.
 *   Depth 2: after D, the same 4 (3d on the waste fits nowhere); after T1-F: D, T5-F, T7-F, T2-T1
 *   (Kh to the empty T1) = 4; after T5-F (2h turned up): D, T1-F, T7-F, T5-F, T7-T5 (As on 2h) = 5;
 *   after T7-F (2s turned up): D, T1-F, T5-F, T7-F, T1-T7 and T5-T7 (a red ace on 2s) = 6. Of these
 *   19 sequences, D with each foundation move and the three pairs of foundation moves reach the
 *   same position in either order (6 duplicates): 13 positions. (The first hand count missed T7-T5
 *   and said 12; the engine's 13 sent us back to RULES §3, which allows it.)
 * - `endgame, classic draw 1 Normal`: Ks in T1, Qs in T2, Kc the only stock card, foundations
 *   Js Kh Kd Qc; classic allows 1 pass in draw 1 and no card back from a foundation (RULES §4).
 *   Legal = D, T2-F, T1-T3 .. T1-T7 (a King to each empty column) = 7: 7 positions. Depth 2: after D
 *   (Kc on the waste, no recycle left): W-F, W-T3..T7, T2-F, T1-T3..T7 = 12; after T2-F: D, T1-F,
 *   T1-T2..T7 = 8; after each T1-Tk: D, T2-F, Tk to the 5 other empty columns = 7 (x5): 55
 *   sequences. Distinct positions, by where the three cards lie: Kc on F, or in T3..T7, Ks and Qs
 *   unmoved (1 + 5); Kc on the waste with Qs on F (1) or with Ks in T3..T7 (5); Kc in the stock with
 *   Ks and Qs on F (1), with Qs on F and Ks in T2..T7 (6), with Qs in T2 and Ks in T1 again (1) or
 *   in T3..T7 (5): 25. This count agreed with the engine at once.
 *
 * `Thoughtful` shows the cards and changes no rule (RULES §10), so its row must equal the same deal's
 * row without it: checked below, independently of the pinned numbers.
 */

interface PerftStart {
  readonly code?: string;
  readonly deck?: string;
  readonly position?: string;
  readonly options?: RulesOptions;
  /** A shared fixture file and how many of its journal entries to play first. */
  readonly fixture?: string;
  readonly prefix?: number;
}

interface PerftRow {
  readonly name: string;
  readonly start: PerftStart;
  /** The start position's text, pinned so a row cannot drift to another position unnoticed. */
  at: string;
  legal: number;
  /** Distinct positions after exactly 1, 2 and 3 legal actions. */
  positions: number[];
}

const TABLE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'perft.json');
const table = JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as { rows: PerftRow[] };

interface FixtureSession {
  readonly rules: PresetName;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  readonly thoughtful?: boolean;
  readonly deck: string;
  readonly actions: readonly { readonly a: string }[];
}

/** The position and rules a row starts from. */
function startOf(start: PerftStart): { position: Position; rules: Rules } {
  if (start.code !== undefined) {
    const parsed = parseGameCode(start.code);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const game = gameFromCode(parsed.value);
    return { position: gamePosition(game), rules: game.rules };
  }
  const rules = makeRules(start.options);
  if (start.deck !== undefined) return { position: gamePosition(gameFromDeck(deckOf(start.deck), rules)), rules };
  if (start.position !== undefined) return { position: positionOf(start.position), rules };
  if (start.fixture === undefined) throw new Error('a start needs a code, a deck, a position or a fixture');
  const { session } = JSON.parse(readFileSync(path.join(FIXTURES_DIR, start.fixture), 'utf8')) as {
    session: FixtureSession;
  };
  const fixtureRules = makeRules({
    preset: session.rules,
    draw: session.draw,
    scoring: session.scoring,
    thoughtful: session.thoughtful ?? false,
  });
  const tokens = session.actions.slice(0, start.prefix ?? 0).map((entry) => entry.a);
  const { game } = playTokens(gameFromDeck(deckOf(session.deck), fixtureRules), tokens);
  return { position: gamePosition(game), rules: fixtureRules };
}

/** Distinct positions after exactly 1..depth legal actions, keyed by position text. */
function perft(start: Position, rules: Rules, depth: number): number[] {
  const counts: number[] = [];
  let frontier = new Map<string, Position>([[makePosition(start), start]]);
  for (let d = 1; d <= depth; d++) {
    const next = new Map<string, Position>();
    for (const position of frontier.values())
      for (const action of legalActions(position, rules)) {
        const applied = applyAction(position, rules, action);
        if (!applied.ok) throw new Error(`legalActions listed a refused action: ${applied.error.message}`);
        next.set(makePosition(applied.value.position), applied.value.position);
      }
    counts.push(next.size);
    frontier = next;
  }
  return counts;
}

const measure = (row: PerftRow) => {
  const { position, rules } = startOf(row.start);
  return {
    at: makePosition(position),
    legal: legalActions(position, rules).length,
    positions: perft(position, rules, 3),
  };
};

describe('perft: legal actions and distinct positions within 3 actions, pinned', () => {
  if (process.env['PERFT_WRITE']) {
    it('writes the table (PERFT_WRITE=1)', () => {
      for (const row of table.rows) Object.assign(row, measure(row));
      writeFileSync(TABLE_FILE, JSON.stringify(table, null, 1) + '\n');
    });
    return;
  }

  it('holds a dozen starts or more, each with its three depths', () => {
    expect(table.rows.length).toBeGreaterThanOrEqual(12);
    for (const row of table.rows) expect(row.positions, row.name).toHaveLength(3);
  });

  it.each(table.rows.map((row) => [row.name, row] as const))('%s', (_, row) => {
    expect(measure(row)).toEqual({ at: row.at, legal: row.legal, positions: row.positions });
  });

  it('the two rows counted by hand from RULES §3-4 (see above) hold their hand-counted numbers', () => {
    const byName = (name: string) => measure(table.rows.find((row) => row.name === name)!);
    expect(byName('W1, draw 1 app Normal')).toMatchObject({ legal: 4, positions: [4, 13, expect.any(Number)] });
    expect(byName('endgame, classic draw 1 Normal')).toMatchObject({
      legal: 7,
      positions: [7, 25, expect.any(Number)],
    });
  });

  it("Thoughtful changes no rule (RULES §10): its pinned row equals the same deal's without it", () => {
    const rowOf = (code: string) => table.rows.find((row) => row.start.code === code)!;
    const { at, legal, positions } = rowOf('KL1-D1N-AAAAAAG');
    expect(rowOf('KL1-D1N-AAAAAAG-T')).toMatchObject({ at, legal, positions });
  });
});
