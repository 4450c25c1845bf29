import { makeAction, makePosition, type Action, type Position, type Rules } from '@klondike/engine';
import { solve, type SolveBudget } from '@klondike/solver';

/** A solver verdict as the review keeps it: won with a winning line (RULES §7 notation), lost, or unknown. */
export type Decision =
  | { readonly result: 'won'; readonly line: readonly string[] }
  | { readonly result: 'lost' }
  | { readonly result: 'unknown' };

/**
 * A memo of solver verdicts for one game's rules and one budget: each distinct position is searched
 * at most once, and two facts save most searches: a position reached by one action from a lost one is
 * lost, and the position after a winning line's first action is won by the rest of the line.
 *
 * The review keeps two of these apart on purpose: one for the real positions (the exact verdicts)
 * and one for the sampled worlds. A sampled world can be the real position; if the sampled side read
 * a verdict the exact side found, the chances would depend on the real hidden cards.
 */
export class Decider {
  private readonly known = new Map<string, Decision>();
  /** Position texts already made, by position object (the review asks about the same objects often). */
  private readonly keys = new WeakMap<Position, string>();
  /** Solver calls made (positions searched). */
  calls = 0;
  /** Nodes the solver expanded, over all calls. */
  nodes = 0;
  /** Calls that ended undecided (a budget ran out). */
  unknown = 0;

  /**
   * @param rules the game's rules (standard variant)
   * @param budget the budget of each search
   * @param spreadUnknown whether a position one action after an undecided one is undecided too,
   *   without a search (the sampled side: a world too hard for its budget stays so until a seen card
   *   changes it, which saves a full budget per action; the exact side never guesses)
   */
  constructor(
    private readonly rules: Rules,
    private readonly budget: SolveBudget,
    private readonly spreadUnknown = false,
  ) {}

  /** The verdict this memo already has on a position, if any (no search). */
  peek(position: Position): Decision | undefined {
    return this.known.get(this.keyOf(position));
  }

  private keyOf(position: Position): string {
    let key = this.keys.get(position);
    if (key === undefined) {
      key = makePosition(position);
      this.keys.set(position, key);
    }
    return key;
  }

  /** The verdict on a position, searched once. */
  decide(position: Position): Decision {
    const key = this.keyOf(position);
    const cached = this.known.get(key);
    if (cached) return cached;
    const decision = this.search(position);
    this.known.set(key, decision);
    return decision;
  }

  /**
   * The verdict on `child`, the position after `action` from `parent` (whose verdict this memo has
   * or finds): lost if the parent is lost, won by the rest of the line if the action is the first of
   * the parent's winning line, undecided if the parent is and `spreadUnknown` is set, else searched.
   * @param action the action in canonical form (as the engine's `applyAction` returns it)
   */
  decideChild(parent: Position, action: Action, child: Position): Decision {
    const before = this.decide(parent);
    const follows = before.result === 'won' && before.line[0] === makeAction(action);
    const inherits = before.result === 'lost' || follows || (before.result === 'unknown' && this.spreadUnknown);
    if (!inherits) return this.decide(child);
    const key = this.keyOf(child);
    const cached = this.known.get(key);
    if (cached) return cached;
    const decision: Decision = before.result === 'won' ? { result: 'won', line: before.line.slice(1) } : before;
    this.known.set(key, decision);
    return decision;
  }

  private search(position: Position): Decision {
    this.calls++;
    const solved = solve(position, this.rules, this.budget);
    // the positions come from the engine's rule functions, valid for the game's standard rules; a
    // refusal would be a bug of ours, and a verdict we do not have is unknown
    if (!solved.ok) {
      this.unknown++;
      return { result: 'unknown' };
    }
    this.nodes += solved.value.nodes;
    if (solved.value.result === 'unknown') this.unknown++;
    const r = solved.value;
    return r.result === 'won'
      ? { result: 'won', line: r.line }
      : r.result === 'lost'
        ? { result: 'lost' }
        : { result: 'unknown' };
  }
}

/**
 * What a verdict counts for in a chance to win, in half wins (so counts stay integers): won 2, lost 0,
 * unknown 1. An undecided world counts as half a win: the node budget ran out, which says the
 * position is hard, not which way it goes.
 */
export const halfWins = (d: Decision): number => (d.result === 'won' ? 2 : d.result === 'lost' ? 0 : 1);
