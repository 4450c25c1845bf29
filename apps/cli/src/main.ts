import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { dealDeck, gameSummary, makeDeck, makeGameCode, newGameCode, printableText, VARIANTS } from '@klondike/engine';
import { CliError, oneLine, PartialFailure } from './errors.js';
import {
  drawOption,
  refuseRepeatedOptions,
  rulesFlags,
  rulesOption,
  scoringOption,
  thoughtfulOption,
  variantOption,
  type RawRulesFlags,
} from './options.js';
import { perSession, renderGame } from './render.js';
import { loadSessionFile, placeFields, type Input } from './sessionFile.js';
import { setAsideNote } from './setAside.js';
import { playMoves, readGameCode, startGame } from './start.js';
import { batchJson, batchTable, readBatchFile, solveBatch } from './batch.js';
import { plural } from './plural.js';
import {
  DEFAULT_LOST_AT_CPU_MS,
  lostAtBudget,
  lostAtJson,
  renderLostAt,
  type LostAtBudgetOptions,
} from './lostAtCommand.js';
import { wholeNumberParser } from './numbers.js';
import { renderSolve, solveReport, solveStart } from './solveGame.js';
import { timeBudget } from './solverBudget.js';
import { DEFAULT_ANALYZE_SOLVE_MS, type AnalyzeOptions } from './analyze/options.js';
import type { SimulateOptions } from './simulateCommand.js';
import type { ReviewCommandOptions } from './review/command.js';
import { DEFAULT_SAMPLES, DEFAULT_SEED, MAX_SAMPLES } from '@klondike/review';

/** The command's outside world: standard streams, so tests can run it in-process and the bin on the real ones. */
export interface Io extends Input {
  /**
   * Receives everything for stdout at once, and only when the command succeeds; except the rows of
   * `analyze --json` and `--csv`, written piece by piece as they are read from the database (see {@link run}).
   * @returns false when the stream is full: the next piece waits for {@link Io.drain}
   */
  stdout(text: string): boolean | void;
  /** Resolves when a full stdout can take more (Node's `drain` event); absent, nothing is waited for. */
  readonly drain?: () => Promise<void>;
  /** Receives the single error line. */
  stderr(text: string): void;
  /** Width of the terminal stdout goes to, for wrapping long lines (default 80). */
  readonly columns?: number;
  /** Where `solve --batch` draws its progress bar: set only when stderr is a terminal. */
  readonly progress?: NodeJS.WritableStream;
  /**
   * Starts catching Ctrl-C while a batch runs: the signal aborts on it (the worker pool stops and the
   * batch fails with `interrupted`); `release` restores the default. Absent: nothing interrupts a batch.
   */
  readonly catchInterrupt?: () => { readonly signal: AbortSignal; release(): void };
}

/**
 * The CLI package's version, from its `package.json` (one directory above `src/` and `dist/` alike),
 * for `klondike --version`.
 */
function cliVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

/** The solver's time budget per call when `--timeout-ms` is not given (the solver's own default). */
const DEFAULT_TIMEOUT_MS = 10_000;
/** The most milliseconds `--timeout-ms` accepts: one day. */
const MAX_TIMEOUT_MS = 86_400_000;
/** The most worker threads `--jobs` accepts. */
const MAX_JOBS = 256;
/** The most games `simulate --games` plays in one run. */
const MAX_SIMULATED_GAMES = 100_000_000;

interface SolveOptions extends RawRulesFlags {
  readonly code?: string;
  readonly deck?: string;
  readonly position?: string;
  readonly batch?: string;
  readonly jobs?: number;
  readonly timeoutMs?: number;
  readonly cpuMs?: number;
  readonly json?: boolean;
}

interface LostAtOptions extends LostAtBudgetOptions {
  readonly session: string;
  readonly json?: boolean;
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
  const deck = makeDeck(dealDeck(code.deal, VARIANTS[code.variant ?? 'standard']));
  if (!options.json) return deck;
  // the variant is named only for another variant, as a session names it (RULES §10)
  const variant = code.variant === undefined || code.variant === 'standard' ? {} : { variant: code.variant };
  return JSON.stringify({
    code: makeGameCode(code),
    dealNumber: code.deal,
    draw: code.draw,
    scoring: code.scoring,
    rules: code.preset,
    thoughtful: code.thoughtful,
    ...variant,
    deck,
  });
}

