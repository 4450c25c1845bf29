import { err, ok, parseError, type ParseError, type Result } from './result.js';
import type { DrawMode, PresetName, Scoring, VariantName } from './rules.js';
import { echoText } from './text.js';

/**
 * A game code's contents (RULES §2): `KL1-D<draw><scoring>-<deal>[-<options>]`.
 */
export interface GameCode {
  /** Deal number, 0 .. 26^7 - 1; the deal depends on it alone. */
  readonly deal: number;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  readonly preset: PresetName;
  readonly thoughtful: boolean;
  /**
   * The variant (RULES §10): its letter `D` or `J` in the fourth part. Absent means `standard`:
   * {@link parseGameCode} writes it only for another variant, so a standard code reads as it always did.
   */
  readonly variant?: VariantName;
}

/** Number of deals a game code can name: 26^7. */
export const DEAL_COUNT = 26 ** 7;
const DEAL_LETTERS = 7;
/** The most characters of a bad code, or of its bad part, that an error quotes. */
const QUOTED = 40;

export type GameCodeErrorCode = 'ERR_CODE_FORMAT' | 'ERR_CODE_MODE' | 'ERR_CODE_DEAL' | 'ERR_CODE_OPTIONS';

const PRESET_LETTER: { readonly [P in PresetName]: string } = { app: '', classic: 'C', stilldeck: 'S' };
const VARIANT_LETTER: { readonly [V in VariantName]: string } = { standard: '', double: 'D', jokers: 'J' };

/** The 7 letters `A`..`Z` of a deal number, most significant first (`AAAAAAG` is deal 6). */
export function makeDealLetters(deal: number): string {
  let n = deal;
  let out = '';
  for (let i = 0; i < DEAL_LETTERS; i++) {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26);
  }
  return out;
}

/**
 * Prints a game code, e.g. `KL1-D1N-AAAAAAG`, `KL1-D3N-AAAAAAG-CT` or `KL1-D3V-AAAAAAG-CJT` (RULES §2, §10).
 * The options part is printed only for a preset other than `app`, a variant other than `standard`
 * or for thoughtful, in the order preset, variant, `T`.
 */
export function makeGameCode(code: GameCode): string {
  const options =
    PRESET_LETTER[code.preset] + VARIANT_LETTER[code.variant ?? 'standard'] + (code.thoughtful ? 'T' : '');
  return `KL1-D${code.draw}${code.scoring === 'vegas' ? 'V' : 'N'}-${makeDealLetters(code.deal)}${options ? '-' + options : ''}`;
}

/**
 * Parses a game code (RULES §2). Input is trimmed and its letters a-z upper-cased; an error quotes it as written.
 * @returns the code's contents, or an error saying which part is wrong: `ERR_CODE_FORMAT` (not
 *   `KL1-...` with 3 or 4 parts), `ERR_CODE_MODE` (not `D1N`, `D1V`, `D3N`, `D3V`), `ERR_CODE_DEAL`
 *   (not 7 letters A-Z), `ERR_CODE_OPTIONS` (not, in any order, at most one of `C`/`S`, at most one of
 *   `D`/`J` and at most one `T`, RULES §10 Game code). `variant` is set only for `D` or `J`. The
 *   error's `data` holds `value` (the code, or the bad part's text, as written; either cut after 40
 *   characters with `...`, as the message quotes it) and, but for `ERR_CODE_FORMAT`, `part` (`mode`,
 *   `deal` or `options`).
 */
export function parseGameCode(text: string): Result<GameCode, ParseError<GameCodeErrorCode>> {
  const written = text.trim();
  // ASCII letters only: String#toUpperCase turns "ß" into "SS", which would make a 6-letter deal of 7
  const input = written.replace(/[a-z]+/g, (run) => run.toUpperCase());
  const parts = input.split('-');
  // the parts as written, for the messages: a user who typed "garbage" is shown "garbage", not "GARBAGE"
  // (upper-casing adds no "-", so the parts line up); each cut, as a pasted megabyte is no code either
  const as = written.split('-').map((part) => echoText(part, QUOTED));
  const shown = echoText(written, QUOTED);
  if (parts.length < 3 || parts.length > 4 || parts[0] !== 'KL1')
    return err(
      parseError('ERR_CODE_FORMAT', `game code "${shown}" is not of the form KL1-D1N-AAAAAAG`, { value: shown }),
    );
  const mode = /^D([13])([NV])$/.exec(parts[1]!);
  if (!mode)
    return err(
      parseError(
        'ERR_CODE_MODE',
        `game code part "${as[1]}" must be D1N, D1V, D3N or D3V (draw 1 or 3, Normal or Vegas)`,
        { part: 'mode', value: as[1]! },
      ),
    );
  const letters = parts[2]!;
  if (!/^[A-Z]{7}$/.test(letters))
    return err(
      parseError('ERR_CODE_DEAL', `game code deal "${as[2]}" must be 7 letters A-Z`, {
        part: 'deal',
        value: as[2]!,
      }),
    );
  let deal = 0;
  for (const ch of letters) deal = deal * 26 + (ch.charCodeAt(0) - 65);
  let preset: PresetName = 'app';
  let variant: VariantName = 'standard';
  let thoughtful = false;
  if (parts.length === 4) {
    const options = parts[3]!;
    if (!validOptions(options))
      return err(
        parseError(
          'ERR_CODE_OPTIONS',
          `game code options "${as[3]}" may name at most one preset (C classic or S stilldeck), at most one variant (D double or J jokers) and T (thoughtful), each letter once`,
          { part: 'options', value: as[3]! },
        ),
      );
    if (options.includes('C')) preset = 'classic';
    if (options.includes('S')) preset = 'stilldeck';
    if (options.includes('D')) variant = 'double';
    if (options.includes('J')) variant = 'jokers';
    thoughtful = options.includes('T');
  }
  const code = {
    deal,
    draw: mode[1] === '1' ? 1 : 3,
    scoring: mode[2] === 'V' ? 'vegas' : 'normal',
    preset,
    thoughtful,
  } as const;
  return ok(variant === 'standard' ? code : { ...code, variant });
}

/** The fourth part's rule: letters of C S D J T, each at most once, in any order, at most one of C/S and one of D/J. */
function validOptions(options: string): boolean {
  if (!/^[CSDJT]{1,3}$/.test(options)) return false;
  if (new Set(options).size !== options.length) return false;
  return !(options.includes('C') && options.includes('S')) && !(options.includes('D') && options.includes('J'));
}

/**
 * A game code for a fresh random deal, drawn with the platform's cryptographic generator
 * (`crypto.getRandomValues`, unbiased by rejection).
 */
export function newGameCode(
  draw: DrawMode = 1,
  scoring: Scoring = 'normal',
  preset: PresetName = 'app',
  thoughtful = false,
  variant: VariantName = 'standard',
): GameCode {
  const words = new Uint32Array(2);
  let deal: number;
  do {
    (globalThis as unknown as { crypto: { getRandomValues(array: Uint32Array): Uint32Array } }).crypto.getRandomValues(
      words,
    );
    // 53 random bits as a float-safe integer, rejecting the top partial range
    deal = (words[0]! % 2 ** 21) * 2 ** 32 + words[1]!;
  } while (deal >= Math.floor(2 ** 53 / DEAL_COUNT) * DEAL_COUNT);
  const code = { deal: deal % DEAL_COUNT, draw, scoring, preset, thoughtful };
  return variant === 'standard' ? code : { ...code, variant };
}
