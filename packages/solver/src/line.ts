import type { Position, Rules } from '@klondike/engine';
import { moveA, moveB, moveC, moveD, moveKind, MoveKind, SolverState, TO_FOUNDATION } from './state.js';

/**
 * Writes solver moves as the engine's actions in RULES §7 notation, replaying them from `position`:
 * a stock macro move becomes its draws (`D`), the recycle (`R`) and the draws after it, then `W-F` or
 * `W-Tn`; the other moves map one to one (`T2-F`, `T2-T5`, `F1-T4`).
 * @param moves moves in the order applied, as {@link SolverState.moves} holds them
 */
export function lineOf(position: Position, rules: Rules, moves: readonly number[]): string[] {
  const state = new SolverState(position, rules);
  const out: string[] = [];
  for (const move of moves) {
    const a = moveA(move);
    const b = moveB(move);
    switch (moveKind(move)) {
      case MoveKind.columnToFoundation:
        out.push(`T${a + 1}-F`);
        break;
      case MoveKind.columnToColumn:
        // moveC is implied: the engine finds the one card of the run that fits (RULES §3)
        void moveC(move);
        out.push(`T${a + 1}-T${b + 1}`);
        // the twins' macro: then the card the run lay on goes to its foundation
        if (moveD(move)) out.push(`T${a + 1}-F`);
        break;
      case MoveKind.foundationToColumn:
        out.push(`F${a + 1}-T${b + 1}`);
        break;
      case MoveKind.waste: {
        let size = state.waste;
        if (moveD(move)) {
          while (size < state.talonLength) {
            size = Math.min(size + state.draw, state.talonLength);
            out.push('D');
          }
          out.push('R');
          size = 0;
        }
        while (size < a) {
          size = Math.min(size + state.draw, state.talonLength);
          out.push('D');
        }
        out.push(b === TO_FOUNDATION ? 'W-F' : `W-T${b + 1}`);
        break;
      }
    }
    state.apply(move);
  }
  return out;
}
