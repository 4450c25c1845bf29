import { describe, expect, it } from 'vitest';
import {
  act,
  applyAction,
  gamePosition,
  gameScore,
  journalText,
  legalActions,
  makeAction,
  makeCard,
  makePosition,
  makeRules,
  move,
  parseAction,
  type Game,
  type RefusalCode,
} from '../src/index.js';
import { makeColumn } from '../src/position.js';
import { fillPosition, gameOfPosition, must, playTokens, positionOf, token, W1, gameOfDeck } from './helpers.js';

/** Plays a token that must be refused with `code`; checks that the game is unchanged. */
function refused(game: Game, t: string, code: RefusalCode): string {
  const before = {
    position: makePosition(gamePosition(game)),
    score: gameScore(game),
    journal: journalText(game),
    undoable: game.undoable,
  };
  const r = act(game, token(t));
  expect(r.ok, `${t} should be refused`).toBe(false);
  if (r.ok) return '';
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(5);
  expect({
    position: makePosition(gamePosition(game)),
    score: gameScore(game),
    journal: journalText(game),
    undoable: game.undoable,
  }).toEqual(before);
  return r.error.message;
}
const col = (g: Game, n: number) => makeColumn(gamePosition(g).tableau[n - 1]!);
const waste = (g: Game) => gamePosition(g).waste.map(makeCard).join(' ');
const stock = (g: Game) => gamePosition(g).stock.slice().reverse().map(makeCard).join(' ');

describe('RULES §3 draw', () => {
  it('"Draw (D): turn the top 1 (draw 1) ... stock cards onto the waste"', () => {
    const g = gameOfDeck(W1);
    const { game } = playTokens(g, 'D');
    expect(waste(game)).toBe('3d');
    expect(gamePosition(game).stock).toHaveLength(23);
    expect(waste(playTokens(game, 'D').game)).toBe('3d 4d');
  });

  it('"... or 3 (draw 3) stock cards onto the waste ... the three cards are spread and the last one turned lies on top"', () => {
    const { game } = playTokens(gameOfDeck(W1, { draw: 3 }), 'D');
    expect(waste(game)).toBe('3d 4d 5d');
    expect(gamePosition(game).waste.at(-1)).toBe(gamePosition(game).waste[2]);
    expect(gamePosition(game).stock).toHaveLength(21);
  });

  it('"fewer if fewer remain": draw 3 with two cards left turns two, with one left turns one', () => {
    const two = gameOfPosition(fillPosition({ S: '9d Td', rest: 'W' }), { draw: 3 });
    const after2 = playTokens(two, 'D').game;
    expect(waste(after2).endsWith('9d Td')).toBe(true);
    expect(gamePosition(after2).stock).toHaveLength(0);
    const one = gameOfPosition(fillPosition({ S: 'Jd', rest: 'W' }), { draw: 3 });
    const after1 = playTokens(one, 'D').game;
    expect(waste(after1).endsWith('Jd')).toBe(true);
    expect(gamePosition(after1).waste).toHaveLength(52);
  });

  it('"only that top card is playable, and the card under it becomes playable once the top one is played"', () => {
    // draw 3 turns 2d As 3h: 3h on top. As lies under it and cannot go to F until 3h is played.
    const g = gameOfPosition(fillPosition({ T: ['4s'], S: '2d As 3h' }), { draw: 3 });
    const drawn = playTokens(g, 'D').game;
    expect(waste(drawn)).toBe('2d As 3h');
    refused(drawn, 'W-F', 'NO_FIT');
    const played = playTokens(drawn, 'W-T1').game;
    expect(col(played, 1)).toBe('4s 3h');
    expect(playTokens(played, 'W-F').game.moveLog?.position.foundations).toEqual([1, 0, 0, 0]);
  });

  it('"Illegal when the stock is empty"', () => {
    refused(gameOfPosition(fillPosition({ rest: 'W' })), 'D', 'STOCK_EMPTY');
    refused(gameOfPosition(fillPosition({ rest: 'T7' })), 'D', 'STOCK_EMPTY');
  });
});

