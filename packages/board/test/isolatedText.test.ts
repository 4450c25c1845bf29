import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { IsolatedText, isolatedParts, isolateText } from '../src/index.js';

describe('a message whose tokens do not wrap', () => {
  it('cuts a message into its isolated parts and the text between, giving it back whole', () => {
    const text = `משחק ${isolateText('zz-bad3')}: פעולה 2 (${isolateText('T9-T1')}).`;
    const parts = isolatedParts(text);
    expect(parts).toEqual([
      { text: 'משחק ', isolated: false },
      { text: isolateText('zz-bad3'), isolated: true },
      { text: ': פעולה 2 (', isolated: false },
      { text: isolateText('T9-T1'), isolated: true },
      { text: ').', isolated: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('keeps a nested isolate in its outer part and an open one to the end', () => {
    const nested = `a \u2068b \u2068c\u2069 d\u2069 e`;
    expect(isolatedParts(nested)).toEqual([
      { text: 'a ', isolated: false },
      { text: '\u2068b \u2068c\u2069 d\u2069', isolated: true },
      { text: ' e', isolated: false },
    ]);
    expect(isolatedParts('x \u2068y-z')).toEqual([
      { text: 'x ', isolated: false },
      { text: '\u2068y-z', isolated: true },
    ]);
    expect(isolatedParts('stray \u2069 end')).toEqual([{ text: 'stray \u2069 end', isolated: false }]);
    expect(isolatedParts('')).toEqual([]);
  });

  it('renders each isolated token in an element of its own that does not wrap, the text unchanged', () => {
    const text = `game ${isolateText('zz-bad3')}: action 2 (${isolateText('T9-T1')})`;
    const w = mount(defineComponent(() => () => h('p', h(IsolatedText, { text }))));
    expect(w.element.textContent).toBe(text);
    expect(w.findAll('.isolated').map((s) => s.text())).toEqual([isolateText('zz-bad3'), isolateText('T9-T1')]);
  });
});
