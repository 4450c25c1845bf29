import { describe, expect, it } from 'vitest';
import {
  isFoundationPile,
  act,
  dealDeck,
  doubleTapAction,
  dropAction,
  dropTargets,
  gameFromCode,
  gameFromDeck,
  gameFromPosition,
  gameFromStart,
  gamePosition,
  gameScore,
  gameWon,
  makeAction,
  makeDeck,
  makeGameCode,
  makePosition,
  makeRules,
  makeSession,
  parseAction,
  parseDeck,
  parseGameCode,
  parsePosition,
  parseSessions,
  scoreText,
  tapAction,
  VARIANTS,
  type Game,
  type Position,
  type RulesOptions,
} from '../src/index.js';
import { NEW_DECK, RANK_LETTERS, SUIT_LETTERS } from '../testing/spec/cards.js';
import { must } from './helpers.js';

const DOUBLE = VARIANTS.double;

/**
 * Deck D1, built like W1 of RULES §11 for an easy win: the 104 cards in the order they go to the
 * foundations (As..Ks, Ah..Kh, Ad..Kd, Ac..Kc, then the second deck the same way), dealt so that
 * `T1-F`, then `T9-F` x9, `T8-F` x8, ..., `T2-F` x2 clear the tableau, then `D W-F` x59 the stock.
 */
function winningDoubleDeck(): { deck: string; moves: string[] } {
  const order = [...NEW_DECK, ...NEW_DECK];
  const columns: string[][] = [[order[0]!]];
  const moves = ['T1-F'];
  let next = 1;
  for (let n = 9; n >= 2; n--) {
    columns[n - 1] = order.slice(next, next + n).reverse();
    next += n;
    moves.push(...Array<string>(n).fill(`T${n}-F`));
  }
  const stock = order.slice(next);
  for (let i = 0; i < stock.length; i++) moves.push('D', 'W-F');
  return { deck: [...columns.flat(), ...stock].join(' '), moves };
}
const D1 = winningDoubleDeck();

const doubleRules = (options: RulesOptions = {}) => makeRules({ ...options, variant: 'double' });
const gameOfDoubleDeck = (text: string, options: RulesOptions = {}): Game =>
  gameFromDeck(must(parseDeck(text, DOUBLE)), doubleRules(options));
const doublePosition = (text: string): Position => must(parsePosition(text, DOUBLE));
const gameFromPositionIn = (position: Position, options: RulesOptions = {}) =>
  gameFromPosition(position, doubleRules(options));

function playAll(game: Game, tokens: readonly string[]): Game {
  let g = game;
  for (const [i, t] of tokens.entries()) {
    const next = act(g, must(parseAction(t, g.rules.variant)));
    if (!next.ok) throw new Error(`token ${i + 1} (${t}) refused: ${next.error.message}`);
    g = next.value;
  }
  return g;
}

/**
 * A Double Klondike position text with every card accounted for: the listed columns (T1..T9) and
 * foundations, the rest of both decks in the stock.
 */
function doubleFill(columns: readonly string[], foundations = '- - - - - - - -', waste = ''): string {
  const count = new Map<string, number>();
  const use = (t: string) => count.set(t.replace('#', ''), (count.get(t.replace('#', '')) ?? 0) + 1);
  for (const c of columns) for (const t of c.split(/\s+/)) if (t) use(t);
  for (const t of waste.split(/\s+/)) if (t) use(t);
  for (const [k, t] of foundations.split(/\s+/).entries()) {
    if (t === '-') continue;
    for (let r = 0; r <= RANK_LETTERS.indexOf(t[0]!); r++) use(RANK_LETTERS[r]! + SUIT_LETTERS[k % 4]!);
  }
  const stock: string[] = [];
  for (const c of [...NEW_DECK, ...NEW_DECK]) {
    const n = count.get(c) ?? 0;
    if (n > 0) count.set(c, n - 1);
    else stock.push(c);
  }
  const parts = Array.from({ length: 9 }, (_, i) => `T${i + 1}: ${columns[i] ?? ''}`);
  return [...parts, `F: ${foundations}`, `S: ${stock.join(' ')}`, `W: ${waste}`, 'P: 1'].join('\n');
}

