import { describe, expect, it } from 'vitest';
import {
  isFoundationPile,
  parseAction,
  gameFromCode,
  gamePosition,
  gameStartOf,
  gameSummary,
  journalCounts,
  makeGameCode,
  makePlayLink,
  makePosition,
  makeReplayLink,
  newGameCode,
  parseSessions,
  sessionFromParam,
  type Game,
  type GameCode,
  type Session,
} from '@klondike/engine';
import { foldFrames } from '../src/frames.js';
import { isTextRefusal, openText } from '../src/loader.js';
import { sourceUrl } from '../src/links.js';

// the link formats are the engine's pairs now (packages/engine/test/links.test.ts): these check the replay's use of them
const replayLink = (session: Session): string => makeReplayLink(session);
const playDealLink = (game: Game): string => makePlayLink(gameStartOf(game));
import { tickDelay } from '../src/timing.js';
import { FIXTURES, fixtures } from './fixtures.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const all = fixtures();
const first = all[0]!;
const text = (s: unknown) => JSON.stringify(s);

/** Whether an action token moves a card off a foundation (read by the engine's notation parser). */
function fromFoundation(token: string): boolean {
  const action = parseAction(token);
  return action.ok && action.value.type === 'move' && isFoundationPile(action.value.from);
}

describe('openText on a shared fixture file as it is ({session, expected})', () => {
  it.each(all.map((f) => [f.name, f] as const))(
    '%s: opens its session and ends at the expected position',
    (name, f) => {
      const file = readFileSync(resolve(FIXTURES, name), 'utf8');
      const opened = openText(file);
      expect(opened.ok ? 'ok' : opened.error.message).toBe('ok');
      if (!opened.ok) return;
      expect(opened.games).toHaveLength(1);
      const { recording } = opened.games[0]!;
      expect(makePosition(recording.frames[recording.frames.length - 1]!.position)).toBe(f.expected.position);
    },
  );

  it('leaves a session with a format, or a wrapper whose session is no object, to the engine', () => {
    expect(openText(text({ session: 'x', expected: {} })).ok).toBe(false);
    expect(openText(text({ ...first.session, session: {} })).ok).toBe(true);
  });
});

describe('openText on the shared fixtures', () => {
  it.each(all.map((f) => [f.name, f] as const))('%s: the last frame is the expected end', (_name, f) => {
    const opened = openText(text(f.session));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const { recording, game } = opened.games[0]!;
    expect(recording.frames).toHaveLength(f.session.actions.length + 1);
    const end = recording.frames[recording.frames.length - 1]!;
    expect(makePosition(end.position)).toBe(f.expected.position);
    expect(recording.summary.scoreText).toBe(f.expected.scoreText);
    expect(recording.summary.won).toBe(f.expected.won);
    expect(gameSummary(end.game)).toEqual(gameSummary(game));
    // every frame is the engine's game after that many entries
    const mid = Math.floor(f.session.actions.length / 2);
    const prefix = parseSessions(text({ ...f.session, actions: f.session.actions.slice(0, mid) }));
    expect(prefix.ok && makePosition(gamePosition(prefix.value[0]!.game))).toBe(
      makePosition(recording.frames[mid]!.position),
    );
  });
});

describe('frames', () => {
  it('marks undos, what they took back, recycles and foundation returns', () => {
    const f = all.find(
      (x) => x.session.actions.some((a) => a.a === 'R') && x.session.actions.some((a) => /^F\d-/.test(a.a)),
    )!;
    expect(f).toBeDefined();
    const opened = openText(text(f.session));
    if (!opened.ok) throw new Error('fixture refused');
    const { frames, undone, summary } = opened.games[0]!.recording;
    const tokens = f.session.actions.map((a) => a.a.toUpperCase());
    frames.slice(1).forEach((fr, i) => {
      const token = tokens[i]!;
      const kind =
        token === 'U'
          ? 'undo'
          : token === 'R'
            ? 'recycle'
            : token === 'D'
              ? 'draw'
              : fromFoundation(token)
                ? 'return'
                : 'move';
      expect(fr.kind).toBe(kind);
    });
    expect(summary.undos).toBe(tokens.filter((t) => t === 'U').length);
    // the recycles still in effect at the end (docs/analysis.md), not one an undo took back
    expect(summary.recycles).toBe(frames.filter((fr) => fr.kind === 'recycle' && !undone.has(fr.index)).length);
    expect(summary.actions).toBe(tokens.length - summary.undos);
    // each undo takes back the newest action still in effect: `D T6-F U` takes back 2
    const firstUndo = frames.find((fr) => fr.kind === 'undo')!;
    expect(firstUndo.undoes).toBeDefined();
    expect(undone.has(firstUndo.undoes!)).toBe(true);
    expect(makePosition(firstUndo.position)).toBe(makePosition(frames[firstUndo.undoes! - 1]!.position));
    expect(summary.durationMs).toBe(f.session.actions.at(-1)!.t);
  });

  it('a game with no journal is one frame', () => {
    const opened = openText(text({ ...first.session, actions: [] }));
    expect(opened.ok && opened.games[0]!.recording.frames.length).toBe(1);
    expect(opened.ok && opened.games[0]!.recording.summary.durationMs).toBeNull();
  });
});

