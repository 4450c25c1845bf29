import { describe, expect, it, vi } from 'vitest';
import {
  DEAL_COUNT,
  dealDeck,
  dealPosition,
  gameFromCode,
  gamePosition,
  makeDeck,
  makeGameCode,
  makePosition,
  newGameCode,
  parseGameCode,
  seededRng,
  type GameCode,
} from '../src/index.js';
import { makeDealLetters } from '../src/gameCode.js';
import { must } from './helpers.js';

/** Decks of game codes, computed once with `dealDeck` when the format was released: they must never change (RULES §2). */
const GOLDEN: ReadonlyArray<readonly [string, number, string]> = [
  [
    'KL1-D1N-AAAAAAA',
    0,
    '7h As Qs Qc Qh Ac 9c Ks 2c 3h 2h Kh Td 4c Ah 8s 3d 3s 6d Jh 8h Ad Jc Th 4s 7d 5c Kc 9h Qd 3c 2d 8d Jd Kd 4h 7c 6s 8c 5h 2s 7s Ts 6h 5d Js Tc 9d 9s 6c 4d 5s',
  ],
  [
    'KL1-D1N-AAAAAAB',
    1,
    '6d Kh Ac 4s 3s 8h Qs Td Th Ah 5h Qc Ad 6h Kc 6s 3d Jc 4c 7s 7c 2d 9c Js Jd 6c Ts 2h Qh Jh As 2c Qd Ks 4d 8d 9h 2s 9d 9s 7h Tc 4h 8s 5s Kd 8c 5d 3h 3c 5c 7d',
  ],
  [
    'KL1-D1N-AAAAAAG',
    6,
    'Js 2s 8s 5c Kd 7d 7s Qc Jd 9s 7c 4c 9h Jh Qh Ah Ks 5h Qs 2c As 8c 9c 8h 4d Th 3h 9d 6h Ac 6c 3s Jc 5s 3d Ts 2d 6d 6s Ad 8d Tc 2h Kh 3c 5d Td Qd 4h 7h Kc 4s',
  ],
  [
    'KL1-D3V-HELLOKL',
    2215165743,
    'Ac 4c 3s Js 7h 5s Jh Tc Ad Kh 4s 4d 5d 3c Ks Td 9c 9d Qs 5c Qc 3h 2h 6s 8d 2d Kd Qd 2s 8h 7d Kc Ah 8s Qh 6c Ts 9s 7c 4h Jc Th Jd 3d 9h 2c 5h 6d As 6h 7s 8c',
  ],
  [
    'KL1-D1V-ZZZZZZZ',
    8031810175,
    'Ad Jd Qd 9h 2d Kd 6h 7c 6s 7d 3h Td 2c 5h Qs 5s Ah Js 4c 4d 3d Ks 8h Kc 2s 3c 9d 8s Qh 7h Jh Tc 6c Kh As 8d 6d 9s 2h 5c 8c 4h Ac 9c 3s Th Qc Jc 5d Ts 4s 7s',
  ],
  [
    'KL1-D3N-KLONDIK-S',
    3226481294,
    'Kc 6c 7s 9d 4c Jh 9c Jc 2d 9s 3c 7h Ts Tc 6d 7d Ks 2s Td 8d Kd 3s Qh Th 7c Jd 3d 3h 6h 9h Qd 5c 5d Qs 8h Ah 2c Ac 2h 5h 8s 5s Qc Ad 6s 4d 4h 8c 4s Kh Js As',
  ],
  [
    'KL1-D1N-BCDEFGH-CT',
    334123303,
    '2s 5h 2h 2c 7d Qd 4c 3c Qc 8d 6h 8c Tc Ad 8h 4h Ah 6d 2d As Kh Ks 4s 3d 6s 8s 7c Ac Kc 5c Ts 5s Td Jc Qh Th 3h 6c 9d Js Jd 9h Qs Jh 9c Kd 5d 9s 4d 7h 7s 3s',
  ],
];

