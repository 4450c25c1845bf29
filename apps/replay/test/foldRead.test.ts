import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  makeSessionText,
  scanJournal,
  gameAtStart,
  gameFromCode,
  journalEntries,
  gamePosition,
  gameScore,
  parseGameCode,
} from '@klondike/engine';
import { choicesArb, gameCodeArb, randomGame } from '@klondike/engine/testing';
import { foldRead, isTextRefusal, openText, readText, type Opened, type OpenedGame } from '../src/loader.js';
import { openLongText, type OpenProgress } from '../src/openLong.js';

/** The recording's frames as plain values, to compare two folds of one journal. */
const framesOf = (g: OpenedGame) =>
  g.recording.frames.map(({ index, token, kind, position, score, t, undoes }) => ({
    index,
    token,
    kind,
    position,
    score,
    t,
    undoes,
  }));

/** Folds in the smallest slices (a look at the clock every 256 entries, no time allowed), counting the pauses. */
async function sliced(text: string): Promise<{ games: OpenedGame[]; pauses: number }> {
  const read = readText(text);
  if (!read.ok) throw new Error(read.error.message);
  let pauses = 0;
  const games: OpenedGame[] = [];
  for (const g of read.games) {
    const folded = await foldRead(g, { sliceMs: 0, pause: async () => void pauses++ });
    if (!folded.ok) throw new Error(folded.error.message);
    games.push(folded.value);
  }
  return { games, pauses };
}

