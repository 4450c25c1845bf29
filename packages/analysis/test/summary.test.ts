import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  gameFromDeck,
  dealDeck,
  makeRules,
  makeSessionText,
  parseSessions,
  play,
  undo,
  gameSummary,
  gameStartOf,
  journalEntries,
  makeAction,
  makeGameStart,
  move,
  DRAW,
  RECYCLE,
  type Game,
} from '@klondike/engine';
import {
  gameFigures,
  histogram,
  overview,
  readSession,
  readSessionText,
  sessionKeyText,
  thinkByActionNumber,
  undosByResult,
  winRateByMode,
  type SessionSummary,
} from '../src/index.js';

/** The repository root, or the one a mutation run names when it runs a copy of the package (scripts/stryker.mjs). */
const REPO_ROOT = process.env['KLONDIKE_REPO_ROOT'] ?? join(import.meta.dirname, '../../..');
const FIXTURES = join(REPO_ROOT, '../shared/fixtures');

interface RawAction {
  readonly a: string;
  readonly t?: number;
}

/** The counts of a journal done by hand: undos pop the newest action still in effect. */
function countByHand(actions: readonly RawAction[]): {
  actions: number;
  undos: number;
  recycles: number;
  returns: number;
  firstFoundation: number | null;
} {
  const inEffect: string[] = [];
  let undos = 0;
  let firstFoundation: number | null = null;
  for (const { a, t } of actions) {
    if (a === 'U') {
      undos++;
      inEffect.pop();
      continue;
    }
    inEffect.push(a);
    if (firstFoundation === null && /-F\d?$/.test(a)) firstFoundation = t ?? null;
  }
  return {
    actions: actions.length - undos,
    undos,
    recycles: inEffect.filter((a) => a === 'R').length,
    returns: inEffect.filter((a) => /^F\d-/.test(a)).length,
    firstFoundation,
  };
}

/**
 * The median worked out apart from `median()`, so a fault there shows: the values sorted with a
 * numeric comparison, the middle one or the mean of the middle two (mutation-summary.test.ts checks
 * `median()` itself on figures done on paper).
 */
