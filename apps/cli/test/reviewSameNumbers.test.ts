import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameStartOf, loadSession, makeGameStart, packJournal, type Session } from '@klondike/engine';
import { reviewGame, reviewJson, type GameReview } from '@klondike/review';
import { runReview, type FromReviewWorker } from '@klondike/review/worker';
import { reviewCommand } from '../src/review/command.js';
import { fixturesDir } from './run.js';

/**
 * The review gives the same numbers for the same session, K and seed wherever it runs: its budgets
 * are nodes, never time. The paths compared: `reviewGame` itself (twice), `klondike review`'s
 * command, and the browser's review worker (`runReview`, fed the game as the page sends it).
 */

/** The shortest shared fixture (8 journal entries, draw 3): four reviews at the default K (what the browser runs) in seconds. */
const FIXTURES = ['app-d3-vegas-03.json'];

const sessionOf = (file: string): Session =>
  (JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8')) as { session: Session }).session;

/** The browser worker's review of a session: the game sent as the page sends it, the `done` message's review. */
function workerReview(session: Session): GameReview {
  const loaded = loadSession(session);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const { game } = loaded.value;
  const messages: FromReviewWorker[] = [];
  runReview(1, { start: makeGameStart(gameStartOf(game)), journal: packJournal(game) }, (m) => messages.push(m));
  const done = messages.find((m) => m.type === 'done');
  if (done?.type !== 'done') throw new Error(`the worker did not review: ${JSON.stringify(messages.at(-1))}`);
  // what crosses to the page is a structured clone: compare the data, not the objects
  return structuredClone(done.review);
}

describe('the same session, K and seed give the same numbers in the CLI and in the browser worker', () => {
  for (const file of FIXTURES)
    it(`${file}: reviewGame twice, klondike review --json and the review worker agree`, async () => {
      const session = sessionOf(file);
      const loaded = loadSession(session);
      if (!loaded.ok) throw new Error(loaded.error.message);
      const once = reviewGame(loaded.value.game);
      const twice = reviewGame(loaded.value.game);
      expect(once.ok && twice.ok).toBe(true);
      if (!once.ok || !twice.ok) return;
      expect(JSON.stringify(twice.value)).toBe(JSON.stringify(once.value));
      expect(once.value.moves).toHaveLength(session.actions.length);

      const worker = workerReview(session);
      expect(worker).toEqual(once.value);

      const cli = await reviewCommand(
        { session: path.join(fixturesDir, file), json: true, jobs: 1 },
        { stdin: process.stdin },
      );
      expect(cli.problems).toEqual([]);
      // the CLI's line adds the record's place in the file (`source`), which the worker is not given
      const source = path.join(fixturesDir, file);
      expect(cli.output).toBe(JSON.stringify({ ...reviewJson(worker), source }));
      expect((JSON.parse(cli.output) as { moves: { pWin: number }[] }).moves.map((m) => m.pWin)).toEqual(
        reviewJson(worker).moves.map((m) => m.pWin),
      );
    }, 120_000);
});
