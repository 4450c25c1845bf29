import { describe, expect, it } from 'vitest';
import {
  applyAction,
  dealDeck,
  dealPosition,
  legalActions,
  makeRules,
  type Position,
  type Rules,
} from '@klondike/engine';
import { generateMoves, MAX_MOVES, entryMove } from '../src/moves.js';
import { applySafeMoves, SolverState } from '../src/state.js';
import { seededRandom } from '@klondike/engine/testing';
import { engineStep, smallPosition, solverStep } from './helpers.js';

const RULES: readonly Rules[] = [
  makeRules({ draw: 1 }),
  makeRules({ draw: 3 }),
  makeRules({ draw: 1, scoring: 'vegas' }),
  makeRules({ preset: 'classic', draw: 3 }),
  makeRules({ preset: 'stilldeck', draw: 3, scoring: 'vegas' }),
];

describe('the move generator against the engine legalActions', () => {
  it('reaches the same positions in one macro step on random positions of random playouts', () => {
    const random = seededRandom(20261201);
    let compared = 0;
    for (const rules of RULES) {
      for (let deal = 0; deal < 8; deal++) {
        let position = dealPosition(dealDeck(deal * 7919 + rules.draw));
        for (let step = 0; step < 120; step++) {
          if (step % 6 === 0) {
            const engine = engineStep(position, rules);
            const solver = solverStep(position, rules);
            expect([...solver.entries()].sort()).toEqual([...engine.entries()].sort());
            compared++;
          }
          const actions = legalActions(position, rules);
          if (actions.length === 0) break;
          const applied = applyAction(position, rules, actions[Math.floor(random() * actions.length)]!);
          if (!applied.ok) throw new Error(applied.error.message);
          position = applied.value.position;
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('undo restores the position exactly after every move, key included', () => {
    const rules = makeRules({ draw: 3 });
    const state = new SolverState(dealPosition(dealDeck(42)), rules);
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves, { complete: true });
    const high = state.keyHigh();
    const low = state.keyLow();
    for (let k = 0; k < count; k++) {
      state.apply(entryMove(moves[k]!));
      state.undo();
      expect([state.keyHigh(), state.keyLow()]).toEqual([high, low]);
    }
  });
});

describe('the inverse of the last move', () => {
  it('leads back to the very position before it, key included, on random walks with foundation returns', () => {
    const random = seededRandom(20261205);
    const moves = new Int32Array(MAX_MOVES);
    let inverses = 0;
    for (const rules of RULES.filter((r) => r.foundationToColumn)) {
      for (let start = 0; start < 12; start++) {
        const position =
          start < 4
            ? dealPosition(dealDeck(start * 7927 + rules.draw))
            : smallPosition(random, 16 + Math.floor(random() * 20), { columns: 7, runs: 5, passes: rules.passes });
        const state = new SolverState(position, rules);
        for (let step = 0; step < 120; step++) {
          const before = state.toPosition();
          const key = [state.keyHigh(), state.keyLow()];
          const count = generateMoves(state, moves, { complete: true, withUselessReturns: true });
          if (count === 0) break;
          // foundation moves and returns, the moves that have an inverse, chosen most often
          const listed = Array.from(moves.subarray(0, count), entryMove);
          const wanted = listed.filter((m) => (m & 3) === 0 || (m & 3) === 3);
          const pool = wanted.length > 0 && random() < 0.7 ? wanted : listed;
          state.apply(pool[Math.floor(random() * pool.length)]!);
          const inverse = state.inverseOfLast();
          if (inverse < 0) continue;
          // (a King returned to an empty column that is not the first empty one is not listed: never skipped)
          state.apply(inverse);
          expect(state.toPosition()).toEqual(before);
          expect([state.keyHigh(), state.keyLow()]).toEqual(key);
          inverses++;
          state.undo();
        }
      }
    }
    expect(inverses).toBeGreaterThan(200);
  });
});

describe('the key apply and undo keep, and the blocked-column test', () => {
  /** Both halves of the key: as apply and undo keep it, and computed again from the cards of a fresh state. */
  const keys = (state: SolverState, rules: Rules): [string, string] => {
    const kept = `${state.computeKey()}:${state.keyLowHalf}`;
    const fresh = new SolverState(state.toPosition(), rules);
    // the blocked-column test reads the cards listed at the start where they are now: the same answer
    expect(state.blockedColumn()).toBe(fresh.blockedColumn());
    return [kept, `${fresh.computeKeyFromScratch()}:${fresh.keyLowHalf}`];
  };

  it('is the key of the cards after every move and every undo of random walks, twins macro and safe moves included', () => {
    const random = seededRandom(20261204);
    const moves = new Int32Array(MAX_MOVES);
    let checked = 0;
    for (const rules of RULES) {
      const starts: Position[] = [];
      for (let deal = 0; deal < 4; deal++) starts.push(dealPosition(dealDeck(deal * 104729 + rules.draw)));
      for (let k = 0; k < 8; k++)
        starts.push(
          smallPosition(random, 20 + Math.floor(random() * 20), { columns: 7, runs: 5, passes: rules.passes }),
        );
      for (const start of starts) {
        const state = new SolverState(start, rules);
        // the key at each length of the line (none between the safe moves of one call)
        const seen: (string | undefined)[] = [];
        for (let step = 0; step < 80; step++) {
          const [kept, fresh] = keys(state, rules);
          expect(kept).toBe(fresh);
          seen[state.moves.length] = kept;
          checked++;
          if (random() < 0.3 && applySafeMoves(state) > 0) continue;
          // the pruned generator lists the twins' macro; the complete one lists every single move
          const count = generateMoves(state, moves, { complete: random() < 0.5 });
          if (count === 0) break;
          state.apply(entryMove(moves[Math.floor(random() * count)]!));
        }
        while (state.moves.length > 0) {
          state.undo();
          const expected = seen[state.moves.length];
          const [kept, fresh] = keys(state, rules);
          expect(kept).toBe(fresh);
          if (expected !== undefined) expect(kept).toBe(expected);
        }
        expect(keys(state, rules)[0]).toBe(seen[0]);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('the key told before a move (peekKey)', () => {
  it('is the key after the move and its safe moves, none of which applies, on random walks', () => {
    const random = seededRandom(20261207);
    const moves = new Int32Array(MAX_MOVES);
    // told per kind: runs moved (split or not), waste plays
    const told = { run: 0, split: 0, waste: 0 };
    let notTold = 0;
    for (const rules of RULES) {
      for (let start = 0; start < 12; start++) {
        const position =
          start < 4
            ? dealPosition(dealDeck(start * 6151 + rules.draw))
            : smallPosition(random, 20 + Math.floor(random() * 20), { columns: 7, runs: 5, passes: rules.passes });
        // the quick searches' state (every fitting top goes up) as well as the complete search's
        const state = new SolverState(position, rules, start % 3 === 2);
        for (let step = 0; step < 80; step++) {
          // the search tells keys only at positions whose safe moves it applied
          applySafeMoves(state);
          if (state.won) break;
          const high = state.computeKey();
          const low = state.keyLowHalf;
          const complete = random() < 0.5;
          const count = generateMoves(state, moves, { complete });
          if (count === 0) break;
          for (let k = 0; k < count; k++) {
            const move = entryMove(moves[k]!);
            if (!state.peekKey(move, high, low)) {
              notTold++;
              continue;
            }
            const [peekHigh, peekLow] = [state.peekHighHalf, state.peekLowHalf];
            state.apply(move);
            expect(applySafeMoves(state)).toBe(0);
            expect([state.computeKey(), state.keyLowHalf]).toEqual([peekHigh, peekLow]);
            state.undo();
            if ((move & 3) === 2) told.waste++;
            else if (((move >>> 11) & 63) > state.down[(move >>> 2) & 63]!) told.split++;
            else told.run++;
          }
          state.apply(entryMove(moves[Math.floor(random() * count)]!));
        }
      }
    }
    expect(told.run).toBeGreaterThan(300);
    expect(told.split).toBeGreaterThan(30);
    expect(told.waste).toBeGreaterThan(300);
    // moves after which a safe move applies, and the other kinds, are not told
    expect(notTold).toBeGreaterThan(300);
  });
});
