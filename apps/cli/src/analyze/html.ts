import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import * as Plot from '@observablehq/plot';
import { Window } from 'happy-dom';
import { CliError } from '../errors.js';
import type { Analysis } from './types.js';
import type { QueryRows } from './db.js';
import { SCORE_BIN_WIDTH } from './bins.js';
import { INVALID_CODES, REPORT_WORDS, type InvalidCode, type ReportLanguage, type ReportWords } from './words.js';
import {
  formatScore,
  isolateText,
  MODE_WORDS,
  modeLabel,
  modeLabelLines,
  type InvalidSession,
} from '@klondike/analysis';
import { DECK_SIZE, makeRules, type Scoring } from '@klondike/engine';

/**
 * The one label of the mode of an aggregate's row (`win_rate`, `review_by_mode`, `solve_*`: rules, draw,
 * scoring, variant and Thoughtful; a row without a variant or Thoughtful is labelled without them), in the
 * report's language: the statistics' and "Analyse my games"' label of the same mode.
 */
function rowModeLabel(r: QueryRows[number], w: ReportWords): string {
  return modeLabel(
    {
      rules: String(r['rules']),
      draw: Number(r['draw']),
      scoring: String(r['scoring']),
      ...(typeof r['variant'] === 'string' ? { variant: r['variant'] } : {}),
      ...(typeof r['thoughtful'] === 'boolean' ? { thoughtful: r['thoughtful'] } : {}),
    },
    w.locale,
  );
}

export type { ReportLanguage } from './words.js';

/** The report's one stylesheet: allowed by its hash, so the page passes a `default-src 'none'` policy. */
const STYLE = `
:root { color-scheme: light; font-family: "DejaVu Sans", system-ui, sans-serif; color: #1d2b24; background: #f4f7f5; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem; line-height: 1.45; }
h1 { font-size: 1.6rem; margin: 0.2rem 0 0.4rem; }
h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
p.lead { margin: 0 0 1rem; color: #3c4c43; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: 0.6rem; margin-bottom: 1rem; }
.card { background: #fff; border-radius: 0.6rem; padding: 0.6rem 0.8rem; box-shadow: 0 1px 3px #0002; }
.card b { display: block; font-size: 1.5rem; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr)); gap: 1rem; }
section { background: #fff; border-radius: 0.6rem; padding: 0.8rem; box-shadow: 0 1px 3px #0002; overflow: hidden; }
.wide { grid-column: 1 / -1; overflow-x: auto; }
section p { margin: 0.3rem 0 0; font-size: 0.9rem; color: #3c4c43; }
svg { display: block; height: auto; max-width: 100%; font-size: 12px; margin: 0 auto; }
svg text, svg tspan { white-space: pre; }
.chart { direction: ltr; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { padding: 0.25rem 0.4rem; text-align: start; border-bottom: 1px solid #dde5e0; }
th.n, td.n { text-align: end; font-variant-numeric: tabular-nums; }
ul.invalid { font-size: 0.85rem; overflow-wrap: anywhere; }
`;

/** Plot's own `<style>` (its defaults, repeated in the stylesheet above) is dropped so no unhashed style remains. */
const withoutPlotStyle = (svg: string): string => svg.replace(/<style>[\s\S]*?<\/style>/g, '');

/**
 * Hebrew text inside a chart (whose axes run left to right) as a right-to-left isolate, so a label
 * such as "app · שליפת 1 · רגיל" reads in its own order (Unicode RLI ... PDI).
 */
const isolate = (w: ReportWords, text: string): string => (w.dir === 'rtl' ? `\u2067${text}\u2069` : text);

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A bin of final scores: its lowest score and how many games ended in it. */
export interface ScoreBin {
  readonly from: number;
  readonly sessions: number;
}

/** Most bins a score chart draws: more, over a wide range, and each bar was a few pixels thin. */
const MAX_SCORE_BINS = 30;

/**
 * The score bins a chart draws: the query's bins (`step` wide: {@link SCORE_BIN_WIDTH}) merged into
 * bins 2, 5, 10, 20... times as wide, the fewest times that leaves at most 30 over the range, each
 * starting at a multiple of its width; every game is counted once.
 * @param bins the query's bins, each `from` a multiple of `step`
 * @param step the query's bin width
 * @returns the width drawn and the bins, lowest first
 */