describe('RULES §3 recycle', () => {
  it('"Recycle (R): only when the stock is empty and the waste is not"', () => {
    refused(gameOfDeck(W1), 'R', 'STOCK_NOT_EMPTY');
    refused(gameOfPosition(fillPosition({ rest: 'T7' })), 'R', 'WASTE_EMPTY');
    const g = playTokens(gameOfPosition(fillPosition({ rest: 'W' })), 'R').game;
    expect(gamePosition(g).waste).toHaveLength(0);
    expect(gamePosition(g).stock).toHaveLength(52);
    expect(gamePosition(g).pass).toBe(2);
  });

  it('"and the rules allow another pass"', () => {
    refused(gameOfPosition(fillPosition({ rest: 'W' }), { scoring: 'vegas' }), 'R', 'NO_PASSES_LEFT');
    refused(
      gameOfPosition(fillPosition({ rest: 'W', P: 3 }), { preset: 'stilldeck', scoring: 'vegas' }),
      'R',
      'NO_PASSES_LEFT',
    );
    playTokens(gameOfPosition(fillPosition({ rest: 'W', P: 2 }), { preset: 'stilldeck', scoring: 'vegas' }), 'R');
  });

  it('"The whole waste turns face down into the stock so that the cards come out again in the same order as before" (draw 1 and draw 3)', () => {
    for (const draw of [1, 3] as const) {
      const first = playTokens(gameOfDeck(W1, { draw }), Array<string>(draw === 1 ? 24 : 8).fill('D')).game;
      const order = waste(first);
      expect(stock(first)).toBe('');
      const recycled = playTokens(first, 'R').game;
      expect(stock(recycled)).toBe(order);
      const again = playTokens(recycled, Array<string>(draw === 1 ? 24 : 8).fill('D')).game;
      expect(waste(again)).toBe(order);
    }
  });
});

describe('RULES §3 waste moves', () => {
  it('"Waste to tableau (W-Tn) and waste to foundation (W-F): only the top waste card"', () => {
    // waste 5s 6h: 6h is the top; 5s would fit on T2's 6d but is not playable
    const g = gameOfPosition(fillPosition({ T: ['7s', '6d', '#Kh Ad'], W: 'As 5s 6h' }));
    refused(g, 'W-T2', 'NO_FIT');
    refused(g, 'W-F', 'NO_FIT');
    const a = playTokens(g, 'W-T1').game;
    expect(col(a, 1)).toBe('7s 6h');
    const b = playTokens(a, 'W-T2 W-F').game;
    expect(col(b, 2)).toBe('6d 5s');
    expect(gamePosition(b).foundations).toEqual([1, 0, 0, 0]);
    refused(playTokens(gameOfPosition(fillPosition({ rest: 'T7' })), []).game, 'W-F', 'WASTE_EMPTY');
  });
});

