import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  columnPiles,
  foundationPiles,
  gamePosition,
  gameScore,
  legalActions,
  makeAction,
  makePosition,
  undo,
  type Action,
  type Game,
  type Position,
  type Rules,
} from '../src/index.js';
import {
  choicesArb,
  DEEP,
  randomGame,
  variantCodeArb,
  variantGameInvariants,
  variantOf,
  variantPositionInvariants,
} from '../testing/index.js';

/** Runs per property: small by default so the suite stays fast; DEEP=1 runs many more. */
const runs = (n: number): number => (DEEP ? n * 50 : n);

function throwIfBroken(broken: readonly string[], where: Position): void {
  if (broken.length > 0) throw new Error(`${broken.join('; ')} in ${makePosition(where)}`);
}

/** Every token the notation has for the variant's piles (RULES §7, §10 Notation). */
function everyAction(rules: Rules): Action[] {
  const columns = columnPiles(rules.variant);
  const foundations = foundationPiles(rules.variant);
  const out: Action[] = [{ type: 'draw' }, { type: 'recycle' }];
  const targets = [...columns, 'F' as const, ...foundations];
  for (const from of ['W' as const, ...columns]) for (const to of targets) out.push({ type: 'move', from, to });
  for (const from of foundations) for (const to of columns) out.push({ type: 'move', from, to });
  return out;
}

describe('properties of random Double Klondike and jokers games (fast-check)', () => {
  it('card counts, sizes and runs with jokers hold after every action and undo; an undo restores the position and score before the action', () => {
    fc.assert(
      fc.property(variantCodeArb, choicesArb(150), (code, choices) => {
        const variant = variantOf(code);
        const end = randomGame(code, choices, (before: Game, after: Game, undid: boolean) => {
          throwIfBroken(variantPositionInvariants(gamePosition(after), variant), gamePosition(after));
          if (undid) return;
          const back = undo(after);
          if (!back.ok) throw new Error(`undo refused after an action: ${back.error.message}`);
          expect(makePosition(gamePosition(back.value))).toBe(makePosition(gamePosition(before)));
          expect(gameScore(back.value)).toBe(gameScore(before));
        });
        expect(end.rules.variant).toBe(variant);
      }),
      { numRuns: runs(25) },
    );
  });

  it('the score fold equals replaying the journal from the start, and a written session reads back to the same game', () => {
    fc.assert(
      fc.property(variantCodeArb, choicesArb(150), (code, choices) => {
        const end = randomGame(code, choices);
        throwIfBroken(variantGameInvariants(end), gamePosition(end));
      }),
      { numRuns: runs(25) },
    );
  });

  it('legalActions lists actions applyAction accepts, and every accepted token whose recorded form is -F or a column', () => {
    fc.assert(
      fc.property(variantCodeArb, fc.array(fc.nat({ max: 1000 }), { maxLength: 120 }), (code, picks) => {
        const game = randomGame(
          code,
          picks.map((p) => (p % 7 === 0 ? p + 1 : p)),
        );
        const position = gamePosition(game);
        const legal = legalActions(position, game.rules).map(makeAction).sort();
        for (const token of legal) expect(legal.filter((t) => t === token)).toHaveLength(1);
        const accepted = new Set<string>();
        for (const action of everyAction(game.rules)) {
          const applied = applyAction(position, game.rules, action);
          if (applied.ok) accepted.add(makeAction(applied.value.action));
        }
        // `-Fk` recorded as such (another pile than -F's, Double Klondike) is a legal choice legalActions leaves out
        const listed = [...accepted].filter((t) => !/-F\d$/.test(t)).sort();
        expect(legal).toEqual(listed);
      }),
      { numRuns: runs(25) },
    );
  });
});
