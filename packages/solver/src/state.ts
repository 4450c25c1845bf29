import type { Card, Column, Position, Rules } from '@klondike/engine';
import {
  COLUMN_CAPACITY,
  COLUMN_KEY_HIGH,
  COLUMN_KEY_LOW,
  EDGE_KEY_HIGH,
  EDGE_KEY_LOW,
  FOUNDATION_KEY_HIGH,
  FOUNDATION_KEY_LOW,
  mixNumber,
  OPPOSITE_A,
  OPPOSITE_B,
  RANK,
  RED,
  SUIT,
  TALON_KEY_HIGH,
  TALON_KEY_LOW,
  TWIN,
  TWIN_LABEL,
  WASTE_KEY_HIGH,
  WASTE_KEY_LOW,
} from './cards.js';

/**
 * The solver's own mutable position, with apply and undo of its moves (RULES §3 with full knowledge).
 *
 * The stock and the waste are one sequence, the **talon**: the waste bottom first, then the stock in
 * the order it will be drawn. `waste` cards of it are turned (the waste), the rest is the stock. A draw
 * moves the boundary by the draw count, a recycle sets it back to 0 (the engine's recycle keeps the
 * order), playing the waste's top removes the talon card just below the boundary. So every stock and
 * waste state of a game is the sequence (the cards still there, in their first order) plus the boundary.
 *
 * Moves are small integers (see {@link MoveKind}); a waste move is a **stock macro move**: it names the
 * waste size after some draws (and at most one recycle) and plays the card then on top. The position
 * key is two 32-bit halves of a Zobrist hash: the tableau as a sum (so the columns' order does not
 * matter: symmetric positions share one key) of each column's face-down cards and first face-up card
 * and of each face-up card with the card on it, where a card whose twin is face up too is named by its
 * rank and colour only (the twins' tails are interchangeable, README.md, "Twins"), the foundation heights, the talon's cards, the
 * boundary (with unlimited passes, every boundary that reaches what a fresh pass reaches is written 0:
 * in draw 1 that is every boundary) and the pass (only when passes are limited).
 */

/** Move kinds, in the lowest 2 bits of a move. */
export const MoveKind = { columnToFoundation: 0, columnToColumn: 1, waste: 2, foundationToColumn: 3 } as const;

/** Destination value of a waste move meaning the card's own foundation. */
export const TO_FOUNDATION = 7;

/**
 * Builds a move: `kind` (2 bits), `a` (6 bits), `b` (3 bits), `c` (6 bits), `d` (1 bit), 18 bits in all.
 * - column to foundation: a = column, b = suit of the card
 * - column to column: a = from, b = to, c = index in `from` of the run's first card; d = 1: then the
 *   card the run lay on goes to its foundation (the twins' macro, {@link columnFoundationMove})
 * - waste: a = waste size when the card is on top (the card is talon[a - 1]), b = column or 7 for its
 *   foundation, d = 1 when a recycle comes first
 * - foundation to column: a = suit, b = column
 */
export const makeMove = (kind: number, a: number, b: number, c: number, d: number): number =>
  kind | (a << 2) | (b << 8) | (c << 11) | (d << 17);
export const moveKind = (m: number): number => m & 3;
export const moveA = (m: number): number => (m >>> 2) & 63;
export const moveB = (m: number): number => (m >>> 8) & 7;
export const moveC = (m: number): number => (m >>> 11) & 63;
export const moveD = (m: number): number => (m >>> 17) & 1;
/** Bits of a move; the search keeps a priority above them to sort. */
export const MOVE_BITS = 18;

/** The other suit of the same colour (spades-clubs, hearts-diamonds). */
const SAME_COLOUR = [3, 2, 1, 0] as const;

/**
 * Copies `count` cards between two columns' places (never overlapping: columns have their own rows)
 * and records each card's new place.
 */
function moveCards(cards: Uint8Array, place: Int16Array, from: number, to: number, count: number): void {
  for (let k = 0; k < count; k++) {
    const card = cards[from + k]!;
    cards[to + k] = card;
    place[card] = to + k;
  }
}

/** A {@link SolverState.safeSuits} memo entry not computed yet (answers are 4-bit masks). */
const UNKNOWN_SUITS = 0xff;
const safeSuitsMemos: Uint8Array[] = [];

/**
 * The memo of {@link SolverState.safeSuits} for one kind of rules: an entry per four foundation heights
 * (4 bits each), since the answer reads the heights, whether returns are allowed and the streamliner
 * only. Made once per kind and kept, so a search asks each set of heights once.
 */
function safeSuitsMemo(returns: boolean, greedy: boolean): Uint8Array {
  const kind = (returns ? 1 : 0) | (greedy ? 2 : 0);
  return (safeSuitsMemos[kind] ??= new Uint8Array(1 << 16).fill(UNKNOWN_SUITS));
}

export class SolverState {
  readonly cards = new Uint8Array(7 * COLUMN_CAPACITY);
  readonly length = new Int32Array(7);
  readonly down = new Int32Array(7);
  readonly foundations = new Int32Array(4);
  foundationTotal = 0;
  readonly talon = new Uint8Array(52);
  talonLength = 0;
  /** Talon cards turned: the waste's size. */
  waste = 0;
  /** The pass in progress, as the engine counts it (recycles + 1). */
  pass = 1;
  private talonHigh = 0;
  private talonLow = 0;
  readonly draw: number;
  readonly passes: number;
  readonly foundationReturns: boolean;
  private readonly keyHasWaste: boolean;
  private readonly keyHasPass: boolean;
  /** Applied moves, oldest first: the line so far. */
  readonly moves: number[] = [];
  /** Per applied move, what its undo needs (flip flag, run length, card, waste size before). */
  private readonly undoData: number[] = [];

  /**
   * A streamliner for a quick first search: every column top that fits its foundation goes there at
   * once. Loses wins in some positions, so a search with it on can find wins but prove nothing.
   */
  readonly greedyFoundations: boolean;
  /** {@link safeSuits} per foundation heights, shared by the states of the same rules ({@link safeSuitsMemo}). */
  private readonly safeMemo: Uint8Array;

  constructor(position: Position, rules: Rules, greedyFoundations = false) {
    this.greedyFoundations = greedyFoundations;
    this.safeMemo = safeSuitsMemo(rules.foundationToColumn, greedyFoundations);
    this.draw = rules.draw;
    this.passes = rules.passes;
    this.foundationReturns = rules.foundationToColumn;
    this.keyHasPass = Number.isFinite(rules.passes);
    this.keyHasWaste = !(rules.draw === 1 && !Number.isFinite(rules.passes));
    for (let i = 0; i < 7; i++) {
      const column = position.tableau[i]!;
      for (let j = 0; j < column.cards.length; j++) this.cards[i * COLUMN_CAPACITY + j] = column.cards[j]!;
      this.length[i] = column.cards.length;
      this.down[i] = column.down;
      for (let j = 0; j < column.cards.length; j++) {
        const card = column.cards[j]!;
        this.place[card] = i * COLUMN_CAPACITY + j;
        if (j >= column.down) this.tableauUp[card] = 1;
      }
    }
    for (let s = 0; s < 4; s++) this.foundations[s] = position.foundations[s]!;
    this.foundationTotal = this.foundations[0]! + this.foundations[1]! + this.foundations[2]! + this.foundations[3]!;
    let t = 0;
    for (const c of position.waste) this.talon[t++] = c;
    for (let k = position.stock.length - 1; k >= 0; k--) this.talon[t++] = position.stock[k]!;
    this.talonLength = t;
    this.waste = position.waste.length;
    this.pass = position.pass;
    const candidates = this.listCandidates();
    this.candidateCard = candidates.card;
    this.candidatePlace = candidates.place;
    this.candidateNeeds = candidates.needStarts;
    this.needs = candidates.needs;
    this.holders = candidates.holders;
    this.stuck = new Uint8Array(candidates.card.length);
    this.present = new Uint8Array(candidates.card.length);
    for (let i = 0; i < 7; i++) {
      const base = i * COLUMN_CAPACITY;
      let high = 0;
      let low = 0;
      for (let j = 0; j < this.down[i]!; j++) {
        this.downHigh[base + j] = high;
        this.downLow[base + j] = low;
        const index = ((this.cards[base + j]! * COLUMN_CAPACITY + j) << 1) | 1;
        high = (high + COLUMN_KEY_HIGH[index]!) | 0;
        low = (low + COLUMN_KEY_LOW[index]!) | 0;
      }
      this.downHigh[base + this.down[i]!] = high;
      this.downLow[base + this.down[i]!] = low;
    }
    for (let i = 0; i < 7; i++) this.rebase(i);
    for (let i = 0; i < 7; i++) {
      const base = i * COLUMN_CAPACITY;
      for (let j = this.down[i]!; j + 1 < this.length[i]!; j++)
        this.addEdge(this.cards[base + j]!, this.cards[base + j + 1]!);
    }
    for (let k = 0; k < t; k++) {
      this.talonHigh = (this.talonHigh + TALON_KEY_HIGH[this.talon[k]!]!) | 0;
      this.talonLow = (this.talonLow + TALON_KEY_LOW[this.talon[k]!]!) | 0;
    }
  }

