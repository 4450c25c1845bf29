import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { mount } from '@vue/test-utils';
import { useBoardRoom } from '../src/composables/useBoardRoom.js';

/** An element whose box is `height` CSS pixels tall (happy-dom lays nothing out). */
function tall(height: number): HTMLElement {
  const el = document.createElement('div');
  el.style.margin = '0';
  el.style.padding = '0';
  el.style.border = '0';
  document.body.append(el);
  el.getBoundingClientRect = () => ({
    height,
    width: 0,
    top: 0,
    bottom: height,
    left: 0,
    right: 0,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  return el;
}

/** The parts around the board: header 42, info 32, strip 40, controls 112 (a 1280x800 replay's). */
function host(review: () => Element | null) {
  const parts = { bar: tall(42), info: tall(32), base: tall(40), row: tall(40), controls: tall(112) };
  let height: ReturnType<typeof useBoardRoom> | null = null;
  const wrapper = mount(
    defineComponent({
      setup() {
        height = useBoardRoom({
          bar: () => parts.bar,
          info: () => parts.info,
          base: () => parts.base,
          row: () => parts.row,
          controls: () => parts.controls,
          review,
        });
        return () => h('div');
      },
    }),
  );
  return { wrapper, height: () => height!.value };
}

describe('useBoardRoom', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on a wide screen the review's chart, once open, takes its room from the board: the header, the board, the chart and the controls fit one screen", async () => {
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('innerWidth', 1280);
    const chart = ref<Element | null>(null);
    const { wrapper, height } = host(() => chart.value);
    expect(height()).toBe(800 - 42 - 112 - 32 - 40);
    chart.value = tall(111);
    await nextTick();
    expect(height()).toBe(800 - 42 - 112 - 32 - 40 - 111);
    wrapper.unmount();
  });
});
