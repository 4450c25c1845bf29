import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_START_ERROR_CODES,
  act,
  dealDeck,
  gameFromCode,
  gameFromFields,
  gameFromStart,
  gamePosition,
  gameScore,
  gameStartOf,
  makeDeck,
  makeGameStart,
  makePosition,
  parseGameCode,
  parseGameStart,
  parseSessions,
  makeSession,
  type GameStart,
  type GameStartError,
  type StartFields,
  VARIANTS,
} from '../src/index.js';
import { deckOf, fillPosition, must, positionOf, token, W1 } from './helpers.js';

const CODE = 'KL1-D1N-AAAAAAG';
/** The deal of CODE (deal 6) as a deck string; the shuffle itself is pinned by the golden tests. */
const DEAL_6 = makeDeck(dealDeck(6));
const ONE_MOVE = fillPosition({ T: ['Kd'], F: 'Ks Kh Qd Kc' });

function refused(fields: StartFields): GameStartError {
  const r = gameFromFields(fields);
  if (r.ok) throw new Error(`expected ${JSON.stringify(fields)} to be refused`);
  return r.error;
}

describe('parseGameStart: loose fields to a start', () => {
  it.each<[string, StartFields, GameStart]>([
    ['a code alone', { code: CODE }, { code: must(parseGameCode(CODE)) }],
    ['a code in lower case, trimmed', { code: ' kl1-d1n-aaaaaag ' }, { code: must(parseGameCode(CODE)) }],
    [
      'a deck with its settings',
      { deck: W1, draw: '3', scoring: 'Vegas', rules: 'CLASSIC', thoughtful: 'true' },
      { deck: deckOf(W1), draw: 3, scoring: 'vegas', preset: 'classic', thoughtful: true },
    ],
    [
      'typed settings, as a session file holds them',
      { deck: W1, draw: 1, thoughtful: false },
      { deck: deckOf(W1), draw: 1, thoughtful: false },
    ],
    ['thoughtful as 1 or 0', { deck: W1, thoughtful: '0' }, { deck: deckOf(W1), thoughtful: false }],
    ['a position', { position: ONE_MOVE }, { position: positionOf(ONE_MOVE) }],
    [
      'null means not given (URLSearchParams.get)',
      { code: CODE, deck: null, draw: null, rules: null },
      { code: must(parseGameCode(CODE)) },
    ],
    [
      'a code and a deck together',
      { code: CODE, deck: DEAL_6 },
      { code: must(parseGameCode(CODE)), deck: deckOf(DEAL_6) },
    ],
  ])('%s', (_name, fields, start) => {
    expect(must(parseGameStart(fields))).toEqual(start);
  });

  it.each<[string, StartFields, GameStartError['code'], RegExp]>([
    ['nothing', {}, 'ERR_NO_START', /code, deck or position/],
    ['only settings', { draw: '3', scoring: 'vegas' }, 'ERR_NO_START', /code, deck or position/],
    ['a position and a deck', { position: ONE_MOVE, deck: W1 }, 'ERR_SEVERAL_STARTS', /not several/],
    ['a position and a code', { position: ONE_MOVE, code: CODE }, 'ERR_SEVERAL_STARTS', /not several/],
    ['a bad code', { code: 'KL1-D2N-AAAAAAG' }, 'ERR_CODE', /D2N/],
    ['a bad deck', { deck: 'Ad 2d' }, 'ERR_DECK', /.+/],
    ['a bad position', { position: 'T1: Kd' }, 'ERR_POSITION', /^position/],
    ['draw 2', { deck: W1, draw: '2' }, 'ERR_DRAW', /draw must be 1 or 3, not "2"/],
    ['a draw number that is not 1 or 3', { deck: W1, draw: 7 }, 'ERR_DRAW', /"7"/],
    ['scoring golf', { deck: W1, scoring: 'golf' }, 'ERR_SCORING', /"golf"/],
    ['rules spider', { deck: W1, rules: 'spider' }, 'ERR_RULES', /"spider"/],
    ['thoughtful maybe', { deck: W1, thoughtful: 'maybe' }, 'ERR_THOUGHTFUL', /"maybe"/],
  ])('refuses %s', (_name, fields, code, message) => {
    const r = parseGameStart(fields);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toMatch(message);
  });

  it("a refused source keeps its parser's error; a refused setting its value, cut to 20 characters", () => {
    const code = parseGameStart({ code: 'GARBAGE' });
    expect(!code.ok && code.error.cause?.code).toBe('ERR_CODE_FORMAT');
    const deck = parseGameStart({ deck: W1.replace('Kc', 'Zz') });
    expect(!deck.ok && deck.error.cause?.code).toBe('ERR_DECK_CARD');
    const draw = parseGameStart({ deck: W1, draw: 'x'.repeat(100) });
    expect(!draw.ok && draw.error.value).toBe(`${'x'.repeat(20)}...`);
  });

  it('the order of checks: sources, then texts, then settings', () => {
    expect(refused({ code: 'GARBAGE', deck: 'bad', position: 'bad' }).code).toBe('ERR_SEVERAL_STARTS');
    expect(refused({ code: 'GARBAGE', draw: '2' }).code).toBe('ERR_CODE');
    expect(refused({ deck: W1, draw: '2', scoring: 'golf' }).code).toBe('ERR_DRAW');
  });
});

