// One schedule dimension becomes loops: bounds from the projection of the statements' instances (max of lower and
// min of upper bounds, ceil/floor divisions, strides), guards on the outer loops hoisted above the loop, a single
// value as an assignment, and separation into consecutive loops where different statements run.

import { type AffExpr, affNames, affToString, normalizeAff } from '../../poly/affExpr.js';
import { BasicSet } from '../../poly/basicSet.js';
import { type DimBounds, dimBounds } from '../../poly/bounds.js';
import { subtract } from '../../poly/difference.js';
import { simpleHull } from '../../poly/hull.js';
import { shadowUndefinedLocals } from '../../poly/divs.js';
import type { Condition } from '../../poly/loopNest.js';
import type { AstNode } from '../ast/ast.js';
import { type Build, type Unit, CodegenError, conditionsPoly, implied, outputConditions, outputExpr, projectOnLoops, withConditions } from './build.js';
import type { Polyhedron } from '../../poly/polyhedron.js';

interface Piece {
  readonly set: BasicSet;
  readonly units: readonly Unit[];
}

const v = (name: string): AffExpr => ({ kind: 'var', name });
const sum = (a: AffExpr, b: AffExpr): AffExpr => ({ kind: 'add', lhs: a, rhs: b });
const diff = (a: AffExpr, b: AffExpr): AffExpr => sum(a, { kind: 'mul', lhs: b, factor: -1 });
const plus = (a: AffExpr, c: number): AffExpr => sum(a, { kind: 'const', value: c });

/** Separation never cuts a loop into more pieces than this. */
const MAX_PIECES = 16;

/**
 * Scans the last loop of `b` (just added by addDimension) over its units; `inner` scans what is inside one iteration.
 * `parallel` marks the loops (the band member is coincident).
 */
export function scanDimension(b: Build, parallel: boolean, inner: (b: Build) => AstNode[]): AstNode[] {
  const live: Piece[] = [];
  for (const u of b.units) {
    const p = projectOnLoops(b, u);
    if (p.isEmpty()) continue;
    // Loop bounds may contain more than the instances (guards at the statements keep the code exact).
    live.push({ set: BasicSet.fromPolyhedron(p.space, shadowUndefinedLocals(p.poly).poly), units: [u] });
  }
  if (live.length === 0) return [];
  if (live.length === 1) return emitLoop(b, live[0]!, parallel, inner);
  const bounds = unionBounds(b, live.map((p) => p.set));
  if (bounds.lower.length === 0 || bounds.upper.length === 0) {
    // No affine bound holds for every statement (a max of upper bounds is not a min): consecutive loops must do,
    // whatever they cost.
    // A max of parameters computed once keeps one loop (its statements guarded); else consecutive loops.
    const derived = b.options.deriveParams ? derivedBounds(b, live.map((p) => p.set), bounds) : null;
    if (derived) return emitBounds(b, derived, live.map((p) => p.units[0]!), parallel, inner);
    const pieces = separate(b, live, b.options.maxCopies, true);
    if (pieces) return emitPieces(b, pieces, parallel, inner);
    const forced = separate(b, live, Infinity, true);
    if (forced) return emitPieces(b, forced, parallel, inner);
    return caseSplit(b, live, bounds.stride, parallel, inner);
  }
  const units = live.map((p) => p.units[0]!);
  const start = { ...b.stats };
  const shared = emitBounds(b, bounds, units, parallel, inner);
  // One shared loop unless it leaves guards inside loops (statements that do not cover it, beyond what their own
  // inner loops absorb) and separation does better.
  const sharedGuards = inLoopGuards(shared);
  if (!b.options.separate || sharedGuards === 0) return shared;
  const pieces = separate(b, live, b.options.maxCopies, false);
  if (!pieces) return shared;
  const sharedStats = { ...b.stats };
  Object.assign(b.stats, start);
  // Separation must have fewer guards to win: its pieces stop being built once they have as many.
  const split = emitPiecesBelow(b, pieces, parallel, inner, sharedGuards);
  if (split) return split;
  Object.assign(b.stats, sharedStats);
  return shared;
}

