/**
 * The fixed decks of RULES §11's worked examples, as deck strings (bottom of the deck first, as
 * `parseDeck` reads them): one home for every suite, end-to-end spec and benchmark, which run the
 * engine from source or from its build alike (so they live here, not in `testing/`, which is source only).
 */

/** Deck W1 of RULES §11: built so the win is easy to check (draw 1: the 28 tableau moves, then `D W-F` for the stock). */
export const W1 =
  'Ad 2d Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h Ah Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc';

/** Deck W3 of RULES §11: W1's tableau, the stock arranged for draw 3. */
export const W3 =
  'Ad 2d Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h Ah Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As 5d 4d 3d 8d 7d 6d Jd Td 9d Ac Kd Qd 4c 3c 2c 7c 6c 5c Tc 9c 8c Kc Qc Jc';

/**
 * The 28 tableau moves of RULES §11 that clear W1's and W3's tableau onto the foundations: T1's Ace,
 * then each column from T7 down to T2, top card first (`T1-F`, seven `T7-F`, six `T6-F` .. two `T2-F`).
 * After them the stock's cards go home by draws and `W-F`.
 */
export const W_TABLEAU_MOVES: readonly string[] = /* @__PURE__ */ tableauHome();

function tableauHome(): string[] {
  const moves = ['T1-F'];
  for (let column = 7; column >= 2; column--) for (let i = 0; i < column; i++) moves.push(`T${column}-F`);
  return moves;
}
