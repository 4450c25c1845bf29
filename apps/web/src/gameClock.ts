import { gameWon, type Game } from '@klondike/engine';

/**
 * The start to give a saved game reopened at `now`, so that its clock (now minus the start) goes on
 * from its last action's time instead of counting the time the app was closed. RULES §8 has each
 * action's `t` in milliseconds since `startedAt`: moving the start by the time away keeps that true
 * for every later action, and keeps the time away out of the game's duration and of its think times
 * (a game closed overnight is not a game of twelve hours, nor a pause of twelve hours before one
 * move). The time between the last action and closing the app is not known, so it is not counted.
 * @param startedAt the saved start, an ISO 8601 date and time
 * @param game the reopened game; a won game (its clock stops at its last action) keeps its start,
 *   and so does a game whose last action has no time
 * @param now milliseconds since the Unix epoch
 * @returns the start as an ISO 8601 date and time: `startedAt` unchanged when nothing is to be moved
 */
export function resumedStartedAt(startedAt: string, game: Game, now: number): string {
  const start = Date.parse(startedAt);
  if (!Number.isFinite(start) || gameWon(game)) return startedAt;
  const last = game.journal === null ? 0 : game.journal.entry.t;
  if (last === undefined || now - last <= start) return startedAt;
  return new Date(now - last).toISOString();
}
