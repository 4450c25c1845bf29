import {
  applyAction,
  gameAtStart,
  gameWon,
  journalEntries,
  legalActions,
  makeAction,
  scanJournal,
  seededRng,
  type Action,
  type Game,
  type JournalEntry,
  type Position,
  type Rules,
} from '@klondike/engine';
import { cpuNowMs, solverPlays, type SolveBudget } from '@klondike/solver';
import { gameAccuracy, kindOf, type MoveKind } from './bands.js';
import { Decider, halfWins, type Decision } from './decide.js';
import { seenAfter, seenAtStart, viewOf, type SeenCards, type View } from './view.js';
import { advanceWorlds, drawWorlds, worldPosition, type World } from './worlds.js';

/** Samples (K) per position when not given. */
export const DEFAULT_SAMPLES = 32;
/** The seed when not given. */
export const DEFAULT_SEED = 1;
/** The node budget of each sampled world's search when not given. */
export const DEFAULT_SAMPLE_NODES = 3_000;
/** The node budget of each exact search (a real position) when not given. */
export const DEFAULT_EXACT_NODES = 2_000_000;
/** The most samples a review takes. */
export const MAX_SAMPLES = 4096;
/**
 * The node budget of a whole review when not given: about 25 times what a 170-action game takes at
 * the defaults (docs/performance.md), so it stops only a game far longer or harder than those.
 */
export const DEFAULT_GAME_NODES = 100_000_000;

/**
 * The budget of a whole review, checked before each journal entry: the entries from the one where
 * it ran out are not reviewed (left out of `moves`, and said in {@link GameReview.stopped}), never
 * guessed. One entry's work is bounded by its own searches' node budgets, so a review overshoots by
 * at most one entry's.
 */
export interface ReviewCap {
  /**
   * Most nodes the whole review may search, sampled and exact searches together (default
   * {@link DEFAULT_GAME_NODES}). Nodes, not time: the review stops at the same entry on any machine.
   */
  readonly maxNodes?: number;
  /**
   * A safety stop: most milliseconds of CPU time the review may take (the solver's `cpuNowMs`: wall
   * time where there is no CPU clock, a browser worker); default none. Where it stops depends on the
   * machine and its load, so it is for a client that must never run unbounded, not for the numbers:
   * what it reviewed has the numbers a review without it has.
   */
  readonly maxCpuMs?: number;
}

/** Options of {@link reviewGame}; every field has a default. */
export interface ReviewOptions {
  /** K: the sampled worlds per position, 1 .. 4096 (default 32). */
  readonly samples?: number;
  /** Seed of the worlds, an integer 0 .. 2^32 - 1 (default 1): the same game, K and seed give the same numbers. */
  readonly seed?: number;
  /** Node budget of each search of a sampled world (default 3,000); no time limit, so the numbers do not depend on the machine's load. */
  readonly sampleNodes?: number;
  /** Budget of each exact search of a real position (`winnable`, the losing action, critical moments); default 2,000,000 nodes, no time limit. */
  readonly exact?: SolveBudget;
  /** The budget of the whole review ({@link ReviewCap}; default {@link DEFAULT_GAME_NODES} nodes, no time limit). */
  readonly cap?: ReviewCap;
  /**
   * Called after each journal entry is reviewed: `done` of `total` entries, and what that entry gave
   * (its review, and the critical moment it was played from, if it was one), so a client can show
   * the review as it grows.
   */
  readonly onProgress?: (done: number, total: number, step: ReviewStep) => void;
  /** Called once the start is reviewed, before the first entry (its exact verdict and chance). */
  readonly onStart?: (start: GameReview['start']) => void;
}

/** What one reviewed journal entry adds to the review (see {@link ReviewOptions.onProgress}). */
export interface ReviewStep {
  readonly move: MoveReview;
  /** The critical moment the entry was played from, or null when its position was none. */
  readonly critical: CriticalMoment | null;
}

