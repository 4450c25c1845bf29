import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSessionText, type Game } from '@klondike/engine';
import {
  boundedRun,
  choicesArb,
  gameCodeArb,
  mutatedSessionActions,
  randomGame,
  variantCodeArb,
} from '@klondike/engine/testing';
import { foldSessionText, loadSessionText, readSession, summarizeFold, summarizeSession } from '../src/index.js';

const gameArb: fc.Arbitrary<Game> = fc.oneof(
  fc.tuple(gameCodeArb, choicesArb()).map(([code, choices]) => randomGame(code, choices)),
  fc.tuple(variantCodeArb, choicesArb()).map(([code, choices]) => randomGame(code, choices)),
);

/** The row of the ordinary reader: every game of the journal made, then summarised. */
function ordinaryRow(text: string): unknown {
  const loaded = loadSessionText(text, 'g.ndjson', 4);
  if (loaded === null) return null;
  // a row keeps the reason alone: the valid prefix of a refused session is for readers that replay it
  if ('invalid' in loaded) return { invalid: loaded.invalid };
  return { summary: summarizeSession(loaded.loaded, loaded.source) };
}

describe('rows from the fold (foldSessionText, summarizeFold) against rows from the games (loadSessionText, summarizeSession)', () => {
  it('random sessions, valid or with actions dropped, repeated, swapped or replaced: the same row or the same reason', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          gameArb.map((g) => makeSessionText(g)),
          mutatedSessionActions(gameArb),
        ),
        (text) => {
          expect(readSession(text, 'g.ndjson', 4)).toEqual(ordinaryRow(text));
        },
      ),
      boundedRun({ numRuns: 150 }),
    );
  });

  it('a whole JSON document (no line) reads as its loaded game', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const text = JSON.stringify(JSON.parse(makeSessionText(game)), null, 2);
        const folded = foldSessionText(text, 'one.json');
        const loaded = loadSessionText(text, 'one.json');
        if (folded === null || 'invalid' in folded || loaded === null || 'invalid' in loaded)
          throw new Error('expected a session');
        expect(summarizeFold(folded.folded, folded.source)).toEqual(summarizeSession(loaded.loaded, loaded.source));
      }),
      boundedRun({ numRuns: 30 }),
    );
  });
});