  /** The engine's position for this state (for tests and for checking lines). */
  toPosition(): Position {
    const tableau: Column[] = [];
    for (let i = 0; i < 7; i++) {
      const cards: Card[] = [];
      for (let j = 0; j < this.length[i]!; j++) cards.push(this.cards[i * COLUMN_CAPACITY + j]!);
      tableau.push({ cards, down: this.down[i]! });
    }
    const waste: Card[] = [];
    for (let k = 0; k < this.waste; k++) waste.push(this.talon[k]!);
    const stock: Card[] = [];
    for (let k = this.talonLength - 1; k >= this.waste; k--) stock.push(this.talon[k]!);
    return { tableau, foundations: Array.from(this.foundations), stock, waste, pass: this.pass };
  }

  get won(): boolean {
    return this.foundationTotal === 52;
  }

  /** The top card of a column, or -1 when it is empty. */
  top(column: number): number {
    const n = this.length[column]!;
    return n === 0 ? -1 : this.cards[column * COLUMN_CAPACITY + n - 1]!;
  }

  fitsFoundation(card: number): boolean {
    return this.foundations[SUIT[card]!] === RANK[card]! - 1;
  }

  /**
   * Whether sending this card to its foundation at once can never lose a win (a dominance, so the
   * search applies it without branching). Without foundation returns: both cards of the opposite
   * colour one rank lower are on their foundations, so no card can ever be put on this one. With
   * returns: also the other suit of its colour is at least two ranks lower. Then every card that could
   * be put on it, and every card that could be put on those, and so on, is on a foundation now (the
   * set of the opposite colour's cards up to rank - 1 and this colour's up to rank - 2 is closed under
   * "goes onto"), so such a chain of returned low cards can carry no card still in play (see
   * README.md, "Safe moves").
   */
  safeToFoundation(card: number): boolean {
    const suit = SUIT[card]!;
    const rank = RANK[card]!;
    const f = this.foundations;
    if (f[suit] !== rank - 1) return false;
    return rank <= 1 || this.greedyFoundations || this.nothingCanHold(suit, rank);
  }

  /**
   * The suits whose next card is {@link safeToFoundation} (wherever it lies), a bit per suit (bit `s`
   * for suit `s`); 0 when none is.
   */
  safeSuits(): number {
    const f = this.foundations;
    const heights = f[0]! | (f[1]! << 4) | (f[2]! << 8) | (f[3]! << 12);
    const known = this.safeMemo[heights]!;
    if (known !== UNKNOWN_SUITS) return known;
    const suits = this.safeSuitsNow();
    this.safeMemo[heights] = suits;
    return suits;
  }

  /** {@link safeSuits} computed from the foundations (its memo's source). */
  private safeSuitsNow(): number {
    const f = this.foundations;
    let suits = 0;
    for (let suit = 0; suit < 4; suit++) {
      const height = f[suit]!;
      if (height === 13) continue;
      if (height === 0 || this.greedyFoundations || this.nothingCanHold(suit, height + 1)) suits |= 1 << suit;
    }
    return suits;
  }

  /**
   * Whether a card lies in a column, face up or down ({@link place} is exact for such a card; a card
   * elsewhere left a stale place, which lies past its column's end or holds another card).
   */
  inTableau(card: number): boolean {
    const at = this.place[card]!;
    return (at & (COLUMN_CAPACITY - 1)) < this.length[at >>> 6]! && this.cards[at] === card;
  }

  /**
   * The condition of {@link safeToFoundation} without the card's own foundation: whether a card of this
   * suit and rank, once on its foundation, may stay there (the generator leaves out returns of such a
   * card: the safe rule would send it straight back).
   */
  nothingCanHold(suit: number, rank: number): boolean {
    const f = this.foundations;
    if (f[OPPOSITE_A[suit]!]! < rank - 1 || f[OPPOSITE_B[suit]!]! < rank - 1) return false;
    return !this.foundationReturns || f[SAME_COLOUR[suit]!]! >= rank - 2;
  }

  /**
   * Whether some card other than `except` could be put on `card` next (call {@link markUp} first): one of the two cards one rank
   * lower of the opposite colour is face up in a column, one stock macro move plays it now, or (with foundation
   * returns) on its foundation, on top or under the cards above it: those may be returned first, each
   * waiting until just before this card's use too (README.md, "Moves that wait", two moves waiting for
   * one use). Looser than exact reachability, which keeps the pruning that uses it safe.
   */
  canReceive(card: number, except: number): boolean {
    const rank = RANK[card]!;
    if (rank === 1) return false;
    const red = RED[card]!;
    for (let suit = 0; suit < 4; suit++) {
      if ((suit === 1 || suit === 2 ? 1 : 0) === red) continue;
      const candidate = suit * 13 + rank - 2;
      if (candidate === except) continue;
      const height = this.foundations[suit]!;
      if (height >= rank - 1) {
        if (this.foundationReturns) return true;
        continue;
      }
      // a candidate lying on a face-up card lies on this card's twin (the only other card it fits):
      // moving it from there onto this card only moves the twin's tail, the same key (README.md,
      // "Moves that wait"), so only a column's first face-up card counts from the tableau
      if (this.up[candidate] && (!this.tableauUp[candidate] || this.parentOf(candidate) < 0)) return true;
    }
    return false;
  }

  /**
   * Whether the waste holds a card that can never leave it, so the position is lost. On the last pass
   * (no recycle left) the waste is a stack: a card leaves it only from the top, so a card B must leave
   * before every card under it. B can leave only to its foundation, which needs every lower card of
   * its suit there first, or onto one of the two cards of the opposite colour one rank higher. When a
   * lower card of B's suit and both those cards are all under B in the waste, B never leaves, and
   * neither do the cards under it (README.md, "Dead waste"). A King, which may go to an empty column,
   * never counts.
   */
  deadWaste(): boolean {
    if (this.pass < this.passes || this.waste < 3) return false;
    // the test of a blocked set with a waste card alone: no column card counts
    this.thereTop.fill(-1);
    this.columnLowest.fill(14);
    return this.wasteHeld(false, 0);
  }

  /**
   * The cards a blocked column can be made of (see {@link blockedColumn}), listed once at the start:
   * every card but a King at or under its column's first face-up card, in column order, bottom first.
   * Per candidate: `candidateCard`, `candidatePlace`, and from `candidateNeeds[k]` to
   * `candidateNeeds[k + 1]` (in `needs`) the lower cards of its suit that lie under some candidate,
   * the only ones that can keep it from its foundation; then its two holders (the opposite colour one
   * rank higher) in `holders`.
   */
  private readonly candidateCard: Uint8Array;
  private readonly candidatePlace: Int16Array;
  private readonly candidateNeeds: Int32Array;
  private readonly needs: Uint8Array;
  private readonly holders: Uint8Array;
  /** Scratch of {@link blockedColumn}: per candidate, 1 while it is in the set. */
  private readonly stuck: Uint8Array;
  /** Scratch of {@link blockedColumn}: per column, the index of its highest card in the set, or -1. */
  private readonly stuckTop = new Int32Array(7);

