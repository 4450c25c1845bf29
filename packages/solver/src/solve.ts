import { DECK_SIZE, err, ok, type Position, type Result, type Rules } from '@klondike/engine';
import { entryMove, generateMoves, keepAfterWaitingMove, MAX_MOVES, seedNoise, type GenerateOptions } from './moves.js';
import { lineOf } from './line.js';
import { applySafeMoves, moveB, moveKind, MoveKind, SolverState, TO_FOUNDATION } from './state.js';
import { FULL_LOAD, PositionTable } from './table.js';

/**
 * Limits of one search. Every limit is optional; the defaults decide a typical deal on one core in
 * well under a second and keep memory near 64 MB.
 */
export interface SolveBudget {
  /** Most positions expanded (default: no limit). */
  readonly maxNodes?: number;
  /** Most milliseconds of wall time (default 10,000; `Infinity` for none, e.g. with {@link maxCpuMs}). */
  readonly maxMs?: number;
  /**
   * Most milliseconds of CPU time (user + system) the search may take, as Node's `process.cpuUsage`
   * counts it for the process (default: no limit). Unlike wall time it does not grow when the machine
   * is shared, so a verdict under this limit is the same on a loaded machine. Where there is no
   * `process.cpuUsage` (a browser worker) wall time is counted in its place.
   */
  readonly maxCpuMs?: number;
  /** Most distinct positions in the transposition table, about 10 to 16 bytes each (default 6,710,886: a 64 MB table). */
  readonly maxPositions?: number;
  /** Called every few thousand positions; returning true stops the search with `unknown` / `cancelled`. */
  readonly cancelled?: () => boolean;
}

/** Counts every verdict carries. */
export interface SolveCounts {
  /** Positions expanded (their moves listed). */
  readonly nodes: number;
  /** Distinct positions stored: the largest table of the searches (each search has its own). */
  readonly positions: number;
  /** Wall time of the search in milliseconds. */
  readonly ms: number;
}

/**
 * Why a search stopped without a verdict: a limit (`nodes`, `time`, `memory`), a cancel, or `variant`:
 * the game is Double Klondike or Klondike with jokers (RULES §10), which the solver does not play
 * (`lostAt` reports it so; `solve` refuses such a position with `ERR_SOLVER_VARIANT`).
 */
export type UnknownReason = 'nodes' | 'time' | 'memory' | 'cancelled' | 'variant';

/**
 * A verdict on a position with full knowledge of the cards:
 * - `won`: `line` is a winning line in RULES §7 notation (`D`, `R`, `W-F`, `T2-T5`, `F1-T4`, ...) that
 *   the engine plays from the position to a won game;
 * - `lost`: proven, every position reachable from it was searched and none is won;
 * - `unknown`: a limit was hit first (`reason`).
 */
export type SolveResult =
  | ({ readonly result: 'won'; readonly line: readonly string[] } & SolveCounts)
  | ({ readonly result: 'lost' } & SolveCounts)
  | ({ readonly result: 'unknown'; readonly reason: UnknownReason } & SolveCounts);

export type SolverErrorCode = 'ERR_SOLVER_POSITION' | 'ERR_SOLVER_PASS' | 'ERR_SOLVER_VARIANT';

/**
 * Whether the solver plays games of these rules: the standard variant only (52 cards, 7 columns, 4
 * foundations); Double Klondike and Klondike with jokers are not searched (RULES §10).
 */
export const solverPlays = (rules: Rules): boolean => rules.variant.name === 'standard';

/** Bad input to the solver: a position that is not one of a game under these rules. */
export interface SolverError {
  readonly code: SolverErrorCode;
  readonly message: string;
}

const DEFAULT_MAX_MS = 10_000;
/**
 * The most keys a table of 2^23 slots (64 MB) holds at its largest size's load: 0.8 x 2^23 (it doubles
 * at 0.7 up to that size, {@link FULL_LOAD}). A limit of 2^22, as before, left that table half empty
 * while searches stopped for memory; 0.7 x 2^23 stopped `QPEOCBC` (draw 3) 102,674 positions short of
 * its proof.
 */
