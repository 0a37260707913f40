// The loop AST that schedule-tree scanning produces: for loops with max/min bounds and steps, guards, statement
// instances (their original iterators as quasi-affine functions of the loop iterators and parameters).

import { type AffExpr, affToString, evalAff } from '../../poly/affExpr.js';
import { type Int, add } from '../../poly/int.js';
import type { Condition } from '../../poly/loopNest.js';

/** `for (iterator = max(lower); iterator < min(upper); iterator += step)`: upper bounds are exclusive. */
export interface AstFor {
  readonly kind: 'for';
  readonly iterator: string;
  readonly lower: readonly AffExpr[];
  readonly upper: readonly AffExpr[];
  readonly step: Int;
  /** The band member this loop scans was marked coincident: no dependence is carried by the loop. */
  readonly parallel: boolean;
  readonly body: readonly AstNode[];
}

/** Runs `then` when every condition holds (`e >= 0`, `e == 0`), else `else`. */
export interface AstIf {
  readonly kind: 'if';
  readonly conditions: readonly Condition[];
  readonly then: readonly AstNode[];
  readonly else?: readonly AstNode[];
}

/** One instance of a statement: its original iterators, in order, as functions of the loop iterators and parameters. */
export interface AstStmt {
  readonly kind: 'stmt';
  readonly statement: string;
  readonly iterators: readonly AffExpr[];
}

export type AstNode = AstFor | AstIf | AstStmt;

/** A parameter the code computes once before the loops: the max or min of expressions over the parameters. */
export interface DerivedParam {
  readonly name: string;
  readonly kind: 'max' | 'min';
  readonly of: readonly AffExpr[];
}

export interface LoopAst {
  readonly params: readonly string[];
  /** Computed in order before the body (a loop whose upper bound is a max of parameters, say). */
  readonly derived: readonly DerivedParam[];
  readonly body: readonly AstNode[];
}

/** Number of loops, guards and statement instances: the size measure that separation is budgeted against. */
export function astSize(nodes: readonly AstNode[]): { loops: number; guards: number; statements: number } {
  const n = { loops: 0, guards: 0, statements: 0 };
  const walk = (xs: readonly AstNode[]) => {
    for (const x of xs) {
      if (x.kind === 'for') {
        n.loops++;
        walk(x.body);
      } else if (x.kind === 'if') {
        n.guards++;
        walk(x.then);
        walk(x.else ?? []);
      } else n.statements++;
    }
  };
  walk(nodes);
  return n;
}

/**
 * Runs the AST for fixed parameter values, calling `visit` for each statement instance in execution order with the
 * values of its original iterators. A loop whose bounds are not integers is an error (the scanner's fault).
 */
export function runAst(ast: LoopAst, params: Readonly<Record<string, Int>>, visit: (statement: string, iterators: readonly Int[]) => void): void {
  const run = (nodes: readonly AstNode[], env: Map<string, Int>) => {
    const lookup = (name: string): Int => {
      const v = env.get(name) ?? params[name];
      if (v === undefined) throw new Error(`runAst: unbound name ${name}`);
      return v;
    };
    for (const n of nodes) {
      if (n.kind === 'stmt') visit(n.statement, n.iterators.map((e) => evalAff(e, lookup)));
      else if (n.kind === 'if') {
        if (n.conditions.every((c) => (c.kind === 'eq' ? evalAff(c.expr, lookup) === 0 : evalAff(c.expr, lookup) >= 0))) run(n.then, env);
        else run(n.else ?? [], env);
      } else {
        const lo = n.lower.map((e) => evalAff(e, lookup)).reduce((a, b) => (a >= b ? a : b));
        const hi = n.upper.map((e) => evalAff(e, lookup)).reduce((a, b) => (a <= b ? a : b));
        for (let i = lo; i < hi; i = add(i, n.step)) {
          const inner = new Map(env);
          inner.set(n.iterator, i);
          run(n.body, inner);
        }
      }
    }
  };
  const top = new Map<string, Int>();
  for (const d of ast.derived) {
    const vs = d.of.map((e) => evalAff(e, (n) => top.get(n) ?? params[n] ?? unbound(n)));
    top.set(d.name, vs.reduce((a, b) => ((d.kind === 'max' ? a >= b : a <= b) ? a : b)));
  }
  run(ast.body, top);
}

function unbound(name: string): never {
  throw new Error(`runAst: unbound name ${name}`);
}

/** A C-like rendering for tests and debugging. */
export function printAst(nodes: readonly AstNode[], indent = ''): string {
  const out: string[] = [];
  const list = (es: readonly AffExpr[], f: string) => (es.length === 1 ? affToString(es[0]!) : `${f}(${es.map(affToString).join(', ')})`);
  for (const n of nodes) {
    if (n.kind === 'stmt') out.push(`${indent}${n.statement}(${n.iterators.map(affToString).join(', ')});`);
    else if (n.kind === 'if') {
      const conds = n.conditions.map((c) => `${affToString(c.expr)} ${c.kind === 'eq' ? '==' : '>='} 0`).join(' && ');
      out.push(`${indent}if (${conds}) {`, printAst(n.then, indent + '  '));
      if (n.else) out.push(`${indent}} else {`, printAst(n.else, indent + '  '));
      out.push(`${indent}}`);
    } else {
      const step = n.step === 1 ? `${n.iterator}++` : `${n.iterator} += ${n.step}`;
      out.push(
        `${indent}${n.parallel ? 'parallel ' : ''}for (${n.iterator} = ${list(n.lower, 'max')}; ${n.iterator} < ${list(n.upper, 'min')}; ${step}) {`,
        printAst(n.body, indent + '  '),
        `${indent}}`,
      );
    }
  }
  return out.filter((s) => s !== '').join('\n');
}
