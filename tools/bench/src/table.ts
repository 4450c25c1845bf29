/** Text tables for the benchmark reports: first column left-aligned, the others right-aligned. */

/**
 * Lays out rows of strings under a header and a rule of dashes.
 * @param header the column titles
 * @param rows one array of cells per row, as many as `header`
 * @returns the lines of the table, without a trailing newline
 */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * Median, 95th percentile (nearest rank) and maximum of a sample.
 * @param values milliseconds (or any unit), in any order; at least one
 */
export function spread(values: readonly number[]): { median: number; p95: number; max: number } {
  if (values.length === 0) throw new Error('spread: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
  return { median, p95, max: sorted[sorted.length - 1]! };
}
