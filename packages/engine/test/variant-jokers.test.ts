import { describe, expect, it } from 'vitest';
import {
  act,
  dealDeck,
  doubleTapAction,
  dropAction,
  gameFromCode,
  gameFromDeck,
  gameFromPosition,
  gamePosition,
  gameScore,
  gameWon,
  isRunWithJokers,
  JOKER,
  legalActions,
  makeAction,
  makeCard,
  makeDeck,
  makeGameCode,
  makePosition,
  makeRules,
  makeSession,
  parseAction,
  parseCard,
  parseDeck,
  parseGameCode,
  parsePosition,
  parseSessions,
  scoreText,
  tapAction,
  VARIANTS,
  type Card,
  type Game,
  type RulesOptions,
} from '../src/index.js';
import { fitsOnCard } from '../src/card.js';
import { NEW_DECK } from '../testing/spec/cards.js';
import { fillPosition, must } from './helpers.js';

const JOKERS = VARIANTS.jokers;

const jokerRules = (options: RulesOptions = {}) => makeRules({ ...options, variant: 'jokers' });
const jokerGame = (text: string, options: RulesOptions = {}): Game =>
  must(gameFromPosition(must(parsePosition(text, JOKERS)), jokerRules(options)));
const cards = (text: string): Card[] => text.split(' ').map((t) => must(parseCard(t)));
const tok = (t: string) => must(parseAction(t, JOKERS));

function playAll(game: Game, tokens: readonly string[]): Game {
  let g = game;
  for (const [i, t] of tokens.entries()) {
    const next = act(g, tok(t));
    if (!next.ok) throw new Error(`token ${i + 1} (${t}) refused: ${next.error.message}`);
    g = next.value;
  }
  return g;
}
const refused = (game: Game, t: string) => {
  const next = act(game, tok(t));
  return next.ok ? null : next.error;
};
const column = (game: Game, n: number): string => makePosition(gamePosition(game)).split('; ')[n - 1]!;

/**
 * Deck J1 (built like W1 of RULES §11 for an easy win, with both jokers in the deal): the suited cards
 * go to the foundations in the order As..Ks, Ah..Kh, Ad..Kd, Ac..Kc. T7 and T6 each hold a face-down
 * joker second from the bottom: once turned up it goes to the empty T1 (a joker alone stands for a
 * King; the second then for a Queen), uncovering the card under it. In the stock the Jd is put on the
 * two jokers (`W-T1`), the three move together to the empty T2 (`T1-T2`, the longest run), and the Jd
 * goes up from there.
 */
function winningJokersDeck(): { deck: string; moves: string[] } {
  const order = NEW_DECK;
  let next = 0;
  const take = (n: number) => order.slice(next, (next += n));
  const t1 = take(1);
  const t7 = take(6);
  const t6 = take(5);
  const rest = [5, 4, 3, 2].map((n) => take(n).reverse());
  const stock = order.slice(next);
  // T7: the 6th card to go up at the bottom, the joker on it, then the other five, the first to go up on top
  const columns = [t1, [t7[5]!, 'Jk', ...t7.slice(0, 5).reverse()], [t6[4]!, 'Jk', ...t6.slice(0, 4).reverse()]];
  const deck = [...t1, ...rest[3]!, ...rest[2]!, ...rest[1]!, ...rest[0]!, ...columns[2]!, ...columns[1]!, ...stock];
  const moves = [
    'T1-F',
    ...Array<string>(5).fill('T7-F'),
    'T7-T1',
    'T7-F',
    ...Array<string>(4).fill('T6-F'),
    'T6-T1',
    'T6-F',
  ];
  for (const n of [5, 4, 3, 2]) moves.push(...Array<string>(n).fill(`T${n}-F`));
  for (const c of stock) moves.push(...(c === 'Jd' ? ['D', 'W-T1', 'T1-T2', 'T2-F'] : ['D', 'W-F']));
  return { deck: deck.join(' '), moves };
}
const J1 = winningJokersDeck();

