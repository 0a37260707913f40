// Shared brute-force helpers and generators for the poly tests.

import fc from 'fast-check';
import type { Int } from '../../src/poly/int.js';
import { type LinearSystem, evalRow } from '../../src/poly/linearSystem.js';

/** All integer points of the box [lo, hi]^n. */
export function* boxPoints(n: number, lo: number, hi: number): Generator<number[]> {
  const p = new Array<number>(n).fill(lo);
  if (n === 0) {
    yield [];
    return;
  }
  for (;;) {
    yield p.slice();
    let i = n - 1;
    while (i >= 0 && p[i] === hi) {
      p[i] = lo;
      i--;
    }
    if (i < 0) return;
    p[i]!++;
  }
}

export function satisfiesSystem(sys: LinearSystem, x: readonly Int[]): boolean {
  return sys.eqs.every((r) => evalRow(r, x) === 0) && sys.ineqs.every((r) => evalRow(r, x) >= 0);
}

/** Box constraints lo <= x_i <= hi as inequality rows. */
export function boxRows(n: number, lo: number, hi: number): Int[][] {
  const rows: Int[][] = [];
  for (let i = 0; i < n; i++) {
    const l = new Array<Int>(n + 1).fill(0);
    l[i] = 1;
    l[n] = -lo;
    const u = new Array<Int>(n + 1).fill(0);
    u[i] = -1;
    u[n] = hi;
    rows.push(l, u);
  }
  return rows;
}

export function rowArb(n: number, coef: number, cst: number): fc.Arbitrary<Int[]> {
  return fc.tuple(fc.array(fc.integer({ min: -coef, max: coef }), { minLength: n, maxLength: n }), fc.integer({ min: -cst, max: cst })).map(
    ([c, k]) => [...c, k],
  );
}

/** A random system over n variables inside the box [-B, B]^n. */
export function boundedSystemArb(n: number, B: number, coef = 4, maxEq = 1, maxIneq = 4): fc.Arbitrary<LinearSystem> {
  return fc
    .tuple(
      fc.array(rowArb(n, coef, 8), { maxLength: maxEq }),
      fc.array(rowArb(n, coef, 3 * B * coef), { maxLength: maxIneq }),
    )
    .map(([eqs, ineqs]) => ({ nVar: n, eqs, ineqs: [...ineqs, ...boxRows(n, -B, B)] }));
}

export function bruteForceHasPoint(sys: LinearSystem, B: number): boolean {
  for (const p of boxPoints(sys.nVar, -B, B)) if (satisfiesSystem(sys, p)) return true;
  return false;
}