/**
 * What the guards inside loops of `nodes` cost: each counts 16^depth, depth being the loops around it within
 * `nodes` (a guard runs at every iteration of its loops; one outside all loops runs once and costs nothing here).
 */
function inLoopGuards(nodes: readonly AstNode[], depth = 0): number {
  let n = 0;
  for (const x of nodes) {
    if (x.kind === 'for') n += inLoopGuards(x.body, depth + 1);
    else if (x.kind === 'if') n += (depth > 0 ? 16 ** depth : 0) + inLoopGuards(x.then, depth) + inLoopGuards(x.else ?? [], depth);
  }
  return n;
}

function emitPieces(b: Build, pieces: readonly Piece[], parallel: boolean, inner: (b: Build) => AstNode[]): AstNode[] {
  return emitPiecesBelow(b, pieces, parallel, inner, Infinity)!;
}

/** The pieces' loops in order, or null when their guards inside loops (see inLoopGuards) reach `limit`. */
function emitPiecesBelow(b: Build, pieces: readonly Piece[], parallel: boolean, inner: (b: Build) => AstNode[], limit: number): AstNode[] | null {
  b.stats.separated++;
  const inOrder = pieces.map((_, i) => i);
  if (limit === Infinity) return emitPiecesIn(b, pieces, inOrder, parallel, inner, limit);
  // The guards that reach the limit are in the pieces the most statements run in (a statement alone in a piece has
  // its loops to itself): built first, a separation that loses is given up before the others are built. The order
  // does not change the answer (null exactly when all the pieces' guards reach the limit), nor the loops, except
  // through the names of the parameters derived on the way: when one was made, the pieces are built again in order.
  const byUnits = [...inOrder].sort((i, j) => pieces[j]!.units.length - pieces[i]!.units.length);
  const derived = b.derived.length;
  const stats = { ...b.stats };
  const out = emitPiecesIn(b, pieces, byUnits, parallel, inner, limit);
  if (b.derived.length === derived) return out;
  b.derived.length = derived;
  Object.assign(b.stats, stats);
  return emitPiecesIn(b, pieces, inOrder, parallel, inner, limit);
}

/** The pieces' loops, built in the order of `order` and returned in loop order; null once their guards reach `limit`. */
function emitPiecesIn(b: Build, pieces: readonly Piece[], order: readonly number[], parallel: boolean, inner: (b: Build) => AstNode[], limit: number): AstNode[] | null {
  const built: AstNode[][] = [];
  let guards = 0;
  for (const i of order) {
    const nodes = emitLoop(b, pieces[i]!, parallel, inner);
    guards += inLoopGuards(nodes);
    if (guards >= limit) return null;
    built[i] = nodes;
  }
  return built.flat();
}

/**
 * The last resort when no affine bound holds for all sets and separation fails: with one lower bound G_v and one
 * upper bound F_v per set, the loop runs from the largest G to the largest F, and which ones those are is decided
 * by an if/else chain on the outer loops (the chain covers every case, since some F is the largest everywhere).
 */