describe('RULES §10.2 Klondike with jokers', () => {
  it('"Jokers deck": a standard deck and two jokers, 54 cards; a joker is written Jk (input: any letter case); the two are the same card', () => {
    expect(JOKERS).toMatchObject({ decks: 1, jokers: 2, cards: 54, columns: 7, foundations: 4, cardsToWin: 52 });
    for (const text of ['Jk', 'jk', 'JK', 'jK']) expect(must(parseCard(text))).toBe(JOKER);
    expect(makeCard(JOKER)).toBe('Jk');
    const deck = dealDeck(0, JOKERS);
    expect(deck).toHaveLength(54);
    expect(deck.filter((c) => c === JOKER)).toHaveLength(2);
  });

  it('"Jokers new-deck order": As 2s .. Kc Jk Jk, the input of the shuffle', () => {
    expect(makeDeck([...dealDeck(6, JOKERS)].sort((a, b) => a - b))).toBe([...NEW_DECK, 'Jk', 'Jk'].join(' '));
  });

  it('"Jokers deal": dealt like any card: 28 in the columns (7 up, 21 down), 26 in the stock; a deck string has 54 cards with exactly two Jk', () => {
    const game = gameFromDeck(must(parseDeck(J1.deck, JOKERS)), jokerRules());
    const p = gamePosition(game);
    expect(p.tableau).toHaveLength(7);
    expect(p.tableau.reduce((n, c) => n + c.cards.length, 0)).toBe(28);
    expect(p.tableau.reduce((n, c) => n + c.down, 0)).toBe(21);
    expect(p.stock).toHaveLength(26);
    const withoutJoker = J1.deck.replace('Jk', '').trim();
    const three = parseDeck(`${J1.deck.replace('Jk', 'Jk Jk')}`, JOKERS);
    expect(three.ok || three.error.code).toBe('ERR_DECK_REPEATED');
    const missing = parseDeck(withoutJoker, JOKERS);
    expect(missing.ok || missing.error.message).toMatch(/not 54: missing Jk$/);
    // a standard deck has no joker: named, with its place
    const standard = parseDeck(J1.deck);
    expect(standard.ok || standard.error).toMatchObject({ code: 'ERR_DECK_CARD' });
    expect(standard.ok || standard.error.message).toMatch(/^deck card \d+: Jk is not in the standard deck/);
  });

  it('"Joker stands in": the face-up cards of a column must be a run with jokers: ranks and colours only, a joker for any rank 1..13, never a suit', () => {
    expect(isRunWithJokers(cards('8s Jk 6c'))).toBe(true);
    expect(isRunWithJokers(cards('8s Jk 6h'))).toBe(false);
    // suits do not matter, only colours: a club where a spade could be
    expect(isRunWithJokers(cards('8c Jk 6s'))).toBe(true);
    expect(isRunWithJokers(cards('Jk Jk'))).toBe(true);
    // the joker would stand for rank 0 or 14
    expect(isRunWithJokers(cards('Ah Jk'))).toBe(false);
    expect(isRunWithJokers(cards('Jk Kh'))).toBe(false);
    // a King on an empty column, or a joker standing for one
    expect(isRunWithJokers(cards('Jk Qh'), 13)).toBe(true);
    expect(isRunWithJokers(cards('Jk Jh'), 13)).toBe(false);
  });

  it('"Joker stands in": without a joker the run is exactly the run of RULES §3 (opposite colour, one lower), for every pair of cards', () => {
    for (let under = 0; under < 52; under++)
      for (let c = 0; c < 52; c++) expect(isRunWithJokers([under, c])).toBe(fitsOnCard(c, under));
  });

  it('"Joker fit on a column": a card or run may go on a column when the column\'s face-up cards and the moved cards are still a run with jokers', () => {
    const game = jokerGame(fillPosition({ T: ['#Ac 8s Jk', '6c', '6h', 'Jk 5h'] }));
    expect(act(game, tok('T2-T1')).ok).toBe(true);
    expect(refused(game, 'T3-T1')?.code).toBe('NO_FIT');
    // the joker with the 5h on it (a black 6 under a red 5) onto the joker of T1 (a red 7)
    expect(column(must(act(game, tok('T4-T1'))), 1)).toBe('T1: #Ac 8s Jk Jk 5h');
    // once the 6c lies there, the 5h alone fits: the longest run that fits moves, the joker stays
    const after = playAll(game, ['T2-T1', 'T4-T1']);
    expect(column(after, 1)).toBe('T1: #Ac 8s Jk 6c 5h');
    expect(column(after, 4)).toBe('T4: Jk');
  });

  it('"Joker fit on a column": on an empty column the moved cards must be a run whose lowest card is a King or a joker standing for one; a joker alone fits on any face-up top but an Ace, and on an empty column', () => {
    const game = jokerGame(fillPosition({ T: ['Jk Qh', '', 'Ah', 'Jk', '2c'] }));
    expect(refused(game, 'T4-T3')?.code).toBe('NO_FIT');
    expect(act(game, tok('T4-T5')).ok).toBe(true);
    expect(act(game, tok('T4-T2')).ok).toBe(true);
    // Jk Qh: the joker stands for a King
    expect(act(game, tok('T1-T2')).ok).toBe(true);
    // Jk Jh: the joker would be a Queen
    expect(refused(jokerGame(fillPosition({ T: ['Jk Jh', ''], S: 'Jk' })), 'T1-T2')?.code).toBe('NO_FIT');
  });

  it('"Joker fit on a column": a joker that is the lowest face-up card of its column (on a face-down card, or alone) takes any card but a King', () => {
    const game = jokerGame(fillPosition({ T: ['#4d Jk', 'Qh', 'Kh', 'Jk', '2s'] }));
    expect(act(game, tok('T2-T1')).ok).toBe(true);
    expect(refused(game, 'T3-T1')?.code).toBe('NO_FIT');
    expect(act(game, tok('T5-T4')).ok).toBe(true);
    expect(refused(game, 'T3-T4')?.code).toBe('NO_FIT');
  });

  it('"Joker run choice": Tm-Tn moves the longest run of Tm that fits Tn; two jokers on a face-down card both fit a 9h', () => {
    const game = jokerGame(fillPosition({ T: ['#Ac Jk Jk', '#2c 9h'] }));
    const moved = must(act(game, tok('T1-T2')));
    expect(column(moved, 2)).toBe('T2: #2c 9h Jk Jk');
    expect(column(moved, 1)).toBe('T1: Ac');
    expect(moved.moveLog!.position.tableau[1]!.cards).toHaveLength(4);
  });

  it('"Jokers never go to a foundation": W-F and Tm-F with a joker are illegal, and a tap on a joker does nothing; the foundations hold the 52 suited cards as in section 3', () => {
    const game = jokerGame(fillPosition({ T: ['Jk', '#Ah Jk'], S: 'As', W: 'Ks' }));
    expect(refused(game, 'T1-F')).toMatchObject({
      code: 'JOKER_NO_FOUNDATION',
      message: 'a joker never goes to a foundation',
    });
    expect(refused(game, 'T1-F2')?.code).toBe('JOKER_NO_FOUNDATION');
    expect(tapAction(gamePosition(game), game.rules, 'T1')).toBeNull();
    expect(dropAction(gamePosition(game), game.rules, 'T1', 0, 'F1')).toBeNull();
    const drawn = playAll(jokerGame(fillPosition({ T: ['Kd'], S: 'Jk Jk' })), ['D']);
    expect(refused(drawn, 'W-F')?.code).toBe('JOKER_NO_FOUNDATION');
    expect(legalActions(gamePosition(drawn), drawn.rules).map(makeAction)).not.toContain('W-F');
    // a joker on a foundation in a position text is invalid
    const onFoundation = parsePosition(
      fillPosition({ T: ['Jk'], S: 'Jk' }).replace('F: - - - -', 'F: Jk - - -'),
      JOKERS,
    );
    expect(onFoundation.ok || onFoundation.error.code).toBe('ERR_POSITION_FOUNDATION');
  });

  it('"Jokers win": won when the 52 suited cards are on the foundations, wherever the jokers are', () => {
    const inColumn = jokerGame('T1: Jk;T2: Jk;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Kc;S:;W:');
    expect(gameWon(inColumn)).toBe(true);
    const inStock = jokerGame('T1:;T2:;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Kc;S: Jk;W: Jk');
    expect(gameWon(inStock)).toBe(true);
    expect(gameWon(playAll(gameFromDeck(must(parseDeck(J1.deck, JOKERS)), jokerRules()), J1.moves))).toBe(true);
  });

  it('"Jokers scoring": the tables unchanged; a joker counts for "turned up" (+5) and "waste onto a column" (+5); a won game without returns scores 625 in app Normal (here 630: one card from the waste to a column) and +$208 in Vegas', () => {
    const deck = must(parseDeck(J1.deck, JOKERS));
    const normal = playAll(gameFromDeck(deck, jokerRules()), J1.moves);
    // 52 x 10 to the foundations, 21 cards turned up (the two jokers among them), the Jd from the waste to T1
    expect(gameScore(normal)).toBe(520 + 21 * 5 + 5);
    const vegasStart = gameFromDeck(deck, jokerRules({ scoring: 'vegas' }));
    expect(gameScore(vegasStart)).toBe(-52);
    const vegas = playAll(vegasStart, J1.moves);
    expect(scoreText(gameScore(vegas), 'vegas')).toBe('+$208');
    // a joker turned up scores the +5 of the move that uncovered it
    const flip = jokerGame(fillPosition({ T: ['', '#Jk Kd'], S: 'Jk' }));
    expect(gameScore(playAll(flip, ['T2-T1']))).toBe(5);
    const fromWaste = playAll(jokerGame(fillPosition({ T: ['Kd'], S: 'Jk Jk' })), ['D', 'W-T1']);
    expect(gameScore(fromWaste)).toBe(5);
  });

  it('"Jokers scoring": 625 less 5 per joker still face down at the end (possible only under the other joker)', () => {
    // like J1 without jokers in T6 and T7: the two jokers are T2, the face-down one under the face-up one, never moved
    const order = NEW_DECK;
    let next = 0;
    const take = (n: number) => order.slice(next, (next += n)).reverse();
    const t1 = take(1);
    const [t7, t6, t5, t4, t3] = [7, 6, 5, 4, 3].map(take);
    const deck = [...t1, 'Jk', 'Jk', ...t3!, ...t4!, ...t5!, ...t6!, ...t7!, ...order.slice(next)].join(' ');
    const game = gameFromDeck(must(parseDeck(deck, JOKERS)), jokerRules());
    const moves = ['T1-F'];
    for (const n of [7, 6, 5, 4, 3]) moves.push(...Array<string>(n).fill(`T${n}-F`));
    for (let i = next; i < 52; i++) moves.push('D', 'W-F');
    const won = playAll(game, moves);
    expect(gameWon(won)).toBe(true);
    expect(column(won, 2)).toBe('T2: #Jk Jk');
    // 52 x 10, and 20 of the 21 face-down cards turned up
    expect(gameScore(won)).toBe(625 - 5);
  });

  it('"Joker double tap": the longest column the card or run fits on, ties to the leftmost; else the leftmost empty column when it takes the run (a King, or a joker that can stand for one), not when its lowest card already lies at the bottom of its column', () => {
    const game = jokerGame(fillPosition({ T: ['#2c 9h', '#3c #4c 9d', '', 'Jk', '#5c Jk 7c'] }));
    const p = gamePosition(game);
    // the lone joker of T4 fits on both 9s: the longer T2 wins
    expect(doubleTapAction(p, 'T4', 0)).toEqual({ type: 'move', from: 'T4', to: 'T2' });
    // the joker of T5 with the 7c on it is a red 8: no black 9 takes it, but the lone joker of T4 can stand for one
    expect(doubleTapAction(p, 'T5', 1)).toEqual({ type: 'move', from: 'T5', to: 'T4' });
    // the 7c alone fits on the lone joker too, but T5-T4 moves the longest run that fits (the joker with it):
    // a double tap moves what was tapped or nothing
    expect(doubleTapAction(p, 'T5', 2)).toBeNull();
    // a joker alone at the bottom of its column is not offered the empty column
    const alone = jokerGame(fillPosition({ T: ['Jk', '', 'Ah'], S: 'Jk' }));
    expect(doubleTapAction(gamePosition(alone), 'T1', 0)).toBeNull();
    // a joker from the waste goes to the leftmost empty column when nothing else takes it
    const waste = playAll(jokerGame(fillPosition({ T: ['Ah', '', 'As'], S: 'Jk Jk' })), ['D']);
    expect(doubleTapAction(gamePosition(waste), 'W')).toEqual({ type: 'move', from: 'W', to: 'T2' });
  });

  it('"Jokers position text": valid with the 52 suited cards once and Jk exactly twice, and every column\'s face-up cards a run with jokers', () => {
    const text = fillPosition({ T: ['#Ac 8s Jk 6c', '', 'Jk'] });
    const p = must(parsePosition(text, JOKERS));
    expect(must(parsePosition(makePosition(p), JOKERS))).toEqual(p);
    const once = parsePosition(text.replace('T3: Jk', 'T3:'), JOKERS);
    expect(once.ok || once.error.message).toMatch(/not 54: missing Jk$/);
    const thrice = parsePosition(text.replace('T2: ', 'T2: Jk'), JOKERS);
    expect(thrice.ok || thrice.error.code).toBe('ERR_POSITION_CARDS');
    const broken = parsePosition(text.replace('8s Jk 6c', '8s Jk 6h'), JOKERS);
    expect(broken.ok || broken.error).toMatchObject({ code: 'ERR_POSITION_COLUMN' });
    // standard position text has no joker
    expect(parsePosition(text).ok).toBe(false);
  });
});