  /** Fills the candidate lists of {@link blockedColumn} (the constructor's). */
  private listCandidates(): {
    card: Uint8Array;
    place: Int16Array;
    needStarts: Int32Array;
    needs: Uint8Array;
    holders: Uint8Array;
  } {
    const cards = this.cards;
    const card: number[] = [];
    const place: number[] = [];
    // per card, 1 when it lies under a candidate (only those can be held under the set)
    const under = new Uint8Array(52);
    for (let i = 0; i < 7; i++) {
      const base = i * COLUMN_CAPACITY;
      const top = Math.min(this.down[i]!, this.length[i]! - 1);
      let highest = -1;
      for (let j = 0; j <= top; j++) {
        if (RANK[cards[base + j]!] === 13) continue;
        card.push(cards[base + j]!);
        place.push(base + j);
        highest = j;
      }
      for (let j = 0; j < highest; j++) under[cards[base + j]!] = 1;
    }
    const needStarts: number[] = [0];
    const needs: number[] = [];
    const holders: number[] = [];
    for (const c of card) {
      const suit = SUIT[c]!;
      for (let r = 1; r < RANK[c]!; r++) if (under[suit * 13 + r - 1]) needs.push(suit * 13 + r - 1);
      needStarts.push(needs.length);
      holders.push(OPPOSITE_A[suit]! * 13 + RANK[c]!, OPPOSITE_B[suit]! * 13 + RANK[c]!);
    }
    return {
      card: Uint8Array.from(card),
      place: Int16Array.from(place),
      needStarts: Int32Array.from(needStarts),
      needs: Uint8Array.from(needs),
      holders: Uint8Array.from(holders),
    };
  }

  /** Whether a card lies in a column under the highest card of the set (face down, where it was at the start). */
  private underStuck(card: number): boolean {
    const at = this.place[card]!;
    return (at & (COLUMN_CAPACITY - 1)) < this.stuckTop[at >>> 6]! && this.cards[at] === card;
  }

  /**
   * Whether some column cards can never leave their columns, so the position is lost (README.md,
   * "Blocked columns"). A card at or under its column's first face-up card has only face-down cards
   * under it, and they stay there, face down, until it leaves. Take a set S of such cards, no King,
   * where each card C of S has a lower card of its suit under some card of S (in that card's column),
   * and each of the two cards C could go on (the opposite colour one rank higher) under some card of
   * S too, or (without foundation returns) on its foundation for good. Then no card of S ever leaves:
   * at the first move that would take one, C, every card under a card of S is still there face down,
   * so C's foundation lacks that lower card and neither card it could go on is a column's top (and C,
   * no King, cannot go to an empty column). The game cannot be won. This computes the largest such set
   * (start from every listed card still in its place, drop the cards that fail, again until none
   * does) and says whether it is not empty. Without foundation returns, on the last pass, the waste's
   * cards but Kings join the set too (a waste card has under it the cards lower in the waste, which
   * stay there until it leaves, as a column card's face-down cards do). Reads only the face-down
   * cards, the first face-up cards, the foundations and then the waste, which the key keeps.
   */
  blockedColumn(): boolean {
    const { candidateCard, candidatePlace, present, thereTop } = this;
    const count = candidateCard.length;
    let left = 0;
    thereTop.fill(-1);
    for (let k = 0; k < count; k++) {
      const at = candidatePlace[k]!;
      const column = at >>> 6;
      const index = at & (COLUMN_CAPACITY - 1);
      // still where it was (a card that left never comes back under a first face-up card but a King)
      const there = index <= this.down[column]! && index < this.length[column]! && this.cards[at] === candidateCard[k];
      present[k] = there ? 1 : 0;
      if (there) {
        left++;
        thereTop[column] = index;
      }
    }
    if (left > 0 && this.settle(left, -1)) return true;
    // without returns, on the last pass the waste is a stack and its cards may join the set (README.md,
    // "Blocked columns"). Only the highest waste card of a set matters to the others (they look at
    // the cards lower in the waste than some card of the set), so a set with waste cards holds one
    // with its highest waste card alone: try each waste card T, bottom up, with the cards lower in
    // the waste marked in `below`, first against every listed card still in place (the most the
    // columns can hold under them), then with the set settled
    if (this.foundationReturns || this.pass < this.passes || this.waste === 0) return false;
    const colLowest = this.columnLowest;
    colLowest.fill(14);
    for (let i = 0; i < 7; i++) {
      const base = i * COLUMN_CAPACITY;
      for (let j = 0; j < thereTop[i]!; j++) {
        const c = this.cards[base + j]!;
        if (RANK[c]! < colLowest[SUIT[c]!]!) colLowest[SUIT[c]!] = RANK[c]!;
      }
    }
    return this.wasteHeld(true, left);
  }

  /**
   * Whether some waste card T never leaves, the waste walked bottom up with the cards lower than T
   * marked in `below` and their lowest rank per suit in `lowestBelow`: T is no King, a lower card of
   * its suit lies under it (in the waste, or under a listed card in place: `columnLowest`) and both
   * cards it could go on too ({@link holderThere}); with `columns`, also with the columns' set settled
   * ({@link settle}, `left` listed cards in place).
   */
  private wasteHeld(columns: boolean, left: number): boolean {
    const below = this.below;
    below.fill(0);
    const lowest = this.lowestBelow;
    lowest.fill(14);
    const colLowest = this.columnLowest;
    const talon = this.talon;
    for (let k = 0; k < this.waste; k++) {
      const card = talon[k]!;
      const suit = SUIT[card]!;
      const rank = RANK[card]!;
      if (
        rank < 13 &&
        Math.min(lowest[suit]!, colLowest[suit]!) < rank &&
        this.holderThere(OPPOSITE_A[suit]!, rank) &&
        this.holderThere(OPPOSITE_B[suit]!, rank) &&
        (!columns || this.settle(left, card))
      )
        return true;
      below[card] = 1;
      if (rank < lowest[suit]!) lowest[suit] = rank;
    }
    return false;
  }

  /**
   * The fixpoint of {@link blockedColumn}: from the listed cards in place (`present`, `left` of them),
   * drops the cards that fail until none does. With `wasteCard` (a waste card, `below` and
   * `lowestBelow` marking the cards lower in the waste) the set holds it too, and those cards lie under
   * it. Whether the set it ends with is not empty and, with `wasteCard`, that card passes too.
   */
  private settle(left: number, wasteCard: number): boolean {
    const { candidateCard, candidatePlace, candidateNeeds, needs, holders, stuck, stuckTop, present } = this;
    const count = candidateCard.length;
    const withWaste = wasteCard >= 0;
    const returns = this.foundationReturns;
    stuck.set(present);
    for (let changed = true; changed;) {
      changed = false;
      stuckTop.fill(-1);
      for (let k = 0; k < count; k++)
        if (stuck[k]) stuckTop[candidatePlace[k]! >>> 6] = candidatePlace[k]! & (COLUMN_CAPACITY - 1);
      for (let k = 0; k < count; k++) {
        if (!stuck[k]) continue;
        let held = true;
        for (let h = 2 * k; h < 2 * k + 2 && held; h++) {
          const z = holders[h]!;
          held =
            this.underStuck(z) ||
            (withWaste && this.below[z] === 1) ||
            (!returns && this.foundations[SUIT[z]!]! >= RANK[z]!);
        }
        let kept = false;
        if (held) {
          const c = candidateCard[k]!;
          kept = withWaste && this.lowestBelow[SUIT[c]!]! < RANK[c]!;
          for (let n = candidateNeeds[k]!; n < candidateNeeds[k + 1]! && !kept; n++) kept = this.underStuck(needs[n]!);
        }
        if (!kept) {
          stuck[k] = 0;
          left--;
          changed = true;
        }
      }
      if (left === 0 && !withWaste) return false;
    }
    if (!withWaste) return left > 0;
    const suit = SUIT[wasteCard]!;
    const rank = RANK[wasteCard]!;
    if (!this.holderSettled(OPPOSITE_A[suit]!, rank) || !this.holderSettled(OPPOSITE_B[suit]!, rank)) return false;
    if (this.lowestBelow[suit]! < rank) return true;
    for (let r = this.foundations[suit]! + 1; r < rank; r++) if (this.underStuck(suit * 13 + r - 1)) return true;
    return false;
  }

