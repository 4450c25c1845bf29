import { xorshift32 } from '@klondike/engine';
import { COLUMN_CAPACITY, OPPOSITE_A, OPPOSITE_B, RANK, RED, SUIT, TWIN } from './cards.js';
import {
  columnFoundationMove,
  makeMove,
  moveA,
  moveB,
  moveC,
  moveD,
  moveKind,
  MOVE_BITS,
  MoveKind,
  TO_FOUNDATION,
  type SolverState,
} from './state.js';

/** Options of {@link generateMoves}. */
export interface GenerateOptions {
  /**
   * Also list foundation returns of cards that the safe rule would send straight back (the search
   * leaves them out, as they only lead back to the position before; tests compare against the engine
   * with them in).
   */
  readonly withUselessReturns?: boolean;
  /**
   * Also list the moves that can wait (see {@link generateMoves}); tests compare the generator with
   * the engine's `legalActions` with this on.
   */
  readonly complete?: boolean;
  /**
   * Up to this much random noise added to each priority (in the units of the priorities, times 32),
   * for the restarts of the first search; 0 for the fixed order.
   */
  readonly jitter?: number;
}

let noise = xorshift32(0x2545f491);
/** Sets the noise generator's seed, so restarts are reproducible. */
export function seedNoise(seed: number): void {
  noise = xorshift32(seed);
}

/**
 * After a run split or a foundation move takes `head` off the face-up card `exposed`, whether `exposed`
 * can be used at once (call {@link SolverState.markUp} first): a card other than `head` goes on it, or a
 * run of its column ending with it goes to another column (onto a column's top, or a King's run into an
 * empty column). (Its foundation move is checked by the caller.) The test reads only what the key
 * keeps (README.md, "Twins"): the run under `exposed` counts as deep as it may be with any twin's tail
 * on either twin, and any King heading a column's face-up cards above face-down ones counts for an
 * empty column. Looser than exact reachability, which keeps the pruning that uses it safe.
 */
function exposedIsUsed(state: SolverState, exposed: number, head: number): boolean {
  if (state.canReceive(exposed, head)) return true;
  const { cards, length, down } = state;
  const twin = TWIN[exposed]!;
  const deepest = state.deepestUnder(exposed);
  const depth = state.tableauUp[twin] ? Math.max(deepest, state.deepestUnder(twin)) : deepest;
  const rank = RANK[exposed]!;
  const red = RED[exposed]!;
  let empty = false;
  for (let j = 0; j < 7; j++) {
    const m = length[j]!;
    if (m === 0) {
      empty = true;
      continue;
    }
    // the card `k` places under `exposed` would go on this top: it has the right colour, and the
    // destination is none of the cards of the run itself (those rank lower than `exposed`)
    const destTop = cards[j * COLUMN_CAPACITY + m - 1]!;
    const k = RANK[destTop]! - 1 - rank;
    if (k >= 0 && k <= depth && (red ^ (k & 1)) !== RED[destTop]) return true;
  }
  if (empty)
    for (let j = 0; j < 7; j++)
      if (length[j]! > 0 && down[j]! > 0 && RANK[cards[j * COLUMN_CAPACITY + down[j]!]!] === 13) return true;
  return false;
}

/** Whether a face-up card, or its twin when that is face up in the tableau too, fits its foundation. */
function pairFitsFoundation(state: SolverState, card: number): boolean {
  if (state.fitsFoundation(card)) return true;
  const twin = TWIN[card]!;
  return state.tableauUp[twin] === 1 && state.fitsFoundation(twin);
}

/**
 * Whether a King could move at once into the column `from` once it is emptied (call
 * {@link SolverState.markUp} first): a King heading the face-up run of another column above face-down
 * cards, a King of the stock or waste that one stock macro move plays now, or (with foundation
 * returns) one on top of its foundation.
 */
function kingCanFill(state: SolverState, from: number): boolean {
  const { cards, length, down } = state;
  for (let j = 0; j < 7; j++) {
    if (j === from || length[j] === 0 || down[j] === 0) continue;
    if (RANK[cards[j * COLUMN_CAPACITY + down[j]!]!] === 13) return true;
  }
  // the Kings are cards 12, 25, 38 and 51; a face-up one in a column is its column's first face-up card
  for (let king = 12; king < 52; king += 13) if (state.up[king] && !state.tableauUp[king]) return true;
  if (state.foundationReturns) for (let s = 0; s < 4; s++) if (state.foundations[s] === 13) return true;
  return false;
}