export function scoreBins(bins: readonly ScoreBin[], step: number): { step: number; bins: ScoreBin[] } {
  const froms = bins.map((b) => b.from);
  const span = Math.max(...froms) + step - Math.min(...froms);
  let width = step;
  for (let scale = 1; span / width > MAX_SCORE_BINS; scale *= 10)
    width = [2, 5, 10].map((m) => step * scale * m).find((w) => span / w <= MAX_SCORE_BINS) ?? step * scale * 10;
  const merged = new Map<number, number>();
  for (const b of bins) {
    const from = Math.floor(b.from / width) * width;
    merged.set(from, (merged.get(from) ?? 0) + b.sessions);
  }
  return {
    step: width,
    bins: [...merged].sort(([a], [b]) => a - b).map(([from, sessions]) => ({ from, sessions })),
  };
}

interface Chart {
  readonly title: string;
  readonly note: string;
  readonly svg: string;
}

/** A query's value as a number (0 for null or text). */
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * A y axis of game counts, ticked at whole numbers only, as the player's statistics chart is (a count
 * of games has no half: Plot's own ticks of a small count fell between whole numbers, drawn as marks
 * and grid lines without a label).
 * @param rows the chart's rows, each with its count of games in `sessions`
 */
const countAxis = (label: string, rows: QueryRows): Plot.ScaleOptions => ({
  label,
  grid: true,
  ticks: wholeTicks(Math.max(1, ...rows.map((r) => num(r['sessions'])))),
  tickFormat: (d: number) => String(d),
});

/**
 * About five ticks from 0 to `max`, a whole step apart: 1, 2 or 5 times a power of ten.
 * @param max the largest count shown (at least 1)
 */
function wholeTicks(max: number): number[] {
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += step) ticks.push(t);
  return ticks;
}

