import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  act,
  applyAction,
  DEAL_COUNT,
  dealDeck,
  fitsOnCard,
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
  moveLogActions,
  parseAction,
  parseActions,
  parseCard,
  parseDeck,
  parseGameCode,
  parsePosition,
  parseSessions,
  replay,
  undo,
  type Game,
  type Position,
  type Rules,
} from '../src/index.js';

const DEEP = process.env['DEEP'] !== undefined && process.env['DEEP'] !== '' && process.env['DEEP'] !== '0';
/** Runs per property: small by default so the suite stays fast; DEEP=1 runs many more. */
const runs = (n: number): number => (DEEP ? n * 50 : n);
// a deep run takes minutes: let each property take its time there
if (DEEP) vi.setConfig({ testTimeout: 900_000 });

const gameArb = fc.record({
  deal: fc.integer({ min: 0, max: DEAL_COUNT - 1 }),
  draw: fc.constantFrom(1 as const, 3 as const),
  scoring: fc.constantFrom('normal' as const, 'vegas' as const),
  preset: fc.constantFrom('app' as const, 'classic' as const, 'stilldeck' as const),
  thoughtful: fc.boolean(),
});
/** Choices driving a random game: 0 is an undo, anything else picks among the legal actions. */
const choicesArb = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 250, size: 'max' });

/** Throws naming the broken invariant (plain checks: this runs after every step of every random game). */
function checkInvariants(p: Position): void {
  const fail = (what: string) => {
    throw new Error(`${what} in ${makePosition(p)}`);
  };
  const seen = new Set<number>();
  const add = (c: number) => {
    if (!Number.isInteger(c) || c < 0 || c > 51) fail(`not a card: ${c}`);
    if (seen.has(c)) fail(`card ${c} twice`);
    seen.add(c);
  };
  p.tableau.forEach((column, n) => {
    // face-down cards only under face-up ones: a non-empty column has a face-up top
    if (column.cards.length === 0 ? column.down !== 0 : column.down < 0 || column.down >= column.cards.length) fail(`T${n + 1} face-down count ${column.down}`);
    // the face-up run descends in alternating colours
    for (let i = column.down + 1; i < column.cards.length; i++) if (!fitsOnCard(column.cards[i]!, column.cards[i - 1]!)) fail(`T${n + 1} is not a run`);
    column.cards.forEach(add);
  });
  // foundations in suit order: F1..F4 hold spades, hearts, diamonds, clubs, from the Ace up
  p.foundations.forEach((n, s) => {
    if (!Number.isInteger(n) || n < 0 || n > 13) fail(`F${s + 1} height ${n}`);
    for (let r = 0; r < n; r++) add(s * 13 + r);
  });
  p.stock.forEach(add);
  p.waste.forEach(add);
  // 52 distinct cards always
  if (seen.size !== 52) fail(`${seen.size} cards`);
  if (!Number.isInteger(p.pass) || p.pass < 1) fail(`pass ${p.pass}`);
}

/** The score from scratch: the move log's actions applied from the start, floor after each (RULES §4-5). */
function foldScore(game: Game): { score: number; position: Position } {
  const rules: Rules = game.rules;
  let position = game.initialPosition;
  let score = rules.points.start;
  for (const action of moveLogActions(game)) {
    const applied = applyAction(position, rules, action);
    if (!applied.ok) throw new Error(`move log action ${makeAction(action)} refused: ${applied.error.message}`);
    position = applied.value.position;
    score += applied.value.points;
    if (rules.points.floor !== null) score = Math.max(rules.points.floor, score);
  }
  return { score, position };
}

/** Plays a random game; calls `check` after each accepted action or undo with the game before and after. */
function randomGame(code: Parameters<typeof gameFromCode>[0] | Game, choices: readonly number[], check: (before: Game, after: Game, undid: boolean) => void): Game {
  let game = 'initialPosition' in code ? code : gameFromCode(code);
  let t = 0;
  for (const choice of choices) {
    const legal = legalActions(gamePosition(game), game.rules);
    let next;
    if (choice === 0 || choice % 7 === 0 || legal.length === 0) next = undo(game, (t += 10));
    else {
      // lean towards foundation moves now and then, so random games also reach late and won positions
      const home = choice % 3 === 1 ? legal.find((a) => a.type === 'move' && a.to === 'F') : undefined;
      next = act(game, home ?? legal[choice % legal.length]!, (t += 10));
    }
    if (!next.ok) continue;
    check(game, next.value, choice === 0 || choice % 7 === 0 || legal.length === 0);
    game = next.value;
  }
  return game;
}

/**
 * Random valid positions, many of them late in a game: random foundation heights, the other cards shuffled into
 * columns (face down under one face-up top), the stock and the waste. Random play from them reaches wins.
 */
