// Random integer sets with an exact reference membership predicate, for brute-force property tests.

import fc from 'fast-check';
import { type Int, int } from '../../src/poly/int.js';
import { BasicSet } from '../../src/poly/basicSet.js';
import type { Constraint } from '../../src/poly/polyhedron.js';
import { Space, tuple } from '../../src/poly/space.js';

/** A floor division e = floor((a . (params, dims) + c) / d). */
export interface RefDiv {
  a: bigint[];
  c: bigint;
  d: bigint;
}

/** Rows are over [params | dims | divs | constant]. */
export interface RefSet {
  nParam: number;
  nDim: number;
  divs: RefDiv[];
  eqs: bigint[][];
  ineqs: bigint[][];
}

function floorDivBig(a: bigint, b: bigint): bigint {
  const q = a / b;
  return q * b !== a && (a < 0n) !== (b < 0n) ? q - 1n : q;
}

export function refContains(s: RefSet, params: readonly number[], dims: readonly number[]): boolean {
  const x = [...params, ...dims].map(BigInt);
  const full = [...x];
  for (const dv of s.divs) {
    let v = dv.c;
    dv.a.forEach((k, i) => (v += k * x[i]!));
    full.push(floorDivBig(v, dv.d));
  }
  const ev = (r: bigint[]) => {
    let v = r[r.length - 1]!;
    for (let i = 0; i < full.length; i++) v += r[i]! * full[i]!;
    return v;
  };
  return s.eqs.every((r) => ev(r) === 0n) && s.ineqs.every((r) => ev(r) >= 0n);
}

export function paramNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `p${i}`);
}

export function toBasicSet(s: RefSet, name: string | null = 'S', dimNames?: string[]): BasicSet {
  const space = Space.forSet(paramNames(s.nParam), tuple(name, dimNames ?? Array.from({ length: s.nDim }, (_, i) => `x${i}`)));
  const nL = s.divs.length;
  const mk = (r: bigint[]) => ({
    params: r.slice(0, s.nParam).map(int),
    dims: r.slice(s.nParam, s.nParam + s.nDim).map(int),
    locals: r.slice(s.nParam + s.nDim, s.nParam + s.nDim + nL).map(int),
    constant: int(r[r.length - 1]!),
  });
  const cs: Constraint[] = [];
  for (const r of s.eqs) cs.push({ kind: 'eq', expr: mk(r) });
  for (const r of s.ineqs) cs.push({ kind: 'ineq', expr: mk(r) });
  s.divs.forEach((dv, k) => {
    // d*e <= a.x + c <= d*e + d - 1
    const base: bigint[] = [...dv.a, ...new Array<bigint>(nL).fill(0n), dv.c];
    const lo = base.slice();
    lo[s.nParam + s.nDim + k] = -dv.d;
    const hi = base.map((v) => -v);
    hi[s.nParam + s.nDim + k] = dv.d;
    hi[hi.length - 1] = hi[hi.length - 1]! + dv.d - 1n;
    cs.push({ kind: 'ineq', expr: mk(lo) }, { kind: 'ineq', expr: mk(hi) });
  });
  return BasicSet.fromConstraints(space, nL, cs);
}

/** Adds -B <= dim <= B for every dim (and the same for params when `params` is set). */
export function withBox(s: RefSet, B: number, params = false): RefSet {
  const w = s.nParam + s.nDim + s.divs.length + 1;
  const rows: bigint[][] = [];
  const first = params ? 0 : s.nParam;
  for (let i = first; i < s.nParam + s.nDim; i++) {
    const lo = new Array<bigint>(w).fill(0n);
    lo[i] = 1n;
    lo[w - 1] = BigInt(B);
    const hi = new Array<bigint>(w).fill(0n);
    hi[i] = -1n;
    hi[w - 1] = BigInt(B);
    rows.push(lo, hi);
  }
  return { ...s, ineqs: [...s.ineqs, ...rows] };
}

const HUGE = [2n ** 40n + 1n, -(2n ** 45n) + 7n, 3n ** 33n, 2n ** 61n - 1n];

function coefArb(huge: boolean): fc.Arbitrary<bigint> {
  const small = fc.integer({ min: -3, max: 3 }).map(BigInt);
  return huge ? fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.constantFrom(...HUGE), weight: 1 }) : small;
}

export interface RefSetOptions {
  nParam: number;
  nDim: number;
  maxDivs?: number;
  maxEqs?: number;
  maxIneqs?: number;
  huge?: boolean;
}

export function refSetArb(o: RefSetOptions): fc.Arbitrary<RefSet> {
  const nv = o.nParam + o.nDim;
  const huge = o.huge ?? false;
  const divArb: fc.Arbitrary<RefDiv> = fc.record({
    a: fc.array(fc.integer({ min: -2, max: 2 }).map(BigInt), { minLength: nv, maxLength: nv }),
    c: fc.integer({ min: -3, max: 3 }).map(BigInt),
    d: fc.integer({ min: 2, max: 4 }).map(BigInt),
  });
  return fc.array(divArb, { maxLength: o.maxDivs ?? 1 }).chain((divs) => {
    const w = nv + divs.length;
    const row = (cst: number) =>
      fc.tuple(fc.array(coefArb(huge), { minLength: w, maxLength: w }), fc.integer({ min: -cst, max: cst })).map(([c, k]) => {
        // Keep huge rows satisfiable near the box by scaling the constant with the largest coefficient.
        const m = c.reduce((a, b) => (a > (b < 0n ? -b : b) ? a : b < 0n ? -b : b), 1n);
        return [...c, BigInt(k) * (m > 3n ? m : 1n)];
      });
    return fc.record({
      nParam: fc.constant(o.nParam),
      nDim: fc.constant(o.nDim),
      divs: fc.constant(divs),
      eqs: fc.array(row(3), { maxLength: o.maxEqs ?? 1 }),
      ineqs: fc.array(row(6), { maxLength: o.maxIneqs ?? 3 }),
    });
  });
}

/** All (params, dims) points of the test box. */
export function* points(nParam: number, nDim: number, P: number, B: number): Generator<{ params: number[]; dims: number[] }> {
  const total = nParam + nDim;
  const cur = new Array<number>(total).fill(0);
  const lo = (i: number) => (i < nParam ? -P : -B);
  const hi = (i: number) => (i < nParam ? P : B);
  for (let i = 0; i < total; i++) cur[i] = lo(i);
  for (;;) {
    yield { params: cur.slice(0, nParam), dims: cur.slice(nParam) };
    let i = total - 1;
    while (i >= 0 && cur[i] === hi(i)) {
      cur[i] = lo(i);
      i--;
    }
    if (i < 0) return;
    cur[i]!++;
  }
}

export const asInts = (xs: readonly number[]): Int[] => xs.map((x) => x);