  /**
   * Whether the card of this suit and rank + 1 lies lower in the waste (`below`), under a listed card
   * still in place, or (without returns) on its foundation for good.
   */
  private holderThere(suit: number, rank: number): boolean {
    const z = suit * 13 + rank;
    if (this.below[z] === 1 || (!this.foundationReturns && this.foundations[suit]! > rank)) return true;
    const at = this.place[z]!;
    return (at & (COLUMN_CAPACITY - 1)) < this.thereTop[at >>> 6]! && this.cards[at] === z;
  }

  /** The same as {@link holderThere} under the settled set instead. */
  private holderSettled(suit: number, rank: number): boolean {
    const z = suit * 13 + rank;
    return this.below[z] === 1 || this.foundations[suit]! > rank || this.underStuck(z);
  }

  /** Scratch of {@link blockedColumn}: per candidate, 1 while it is still in its place. */
  private readonly present: Uint8Array;
  /** Scratch of {@link blockedColumn}: per column, the index of its highest candidate in place, or -1. */
  private readonly thereTop = new Int32Array(7);
  /** Scratch of {@link blockedColumn}: per suit, the lowest rank under a candidate in place (14: none). */
  private readonly columnLowest = new Uint8Array(4);

  /** Scratch of {@link deadWaste}: per card, whether it lies lower in the waste. */
  private readonly below = new Uint8Array(52);
  /** Scratch of {@link deadWaste}: per suit, the lowest rank lower in the waste (14: none). */
  private readonly lowestBelow = new Uint8Array(4);

  /**
   * Per card, 1 when it is face up in a column or a stock or waste card one stock macro move can play
   * now (see {@link reachableWasteSizes}): filled by {@link markUp}.
   */
  readonly up = new Uint8Array(52);
  /** Per card, 1 when it is face up in a column (kept by apply and undo). */
  readonly tableauUp = new Uint8Array(52);
  /**
   * Per card in a column (face up or down), its place: `column * 64 + index` in {@link cards} (kept by
   * apply and undo; meaningless for a card elsewhere).
   */
  readonly place = new Int16Array(52);
  /**
   * Per face-up card of a column, the most face-up cards that lie under it in any position that differs
   * from this one only in which twin holds which tail (README.md, "Twins"): see {@link deepestUnder}.
   */
  private readonly deepest = new Int8Array(52);
  /** Whether {@link deepest} is of the current position (cleared by every move and undo). */
  private deepestFresh = false;

  /** The card a face-up column card lies on, or -1 for its column's first face-up card. */
  parentOf(card: number): number {
    const at = this.place[card]!;
    return (at & (COLUMN_CAPACITY - 1)) > this.down[at >>> 6]! ? this.cards[at - 1]! : -1;
  }

  /** Whether a card is a column's top. */
  isColumnTop(card: number): boolean {
    if (!this.tableauUp[card]) return false;
    const at = this.place[card]!;
    return (at & (COLUMN_CAPACITY - 1)) + 1 === this.length[at >>> 6];
  }

  /**
   * Fills {@link up} for the current position (the move generator calls it once per position, before
   * the tests that read it). Of the stock and waste it marks only the cards a stock macro move plays
   * now: the waste's top, the tops after draws in this pass and, when a recycle is left, after a
   * recycle and draws (the sizes of {@link reachableWasteSizes}). The waiting rules ask whether a card
   * can be used by the very next move, and another talon card cannot be (README.md, "Moves that
   * wait"). With unlimited passes every boundary the key writes as one (see keyWaste) reaches the same
   * sizes, so the marks read only what the key keeps.
   */
  markUp(): void {
    const up = this.up;
    up.set(this.tableauUp);
    const { talon, draw } = this;
    const n = this.talonLength;
    if (draw === 1 && this.pass < this.passes) {
      // draw 1 with a recycle left: every talon card
      for (let k = 0; k < n; k++) up[talon[k]!] = 1;
      return;
    }
    if (n === 0) return;
    if (this.waste > 0) up[talon[this.waste - 1]!] = 1;
    for (let s = this.waste; s < n;) {
      s = Math.min(s + draw, n);
      up[talon[s - 1]!] = 1;
    }
    if (this.pass < this.passes)
      for (let s = 0; s < n;) {
        s = Math.min(s + draw, n);
        up[talon[s - 1]!] = 1;
      }
  }

  /**
   * The most face-up cards that lie under a face-up column card in any position that differs from this
   * one only in which twin holds which tail (README.md, "Twins"), computed once per position when asked.
   */
  deepestUnder(card: number): number {
    const { tableauUp, deepest } = this;
    if (!this.deepestFresh) {
      this.deepestFresh = true;
      // a card lies on one of rank + 1, so going down the ranks every parent is done before its child;
      // under a twin parent the card may hang on either twin
      for (let rank = 13; rank >= 1; rank--)
        for (let suit = 0; suit < 4; suit++) {
          const c = suit * 13 + rank - 1;
          if (!tableauUp[c]) continue;
          const p = this.parentOf(c);
          if (p < 0) deepest[c] = 0;
          else {
            const twin = TWIN[p]!;
            deepest[c] = 1 + (tableauUp[twin] ? Math.max(deepest[p]!, deepest[twin]!) : deepest[p]!);
          }
        }
    }
    return deepest[card]!;
  }

  /** The key's low half, set by {@link computeKey}. */
  keyLowHalf = 0;

  /**
   * The tableau's part of the key (both halves), kept by apply and undo: the sum of the columns' parts
   * ({@link baseHigh}) and of the face-up cards' terms with the card lying on each ({@link edgeIndex}).
   */
  private tableauHigh = 0;
  private tableauLow = 0;

  /**
   * Computes the position's key: returns its high half and leaves the low half in {@link keyLowHalf}.
   * The tableau part is a sum over the columns (their order does not matter) of each face-down card and
   * each column's first face-up card with its place, and of each face-up card with the card lying on
   * it. A face-up card whose twin is face up in the tableau too is named by its rank and colour only,
   * so positions that differ only in which of two such twins holds which tail share one key: they are
   * won or lost together (README.md, "Twins"). Apply and undo keep the tableau part up to date, so this
   * only adds the other parts; {@link computeKeyFromScratch} is the same key from the cards alone.
   */
  computeKey(): number {
    return this.finishKey(this.tableauHigh, this.tableauLow);
  }

  /**
   * The key of {@link computeKey} computed from the cards alone, without the parts apply and undo
   * keep (the definition the kept parts must match; tests compare the two).
   */
  computeKeyFromScratch(): number {
    const cards = this.cards;
    const up = new Uint8Array(52);
    for (let i = 0; i < 7; i++) {
      const base = i * COLUMN_CAPACITY;
      for (let j = this.down[i]!; j < this.length[i]!; j++) up[cards[base + j]!] = 1;
    }
    let h = 0;
    let l = 0;
    for (let i = 0; i < 7; i++) {
      h = (h + this.columnPart(i, 0x68e31da4, COLUMN_KEY_HIGH)) | 0;
      l = (l + this.columnPart(i, 0x2c1b3c6d, COLUMN_KEY_LOW)) | 0;
      const base = i * COLUMN_CAPACITY;
      const n = this.length[i]!;
      for (let j = this.down[i]!; j + 1 < n; j++) {
        const card = cards[base + j]!;
        const label = up[TWIN[card]!] ? TWIN_LABEL[card]! : card;
        const index = label * 52 + cards[base + j + 1]!;
        h = (h + EDGE_KEY_HIGH[index]!) | 0;
        l = (l + EDGE_KEY_LOW[index]!) | 0;
      }
    }
    return this.finishKey(h, l);
  }