/** `klondike new [--draw] [--scoring] [--rules] [--thoughtful] [--variant]`: a fresh random game code. */
function newCode(options: RawRulesFlags): string {
  const flags = rulesFlags(options);
  return makeGameCode(
    newGameCode(
      flags.draw ?? 1,
      flags.scoring ?? 'normal',
      flags.rules ?? 'app',
      flags.thoughtful ?? false,
      flags.variant ?? 'standard',
    ),
  );
}

/**
 * What a command that reads a session file produced: the text for stdout (the sessions it read), and
 * one line per record of the file it refused (`file:line: why`), each a stderr line with status 1;
 * `note`, the sessions kept with a value set aside (`setAsideNote`), a stderr line that leaves the status as it is.
 */
interface CommandOutput {
  readonly output: string;
  readonly problems: readonly string[];
  readonly note?: string;
}

/** `klondike play ...`: replays move text from a start, or a session file, and shows the end position. */
async function play(options: PlayOptions, input: Input): Promise<CommandOutput> {
  if (options.session !== undefined) {
    const others = (
      ['code', 'deck', 'position', 'moves', 'draw', 'scoring', 'rules', 'thoughtful', 'variant'] as const
    ).filter((k) => options[k] !== undefined);
    if (others.length > 0)
      throw new CliError(
        `--session replays a file on its own: do not combine it with ${others.map((k) => `--${k}`).join(', ')}`,
      );
    const { sessions, problems, setAside } = await loadSessionFile(options.session, input);
    const output = options.json
      ? sessions.map((s) => JSON.stringify({ ...gameSummary(s.game), ...placeFields(s) })).join('\n')
      : perSession(sessions.map((s) => ({ ...placeFields(s), text: renderGame(s.game) })));
    return { output, problems, note: setAsideNote(setAside) };
  }
  const game = playMoves(
    startGame({ ...rulesFlags(options), ...pick(options, 'code', 'deck', 'position') }, '--session FILE'),
    options.moves ?? '',
  );
  return { output: options.json ? JSON.stringify(gameSummary(game)) : renderGame(game), problems: [] };
}

/**
 * `klondike solve ...`: decides a start position with the solver, or every game of a
 * batch file in worker threads. A verdict (won, lost, unknown) is a success; only bad input fails.
 */
async function solveCommand(options: SolveOptions, io: Io): Promise<CommandOutput> {
  const budget = timeBudget(options.timeoutMs, options.cpuMs, DEFAULT_TIMEOUT_MS);
  const width = io.columns ?? 80;
  if (options.batch !== undefined) {
    const starts = (['code', 'deck', 'position'] as const).filter((k) => options[k] !== undefined);
    if (starts.length > 0)
      throw new CliError(
        `--batch reads its games from the file: do not combine it with ${starts.map((k) => `--${k}`).join(', ')}`,
      );
    const lines = await readBatchFile(options.batch, io);
    const interrupt = io.catchInterrupt?.();
    try {
      const rows = await solveBatch(lines, {
        budget,
        rules: rulesFlags(options),
        ...(options.jobs === undefined ? {} : { jobs: options.jobs }),
        ...(io.progress && !options.json ? { progress: io.progress } : {}),
        ...(interrupt ? { signal: interrupt.signal } : {}),
      });
      const output = options.json ? batchJson(rows) : batchTable(rows);
      // a refused line is bad input: every line's result is printed, and the batch fails (status 1)
      const invalid = rows.filter((r) => 'error' in r).length;
      const refused = `${invalid.toLocaleString('en-US')} ${plural('en', invalid, { one: 'invalid line', other: 'invalid lines' })}`;
      const problems =
        invalid === 0
          ? []
          : invalid === rows.length
            ? [`no valid game in the batch file: ${refused} (listed above)`]
            : [`${refused} of ${rows.length.toLocaleString('en-US')} in the batch file (listed above)`];
      return { output, problems };
    } finally {
      interrupt?.release();
    }
  }
  if (options.jobs !== undefined) throw new CliError('--jobs only applies to --batch FILE');
  const report = solveReport(
    solveStart({ ...rulesFlags(options), ...pick(options, 'code', 'deck', 'position') }, budget, '--batch FILE'),
  );
  return { output: options.json ? JSON.stringify(report) : renderSolve(report, width), problems: [] };
}

