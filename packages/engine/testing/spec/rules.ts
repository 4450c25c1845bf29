/**
 * RULES §4 presets, pass limits and scoring tables, written out again from the tables of RULES.md
 * (not from the engine's `PRESETS`), so a wrong entry in the engine disagrees with this one.
 */

export type SpecPreset = 'app' | 'classic' | 'stilldeck';

/** The options that fix a game's rules (all part of its game code, RULES §5). */
export interface SpecRulesOptions {
  readonly preset?: SpecPreset;
  readonly draw?: 1 | 3;
  readonly scoring?: 'normal' | 'vegas';
  readonly thoughtful?: boolean;
}

/** The rules of one game as RULES §4 states them. */
export interface SpecRules {
  readonly preset: SpecPreset;
  readonly draw: 1 | 3;
  readonly scoring: 'normal' | 'vegas';
  /** RULES §10: shows the cards, changes no rule (nothing below reads it). */
  readonly thoughtful: boolean;
  /** Passes through the stock (recycles + 1); `Infinity` for unlimited. */
  readonly passLimit: number;
  /** Whether `Fk-Tn` is allowed. */
  readonly foundationReturn: boolean;
  /** Score of a new game (a deal or a position). */
  readonly startScore: number;
  /** The lowest score, or null for none. */
  readonly floor: number | null;
  /** Points of a card onto a foundation, from a column or the waste. */
  readonly toFoundation: number;
  /** Points of a card from the waste onto a column. */
  readonly wasteToColumn: number;
  /** Points of a face-down card turned up, added to the move that uncovered it. */
  readonly turnUp: number;
  /** Points of a card back from a foundation. */
  readonly foundationToColumn: number;
  /** Points of a recycle of the waste (in this game's draw mode). */
  readonly recycle: number;
}

/** The rules of a preset, draw mode and scoring (defaults `app`, draw 1, Normal), straight from RULES §4. */
export function specRules(options: SpecRulesOptions = {}): SpecRules {
  const preset = options.preset ?? 'app';
  const draw = options.draw ?? 1;
  const scoring = options.scoring ?? 'normal';
  const thoughtful = options.thoughtful ?? false;
  // the pass table: app Normal unlimited, app Vegas 1; classic 1 (draw 1) or 3 (draw 3) in both scorings;
  // stilldeck Normal unlimited, Vegas 3
  let passLimit: number;
  if (preset === 'classic') passLimit = draw === 1 ? 1 : 3;
  else if (scoring === 'normal') passLimit = Infinity;
  else passLimit = preset === 'stilldeck' ? 3 : 1;
  const foundationReturn = preset !== 'classic';
  const base = { preset, draw, scoring, thoughtful, passLimit, foundationReturn } as const;
  // Vegas, every preset: -52 per deal, +5 per card to a foundation, everything else 0, no floor
  if (scoring === 'vegas')
    return {
      ...base,
      startScore: -52,
      floor: null,
      toFoundation: 5,
      wasteToColumn: 0,
      turnUp: 0,
      foundationToColumn: 0,
      recycle: 0,
    };
  // stilldeck standard: +10, +5, +5, -15 per return, -20 per recycle in draw 3 only, floor 0
  if (preset === 'stilldeck')
    return {
      ...base,
      startScore: 0,
      floor: 0,
      toFoundation: 10,
      wasteToColumn: 5,
      turnUp: 5,
      foundationToColumn: -15,
      recycle: draw === 3 ? -20 : 0,
    };
  // app Normal (classic uses the app tables): +10, +5, +5, recycle -100, returns 0, floor 0
  return {
    ...base,
    startScore: 0,
    floor: 0,
    toFoundation: 10,
    wasteToColumn: 5,
    turnUp: 5,
    foundationToColumn: 0,
    recycle: -100,
  };
}

/** The score after an action's points: `max(floor, score + points)`, or no floor in Vegas (RULES §4). */
export const addPoints = (rules: SpecRules, score: number, points: number): number =>
  rules.floor === null ? score + points : Math.max(rules.floor, score + points);

/** The score as shown (RULES §4): Normal the number; Vegas `+$208`, `$0`, `-$52`. */
export function specScoreText(rules: SpecRules, score: number): string {
  if (rules.scoring === 'normal') return String(score);
  return score === 0 ? '$0' : `${score > 0 ? '+' : '-'}$${Math.abs(score)}`;
}