describe('makeGameStart: the writer', () => {
  const starts: [string, GameStart][] = [
    ['a code', { code: must(parseGameCode('KL1-D3V-ZZZZZZZ-CT')) }],
    ['a code and its deck', { code: must(parseGameCode(CODE)), deck: deckOf(DEAL_6) }],
    ['a deck with settings', { deck: deckOf(W1), draw: 3, scoring: 'vegas', preset: 'stilldeck', thoughtful: true }],
    ['a deck alone', { deck: deckOf(W1) }],
    ['a position', { position: positionOf(fillPosition({ W: 'As', P: 2 })), draw: 1, preset: 'classic' }],
  ];
  it.each(starts)('round-trips %s', (_name, start) => {
    expect(must(parseGameStart(makeGameStart(start)))).toEqual(start);
  });

  it('writes only the fields the start holds, in their written form', () => {
    expect(makeGameStart({ code: must(parseGameCode('kl1-d3n-aaaaaag-s')) })).toEqual({ code: 'KL1-D3N-AAAAAAG-S' });
    expect(makeGameStart({ deck: deckOf(W1), preset: 'classic' })).toEqual({ deck: W1, rules: 'classic' });
  });
});

describe('gameFromStart: one rule for a code beside other fields', () => {
  it('a code fixes draw, scoring, rules and thoughtful: agreeing fields are accepted', () => {
    const game = must(
      gameFromFields({ code: 'KL1-D3V-AAAAAAG', draw: '3', scoring: 'vegas', rules: 'app', thoughtful: 'false' }),
    );
    expect(game.rules).toMatchObject({ draw: 3, scoring: 'vegas', preset: 'app', thoughtful: false });
    expect(gameScore(game)).toBe(-52);
  });

  it('every field that differs from the code is a conflict, listed as data', () => {
    const e = refused({ code: CODE, draw: '3', scoring: 'vegas', rules: 'classic', thoughtful: 'true', deck: W1 });
    expect(e.code).toBe('ERR_CONFLICT');
    expect(e.gameCode).toBe(CODE);
    expect(e.conflicts).toEqual([
      { field: 'draw', given: '3', fixed: '1' },
      { field: 'scoring', given: 'vegas', fixed: 'normal' },
      { field: 'rules', given: 'classic', fixed: 'app' },
      { field: 'thoughtful', given: 'true', fixed: 'false' },
      { field: 'deck', given: W1, fixed: DEAL_6 },
    ]);
    expect(e.message).toContain('draw 3 conflicts with game code KL1-D1N-AAAAAAG (draw 1)');
    expect(e.message).toContain('thoughtful conflicts with game code KL1-D1N-AAAAAAG (not thoughtful)');
    expect(e.message).toContain('the deck is not the deal of game code KL1-D1N-AAAAAAG');
  });

  it('a variant field that disagrees with the code is that conflict, the deck read in the code\'s variant (a new-user trial got "7h appears twice" for a Double Klondike session without its variant)', () => {
    const doubleDeal = makeDeck(dealDeck(6, VARIANTS.double));
    const e = refused({ code: 'KL1-D1N-AAAAAAG-D', variant: 'standard', deck: doubleDeal, draw: 1 });
    expect(e.code).toBe('ERR_CONFLICT');
    expect(e.conflicts).toEqual([{ field: 'variant', given: 'standard', fixed: 'double' }]);
    expect(e.message).toContain('variant standard conflicts with game code KL1-D1N-AAAAAAG-D (variant double)');
  });

  it('"not thoughtful" beside a thoughtful code is a conflict too', () => {
    expect(refused({ code: 'KL1-D1N-AAAAAAG-T', thoughtful: false }).conflicts).toEqual([
      { field: 'thoughtful', given: 'false', fixed: 'true' },
    ]);
  });

  it("a code and its own deal as a deck start the code's game", () => {
    const game = must(gameFromFields({ code: CODE, deck: DEAL_6 }));
    expect(game.start.kind).toBe('code');
  });

  it('a deck or a position takes the settings given, with the app defaults', () => {
    const deck = must(gameFromFields({ deck: W1 }));
    expect(deck.rules).toMatchObject({ preset: 'app', draw: 1, scoring: 'normal', thoughtful: false });
    const classic = must(
      gameFromFields({ deck: W1, rules: 'classic', scoring: 'vegas', draw: '3', thoughtful: 'true' }),
    );
    expect(classic.rules).toMatchObject({ preset: 'classic', draw: 3, scoring: 'vegas', thoughtful: true });
    const position = must(gameFromFields({ position: ONE_MOVE }));
    expect(must(act(position, token('T1-F'))).moveLog?.position.foundations).toEqual([13, 13, 13, 13]);
  });

  it('a position past the pass limit of its rules is ERR_POSITION with the refusal as cause', () => {
    const e = refused({ position: fillPosition({ rest: 'W', P: 2 }), scoring: 'vegas' });
    expect(e.code).toBe('ERR_POSITION');
    expect(e.cause?.code).toBe('NO_PASSES_LEFT');
    expect(e.message).toMatch(/^position: /);
  });

  it('a start built by hand is checked the same way', () => {
    const none = gameFromStart({});
    expect(none.ok || none.error.code).toBe('ERR_NO_START');
    const several = gameFromStart({ deck: deckOf(W1), position: positionOf(ONE_MOVE) });
    expect(several.ok || several.error.code).toBe('ERR_SEVERAL_STARTS');
  });

  it('every error code can happen', () => {
    const seen = new Set<string>();
    const cases: StartFields[] = [
      {},
      { deck: W1, position: ONE_MOVE },
      { code: 'x' },
      { deck: 'x' },
      { position: 'x' },
      { deck: W1, draw: '2' },
      { deck: W1, scoring: 'x' },
      { deck: W1, rules: 'x' },
      { deck: W1, thoughtful: 'x' },
      { deck: W1, variant: 'x' },
      { code: CODE, draw: '3' },
    ];
    for (const fields of cases) seen.add(refused(fields).code);
    expect([...seen].sort()).toEqual([...GAME_START_ERROR_CODES].sort());
  });
});