  /** Adds the foundations, the talon, the boundary and the pass to the tableau's part of the key. */
  private finishKey(tableauHigh: number, tableauLow: number): number {
    const f = this.foundations;
    let h =
      (tableauHigh +
        FOUNDATION_KEY_HIGH[f[0]!]! +
        FOUNDATION_KEY_HIGH[14 + f[1]!]! +
        FOUNDATION_KEY_HIGH[28 + f[2]!]! +
        FOUNDATION_KEY_HIGH[42 + f[3]!]! +
        this.talonHigh) |
      0;
    let l =
      (tableauLow +
        FOUNDATION_KEY_LOW[f[0]!]! +
        FOUNDATION_KEY_LOW[14 + f[1]!]! +
        FOUNDATION_KEY_LOW[28 + f[2]!]! +
        FOUNDATION_KEY_LOW[42 + f[3]!]! +
        this.talonLow) |
      0;
    if (this.keyHasWaste) {
      const w = this.keyWaste();
      h = (h + WASTE_KEY_HIGH[w]!) | 0;
      l = (l + WASTE_KEY_LOW[w]!) | 0;
    }
    if (this.keyHasPass) {
      h = (h + mixNumber(this.pass, 0x1b873593)) | 0;
      l = (l + mixNumber(this.pass, 0x5bd1e995)) | 0;
    }
    this.keyLowHalf = l;
    return h;
  }

  /** Per column, the key of its face-down cards and first face-up card with their places (kept by apply and undo). */
  private readonly baseHigh = new Int32Array(7);
  private readonly baseLow = new Int32Array(7);

  /**
   * One half of a column's part of the key: its face-down cards and first face-up card with their
   * places, mixed per column, so that the sum over the columns keeps which face-down cards lie under
   * which first face-up card (a plain sum of (card, place) terms would not); 0 for an empty column.
   */
  private columnPart(i: number, salt: number, table: Int32Array): number {
    const n = this.length[i]!;
    if (n === 0) return 0;
    let h = 0;
    const base = i * COLUMN_CAPACITY;
    const down = this.down[i]!;
    for (let j = 0; j <= down && j < n; j++)
      h = (h + table[((this.cards[base + j]! * COLUMN_CAPACITY + j) << 1) | (j < down ? 1 : 0)]!) | 0;
    return mixNumber(h, salt);
  }

  /**
   * Per column place `column * 64 + d`, the sum of the terms of {@link columnPart} of the face-down
   * cards under index `d` (both halves), for `d` up to the column's face-down count at the start. The
   * cards under a face-down count stay those of the start: face-down cards never move, and a column
   * emptied once has none again (every card put in a column is face up).
   */
  private readonly downHigh = new Int32Array(7 * COLUMN_CAPACITY);
  private readonly downLow = new Int32Array(7 * COLUMN_CAPACITY);

  /**
   * Recomputes a column's part of the key after its face-down cards or first face-up card changed:
   * {@link columnPart} with the face-down cards' terms read from {@link downHigh} instead of summed
   * again (`computeKeyFromScratch` sums them; tests compare the two).
   */
  private rebase(i: number): void {
    const n = this.length[i]!;
    let high = 0;
    let low = 0;
    if (n > 0) {
      const at = i * COLUMN_CAPACITY + this.down[i]!;
      const index = (this.cards[at]! * COLUMN_CAPACITY + this.down[i]!) << 1;
      high = mixNumber((this.downHigh[at]! + COLUMN_KEY_HIGH[index]!) | 0, 0x68e31da4);
      low = mixNumber((this.downLow[at]! + COLUMN_KEY_LOW[index]!) | 0, 0x2c1b3c6d);
    }
    this.tableauHigh = (this.tableauHigh + high - this.baseHigh[i]!) | 0;
    this.tableauLow = (this.tableauLow + low - this.baseLow[i]!) | 0;
    this.baseHigh[i] = high;
    this.baseLow[i] = low;
  }

  /** The key term index of the face-up card `card` with `child` lying on it (see {@link EDGE_KEY_HIGH}). */
  private edgeIndex(card: number, child: number): number {
    return (this.tableauUp[TWIN[card]!] ? TWIN_LABEL[card]! : card) * 52 + child;
  }

  private addEdge(card: number, child: number): void {
    const index = this.edgeIndex(card, child);
    this.tableauHigh = (this.tableauHigh + EDGE_KEY_HIGH[index]!) | 0;
    this.tableauLow = (this.tableauLow + EDGE_KEY_LOW[index]!) | 0;
  }

  private removeEdge(card: number, child: number): void {
    const index = this.edgeIndex(card, child);
    this.tableauHigh = (this.tableauHigh - EDGE_KEY_HIGH[index]!) | 0;
    this.tableauLow = (this.tableauLow - EDGE_KEY_LOW[index]!) | 0;
  }

  /**
   * Marks a column's top card face up in the tableau or not (it holds no card, so only its twin's
   * term can change): the twin, when face up with a card on it, is named by rank and colour only
   * while both are face up.
   */
  private setTableauUp(card: number, on: number): void {
    const twin = TWIN[card]!;
    if (this.tableauUp[twin]) {
      const at = this.place[twin]!;
      if ((at & (COLUMN_CAPACITY - 1)) + 1 < this.length[at >>> 6]!) {
        const child = this.cards[at + 1]!;
        this.removeEdge(twin, child);
        this.tableauUp[card] = on;
        this.addEdge(twin, child);
        return;
      }
    }
    this.tableauUp[card] = on;
  }

  /** Per applied move, the tableau's key part and the two touched columns' parts before it (6 words). */
  private keyStack = new Int32Array(6 * 256);
  private keyDepth = 0;

  private saveKeyParts(c1: number, c2: number): void {
    let at = this.keyDepth * 6;
    if (at + 6 > this.keyStack.length) {
      const grown = new Int32Array(this.keyStack.length * 2);
      grown.set(this.keyStack);
      this.keyStack = grown;
    }
    const stack = this.keyStack;
    stack[at++] = this.tableauHigh;
    stack[at++] = this.tableauLow;
    stack[at++] = this.baseHigh[c1]!;
    stack[at++] = this.baseLow[c1]!;
    stack[at++] = this.baseHigh[c2]!;
    stack[at] = this.baseLow[c2]!;
    this.keyDepth++;
  }

  private restoreKeyParts(c1: number, c2: number): void {
    this.keyDepth--;
    let at = this.keyDepth * 6;
    const stack = this.keyStack;
    this.tableauHigh = stack[at++]!;
    this.tableauLow = stack[at++]!;
    this.baseHigh[c1] = stack[at++]!;
    this.baseLow[c1] = stack[at++]!;
    this.baseHigh[c2] = stack[at++]!;
    this.baseLow[c2] = stack[at]!;
  }

  /** The key's high half. */
  keyHigh(): number {
    return this.computeKey();
  }

  /** The key's low half. */
  keyLow(): number {
    this.computeKey();
    return this.keyLowHalf;
  }

  /**
   * The waste size as the key writes it. With unlimited passes, a boundary at a multiple of the draw
   * count or at the end of the talon reaches exactly the boundaries a fresh pass reaches (the
   * multiples and the end), so all of those are one stock state, written 0.
   */
  private keyWaste(): number {
    return this.keyWasteOf(this.waste, this.talonLength);
  }

  /** {@link keyWaste} for a waste of `waste` cards in a talon of `talonLength`. */
  private keyWasteOf(waste: number, talonLength: number): number {
    return this.keyHasPass || (waste % this.draw !== 0 && waste !== talonLength) ? waste : 0;
  }

  /** The high half of the key {@link peekKey} told (the low half: {@link peekLowHalf}). */
  peekHighHalf = 0;
  /** The low half of the key {@link peekKey} told. */
  peekLowHalf = 0;

