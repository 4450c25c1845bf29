/**
 * Errors the command reports to the user. Every failure ends as exactly one line on stderr
 * (`klondike: <what is wrong>`) and exit status 1, so scripts can rely on both.
 */

/** A failure caused by the user's input (a bad code, deck, position, token, action, file or option). */
export class CliError extends Error {
  override readonly name = 'CliError';
}

/**
 * A text with every character a terminal acts on rather than shows (C0 controls but tab and line feed,
 * DEL, C1 controls) written as a visible escape (`\x1b`, `\x9b`), so a message that quotes an input
 * cannot recolour the terminal or move its cursor, and still names the input as it was.
 */
export const visibleControls = (text: string): string =>
  text.replace(
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );

/**
 * Collapses any message to one line, its control characters made visible ({@link visibleControls}):
 * the contract is one stderr line per failure, and every stderr line of the command is made here.
 */
export const oneLine = (message: string): string => visibleControls(message.replace(/\s*[\r\n]+\s*/g, ' ').trim());

/**
 * A command that did part of its work: some inputs failed, the others were done. What the command
 * emitted still goes to stdout, each problem is one stderr line (`klondike: <problem>`), and the
 * status is 1, so a script sees the failure and keeps the good results.
 */
export class PartialFailure extends Error {
  override readonly name = 'PartialFailure';
  /** @param problems one line each, naming where (`file:line`) and what is wrong */
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}