describe("gameStartOf: a game's start as a setup", () => {
  it.each<[string, StartFields]>([
    ['code', { code: 'KL1-D3N-AAAAAAG-CT' }],
    ['deck', { deck: W1, draw: '3', rules: 'stilldeck', thoughtful: 'true' }],
    ['position', { position: ONE_MOVE, scoring: 'vegas' }],
  ])('gives the same start again for a %s game', (_name, fields) => {
    const game = must(gameFromFields(fields));
    const again = must(gameFromStart(gameStartOf(game)));
    expect(again.start).toEqual(game.start);
    expect(again.rules).toEqual(game.rules);
    expect(makePosition(gamePosition(again))).toBe(makePosition(gamePosition(game)));
  });

  it("a code game's start is the code alone", () => {
    expect(Object.keys(gameStartOf(must(gameFromFields({ code: CODE }))))).toEqual(['code']);
  });
});

describe('session files follow the same rule', () => {
  const base = { format: 'klondike-session', version: 1, rules: 'app', draw: 1, scoring: 'normal', actions: [] };
  const startError = (extra: Record<string, unknown>) => {
    const r = parseSessions(JSON.stringify({ ...base, ...extra }));
    if (r.ok) throw new Error('expected a refusal');
    return r.error;
  };

  it("a session's fields that disagree with its code: ERR_START carrying the conflicts", () => {
    const e = startError({ code: 'KL1-D3V-AAAAAAG-C' });
    expect(e.code).toBe('ERR_START');
    expect(e.start?.code).toBe('ERR_CONFLICT');
    expect(e.start?.conflicts?.map((c) => c.field)).toEqual(['draw', 'scoring', 'rules']);
    expect(e.message).toContain('KL1-D3V-AAAAAAG-C');
  });

  it('a session without thoughtful is not thoughtful: a thoughtful code beside it conflicts', () => {
    expect(startError({ code: 'KL1-D1N-AAAAAAG-T' }).start?.conflicts).toEqual([
      { field: 'thoughtful', given: 'false', fixed: 'true' },
    ]);
  });

  it('makeSession writes what gameFromStart reads back, for every kind of start', () => {
    for (const fields of [
      { code: 'KL1-D3V-AAAAAAG-T' },
      { deck: W1, rules: 'classic' },
      { position: ONE_MOVE, draw: '3' },
    ]) {
      const game = must(gameFromFields(fields));
      const [read] = must(parseSessions(JSON.stringify(makeSession(game))));
      expect(read!.game.start).toEqual(game.start);
      expect(read!.game.rules).toEqual(game.rules);
    }
  });
});

