import {
  computed,
  onBeforeUnmount,
  onMounted,
  ref,
  shallowRef,
  type ComputedRef,
  type Ref,
  type ShallowRef,
} from 'vue';
import { useI18n } from 'vue-i18n';
import { echoText, parseReplayLink } from '@klondike/engine';
import { isTextRefusal, openText, type Opened, type OpenedGame } from '../loader.js';
import { leftOutText, refusedText, setAsideText } from '../refusedText.js';
import { LONG_TEXT, openLongText, type OpenProgress } from '../openLong.js';
import { sourceUrl } from '../links.js';

/** The start of an HTML page (after any white space): what a session file never starts with. */
const HTML_START = /^\s*<(!doctype html|html)[\s>]/i;
/** The path of a session file, by its extension (the ones the file picker offers). */
const SESSION_FILE = /\.(json|ndjson|jsonl)$/i;

/** Why the last file or link was refused, as shown (`replay-error`), and the line about its watchable prefix. */
export interface ReplayError {
  readonly text: string;
  readonly prefix: string | null;
}

/** The replay's state and what the page can do with it (see {@link useReplay}). */
export interface Replay {
  /** The games of an NDJSON file while its list is shown. */
  readonly games: ShallowRef<readonly OpenedGame[] | null>;
  /** The game on the board. */
  readonly watching: ShallowRef<OpenedGame | null>;
  /**
   * When the game on the board is the valid prefix of a refused session: the 1-based action the file
   * was refused at (the prefix is the actions before it), else null. The view then claims no end of
   * the game and no verdict on the whole game.
   */
  readonly cutAt: ComputedRef<number | null>;
  /** The file's game list, kept while one of its games is watched, to go back to it. */
  readonly fileGames: ShallowRef<readonly OpenedGame[] | null>;
  readonly error: Ref<ReplayError | null>;
  /** A long text is being opened (read in the fold's worker, then folded in slices): how far. */
  readonly progress: Ref<OpenProgress | null>;
  /** A `?src=` link is being fetched. */
  readonly loadingLink: Ref<boolean>;
  /** Bumped for each opened game, so its view (and its playback actor) starts afresh. */
  readonly opened: Ref<number>;
  /** Files are being dragged over the page. */
  readonly dropping: Ref<boolean>;
  /** Nothing is open: show the open panel. */
  readonly showOpen: ComputedRef<boolean>;
  /**
   * Opens a session text given as text, not as a file (pasted; JSON, fixture or NDJSON); a refused
   * action leaves its valid prefix on the board. A long text opens in the background (see {@link Replay.progress}); the promise settles when it is shown.
   */
  open(text: string): Promise<void>;
  openFile(file: File): Promise<void>;
  /** Watches one game of the list. */
  choose(game: OpenedGame): void;
  backToList(): void;
  dismissError(): void;
}

/**
 * The replay viewer's controller, apart from its view (as pgn-viewer splits them): opens a session
 * from a picked or dropped file, pasted text, or the page's `?session=` / `?src=` link, lists the
 * games of an NDJSON file and chooses the one watched. A session is data: the engine parses and
 * replays it; nothing of it is executed or inserted as HTML.
 * Call it in a component's setup: it reads the address and listens for dropped files while mounted.
 */
