import { onScopeDispose, ref, type Ref } from 'vue';

/** The current time in milliseconds, updated every `everyMs` (for the elapsed-time display). */
export function useNow(everyMs = 1000): Ref<number> {
  const now = ref(Date.now());
  const timer = setInterval(() => (now.value = Date.now()), everyMs);
  onScopeDispose(() => clearInterval(timer));
  return now;
}
