// Affine maps `(d0)[s0] -> (d0 + s0)` and integer sets `(d0)[s0] : (s0 - d0 - 1 >= 0)`, uniqued like their
// expressions so that equal maps are the same object.

import {
  AffineExpr,
  constantExpr,
  dimExpr,
  symbolExpr,
  printAffineExpr,
  replaceDimsAndSymbols,
  isFunctionOfDim,
  isFunctionOfSymbol,
} from './affineExpr.js';

const mapUniquer = new Map<string, AffineMap>();
const setUniquer = new Map<string, IntegerSet>();

function exprListKey(exprs: readonly AffineExpr[]): string {
  let k = '';
  for (const e of exprs) k += e.id + ',';
  return k;
}

function printIdList(prefix: string, n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(prefix + i);
  return parts.join(', ');
}

export class AffineMap {
  private constructor(
    readonly numDims: number,
    readonly numSymbols: number,
    readonly results: readonly AffineExpr[],
  ) {}

  static get(numDims: number, numSymbols: number, results: readonly AffineExpr[]): AffineMap {
    const key = `${numDims}:${numSymbols}:${exprListKey(results)}`;
    let m = mapUniquer.get(key);
    if (!m) {
      m = new AffineMap(numDims, numSymbols, Object.freeze([...results]));
      mapUniquer.set(key, m);
    }
    return m;
  }

  static constant(value: number): AffineMap {
    return AffineMap.get(0, 0, [constantExpr(value)]);
  }

  /** `()[s0] -> (s0)`: the form a bare SSA symbol bound takes. */
  static symbolIdentity(): AffineMap {
    return AffineMap.get(0, 1, [symbolExpr(0)]);
  }

  static identity(numDims: number): AffineMap {
    const results: AffineExpr[] = [];
    for (let i = 0; i < numDims; i++) results.push(dimExpr(i));
    return AffineMap.get(numDims, 0, results);
  }

  static empty(numDims = 0, numSymbols = 0): AffineMap {
    return AffineMap.get(numDims, numSymbols, []);
  }

  get numInputs(): number {
    return this.numDims + this.numSymbols;
  }

  get numResults(): number {
    return this.results.length;
  }

  isSingleConstant(): boolean {
    return this.results.length === 1 && this.results[0].kind === 'constant';
  }

  singleConstantValue(): number | undefined {
    const r = this.results[0];
    return this.results.length === 1 && r.kind === 'constant' ? r.value : undefined;
  }

  /** True for `()[s0] -> (s0)`. */
  isSymbolIdentity(): boolean {
    return this.numDims === 0 && this.numSymbols === 1 && this.results.length === 1 && this.results[0] === symbolExpr(0);
  }

  isIdentity(): boolean {
    if (this.numSymbols !== 0 || this.results.length !== this.numDims) return false;
    return this.results.every((r, i) => r === dimExpr(i));
  }

  /** Constant results, or undefined if any result is not constant. */
  constantResults(): number[] | undefined {
    const out: number[] = [];
    for (const r of this.results) {
      if (r.kind !== 'constant') return undefined;
      out.push(r.value);
    }
    return out;
  }

  isDimUsed(position: number): boolean {
    return this.results.some((r) => isFunctionOfDim(r, position));
  }

  isSymbolUsed(position: number): boolean {
    return this.results.some((r) => isFunctionOfSymbol(r, position));
  }

  replaceDimsAndSymbols(dims: readonly AffineExpr[], syms: readonly AffineExpr[], numDims: number, numSymbols: number): AffineMap {
    return AffineMap.get(
      numDims,
      numSymbols,
      this.results.map((r) => replaceDimsAndSymbols(r, dims, syms)),
    );
  }

  /** Keeps only the results at the given positions. */
  subMap(positions: readonly number[]): AffineMap {
    return AffineMap.get(this.numDims, this.numSymbols, positions.map((p) => this.results[p]));
  }

  /** The body printed inside `affine_map<...>`. */
  toString(): string {
    const syms = this.numSymbols ? `[${printIdList('s', this.numSymbols)}]` : '';
    return `(${printIdList('d', this.numDims)})${syms} -> (${this.results.map((r) => printAffineExpr(r)).join(', ')})`;
  }
}

/** A conjunction of affine constraints `expr >= 0` or `expr == 0`. */
export class IntegerSet {
  private constructor(
    readonly numDims: number,
    readonly numSymbols: number,
    readonly constraints: readonly AffineExpr[],
    readonly eqFlags: readonly boolean[],
  ) {}

  static get(numDims: number, numSymbols: number, constraints: readonly AffineExpr[], eqFlags: readonly boolean[]): IntegerSet {
    if (constraints.length !== eqFlags.length) throw new Error('IntegerSet: constraints and eqFlags differ in length');
    const key = `${numDims}:${numSymbols}:${exprListKey(constraints)}:${eqFlags.map((f) => (f ? 1 : 0)).join('')}`;
    let s = setUniquer.get(key);
    if (!s) {
      s = new IntegerSet(numDims, numSymbols, Object.freeze([...constraints]), Object.freeze([...eqFlags]));
      setUniquer.set(key, s);
    }
    return s;
  }

  /** The canonical empty set `(dims)[syms] : (1 == 0)`. */
  static emptySet(numDims: number, numSymbols: number): IntegerSet {
    return IntegerSet.get(numDims, numSymbols, [constantExpr(1)], [true]);
  }

  get numInputs(): number {
    return this.numDims + this.numSymbols;
  }

  get numConstraints(): number {
    return this.constraints.length;
  }

  isEmptyIntegerSet(): boolean {
    return this.constraints.length === 1 && this.eqFlags[0] && this.constraints[0] === constantExpr(1);
  }

  toString(): string {
    const syms = this.numSymbols ? `[${printIdList('s', this.numSymbols)}]` : '';
    const cs = this.constraints.map((c, i) => printAffineExpr(c) + (this.eqFlags[i] ? ' == 0' : ' >= 0'));
    return `(${printIdList('d', this.numDims)})${syms} : (${cs.join(', ')})`;
  }
}