/** Draws the charts of an analysis as SVG text (Observable Plot in a happy-dom document: no script in the report). */
function charts(a: Analysis, w: ReportWords): Chart[] {
  const window = new Window();
  // Plot types its `document` option with the DOM's Document; happy-dom's is one in practice
  const document = window.document as unknown as NonNullable<Plot.PlotOptions['document']>;
  const draw = (options: Plot.PlotOptions): string =>
    withoutPlotStyle(
      (
        Plot.plot({ document, width: 460, height: 260, marginLeft: 48, marginBottom: 40, ...options }) as {
          outerHTML: string;
        }
      ).outerHTML,
    );
  const rows = (name: string): QueryRows => a.aggregate[name] ?? [];
  const out: Chart[] = [];

  // a long label in lines (Plot writes a text's lines apart), each line isolated in right-to-left text
  const modes = rows('win_rate').map((r) => ({
    mode: modeLabelLines(rowModeLabel(r, w))
      .map((line) => isolate(w, line))
      .join('\n'),
    rate: num(r['win_rate']) * 100,
    sessions: num(r['sessions']),
  }));
  out.push({
    title: w.winRateTitle,
    note: w.winRateNote,
    svg: draw({
      height: 60 + 32 * modes.length,
      marginLeft: Math.min(
        280,
        16 + 6.8 * Math.max(0, ...modes.flatMap((m) => m.mode.split('\n').map((line) => line.length))),
      ),
      marginRight: 48,
      marginBottom: 36,
      y: { label: null, domain: modes.map((m) => m.mode) },
      x: { label: w.winRateAxis, domain: [0, 100], grid: true },
      marks: [
        Plot.barX(modes, { y: 'mode', x: 'rate', fill: '#2f7d55' }),
        Plot.text(modes, {
          y: 'mode',
          x: 'rate',
          text: (d: { rate: number; sessions: number }) => `${d.rate.toFixed(0)}% (${d.sessions})`,
          dx: 6,
          textAnchor: 'start',
        }),
        Plot.ruleX([0]),
      ],
    }),
  });

  for (const scoring of ['normal', 'vegas']) {
    const rowsOf = rows('score_distribution').filter((r) => r['scoring'] === scoring);
    if (rowsOf.length === 0) continue;
    const queryStep = SCORE_BIN_WIDTH[scoring as Scoring];
    const { step, bins } = scoreBins(
      rowsOf.map((r) => ({ from: num(r['score_from']), sessions: num(r['sessions']) })),
      queryStep,
    );
    const unit = scoring === 'vegas' ? w.dollarsAxis : w.pointsAxis;
    // steps wider than the query's bins are said to be made of them, so the table's bins and the chart's agree
    const joined =
      step === queryStep ? '' : ` ${w.binsJoined(new Intl.NumberFormat(w.locale).format(queryStep), unit)}`;
    out.push({
      title: `${w.scoreTitle} (${MODE_WORDS[w.locale].scoring[scoring as Scoring]})`,
      note:
        (scoring === 'vegas'
          ? w.scoreNoteVegas(
              new Intl.NumberFormat(w.locale).format(step),
              isolateText(formatScore(VEGAS.start, 'vegas', w.locale)),
              isolateText(formatScore(VEGAS.toFoundation, 'vegas', w.locale)),
              // a win without foundation returns (RULES §4): games with returns end higher, won or not
              isolateText(formatScore(VEGAS.start + DECK_SIZE * VEGAS.toFoundation, 'vegas', w.locale)),
            )
          : w.scoreNoteNormal(new Intl.NumberFormat(w.locale).format(step))) + joined,
      svg: draw({
        x: { label: unit },
        y: countAxis(
          w.gamesAxis,
          bins.map((b) => ({ ...b })),
        ),
        marks: [
          Plot.rectY(bins, {
            x1: (d: ScoreBin) => d.from,
            x2: (d: ScoreBin) => d.from + step,
            y: 'sessions',
            fill: '#3b6ea8',
            inset: 0.5,
          }),
          Plot.ruleY([0]),
        ],
      }),
    });
  }

  const durations = rows('duration_distribution');
  if (durations.length > 0)
    out.push({
      title: w.durationTitle,
      note: w.durationNote,
      svg: draw({
        x: { label: w.minutesAxis },
        y: countAxis(w.gamesAxis, durations),
        marks: [
          Plot.rectY(durations, {
            x1: (d: Record<string, unknown>) => num(d['minutes_from']),
            x2: (d: Record<string, unknown>) => num(d['minutes_from']) + 1,
            y: 'sessions',
            fill: '#8a5a9e',
            inset: 0.5,
          }),
          Plot.ruleY([0]),
        ],
      }),
    });

  const thinks = rows('think_by_action').map((r) => ({
    action: num(r['action_number']),
    seconds: num(r['median_think_ms']) / 1000,
  }));
  if (thinks.length > 0)
    out.push({
      title: w.thinkTitle,
      note: w.thinkNote,
      svg: draw({
        x: { label: w.actionNumberAxis },
        y: { label: w.secondsAxis, grid: true, zero: true },
        marks: [
          Plot.lineY(thinks, { x: 'action', y: 'seconds', stroke: '#c0602a', strokeWidth: 2 }),
          Plot.dot(thinks, { x: 'action', y: 'seconds', fill: '#c0602a', r: 2 }),
        ],
      }),
    });

  const undos = rows('undos_by_result').map((r) => ({
    band: String(r['undo_band']),
    rate: num(r['win_rate']) * 100,
    sessions: num(r['sessions']),
  }));
  if (undos.length > 0)
    out.push({
      title: w.undosTitle,
      note: w.undosNote,
      svg: draw({
        x: { label: w.undosAxis, domain: undos.map((u) => u.band) },
        y: { label: w.winRateAxis, domain: [0, 100], grid: true },
        marks: [
          Plot.barY(undos, { x: 'band', y: 'rate', fill: '#2f7d55' }),
          Plot.text(undos, {
            x: 'band',
            y: 'rate',
            text: (d: { rate: number; sessions: number }) => `${d.rate.toFixed(0)}% (${d.sessions})`,
            dy: -7,
          }),
          Plot.ruleY([0]),
        ],
      }),
    });

  const lost = rows('solve_lost_at');
  if (a.solved)
    out.push({
      title: w.lostTitle,
      note: lost.length > 0 ? w.lostNote : w.lostNone,
      svg: draw({
        x: { label: w.actionNumberAxis },
        y: countAxis(w.gamesAxis, lost),
        marks: [
          Plot.rectY(lost, {
            x1: (d: Record<string, unknown>) => num(d['lost_at_from']),
            x2: (d: Record<string, unknown>) => num(d['lost_at_from']) + 10,
            y: 'sessions',
            fill: '#b03a48',
            inset: 0.5,
          }),
          Plot.ruleY([0]),
        ],
      }),
    });
  return out;
}

