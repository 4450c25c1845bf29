import { sessionErrorText, sessionWarningText, type Translate } from '@klondike/board';
import type { SessionError, SessionWarning } from '@klondike/engine';
import { isTextRefusal, type TextRefusal } from './loader.js';

/**
 * Why an opened text was refused, in the page's language: the replay's own limits (`error.tooLarge`, or
 * `error.tooLargeText` for a text that was no file; `error.empty`) in its words, a session the engine refused by the board's `sessionErrorText`
 * (`error.refused`), never the English `message` of either.
 * @param error what `openText` or `openLongText` refused the text with
 * @param t the page's translate function (vue-i18n's `t`)
 * @param locale the page's language tag, for the numbers (`20,000,000`, `20.000.000`)
 * @param from a `file` (picked or dropped) or a `text` that never was one (pasted, or from a link)
 */
export function refusedText(
  error: SessionError | TextRefusal,
  t: Translate,
  locale: string,
  from: 'file' | 'text' = 'file',
): string {
  if (!isTextRefusal(error)) return t('error.refused', { detail: sessionErrorText(error, t, from) });
  if (error.code === 'ERR_EMPTY') return t('error.empty');
  const number = new Intl.NumberFormat(locale);
  // a pasted text (or a link's) was never a file, and is not called one
  return t(from === 'file' ? 'error.tooLarge' : 'error.tooLargeText', {
    length: number.format(error.length),
    max: number.format(error.max),
  });
}

/**
 * The refused lines of a file whose other games were read (the engine's `readSessions`), in the page's
 * language: one sentence per line, each naming its line and why, by `sessionErrorText`: a game refused
 * at an action is among the games up to it (`error.cutShort`), any other was left out (`error.leftOut`).
 */
export const leftOutText = (errors: readonly SessionError[], t: Translate): string =>
  errors.map((e) => t(keptUpTo(e) ? 'error.cutShort' : 'error.leftOut', { detail: sessionErrorText(e, t) })).join(' ');

/** Whether a refused session was refused at an action, its valid prefix kept (the engine's `sessionPrefix`). */
const keptUpTo = (e: SessionError): boolean => e.code === 'ERR_ACTION' || e.code === 'ERR_ILLEGAL';

/**
 * What the engine set aside in the games of a file it kept (its `SessionWarning`s: a `startedAt` that
 * is no date and time), in the page's language: one sentence per game, each naming its line and the
 * value, by the board's `sessionWarningText` (`error.setAside`), as a refused line is said.
 */
export const setAsideText = (warnings: readonly SessionWarning[], t: Translate): string =>
  warnings.map((w) => t('error.setAside', { detail: sessionWarningText(w, t) })).join(' ');
