import { readonly, ref, watch, type Ref } from 'vue';
import { parseSettings, stringifySettings, type Settings } from './settings.js';

/** The localStorage key the settings live under. */
export const SETTINGS_KEY = 'klondike.settings';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): settings then last for this page only
  }
};

let shared: { settings: Readonly<Ref<Settings>>; update: (change: Partial<Settings>) => void } | null = null;

/**
 * The player's settings, one reactive value for the whole page, loaded from localStorage at first use
 * and written back on every change. A storage that refuses to write keeps the change for this page.
 * @returns `settings` (read-only reactive) and `update` (merges a partial change)
 */
export function useSettings(): { settings: Readonly<Ref<Settings>>; update: (change: Partial<Settings>) => void } {
  if (shared) return shared;
  const store = storage();
  const value = ref<Settings>(parseSettings(store?.getItem(SETTINGS_KEY) ?? null));
  watch(value, (s) => {
    try {
      store?.setItem(SETTINGS_KEY, stringifySettings(s));
    } catch {
      // quota or privacy mode: the change stays in effect for this page
    }
  });
  shared = {
    settings: readonly(value) as Readonly<Ref<Settings>>,
    update: (change) => {
      value.value = { ...value.value, ...change };
    },
  };
  return shared;
}

/** Forgets the shared instance (tests only: each test starts from what localStorage holds). */
export function resetSettingsForTests(): void {
  shared = null;
}
