// Abstract affine loop nests (for/if/statement trees as in affine MLIR): build their scop, or run them for traces.

import { type AffExpr, AffLowering, evalAff, lift } from './affExpr.js';
import { type Int, add, neg } from './int.js';
import { BasicMap } from './basicMap.js';
import { BasicSet } from './basicSet.js';
import { Space, tuple, anonTuple } from './space.js';
import { type Scop, type ScopAccess, type ScopStatement, universeContext } from './scop.js';
import { UnionSet } from './union.js';

/** `affine.for iterator = max(lower) to min(upper) step step` (upper bounds exclusive). */
export interface ForNode {
  readonly kind: 'for';
  readonly iterator: string;
  readonly lower: readonly AffExpr[];
  readonly upper: readonly AffExpr[];
  readonly step?: Int;
  readonly body: readonly LoopNode[];
}

/** `expr >= 0` or `expr == 0`, the constraints of an affine.if integer set. */
export interface Condition {
  readonly kind: 'ge' | 'eq';
  readonly expr: AffExpr;
}

export interface IfNode {
  readonly kind: 'if';
  readonly conditions: readonly Condition[];
  readonly then: readonly LoopNode[];
  readonly else?: readonly LoopNode[];
}

export interface AccessSpec {
  readonly array: string;
  readonly index: readonly AffExpr[];
}

export interface StmtNode {
  readonly kind: 'stmt';
  readonly name: string;
  readonly reads: readonly AccessSpec[];
  readonly writes: readonly AccessSpec[];
}

export type LoopNode = ForNode | IfNode | StmtNode;

type Conj = { kind: 'eq' | 'ineq'; expr: AffExpr }[];

const neg1 = (e: AffExpr): AffExpr => ({ kind: 'add', lhs: { kind: 'mul', lhs: e, factor: -1 }, rhs: { kind: 'const', value: -1 } });
const minus1 = (e: AffExpr): AffExpr => ({ kind: 'add', lhs: e, rhs: { kind: 'const', value: -1 } });
const diff = (a: AffExpr, b: AffExpr): AffExpr => ({ kind: 'add', lhs: a, rhs: { kind: 'mul', lhs: b, factor: -1 } });

/** Negation of a conjunction of conditions, as a disjunction (integer semantics). */
function negate(conds: readonly Condition[]): Conj[] {
  const out: Conj[] = [];
  for (const c of conds) {
    if (c.kind === 'ge') out.push([{ kind: 'ineq', expr: neg1(c.expr) }]);
    else out.push([{ kind: 'ineq', expr: minus1(c.expr) }], [{ kind: 'ineq', expr: neg1(c.expr) }]);
  }
  return out;
}

function toConj(conds: readonly Condition[]): Conj {
  return conds.map((c) => ({ kind: c.kind === 'ge' ? 'ineq' : 'eq', expr: c.expr }));
}

function cross(a: Conj[], b: Conj[]): Conj[] {
  return a.flatMap((x) => b.map((y) => [...x, ...y]));
}

interface Ctx {
  iterators: string[];
  dnf: Conj[];
  beta: Int[];
}

/**
 * The scop of a loop nest: domains from loop bounds and if conditions, 2d+1 schedules from the
 * textual order (an `if` does not open a level: its branches continue the enclosing sequence),
 * accesses as functions of the iterators. `context` holds known facts about the parameters.
 */
export function buildScop(name: string, params: readonly string[], body: readonly LoopNode[], context: readonly Condition[] = []): Scop {
  const statements: ScopStatement[] = [];
  const seen = new Set<string>();
  const walk = (nodes: readonly LoopNode[], ctx: Ctx, pos: { next: number }) => {
    for (const n of nodes) {
      switch (n.kind) {
        case 'for': {
          if (n.step !== undefined && n.step !== 1 && n.lower.length !== 1) throw new Error(`loop ${n.iterator}: a step needs a single lower bound`);
          const it = lift(n.iterator);
          const bounds: Conj = [...n.lower.map((l) => ({ kind: 'ineq' as const, expr: diff(it, l) })), ...n.upper.map((u) => ({ kind: 'ineq' as const, expr: minus1(diff(u, it)) }))];
          if (n.step !== undefined && n.step !== 1) bounds.push({ kind: 'eq', expr: { kind: 'mod', lhs: diff(it, n.lower[0]!), divisor: n.step } });
          const beta = [...ctx.beta, pos.next++];
          walk(n.body, { iterators: [...ctx.iterators, n.iterator], dnf: cross(ctx.dnf, [bounds]), beta }, { next: 0 });
          break;
        }
        case 'if':
          walk(n.then, { ...ctx, dnf: cross(ctx.dnf, [toConj(n.conditions)]) }, pos);
          if (n.else) walk(n.else, { ...ctx, dnf: cross(ctx.dnf, negate(n.conditions)) }, pos);
          break;
        case 'stmt':
          if (seen.has(n.name)) throw new Error(`duplicate statement name ${n.name}`);
          seen.add(n.name);
          statements.push(makeStatement(params, n, ctx.iterators, ctx.dnf, [...ctx.beta, pos.next++]));
          break;
      }
    }
  };
  walk(body, { iterators: [], dnf: [[]], beta: [] }, { next: 0 });
  let ctxSet = universeContext(params);
  if (context.length > 0) {
    const low = new AffLowering(params, []);
    const { nLocal, constraints } = low.constraints(toConj(context));
    ctxSet = BasicSet.fromConstraints(Space.forParams(params), nLocal, constraints).simplify();
  }
  return { name, params: [...params], context: ctxSet, statements };
}

