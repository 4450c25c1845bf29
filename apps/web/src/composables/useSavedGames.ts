import { getCurrentScope, onScopeDispose, ref, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { afterPaint } from '@klondike/board';
import { gameWon, makeGameCode, type Game } from '@klondike/engine';
import {
  allSessionsText,
  finishedGames,
  leaveGame,
  openGameStore,
  resetStatistics as markStatisticsReset,
  restoreCurrent,
  saveGame,
  statisticsResetAt,
  storedGames,
  type GameStore,
  type RestoreResult,
  type StoredGame,
} from '../storage.js';
import { downloadText } from '../download.js';
import { storageFailureText } from '../storageFailure.js';
import type * as SessionFilesModule from '../sessionFiles.js';

type SessionFiles = typeof SessionFilesModule;
let sessionFilesLoaded: Promise<SessionFiles> | null = null;
/** The session files' module (the engine's session module and zod: not in the first paint), loaded once; a failed load is tried again next time. */
const sessionFiles = (): Promise<SessionFiles> =>
  (sessionFilesLoaded ??= import('../sessionFiles.js').catch((e: unknown) => {
    sessionFilesLoaded = null;
    throw e;
  }));
import type { WatchItem } from '../components/GamesMenu.vue';

/** A game the player has open: its stored id, the newest game value, and when it started (ISO 8601). */
export interface OpenGame {
  readonly id: string;
  readonly game: Game;
  readonly startedAt: string;
}

/** What the statistics are computed from: every stored game and the last reset mark (see storage.ts). */
export interface StatisticsSource {
  readonly games: readonly StoredGame[];
  /** Milliseconds since the Unix epoch of the last reset, or null. */
  readonly resetAt: number | null;
}

/** Longest wait, in milliseconds, before a save is written when the browser is never idle (see {@link useSavedGames}). */
export const SAVE_WITHIN_MS = 500;

/**
 * The game a reload shows: the game in progress if there is one; else, when the newest finished
 * game was won, that game, so its win panel (score, actions, time, replay) shows again until the
 * player chooses a new game. A won game is never stored as `playing` (see {@link useSavedGames}'s
 * `save`), so it stays listed once among the finished games.
 * @returns the game to show (or null: deal a new one) and the stored values set aside as unreadable
 */
export async function gameToReopen(db: GameStore): Promise<RestoreResult> {
  const found = await restoreCurrent(db);
  if (found.current) return found;
  const [newest] = await finishedGames(db, 1);
  if (newest?.status !== 'won') return found;
  const read = (await sessionFiles()).readStored(newest);
  return read.ok ? { current: read.value, problems: found.problems } : found;
}

/**
 * The player's saved games (idb, IndexedDB database `klondike`): reopening the last game, saving
 * after every action, leaving a game for another, the finished games for the Games menu, and the
 * NDJSON downloads (RULES §8). Saves run one after another, in order. A save is written after the
 * board that shows the action is painted (the session file is made and stored when the browser is
 * idle, within {@link SAVE_WITHIN_MS}: a tap waits for no storage), and a game value
 * replaced before then is never written: only the newest is. Nothing is lost on the way: the
 * pending save is written at once when the page is hidden or left (`visibilitychange`, `pagehide`)
 * and before anything that reads the store (leaving a game, the Games menu, the statistics,
 * downloads). When the browser cannot store games, the player is told once (through `report`) and
 * play goes on unsaved.
 * @param report shows a notice to the player
 */
export function useSavedGames(report: (notice: string) => void) {
  const { t } = useI18n();
  let db: GameStore | null = null;
  let saving: Promise<void> = Promise.resolve();
  /** Journal length of the last completed save of the game in view (a hook for tests: `data-saved`). */
  const saved: Ref<number> = ref(-1);
  /** The id of the game in view: a save of another game does not move `saved`. */
  let shown: string | null = null;

  const unavailable = (e: unknown): void => {
    db = null;
    report(storageFailureText(e, t));
  };

  /** Opens the store and finds the game to reopen (see {@link gameToReopen}); unreadable values are reported. */
  async function open(): Promise<OpenGame | null> {
    try {
      db = await openGameStore();
      // the first save needs the session writer: fetched now, beside the first paint, not before it
      sessionFiles().catch(() => undefined);
      const found = await gameToReopen(db);
      if (found.problems.length > 0) {
        const { storedProblemText } = await sessionFiles();
        for (const problem of found.problems) report(t('storage.setAside', { detail: storedProblemText(problem, t) }));
      }
      // the game reopened, read with a value set aside (its start time, unknown: it counts from now,
      // and its next save writes that time) is said as a value that cannot be read is
      if (found.current?.setAside)
        for (const notice of (await sessionFiles()).storedSetAsideTexts(found.current, t)) report(notice);
      return found.current;
    } catch (e) {
      unavailable(e);
      return null;
    }
  }

  /** The newest game value not yet queued for writing (a later one of the same game replaces it). */
  let pending: OpenGame | null = null;
  /** Cancels the scheduled write of `pending`; null when none is scheduled. */
  let cancelScheduled: (() => void) | null = null;

  /** Queues the pending save for writing now, after the saves queued before it. */
  function flush(): void {
    cancelScheduled?.();
    cancelScheduled = null;
    const open = pending;
    pending = null;
    if (!open) return;
    const store = db;
    const length = open.game.journal?.length ?? 0;
    saving = saving
      .then(async () => {
        if (store) {
          const { makeSession } = await sessionFiles();
          await saveGame(
            store,
            open.id,
            gameWon(open.game) ? 'won' : 'playing',
            makeSession(open.game, { startedAt: open.startedAt }),
          );
        }
        if (shown === open.id) saved.value = length;
      })
      .catch(unavailable);
  }

  /** Saves a game (as `won` once it is won, else `playing`) once the board is painted, after those queued before it. */
  function save(open: OpenGame): void {
    if (pending && pending.id !== open.id) flush();
    pending = open;
    cancelScheduled ??= afterPaint(flush, SAVE_WITHIN_MS);
  }

  // a page hidden or left may never be idle again: what is pending is written now
  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') flush();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    if (getCurrentScope())
      onScopeDispose(() => {
        flush();
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onHidden);
      });
  }

  /** Shows a game: `saved` follows its saves from now on, starting with this one. */
  function show(open: OpenGame): void {
    shown = open.id;
    saved.value = -1;
    save(open);
  }

  /** Leaves a game for another: kept as abandoned if anything was played, dropped if not; a won game stays won. */
  function leave(open: OpenGame): void {
    const store = db;
    if (!store) return;
    const played = open.game.journal?.length ?? 0;
    flush();
    saving = saving.then(() => leaveGame(store, open.id, played)).catch(() => undefined);
  }

  /** The newest finished games, with their replay links, once the queued saves are done; empty without a store. */
  async function finished(): Promise<WatchItem[]> {
    const store = db;
    if (!store) return [];
    try {
      flush();
      await saving;
      const [games, { makeReplayLink }, { sessionCounts }] = await Promise.all([
        finishedGames(store),
        import('../replayLink.js'),
        sessionFiles(),
      ]);
      return games.map((g) => ({
        id: g.id,
        href: makeReplayLink(g.session),
        reviewHref: makeReplayLink(g.session, undefined, { review: true }),
        won: g.status === 'won',
        at: g.updatedAt,
        actions: sessionCounts(g.session).actions,
        code: g.session.code ?? null,
        mode: {
          draw: g.session.draw,
          scoring: g.session.scoring,
          preset: g.session.rules,
          variant: g.session.variant ?? 'standard',
          thoughtful: g.session.thoughtful ?? false,
        },
      }));
    } catch {
      // the list is a convenience: the current game can still be watched and downloaded
      return [];
    }
  }

  /** The stored games and reset mark for the statistics, once the queued saves are done; null without a store. */
  async function statisticsSource(): Promise<StatisticsSource | null> {
    const store = db;
    if (!store) return null;
    try {
      flush();
      await saving;
      const [games, resetAt] = await Promise.all([storedGames(store), statisticsResetAt(store)]);
      return { games, resetAt };
    } catch {
      return null;
    }
  }

  /** Resets the statistics from now on (a mark; the saved games and their replays are kept). */
  async function resetStatistics(): Promise<void> {
    const store = db;
    if (!store) return;
    flush();
    await saving;
    await markStatisticsReset(store).catch(unavailable);
  }

  /** A game's replay address (`/replay/?session=...`: the session travels in the link), once its maker is loaded. */
  async function replayHref(open: OpenGame): Promise<string> {
    const [{ makeReplayLink }, { makeSession }] = await Promise.all([import('../replayLink.js'), sessionFiles()]);
    return makeReplayLink(makeSession(open.game, { startedAt: open.startedAt }));
  }

  /** Offers a game as `klondike-<game code or id>.ndjson`. */
  async function downloadGame(open: OpenGame): Promise<void> {
    const name = open.game.start.kind === 'code' ? makeGameCode(open.game.start.code) : open.id;
    const { makeSessionText } = await sessionFiles();
    downloadText(`klondike-${name}.ndjson`, makeSessionText(open.game, { startedAt: open.startedAt }) + '\n');
  }

  /** Offers every stored game as `klondike-games.ndjson`; without a store, the open game alone. */
  async function downloadAll(open: OpenGame | null): Promise<void> {
    flush();
    await saving;
    const text = db
      ? await allSessionsText(db)
      : open
        ? (await sessionFiles()).makeSessionText(open.game, { startedAt: open.startedAt }) + '\n'
        : '';
    downloadText('klondike-games.ndjson', text);
  }

  return {
    saved,
    open,
    show,
    save,
    leave,
    finished,
    statisticsSource,
    resetStatistics,
    replayHref,
    downloadGame,
    downloadAll,
  };
}