/** One journal entry, reviewed. Chances are fractions 0..1 over the K sampled worlds (an undecided world counts half). */
export interface MoveReview {
  /** 1-based index in the journal, undos included (as `lost-at` counts). */
  readonly journalIndex: number;
  /** The entry in RULES §7 notation (`U` for an undo). */
  readonly action: string;
  /** Exact, with every card known: the position after the entry can be won; null when the search was not decided. */
  readonly winnable: boolean | null;
  /**
   * The chance to win after the entry with what the player had seen then (the card it turned up
   * included): `pWinPlayed` plus `luck`, so when the entry turned up no card it is `pWinPlayed` itself.
   */
  readonly pWin: number;
  /** The best candidate before the entry (the legal actions, and the played entry) by its chance on the same worlds. */
  readonly best: string;
  /** The best candidate's chance, on the worlds before the entry. */
  readonly pWinBest: number;
  /** The played entry's chance on the worlds before the entry (before the card it turned up was seen). */
  readonly pWinPlayed: number;
  /** The band of `pWinBest - pWinPlayed` ({@link kindOf}). */
  readonly kind: MoveKind;
  /** What the cards the entry turned up did by themselves: `pWin - pWinPlayed`; 0 when it turned up no card never seen. */
  readonly luck: number;
  /** Candidates there were: legal actions, and the undo when the entry was one. */
  readonly choices: number;
}

/** A position where only one or two actions keep the game winnable (exact). */
export interface CriticalMoment {
  /** The journal entry played from that position (1-based). */
  readonly journalIndex: number;
  /** The actions that keep it winnable, in notation. */
  readonly keep: readonly string[];
  /** Whether the entry played was one of them. */
  readonly kept: boolean;
}

/**
 * How the game went, in one word:
 * - `won`: it was won;
 * - `winnable`: not finished, and it can still be won;
 * - `lost-to-a-mistake`: it was lost at an action that gave away at least {@link KIND_THRESHOLDS}'s
 *   mistake edge with what was visible (a better action was there to see);
 * - `lost-to-the-cards`: lost at the deal, or at an action that was not a mistake by what was visible;
 * - `unknown`: the exact search did not decide where.
 */
export type ReviewVerdict = 'won' | 'winnable' | 'lost-to-a-mistake' | 'lost-to-the-cards' | 'unknown';

/** A reviewed game. */
export interface GameReview {
  readonly verdict: ReviewVerdict;
  /** The losing action (exact: what the solver's `lostAt` finds, read off the exact verdicts), or null when none was found. */
  readonly lostAt: { readonly journalIndex: number; readonly moveIndex: number; readonly action: string } | null;
  /** Game accuracy 0..100 ({@link gameAccuracy}), null when no action was a choice. */
  readonly accuracy: number | null;
  /** The start before any entry: exact verdict and chance with what the start shows. */
  readonly start: { readonly winnable: boolean | null; readonly pWin: number };
  /** One per journal entry, in order. */
  readonly moves: readonly MoveReview[];
  readonly critical: readonly CriticalMoment[];
  readonly samples: number;
  readonly seed: number;
  /**
   * Null when every entry was reviewed; else where the whole review's budget ({@link ReviewCap}) ran
   * out: `reviewed` entries have a review (`moves`), the others none. `nodes`: the node budget
   * (the same entry on any machine); `time`: the safety stop. The verdict, losing action and accuracy
   * then read the reviewed entries only (a verdict the reviewed entries do not decide is `unknown`).
   */
  readonly stopped: { readonly reviewed: number; readonly reason: 'nodes' | 'time' } | null;
  /** Work done: searches of sampled worlds and of real positions, and nodes expanded by each. */
  readonly work: {
    readonly sampleCalls: number;
    readonly sampleNodes: number;
    readonly sampleUnknown: number;
    readonly exactCalls: number;
    readonly exactNodes: number;
  };
}

export type ReviewErrorCode = 'ERR_REVIEW_VARIANT' | 'ERR_REVIEW_OPTIONS';

/** Why a game cannot be reviewed. */
export interface ReviewError {
  readonly code: ReviewErrorCode;
  readonly message: string;
}

