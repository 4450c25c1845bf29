import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import OpenPanel from '../src/components/OpenPanel.vue';
import { makeI18n } from '../src/i18n/index.js';

describe('the open panel', () => {
  it('the paste box reads left to right whatever the page direction (a session is JSON: in Hebrew it showed reversed)', async () => {
    const i18n = makeI18n(['en']);
    const wrapper = mount(OpenPanel, { global: { plugins: [i18n] }, attachTo: document.body });
    const box = wrapper.get('[data-testid="replay-paste"]');
    expect(box.attributes('dir')).toBe('ltr');
    wrapper.unmount();
  });
});
