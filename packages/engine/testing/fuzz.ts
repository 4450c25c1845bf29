import fc from 'fast-check';
import {
  DEAL_COUNT,
  dealDeck,
  gamePosition,
  gameScore,
  journalEntries,
  makeAction,
  makeCard,
  makeDeck,
  makeGameCode,
  makePosition,
  makeSessionText,
  parseAction,
  parseActions,
  parseCard,
  parseDeck,
  parseGameCode,
  parsePosition,
  parseSessions,
  SESSION_ERROR_CODES,
  type Game,
  type LoadedSession,
} from '../src/index.js';
import { specGameOfSession } from './bridge.js';
import { gameCodeArb, playedGameArb } from './random.js';
import {
  readCardText,
  readSpecDeck,
  readSpecGameCode,
  readSpecPosition,
  readSpecToken,
  readSpecTokens,
  writeSpecGameCode,
  writeSpecPosition,
} from './spec/index.js';

/**
 * Parser fuzzing for both test suites: arbitrary and mutated texts for each loader, the error
 * codes each documents, and the check that what a loader accepts is what the independent reading
 * (`spec/`) accepts, with the same contents, so a parser that accepts too much (or too little)
 * fails.
 */

/** Error codes each loader documents (its `...ErrorCode` type, or the list the type is derived from). */
export const DOCUMENTED_CODES = {
  parseCard: ['ERR_CARD'],
  parseGameCode: ['ERR_CODE_FORMAT', 'ERR_CODE_MODE', 'ERR_CODE_DEAL', 'ERR_CODE_OPTIONS'],
  parseDeck: ['ERR_DECK_CARD', 'ERR_DECK_COUNT', 'ERR_DECK_REPEATED', 'ERR_DECK_MISSING'],
  parseAction: ['ERR_TOKEN'],
  parseActions: ['ERR_TOKEN'],
  parseSessions: SESSION_ERROR_CODES,
  parsePosition: [
    'ERR_POSITION_PART',
    'ERR_POSITION_CARD',
    'ERR_POSITION_FOUNDATION',
    'ERR_POSITION_COLUMN',
    'ERR_POSITION_CARDS',
    'ERR_POSITION_PASS',
  ],
} as const;

/** A loader's name. */
export type Loader = keyof typeof DOCUMENTED_CODES;

/** A loader's outcome as the checks see it. */
export type LoaderOutcome =
  { ok: true; value: unknown } | { ok: false; error: { code: string; message: string; line?: number } };

const LOAD: { readonly [L in Loader]: (text: string) => LoaderOutcome } = {
  parseCard,
  parseGameCode,
  parseDeck,
  parseAction,
  parseActions,
  parseSessions,
  parsePosition,
};

/**
 * Runs a loader and checks it keeps its contract: it returns (never throws), and a refusal carries
 * one of its documented codes, a message, and a line from 1 when it names one.
 * @returns the outcome and the broken parts of the contract
 */
export function loadDocumented(loader: Loader, text: string): { outcome: LoaderOutcome | null; problems: string[] } {
  let outcome: LoaderOutcome;
  try {
    outcome = LOAD[loader](text);
  } catch (error) {
    return { outcome: null, problems: [`${loader} threw: ${String(error)}`] };
  }
  const problems: string[] = [];
  if (!outcome.ok) {
    const { code, message, line } = outcome.error;
    if (!(DOCUMENTED_CODES[loader] as readonly string[]).includes(code))
      problems.push(`${loader}: undocumented code ${code}`);
    if (typeof message !== 'string' || message.length === 0) problems.push(`${loader}: a refusal without a message`);
    if (line !== undefined && !(Number.isInteger(line) && line >= 1))
      problems.push(`${loader}: line ${line} is not a line number`);
  }
  return { outcome, problems };
}

/** The canonical text of what a loader accepted, written by the engine's writers. */
function engineReading(loader: Exclude<Loader, 'parseSessions'>, value: unknown): string {
  switch (loader) {
    case 'parseCard':
      return makeCard(value as number);
    case 'parseGameCode':
      return makeGameCode(value as Parameters<typeof makeGameCode>[0]);
    case 'parseDeck':
      return makeDeck(value as Parameters<typeof makeDeck>[0]);
    case 'parseAction':
      return makeAction(value as Parameters<typeof makeAction>[0]);
    case 'parseActions':
      return (value as { action: Parameters<typeof makeAction>[0] }[]).map((t) => makeAction(t.action)).join(' ');
    case 'parsePosition':
      return makePosition(value as Parameters<typeof makePosition>[0]);
  }
}

/** The canonical text of the independent reading (`spec/`), or null when it refuses the text. */
function specReading(loader: Exclude<Loader, 'parseSessions'>, text: string): string | null {
  switch (loader) {
    case 'parseCard':
      return readCardText(text);
    case 'parseGameCode': {
      const code = readSpecGameCode(text);
      return code && writeSpecGameCode(code);
    }
    case 'parseDeck':
      return readSpecDeck(text)?.join(' ') ?? null;
    case 'parseAction':
      return readSpecToken(text);
    case 'parseActions':
      return readSpecTokens(text)?.join(' ') ?? null;
    case 'parsePosition': {
      const p = readSpecPosition(text);
      return p && writeSpecPosition(p);
    }
  }
}

