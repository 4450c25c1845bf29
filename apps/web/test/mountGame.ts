import { mount } from '@vue/test-utils';
import { defineComponent } from 'vue';
import { useGame } from '../src/composables/useGame.js';
import { makeI18n } from '../src/i18n/index.js';

/** A mounted `useGame` (it needs a component for vue-i18n), unmounted after each test. */
export function mountGame(): { game: ReturnType<typeof useGame>; unmount: () => void } {
  let game: ReturnType<typeof useGame> | undefined;
  const Probe = defineComponent({
    setup() {
      game = useGame();
      return () => null;
    },
  });
  const wrapper = mount(Probe, { global: { plugins: [makeI18n(['en'])] } });
  return { game: game!, unmount: () => wrapper.unmount() };
}
