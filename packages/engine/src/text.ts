/**
 * How a message quotes what it was given: the one home of both rules, for the engine's messages and
 * for every client that quotes an input in its own (the CLI's stderr lines, `solve --batch` rows, the
 * web's notices).
 */

/**
 * A text as a terminal can show it, still naming what it holds: every control character (C0, tab and
 * line feed included, DEL, C1) written as its escape `\xHH` (`\x1b`, `\x0a`, `\x9b`) and every U+FFFD
 * (a byte that was not UTF-8) as `\ufffd`. For messages and listings that quote an input, which may be
 * a binary file: its bytes could otherwise move the cursor, recolour the terminal or break a row in two.
 * A caller that keeps line breaks (a multi-line note) applies it to each line.
 */
export const printableText = (text: string): string =>
  text.replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, (c) => {
    const code = c.charCodeAt(0);
    return code === 0xfffd ? '\\ufffd' : `\\x${code.toString(16).padStart(2, '0')}`;
  });

/**
 * An input as a message quotes it: whole up to `max` characters, else its first `max` and `...`, so a
 * pasted megabyte does not make a megabyte of message (or of a refusal's `value`).
 * @param max the most characters quoted, 1 or more
 */
export const cutText = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);

/**
 * An input as an engine message (and its error's data) echoes it: cut by {@link cutText}, its control
 * characters written as escapes by {@link printableText}, so every echo is marked and shown one way.
 * @param max the most characters of the input quoted, 1 or more
 */
export const echoText = (text: string, max: number): string => printableText(cutText(text, max));
