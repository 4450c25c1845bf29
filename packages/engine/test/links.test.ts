import { describe, expect, it } from 'vitest';
import lzString from 'lz-string';
import {
  REPLAY_PATH,
  gameFromFields,
  gameStartOf,
  makePlayLink,
  makePosition,
  makeReplayLink,
  makeSession,
  parseGameCode,
  parsePlayLink,
  parseReplayLink,
  replayLinkReview,
  parseSessions,
  play,
  DRAW,
  sessionFromParam,
  type GameStart,
  dealDeck,
  makeDeck,
  VARIANTS,
} from '../src/index.js';
import { deckOf, fillPosition, must, positionOf, W1 } from './helpers.js';

const ONE_MOVE = fillPosition({ T: ['Kd'], F: 'Ks Kh Qd Kc' });

describe('play links: /?code=, /?deck=&draw=&scoring=&rules=, /?position=', () => {
  it.each<[string, string, GameStart]>([
    ['a code', '?code=KL1-D1N-AAAAAAG', { code: must(parseGameCode('KL1-D1N-AAAAAAG')) }],
    [
      'a deck with spaces as +',
      `?deck=${W1.split(' ').join('+')}&draw=3&scoring=vegas&rules=classic`,
      { deck: deckOf(W1), draw: 3, scoring: 'vegas', preset: 'classic' },
    ],
    ['a deck with spaces as %20', `?deck=${encodeURIComponent(W1)}`, { deck: deckOf(W1) }],
    [
      'a position, thoughtful',
      `?position=${encodeURIComponent(ONE_MOVE)}&draw=1&thoughtful=true`,
      { position: positionOf(ONE_MOVE), draw: 1, thoughtful: true },
    ],
    [
      'without the leading ?, other parameters ignored',
      'utm=x&code=KL1-D3V-AAAAAAG',
      { code: must(parseGameCode('KL1-D3V-AAAAAAG')) },
    ],
  ])('reads %s', (_name, search, start) => {
    expect(must(parsePlayLink(search))).toEqual(start);
  });

  it('a link without a game is ERR_NO_START; a bad parameter is named', () => {
    const none = parsePlayLink('?utm=1');
    expect(!none.ok && none.error.code).toBe('ERR_NO_START');
    const draw = parsePlayLink(`?deck=${encodeURIComponent(W1)}&draw=2`);
    expect(!draw.ok && draw.error.code).toBe('ERR_DRAW');
  });

  it.each<[string, GameStart, string]>([
    ['a code, alone', { code: must(parseGameCode('KL1-D3V-AAAAAAG-T')) }, '/?code=KL1-D3V-AAAAAAG-T'],
    [
      'a deck with its settings',
      { deck: deckOf(W1), draw: 3, scoring: 'vegas', preset: 'classic', thoughtful: false },
      `/?deck=${W1.split(' ').join('+')}&draw=3&scoring=vegas&rules=classic`,
    ],
    [
      'a thoughtful position',
      { position: positionOf(ONE_MOVE), draw: 1, thoughtful: true },
      `/?${new URLSearchParams({ position: makePosition(positionOf(ONE_MOVE)), draw: '1', thoughtful: 'true' })}`,
    ],
  ])('writes %s', (_name, start, link) => {
    expect(makePlayLink(start)).toBe(link);
  });

  it('writes only the fields a start holds: a code with agreeing settings alone, a bare deck without settings, the standard variant never', () => {
    const code = must(parseGameCode('KL1-D3V-AAAAAAG-T'));
    // settings that agree with the code are accepted beside it, but the code alone fixes them
    const agreeing: GameStart = {
      code,
      draw: 3,
      scoring: 'vegas',
      preset: 'app',
      thoughtful: true,
      variant: 'standard',
    };
    expect(must(gameFromFields({ code: 'KL1-D3V-AAAAAAG-T', draw: '3', thoughtful: 'true' })).rules.draw).toBe(3);
    expect(makePlayLink(agreeing)).toBe('/?code=KL1-D3V-AAAAAAG-T');
    const deck = W1.split(' ').join('+');
    expect(makePlayLink({ deck: deckOf(W1) })).toBe(`/?deck=${deck}`);
    expect(makePlayLink({ deck: deckOf(W1), draw: 1, variant: 'standard' })).toBe(`/?deck=${deck}&draw=1`);
    expect(makePlayLink({ position: positionOf(ONE_MOVE), variant: 'standard', thoughtful: false })).toBe(
      `/?${new URLSearchParams({ position: makePosition(positionOf(ONE_MOVE)) })}`,
    );
  });

  it.each<[string, Record<string, string>]>([
    ['a code game', { code: 'KL1-D1N-AAAAAAG-S' }],
    ['a deck game', { deck: W1, draw: '3', scoring: 'vegas', rules: 'stilldeck', thoughtful: 'true' }],
    ['a position game', { position: ONE_MOVE, rules: 'classic' }],
    ['a Double Klondike deck game', { deck: makeDeck(dealDeck(3, VARIANTS.double)), variant: 'double' }],
    [
      'a jokers position game',
      { position: 'T1: Jk; T2: Jk; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S: Kd; W:', variant: 'jokers', draw: '3' },
    ],
  ])('round-trips the start of %s: makePlayLink then parsePlayLink', (_name, fields) => {
    const game = must(gameFromFields(fields));
    const start = gameStartOf(game);
    const link = makePlayLink(start, 'https://example.test/');
    expect(link.startsWith('https://example.test/?')).toBe(true);
    const read = must(parsePlayLink(link.slice(link.indexOf('?'))));
    // a false thoughtful is not written: reading gives the default, which is the same rule
    const { thoughtful, ...rest } = start;
    expect(read).toEqual(thoughtful === true ? start : rest);
    expect(must(gameFromFields(Object.fromEntries(new URLSearchParams(link.slice(link.indexOf('?')))))).rules).toEqual(
      game.rules,
    );
  });
});

