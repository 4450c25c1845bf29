/**
 * Seeded random games for the benchmarks: random deals and random legal actions, so every run
 * measures the same work. Randomness comes from the engine's {@link seededRng}, never `Math.random`.
 */
import {
  act,
  dealDeck,
  gameFromDeck,
  gamePosition,
  legalActions,
  makeRules,
  play,
  seededRng,
  type Action,
  type Game,
  type JournalEntry,
  type Rng,
  type Rules,
} from '@klondike/engine';

/** One random game: its start and the actions played from it, all legal in turn. */
export interface Playout {
  readonly start: Game;
  readonly actions: readonly Action[];
}

/** The rules of the benchmark games: `app`, draw 1, Normal (unlimited passes, so a game never runs dry). */
export const BENCH_RULES: Rules = makeRules();

/**
 * Plays random legal actions from a deal.
 * @param deal deal number (RULES §2), 0 .. 26^7 - 1
 * @param length actions to play at most; fewer when the game is won or nothing is legal
 * @param rng chooses among {@link legalActions}, uniformly
 */
export function randomPlayout(deal: number, length: number, rng: Rng, rules: Rules = BENCH_RULES): Playout {
  const start = gameFromDeck(dealDeck(deal), rules);
  const actions: Action[] = [];
  let game = start;
  while (actions.length < length) {
    const legal = legalActions(gamePosition(game), rules);
    if (legal.length === 0) break;
    const action = legal[rng.below(legal.length)]!;
    const next = play(game, action);
    if (!next.ok)
      throw new Error(`legalActions offered ${JSON.stringify(action)} but play refused it: ${next.error.message}`);
    game = next.value;
    actions.push(action);
  }
  return { start, actions };
}

/**
 * Random playouts of consecutive deals until `total` actions are recorded.
 * @param seed seeds the generator that picks the actions; deals start at `seed` too
 * @param perGame actions per game at most
 */
export function randomPlayouts(seed: number, total: number, perGame: number, rules: Rules = BENCH_RULES): Playout[] {
  const rng = seededRng(seed);
  const out: Playout[] = [];
  let count = 0;
  for (let deal = seed; count < total; deal++) {
    const playout = randomPlayout(deal, Math.min(perGame, total - count), rng, rules);
    out.push(playout);
    count += playout.actions.length;
  }
  return out;
}

/**
 * A journal of random legal actions with undos mixed in (RULES §5), as a player might leave it.
 * @param length journal entries to record, undos included
 * @param undoOneIn on average one entry in this many is an undo, when undo is possible
 * @returns the entries, oldest first, and the game after them
 * @throws when the game gets stuck (won, or nothing legal and nothing to undo) before `length` entries
 */
export function randomJournal(
  start: Game,
  length: number,
  rng: Rng,
  undoOneIn = 8,
): { entries: JournalEntry[]; game: Game } {
  const entries: JournalEntry[] = [];
  let game = start;
  while (entries.length < length) {
    const legal = legalActions(gamePosition(game), game.rules);
    const undo = game.undoable > 0 && (legal.length === 0 || rng.below(undoOneIn) === 0);
    if (!undo && legal.length === 0)
      throw new Error(`the random game got stuck after ${entries.length} journal entries`);
    const action = undo ? ({ type: 'undo' } as const) : legal[rng.below(legal.length)]!;
    const t = entries.length * 250;
    const next = act(game, action, t);
    if (!next.ok) throw new Error(`entry ${entries.length + 1} was refused: ${next.error.message}`);
    game = next.value;
    entries.push({ action, t });
  }
  return { entries, game };
}

/** The game after a playout's actions. */
export function playedGame(playout: Playout): Game {
  let game = playout.start;
  for (const action of playout.actions) {
    const next = play(game, action);
    if (!next.ok) throw new Error(`a recorded action was refused: ${next.error.message}`);
    game = next.value;
  }
  return game;
}