/** Vegas scoring (RULES §4): a new game's score, and what each card to a foundation adds (a game won: all 52). */
const VEGAS = makeRules({ scoring: 'vegas' }).points;

/** An unreadable record's code (the `ERR_...` its reason starts with), when the report has words for it. */
function reasonCode(reason: string): InvalidCode | undefined {
  const code = /^(ERR_[A-Z_]+):/.exec(reason)?.[1];
  return (INVALID_CODES as readonly string[]).includes(code ?? '') ? (code as InvalidCode) : undefined;
}

/**
 * One unreadable record of the list: its place and its code read left to right (isolated, so a path
 * and a code keep their order in a right-to-left page), its reason in the report's language by the
 * code (the English reason, with the reader's details, as the item's title); a reason without a
 * known code as written.
 */
function invalidItem(i: InvalidSession, w: ReportWords): string {
  const code = reasonCode(i.reason);
  const source = `<bdi dir="ltr">${escapeHtml(i.source)}</bdi>`;
  if (code === undefined) return `<li>${source}: <bdi dir="ltr">${escapeHtml(i.reason)}</bdi></li>`;
  const named = i.pile === undefined ? undefined : { token: i.token ?? '', pile: i.pile };
  return `<li title="${escapeHtml(i.reason)}">${source}: <bdi>${escapeHtml(w.reasons[code](i.actionIndex, named))}</bdi> (<bdi dir="ltr">${code}</bdi>)</li>`;
}

/** How many unreadable records the report lists before saying how many more there are. */
const INVALID_SHOWN = 50;