/**
 * Whether returning the top card (rank `rank`) of foundation `suit` could be used by returning the card
 * under it next: that card (rank - 1, same suit) needs a column top of the opposite colour and rank
 * `rank` to land on, so one of those two cards must be a column's top now (the return lands on a top
 * of rank + 1, so it leaves them as they are). Which of the two twins is a top may change with the
 * twins' tails, whether one is does not, so the test reads only what the key keeps (README.md, "Moves
 * that wait").
 */
function returnCanUncover(state: SolverState, suit: number, rank: number): boolean {
  if (rank < 2) return false;
  const red = suit === 1 || suit === 2;
  for (let other = 0; other < 4; other++) {
    if ((other === 1 || other === 2) === red) continue;
    if (state.isColumnTop(other * 13 + rank - 1)) return true;
  }
  return false;
}

/**
 * Whether sending the face-up column card X to its foundation can be used at once (call
 * {@link SolverState.markUp} first). Always when it turns up a face-down card or empties the column
 * (X is its column's first face-up card). Above a face-up card Y the move only makes X's foundation one
 * higher and Y the top, so it can wait until just before a move that uses one of those: the next card
 * of X's suit goes up (it is face up in a column, or one stock macro move plays it now), Y goes to its foundation, a
 * card other than X goes on Y, or a run of the column ending with Y moves to another column (README.md,
 * "Moves that wait"). Y's twin, when face up in the tableau, counts as Y ("Twins"). Looser than exact
 * reachability, which keeps the pruning that uses it safe.
 */
function foundationMoveIsUsed(state: SolverState, card: number): boolean {
  const under = state.parentOf(card);
  if (under < 0) return true;
  if (RANK[card] !== 13 && state.up[card + 1]) return true;
  if (pairFitsFoundation(state, under)) return true;
  return exposedIsUsed(state, under, card);
}

/**
 * In draw 1 with unlimited passes, whether a card that is not in the stock or waste could end a chain
 * of cards put on `card` (call {@link SolverState.markUp} first): a card one rank lower of the
 * opposite colour is its column's first face-up card or on its foundation (with returns; see
 * {@link SolverState.canReceive}; with returns a stock or waste card that fits its foundation counts
 * as one there, see {@link wasteFoundationIsUsed}), or is itself a stock or waste card for which this
 * holds. A waste card played to a column is used only when a card is put on it (README.md, "Moves
 * that wait"); when that card is a stock or waste card too, its own play is used only when a card is
 * put on it, and so on: the chain must end with a card from a column or a foundation, which the plays
 * in between leave where it is. Asked per card when needed, each answer kept for the position (`chainStamp`), so a
 * position looks at most at the cards its waste plays reach.
 */
function chainEnds(state: SolverState, card: number): number {
  if (chainStamp[card] === chainPosition) return chainEnd[card]!;
  const rank = RANK[card]!;
  let ends = 0;
  if (rank > 1) {
    const { up, tableauUp, foundations } = state;
    const red = RED[card] === 1;
    for (let other = 0; other < 4 && ends === 0; other++) {
      if ((other === 1 || other === 2) === red) continue;
      const candidate = other * 13 + rank - 2;
      if (foundations[other]! >= rank - 1) ends = state.foundationReturns ? 1 : 0;
      else if (tableauUp[candidate]) ends = state.parentOf(candidate) < 0 ? 1 : 0;
      // a stock or waste card that fits its foundation ends the chain as one on its foundation does:
      // its foundation move waits (wasteFoundationIsUsed), and where a line played it up, this line
      // may hold it in the talon
      else if (up[candidate])
        ends = state.foundationReturns && foundations[other] === rank - 2 ? 1 : chainEnds(state, candidate);
    }
  }
  chainStamp[card] = chainPosition;
  chainEnd[card] = ends;
  return ends;
}

/**
 * In draw 1 with unlimited passes, whether a stock or waste card that fits its foundation goes there
 * now (call {@link SolverState.markUp} first): a King always, another card only when the next card of
 * its suit is face up in a column or a stock or waste card. Every talon card stays reachable there,
 * so the move can wait until just before the first move that uses it: the next card of its suit
 * going up (face up by then), or the card returned onto a column (played there from the talon
 * instead) (README.md, "Moves that wait").
 */
function wasteFoundationIsUsed(state: SolverState, card: number): boolean {
  return RANK[card] === 13 || state.up[card + 1] === 1;
}

/** Scratch of {@link chainEnds}: per card, its answer, valid while its stamp is the position's. */
const chainEnd = new Uint8Array(52);
const chainStamp = new Int32Array(52);
let chainPosition = 0;
const CHAIN_STAMPS = 2 ** 30;
/** Scratch of {@link generateMoves}: per card, a bit per column whose top it fits on. */
const fitMask = new Uint8Array(52);