describe('gameFromStart: a code beside a deck deals the code once', () => {
  // the deal of the code, that deal with two cards swapped, or another deal: the deck is accepted
  // exactly when its text is the code's deal, and then the game is the code's own game
  it('a deck is accepted exactly when it is the deal, and the game is gameFromCode of the code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom('', '-D', '-J'),
        fc.oneof(
          fc.constant({ kind: 'same' as const }),
          fc.record({ kind: fc.constant('swap' as const), i: fc.nat(103), j: fc.nat(103) }),
          fc.record({ kind: fc.constant('other' as const), deal: fc.integer({ min: 0, max: 26 ** 7 - 1 }) }),
        ),
        (deal, suffix, change) => {
          const code = { ...must(parseGameCode(CODE + suffix)), deal };
          const variant = VARIANTS[code.variant ?? 'standard'];
          const dealt = dealDeck(deal, variant);
          const deck = dealt.slice();
          if (change.kind === 'swap') {
            const i = change.i % deck.length;
            const j = change.j % deck.length;
            [deck[i], deck[j]] = [deck[j]!, deck[i]!];
          } else if (change.kind === 'other') deck.splice(0, deck.length, ...dealDeck(change.deal, variant));
          const read = gameFromStart({ code, deck });
          if (makeDeck(deck) === makeDeck(dealt)) expect(read).toEqual({ ok: true, value: gameFromCode(code) });
          else {
            expect(read.ok).toBe(false);
            expect(!read.ok && read.error.conflicts).toEqual([
              { field: 'deck', given: makeDeck(deck), fixed: makeDeck(dealt) },
            ]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
