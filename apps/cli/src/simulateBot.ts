import {
  isFoundationPile,
  DEAL_COUNT,
  DRAW_MODES,
  PRESET_NAMES,
  SCORINGS,
  act,
  applyAction,
  gameFromCode,
  gamePosition,
  gameWon,
  legalActions,
  makeSessionText,
  UNDO,
  type Action,
  type Game,
  type Position,
  type Rng,
} from '@klondike/engine';

/**
 * A simple human-like player for `klondike simulate`: it plays real games through
 * the engine (every action is one `legalActions` offers, acted through `act`), so the sessions it
 * writes are valid recordings. It prefers progress (cards up, face-down cards turned, waste cards
 * placed), sometimes plays a random legal action instead, sometimes undoes, pauses for think times
 * drawn from a log-normal distribution, and gives up after a while without progress.
 * All randomness comes from the `Rng` given: the same seed writes the same sessions.
 */

/** A uniform float in [0, 1) from the generator's next 32-bit word. */
const uniform = (rng: Rng): number => rng.next() / 4294967296;

/** A standard normal deviate (Box-Muller). */
function normal(rng: Rng): number {
  const u = 1 - uniform(rng);
  const v = uniform(rng);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * A think time in whole milliseconds: log-normal around `medianMs` (people think in bursts: most
 * pauses are short, a few are long), plus an occasional distraction of 5 to 40 seconds.
 */
function thinkTime(rng: Rng, medianMs: number): number {
  const base = medianMs * Math.exp(0.75 * normal(rng));
  const distracted = uniform(rng) < 0.02 ? 5000 + uniform(rng) * 35_000 : 0;
  return Math.max(120, Math.round(base + distracted));
}

const faceDown = (p: Position): number => p.tableau.reduce((sum, c) => sum + c.down, 0);
const onFoundations = (p: Position): number => p.foundations.reduce((sum, n) => sum + n, 0);

/** How much the bot likes an action: the engine's result of it, read for progress. */
function appeal(position: Position, game: Game, action: Action): number {
  const applied = applyAction(position, game.rules, action);
  if (!applied.ok) return -Infinity;
  const { moved, flipped } = applied.value;
  let value = 0;
  // a card to a foundation, or back from one; a card turned up
  if (isFoundationPile(moved.to)) value += 6;
  else if (isFoundationPile(moved.from)) value -= 6;
  if (flipped) value += 5;
  if (action.type === 'move' && action.from === 'W') value += 3;
  if (action.type === 'draw') value += 1;
  if (action.type === 'recycle') value += 0.5;
  if (action.type === 'move' && isFoundationPile(action.from)) value -= 4;
  return value;
}

/** One player's habits for one game, drawn per game. */
interface Habits {
  /** Chance of taking the best-looking action rather than a random legal one. */
  readonly skill: number;
  /** Chance of an undo after an action. */
  readonly undoRate: number;
  /** Actions in a row without progress before giving up. */
  readonly patience: number;
  /** Typical think time in milliseconds. */
  readonly medianThinkMs: number;
  /** Actions after which the player stops whatever happens (some quit early). */
  readonly maxActions: number;
}

function habits(rng: Rng): Habits {
  return {
    skill: 0.6 + 0.38 * uniform(rng),
    undoRate: uniform(rng) < 0.3 ? 0 : 0.01 + 0.08 * uniform(rng),
    patience: 15 + rng.below(50),
    medianThinkMs: 900 + rng.below(2200),
    maxActions: uniform(rng) < 0.08 ? 5 + rng.below(40) : 600,
  };
}

/**
 * Plays one game and returns it as a session line (NDJSON, RULES §8).
 * @param rng drives every choice
 * @param startedAt the session's start time (ISO 8601)
 * @param deal the deal number to play (RULES §2)
 */
export function simulateGame(rng: Rng, startedAt: string, deal: number): string {
  const draw = DRAW_MODES[rng.below(DRAW_MODES.length)]!;
  const scoring = SCORINGS[rng.below(SCORINGS.length)]!;
  const preset = PRESET_NAMES[rng.below(PRESET_NAMES.length)]!;
  const thoughtful = uniform(rng) < 0.1;
  const h = habits(rng);
  let game = gameFromCode({ deal, draw, scoring, preset, thoughtful });
  let t = 0;
  let actions = 0;
  let sinceProgress = 0;
  let best = onFoundations(gamePosition(game)) * 100 - faceDown(gamePosition(game));
  while (!gameWon(game) && actions < h.maxActions && sinceProgress < h.patience) {
    const position = gamePosition(game);
    if (game.undoable > 0 && uniform(rng) < h.undoRate) {
      t += thinkTime(rng, h.medianThinkMs * 0.6);
      const undone = act(game, UNDO, t);
      if (undone.ok) game = undone.value;
      sinceProgress++;
      continue;
    }
    const legal = legalActions(position, game.rules);
    if (legal.length === 0) break;
    let action: Action;
    if (uniform(rng) < h.skill) {
      let top = -Infinity;
      let choices: Action[] = [];
      for (const a of legal) {
        const v = appeal(position, game, a);
        if (v > top) {
          top = v;
          choices = [a];
        } else if (v === top) choices.push(a);
      }
      action = choices[rng.below(choices.length)]!;
    } else action = legal[rng.below(legal.length)]!;
    t += thinkTime(rng, action.type === 'draw' ? h.medianThinkMs * 0.5 : h.medianThinkMs);
    const next = act(game, action, t);
    if (!next.ok) throw new Error(`legalActions offered an action the engine refused: ${next.error.message}`);
    game = next.value;
    actions++;
    const after = gamePosition(game);
    const progress = onFoundations(after) * 100 - faceDown(after);
    if (progress > best) {
      best = progress;
      sinceProgress = 0;
    } else sinceProgress++;
  }
  return makeSessionText(game, { startedAt });
}

/** The deal of game `index`: mostly fresh random deals; about one game in eight replays one of a few favourite deals. */
export function simulatedDeal(rng: Rng, favourites: readonly number[]): number {
  if (uniform(rng) < 0.125 && favourites.length > 0) return favourites[rng.below(favourites.length)]!;
  // 26^7 deals are more than one 32-bit draw can name: draw the high and the low letters apart
  const low = 26 ** 4;
  return (rng.below(DEAL_COUNT / low) * low + rng.below(low)) % DEAL_COUNT;
}
