import { onMounted, onScopeDispose, ref, type Ref } from 'vue';

/**
 * The height of the tableau measured in card heights, kept up to date with a ResizeObserver, so long
 * columns can squeeze their overlap to fit the screen. Before the first measurement (or where there is
 * no layout, as in unit tests) it is `fallback`.
 * @param tableau the element whose height the columns may use
 * @param slot selector of an element inside it that has exactly the card's height
 */
export function useRoom(tableau: Ref<HTMLElement | null>, slot: string, fallback = 8): Ref<number> {
  const room = ref(fallback);
  let observer: ResizeObserver | null = null;
  const measure = () => {
    const el = tableau.value;
    const card = el?.querySelector(slot)?.getBoundingClientRect().height ?? 0;
    if (el && card > 0) room.value = el.clientHeight / card;
  };
  onMounted(() => {
    measure();
    if (typeof ResizeObserver !== 'undefined' && tableau.value) {
      observer = new ResizeObserver(measure);
      observer.observe(tableau.value);
    }
  });
  onScopeDispose(() => observer?.disconnect());
  return room;
}
