// Anonymous integer constraint systems [x_0 .. x_{n-1} | constant] that the solvers work on, and row helpers.

import { type Int, abs, add, divides, exactDiv, floorDiv, gcd, mul, mulAdd, neg, zeros } from './int.js';
import { mapPacked, mapRow } from './packed.js';

/**
 * Constraints over n anonymous integer variables. Each row has n + 1 entries, the constant last:
 * an equality means row·(x, 1) = 0, an inequality row·(x, 1) >= 0.
 * This module owns that layout; named spaces (Polyhedron) translate to it.
 */
export interface LinearSystem {
  readonly nVar: number;
  readonly eqs: readonly (readonly Int[])[];
  readonly ineqs: readonly (readonly Int[])[];
}

/**
 * A constraint's coefficients, constant last. Written only while it is being built: once in a system, rows are shared
 * (by polyhedra, their normal forms and the answer caches' keys) and never written again.
 */
export type Row = Int[];

export function constantOf(row: readonly Int[]): Int {
  return row[row.length - 1]!;
}

/** row·(x, 1) for a full integer point x. */
export function evalRow(row: readonly Int[], x: readonly Int[]): Int {
  const n = row.length - 1;
  let s: Int = row[n]!;
  for (let i = 0; i < n; i++) {
    const c = row[i]!;
    if (c !== 0) s = add(s, mul(c, x[i]!));
  }
  return s;
}

export function satisfies(sys: LinearSystem, x: readonly Int[]): boolean {
  for (const r of sys.eqs) if (evalRow(r, x) !== 0) return false;
  for (const r of sys.ineqs) if (evalRow(r, x) < 0) return false;
  return true;
}

/** gcd of the variable coefficients (constant excluded). */
export function coefGcd(row: readonly Int[]): Int {
  let g: Int = 0;
  const n = row.length - 1;
  for (let i = 0; i < n; i++) {
    const c = row[i]!;
    if (c !== 0) {
      g = gcd(g, c);
      if (g === 1) return 1;
    }
  }
  return g;
}

/** gcd of all entries, constant included. */
export function rowGcd(row: readonly Int[]): Int {
  let g: Int = 0;
  for (const c of row) {
    if (c !== 0) {
      g = gcd(g, c);
      if (g === 1) return 1;
    }
  }
  return g;
}

export function isConstantRow(row: readonly Int[]): boolean {
  const n = row.length - 1;
  for (let i = 0; i < n; i++) if (row[i] !== 0) return false;
  return true;
}

export function negateRow(row: readonly Int[]): Row {
  return mapRow(row, neg);
}

export function scaleRow(row: readonly Int[], k: Int): Row {
  return mapRow(row, (c) => mul(c, k));
}

/** a*r + b*s entrywise. */
export function combineRows(a: Int, r: readonly Int[], b: Int, s: readonly Int[]): Row {
  // Pushed, not stored into new Array(n): rows are packed arrays (see zeros in int.ts).
  const out: Row = [];
  for (let i = 0; i < r.length; i++) out.push(mulAdd(a, r[i]!, b, s[i]!));
  return out;
}

/**
 * Integer normal form of an inequality: divide the variable coefficients by their gcd and round
 * the constant down (valid for integer points). Returns 'true' for a tautology, 'false' for a
 * contradiction, else the normalized row (a fresh array).
 */
export function normalizeIneq(row: readonly Int[]): Row | boolean {
  const g = coefGcd(row);
  const c = constantOf(row);
  if (g === 0) return c >= 0;
  if (g === 1) return row as Row; // unchanged rows are shared: callers never mutate normalized rows
  const n = row.length - 1;
  const out: Row = [];
  for (let i = 0; i < n; i++) out.push(exactDiv(row[i]!, g));
  out.push(floorDiv(c, g));
  return out;
}

/** Integer normal form of an equality: 'false' if gcd of coefficients does not divide the constant. */
export function normalizeEq(row: readonly Int[]): Row | boolean {
  const g = coefGcd(row);
  const c = constantOf(row);
  if (g === 0) return c === 0;
  if (!divides(g, c)) return false;
  let out: Row = g === 1 ? (row as Row) : mapRow(row, (v) => exactDiv(v, g));
  // Canonical sign: first nonzero coefficient positive, so duplicates compare equal.
  let first: Int = 0;
  for (let i = 0; i < out.length - 1 && first === 0; i++) first = out[i]!;
  if (first < 0) out = negateRow(out);
  return out;
}

