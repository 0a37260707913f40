// Answers about constraint systems, keyed by the exact rows: a numeric hash picks a bucket, rows are compared there.
// Text keys (rows joined into strings) cost more than the answers they saved: profiled on the 30 PolyBench kernels
// at -O3 in one process, building them was a fifth of the CPU time, and their garbage much of the rest.

import type { Int } from './int.js';
import type { Row } from './linearSystem.js';

interface Entry<T> {
  readonly shape: readonly number[];
  readonly eqs: readonly Row[];
  readonly ineqs: readonly Row[];
  readonly value: T;
}

const TWO32 = 4294967296;

/** FNV-1a style mixing of one exact integer (5 and 5n hash alike, as they compare equal). */
function mix(h: number, x: Int): number {
  // Most coefficients are small: one step for a 32-bit integer.
  if (typeof x === 'number' && (x | 0) === x) return Math.imul(h ^ x, 16777619);
  const n = typeof x === 'bigint' ? Number(x) : x;
  if (!Number.isSafeInteger(n)) {
    for (const ch of x.toString()) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return h;
  }
  if ((n | 0) === n) return Math.imul(h ^ n, 16777619);
  h = Math.imul(h ^ (n % TWO32 | 0), 16777619);
  return Math.imul(h ^ (Math.floor(n / TWO32) | 0), 16777619);
}

function hashRows(h: number, rows: readonly Row[]): number {
  for (const r of rows) {
    h = Math.imul(h ^ r.length, 16777619);
    // Rows are sparse: each nonzero entry mixed with its column, the zeros skipped.
    for (let j = 0; j < r.length; j++) {
      const x = r[j]!;
      if (x !== 0 && x !== 0n) h = mix(Math.imul(h ^ j, 16777619), x);
    }
  }
  return Math.imul(h ^ 0x9e3779b9, 16777619);
}

function sameRows(a: readonly Row[], b: readonly Row[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.length !== y.length) return false;
    // Loose equality: a number and a bigint of the same value are the same coefficient.
    for (let j = 0; j < x.length; j++) if (x[j] != y[j]) return false;
  }
  return true;
}

/**
 * A bounded cache from (shape, equalities, inequalities) to a value; it starts over when full. Full is counted in
 * stored coefficients, not entries: the systems range from a few rows to thousands (a fuzz worker that kept 100000
 * entries of scheduler-sized systems ran out of a 4 GB heap).
 */
export class RowSetCache<T> {
  private readonly buckets = new Map<number, Entry<T>[]>();
  private cells = 0;

  /** `limit`: coefficients kept at most (rows times their width, summed over the entries). */
  constructor(private readonly limit: number) {}

  private hash(shape: readonly number[], eqs: readonly Row[], ineqs: readonly Row[]): number {
    let h = 0x811c9dc5;
    for (const s of shape) h = Math.imul(h ^ s, 16777619);
    return hashRows(hashRows(h, eqs), ineqs);
  }

  private lookup(h: number, shape: readonly number[], eqs: readonly Row[], ineqs: readonly Row[]): T | undefined {
    const bucket = this.buckets.get(h);
    const hit = bucket?.find((e) => e.shape.every((s, i) => s === shape[i]) && sameRows(e.eqs, eqs) && sameRows(e.ineqs, ineqs));
    return hit?.value;
  }

  /** The value stored for the key, else `compute()`'s, stored (the key hashed once). */
  getOrCompute(shape: readonly number[], eqs: readonly Row[], ineqs: readonly Row[], compute: () => T): T {
    const h = this.hash(shape, eqs, ineqs);
    const hit = this.lookup(h, shape, eqs, ineqs);
    if (hit !== undefined) return hit;
    const value = compute();
    this.store(h, shape, eqs, ineqs, value);
    return value;
  }

  /**
   * Stores copies of the row lists, so a caller adding to its lists later cannot change the key. The rows themselves
   * are shared: rows are never written once built (polyhedra share them with each other and with their normal
   * forms), and copying them made every stored key a second copy of its system kept alive for the whole
   * compilation (a warm 30-kernel -O3 round 2-5% faster without).
   */
  private store(h: number, shape: readonly number[], eqs: readonly Row[], ineqs: readonly Row[], value: T): void {
    let cells = 0;
    for (const r of eqs) cells += r.length;
    for (const r of ineqs) cells += r.length;
    if (this.cells + cells > this.limit) this.clear();
    const entry = { shape: [...shape], eqs: eqs.slice(), ineqs: ineqs.slice(), value };
    const bucket = this.buckets.get(h);
    if (bucket) bucket.push(entry);
    else this.buckets.set(h, [entry]);
    this.cells += cells;
  }

  clear(): void {
    this.buckets.clear();
    this.cells = 0;
  }
}
