import { BOARD_MESSAGES_EN } from '@klondike/board';
import type { RefusalCode } from '@klondike/engine';
/**
 * English messages, in the terms of RULES §1. Other locales (Hebrew, right to left; Dutch) add a file
 * of the same shape and an entry in `LOCALES` (./index.ts).
 */
export const en = {
  app: {
    title: 'Klondike',
    loading: 'Dealing…',
  },
  header: {
    score: 'Score',
    actions: 'Actions',
    time: 'Time',
    code: 'Game code',
    noCode: 'custom deal',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Copy failed',
    undo: 'Undo',
    undoShortcut: 'Undo (Ctrl+Z or Cmd+Z)',
    newGame: 'New game',
    menu: 'Games',
    drawMode: 'Draw {n}',
    /** The rules preset in the header's mode line (shown when not `app`). */
    preset: { app: 'app', classic: 'classic', stilldeck: 'stilldeck' },
    thoughtful: 'thoughtful',
    modeLabel: 'Rules of this game',
    stockOrder: 'Stock order',
  },
  stockOrder: {
    title: 'The stock is empty | Stock, next first ({n} card): | Stock, next first ({n} cards):',
    label: 'The stock is empty | The stock in drawing order, next card first: {n} card | The stock in drawing order, next card first: {n} cards',
  },
  draw: { easy: 'Easy', hard: 'Hard', easyHint: 'draw 1', hardHint: 'draw 3' },
  scoring: { normal: 'Normal', vegas: 'Vegas' },
  rules: { app: 'App (default)', classic: 'Classic', stilldeck: 'StillDeck' },
  newGame: {
    title: 'New game',
    drawMode: 'Draw mode',
    scoring: 'Scoring',
    rules: 'Rules',
    thoughtful: 'Thoughtful (every card shown)',
    deal: 'Deal',
    random: 'A random deal',
    byCode: 'A game code',
    codePlaceholder: 'KL1-D1N-AAAAAAG',
    codeHint: 'A game code carries its own draw mode, scoring and rules.',
    start: 'Deal',
    cancel: 'Cancel',
    badCode: '{detail}',
    emptyCode: 'Type a game code, or choose a random deal.',
  },
  win: {
    title: 'You won!',
    score: 'Score',
    actions: 'Actions',
    time: 'Time',
    newGame: 'New game',
  },
  files: {
    downloadCurrent: 'Download this game',
    downloadAll: 'Download all games',
    close: 'Close',
    saved: 'no saved games | {n} saved game | {n} saved games',
  },
  replay: {
    watch: 'Watch replay',
    watchShort: 'Watch',
    share: 'Share (copy a replay link)',
    copied: 'Replay link copied',
    copyFailed: 'Copy failed',
    finished: 'Earlier games',
    won: 'won',
    left: 'left unfinished',
    actions: 'no actions | {n} action | {n} actions',
  },
  start: {
    badParameter: 'The link could not be opened: {detail}',
    conflict: 'use only one of code, deck or position',
    badDraw: 'draw must be 1 or 3, not "{value}"',
    badScoring: 'scoring must be normal or vegas, not "{value}"',
    badRules: 'rules must be app, classic or stilldeck, not "{value}"',
    badCode: '{detail}',
    badDeck: '{detail}',
    badPosition: '{detail}',
    badThoughtful: 'thoughtful must be true or false, not "{value}"',
    codeConflict: 'game code {code} fixes {fixed}, but the link asks for {asked}',
    offerNew: 'Start a new game',
    dismiss: 'Dismiss',
  },
  storage: {
    setAside: 'A saved game could not be read and was set aside ({detail}).',
    unavailable: 'Games cannot be saved in this browser: {detail}',
    dismiss: 'Dismiss',
  },
  // one message for each of the engine's REFUSAL_CODES: the type check fails when a code has none
  refusal: {
    STOCK_EMPTY: 'The stock is empty.',
    STOCK_NOT_EMPTY: 'Draw the stock first.',
    WASTE_EMPTY: 'The waste is empty.',
    NO_PASSES_LEFT: 'No recycle left.',
    COLUMN_EMPTY: 'That column is empty.',
    FOUNDATION_EMPTY: 'That foundation is empty.',
    SAME_COLUMN: 'That is the same column.',
    NO_FIT: 'That card does not fit there.',
    NOT_OWN_FOUNDATION: 'That is not the card’s foundation.',
    NO_FOUNDATION_RETURN: 'These rules keep foundation cards in place.',
    GAME_WON: 'The game is won.',
    NOTHING_TO_UNDO: 'Nothing to undo.',
    NO_TARGET: 'Nothing can move from there.',
    NO_COLUMN_FITS: 'No column takes that card.',
  } satisfies Record<RefusalCode, string>,
  board: { ...BOARD_MESSAGES_EN, label: 'Klondike board' },
};

/** The shape every locale's messages must have. */
export type Messages = typeof en;
