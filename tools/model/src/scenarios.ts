import type { RulesOptions } from '@klondike/engine';

/**
 * Start situations of the model (RULES §9 position text). Each is a nearly finished game with a
 * handful of cards in play, laid out so that every abstract state of the model (stock empty or
 * not, waste empty or not, passes left, undo, an empty column, a King waiting, a foundation card
 * returnable, won) is a few actions away. All 52 cards are present in each; `scenarios.test.ts`
 * checks that the engine accepts them.
 */
export interface Scenario {
  /** Short name, used in newGame events and file names. */
  readonly name: ScenarioName;
  /** What the layout is for. */
  readonly purpose: string;
  /** Position text in the printed form of RULES §9. */
  readonly position: string;
  /** The rules the game is played with (RULES §4). */
  readonly rules: RulesOptions;
}

export const SCENARIO_NAMES = ['main', 'classic3', 'vegas', 'endgame'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/**
 * `main`: Kh waits on a face-down Ks with empty columns beside it; Qc in the stock fits on Kh or
 * its foundation; Qh can come back onto Kc, Qs onto Kh once it is moved. The diamonds lie in T7
 * under Ad, which no modelled event touches, so the game stays small (app preset, draw 1).
 */
const MAIN_POSITION =
  'T1:; T2: #Ks Kh; T3: Kc; T4:; T5:; T6:; T7: #2d #3d #4d #5d #6d #7d #8d #9d #Td #Jd #Qd #Kd Ad; F: Qs Qh - Jc; S: Qc; W:; P: 1';

/**
 * `classic3`: draw 3 with 3 passes and no foundation returns. Kd waits on a face-down Qc; the
 * first draw turns Ks Kh Qd with Qd playable, the second Kc. The spades lie in T2..T7 under
 * tops that fit nowhere and cannot go up, so a column empties only once T1 is cleared.
 */
const CLASSIC3_POSITION =
  'T1: #Qc Kd; T2: #As 2s; T3: #3s 4s; T4: #5s 6s; T5: #7s 8s; T6: #9s Ts; T7: #Js Qs; F: - Qh Jd Jc; S: Ks Kh Qd Kc; W:; P: 1';

/** `endgame`: two actions from a win (D, W-F) or three (T1-F first); the only way to `won`. */
const ENDGAME_POSITION = 'T1: Kh; T2:; T3:; T4:; T5:; T6:; T7:; F: Qs Qh Kd Kc; S: Ks; W:; P: 1';

export const SCENARIOS: { readonly [N in ScenarioName]: Scenario } = {
  main: {
    name: 'main',
    purpose: 'app Normal draw 1: unlimited passes, foundation returns, King to an empty column, flips',
    position: MAIN_POSITION,
    rules: { preset: 'app', draw: 1, scoring: 'normal' },
  },
  classic3: {
    name: 'classic3',
    purpose: 'classic draw 3: three passes then none, foundation returns refused, draw of three',
    position: CLASSIC3_POSITION,
    rules: { preset: 'classic', draw: 3, scoring: 'normal' },
  },
  vegas: {
    name: 'vegas',
    purpose: 'app Vegas draw 1: one pass (no recycle at all), dollar scores below zero',
    position: MAIN_POSITION,
    rules: { preset: 'app', draw: 1, scoring: 'vegas' },
  },
  endgame: {
    name: 'endgame',
    purpose: 'app Normal draw 1: a few actions from a win, and nothing accepted after it',
    position: ENDGAME_POSITION,
    rules: { preset: 'app', draw: 1, scoring: 'normal' },
  },
};