describe('RULES §3 tableau to tableau', () => {
  const g = gameOfPosition(fillPosition({ T: ['#9c 8h 7s 6d', '9s', '', '#2c Kd Qs Jh', 'Tc', '8c'] }));

  it('"Tableau to tableau (Tm-Tn): any face-up card in Tm moves together with all cards on it, any number of cards"', () => {
    const a = playTokens(g, 'T1-T2').game;
    expect(col(a, 2)).toBe('9s 8h 7s 6d');
    expect(col(a, 1)).toBe('9c');
    const b = playTokens(g, 'T4-T3').game;
    expect(col(b, 3)).toBe('Kd Qs Jh');
    expect(col(b, 4)).toBe('2c');
    // one card from the top of a run: 7s 6d stays, nothing else: the fitting card is chosen by rank
    const c = gameOfPosition(fillPosition({ T: ['#9c 8h 7s 6d', '7c'] }));
    expect(col(playTokens(c, 'T1-T2').game, 2)).toBe('7c 6d');
    expect(col(playTokens(c, 'T1-T2').game, 1)).toBe('#9c 8h 7s');
  });

  it('"Only the first card of the run (the one deepest in the column, highest in rank) must fit the destination"', () => {
    // 8h fits on 9s; 7s and 6d do not have to fit anything
    const a = playTokens(g, 'T1-T2').game;
    expect(applyAction(gamePosition(g), makeRules(), move('T1', 'T2')).ok).toBe(true);
    expect(gamePosition(a).tableau[1]!.cards).toHaveLength(4);
  });

  it('"At most one card of a run can fit a given destination, so the notation needs no count": the run T1 onto Tc takes 9? no, onto 8c takes 7? none: 8c needs a red 7', () => {
    refused(g, 'T1-T6', 'NO_FIT'); // 8c wants a red 7: the run holds 7s only
    refused(g, 'T1-T5', 'NO_FIT'); // Tc wants a red 9: the face-down 9c cannot move
    for (const m of [1, 2, 3, 4, 5, 6])
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        if (m === n) continue;
        const from = gamePosition(g).tableau[m - 1]!;
        const dest = gamePosition(g).tableau[n - 1]!;
        const fitting = from.cards.filter(
          (c, i) =>
            i >= from.down &&
            (dest.cards.length === 0
              ? c % 13 === 12
              : (() => {
                  const top = dest.cards[dest.cards.length - 1]!;
                  return top % 13 === (c % 13) + 1 && (((top / 13) | 0) % 3 === 0) !== (((c / 13) | 0) % 3 === 0);
                })()),
        );
        expect(fitting.length).toBeLessThanOrEqual(1);
        expect(act(g, move(`T${m}` as 'T1', `T${n}` as 'T1')).ok).toBe(fitting.length === 1);
      }
  });

  it('a column cannot move onto itself, and an empty column has nothing to move', () => {
    refused(g, 'T1-T1', 'SAME_COLUMN');
    refused(g, 'T3-T1', 'COLUMN_EMPTY');
  });
});

describe('RULES §3 tableau to foundation', () => {
  it('"Tableau to foundation (Tm-F): the top card of a column, one card"', () => {
    const g = gameOfPosition(fillPosition({ T: ['3h 2s', '#Qd Ad'], F: 'As 2h - -' }));
    const a = playTokens(g, 'T1-F').game;
    expect(col(a, 1)).toBe('3h');
    expect(gamePosition(a).foundations).toEqual([2, 2, 0, 0]);
    const b = playTokens(a, 'T1-F T2-F').game;
    expect(gamePosition(b).foundations).toEqual([2, 3, 1, 0]);
    expect(col(b, 1)).toBe('');
    expect(col(b, 2)).toBe('Qd');
  });

  it('a card inside a column is not taken even when it would fit its foundation', () => {
    const g = gameOfPosition(fillPosition({ T: ['3h 2s'], F: '- 2h - -' }));
    refused(g, 'T1-F', 'NO_FIT');
    refused(g, 'T1-F2', 'NOT_OWN_FOUNDATION');
  });
});

describe('RULES §3 foundation to tableau', () => {
  const text = fillPosition({ T: ['3c', '', 'Ks'], F: '- 2h Qh -'.replace('Qh', 'Qd') });
  it('"Foundation to tableau (Fk-Tn): the top card of a foundation goes back onto a column, if the preset allows it" (app, stilldeck)', () => {
    for (const preset of ['app', 'stilldeck'] as const) {
      const g = gameOfPosition(text, { preset });
      const a = playTokens(g, 'F2-T1').game;
      expect(col(a, 1)).toBe('3c 2h');
      expect(gamePosition(a).foundations).toEqual([0, 1, 12, 0]);
      expect(col(playTokens(g, 'F3-T3').game, 3)).toBe('Ks Qd');
      refused(g, 'F3-T1', 'NO_FIT');
      refused(g, 'F3-T2', 'NO_FIT'); // Qd is no King: the empty T2 does not take it
      refused(g, 'F1-T1', 'FOUNDATION_EMPTY');
    }
  });

  it('"if the preset allows it": classic refuses Fk-Tn', () => {
    refused(gameOfPosition(text, { preset: 'classic' }), 'F2-T1', 'NO_FOUNDATION_RETURN');
  });
});

