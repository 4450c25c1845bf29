import fc from 'fast-check';
import {
  gameAtStart,
  gamePosition,
  gameScore,
  gameSummary,
  journalEntries,
  makePosition,
  parsePosition,
  parseSessions,
  makeSessionText,
  replay,
  VARIANTS,
  type Game,
  type GameCode,
  type Position,
  type Variant,
} from '../src/index.js';
import { gameCodeArb } from './random.js';
import { RANK_LETTERS, SUIT_LETTERS } from './spec/cards.js';

/**
 * Invariants of the variants of RULES §10 (Double Klondike, Klondike with jokers), written from RULES
 * rather than from the engine's rule functions: the card counts of the variant's deck, the sizes of the
 * tableau and the foundations, face-down cards only under a face-up top, every column's face-up cards a
 * run with jokers (checked here by trying every rank and colour the deepest card could have), and the
 * printed position read back in the variant. The standard spec (`spec/`) covers standard games only.
 */

const JOKER_TEXT = 'Jk';

/** A card's text as RULES §1 and §10.2 write it, from the engine's integer (here only to count and compare). */
const textOf = (c: number): string =>
  c === 52 ? JOKER_TEXT : RANK_LETTERS[c % 13]! + SUIT_LETTERS[Math.floor(c / 13)]!;

/**
 * RULES §10.2 "Joker stands in", by brute force: some rank 1..13 and colour of the deepest card make
 * each card one lower and of the other colour than the one under it, jokers matching anything.
 */
export function isRunByRules(texts: readonly string[]): boolean {
  for (let deepest = 1; deepest <= 13; deepest++)
    for (const deepestRed of [false, true]) {
      const fits = texts.every((t, i) => {
        const rank = deepest - i;
        if (rank < 1) return false;
        if (t === JOKER_TEXT) return true;
        const red = (i % 2 === 0) === deepestRed;
        return RANK_LETTERS.indexOf(t[0]!) + 1 === rank && 'hd'.includes(t[1]!) === red;
      });
      if (fits) return true;
    }
  return texts.length === 0;
}

/**
 * The broken invariants of a position of a variant (RULES §10, §10.1, §10.2), as sentences; empty when
 * all hold.
 */
export function variantPositionInvariants(p: Position, variant: Variant): string[] {
  const out: string[] = [];
  if (p.tableau.length !== variant.columns) out.push(`${p.tableau.length} columns, not ${variant.columns}`);
  if (p.foundations.length !== variant.foundations)
    out.push(`${p.foundations.length} foundation piles, not ${variant.foundations}`);
  const count = new Map<string, number>();
  const add = (t: string) => count.set(t, (count.get(t) ?? 0) + 1);
  p.foundations.forEach((n, k) => {
    if (!Number.isInteger(n) || n < 0 || n > 13) out.push(`F${k + 1} holds ${n} cards`);
    for (let r = 0; r < n; r++) add(RANK_LETTERS[r]! + SUIT_LETTERS[k % 4]!);
  });
  p.tableau.forEach((col, i) => {
    col.cards.forEach((c) => add(textOf(c)));
    if (col.cards.length === 0 && col.down !== 0) out.push(`T${i + 1} is empty but counts ${col.down} face-down cards`);
    if (col.cards.length > 0 && (col.down < 0 || col.down >= col.cards.length))
      out.push(`T${i + 1}: no face-up top (down ${col.down} of ${col.cards.length})`);
    const faceUp = col.cards.slice(col.down).map(textOf);
    if (!isRunByRules(faceUp)) out.push(`T${i + 1}: face-up ${faceUp.join(' ')} is not a run with jokers`);
  });
  p.stock.forEach((c) => add(textOf(c)));
  p.waste.forEach((c) => add(textOf(c)));
  for (const s of SUIT_LETTERS)
    for (const r of RANK_LETTERS)
      if ((count.get(r + s) ?? 0) !== variant.decks)
        out.push(`${r + s} ${count.get(r + s) ?? 0} times, not ${variant.decks}`);
  if ((count.get(JOKER_TEXT) ?? 0) !== variant.jokers)
    out.push(`${count.get(JOKER_TEXT) ?? 0} jokers, not ${variant.jokers}`);
  const total = [...count.values()].reduce((a, b) => a + b, 0);
  if (total !== variant.cards) out.push(`${total} cards, not ${variant.cards}`);
  if (!Number.isInteger(p.pass) || p.pass < 1) out.push(`pass ${p.pass} is not a whole number from 1`);
  if (out.length > 0) return out;
  const read = parsePosition(makePosition(p), variant);
  if (!read.ok) out.push(`the printed position does not read back: ${read.error.message}`);
  else if (makePosition(read.value) !== makePosition(p))
    out.push('the printed position reads back as another position');
  return out;
}

/**
 * The broken invariants of a variant game: its position's, the score and position of a replay of its
 * journal from the start (the score fold), and a written session read back to the same summary.
 */
export function variantGameInvariants(game: Game): string[] {
  const out = variantPositionInvariants(gamePosition(game), game.rules.variant);
  const again = replay(gameAtStart(game), journalEntries(game));
  if (!again.ok) out.push(`the journal does not replay: entry ${again.error.index}: ${again.error.refusal.message}`);
  else {
    if (gameScore(again.value) !== gameScore(game))
      out.push(`score ${gameScore(game)}, the replay gives ${gameScore(again.value)}`);
    if (makePosition(gamePosition(again.value)) !== makePosition(gamePosition(game)))
      out.push('the replay ends in another position');
  }
  const read = parseSessions(makeSessionText(game));
  if (!read.ok) out.push(`the written session does not read back: ${read.error.message}`);
  else if (JSON.stringify(gameSummary(read.value[0]!.game)) !== JSON.stringify(gameSummary(game)))
    out.push('the written session reads back to another summary');
  return out;
}

/** Random game codes of the variants other than standard (RULES §10). */
export const variantCodeArb: fc.Arbitrary<GameCode> = fc
  .tuple(gameCodeArb, fc.constantFrom<'double' | 'jokers'>('double', 'jokers'))
  .map(([code, variant]) => ({ ...code, variant }));

/** The variant of a code, as data. */
export const variantOf = (code: GameCode): Variant => VARIANTS[code.variant ?? 'standard'];