const PRIORITY_SCALE = 2 ** MOVE_BITS;
/** Scratch of {@link generateMoves}: the waste sizes of {@link SolverState.reachableWasteSizes}. */
const wasteSizes = new Int32Array(128);
const NO_OPTIONS: GenerateOptions = {};

/**
 * Lists the moves of a position, each as `priority * 2^18 + move`, best first (RULES §3, with stock
 * macro moves in place of draws and recycles). Left out, without losing any win:
 * - a run moved to an empty column when it already is the whole column (the same position),
 * - every empty column but the first as a destination (columns are unordered in the key),
 * - with `withUselessReturns` off, a foundation return of a card the safe rule sends back at once,
 * - with `complete` off, every run split: it moves one twin's tail onto the other twin, so its
 *   position has this one's key (README.md, "Moves that wait"),
 * - with `complete` off, moves that can wait until the move that uses them, which then comes right
 *   after: a foundation move off a face-up card that nothing uses next, a foundation return of a card
 *   nothing can be put on next, an emptying of a column no King can fill next, and in draw 1 with
 *   unlimited passes a waste card to a column with no chain of cards to put on it that ends outside the talon. Any winning line can be rewritten with such a move moved to just
 *   before its use (or dropped when never used), so no win is lost (README.md, "Moves that wait").
 *
 * Priorities (higher first) follow what finds wins fast: turning up a face-down card (more so in the
 * columns with most face-down cards), then waste cards to a foundation, exposing a card for a
 * foundation, emptying a column, waste cards to columns, other foundation moves, other run splits (with
 * `complete` only), and foundation returns last. Macro moves that need a recycle come after those of the same kind that don't.
 */