describe('openText refusals', () => {
  it('invalid JSON', () => {
    const r = openText('{"format": "klondike-session", ');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_JSON');
  });

  it('random bytes with a NUL and lines starting with { or [ (as File.text() decodes them): a binary file, not invalid JSON', () => {
    const bytes = new Uint8Array([
      0x8b, 0x00, 0x1f, 0x0a, 0x7b, 0xc3, 0x28, 0x00, 0x0a, 0x5b, 0x7f, 0x22, 0x0a, 0x7b, 0x0a, 0xe2,
    ]);
    const r = openText(new TextDecoder().decode(bytes));
    expect(!r.ok && r.error.code).toBe('ERR_BINARY');
  });

  it('unknown format and newer version', () => {
    const a = openText(text({ ...first.session, format: 'chess-pgn' }));
    const b = openText(text({ ...first.session, version: 2 }));
    expect(!a.ok && a.error.code).toBe('ERR_FORMAT');
    expect(!b.ok && b.error.code).toBe('ERR_VERSION');
    expect(!b.ok && b.prefix).toBeNull();
  });

  it('a bad token at index N keeps the prefix of N-1 actions watchable', () => {
    const actions = [...first.session.actions.slice(0, 9), { a: 'X9-Q' }, ...first.session.actions.slice(9)];
    const r = openText(text({ ...first.session, actions }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'ERR_ACTION', actionIndex: 10 });
    expect(r.prefix?.recording.frames).toHaveLength(10);
  });

  it('an illegal action on NDJSON line 2 leaves line 1 and line 2 up to it watchable and names the line and index', () => {
    const bad = {
      ...first.session,
      actions: [...first.session.actions.slice(0, 3), { a: 'T1-F' }, { a: 'T1-F' }, { a: 'T1-F' }],
    };
    const r = openText(`${text(first.session)}\n${text(bad)}\n`);
    if (!r.ok) throw new Error('the good game of line 1 must open');
    expect(r.games).toHaveLength(2);
    expect(r.games[0]!.session).toMatchObject({ actions: first.session.actions });
    // line 2's actions before the refused one, as a single document's prefix keeps them
    expect(r.games[1]!.session).toMatchObject({ actions: first.session.actions.slice(0, 3) });
    expect(r.games[1]!.recording.frames).toHaveLength(4);
    expect(r.refused).toHaveLength(1);
    expect(r.refused[0]).toMatchObject({ line: 2, code: 'ERR_ILLEGAL', actionIndex: 4 });
    expect(r.refused[0]!.message).toMatch(/^line 2: action 4 \(T1-F\)/);
  });

  it('a file none of whose games can be read in full keeps each up to its refused action, each line named', () => {
    const bad = { ...first.session, actions: [...first.session.actions.slice(0, 3), { a: 'T1-F' }] };
    const r = openText(`${text(bad)}\n${text(bad)}\n`);
    if (!r.ok) throw new Error('the games up to their refused actions must open');
    expect(r.games.map((g) => g.recording.frames.length)).toEqual([4, 4]);
    expect(r.refused.map((e) => [e.line, e.code, e.actionIndex])).toEqual([
      [1, 'ERR_ILLEGAL', 4],
      [2, 'ERR_ILLEGAL', 4],
    ]);
  });

  it('a file none of whose games has a valid start is refused at its first line', () => {
    const r = openText(`${text({ ...first.session, version: 9 })}\n${text({ ...first.session, format: 'x' })}\n`);
    if (r.ok || isTextRefusal(r.error)) throw new Error('the engine must refuse the file');
    expect(r.error).toMatchObject({ line: 1, code: 'ERR_VERSION' });
    expect(r.prefix).toBeNull();
  });

  it('NDJSON lists every game', () => {
    const lines = all
      .slice(0, 3)
      .map((f) => text(f.session))
      .join('\n');
    const r = openText(lines + '\n');
    expect(r.ok && r.games.length).toBe(3);
  });

  it('a session is data: HTML in a field stays text and is refused where it matters', () => {
    const r = openText(text({ ...first.session, actions: [{ a: '<img src=x onerror=alert(1)>' }] }));
    expect(!r.ok && r.error.code).toBe('ERR_ACTION');
  });
});

