/** Languages the player speaks; `auto` follows the browser's language (RULES §6, client behaviour). */
export const LANGUAGES = ['auto', 'en', 'he', 'nl'] as const;
export type LanguageSetting = (typeof LANGUAGES)[number];

/** Motion: `system` follows the browser's `prefers-reduced-motion`; `reduce` never animates; `full` always does. */
export const MOTIONS = ['system', 'reduce', 'full'] as const;
export type MotionSetting = (typeof MOTIONS)[number];

/** The double-tap window's bounds and default, in milliseconds (at most 250 by default). */
export const TAP_WINDOW_MS = { min: 100, max: 500, default: 250 } as const;

/**
 * The player's settings, kept in this browser (localStorage) and applied at once. Every field is the
 * player's choice; none changes a rule of the game.
 */
export interface Settings {
  /** The interface language; the notation (T1..T7, F1..F4) is the same in every language. */
  readonly language: LanguageSetting;
  /** Four-colour suits (spades black, hearts red, diamonds blue, clubs green) instead of two. */
  readonly fourColour: boolean;
  /** Larger cards, for players who find the normal size hard to read. */
  readonly largerCards: boolean;
  readonly motion: MotionSetting;
  /** Stock and waste on the right, foundations on the left. */
  readonly leftHanded: boolean;
  /** How long a single tap on a card waits for a second tap when both gestures mean something, in milliseconds. */
  readonly tapWindowMs: number;
  /** Whether the header shows the solver's verdict ("winnable", "lost since action N"); off by default. */
  readonly solverStatus: boolean;
  /**
   * "Hints that don't peek": Hint suggests the action with the best chance to win with the cards the
   * player has seen (sampling over the unseen ones) instead of the solver's line, which knows every card; off by default.
   */
  readonly fairHints: boolean;
  /** Whether the statistics show a Vegas cumulative balance across games; off by default. */
  readonly vegasCumulative: boolean;
}

/** What a new player gets. */
export const DEFAULT_SETTINGS: Settings = {
  language: 'auto',
  fourColour: false,
  largerCards: false,
  motion: 'system',
  leftHanded: false,
  tapWindowMs: TAP_WINDOW_MS.default,
  solverStatus: false,
  fairHints: false,
  vegasCumulative: false,
};

/** A stored value if it is one of `values`, else `fallback`. */
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const tapWindow = (value: unknown): number =>
  Number.isInteger(value) && (value as number) >= TAP_WINDOW_MS.min && (value as number) <= TAP_WINDOW_MS.max
    ? (value as number)
    : TAP_WINDOW_MS.default;

/**
 * Reads settings from their stored text (JSON). Never fails: missing, malformed or out-of-range
 * fields take their default, unknown fields are dropped.
 * @param text the stored JSON, or null when nothing is stored
 */
export const parseSettings = (text: string | null): Settings => readSettings(text).settings;

/**
 * {@link parseSettings}, telling too whether stored text could not be read at all (not JSON, or not
 * an object): then every setting is its default, which the player is told of once.
 * @param text the stored JSON, or null when nothing is stored (which is no fault: `unreadable` false)
 */
export function readSettings(text: string | null): { settings: Settings; unreadable: boolean } {
  if (text === null) return { settings: DEFAULT_SETTINGS, unreadable: false };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { settings: DEFAULT_SETTINGS, unreadable: true };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { settings: DEFAULT_SETTINGS, unreadable: true };
  // Each field falls back on its own: one stale or hand-edited value never resets the others. Checked
  // by hand, not by a schema library: the settings are read before the first paint, which carries no
  // zod (a lighter page; eight fields of three kinds).
  const r = raw as Partial<Record<keyof Settings, unknown>>;
  const d = DEFAULT_SETTINGS;
  const settings: Settings = {
    language: oneOf(LANGUAGES, r.language, d.language),
    fourColour: flag(r.fourColour, d.fourColour),
    largerCards: flag(r.largerCards, d.largerCards),
    motion: oneOf(MOTIONS, r.motion, d.motion),
    leftHanded: flag(r.leftHanded, d.leftHanded),
    tapWindowMs: tapWindow(r.tapWindowMs),
    solverStatus: flag(r.solverStatus, d.solverStatus),
    fairHints: flag(r.fairHints, d.fairHints),
    vegasCumulative: flag(r.vegasCumulative, d.vegasCumulative),
  };
  return { settings, unreadable: false };
}

/** The settings as stored text (JSON), read back by `parseSettings`. */
export const stringifySettings = (settings: Settings): string => JSON.stringify(settings);