/** Chances over K worlds in half wins: `value(k)` is world k's half wins (0, 1 or 2). */
function total(k: number, value: (i: number) => number): number {
  let sum = 0;
  for (let i = 0; i < k; i++) sum += value(i);
  return sum;
}

function checkOptions(options: ReviewOptions): ReviewError | null {
  const bad = (message: string): ReviewError => ({ code: 'ERR_REVIEW_OPTIONS', message });
  const { samples, seed, sampleNodes, cap } = options;
  if (samples !== undefined && (!Number.isInteger(samples) || samples < 1 || samples > MAX_SAMPLES))
    return bad(`samples: ${samples} is not a whole number from 1 to ${MAX_SAMPLES}`);
  if (seed !== undefined && (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff))
    return bad(`seed: ${seed} is not a whole number from 0 to 4294967295`);
  if (sampleNodes !== undefined && (!Number.isInteger(sampleNodes) || sampleNodes < 1))
    return bad(`sampleNodes: ${sampleNodes} is not a positive whole number`);
  if (cap?.maxNodes !== undefined && !(cap.maxNodes >= 0))
    return bad(`cap.maxNodes: ${cap.maxNodes} is not a number of nodes, 0 or more`);
  if (cap?.maxCpuMs !== undefined && !(cap.maxCpuMs >= 0))
    return bad(`cap.maxCpuMs: ${cap.maxCpuMs} is not a number of milliseconds, 0 or more`);
  return null;
}

/**
 * The sampled side of the review: chances of positions and of actions over the K worlds of a view.
 * It is given views and worlds only (never a real position), so it cannot read an unseen card.
 */
export class Sampler {
  constructor(
    private readonly rules: Rules,
    readonly decider: Decider,
    private readonly k: number,
  ) {}

  /** Each world's full position for a view. */
  positions(view: View, worlds: readonly World[]): Position[] {
    return worlds.map((w) => worldPosition(view, w));
  }

  /** A position's chance over its worlds, in half wins. */
  chance(positions: readonly Position[]): number {
    return total(this.k, (i) => halfWins(this.decider.decide(positions[i]!)));
  }

  /**
   * An action's chance on a position's worlds, in half wins, as actions are compared: where the
   * position is lost the action is (0), where it is undecided the action counts half for every
   * candidate alike (1: that world does not tell actions apart), where it is won, by the verdict after
   * the action. `bound`: stop once the action cannot exceed it (the value returned is then at most it).
   */
  actionChance(positions: readonly Position[], action: Action, bound = -1): number {
    let value = 0;
    let left = this.ceiling(positions);
    for (let i = 0; i < this.k && value + left > bound; i++) {
      const d = this.decider.decide(positions[i]!);
      if (d.result !== 'won') {
        value += halfWins(d);
        left -= halfWins(d);
        continue;
      }
      left -= 2;
      const applied = applyAction(positions[i]!, this.rules, action);
      // legal in every world (legality reads only visible cards); a refusal would be a bug of ours
      if (applied.ok)
        value += halfWins(this.decider.decideChild(positions[i]!, applied.value.action, applied.value.position));
    }
    return value;
  }

  /** The most any action can score on these worlds, in half wins. */
  ceiling(positions: readonly Position[]): number {
    return this.chance(positions);
  }

  /**
   * The candidates, those the worlds' winning lines start with most often first (likely the best),
   * then in the order given.
   */
  byPopularity(
    positions: readonly Position[],
    candidates: readonly Action[],
  ): { readonly action: Action; readonly text: string; readonly index: number }[] {
    const popularity = new Map<string, number>();
    for (const p of positions) {
      const d = this.decider.decide(p);
      if (d.result === 'won' && d.line.length > 0) popularity.set(d.line[0]!, (popularity.get(d.line[0]!) ?? 0) + 1);
    }
    return candidates
      .map((action, index) => ({ action, text: makeAction(action), index }))
      .sort((a, b) => (popularity.get(b.text) ?? 0) - (popularity.get(a.text) ?? 0) || a.index - b.index);
  }

