import { Command, CommanderError, Option } from 'commander';
import { dealDeck, gameSummary, makeDeck, makeGameCode, newGameCode } from '@klondike/engine';
import { CliError, oneLine } from './errors.js';
import { drawOption, refuseRepeatedOptions, rulesFlags, rulesOption, scoringOption, thoughtfulOption, type RawRulesFlags } from './options.js';
import { renderGame } from './render.js';
import { loadSessionFile, type Input } from './sessionFile.js';
import { playMoves, readGameCode, startGame } from './start.js';

/** The command's outside world: standard streams, so tests can run it in-process and the bin on the real ones. */
export interface Io extends Input {
  /** Receives everything for stdout at once, and only when the command succeeds. */
  stdout(text: string): void;
  /** Receives the single error line. */
  stderr(text: string): void;
}

interface PlayOptions extends RawRulesFlags {
  readonly code?: string;
  readonly deck?: string;
  readonly position?: string;
  readonly moves?: string;
  readonly session?: string;
  readonly json?: boolean;
}

/** `klondike deal CODE [--json]`: the deck string of a game code (RULES §2). */
function deal(codeText: string, options: { readonly json?: boolean }): string {
  const code = readGameCode(codeText);
  const deck = makeDeck(dealDeck(code.deal));
  if (!options.json) return deck;
  return JSON.stringify({ code: makeGameCode(code), dealNumber: code.deal, draw: code.draw, scoring: code.scoring, deck });
}

/** `klondike new [--draw] [--scoring] [--rules] [--thoughtful]`: a fresh random game code. */
function newCode(options: RawRulesFlags): string {
  const flags = rulesFlags(options);
  return makeGameCode(newGameCode(flags.draw ?? 1, flags.scoring ?? 'normal', flags.rules ?? 'app', flags.thoughtful ?? false));
}

/** `klondike play ...`: replays move text from a start, or a session file, and shows the end position. */
async function play(options: PlayOptions, input: Input): Promise<string> {
  if (options.session !== undefined) {
    const others = (['code', 'deck', 'position', 'moves', 'draw', 'scoring', 'rules', 'thoughtful'] as const).filter((k) => options[k] !== undefined);
    if (others.length > 0) throw new CliError(`--session replays a file on its own: do not combine it with ${others.map((k) => `--${k}`).join(', ')}`);
    const games = (await loadSessionFile(options.session, input)).map((s) => s.game);
    if (options.json) return games.map((g) => JSON.stringify(gameSummary(g))).join('\n');
    if (games.length === 1) return renderGame(games[0]!);
    return games.map((g, i) => `Session ${i + 1} of ${games.length}\n${renderGame(g)}`).join('\n\n');
  }
  const game = playMoves(startGame({ ...rulesFlags(options), ...pick(options, 'code', 'deck', 'position') }), options.moves ?? '');
  return options.json ? JSON.stringify(gameSummary(game)) : renderGame(game);
}

/** The listed keys of `options` that are set, for `exactOptionalPropertyTypes`. */
function pick<K extends 'code' | 'deck' | 'position'>(options: PlayOptions, ...keys: K[]): { [P in K]?: string } {
  const out: { [P in K]?: string } = {};
  for (const k of keys) if (options[k] !== undefined) out[k] = options[k];
  return out;
}

/** Builds the commander program; `emit` receives each command's output. */
function program(emit: (text: string) => void, input: Input, helpOut: string[]): Command {
  const cli = new Command('klondike')
    .description('Klondike Solitaire on the command line: deals, game codes and replays (RULES.md)')
    // Settings first: commander copies them to subcommands created afterwards.
    .exitOverride()
    .configureOutput({ writeOut: (s) => helpOut.push(s), writeErr: () => {}, outputError: () => {} })
    .showHelpAfterError(false);

  cli
    .command('deal')
    .description('print the deck string of a game code (52 cards: T1, T2 ... T7 bottom first, then the stock)')
    .argument('<code>', 'game code, e.g. KL1-D1N-AAAAAAG')
    .option('--json', 'print {"code","dealNumber","draw","scoring","deck"}')
    .action((code: string, options: { json?: boolean }) => emit(deal(code, options)));

  cli
    .command('new')
    .description('print a game code for a fresh random deal')
    .addOption(drawOption().default('1'))
    .addOption(scoringOption().default('normal'))
    .addOption(rulesOption().default('app'))
    .addOption(thoughtfulOption())
    .action((options: RawRulesFlags) => emit(newCode(options)));

  cli
    .command('play')
    .description('play actions from a game code, deck or position (or replay a session file) and show the end position')
    .addOption(new Option('--code <code>', 'start from a game code (it fixes draw, scoring and rules)'))
    .addOption(new Option('--deck <deck>', 'start from a deck string (52 cards)'))
    .addOption(new Option('--position <position>', 'start from a position text (RULES §9; parts separated by ";" or new lines)'))
    .addOption(drawOption())
    .addOption(scoringOption())
    .addOption(rulesOption())
    .addOption(thoughtfulOption())
    .addOption(new Option('--moves <actions>', 'actions in notation, e.g. "D W-T3 T2-F U" (U = undo)'))
    .addOption(new Option('--session <file>', 'replay a session file (JSON or NDJSON); "-" reads stdin'))
    .option('--json', 'print the end result as JSON, one object per game')
    .action(async (options: PlayOptions) => emit(await play(options, input)));

  refuseRepeatedOptions(cli);
  return cli;
}

/**
 * Runs the `klondike` command line.
 * On success everything goes to `io.stdout` at once and the status is 0; on any failure (bad input,
 * unknown option, missing argument, even an internal error) nothing goes to stdout, exactly one line
 * `klondike: <what is wrong>` goes to `io.stderr`, and the status is 1. `--help` prints to stdout, status 0.
 * @param argv the arguments after the program name
 * @returns the exit status
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const output: string[] = [];
  const helpOut: string[] = [];
  try {
    await program((text) => output.push(text + '\n'), io, helpOut).parseAsync([...argv], { from: 'user' });
    io.stdout(output.join(''));
    return 0;
  } catch (e) {
    if (e instanceof CommanderError && e.exitCode === 0) {
      io.stdout(helpOut.join(''));
      return 0;
    }
    io.stderr(`klondike: ${describe(e, argv)}\n`);
    return 1;
  }
}

/** One line saying what went wrong, whatever was thrown. */
function describe(e: unknown, argv: readonly string[]): string {
  if (e instanceof CommanderError) {
    // Commander shows the whole help on stderr for no command and for `help <unknown>`: one line instead.
    if (e.code === 'commander.help')
      return `${argv.length === 0 ? 'missing command' : `unknown command '${argv[argv.length - 1]}'`}: use deal, new or play (see klondike --help)`;
    return oneLine(e.message.replace(/^error:\s*/, ''));
  }
  if (e instanceof CliError) return oneLine(e.message);
  return oneLine(`internal error: ${e instanceof Error ? e.message : String(e)}`);
}
