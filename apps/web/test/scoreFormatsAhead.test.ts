import { afterEach, describe, expect, it, vi } from 'vitest';
import { watch } from 'vue';
import { prepareScoreFormats } from '@klondike/board';
import type * as Board from '@klondike/board';
import { resetSettingsForTests } from '../src/settings/useSettings.js';
import { mountGame } from './mountGame.js';

vi.mock('@klondike/board', async (importOriginal) => ({
  ...(await importOriginal<typeof Board>()),
  prepareScoreFormats: vi.fn(),
}));

describe("the score's number formats, made while the saved games open", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    resetSettingsForTests();
  });

  it("are asked for in the page's locale in an idle moment set before the game begins, not by its first render", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) => {
      idle.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { game, unmount } = mountGame();
    window.history.replaceState(null, '', '/?code=KL1-D1N-AAAAAAG');
    let idleAtBegin: (() => void)[] = [];
    watch(game.current, () => (idleAtBegin = [...idle]), { flush: 'sync' });
    await game.start();
    expect(game.current.value).not.toBeNull();
    expect(prepareScoreFormats).not.toHaveBeenCalled();
    for (const work of idleAtBegin) work();
    expect(prepareScoreFormats).toHaveBeenCalledWith('en');
    unmount();
  });
});
