// Set difference and disjoint decomposition of basic sets (exact, for subtracted sets whose locals are divisions).

import { type Int, add, neg, sub, zeros } from './int.js';
import { BasicSet } from './basicSet.js';
import { type DivDef, localDivs } from './divs.js';
import type { Constraint, LinExpr } from './polyhedron.js';
import { mergeParams } from './space.js';


/** Stands for a local of a without a definition: equal to nothing. */
const nothing: LinExpr = { params: [], dims: [], locals: [], constant: 0 };

/** Equal expressions, a local absent from the shorter list counting as 0. */
function sameExpr(x: LinExpr, y: LinExpr): boolean {
  if (x === nothing || y === nothing) return false;
  const eq = (a: readonly Int[], b: readonly Int[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return false;
    return true;
  };
  return x.constant === y.constant && eq(x.params, y.params) && eq(x.dims, y.dims) && eq(x.locals, y.locals);
}

function negated(e: LinExpr, minus: Int): LinExpr {
  return { params: e.params.map(neg), dims: e.dims.map(neg), locals: e.locals.map(neg), constant: sub(neg(e.constant), minus) };
}

function shifted(e: LinExpr, by: Int): LinExpr {
  return { ...e, constant: add(e.constant, by) };
}

/**
 * a \ b as disjoint basic sets: a and c1..c(j-1) and not cj, for each constraint cj of b. Exact when every local of
 * b has a division definition (they are carried into the pieces with their definitions, so negating a constraint
 * that uses one is exact); throws otherwise (shadow such locals first when a subset of the difference will do).
 */
export function subtract(a: BasicSet, b: BasicSet): BasicSet[] {
  if (!a.space.sameTuples(b.space)) return a.isEmpty() ? [] : [a];
  const params = mergeParams(a.params, b.params);
  const A = a.alignParams(params).simplify();
  const B = b.alignParams(params).simplify();
  if (A.poly.isObviouslyEmpty()) return [];
  if (B.poly.isObviouslyEmpty()) return [A];
  const { defs, definitional } = localDivs(B.poly);
  if (defs.some((d) => d === null)) throw new Error('subtract: the subtracted set has an existential that no division defines');
  // b's locals in the layout of the pieces: a local of a (or one of b's placed before it) with the same division is
  // reused, so repeated differences (code generation's separation) do not pile up copies of the same tile index.
  const aDefs = localDivs(A.poly).defs;
  const place: number[] = [];
  const placed: { expr: LinExpr; divisor: Int }[] = aDefs.map((d) => (d ? { expr: d.expr, divisor: d.divisor } : { expr: nothing, divisor: 0 }));
  const fresh: DivDef[] = [];
  const lift = (e: LinExpr): LinExpr => {
    const locals = zeros(A.poly.nLocal + fresh.length);
    e.locals.forEach((c, l) => {
      if (c !== 0) locals[place[l]!] = add(locals[place[l]!]!, c);
    });
    return { params: e.params, dims: e.dims, locals, constant: e.constant };
  };
  // A definition may use b's other locals: each is placed once those it uses are.
  for (let progress = true; progress; ) {
    progress = false;
    defs.forEach((d, l) => {
      if (place[l] !== undefined || d!.expr.locals.some((c, k) => c !== 0 && place[k] === undefined)) return;
      const expr = lift(d!.expr);
      const same = placed.findIndex((p) => p.divisor === d!.divisor && sameExpr(p.expr, expr));
      progress = true;
      if (same >= 0) return void (place[l] = same);
      place[l] = placed.length;
      placed.push({ expr, divisor: d!.divisor });
      fresh.push({ expr, divisor: d!.divisor });
    });
  }
  const nAll = A.poly.nLocal + fresh.length;
  const widen = (e: LinExpr): LinExpr => ({ ...e, locals: [...e.locals, ...zeros(nAll - e.locals.length)] });
  const base = A.poly.addLocals(fresh.length);
  const definitions: Constraint[] = [];
  fresh.forEach((d, k) => {
    // d*l <= expr <= d*l + d - 1, i.e. l = floor(expr / d).
    const expr = widen(d.expr);
    const locals = [...expr.locals];
    locals[A.poly.nLocal + k] = neg(d.divisor);
    definitions.push({ kind: 'ineq', expr: { ...expr, locals } });
    definitions.push({ kind: 'ineq', expr: shifted(negated({ ...expr, locals }, 0), sub(d.divisor, 1)) });
  });
  const withDefs = base.addConstraints(definitions);
  const cs = B.poly.constraints().filter((_, i) => !definitional.has(i)).map((c) => ({ kind: c.kind, expr: widen(lift(c.expr)) }));
  const out: BasicSet[] = [];
  const push = (extra: Constraint[]) => {
    const piece = BasicSet.fromPolyhedron(A.space, withDefs.addConstraints(extra).simplify());
    if (!piece.isEmpty()) out.push(piece);
  };
  for (let j = 0; j < cs.length; j++) {
    const before = cs.slice(0, j);
    const c = cs[j]!;
    if (c.kind === 'ineq') push([...before, { kind: 'ineq', expr: negated(c.expr, 1) }]);
    else {
      push([...before, { kind: 'ineq', expr: shifted(c.expr, -1) }]); // e >= 1
      push([...before, { kind: 'ineq', expr: negated(c.expr, 1) }]); // e <= -1
    }
  }
  return out;
}

/** The union of `parts` as disjoint basic sets (each part minus the parts before it), in the parts' order. */
export function makeDisjoint(parts: readonly BasicSet[]): BasicSet[] {
  const out: BasicSet[] = [];
  parts.forEach((p, i) => {
    let pieces = p.isEmpty() ? [] : [p];
    for (const q of parts.slice(0, i)) pieces = pieces.flatMap((x) => subtract(x, q));
    out.push(...pieces);
  });
  return out;
}
