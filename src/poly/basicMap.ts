// Basic integer relations in -> out (accesses, dependences, schedules), built on the same polyhedra as sets.

import { type Int, add, neg, zeros } from './int.js';
import type { Rat } from './rational.js';

/** Sparse affine terms of a relation: [index, coefficient] pairs for in dims, out dims, params. */
export interface MapTerms {
  readonly in?: readonly (readonly [number, Int])[];
  readonly out?: readonly (readonly [number, Int])[];
  readonly params?: readonly (readonly [number, Int])[];
  readonly constant?: Int;
}
import { type Constraint, type LinExpr, Polyhedron } from './polyhedron.js';
import { type AffExpr, AffLowering } from './affExpr.js';
import { BasicSet } from './basicSet.js';
import { type Tuple, Space, mergeParams, tuple as mkTuple } from './space.js';
import { negateRow } from './linearSystem.js';

/** An affine expression lowered over a relation's dims: its linear form, then the definitions of its division locals. */
export interface LoweredAff {
  readonly nLocal: number;
  readonly form: LinExpr;
  readonly definitions: readonly Constraint[];
}

/**
 * `[params] -> { In[dims] -> Out[dims] : constraints }`. The polyhedron's dims are the in dims
 * followed by the out dims. Immutable.
 */
export class BasicMap {
  private constructor(
    readonly space: Space,
    readonly poly: Polyhedron,
  ) {
    if (space.isSet) throw new Error('BasicMap needs a map space');
    if (poly.nParam !== space.nParam || poly.nDim !== space.nDim) throw new Error('BasicMap: polyhedron does not match its space');
  }

  static universe(space: Space): BasicMap {
    return new BasicMap(space, Polyhedron.universe(space.nParam, space.nDim));
  }

  static empty(space: Space): BasicMap {
    return new BasicMap(space, Polyhedron.empty(space.nParam, space.nDim));
  }

  static fromPolyhedron(space: Space, poly: Polyhedron): BasicMap {
    return new BasicMap(space, poly);
  }

  /** Constraint dims are in dims then out dims. */
  static fromConstraints(space: Space, nLocal: number, cs: readonly Constraint[]): BasicMap {
    return new BasicMap(space, Polyhedron.fromConstraints(space.nParam, space.nDim, nLocal, cs));
  }

  /** The relation { x -> y : (x, y) in set } for a set whose first nIn dims are the domain. */
  static fromDomainAndRange(set: BasicSet, inTuple: Tuple, outTuple: Tuple): BasicMap {
    if (inTuple.dims.length + outTuple.dims.length !== set.nDim) throw new Error('fromDomainAndRange: arity differs');
    return new BasicMap(Space.forMap(set.params, inTuple, outTuple), set.poly);
  }

  get inTuple(): Tuple {
    return this.space.inTuple!;
  }

  get outTuple(): Tuple {
    return this.space.outTuple;
  }

  get params(): readonly string[] {
    return this.space.params;
  }

  /** Equal for two mapss exactly when their spaces and constraint rows (in order) are. */
  exactKey(): string {
    return `${this.space.key()}${this.poly.exactKey()}`;
  }

  get nIn(): number {
    return this.space.nIn;
  }

  get nOut(): number {
    return this.space.nOut;
  }

  get nParam(): number {
    return this.space.nParam;
  }

  private with(poly: Polyhedron): BasicMap {
    return new BasicMap(this.space, poly);
  }

  /** The pairs (in, out) as a set over in dims followed by out dims, in an anonymous tuple. */
  wrap(): BasicSet {
    const t = mkTuple(null, [...this.inTuple.dims, ...this.outTuple.dims]);
    return BasicSet.fromPolyhedron(Space.forSet(this.params, t), this.poly);
  }

  alignParams(params: readonly string[]): BasicMap {
    if (params.length === this.nParam && params.every((p, i) => p === this.params[i])) return this;
    const map = this.params.map((p) => {
      const i = params.indexOf(p);
      if (i < 0) throw new Error(`alignParams: parameter ${p} missing`);
      return i;
    });
    return new BasicMap(this.space.withParams(params), this.poly.remapParams(map, params.length));
  }

  withTuples(inT: Tuple, outT: Tuple): BasicMap {
    if (inT.dims.length !== this.nIn || outT.dims.length !== this.nOut) throw new Error('withTuples: arity differs');
    return new BasicMap(Space.forMap(this.params, inT, outT), this.poly);
  }

  isEmpty(): boolean {
    return this.poly.isEmpty();
  }

  simplify(): BasicMap {
    return this.with(this.poly.simplify());
  }

  removeRedundancies(): BasicMap {
    return this.with(this.poly.removeRedundancies());
  }

  addConstraints(cs: readonly Constraint[]): BasicMap {
    return this.with(this.poly.addConstraints(cs));
  }

  intersect(o: BasicMap): BasicMap {
    if (!this.space.sameTuples(o.space)) throw new Error('intersect: maps live in different spaces');
    const params = mergeParams(this.params, o.params);
    const a = this.alignParams(params);
    const b = o.alignParams(params);
    return a.with(a.poly.intersect(b.poly).simplify());
  }

