import { KIND_THRESHOLDS, type GameReview, type MoveReview, type ReviewVerdict } from '@klondike/review';

/** The verdict in words, with what it means for the player. */
const VERDICT_TEXT: Record<ReviewVerdict, string> = {
  won: 'won',
  winnable: 'not finished, and it can still be won',
  'lost-to-a-mistake': 'lost to a mistake: a better action was there to see',
  'lost-to-the-cards': 'lost to the cards',
  unknown: 'unknown: the exact search did not decide where the game was lost',
};

/** A chance 0..1 as a whole percentage (`62%`). */
const percent = (p: number): string => `${Math.round(p * 100)}%`;

/**
 * The verdict line's words: a game lost to the cards says why by the rule (lost at the deal, or at an
 * action that gave away less than the mistake edge of the best choice by what was visible).
 */
function verdictText(review: GameReview): string {
  if (review.verdict !== 'lost-to-the-cards') return VERDICT_TEXT[review.verdict];
  return review.lostAt
    ? `${VERDICT_TEXT[review.verdict]}: the losing action was no clear mistake by what was visible (its chance less than ${Math.round(KIND_THRESHOLDS.mistake * 100)} points below the best choice's)`
    : `${VERDICT_TEXT[review.verdict]}: the deal could not be won from its start`;
}

/** Luck as signed percentage points (`+12`, `-5`), blank when the entry turned up nothing new. */
const luckText = (luck: number): string => {
  const points = Math.round(luck * 100);
  return luck === 0 ? '' : points > 0 ? `+${points}` : points < 0 ? String(points) : '±0';
};

const yesNo = (w: boolean | null): string => (w === null ? '?' : w ? 'yes' : 'no');

/**
 * The per-entry table: journal index, action, exact winnable after it, chance after it with what
 * was seen, the best action and its chance, the band, the luck of the cards it turned up; the
 * losing action and the critical moments marked at the end of their rows.
 */
function movesTable(review: GameReview): string[] {
  const critical = new Map(review.critical.map((c) => [c.journalIndex, c]));
  const indexWidth = Math.max(1, String(review.moves.length).length);
  const actionWidth = Math.max(6, ...review.moves.map((m) => m.action.length));
  const bestWidth = Math.max(4, ...review.moves.map((m) => m.best.length));
  const row = (cells: readonly string[]): string =>
    [
      cells[0]!.padStart(indexWidth),
      cells[1]!.padEnd(actionWidth),
      cells[2]!.padEnd(8),
      cells[3]!.padStart(4),
      cells[4]!.padEnd(bestWidth),
      cells[5]!.padStart(8),
      cells[6]!.padEnd(10),
      cells[7]!.padStart(4),
      cells[8]!,
    ]
      .join('  ')
      .trimEnd();
  const note = (m: MoveReview): string => {
    const notes: string[] = [];
    if (review.lostAt?.journalIndex === m.journalIndex) notes.push('<- lost here');
    const c = critical.get(m.journalIndex);
    if (c) notes.push(`critical: only ${c.keep.join(' or ')} kept it winnable`);
    return notes.join('; ');
  };
  return [
    row(['#', 'action', 'winnable', 'pWin', 'best', 'pWinBest', 'kind', 'luck', '']),
    ...review.moves.map((m) =>
      row([
        String(m.journalIndex),
        m.action,
        yesNo(m.winnable),
        percent(m.pWin),
        m.best === m.action ? '=' : m.best,
        percent(m.pWinBest),
        m.kind,
        luckText(m.luck),
        note(m),
      ]),
    ),
  ];
}

/**
 * What the table's columns say, and that its chances are estimates: a reader of the table meets
 * `pWin` and `pWinBest` with no other word on them (the JSON and CSV name their fields in their docs).
 */
function legend(samples: number): string[] {
  return [
    'columns: # the journal entry (undos included); winnable: exact, every card known (? undecided);',
    '  pWin: the chance to win after the entry, with what the player had seen (the card it turned up included);',
    '  best: the best action then by the same chance (= the one played); pWinBest: its chance before the entry;',
    '  kind: the band of the chance given away; luck: what the cards it turned up did, in points',
    `pWin, pWinBest and luck are estimates from ${samples} sampled ${samples === 1 ? 'world' : 'worlds'} of the unseen cards (--samples), not exact figures`,
  ];
}

/**
 * The readable report of one review: the summary (verdict, where it was lost and by what kind of
 * action, accuracy, the start, the critical moments, what the numbers rest on), then the per-entry
 * table under a legend of its columns. Chances are percentages of the K sampled worlds.
 * @returns lines joined by `\n`, without a trailing newline
 */
export function renderReview(review: GameReview): string {
  const lines: string[] = [`verdict: ${verdictText(review)}`];
  if (review.stopped)
    lines.push(
      `not reviewed: actions ${review.stopped.reviewed + 1} on (the review's ${review.stopped.reason === 'nodes' ? 'node budget' : 'time limit'} ran out after ${review.stopped.reviewed}); the figures read the actions reviewed`,
    );
  if (review.lostAt) {
    const m = review.moves[review.lostAt.journalIndex - 1]!;
    const better = m.best === m.action ? '' : `; best was ${m.best} at ${percent(m.pWinBest)}`;
    lines.push(
      `lost at: action ${review.lostAt.journalIndex} of the journal (move ${review.lostAt.moveIndex} of the move log): ${m.action}, ${m.kind} (${percent(m.pWinPlayed)} with what was visible${better})`,
    );
  } else if (review.verdict === 'lost-to-the-cards') lines.push('lost at: the deal (lost before any action)');
  else lines.push('lost at: -');
  lines.push(
    `accuracy: ${review.accuracy === null ? '- (no action was a choice)' : `${review.accuracy.toFixed(1)} of 100`}`,
    `start: winnable ${yesNo(review.start.winnable)}, chance with what could be seen ${percent(review.start.pWin)}`,
  );
  const missed = review.critical.filter((c) => !c.kept).length;
  lines.push(
    review.critical.length === 0
      ? 'critical moments: none (no position where only one or two actions kept the game winnable)'
      : `critical moments: ${review.critical.length} (${missed} missed): actions ${review.critical.map((c) => `${c.journalIndex}${c.kept ? '' : '*'}`).join(', ')}`,
  );
  const w = review.work;
  lines.push(
    `samples ${review.samples}, seed ${review.seed}: ${w.sampleCalls.toLocaleString('en-US')} searches of sampled worlds (${w.sampleUnknown.toLocaleString('en-US')} undecided, counted half), ${w.exactCalls.toLocaleString('en-US')} exact searches`,
    `bands of the chance given away: inaccuracy from ${percent(KIND_THRESHOLDS.inaccuracy)}, mistake from ${percent(KIND_THRESHOLDS.mistake)}, blunder from ${percent(KIND_THRESHOLDS.blunder)}; * = a critical moment missed`,
    '',
    ...legend(review.samples),
    ...movesTable(review),
  );
  return lines.join('\n');
}
