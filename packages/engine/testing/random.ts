import fc from 'fast-check';
import {
  act,
  DEAL_COUNT,
  gameFromCode,
  gamePosition,
  legalActions,
  PRESET_NAMES,
  splitmix32,
  undo,
  type Game,
  type GameCode,
  type Position,
} from '../src/index.js';

/**
 * Random games for both test suites (fast-check arbitraries and a player that follows choices):
 * game codes, random late positions, choices of actions and undos.
 */

/** A random game code: any deal, draw mode, scoring, preset and thoughtful option (RULES §2). */
export const gameCodeArb: fc.Arbitrary<GameCode> = fc.record({
  deal: fc.integer({ min: 0, max: DEAL_COUNT - 1 }),
  draw: fc.constantFrom<1 | 3>(1, 3),
  scoring: fc.constantFrom<'normal' | 'vegas'>('normal', 'vegas'),
  preset: fc.constantFrom(...PRESET_NAMES),
  thoughtful: fc.boolean(),
});

/** Choices driving a random game: 0 and multiples of 7 are an undo, anything else picks among the legal actions. */
export const choicesArb = (maxLength = 250): fc.Arbitrary<number[]> =>
  fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength, size: 'max' });

/**
 * Plays a random game from a code or a game: for each choice an undo or one of the legal actions
 * (leaning to foundation moves now and then, so games also reach late and won positions).
 * @param check called after each accepted action or undo with the game before and after
 * @returns the game after the last choice
 */
export function randomGame(
  start: GameCode | Game,
  choices: readonly number[],
  check: (before: Game, after: Game, undid: boolean) => void = () => {},
): Game {
  let game = 'initialPosition' in start ? start : gameFromCode(start);
  let t = 0;
  for (const choice of choices) {
    const legal = legalActions(gamePosition(game), game.rules);
    const undid = choice % 7 === 0 || legal.length === 0;
    let next;
    if (undid) next = undo(game, (t += 10));
    else {
      const home = choice % 3 === 1 ? legal.find((a) => a.type === 'move' && a.to === 'F') : undefined;
      next = act(game, home ?? legal[choice % legal.length]!, (t += 10));
    }
    if (!next.ok) continue;
    check(game, next.value, undid);
    game = next.value;
  }
  return game;
}

/** A game after the legal actions chosen by `picks` (no undos), for texts to fuzz. */
export function playedGame(code: GameCode, picks: readonly number[]): Game {
  return randomGame(
    code,
    picks.map((p) => (p % 7 === 0 ? p + 1 : p)),
  );
}

/** Games after up to 30 random legal actions. */
export const playedGameArb: fc.Arbitrary<Game> = fc
  .tuple(gameCodeArb, fc.array(fc.nat({ max: 1000 }), { maxLength: 30 }))
  .map(([code, picks]) => playedGame(code, picks));

/**
 * Random valid positions, many late in a game: random foundation heights, the other cards shuffled
 * into columns (face down under one face-up top), the stock and the waste, a pass from 1 to 3.
 * Random play from them reaches wins.
 */
export const positionArb: fc.Arbitrary<Position> = fc
  .record({
    heights: fc.oneof(
      fc.array(fc.oneof(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 9, max: 13 }), fc.constant(13)), {
        minLength: 4,
        maxLength: 4,
      }),
      fc.array(fc.integer({ min: 11, max: 13 }), { minLength: 4, maxLength: 4 }),
    ),
    order: fc.shuffledSubarray(
      Array.from({ length: 52 }, (_, i) => i),
      { minLength: 52, maxLength: 52 },
    ),
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
    return { tableau, foundations: heights, stock: take(sizes[7]!), waste: take(sizes[8]), pass };
  });

/**
 * A seeded stream of numbers in [0, 1) for reproducible walks over a model graph and for test data:
 * the engine's {@link splitmix32} words divided by 2^32 (one generator in the project; the deal
 * generator `seededRng` is seeded by the same stream).
 * @param seed the starting state (its low 32 bits)
 * @returns a function giving numbers in [0, 1)
 */
export function seededRandom(seed: number): () => number {
  const words = splitmix32(seed);
  return () => words.next() / 4294967296;
}
