// Set difference and disjoint decomposition of basic sets (exact, for subtracted sets whose locals are divisions).

import { type Int, add, neg, sub } from './int.js';
import { BasicSet } from './basicSet.js';
import { localDivs } from './divs.js';
import type { Constraint, LinExpr } from './polyhedron.js';
import { mergeParams } from './space.js';

const zeros = (n: number): Int[] => new Array<Int>(n).fill(0);

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
  const nA = A.poly.nLocal;
  const nB = B.poly.nLocal;
  // b's constraints in the layout [a's locals | b's locals].
  const lift = (e: LinExpr): LinExpr => ({ params: e.params, dims: e.dims, locals: [...zeros(nA), ...e.locals], constant: e.constant });
  const base = A.poly.addLocals(nB);
  const definitions: Constraint[] = [];
  defs.forEach((d, l) => {
    // d*l <= expr <= d*l + d - 1, i.e. l = floor(expr / d).
    const expr = lift(d!.expr);
    const locals = [...expr.locals];
    locals[nA + l] = neg(d!.divisor);
    definitions.push({ kind: 'ineq', expr: { ...expr, locals } });
    definitions.push({ kind: 'ineq', expr: shifted(negated({ ...expr, locals }, 0), sub(d!.divisor, 1)) });
  });
  const withDefs = base.addConstraints(definitions);
  const cs = B.poly.constraints().filter((_, i) => !definitional.has(i)).map((c) => ({ kind: c.kind, expr: lift(c.expr) }));
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
