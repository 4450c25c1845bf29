import { ref, shallowRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { afterPaint, prepareScoreFormats } from '@klondike/board';
import { cutText, gameFromCode, newGameCode, type Game } from '@klondike/engine';
import { resumedStartedAt } from '../gameClock.js';
import { say, startFromSearch, type Message } from '../gameStart.js';
import { useSettings } from '../settings/useSettings.js';
import { searchAtStart } from '../solver/useSolverVerdict.js';
import { useSavedGames, type OpenGame } from './useSavedGames.js';

/** Most characters of a notice shown: what it quotes of a bad parameter is cut by the engine already, but not everything it echoes is. */
const NOTICE_MAX = 300;
/** A notice cut after {@link NOTICE_MAX} characters, as the engine cuts what it quotes (its `cutText`). */
export const capped = (text: string): string => cutText(text, NOTICE_MAX);

/**
 * The User Timing mark set when a game opens in the page (a new deal, a game code, a reopened game):
 * `performance.getEntriesByName(GAME_START_MARK)[0].startTime`, in milliseconds from navigation.
 */
export const GAME_START_MARK = 'klondike:game-start';

/** The score formats are made within this many ms of {@link useGame}'s `start`, idle or not. */
const PREPARE_WITHIN_MS = 1000;

/**
 * The game in view and how it starts: the game the address asks for (`?code=`, `?deck=`,
 * `?position=`, read once), else the game reopened from the saved games (in progress, or just won),
 * else a new deal. Leaving it for a new game keeps it as abandoned (or won); every change is saved
 * (see useSavedGames). Notices for the player: ignored or bad address parameters, storage problems (saved games,
 * settings that could not be read).
 */
export function useGame() {
  const { t, locale } = useI18n();
  const notices = ref<string[]>([]);
  const report = (notice: string): void => {
    notices.value.push(notice);
  };
  const store = useSavedGames(report);
  const { settings } = useSettings();
  /** The game GameView mounts: a new value (and so a new view) only when another game starts. */
  const current = shallowRef<OpenGame | null>(null);
  /** The newest game value of the game in view (the machine's context), for saving, leaving and downloads. */
  let latest: OpenGame | null = null;
  /** Whether the notices offer a new game (the address asked for a game that could not start). */
  const offerNew = ref(false);

  const message = (m: Message): string => say(t, m);

  function begin(game: Game, id: string = crypto.randomUUID(), startedAt = new Date().toISOString()): void {
    // the moment the game's clock starts or resumes (a new game's actions' `t` count from here), for the
    // browser bench and DevTools' performance panel to measure the solver's verdict against; the latest only
    performance.clearMarks(GAME_START_MARK);
    performance.mark(GAME_START_MARK);
    // the status's first search goes to the worker thread now, so it runs while this one renders the board
    if (settings.value.solverStatus) searchAtStart(game);
    current.value = { id, game, startedAt };
    latest = current.value;
    store.show(latest);
  }

  /** Opens the game of the address, or the saved one, or a new deal (once, when the app mounts). */
  async function start(): Promise<void> {
    const request = startFromSearch(window.location.search);
    // The address is read once: a reload then reopens the saved game instead of dealing it again.
    if (request.kind !== 'none' || request.ignored) window.history.replaceState(null, '', window.location.pathname);
    if (request.kind === 'none' && request.ignored) report(message(request.ignored));
    if (useSettings().unreadable) report(t('storage.settingsUnread'));
    const opening = store.open();
    // The board's first render writes the score, and a page's first number format costs tens of ms
    // (ICU's number data loads on first use; four times that on a slow phone): made while the saved
    // games open instead, when the page is idle, so the game's first render, and the status's verdict
    // after it, come sooner. A render that comes first makes them itself, and this then costs nothing.
    afterPaint(() => prepareScoreFormats(locale.value), PREPARE_WITHIN_MS);
    const reopened = await opening;
    if (request.kind === 'game') {
      if (reopened) store.leave(reopened);
      begin(request.game);
      return;
    }
    if (request.kind === 'error') {
      report(t('start.badParameter', { detail: message(request.message) }));
      offerNew.value = true;
    }
    if (reopened) {
      // the clock counts the time the game was open, not the time the app was closed
      begin(reopened.game, reopened.id, resumedStartedAt(reopened.startedAt, reopened.game, Date.now()));
      return;
    }
    begin(gameFromCode(newGameCode()));
  }

  /** Leaves the game in view (see useSavedGames' `leave`) and starts `game`. */
  function startNew(game: Game): void {
    if (latest) store.leave(latest);
    offerNew.value = false;
    begin(game);
  }

  /** The game in view changed (an accepted action or undo): remember and save it. */
  function changed(game: Game): void {
    const cur = current.value;
    if (!cur) return;
    latest = { ...cur, game };
    store.save(latest);
  }

  /** The newest value of the game in view, or null before it starts. */
  const open = (): OpenGame | null => latest;

  const dismiss = (i: number): void => {
    notices.value.splice(i, 1);
  };

  return {
    current,
    open,
    notices,
    offerNew,
    saved: store.saved,
    start,
    startNew,
    changed,
    dismiss,
    /** The replay address of the game in view, or null before it starts. */
    watchHref: async (): Promise<string | null> => (latest ? store.replayHref(latest) : null),
    /** Offers the game in view as a session file. */
    downloadCurrent: (): void => {
      if (latest) void store.downloadGame(latest);
    },
    /** Offers every saved game as one NDJSON file. */
    downloadAll: (): Promise<void> => store.downloadAll(latest),
    finished: store.finished,
    /** The stored games and reset mark the statistics are computed from (null without a store). */
    statisticsSource: store.statisticsSource,
    /** Resets the statistics, keeping the saved games. */
    resetStatistics: store.resetStatistics,
  };
}