  /**
   * The best candidate by {@link actionChance}, branch and bound: no action beats the position's
   * ceiling, and a candidate that cannot beat the best so far is dropped early.
   * @param played the played entry's notation and half wins: the first incumbent, so ties keep it
   * @returns the best candidate's notation and half wins
   */
  best(
    positions: readonly Position[],
    candidates: readonly Action[],
    played: { readonly text: string; readonly value: number },
  ): { readonly text: string; readonly value: number } {
    const ceiling = this.ceiling(positions);
    let best = played;
    if (best.value >= ceiling) return best;
    const ordered = this.byPopularity(positions, candidates).filter((c) => c.text !== played.text);
    for (const c of ordered) {
      const value = this.actionChance(positions, c.action, best.value);
      if (value > best.value) best = { text: c.text, value };
      if (best.value >= ceiling) break;
    }
    return best;
  }
}

/** The exact side: verdicts on the real positions, and the actions that keep one winnable. */
class Exact {
  constructor(
    private readonly rules: Rules,
    readonly decider: Decider,
    readonly childDecider: Decider,
  ) {}

  winnable(d: Decision): boolean | null {
    return d.result === 'won' ? true : d.result === 'lost' ? false : null;
  }

  /**
   * The legal actions that keep a winnable position winnable, when that is proven to be one or two
   * and at least one other action proven to lose; else null (not a critical moment: a forced action,
   * three or more that keep it, or a child the budget did not decide).
   */
  keepers(position: Position, decision: Decision): string[] | null {
    if (decision.result !== 'won') return null;
    const keep: string[] = [];
    let losing = 0;
    for (const action of legalActions(position, this.rules)) {
      const applied = applyAction(position, this.rules, action);
      if (!applied.ok) continue;
      const text = makeAction(applied.value.action);
      const d =
        text === decision.line[0]
          ? decision
          : (this.decider.peek(applied.value.position) ?? this.childDecider.decide(applied.value.position));
      if (d.result === 'unknown') return null;
      if (d.result === 'won') keep.push(text);
      else losing++;
      if (keep.length > 2) return null;
    }
    return losing > 0 ? keep : null;
  }
}

/** Where the game stopped being winnable, from the exact verdicts on the final move log's positions. */
type LostAtFound =
  | { readonly verdict: 'winnable' | 'lost-at-deal' | 'unknown' }
  | { readonly verdict: 'lost'; readonly journalIndex: number; readonly moveIndex: number };

/**
 * The solver's `lostAt`, read off verdicts the review already has: the final move log's positions
 * are positions after journal entries (or the start), and winnability is only ever lost along it.
 * @param decisions the exact verdict after 0 .. n journal entries (fewer when the review stopped at its cap)
 * @param entries the journal
 */
function lostAlong(decisions: readonly Decision[], entries: readonly JournalEntry[]): LostAtFound {
  const reached: number[] = [0]; // move-log position m was reached after journal entry reached[m]
  entries.forEach((e, i) => (e.action.type === 'undo' ? reached.pop() : reached.push(i + 1)));
  // an entry past a review's cap has no verdict: unknown
  const verdicts = reached.map((j) => decisions[j]?.result ?? 'unknown');
  const lastWon = verdicts.lastIndexOf('won');
  const firstLost = verdicts.indexOf('lost');
  if (firstLost < 0) return { verdict: lastWon === verdicts.length - 1 ? 'winnable' : 'unknown' };
  if (firstLost === 0) return { verdict: 'lost-at-deal' };
  if (lastWon !== firstLost - 1) return { verdict: 'unknown' };
  return { verdict: 'lost', journalIndex: reached[firstLost]!, moveIndex: firstLost };
}

