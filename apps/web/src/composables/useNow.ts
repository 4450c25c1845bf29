import { onScopeDispose, ref, type Ref } from 'vue';

/** The current time in milliseconds, updated every `everyMs` (for the elapsed-time display). */
export function useNow(everyMs = 1000): Ref<number> {
  const now = ref(Date.now());
  const timer = setInterval(() => (now.value = Date.now()), everyMs);
  onScopeDispose(() => clearInterval(timer));
  return now;
}

/** Elapsed time as `m:ss`, or `h:mm:ss` from an hour on. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