describe('RULES §10.2 worked examples (face-up parts of columns, bottom first)', () => {
  it('"8s Jk: the joker stands for a red 7; 6s or 6c may go on it, 6h may not"', () => {
    const game = jokerGame(fillPosition({ T: ['#Ad 8s Jk', '6s', '6c', '6h'], S: 'Jk' }));
    expect(act(game, tok('T2-T1')).ok).toBe(true);
    expect(act(game, tok('T3-T1')).ok).toBe(true);
    expect(refused(game, 'T4-T1')?.code).toBe('NO_FIT');
  });

  it('"8s Jk 6c then Jk moved on it: the second joker stands for a red 5"', () => {
    const game = jokerGame(fillPosition({ T: ['#Ad 8s Jk 6c', 'Jk', '4s', '4h'] }));
    const moved = playAll(game, ['T2-T1']);
    expect(column(moved, 1)).toBe('T1: #Ad 8s Jk 6c Jk');
    expect(act(moved, tok('T3-T1')).ok).toBe(true);
    expect(refused(moved, 'T4-T1')?.code).toBe('NO_FIT');
  });

  it('"A column #4d Jk: Qh may go on it (the joker is then a black King); Kh may not"', () => {
    const game = jokerGame(fillPosition({ T: ['#4d Jk', 'Qh', 'Kh'], S: 'Jk' }));
    expect(act(game, tok('T2-T1')).ok).toBe(true);
    expect(refused(game, 'T3-T1')?.code).toBe('NO_FIT');
  });

  it('"A column holding only Jk and an empty T5: T3-T5 is legal (a joker alone stands for a King); a double tap does not offer it"', () => {
    const game = jokerGame(fillPosition({ T: ['Ah', 'Ad', 'Jk', 'As'], S: 'Jk' }));
    expect(act(game, tok('T3-T5')).ok).toBe(true);
    expect(doubleTapAction(gamePosition(game), 'T3', 0)).toBeNull();
  });

  it('"Moving Jk 6c (a red 7) onto 8s is legal; onto 8h it is not"', () => {
    const game = jokerGame(fillPosition({ T: ['#Ad Jk 6c', '8s', '8h'], S: 'Jk' }));
    expect(act(game, tok('T1-T2')).ok).toBe(true);
    expect(refused(game, 'T1-T3')?.code).toBe('NO_FIT');
  });

  it('"Ah on top of a column: a joker does not fit on it"', () => {
    const game = jokerGame(fillPosition({ T: ['Ah', 'Jk'], S: 'Jk' }));
    expect(refused(game, 'T2-T1')?.code).toBe('NO_FIT');
    expect(doubleTapAction(gamePosition(game), 'T2', 0)).toBeNull();
  });

  it('"Two jokers on a face-down card and a column ending in 9h: Tm-Tn moves both (the lower a black 8, the upper a red 7)"', () => {
    const game = jokerGame(fillPosition({ T: ['#Kd Jk Jk', 'Ts 9h', '7c', '6d'] }));
    const moved = playAll(game, ['T1-T2']);
    expect(column(moved, 2)).toBe('T2: Ts 9h Jk Jk');
    // the upper joker a red 7: a black 6 fits, a red one does not
    expect(refused(moved, 'T4-T2')?.code).toBe('NO_FIT');
    expect(act(playAll(game, ['T1-T2']), tok('T3-T2')).ok).toBe(false);
  });
});