/** `klondike lost-at --session FILE`: where each recorded game of the file was lost, if it was. */
async function lostAtCommand(options: LostAtOptions, io: Io): Promise<CommandOutput> {
  const budget = lostAtBudget(options);
  const { sessions, problems, setAside } = await loadSessionFile(options.session, io);
  const reports = sessions.map((s) => ({ place: placeFields(s), report: lostAtJson(s.game, budget) }));
  const output = options.json
    ? reports.map((r) => JSON.stringify({ ...r.report, ...r.place })).join('\n')
    : perSession(reports.map((r) => ({ ...r.place, text: renderLostAt(r.report, io.columns ?? 80) })));
  return { output, problems, note: setAsideNote(setAside) };
}

/** The listed keys of `options` that are set, for `exactOptionalPropertyTypes`. */
function pick<K extends 'code' | 'deck' | 'position'>(
  options: PlayOptions | SolveOptions,
  ...keys: K[]
): { [P in K]?: string } {
  const out: { [P in K]?: string } = {};
  for (const k of keys) if (options[k] !== undefined) out[k] = options[k];
  return out;
}

/** A command's `--help` examples: each line after `$ klondike `. */
const examples = (...lines: string[]): string => `\nExamples:\n${lines.map((l) => `  $ klondike ${l}`).join('\n')}\n`;

/**
 * Builds the commander program; `emit` receives each command's output, `stream` writes an output that
 * goes out piece by piece (what `emit` holds goes first).
 */
