import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  act,
  gameFromDeck,
  gameFromPosition,
  gamePosition,
  gameScore,
  makeRules,
  parseAction,
  parseDeck,
  parsePosition,
  type Deck,
  type Game,
  type JournalAction,
  type Position,
  type Refusal,
  type RulesOptions,
} from '../src/index.js';

/**
 * The repository root: this file lives in `packages/engine/test/`, unless a mutation run copied the
 * package into a sandbox elsewhere and named the root in `KLONDIKE_REPO_ROOT` (scripts/stryker.mjs).
 */
export const REPO_ROOT =
  process.env['KLONDIKE_REPO_ROOT'] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** `shared/` sits beside the checkout (CI clones it there); locally it is /work/shared. */
export const FIXTURES_DIR = path.resolve(REPO_ROOT, '../shared/fixtures');

/** Decks W1 and W3 of RULES §11, and the 28 tableau moves that clear their tableau. */
export { W1, W3, W_TABLEAU_MOVES } from '../testing/decks.js';

/** Fails the test with the error when a result is not ok. */
export function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export const deckOf = (text: string): Deck => must(parseDeck(text));
export const positionOf = (text: string): Position => must(parsePosition(text));
export const gameOfDeck = (text: string, options: RulesOptions = {}): Game =>
  gameFromDeck(deckOf(text), makeRules(options));
/** A game from position text, read in the options' variant (standard by default). */
export const gameOfPosition = (text: string, options: RulesOptions = {}): Game =>
  must(gameFromPosition(must(parsePosition(text, makeRules(options).variant)), makeRules(options)));

export const token = (text: string): JournalAction => must(parseAction(text));

/** Plays tokens one by one; throws naming the token when one is refused. Returns the game and the score after each token. */
export function playTokens(game: Game, tokens: string | readonly string[]): { game: Game; scores: number[] } {
  const list = typeof tokens === 'string' ? tokens.split(/\s+/).filter((t) => t !== '') : tokens;
  let g = game;
  const scores: number[] = [];
  list.forEach((t, i) => {
    const next = act(g, token(t));
    if (!next.ok) throw new Error(`token ${i + 1} (${t}) refused: ${next.error.message}`);
    g = next.value;
    scores.push(gameScore(g));
  });
  return { game: g, scores };
}

/** Plays tokens that must all be legal, then one more that must be refused; returns the refusal and the game before it. */
export function refusalOf(game: Game, t: string): Refusal {
  const next = act(game, token(t));
  if (next.ok) throw new Error(`expected ${t} to be refused`);
  return next.error;
}

export const position = gamePosition;

/**
 * A position text with every card accounted for: the listed parts, and all remaining cards put in the stock
 * (appended after the given stock cards, in new-deck order). Keeps tests short: name only the cards that matter.
 */
export function fillPosition(parts: {
  T?: readonly string[];
  F?: string;
  S?: string;
  W?: string;
  P?: number;
  /** Where the cards not named go: after the stock (default), under the waste, or face down under a column. */
  rest?: 'S' | 'W' | 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6' | 'T7';
}): string {
  const columns = Array.from({ length: 7 }, (_, i) => parts.T?.[i] ?? '');
  const foundation = parts.F ?? '- - - -';
  const used = new Set<string>();
  const norm = (t: string) => t.replace('#', '').toLowerCase();
  for (const c of columns) for (const t of c.split(/\s+/)) if (t) used.add(norm(t));
  for (const [s, t] of foundation.split(/\s+/).entries()) {
    if (t === '-') continue;
    const ranks = 'A23456789TJQK';
    const r = ranks.indexOf(t[0]!.toUpperCase());
    for (let i = 0; i <= r; i++) used.add((ranks[i]! + 'shdc'[s]!).toLowerCase());
  }
  for (const t of (parts.W ?? '').split(/\s+/)) if (t) used.add(norm(t));
  const stock = (parts.S ?? '').split(/\s+/).filter((t) => t);
  for (const t of stock) used.add(norm(t));
  const rest: string[] = [];
  for (const s of 'shdc')
    for (const r of 'A23456789TJQK') {
      const c = r + s;
      if (!used.has(c.toLowerCase())) rest.push(c);
    }
  let waste = parts.W ?? '';
  const where = parts.rest ?? 'S';
  if (where === 'S') stock.push(...rest);
  else if (where === 'W') waste = [...rest, waste].join(' ');
  else {
    const n = Number(where[1]) - 1;
    // an empty column needs a face-up top: the last card of the rest is turned up
    columns[n] = columns[n]
      ? [...rest.map((c) => '#' + c), columns[n]].join(' ')
      : rest.map((c, i) => (i < rest.length - 1 ? '#' : '') + c).join(' ');
  }
  const lines = columns.map((c, i) => `T${i + 1}: ${c}`);
  lines.push(`F: ${foundation}`, `S: ${stock.join(' ')}`, `W: ${waste}`, `P: ${parts.P ?? 1}`);
  return lines.join('\n');
}