describe('RULES §10.1 Double Klondike', () => {
  it('"Double deck": two standard decks, 104 cards, every card exactly twice; the two copies are the same card, written the same', () => {
    expect(DOUBLE).toMatchObject({ decks: 2, jokers: 0, cards: 104, columns: 9, foundations: 8, cardsToWin: 104 });
    const deck = dealDeck(6, DOUBLE);
    expect(deck).toHaveLength(104);
    for (let c = 0; c < 52; c++) expect(deck.filter((d) => d === c)).toHaveLength(2);
    const texts = makeDeck(deck).split(' ');
    expect(new Set(texts).size).toBe(52);
  });

  it('"Double new-deck order": As 2s .. Kc twice, the input of the shuffle (deal order of a deck with no swaps is checked through the golden deals)', () => {
    // the shuffled deck holds exactly the new-deck order's cards
    const sorted = makeDeck([...dealDeck(0, DOUBLE)].sort((a, b) => a - b));
    const expected = NEW_DECK.flatMap((c) => [c, c]).join(' ');
    expect(sorted).toBe(expected);
  });

  it('"Double deal": 9 columns, column n gets n cards, only its top face up (45 cards, 9 up, 36 down); 59 in the stock, the first drawn first', () => {
    const game = gameOfDoubleDeck(D1.deck);
    const p = gamePosition(game);
    expect(p.tableau).toHaveLength(9);
    p.tableau.forEach((column, n) => {
      expect(column.cards).toHaveLength(n + 1);
      expect(column.down).toBe(n);
    });
    expect(p.stock).toHaveLength(59);
    expect(p.foundations).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // the first stock card of the deck string is drawn first
    const first = D1.deck.split(' ')[45]!;
    expect(
      makePosition(gamePosition(playAll(game, ['D'])))
        .split('; ')
        .find((s) => s.startsWith('W:')),
    ).toBe(`W: ${first}`);
  });

  it('"Double deal": a deck string with a card missing, a card three times or an unknown card is rejected naming it', () => {
    const cards = D1.deck.split(' ');
    const missing = parseDeck(cards.slice(1).join(' '), DOUBLE);
    expect(missing.ok || missing.error).toMatchObject({ code: 'ERR_DECK_MISSING' });
    expect(missing.ok || missing.error.message).toMatch(/not 104: missing As$/);
    const thrice = parseDeck([...cards.slice(1), cards[2]!].join(' '), DOUBLE);
    expect(thrice.ok || thrice.error).toMatchObject({ code: 'ERR_DECK_REPEATED' });
    expect(thrice.ok || thrice.error.message).toContain(`${cards[2]} appears three times`);
    const unknown = parseDeck(['Xh', ...cards.slice(1)].join(' '), DOUBLE);
    expect(unknown.ok || unknown.error).toMatchObject({ code: 'ERR_DECK_CARD' });
    expect(unknown.ok || unknown.error.message).toContain('Xh');
    // a standard deck is not a double deck, nor the other way round
    expect(parseDeck(D1.deck).ok).toBe(false);
    expect(parseDeck(NEW_DECK.join(' '), DOUBLE).ok).toBe(false);
  });

  it('"Double foundations": 8 piles, F1..F4 spades, hearts, diamonds, clubs, then F5..F8 the same again; each built A..K of its suit; a card may go on either pile of its suit that takes it', () => {
    const p = doublePosition(doubleFill(['4s', '2h', 'Ah'], '3s - - - 3s Ah - -'));
    expect(p.foundations).toEqual([3, 0, 0, 0, 3, 1, 0, 0]);
    const game = must(gameFromPositionIn(p));
    // 4s on F1 or F5, both of its suit at 3
    expect(act(game, must(parseAction('T1-F1', DOUBLE))).ok).toBe(true);
    expect(act(game, must(parseAction('T1-F5', DOUBLE))).ok).toBe(true);
    // 2h: only F6 holds the Ah
    expect(act(game, must(parseAction('T2-F2', DOUBLE))).ok || 'refused').toBe('refused');
    expect(act(game, must(parseAction('T2-F6', DOUBLE))).ok).toBe(true);
    // a card of another suit: F3 is diamonds
    const wrong = act(game, must(parseAction('T1-F3', DOUBLE)));
    expect(wrong.ok || wrong.error).toMatchObject({
      code: 'NOT_OWN_FOUNDATION',
      message: '4s belongs on F1 or F5, not F3',
    });
    // the position text: one entry per pile, each of its own suit
    expect(
      parsePosition(doubleFill([], '- - - - - - - -').replace('F: - - - - - - - -', 'F: - - - -'), DOUBLE).ok,
    ).toBe(false);
    const other = parsePosition(doubleFill([], '- - - - As - - -').replace('F: - - - - As', 'F: - - - - Ah'), DOUBLE);
    expect(other.ok || other.error.code).toBe('ERR_POSITION_FOUNDATION');
  });

  it('"Double foundation choice": W-F and Tm-F go to the lowest-numbered pile of the suit that takes the card; -Fk names the pile, accepted only when it is of the suit and takes it', () => {
    const game = must(gameFromPositionIn(doublePosition(doubleFill(['Ah', '2h', 'Ah'], '- - - - - - - -'))));
    // the first Ace goes to F2 (lowest hearts pile), the second to F6
    let g = playAll(game, ['T1-F']);
    expect(gamePosition(g).foundations).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
    g = playAll(g, ['T3-F']);
    expect(gamePosition(g).foundations).toEqual([0, 1, 0, 0, 0, 1, 0, 0]);
    // 2h: both piles take it, -F chooses F2
    expect(gamePosition(playAll(g, ['T2-F'])).foundations).toEqual([0, 2, 0, 0, 0, 1, 0, 0]);
    // naming F6 puts it there, and the journal records the pile named (it is not the lowest that takes it)
    const named = must(act(g, must(parseAction('T2-F6', DOUBLE))));
    expect(gamePosition(named).foundations).toEqual([0, 1, 0, 0, 0, 2, 0, 0]);
    expect(makeAction(named.moveLog!.action)).toBe('T2-F6');
    // naming the pile -F would choose is recorded as -F
    expect(makeAction(must(act(g, must(parseAction('T2-F2', DOUBLE)))).moveLog!.action)).toBe('T2-F');
    // a pile of the suit that does not take it
    const full = must(act(game, must(parseAction('T1-F', DOUBLE))));
    const refused = act(full, must(parseAction('T2-F6', DOUBLE)));
    expect(refused.ok || refused.error.code).toBe('NO_FIT');
  });

  it('"Double foundation choice": foundation to tableau is Fk-Tn, k = 1..8, where the preset allows it; no move from one foundation to another', () => {
    const text = doubleFill(['', '8c', '', '', '', '', '', '', '#Qd Kd'], '- - - - - 7h - -');
    const game = must(gameFromPositionIn(doublePosition(text)));
    const back = act(game, must(parseAction('F6-T2', DOUBLE)));
    expect(back.ok).toBe(true);
    expect(gamePosition(must(back)).foundations[5]).toBe(6);
    const classic = must(gameFromPositionIn(doublePosition(text), { preset: 'classic' }));
    expect(act(classic, must(parseAction('F6-T2', DOUBLE))).ok || 'refused').toBe('refused');
    expect(parseAction('F6-F2', DOUBLE).ok).toBe(false);
    expect(parseAction('F5-F', DOUBLE).ok).toBe(false);
  });

  it('"Double empty column": an empty column accepts only a King; column fits, runs, draws, recycles and the flip are those of sections 3 to 5', () => {
    const game = must(gameFromPositionIn(doublePosition(doubleFill(['', 'Qh', '#2c Ks', '#3c Kd', 'Jc', 'Jc']))));
    expect(act(game, must(parseAction('T2-T1', DOUBLE))).ok || 'refused').toBe('refused');
    // a King moves to the empty T1 and the card under it turns up (+5)
    const king = must(act(game, must(parseAction('T3-T1', DOUBLE))));
    expect(gamePosition(king).tableau[2]).toEqual({ cards: gamePosition(king).tableau[2]!.cards, down: 0 });
    expect(gameScore(king)).toBe(5);
    // Qh on the Ks of T1 (opposite colour, one lower); either Jc on the Qh
    const run = playAll(king, ['T2-T1', 'T5-T1']);
    expect(makePosition(gamePosition(run))).toContain('T1: Ks Qh Jc;');
    // T9 exists; a 10th column does not
    expect(parseAction('T9-T1', DOUBLE).ok).toBe(true);
    expect(parseAction('T10-T1', DOUBLE).ok).toBe(false);
  });

  it('"Double win": won when all 104 cards are on the foundations; 52 are not enough', () => {
    const half = must(gameFromPositionIn(doublePosition(doubleFill([], 'Ks Kh Kd Kc - - - -'))));
    expect(gameWon(half)).toBe(false);
    const all = must(
      gameFromPositionIn(doublePosition('T1:;T2:;T3:;T4:;T5:;T6:;T7:;T8:;T9:;F: Ks Kh Kd Kc Ks Kh Kd Kc;S:;W:')),
    );
    expect(gameWon(all)).toBe(true);
    const won = playAll(gameOfDoubleDeck(D1.deck), D1.moves);
    expect(gameWon(won)).toBe(true);
    expect(gamePosition(won).foundations).toEqual([13, 13, 13, 13, 13, 13, 13, 13]);
  });

  it('"Double scoring": a game won without returns scores 1,220 in app Normal (104 x 10 + 36 x 5) and ends at +$416 in Vegas, from -$104', () => {
    const normal = playAll(gameOfDoubleDeck(D1.deck), D1.moves);
    expect(gameScore(normal)).toBe(1220);
    expect(scoreText(gameScore(normal), 'normal')).toBe('1220');
    const start = gameOfDoubleDeck(D1.deck, { scoring: 'vegas' });
    expect(gameScore(start)).toBe(-104);
    expect(scoreText(gameScore(start), 'vegas')).toBe('-$104');
    const vegas = playAll(start, D1.moves);
    expect(gameScore(vegas)).toBe(416);
    expect(scoreText(gameScore(vegas), 'vegas')).toBe('+$416');
    // "plus 5 per card played from the waste to a column, minus what the recycles cost"
    const waste = must(gameFromPositionIn(doublePosition(doubleFill(['Kd'], '- - - - - - - -', 'Qs')), {}));
    expect(gameScore(playAll(waste, ['W-T1']))).toBe(5);
  });

  it('"Double client": a tap or double tap chooses a pile as -F does; a drop on a pile of the suit that takes the card goes there (W-F5 when not the lowest), on any other pile where -F sends it', () => {
    const game = must(gameFromPositionIn(doublePosition(doubleFill(['Kh'], 'As - - - As - - -', '2s'))));
    const p = gamePosition(game);
    expect(tapAction(p, game.rules, 'W')).toEqual({ type: 'move', from: 'W', to: 'F' });
    expect(dropAction(p, game.rules, 'W', 0, 'F5')).toEqual({ type: 'move', from: 'W', to: 'F5' });
    expect(dropAction(p, game.rules, 'W', 0, 'F1')).toEqual({ type: 'move', from: 'W', to: 'F' });
    expect(dropAction(p, game.rules, 'W', 0, 'F7')).toEqual({ type: 'move', from: 'W', to: 'F' });
    // every foundation pile is a drop target, and the ninth column is there too
    const targets = dropTargets(p, game.rules, 'W', 0);
    expect(targets.filter((t) => isFoundationPile(t))).toEqual(['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8']);
    // the double tap looks at all 9 columns: the 2s fits nowhere, a Queen on the Kh of T1 would
    expect(doubleTapAction(p, 'W')).toBeNull();
    const queen = must(
      gameFromPositionIn(
        doublePosition(doubleFill(['', '', '', '', '', '', '', '', '#3c Kh'], '- - - - - - - -', 'Qc')),
      ),
    );
    expect(doubleTapAction(gamePosition(queen), 'W')).toEqual({ type: 'move', from: 'W', to: 'T9' });
  });
});