export function generateMoves(state: SolverState, out: Int32Array, options: GenerateOptions = NO_OPTIONS): number {
  let count = 0;
  const { cards, length, down } = state;
  state.markUp();
  let firstEmpty = -1;
  for (let j = 0; j < 7; j++)
    if (length[j] === 0) {
      firstEmpty = j;
      break;
    }
  // per card, the columns whose top it fits on (RULES §3: the opposite colour one rank higher), a bit
  // each, so that the waste and return loops below look up each card once instead of every column
  fitMask.fill(0);
  for (let j = 0; j < 7; j++) {
    const m = length[j]!;
    if (m === 0) continue;
    const destTop = cards[j * COLUMN_CAPACITY + m - 1]!;
    const below = RANK[destTop]! - 2;
    if (below < 0) continue;
    const suit = SUIT[destTop]!;
    const a = OPPOSITE_A[suit]! * 13 + below;
    const b = OPPOSITE_B[suit]! * 13 + below;
    fitMask[a] = fitMask[a]! | (1 << j);
    fitMask[b] = fitMask[b]! | (1 << j);
  }

  for (let i = 0; i < 7; i++) {
    const n = length[i]!;
    if (n === 0) continue;
    const base = i * COLUMN_CAPACITY;
    const top = cards[base + n - 1]!;
    const downCount = down[i]!;
    if (state.fitsFoundation(top) && (options.complete || foundationMoveIsUsed(state, top))) {
      const flips = n - 1 === downCount && downCount > 0;
      out[count++] =
        (flips ? 120 + downCount : n - 1 > downCount && state.fitsFoundation(cards[base + n - 2]!) ? 90 : 50) *
          32 *
          PRIORITY_SCALE +
        makeMove(MoveKind.columnToFoundation, i, SUIT[top]!, 0, 0);
    }
    if (!options.complete) {
      // without run splits only the run headed by the first face-up card moves: onto the tops its head
      // fits (fitMask) or, a King above face-down cards, into the first empty column; lowest column
      // first, the order of the loop below, so the noise of the restarts falls on the same moves
      const head = cards[base + downCount]!;
      let columns = fitMask[head]! & ~(1 << i);
      if (firstEmpty >= 0 && downCount > 0 && RANK[head] === 13) columns |= 1 << firstEmpty;
      if (columns === 0) continue;
      // emptying the column (no face-down card under the run) only when a King can come in next
      if (downCount === 0 && !kingCanFill(state, i)) continue;
      const priority = downCount > 0 ? 100 + downCount : 60;
      for (let bits = columns; bits !== 0; bits &= bits - 1)
        out[count++] =
          priority * 32 * PRIORITY_SCALE +
          makeMove(MoveKind.columnToColumn, i, 31 - Math.clz32(bits & -bits), downCount, 0);
      continue;
    }
    const topRank = RANK[top]!;
    for (let j = 0; j < 7; j++) {
      if (j === i) continue;
      let start: number;
      const m = length[j]!;
      if (m === 0) {
        if (j !== firstEmpty || downCount === 0 || RANK[cards[base + downCount]!] !== 13) continue;
        start = downCount;
      } else {
        const destTop = cards[j * COLUMN_CAPACITY + m - 1]!;
        start = n - 1 - (RANK[destTop]! - 1 - topRank);
        if (start < downCount || start >= n || RED[cards[base + start]!] === RED[destTop]) continue;
      }
      // (with `complete` only) a run split: the run goes from the card Y under it onto the only other
      // top it fits, Y's twin, so the split only moves the tail of one twin onto the other, and its
      // position has this one's key (README.md, "Twins"), already stored
      const priority =
        start === downCount
          ? downCount > 0
            ? 100 + downCount
            : 60
          : pairFitsFoundation(state, cards[base + start - 1]!)
            ? 70
            : 10;
      out[count++] = priority * 32 * PRIORITY_SCALE + makeMove(MoveKind.columnToColumn, i, j, start, 0);
    }
  }

  // the twins' macro: a next foundation card X under a tail while its twin is a column's top (the tail
  // onto the twin, then X up), the move X has in the position with the twins' tails the other way round
  // (README.md, "Twins"); not in the engine's single actions, so not with `complete`
  if (!options.complete)
    for (let suit = 0; suit < 4; suit++) {
      const height = state.foundations[suit]!;
      if (height === 13) continue;
      const card = suit * 13 + height;
      if (!state.tableauUp[card] || state.isColumnTop(card) || !state.isColumnTop(TWIN[card]!)) continue;
      if (!foundationMoveIsUsed(state, card)) continue;
      const move = columnFoundationMove(state, card);
      if (move < 0) continue;
      const column = moveA(move);
      const flips = state.parentOf(card) < 0 && down[column]! > 0;
      out[count++] = (flips ? 120 + down[column]! : 50) * 32 * PRIORITY_SCALE + move;
    }

  // in draw 1 with unlimited passes every stock card stays reachable, so a waste card is put on a
  // column only when a card can go on it next (otherwise the play can wait until then)
  const postponeWaste = !options.complete && state.draw === 1 && !Number.isFinite(state.passes);
  const limitedPasses = Number.isFinite(state.passes);
  // a new stamp: the chain answers of the position before are stale
  if (postponeWaste && ++chainPosition === CHAIN_STAMPS) {
    // never a stamp met again: start the stamps over
    chainStamp.fill(0);
    chainPosition = 1;
  }
  const sizes = state.reachableWasteSizes(wasteSizes);
  for (let e = 0; e < sizes; e++) {
    const entry = wasteSizes[e]!;
    const size = entry & 63;
    const recycle = entry >>> 6;
    const card = state.talon[size - 1]!;
    // with limited passes fewer draws first: drawing past a card may bury it for good
    const draws = !limitedPasses
      ? recycle * 2
      : recycle
        ? Math.ceil((state.talonLength - state.waste) / state.draw) + Math.ceil(size / state.draw) + 4
        : Math.ceil((size - state.waste) / state.draw);
    const later = Math.min(31, draws);
    if (state.fitsFoundation(card) && (!postponeWaste || wasteFoundationIsUsed(state, card)))
      out[count++] = (80 * 32 - later) * PRIORITY_SCALE + makeMove(MoveKind.waste, size, TO_FOUNDATION, 0, recycle);
    // a King fits the first empty column only, any other card the tops of fitMask
    const columns = RANK[card] === 13 ? (firstEmpty < 0 ? 0 : 1 << firstEmpty) : fitMask[card]!;
    if (columns === 0) continue;
    if (postponeWaste && !chainEnds(state, card)) continue;
    // lowest column first, as the order of the moves before they are sorted is the noise's order
    for (let bits = columns; bits !== 0; bits &= bits - 1)
      out[count++] =
        (40 * 32 - later) * PRIORITY_SCALE + makeMove(MoveKind.waste, size, 31 - Math.clz32(bits & -bits), 0, recycle);
  }

  if (state.foundationReturns) {
    const f = state.foundations;
    for (let s = 0; s < 4; s++) {
      const rank = f[s]!;
      if (rank === 0) continue;
      const card = s * 13 + rank - 1;
      // the safe rule would send it straight back: the return only leads to the position before
      if (!options.withUselessReturns && (rank === 1 || state.nothingCanHold(s, rank))) continue;
      // a return can wait until a card is put on the returned one, or until the card under it on its
      // foundation is returned too (to hold a card, or to uncover the next one down)
      if (!options.complete && !state.canReceive(card, -1) && !returnCanUncover(state, s, rank)) continue;
      const columns = rank === 13 ? (firstEmpty < 0 ? 0 : 1 << firstEmpty) : fitMask[card]!;
      for (let bits = columns; bits !== 0; bits &= bits - 1)
        out[count++] =
          5 * 32 * PRIORITY_SCALE + makeMove(MoveKind.foundationToColumn, s, 31 - Math.clz32(bits & -bits), 0, 0);
    }
  }
  const jitter = options.jitter ?? 0;
  if (jitter > 0) for (let k = 0; k < count; k++) out[k] = out[k]! + Math.floor(noise() * jitter) * PRIORITY_SCALE;
  // insertion sort, best first: lists are short and mostly generated in priority order
  for (let k = 1; k < count; k++) {
    const entry = out[k]!;
    let at = k - 1;
    while (at >= 0 && out[at]! < entry) {
      out[at + 1] = out[at]!;
      at--;
    }
    out[at + 1] = entry;
  }
  return count;
}

