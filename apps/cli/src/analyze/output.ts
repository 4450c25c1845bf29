import type { Analysis } from './types.js';
import type { QueryRows, SessionRows } from './db.js';
import { SESSION_COLUMNS } from './columns.js';
import { SCORE_BIN_WIDTH } from './bins.js';
import { plural } from '../plural.js';

/** The row fields printed by `--json` and `--csv`, in order: every column of the sessions table (the think times stay in the database). */
const ROW_FIELDS = SESSION_COLUMNS.map((c) => c.field);

/**
 * `--json`: one object `{"sessions": [...], "files": n, "filesWithSessions": n, "skippedFiles": n, "invalid":
 * [{"source", "reason", "actionIndex"?, "token"?, "pile"?}], "aggregate": {query name: rows}, "duplicates": n, "parquet"?: {written, skipped}}`
 * (the counts of the terminal's first line), written as it is made: `sessions` holds
 * {@link ROW_FIELDS} of each row in input order, one piece per chunk of the table; the rest is one piece.
 * @param chunks the sessions table's rows
 * @returns the pieces of the text, ending with a newline
 */
export async function* analyzeJson(a: Analysis, chunks: SessionRows): AsyncGenerator<string> {
  yield '{"sessions":[';
  let first = true;
  for await (const rows of chunks)
    if (rows.length > 0) {
      const text = rows
        .map((values) => JSON.stringify(Object.fromEntries(ROW_FIELDS.map((f, i) => [f, values[i]]))))
        .join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
  const rest = JSON.stringify({
    files: a.files,
    filesWithSessions: a.filesWithSessions,
    skippedFiles: a.skippedFiles ?? 0,
    invalid: a.invalid,
    aggregate: a.aggregate,
    duplicates: a.duplicates,
    ...(a.parquet === undefined ? {} : { parquet: a.parquet }),
  });
  yield `],${rest.slice(1)}\n`;
}

const csvCell = (v: string | number | boolean | null): string => {
  if (v === null) return '';
  const text = String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * `--csv`: a header line of the table's snake_case column names and one line per session (RFC 4180
 * quoting; empty for null), in input order, written as it is made: one piece per chunk of the table.
 * @param chunks the sessions table's rows
 * @returns the pieces of the text, ending with a newline
 */
export async function* analyzeCsv(chunks: SessionRows): AsyncGenerator<string> {
  yield SESSION_COLUMNS.map((c) => c.column).join(',');
  for await (const rows of chunks)
    if (rows.length > 0) yield `\n${rows.map((values) => values.map(csvCell).join(',')).join('\n')}`;
  yield '\n';
}

/** The headings of the terminal tables, by query name, in the order shown. */
const SECTIONS: readonly [string, string][] = [
  ['overview', 'Overview'],
  ['win_rate', 'Win rate per mode (rules, draw, scoring, variant, Thoughtful)'],
  [
    'score_distribution',
    `Score distribution (bins of ${SCORE_BIN_WIDTH.normal} points or ${SCORE_BIN_WIDTH.vegas} dollars)`,
  ],
  ['actions_distribution', 'Actions per game (bins of 25)'],
  ['duration_distribution', 'Duration (minutes)'],
  ['undos_by_result', 'Undos against winning'],
  ['think_by_action', 'Think time by action number (first 20 shown)'],
  ['last_actions_given_up', 'Last actions of games not won'],
  ['deals_played_most', 'Deals played most'],
  ['solve_winnable', 'Winnable at the deal, per mode (--solve)'],
  ['solve_outcomes', 'Solver verdicts per mode (--solve)'],
  ['solve_lost_at', 'Where winnable games were lost (journal index, bins of 10) (--solve)'],
  ['review_by_mode', 'Lost to a mistake or to the cards, accuracy and bands per game, per mode (--review)'],
];

/**
 * A cell as text. `fraction`: whether some number of its column has a fraction, so that every number
 * of the column is written alike (`6.00` above `4.50`, never `6`), grouped by thousands either way.
 */
const cellText = (v: string | number | boolean | null, column: string, fraction: boolean): string => {
  if (v === null) return '-';
  if (typeof v === 'number') {
    if (/rate/.test(column)) return `${(v * 100).toFixed(1)}%`;
    if (/_ms$/.test(column)) return (v / 1000).toFixed(1);
    return fraction
      ? v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : v.toLocaleString('en-US');
  }
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return v.length > 40 ? `${v.slice(0, 37)}...` : v;
};

/** A column's heading: its name, but a column of milliseconds is shown in seconds and says so. */
const headingText = (column: string): string => column.replace(/_ms$/, '_s');

/**
 * Query rows as an aligned text table: numbers right-aligned, text left, one number format per
 * column; a heading of column names (`_ms` columns shown in seconds, their heading ending `_s`).
 */
export function textTable(rows: QueryRows): string[] {
  if (rows.length === 0) return ['  (none)'];
  const columns = Object.keys(rows[0]!);
  const headings = columns.map(headingText);
  const fraction = columns.map((c) => rows.some((r) => typeof r[c] === 'number' && !Number.isInteger(r[c])));
  const cells = rows.map((r) => columns.map((c, i) => cellText(r[c] ?? null, c, fraction[i]!)));
  const widths = headings.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const numeric = columns.map((c) => rows.every((r) => typeof r[c] === 'number' || r[c] === null));
  const line = (values: readonly string[]): string =>
    '  ' +
    values
      .map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headings), ...cells.map(line)];
}