  /** Pairs whose in part lies in `set`. */
  intersectDomain(set: BasicSet): BasicMap {
    const params = mergeParams(this.params, set.params);
    const a = this.alignParams(params);
    const s = set.alignParams(params);
    if (s.nDim !== a.nIn) throw new Error('intersectDomain: arity differs');
    return a.with(a.poly.intersect(s.poly.insertDims(s.nDim, a.nOut)).simplify());
  }

  /** Pairs whose out part lies in `set`. */
  intersectRange(set: BasicSet): BasicMap {
    const params = mergeParams(this.params, set.params);
    const a = this.alignParams(params);
    const s = set.alignParams(params);
    if (s.nDim !== a.nOut) throw new Error('intersectRange: arity differs');
    return a.with(a.poly.intersect(s.poly.insertDims(0, a.nIn)).simplify());
  }

  domain(): BasicSet {
    return BasicSet.fromPolyhedron(Space.forSet(this.params, this.inTuple), this.poly.projectOutDims(this.nIn, this.nOut));
  }

  range(): BasicSet {
    return BasicSet.fromPolyhedron(Space.forSet(this.params, this.outTuple), this.poly.projectOutDims(0, this.nIn));
  }

  reverse(): BasicMap {
    const order = [...Array(this.nOut).keys()].map((i) => this.nIn + i).concat([...Array(this.nIn).keys()]);
    return new BasicMap(Space.forMap(this.params, this.outTuple, this.inTuple), this.poly.permuteDims(order));
  }

  /** { x -> z : exists y . this(x, y) and next(y, z) }: this relation followed by `next`. */
  applyRange(next: BasicMap): BasicMap {
    if (this.nOut !== next.nIn) throw new Error('applyRange: arity differs');
    const params = mergeParams(this.params, next.params);
    const a = this.alignParams(params);
    const b = next.alignParams(params);
    // Layout [x | y | z]: a gets z appended, b gets x prepended; then y is projected out.
    const joined = a.poly.insertDims(a.nIn + a.nOut, b.nOut).intersect(b.poly.insertDims(0, a.nIn));
    return new BasicMap(Space.forMap(params, a.inTuple, b.outTuple), joined.projectOutDims(a.nIn, a.nOut));
  }

  /** `prev` followed by this relation. */
  applyDomain(prev: BasicMap): BasicMap {
    return prev.applyRange(this);
  }

  /** Image of a set: { y : exists x in set . this(x, y) }. */
  apply(set: BasicSet): BasicSet {
    return this.intersectDomain(set).range();
  }

  /** { out - in } for a relation between spaces of equal arity (distance vectors). */
  deltas(): BasicSet {
    if (this.nIn !== this.nOut) throw new Error('deltas: arity differs');
    const n = this.nIn;
    let p = this.poly.insertDims(2 * n, n);
    const cs: Constraint[] = [];
    for (let k = 0; k < n; k++) {
      const e = p.zeroExpr();
      e.dims[2 * n + k] = 1;
      e.dims[n + k] = -1;
      e.dims[k] = 1;
      cs.push({ kind: 'eq', expr: e });
    }
    p = p.addConstraints(cs).projectOutDims(0, 2 * n);
    return BasicSet.fromPolyhedron(Space.forSet(this.params, mkTuple(null, Array.from({ length: n }, (_, i) => `d${i}`))), p);
  }

  /** Appends n unconstrained out dims named by `names`. */
  addOutDims(names: readonly string[]): BasicMap {
    const out = mkTuple(this.outTuple.name, [...this.outTuple.dims, ...names]);
    return new BasicMap(Space.forMap(this.params, this.inTuple, out), this.poly.insertDims(this.nIn + this.nOut, names.length));
  }

  /** Adds a constraint given sparsely: [index, coefficient] pairs per kind. */
  addConstraint(kind: 'eq' | 'ineq', terms: MapTerms): BasicMap {
    const e = this.poly.zeroExpr();
    for (const [i, c] of terms.in ?? []) e.dims[i] = add(e.dims[i]!, c);
    for (const [i, c] of terms.out ?? []) e.dims[this.nIn + i] = add(e.dims[this.nIn + i]!, c);
    for (const [i, c] of terms.params ?? []) e.params[i] = add(e.params[i]!, c);
    e.constant = terms.constant ?? 0;
    return this.with(this.poly.addConstraint(kind, e));
  }