/** Would normalizeIneq call the row a contradiction (0 >= a negative constant)? Without building its normal form. */
export function ineqContradicts(row: readonly Int[]): boolean {
  return isConstantRow(row) && constantOf(row) < 0;
}

/** Would normalizeEq call the row a contradiction (its coefficients' gcd does not divide its constant)? */
export function eqContradicts(row: readonly Int[]): boolean {
  const g = coefGcd(row);
  const c = constantOf(row);
  return g === 0 ? c !== 0 : !divides(g, c);
}

/** Rational normal form: divide every entry (constant included) by their gcd; no rounding. */
export function normalizeRational(row: readonly Int[]): Row {
  const g = rowGcd(row);
  if (g === 0 || g === 1) return row as Row;
  return mapRow(row, (v) => exactDiv(v, g));
}

export function rowKey(row: readonly Int[]): string {
  let s = '';
  const n = row.length - 1;
  for (let i = 0; i < n; i++) s += row[i]!.toString() + ',';
  return s;
}

/** Largest absolute value among coefficients (constant excluded). */
export function maxAbsCoef(row: readonly Int[]): Int {
  let m: Int = 0;
  const n = row.length - 1;
  for (let i = 0; i < n; i++) {
    const a = abs(row[i]!);
    if (a > m) m = a;
  }
  return m;
}

export function cloneSystem(sys: LinearSystem): { nVar: number; eqs: Row[]; ineqs: Row[] } {
  return { nVar: sys.nVar, eqs: mapPacked(sys.eqs, (r) => r.slice()), ineqs: mapPacked(sys.ineqs, (r) => r.slice()) };
}

/** A row of the given width that is zero everywhere except the listed entries. */
export function sparseRow(width: number, entries: Iterable<[number, Int]>, constant: Int = 0): Row {
  const r: Row = zeros(width + 1);
  for (const [i, v] of entries) r[i] = add(r[i]!, v);
  r[width] = constant;
  return r;
}

/** One odd weight per column (columns past 64 reuse them, told apart by the high bits). */
const HASH_WEIGHTS = Int32Array.from({ length: 64 }, (_, i) => Math.imul(i + 1, 0x9e3779b1) | 1);

/**
 * Hash of the coefficients (constant excluded), optionally of their negation, without allocating. Linear modulo
 * 2^32 (a weighted sum of the coefficients' low 32 bits): the negation's hash is the hash negated, so a caller that
 * looks a row up both ways hashes it once.
 */
export function coefHash(row: readonly Int[], negate = false): number {
  let h = 0;
  const n = row.length - 1;
  for (let i = 0; i < n; i++) {
    const c = row[i]!;
    if (c === 0) continue;
    const v = typeof c === 'number' ? c | 0 : Number(BigInt.asIntN(32, c));
    h = (h + Math.imul(v, HASH_WEIGHTS[i & 63]! ^ (i >>> 6))) | 0;
  }
  return negate ? -h | 0 : h;
}

/** coefHash(row) when some coefficient is 1 or -1 (an inequality then in normal form), else undefined. */
function unitRowHash(row: readonly Int[]): number | undefined {
  let h = 0;
  let unit = false;
  const n = row.length - 1;
  for (let i = 0; i < n; i++) {
    const c = row[i]!;
    if (c === 0) continue;
    if (typeof c !== 'number') return undefined;
    if (c === 1 || c === -1) unit = true;
    h = (h + Math.imul(c | 0, HASH_WEIGHTS[i & 63]! ^ (i >>> 6))) | 0;
  }
  return unit ? h : undefined;
}

/** Do a's coefficients equal s * b's (s = 1 or -1)? */
export function sameCoefs(a: readonly Int[], b: readonly Int[], s: 1 | -1): boolean {
  const n = a.length - 1;
  for (let i = 0; i < n; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (s === 1 ? x !== y : x !== (y === 0 ? 0 : neg(y))) return false;
  }
  return true;
}

/**
 * Rows indexed by their coefficient vector, to find parallel and opposite rows in O(1): open addressing over an array
 * of small integers (a Map of bucket arrays cost more to build than the lookups it served, on the few dozen rows of a
 * typical system). A slot holds a row's hash and its index + 1 (0: empty); rows of one hash follow each other's probes.
 */
