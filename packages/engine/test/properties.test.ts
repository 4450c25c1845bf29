import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  act,
  applyAction,
  dealDeck,
  gameFromCode,
  gameFromPosition,
  gameMachine,
  gamePosition,
  gameWon,
  gameScore,
  journalEntries,
  legalActions,
  makeAction,
  makeDeck,
  makeGameCode,
  makeRules,
  makePosition,
  makeSessionText,
  parseAction,
  parsePosition,
  parseSessions,
  replay,
  undo,
  type Position,
} from '../src/index.js';
import {
  anyText,
  boundedRun,
  choicesArb as choicesOf,
  DEEP,
  gameCodeArb,
  loadDocumented,
  mutated,
  nearValid,
  positionArb,
  positionInvariants,
  randomGame,
  readingProblems,
  specGameOf,
  specLegalTokens,
  specOptionsOf,
  specPositionOf,
  specRules,
  SpecFollower,
  writeSpecPosition,
  type Loader,
} from '../testing/index.js';

/** Runs per property: small by default so the suite stays fast; DEEP=1 runs many more. */
const runs = (n: number): number => (DEEP ? n * 50 : n);
// a deep run takes minutes: let each property take its time there
if (DEEP) vi.setConfig({ testTimeout: 900_000 });

const gameArb = gameCodeArb;
const choicesArb = choicesOf();
const rulesArb = gameArb.map((c) => makeRules(c));

/** Throws naming the broken invariants (`testing/invariants.ts`, checked against the spec's card rules). */
function checkInvariants(p: Position): void {
  const broken = positionInvariants(p);
  if (broken.length > 0) throw new Error(`${broken.join('; ')} in ${makePosition(p)}`);
}

