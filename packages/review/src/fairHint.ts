import {
  applyAction,
  gameAtStart,
  gamePosition,
  gameWon,
  journalEntries,
  legalActions,
  makeAction,
  scanJournal,
  seededRng,
  type Game,
} from '@klondike/engine';
import { solverPlays } from '@klondike/solver';
import { Decider } from './decide.js';
import {
  DEFAULT_SAMPLE_NODES,
  DEFAULT_SAMPLES,
  DEFAULT_SEED,
  MAX_SAMPLES,
  Sampler,
  type ReviewError,
} from './review.js';
import { seenAfter, seenAtStart, viewOf, type SeenCards } from './view.js';
import { drawWorlds } from './worlds.js';

/** Options of {@link fairHint}: the sampling of {@link reviewGame}'s chances, with its defaults. */
export interface FairHintOptions {
  /** K: sampled worlds, 1 .. 4096 (default 32). */
  readonly samples?: number;
  /** Seed of the worlds, 0 .. 2^32 - 1 (default 1). */
  readonly seed?: number;
  /** Node budget of each world's search (default 3,000). */
  readonly sampleNodes?: number;
}

/** A hint that does not peek: the action with the best chance to win with what the player has seen. */
export interface FairHint {
  /** The action in RULES §7 notation. */
  readonly action: string;
  /** Its chance to win, 0..1, over the sampled worlds (an undecided world counts half). */
  readonly pWin: number;
}

/**
 * The fair hint: among the legal actions of the game in view, the one with the best chance to win
 * given only the cards the player has seen so far (the game's whole journal counts: a card seen once
 * stays known), by the same perfect-information sampling as the review's `pWin`. It reads the real
 * position only through the view (seen cards), so two games whose decks differ only in cards never
 * seen get the same hint. Ties go to a move of cards before a draw or recycle, then to the action
 * the worlds' winning lines start with most often, then to the first in the engine's `legalActions` order.
 * @param game a game of the standard variant (RULES §10)
 * @returns the hint, null for a won game or one with no legal action, or an error for a variant game or bad options
 */
export function fairHint(
  game: Game,
  options: FairHintOptions = {},
): { ok: true; value: FairHint | null } | { ok: false; error: ReviewError } {
  const k = options.samples ?? DEFAULT_SAMPLES;
  const seed = options.seed ?? DEFAULT_SEED;
  const sampleNodes = options.sampleNodes ?? DEFAULT_SAMPLE_NODES;
  const bad = (message: string) => ({ ok: false as const, error: { code: 'ERR_REVIEW_OPTIONS' as const, message } });
  if (!Number.isInteger(k) || k < 1 || k > MAX_SAMPLES)
    return bad(`samples: ${k} is not a whole number from 1 to ${MAX_SAMPLES}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    return bad(`seed: ${seed} is not a whole number from 0 to 4294967295`);
  if (!Number.isInteger(sampleNodes) || sampleNodes < 1)
    return bad(`sampleNodes: ${sampleNodes} is not a positive whole number`);
  const rules = game.rules;
  if (!solverPlays(rules))
    return {
      ok: false,
      error: {
        code: 'ERR_REVIEW_VARIANT',
        message: `the fair hint plays standard Klondike only, not the ${rules.variant.name} variant (RULES §10)`,
      },
    };
  if (gameWon(game)) return { ok: true, value: null };
  const { games } = scanJournal(gameAtStart(game), journalEntries(game));
  const start = game.initialPosition;
  let seen: SeenCards = seenAtStart(start, rules);
  for (const g of games) seen = seenAfter(seen, gamePosition(g));
  const now = gamePosition(game);
  const view = viewOf(start, now, seen);
  const sampler = new Sampler(
    rules,
    new Decider(rules, { maxNodes: sampleNodes, maxMs: Infinity, maxPositions: sampleNodes * 2 }, true),
    k,
  );
  const positions = sampler.positions(view, drawWorlds(view, k, seededRng(seed)));
  // legality reads only face-up cards: the same in every world as in the real position
  const candidates = legalActions(positions[0]!, rules);
  // the incumbent keeps the ties: the action most winning lines start with, a card's move before a
  // turn of the stock (a draw, in draw 1 nearly always as good as the best, would be the hint of
  // every tie, and "draw" teaches nothing)
  const ordered = sampler.byPopularity(positions, candidates);
  const first = (ordered.find((c) => c.action.type === 'move') ?? ordered[0])?.action;
  if (first === undefined) return { ok: true, value: null };
  const canonical = applyAction(positions[0]!, rules, first);
  const text = canonical.ok ? makeAction(canonical.value.action) : makeAction(first);
  const best = sampler.best(positions, candidates, { text, value: sampler.actionChance(positions, first) });
  return { ok: true, value: { action: best.text, pWin: best.value / (2 * k) } };
}