describe('replay links: /replay/?session= (lz-string)', () => {
  const game = must(play(must(gameFromFields({ code: 'KL1-D1N-AAAAAAG' })), DRAW, 1200));
  const session = makeSession(game, { startedAt: '2026-11-30T10:00:00.000Z' });

  it('carries the session and reads back', () => {
    const link = makeReplayLink(session);
    expect(link.startsWith(`${REPLAY_PATH}?session=`)).toBe(true);
    const text = must(parseReplayLink(link.slice(link.indexOf('?'))));
    expect(JSON.parse(text)).toEqual(session);
    expect(must(parseSessions(text))[0]!.game.journal?.length).toBe(1);
    // the parameter is the session's JSON in lz-string's URI-safe form, which other tools can read
    // (its alphabet has `+`, which URLSearchParams reads as a space: lz-string takes either)
    const param = link.slice(link.indexOf('session=') + 'session='.length);
    expect(lzString.decompressFromEncodedURIComponent(param)).toBe(JSON.stringify(session));
    expect(
      lzString.decompressFromEncodedURIComponent(new URLSearchParams(link.slice(link.indexOf('?'))).get('session')!),
    ).toBe(JSON.stringify(session));
    expect(makeReplayLink(session, 'https://example.test/replay/')).toBe(
      `https://example.test/replay/?session=${param}`,
    );
  });

  it('asks for the review with review: true (&review=1), and only then', () => {
    const plain = makeReplayLink(session);
    const reviewing = makeReplayLink(session, REPLAY_PATH, { review: true });
    expect(reviewing).toBe(`${plain}&review=1`);
    expect(makeReplayLink(session, REPLAY_PATH, { review: false })).toBe(plain);
    expect(replayLinkReview(reviewing.slice(reviewing.indexOf('?')))).toBe(true);
    expect(replayLinkReview(plain.slice(plain.indexOf('?')))).toBe(false);
    expect(replayLinkReview('?review=0')).toBe(false);
    expect(must(parseReplayLink(reviewing.slice(reviewing.indexOf('?'))))).toBe(JSON.stringify(session));
  });

  it('refuses a link without a session, or with damaged data', () => {
    expect(parseReplayLink('?src=a.json')).toEqual({
      ok: false,
      error: { code: 'ERR_NO_SESSION', message: 'the link has no session parameter' },
    });
    expect(parseReplayLink('?session=%%%not-lz')).toEqual({
      ok: false,
      error: { code: 'ERR_SESSION_DATA', message: "the link's session parameter is damaged or cut short" },
    });
    // an empty parameter is there, but holds no session
    expect(parseReplayLink('?session=')).toMatchObject({ ok: false, error: { code: 'ERR_SESSION_DATA' } });
    expect(sessionFromParam('')).toBeNull();
  });
});