export function useReplay(): Replay {
  const { t, locale } = useI18n();
  const games = shallowRef<readonly OpenedGame[] | null>(null);
  const watching = shallowRef<OpenedGame | null>(null);
  const cutAt = computed(() => watching.value?.cutAt ?? null);
  const fileGames = shallowRef<readonly OpenedGame[] | null>(null);
  const error = ref<ReplayError | null>(null);
  const loadingLink = ref(false);
  const progress = ref<OpenProgress | null>(null);
  /** Stops the long opening under way, when another one starts. */
  let cancel: AbortController | null = null;
  const opened = ref(0);
  const dropping = ref(false);

  function show(game: OpenedGame): void {
    watching.value = game;
    opened.value++;
  }

  // a text given as such (pasted, or carried by a link) is no file, and a refusal says so
  const open = (text: string): Promise<void> => openSource(text, 'text');

  /**
   * Opens a text, or a long file (read into text in the fold's worker, see `readInWorker`).
   * @param from a `file`'s text, or a `text` that never was one: what a refusal calls it
   */
  async function openSource(source: string | Blob, from: 'file' | 'text'): Promise<void> {
    error.value = null;
    games.value = null;
    watching.value = null;
    cancel?.abort();
    cancel = null;
    progress.value = null;
    if (typeof source === 'string' && source.length < LONG_TEXT) return shown(openText(source), from);
    const controller = new AbortController();
    cancel = controller;
    try {
      const result = await openLongText(source, (p) => (progress.value = p), controller.signal);
      if (!controller.signal.aborted) shown(result, from);
    } catch (e) {
      if (controller.signal.aborted) return;
      fail(t('error.read', { detail: e instanceof Error ? e.message : String(e) }));
    } finally {
      if (cancel === controller) {
        cancel = null;
        progress.value = null;
      }
    }
  }

  function shown(result: Opened, from: 'file' | 'text'): void {
    if (!result.ok) {
      const actionIndex = isTextRefusal(result.error) ? undefined : result.error.actionIndex;
      const prefix =
        result.prefix && actionIndex !== undefined
          ? actionIndex > 1
            ? t('error.prefix', { at: actionIndex, last: actionIndex - 1 }, actionIndex - 1)
            : t('error.prefixNone', { at: actionIndex })
          : null;
      error.value = { text: refusedText(result.error, t, locale.value, from), prefix };
      if (result.prefix) show(result.prefix);
      return;
    }
    const [only] = result.games;
    if (only && result.games.length === 1) show(only);
    else games.value = result.games;
    // the games read are shown; each line left out is said, where and why, and each value set aside
    const said = [leftOutText(result.refused, t), setAsideText(result.setAside, t)].filter((s) => s !== '');
    if (said.length > 0) error.value = { text: said.join(' '), prefix: null };
  }

  function fail(text: string): void {
    games.value = null;
    watching.value = null;
    error.value = { text, prefix: null };
  }

  async function openFile(file: File): Promise<void> {
    // the cue from the first moment: a file of megabytes takes a while to read before it can be checked
    progress.value = { stage: 'reading' };
    try {
      // a file that may be long (its size in bytes, at least its length in characters) is read in the worker
      await openSource(file.size < LONG_TEXT ? await file.text() : file, 'file');
    } catch (e) {
      progress.value = null;
      fail(t('error.read', { detail: e instanceof Error ? e.message : String(e) }));
    }
  }

  async function openLink(): Promise<void> {
    const search = window.location.search;
    const link = parseReplayLink(search);
    if (link.ok) return open(link.value);
    if (link.error.code === 'ERR_SESSION_DATA') return fail(t('error.badLink'));
    const src = new URLSearchParams(search).get('src');
    if (src === null) return;
    // the address as given, quoted as every input is (cut with its mark, control characters escaped)
    const shown = echoText(src, 200);
    const target = sourceUrl(src, window.location.href);
    if (!target.ok)
      return fail(
        target.reason === 'origin' ? t('error.srcOrigin', { src: shown }) : t('error.srcBad', { src: shown }),
      );
    loadingLink.value = true;
    try {
      // same origin only, and no redirect to elsewhere: the check above must still hold for what is read
      const response = await fetch(target.url, { credentials: 'same-origin', redirect: 'error' });
      // a missing file: the server's 404, or the web page a single-page host answers any path with
      if (response.status === 404 || response.status === 410)
        return fail(t('error.srcNotFound', { src: shown, status: response.status }));
      if (!response.ok) return fail(t('error.srcStatus', { src: shown, status: response.status }));
      const text = await response.text();
      // a single-page host answers a missing file with its own web page (HTTP 200): for a session
      // file's address that page means the file is not there
      if ((response.headers.get('content-type') ?? '').includes('text/html') || HTML_START.test(text))
        return fail(
          t(SESSION_FILE.test(new URL(target.url).pathname) ? 'error.srcMissing' : 'error.srcPage', { src: shown }),
        );
      // a fetched file is a file
      await openSource(text, 'file');
    } catch {
      // fetch rejects only when the site cannot be reached (its message is the browser's, in English)
      fail(t('error.srcFetch', { src: shown }));
    } finally {
      loadingLink.value = false;
    }
  }

  // ---- drop anywhere on the page ----------------------------------------------------------------
  const hasFiles = (e: DragEvent): boolean => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  function onDragOver(e: DragEvent): void {
    if (!hasFiles(e)) return;
    e.preventDefault();
    dropping.value = true;
  }
  function onDragLeave(e: DragEvent): void {
    if (e.relatedTarget === null) dropping.value = false;
  }
  function onDrop(e: DragEvent): void {
    dropping.value = false;
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    void openFile(file);
  }
  onMounted(() => {
    document.title = t('app.title');
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('dragleave', onDragLeave);
    window.addEventListener('drop', onDrop);
    void openLink();
  });
  onBeforeUnmount(() => {
    window.removeEventListener('dragover', onDragOver);
    window.removeEventListener('dragleave', onDragLeave);
    window.removeEventListener('drop', onDrop);
    cancel?.abort();
  });

  const showOpen = computed(
    () => watching.value === null && games.value === null && !loadingLink.value && progress.value === null,
  );
  function choose(game: OpenedGame): void {
    fileGames.value = games.value;
    games.value = null;
    show(game);
  }
  function backToList(): void {
    watching.value = null;
    games.value = fileGames.value;
    fileGames.value = null;
  }
  const dismissError = (): void => {
    error.value = null;
  };

  return {
    games,
    watching,
    cutAt,
    fileGames,
    error,
    loadingLink,
    progress,
    opened,
    dropping,
    showOpen,
    open,
    openFile,
    choose,
    backToList,
    dismissError,
  };
}
