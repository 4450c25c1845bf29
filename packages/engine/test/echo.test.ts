import { describe, expect, it } from 'vitest';
import {
  loadSession,
  gamePosition,
  makePosition,
  makeSession,
  parseActions,
  parseCard,
  parseDeck,
  parseGameStart,
  parsePosition,
  unpackJournal,
} from '../src/index.js';
import { gameOfDeck, W1 } from './helpers.js';

/**
 * Every engine message that echoes an input cuts it one way (`cutText`: its first N characters and
 * `...`) and shows its control characters one way (`printableText`: `\x1b`), in its message and in the
 * value its error carries, so a long input is never cut without a mark and a terminal never receives
 * an input's escape sequences through a message.
 */
const errorOf = <E>(r: { ok: true } | { ok: false; error: E }): E => {
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

const long = 'Zq'.repeat(5_000);
const cut = (n: number): string => `${long.slice(0, n)}...`;
/** Deck W1's deal as position text, without its pass (`P`), so a test can give its own. */
const W1_POSITION = makePosition(gamePosition(gameOfDeck(W1))).replace(/; P: 1$/, '');
const sessionWith = (fields: Record<string, unknown>): Record<string, unknown> => ({
  ...makeSession(gameOfDeck(W1), { startedAt: '2026-11-30T10:00:00.000Z' }),
  ...fields,
});

describe('a long input is echoed cut, with its mark', () => {
  it.each([
    ['a start setting', () => errorOf(parseGameStart({ code: 'KL1-D1N-AAAAAAG', draw: long })), `not "${cut(20)}"`],
    ['a move text token', () => errorOf(parseActions(`D ${long}`)), `action 2 (${cut(20)})`],
    [
      'a packed journal token',
      () => errorOf(unpackJournal({ tokens: long, times: new Float64Array(1) })),
      `action 1 (${cut(20)})`,
    ],
    ['a position part', () => errorOf(parsePosition(long)), `"${cut(30)}"`],
    ['a position pass', () => errorOf(parsePosition(`${W1_POSITION}; P: ${long}`)), `not "${cut(20)}"`],
  ] as const)('%s: in the message', (_what, error, quoted) => {
    const { message } = error();
    expect(message).toContain(quoted);
    expect(message.length).toBeLessThan(300);
  });

  it.each([
    ['a start setting', () => errorOf(parseGameStart({ code: 'KL1-D1N-AAAAAAG', scoring: long })).value, cut(20)],
    ['a deck card', () => errorOf(parseDeck(W1.replace('Kh', long))).data?.value, cut(20)],
    [
      'a packed journal token',
      () => errorOf(unpackJournal({ tokens: long, times: new Float64Array(1) })).data?.value,
      cut(20),
    ],
    ['a position part', () => errorOf(parsePosition(long)).data?.value, cut(30)],
    [
      'a position card',
      () => errorOf(parsePosition(W1_POSITION.replace('T1: Ad', `T1: ${long}`))).data?.value,
      cut(20),
    ],
    ['a position pass', () => errorOf(parsePosition(`${W1_POSITION}; P: ${long}`)).data?.value, cut(20)],
  ] as const)('%s: in its data', (_what, value, quoted) => {
    expect(value()).toBe(quoted);
  });

  it('a session: a bad action token, in its message and token', () => {
    const error = errorOf(loadSession(sessionWith({ actions: [{ a: long, t: 1 }] })));
    expect(error).toMatchObject({ code: 'ERR_ACTION', token: cut(20) });
    expect(error.message).toContain(`action 1 (${cut(20)})`);
  });

  it('a session: an unknown format, as JSON text', () => {
    const error = errorOf(loadSession(sessionWith({ format: long })));
    expect(error).toMatchObject({ code: 'ERR_FORMAT', format: `"${long.slice(0, 39)}...` });
    expect(error.message).toContain(`unknown format "${long.slice(0, 39)}... (expected`);
  });
});

describe("an input's control characters are echoed as escapes", () => {
  const esc = '\u001b[31m';
  it.each([
    ['a card', () => errorOf(parseCard(esc)).message, '"\\x1b[31m" is not a card'],
    ['a move text token', () => errorOf(parseActions(esc)).message, 'action 1 (\\x1b[31m)'],
    [
      'a start setting',
      () => errorOf(parseGameStart({ code: 'KL1-D1N-AAAAAAG', rules: esc })).message,
      'not "\\x1b[31m"',
    ],
    ['a deck card', () => errorOf(parseDeck(W1.replace('Kh', esc))).data?.value, '\\x1b[31m'],
    ['a position part', () => errorOf(parsePosition(`Q${esc}`)).message, 'position part "Q\\x1b[31m"'],
    ['a session token', () => errorOf(loadSession(sessionWith({ actions: [{ a: esc, t: 1 }] }))).token, '\\x1b[31m'],
    [
      "a session's startedAt",
      () => {
        const loaded = loadSession(sessionWith({ startedAt: `2026${esc}` }));
        return loaded.ok ? loaded.value.warnings : loaded.error;
      },
      'startedAt "2026\\x1b[31m" is not',
    ],
  ] as const)('%s', (_what, echoed, expected) => {
    const text = JSON.stringify(echoed());
    expect(text).not.toContain('\\u001b');
    expect(text).toContain(JSON.stringify(expected).slice(1, -1));
  });
});
