/**
 * Errors the command reports to the user. Every failure ends as exactly one line on stderr
 * (`klondike: <what is wrong>`) and exit status 1, so scripts can rely on both.
 */

/** A failure caused by the user's input (a bad code, deck, position, token, action, file or option). */
export class CliError extends Error {
  override readonly name = 'CliError';
}

/** Collapses any message to one line: the contract is one stderr line per failure. */
export const oneLine = (message: string): string => message.replace(/\s*[\r\n]+\s*/g, ' ').trim();
