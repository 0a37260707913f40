// The result table of the polybench driver: one row per kernel with the reference time, each polyts build's time
// and speedup (reference / polyts), the output check, and a geomean row over the kernels every build ran.

import { formatColumns } from '../textTable.js';

export interface Row {
  readonly kernel: string;
  /** Median seconds of the reference build (absent when a step failed). */
  readonly reference?: number;
  /** Median seconds of each polyts build, in the order of the table's variants (absent when a step failed). */
  readonly ours: readonly (number | undefined)[];
  readonly check: string;
  readonly ok: boolean;
}

function seconds(t: number | undefined): string {
  return t === undefined ? '-' : t.toFixed(6);
}

export function speedup(r: Row, i: number): number | undefined {
  const t = r.ours[i];
  return t !== undefined && r.reference !== undefined && t > 0 && r.reference > 0 ? r.reference / t : undefined;
}

/** Geometric mean of each variant's speedups over the rows that are correct and timed in every build. */
export function geomeans(rows: readonly Row[], variants: number): (number | undefined)[] {
  const timed = rows.filter((r) => r.ok && Array.from({ length: variants }, (_, i) => speedup(r, i)).every((s) => s !== undefined));
  return Array.from({ length: variants }, (_, i) =>
    timed.length ? Math.exp(timed.reduce((sum, r) => sum + Math.log(speedup(r, i)!), 0) / timed.length) : undefined,
  );
}

const times = (s: number | undefined): string => (s === undefined ? '-' : `${s.toFixed(2)}x`);

/** `reference` heads the reference column (`gcc -O3`); `variants` the polyts builds (`-O3`, `-O3 -fopenmp`). */
export function formatTable(rows: readonly Row[], reference: string, variants: readonly string[]): string {
  const header = ['kernel', `${reference} (s)`, ...variants.flatMap((v) => [`polyts ${v} (s)`, 'speedup']), 'output'];
  const cells = rows.map((r) => [r.kernel, seconds(r.reference), ...variants.flatMap((_, i) => [seconds(r.ours[i]), times(speedup(r, i))]), r.check]);
  const means = geomeans(rows, variants.length);
  const counted = rows.filter((r) => r.ok && variants.every((_, i) => speedup(r, i) !== undefined)).length;
  cells.push(['geomean', '', ...means.flatMap((m) => ['', times(m)]), `over ${counted} kernel${counted === 1 ? '' : 's'}`]);
  return formatColumns(header, cells);
}
