// Arrays built so that V8 keeps them packed, whichever tier builds them. V8's optimized Array.prototype.map returns
// a holey array where the interpreter's returns a packed one, so rows made by map in a function that got optimized
// differ in kind from the same rows made before: functions reading both are deoptimized and compiled again. The
// polyhedral core makes its rows and lists of rows with mapPacked: the 30 PolyBench kernels at -O3 in one process
// went from 108 deoptimizations to 73. Rows are also made by pushing for this reason (zeros in int.ts).

/** xs.map(f), as a packed array. */
export function mapPacked<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!, i));
  return out;
}
