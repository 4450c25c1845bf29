import type { GameStartError, SessionError, SessionWarning } from '@klondike/engine';
import { isolateText } from './format.js';
import type { Translate } from './text.js';

/**
 * Why a session file (RULES §8) was refused, in the page's language, from the engine's error data
 * (its code and fields: `syntaxAt`, `format`, `version`, `field`, `missing`, `start`, `actionIndex`, `token`, `pile`,
 * `refusal`, `line`, `element`), never from its English `message`; the `session.*` and `refusal.*` messages of
 * `GAME_MESSAGES_*`. Every app that reads a session file says its refusal with this.
 * @param e the engine's session error (`loadSession`, `parseSessions`, or an app's own fold of a journal)
 * @param t the page's translate function (vue-i18n's `t`)
 * @param from what was read: a `file` (picked, dropped, stored or fetched), or a `text` that never was
 *   one (pasted, or carried by a link), which a binary refusal names as what it is
 * @returns one sentence (or clause) naming what is wrong and where: the NDJSON line, the action index
 */
export function sessionErrorText(e: SessionError, t: Translate, from: 'file' | 'text' = 'file'): string {
  // bytes, said once as what they are (for a file the engine's words in English)
  if (e.code === 'ERR_BINARY') return t(from === 'file' ? 'session.binary' : 'session.binaryText');
  // a syntax error names its own line and column
  if (e.code === 'ERR_JSON') return e.syntaxAt ? t('session.jsonAt', { ...e.syntaxAt }) : t('session.json');
  const detail = withoutLine(e, t);
  // the line of an NDJSON file, as the engine names it; an element of an array by its line and place too
  if (e.line === undefined) return detail;
  return e.element === undefined
    ? t('session.line', { line: e.line, detail })
    : t('session.element', { line: e.line, element: e.element, detail });
}

/**
 * What the engine set aside in a session it kept (its `SessionWarning`: a `startedAt` that is no ISO
 * 8601 date and time), in the page's language, from its data (`field`, `value`, `line`), never from its
 * English `message`; every app that reads a session file says it with this, as it says a refusal.
 * @returns one clause naming the field, its value and the NDJSON line
 */
export function sessionWarningText(w: SessionWarning, t: Translate): string {
  const detail = t('session.startedAt', {
    field: isolateText(w.field),
    value: isolateText(`"${w.value}"`),
    example: isolateText('"2026-11-30T10:00:00.000Z"'),
  });
  return w.line === undefined ? detail : t('session.line', { line: w.line, detail });
}

function withoutLine(e: SessionError, t: Translate): string {
  // tokens and values isolated (as <bdi> would), so "T1-T2" reads as written in right-to-left text; a
  // played action in capitals as the engine names it, a token that is no action as the file has it
  const token = e.token ?? '';
  const action = isolateText(e.code === 'ERR_ILLEGAL' ? token.toUpperCase() : token);
  switch (e.code) {
    case 'ERR_FORMAT':
      return e.format === undefined ? t('session.notSession') : t('session.format', { format: isolateText(e.format) });
    case 'ERR_VERSION':
      return t('session.version', { version: e.version ?? '?' });
    case 'ERR_SCHEMA':
      if (e.actionIndex !== undefined) return t('session.schemaAction', { at: e.actionIndex });
      if (e.field === undefined) return t('session.schema');
      return t(e.missing ? 'session.schemaMissing' : 'session.schemaField', { field: isolateText(e.field) });
    case 'ERR_START':
      return startText(e.start, t);
    case 'ERR_ACTION':
      // a token of the notation that names a pile this game lacks (T9 in 7 columns) is said so, as the CLI does
      return e.pile === undefined
        ? t('session.token', { at: e.actionIndex ?? '?', action })
        : t('session.tokenPile', { at: e.actionIndex ?? '?', action, pile: isolateText(e.pile) });
    case 'ERR_ILLEGAL':
      return t('session.illegal', {
        at: e.actionIndex ?? '?',
        action,
        reason: e.refusal ? t(`refusal.${e.refusal.code}`) : '',
      });
    default:
      return t('session.json');
  }
}

/** Which part of a session's start was refused (RULES §8: one of code, deck or position; a code and what it fixes agree). */
function startText(start: GameStartError | undefined, t: Translate): string {
  switch (start?.code) {
    case 'ERR_NO_START':
      return t('session.startNone');
    case 'ERR_SEVERAL_STARTS':
      return t('session.startSeveral');
    case 'ERR_CODE':
      return t('session.startCode');
    case 'ERR_DECK': {
      // a deck built by hand (not read from a file) has no text to name: the start as a whole
      if (start.value === undefined) return t('session.start');
      // the deck named as the file has it (cut by the engine), with its count when that is what is wrong
      const deck = isolateText(`"${start.value}"`);
      const cause = start.cause;
      const counted = cause?.code === 'ERR_DECK_MISSING' || cause?.code === 'ERR_DECK_COUNT';
      // a card the deck gets wrong is named with its place, as the file writes it
      const at = cause?.data?.index;
      const card = cause?.data?.value;
      if (at !== undefined && card !== undefined && cause?.code === 'ERR_DECK_CARD')
        return t('session.startDeckCard', { deck, index: at, card: isolateText(`"${card}"`) });
      if (at !== undefined && card !== undefined && cause?.code === 'ERR_DECK_REPEATED')
        return t('session.startDeckRepeated', { deck, index: at, card: isolateText(`"${card}"`) });
      return counted && cause.data?.count !== undefined
        ? t(
            'session.startDeckCount',
            { deck, count: cause.data.count, expected: cause.data.expected },
            cause.data.count,
          )
        : t('session.startDeck', { deck });
    }
    case 'ERR_POSITION':
      return t('session.startPosition');
    case 'ERR_CONFLICT': {
      const fields = (start.conflicts ?? []).map((c) => c.field);
      if (fields.length === 1 && fields[0] === 'deck') return t('session.startCodeDeck');
      // the session's own field names, as the file writes them
      return t('session.startConflict', { fields: fields.map(isolateText).join(', ') });
    }
    default:
      // a setting the schema let through but the start rule refused: the start as a whole
      return t('session.start');
  }
}
