import { describe, expect, it } from 'vitest';
import {
  applyAction,
  makeRules,
  move,
  parsePosition,
  DRAW,
  RECYCLE,
  type Action,
  type Moved,
  type Position,
  type RulesOptions,
} from '../src/index.js';
import { fillPosition, gameOfPosition, must, playTokens, positionOf } from './helpers.js';

const movedBy = (position: Position, action: Action, options: RulesOptions = {}): Moved =>
  must(applyAction(position, makeRules(options), action)).moved;

describe('RULES §3 what an action moved', () => {
  it("a draw 3 moves the stock's three top cards to the waste; the card at its index is the waste's new top", () => {
    const p = positionOf(fillPosition({ S: '3d 4d 5d 6d' }));
    const moved = movedBy(p, DRAW, { draw: 3 });
    expect(moved).toEqual({ from: 'S', index: p.stock.length - 3, count: 3, to: 'W' });
    const after = must(applyAction(p, makeRules({ draw: 3 }), DRAW)).position;
    expect(p.stock[moved.index]).toBe(after.waste[after.waste.length - 1]);
  });

  it('a draw 3 with two cards left in the stock moves those two', () => {
    const p = positionOf(fillPosition({ T: ['Kc'], S: '3d 4d', W: '5d', rest: 'W' }));
    expect(movedBy(p, DRAW, { draw: 3 })).toEqual({ from: 'S', index: 0, count: 2, to: 'W' });
  });

  it('a recycle moves the whole waste back to the stock', () => {
    const p = positionOf(fillPosition({ T: ['Kc'], W: '5d 6d', rest: 'W' }));
    expect(movedBy(p, RECYCLE)).toEqual({ from: 'W', index: 0, count: p.waste.length, to: 'S' });
  });

  it("a waste move names the waste's top card and the column it went to", () => {
    const p = positionOf(fillPosition({ T: ['Kc'], W: '3d Qh' }));
    expect(movedBy(p, move('W', 'T1'))).toEqual({ from: 'W', index: p.waste.length - 1, count: 1, to: 'T1' });
  });

  it('a move to F names the foundation that took the card, not F', () => {
    const p = positionOf(fillPosition({ F: '- 2h - -', W: '3h' }));
    expect(movedBy(p, move('W', 'F'))).toEqual({ from: 'W', index: p.waste.length - 1, count: 1, to: 'F2' });
    const q = positionOf(fillPosition({ T: ['#5c Ad'] }));
    expect(movedBy(q, move('T1', 'F'))).toEqual({ from: 'T1', index: 1, count: 1, to: 'F3' });
  });

  it('a column move names the first card of the run that fits, counted before the flip', () => {
    // T1: two face-down under 9s 8h 7c; 8h 7c go on 9c, so the run starts at index 3 and the 9s stays
    const p = positionOf(fillPosition({ T: ['#Kd #Qd 9s 8h 7c', '9c'] }));
    expect(movedBy(p, move('T1', 'T2'))).toEqual({ from: 'T1', index: 3, count: 2, to: 'T2' });
    const q = positionOf(fillPosition({ T: ['#Kd #Qd 8h 7c', '9c'] }));
    expect(movedBy(q, move('T1', 'T2'))).toEqual({ from: 'T1', index: 2, count: 2, to: 'T2' });
  });

  it("a card back from a foundation names the foundation's top", () => {
    const p = positionOf(fillPosition({ T: ['9c'], F: '- 8h - -' }));
    expect(movedBy(p, move('F2', 'T1'), { preset: 'app' })).toEqual({ from: 'F2', index: 7, count: 1, to: 'T1' });
  });

  it('Double Klondike: a W-F that lands on F5 names F5', () => {
    const rules = makeRules({ variant: 'double' });
    const text = ['T1: Kc', 'T2:', 'T3:', 'T4:', 'T5:', 'T6:', 'T7:', 'T8:', 'T9:', 'F: 3s - - - 2s - - -'].join('; ');
    // every card not named goes to the stock, the waste's top a 3 of spades that only F5 takes
    const parsed = parsePosition(doubleFill(text), rules.variant);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(movedBy(parsed.value, move('W', 'F'), { variant: 'double' }).to).toBe('F5');
  });

  it('the move log entry carries what the action moved; an undo gives the entry before back', () => {
    const g = gameOfPosition(fillPosition({ T: ['#Kd #Qd 8h 7c', '9c'] }));
    const { game } = playTokens(g, 'T1-T2');
    expect(game.moveLog?.moved).toEqual({ from: 'T1', index: 2, count: 2, to: 'T2' });
    const later = playTokens(game, 'D').game;
    expect(later.moveLog?.moved.from).toBe('S');
    expect(playTokens(later, 'U').game.moveLog?.moved).toEqual(game.moveLog?.moved);
  });
});

/**
 * A Double Klondike position text from a partial one: the cards not named (two of each) go to the
 * stock, but one 3 of spades on the waste.
 */
function doubleFill(text: string): string {
  const counts = new Map<string, number>();
  const note = (c: string) => counts.set(c, (counts.get(c) ?? 0) + 1);
  const ranks = 'A23456789TJQK';
  const parts: Record<string, string | undefined> = Object.fromEntries(
    text.split('; ').map((part) => part.split(': ')),
  );
  for (const [key, cards] of Object.entries(parts))
    if (key.startsWith('T')) for (const c of (cards ?? '').split(' ').filter(Boolean)) note(c.replace('#', ''));
  for (const [k, top] of (parts['F'] ?? '').split(' ').entries()) {
    if (top === '-') continue;
    for (let r = 0; r <= ranks.indexOf(top[0]!); r++) note(ranks[r]! + 'shdc'[k % 4]!);
  }
  note('3s');
  const stock: string[] = [];
  for (const s of 'shdc') for (const r of ranks) for (let n = counts.get(r + s) ?? 0; n < 2; n++) stock.push(r + s);
  return `${text}; S: ${stock.join(' ')}; W: 3s`;
}
