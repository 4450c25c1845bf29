import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker that vite-plugin-pwa generates (the whole build precached: the player
 * and the replay viewer play offline). A new build's worker takes over by itself (`autoUpdate`).
 * Loaded lazily by main.ts after the page has loaded, so the first paint does not wait for it.
 */
export function registerOffline(): void {
  void registerSW({ immediate: true });
}
