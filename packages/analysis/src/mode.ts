import type { DrawMode, PresetName, Rules, Scoring, VariantName } from '@klondike/engine';

/**
 * A game's mode: what is fixed for a game besides its deal (RULES §5: draw mode, scoring, rules
 * preset and options, all part of its game code), so that games of one mode are games of the same
 * game. The pass limits follow from the preset, draw and scoring (RULES §4) and need no field of
 * their own. Field names as in a summary row and the `sessions` table.
 */
export interface GameMode {
  /** The rules preset (RULES §4). */
  readonly rules: PresetName;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  /** What is dealt (RULES §10): a Double Klondike or jokers win rate is not a standard one. */
  readonly variant: VariantName;
  /** Every card shown (RULES §10): a far easier game. */
  readonly thoughtful: boolean;
}

/**
 * A mode's one key, the same in the player's statistics, "Analyse my games", `klondike analyze`'s
 * `mode` column (apps/cli/sql/win_rate.sql writes it in SQL) and its report: the preset, the draw and
 * the scoring joined by `-`, then `-thoughtful` and the variant when not standard, e.g.
 * `app-1-normal`, `classic-3-vegas-thoughtful`, `app-1-normal-double`.
 */
export const modeKey = (m: GameMode): string =>
  `${m.rules}-${m.draw}-${m.scoring}${m.thoughtful ? '-thoughtful' : ''}${m.variant === 'standard' ? '' : `-${m.variant}`}`;

/** The {@link GameMode} of a row that holds its fields (a summary row, a `sessions` row, an aggregate's row). */
export const modeOf = (row: GameMode): GameMode => ({
  rules: row.rules,
  draw: row.draw,
  scoring: row.scoring,
  variant: row.variant,
  thoughtful: row.thoughtful,
});

/** The {@link GameMode} of a game's rules (the engine's `Rules`: its `preset` is the mode's `rules`). */
export const modeOfRules = (r: Rules): GameMode => ({
  rules: r.preset,
  draw: r.draw,
  scoring: r.scoring,
  variant: r.variant.name,
  thoughtful: r.thoughtful,
});

/**
 * The words a mode is named with in one language: the game's own words, which the board's messages
 * spread into every app's messages (`preset.*`, `drawMode`, `scoring.*`, `variant.*`, `thoughtful`)
 * and the CLI's report reads here, having no Vue. Plain text; `drawMode` holds `{n}` for the draw.
 */
export interface ModeWords {
  /** The rules presets' names, as a list or a menu names them. */
  readonly preset: Readonly<Record<PresetName, string>>;
  /** A draw mode (RULES §4) as a mode label writes it: `draw {n}`. */
  readonly drawMode: string;
  readonly scoring: Readonly<Record<Scoring, string>>;
  /** What is dealt; the name also stands in a mode label when not standard. */
  readonly variant: Readonly<Record<VariantName, string>>;
  /** A Thoughtful game (every card shown), as a mode label names it. */
  readonly thoughtful: string;
}

/** A language the game's words are written in. */
export type ModeLanguage = 'en' | 'he' | 'nl';

/**
 * The mode words in English, Hebrew and Dutch (the Hebrew and Dutch rules' terms: שליפת, ניקוד רגיל /
 * וגאס, גלוי; trekken van, open kaarten).
 */
export const MODE_WORDS: Readonly<Record<ModeLanguage, ModeWords>> = {
  en: {
    preset: { app: 'App', classic: 'Classic', stilldeck: 'StillDeck' },
    drawMode: 'draw {n}',
    scoring: { normal: 'Normal', vegas: 'Vegas' },
    variant: { standard: 'Standard Klondike', double: 'Double Klondike', jokers: 'Klondike with jokers' },
    thoughtful: 'Thoughtful',
  },
  he: {
    preset: { app: 'אפליקציה', classic: 'קלסי', stilldeck: 'StillDeck' },
    drawMode: 'שליפת {n}',
    scoring: { normal: 'רגיל', vegas: 'וגאס' },
    variant: { standard: 'קלונדייק רגיל', double: 'קלונדייק כפול', jokers: "קלונדייק עם ג'וקרים" },
    thoughtful: 'גלוי',
  },
  nl: {
    preset: { app: 'App', classic: 'Klassiek', stilldeck: 'StillDeck' },
    drawMode: 'trekken van {n}',
    scoring: { normal: 'Normaal', vegas: 'Vegas' },
    variant: { standard: 'Standaard Klondike', double: 'Dubbele Klondike', jokers: 'Klondike met jokers' },
    thoughtful: 'Open kaarten',
  },
};

/**
 * Words of a refused session file (RULES §8) that the board's messages (`session.*`, spread into every
 * app's) and the CLI's report both say: kept here, which has no Vue. vue-i18n placeholders.
 */
export interface SessionWords {
  /**
   * A token of the notation naming a pile this game lacks (RULES §10 Notation: `T9` in 7 columns):
   * `{at}` the action's 1-based index, `{action}` its token, `{pile}` the pile.
   */
  readonly tokenPile: string;
}

/** The {@link SessionWords} in English, Hebrew and Dutch. */
export const SESSION_WORDS: Readonly<Record<ModeLanguage, SessionWords>> = {
  en: { tokenPile: 'action {at} ({action}) is not an action in this game: it has no {pile}.' },
  he: { tokenPile: 'פעולה {at} ({action}) אינה פעולה במשחק הזה: אין בו {pile}.' },
  nl: { tokenPile: 'actie {at} ({action}) is geen actie in dit spel: het heeft geen {pile}.' },
};