const DEFAULT_MAX_POSITIONS = Math.floor(FULL_LOAD * 2 ** 23);
/** Positions between two checks of the clock and the cancel callback: often enough that a deal on a
 * fraction of a loaded core still stops close to its time limit. */
const CHECK_EVERY = 128;

/** Node's CPU clock, when there is one (a browser worker has none). */
const nodeProcess = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process;
const cpuUsage = typeof nodeProcess?.cpuUsage === 'function' ? nodeProcess.cpuUsage.bind(nodeProcess) : undefined;

/**
 * Milliseconds of CPU time (user + system) of this process so far, or of wall time where the platform
 * has no CPU clock (a browser worker): the clock of {@link SolveBudget.maxCpuMs}.
 */
export function cpuNowMs(): number {
  if (cpuUsage === undefined) return performance.now();
  const used = cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Checks what the solver relies on: the standard variant ({@link solverPlays}), 52 distinct cards,
 * foundations 0..13, each non-empty column with a face-up top, the pass from 1 up to the rules' limit
 * (RULES §9, §10).
 */
export function checkSolverInput(position: Position, rules: Rules): SolverError | null {
  if (!solverPlays(rules))
    return {
      code: 'ERR_SOLVER_VARIANT',
      message: `the solver plays standard Klondike only, not the ${rules.variant.name} variant (RULES §10)`,
    };
  const seen = new Uint8Array(DECK_SIZE);
  let count = 0;
  const claim = (c: number): boolean => {
    if (!Number.isInteger(c) || c < 0 || c >= DECK_SIZE || seen[c]) return false;
    seen[c] = 1;
    count++;
    return true;
  };
  if (position.tableau.length !== 7 || position.foundations.length !== 4)
    return { code: 'ERR_SOLVER_POSITION', message: 'a position has 7 columns and 4 foundations' };
  for (let i = 0; i < 7; i++) {
    const column = position.tableau[i]!;
    const n = column.cards.length;
    if (!Number.isInteger(column.down) || column.down < 0 || (n > 0 ? column.down >= n : column.down !== 0))
      return { code: 'ERR_SOLVER_POSITION', message: `T${i + 1}: a non-empty column needs a face-up top` };
    for (const c of column.cards)
      if (!claim(c)) return { code: 'ERR_SOLVER_POSITION', message: `T${i + 1}: a card is repeated or not a card` };
  }
  for (let s = 0; s < 4; s++) {
    const height = position.foundations[s]!;
    if (!Number.isInteger(height) || height < 0 || height > 13)
      return { code: 'ERR_SOLVER_POSITION', message: `F${s + 1}: a foundation holds 0 to 13 cards` };
    for (let r = 1; r <= height; r++)
      if (!claim(s * 13 + r - 1)) return { code: 'ERR_SOLVER_POSITION', message: `F${s + 1}: a card is repeated` };
  }
  for (const c of position.stock)
    if (!claim(c)) return { code: 'ERR_SOLVER_POSITION', message: 'S: a card is repeated or not a card' };
  for (const c of position.waste)
    if (!claim(c)) return { code: 'ERR_SOLVER_POSITION', message: 'W: a card is repeated or not a card' };
  if (count !== DECK_SIZE) return { code: 'ERR_SOLVER_POSITION', message: `the position has ${count} cards, not 52` };
  if (!Number.isInteger(position.pass) || position.pass < 1 || position.pass > rules.passes)
    return {
      code: 'ERR_SOLVER_PASS',
      message: `P: ${position.pass} is not a pass from 1 to the ${rules.passes} the rules allow`,
    };
  return null;
}

/**
 * Decides a position with full knowledge of the cards (the face-down cards and the stock order), under
 * the rules' draw mode, pass limit and foundation returns; the score and Thoughtful do not change
 * winnability and are ignored (RULES §3, §4, §10).
 *
 * A complete depth-first search over the solver's own position ({@link SolverState}): safe foundation
 * moves applied without branching, stock macro moves instead of draws and recycles, moves ordered to
 * find wins fast, every position stored once in a transposition table keyed by a canonical 64-bit
 * hash (columns unordered), positions proven lost by their waste or columns alone cut
 * ({@link SolverState.deadWaste}, {@link SolverState.blockedColumn}). `lost` is returned only when the
 * search ran to its end, or the start is blocked, so it is a proof (up to a 64-bit hash collision,
 * about one chance in 10^12 at a million positions).
 *
 * @param position any valid position (a deal or mid-game, with its pass), see RULES §9
 * @param rules the game's rules ({@link Rules}: `draw`, `passes`, `foundationToColumn` are read)
 * @param budget limits: nodes, milliseconds, table entries, a cancel check
 * @returns the verdict with its counts, or a {@link SolverError} for a position that is not valid
 *   under these rules, or of a variant the solver does not play (`ERR_SOLVER_VARIANT`); bad input never throws
 */
export function solve(position: Position, rules: Rules, budget: SolveBudget = {}): Result<SolveResult, SolverError> {
  const wrong = checkSolverInput(position, rules);
  if (wrong) return err(wrong);
  const started = performance.now();
  const cpuStarted = budget.maxCpuMs === undefined ? 0 : cpuNowMs();
  const maxMs = budget.maxMs ?? DEFAULT_MAX_MS;
  const maxCpuMs = budget.maxCpuMs ?? Infinity;
  const maxNodes = budget.maxNodes ?? Infinity;
  const maxPositions = budget.maxPositions ?? DEFAULT_MAX_POSITIONS;
  let nodes = 0;
  let positions = 0;
  const counts = (): SolveCounts => ({ nodes, positions, ms: performance.now() - started });
  // the complete search under the real rules, resumable: it runs in slices between the quick
  // searches below, and alone once they stop, so no node of it is ever searched twice
  const full = new Search(position, rules, false, maxPositions, 0);
  // cards that can never leave their columns: no search needed (with foundation returns the only time
  // the test can fire)
  if (full.blockedAtStart()) return ok({ result: 'lost', ...counts() });
  const fullLimits = (slice: number): SliceLimits => ({
    maxNodes: Math.min(slice, maxNodes - nodes),
    deadline: started + maxMs,
    cpuDeadline: cpuStarted + maxCpuMs,
    cancelled: budget.cancelled,
  });
  /** The verdict of a complete-search slice, or null when it only ran out of its slice's nodes. */
  const fullVerdict = (outcome: SearchOutcome): SolveResult | null => {
    if (outcome === 'won') return { result: 'won', line: lineOf(position, rules, full.moves()), ...counts() };
    if (outcome === 'lost') return { result: 'lost', ...counts() };
    if (outcome === 'nodes' && nodes < maxNodes) return null;
    return { result: 'unknown', reason: outcome, ...counts() };
  };
  {
    // quick searches, streamlined: no foundation returns, and every column top that fits its
    // foundation goes there at once. Most winnable deals are won so, in a far smaller space; the line
    // is legal under the real rules too, but these searches prove nothing. The first keeps the fixed
    // order; two restarts with noise in the order and doubling node limits cut the heavy tail of
    // depth-first search (one bad early choice can hide a win behind a huge lost subtree). After each
    // one the complete search goes on for as many nodes, so a deal it decides fast (a lost one, or a
    // win the streamliner cuts off) does not wait for the quick searches' whole share of the time
    const quickRules = { ...rules, foundationToColumn: false };
    // the quick searches' share counts their own time only, not the complete search's slices
    let quickMs = 0;
    let quickCpuMs = 0;
    const quickMsShare = maxMs * FIRST_PASS_SHARE;
    const quickCpuShare = maxCpuMs * FIRST_PASS_SHARE;
    // the same share of a node limit, so that a run under a node limit is reproducible
    const quickNodes = Number.isFinite(maxNodes) ? Math.floor(maxNodes * FIRST_PASS_SHARE) : Infinity;
    let quickSpent = 0;
    let limit = FIRST_RUN_NODES;
    const quickTimeLeft = (): boolean =>
      quickMs < quickMsShare && (maxCpuMs === Infinity || quickCpuMs < quickCpuShare);
    for (let run = 0; run < QUICK_RUNS && quickTimeLeft() && quickSpent < quickNodes; run++, limit *= 2) {
      seedNoise(0x9e3779b9 ^ (run * 0x85ebca6b));
      const runStarted = performance.now();
      const runCpuStarted = maxCpuMs === Infinity ? 0 : cpuNowMs();
      const quick = new Search(
        position,
        quickRules,
        true,
        Math.min(maxPositions, limit),
        run === 0 ? 0 : RESTART_JITTER,
      );
      const outcome = quick.run({
        maxNodes: Math.min(quickNodes - quickSpent, limit),
        deadline: Math.min(runStarted + quickMsShare - quickMs, started + maxMs),
        cpuDeadline: maxCpuMs === Infinity ? Infinity : runCpuStarted + quickCpuShare - quickCpuMs,
        cancelled: budget.cancelled,
      });
      quickMs += performance.now() - runStarted;
      if (maxCpuMs !== Infinity) quickCpuMs += cpuNowMs() - runCpuStarted;
      nodes += quick.nodes;
      quickSpent += quick.nodes;
      positions = Math.max(positions, quick.positions);
      if (outcome === 'won') return ok({ result: 'won', line: lineOf(position, rules, quick.moves()), ...counts() });
      if (outcome === 'cancelled') return ok({ result: 'unknown', reason: 'cancelled', ...counts() });
      // the streamlined space searched to its end: restarts in another order cannot find anything
      if (outcome === 'lost') break;
      const before = full.nodes;
      const fullOutcome = full.run(fullLimits(quick.nodes));
      nodes += full.nodes - before;
      positions = Math.max(positions, full.positions);
      const verdict = fullVerdict(fullOutcome);
      if (verdict) return ok(verdict);
    }
  }
  const before = full.nodes;
  const fullOutcome = full.run(fullLimits(Infinity));
  nodes += full.nodes - before;
  positions = Math.max(positions, full.positions);
  return ok(fullVerdict(fullOutcome) ?? { result: 'unknown', reason: 'nodes', ...counts() });
}

/**
 * The complete search of {@link solve} alone, without the quick searches before it: the part whose
 * `lost` is a proof and the one that applies every pruning rule (the quick searches skip the blocked
 * columns test and foundation returns). For cross-checks against a plain search: `solve` finds most
 * wins of small positions in a quick search first, so only this shows that no pruning rule of the
 * complete search cuts off every win of a position that has one.
 *
 * @param position any valid position, as for {@link solve}
 * @param rules the game's rules, as for {@link solve}
 * @param maxNodes most positions expanded; no time limit, so the verdict does not depend on the machine's speed
 * @returns `won` with its line, `lost`, or `unknown` with reason `nodes` (or `memory` past the default
 *   table size), with their counts; a {@link SolverError} for input {@link solve} refuses; never throws
 */
export function completeSearch(position: Position, rules: Rules, maxNodes: number): Result<SolveResult, SolverError> {
  const wrong = checkSolverInput(position, rules);
  if (wrong) return err(wrong);
  const started = performance.now();
  const full = new Search(position, rules, false, DEFAULT_MAX_POSITIONS, 0);
  const counts = (): SolveCounts => ({ nodes: full.nodes, positions: full.positions, ms: performance.now() - started });
  if (full.blockedAtStart()) return ok({ result: 'lost', ...counts() });
  const outcome = full.run({ maxNodes, deadline: Infinity, cpuDeadline: Infinity, cancelled: undefined });
  if (outcome === 'won') return ok({ result: 'won', line: lineOf(position, rules, full.moves()), ...counts() });
  if (outcome === 'lost') return ok({ result: 'lost', ...counts() });
  return ok({ result: 'unknown', reason: outcome, ...counts() });
}

/** The share of the time budget the quick streamlined searches may take. */
const FIRST_PASS_SHARE = 0.3;
/**
 * Most quick searches (the first and its restarts: 20,000 + 40,000 + 80,000 nodes). On the first 200
 * deals of each committed set at 2 s of CPU, every quick win came in one of the first three (282, 7
 * and 3 of 292), and the later restarts (160,000 nodes and more each) won none, while a lost deal paid
 * for them as many nodes as its complete search took (README.md, "Quick searches").
 */
const QUICK_RUNS = 3;
/** Node limit of the first quick search; each restart doubles it. */
const FIRST_RUN_NODES = 20_000;
/** Noise of the restarts' move order: up to 40 priority points. */
const RESTART_JITTER = 40 * 32;

/** Limits of one slice of a {@link Search}. */
interface SliceLimits {
  /** Most positions this slice may expand. */
  readonly maxNodes: number;
  /** `performance.now()` value to stop at. */
  readonly deadline: number;
  /** {@link cpuNowMs} value to stop at (`Infinity` for none). */
  readonly cpuDeadline: number;
  readonly cancelled: (() => boolean) | undefined;
}

/** How a slice of a search ended: a verdict, or the limit that stopped it (`nodes`: the slice's own). */
type SearchOutcome = 'won' | 'lost' | UnknownReason;

/**
 * One depth-first search (see {@link solve}), complete unless `streamlined`, iterative so that deep
 * lines cannot overflow the call stack, and resumable: {@link run} searches until a verdict or a limit,
 * and after `nodes` the next call goes on where it stopped.
 */
class Search {
  private readonly table: PositionTable;
  private readonly state: SolverState;
  private readonly moveOptions: GenerateOptions;
  /**
   * Whether positions with a blocked column are cut ({@link SolverState.blockedColumn}): in the
   * complete search without foundation returns only. With returns the test fires at the start or
   * never (what it reads then only shrinks: README.md, "Blocked columns"), and `solve` looks there;
   * the quick searches do not look, so that their node counts stay as they were.
   */
  private readonly cutsBlocked: boolean;
  /** Whether this is a quick search (no foundation returns, every fitting top goes up at once). */
  private readonly streamlined: boolean;
  /** Draw 1 with unlimited passes, where a waste card played to a column waits for its use. */
  private readonly endless: boolean;
  /** Positions expanded so far, over every slice. */
  nodes = 0;
  // one frame per depth: the node's sorted moves, the next one to try, and how many safe moves it applied
  private readonly frameMoves: Int32Array[] = [];
  private readonly frameCount: number[] = [];
  private readonly frameNext: number[] = [];
  private readonly frameSafe: number[] = [];
  /**
   * Per frame, the move that takes back the one that led to it ({@link SolverState.inverseOfLast}),
   * when no safe move came between, or -1: it leads to the frame before, whose position is stored, so
   * it is skipped without being applied (the same search, node for node).
   */
  private readonly frameInverse: number[] = [];
  /** Per frame, its position's key (both halves), from which {@link SolverState.peekKey} tells its children's. */
  private readonly frameKeyHigh: number[] = [];
  private readonly frameKeyLow: number[] = [];
  private depth = 0;
  private started = false;
  /** The verdict once there is one (a search that ended stays ended). */
  private ended: 'won' | 'lost' | 'memory' | null = null;

  constructor(position: Position, rules: Rules, streamlined: boolean, maxPositions: number, jitter: number) {
    this.table = new PositionTable(maxPositions);
    this.state = new SolverState(position, rules, streamlined);
    this.moveOptions = { jitter };
    this.cutsBlocked = !streamlined && !rules.foundationToColumn;
    this.streamlined = streamlined;
    this.endless = rules.draw === 1 && !Number.isFinite(rules.passes);
  }

  /** Whether the start has a card that can never leave its column: lost at once. */
  blockedAtStart(): boolean {
    return this.state.blockedColumn();
  }

  /** Distinct positions stored. */
  get positions(): number {
    return this.table.size;
  }

  /** The winning moves, after a `won` outcome. */
  moves(): readonly number[] {
    return this.state.moves.slice();
  }

  /** Enters the current state as a node: 1 won, 0 seen before (state restored), -1 table full, else pushes a frame. */
  private enter(): number {
    const state = this.state;
    const safe = applySafeMoves(state);
    if (state.won) return 1;
    // a dead waste card or a blocked column: lost, every move from here is skipped like a position
    // seen before
    if (state.deadWaste()) {
      for (let k = 0; k < safe; k++) state.undo();
      return 0;
    }
    const high = state.computeKey();
    const added = this.table.add(high, state.keyLowHalf);
    // the blocked test, dearer, after the table: a blocked position stays stored, so that meeting it
    // again costs one look-up (it is lost, and the table holds only positions searched or lost)
    if (added !== 1 || (this.cutsBlocked && state.blockedColumn())) {
      for (let k = 0; k < safe; k++) state.undo();
      return added === -1 ? -1 : 0;
    }
    this.nodes++;
    const depth = this.depth;
    if (this.frameMoves.length <= depth) this.frameMoves.push(new Int32Array(MAX_MOVES));
    const moves = this.frameMoves[depth]!;
    let count = generateMoves(state, moves, this.moveOptions);
    // right after a foundation return or a waste card played to a column, only its use or another
    // move that waits can come next; outside draw 1 with unlimited passes a play's use may be any
    // next move of the stock and waste, so those are all kept (README.md, "The use comes next",
    // "After a play elsewhere"); the streamlined searches use neither rule
    if (safe === 0 && state.moves.length > 0 && !this.streamlined) {
      const last = state.moves[state.moves.length - 1]!;
      const kind = moveKind(last);
      const play = kind === MoveKind.waste && moveB(last) !== TO_FOUNDATION;
      if (play || kind === MoveKind.foundationToColumn)
        count = keepAfterWaitingMove(state, moves, count, state.top(moveB(last)), play, play && !this.endless);
    }
    this.frameCount[depth] = count;
    this.frameNext[depth] = 0;
    this.frameSafe[depth] = safe;
    this.frameInverse[depth] = safe === 0 ? state.inverseOfLast() : -1;
    this.frameKeyHigh[depth] = high;
    this.frameKeyLow[depth] = state.keyLowHalf;
    this.depth = depth + 1;
    return 2;
  }

  /** Searches on until a verdict or a limit of `limits`. */
  run(limits: SliceLimits): SearchOutcome {
    if (this.ended) return this.ended;
    const { deadline, cpuDeadline, cancelled } = limits;
    const maxNodes = this.nodes + limits.maxNodes;
    if (limits.maxNodes <= 0) return 'nodes';
    const state = this.state;
    const { frameMoves, frameCount, frameNext, frameSafe, frameInverse, frameKeyHigh, frameKeyLow, table } = this;
    if (!this.started) {
      this.started = true;
      const first = this.enter();
      if (first === 1) return (this.ended = 'won');
      if (first === -1) return (this.ended = 'memory');
    }
    // the clocks are read once per CHECK_EVERY new positions: the node count stays put while the
    // search backs up or meets positions seen before, so "a multiple of CHECK_EVERY" would read them
    // at every such step
    let nextCheck = this.nodes;
    let checks = 0;
    while (this.depth > 0) {
      const nodes = this.nodes;
      if (nodes >= nextCheck || nodes >= maxNodes) {
        if (nodes >= maxNodes) return 'nodes';
        nextCheck = nodes + CHECK_EVERY;
        if (cancelled?.()) return 'cancelled';
        if (performance.now() > deadline) return 'time';
        // the CPU clock is a system call: read it at every 8th check only
        if (cpuDeadline !== Infinity && (checks++ & 7) === 0 && cpuNowMs() > cpuDeadline) return 'time';
      }
      const level = this.depth - 1;
      const moves = frameMoves[level]!;
      const next = frameNext[level]!;
      if (next < frameCount[level]!) {
        frameNext[level] = next + 1;
        const move = entryMove(moves[next]!);
        if (move === frameInverse[level]) continue;
        // a child whose key is told without applying its move and is stored: skipped here, as its
        // look-up after apply would skip it (most waste plays and runs moved lead to a stored
        // position), without the apply, safe moves and undo
        if (
          state.peekKey(move, frameKeyHigh[level]!, frameKeyLow[level]!) &&
          table.has(state.peekHighHalf, state.peekLowHalf)
        )
          continue;
        state.apply(move);
        const entered = this.enter();
        if (entered === 1) return (this.ended = 'won');
        if (entered === -1) return (this.ended = 'memory');
        if (entered === 0) state.undo();
      } else {
        for (let k = frameSafe[level]!; k > 0; k--) state.undo();
        this.depth--;
        if (this.depth > 0) state.undo();
      }
    }
    return (this.ended = 'lost');
  }
}
