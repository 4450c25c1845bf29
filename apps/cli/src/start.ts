import {
  gameFromCode,
  gameFromDeck,
  gameFromPosition,
  illegalMessage,
  makeGameCode,
  makeRules,
  parseActions,
  parseDeck,
  parseGameCode,
  parsePosition,
  replay,
  type Game,
  type GameCode,
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

/** Refuses `--draw/--scoring/--rules/--thoughtful` that disagree with a game code, which fixes them all (RULES §5). */
function checkAgainstCode(code: GameCode, flags: RulesFlags): void {
  const printed = makeGameCode(code);
  if (flags.draw !== undefined && flags.draw !== code.draw)
    throw new CliError(`--draw ${flags.draw} conflicts with game code ${printed} (draw ${code.draw})`);
  if (flags.scoring !== undefined && flags.scoring !== code.scoring)
    throw new CliError(`--scoring ${flags.scoring} conflicts with game code ${printed} (scoring ${code.scoring})`);
  if (flags.rules !== undefined && flags.rules !== code.preset)
    throw new CliError(`--rules ${flags.rules} conflicts with game code ${printed} (rules ${code.preset})`);
  if (flags.thoughtful === true && !code.thoughtful)
    throw new CliError(`--thoughtful conflicts with game code ${printed} (not thoughtful; a thoughtful code ends in T, e.g. ${makeGameCode({ ...code, thoughtful: true })})`);
}

/**
 * The starting game of `klondike play`: from `--code` (which fixes draw, scoring, rules and
 * thoughtful), or from `--deck`/`--position` with the rules given by the flags (defaults: `app`,
 * draw 1, Normal).
 * @throws CliError when no start or more than one is given, when the code, deck or position is bad,
 *   or when a flag conflicts with the code.
 */
export function startGame(flags: StartFlags): Game {
  const given = [flags.code, flags.deck, flags.position].filter((s) => s !== undefined).length;
  if (given === 0) throw new CliError('missing start: give one of --code, --deck or --position (or --session FILE)');
  if (given > 1) throw new CliError('give only one of --code, --deck or --position, not several');
  if (flags.code !== undefined) {
    const code = readGameCode(flags.code);
    checkAgainstCode(code, flags);
    return gameFromCode(code);
  }
  const rules = makeRules({
    ...(flags.rules === undefined ? {} : { preset: flags.rules }),
    ...(flags.draw === undefined ? {} : { draw: flags.draw }),
    ...(flags.scoring === undefined ? {} : { scoring: flags.scoring }),
    ...(flags.thoughtful === undefined ? {} : { thoughtful: flags.thoughtful }),
  });
  if (flags.deck !== undefined) {
    const deck = parseDeck(flags.deck);
    if (!deck.ok) throw new CliError(deck.error.message);
    return gameFromDeck(deck.value, rules);
  }
  const position = parsePosition(flags.position!);
  if (!position.ok) throw new CliError(withSubject('position', position.error.message));
  const game = gameFromPosition(position.value, rules);
  if (!game.ok) throw new CliError(withSubject('position', game.error.message));
  return game.value;
}

/** Prefixes the subject unless the engine's message already names it. */
const withSubject = (subject: string, message: string): string => (message.startsWith(subject) ? message : `${subject}: ${message}`);

/**
 * Plays move text (RULES §7, `U` = undo) from a game.
 * @returns the game after every action
 * @throws CliError naming the 1-based action index and the token of a bad token or a refused action,
 *   e.g. `action 5 (T2-T5): no card of T2 fits on T5`
 */
export function playMoves(game: Game, moves: string): Game {
  const tokens = parseActions(moves);
  if (!tokens.ok) throw new CliError(tokens.error.message);
  const played = replay(
    game,
    tokens.value.map((t) => ({ action: t.action })),
  );
  if (played.ok) return played.value;
  const { index, refusal } = played.error;
  throw new CliError(illegalMessage(index, tokens.value[index - 1]!.token, refusal));
}
