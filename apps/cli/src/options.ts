import { Option, type Command } from 'commander';
import { CliError } from './errors.js';
import {
  DRAW_MODES,
  PRESET_NAMES,
  SCORINGS,
  VARIANT_NAMES,
  type DrawMode,
  type PresetName,
  type Scoring,
  type VariantName,
} from '@klondike/engine';

/**
 * The options that name a game's rules (RULES §2, §4, §10): draw mode, scoring, preset, thoughtful, variant.
 * The choices come from the engine's vocabularies, so the CLI accepts exactly what the engine knows.
 */
export interface RulesFlags {
  readonly draw?: DrawMode;
  readonly scoring?: Scoring;
  readonly rules?: PresetName;
  readonly thoughtful?: boolean;
  readonly variant?: VariantName;
}

/** The raw values commander hands over for {@link RulesFlags} (strings, already checked against the choices). */
export interface RawRulesFlags {
  readonly draw?: string;
  readonly scoring?: string;
  readonly rules?: string;
  readonly thoughtful?: boolean;
  readonly variant?: string;
}

/** `--draw 1|3`: cards turned per draw. */
export const drawOption = (): Option =>
  new Option('--draw <n>', 'draw mode: 1 (Easy) or 3 (Hard)').choices(DRAW_MODES.map(String));

/** `--scoring normal|vegas`. */
export const scoringOption = (): Option =>
  new Option('--scoring <scoring>', 'scoring: normal or vegas').choices(SCORINGS);

/** `--rules app|classic|stilldeck`: the rule preset. */
export const rulesOption = (): Option =>
  new Option('--rules <preset>', 'rule preset: app, classic or stilldeck').choices(PRESET_NAMES);

/** `--variant standard|double|jokers`: what is dealt (RULES §10). */
export const variantOption = (): Option =>
  new Option(
    '--variant <variant>',
    'variant: standard, double (Double Klondike, 104 cards) or jokers (Klondike with jokers)',
  ).choices(VARIANT_NAMES);

/** `--thoughtful`: every card visible (RULES §10). */
export const thoughtfulOption = (): Option => new Option('--thoughtful', 'thoughtful game: face-down cards are shown');

/**
 * Types the raw option values. Commander's `choices` has already refused anything outside the
 * engine's vocabularies (commander's own `argParser` would replace that check, hence this step).
 */
export function rulesFlags(raw: RawRulesFlags): RulesFlags {
  return {
    ...(raw.draw === undefined ? {} : { draw: Number(raw.draw) as DrawMode }),
    ...(raw.scoring === undefined ? {} : { scoring: raw.scoring as Scoring }),
    ...(raw.rules === undefined ? {} : { rules: raw.rules as PresetName }),
    ...(raw.thoughtful === undefined ? {} : { thoughtful: raw.thoughtful }),
    ...(raw.variant === undefined ? {} : { variant: raw.variant as VariantName }),
  };
}

/**
 * Makes every value option of `command` and its subcommands refuse a second occurrence
 * (`--moves D --moves U`), which commander would otherwise resolve silently to the last one.
 * Call it once the options are declared. A default value is not an occurrence: `new --draw 3` is fine.
 * @throws CliError `option --<name> given twice` during parsing
 */
export function refuseRepeatedOptions(command: Command): void {
  for (const option of command.options) {
    if (!option.required && !option.optional) continue; // boolean flags carry no value to lose
    // Keep the declared parser (`choices` is one): wrap it rather than replace it.
    const parse = option.parseArg;
    option.argParser((value: string, previous: unknown) => {
      // Commander records the value's source only after this parser returns, so 'cli' means an earlier occurrence.
      if (command.getOptionValueSource(option.attributeName()) === 'cli')
        throw new CliError(`option --${option.name()} given twice`);
      return parse ? parse(value, previous) : value;
    });
  }
  for (const sub of command.commands) refuseRepeatedOptions(sub);
}
