// Unions of basic sets / basic maps over possibly different tuples, sharing one parameter list (isl union_set / union_map).

import type { Int } from './int.js';
import { BasicSet } from './basicSet.js';
import { BasicMap } from './basicMap.js';
import { mergeParams } from './space.js';
import { makeDisjoint, subtract } from './difference.js';

function alignAll<T extends { params: readonly string[]; alignParams(p: readonly string[]): T }>(parts: readonly T[], params: readonly string[]): { params: string[]; parts: T[] } {
  let all = [...params];
  for (const p of parts) all = mergeParams(all, p.params);
  return { params: all, parts: parts.map((p) => p.alignParams(all)) };
}

/** A finite union of basic sets; parts may live in different tuples. Immutable. */
export class UnionSet {
  private constructor(
    readonly params: readonly string[],
    readonly parts: readonly BasicSet[],
  ) {}

  static empty(params: readonly string[] = []): UnionSet {
    return new UnionSet([...params], []);
  }

  static of(parts: readonly BasicSet[], params: readonly string[] = []): UnionSet {
    const a = alignAll(parts, params);
    return new UnionSet(a.params, a.parts);
  }

  alignParams(params: readonly string[]): UnionSet {
    return UnionSet.of(this.parts, params);
  }

  union(o: UnionSet): UnionSet {
    return UnionSet.of([...this.parts, ...o.parts], mergeParams(this.params, o.params));
  }

  /** Pairwise intersection of parts in the same tuple. */
  intersect(o: UnionSet): UnionSet {
    const params = mergeParams(this.params, o.params);
    const out: BasicSet[] = [];
    for (const a of this.parts) for (const b of o.parts) if (a.space.sameTuples(b.space)) out.push(a.intersect(b));
    return UnionSet.of(out, params).dropEmpty();
  }

  /** Restricts every part to the parameter values of a parameter-only set. */
  intersectParams(context: BasicSet): UnionSet {
    const params = mergeParams(this.params, context.params);
    return UnionSet.of(
      this.parts.map((p) => {
        const a = p.alignParams(params);
        const c = context.alignParams(params);
        return BasicSet.fromPolyhedron(a.space, a.poly.intersect(c.poly.insertDims(0, a.nDim)).simplify());
      }),
      params,
    ).dropEmpty();
  }

  isEmpty(): boolean {
    return this.parts.every((p) => p.isEmpty());
  }

  dropEmpty(): UnionSet {
    return new UnionSet(this.params, this.parts.filter((p) => !p.isEmpty()));
  }

  simplify(): UnionSet {
    return new UnionSet(this.params, this.parts.map((p) => p.removeRedundancies()).filter((p) => !p.isEmpty()));
  }

  /** Points of this union not in `o` (exact when o's existentials are divisions, see `subtract`). */
  subtract(o: UnionSet): UnionSet {
    const params = mergeParams(this.params, o.params);
    let parts: BasicSet[] = this.alignParams(params).parts.slice();
    for (const b of o.alignParams(params).parts) parts = parts.flatMap((a) => subtract(a, b));
    return UnionSet.of(parts, params);
  }

  /** The same points as pairwise disjoint parts. */
  makeDisjoint(): UnionSet {
    return UnionSet.of(makeDisjoint(this.parts), this.params);
  }

  /** Each part simplified against a context (a parameter-only set, or a set in the part's tuple). */
  gist(context: BasicSet): UnionSet {
    const params = mergeParams(this.params, context.params);
    return UnionSet.of(this.alignParams(params).parts.map((p) => (context.nDim === 0 || p.space.sameTuples(context.space) ? p.gist(context) : p)), params);
  }

  /** Parts whose tuple has this name. */
  partsNamed(name: string | null): BasicSet[] {
    return this.parts.filter((p) => p.tuple.name === name);
  }

  contains(params: readonly Int[], tupleName: string | null, dims: readonly Int[]): boolean {
    return this.parts.some((p) => p.tuple.name === tupleName && p.nDim === dims.length && p.contains(params, dims));
  }