  /**
   * Tells the key of the position a move leads to, its safe moves applied, without applying it, for
   * the moves the search meets most and finds stored most (a waste card played to a column, a run
   * moved to another column): the terms the move changes, as apply would change them, added to this
   * position's key (`high`, `low`: the key {@link computeKey} gives now). Only where no safe move can
   * follow, so that the position after the move is the one the key is of: this position has had its
   * safe moves ({@link applySafeMoves}), the move sends no card up, and the only card it makes a
   * column's top (the one turned up, or the waste card) is neither a safe suit's next card nor such a
   * card's twin; the talon's last card, which a waste play can make the last, is none either. A waste
   * play only with unlimited passes, where the dead-waste test never fires and the pass is not in the
   * key (the dead-waste test reads nothing a run moved between columns changes). The twins' macro and
   * the other moves are not told.
   * @returns true with the key in {@link peekHighHalf} and {@link peekLowHalf}, false when not told
   *   (the caller applies the move)
   */
  peekKey(move: number, high: number, low: number): boolean {
    const kind = moveKind(move);
    if (kind === MoveKind.columnToColumn) {
      if (moveD(move)) return false;
      return this.peekRun(moveA(move), moveB(move), moveC(move), high, low);
    }
    if (kind !== MoveKind.waste || this.keyHasPass) return false;
    const b = moveB(move);
    if (b === TO_FOUNDATION) return false;
    return this.peekWastePlay(moveA(move), b, high, low);
  }

  /** Whether a card that turns into a column's top could be sent up by the safe rule (`safe`: {@link safeSuits}). */
  private mayGoUp(card: number, safe: number): boolean {
    if ((safe & (1 << SUIT[card]!)) !== 0 && this.fitsFoundation(card)) return true;
    const twin = TWIN[card]!;
    return this.tableauUp[twin] === 1 && (safe & (1 << SUIT[twin]!)) !== 0 && this.fitsFoundation(twin);
  }

  /**
   * The change of the tableau's key part when the face-up card `card` comes into the tableau's face-up
   * cards (the twin's term of {@link setTableauUp}): its twin, when face up with `child` on it (-1: none),
   * is named by rank and colour from then on.
   */
  private twinRelabel(card: number, child: number): void {
    if (child < 0) return;
    const twin = TWIN[card]!;
    const before = twin * 52 + child;
    const after = TWIN_LABEL[twin]! * 52 + child;
    this.peekHighHalf = (this.peekHighHalf + EDGE_KEY_HIGH[after]! - EDGE_KEY_HIGH[before]!) | 0;
    this.peekLowHalf = (this.peekLowHalf + EDGE_KEY_LOW[after]! - EDGE_KEY_LOW[before]!) | 0;
  }

  /** Adds the term of the face-up card `card` with `child` on it ({@link addEdge}) to the told key. */
  private peekEdge(card: number, child: number, sign: number): void {
    const index = this.edgeIndex(card, child);
    this.peekHighHalf = (this.peekHighHalf + sign * EDGE_KEY_HIGH[index]!) | 0;
    this.peekLowHalf = (this.peekLowHalf + sign * EDGE_KEY_LOW[index]!) | 0;
  }

  /** Puts column `i`'s part with `card` as its first face-up card at index `at` (or none: -1) in the told key ({@link rebase}). */
  private peekBase(i: number, card: number, at: number): void {
    let high = 0;
    let low = 0;
    if (card >= 0) {
      const place = i * COLUMN_CAPACITY + at;
      const index = (card * COLUMN_CAPACITY + at) << 1;
      high = mixNumber((this.downHigh[place]! + COLUMN_KEY_HIGH[index]!) | 0, 0x68e31da4);
      low = mixNumber((this.downLow[place]! + COLUMN_KEY_LOW[index]!) | 0, 0x2c1b3c6d);
    }
    this.peekHighHalf = (this.peekHighHalf + high - this.baseHigh[i]!) | 0;
    this.peekLowHalf = (this.peekLowHalf + low - this.baseLow[i]!) | 0;
  }

  /** {@link peekKey} of the run from index `start` of column `from` moved onto column `to`. */
  private peekRun(from: number, to: number, start: number, high: number, low: number): boolean {
    const { cards, length, down, tableauUp, place } = this;
    const fromBase = from * COLUMN_CAPACITY;
    const n = length[from]!;
    const downBefore = down[from]!;
    // the card the run leaves on top (turned up, or a face-up card after a split), -1 when the column empties
    const uncovered = start > 0 ? cards[fromBase + start - 1]! : -1;
    if (uncovered >= 0 && this.mayGoUp(uncovered, this.safeSuits())) return false;
    const flips = start === downBefore && start > 0;
    const flipped = flips ? uncovered : -1;
    this.peekHighHalf = high;
    this.peekLowHalf = low;
    const head = cards[fromBase + start]!;
    if (start > downBefore) this.peekEdge(cards[fromBase + start - 1]!, head, -1);
    const m = length[to]!;
    const destTop = m > 0 ? cards[to * COLUMN_CAPACITY + m - 1]! : -1;
    if (m > 0) this.peekEdge(destTop, head, 1);
    if (flips && tableauUp[TWIN[flipped]!]) {
      // the flipped card's twin names its tail by rank and colour from now on: the card on it after
      // the move (the run's head when it is the destination's top; its own run's next card, moved
      // along, when it lies in the run)
      const twin = TWIN[flipped]!;
      const at = place[twin]!;
      const column = at >>> 6;
      const index = at & (COLUMN_CAPACITY - 1);
      const child = twin === destTop ? head : index + 1 < (column === from ? n : length[column]!) ? cards[at + 1]! : -1;
      this.twinRelabel(flipped, child);
    }
    if (start === downBefore) this.peekBase(from, flipped, start - 1);
    if (m === 0) this.peekBase(to, head, down[to]!);
    return true;
  }

  /** {@link peekKey} of the waste card at talon index `size - 1` played onto column `to` (unlimited passes). */
  private peekWastePlay(size: number, to: number, high: number, low: number): boolean {
    const { cards, length, talon, tableauUp, place } = this;
    const card = talon[size - 1]!;
    const safe = this.safeSuits();
    if (this.mayGoUp(card, safe)) return false;
    const n = this.talonLength;
    // the talon's last card after the play (the safe rule may take it outside draw 1; README.md,
    // "Safe moves", the talon's last card)
    if (this.draw !== 1 && !this.greedyFoundations && n > 1) {
      const last = talon[size === n ? n - 2 : n - 1]!;
      if ((safe & (1 << SUIT[last]!)) !== 0 && this.fitsFoundation(last)) return false;
    }
    this.peekHighHalf = (high - TALON_KEY_HIGH[card]!) | 0;
    this.peekLowHalf = (low - TALON_KEY_LOW[card]!) | 0;
    if (this.keyHasWaste) {
      const before = this.keyWaste();
      const after = this.keyWasteOf(size - 1, n - 1);
      this.peekHighHalf = (this.peekHighHalf + WASTE_KEY_HIGH[after]! - WASTE_KEY_HIGH[before]!) | 0;
      this.peekLowHalf = (this.peekLowHalf + WASTE_KEY_LOW[after]! - WASTE_KEY_LOW[before]!) | 0;
    }
    const m = length[to]!;
    if (m > 0) this.peekEdge(cards[to * COLUMN_CAPACITY + m - 1]!, card, 1);
    const twin = TWIN[card]!;
    if (tableauUp[twin]) {
      // the card on the twin stays (the card played fits one rank higher)
      const at = place[twin]!;
      const child = (at & (COLUMN_CAPACITY - 1)) + 1 < length[at >>> 6]! ? cards[at + 1]! : -1;
      this.twinRelabel(card, child);
    }
    if (m === 0) this.peekBase(to, card, this.down[to]!);
    return true;
  }

  /** Turns up a face-down card left on top of a column; returns 1 if it did (its column's part is then stale). */
  private flipIfNeeded(i: number): number {
    const n = this.length[i]!;
    if (n > 0 && this.down[i] === n) {
      this.down[i] = n - 1;
      this.setTableauUp(this.cards[i * COLUMN_CAPACITY + n - 1]!, 1);
      return 1;
    }
    return 0;
  }

