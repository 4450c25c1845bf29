/**
 * Rule presets as data (RULES §4). A preset says how many passes each scoring allows, whether a
 * foundation's top card may go back to a column, and the points of each event. The rule functions
 * read these fields only; adding a preset means adding one entry to {@link PRESETS}.
 */

/** Names of the variants (RULES §10): what is dealt. `standard` is the default. */
export const VARIANT_NAMES = ['standard', 'double', 'jokers'] as const;
export type VariantName = (typeof VARIANT_NAMES)[number];

/**
 * A variant as data (RULES §10, the sizes table): every rule function, the position text, the deck
 * string, game codes, session files and the machine read these numbers, and nothing else about a
 * variant. Adding a variant means adding one entry to {@link VARIANTS} (and, for a new kind of card,
 * its rule): see packages/engine/README.md.
 */
export interface Variant {
  readonly name: VariantName;
  /** Standard 52-card decks: every suited card is there `decks` times. */
  readonly decks: 1 | 2;
  /** Jokers added to the deck (RULES §10.2). */
  readonly jokers: 0 | 2;
  /** Cards in the deck: `52 * decks + jokers` (52, 104, 54). */
  readonly cards: number;
  /** Tableau columns, `T1`..`Tn`; column n is dealt n cards (7, 9, 7). */
  readonly columns: number;
  /** Foundation piles `F1`..`Fk`; pile k (0-based) holds suit `k % 4` (4, 8, 4). */
  readonly foundations: number;
  /** Cards on the foundations when the game is won: the suited cards, `13 * foundations` (52, 104, 52). */
  readonly cardsToWin: number;
}

/** The variants of RULES §10. */
export const VARIANTS: { readonly [V in VariantName]: Variant } = {
  standard: { name: 'standard', decks: 1, jokers: 0, cards: 52, columns: 7, foundations: 4, cardsToWin: 52 },
  double: { name: 'double', decks: 2, jokers: 0, cards: 104, columns: 9, foundations: 8, cardsToWin: 104 },
  jokers: { name: 'jokers', decks: 1, jokers: 2, cards: 54, columns: 7, foundations: 4, cardsToWin: 52 },
};

