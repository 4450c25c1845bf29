/** The message lookup of vue-i18n's `t`, as far as the mode line needs it. */
type Translate = (key: string, named?: Record<string, unknown>) => string;

/** What a mode line names: a game's rules, or the same fields of a stored session (RULES §8). */
export interface ModeFields {
  readonly draw: 1 | 3;
  readonly scoring: 'normal' | 'vegas';
  /** The rules preset (`app`, `classic`, `stilldeck`): named only when not `app`. */
  readonly preset: string;
  /** The variant (RULES §10): named only when not `standard`. */
  readonly variant: string;
  readonly thoughtful: boolean;
}

/**
 * The player's one line for a game's mode: the header's and the Games menu's earlier games'.
 * @param mode the game's draw, scoring, preset, variant and Thoughtful flag
 * @param t the app's message lookup (keys `draw.easy|hard`, `scoring.*`, `preset.*` (the board's shared words, as the new game dialog names them), `variant.*`,
 *   `header.thoughtful`)
 * @returns e.g. `Easy · Normal · Classic · thoughtful`
 */
export function modeLine(mode: ModeFields, t: Translate): string {
  const parts = [mode.draw === 1 ? t('draw.easy') : t('draw.hard'), t(`scoring.${mode.scoring}`)];
  if (mode.preset !== 'app') parts.push(t(`preset.${mode.preset}`));
  if (mode.variant !== 'standard') parts.push(t(`variant.${mode.variant}`));
  if (mode.thoughtful) parts.push(t('header.thoughtful'));
  return parts.join(' · ');
}

/**
 * A rules preset as the player's menus name it: the game's name for it (`preset.*`, the board's
 * shared words), the default one marked so (`defaultPreset`).
 * @param preset `app`, `classic` or `stilldeck`
 * @returns e.g. `App (default)`, `Classic`
 */
export const presetChoice = (preset: string, t: Translate): string =>
  preset === 'app' ? t('defaultPreset', { preset: t('preset.app') }) : t(`preset.${preset}`);
