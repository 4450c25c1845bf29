import { isolateText, type Translate } from '@klondike/board';

/** The browser's storage errors (DOMException names, IndexedDB) this app has its own words for (`storage.reason.*`). */
const REASONS: Readonly<Record<string, string>> = {
  QuotaExceededError: 'storage.reason.quota',
  SecurityError: 'storage.reason.security',
  // IndexedDB refused where the browser keeps nothing, as some do in a private window
  InvalidStateError: 'storage.reason.state',
  VersionError: 'storage.reason.version',
};

/** An error's name when it is one (`QuotaExceededError`, `TypeError`): an identifier, never a sentence. */
const nameOf = (e: unknown): string | null => {
  const name = typeof e === 'object' && e !== null && 'name' in e ? e.name : null;
  return typeof name === 'string' && /^[A-Za-z]{1,40}$/.test(name) ? name : null;
};

/**
 * Why the browser cannot store games, in the page's language, from what is known of the error: its
 * name (`QuotaExceededError`, `SecurityError`, `InvalidStateError`, `VersionError`), never the
 * browser's own message, which is in the browser's language (and often English).
 * @param e what opening or writing the store threw
 * @param t the page's translate function (vue-i18n's `t`)
 * @returns the `storage.unavailable` sentence with its reason
 */
export function storageFailureText(e: unknown, t: Translate): string {
  const name = nameOf(e);
  const known = name === null ? undefined : REASONS[name];
  const detail = known
    ? t(known)
    : name === null || name === 'UnknownError'
      ? t('storage.reason.unknown')
      : t('storage.reason.other', { name: isolateText(name) });
  return t('storage.unavailable', { detail });
}
