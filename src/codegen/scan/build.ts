// The state of schedule-tree scanning at one point of the AST being built: the loops around it, what the code there
// already guarantees (the context), and the statement instances still to be scheduled under it.

import { type AffExpr, AffLowering, affToString, normalizeAff, substituteAff } from '../../poly/affExpr.js';
import { BasicSet } from '../../poly/basicSet.js';
import type { Condition } from '../../poly/loopNest.js';
import type { DerivedParam } from '../ast/ast.js';
import { Polyhedron } from '../../poly/polyhedron.js';
import { Space, tuple } from '../../poly/space.js';

/** A user-facing failure of code generation (a tree it cannot scan), reported by the pass with the scop's location. */
export class CodegenError extends Error {}

/**
 * One disjoint piece of one statement's instances (a domain part, cut by the filters on its path). Statements whose
 * domain is a union have several units; each unit is emitted on its own.
 */
export interface Unit {
  readonly statement: string;
  /** Names of the statement's original iterators. */
  readonly dims: readonly string[];
  /** The piece's constraints (domain part and filters) over `dims` and the parameters: exact, for guards. */
  readonly conditions: readonly Condition[];
  /** The piece in the space [loops..., dims...]: each loop c_j tied to its schedule value (for bounds). */
  readonly executed: BasicSet;
  /** c_j = schedule[j] for every loop above (over `dims` and the parameters). */
  readonly schedule: readonly AffExpr[];
  /** How many copies of this unit separation has made on the path here (bounded by `maxCopies`). */
  readonly copies: number;
}

export interface ScanOptions {
  /** Separate a loop into consecutive loops over the parts where different statements run (instead of guards). */
  readonly separate: boolean;
  /** Separation may emit each statement at most this many times. */
  readonly maxCopies: number;
  /**
   * A loop whose statements have parameter-only bounds with no common one (n, m: the loop must run to max(n, m))
   * may use a parameter computed before the loops (`DerivedParam`); needs code where such a value is an affine symbol.
   */
  readonly deriveParams: boolean;
}

export const defaultScanOptions: ScanOptions = { separate: true, maxCopies: 4, deriveParams: false };

export interface ScanStats {
  /** Loops split into consecutive loops by separation. */
  separated: number;
  /** Guards left around statements because they do not cover their loops. */
  statementGuards: number;
}

export interface Build {
  readonly params: readonly string[];
  /** Loop names c_0 .. c_{d-1} of the schedule dimensions scanned so far. */
  readonly loops: readonly string[];
  /** What each loop name stands for in the output: itself, or the value of a dimension fixed to one value. */
  readonly values: readonly AffExpr[];
  /** What the code here guarantees about the loops and parameters (bounds and guards of the enclosing code). */
  readonly context: BasicSet;
  readonly units: readonly Unit[];
  readonly options: ScanOptions;
  readonly stats: ScanStats;
  /** Fresh loop names: `${prefix}${depth}`. */
  readonly prefix: string;
  /** Parameters computed before the loops (shared by the whole scan); the polyhedral sets do not know them. */
  readonly derived: DerivedParam[];
}

export function contextSpace(params: readonly string[], loops: readonly string[]): Space {
  return Space.forSet(params, tuple(null, loops));
}

/** Conditions over the loop names and parameters as a polyhedron in the context's layout (divisions as defined locals). */
export function conditionsPoly(params: readonly string[], loops: readonly string[], conds: readonly Condition[]): Polyhedron {
  const low = new AffLowering(params, loops);
  const { nLocal, constraints } = low.constraints(conds.map((c) => ({ kind: c.kind === 'eq' ? 'eq' : 'ineq', expr: c.expr })));
  return Polyhedron.fromConstraints(params.length, loops.length, nLocal, constraints);
}

export function withConditions(b: Build, conds: readonly Condition[]): Build {
  if (conds.length === 0) return b;
  const poly = b.context.poly.intersect(conditionsPoly(b.params, b.loops, conds)).simplify();
  return { ...b, context: BasicSet.fromPolyhedron(b.context.space, poly) };
}

const minusOne = (e: AffExpr): AffExpr => ({ kind: 'add', lhs: { kind: 'mul', lhs: e, factor: -1 }, rhs: { kind: 'const', value: -1 } });

/** Does the context imply the condition (over the loop names and parameters)? */
export function implied(b: Build, c: Condition): boolean {
  // Two in five of the conditions asked about are a bound the context states already, or a weaker one: those need
  // no emptiness test.
  if (b.context.poly.impliesRowwise(conditionsPoly(b.params, b.loops, [c]))) return true;
  const empty = (e: AffExpr) => b.context.poly.intersect(conditionsPoly(b.params, b.loops, [{ kind: 'ge', expr: e }])).isEmpty();
  if (c.kind === 'ge') return empty(minusOne(c.expr));
  // e == 0 unless e >= 1 or e <= -1
  return empty({ kind: 'add', lhs: c.expr, rhs: { kind: 'const', value: -1 } }) && empty(minusOne(c.expr));
}

/** Output form of an expression over the loop names: fixed dimensions replaced by their values. */
export function outputExpr(b: Build, e: AffExpr): AffExpr {
  return normalizeAff(
    substituteAff(e, (name) => {
      const j = b.loops.indexOf(name);
      return j >= 0 ? b.values[j] : undefined;
    }),
  );
}

/** Conditions in output form, each once. */
export function outputConditions(b: Build, conds: readonly Condition[]): Condition[] {
  const out: Condition[] = [];
  const seen = new Set<string>();
  for (const c of conds) {
    const expr = outputExpr(b, c.expr);
    const key = `${c.kind}:${affToString(expr)}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ kind: c.kind, expr });
    }
  }
  return out;
}

/**
 * Adds the next schedule dimension: a loop name, and in every unit the equation c_d = f(unit) (lowered with the
 * divisions it uses as defined locals).
 */
export function addDimension(b: Build, f: (u: Unit) => AffExpr): Build {
  const d = b.loops.length;
  const name = `${b.prefix}${d}`;
  const loops = [...b.loops, name];
  const units = b.units.map((u) => {
    const e = f(u);
    const dims = [...loops, ...u.dims];
    const low = new AffLowering(b.params, dims);
    const { nLocal, constraints } = low.constraints([{ kind: 'eq', expr: { kind: 'add', lhs: { kind: 'var', name }, rhs: { kind: 'mul', lhs: e, factor: -1 } } }]);
    const eq = Polyhedron.fromConstraints(b.params.length, dims.length, nLocal, constraints);
    const poly = u.executed.poly.insertDims(d, 1).intersect(eq).simplify();
    const executed = BasicSet.fromPolyhedron(Space.forSet(b.params, tuple(u.statement, dims)), poly);
    return { ...u, executed, schedule: [...u.schedule, e] };
  });
  const context = BasicSet.fromPolyhedron(contextSpace(b.params, loops), b.context.poly.insertDims(d, 1));
  return { ...b, loops, values: [...b.values, { kind: 'var', name }], context, units };
}

/** The unit's instances projected on the loops [c_0..c_k] (k = the last loop), within the context. */
export function projectOnLoops(b: Build, u: Unit): BasicSet {
  const d = b.loops.length;
  const poly = u.executed.poly.projectOutDims(d, u.dims.length).intersect(b.context.poly).simplify();
  return BasicSet.fromPolyhedron(b.context.space, poly);
}