describe('RULES §10 the variant in codes, sessions, positions and notation (Double Klondike)', () => {
  it('"Game code": the letter D in the fourth part, printed preset, variant, T; without it the game is standard; D and standard deals are unrelated', () => {
    const code = must(parseGameCode('KL1-D1N-AAAAAAG-D'));
    expect(code).toEqual({ deal: 6, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false, variant: 'double' });
    expect(makeGameCode(code)).toBe('KL1-D1N-AAAAAAG-D');
    expect(makeGameCode(must(parseGameCode('kl1-d3v-aaaaaag-tdc')))).toBe('KL1-D3V-AAAAAAG-CDT');
    expect(parseGameCode('KL1-D1N-AAAAAAG-DJ').ok).toBe(false);
    expect(parseGameCode('KL1-D1N-AAAAAAG-DD').ok).toBe(false);
    expect(makeDeck(dealDeck(6, DOUBLE)).startsWith(makeDeck(dealDeck(6)))).toBe(false);
    expect(gamePosition(gameFromCode(code)).tableau).toHaveLength(9);
  });

  it('"Position text": parts T1..T9 and 8 foundation entries; a part the variant does not have is invalid', () => {
    const text = doubleFill(['Ks', '', '', '', '', '', '', '', '#2d Qh']);
    const p = doublePosition(text);
    expect(doublePosition(makePosition(p))).toEqual(p);
    expect(makePosition(p)).toMatch(/; T9: #2d Qh; F: - - - - - - - -; S: /);
    const standard = parsePosition(text);
    expect(standard.ok || standard.error.code).toBe('ERR_POSITION_PART');
  });

  it('"Notation": T1..T9 and F1..F8 in Double Klondike; in a standard game a token naming such a pile is bad input (T8-F)', () => {
    for (const t of ['T8-F', 'T9-T1', 'W-F8', 'F5-T9']) {
      expect(parseAction(t, DOUBLE).ok).toBe(true);
      const standard = parseAction(t);
      expect(standard.ok || standard.error).toMatchObject({ code: 'ERR_TOKEN' });
    }
    // the message names the pile this game lacks (a new-user trial got the generic "expected D, R, U, ..." list)
    const t8 = parseAction('T8-F');
    expect(t8.ok || t8.error.message).toBe(
      '"T8-F" is not an action in this game: it has no T8 (columns T1..T7, foundations F1..F4)',
    );
    const f7 = parseAction('t1-f7');
    expect(f7.ok || f7.error.message).toContain('it has no F7');
  });

  it('"Session file": "variant": "double", written only for a variant game; a deck must have the variant\'s cards; the code\'s letter and the field must agree', () => {
    const game = playAll(gameOfDoubleDeck(D1.deck), D1.moves.slice(0, 12));
    const session = makeSession(game);
    expect(session.variant).toBe('double');
    const read = must(parseSessions(JSON.stringify(session)));
    expect(makePosition(gamePosition(read[0]!.game))).toBe(makePosition(gamePosition(game)));
    const { variant: _dropped, ...withoutVariant } = session;
    expect(parseSessions(JSON.stringify(withoutVariant)).ok).toBe(false);
    const coded = makeSession(gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG-D'))));
    expect(coded).toMatchObject({ variant: 'double', code: 'KL1-D1N-AAAAAAG-D' });
    expect(parseSessions(JSON.stringify(coded)).ok).toBe(true);
    const disagree = parseSessions(JSON.stringify({ ...coded, variant: 'jokers', deck: undefined }));
    expect(disagree.ok || disagree.error.code).toBe('ERR_START');
  });

  it("a start built by hand whose cards are not the variant's is refused, not dealt", () => {
    const standardDeck = dealDeck(6);
    const deck = gameFromStart({ deck: standardDeck, variant: 'double' });
    expect(deck.ok || deck.error.code).toBe('ERR_DECK');
    const position = gameFromStart({ position: doublePosition(doubleFill([])) });
    expect(position.ok || position.error.code).toBe('ERR_POSITION');
    expect(gameFromStart({ deck: dealDeck(6, DOUBLE), variant: 'double' }).ok).toBe(true);
  });

  it('golden deals: deal 0 and deal 6 of Double Klondike, pinned forever', () => {
    expect(makeDeck(dealDeck(0, DOUBLE))).toBe(
      'Kc Ts 3d 8s Ac 8h 9c 8s 3c 6h Ah 9h 6d Ks Jc 5h Js 2d Qc Qd 5s Ks Qc 8c Jh 7d Qh Ac 8c 3s 5h 9s 5c 7c 4s 6d 8h 4c Qd 4c Tc 2h 2s Kh 5d Ad 7h 6c 7c 9s Jd 3d 9d 6h 8d Qs 6s 3c 3s Jh 3h 6s 4d 7s Kc 3h Tc Kd Td Qh 6c Js Td Jc Kh Th 9d Jd Ah As 7s 5d Qs 4s 5c Th 8d 2c 2s 7h 9c 9h 4h 2c As Kd Ts 4h Ad 2h 4d 7d 2d 5s',
    );
    expect(makeDeck(dealDeck(6, DOUBLE))).toBe(
      '2h Jc 9s 7h 7h 8h 4c 3s Jc As 5d 7d 5d Kh 3d 2c Ks 6s 3h Ac 8s Jd 8s 3d Ad 7c 5h Ks Qd 6c Kh 7s 5c 5h Kc Td 2d 2s Js 9h 5c 3s 3c 2c Qd Ac 7c 9s Qc Ts Th 7d 6d Ah 8h 8d Tc 6h 6c Jh Jh 4h Qs Qh 9d 5s 2h Ts 6h 2s Jd 4h 5s 3h 6s As 8c Ad 2d Th 9c Qh Kc Js Td 7s Tc 8d Qs Qc 6d 3c 8c 9d 4s 9h 4d Kd 9c 4d Kd Ah 4c 4s',
    );
    expect(makeDeck(dealDeck(6, DOUBLE))).toBe(
      makeSession(gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG-D')))).deck,
    );
  });
});
