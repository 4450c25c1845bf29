import {
  DRAW_MODES,
  PRESET_NAMES,
  SCORINGS,
  gameFromCode,
  gameFromDeck,
  gameFromPosition,
  makeRules,
  parseDeck,
  parseGameCode,
  parsePosition,
  type DrawMode,
  type Game,
  type PresetName,
  type Scoring,
} from '@klondike/engine';

/** A message for the player: an i18n key and its named values. */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * What the page's address asks for:
 * - `/?code=KL1-D1N-AAAAAAG`: that game;
 * - `/?deck=DECK&draw=1&scoring=normal&rules=app`: an explicit deal (the deck string's spaces as `+` or `%20`);
 * - `/?position=POSITION&draw=...`: a position (RULES §9);
 * - nothing of these: `none` (restore the saved game or deal a new one).
 * A bad parameter gives an `error` naming it; nothing is started then. With `code`, a `draw`, `scoring`
 * or `rules` that differs from what the code fixes is ignored: the code's game opens with `notices`
 * saying so.
 */
export type StartRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'game'; readonly game: Game; readonly notices?: readonly Message[] }
  | { readonly kind: 'error'; readonly message: Message };

const fail = (key: string, values?: Record<string, string>): StartRequest => ({ kind: 'error', message: values ? { key, values } : { key } });

/** Reads the start of a game from URL search parameters (see {@link StartRequest}). */
export function startFromSearch(search: string): StartRequest {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const deck = params.get('deck');
  const position = params.get('position');
  const sources = [code, deck, position].filter((s) => s !== null).length;
  if (sources === 0) return { kind: 'none' };
  if (sources > 1) return fail('start.conflict');

  if (code !== null) {
    const parsed = parseGameCode(code);
    if (!parsed.ok) return fail('start.badCode', { detail: parsed.error.message });
    // The code fixes draw, scoring and rules: the code's game opens, and a differing parameter is
    // reported as ignored so the player is not misled about the game in front of them.
    const fixed: Readonly<Record<string, string>> = {
      draw: String(parsed.value.draw),
      scoring: parsed.value.scoring,
      rules: parsed.value.preset,
    };
    const ignored: Message[] = [];
    for (const [name, value] of Object.entries(fixed)) {
      const asked = params.get(name);
      if (asked !== null && asked.toLowerCase() !== value) {
        ignored.push({ key: 'start.codeFixes', values: { name, value: asked.slice(0, 20), fixed: value } });
      }
    }
    return { kind: 'game', game: gameFromCode(parsed.value), notices: ignored };
  }

  const draw = params.get('draw') ?? '1';
  if (!DRAW_MODES.map(String).includes(draw)) return fail('start.badDraw', { value: draw.slice(0, 20) });
  const scoring = (params.get('scoring') ?? 'normal').toLowerCase();
  if (!(SCORINGS as readonly string[]).includes(scoring)) return fail('start.badScoring', { value: scoring.slice(0, 20) });
  const preset = (params.get('rules') ?? 'app').toLowerCase();
  if (!(PRESET_NAMES as readonly string[]).includes(preset)) return fail('start.badRules', { value: preset.slice(0, 20) });
  const rules = makeRules({ draw: Number(draw) as DrawMode, scoring: scoring as Scoring, preset: preset as PresetName });

  if (deck !== null) {
    const parsed = parseDeck(deck);
    return parsed.ok ? { kind: 'game', game: gameFromDeck(parsed.value, rules) } : fail('start.badDeck', { detail: parsed.error.message });
  }
  const parsed = parsePosition(position!);
  if (!parsed.ok) return fail('start.badPosition', { detail: parsed.error.message });
  const game = gameFromPosition(parsed.value, rules);
  return game.ok ? { kind: 'game', game: game.value } : fail('start.badPosition', { detail: game.error.message });
}