/** The report page: headline figures, the charts, the deals played most, and the invalid sessions. */
export function htmlReport(a: Analysis, lang: ReportLanguage): string {
  const w = REPORT_WORDS[lang];
  const n = new Intl.NumberFormat(w.locale);
  const overview = a.aggregate['overview']?.[0] ?? {};
  const figure = (label: string, value: string): string =>
    `<div class="card">${escapeHtml(label)}<b><bdi>${escapeHtml(value)}</bdi></b></div>`;
  const minutes = (ms: unknown): string =>
    typeof ms === 'number' ? `${n.format(Math.round(ms / 6000) / 10)} ${w.minutesShort}` : '-';
  const cards = (
    a.sessions === 0
      ? [figure(w.sessions, n.format(0)), figure(w.invalid, n.format(a.invalid.length))]
      : [
          figure(w.sessions, n.format(a.sessions)),
          figure(w.won, n.format(num(overview['won']))),
          figure(w.winRate, `${n.format(Math.round(num(overview['win_rate']) * 1000) / 10)}%`),
          figure(w.medianDuration, minutes(overview['median_duration_ms'])),
          figure(
            w.medianThink,
            typeof overview['median_think_ms'] === 'number'
              ? `${n.format(Math.round(overview['median_think_ms'] / 100) / 10)} ${w.secondsShort}`
              : '-',
          ),
          figure(w.invalid, n.format(a.invalid.length)),
        ]
  ).join('');
  const sections =
    a.sessions === 0
      ? []
      : charts(a, w).map(
          (c) =>
            `<section><h2>${escapeHtml(c.title)}</h2><div class="chart">${c.svg}</div><p>${escapeHtml(c.note)}</p></section>`,
        );
  const deals = a.aggregate['deals_played_most'] ?? [];
  // the same deal number is another layout in each variant (RULES §10), so a variant's deal says which
  const dealText = (d: Record<string, unknown>): string => {
    const deal = String(d['deal']);
    const shown = deal.length > 24 ? `${deal.slice(0, 21)}...` : deal;
    return d['variant'] && d['variant'] !== 'standard' ? `${shown} (${String(d['variant'])})` : shown;
  };
  /** A table section: a text column and number columns; `note` under it, as the charts have; `wide` spans the page. */
  const table = (
    title: string,
    note: string | undefined,
    heads: readonly string[],
    body: readonly (readonly [string, ...number[]])[],
    wide = false,
  ): string => {
    const head = heads.map((h, i) => `<th${i === 0 ? '' : ' class="n"'}>${escapeHtml(h)}</th>`).join('');
    const rows = body
      .map(
        ([text, ...numbers]) =>
          `<tr><td><bdi>${escapeHtml(text)}</bdi></td>${numbers.map((x) => `<td class="n">${n.format(x)}</td>`).join('')}</tr>`,
      )
      .join('');
    return `<section${wide ? ' class="wide"' : ''}><h2>${escapeHtml(title)}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${note === undefined ? '' : `<p>${escapeHtml(note)}</p>`}</section>`;
  };
  if (a.sessions > 0) {
    // the same bins and rows as the terminal's "Actions per game" and "Last actions of games not won"
    const actions = (a.aggregate['actions_distribution'] ?? []).map(
      (r) => [`${num(r['actions_from'])}–${num(r['actions_from']) + 24}`, num(r['sessions']), num(r['won'])] as const,
    );
    if (actions.length > 0)
      sections.push(table(w.actionsTitle, w.actionsNote, [w.actions, w.sessions, w.won], actions));
    const last = (a.aggregate['last_actions_given_up'] ?? []).map(
      (r) => [String(r['last_action']), num(r['sessions'])] as const,
    );
    if (last.length > 0) sections.push(table(w.lastActionsTitle, w.lastActionsNote, [w.lastAction, w.sessions], last));
  }
  const reviews = a.aggregate['review_by_mode'] ?? [];
  if (a.reviewed && reviews.length > 0) {
    const share = (v: unknown): number => Math.round(num(v) * 1000) / 10;
    const tenth = (v: unknown): number => Math.round(num(v) * 10) / 10;
    sections.push(
      table(
        w.reviewTitle,
        w.reviewNote,
        [
          w.reviewMode,
          w.reviewed,
          w.abandonedWinnable,
          w.reviewLost,
          w.lostToMistake,
          w.lostToCards,
          w.meanAccuracy,
          w.inaccuraciesPerGame,
          w.mistakesPerGame,
          w.blundersPerGame,
        ],
        reviews.map(
          (r) =>
            [
              rowModeLabel(r, w),
              num(r['reviewed']),
              num(r['abandoned_winnable']),
              num(r['lost']),
              share(r['lost_to_mistake_rate']),
              share(r['lost_to_cards_rate']),
              tenth(r['mean_accuracy']),
              tenth(r['inaccuracies_per_game']),
              tenth(r['mistakes_per_game']),
              tenth(r['blunders_per_game']),
            ] as const,
        ),
        true,
      ),
    );
  }
  if (deals.length > 0)
    sections.push(
      table(
        w.dealsTitle,
        undefined,
        [w.deal, w.sessions, w.won],
        deals.map((d) => [dealText(d), num(d['sessions']), num(d['won'])] as const),
      ),
    );
  const invalid =
    a.invalid.length === 0
      ? ''
      : `<section><h2>${escapeHtml(w.invalidTitle)}</h2><ul class="invalid">${a.invalid
          .slice(0, INVALID_SHOWN)
          .map((i) => invalidItem(i, w))
          .join('')}</ul>${
          a.invalid.length > INVALID_SHOWN
            ? `<p>${escapeHtml(w.invalidMore(a.invalid.length - INVALID_SHOWN))}</p>`
            : ''
        }</section>`;
  // the counts of the terminal's first line: the games and files read, the duplicates and the files skipped
  const skipped = a.skippedFiles ?? 0;
  const lead = [
    w.lead(a.sessions, a.filesWithSessions, a.files),
    ...(a.duplicates > 0 ? [w.duplicates(a.duplicates)] : []),
    ...(skipped > 0 ? [w.skippedFiles(skipped)] : []),
  ].join(' ');
  const hash = createHash('sha256').update(STYLE).digest('base64');
  return `<!doctype html>
<html lang="${w.locale}" dir="${w.dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-${hash}'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(w.title)}</h1>
<p class="lead">${escapeHtml(lead)}</p>
<div class="cards">${cards}</div>${a.sessions === 0 ? `\n<p class="none">${escapeHtml(w.noSessions)}</p>` : ''}
<div class="charts">
${sections.join('\n')}
</div>
${invalid}
</body>
</html>
`;
}

/**
 * Writes the HTML report: one self-contained file, no script and no network, its
 * charts drawn to SVG now.
 * @throws CliError when the file cannot be written
 */
export async function writeHtmlReport(file: string, a: Analysis, lang: ReportLanguage): Promise<void> {
  try {
    await writeFile(file, htmlReport(a, lang));
  } catch (e) {
    throw new CliError(`cannot write the HTML report "${file}": ${e instanceof Error ? e.message : String(e)}`);
  }
}
