/**
 * When players make their second action: the yardstick of the solver's aim in the player ("a typical
 * deal decided before the player's second action"), read from recorded sessions rather than guessed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSessions } from '@klondike/engine';

/**
 * The time of the second action of every timed session in the session files of `dir` (`*.json`, one
 * session or a shared fixture each, RULES §8: `t` in milliseconds since `startedAt`, the moment the
 * game started), sorted from the fastest.
 * @param dir a folder of session files, e.g. `../shared/fixtures`
 * @returns milliseconds from the game's start, one per session with two timed actions or more
 * @throws Error naming the file when one is not a valid session file (a yardstick from bad records is no yardstick)
 */
export function secondActionTimes(dir: string): number[] {
  const times: number[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const read = parseSessions(readFileSync(join(dir, name), 'utf8'));
    if (!read.ok) throw new Error(`${join(dir, name)}: ${read.error.message}`);
    for (const { session } of read.value) {
      const t = session.actions[1]?.t;
      if (t !== undefined) times.push(t);
    }
  }
  return times.sort((a, b) => a - b);
}