/** Names of the rule presets: `app` is the default (RULES §4). */
export const PRESET_NAMES = ['app', 'classic', 'stilldeck'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** Cards turned per draw: draw 1 ("Easy") or draw 3 ("Hard"). */
export type DrawMode = 1 | 3;
export const DRAW_MODES: readonly DrawMode[] = [1, 3];

export const SCORINGS = ['normal', 'vegas'] as const;
/** Normal (points) or Vegas (dollars). */
export type Scoring = (typeof SCORINGS)[number];

/**
 * Points of each scoring event (RULES §4). Points for Normal scoring, dollars for Vegas.
 * The score is a fold over the move log: `start`, then per action `score + points`, floored at
 * `floor` when there is one.
 */
export interface PointsTable {
  /**
   * Score of a new game (0 points, or -52 dollars in Vegas), for one standard deck: a variant's rules
   * scale it by its suited cards (-104 in Double Klondike, RULES §10 Scoring).
   */
  readonly start: number;
  /** Lowest score; `null` for no floor (Vegas). */
  readonly floor: number | null;
  /** A card onto a foundation, from a column or the waste. */
  readonly toFoundation: number;
  /** A card from the waste onto a column. */
  readonly wasteToColumn: number;
  /** A face-down card turned up by the action that uncovered it. */
  readonly flip: number;
  /** A card back from a foundation onto a column. */
  readonly foundationToColumn: number;
  /** A recycle of the waste, by draw mode. */
  readonly recycle: { readonly [D in DrawMode]: number };
}

/** A preset: its pass limits, foundation returns and scoring tables. */
export interface Preset {
  readonly name: PresetName;
  /** Passes through the stock allowed (recycles + 1), by scoring and draw mode; `Infinity` for no limit. */
  readonly passes: { readonly [S in Scoring]: { readonly [D in DrawMode]: number } };
  /** Whether a foundation's top card may go back to a column (`Fk-Tn`). */
  readonly foundationToColumn: boolean;
  readonly points: { readonly [S in Scoring]: PointsTable };
}

const APP_NORMAL: PointsTable = {
  start: 0,
  floor: 0,
  toFoundation: 10,
  wasteToColumn: 5,
  flip: 5,
  foundationToColumn: 0,
  recycle: { 1: -100, 3: -100 },
};

const VEGAS: PointsTable = {
  start: -52,
  floor: null,
  toFoundation: 5,
  wasteToColumn: 0,
  flip: 0,
  foundationToColumn: 0,
  recycle: { 1: 0, 3: 0 },
};

const STILLDECK_NORMAL: PointsTable = {
  start: 0,
  floor: 0,
  toFoundation: 10,
  wasteToColumn: 5,
  flip: 5,
  foundationToColumn: -15,
  recycle: { 1: 0, 3: -20 },
};

/** The three presets of RULES §4. */
export const PRESETS: { readonly [P in PresetName]: Preset } = {
  app: {
    name: 'app',
    passes: { normal: { 1: Infinity, 3: Infinity }, vegas: { 1: 1, 3: 1 } },
    foundationToColumn: true,
    points: { normal: APP_NORMAL, vegas: VEGAS },
  },
  classic: {
    name: 'classic',
    passes: { normal: { 1: 1, 3: 3 }, vegas: { 1: 1, 3: 3 } },
    foundationToColumn: false,
    points: { normal: APP_NORMAL, vegas: VEGAS },
  },
  stilldeck: {
    name: 'stilldeck',
    passes: { normal: { 1: Infinity, 3: Infinity }, vegas: { 1: 3, 3: 3 } },
    foundationToColumn: true,
    points: { normal: STILLDECK_NORMAL, vegas: VEGAS },
  },
};

/**
 * The rules of one game: fixed for the whole game and part of its game code (RULES §5).
 * Build with {@link makeRules}.
 */
export interface Rules {
  readonly preset: PresetName;
  /** What is dealt: the sizes every rule reads (RULES §10). */
  readonly variant: Variant;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  /** Every card visible to the player; no rule changes (RULES §10). */
  readonly thoughtful: boolean;
  /** Passes allowed (recycles + 1); `Infinity` for no limit. */
  readonly passes: number;
  readonly foundationToColumn: boolean;
  readonly points: PointsTable;
}

/** Options of {@link makeRules}; every field has the `app` default. */
export interface RulesOptions {
  readonly preset?: PresetName;
  readonly draw?: DrawMode;
  readonly scoring?: Scoring;
  readonly thoughtful?: boolean;
  /**
   * The variant (RULES §10); default `standard`. Its data object is accepted too, so a `Rules` value
   * serves as options (`makeRules(rules)` gives the same rules).
   */
  readonly variant?: VariantName | Variant | undefined;
}

/**
 * The rules for a preset, draw mode, scoring and variant (defaults: `app`, draw 1, Normal, not
 * thoughtful, `standard`). The points table's start is scaled by the variant's suited cards (RULES
 * §10 Scoring: -$52 per deck in Vegas, jokers free); a standard game keeps the preset's own table.
 */
export function makeRules(options: RulesOptions = {}): Rules {
  const preset = PRESETS[options.preset ?? 'app'];
  const draw = options.draw ?? 1;
  const scoring = options.scoring ?? 'normal';
  const given = options.variant ?? 'standard';
  const variant = VARIANTS[typeof given === 'string' ? given : given.name];
  const table = preset.points[scoring];
  const start = (table.start * variant.cardsToWin) / STANDARD_SUITED_CARDS;
  return {
    preset: preset.name,
    variant,
    draw,
    scoring,
    thoughtful: options.thoughtful ?? false,
    passes: preset.passes[scoring][draw],
    foundationToColumn: preset.foundationToColumn,
    points: start === table.start ? table : { ...table, start },
  };
}

/** The suited cards of one standard deck, the unit a points table's start is given for. */
const STANDARD_SUITED_CARDS = 52;

/**
 * Score text (RULES §4): Normal as the number (`625`); Vegas as sign, `$`, amount (`+$208`, `$0`, `-$52`).
 * @param score points or dollars
 */
export function scoreText(score: number, scoring: Scoring): string {
  if (scoring === 'normal') return String(score);
  if (score === 0) return '$0';
  // Stryker disable next-line EqualityOperator: a score of 0 returned above, so `>=` reads the same scores
  return score > 0 ? `+$${score}` : `-$${-score}`;
}