/** How many invalid sessions the terminal lists before "and N more". */
const INVALID_SHOWN = 20;

/**
 * The files the sessions came from, of those read: `3 files` when every file gave a session, else
 * `1 of 3 files` (the others held only bad records, or none), as the HTML report's lead says it.
 */
const filesText = (a: Analysis): string =>
  `${a.filesWithSessions === a.files ? '' : `${a.filesWithSessions} of `}${a.files} ${plural('en', a.files, { one: 'file', other: 'files' })}`;

/** The terminal output: a line of counts, each aggregate as a table, then the invalid sessions with their reasons. */
export function analyzeTable(a: Analysis): string {
  const duplicates =
    a.duplicates > 0
      ? `, ${a.duplicates.toLocaleString('en-US')} ${plural('en', a.duplicates, { one: 'duplicate', other: 'duplicates' })} skipped (a session_key read before)`
      : '';
  const skipped = a.skippedFiles ?? 0;
  const skippedText =
    skipped > 0
      ? `, ${skipped.toLocaleString('en-US')} ${plural('en', skipped, { one: 'file', other: 'files' })} skipped (not .json, .ndjson or .jsonl)`
      : '';
  const out = [
    `${a.sessions.toLocaleString('en-US')} ${plural('en', a.sessions, { one: 'session', other: 'sessions' })} read from ${filesText(a)}, ${a.invalid.length} invalid${duplicates}${skippedText}`,
  ];
  if (a.parquet !== undefined)
    out.push(
      `Parquet: ${a.parquet.written.toLocaleString('en-US')} sessions added${a.parquet.skipped > 0 ? `, ${a.parquet.skipped.toLocaleString('en-US')} already there were not written again` : ''}`,
    );
  if (a.sessions > 0) {
    for (const [name, title] of SECTIONS) {
      const rows = a.aggregate[name];
      if (rows === undefined) continue;
      out.push('', title, ...textTable(name === 'think_by_action' ? rows.slice(0, 20) : rows));
    }
  }
  if (a.invalid.length > 0) {
    out.push('', 'Invalid sessions (left out)');
    for (const i of a.invalid.slice(0, INVALID_SHOWN)) out.push(`  ${i.source}: ${i.reason}`);
    if (a.invalid.length > INVALID_SHOWN)
      out.push(`  and ${a.invalid.length - INVALID_SHOWN} more (--json lists them all)`);
  }
  return out.join('\n');
}
