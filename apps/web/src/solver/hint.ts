import {
  applyAction,
  journalEntries,
  makePosition,
  parseAction,
  type Action,
  type Game,
  type Position,
  type Rules,
} from '@klondike/engine';
import type { HintReason, LostAtReport } from '@klondike/solver/worker';

/**
 * Whether the solver plays the game: standard Klondike only (RULES §10). The solver's own
 * `solverPlays` says the same, but its module is more than the first paint should carry.
 */
export const solverPlaysGame = (game: Game): boolean => game.rules.variant.name === 'standard';

/** The next action of a line as a board hint: the board's `hintFor`, shared with the replay viewer. */
export { hintFor } from '@klondike/board';

/**
 * The rest of a winning line after the player made an action: when the action leads where the line's
 * first token leads (same position), the line without it still wins; otherwise null (search again).
 */
export function lineAfter(
  before: Position,
  rules: Rules,
  line: readonly string[],
  made: Position,
): readonly string[] | null {
  const first = line[0];
  if (first === undefined) return null;
  const parsed = parseAction(first);
  if (!parsed.ok || parsed.value.type === 'undo') return null;
  const applied = applyAction(before, rules, parsed.value as Action);
  return applied.ok && makePosition(applied.value.position) === makePosition(made) ? line.slice(1) : null;
}

/** What the solver says of the game in view, as the player's hint and status show it. */
export type Verdict =
  | { readonly state: 'thinking' }
  /**
   * `line` wins; `reason`: why its first action, once the hint a person would give was chosen (the
   * solver's `chooseHint`): absent while not chosen yet, null when the choice failed (the line's own action).
   */
  | { readonly state: 'winnable'; readonly line: readonly string[]; readonly reason?: HintReason | null }
  /** `undo`: actions to undo to reach the last winnable position; `since`: the losing action's number, as the header's Actions counter counts. */
  | { readonly state: 'lost'; readonly undo: number; readonly since: number }
  /**
   * The deal cannot be won, not even from its start (nothing to undo to). `move`: the action that
   * still keeps the game going (the solver's `keepGoingHint`, no winning line), null when none is
   * legal; absent while not chosen yet.
   */
  | { readonly state: 'lost-at-deal'; readonly move?: { readonly action: string; readonly reason: HintReason } | null }
  | { readonly state: 'unknown' };

/**
 * A `lostAt` report as the player's verdict on the game in view.
 * @param game the game the report is about (for its move log's length and journal)
 */
export function verdictOf(report: LostAtReport, game: Game): Verdict {
  switch (report.verdict) {
    case 'winnable':
      return { state: 'winnable', line: report.line };
    case 'lost-at-deal':
      return { state: 'lost-at-deal' };
    case 'unknown':
      return { state: 'unknown' };
    case 'lost': {
      const inEffect = game.moveLog?.length ?? 0;
      const since = journalEntries(game)
        .slice(0, report.journalIndex)
        .filter((entry) => entry.action.type !== 'undo').length;
      return { state: 'lost', undo: inEffect - report.moveIndex + 1, since };
    }
  }
}
