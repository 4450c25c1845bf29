/**
 * A value or an error, returned instead of throwing (chessops style).
 * Every parser and every rule check of the engine returns one of these.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a success value. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** Wraps an error value. */
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/**
 * The named parts of a parse error's message, as data, so a client words the error in its own
 * language from `code` and these fields instead of showing the English `message`. Each parser says
 * which fields each of its codes sets.
 */
export interface ParseErrorData {
  /**
   * Where: a game code's part (`mode`, `deal`, `options`), a position's part (`T3`, `F`, `S`, `W`, `P`),
   * or for a well-formed action token the pile the game does not have (`T9`).
   */
  readonly part?: string;
  /** The bad text as given (a game code cut to 40 characters, a position's line to 30). */
  readonly value?: string;
  /** A deck card's place, counted from 1. */
  readonly index?: number;
  /** How many there are: cards in a deck or position, or copies of a card seen so far. */
  readonly count?: number;
  /** How many there must be: the variant's cards, or a foundation part's entries. */
  readonly expected?: number;
  /** The cards missing, as card texts (`7h`), in deck order. */
  readonly missing?: readonly string[];
}

/**
 * A parse error: a stable `code` for programs, a `message` for people that names what is wrong
 * and where (token, line, part), and `data`, the message's parts as fields (see {@link ParseErrorData}).
 */
export interface ParseError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  readonly data?: ParseErrorData;
}

/** Makes a {@link ParseError}; `data` is left out when not given. */
export const parseError = <C extends string>(code: C, message: string, data?: ParseErrorData): ParseError<C> =>
  data === undefined ? { code, message } : { code, message, data };