/** The score from scratch: the RULES fold (the spec) over the journal from the start, with each preset's table and floor (RULES §4-5). */
function foldScore(game: Parameters<typeof specGameOf>[0]): { score: number; position: string } {
  const spec = specGameOf(game);
  if (typeof spec === 'string') throw new Error(spec);
  return { score: spec.score, position: writeSpecPosition(spec.position) };
}
describe('properties of random games (fast-check)', () => {
  it('from random positions (late games, wins): invariants, score fold, undo, journal replay, position round trip; nothing accepted after a win', () => {
    let wins = 0;
    fc.assert(
      fc.property(positionArb, rulesArb, choicesArb, (position, rules, choices) => {
        const start = gameFromPosition(position, rules);
        if (!start.ok) return; // P past the rules' pass limit
        checkInvariants(position);
        const history = [{ position: makePosition(position), score: gameScore(start.value) }];
        const follower = new SpecFollower(start.value);
        const end = randomGame(start.value, choices, (_before, after, undid) => {
          checkInvariants(gamePosition(after));
          // position, score (the RULES fold), undoable and legal actions as the spec has them after the same journal
          expect(follower.follow(after)).toEqual([]);
          if (undid) history.pop();
          else history.push({ position: makePosition(gamePosition(after)), score: gameScore(after) });
          expect({ position: makePosition(gamePosition(after)), score: gameScore(after) }).toEqual(
            history[history.length - 1],
          );
          const parsed = parsePosition(makePosition(gamePosition(after)));
          if (!parsed.ok) throw new Error(parsed.error.message);
          expect(makePosition(parsed.value)).toBe(makePosition(gamePosition(after)));
        });
        const again = replay(start.value, journalEntries(end));
        if (!again.ok) throw new Error(again.error.refusal.message);
        expect(makePosition(gamePosition(again.value))).toBe(makePosition(gamePosition(end)));
        if (gameWon(end)) {
          wins++;
          expect(legalActions(gamePosition(end), end.rules)).toEqual([]);
          const u = undo(end);
          expect(u.ok === false && u.error.code).toBe('GAME_WON');
        }
      }),
      boundedRun({ numRuns: runs(100) }),
    );
    // the generator does reach wins, so the win checks above ran
    expect(wins).toBeGreaterThan(0);
  });

  it('52 distinct cards always; face-down cards only under face-up ones; face-up runs descend in alternating colours; foundations in suit order', () => {
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        checkInvariants(gameFromCode(code).initialPosition);
        randomGame(code, choices, (_before, after) => checkInvariants(gamePosition(after)));
      }),
      boundedRun({ numRuns: runs(100) }),
    );
  });

  it("the incremental score and position equal the RULES fold from scratch over the move log (the spec: each preset's table and floor)", () => {
    fc.assert(
      fc.property(
        gameArb,
        choicesArb.map((c) => c.slice(0, 120)),
        (code, choices) => {
          randomGame(code, choices, (_before, after) => {
            const fold = foldScore(after);
            expect(gameScore(after)).toBe(fold.score);
            expect(makePosition(gamePosition(after))).toBe(fold.position);
          });
        },
      ),
      boundedRun({ numRuns: runs(60) }),
    );
  });

  it('undo restores the previous position and score exactly', () => {
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        const history: Array<{ position: string; score: number }> = [];
        const game = gameFromCode(code);
        history.push({ position: makePosition(gamePosition(game)), score: gameScore(game) });
        randomGame(code, choices, (_before, after, undid) => {
          if (undid) history.pop();
          else history.push({ position: makePosition(gamePosition(after)), score: gameScore(after) });
          expect({ position: makePosition(gamePosition(after)), score: gameScore(after) }).toEqual(
            history[history.length - 1],
          );
        });
      }),
      boundedRun({ numRuns: runs(30) }),
    );
  });

  it('the same journal always gives the same result (replay, and a written session read back)', () => {
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        const game = randomGame(code, choices, () => {});
        const again = replay(gameFromCode(code), journalEntries(game));
        if (!again.ok) throw new Error(again.error.refusal.message);
        expect(makePosition(gamePosition(again.value))).toBe(makePosition(gamePosition(game)));
        expect(gameScore(again.value)).toBe(gameScore(game));
        expect(again.value.undoable).toBe(game.undoable);
        const loaded = parseSessions(makeSessionText(game));
        if (!loaded.ok) throw new Error(loaded.error.message);
        expect(makePosition(gamePosition(loaded.value[0]!.game))).toBe(makePosition(gamePosition(game)));
        expect(journalEntries(loaded.value[0]!.game)).toEqual(journalEntries(game));
      }),
      boundedRun({ numRuns: runs(40) }),
    );
  });

  it('legalActions lists exactly the actions applyAction accepts, and RULES §3 allow, at every step of random games', () => {
    const candidates = [
      'D',
      'R',
      'W-F',
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((n) => [
        `W-T${n}`,
        `T${n}-F`,
        ...[1, 2, 3, 4].map((k) => `F${k}-T${n}`),
        ...[1, 2, 3, 4, 5, 6, 7].filter((m) => m !== n).map((m) => `T${n}-T${m}`),
      ]),
    ].map((t) => {
      const a = parseAction(t);
      if (!a.ok || a.value.type === 'undo') throw new Error(t);
      return a.value;
    });
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        randomGame(code, choices.slice(0, 80), (_before, after) => {
          const p = gamePosition(after);
          const accepted = candidates
            .filter((a) => applyAction(p, after.rules, a).ok)
            .map(makeAction)
            .sort();
          expect(legalActions(p, after.rules).map(makeAction).sort()).toEqual(accepted);
          // and exactly the actions RULES §3 allow, stated independently (the spec)
          const spec = specPositionOf(p);
          if (typeof spec === 'string') throw new Error(spec);
          expect(accepted).toEqual(specLegalTokens(spec, specRules(specOptionsOf(after.rules))));
        });
      }),
      boundedRun({ numRuns: runs(30) }),
    );
  });

  it('the machine, stepped with transition(), agrees with the pure game value on every event', () => {
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        let [snapshot] = initialTransition(gameMachine, { game: gameFromCode(code) });
        let game = gameFromCode(code);
        for (const choice of choices.slice(0, 120)) {
          const legal = legalActions(gamePosition(game), game.rules);
          const action =
            choice % 5 === 0 || legal.length === 0 ? ({ type: 'undo' } as const) : legal[choice % legal.length]!;
          const next = act(game, action);
          [snapshot] = transition(gameMachine, snapshot, { type: 'act', action });
          if (next.ok) game = next.value;
          expect(snapshot.context.refusal?.code ?? null).toBe(next.ok ? null : next.error.code);
          expect(makePosition(gamePosition(snapshot.context.game))).toBe(makePosition(gamePosition(game)));
          expect(gameScore(snapshot.context.game)).toBe(gameScore(game));
          expect(snapshot.value).toBe(gameWon(game) ? 'won' : 'playing');
          // once won the machine is final and ignores events (tested in machine.machine.test.ts)
          if (gameWon(game)) break;
        }
      }),
      boundedRun({ numRuns: runs(30) }),
    );
  });

  it('printing a position and parsing it back gives the same position', () => {
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        randomGame(code, choices, (_before, after) => {
          const p = gamePosition(after);
          const parsed = parsePosition(makePosition(p));
          if (!parsed.ok) throw new Error(parsed.error.message);
          expect(parsed.value).toEqual({
            ...p,
            tableau: p.tableau.map((c) => ({ cards: [...c.cards], down: c.down })),
            foundations: [...p.foundations],
            stock: [...p.stock],
            waste: [...p.waste],
          });
        });
      }),
      boundedRun({ numRuns: runs(40) }),
    );
  });
});

