// The result table of the polybench driver: one row per kernel, times in seconds, speedup = reference / polyts.

import { formatColumns } from '../textTable.js';

export interface Row {
  readonly kernel: string;
  /** Median seconds of the polyts build and of the reference build (absent when a step failed). */
  readonly ours?: number;
  readonly reference?: number;
  readonly check: string;
  readonly ok: boolean;
}

function seconds(t: number | undefined): string {
  return t === undefined ? '-' : t.toFixed(6);
}

export function formatTable(rows: readonly Row[]): string {
  const header = ['kernel', 'polyts (s)', 'reference (s)', 'speedup', 'output'];
  const cells = rows.map((r) => [
    r.kernel,
    seconds(r.ours),
    seconds(r.reference),
    r.ours !== undefined && r.reference !== undefined && r.ours > 0 ? `${(r.reference / r.ours).toFixed(2)}x` : '-',
    r.check,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]): string =>
    c.map((x, i) => (i === 0 || i === c.length - 1 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n') + '\n';
}
