// A leaf of the schedule tree: each unit's statement instance, its iterators solved from the schedule, guarded by
// whatever of its constraints the enclosing loops and guards do not already imply.

import { type AffExpr, substituteAff } from '../../poly/affExpr.js';
import type { Condition } from '../../poly/loopNest.js';
import type { AstNode } from '../ast/ast.js';
import { type Build, type Unit, implied, outputConditions, outputExpr } from './build.js';
import { solveIterators } from './solveIterators.js';

/**
 * `scanFree(b, u, free)` scans the iterators of `u` that the schedule leaves free with loops of their own (in
 * iterator order, where the schedule does not order the instances) and comes back here.
 */
export function scanLeaf(b: Build, scanFree: (b: Build, u: Unit, free: readonly number[]) => AstNode[]): AstNode[] {
  const out: AstNode[] = [];
  for (const u of b.units) {
    const sol = solveIterators(u.dims, b.loops, u.schedule);
    if (sol.kind === 'free') {
      out.push(...scanFree({ ...b, units: [u] }, u, sol.free));
      continue;
    }
    const at = (name: string): AffExpr | undefined => {
      const i = u.dims.lastIndexOf(name);
      return i >= 0 ? sol.iterators[i] : undefined;
    };
    const schedule: Condition[] = u.schedule.map((f, j) => ({ kind: 'eq', expr: { kind: 'add', lhs: { kind: 'var', name: b.loops[j]! }, rhs: { kind: 'mul', lhs: f, factor: -1 } } }));
    const conds = [...u.conditions, ...schedule].map((c) => ({ kind: c.kind, expr: substituteAff(c.expr, at) }));
    const guard = conds.filter((c) => !implied(b, c));
    const stmt: AstNode = { kind: 'stmt', statement: u.statement, iterators: sol.iterators.map((e) => outputExpr(b, e)) };
    if (guard.length === 0) out.push(stmt);
    else {
      b.stats.statementGuards++;
      out.push({ kind: 'if', conditions: outputConditions(b, guard), then: [stmt] });
    }
  }
  return out;
}