const positionArb = fc
  .record({
    heights: fc.oneof(
      fc.array(fc.oneof(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 9, max: 13 }), fc.constant(13)), { minLength: 4, maxLength: 4 }),
      fc.array(fc.integer({ min: 11, max: 13 }), { minLength: 4, maxLength: 4 }),
    ),
    order: fc.shuffledSubarray(Array.from({ length: 52 }, (_, i) => i), { minLength: 52, maxLength: 52 }),
    cuts: fc.array(fc.nat({ max: 100 }), { minLength: 9, maxLength: 9 }),
    pass: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ heights, order, cuts, pass }): Position => {
    const rest = order.filter((c) => c % 13 >= heights[(c / 13) | 0]!);
    const total = cuts.reduce((a, b) => a + b, 0) || 1;
    const sizes = cuts.map((w) => Math.floor((w / total) * rest.length));
    sizes[8] = rest.length - sizes.slice(0, 8).reduce((a, b) => a + b, 0);
    let next = 0;
    const take = (n: number) => rest.slice(next, (next += n));
    const tableau = sizes.slice(0, 7).map((n) => {
      const cards = take(n);
      return { cards, down: Math.max(0, cards.length - 1) };
    });
    return { tableau, foundations: heights, stock: take(sizes[7]!), waste: take(sizes[8]!), pass };
  });
const rulesArb = gameArb.map((c) => makeRules(c));

describe('properties of random games (fast-check)', () => {
  it('from random positions (late games, wins): invariants, score fold, undo, journal replay, position round trip; nothing accepted after a win', () => {
    let wins = 0;
    fc.assert(
      fc.property(positionArb, rulesArb, choicesArb, (position, rules, choices) => {
        const start = gameFromPosition(position, rules);
        if (!start.ok) return; // P past the rules' pass limit
        checkInvariants(position);
        const history = [{ position: makePosition(position), score: gameScore(start.value) }];
        const end = randomGame(start.value, choices, (_before, after, undid) => {
          checkInvariants(gamePosition(after));
          expect(gameScore(after)).toBe(foldScore(after).score);
          if (undid) history.pop();
          else history.push({ position: makePosition(gamePosition(after)), score: gameScore(after) });
          expect({ position: makePosition(gamePosition(after)), score: gameScore(after) }).toEqual(history[history.length - 1]);
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
      { numRuns: runs(100) },
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
      { numRuns: runs(100) },
    );
  });

  it('the incremental score equals a fold from scratch over the move log (applyAction and the floor)', () => {
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        randomGame(code, choices, (_before, after) => {
          const fold = foldScore(after);
          expect(gameScore(after)).toBe(fold.score);
          expect(makePosition(gamePosition(after))).toBe(makePosition(fold.position));
        });
      }),
      { numRuns: runs(60) },
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
          expect({ position: makePosition(gamePosition(after)), score: gameScore(after) }).toEqual(history[history.length - 1]);
        });
      }),
      { numRuns: runs(30) },
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
      { numRuns: runs(40) },
    );
  });

  it('legalActions lists exactly the actions applyAction accepts, at every step of random games', () => {
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
          const accepted = candidates.filter((a) => applyAction(p, after.rules, a).ok).map(makeAction).sort();
          expect(legalActions(p, after.rules).map(makeAction).sort()).toEqual(accepted);
        });
      }),
      { numRuns: runs(30) },
    );
  });

  it('the machine, stepped with transition(), agrees with the pure game value on every event', () => {
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        let [snapshot] = initialTransition(gameMachine, { game: gameFromCode(code) });
        let game = gameFromCode(code);
        for (const choice of choices.slice(0, 120)) {
          const legal = legalActions(gamePosition(game), game.rules);
          const action = choice % 5 === 0 || legal.length === 0 ? ({ type: 'undo' } as const) : legal[choice % legal.length]!;
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
      { numRuns: runs(30) },
    );
  });

  it('printing a position and parsing it back gives the same position', () => {
    fc.assert(
      fc.property(gameArb, choicesArb, (code, choices) => {
        randomGame(code, choices, (_before, after) => {
          const p = gamePosition(after);
          const parsed = parsePosition(makePosition(p));
          if (!parsed.ok) throw new Error(parsed.error.message);
          expect(parsed.value).toEqual({ ...p, tableau: p.tableau.map((c) => ({ cards: [...c.cards], down: c.down })), foundations: [...p.foundations], stock: [...p.stock], waste: [...p.waste] });
        });
      }),
      { numRuns: runs(40) },
    );
  });
});

/** Asserts a parser returned ok or one of its documented error codes, and did not throw. */
function documented(result: { ok: boolean; error?: { code: string; message: string } }, codes: readonly string[]): void {
  if (result.ok) return;
  expect(codes).toContain(result.error!.code);
  expect(typeof result.error!.message).toBe('string');
}
const CARD_CODES = ['ERR_CARD'];
const DECK_CODES = ['ERR_DECK_CARD', 'ERR_DECK_COUNT', 'ERR_DECK_REPEATED', 'ERR_DECK_MISSING'];
const CODE_CODES = ['ERR_CODE_FORMAT', 'ERR_CODE_MODE', 'ERR_CODE_DEAL', 'ERR_CODE_OPTIONS'];
const TOKEN_CODES = ['ERR_TOKEN'];
const POSITION_CODES = ['ERR_POSITION_PART', 'ERR_POSITION_CARD', 'ERR_POSITION_FOUNDATION', 'ERR_POSITION_COLUMN', 'ERR_POSITION_CARDS', 'ERR_POSITION_PASS'];
const SESSION_CODES = ['ERR_JSON', 'ERR_FORMAT', 'ERR_VERSION', 'ERR_SCHEMA', 'ERR_START', 'ERR_ACTION', 'ERR_ILLEGAL'];

