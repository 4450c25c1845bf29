import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent } from 'vue';
import { mount } from '@vue/test-utils';
import {
  DRAW,
  gameFromCode,
  gameFromPosition,
  gameWon,
  makeRules,
  makeSession,
  move,
  parseGameCode,
  parsePosition,
  play,
  type Game,
} from '@klondike/engine';
import { deleteGameStore, openGameStore, type GameStatus, type GameStore } from '../src/storage.js';
import { gameToReopen, useSavedGames, type OpenGame } from '../src/composables/useSavedGames.js';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A game one card from the end, and that card played: won. */
const wonGame = (): Game => {
  const start = must(
    gameFromPosition(must(parsePosition('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:')), makeRules()),
  );
  return must(play(start, move('T1', 'F'), 1200));
};
const playedGame = (): Game => must(play(gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG'))), DRAW, 100));

let db: GameStore;
let n = 0;
beforeEach(async () => {
  db = await openGameStore(`reopen-${++n}`);
});
afterEach(async () => {
  db.close();
  await deleteGameStore(`reopen-${n}`);
});

const put = (id: string, status: GameStatus, game: Game, updatedAt: number) =>
  db.put('games', { id, status, updatedAt, session: makeSession(game, { startedAt: '2026-12-01T18:00:00.000Z' }) });

describe('the game a reload shows', () => {
  it('is the game in progress when there is one, even beside a newer won game', async () => {
    await put('p', 'playing', playedGame(), 1);
    await put('w', 'won', wonGame(), 2);
    expect((await gameToReopen(db)).current?.id).toBe('p');
  });

  it('is the game just won when nothing is in progress, replayed to its win', async () => {
    await put('a', 'abandoned', playedGame(), 1);
    await put('w', 'won', wonGame(), 2);
    const found = await gameToReopen(db);
    expect(found.current?.id).toBe('w');
    expect(found.current?.startedAt).toBe('2026-12-01T18:00:00.000Z');
    expect(gameWon(found.current!.game)).toBe(true);
  });

  it('is none (a new deal) when the newest finished game was left, not won', async () => {
    await put('w', 'won', wonGame(), 1);
    await put('a', 'abandoned', playedGame(), 2);
    expect((await gameToReopen(db)).current).toBeNull();
  });

  it('is none in an empty store', async () => {
    expect(await gameToReopen(db)).toEqual({ current: null, problems: [] });
  });
});

describe('the saved games for the statistics', () => {
  it('are read after the saves queued before, and a reset keeps them', async () => {
    let saved: ReturnType<typeof useSavedGames> | null = null;
    const Probe = defineComponent({
      setup() {
        saved = useSavedGames(() => undefined);
        return () => null;
      },
    });
    const wrapper = mount(Probe, { global: { plugins: [makeI18n(['en'])] } });
    const store = saved!;
    await store.open();
    const start = gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG')));
    store.show({ id: 's', game: start, startedAt: '2026-12-01T18:00:00.000Z' });
    store.save({ id: 's', game: must(play(start, DRAW, 100)), startedAt: '2026-12-01T18:00:00.000Z' });
    // not awaited: the source waits for the queued saves
    const source = await store.statisticsSource();
    expect(source?.resetAt).toBeNull();
    expect(source?.games.map((g) => [g.id, g.session.actions.length])).toEqual([['s', 1]]);
    await store.resetStatistics();
    const after = await store.statisticsSource();
    expect(after?.resetAt).toEqual(expect.any(Number));
    expect(after?.games.map((g) => g.id)).toEqual(['s']);
    // the composable keeps its store (database `klondike`) open for the page: it is left to this test file
    wrapper.unmount();
  });
});

describe('a save after an action (a tap waits for no storage)', () => {
  const mountStore = () => {
    let saved: ReturnType<typeof useSavedGames> | null = null;
    const Probe = defineComponent({
      setup() {
        saved = useSavedGames(() => undefined);
        return () => null;
      },
    });
    const wrapper = mount(Probe, { global: { plugins: [makeI18n(['en'])] } });
    return { store: saved!, wrapper };
  };
  /** Runs every queued microtask (and what they queue), as the end of a tap's task would. */
  const drainMicrotasks = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  afterEach(() => vi.restoreAllMocks());

  it('is not written in the task of the action, only after it (idle time), and only the newest value', async () => {
    const { store, wrapper } = mountStore();
    await store.open();
    const start = gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG')));
    store.show({ id: 'i', game: start, startedAt: '2026-12-01T18:00:00.000Z' });
    await expect.poll(() => store.saved.value).toBe(0);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const one = must(play(start, DRAW, 100));
    store.save({ id: 'i', game: one, startedAt: '2026-12-01T18:00:00.000Z' });
    store.save({ id: 'i', game: must(play(one, DRAW, 200)), startedAt: '2026-12-01T18:00:00.000Z' });
    await drainMicrotasks();
    expect(put).not.toHaveBeenCalled();
    await expect.poll(() => store.saved.value).toBe(2);
    expect(put).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('is written at once when the page is hidden or left', async () => {
    const { store, wrapper } = mountStore();
    await store.open();
    const start = gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG')));
    store.show({ id: 'h', game: start, startedAt: '2026-12-01T18:00:00.000Z' });
    await expect.poll(() => store.saved.value).toBe(0);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    store.save({ id: 'h', game: must(play(start, DRAW, 100)), startedAt: '2026-12-01T18:00:00.000Z' });
    window.dispatchEvent(new Event('pagehide'));
    await drainMicrotasks();
    expect(put).toHaveBeenCalledTimes(1);
    await expect.poll(() => store.saved.value).toBe(1);
    wrapper.unmount();
  });
});

/** What a player gets opening the store in `locale` (the composable mounted in a probe): the game reopened and the notices. */
async function opening(locale: string): Promise<{ current: OpenGame | null; notices: string[] }> {
  const notices: string[] = [];
  let saved: ReturnType<typeof useSavedGames> | null = null;
  const Probe = defineComponent({
    setup() {
      saved = useSavedGames((notice) => notices.push(notice));
      return () => null;
    },
  });
  const i18n = makeI18n(['en']);
  await applyLanguage(i18n, locale);
  const wrapper = mount(Probe, { global: { plugins: [i18n] } });
  try {
    return { current: await saved!.open(), notices };
  } finally {
    wrapper.unmount();
  }
}

describe('a saved game that cannot be read', () => {
  it.each([
    ['he', 'משחק שמור לא נקרא', /גרסה 9/],
    ['nl', 'Een opgeslagen spel kon niet worden gelezen', /versie 9/],
  ] as const)(
    'is reported in the page language (%s), from the engine error data, never its English',
    async (locale, said, reason) => {
      const store = await openGameStore();
      const session = makeSession(playedGame());
      await store.put('games', {
        id: `v-${locale}`,
        status: 'playing',
        updatedAt: 1,
        session: { ...session, version: 9 },
      });
      await store.put('games', {
        id: `f-${locale}`,
        status: 'playing',
        updatedAt: 2,
        session: { ...session, format: 'x' },
      } as never);
      await store.put('games', {
        id: `t-${locale}`,
        status: 'playing',
        updatedAt: 3,
        session: { ...session, actions: [{ a: 'Q' }] },
      });
      store.close();
      const { notices } = await opening(locale);
      expect(notices).toHaveLength(3);
      for (const notice of notices) {
        expect(notice).toContain(said);
        for (const english of ['newer than', 'reader', 'unknown format', 'expected', 'is not an action', 'game '])
          expect(notice).not.toContain(english);
      }
      expect(notices.join('\n')).toMatch(reason);
      expect(notices.join('\n')).toContain(`\u2068t-${locale}\u2069`);
    },
  );
});

describe('a saved game whose startedAt is no date and time (RULES §8: WARN_STARTED_AT)', () => {
  it.each([
    [
      'en',
      'A saved game was read with a value set aside: game \u2068y-en\u2069: its \u2068startedAt\u2069 \u2068"yesterday"\u2069 is not an ISO 8601 date and time (e.g. \u2068"2026-11-30T10:00:00.000Z"\u2069): the game is read without it, its start time unknown.',
    ],
    [
      'he',
      'משחק שמור נקרא וערך אחד בו הועבר הצידה: משחק \u2068y-he\u2069: הערך \u2068"yesterday"\u2069 בשדה \u2068startedAt\u2069 שלו אינו תאריך ושעה בתקן ISO 8601 (למשל \u2068"2026-11-30T10:00:00.000Z"\u2069): המשחק נקרא בלעדיו, ושעת ההתחלה שלו אינה ידועה.',
    ],
    [
      'nl',
      'Van een opgeslagen spel is bij het lezen een waarde apart gezet: spel \u2068y-nl\u2069: het veld \u2068startedAt\u2069 heeft \u2068"yesterday"\u2069, geen datum en tijd volgens ISO 8601 (bijv. \u2068"2026-11-30T10:00:00.000Z"\u2069): het spel wordt zonder die waarde gelezen, de begintijd is onbekend.',
    ],
  ] as const)('is reopened, and the value set aside is said in the page language (%s)', async (locale, said) => {
    const store = await openGameStore();
    const game = playedGame();
    await store.put('games', {
      id: `y-${locale}`,
      status: 'playing',
      // the newest game in progress, so the one reopened (taken out again below)
      updatedAt: Date.now(),
      session: { ...makeSession(game), startedAt: 'yesterday' },
    });
    store.close();
    const { current, notices } = await opening(locale);
    const again = await openGameStore();
    await again.delete('games', `y-${locale}`);
    again.close();
    expect(notices).toEqual([said]);
    expect(current?.id).toBe(`y-${locale}`);
    expect(current?.game.journal?.length).toBe(game.journal?.length);
    // its start time counts from the reading, a date and time
    expect(new Date(current!.startedAt).toISOString()).toBe(current!.startedAt);
  });
});

describe('a browser that cannot store games', () => {
  /** The notices of a player whose store fails to open with `thrown`, in `locale`. */
  async function noticesRefused(locale: string, thrown: unknown): Promise<string[]> {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw thrown;
    });
    try {
      const { current, notices } = await opening(locale);
      expect(current).toBeNull();
      return notices;
    } finally {
      vi.restoreAllMocks();
    }
  }

  // the browser's own message, in English whatever the page's language
  const browserSays = 'The operation failed for reasons unrelated to the database itself.';
  it.each([
    ['en', 'QuotaExceededError', 'Games cannot be saved in this browser: its storage for this site is full.'],
    ['he', 'QuotaExceededError', 'אי אפשר לשמור משחקים בדפדפן הזה: מקום האחסון שלו לאתר הזה מלא.'],
    [
      'nl',
      'QuotaExceededError',
      'In deze browser kunnen geen spellen worden opgeslagen: de opslag voor deze site is vol.',
    ],
    ['en', 'SecurityError', 'Games cannot be saved in this browser: its settings do not let this site store data.'],
    ['he', 'SecurityError', 'אי אפשר לשמור משחקים בדפדפן הזה: ההגדרות שלו אינן מרשות לאתר הזה לשמור נתונים.'],
    [
      'nl',
      'SecurityError',
      'In deze browser kunnen geen spellen worden opgeslagen: de instellingen staan deze site niet toe gegevens op te slaan.',
    ],
    [
      'en',
      'InvalidStateError',
      'Games cannot be saved in this browser: its storage cannot be used here (in a private window, for example).',
    ],
    ['he', 'InvalidStateError', 'אי אפשר לשמור משחקים בדפדפן הזה: אי אפשר להשתמש כאן באחסון שלו (בחלון פרטי, למשל).'],
    [
      'nl',
      'InvalidStateError',
      'In deze browser kunnen geen spellen worden opgeslagen: de opslag kan hier niet worden gebruikt (bijvoorbeeld in een privévenster).',
    ],
    ['he', 'UnknownError', 'אי אפשר לשמור משחקים בדפדפן הזה: האחסון שלו נכשל בלי לומר למה.'],
    [
      'nl',
      'NotReadableError',
      'In deze browser kunnen geen spellen worden opgeslagen: de opslag weigerde (\u2068NotReadableError\u2069).',
    ],
  ] as const)(
    'is told in the page language (%s) from the error name %s, not the browser message',
    async (locale, name, said) => {
      const notices = await noticesRefused(locale, new DOMException(browserSays, name));
      expect(notices).toEqual([said]);
    },
  );

  it('says no reason it does not know: a thrown value that is no error', async () => {
    expect(await noticesRefused('he', 'private mode')).toEqual([
      'אי אפשר לשמור משחקים בדפדפן הזה: האחסון שלו נכשל בלי לומר למה.',
    ]);
  });
});

describe('a saved game whose action names a pile the game lacks', () => {
  it.each([
    [
      'en',
      'A saved game could not be read and was set aside: game \u2068t9\u2069: action 2 (\u2068T9-T1\u2069) is not an action in this game: it has no \u2068T9\u2069.',
    ],
    [
      'nl',
      'Een opgeslagen spel kon niet worden gelezen en is apart gezet: spel \u2068t9\u2069: actie 2 (\u2068T9-T1\u2069) is geen actie in dit spel: het heeft geen \u2068T9\u2069.',
    ],
    [
      'he',
      'משחק שמור לא נקרא והועבר הצידה: משחק \u2068t9\u2069: פעולה 2 (\u2068T9-T1\u2069) אינה פעולה במשחק הזה: אין בו \u2068T9\u2069.',
    ],
  ] as const)('is said as the CLI says it, one sentence ending once (%s)', async (locale, said) => {
    const store = await openGameStore();
    const session = makeSession(playedGame());
    await store.put('games', {
      id: 't9',
      status: 'playing',
      updatedAt: 1,
      session: { ...session, actions: [{ a: 'D' }, { a: 'T9-T1' }] },
    });
    store.close();
    expect((await opening(locale)).notices).toEqual([said]);
  });
});