/** Whether the top of column `j` is `card` or `twin` (no closure: this is asked at many positions). */
function topIsEither(state: SolverState, j: number, card: number, twin: number): boolean {
  const n = state.length[j]!;
  if (n === 0) return false;
  const top = state.cards[j * COLUMN_CAPACITY + n - 1]!;
  return top === card || top === twin;
}

/**
 * Right after a move that waits for a card to be put on `card` (a foundation return of `card`, or in
 * draw 1 with unlimited passes `card` played from the waste to a column: `afterPlay`), with no safe
 * move after it: drops from the listed moves (`count` entries of `out`, best first, as
 * {@link generateMoves} wrote them) every move that is neither another move that may wait for the
 * same use nor a use of `card`, and returns how many are kept, in their order. Kept: foundation
 * returns; a foundation move off a face-up card (the twins' macro included); a move that empties a
 * column; a card or run put on `card` (or on its twin, when that is a column's top); after a return in
 * draw 1 with unlimited passes any waste card to a column. Dropped: a move that turns up a face-down
 * card or sends a column's first face-up card up, a waste card to its foundation, after a return in
 * draw 3 or with limited passes a waste card to a column elsewhere, and after a play any waste card
 * to a column elsewhere (its own use, a card put on it, is never a card put on `card`).
 * With `keepTalon` (after a play in draw 3 or with limited passes, where the play waits for a card
 * put on `card` or for the next move of the stock and waste, whichever comes first): every waste
 * move is kept too, and only the moves that turn up a face-down card or send a column's first
 * face-up card up, other than onto `card`, are dropped.
 * Why no win is lost (README.md, "The use comes next"): in a winning line rewritten so that every
 * move that waits comes just before its use, what follows such a move is its use or another move
 * that waits for the same use; the moves dropped here are neither.
 */
export function keepAfterWaitingMove(
  state: SolverState,
  out: Int32Array,
  count: number,
  card: number,
  afterPlay: boolean,
  keepTalon = false,
): number {
  const { length, down } = state;
  const twin = TWIN[card]!;
  // after a return in draw 1 with unlimited passes a waste card played elsewhere may be the top the
  // card under `card` is returned onto, the use of both; a play's use is a card put on the card played
  const anyPlay = !afterPlay && state.draw === 1 && !Number.isFinite(state.passes);
  let kept = 0;
  for (let k = 0; k < count; k++) {
    const entry = out[k]!;
    const move = entry & (PRIORITY_SCALE - 1);
    let keep: boolean;
    switch (moveKind(move)) {
      case MoveKind.foundationToColumn:
        keep = true;
        break;
      case MoveKind.columnToFoundation: {
        const from = moveA(move);
        // off a face-up card: it waits; the first face-up card (a turn-up or an emptied column): not
        keep = length[from]! - 1 > down[from]!;
        break;
      }
      case MoveKind.columnToColumn: {
        const from = moveA(move);
        keep =
          moveD(move) === 1 || topIsEither(state, moveB(move), card, twin) || (down[from] === 0 && moveC(move) === 0);
        break;
      }
      default: {
        const to = moveB(move);
        keep = keepTalon || (to !== TO_FOUNDATION && (anyPlay || topIsEither(state, to, card, twin)));
      }
    }
    if (keep) out[kept++] = entry;
  }
  return kept;
}

/** Room for the moves of any position: at most 7 x 7 column moves, 52 x 8 waste moves and 4 x 7 returns. */
export const MAX_MOVES = 512;

/** The move of a generated entry (drops the priority). */
export const entryMove = (entry: number): number => entry & (PRIORITY_SCALE - 1);
