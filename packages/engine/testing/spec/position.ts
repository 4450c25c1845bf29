import { cardText, liesOn, NEW_DECK, rankOfText, readCardText, suitOfText } from './cards.js';

/**
 * RULES §2 (the deal) and §9 (position text), stated again for the tests: positions of card
 * texts with their own reader and writer of the printed form, so the engine's `parsePosition` and
 * `makePosition` can be checked against an independent reading.
 */

/** A column: face-down cards under face-up cards, both bottom first. */
export interface SpecColumn {
  readonly down: readonly string[];
  readonly up: readonly string[];
}

/** A position as RULES §9 describes it. */
export interface SpecPosition {
  /** T1..T7. */
  readonly columns: readonly SpecColumn[];
  /** Cards on F1..F4 (spades, hearts, diamonds, clubs), 0..13. */
  readonly foundations: readonly number[];
  /** The stock, first drawn first. */
  readonly stock: readonly string[];
  /** The waste, bottom first: its last card is the playable one. */
  readonly waste: readonly string[];
  /** The pass in progress: recycles made + 1. */
  readonly pass: number;
}

/** All 52 cards on the foundations (RULES §5). */
export const specWon = (p: SpecPosition): boolean => p.foundations.every((n) => n === 13);

/** Cards in a column. */
export const columnSize = (c: SpecColumn): number => c.down.length + c.up.length;

/**
 * The deal of a deck given as 52 card texts (RULES §2): T1 gets 1 card, ..., T7 7 cards, bottom
 * first, only each column's last card face up; the other 24 are the stock, first drawn first.
 */
export function specDeal(deck: readonly string[]): SpecPosition {
  const columns: SpecColumn[] = [];
  let next = 0;
  for (let n = 1; n <= 7; n++) {
    const cards = deck.slice(next, next + n);
    next += n;
    columns.push({ down: cards.slice(0, -1), up: cards.slice(-1) });
  }
  return { columns, foundations: [0, 0, 0, 0], stock: deck.slice(next), waste: [], pass: 1 };
}

/** The printed form of RULES §9: `T1: ..; ...; F: ..; S: ..; W: ..; P: n`. */
export function writeSpecPosition(p: SpecPosition): string {
  const part = (key: string, cards: readonly string[]) =>
    cards.length === 0 ? `${key}:` : `${key}: ${cards.join(' ')}`;
  return [
    ...p.columns.map((c, i) => part(`T${i + 1}`, [...c.down.map((d) => '#' + d), ...c.up])),
    part(
      'F',
      p.foundations.map((n, s) => (n === 0 ? '-' : cardText(s, n))),
    ),
    part('S', p.stock),
    part('W', p.waste),
    `P: ${p.pass}`,
  ].join('; ');
}

const PARTS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'F', 'S', 'W', 'P'];

/**
 * Reads position text (RULES §9): lines, or parts separated by `;`. Where §9 is silent this reading
 * takes the engine's documented choices: part names in any letter case, every part but `P`
 * present, `P` at most 9 digits.
 * @returns the position, or null when it is invalid
 */
export function readSpecPosition(text: string): SpecPosition | null {
  const parts = new Map<string, string[]>();
  for (const raw of text.split(/[;\n]/)) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon < 0) return null;
    const key = line.slice(0, colon).trim().toUpperCase();
    if (!PARTS.includes(key) || parts.has(key)) return null;
    parts.set(
      key,
      line
        .slice(colon + 1)
        .trim()
        .split(/\s+/)
        .filter((t) => t !== ''),
    );
  }
  if (PARTS.some((k) => k !== 'P' && !parts.has(k))) return null;
  const seen = new Set<string>();
  const claim = (card: string): boolean => !seen.has(card) && seen.add(card) !== undefined;
  const columns: SpecColumn[] = [];
  for (let n = 1; n <= 7; n++) {
    const down: string[] = [];
    const up: string[] = [];
    for (const token of parts.get(`T${n}`)!) {
      const faceDown = token.startsWith('#');
      const card = readCardText(faceDown ? token.slice(1) : token);
      if (card === null || !claim(card)) return null;
      if (faceDown) {
        if (up.length > 0) return null; // a face-down card on a face-up one
        down.push(card);
      } else {
        if (up.length > 0 && !liesOn(card, up[up.length - 1]!)) return null; // face-up cards form a run
        up.push(card);
      }
    }
    if (down.length > 0 && up.length === 0) return null; // a face-up top on every non-empty column
    columns.push({ down, up });
  }
  const entries = parts.get('F')!;
  if (entries.length !== 4) return null;
  const foundations: number[] = [];
  for (let s = 0; s < 4; s++) {
    if (entries[s] === '-') {
      foundations.push(0);
      continue;
    }
    const top = readCardText(entries[s]!);
    if (top === null || suitOfText(top) !== s) return null;
    for (let r = 1; r <= rankOfText(top); r++) if (!claim(cardText(s, r))) return null;
    foundations.push(rankOfText(top));
  }
  const pile = (key: string): string[] | null => {
    const cards: string[] = [];
    for (const token of parts.get(key)!) {
      const card = readCardText(token);
      if (card === null || !claim(card)) return null;
      cards.push(card);
    }
    return cards;
  };
  const stock = pile('S');
  const waste = pile('W');
  if (stock === null || waste === null || NEW_DECK.some((c) => !seen.has(c))) return null;
  let pass = 1;
  const p = parts.get('P');
  if (p !== undefined) {
    if (p.length !== 1 || !/^\d{1,9}$/.test(p[0]!) || Number(p[0]) < 1) return null;
    pass = Number(p[0]);
  }
  return { columns, foundations, stock, waste, pass };
}