describe('RULES §10 the jokers variant in codes and sessions', () => {
  it('"Game code": the letter J; printed preset, variant, T (KL1-D3V-AAAAAAG-CJT)', () => {
    const code = must(parseGameCode('KL1-D3V-AAAAAAG-TJC'));
    expect(code).toMatchObject({ variant: 'jokers', preset: 'classic', thoughtful: true });
    expect(makeGameCode(code)).toBe('KL1-D3V-AAAAAAG-CJT');
    expect(gamePosition(gameFromCode(code)).stock).toHaveLength(26);
  });

  it('"Session file": "variant": "jokers" is written and read; a standard reader of its deck refuses it', () => {
    const game = playAll(gameFromDeck(must(parseDeck(J1.deck, JOKERS)), jokerRules()), J1.moves.slice(0, 20));
    const session = makeSession(game);
    expect(session.variant).toBe('jokers');
    const back = must(parseSessions(JSON.stringify(session)))[0]!;
    expect(makePosition(gamePosition(back.game))).toBe(makePosition(gamePosition(game)));
    const { variant: _v, ...standard } = session;
    expect(parseSessions(JSON.stringify(standard)).ok).toBe(false);
  });

  it('golden deals: deal 0 and deal 6 with jokers, pinned forever', () => {
    expect(makeDeck(dealDeck(0, JOKERS))).toBe(
      'Jh Td 2s 9c Tc 8d 6d 6c Ad Jc 3h 2c 7c 9h 6h Ts 7s 8s 4h 5s 9d Kh 7d 2d Qs Js 4d Qd 6s Kc Qc 5h Ah 3c 9s 3d 5c 3s Qh 7h 4s Jk Ac Ks Th Kd Jd Jk 8c 2h As 8h 5d 4c',
    );
    expect(makeDeck(dealDeck(6, JOKERS))).toBe(
      '5c Qs 5s Qc 9d Jk Ks 2c 7c Qd Ts 2h Th Js 5h 8h 5d 3c Jh 3d Jc 4d 7h Ah 6s 4h Ac 8d Jk 3s 2d 9s Kd Ad As 6h Jd Kh Td 6c 8c 7d 2s Qh 4s 8s 7s 4c 3h Kc Tc 6d 9h 9c',
    );
    expect(makeSession(gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG-J')))).deck).toBe(
      makeDeck(dealDeck(6, JOKERS)),
    );
  });
});
