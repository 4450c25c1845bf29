import { isFoundationPile, pileIndex, sameAction, type ColumnPile, type Pile } from './action.js';
import { newPlanSlot, planActionInto, type PlanSlot } from './apply.js';
import { cardOf, rankOf, type Card, type Rank } from './card.js';
import {
  floored,
  gamePosition,
  gameScore,
  gameWon,
  journalCounts,
  journalEntries,
  replay,
  undoRefusal,
  UNDO_LIMIT,
  type Game,
  type JournalCounts,
  type JournalEntry,
  type ScanRefusal,
} from './game.js';
import { foundationSuit, isWon, type Position } from './position.js';
import { err, ok, type Result } from './result.js';

/**
 * What a replayed journal comes to (RULES §5): the end of the game and the counts of its journal
 * and move log, without the games in between. {@link journalFold} reads it off a game;
 * {@link foldJournal} replays a journal to it without making one.
 */
export interface JournalFold {
  /** The position after the journal. */
  readonly position: Position;
  /** The score after the journal, floor applied (a game's `gameScore`). */
  readonly score: number;
  /** Every suited card on the foundations (a game's `gameWon`). */
  readonly won: boolean;
  /** Actions undo can take back at the end, 0..100 (a game's `undoable`). */
  readonly undoable: number;
  /** The journal as the game records it, oldest first: canonical actions with their times (a game's `journalEntries`). */
  readonly entries: readonly JournalEntry[];
  /** Actions, undos and actions in effect (a game's `journalCounts`). */
  readonly counts: JournalCounts;
  /** Recycles among the actions in effect at the end (taken-back ones do not count). */
  readonly recycles: number;
  /** Moves from a foundation back to a column among the actions in effect at the end. */
  readonly foundationReturns: number;
}

/**
 * The {@link JournalFold} of a game: its position, score and counts now. O(n) in its move log; its
 * `entries` are made on first read (O(n) in its journal), so a reader of the counts alone (the
 * replay's end summary of a 234,000-entry game) does not copy the journal into an array.
 */
export function journalFold(game: Game): JournalFold {
  let entries: readonly JournalEntry[] | undefined;
  let recycles = 0;
  let foundationReturns = 0;
  for (let entry = game.moveLog; entry; entry = entry.previous) {
    const action = entry.action;
    if (action.type === 'recycle') recycles++;
    else if (action.type === 'move' && isFoundationPile(action.from)) foundationReturns++;
  }
  return {
    position: gamePosition(game),
    score: gameScore(game),
    won: gameWon(game),
    undoable: game.undoable,
    get entries() {
      return (entries ??= journalEntries(game));
    },
    counts: journalCounts(game),
    recycles,
    foundationReturns,
  };
}

/** A column this replay moves cards on in place. */
interface OwnColumn {
  cards: Card[];
  down: number;
}

/** A position whose piles this replay owns and changes in place; read by the rules as any {@link Position}. */
interface OwnPosition {
  readonly tableau: OwnColumn[];
  readonly foundations: number[];
  readonly stock: Card[];
  readonly waste: Card[];
  pass: number;
}

/**
 * Replays a journal from a game's start to its {@link JournalFold}: what `journalFold(replay(start,
 * entries))` gives, with the same refusals, but each action decided by the engine's own rules
 * (`planAction`, the rule `applyAction` applies) and carried out on piles of this function's own,
 * so no position, move-log or journal node is made per action. For folding many recorded sessions
 * (analysis); a client that needs the game itself (undo, the solver, replay frames) uses `replay`.
 * @param start the game the entries start from; a game with a journal already is replayed the ordinary way
 * @returns the fold, or the 1-based index of the first refused entry and the refusal (as `replay` gives them)
 */
