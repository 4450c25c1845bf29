import type { SessionError } from '@klondike/engine';

/** vue-i18n's `t` as this module uses it: a key and its named values. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Why a session was refused, in the page's language where the engine gives the reason as data: a
 * syntax error from where it found it (JSON.parse's own message is the browser's English), an
 * illegal action from its refusal code (RULES §3) and token; any other error as the engine's message.
 * @param e the engine's session error (`loadSession` / `parseSessions`, or the replay's own fold)
 * @param t the page's translate function
 * @returns the detail for the `error.refused` sentence
 */
export function refusedDetail(e: SessionError, t: Translate): string {
  if (e.code === 'ERR_JSON') return e.syntaxAt ? t('error.jsonAt', { ...e.syntaxAt }) : t('error.json');
  if (e.code === 'ERR_ILLEGAL' && e.refusal && e.actionIndex !== undefined && e.token !== undefined) {
    // the token isolated (as <bdi> would), so "T1-T2" reads as written in right-to-left text
    const action = `\u2068${e.token.toUpperCase()}\u2069`;
    const said = { at: e.actionIndex, action, reason: t(`refusal.${e.refusal.code}`) };
    // the line of an NDJSON file, as the engine names it
    return e.line === undefined ? t('error.illegal', said) : t('error.illegalLine', { ...said, line: e.line });
  }
  return e.message;
}