function medianByHand(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

function summaryOf(text: string, file = 'x.json'): SessionSummary {
  const outcome = readSession(text, file);
  if (outcome === null || !('summary' in outcome)) throw new Error(`not read: ${JSON.stringify(outcome)}`);
  return outcome.summary;
}

describe('summarizeSession over the shared fixtures', () => {
  const files = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort();
  it('finds the fixtures', () => expect(files.length).toBeGreaterThanOrEqual(24));
  for (const file of files) {
    it(`${file}: agrees with gameSummary, the fixture's expected and counts by hand`, () => {
      const text = readFileSync(join(FIXTURES, file), 'utf8');
      const fixture = JSON.parse(text) as {
        session: { actions: RawAction[]; rules: string; draw: number; scoring: string };
        expected: ReturnType<typeof gameSummary>;
      };
      const row = summaryOf(text, file);
      const read = parseSessions(text);
      if (!read.ok) throw new Error(read.error.message);
      const engine = gameSummary(read.value[0]!.game);
      expect(row.source).toBe(file);
      expect([row.rules, row.draw, row.scoring]).toEqual([
        fixture.session.rules,
        fixture.session.draw,
        fixture.session.scoring,
      ]);
      expect({ won: row.won, score: row.score, scoreText: row.scoreText }).toEqual({
        won: engine.won,
        score: engine.score,
        scoreText: engine.scoreText,
      });
      expect({ won: row.won, score: row.score, scoreText: row.scoreText }).toEqual({
        won: fixture.expected.won,
        score: fixture.expected.score,
        scoreText: fixture.expected.scoreText,
      });
      expect(row.foundationCards).toBe(fixture.expected.foundations.reduce((a, b) => a + b, 0));
      expect(row.faceDownLeft).toBe(fixture.expected.tableau.join(' ').split('#').length - 1);
      const hand = countByHand(fixture.session.actions);
      expect({
        actions: row.actions,
        undos: row.undos,
        recycles: row.recycles,
        foundationReturns: row.foundationReturns,
        firstFoundationMs: row.firstFoundationMs,
      }).toEqual({
        actions: hand.actions,
        undos: hand.undos,
        recycles: hand.recycles,
        foundationReturns: hand.returns,
        firstFoundationMs: hand.firstFoundation,
      });
      const ts = fixture.session.actions.map((a) => a.t!);
      expect(row.durationMs).toBe(ts[ts.length - 1]);
      const thinks = ts.map((t, i) => t - (i === 0 ? 0 : ts[i - 1]!));
      expect(row.thinkTimesMs).toEqual(thinks);
      expect(row.longestThinkMs).toBe(Math.max(...thinks));
      expect(row.medianThinkMs).toBe(medianByHand(thinks));
      expect(row.lastAction).toBe(fixture.session.actions[fixture.session.actions.length - 1]!.a);
    });
  }
});

/** A deal-1 game built through the engine, with times 1 s apart. */
function handMade(steps: readonly ('undo' | Parameters<typeof play>[1])[]): Game {
  let game = gameFromDeck(dealDeck(1), makeRules({ preset: 'app', draw: 3, scoring: 'normal' }));
  steps.forEach((step, i) => {
    const next = step === 'undo' ? undo(game, (i + 1) * 1000) : play(game, step, (i + 1) * 1000);
    if (!next.ok) throw new Error(`step ${i + 1}: ${next.error.message}`);
    game = next.value;
  });
  return game;
}

describe('hand-made sessions with known counts', () => {
  it('counts draws through the stock, a recycle, an undone recycle and undos', () => {
    // draw 3: 24 stock cards are 8 draws; then recycle, undo it, recycle again, draw
    const draws = Array.from({ length: 8 }, () => DRAW);
    const game = handMade([...draws, RECYCLE, 'undo', RECYCLE, DRAW, 'undo', DRAW]);
    const row = summaryOf(makeSessionText(game));
    expect(row).toMatchObject({
      actions: 12,
      undos: 2,
      recycles: 1,
      foundationReturns: 0,
      durationMs: 14_000,
      longestThinkMs: 1000,
      medianThinkMs: 1000,
      firstFoundationMs: null,
      lastAction: 'D',
      won: false,
    });
    expect(row.thinkTimesMs).toHaveLength(14);
  });

  it('counts a foundation return that stayed and one that was undone', () => {
    // deal 1's columns: find an ace that can go up with the engine's own legal moves
    let game = handMade([]);
    const up = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']
      .map((c) => move(c as 'T1', 'F'))
      .find((m) => play(game, m).ok);
    if (!up) throw new Error('deal 1 has no ace up at the start: pick another deal for this test');
    const from = (up as { from: 'T1' }).from;
    game = handMade([up]);
    const back = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']
      .map((c) => move('F1', c as 'T1'))
      .concat(
        ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'].map((c) => move('F2', c as 'T1')),
        ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'].map((c) => move('F3', c as 'T1')),
        ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'].map((c) => move('F4', c as 'T1')),
      )
      .find((m) => play(game, m).ok);
    if (!back) throw new Error('no column takes the ace back');
    game = handMade([up, back, 'undo', back]);
    const row = summaryOf(makeSessionText(game));
    expect(from).toMatch(/^T/);
    expect(row).toMatchObject({
      actions: 3,
      undos: 1,
      foundationReturns: 1,
      recycles: 0,
      firstFoundationMs: 1000,
      foundationCards: 0,
    });
  });
});

describe('gameFigures', () => {
  it("gives a game's figures as its summary row does, with an undone recycle and an empty journal", () => {
    const draws = Array.from({ length: 8 }, () => DRAW);
    for (const game of [handMade([...draws, RECYCLE, 'undo', RECYCLE, DRAW, 'undo', DRAW]), handMade([])]) {
      const row = summaryOf(makeSessionText(game));
      const figures = gameFigures(game);
      expect(Object.keys(figures)).toHaveLength(11);
      for (const [field, value] of Object.entries(figures))
        expect([field, value]).toEqual([field, row[field as keyof SessionSummary]]);
    }
    expect(gameFigures(handMade([...draws, RECYCLE, 'undo', RECYCLE])).recycles).toBe(1);
    expect(gameFigures(handMade([])).durationMs).toBeNull();
  });
});

describe('readSessionText', () => {
  it('reads NDJSON line by line: a corrupt line and an illegal action are listed, the good lines go on', () => {
    const good = makeSessionText(handMade([DRAW, DRAW]));
    const illegal = good.replace('"a":"D"', '"a":"T1-T2"');
    const text = [good, '{"format": "klondike-session", broken', '', illegal, good].join('\n');
    const read = readSessionText(text, 'mine.ndjson');
    expect(read.summaries.map((s) => s.source)).toEqual(['mine.ndjson:1', 'mine.ndjson:5']);
    expect(read.invalid.map((i) => i.source)).toEqual(['mine.ndjson:2', 'mine.ndjson:4']);
    expect(read.invalid[0]!.reason).toMatch(/not valid JSON/);
    expect(read.invalid[1]!.reason).toMatch(/ERR_ILLEGAL: action 1 \(T1-T2\)/);
    // the action index as data too, for a report that words the reason in its own language
    expect(read.invalid.map((i) => i.actionIndex)).toEqual([undefined, 1]);
  });

  it('an empty text has no session and is reported (records.test.ts has the other cases)', () => {
    expect(readSessionText('', 'empty.ndjson')).toEqual({
      summaries: [],
      invalid: [{ source: 'empty.ndjson', reason: 'ERR_EMPTY: the file is empty' }],
    });
  });
});

describe('aggregates', () => {
  const rows = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => summaryOf(readFileSync(join(FIXTURES, f), 'utf8'), f));

  it('win rate per mode covers every row once', () => {
    const modes = winRateByMode(rows);
    expect(modes.reduce((sum, m) => sum + m.sessions, 0)).toBe(rows.length);
    expect(modes.reduce((sum, m) => sum + m.won, 0)).toBe(rows.filter((r) => r.won).length);
    expect(modes).toHaveLength(12);
  });

  it('histogram bins by floor(value / width)', () => {
    expect(histogram([0, 99, 100, 250, -1], 100)).toEqual([
      { from: -100, count: 1 },
      { from: 0, count: 2 },
      { from: 100, count: 1 },
      { from: 200, count: 1 },
    ]);
  });

  it('think time by action number, undos by result, overview', () => {
    const think = thinkByActionNumber(rows, 5);
    expect(think.map((t) => t.action)).toEqual([1, 2, 3, 4, 5]);
    expect(think[0]!.sessions).toBe(rows.length);
    expect(think[0]!.medianMs).toBe(medianByHand(rows.map((r) => r.thinkTimesMs[0]!)));
    const undos = undosByResult(rows);
    expect(undos.reduce((s, u) => s + u.sessions, 0)).toBe(rows.length);
    const o = overview(rows);
    expect(o.sessions).toBe(rows.length);
    expect(o.medianActions).toBe(medianByHand(rows.map((r) => r.actions)));
  });
});