describe('RULES §3 fit on a column', () => {
  it('"onto the top face-up card of the opposite colour and exactly one rank higher (7h fits on 8s or 8c)"', () => {
    for (const under of ['8s', '8c']) playTokens(gameOfPosition(fillPosition({ T: [under], W: '7h' })), 'W-T1');
    for (const under of ['8h', '8d', '9s', '7s', '6c'])
      refused(gameOfPosition(fillPosition({ T: [under], W: '7h' })), 'W-T1', 'NO_FIT');
  });

  it('"An empty column accepts only a King (alone or as the first card of its run)"', () => {
    playTokens(gameOfPosition(fillPosition({ T: ['', '#2s Kh'] })), 'T2-T1');
    playTokens(gameOfPosition(fillPosition({ T: ['', '#2s Kh Qs Jd'] })), 'T2-T1');
    playTokens(gameOfPosition(fillPosition({ T: [''], W: 'Kc' })), 'W-T1');
    refused(gameOfPosition(fillPosition({ T: [''], W: 'Qc' })), 'W-T1', 'NO_FIT');
    refused(gameOfPosition(fillPosition({ T: ['', 'Qh'] })), 'T2-T1', 'NO_FIT');
  });

  it('"no other card, even when that would uncover a face-down card"', () => {
    const g = gameOfPosition(fillPosition({ T: ['', '#Kh Qs Jd'] }));
    const message = refused(g, 'T2-T1', 'NO_FIT');
    expect(message).toContain('King');
  });
});

describe('RULES §3 fit on a foundation', () => {
  it('"the Ace on the empty pile of its suit, then 2, 3, ... K of that suit, one card at a time"', () => {
    refused(gameOfPosition(fillPosition({ W: '2s' })), 'W-F', 'NO_FIT');
    refused(gameOfPosition(fillPosition({ W: '3s', F: 'As - - -' })), 'W-F', 'NO_FIT');
    refused(gameOfPosition(fillPosition({ W: '2h', F: 'As - - -' })), 'W-F', 'NO_FIT');
    const g = playTokens(gameOfPosition(fillPosition({ W: 'Ks Ac 2s', F: 'As - - -' })), 'W-F W-F').game;
    expect(gamePosition(g).foundations).toEqual([2, 0, 0, 1]);
    expect(
      gamePosition(playTokens(gameOfPosition(fillPosition({ W: 'Ks', F: 'Qs - - -' })), 'W-F').game).foundations,
    ).toEqual([13, 0, 0, 0]);
  });

  it('"F as a destination means the card\'s own foundation; F1..F4 is accepted only when it is that card\'s own pile"', () => {
    const g = gameOfPosition(fillPosition({ T: ['Ad'], W: 'Ah' }));
    for (const wrong of ['W-F1', 'W-F3', 'W-F4']) refused(g, wrong, 'NOT_OWN_FOUNDATION');
    for (const wrong of ['T1-F1', 'T1-F2', 'T1-F4']) refused(g, wrong, 'NOT_OWN_FOUNDATION');
    const a = playTokens(g, 'W-F2 T1-F3').game;
    expect(gamePosition(a).foundations).toEqual([0, 1, 1, 0]);
    // the move log and the journal record the canonical `F`
    expect(journalText(a)).toBe('W-F T1-F');
  });
});

describe('RULES §3 automatic flip', () => {
  it('"when a move leaves a face-down card on top of a column, it turns face up at once, as part of the same action"', () => {
    const g = gameOfPosition(fillPosition({ T: ['#Kd #5c As', '#9c 8h', '9s'] }));
    const a = playTokens(g, 'T1-F').game;
    expect(col(a, 1)).toBe('#Kd 5c');
    expect(a.moveLog?.length).toBe(1);
    const b = playTokens(g, 'T2-T3').game;
    expect(col(b, 2)).toBe('9c');
    const applied = must(applyAction(gamePosition(g), makeRules(), move('T1', 'F')));
    expect(applied.flipped).toBe(true);
  });
});

