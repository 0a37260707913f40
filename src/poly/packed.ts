// Arrays built so that V8 keeps one kind of array for one kind of content, whichever tier builds them.
//
// V8's optimized Array.prototype.map returns a holey array where the interpreter's returns a packed one, so rows made
// by map in a function that got optimized differ in kind from the same rows made before: functions reading both are
// deoptimized and compiled again. Pushing into a literal keeps arrays packed, but V8 remembers per literal the widest
// elements it held and, in optimized code, makes the literal's later arrays of that kind: one literal filled with
// rows of integers and with lists of rows would make every row an array of generic elements. So rows of integers
// (mapRow) and other arrays, in practice lists of rows (mapPacked), have a literal each: the two bodies are the same
// on purpose. Code that mixes these rows with holey ones (the simplex tableau makes its rows with new Array) can still
// widen a literal to holey: after the simplex tests, mapRow's rows come out holey now and then. Rows are also made by
// pushing for this reason (zeros in int.ts). The 30 PolyBench kernels at -O3 in one process went from 108
// deoptimizations to 64 with the polyhedral core's rows and lists made so.

import type { Int } from './int.js';

/** xs.map(f) for a row of integers: a packed array of small integers while the values are. */
export function mapRow<T>(xs: readonly T[], f: (x: T, i: number) => Int): Int[] {
  const out: Int[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!, i));
  return out;
}

/** xs.map(f), as a packed array (for rows of integers, mapRow). */
export function mapPacked<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!, i));
  return out;
}