  /**
   * When every out dim equals an affine expression of the in dims and params (given by an
   * equality with a unit coefficient on that out dim, no other out dim and no local), those
   * expressions; null when the relation is not such a function.
   */
  affineOutputs(): MapTerms[] | null {
    const cs = this.poly.simplify().constraints();
    const out: MapTerms[] = [];
    for (let k = 0; k < this.nOut; k++) {
      const d = this.nIn + k;
      const c = cs.find((x) => {
        if (x.kind !== 'eq' || (x.expr.dims[d] !== 1 && x.expr.dims[d] !== -1)) return false;
        if (x.expr.locals.some((v) => v !== 0)) return false;
        return x.expr.dims.every((v, j) => j < this.nIn || j === d || v === 0);
      });
      if (c === undefined) return null;
      // a*o + rest = 0 with a = +-1  =>  o = -a * rest
      const s = c.expr.dims[d] === 1 ? -1 : 1;
      const pairs = (xs: readonly Int[]) => xs.flatMap((v, i) => (v === 0 ? [] : [[i, s === 1 ? v : neg(v)] as const]));
      out.push({ in: pairs(c.expr.dims.slice(0, this.nIn)), params: pairs(c.expr.params), constant: s === 1 ? c.expr.constant : neg(c.expr.constant) });
    }
    return out;
  }

  /**
   * Adds `expr >= 0` / `expr = 0` conditions written over the parameters and `dimNames` (the in dims then the out
   * dims, names chosen by the caller so that both sides can be told apart); floor divisions become new locals.
   */
  addAffConditions(conds: readonly { kind: 'eq' | 'ineq'; expr: AffExpr }[], dimNames: readonly string[]): BasicMap {
    if (dimNames.length !== this.nIn + this.nOut) throw new Error('addAffConditions: one name per dimension expected');
    const { nLocal, constraints } = new AffLowering(this.params, dimNames).constraints(conds);
    return this.withLocalConstraints(nLocal, constraints);
  }

  /** An affine expression over the dims (named as for addAffConditions) lowered once, for several conditions on it. */
  lowerAff(expr: AffExpr, dimNames: readonly string[]): LoweredAff {
    if (dimNames.length !== this.nIn + this.nOut) throw new Error('lowerAff: one name per dimension expected');
    const { nLocal, constraints } = new AffLowering(this.params, dimNames).constraints([{ kind: 'ineq', expr }]);
    return { nLocal, form: constraints[0]!.expr, definitions: constraints.slice(1) };
  }

  /**
   * The pairs where `sign * e + shift` is zero ('eq') or non-negative ('ineq'), for e lowered by lowerAff: the same
   * rows as addAffConditions with that expression, without lowering e again.
   */
  addLoweredCondition(e: LoweredAff, kind: 'eq' | 'ineq', sign: 1 | -1, shift: Int): BasicMap {
    const f = e.form;
    const signed = (xs: readonly Int[]): readonly Int[] => (sign === 1 ? xs : negateRow(xs));
    const main: LinExpr = { params: signed(f.params), dims: signed(f.dims), locals: signed(f.locals), constant: add(sign === 1 ? f.constant : neg(f.constant), shift) };
    return this.withLocalConstraints(e.nLocal, [{ kind, expr: main }, ...e.definitions]);
  }

  /** The relation with `nLocal` new locals (after its own) and constraints over them. */
  private withLocalConstraints(nLocal: number, constraints: readonly Constraint[]): BasicMap {
    const before: Int[] = zeros(this.poly.nLocal);
    const shifted = constraints.map((c) => ({ kind: c.kind, expr: { ...c.expr, locals: [...before, ...c.expr.locals] } }));
    return this.with(this.poly.addLocals(nLocal).addConstraints(shifted));
  }

  /** Rational minimum and maximum of affine expressions over the relation (null when unbounded). */
  rationalRanges(ts: readonly MapTerms[]): { min: Rat | null; max: Rat | null }[] | 'empty' {
    return this.poly.ranges(
      ts.map((t) => {
        const e = this.poly.zeroExpr();
        for (const [i, c] of t.in ?? []) e.dims[i] = add(e.dims[i]!, c);
        for (const [i, c] of t.out ?? []) e.dims[this.nIn + i] = add(e.dims[this.nIn + i]!, c);
        for (const [i, c] of t.params ?? []) e.params[i] = add(e.params[i]!, c);
        e.constant = t.constant ?? 0;
        return e;
      }),
    );
  }

  fixIn(i: number, v: Int): BasicMap {
    return this.with(this.poly.fix('dim', i, v));
  }

  fixOut(i: number, v: Int): BasicMap {
    return this.with(this.poly.fix('dim', this.nIn + i, v));
  }

  contains(params: readonly Int[], inDims: readonly Int[], outDims: readonly Int[]): boolean {
    return this.poly.containsPoint(params, [...inDims, ...outDims]);
  }

  /** Is every pair of this relation in `o`? `o` must have no existential locals. */
  isSubset(o: BasicMap): boolean {
    if (!this.space.sameTuples(o.space)) return this.isEmpty();
    const params = mergeParams(this.params, o.params);
    return this.alignParams(params).poly.isSubsetOf(o.alignParams(params).poly.simplify());
  }

  gist(context: BasicMap): BasicMap {
    const params = mergeParams(this.params, context.params);
    return this.alignParams(params).with(this.alignParams(params).poly.gist(context.alignParams(params).poly));
  }

  constraints(): Constraint[] {
    return this.poly.constraints();
  }
}