describe('RULES §3 no foundation to foundation', () => {
  it('"the notation has no Fk-F... token, so it is refused as bad input"', () => {
    for (const t of ['F1-F', 'F1-F2', 'f3-f3', 'F4-F1']) {
      const r = parseAction(t);
      expect(r.ok === false && r.error.code).toBe('ERR_TOKEN');
    }
  });

  it('a foundation-to-foundation move built as data (not parsed) is refused too, never throws', () => {
    const g = gameOfPosition(fillPosition({ F: 'As 2h - -' }));
    for (const to of ['F', 'F1', 'F2', 'F3'] as const) {
      const r = act(g, move('F1', to));
      expect(r.ok).toBe(false);
      expect(legalActions(gamePosition(g), g.rules).map(makeAction)).not.toContain(`F1-${to}`);
    }
  });
});

describe('RULES §3 anything else', () => {
  it('"Anything else is illegal: it is refused with a reason, and the game state, score and journal do not change"', () => {
    const g = playTokens(gameOfDeck(W1), 'T1-F D').game;
    const all = ['D', 'R', 'W-F', 'W-T1', 'T1-T2', 'T2-T1', 'T3-F', 'T2-T3', 'F3-T1', 'F1-T2'];
    const legal = legalActions(gamePosition(g), g.rules).map(makeAction);
    for (const t of all) {
      if (legal.includes(t)) continue;
      const r = act(g, token(t));
      expect(r.ok, t).toBe(false);
    }
    expect(refused(g, 'T4-T6', 'NO_FIT')).toContain('T4');
  });

  it('legalActions lists exactly the actions that applyAction accepts', () => {
    const positions = [
      gamePosition(gameOfDeck(W1)),
      positionOf(fillPosition({ T: ['#9c 8h 7s 6d', '9s', '', '#2c Kd Qs Jh', 'Tc', '8c'], F: 'As 2h - -', W: 'Qc' })),
      positionOf(fillPosition({ T: ['', '', 'Kh'], rest: 'W', F: '2s Ah Ad Ac' })),
    ];
    const candidates = [
      'D',
      'R',
      'W-F',
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((n) => [
        `W-T${n}`,
        `T${n}-F`,
        ...[1, 2, 3, 4].map((k) => `F${k}-T${n}`),
        ...[1, 2, 3, 4, 5, 6, 7].filter((m) => m !== n).map((m) => `T${n}-T${m}`),
      ]),
    ];
    for (const p of positions)
      for (const rules of [makeRules(), makeRules({ preset: 'classic', draw: 3 }), makeRules({ scoring: 'vegas' })]) {
        const legal = legalActions(p, rules).map(makeAction).sort();
        const accepted = candidates.filter((t) => {
          const a = token(t);
          return a.type !== 'undo' && applyAction(p, rules, a).ok;
        });
        expect(accepted.sort()).toEqual(legal);
      }
  });
});

describe('RULES §7, §10 Notation: a token read again reads the same', () => {
  it('gives the same action or refusal the second time, per variant', async () => {
    const { VARIANTS } = await import('../src/rules.js');
    const tokens = ['D', 'r', 'U', 'W-T3', 't2-f', 'T8-F', 'T1-F5', 'F5-T1', 'T9-T1', 'W-F', 'X'];
    // the double variant first: its piles (T8, F5) must not leak into a standard game's reading
    for (const variant of [VARIANTS.double, VARIANTS.standard, VARIANTS.jokers, VARIANTS.double])
      for (const t of tokens) expect(parseAction(t, variant)).toEqual(parseAction(t, variant));
    expect(parseAction('T8-F', VARIANTS.double).ok).toBe(true);
    expect(parseAction('T8-F', VARIANTS.standard).ok).toBe(false);
    expect(parseAction('T1-F5', VARIANTS.standard).ok).toBe(false);
    expect(parseAction('t2-f', VARIANTS.standard)).toEqual({ ok: true, value: move('T2', 'F') });
  });
});