function makeStatement(params: readonly string[], s: StmtNode, iterators: readonly string[], dnf: Conj[], beta: readonly Int[]): ScopStatement {
  const space = Space.forSet(params, tuple(s.name, iterators));
  const parts = dnf.map((conj) => {
    const low = new AffLowering(params, iterators);
    const { nLocal, constraints } = low.constraints(conj);
    return BasicSet.fromConstraints(space, nLocal, constraints).simplify();
  });
  const domain = UnionSet.of(parts.filter((p) => !p.isEmpty()), params);

  // [b0, i0, b1, i1, ..., bd]
  const d = iterators.length;
  let schedule = BasicMap.universe(Space.forMap(params, tuple(s.name, iterators), anonTuple(2 * d + 1, 't')));
  for (let k = 0; k <= d; k++) {
    schedule = schedule.addConstraint('eq', { out: [[2 * k, 1]], constant: neg(beta[k]!) });
    if (k < d) schedule = schedule.addConstraint('eq', { out: [[2 * k + 1, 1]], in: [[k, -1]] });
  }
  const access = (a: AccessSpec): ScopAccess => {
    const names = [...iterators, ...a.index.map((_, j) => `__a${j}`)];
    const low = new AffLowering(params, names);
    const conds = a.index.map((e, j) => ({ kind: 'eq' as const, expr: diff(lift(`__a${j}`), e) }));
    const { nLocal, constraints } = low.constraints(conds);
    const mspace = Space.forMap(params, tuple(s.name, iterators), tuple(a.array, a.index.map((_, j) => `a${j}`)));
    return { array: a.array, relation: BasicMap.fromConstraints(mspace, nLocal, constraints).simplify() };
  };
  return { name: s.name, iterators: [...iterators], domain, schedule: schedule.simplify(), reads: s.reads.map(access), writes: s.writes.map(access) };
}

/** Positions a node list takes in its enclosing sequence (if branches are inlined). */
function width(nodes: readonly LoopNode[]): number {
  return nodes.reduce((w, n) => w + (n.kind === 'if' ? width(n.then) + width(n.else ?? []) : 1), 0);
}

/**
 * Runs the loop nest for fixed parameter values, calling `visit` for each statement instance in
 * execution order with its iterators and its 2d+1 schedule vector (computed independently of
 * buildScop, so traces can check the model).
 */
export function executeLoopNest(
  body: readonly LoopNode[],
  params: Readonly<Record<string, Int>>,
  visit: (stmt: StmtNode, iterators: readonly Int[], schedule: readonly Int[], env: (name: string) => Int) => void,
): void {
  const run = (nodes: readonly LoopNode[], names: string[], values: Int[], prefix: Int[], first: number) => {
    const env = (name: string): Int => {
      const i = names.lastIndexOf(name);
      if (i >= 0) return values[i]!;
      const p = params[name];
      if (p === undefined) throw new Error(`unbound name ${name}`);
      return p;
    };
    let pos = first;
    for (const n of nodes) {
      if (n.kind === 'stmt') visit(n, values, [...prefix, pos++], env);
      else if (n.kind === 'if') {
        const ok = n.conditions.every((c) => (c.kind === 'ge' ? evalAff(c.expr, env) >= 0 : evalAff(c.expr, env) === 0));
        if (ok) run(n.then, names, values, prefix, pos);
        else run(n.else ?? [], names, values, prefix, pos + width(n.then));
        pos += width(n.then) + width(n.else ?? []);
      } else {
        const lo = n.lower.map((l) => evalAff(l, env)).reduce((a, b) => (a >= b ? a : b));
        const hi = n.upper.map((u) => evalAff(u, env)).reduce((a, b) => (a <= b ? a : b));
        const step = n.step ?? 1;
        for (let i = lo; i < hi; i = add(i, step)) run(n.body, [...names, n.iterator], [...values, i], [...prefix, pos, i], 0);
        pos++;
      }
    }
  };
  run(body, [], [], [], 0);
}