function caseSplit(b: Build, live: readonly Piece[], stride: DimBounds['stride'], parallel: boolean, inner: (b: Build) => AstNode[]): AstNode[] {
  const k = b.loops.length - 1;
  const own = live.map((p) => dimBounds(p.set.gist(b.context), k, { params: b.params, dims: b.loops }));
  if (own.some((d) => d.lower.length === 0 || d.upper.length === 0)) throw new CodegenError(`the schedule leaves loop ${b.loops[k]} unbounded`);
  const distinct = (es: AffExpr[]) => es.filter((e, i) => es.findIndex((o) => affToString(o) === affToString(e)) === i);
  const F = distinct(own.map((d) => d.upper[0]!));
  const G = distinct(own.map((d) => d.lower[0]!));
  const units = live.map((p) => p.units[0]!);
  const cases: { conds: Condition[]; lower: AffExpr; upper: AffExpr }[] = [];
  for (const u of F) for (const l of G) cases.push({ conds: [...F.map((f) => ({ kind: 'ge' as const, expr: diff(u, f) })), ...G.map((g) => ({ kind: 'ge' as const, expr: diff(g, l) }))], lower: l, upper: u });
  b.stats.separated++;
  const chain = (i: number): AstNode[] => {
    if (i === cases.length) return [];
    const c = cases[i]!;
    const conds = c.conds.filter((g) => !implied(b, g));
    const inCase = withConditions(b, conds);
    if (inCase.context.isEmpty()) return chain(i + 1);
    const bounds: DimBounds = { lower: [c.lower], upper: [c.upper], fixed: null, stride, outer: [], exact: false };
    const then = emitBounds(inCase, bounds, units, parallel, inner);
    // Later cases are unreachable once a case's conditions always hold.
    if (conds.length === 0) return then;
    const rest = chain(i + 1);
    return then.length === 0 && rest.length === 0 ? [] : [{ kind: 'if', conditions: outputConditions(b, conds), then, else: rest.length ? rest : undefined }];
  };
  return chain(0);
}

/** Each set's bounds over the parameters alone (outer loops projected out). */
function paramBounds(b: Build, s: BasicSet): DimBounds {
  const k = b.loops.length - 1;
  return dimBounds(BasicSet.fromPolyhedron(s.space, s.poly.projectOutDims(0, k).insertDims(0, k)), k, { params: b.params, dims: b.loops });
}

/**
 * The missing side of the union's bounds as a parameter computed before the loops: the max (min) of each set's
 * upper (lower) bound over the parameters alone. Null when some set has no such bound.
 */
function derivedBounds(b: Build, sets: readonly BasicSet[], bounds: DimBounds): DimBounds | null {
  const own = sets.map((s) => paramBounds(b, s));
  // An upper bound is kept as max(u + 1) - 1, so that the loop's exclusive bound is the derived value itself.
  const side = (kind: 'max' | 'min', pick: (d: DimBounds) => readonly AffExpr[], shift: number): AffExpr[] | null => {
    if (own.some((d) => pick(d).length === 0)) return null;
    const of: AffExpr[] = [];
    for (const d of own) {
      const e = normalizeAff(plus(pick(d)[0]!, shift));
      if (!of.some((o) => affToString(o) === affToString(e))) of.push(e);
    }
    if (of.length === 1) return [plus(of[0]!, -shift)];
    const key = of.map(affToString).sort().join(',');
    const same = b.derived.find((d) => d.kind === kind && d.of.map(affToString).sort().join(',') === key);
    if (same) return [plus(v(same.name), -shift)];
    let name = `${b.prefix}_${kind}${b.derived.length}`;
    while (b.params.includes(name)) name += '_';
    b.derived.push({ name, kind, of });
    return [plus(v(name), -shift)];
  };
  const lower = bounds.lower.length ? bounds.lower : side('min', (d) => d.lower, 0);
  const upper = bounds.upper.length ? bounds.upper : side('max', (d) => d.upper, 1);
  if (!lower || !upper) return null;
  return { ...bounds, lower, upper };
}

/** Does every point of `set` (a projection on the loops) satisfy the condition? */
function holdsOn(b: Build, set: BasicSet, c: Condition): boolean {
  return implied({ ...b, context: set }, c);
}

/**
 * Bounds of the last loop that hold for every set: the candidates are each set's own bounds and its bounds over the
 * parameters alone (outer loops projected out); every candidate that holds on all sets is kept (the loop runs from
 * the max of the lower ones to the min of the upper ones). A stride is kept when all sets share it; guards on the
 * outer loops are the outer constraints that hold on all sets.
 */