function program(
  emit: (text: string) => void,
  stream: (pieces: AsyncIterable<string>) => Promise<void>,
  io: Io,
  helpOut: string[],
): Command {
  const input: Input = io;
  /** Emits what a command read; the records it refused make it a {@link PartialFailure} (status 1, one stderr line each). */
  // a note's lines with their control characters as escapes, its line breaks kept
  const note = (text: string): void => io.stderr(text.split('\n').map(printableText).join('\n'));
  const finish = ({ output, problems, note: setAside }: CommandOutput): void => {
    if (output !== '') emit(output);
    if (setAside) note(setAside);
    if (problems.length > 0) throw new PartialFailure(problems);
  };
  const cli = new Command('klondike')
    .description('Klondike Solitaire on the command line: deals, game codes, replays and the solver (RULES.md)')
    // Settings first: commander copies them to subcommands created afterwards.
    .exitOverride()
    .configureOutput({ writeOut: (s) => helpOut.push(s), writeErr: () => {}, outputError: () => {} })
    .showHelpAfterError(false)
    .version(cliVersion(), '-V, --version', "print the klondike command's version");

  cli
    .command('deal')
    .description(
      'print the deck string of a game code (52 cards: T1, T2 ... T7 bottom first, then the stock; 104 cards and T1 .. T9 for a Double Klondike code, 54 with two Jk for a jokers code)',
    )
    .argument('<code>', 'game code, e.g. KL1-D1N-AAAAAAG')
    .option(
      '--json',
      'print {"code","dealNumber","draw","scoring","rules","thoughtful","variant","deck"}: rules is the preset (app, classic or stilldeck); variant (double or jokers) only for a code of another variant than standard',
    )
    .action((code: string, options: { json?: boolean }) => emit(deal(code, options)));

  cli
    .command('new')
    .description('print a game code for a fresh random deal')
    .addOption(drawOption().default('1'))
    .addOption(scoringOption().default('normal'))
    .addOption(rulesOption().default('app'))
    .addOption(thoughtfulOption())
    .addOption(variantOption().default('standard'))
    .action((options: RawRulesFlags) => emit(newCode(options)));

  cli
    .command('play')
    .description('play actions from a game code, deck or position (or replay a session file) and show the end position')
    .addOption(new Option('--code <code>', 'start from a game code (it fixes draw, scoring and rules)'))
    .addOption(
      new Option(
        '--deck <deck>',
        'start from a deck string (52 cards; 104 with --variant double, 54 with --variant jokers)',
      ),
    )
    .addOption(
      new Option('--position <position>', 'start from a position text (RULES §9; parts separated by ";" or new lines)'),
    )
    .addOption(drawOption())
    .addOption(scoringOption())
    .addOption(rulesOption())
    .addOption(thoughtfulOption())
    .addOption(variantOption())
    .addOption(new Option('--moves <actions>', 'actions in notation, e.g. "D W-T3 T2-F U" (U = undo)'))
    .addOption(new Option('--session <file>', 'replay a session file (JSON or NDJSON); "-" reads stdin'))
    .option('--json', 'print the end result as JSON, one object per game')
    .action(async (options: PlayOptions) => finish(await play(options, input)));

  const timeoutOption = (): Option =>
    new Option(
      '--timeout-ms <n>',
      `time budget of each solver call in milliseconds (default ${DEFAULT_TIMEOUT_MS.toLocaleString('en-US')})`,
    ).argParser(wholeNumberParser('timeout-ms', MAX_TIMEOUT_MS));
  /** `--cpu-ms`, with what the description says first (`with --solve: `) and last */
  const cpuOption = (first = '', last = ''): Option =>
    new Option(
      '--cpu-ms <n>',
      `${first}CPU time budget of each solver call in milliseconds, in place of the time budget (the same answer on a busy machine)${last}`,
    ).argParser(wholeNumberParser('cpu-ms', MAX_TIMEOUT_MS));

  cli
    .command('solve')
    .description(
      'decide whether a game can be won from its start (won with a winning line, proven lost, or unknown within the time budget)',
    )
    .addOption(new Option('--code <code>', 'solve a game code (it fixes draw, scoring and rules)'))
    .addOption(new Option('--deck <deck>', 'solve a deck string (52 cards: the solver plays standard Klondike only)'))
    .addOption(new Option('--position <position>', 'solve a position text (RULES §9)'))
    .addOption(drawOption())
    .addOption(scoringOption())
    .addOption(rulesOption())
    .addOption(thoughtfulOption())
    .addOption(variantOption())
    .addOption(timeoutOption())
    .addOption(
      cpuOption(
        '',
        "; --timeout-ms then only adds a wall-time limit. With --batch it runs one worker thread: the CPU time counted is the whole process's (Node 20 has no clock of one thread), so in several threads each game would be charged the others' time",
      ),
    )
    .addOption(
      new Option(
        '--batch <file>',
        'solve every line of a file (a game code or deck per line; blank lines and # comments skipped) in worker threads; "-" reads stdin',
      ),
    )
    .addOption(
      new Option(
        '--jobs <n>',
        'worker threads for --batch (default: the available cores; 1, the only choice, with --cpu-ms)',
      ).argParser(wholeNumberParser('jobs', MAX_JOBS)),
    )
    .option('--json', 'print {"result","line","nodes","positions","ms"} (NDJSON with --batch)')
    .addHelpText(
      'after',
      '\nExit status: 0 when a verdict is given (won, lost or unknown) for the game, or with --batch for every line;\n' +
        '1 when a line of a batch is invalid (every line is still listed, the valid ones solved), or on an error.\n' +
        examples(
          'solve --code KL1-D1N-AAAAAAM --cpu-ms 30000',
          'solve --deck "$(klondike deal KL1-D3N-AAAAAAH)" --draw 3 --timeout-ms 2000',
          'solve --batch deals.txt --jobs 2 --json > verdicts.ndjson',
        ),
    )
    .action(async (options: SolveOptions) => finish(await solveCommand(options, io)));

  cli
    .command('lost-at')
    .description(
      'find where a recorded game was lost: winnable at the deal, the losing action, a winning line from the last winnable position',
    )
    .requiredOption('--session <file>', 'a session file (JSON or NDJSON, one report per session); "-" reads stdin')
    .addOption(
      new Option(
        '--cpu-ms <n>',
        `CPU time budget of each solver call in milliseconds (default ${DEFAULT_LOST_AT_CPU_MS.toLocaleString('en-US')}): the same answer on a busy machine`,
      ).argParser(wholeNumberParser('cpu-ms', MAX_TIMEOUT_MS)),
    )
    .addOption(
      new Option(
        '--timeout-ms <n>',
        'also stop each solver call after this many milliseconds of wall time (default: no wall-time limit)',
      ).argParser(wholeNumberParser('timeout-ms', MAX_TIMEOUT_MS)),
    )
    .option('--json', 'print one JSON report per session')
    .addHelpText(
      'after',
      examples(
        'lost-at --session game.json',
        'lost-at --session games.ndjson --json > lost.ndjson',
        'lost-at --session hard-game.json --cpu-ms 30000',
      ),
    )
    .action(async (options: LostAtOptions) => finish(await lostAtCommand(options, io)));

  cli
    .command('review')
    .description(
      'review recorded games move by move: after each journal entry the exact verdict, the chance to win with what the player could see (pWin, by sampling the unseen cards), the best action, the kind of each action (best, good, inaccuracy, mistake, blunder), the luck of the cards; then the accuracy, where the game was lost and whether to a mistake or to the cards, the critical moments',
    )
    .requiredOption('--session <file>', 'a session file (JSON or NDJSON, one review per session); "-" reads stdin')
    .addOption(
      new Option(
        '--samples <k>',
        `sampled arrangements of the unseen cards per position (default ${DEFAULT_SAMPLES}); more is slower and steadier`,
      ).argParser(wholeNumberParser('samples', MAX_SAMPLES)),
    )
    .addOption(
      new Option(
        '--seed <s>',
        `seed of the samples: the same session, samples and seed give the same numbers (default ${DEFAULT_SEED})`,
      ).argParser(wholeNumberParser('seed', 0xffffffff)),
    )
    .addOption(
      new Option(
        '--timeout-ms <n>',
        'also limit each exact solver call to this many milliseconds (default: a node budget only, so the numbers do not depend on the machine)',
      ).argParser(wholeNumberParser('timeout-ms', MAX_TIMEOUT_MS)),
    )
    .addOption(
      new Option(
        '--jobs <n>',
        'worker threads for a file of several sessions (default: the available cores)',
      ).argParser(wholeNumberParser('jobs', MAX_JOBS)),
    )
    .option(
      '--json',
      'print one JSON object per session, one a line: {"verdict","lostAt","accuracy","moves":[{"journalIndex","action","winnable","pWin","best","pWinBest","kind","luck"}],"critical","samples","seed","stopped"}',
    )
    .addHelpText(
      'after',
      examples(
        'review --session game.json',
        'review --session games.ndjson --samples 64 --seed 7 --json > reviews.ndjson',
        'review --session - --jobs 2 < mine.ndjson',
      ),
    )
    .action(async (options: ReviewCommandOptions) => {
      // the review and its worker pool load only for this command
      const { reviewCommand } = await import('./review/command.js');
      finish(await reviewCommand(options, io));
    });

  cli
    .command('analyze')
    .description(
      'analyse recorded sessions: one summary row per session in DuckDB, aggregate tables (win rate, scores, durations, undos, think times, deals)',
    )
    .argument(
      '<files...>',
      'session files (JSON or NDJSON) or folders (searched recursively for *.json, *.ndjson, *.jsonl); "-" reads stdin',
    )
    .addOption(
      new Option(
        '--db <file>',
        'keep the DuckDB database in this file (tables sessions and think_times; default in memory)',
      ),
    )
    .addOption(
      new Option(
        '--parquet <dir>',
        'write the tables as Parquet under this folder, partitioned by rules, draw and scoring (an empty or new folder, unless --append)',
      ),
    )
    .option(
      '--append',
      'with --parquet: add to the tables already in the folder; sessions already there (by session_key) are not written again',
    )
    .addOption(new Option('--html <file>', 'write a self-contained HTML report with charts'))
    .addOption(new Option('--lang <lang>', 'language of the HTML report').choices(['en', 'he', 'nl']).default('en'))
    .option('--json', 'print {"sessions": [...], "invalid": [...], "aggregate": {...}}')
    .option('--csv', 'print one CSV line per session')
    .option('--solve', 'ask the solver whether each deal was winnable and where a game not won was lost')
    .option(
      '--review',
      'review each game as klondike review does (default samples and seed; seconds per game): per mode, the lost games lost to a mistake or to the cards, the mean accuracy, inaccuracies, mistakes and blunders per game',
    )
    .addOption(
      new Option(
        '--timeout-ms <n>',
        `with --solve: time budget of each solver call in milliseconds (default ${DEFAULT_ANALYZE_SOLVE_MS.toLocaleString('en-US')})`,
      ).argParser(wholeNumberParser('timeout-ms', MAX_TIMEOUT_MS)),
    )
    .addOption(cpuOption('with --solve: '))
    .addOption(
      new Option(
        '--jobs <n>',
        'threads that fold the sessions, the main thread among them (default: one per core for 16 MB of input or more without --solve and --review, else 1)',
      ).argParser(wholeNumberParser('jobs', MAX_JOBS)),
    )
    .addHelpText(
      'after',
      '\nExit status: 0 when the analysis is made (invalid sessions beside valid ones are listed and left out);\n' +
        '1 when no valid session was read: some were refused (each still listed, with its file:line and reason)\n' +
        'or the input held none (an empty folder, empty files),\n' +
        'or on an error.\n' +
        examples(
          'analyze games/ --html report.html --lang nl',
          'analyze games/*.ndjson --db games.duckdb --parquet tables/ --append',
          'analyze - --solve --cpu-ms 5000 --json < mine.ndjson',
        ),
    )
    .action(async (files: string[], options: AnalyzeOptions) => {
      // DuckDB and the worker pool load only for this command
      const { analyzeCommand } = await import('./analyze/command.js');
      await analyzeCommand(
        files,
        options,
        {
          ...io,
          note,
          ...(io.progress ? { progress: io.progress } : {}),
        },
        stream,
      );
    });

  cli
    .command('simulate')
    .description(
      'play games with a simple human-like bot and write them as NDJSON session files (for benchmarks and tests)',
    )
    .requiredOption('--games <n>', 'how many games to play', wholeNumberParser('games', MAX_SIMULATED_GAMES))
    .requiredOption('--out <dir>', 'folder for the files simulated-SEED-0001.ndjson, ... (10,000 games each)')
    .addOption(
      new Option('--seed <s>', 'seed of every choice: the same seed writes the same files (default 1)').argParser(
        wholeNumberParser('seed', 0xffffffff),
      ),
    )
    .addHelpText('after', examples('simulate --games 1000 --out games/', 'simulate --games 100000 --out big/ --seed 7'))
    .action(async (options: SimulateOptions) => {
      const { simulateCommand } = await import('./simulateCommand.js');
      emit(await simulateCommand(options, io.progress));
    });

  refuseRepeatedOptions(cli);
  return cli;
}

