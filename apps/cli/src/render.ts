import { modeLabel, modeOfRules } from '@klondike/analysis';
import {
  cardOf,
  foundationSuit,
  gamePosition,
  gameSummary,
  journalCounts,
  makeCard,
  makeGameCode,
  printableText,
  type Column,
  type Game,
  type Rank,
} from '@klondike/engine';

/** Width of one card cell in the tableau picture: `[Th]` is the widest cell. */
const CELL = 4;

/** One tableau cell: a face-up card, `##` for a face-down one, or `[7h]` for a face-down one shown in a thoughtful game. */
function cell(column: Column, row: number, thoughtful: boolean): string {
  const c = column.cards[row];
  if (c === undefined) return row === 0 ? '--' : '';
  if (row >= column.down) return makeCard(c);
  return thoughtful ? `[${makeCard(c)}]` : '##';
}

/**
 * What the game was started from: its code, or the kind of start and the mode of a deck or position
 * start, by the one mode label (`@klondike/analysis`'s `modeLabel`, as the report and the player name modes).
 */
function describeStart(game: Game): string {
  const { start, rules } = game;
  if (start.kind === 'code') return makeGameCode(start.code);
  return `${start.kind}, ${modeLabel(modeOfRules(rules), 'en')}`;
}

/**
 * A readable text picture of a game's current position (the `klondike play` text output):
 * start, foundations (F1..F8 in Double Klondike), stock count, waste top cards, the columns (7, or 9) side by side (bottom card in
 * the first row; face-down cards `##`, or `[7h]` in a thoughtful game, where the stock order is
 * shown too), then score text, pass, undoable actions and whether the game is won, then the
 * journal's counts (`journalCounts`: actions that are not undos, undos, actions in effect).
 * @returns lines joined by `\n`, without a trailing newline
 */
export function renderGame(game: Game): string {
  const p = gamePosition(game);
  const s = gameSummary(game);
  const { rules } = game;
  const lines: string[] = [];
  lines.push(`Game: ${describeStart(game)}`);
  lines.push(
    'Foundations: ' +
      p.foundations
        .map((n, k) => `F${k + 1} ${n === 0 ? '--' : makeCard(cardOf(foundationSuit(k), n as Rank))}`)
        .join('  '),
  );
  // The stock is a stack whose next card is last; print it first drawn first, as RULES §9 does.
  const stockOrder =
    rules.thoughtful && p.stock.length > 0
      ? `  (next first: ${p.stock.slice().reverse().map(makeCard).join(' ')})`
      : '';
  lines.push(`Stock: ${p.stock.length}${stockOrder}`);
  const top = p.waste.slice(-rules.draw).map(makeCard).join(' ');
  lines.push(`Waste: ${p.waste.length}${top ? `  top: ${top}` : ''}`);
  lines.push('');
  const rows = Math.max(1, ...p.tableau.map((c) => c.cards.length));
  lines.push(
    p.tableau
      .map((_, i) => `T${i + 1}`.padEnd(CELL))
      .join(' ')
      .trimEnd(),
  );
  for (let row = 0; row < rows; row++)
    lines.push(
      p.tableau
        .map((column) => cell(column, row, rules.thoughtful).padEnd(CELL))
        .join(' ')
        .trimEnd(),
    );
  lines.push('');
  const passes = rules.passes === Infinity ? ' (no limit)' : ` of ${rules.passes}`;
  lines.push(
    `Score: ${s.scoreText}   Pass: ${p.pass}${passes}   Undoable: ${s.undoable}   Won: ${s.won ? 'yes' : 'no'}`,
  );
  const counts = journalCounts(game);
  lines.push(`Actions: ${counts.actions}   Undos: ${counts.undos}   In effect: ${counts.inEffect}`);
  return lines.join('\n');
}

/**
 * The line that heads the text of a session read only in part (refused at an action, its valid prefix
 * kept), so its results are not taken for the whole game's:
 * `As far as the file could be read: stopped at action 6 (ERR_ILLEGAL: action 6 (T2-T5): ...)`.
 */
export const stoppedLine = (stoppedAt: { readonly actionIndex: number; readonly reason: string }): string =>
  `As far as the file could be read: stopped at action ${stoppedAt.actionIndex} (${printableText(stoppedAt.reason)})`;

/**
 * One text block per session of a file, as `play --session`, `lost-at` and `review` print them: the
 * block alone for one session, each headed `Session i of n (file:line)` for several, so a block can be
 * found in the file (its name's control characters made visible); a session read only in part says
 * where it stopped on its first line ({@link stoppedLine}).
 * @param blocks each session's place (`file:line`, as the analysis package's `sourceOf` names it), text,
 *   and where it stopped when read only in part
 */
export const perSession = (
  blocks: readonly {
    readonly source: string;
    readonly text: string;
    readonly stoppedAt?: { readonly actionIndex: number; readonly reason: string } | undefined;
  }[],
): string => {
  const texts = blocks.map((b) => (b.stoppedAt ? `${stoppedLine(b.stoppedAt)}\n${b.text}` : b.text));
  return texts.length === 1
    ? texts[0]!
    : texts
        .map((text, i) => `Session ${i + 1} of ${texts.length} (${printableText(blocks[i]!.source)})\n${text}`)
        .join('\n\n');
};