function unionBounds(b: Build, sets: readonly BasicSet[]): DimBounds {
  const k = b.loops.length - 1;
  const x = v(b.loops[k]!);
  const names = { params: b.params, dims: b.loops };
  const own = sets.map((s) => dimBounds(s.gist(b.context), k, names));
  // A candidate holds on the set it comes from; it is checked on the others. Each set's own bounds come first,
  // its bounds over the parameters alone only when no own bound holds for all.
  const valid = (cands: { e: AffExpr; from: number }[], cond: (e: AffExpr) => Condition) => {
    const out: AffExpr[] = [];
    for (const { e, from } of cands) {
      if (out.some((o) => affToString(o) === affToString(e))) continue;
      if (sets.every((s, i) => i === from || holdsOn(b, s, cond(e)))) out.push(e);
    }
    return out;
  };
  const geLower = (l: AffExpr): Condition => ({ kind: 'ge', expr: diff(x, l) });
  const leUpper = (u: AffExpr): Condition => ({ kind: 'ge', expr: diff(u, x) });
  const candidates = (ds: readonly DimBounds[], pick: (d: DimBounds) => readonly AffExpr[]) => ds.flatMap((d, from) => pick(d).map((e) => ({ e, from })));
  let lower = valid(candidates(own, (d) => d.lower), geLower);
  let upper = valid(candidates(own, (d) => d.upper), leUpper);
  if (lower.length === 0 || upper.length === 0) {
    const paramOnly = sets.map((s) => paramBounds(b, s));
    if (lower.length === 0) lower = valid(candidates(paramOnly, (d) => d.lower), geLower);
    if (upper.length === 0) upper = valid(candidates(paramOnly, (d) => d.upper), leUpper);
  }
  const outer = own.flatMap((d, from) => d.outer.map((g) => ({ g, from }))).filter(({ g, from }) => sets.every((s, i) => i === from || holdsOn(b, s, g))).map(({ g }) => g);
  const first = own[0]!.stride;
  const congruent = (o: AffExpr, step: AffExpr) => implied(b, { kind: 'eq', expr: { kind: 'mod', lhs: diff(o, step), divisor: first!.stride } });
  const stride = first && own.every((d) => d.stride && d.stride.stride === first.stride && congruent(d.stride.offset, first.offset)) ? first : null;
  return { lower: prune(b, lower, 'lower'), upper: prune(b, upper, 'upper'), fixed: null, stride, outer, exact: false };
}

/** Drops bounds that another kept bound makes redundant everywhere in the context. */
function prune(b: Build, es: readonly AffExpr[], side: 'lower' | 'upper'): AffExpr[] {
  const kept = [...es];
  for (let i = kept.length - 1; i >= 0; i--) {
    const e = kept[i]!;
    // A lower bound e is redundant when another lower bound o >= e everywhere (an upper one when o <= e).
    if (kept.some((o, j) => j !== i && implied(b, { kind: 'ge', expr: side === 'lower' ? diff(o, e) : diff(e, o) }))) kept.splice(i, 1);
  }
  return kept;
}

/**
 * Cuts the union of the pieces' sets into disjoint pieces, each run by a fixed set of units, and orders them along
 * the loop. Null when that is not possible (pieces that interleave, existentials without definitions), not
 * worth it (one piece, or pieces that differ only on the outer loops unless `splitOuter`), or over budget (a unit
 * would be emitted more than maxCopies times on this path).
 */