/**
 * {@link SessionWords.tokenPile} in `language` (its base, English for one without words), filled in
 * where no vue-i18n runs (the CLI's report), the token and the pile isolated as `sessionErrorText`
 * isolates them, so `T9-T1` reads as written in right-to-left text.
 */
export function tokenPileText(language: string, at: number | undefined, token: string, pile: string): string {
  const base = language.split('-')[0]!;
  const words = base in SESSION_WORDS ? SESSION_WORDS[base as ModeLanguage] : SESSION_WORDS.en;
  const values: Readonly<Record<string, string>> = {
    at: at === undefined ? '?' : String(at),
    action: isolateText(token),
    pile: isolateText(pile),
  };
  return words.tokenPile.replace(/\{(at|action|pile)\}/g, (_, name: string) => values[name]!);
}

/**
 * What {@link modeLabel} names: a {@link GameMode}, or the part of one a grouping keeps (an aggregate
 * by rules, draw and scoring alone: its label names those alone), as any row holds it (a preset,
 * scoring or variant its words do not know is shown as it is).
 */
export interface ModeToLabel {
  readonly rules: string;
  /** 1 or 3 (RULES §4). */
  readonly draw: number;
  readonly scoring: string;
  readonly variant?: string;
  readonly thoughtful?: boolean;
}

/** A word of a list of words by its key, or the key itself when the list has none for it. */
const wordOf = (words: Readonly<Record<string, string>>, key: string): string =>
  Object.hasOwn(words, key) ? words[key]! : key;

/**
 * A mode's one label, in every screen that names modes side by side (the player's statistics and
 * "Analyse my games", the replay's game line, `klondike analyze --html`): preset · draw · scoring,
 * then the variant when not standard and Thoughtful when so. The same parts in the same order in
 * every language; a right-to-left page lays the parts out from the right.
 * @param language `en`, `he` or `nl` (or a tag of one, `he-IL`); any other language reads English
 * @returns e.g. `App · draw 3 · Normal`, `Classic · draw 1 · Vegas · Double Klondike · Thoughtful`
 */
export function modeLabel(mode: ModeToLabel, language: string): string {
  const base = language.split('-')[0]!;
  const w = base in MODE_WORDS ? MODE_WORDS[base as ModeLanguage] : MODE_WORDS.en;
  const parts = [
    wordOf(w.preset, mode.rules),
    w.drawMode.replace('{n}', String(mode.draw)),
    wordOf(w.scoring, mode.scoring),
  ];
  if (mode.variant !== undefined && mode.variant !== 'standard') parts.push(wordOf(w.variant, mode.variant));
  if (mode.thoughtful) parts.push(w.thoughtful);
  return parts.join(' · ');
}

/**
 * A mode label ({@link modeLabel}) as lines for a chart's axis, broken between its ` · ` parts so that
 * no line passes `max` characters unless one part alone does: a whole label (`App · draw 3 · Vegas ·
 * Double Klondike · Thoughtful`) is wider than the room a chart gives its axis, and was cut at the
 * edge. Each line but the last ends with the separator (` ·`), so a broken label still reads as
 * one. The same lines in the player's chart and the HTML report's.
 * @param max characters a line may hold
 * @returns the lines, one when the label fits
 */
export function modeLabelLines(label: string, max = 28): string[] {
  const parts = label.split(' · ');
  const lines: string[] = [];
  parts.forEach((part, i) => {
    const last = lines.at(-1);
    // a line the label goes on from ends with the separator (` ·`), so it must have room for it
    const tail = i < parts.length - 1 ? 2 : 0;
    if (last !== undefined && last.length + 3 + part.length + tail <= max)
      lines[lines.length - 1] = `${last} · ${part}`;
    else {
      if (last !== undefined) lines[lines.length - 1] = `${last} ·`;
      lines.push(part);
    }
  });
  return lines;
}

/**
 * A score as the locale writes it (RULES §4): a Normal score as a plain number (`15`), a Vegas score
 * in dollars with its sign (`+$208`, `$0`, `-$52` in English; `+208 $` with direction marks in Hebrew,
 * which is right there). Same text as the engine's `scoreText` in English.
 * @param score points, or dollars for Vegas
 * @param locale a BCP 47 language tag, e.g. the app's vue-i18n locale
 */
export function formatScore(score: number, scoring: Scoring, locale: string): string {
  const key = `${scoring} ${locale}`;
  let format = scoreFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      scoring === 'normal'
        ? { useGrouping: false }
        : {
            style: 'currency',
            currency: 'USD',
            currencyDisplay: 'narrowSymbol',
            signDisplay: 'exceptZero',
            maximumFractionDigits: 0,
            useGrouping: false,
          };
    scoreFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  }
  return format.format(score);
}

/**
 * Text isolated as `<bdi>` isolates it, for where no element can go (a chart's canvas, a tooltip, a
 * title): U+2068 FIRST STRONG ISOLATE before, U+2069 POP DIRECTIONAL ISOLATE after. A score in
 * right-to-left text then reads as it does in the header (`-47 $` in Hebrew, not `$ -47` or `$47-`).
 * @param text any text, e.g. a {@link formatScore} result
 */
export const isolateText = (text: string): string => `\u2068${text}\u2069`;

// Making a number format takes longer than a tap's whole update: one per scoring and locale.
const scoreFormats = new Map<string, Intl.NumberFormat>();
