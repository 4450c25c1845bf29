import { describe, expect, it } from 'vitest';
import { DRAW, RECYCLE, move, parseAction, parseActions, sameAction } from '../src/action.js';

/** The error message of a parse that must fail. */
const refused = (r: { ok: true } | { ok: false; error: { message: string } }): string => {
  if (r.ok) throw new Error('expected a refusal');
  return r.error.message;
};
const EXPECTED = '(expected D, R, U, W-T3, W-F, T2-T5, T2-F or F1-T4)';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The comparison the journal's redo, the fold and the tap targets use (docs/testing.md, mutation runs). */
describe('sameAction: the same type, and for a move the same source and target as written', () => {
  it('tells two moves apart by their source alone, by their target alone, and by how the target is written', () => {
    expect(sameAction(move('T1', 'F'), move('T1', 'F'))).toBe(true);
    expect(sameAction(move('T1', 'F'), move('T2', 'F'))).toBe(false);
    expect(sameAction(move('W', 'T3'), move('W', 'T4'))).toBe(false);
    expect(sameAction(move('T1', 'F'), move('T1', 'F1'))).toBe(false);
  });

  it('takes a draw for a draw only', () => {
    expect(sameAction(DRAW, DRAW)).toBe(true);
    expect(sameAction(DRAW, RECYCLE)).toBe(false);
    expect(sameAction(DRAW, move('W', 'F'))).toBe(false);
    expect(sameAction(move('W', 'F'), DRAW)).toBe(false);
  });
});

describe('a bad token in the error: whole up to 20 characters, else its first 20 and "..."', () => {
  it('parseAction quotes a token of 20 characters whole and cuts one of 21', () => {
    const twenty = LETTERS.slice(0, 20);
    expect(refused(parseAction(twenty))).toBe(`"${twenty}" is not an action ${EXPECTED}`);
    expect(refused(parseAction(LETTERS.slice(0, 21)))).toBe(`"${twenty}..." is not an action ${EXPECTED}`);
  });

  it('parseActions names the action by its place and the token by its first 20 characters', () => {
    expect(refused(parseActions(`D  T1-F ${LETTERS}`))).toBe(
      `action 3 (${LETTERS.slice(0, 20)}...): "${LETTERS.slice(0, 20)}..." is not an action ${EXPECTED}`,
    );
  });
});