/** A failure after part of a streamed output was written: that part stays on stdout. */
class IncompleteOutput extends Error {
  override readonly name = 'IncompleteOutput';
}

/**
 * Runs the `klondike` command line.
 * On success everything goes to `io.stdout` at once and the status is 0; on any failure (bad input,
 * unknown option, missing argument, even an internal error) nothing goes to stdout, exactly one line
 * `klondike: <what is wrong>` goes to `io.stderr`, and the status is 1. `--help` prints to stdout, status 0.
 * A command that did part of its work (`review` of a file where some sessions are bad) prints what it
 * did to stdout, one stderr line per input that failed, and returns 1.
 * `analyze --json` and `--csv` stream their rows, so memory does not grow with them: every other step
 * (reading, folding, the aggregates, Parquet, HTML) is done before the first piece is written, and a
 * failure then is as above; a failure after a piece was written (the database failing to give its
 * rows, an `io.stdout` that throws) leaves what was written on stdout, says
 * `klondike: the output above is incomplete: <what>` on stderr, and the status is 1. (The bin ends the
 * process itself on a stdout error: `klondike: cannot write output: <what>`, status 1.)
 * @param argv the arguments after the program name
 * @returns the exit status
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const output: string[] = [];
  const helpOut: string[] = [];
  let written = false;
  const stream = async (pieces: AsyncIterable<string>): Promise<void> => {
    const write = async (text: string): Promise<void> => {
      if (text === '') return;
      const more = io.stdout(text);
      written = true;
      if (more === false) await io.drain?.();
    };
    try {
      await write(output.splice(0).join(''));
      for await (const piece of pieces) await write(piece);
    } catch (e) {
      if (!written) throw e;
      throw new IncompleteOutput(oneLine(e instanceof Error ? e.message : String(e)));
    }
  };
  try {
    await program((text) => output.push(text + '\n'), stream, io, helpOut).parseAsync([...argv], { from: 'user' });
    if (!written || output.length > 0) io.stdout(output.join(''));
    return 0;
  } catch (e) {
    if (e instanceof IncompleteOutput) {
      io.stderr(`klondike: the output above is incomplete: ${e.message}\n`);
      return 1;
    }
    if (e instanceof PartialFailure) {
      io.stdout(output.join(''));
      io.stderr(e.problems.map((p) => `klondike: ${oneLine(p)}\n`).join(''));
      return 1;
    }
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
      return `${argv.length === 0 ? 'missing command' : `unknown command '${argv[argv.length - 1]}'`}: use deal, new, play, solve, lost-at, review, analyze or simulate (see klondike --help)`;
    return oneLine(e.message.replace(/^error:\s*/, ''));
  }
  if (e instanceof CliError) return oneLine(e.message);
  return oneLine(`internal error: ${e instanceof Error ? e.message : String(e)}`);
}