  /** Takes back {@link flipIfNeeded}. */
  private unflip(i: number): void {
    this.tableauUp[this.cards[i * COLUMN_CAPACITY + this.length[i]! - 1]!] = 0;
    this.down[i]!++;
  }

  private removeTalonCard(index: number): number {
    const talon = this.talon;
    const card = talon[index]!;
    // a plain loop: copyWithin is a runtime call, slower for the few cards moved here
    for (let k = index + 1; k < this.talonLength; k++) talon[k - 1] = talon[k]!;
    this.talonLength--;
    this.talonHigh = (this.talonHigh - TALON_KEY_HIGH[card]!) | 0;
    this.talonLow = (this.talonLow - TALON_KEY_LOW[card]!) | 0;
    return card;
  }

  private insertTalonCard(index: number, card: number): void {
    const talon = this.talon;
    for (let k = this.talonLength; k > index; k--) talon[k] = talon[k - 1]!;
    talon[index] = card;
    this.talonLength++;
    this.talonHigh = (this.talonHigh + TALON_KEY_HIGH[card]!) | 0;
    this.talonLow = (this.talonLow + TALON_KEY_LOW[card]!) | 0;
  }

  /** Puts a card back on top of a column, face up (undo; the key parts are restored apart). */
  private pushCard(column: number, card: number): void {
    const at = column * COLUMN_CAPACITY + this.length[column]!;
    this.cards[at] = card;
    this.place[card] = at;
    this.tableauUp[card] = 1;
    this.length[column]!++;
  }

  /** Puts a card from the talon or a foundation on top of a column, face up, keeping the key parts. */
  private putOnColumn(column: number, card: number): void {
    const n = this.length[column]!;
    const at = column * COLUMN_CAPACITY + n;
    if (n > 0) this.addEdge(this.cards[at - 1]!, card);
    this.cards[at] = card;
    this.place[card] = at;
    this.length[column] = n + 1;
    this.setTableauUp(card, 1);
    if (n === 0) this.rebase(column);
  }

  /**
   * Takes a column's face-up top card off (to its foundation), keeping the key parts; returns 1 if a
   * face-down card turned up.
   */
  private takeTop(column: number): number {
    const base = column * COLUMN_CAPACITY;
    const n = this.length[column]!;
    const card = this.cards[base + n - 1]!;
    const first = n - 1 === this.down[column];
    if (!first) this.removeEdge(this.cards[base + n - 2]!, card);
    this.length[column] = n - 1;
    this.setTableauUp(card, 0);
    const flipped = this.flipIfNeeded(column);
    if (first) this.rebase(column);
    return flipped;
  }

  /** The columns whose key parts a move may change (the same column twice, or column 0, when fewer). */
  private static touched(move: number): number {
    const kind = moveKind(move);
    const a = moveA(move);
    const b = moveB(move);
    if (kind === MoveKind.columnToFoundation) return a * 8 + a;
    if (kind === MoveKind.columnToColumn) return a * 8 + b;
    return b === TO_FOUNDATION && kind === MoveKind.waste ? 0 : b * 8 + b;
  }

  /** Applies a move the generator produced (it is legal by construction) and records it for {@link undo}. */
  apply(move: number): void {
    const a = moveA(move);
    const b = moveB(move);
    const touched = SolverState.touched(move);
    this.saveKeyParts(touched >>> 3, touched & 7);
    this.deepestFresh = false;
    let data = 0;
    switch (moveKind(move)) {
      case MoveKind.columnToFoundation: {
        const card = this.top(a);
        data = this.takeTop(a);
        this.foundations[SUIT[card]!]!++;
        this.foundationTotal++;
        break;
      }
      case MoveKind.columnToColumn: {
        const start = moveC(move);
        const count = this.length[a]! - start;
        const fromBase = a * COLUMN_CAPACITY;
        const head = this.cards[fromBase + start]!;
        const downBefore = this.down[a]!;
        if (start > downBefore) this.removeEdge(this.cards[fromBase + start - 1]!, head);
        const m = this.length[b]!;
        if (m > 0) this.addEdge(this.cards[b * COLUMN_CAPACITY + m - 1]!, head);
        moveCards(this.cards, this.place, fromBase + start, b * COLUMN_CAPACITY + m, count);
        this.length[b] = m + count;
        this.length[a] = start;
        data = this.flipIfNeeded(a) | (count << 1);
        if (start === downBefore) this.rebase(a);
        if (m === 0) this.rebase(b);
        if (moveD(move)) {
          // the twins' macro: the card the run lay on goes up (it is face up, so nothing flipped yet)
          const card = this.top(a);
          data = this.takeTop(a) | (count << 1) | (card << 8);
          this.foundations[SUIT[card]!]!++;
          this.foundationTotal++;
        }
        break;
      }
      case MoveKind.waste: {
        data = this.waste | (this.pass << 6);
        if (moveD(move)) this.pass++;
        const card = this.removeTalonCard(a - 1);
        this.waste = a - 1;
        if (b === TO_FOUNDATION) {
          this.foundations[SUIT[card]!]!++;
          this.foundationTotal++;
        } else {
          this.putOnColumn(b, card);
        }
        data = data * 64 + card;
        break;
      }
      case MoveKind.foundationToColumn: {
        const rank = this.foundations[a]!;
        this.foundations[a] = rank - 1;
        this.foundationTotal--;
        this.putOnColumn(b, a * 13 + rank - 1);
        break;
      }
    }
    this.moves.push(move);
    this.undoData.push(data);
  }

  /**
   * The move that takes the last applied move back to the very position before it, where the
   * generator lists one: the foundation return of a card a column-to-foundation move sent up without
   * turning a card, or the foundation move of a card just returned (RULES §3); -1 for every other
   * move (or none). The search skips it: it leads to the position the last move started from, which
   * is stored.
   */
  inverseOfLast(): number {
    const last = this.moves.length - 1;
    if (last < 0) return -1;
    const move = this.moves[last]!;
    switch (moveKind(move)) {
      case MoveKind.columnToFoundation:
        // the card's column turned up a card under it: a return would put it on that one
        return this.undoData[last]! & 1 ? -1 : makeMove(MoveKind.foundationToColumn, moveB(move), moveA(move), 0, 0);
      case MoveKind.foundationToColumn:
        return makeMove(MoveKind.columnToFoundation, moveB(move), moveA(move), 0, 0);
      default:
        return -1;
    }
  }

  /** Takes back the last applied move. */
  undo(): void {
    const move = this.moves.pop()!;
    const data = this.undoData.pop()!;
    const a = moveA(move);
    const b = moveB(move);
    switch (moveKind(move)) {
      case MoveKind.columnToFoundation: {
        if (data & 1) this.unflip(a);
        const suit = moveB(move);
        const card = suit * 13 + this.foundations[suit]! - 1;
        this.foundations[suit]!--;
        this.foundationTotal--;
        this.pushCard(a, card);
        break;
      }
      case MoveKind.columnToColumn: {
        const count = (data >>> 1) & 127;
        if (data & 1) this.unflip(a);
        if (moveD(move)) {
          const card = data >>> 8;
          this.foundations[SUIT[card]!]!--;
          this.foundationTotal--;
          this.pushCard(a, card);
        }
        const from = b * COLUMN_CAPACITY + this.length[b]! - count;
        moveCards(this.cards, this.place, from, a * COLUMN_CAPACITY + this.length[a]!, count);
        this.length[a]! += count;
        this.length[b]! -= count;
        break;
      }
      case MoveKind.waste: {
        const card = data % 64;
        const before = Math.floor(data / 64);
        if (b === TO_FOUNDATION) {
          this.foundations[SUIT[card]!]!--;
          this.foundationTotal--;
        } else {
          this.length[b]!--;
          this.tableauUp[card] = 0;
        }
        this.insertTalonCard(a - 1, card);
        this.waste = before & 63;
        this.pass = before >>> 6;
        break;
      }
      case MoveKind.foundationToColumn: {
        this.length[b]!--;
        this.tableauUp[a * 13 + this.foundations[a]!] = 0;
        this.foundations[a]!++;
        this.foundationTotal++;
        break;
      }
    }
    const touched = SolverState.touched(move);
    this.restoreKeyParts(touched >>> 3, touched & 7);
    this.deepestFresh = false;
  }

