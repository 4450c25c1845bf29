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
 * A parse error: a stable `code` for programs, a `message` for people that names what is wrong
 * and where (token, line, part).
 */
export interface ParseError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

export const parseError = <C extends string>(code: C, message: string): ParseError<C> => ({ code, message });