/** Structured mutations of a valid text: delete, insert, replace or swap a piece, change case. */
const mutate = (valid: string) =>
  fc
    .record({
      kind: fc.constantFrom('delete', 'insert', 'replace', 'duplicate', 'swap', 'case', 'truncate'),
      at: fc.nat(),
      len: fc.integer({ min: 1, max: 8 }),
      piece: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('-', ' ', ';', '\n', ':', '#', '10', 'T', 'Z', '"', '{', '}', ',', '0', 'K', 'As', 'F', 'P: 0', 'U')),
    })
    .map(({ kind, at, len, piece }) => {
      const i = valid.length === 0 ? 0 : at % valid.length;
      switch (kind) {
        case 'delete':
          return valid.slice(0, i) + valid.slice(i + len);
        case 'insert':
          return valid.slice(0, i) + piece + valid.slice(i);
        case 'replace':
          return valid.slice(0, i) + piece + valid.slice(i + len);
        case 'duplicate':
          return valid.slice(0, i + len) + valid.slice(i, i + len) + valid.slice(i + len);
        case 'swap': {
          const j = (i + len * 7) % Math.max(1, valid.length);
          const a = Math.min(i, j);
          const b = Math.max(i, j);
          return valid.slice(0, a) + valid.slice(b, b + len) + valid.slice(a + len, b) + valid.slice(a, a + len) + valid.slice(b + len);
        }
        case 'case':
          return valid.slice(0, i) + valid.slice(i, i + len).toLowerCase() + valid.slice(i + len);
        case 'truncate':
          return valid.slice(0, i);
      }
    });

const anyText = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));

describe('parsers return only their documented errors, never throw', () => {
  const deck = makeDeck(dealDeck(6));
  const position = makePosition(gamePosition(gameFromCode({ deal: 6, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false })));
  const sessionGame = replay(gameFromCode({ deal: 6, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false }), [{ action: { type: 'draw' }, t: 5 }, { action: { type: 'undo' }, t: 9 }]);
  if (!sessionGame.ok) throw new Error('bad fixture');
  const session = makeSessionText(sessionGame.value);

  const cases: Array<[string, (s: string) => { ok: boolean; error?: { code: string; message: string } }, readonly string[], string]> = [
    ['parseCard', parseCard, CARD_CODES, '10h'],
    ['parseDeck', parseDeck, DECK_CODES, deck],
    ['parseGameCode', parseGameCode, CODE_CODES, makeGameCode({ deal: 12345, draw: 3, scoring: 'vegas', preset: 'classic', thoughtful: true })],
    ['parseAction', parseAction, TOKEN_CODES, 'F1-T4'],
    ['parseActions', parseActions, TOKEN_CODES, 'D R U W-T3 W-F T2-T5 T2-F F1-T4'],
    ['parsePosition', parsePosition, POSITION_CODES, position],
    ['parseSessions', parseSessions, SESSION_CODES, session + '\n' + session],
  ];

  it.each(cases)('%s on arbitrary strings', (_name, parse, codes) => {
    fc.assert(fc.property(anyText, (text) => documented(parse(text), codes)), { numRuns: runs(300) });
  });

  it.each(cases)('%s on structured mutations of a valid input', (_name, parse, codes, valid) => {
    expect(parse(valid).ok).toBe(true);
    fc.assert(fc.property(fc.array(mutate(valid), { minLength: 1, maxLength: 3 }), (texts) => {
      for (const text of texts) documented(parse(text), codes);
    }), { numRuns: runs(300) });
    fc.assert(fc.property(mutate(valid).chain((once) => mutate(once)), (text) => documented(parse(text), codes)), { numRuns: runs(200) });
  });

  it('parseSessions on structured mutations of the session object (fields removed, retyped, actions changed)', () => {
    const value = JSON.parse(session) as Record<string, unknown>;
    const keys = Object.keys(value);
    const junk = fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 10 }), fc.boolean(), fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }), fc.constant({}), fc.double());
    const mutated = fc.record({ key: fc.constantFrom(...keys, 'actions', 'version', 'format', 'code', 'deck', 'position'), remove: fc.boolean(), junk, action: fc.string({ maxLength: 8 }) }).map(({ key, remove, junk, action }) => {
      const copy: Record<string, unknown> = { ...value };
      if (remove) delete copy[key];
      else if (key === 'actions') copy[key] = [{ a: action, t: 1 }, { a: 'D' }];
      else copy[key] = junk;
      return JSON.stringify(copy);
    });
    fc.assert(fc.property(mutated, (text) => documented(parseSessions(text), SESSION_CODES)), { numRuns: runs(400) });
  });
});
