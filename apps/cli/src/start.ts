import {
  gameFromFields,
  illegalMessage,
  makeGameCode,
  parseActions,
  parseGameCode,
  replay,
  type Game,
  type GameCode,
  type GameStartError,
  type StartConflict,
} from '@klondike/engine';
import { CliError } from './errors.js';
import type { RulesFlags } from './options.js';

/** Where `klondike play` starts: exactly one of a game code, a deck string or a position text. */
export interface StartFlags extends RulesFlags {
  readonly code?: string;
  readonly deck?: string;
  readonly position?: string;
}

/**
 * Parses a game code (RULES §2) or throws a {@link CliError} naming the wrong part.
 */
export function readGameCode(text: string): GameCode {
  const code = parseGameCode(text);
  if (!code.ok) throw new CliError(code.error.message);
  return code.value;
}

/** The CLI's words for a start the engine refused: flags by their option names. */
function startFailure(error: GameStartError, flags: StartFlags, otherWay: string | undefined): CliError {
  if (error.code === 'ERR_NO_START')
    return new CliError(
      `missing start: give one of --code, --deck or --position${otherWay === undefined ? '' : ` (or ${otherWay})`}`,
    );
  if (error.code === 'ERR_SEVERAL_STARTS')
    return new CliError('give only one of --code, --deck or --position, not several');
  if (error.code === 'ERR_CONFLICT' && error.conflicts && flags.code !== undefined) {
    const code = readGameCode(flags.code);
    return new CliError(error.conflicts.map((c) => conflictText(c, code)).join('; '));
  }
  return new CliError(error.message);
}

function conflictText(c: StartConflict, code: GameCode): string {
  const printed = makeGameCode(code);
  if (c.field === 'deck') return `--deck conflicts with game code ${printed}: the deck is not its deal`;
  if (c.field === 'variant')
    return `--variant ${c.given} conflicts with game code ${printed} (variant ${c.fixed}: the code's letter D or J says it)`;
  if (c.field === 'thoughtful')
    return `--thoughtful conflicts with game code ${printed} (not thoughtful; a thoughtful code ends in T, e.g. ${makeGameCode({ ...code, thoughtful: true })})`;
  return `--${c.field} ${c.given} conflicts with game code ${printed} (${c.field} ${c.fixed})`;
}

/**
 * The starting game of `klondike play`, by the engine's one start rule (`gameFromStart`): from
 * `--code` (which fixes draw, scoring, rules, thoughtful, variant and the deal: a flag that says
 * otherwise is refused, an agreeing one accepted), or from `--deck`/`--position` with the rules given
 * by the flags (defaults: `app`, draw 1, Normal, standard; the deck or position is read in the variant).
 * @throws CliError when no start or more than one is given, when the code, deck or position is bad,
 *   or when a flag conflicts with the code.
 * @param otherWay the command's own other way to say what to play, named when no start is given
 *   (`--session FILE` for `play`, `--batch FILE` for `solve`)
 */
export function startGame(flags: StartFlags, otherWay?: string): Game {
  const game = gameFromFields({
    code: flags.code,
    deck: flags.deck,
    position: flags.position,
    draw: flags.draw,
    scoring: flags.scoring,
    rules: flags.rules,
    thoughtful: flags.thoughtful,
    variant: flags.variant,
  });
  if (!game.ok) throw startFailure(game.error, flags, otherWay);
  return game.value;
}

/**
 * Plays move text (RULES §7, `U` = undo) from a game, in its variant's notation (`T9`, `F8` in Double Klondike).
 * @returns the game after every action
 * @throws CliError naming the 1-based action index and the token of a bad token or a refused action,
 *   e.g. `action 5 (T2-T5): no card of T2 fits on T5`
 */
export function playMoves(game: Game, moves: string): Game {
  const tokens = parseActions(moves, game.rules.variant);
  if (!tokens.ok) throw new CliError(tokens.error.message);
  const played = replay(
    game,
    tokens.value.map((t) => ({ action: t.action })),
  );
  if (played.ok) return played.value;
  const { index, refusal } = played.error;
  throw new CliError(illegalMessage(index, tokens.value[index - 1]!.token, refusal));
}