/**
 * Where a loader and the independent reading disagree on a text: one accepts what the other
 * refuses, or both accept with different contents. For session files: each accepted game must be
 * what the spec reads from the session's own fields and actions, and must write and read back to
 * the same journal.
 * @returns the disagreements as sentences; empty when they agree
 */
export function readingProblems(loader: Loader, text: string, outcome: LoaderOutcome): string[] {
  if (loader === 'parseSessions') return outcome.ok ? (outcome.value as LoadedSession[]).flatMap(sessionProblems) : [];
  const spec = specReading(loader, text);
  const shown = JSON.stringify(text.length > 200 ? text.slice(0, 200) + '...' : text);
  if (!outcome.ok)
    return spec === null ? [] : [`${loader} refused ${shown} (${outcome.error.code}), RULES read it as ${spec}`];
  const engine = engineReading(loader, outcome.value);
  if (spec === null) return [`${loader} accepted ${shown} as ${engine}, RULES refuse it`];
  return engine === spec ? [] : [`${loader} read ${shown} as ${engine}, RULES as ${spec}`];
}

function sessionProblems(loaded: LoadedSession, index: number): string[] {
  const out: string[] = [];
  const spec = specGameOfSession(loaded);
  if (typeof spec === 'string') out.push(`session ${index + 1} was accepted, RULES: ${spec}`);
  else {
    const p = makePosition(gamePosition(loaded.game));
    if (p !== writeSpecPosition(spec.position))
      out.push(`session ${index + 1} ends at ${p}, RULES at ${writeSpecPosition(spec.position)}`);
    if (gameScore(loaded.game) !== spec.score)
      out.push(`session ${index + 1} scores ${gameScore(loaded.game)}, RULES ${spec.score}`);
  }
  const again = parseSessions(makeSessionText(loaded.game));
  const journal = (g: Game) =>
    journalEntries(g)
      .map((e) => makeAction(e.action))
      .join(' ');
  if (!again.ok) out.push(`session ${index + 1} written back is refused: ${again.error.message}`);
  else if (journal(again.value[0]!.game) !== journal(loaded.game))
    out.push(`session ${index + 1} written back reads a different journal`);
  return out;
}