describe('the long-session path (read in the worker, folded in slices) gives the straight fold', () => {
  it("keeps the worker's packed journal for the solver and the review: shared, not packed again on the page", async () => {
    const code = parseGameCode('KL1-D1N-AAAAAAG');
    if (!code.ok) throw new Error(code.error.message);
    const game = randomGame(
      gameFromCode(code.value),
      Array.from({ length: 60 }, (_, i) => i * 7),
    );
    const text = makeSessionText(game, { startedAt: '2026-12-01T10:00:00Z' });
    const read = readText(text);
    if (!read.ok) throw new Error(read.error.message);
    const [g] = read.games;
    const folded = await foldRead(g!);
    if (!folded.ok) throw new Error(folded.error.message);
    expect(folded.value.journal.tokens).toBe(g!.tokens);
    expect(folded.value.journal.times).toBe(g!.times);
    // and it is the journal the straight path packs
    const straight = openText(text);
    if (!straight.ok) throw new Error(straight.error.message);
    expect(folded.value.journal).toEqual(straight.games[0]!.journal);
  });

  it('random sessions: every frame (position, score, token, kind, time, undo) as openText and scanJournal give it', async () => {
    await fc.assert(
      fc.asyncProperty(gameCodeArb, choicesArb(400), async (code, choices) => {
        const game = randomGame(code, choices);
        const text = makeSessionText(game, { startedAt: '2026-12-01T10:00:00Z' });
        const straight = openText(text);
        if (!straight.ok) throw new Error(straight.error.message);
        const [want] = straight.games;
        const {
          games: [got],
        } = await sliced(text);
        expect(framesOf(got!)).toEqual(framesOf(want!));
        expect([...got!.recording.undone]).toEqual([...want!.recording.undone]);
        expect(got!.recording.summary).toEqual(want!.recording.summary);
        expect(got!.session).toEqual(want!.session);
        // and the engine's own fold of the journal, entry by entry
        const { games } = scanJournal(gameAtStart(game), journalEntries(game));
        expect(got!.recording.frames.length).toBe(games.length);
        // the chart's typed array of scores is the frames' scores, frame by frame
        expect(Array.from(got!.recording.scores)).toEqual(games.map(gameScore));
        games.forEach((g, k) => {
          expect(got!.recording.frames[k]!.position).toEqual(gamePosition(g));
          expect(got!.recording.frames[k]!.score).toBe(gameScore(g));
        });
        expect(gamePosition(got!.game)).toEqual(gamePosition(game));
      }),
      { numRuns: 25 },
    );
  });

  it('a journal of thousands of entries is folded in many slices, with progress up to the total', async () => {
    const game = randomGame(
      { deal: 7, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false },
      Array.from({ length: 3000 }, (_, i) => 1 + ((i * 37) % 900)),
    );
    const text = makeSessionText(game);
    const { pauses } = await sliced(text);
    expect(pauses).toBeGreaterThan(5);
    const seen: OpenProgress[] = [];
    const opened = await openLongText(text, (p) => seen.push(p));
    expect(opened.ok).toBe(true);
    expect(seen[0]).toEqual({ stage: 'reading' });
    const total = game.journal!.length;
    expect(seen.at(-1)).toEqual({ stage: 'folding', done: total, total });
  });

  it("the fold's end and the view's opening each come after a pause of their own, not in the last slice", async () => {
    const game = randomGame(
      { deal: 11, draw: 3, scoring: 'normal', preset: 'app', thoughtful: false },
      Array.from({ length: 40 }, (_, i) => 3 + i * 5),
    );
    const text = makeSessionText(game);
    const total = game.journal!.length;
    const events: string[] = [];
    const pause = async () => void events.push('pause');
    // no slice ends before the last entry: every pause left is one of the fold's end
    const read = readText(text);
    if (!read.ok) throw new Error(read.error.message);
    const folded = await foldRead(read.games[0]!, {
      sliceMs: Infinity,
      pause,
      onProgress: (done) => events.push(`folded ${done}`),
    });
    expect(folded.ok).toBe(true);
    expect(events).toEqual([`folded ${total}`, 'pause']);
    events.length = 0;
    const opened = await openLongText(
      text,
      (p) => events.push(p.stage === 'reading' ? 'reading' : `folded ${p.done}`),
      undefined,
      pause,
    );
    events.push('opened');
    expect(opened.ok).toBe(true);
    // the last slices are at least 8 ms each, so slices before the end may pause too: the end is what counts
    expect(events.slice(-4)).toEqual([`folded ${total}`, 'pause', 'pause', 'opened']);
  });

  it('a refused action: the same error and the same watchable prefix as openText', async () => {
    const game = randomGame({ deal: 3, draw: 3, scoring: 'vegas', preset: 'app', thoughtful: false }, [5, 9, 13, 2]);
    const session = JSON.parse(makeSessionText(game)) as { actions: { a: string }[] };
    session.actions.push({ a: 'F1-T9' }, { a: 'D' });
    const text = JSON.stringify(session);
    const want = openText(text);
    const got: Opened = await openLongText(text, () => {});
    if (want.ok || got.ok || isTextRefusal(want.error) || isTextRefusal(got.error))
      throw new Error('the session must be refused by the engine');
    expect(got.error.message).toBe(want.error.message);
    expect(got.error.actionIndex).toBe(want.error.actionIndex);
    expect(framesOf(got.prefix!)).toEqual(framesOf(want.prefix!));
  });

  it('a text that is no session: the error of openText, no prefix', async () => {
    const got = await openLongText('{"format": "klondike-session", "version": 1}', () => {});
    const want = openText('{"format": "klondike-session", "version": 1}');
    if (want.ok || got.ok) throw new Error('the text must be refused');
    expect(got.error.message).toBe(want.error.message);
    expect(got.prefix).toBeNull();
  });

  it('NDJSON: every game folded, in file order', async () => {
    const a = randomGame({ deal: 1, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false }, [3, 4, 5]);
    const b = randomGame({ deal: 2, draw: 3, scoring: 'vegas', preset: 'app', thoughtful: false }, [8, 7, 6, 5]);
    const text = [a, b].map((g) => makeSessionText(g).replace(/\n/g, '')).join('\n');
    const want = openText(text);
    const got = await openLongText(text, () => {});
    if (!want.ok || !got.ok) throw new Error('the file must open');
    expect(got.games.map(framesOf)).toEqual(want.games.map(framesOf));
  });
});
