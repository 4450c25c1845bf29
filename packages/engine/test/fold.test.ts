import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnPiles,
  foldJournal,
  foldSession,
  foundationPiles,
  gameAtStart,
  gameFromCode,
  gameFromPosition,
  gamePosition,
  journalEntries,
  journalFold,
  loadSession,
  makeRules,
  makeSessionText,
  replay,
  UNDO,
  type Game,
  type JournalAction,
  type JournalEntry,
  type Rules,
} from '../src/index.js';
import { newPlanSlot, planAction, planActionInto } from '../src/apply.js';
import {
  boundedRun,
  choicesArb,
  DEEP,
  gameCodeArb,
  mutatedSessionActions,
  positionArb,
  randomGame,
  variantCodeArb,
} from '../testing/index.js';

/** Runs per property: small by default so the suite stays fast; DEEP=1 runs many more. */
const runs = (n: number): number => (DEEP ? n * 50 : n);

/** Every action and undo the notation has for the rules' piles (RULES §7, §10 Notation), legal or not. */
function everyAction(rules: Rules): JournalAction[] {
  const columns = columnPiles(rules.variant);
  const foundations = foundationPiles(rules.variant);
  const out: JournalAction[] = [UNDO, { type: 'draw' }, { type: 'recycle' }];
  for (const from of ['W' as const, ...columns])
    for (const to of [...columns, 'F' as const, ...foundations]) out.push({ type: 'move', from, to });
  for (const from of foundations) for (const to of columns) out.push({ type: 'move', from, to });
  return out;
}

/** Random games of every variant, from a deal or from a random position (late games, wins). */
const gameArb: fc.Arbitrary<Game> = fc.oneof(
  fc.tuple(gameCodeArb, choicesArb()).map(([code, choices]) => randomGame(code, choices)),
  fc.tuple(variantCodeArb, choicesArb()).map(([code, choices]) => randomGame(code, choices)),
  fc.tuple(positionArb, gameCodeArb, choicesArb()).map(([position, code, choices]) => {
    const start = gameFromPosition(position, makeRules(code));
    return start.ok ? randomGame(start.value, choices) : gameFromCode(code);
  }),
);

/** The ordinary replay's answer in foldJournal's shape. */
function ordinary(start: Game, entries: readonly JournalEntry[]): ReturnType<typeof foldJournal> {
  const replayed = replay(start, entries);
  return replayed.ok
    ? { ok: true, value: journalFold(replayed.value) }
    : { ok: false, error: { index: replayed.error.index, refusal: replayed.error.refusal } };
}

describe('foldJournal: a journal replayed on its own piles, against the ordinary replay', () => {
  it('random games: the same end position, score, undoable, canonical journal and counts', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const folded = foldJournal(gameAtStart(game), journalEntries(game));
        expect(folded).toEqual({ ok: true, value: journalFold(game) });
      }),
      boundedRun({ numRuns: runs(150) }),
    );
  });

  it('random games with random actions put in (mostly illegal, some legal, named foundations, undos): the same refusal at the same index, or the same fold', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        gameArb,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.option(fc.nat({ max: 100_000 }))), { minLength: 1, maxLength: 4 }),
        (game, edits) => {
          const entries = journalEntries(game);
          const every = everyAction(game.rules);
          for (const [at, which, t] of edits) {
            const action = every[which % every.length]!;
            // a third at the end, where a legal one keeps the journal legal
            const where = at % 3 === 0 ? entries.length : at % (entries.length + 1);
            entries.splice(where, 0, t === null ? { action } : { action, t });
          }
          const start = gameAtStart(game);
          const want = ordinary(start, entries);
          if (want.ok) accepted++;
          else refused++;
          expect(foldJournal(start, entries)).toEqual(want);
        },
      ),
      boundedRun({ numRuns: runs(300) }),
    );
    expect(refused).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  });

  it('undo reaches back 100 actions: the 101st undo in a row is refused as the ordinary undo refuses it', () => {
    // choices that are never a multiple of 7 make no undo
    const game = randomGame(
      { deal: 17, draw: 1, scoring: 'vegas', preset: 'app', thoughtful: false },
      Array.from({ length: 160 }, (_, i) => 3 * i + 1 + (i % 2)).filter((c) => c % 7 !== 0),
    );
    const entries: JournalEntry[] = [...journalEntries(game), ...Array<JournalEntry>(101).fill({ action: UNDO })];
    const want = ordinary(gameAtStart(game), entries);
    expect(want.ok === false && want.error.refusal.code).toBe('NOTHING_TO_UNDO');
    expect(foldJournal(gameAtStart(game), entries)).toEqual(want);
  });

  it('from a game with a journal already: the fold of the whole journal, as replay gives it', () => {
    fc.assert(
      fc.property(gameArb, choicesArb(20), (game, choices) => {
        const more = journalEntries(randomGame(game, choices)).slice(game.journal?.length ?? 0);
        expect(foldJournal(game, more)).toEqual(ordinary(game, more));
      }),
      boundedRun({ numRuns: runs(50) }),
    );
  });
});

describe('planActionInto: planAction written into a slot, no object per legal action', () => {
  it('every action on random positions: the same refusal, or the same plan in the slot; a refusal leaves the slot as it was', () => {
    let refused = 0;
    let accepted = 0;
    const slot = newPlanSlot();
    fc.assert(
      fc.property(gameArb, (game) => {
        const position = gamePosition(game);
        for (const action of everyAction(game.rules)) {
          if (action.type === 'undo') continue;
          const want = planAction(position, game.rules, action);
          const before = { ...slot };
          const refusal = planActionInto(position, game.rules, action, slot);
          if (!want.ok) {
            refused++;
            expect(refusal).toEqual(want.error);
            expect(slot).toEqual(before);
            continue;
          }
          accepted++;
          expect(refusal).toBeNull();
          const { from, index, count, to } = slot;
          expect({
            action: slot.action,
            points: slot.points,
            flipped: slot.flipped,
            moved: { from, index, count, to },
          }).toEqual(want.value);
        }
      }),
      boundedRun({ numRuns: runs(60) }),
    );
    expect(refused).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('foldSession: loadSession without a game per action', () => {
  it('sessions with actions dropped, repeated, swapped or replaced: the same error, or the same start and fold', () => {
    fc.assert(
      fc.property(mutatedSessionActions(gameArb), (text) => {
        const value: unknown = JSON.parse(text);
        const loaded = loadSession(value, 3);
        const folded = foldSession(value, 3);
        if (!loaded.ok) expect(folded).toEqual(loaded);
        else
          expect(folded).toEqual({
            ok: true,
            value: {
              session: loaded.value.session,
              start: gameAtStart(loaded.value.game),
              fold: journalFold(loaded.value.game),
            },
          });
      }),
      boundedRun({ numRuns: runs(100) }),
    );
  });

  it('a valid session: its fold is the loaded game’s', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const value: unknown = JSON.parse(makeSessionText(game));
        const folded = foldSession(value);
        expect(folded.ok && folded.value.fold).toEqual(journalFold(game));
      }),
      boundedRun({ numRuns: runs(50) }),
    );
  });
});
