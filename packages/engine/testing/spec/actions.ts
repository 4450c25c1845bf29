import { cardText, liesOn, rankOfText, suitOfText } from './cards.js';
import { columnSize, specWon, type SpecColumn, type SpecPosition } from './position.js';
import type { SpecRules } from './rules.js';

/**
 * RULES §3 legal actions and §7 notation, stated again for the tests over {@link SpecPosition}:
 * an action is its notation token (`D`, `R`, `W-T3`, `T2-F`, `F1-T4`), so results compare with
 * the engine's through `makeAction`.
 */

/** The outcome of a legal action: the position after it and its points before the floor (RULES §4). */
export interface SpecApplied {
  readonly position: SpecPosition;
  readonly points: number;
}

const TOKEN = /^(?:([DRU])|(W|T[1-7]|F[1-4])-(T[1-7]|F[1-4]?))$/;

/**
 * Reads one notation token (RULES §7), any letter case.
 * @returns the upper-case token, or null for bad input (`Fk-F...` included: no such move, RULES §3)
 */
export function readSpecToken(input: string): string | null {
  const m = TOKEN.exec(input.toUpperCase());
  if (!m) return null;
  if (m[2]?.[0] === 'F' && m[3]?.[0] === 'F') return null;
  return m[0];
}

const fitsColumn = (card: string, column: SpecColumn): boolean => {
  if (columnSize(column) === 0) return rankOfText(card) === 13; // an empty column accepts only a King
  const top = column.up[column.up.length - 1];
  return top !== undefined && liesOn(card, top);
};

const fitsFoundation = (card: string, foundations: readonly number[]): boolean =>
  foundations[suitOfText(card)] === rankOfText(card) - 1;

/** `F` is the card's own foundation; `F1`..`F4` only when it is that card's own pile. */
const ownFoundation = (card: string, target: string): boolean =>
  target === 'F' || Number(target[1]) - 1 === suitOfText(card);

const replaced = <T>(list: readonly T[], index: number, value: T): T[] => list.map((v, i) => (i === index ? value : v));

/** A column after its top `count` cards leave it, with the automatic flip; `turned` when a card turned up. */
function leave(column: SpecColumn, count: number): { column: SpecColumn; turned: boolean } {
  const up = column.up.slice(0, column.up.length - count);
  if (up.length === 0 && column.down.length > 0)
    return { column: { down: column.down.slice(0, -1), up: column.down.slice(-1) }, turned: true };
  return { column: { down: column.down, up }, turned: false };
}

/**
 * Applies an action token (not `U`) to a position under the rules (RULES §3, §4 points, §5 nothing
 * after a win).
 * @returns the position after and the points, or null when the rules refuse the action
 */
export function specApply(p: SpecPosition, rules: SpecRules, token: string): SpecApplied | null {
  if (specWon(p)) return null;
  if (token === 'D') {
    if (p.stock.length === 0) return null;
    const turned = p.stock.slice(0, rules.draw);
    return { position: { ...p, stock: p.stock.slice(turned.length), waste: [...p.waste, ...turned] }, points: 0 };
  }
  if (token === 'R') {
    if (p.stock.length > 0 || p.waste.length === 0 || p.pass >= rules.passLimit) return null;
    // the cards come out again in the same order as before
    return { position: { ...p, stock: p.waste, waste: [], pass: p.pass + 1 }, points: rules.recycle };
  }
  const [from, to] = token.split('-') as [string, string];
  if (to === undefined) return null;
  const toFoundation = to[0] === 'F';
  if (from === 'W') {
    const card = p.waste[p.waste.length - 1];
    if (card === undefined) return null;
    const waste = p.waste.slice(0, -1);
    if (toFoundation) {
      if (!ownFoundation(card, to) || !fitsFoundation(card, p.foundations)) return null;
      return {
        position: { ...p, waste, foundations: replaced(p.foundations, suitOfText(card), rankOfText(card)) },
        points: rules.toFoundation,
      };
    }
    const n = Number(to[1]) - 1;
    const dest = p.columns[n]!;
    if (!fitsColumn(card, dest)) return null;
    return {
      position: { ...p, waste, columns: replaced(p.columns, n, { down: dest.down, up: [...dest.up, card] }) },
      points: rules.wasteToColumn,
    };
  }
  if (from[0] === 'F') {
    if (toFoundation || !rules.foundationReturn) return null;
    const s = Number(from[1]) - 1;
    const height = p.foundations[s]!;
    if (height === 0) return null;
    const card = cardText(s, height);
    const n = Number(to[1]) - 1;
    const dest = p.columns[n]!;
    if (!fitsColumn(card, dest)) return null;
    return {
      position: {
        ...p,
        foundations: replaced(p.foundations, s, height - 1),
        columns: replaced(p.columns, n, { down: dest.down, up: [...dest.up, card] }),
      },
      points: rules.foundationToColumn,
    };
  }
  const m = Number(from[1]) - 1;
  const source = p.columns[m]!;
  if (toFoundation) {
    const card = source.up[source.up.length - 1];
    if (card === undefined || !ownFoundation(card, to) || !fitsFoundation(card, p.foundations)) return null;
    const left = leave(source, 1);
    return {
      position: {
        ...p,
        columns: replaced(p.columns, m, left.column),
        foundations: replaced(p.foundations, suitOfText(card), rankOfText(card)),
      },
      points: rules.toFoundation + (left.turned ? rules.turnUp : 0),
    };
  }
  const n = Number(to[1]) - 1;
  if (n === m) return null;
  const dest = p.columns[n]!;
  // any face-up card moves with every card on it; only that first card must fit
  const first = source.up.findIndex((card) => fitsColumn(card, dest));
  if (first < 0) return null;
  const run = source.up.slice(first);
  const left = leave(source, run.length);
  const columns = replaced(p.columns, m, left.column);
  columns[n] = { down: dest.down, up: [...dest.up, ...run] };
  return { position: { ...p, columns }, points: left.turned ? rules.turnUp : 0 };
}

/** Every action token the notation has, `U` aside: the candidates {@link specLegalTokens} tries. */
export const ALL_ACTION_TOKENS: readonly string[] = [
  'D',
  'R',
  'W-F',
  ...[1, 2, 3, 4].map((k) => `W-F${k}`),
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((n) => [
    `W-T${n}`,
    `T${n}-F`,
    ...[1, 2, 3, 4].flatMap((k) => [`T${n}-F${k}`, `F${k}-T${n}`]),
    ...[1, 2, 3, 4, 5, 6, 7].map((m) => `T${n}-T${m}`),
  ]),
];

/** The legal actions of a position, each in the canonical notation (a foundation target as `F`), sorted. */
export function specLegalTokens(p: SpecPosition, rules: SpecRules): string[] {
  return ALL_ACTION_TOKENS.filter((t) => !/-F\d$/.test(t) && specApply(p, rules, t) !== null).sort();
}