describe('the session key over the shared fixtures', () => {
  const files = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort();
  /** The key text written the plain way: each entry's canonical token (`makeAction`) and `@` its time as JavaScript writes it. */
  const plainKeyText = (game: Game, startedAt: string): string => {
    const r = game.rules;
    // the one start field a game's start text holds: its code, deck or position
    const start = makeGameStart(gameStartOf(game));
    const kind = (['code', 'deck', 'position'] as const).find((k) => start[k] !== undefined)!;
    const lines = [
      'klondike-session-key 1',
      [r.preset, r.draw, r.scoring, r.thoughtful, r.variant.name].join(' '),
      `${kind} ${start[kind]!}`,
      startedAt,
      journalEntries(game)
        .map((e) => makeAction(e.action) + (e.t === undefined ? '' : `@${e.t}`))
        .join(' '),
    ];
    return lines.join('\n');
  };
  // times of every shape a session may hold (RULES §8: any number of 0 or more): whole, fractional,
  // past 2^53, written with an exponent, and none
  const ODD_TIMES = [0, 7, 1.5, 2 ** 53 + 2, 1e21, 123456789012, undefined, 0.000001];
  for (const file of files) {
    it(`${file}: the key of an NDJSON line is SHA-256 of the text written the plain way`, () => {
      const fixture = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as {
        session: { actions: RawAction[] } & Record<string, unknown>;
      };
      const actions = fixture.session.actions.map(({ a }, i) => {
        const t = ODD_TIMES[i % ODD_TIMES.length];
        return t === undefined ? { a: a.toLowerCase() } : { a: a.toLowerCase(), t };
      });
      const startedAt = '2026-12-06T10:00:00.000Z';
      const line = JSON.stringify({ ...fixture.session, actions, startedAt });
      const read = parseSessions(line);
      if (!read.ok) throw new Error(read.error.message);
      const text = plainKeyText(read.value[0]!.game, startedAt);
      const row = readSessionText(line + '\n', 'k.ndjson').summaries[0]!;
      expect(row.sessionKey).toBe(createHash('sha256').update(text).digest('hex').slice(0, 32));
      expect(sessionKeyText(read.value[0]!)).toBe(text);
      // a startedAt that is no date and time (RULES §8 shows ISO 8601) is set aside: keyed as absent
      const odd = JSON.stringify({ ...fixture.session, actions, startedAt: 'yesterday é' });
      const oddText = plainKeyText(read.value[0]!.game, '');
      const oddRow = readSessionText(odd + '\n', 'k.ndjson').summaries[0]!;
      expect(oddRow.sessionKey).toBe(createHash('sha256').update(oddText).digest('hex').slice(0, 32));
    });
  }
});