/**
 * Asserts a loader kept its contract (returned, never threw; a refusal carries a documented code
 * and a message) and read the text as the independent reading (`testing/spec/`) does: it accepts
 * what RULES accept, refuses what they refuse, and reads the same contents.
 */
function documented(loader: Loader, text: string): void {
  const { outcome, problems } = loadDocumented(loader, text);
  expect(problems).toEqual([]);
  expect(readingProblems(loader, text, outcome!)).toEqual([]);
}

describe('parsers return only their documented errors, never throw, and read what RULES read', () => {
  const deck = makeDeck(dealDeck(6));
  const position = makePosition(
    gamePosition(gameFromCode({ deal: 6, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false })),
  );
  const sessionGame = replay(gameFromCode({ deal: 6, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false }), [
    { action: { type: 'draw' }, t: 5 },
    { action: { type: 'undo' }, t: 9 },
  ]);
  if (!sessionGame.ok) throw new Error('bad fixture');
  const session = makeSessionText(sessionGame.value);

  const cases: Array<[Loader, string]> = [
    ['parseCard', '10h'],
    ['parseDeck', deck],
    ['parseGameCode', makeGameCode({ deal: 12345, draw: 3, scoring: 'vegas', preset: 'classic', thoughtful: true })],
    ['parseAction', 'F1-T4'],
    ['parseActions', 'D R U W-T3 W-F T2-T5 T2-F F1-T4'],
    ['parsePosition', position],
    ['parseSessions', session + '\n' + session],
  ];

  it.each(cases)('%s on arbitrary strings', (loader) => {
    fc.assert(
      fc.property(anyText, (text) => documented(loader, text)),
      boundedRun({ numRuns: runs(300) }),
    );
  });

  it.each(cases)('%s on structured mutations of a valid input', (loader, valid) => {
    const { outcome } = loadDocumented(loader, valid);
    expect(outcome?.ok).toBe(true);
    fc.assert(
      fc.property(mutated(fc.constant(valid)), (text) => documented(loader, text)),
      boundedRun({ numRuns: runs(300) }),
    );
    fc.assert(
      fc.property(mutated(mutated(fc.constant(valid))), (text) => documented(loader, text)),
      boundedRun({ numRuns: runs(200) }),
    );
  });

  it.each(cases.filter((c): c is [Exclude<Loader, 'parseSessions'>, string] => c[0] !== 'parseSessions'))(
    "%s on near-valid texts made of its grammar's pieces",
    (loader, valid) => {
      fc.assert(
        fc.property(nearValid(loader, valid), (text) => documented(loader, text)),
        boundedRun({ numRuns: runs(400) }),
      );
    },
  );

  it('parseSessions on structured mutations of the session object (fields removed, retyped, actions changed)', () => {
    const value = JSON.parse(session) as Record<string, unknown>;
    const keys = Object.keys(value);
    const junk = fc.oneof(
      fc.constant(null),
      fc.integer(),
      fc.string({ maxLength: 10 }),
      fc.boolean(),
      fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
      fc.constant({}),
      fc.double(),
    );
    const broken = fc
      .record({
        key: fc.constantFrom(...keys, 'actions', 'version', 'format', 'code', 'deck', 'position'),
        remove: fc.boolean(),
        junk,
        action: fc.string({ maxLength: 8 }),
      })
      .map(({ key, remove, junk, action }) => {
        const copy: Record<string, unknown> = { ...value };
        if (remove) delete copy[key];
        else if (key === 'actions') copy[key] = [{ a: action, t: 1 }, { a: 'D' }];
        else copy[key] = junk;
        return JSON.stringify(copy);
      });
    fc.assert(
      fc.property(broken, (text) => documented('parseSessions', text)),
      boundedRun({ numRuns: runs(400) }),
    );
  });
});
