import fc from 'fast-check';
import {
  dealDeck,
  DEAL_COUNT,
  gameFromCode,
  gamePosition,
  legalActions,
  makeDeck,
  makeGameCode,
  makePosition,
  makeSessionText,
  play,
  type Game,
  type GameCode,
} from '@klondike/engine';
import { gameCodeArb } from './walk.js';

/**
 * Inputs for fuzzing the loaders: arbitrary text, and valid texts (made by the engine's own
 * writers) broken by structured mutations: drop, duplicate or swap tokens, change case,
 * truncate, inject unicode.
 */

/** Error codes each loader documents (its `...ErrorCode` type or `SessionError['code']`). */
export const DOCUMENTED_CODES = {
  parseGameCode: ['ERR_CODE_FORMAT', 'ERR_CODE_MODE', 'ERR_CODE_DEAL', 'ERR_CODE_OPTIONS'],
  parseDeck: ['ERR_DECK_CARD', 'ERR_DECK_COUNT', 'ERR_DECK_REPEATED', 'ERR_DECK_MISSING'],
  parseActions: ['ERR_TOKEN'],
  parseSessions: ['ERR_JSON', 'ERR_FORMAT', 'ERR_VERSION', 'ERR_SCHEMA', 'ERR_START', 'ERR_ACTION', 'ERR_ILLEGAL'],
  parsePosition: ['ERR_POSITION_PART', 'ERR_POSITION_CARD', 'ERR_POSITION_FOUNDATION', 'ERR_POSITION_COLUMN', 'ERR_POSITION_CARDS', 'ERR_POSITION_PASS'],
} as const;

/** Any text: code points of the whole range (lone surrogates included), graphemes, ASCII. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...'KL1-D3NV ACSTshdc#:;\n\t0123456789{}[]",'.split('')), maxLength: 300 }),
);

/** A game after up to `steps` legal actions chosen by `picks`. */
export function playedGame(code: GameCode, picks: readonly number[]): Game {
  let game = gameFromCode(code);
  for (const pick of picks) {
    const legal = legalActions(gamePosition(game), game.rules);
    if (legal.length === 0) break;
    const next = play(game, legal[pick % legal.length]!);
    if (next.ok) game = next.value;
  }
  return game;
}

const playedArb = fc.tuple(gameCodeArb, fc.array(fc.nat(), { maxLength: 30 })).map(([code, picks]) => playedGame(code, picks));

/** Valid texts of each loader, from the engine's writers. */
export const validText = {
  gameCode: gameCodeArb.map(makeGameCode),
  deck: fc.integer({ min: 0, max: DEAL_COUNT - 1 }).map((deal) => makeDeck(dealDeck(deal))),
  actions: fc
    .array(fc.constantFrom('D', 'R', 'U', 'W-F', 'W-T3', 'T2-T5', 'T7-F', 'F1-T4', 'F4-T1', 'w-f2', 't1-t7', 'd', 'u'), { maxLength: 30 })
    .map((tokens) => tokens.join(' ')),
  position: playedArb.map((game) => makePosition(gamePosition(game))),
  session: fc.oneof(
    playedArb.map((game) => makeSessionText(game)),
    playedArb.map((game) => JSON.stringify(JSON.parse(makeSessionText(game)), null, 2)),
    fc.array(playedArb, { minLength: 2, maxLength: 3 }).map((games) => games.map((g) => makeSessionText(g)).join('\n') + '\n'),
  ),
};

type Mutation = (text: string) => string;

const splitTokens = (text: string): string[] => text.split(/(\s+|[-;:,"{}[\]])/);

/** One structured mutation of a text. */
const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((i): Mutation => (t) => {
    const tokens = splitTokens(t);
    tokens.splice(i % Math.max(tokens.length, 1), 1);
    return tokens.join('');
  }),
  fc.nat().map((i): Mutation => (t) => {
    const tokens = splitTokens(t);
    const k = i % Math.max(tokens.length, 1);
    tokens.splice(k, 0, tokens[k] ?? '');
    return tokens.join('');
  }),
  fc.tuple(fc.nat(), fc.nat()).map(([i, j]): Mutation => (t) => {
    const tokens = splitTokens(t);
    const a = i % Math.max(tokens.length, 1);
    const b = j % Math.max(tokens.length, 1);
    [tokens[a], tokens[b]] = [tokens[b] ?? '', tokens[a] ?? ''];
    return tokens.join('');
  }),
  fc.constantFrom<Mutation>((t) => t.toUpperCase(), (t) => t.toLowerCase(), (t) => [...t].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('')),
  fc.nat().map((i): Mutation => (t) => t.slice(0, i % (t.length + 1))),
  fc.tuple(fc.nat(), fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), fc.constantFrom('\u0000', '\uFEFF', '\u200B', 'é', '🂡', '\uD800', 'Ｋ', '١٠', '\r\n'))).map(
    ([i, s]): Mutation => (t) => {
      const k = i % (t.length + 1);
      return t.slice(0, k) + s + t.slice(k);
    },
  ),
  fc.tuple(fc.nat(), fc.string({ minLength: 1, maxLength: 1 })).map(([i, c]): Mutation => (t) => {
    const k = i % Math.max(t.length, 1);
    return t.slice(0, k) + c + t.slice(k + 1);
  }),
);

/** A valid text broken by one to three mutations. */
export const mutated = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(valid, fc.array(mutationArb, { minLength: 1, maxLength: 3 })).map(([text, mutations]) => mutations.reduce((t, m) => m(t), text));

/**
 * Session texts whose `actions` list is broken as data: an action dropped, duplicated, swapped
 * with another or replaced by another token, so the replay meets illegal actions (`ERR_ILLEGAL`).
 */
export const mutatedSessionActions: fc.Arbitrary<string> = fc
  .tuple(
    playedArb,
    fc.array(fc.tuple(fc.constantFrom('drop', 'duplicate', 'swap', 'replace'), fc.nat(), fc.nat(), fc.constantFrom('D', 'R', 'U', 'W-F', 'T1-T2', 'F1-T1', 'x')), { minLength: 1, maxLength: 3 }),
  )
  .map(([game, edits]) => {
    const session = JSON.parse(makeSessionText(game)) as { actions: { a: string; t?: number }[] };
    const actions = session.actions;
    for (const [op, i, j, token] of edits) {
      if (actions.length === 0) break;
      const a = i % actions.length;
      const b = j % actions.length;
      if (op === 'drop') actions.splice(a, 1);
      else if (op === 'duplicate') actions.splice(a, 0, { ...actions[a]! });
      else if (op === 'swap') [actions[a], actions[b]] = [actions[b]!, actions[a]!];
      else actions[a] = { a: token };
    }
    return JSON.stringify(session);
  });