function separate(b: Build, live0: readonly Piece[], maxCopies: number, splitOuter: boolean): Piece[] | null {
  // Only what a set says about this loop cuts it: conditions on outer loops alone are left to inner loops and guards.
  const live = live0.map((p) => ({ ...p, set: alongLoop(b, p.set) }));
  let pieces: Piece[] = [];
  try {
    for (const l of live) {
      const next: Piece[] = [];
      let rest = [l.set];
      for (const r of pieces) {
        const both = r.set.intersect(l.set);
        if (!both.isEmpty()) next.push({ set: both, units: [...r.units, ...l.units] });
        for (const s of subtract(r.set, l.set)) next.push({ set: s, units: r.units });
        rest = rest.flatMap((x) => subtract(x, r.set));
        // `next` only grows: past the limit already, the cuts still to come are wasted.
        if (next.length > MAX_PIECES) return null;
      }
      for (const s of rest) next.push({ set: s, units: l.units });
      pieces = next;
      if (pieces.length > MAX_PIECES) return null;
    }
  } catch {
    return null; // an existential that no division defines: guards instead
  }
  // A difference can leave a piece that only the outer loops' constraints make empty (c3 = c2 <= -1 under c2 >= 0):
  // it runs nothing, and kept it would seem to interleave with the others.
  pieces = mergeConvexUnions(pieces.filter((p) => !p.set.poly.intersect(b.context.poly).isEmpty()));
  if (pieces.length <= 1 || pieces.every((p) => p.units.length === live.length)) return null;
  const count = new Map<Unit, number>();
  for (const p of pieces) for (const u of p.units) count.set(u, (count.get(u) ?? 0) + 1);
  for (const [u, n] of count) if (u.copies * n > maxCopies) return null;
  // A unit in several pieces runs in each piece's loop: those loops must not enumerate more than their piece.
  const k = b.loops.length - 1;
  if (!pieces.every((p) => dimBounds(p.set.gist(b.context), k, { params: b.params, dims: b.loops }).exact)) return null;
  const order = orderAlongLoop(b, pieces, splitOuter);
  if (!order) return null;
  return order.map((p) => ({ set: p.set, units: p.units.map((u) => ({ ...u, copies: u.copies * count.get(u)! })) }));
}

/**
 * Pieces run by the same units whose union is one convex set become that set: the differences cut a unit's range
 * at every bound of the others (c = 0 and 1 <= c < 32t are one loop 0 <= c < 32t), and each cut would copy it.
 */
function mergeConvexUnions(pieces: readonly Piece[]): Piece[] {
  const out = [...pieces];
  const sameUnits = (x: Piece, y: Piece) => x.units.length === y.units.length && x.units.every((u) => y.units.includes(u));
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      if (!sameUnits(out[i]!, out[j]!)) continue;
      const union = convexUnion(out[i]!.set, out[j]!.set);
      if (!union) continue;
      out[i] = { set: union, units: out[i]!.units };
      out.splice(j, 1);
      j = i; // the larger piece may now merge with one it could not before
    }
  }
  return out;
}

/** x ∪ y as one basic set when it is convex (its simple hull holds no other point), else null. */
function convexUnion(x: BasicSet, y: BasicSet): BasicSet | null {
  if (x.poly.nLocal > 0 || y.poly.nLocal > 0) return null;
  const hull = simpleHull([x, y]);
  const outside = subtract(hull, x).flatMap((r) => subtract(r, y));
  return outside.length === 0 ? hull : null;
}

/** The set without its constraints that involve neither the last loop nor an existential (a superset). */
function alongLoop(b: Build, set: BasicSet): BasicSet {
  const k = b.loops.length - 1;
  const cs = set.constraints().filter((c) => c.expr.dims[k] !== 0 || c.expr.locals.some((x) => x !== 0));
  return BasicSet.fromConstraints(set.space, set.poly.nLocal, cs);
}

/** Is every point of x before every point of y on the last loop, for the same outer loop values? */
function before(b: Build, x: BasicSet, y: BasicSet): boolean {
  const k = b.loops.length - 1;
  const joined = x.poly.insertDims(k + 1, 1).intersect(y.poly.insertDims(k, 1));
  const e = joined.zeroExpr();
  e.dims[k] = 1;
  e.dims[k + 1] = -1;
  return joined.addConstraint('ineq', e).isEmpty();
}

/**
 * The pieces in loop order, or null when two of them interleave. Two pieces that never run for the same outer
 * values may go in either order. When no two pieces are ordered along the loop, they differ only in conditions on
 * the outer loops: a shared loop with guards (or empty inner loops) does that without copying code, so such pieces
 * are only separated when `splitOuter` allows it.
 */