export function foldJournal(start: Game, entries: readonly JournalEntry[]): Result<JournalFold, ScanRefusal> {
  if (start.journal !== null) {
    const replayed = replay(start, entries);
    return replayed.ok
      ? ok(journalFold(replayed.value))
      : err({ index: replayed.error.index, refusal: replayed.error.refusal });
  }
  const { rules } = start;
  const first = start.initialPosition;
  const position: OwnPosition = {
    tableau: first.tableau.map((c) => ({ cards: c.cards.slice(), down: c.down })),
    foundations: first.foundations.slice(),
    stock: first.stock.slice(),
    waste: first.waste.slice(),
    pass: first.pass,
  };
  // the move log as a stack, one array per field (no object per action): what each action in effect
  // moved, whether it turned a card up, and the score before it, what an undo goes back to
  const froms: Pile[] = [];
  const tos: Pile[] = [];
  const counts: number[] = [];
  const flips: boolean[] = [];
  const scoresBefore: number[] = [];
  // recycles and foundation returns in effect: one taken back by an undo is counted off
  const RECYCLE = 1;
  const FOUNDATION_RETURN = 2;
  const kinds: number[] = [];
  let recycles = 0;
  let foundationReturns = 0;
  const journal: JournalEntry[] = new Array<JournalEntry>(entries.length);
  const slot = SLOT;
  let score = start.initialScore;
  let undoable = 0;
  let undos = 0;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const action = entry.action;
    if (action.type === 'undo') {
      const refusal = undoRefusal(isWon(position), undoable, scoresBefore.length);
      if (refusal !== null) return err({ index: i + 1, refusal });
      takeBack(position, froms.pop()!, tos.pop()!, counts.pop()!, flips.pop()!);
      const kind = kinds.pop()!;
      if (kind === RECYCLE) recycles--;
      else if (kind === FOUNDATION_RETURN) foundationReturns--;
      score = scoresBefore.pop()!;
      undoable--;
      undos++;
      journal[i] = entry;
      continue;
    }
    const refusal = planActionInto(position, rules, action, slot);
    if (refusal !== null) return err({ index: i + 1, refusal });
    carryOut(position, slot);
    froms.push(slot.from);
    tos.push(slot.to);
    counts.push(slot.count);
    flips.push(slot.flipped);
    scoresBefore.push(score);
    const done = slot.action;
    const kind =
      done.type === 'recycle' ? RECYCLE : done.type === 'move' && isFoundationPile(done.from) ? FOUNDATION_RETURN : 0;
    kinds.push(kind);
    if (kind === RECYCLE) recycles++;
    else if (kind === FOUNDATION_RETURN) foundationReturns++;
    score = floored(score + slot.points, rules);
    undoable = undoable < UNDO_LIMIT ? undoable + 1 : UNDO_LIMIT;
    // the journal records the action in canonical form (`W-F1` is written `W-F` when F chose F1)
    journal[i] = sameAction(done, action)
      ? entry
      : entry.t === undefined
        ? { action: done }
        : { action: done, t: entry.t };
  }
  return ok({
    position,
    score,
    won: isWon(position),
    undoable,
    entries: journal,
    counts: { actions: entries.length - undos, undos, inEffect: scoresBefore.length },
    recycles,
    foundationReturns,
  });
}

/** {@link foldJournal}'s plan of the action at hand, read before the next one is planned. */
const SLOT: PlanSlot = newPlanSlot();

/** Moves the cards of a planned action (its `moved` fields) on the replay's own piles, flip included. */
function carryOut(p: OwnPosition, done: PlanSlot): void {
  const { from, to, index, count } = done;
  if (from === 'S') {
    for (let i = 0; i < count; i++) p.waste.push(p.stock.pop()!);
    return;
  }
  if (to === 'S') {
    while (p.waste.length > 0) p.stock.push(p.waste.pop()!);
    p.pass++;
    return;
  }
  if (to !== 'W' && isFoundationPile(to)) {
    // one card, from the waste or a column
    let card: Card;
    if (from === 'W') card = p.waste.pop()!;
    else {
      const source = p.tableau[pileIndex(from as ColumnPile)]!;
      card = source.cards.pop()!;
      if (done.flipped) source.down--;
    }
    p.foundations[pileIndex(to)] = rankOf(card);
    return;
  }
  const dest = p.tableau[pileIndex(to as ColumnPile)]!.cards;
  if (from === 'W') dest.push(p.waste.pop()!);
  else if (isFoundationPile(from)) {
    const pile = pileIndex(from);
    dest.push(cardOf(foundationSuit(pile), p.foundations[pile]! as Rank));
    p.foundations[pile]!--;
  } else {
    const source = p.tableau[pileIndex(from)]!;
    const cards = source.cards;
    for (let i = index; i < index + count; i++) dest.push(cards[i]!);
    // popped rather than cut by \`length\`: setting an array's length is a runtime call, a pop is inlined
    for (let i = 0; i < count; i++) cards.pop();
    if (done.flipped) source.down--;
  }
}

/**
 * Puts back the cards of the last action in effect (what it moved: `count` cards from `from` to `to`,
 * turning a card up when `flipped`): the inverse of {@link carryOut} on the position just after it.
 */
function takeBack(p: OwnPosition, from: Pile, to: Pile, count: number, flipped: boolean): void {
  if (from === 'S') {
    for (let i = 0; i < count; i++) p.stock.push(p.waste.pop()!);
    return;
  }
  if (to === 'S') {
    while (p.stock.length > 0) p.waste.push(p.stock.pop()!);
    p.pass--;
    return;
  }
  if (to !== 'W' && isFoundationPile(to)) {
    const pile = pileIndex(to);
    const card = cardOf(foundationSuit(pile), p.foundations[pile]! as Rank);
    p.foundations[pile]!--;
    if (from === 'W') p.waste.push(card);
    else {
      const source = p.tableau[pileIndex(from as ColumnPile)]!;
      if (flipped) source.down++;
      source.cards.push(card);
    }
    return;
  }
  const dest = p.tableau[pileIndex(to as ColumnPile)]!.cards;
  const at = dest.length - count;
  if (from === 'W') p.waste.push(dest[at]!);
  else if (isFoundationPile(from)) p.foundations[pileIndex(from)]!++;
  else {
    const source = p.tableau[pileIndex(from)]!;
    if (flipped) source.down++;
    for (let i = at; i < dest.length; i++) source.cards.push(dest[i]!);
  }
  for (let i = 0; i < count; i++) dest.pop();
}