describe('links', () => {
  it('a replay link carries the session and reads back', () => {
    const session = first.session as unknown as Session;
    const link = replayLink(session);
    expect(link.startsWith('/replay/?session=')).toBe(true);
    const param = new URLSearchParams(link.slice(link.indexOf('?'))).get('session')!;
    expect(JSON.parse(sessionFromParam(param)!)).toEqual(session);
    expect(link.length).toBeLessThan(text(session).length);
  });

  it('a broken session parameter reads as nothing', () => {
    expect(sessionFromParam('')).toBeNull();
    expect(sessionFromParam('%%%not lz')).toBeNull();
  });

  it('src: same origin only', () => {
    expect(sourceUrl('/games/a.json', 'http://127.0.0.1:4173/replay/?src=x')).toMatchObject({ ok: true });
    expect(
      sourceUrl('a.json', 'http://127.0.0.1:4173/replay/').ok && sourceUrl('a.json', 'http://127.0.0.1:4173/replay/'),
    ).toMatchObject({ url: new URL('http://127.0.0.1:4173/replay/a.json') });
    expect(sourceUrl('http://elsewhere.example/a.json', 'http://127.0.0.1:4173/replay/')).toEqual({
      ok: false,
      reason: 'origin',
    });
    expect(sourceUrl('//elsewhere.example/a.json', 'http://127.0.0.1:4173/replay/')).toEqual({
      ok: false,
      reason: 'origin',
    });
    expect(sourceUrl('http://[bad', 'http://127.0.0.1:4173/replay/')).toEqual({ ok: false, reason: 'bad' });
  });

  it('play this deal: code, deck or position', () => {
    const withDeck = openText(text(first.session));
    if (!withDeck.ok) throw new Error('refused');
    const deckLink = new URLSearchParams(playDealLink(withDeck.games[0]!.game).slice(2));
    expect(deckLink.get('deck')).toBe(first.session['deck']);
    expect(deckLink.get('draw')).toBe(String(first.session['draw']));
    expect(deckLink.get('rules')).toBe(first.session['rules']);
    const game = withDeck.games[0]!.game;
    const code = gameFromCode(newGameCode());
    expect(playDealLink(code)).toBe(`/?code=${makeGameCode((code.start as { code: GameCode }).code)}`);
    const position = makePosition(game.initialPosition);
    const fromPosition = openText(text({ ...first.session, deck: undefined, position, actions: [] }));
    if (!fromPosition.ok) throw new Error(fromPosition.error.message);
    expect(new URLSearchParams(playDealLink(fromPosition.games[0]!.game).slice(2)).get('position')).toBe(position);
  });
});

describe('tickDelay', () => {
  const parsed = parseSessions(text(first.session), { history: true });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const frames = foldFrames(parsed.value[0]!.history!).frames;
  it('step mode ignores recorded times and follows speed', () => {
    expect(tickDelay(frames, 0, { timing: 'step', speed: 1, maxPauseMs: null })).toBe(700);
    expect(tickDelay(frames, 5, { timing: 'step', speed: 2, maxPauseMs: null })).toBe(350);
  });
  it('real time waits the recorded gap, shortened on request', () => {
    const gap = frames[2]!.t! - frames[1]!.t!;
    expect(tickDelay(frames, 1, { timing: 'real', speed: 1, maxPauseMs: null })).toBe(Math.max(40, gap));
    expect(tickDelay(frames, 0, { timing: 'real', speed: 2, maxPauseMs: null })).toBe(frames[1]!.t! / 2);
    expect(tickDelay(frames, 0, { timing: 'real', speed: 1, maxPauseMs: 100 })).toBe(100);
  });
});

describe('openText recordings', () => {
  it('one parse, one fold: the frames are the games the engine folded when reading the file', () => {
    const r = openText(text(first.session));
    if (!r.ok) throw new Error(r.error.message);
    const { game, recording } = r.games[0]!;
    expect(recording.frames[recording.frames.length - 1]!.game).toBe(game);
  });

  it('the list and the summary count actions as the engine does: journal entries that are not undos', () => {
    const f = all.find((x) => x.session.actions.some((a) => a.a === 'U'))!;
    const r = openText(text(f.session));
    if (!r.ok) throw new Error(r.error.message);
    const { recording } = r.games[0]!;
    expect(recording.summary.actions).toBe(journalCounts(r.games[0]!.game).actions);
    expect(recording.summary.actions + recording.summary.undos).toBe(f.session.actions.length);
  });

  it('the recording of a game is folded on first use and kept', () => {
    const r = openText(
      all
        .slice(0, 2)
        .map((f) => text(f.session))
        .join('\n'),
    );
    if (!r.ok) throw new Error(r.error.message);
    const game = r.games[1]!;
    expect(game.recording).toBe(game.recording);
    expect(game.recording.frames).toHaveLength(all[1]!.session.actions.length + 1);
  });
});
