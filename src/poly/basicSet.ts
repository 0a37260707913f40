// Basic integer sets: one named tuple, parameters, a conjunction of affine constraints with existentials.

import type { Int } from './int.js';
import { type Constraint, Polyhedron } from './polyhedron.js';
import { type Tuple, Space, mergeParams, tuple as mkTuple } from './space.js';
import { searchIntegerPoint } from './integerSearch.js';

/** Result of a lexicographic optimum for fixed parameter values. */
export type LexResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'unbounded' }
  | { readonly kind: 'point'; readonly dims: readonly Int[] };

/** An integer point of a set together with the parameter values it was found for. */
export interface SamplePoint {
  readonly params: readonly Int[];
  readonly dims: readonly Int[];
}

/** `[params] -> { name[dims] : constraints }` with existentially quantified locals. Immutable. */
export class BasicSet {
  private constructor(
    readonly space: Space,
    readonly poly: Polyhedron,
  ) {
    if (!space.isSet) throw new Error('BasicSet needs a set space');
    if (poly.nParam !== space.nParam || poly.nDim !== space.nOut) throw new Error('BasicSet: polyhedron does not match its space');
  }

  static universe(space: Space): BasicSet {
    return new BasicSet(space, Polyhedron.universe(space.nParam, space.nOut));
  }

  static empty(space: Space): BasicSet {
    return new BasicSet(space, Polyhedron.empty(space.nParam, space.nOut));
  }

  static fromPolyhedron(space: Space, poly: Polyhedron): BasicSet {
    return new BasicSet(space, poly);
  }

  static fromConstraints(space: Space, nLocal: number, cs: readonly Constraint[]): BasicSet {
    return new BasicSet(space, Polyhedron.fromConstraints(space.nParam, space.nOut, nLocal, cs));
  }

  get tuple(): Tuple {
    return this.space.outTuple;
  }

  get params(): readonly string[] {
    return this.space.params;
  }

  /** Equal for two setss exactly when their spaces and constraint rows (in order) are. */
  exactKey(): string {
    return `${this.space.key()}${this.poly.exactKey()}`;
  }

  get nDim(): number {
    return this.space.nOut;
  }

  get nParam(): number {
    return this.space.nParam;
  }

  private with(poly: Polyhedron): BasicSet {
    return new BasicSet(this.space, poly);
  }

  /** Same set over a parameter list that contains all of ours (in any order). */
  alignParams(params: readonly string[]): BasicSet {
    if (params.length === this.nParam && params.every((p, i) => p === this.params[i])) return this;
    const map = this.params.map((p) => {
      const i = params.indexOf(p);
      if (i < 0) throw new Error(`alignParams: parameter ${p} missing`);
      return i;
    });
    return new BasicSet(this.space.withParams(params), this.poly.remapParams(map, params.length));
  }

  withTuple(t: Tuple): BasicSet {
    if (t.dims.length !== this.nDim) throw new Error('withTuple: arity differs');
    return new BasicSet(this.space.withOut(t), this.poly);
  }

  withTupleName(name: string | null): BasicSet {
    return this.withTuple(mkTuple(name, this.tuple.dims));
  }

  intersect(o: BasicSet): BasicSet {
    if (!this.space.sameTuples(o.space)) throw new Error('intersect: sets live in different spaces');
    const params = mergeParams(this.params, o.params);
    const a = this.alignParams(params);
    const b = o.alignParams(params);
    return a.with(a.poly.intersect(b.poly).simplify());
  }

  addConstraints(cs: readonly Constraint[]): BasicSet {
    return this.with(this.poly.addConstraints(cs));
  }

  isEmpty(): boolean {
    return this.poly.isEmpty();
  }

  simplify(): BasicSet {
    return this.with(this.poly.simplify());
  }

  removeRedundancies(): BasicSet {
    return this.with(this.poly.removeRedundancies());
  }

  /** Constraints not implied by the context (same tuple, or a parameter-only set). */
  gist(context: BasicSet): BasicSet {
    const params = mergeParams(this.params, context.params);
    const a = this.alignParams(params);
    let c = context.alignParams(params);
    if (c.nDim === 0 && a.nDim > 0) c = new BasicSet(a.space, c.poly.insertDims(0, a.nDim));
    else if (!a.space.sameTuples(c.space)) throw new Error('gist: context lives in another space');
    return a.with(a.poly.gist(c.poly));
  }

