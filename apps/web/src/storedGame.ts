import type { Game, Session, SessionError, SessionWarning } from '@klondike/engine';

/*
 * The stored game's shapes, apart from the store (storage.ts) and the session reader
 * (sessionFiles.ts), which both speak of them: the store loads the reader lazily, and the reader
 * must not import the store back.
 */

/** Where a stored game stands: in progress, won, or left for a new game. */
export type GameStatus = 'playing' | 'won' | 'abandoned';

/** One stored game: its session file object (RULES §8, from `makeSession`), keyed by a game id. */
export interface StoredGame {
  readonly id: string;
  readonly status: GameStatus;
  /** Milliseconds since the Unix epoch of the last save, or of leaving the game for another. */
  readonly updatedAt: number;
  readonly session: Session;
}

/** A stored game read back: its id, the game replayed from its journal, and when it started. */
export interface RestoredGame {
  readonly id: string;
  readonly game: Game;
  readonly startedAt: string;
  /**
   * What the engine set aside in reading its session (its `SessionWarning`s: a `startedAt` that is no
   * date and time, whose game then counts as started when read); absent when nothing was.
   */
  readonly setAside?: readonly SessionWarning[];
}

/**
 * Why a stored value could not be read: not an object, no game id, no session, or the engine's
 * refusal of its session (said in the page's language by the board's `sessionErrorText`). `text` is
 * the same in English, kept beside the value set aside.
 */
export type StoredProblem = { readonly text: string } & (
  | { readonly kind: 'notObject' | 'noId' }
  | { readonly kind: 'noSession'; readonly id: string }
  | { readonly kind: 'session'; readonly id: string; readonly error: SessionError }
);