describe('RULES §2 game code', () => {
  it('"Format KL1-D<draw><scoring>-<deal>, for example KL1-D1N-AAAAAAG"', () => {
    expect(must(parseGameCode('KL1-D1N-AAAAAAG'))).toEqual({
      deal: 6,
      draw: 1,
      scoring: 'normal',
      preset: 'app',
      thoughtful: false,
    });
    expect(must(parseGameCode('KL1-D3V-AAAAAAB'))).toEqual({
      deal: 1,
      draw: 3,
      scoring: 'vegas',
      preset: 'app',
      thoughtful: false,
    });
  });

  it('"<deal>: 7 letters A..Z, a base-26 number, most significant letter first (A=0, so AAAAAAG is deal 6). Deals 0 .. 26^7-1."', () => {
    expect(DEAL_COUNT).toBe(26 ** 7);
    expect(must(parseGameCode('KL1-D1N-AAAAAAA')).deal).toBe(0);
    expect(must(parseGameCode('KL1-D1N-AAAAAAG')).deal).toBe(6);
    expect(must(parseGameCode('KL1-D1N-AAAAABA')).deal).toBe(26);
    expect(must(parseGameCode('KL1-D1N-BAAAAAA')).deal).toBe(26 ** 6);
    expect(must(parseGameCode('KL1-D1N-ZZZZZZZ')).deal).toBe(26 ** 7 - 1);
    expect(makeDealLetters(0)).toBe('AAAAAAA');
    expect(makeDealLetters(6)).toBe('AAAAAAG');
    expect(makeDealLetters(26 ** 7 - 1)).toBe('ZZZZZZZ');
    for (const deal of [0, 1, 25, 26, 27, 675, 676, 12345678, 26 ** 7 - 2, 26 ** 7 - 1])
      expect(must(parseGameCode(`KL1-D1N-${makeDealLetters(deal)}`)).deal).toBe(deal);
  });

  it('"An optional fourth part names a preset other than app and options: C classic, S stilldeck, T thoughtful, e.g. KL1-D3N-AAAAAAG-CT. Without it the game is the app preset."', () => {
    expect(must(parseGameCode('KL1-D3N-AAAAAAG-CT'))).toEqual({
      deal: 6,
      draw: 3,
      scoring: 'normal',
      preset: 'classic',
      thoughtful: true,
    });
    expect(must(parseGameCode('KL1-D3N-AAAAAAG-S')).preset).toBe('stilldeck');
    expect(must(parseGameCode('KL1-D3N-AAAAAAG-C')).preset).toBe('classic');
    const t = must(parseGameCode('KL1-D1V-AAAAAAG-T'));
    expect([t.preset, t.thoughtful]).toEqual(['app', true]);
    expect(must(parseGameCode('KL1-D1N-AAAAAAG')).preset).toBe('app');
  });

  it('parse/print round trip over every mode, preset and option', () => {
    for (const draw of [1, 3] as const)
      for (const scoring of ['normal', 'vegas'] as const)
        for (const preset of ['app', 'classic', 'stilldeck'] as const)
          for (const thoughtful of [false, true])
            for (const deal of [0, 6, 999999, 26 ** 7 - 1]) {
              const code: GameCode = { deal, draw, scoring, preset, thoughtful };
              const text = makeGameCode(code);
              expect(must(parseGameCode(text))).toEqual(code);
              expect(makeGameCode(must(parseGameCode(text)))).toBe(text);
            }
    expect(makeGameCode({ deal: 6, draw: 3, scoring: 'normal', preset: 'classic', thoughtful: true })).toBe(
      'KL1-D3N-AAAAAAG-CT',
    );
    expect(makeGameCode({ deal: 6, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false })).toBe(
      'KL1-D1N-AAAAAAG',
    );
  });

  it('"Input is trimmed and upper-cased"', () => {
    expect(must(parseGameCode('  kl1-d3v-aaaaaag-s \n'))).toEqual({
      deal: 6,
      draw: 3,
      scoring: 'vegas',
      preset: 'stilldeck',
      thoughtful: false,
    });
  });

  const wrong: ReadonlyArray<readonly [string, string, string]> = [
    ['', 'ERR_CODE_FORMAT', ''],
    ['KL2-D1N-AAAAAAG', 'ERR_CODE_FORMAT', 'KL2-D1N-AAAAAAG'],
    ['KL1', 'ERR_CODE_FORMAT', 'KL1'],
    ['KL1-D1N', 'ERR_CODE_FORMAT', 'KL1-D1N'],
    ['KL1-D1N-AAAAAAG-C-T', 'ERR_CODE_FORMAT', 'KL1-D1N-AAAAAAG-C-T'],
    ['KL1 D1N AAAAAAG', 'ERR_CODE_FORMAT', 'KL1 D1N AAAAAAG'],
    ['KL1-D2N-AAAAAAG', 'ERR_CODE_MODE', 'D2N'],
    ['KL1-D1X-AAAAAAG', 'ERR_CODE_MODE', 'D1X'],
    ['KL1-1N-AAAAAAG', 'ERR_CODE_MODE', '1N'],
    ['KL1-D1NV-AAAAAAG', 'ERR_CODE_MODE', 'D1NV'],
    ['KL1-D1N-AAAAAG', 'ERR_CODE_DEAL', 'AAAAAG'],
    ['KL1-D1N-AAAAAAAA', 'ERR_CODE_DEAL', 'AAAAAAAA'],
    ['KL1-D1N-AAAAAA1', 'ERR_CODE_DEAL', 'AAAAAA1'],
    ['KL1-D1N-AAAÄAAA', 'ERR_CODE_DEAL', 'AAAÄAAA'],
    ['KL1-D1N-AAAAAAG-', 'ERR_CODE_OPTIONS', '""'],
    ['KL1-D1N-AAAAAAG-X', 'ERR_CODE_OPTIONS', 'X'],
    ['KL1-D1N-AAAAAAG-CS', 'ERR_CODE_OPTIONS', 'CS'],
    ['KL1-D1N-AAAAAAG-TT', 'ERR_CODE_OPTIONS', 'TT'],
    ['KL1-D1N-AAAAAAG-A', 'ERR_CODE_OPTIONS', 'A'],
    // two variants: the message says a code names at most one (a new-user trial read the older "D or J" as allowing both)
    ['KL1-D1N-AAAAAAG-DJ', 'ERR_CODE_OPTIONS', 'at most one variant (D double or J jokers)'],
    // read upper-cased, but the message quotes the input as written
    ['garbage', 'ERR_CODE_FORMAT', 'game code "garbage" is not'],
    ['  kl1-d2n-aaaaaag ', 'ERR_CODE_MODE', 'game code part "d2n" must'],
    ['kl1-d1n-aaaaa1g', 'ERR_CODE_DEAL', 'game code deal "aaaaa1g" must'],
    ['kl1-d1n-aaaaaag-x', 'ERR_CODE_OPTIONS', 'game code options "x" may'],
    // only a-z are upper-cased: "ß" would become "SS" and make these six letters a valid seven
    ['KL1-D1N-aaaaaß', 'ERR_CODE_DEAL', 'game code deal "aaaaaß" must'],
    ['KL1-D1N-AAAAAAG-ﬆ', 'ERR_CODE_OPTIONS', 'game code options "ﬆ" may'],
  ];
  it.each(wrong)(
    '"anything else that does not match is rejected with an error that says which part is wrong": %s -> %s',
    (text, code, named) => {
      const r = parseGameCode(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message).toContain(named);
      }
    },
  );

  it('"The layout depends only on the deal number: KL1-D1N-AAAAAAG, KL1-D3V-AAAAAAG and KL1-D3N-AAAAAAG-S have the same cards in the same places"', () => {
    const layouts = ['KL1-D1N-AAAAAAG', 'KL1-D3V-AAAAAAG', 'KL1-D3N-AAAAAAG-S', 'KL1-D1V-AAAAAAG-CT'].map((c) =>
      makePosition(gamePosition(gameFromCode(must(parseGameCode(c))))),
    );
    for (const l of layouts) expect(l).toBe(layouts[0]);
    expect(layouts[0]).toBe(makePosition(dealPosition(dealDeck(6))));
  });
});

