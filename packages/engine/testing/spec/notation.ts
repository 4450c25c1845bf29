import { NEW_DECK, readCardText } from './cards.js';
import { readSpecToken } from './actions.js';
import type { SpecPreset } from './rules.js';

/**
 * RULES §2 game codes and deck strings, §7 move text, read again for the tests: what the engine's
 * parsers accept must be what these accept, with the same contents.
 */

/** A game code's contents (RULES §2). */
export interface SpecGameCode {
  readonly deal: number;
  readonly draw: 1 | 3;
  readonly scoring: 'normal' | 'vegas';
  readonly preset: SpecPreset;
  readonly thoughtful: boolean;
}

/**
 * Reads a game code `KL1-D<draw><scoring>-<deal>[-<options>]` (RULES §2): input trimmed and
 * upper-cased; deal 7 letters A-Z, base 26, most significant first; options `C` classic or `S`
 * stilldeck, and/or `T` thoughtful, in either order (§2 is silent on the order; the engine's
 * choice), at least one letter.
 * @returns the contents, or null when the text is not a game code
 */
export function readSpecGameCode(text: string): SpecGameCode | null {
  const m = /^KL1-D([13])([NV])-([A-Z]{7})(?:-([A-Z]+))?$/.exec(text.trim().toUpperCase());
  if (!m) return null;
  const options = m[4] ?? '';
  const letters = [...options];
  const presets = letters.filter((l) => l === 'C' || l === 'S');
  const thoughtfuls = letters.filter((l) => l === 'T');
  if (
    m[4] !== undefined &&
    (options === '' ||
      presets.length > 1 ||
      thoughtfuls.length > 1 ||
      presets.length + thoughtfuls.length !== letters.length)
  )
    return null;
  let deal = 0;
  for (const ch of m[3]!) deal = deal * 26 + (ch.charCodeAt(0) - 65);
  return {
    deal,
    draw: m[1] === '1' ? 1 : 3,
    scoring: m[2] === 'V' ? 'vegas' : 'normal',
    preset: presets[0] === 'C' ? 'classic' : presets[0] === 'S' ? 'stilldeck' : 'app',
    thoughtful: thoughtfuls.length === 1,
  };
}

/** Writes a game code's canonical text (options only for a preset other than `app` or thoughtful). */
export function writeSpecGameCode(c: SpecGameCode): string {
  let deal = '';
  for (let n = c.deal, i = 0; i < 7; i++, n = Math.floor(n / 26)) deal = String.fromCharCode(65 + (n % 26)) + deal;
  const options = (c.preset === 'classic' ? 'C' : c.preset === 'stilldeck' ? 'S' : '') + (c.thoughtful ? 'T' : '');
  return `KL1-D${c.draw}${c.scoring === 'vegas' ? 'V' : 'N'}-${deal}${options ? '-' + options : ''}`;
}

/**
 * Reads a deck string (RULES §2): 52 card texts separated by any white space, each card once.
 * @returns the canonical card texts, or null
 */
export function readSpecDeck(text: string): string[] | null {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  if (tokens.length !== NEW_DECK.length) return null;
  const cards = tokens.map(readCardText);
  if (cards.some((c) => c === null) || new Set(cards).size !== NEW_DECK.length) return null;
  return cards as string[];
}

/**
 * Reads move text (RULES §7): tokens separated by white space.
 * @returns the upper-case tokens, or null when one is bad input
 */
export function readSpecTokens(text: string): string[] | null {
  const tokens = text
    .split(/\s+/)
    .filter((t) => t !== '')
    .map(readSpecToken);
  return tokens.some((t) => t === null) ? null : (tokens as string[]);
}