  /**
   * The waste sizes at which each reachable waste card is on top, within the passes left, as
   * `size | recycle << 6` values: the current top, the tops after each further draw in this pass, and
   * (when another pass is allowed) the tops after a recycle and some draws that this pass cannot reach.
   * One more recycle never adds a state: the boundaries after it are those after the first, with a
   * pass spent. Written from the start of `out` (at most 105 values: 1 + 52 + 52), a typed array so
   * that no array is resized at each position.
   * @returns how many values it wrote
   */
  reachableWasteSizes(out: Int32Array): number {
    const n = this.talonLength;
    if (n === 0) return 0;
    let count = 0;
    const d = this.draw;
    const w = this.waste;
    if (w > 0) out[count++] = w;
    for (let s = w; s < n;) {
      s = Math.min(s + d, n);
      out[count++] = s;
    }
    if (this.pass < this.passes) {
      for (let s = 0; s < n;) {
        s = Math.min(s + d, n);
        if (!this.reachableInPass(s)) out[count++] = s | 64;
      }
    }
    return count;
  }

  /** Whether draws in this pass (no recycle) can make the waste this size with a card on top. */
  reachableInPass(size: number): boolean {
    const w = this.waste;
    if (size === w) return w > 0;
    if (size < w) return false;
    return size === this.talonLength || (size - w) % this.draw === 0;
  }
}

/**
 * The safe foundation moves of {@link SolverState.safeToFoundation}, applied until none is left:
 * from column tops, and in draw 1 with unlimited passes from anywhere in the stock and waste (every
 * card there stays reachable, and taking one out makes no other unreachable); elsewhere the talon's
 * last card where the draws to it bury nothing ({@link lastCardKeepsTops}: every draw reaches it, and
 * taking it out leaves every other talon card in its group; not in the quick searches) and, in draw 1 with limited passes or in draw 3 on the last pass, the
 * waste's top and in draw 1 the stock's next card (README.md, "Safe moves"). Returns how many.
 */
export function applySafeMoves(state: SolverState): number {
  let applied = 0;
  const fromTalon = state.draw === 1 && !Number.isFinite(state.passes);
  // draw 1 with limited passes, or draw 3 on its last pass: the waste's top (and in draw 1 the next
  // stock card) can go up without changing which cards later draws turn up
  const wasteTop = state.draw === 1 ? !fromTalon : state.pass >= state.passes;
  // elsewhere the talon's last card (its going regroups no other talon card); not in the quick
  // searches, whose node counts stay as they were
  const talonEnd = !fromTalon && !state.greedyFoundations;
  // the suits whose next card is safe, asked once and again after each move applied (only a move
  // changes the foundations): most positions have none that can go up, and this is asked at each one
  let safe = state.safeSuits();
  for (let again = true; again;) {
    again = false;
    // every move below sends a suit's next card up when it is safe: with none safe, nothing applies
    if (safe === 0) break;
    if (fromTalon)
      // only the four next foundation cards can be safe: look for one in the talon only when it is
      for (let suit = 0; suit < 4 && !again; suit++) {
        if ((safe & (1 << suit)) === 0) continue;
        const card = suit * 13 + state.foundations[suit]!;
        if (state.inTableau(card)) continue;
        for (let k = 0; k < state.talonLength; k++)
          if (state.talon[k] === card) {
            state.apply(makeMove(MoveKind.waste, k + 1, TO_FOUNDATION, 0, state.reachableInPass(k + 1) ? 0 : 1));
            safe = state.safeSuits();
            applied++;
            again = true;
            break;
          }
      }
    if (talonEnd && !again && state.talonLength > 0 && lastCardKeepsTops(state)) {
      // the talon's last card: every draw reaches it, and taking it out leaves every other talon card
      // at its place, so every later draw turns up the same groups (README.md, "Safe moves", the
      // talon's last card)
      const n = state.talonLength;
      if (safeIn(state, safe, state.talon[n - 1]!)) {
        state.apply(makeMove(MoveKind.waste, n, TO_FOUNDATION, 0, 0));
        safe = state.safeSuits();
        applied++;
        again = true;
      }
    }
    if (wasteTop && !again && state.talonLength > 0) {
      // the waste's top, or in draw 1 the stock's next card: playing it leaves the other talon cards
      // where they were (README.md, "Safe moves", the stock and waste)
      const w = state.waste;
      if (w > 0 && safeIn(state, safe, state.talon[w - 1]!)) {
        state.apply(makeMove(MoveKind.waste, w, TO_FOUNDATION, 0, 0));
        safe = state.safeSuits();
        applied++;
        again = true;
      } else if (state.draw === 1 && w < state.talonLength && safeIn(state, safe, state.talon[w]!)) {
        state.apply(makeMove(MoveKind.waste, w + 1, TO_FOUNDATION, 0, 0));
        safe = state.safeSuits();
        applied++;
        again = true;
      }
    }
    // the column cards, in suit order: a safe card on top of its column goes up, and so does one whose
    // twin is a column's top, its tail moved onto the twin first (so the moves applied depend only on
    // what the key keeps: README.md, "Twins")
    for (let suit = 0; suit < 4; suit++) {
      if ((safe & (1 << suit)) === 0) continue;
      const move = columnFoundationMove(state, suit * 13 + state.foundations[suit]!);
      if (move < 0) continue;
      state.apply(move);
      safe = state.safeSuits();
      applied++;
      again = true;
    }
  }
  return applied;
}

/**
 * Whether playing the talon's last card to its foundation leaves every card the draws could bring to
 * the top as reachable as before. The move draws to the talon's end first, so the waste then holds
 * every other talon card: nothing is buried when the stock held that card alone or nothing, and with
 * unlimited passes nothing is lost when the waste's size is a multiple of the draw count (0 included),
 * where draws turn up the tops of a fresh pass, as a recycle after the move does (the key writes both
 * as a fresh pass). Elsewhere the cards turned up from the waste's size in this pass would be lost
 * (README.md, "Safe moves", the talon's last card).
 */
function lastCardKeepsTops(state: SolverState): boolean {
  const w = state.waste;
  return w >= state.talonLength - 1 || (!Number.isFinite(state.passes) && w % state.draw === 0);
}

/** Whether a card is its suit's next card and that suit is one of `safe` (of {@link SolverState.safeSuits}). */
const safeIn = (state: SolverState, safe: number, card: number): boolean =>
  (safe & (1 << SUIT[card]!)) !== 0 && state.fitsFoundation(card);

/** The column whose top is this card, or -1. */
function columnWithTop(state: SolverState, card: number): number {
  if (!state.tableauUp[card]) return -1;
  const at = state.place[card]!;
  const column = at >>> 6;
  return (at & (COLUMN_CAPACITY - 1)) + 1 === state.length[column] ? column : -1;
}

/**
 * The move that sends a face-up column card X to its foundation, if there is one without other moves
 * first but the twins' macro: X on top of its column (`T-F`), or X under a tail while its twin is a
 * column's top (`T-T` of the tail onto the twin, then `T-F`: the position before is won or lost together
 * with the one where the twins' tails are the other way round, where X is the top, README.md,
 * "Twins"). Returns -1 when X is elsewhere or covered otherwise. Does not check the foundation.
 */
export function columnFoundationMove(state: SolverState, card: number): number {
  const column = columnWithTop(state, card);
  if (column >= 0) return makeMove(MoveKind.columnToFoundation, column, SUIT[card]!, 0, 0);
  const twinColumn = columnWithTop(state, TWIN[card]!);
  if (twinColumn < 0) return -1;
  if (!state.tableauUp[card]) return -1;
  const place = state.place[card]!;
  return makeMove(MoveKind.columnToColumn, place >>> 6, twinColumn, (place & (COLUMN_CAPACITY - 1)) + 1, 1);
}
