import { readonly, ref, watch, type Ref } from 'vue';
import { readSettings, stringifySettings, type Settings } from './settings.js';

/** The localStorage key the settings live under. */
export const SETTINGS_KEY = 'klondike.settings';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): settings then last for this page only
  }
};

/** What {@link useSettings} gives. */
export interface SettingsStore {
  readonly settings: Readonly<Ref<Settings>>;
  readonly update: (change: Partial<Settings>) => void;
  /**
   * True when stored settings could not be read (not JSON, or not an object) and the defaults are
   * used: the player is told once (the page's notices), and the defaults are stored in their place.
   */
  readonly unreadable: boolean;
}

let shared: SettingsStore | null = null;

/**
 * The player's settings, one reactive value for the whole page, loaded from localStorage at first use
 * and written back on every change. A storage that refuses to write keeps the change for this page.
 * Stored settings that cannot be read give the defaults, stored in their place, and `unreadable`.
 * @returns `settings` (read-only reactive), `update` (merges a partial change) and `unreadable`
 */
export function useSettings(): SettingsStore {
  if (shared) return shared;
  const store = storage();
  const read = readSettings(store?.getItem(SETTINGS_KEY) ?? null);
  const value = ref<Settings>(read.settings);
  // said once: the defaults replace the unreadable text, so the next page reads them quietly
  if (read.unreadable) save(store, read.settings);
  watch(value, (s) => save(store, s));
  shared = {
    unreadable: read.unreadable,
    settings: readonly(value) as Readonly<Ref<Settings>>,
    update: (change) => {
      value.value = { ...value.value, ...change };
    },
  };
  return shared;
}

/** Stores the settings; a storage that refuses (quota, privacy mode) leaves them in effect for this page. */
function save(store: Storage | null, settings: Settings): void {
  try {
    store?.setItem(SETTINGS_KEY, stringifySettings(settings));
  } catch {
    // the settings stay in effect for this page
  }
}

/** Forgets the shared instance (tests only: each test starts from what localStorage holds). */
export function resetSettingsForTests(): void {
  shared = null;
}