function orderAlongLoop(b: Build, pieces: readonly Piece[], splitOuter: boolean): Piece[] | null {
  const n = pieces.length;
  const must: boolean[][] = pieces.map(() => new Array<boolean>(n).fill(false));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const ij = before(b, pieces[i]!.set, pieces[j]!.set);
      const ji = before(b, pieces[j]!.set, pieces[i]!.set);
      if (!ij && !ji) return null;
      // Both hold when the two never meet under the same outer values: any order is right.
      if (ij && !ji) must[i]![j] = true;
      if (ji && !ij) must[j]![i] = true;
    }
  }
  if (!splitOuter && must.every((row) => row.every((m) => !m))) return null;
  const out: Piece[] = [];
  const done = new Array<boolean>(n).fill(false);
  while (out.length < n) {
    const next = pieces.findIndex((_, i) => !done[i] && pieces.every((__, j) => done[j] || !must[j]![i]));
    if (next < 0) return null;
    done[next] = true;
    out.push(pieces[next]!);
  }
  return out;
}

/**
 * Wraps `body` in a guard, leaving out the conditions whose failure already leaves the body's loops empty (an outer
 * `if (m >= 1)` around a loop up to m is noise).
 */
function guarded(conds: readonly Condition[], b: Build, body: AstNode[]): AstNode[] {
  if (body.length === 0) return [];
  const needed = conds.filter((g) => !runsNothing(body, b.params, b.loops, b.context.poly.intersect(conditionsPoly(b.params, b.loops, [negation(g)])), 3));
  if (needed.length === 0) return body;
  return [{ kind: 'if', conditions: outputConditions(b, needed), then: body }];
}

/** The failing side of a condition (for an equality, one side is enough to look at when both are checked by the caller). */
function negation(c: Condition): Condition {
  const e: AffExpr = { kind: 'add', lhs: { kind: 'mul', lhs: c.expr, factor: -1 }, rhs: { kind: 'const', value: -1 } };
  // e == 0 fails on both sides; guards with equalities are kept (rare, and cheap).
  return c.kind === 'ge' ? { kind: 'ge', expr: e } : { kind: 'ge', expr: { kind: 'const', value: 0 } };
}

/** Does executing `nodes` under the (params, dims) points of `poly` run no statement? Looks `depth` loops deep. */
function runsNothing(nodes: readonly AstNode[], params: readonly string[], dims: readonly string[], poly: Polyhedron, depth: number): boolean {
  return nodes.every((n) => {
    if (n.kind === 'stmt') return poly.isEmpty();
    if (n.kind === 'if') {
      const p = poly.intersect(conditionsPoly(params, dims, n.conditions));
      // The else branch is looked at under all of `poly` (its own condition is a disjunction).
      const thenEmpty = p.isEmpty() || (depth > 0 && runsNothing(n.then, params, dims, p, depth));
      return thenEmpty && (!n.else || (depth > 0 && runsNothing(n.else, params, dims, poly, depth)));
    }
    const inner = [...dims, n.iterator];
    const it = v(n.iterator);
    // Bounds on names the sets do not know (derived parameters) are left out: a larger range is a safe answer.
    const known = (e: AffExpr) => [...affNames(e)].every((x) => params.includes(x) || inner.includes(x));
    const range: Condition[] = [
      ...n.lower.filter(known).map((l) => ({ kind: 'ge' as const, expr: diff(it, l) })),
      ...n.upper.filter(known).map((u) => ({ kind: 'ge' as const, expr: plus(diff(u, it), -1) })),
    ];
    const p = poly.insertDims(dims.length, 1).intersect(conditionsPoly(params, inner, range));
    return p.isEmpty() || (depth > 0 && runsNothing(n.body, params, inner, p, depth - 1));
  });
}