/** Any text: code points of the whole range (lone surrogates included), graphemes, ASCII, the notation's own letters. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...'KL1-D3NV ACSTshdc#:;\n\t0123456789{}[]",FPW'.split('')), maxLength: 300 }),
);

type Mutation = (text: string) => string;

const splitTokens = (text: string): string[] => text.split(/(\s+|[-;:,"{}[\]])/);
const PIECES = [
  '-',
  ' ',
  ';',
  '\n',
  ':',
  '#',
  '10',
  'T',
  'Z',
  '"',
  '{',
  '}',
  ',',
  '0',
  'K',
  'As',
  'F',
  'P: 0',
  'U',
  '\u0000',
  '\uFEFF',
  '\u200B',
  '\u00A0',
  'é',
  '🂡',
  '\uD800',
  'Ｋ',
  '١٠',
  '\r\n',
];

/** One structured mutation: drop, duplicate or swap a token; change case; truncate; insert or replace characters. */
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
  fc.constantFrom<Mutation>(
    (t) => t.toUpperCase(),
    (t) => t.toLowerCase(),
    (t) => [...t].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join(''),
  ),
  fc.nat().map(
    (i): Mutation =>
      (t) =>
        t.slice(0, i % (t.length + 1)),
  ),
  fc
    .tuple(
      fc.nat(),
      fc.integer({ min: 0, max: 8 }),
      fc.oneof(
        fc.string({ maxLength: 6 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
        fc.constantFrom(...PIECES),
      ),
    )
    .map(([i, cut, piece]): Mutation => (t) => {
      const k = i % (t.length + 1);
      return t.slice(0, k) + piece + t.slice(k + cut);
    }),
);

/** A valid text broken by one to three structured mutations. */
export const mutated = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(valid, fc.array(mutationArb, { minLength: 1, maxLength: 3 }))
    .map(([text, mutations]) => mutations.reduce((t, m) => m(t), text));

/**
 * Session texts whose `actions` list is broken as data: an action dropped, duplicated, swapped
 * with another or replaced by another token, so the replay meets illegal actions (`ERR_ILLEGAL`).
 */
export const mutatedSessionActions = (games: fc.Arbitrary<Game>): fc.Arbitrary<string> =>
  fc
    .tuple(
      games,
      fc.array(
        fc.tuple(
          fc.constantFrom('drop', 'duplicate', 'swap', 'replace'),
          fc.nat(),
          fc.nat(),
          fc.constantFrom('D', 'R', 'U', 'W-F', 'T1-T2', 'F1-T1', 'x'),
        ),
        { minLength: 1, maxLength: 3 },
      ),
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

const pick = <T>(...values: T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/**
 * Texts near a loader's grammar, made of its own pieces with one piece a little off (a rank 11, a
 * suit `x`, a pass 0, a `T8`, options `TT`, a face-down card on a face-up one, a card twice), so
 * the fuzz reaches the edges where a parser may accept too much. Each needs a valid text of its
 * loader to start from (`valid`), for the loaders whose texts are long.
 */
export function nearValid(loader: Exclude<Loader, 'parseSessions'>, valid: string): fc.Arbitrary<string> {
  switch (loader) {
    case 'parseCard':
      return fc
        .tuple(
          pick('A', 'a', '2', '9', '10', 'T', 't', 'J', 'Q', 'K', '1', '0', '11', '01', 'X', ''),
          pick('s', 'h', 'd', 'c', 'S', 'H', 'x', '', 'ss', ' '),
        )
        .map(([r, s]) => r + s);
    case 'parseGameCode': {
      // each part right most of the time, so that most texts are off in one part only
      const mostly = (right: fc.Arbitrary<string>, off: fc.Arbitrary<string>) =>
        fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: off });
      return fc
        .tuple(
          mostly(pick('KL1', 'kl1', ' KL1'), pick('KL2', 'KL', 'KL1 ')),
          mostly(pick('D1N', 'D3V', 'd3n', 'D1v'), pick('D2N', 'D1X', 'D13N', 'DN', 'D1')),
          mostly(
            fc.string({ unit: pick('A', 'Z', 'a', 'q'), minLength: 7, maxLength: 7 }),
            fc.string({ unit: pick('A', 'z', '1', '['), minLength: 6, maxLength: 8 }),
          ),
          fc.option(fc.string({ unit: pick('C', 'S', 'T', 'c', 't', 's', 'X', '1'), maxLength: 3 }), {
            nil: undefined,
          }),
        )
        .map(([k, m, d, o]) => [k, m, d, ...(o === undefined ? [] : [o])].join('-'));
    }
    case 'parseAction':
    case 'parseActions':
      return fc
        .array(
          fc.tuple(
            pick('W', 'T1', 't7', 'T0', 'T8', 'F1', 'F4', 'F5', 'F', 'D', 'R', 'U', 'S', ''),
            pick('-', '', '--'),
            pick('T1', 'T7', 'T8', 'F', 'f2', 'F4', 'F0', 'W', 'S', ''),
          ),
          { minLength: 1, maxLength: loader === 'parseAction' ? 1 : 4 },
        )
        .map((tokens) =>
          tokens
            .map(([a, dash, b]) => ((a === 'D' || a === 'R' || a === 'U') && dash === '' ? a : a + dash + b))
            .join(' '),
        );
    case 'parseDeck':
    case 'parsePosition': {
      const tokens = valid.split(' ');
      const cardAt = (i: number) => i % tokens.length;
      return fc.oneof(
        // one card written again in place of another, or in the 10 form, or with the face-down mark moved
        fc.tuple(fc.nat(), fc.nat(), pick('same', 'ten', 'mark', 'unmark', 'drop')).map(([i, j, how]) => {
          const out = tokens.slice();
          const k = cardAt(i);
          const t = out[k]!;
          if (how === 'same')
            out[k] = (t.startsWith('#') ? '#' : '') + tokens[cardAt(j)]!.replace('#', '').replace(';', '');
          else if (how === 'ten') out[k] = t.replace(/T([shdc])/, '10$1');
          else if (how === 'mark') out[k] = t.startsWith('#') || t.endsWith(':') ? t : '#' + t;
          else if (how === 'unmark') out[k] = t.replace('#', '');
          else out.splice(k, 1);
          return out.join(' ');
        }),
        // the pass part given another value
        pick('0', '1', '2', '3', '4', '-1', '01', '1 2', '', 'x', '999999999', '1000000000').map((p) =>
          loader === 'parsePosition' ? valid.replace(/P: \d+$/, `P: ${p}`) : valid,
        ),
      );
    }
  }
}

/** Valid texts of each loader, written by the engine's writers from random deals and played games. */
export const validText = {
  gameCode: gameCodeArb.map(makeGameCode),
  deck: fc.integer({ min: 0, max: DEAL_COUNT - 1 }).map((deal) => makeDeck(dealDeck(deal))),
  actions: fc
    .array(
      fc.constantFrom('D', 'R', 'U', 'W-F', 'W-T3', 'T2-T5', 'T7-F', 'F1-T4', 'F4-T1', 'w-f2', 't1-t7', 'd', 'u'),
      { maxLength: 30 },
    )
    .map((tokens) => tokens.join(' ')),
  position: playedGameArb.map((game) => makePosition(gamePosition(game))),
  session: fc.oneof(
    playedGameArb.map((game) => makeSessionText(game)),
    playedGameArb.map((game) => JSON.stringify(JSON.parse(makeSessionText(game)), null, 2)),
    fc
      .array(playedGameArb, { minLength: 2, maxLength: 3 })
      .map((games) => games.map((g) => makeSessionText(g)).join('\n') + '\n'),
  ),
};
