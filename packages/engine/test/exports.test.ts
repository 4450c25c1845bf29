import { describe, expect, it } from 'vitest';
import * as engine from '../src/index.js';

/**
 * The runtime names the engine exports, pinned: the index is a curated list of what clients use, so an
 * accidental export of an internal helper, or the removal of something a client imports, shows up here
 * and in review. Change this list only together with index.ts, on purpose.
 */
const EXPORTED = [
  'COLUMN_PILES', 'DEAL_COUNT', 'DECK_SIZE', 'DRAW', 'DRAW_MODES', 'FOUNDATION_PILES', 'GAME_START_ERROR_CODES',
  'JOKER', 'PLAY_PATH', 'PRESETS', 'PRESET_NAMES', 'RECYCLE', 'REFUSAL_CODES', 'REPLAY_PATH', 'SCORINGS',
  'SESSION_FORMAT', 'SESSION_VERSION', 'UNDO', 'UNDO_LIMIT', 'VARIANTS', 'VARIANT_NAMES', 'act', 'applyAction',
  'canPickUp', 'cardOf', 'columnPiles', 'dealDeck', 'dealPosition', 'doubleTapAction', 'dropAction', 'dropTargets',
  'err', 'eventAction', 'foundationPiles', 'foundationSuit', 'gameAtStart', 'gameFromCode', 'gameFromDeck',
  'gameFromFields', 'gameFromPosition', 'gameFromStart', 'gameMachine', 'gamePosition', 'gameScore', 'gameStartOf',
  'gameSummary', 'gameWon', 'illegalMessage', 'isColumnPile', 'isFoundationPile', 'isJoker', 'isRed', 'isRedSuit',
  'isRunWithJokers', 'journalCounts', 'journalEntries', 'journalText', 'legalActions', 'loadSession', 'makeAction', 'makeCard', 'makeColumn', 'makeDeck',
  'makeGameCode', 'makeGameStart', 'makePlayLink', 'makePosition', 'makeReplayLink', 'makeRules', 'makeSession',
  'makeSessionText', 'move', 'moveLogActions', 'newGameCode', 'ok', 'parseAction', 'parseActions', 'parseCard',
  'parseDeck', 'parseGameCode', 'parseGameStart', 'parsePlayLink', 'parsePosition', 'parseReplayLink',
  'parseSessions', 'pileIndex', 'play', 'rankOf', 'redo', 'redoAction', 'replay', 'scanJournal', 'scoreText', 'seededRng', 'sessionCounts',
  'sessionFromParam', 'suitOf', 'tapAction', 'tapTiming', 'undo',
];

describe('the engine index', () => {
  it('exports exactly the curated runtime names', () => {
    expect(Object.keys(engine).sort()).toEqual([...EXPORTED].sort());
  });

  it('lists each name once, in sorted order, so a diff of this file reads as a diff of the API', () => {
    expect([...new Set(EXPORTED)]).toEqual(EXPORTED);
    expect([...EXPORTED].sort()).toEqual(EXPORTED);
  });
});
