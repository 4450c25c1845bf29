/** The message lookup of vue-i18n's `t`, as far as these labels need it. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A mode's label in "Analyse my games"' win-rate chart: preset, draw, scoring and, when it is not standard,
 * the variant (RULES §10: a Double Klondike or jokers win rate is not a standard one).
 * @param mode one row of `winRateByMode` (or of `reviewByMode`, with its variant)
 * @param t the app's message lookup (keys `header.preset.*`, the header's preset names, `drawMode`,
 *   `scoring.*`, `variant.*`)
 * @returns e.g. `app · draw 1 · Normal · Double Klondike`
 */
export function modeLabel(
  mode: { readonly rules: string; readonly draw: number; readonly scoring: string; readonly variant: string },
  t: Translate,
): string {
  const parts = [t(`header.preset.${mode.rules}`), t('drawMode', { n: mode.draw }), t(`scoring.${mode.scoring}`)];
  if (mode.variant !== 'standard') parts.push(t(`variant.${mode.variant}`));
  return parts.join(' · ');
}