describe('RULES §2 the shuffle', () => {
  it.each(GOLDEN)(
    'GOLDEN "once released, a code must give the same deal forever; golden tests pin it": %s (deal %i)',
    (code, deal, deck) => {
      const parsed = must(parseGameCode(code));
      expect(parsed.deal).toBe(deal);
      expect(makeDeck(dealDeck(parsed.deal))).toBe(deck);
      const start = gameFromCode(parsed).initialPosition;
      expect(makeDeck([...start.tableau.flatMap((c) => c.cards), ...start.stock.slice().reverse()])).toBe(deck);
    },
  );

  it('"The shuffled array is the deck string": the deal is the same across two calls', () => {
    for (const [, deal, deck] of GOLDEN) {
      expect(makeDeck(dealDeck(deal))).toBe(makeDeck(dealDeck(deal)));
      expect(makeDeck(dealDeck(deal))).toBe(deck);
    }
  });

  it('the deal is the same with fresh module state (no hidden state survives between games)', async () => {
    const before = GOLDEN.map(([, deal]) => makeDeck(dealDeck(deal)));
    vi.resetModules();
    const fresh = await import('../src/deck.js');
    expect(fresh.dealDeck).not.toBe(dealDeck);
    expect(GOLDEN.map(([, deal]) => fresh.makeDeck(fresh.dealDeck(deal)))).toEqual(before);
    // interleaving other random draws does not disturb a deal
    seededRng(42).next();
    newGameCode();
    expect(GOLDEN.map(([, deal]) => makeDeck(dealDeck(deal)))).toEqual(before);
  });

  it('"a Fisher-Yates shuffle of the deck As 2s .. Ks Ah .. Kh Ad .. Kd Ac .. Kc driven by a documented, seeded pseudo-random generator using integer arithmetic only": an independent implementation of the documented algorithm deals the same decks', () => {
    // written from rng.ts's and deck.ts's documentation, not from their code
    const mix = (z0: number) => {
      let z = z0;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
    const documented = (deal: number) => {
      let state = (deal % 2 ** 32) >>> 0;
      const split = () => mix((state = (state + 0x9e3779b9) >>> 0));
      const s = [split(), split()];
      state = (state ^ Math.floor(deal / 2 ** 32)) >>> 0;
      s.push(split(), split());
      if ((s[0]! | s[1]! | s[2]! | s[3]!) === 0) s[0] = 1;
      const next = () => {
        const result = Math.imul(rotl(Math.imul(s[1]!, 5) >>> 0, 7), 9) >>> 0;
        const t = (s[1]! << 9) >>> 0;
        s[2] = (s[2]! ^ s[0]!) >>> 0;
        s[3] = (s[3]! ^ s[1]!) >>> 0;
        s[1] = (s[1]! ^ s[2]) >>> 0;
        s[0] = (s[0]! ^ s[3]) >>> 0;
        s[2] = (s[2] ^ t) >>> 0;
        s[3] = rotl(s[3], 11);
        return result;
      };
      return next;
    };
    const shuffle = (deal: number) => {
      const next = documented(deal);
      const below = (n: number) => {
        const limit = 2 ** 32 - (2 ** 32 % n);
        for (;;) {
          const w = next();
          if (w < limit) return w % n;
        }
      };
      const deck = Array.from({ length: 52 }, (_, i) => i);
      for (let i = 51; i > 0; i--) {
        const j = below(i + 1);
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      return deck;
    };
    for (const deal of [0, 1, 6, 2215165743, 26 ** 7 - 1, 2 ** 32, 2 ** 32 + 5]) {
      expect(makeDeck(dealDeck(deal))).toBe(makeDeck(shuffle(deal)));
      const rng = seededRng(deal);
      const next = documented(deal);
      for (let i = 0; i < 100; i++) expect(rng.next()).toBe(next());
    }
  });

  it('"(no modulo bias, no Math.random)": dealing never calls Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    try {
      for (const deal of [0, 6, 26 ** 7 - 1]) dealDeck(deal);
      gameFromCode(must(parseGameCode('KL1-D3V-AAAAAAG')));
      newGameCode();
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('"unbiased bounded draws": uniformity sanity, where As lands over 5200 deals (chi-square, loose bound)', () => {
    const deals = 5200;
    const counts = new Array<number>(52).fill(0);
    const first = new Array<number>(52).fill(0);
    for (let d = 0; d < deals; d++) {
      const deck = dealDeck(d * 7919 + 11);
      counts[deck.indexOf(0)]!++;
      first[deck[0]!]!++;
    }
    const chi = (xs: number[]) => xs.reduce((s, n) => s + (n - deals / 52) ** 2 / (deals / 52), 0);
    // 51 degrees of freedom: mean 51, sd ~10; 150 is beyond any plausible fluctuation, a biased shuffle exceeds it
    expect(chi(counts)).toBeLessThan(150);
    expect(chi(first)).toBeLessThan(150);
  });

  it('"unbiased bounded draws": below(n) stays in range and covers it evenly', () => {
    const rng = seededRng(123);
    const counts = new Array<number>(3).fill(0);
    for (let i = 0; i < 30000; i++) {
      const v = rng.below(3);
      expect(v >= 0 && v < 3 && Number.isInteger(v)).toBe(true);
      counts[v]!++;
    }
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(600);
  });

  it('newGameCode gives valid codes with the deal in range, keeping draw, scoring and preset', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const code = newGameCode(3, 'vegas', 'stilldeck', true);
      expect(Number.isInteger(code.deal) && code.deal >= 0 && code.deal < DEAL_COUNT).toBe(true);
      expect(must(parseGameCode(makeGameCode(code)))).toEqual(code);
      expect([code.draw, code.scoring, code.preset, code.thoughtful]).toEqual([3, 'vegas', 'stilldeck', true]);
      seen.add(code.deal);
    }
    expect(seen.size).toBeGreaterThan(190);
    expect(newGameCode()).toMatchObject({ draw: 1, scoring: 'normal', preset: 'app', thoughtful: false });
  });
});

describe('newGameCode: the deal from the platform generator', () => {
  /** newGameCode with `crypto.getRandomValues` handing out the given pairs of 32-bit words in turn. */
  function drawnWith(
    pairs: readonly (readonly [number, number])[],
    variant?: 'double',
  ): { code: GameCode; draws: number } {
    const queue = [...pairs];
    let draws = 0;
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T>(array: T): T => {
      const words = queue.shift();
      if (words === undefined) throw new Error('more draws than planned');
      (array as unknown as Uint32Array).set(words);
      draws++;
      return array;
    });
    try {
      return { code: newGameCode(1, 'normal', 'app', false, variant), draws };
    } finally {
      spy.mockRestore();
    }
  }

  it('53 bits: the low 21 bits of the first word above the 32 of the second, modulo 26^7', () => {
    expect(drawnWith([[0, 5]])).toEqual({
      code: { deal: 5, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false },
      draws: 1,
    });
    // the first word's lowest bit is 2^32 = 4294967296, below 26^7 = 8031810176
    expect(drawnWith([[1, 0]]).code.deal).toBe(4294967296);
    // the first word's bits from 2^21 up are dropped: 2^21 + 1 counts as 1
    expect(drawnWith([[2 ** 21 + 1, 3]]).code.deal).toBe(4294967299);
    // 2^33 + 2^31 = 10737418240 is one 26^7 past 2705608064
    expect(drawnWith([[2, 2 ** 31]]).code.deal).toBe(2705608064);
  });

  it('draws again at and above 1121441 * 26^7 (the top partial range, so every deal is equally likely)', () => {
    // 1121441 * 26^7 = 9007193203773440 = 2097150 * 2^32 + 2538967040: the first value drawn again
    expect(drawnWith([[2097150, 2538967039]])).toMatchObject({ code: { deal: 26 ** 7 - 1 }, draws: 1 });
    expect(
      drawnWith([
        [2097150, 2538967040],
        [0, 7],
      ]),
    ).toMatchObject({ code: { deal: 7 }, draws: 2 });
    expect(
      drawnWith([
        [2 ** 21 - 1, 2 ** 32 - 1],
        [2 ** 21 - 1, 2 ** 32 - 2],
        [0, 8],
      ]),
    ).toMatchObject({ code: { deal: 8 }, draws: 3 });
  });

  it('names the variant only when it is not standard', () => {
    expect(drawnWith([[0, 5]], 'double').code).toEqual({
      deal: 5,
      draw: 1,
      scoring: 'normal',
      preset: 'app',
      thoughtful: false,
      variant: 'double',
    });
    expect('variant' in newGameCode(3, 'vegas', 'classic', true, 'standard')).toBe(false);
  });
});