  /** Is every point of this set in `o`? `o` must have no existential locals. */
  isSubset(o: BasicSet): boolean {
    if (!this.space.sameTuples(o.space)) return this.isEmpty();
    const params = mergeParams(this.params, o.params);
    return this.alignParams(params).poly.isSubsetOf(o.alignParams(params).poly.simplify());
  }

  /** Removes dims [first, first+n) by existential quantification (exact). */
  projectOut(first: number, n: number): BasicSet {
    const dims = this.tuple.dims.filter((_, i) => i < first || i >= first + n);
    return new BasicSet(this.space.withOut(mkTuple(this.tuple.name, dims)), this.poly.projectOutDims(first, n));
  }

  /** The parameter values for which the set is non-empty: `[params] -> { : ... }`. */
  paramDomain(): BasicSet {
    return new BasicSet(Space.forParams(this.params), this.poly.projectOutDims(0, this.nDim));
  }

  fixDim(i: number, v: Int): BasicSet {
    return this.with(this.poly.fix('dim', i, v));
  }

  boundDim(i: number, lower: Int | null, upper: Int | null): BasicSet {
    return this.with(this.poly.bound('dim', i, lower, upper));
  }

  fixParam(name: string, v: Int): BasicSet {
    return this.with(this.poly.fix('param', this.paramIndex(name), v));
  }

  boundParam(name: string, lower: Int | null, upper: Int | null): BasicSet {
    return this.with(this.poly.bound('param', this.paramIndex(name), lower, upper));
  }

  private paramIndex(name: string): number {
    const i = this.params.indexOf(name);
    if (i < 0) throw new Error(`unknown parameter ${name}`);
    return i;
  }

  contains(params: readonly Int[], dims: readonly Int[]): boolean {
    return this.poly.containsPoint(params, dims);
  }

  /** Some integer point (parameters included), or null if the set is empty for every parameter value. */
  sample(): SamplePoint | null {
    const p = this.poly.simplify();
    if (p.isObviouslyEmpty()) return null;
    const vars = [...Array(this.nParam).keys()].map((i) => p.varIndex('param', i)).concat([...Array(this.nDim).keys()].map((i) => p.varIndex('dim', i)));
    const r = searchIntegerPoint(p.system(), vars, 'any');
    if (r.kind !== 'point') return null;
    return { params: r.values.slice(0, this.nParam), dims: r.values.slice(this.nParam) };
  }

  /** Lexicographic minimum of the dims for the given parameter values. */
  lexmin(paramValues: readonly Int[]): LexResult {
    return this.lexopt(paramValues, 'min');
  }

  lexmax(paramValues: readonly Int[]): LexResult {
    return this.lexopt(paramValues, 'max');
  }

  private lexopt(paramValues: readonly Int[], mode: 'min' | 'max'): LexResult {
    const p = this.poly.substituteParams(paramValues).simplify();
    if (p.isObviouslyEmpty()) return { kind: 'empty' };
    const vars = [...Array(this.nDim).keys()].map((i) => p.varIndex('dim', i));
    const r = searchIntegerPoint(p.system(), vars, mode);
    if (r.kind === 'point') return { kind: 'point', dims: r.values };
    return r;
  }

  /** Same set with dims reordered: new dim j is old dim order[j]. */
  permuteDims(order: readonly number[]): BasicSet {
    const t = mkTuple(this.tuple.name, order.map((o) => this.tuple.dims[o]!));
    return new BasicSet(this.space.withOut(t), this.poly.permuteDims(order));
  }

  /** Appends n unconstrained dims named by `names`. */
  addDims(names: readonly string[]): BasicSet {
    const t = mkTuple(this.tuple.name, [...this.tuple.dims, ...names]);
    return new BasicSet(this.space.withOut(t), this.poly.insertDims(this.nDim, names.length));
  }

  constraints(): Constraint[] {
    return this.poly.constraints();
  }
}