  /** Image under a union map: every part through every map part whose domain tuple matches. */
  apply(m: UnionMap): UnionSet {
    const params = mergeParams(this.params, m.params);
    const out: BasicSet[] = [];
    for (const s of this.parts) for (const r of m.parts) if (s.tuple.name === r.inTuple.name && s.nDim === r.nIn) out.push(r.apply(s));
    return UnionSet.of(out, params).dropEmpty();
  }
}

/** A finite union of basic maps; parts may relate different tuples. Immutable. */
export class UnionMap {
  private constructor(
    readonly params: readonly string[],
    readonly parts: readonly BasicMap[],
  ) {}

  static empty(params: readonly string[] = []): UnionMap {
    return new UnionMap([...params], []);
  }

  static of(parts: readonly BasicMap[], params: readonly string[] = []): UnionMap {
    const a = alignAll(parts, params);
    return new UnionMap(a.params, a.parts);
  }

  alignParams(params: readonly string[]): UnionMap {
    return UnionMap.of(this.parts, params);
  }

  union(o: UnionMap): UnionMap {
    return UnionMap.of([...this.parts, ...o.parts], mergeParams(this.params, o.params));
  }

  intersect(o: UnionMap): UnionMap {
    const params = mergeParams(this.params, o.params);
    const out: BasicMap[] = [];
    for (const a of this.parts) for (const b of o.parts) if (a.space.sameTuples(b.space)) out.push(a.intersect(b));
    return UnionMap.of(out, params).dropEmpty();
  }

  intersectDomain(s: UnionSet): UnionMap {
    const params = mergeParams(this.params, s.params);
    const out: BasicMap[] = [];
    for (const m of this.parts) for (const d of s.parts) if (d.tuple.name === m.inTuple.name && d.nDim === m.nIn) out.push(m.intersectDomain(d));
    return UnionMap.of(out, params).dropEmpty();
  }

  intersectRange(s: UnionSet): UnionMap {
    const params = mergeParams(this.params, s.params);
    const out: BasicMap[] = [];
    for (const m of this.parts) for (const d of s.parts) if (d.tuple.name === m.outTuple.name && d.nDim === m.nOut) out.push(m.intersectRange(d));
    return UnionMap.of(out, params).dropEmpty();
  }

  reverse(): UnionMap {
    return new UnionMap(this.params, this.parts.map((p) => p.reverse()));
  }

  domain(): UnionSet {
    return UnionSet.of(this.parts.map((p) => p.domain()), this.params);
  }

  range(): UnionSet {
    return UnionSet.of(this.parts.map((p) => p.range()), this.params);
  }

  /** This relation followed by `next`, for every pair of parts that meet in the middle tuple. */
  applyRange(next: UnionMap): UnionMap {
    const params = mergeParams(this.params, next.params);
    const out: BasicMap[] = [];
    for (const a of this.parts) for (const b of next.parts) if (a.outTuple.name === b.inTuple.name && a.nOut === b.nIn) out.push(a.applyRange(b));
    return UnionMap.of(out, params).dropEmpty();
  }

  isEmpty(): boolean {
    return this.parts.every((p) => p.isEmpty());
  }

  dropEmpty(): UnionMap {
    return new UnionMap(this.params, this.parts.filter((p) => !p.isEmpty()));
  }

  simplify(): UnionMap {
    return new UnionMap(this.params, this.parts.map((p) => p.removeRedundancies()).filter((p) => !p.isEmpty()));
  }

  contains(params: readonly Int[], inName: string | null, inDims: readonly Int[], outName: string | null, outDims: readonly Int[]): boolean {
    return this.parts.some(
      (p) => p.inTuple.name === inName && p.outTuple.name === outName && p.nIn === inDims.length && p.nOut === outDims.length && p.contains(params, inDims, outDims),
    );
  }
}
