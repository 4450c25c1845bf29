import { describe, expect, it } from 'vitest';
import { act, foldJournal, journalEntries, replay, type JournalEntry } from '../src/index.js';
import { gameOfDeck, must, W1 } from './helpers.js';

/**
 * What a mutation run of `fold.ts` found no test for (docs/testing.md): the journal's canonical
 * form of an action written another way, with and without its time, and a refusal when the start
 * already has a journal (replayed the ordinary way).
 */
describe('foldJournal, word for word', () => {
  it('records an action written another way in its canonical form, keeping its time or its lack of one', () => {
    // W1's T1 is the ace of diamonds: sent to its foundation F3 by name, written `T1-F` (RULES §7)
    const named: JournalEntry['action'] = { type: 'move', from: 'T1', to: 'F3' };
    const entries: JournalEntry[] = [
      { action: named, t: 1500 },
      { action: { type: 'undo' }, t: 2000 },
      { action: named },
    ];
    const folded = must(foldJournal(gameOfDeck(W1), entries));
    const canonical = { type: 'move', from: 'T1', to: 'F' };
    expect(folded.entries).toEqual([
      { action: canonical, t: 1500 },
      { action: { type: 'undo' }, t: 2000 },
      { action: canonical },
    ]);
    // not a field set to undefined: the entry has no time at all, as the ordinary replay records it
    expect(Object.keys(folded.entries[2]!)).toEqual(['action']);
    expect(folded.entries).toEqual(journalEntries(must(replay(gameOfDeck(W1), entries))));
  });

  it('from a game with a journal already, a refused entry: its index in the entries given and the refusal', () => {
    const played = must(act(gameOfDeck(W1), { type: 'draw' }));
    const entries: JournalEntry[] = [
      { action: { type: 'recycle' } },
      { action: { type: 'move', from: 'T1', to: 'T2' } },
    ];
    expect(foldJournal(played, entries)).toEqual({
      ok: false,
      error: { index: 1, refusal: { code: 'STOCK_NOT_EMPTY', message: 'the stock is not empty: draw first' } },
    });
    const replayed = replay(played, entries);
    if (replayed.ok) throw new Error('the recycle is refused');
    expect(foldJournal(played, entries)).toEqual({
      ok: false,
      error: { index: replayed.error.index, refusal: replayed.error.refusal },
    });
  });
});
