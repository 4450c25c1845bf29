import { computed, onScopeDispose, ref, type ComputedRef } from 'vue';
import type { MotionSetting } from './settings.js';
import { useSettings } from './useSettings.js';

/**
 * Whether the board may move (cards glide and turn, a win celebrates): never with `reduce`, always
 * with `full`, and with `system` unless the system asks for reduced motion.
 * @param systemReduces whether `prefers-reduced-motion: reduce` matches
 */
export const motionAllowed = (setting: MotionSetting, systemReduces: boolean): boolean =>
  setting === 'full' || (setting === 'system' && !systemReduces);

/** {@link motionAllowed} for the player's settings and the system's preference, following both as they change. */
export function useMotionAllowed(): ComputedRef<boolean> {
  const { settings } = useSettings();
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  const reduces = ref(query?.matches ?? false);
  const follow = (e: MediaQueryListEvent) => (reduces.value = e.matches);
  query?.addEventListener('change', follow);
  onScopeDispose(() => query?.removeEventListener('change', follow));
  return computed(() => motionAllowed(settings.value.motion, reduces.value));
}