export class CoefIndex {
  /** Pairs (hash, index + 1) per slot; index + 1 = 0 marks an empty slot. */
  private table: number[];
  private count = 0;

  /** `expected`: about how many rows will be added (the table grows past it). */
  constructor(
    private readonly rows: readonly Row[],
    expected = 8,
  ) {
    let size = 16;
    while (size < 2 * expected) size *= 2;
    this.table = new Array<number>(2 * size).fill(0);
  }

  /** Index of a stored row whose coefficients equal s * row's, or -1; `h`: coefHash(row), when already known. */
  find(row: readonly Int[], s: 1 | -1 = 1, h: number = coefHash(row)): number {
    const target = s === 1 ? h : -h | 0;
    const t = this.table;
    const mask = (t.length >> 1) - 1;
    for (let at = mix32(target) & mask; ; at = (at + 1) & mask) {
      const slot = t[2 * at + 1]!;
      if (slot === 0) return -1;
      if (t[2 * at] === target && sameCoefs(this.rows[slot - 1]!, row, s)) return slot - 1;
    }
  }

  /** Indexes the stored row at `index`; `h`: its coefHash, when already known. */
  add(index: number, h: number = coefHash(this.rows[index]!)): void {
    if (4 * (this.count + 1) > this.table.length) this.grow();
    this.place(h, index + 1);
    this.count++;
  }

  private place(h: number, slot: number): void {
    const t = this.table;
    const mask = (t.length >> 1) - 1;
    let at = mix32(h) & mask;
    while (t[2 * at + 1] !== 0) at = (at + 1) & mask;
    t[2 * at] = h;
    t[2 * at + 1] = slot;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Array<number>(2 * old.length).fill(0);
    // No two stored rows have the same coefficients (callers look a row up before adding it): order is no matter.
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== 0) this.place(old[i]!, old[i + 1]!);
  }
}

/** Spreads a coefficient hash over the table's low bits (the hash is linear, so its low bits alone cluster). */
function mix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return h ^ (h >>> 16);
}

/** Inequalities in normal form (normalizeInequalities): the rows kept, their coefHash, and which became equalities. */
export interface NormalizedInequalities {
  readonly rows: readonly Row[];
  readonly hashes: readonly number[];
  /** Rows that met their opposite with constants summing to zero: they were handed over as equalities. */
  readonly paired: readonly boolean[];
}

/**
 * Each inequality normalized (normalizeIneq), tautologies dropped, the tightest of parallel rows kept, and each pair
 * of opposite rows whose constants sum to zero handed to `toEquality` (which returns false for a contradiction among
 * the equalities). Null when the rows are contradictory. Each row is hashed once, for its lookups both ways.
 */
export function normalizeInequalities(ineqs: readonly (readonly Int[])[], toEquality: (row: Row) => boolean): NormalizedInequalities | null {
  const rows: Row[] = [];
  const hashes: number[] = [];
  const index = new CoefIndex(rows, ineqs.length);
  for (const r0 of ineqs) {
    // Most rows have a coefficient of 1 or -1, so are in normal form already: one pass hashes and checks that.
    let h = unitRowHash(r0);
    let r = r0 as Row;
    if (h === undefined) {
      const n = normalizeIneq(r0);
      if (n === false) return null;
      if (n === true) continue;
      r = n;
      h = coefHash(r);
    }
    const at = index.find(r, 1, h);
    if (at < 0) {
      rows.push(r);
      hashes.push(h);
      index.add(rows.length - 1, h);
    } else if (constantOf(r) < constantOf(rows[at]!)) rows[at] = r;
  }
  const paired = new Array<boolean>(rows.length).fill(false);
  for (let i = 0; i < rows.length; i++) {
    if (paired[i]) continue;
    const j = index.find(rows[i]!, -1, hashes[i]);
    if (j < 0 || paired[j]) continue;
    const s = add(constantOf(rows[i]!), constantOf(rows[j]!));
    if (s < 0) return null;
    if (s === 0) {
      if (!toEquality(rows[i]!)) return null;
      paired[i] = paired[j] = true;
    }
  }
  return { rows, hashes, paired };
}