/** One loop (or one assignment) over a piece, with the guard on the outer loops that the piece needs. */
function emitLoop(b: Build, piece: Piece, parallel: boolean, inner: (b: Build) => AstNode[]): AstNode[] {
  const k = b.loops.length - 1;
  return emitBounds(b, dimBounds(piece.set.gist(b.context), k, { params: b.params, dims: b.loops }), piece.units, parallel, inner);
}

/** The loop (or assignment) for bounds of the last loop, run by `units`. */
function emitBounds(b: Build, bounds: DimBounds, units: readonly Unit[], parallel: boolean, inner: (b: Build) => AstNode[]): AstNode[] {
  const k = b.loops.length - 1;
  const c = v(b.loops[k]!);
  const fixed = bounds.fixed ?? singleValue(b, bounds.lower, bounds.upper);
  // With a single value, the other bounds become conditions on the outer loops (fixed >= lower, fixed <= upper).
  const atFixed: Condition[] = fixed ? [...bounds.lower.map((l) => ({ kind: 'ge' as const, expr: diff(fixed, l) })), ...bounds.upper.map((u) => ({ kind: 'ge' as const, expr: diff(u, fixed) }))] : [];
  if (fixed && bounds.stride) atFixed.push({ kind: 'eq', expr: { kind: 'mod', lhs: diff(fixed, bounds.stride.offset), divisor: bounds.stride.stride } });
  const guards = [...bounds.outer, ...atFixed].filter((g) => !implied(b, g));
  const outerB: Build = { ...withConditions(b, guards), units };
  if (fixed) {
    // A single iteration: no loop, the dimension is that value.
    const values = [...outerB.values];
    values[k] = outputExpr(outerB, fixed);
    const fixedB = withConditions({ ...outerB, values }, [{ kind: 'eq', expr: diff(c, fixed) }]);
    return guarded(guards, b, inner(fixedB));
  }
  if (bounds.lower.length === 0 || bounds.upper.length === 0) {
    throw new CodegenError(`the schedule gives loop ${b.loops[k]} no ${bounds.lower.length === 0 ? 'lower' : 'upper'} bound that holds for all its statements`);
  }
  const step = bounds.stride?.stride ?? 1;
  // With a stride, each lower bound moves up to the first value in the right residue class.
  const lower = bounds.stride ? bounds.lower.map((l) => sum(l, { kind: 'mod', lhs: diff(bounds.stride!.offset, l), divisor: step })) : bounds.lower;
  // Bounds on derived parameters are not known to the polyhedral context (it stays weaker, so guards stay exact).
  const known = (e: AffExpr) => !b.derived.some((d) => affNames(e).has(d.name));
  const conds: Condition[] = [
    ...lower.filter(known).map((l) => ({ kind: 'ge' as const, expr: diff(c, l) })),
    ...bounds.upper.filter(known).map((u) => ({ kind: 'ge' as const, expr: diff(u, c) })),
  ];
  if (bounds.stride) conds.push({ kind: 'eq', expr: { kind: 'mod', lhs: diff(c, bounds.stride.offset), divisor: step } });
  const body = inner(withConditions(outerB, conds));
  if (body.length === 0) return [];
  const loop: AstNode = {
    kind: 'for',
    iterator: b.loops[k]!,
    lower: lower.map((l) => outputExpr(outerB, l)),
    upper: bounds.upper.map((u) => outputExpr(outerB, plus(u, 1))),
    step,
    parallel,
    body,
  };
  return guarded(guards, b, [loop]);
}

/** The one value of a loop whose only lower and upper bounds are equal where it runs. */
function singleValue(b: Build, lower: readonly AffExpr[], upper: readonly AffExpr[]): AffExpr | null {
  if (lower.length !== 1 || upper.length !== 1) return null;
  if (b.derived.some((d) => affNames(lower[0]!).has(d.name) || affNames(upper[0]!).has(d.name))) return null;
  return implied(b, { kind: 'eq', expr: diff(lower[0]!, upper[0]!) }) ? lower[0]! : null;
}