/**
 * Reviews a played game, entry by entry (RULES §5 journal, undos included). For the start and after
 * each entry: the exact verdict (the solver with every card known) and `pWin`, the chance to win with
 * what the player had seen, by perfect-information sampling: K worlds (arrangements of the unseen
 * cards, uniform among those consistent with what was seen, from the engine's seeded generator),
 * each decided by the solver with full knowledge, counting wins (an undecided world counts half).
 * Each entry is compared on the worlds before it with every legal action: the best, its chance, the
 * band of the drop, the luck of the cards it turned up. Then the losing action (the solver's
 * `lostAt`), the game's accuracy, its verdict and its critical moments.
 *
 * Cheap by construction: the worlds of a view serve every candidate action; after an entry that
 * turns up no new card the worlds are the same and the searches are reused; a flip or a draw swaps the
 * seen card into each world (advanceWorlds), so luck is measured on nearly the same worlds; node
 * budgets, not time, so the numbers do not depend on the machine's load.
 * @param game a game of the standard variant (RULES §10: the solver plays no other)
 * @returns the review, or an error for a variant game or bad options
 */
export function reviewGame(
  game: Game,
  options: ReviewOptions = {},
): { ok: true; value: GameReview } | { ok: false; error: ReviewError } {
  const bad = checkOptions(options);
  if (bad) return { ok: false, error: bad };
  if (!solverPlays(game.rules))
    return {
      ok: false,
      error: {
        code: 'ERR_REVIEW_VARIANT',
        message: `the review plays standard Klondike only, not the ${game.rules.variant.name} variant (RULES §10): the solver plays no other`,
      },
    };
  const k = options.samples ?? DEFAULT_SAMPLES;
  const seed = options.seed ?? DEFAULT_SEED;
  const sampleNodes = options.sampleNodes ?? DEFAULT_SAMPLE_NODES;
  const exactBudget: SolveBudget = { maxNodes: DEFAULT_EXACT_NODES, maxMs: Infinity, ...options.exact };
  const rules = game.rules;
  const maxGameNodes = options.cap?.maxNodes ?? DEFAULT_GAME_NODES;
  const maxCpuMs = options.cap?.maxCpuMs;
  const cpuStarted = maxCpuMs === undefined ? 0 : cpuNowMs();

  const entries: JournalEntry[] = journalEntries(game);
  const { games } = scanJournal(gameAtStart(game), entries); // the game was built by these entries: none is refused
  const positionAt = (i: number): Position => {
    const g = games[i]!;
    return g.moveLog ? g.moveLog.position : g.initialPosition;
  };
  const start = positionAt(0);

  const sampler = new Sampler(
    rules,
    new Decider(rules, { maxNodes: sampleNodes, maxMs: Infinity, maxPositions: sampleNodes * 2 }, true),
    k,
  );
  const exact = new Exact(
    rules,
    new Decider(rules, exactBudget),
    new Decider(rules, { ...exactBudget, maxNodes: Math.min(exactBudget.maxNodes ?? Infinity, sampleNodes * 10) }),
  );

  // the views, worlds and chances after 0 .. n entries
  let seen: SeenCards = seenAtStart(start, rules);
  let view = viewOf(start, start, seen);
  let worlds = drawWorlds(view, k, seededRng(seed));
  let worldPositions = sampler.positions(view, worlds);
  let chance = sampler.chance(worldPositions);
  let realDecision = exact.decider.decide(start);
  const decisions: Decision[] = [realDecision];
  const startReview = { winnable: exact.winnable(realDecision), pWin: chance / (2 * k) };
  options.onStart?.(startReview);

  const moves: MoveReview[] = [];
  const critical: CriticalMoment[] = [];
  const drops: number[] = [];
  const nodesSearched = (): number => sampler.decider.nodes + exact.decider.nodes + exact.childDecider.nodes;
  let stopped: GameReview['stopped'] = null;
  for (let i = 1; i <= entries.length; i++) {
    if (nodesSearched() >= maxGameNodes) stopped = { reviewed: i - 1, reason: 'nodes' };
    else if (maxCpuMs !== undefined && cpuNowMs() - cpuStarted >= maxCpuMs)
      stopped = { reviewed: i - 1, reason: 'time' };
    if (stopped) break;
    const entry = entries[i - 1]!.action;
    const before = positionAt(i - 1);
    const after = positionAt(i);

    // the sampled side: the candidates on the worlds before the entry
    const candidates = legalActions(worldPositions[0]!, rules);
    let playedText: string;
    let played: number;
    const nextSeen = seenAfter(seen, after);
    const nextView = viewOf(start, after, nextSeen);
    const sameWorlds = nextSeen === seen;
    const nextWorlds = sameWorlds ? worlds : advanceWorlds(worlds, nextView);
    const nextPositions = sampler.positions(nextView, nextWorlds);
    if (entry.type === 'undo') {
      // an undo turns up nothing: the worlds are the same, and world by world the earlier position,
      // compared as actions are (undecided worlds of this position count half)
      playedText = 'U';
      played = total(k, (w) => {
        const d = sampler.decider.decide(worldPositions[w]!);
        return d.result === 'won' ? halfWins(sampler.decider.decide(nextPositions[w]!)) : halfWins(d);
      });
    } else {
      const canonical = applyAction(worldPositions[0]!, rules, entry);
      playedText = canonical.ok ? makeAction(canonical.value.action) : makeAction(entry);
      played = sampler.actionChance(worldPositions, entry);
    }
    const best = sampler.best(worldPositions, candidates, { text: playedText, value: played });
    const nextChance = sampler.chance(nextPositions);
    const choices = candidates.length + (entry.type === 'undo' ? 1 : 0);
    const drop = (best.value - played) / (2 * k);
    if (choices >= 2 && best.value > 0) drops.push(drop);

    // the exact side: the real positions
    const real = entry.type === 'undo' ? null : applyAction(before, rules, entry);
    const nextDecision = real?.ok
      ? exact.decider.decideChild(before, real.value.action, after)
      : exact.decider.decide(after);
    const keep = exact.keepers(before, realDecision);
    const moment = keep === null ? null : { journalIndex: i, keep, kept: keep.includes(playedText) };
    if (moment) critical.push(moment);

    const move: MoveReview = {
      journalIndex: i,
      action: entry.type === 'undo' ? 'U' : makeAction(entry),
      winnable: exact.winnable(nextDecision),
      // no card turned up: the worlds after the entry are those before it, where the played entry's own
      // chance was counted as every candidate's was (a world undecided before counts half for all); a
      // second count of the same worlds (each after-position searched afresh) could put the played
      // entry above the best, a difference of counting that luck (0 here) does not explain
      pWin: (sameWorlds ? played : nextChance) / (2 * k),
      best: best.text,
      pWinBest: best.value / (2 * k),
      pWinPlayed: played / (2 * k),
      kind: kindOf(drop),
      luck: sameWorlds ? 0 : (nextChance - played) / (2 * k),
      choices,
    };
    moves.push(move);

    seen = nextSeen;
    view = nextView;
    worlds = nextWorlds;
    worldPositions = nextPositions;
    chance = nextChance;
    realDecision = nextDecision;
    decisions.push(nextDecision);
    options.onProgress?.(i, entries.length, { move, critical: moment });
  }

  const lost = lostAlong(decisions, entries);
  const lostAtValue =
    lost.verdict === 'lost'
      ? { journalIndex: lost.journalIndex, moveIndex: lost.moveIndex, action: moves[lost.journalIndex - 1]!.action }
      : null;
  let verdict: ReviewVerdict;
  if (gameWon(game)) verdict = 'won';
  else if (lost.verdict === 'winnable') verdict = 'winnable';
  else if (lost.verdict === 'lost-at-deal') verdict = 'lost-to-the-cards';
  else if (lost.verdict === 'lost') {
    const kind = moves[lost.journalIndex - 1]!.kind;
    verdict = kind === 'mistake' || kind === 'blunder' ? 'lost-to-a-mistake' : 'lost-to-the-cards';
  } else verdict = 'unknown';

  return {
    ok: true,
    value: {
      verdict,
      lostAt: lostAtValue,
      accuracy: gameAccuracy(drops),
      start: startReview,
      moves,
      critical,
      samples: k,
      seed,
      stopped,
      work: {
        sampleCalls: sampler.decider.calls,
        sampleNodes: sampler.decider.nodes,
        sampleUnknown: sampler.decider.unknown,
        exactCalls: exact.decider.calls + exact.childDecider.calls,
        exactNodes: exact.decider.nodes + exact.childDecider.nodes,
      },
    },
  };
}
