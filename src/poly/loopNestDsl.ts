// Terse constructors for hand-written loop nests (tests, benchmarks, examples): loop(), stmt(), acc(), iff().

import { type AffExpr, aff, lift } from './affExpr.js';
import type { Int } from './int.js';
import type { AccessSpec, Condition, ForNode, IfNode, LoopNode, StmtNode } from './loopNest.js';

type E = AffExpr | string | Int;

/** for it = lo to hi (exclusive); `lo`/`hi` may be arrays for max/min bounds. */
export function loop(it: string, lo: E | E[], hi: E | E[], ...body: LoopNode[]): ForNode {
  const l = Array.isArray(lo) ? lo.map(lift) : [lift(lo)];
  const u = Array.isArray(hi) ? hi.map(lift) : [lift(hi)];
  return { kind: 'for', iterator: it, lower: l, upper: u, body };
}

export function loopStep(it: string, lo: E, hi: E, step: Int, ...body: LoopNode[]): ForNode {
  return { kind: 'for', iterator: it, lower: [lift(lo)], upper: [lift(hi)], step, body };
}

export function acc(array: string, ...index: E[]): AccessSpec {
  return { array, index: index.map(lift) };
}

export function stmt(name: string, writes: AccessSpec[], reads: AccessSpec[]): StmtNode {
  return { kind: 'stmt', name, reads, writes };
}

/** e >= 0 */
export function ge(e: E): Condition {
  return { kind: 'ge', expr: lift(e) };
}

/** e == 0 */
export function eq0(e: E): Condition {
  return { kind: 'eq', expr: lift(e) };
}

export function iff(conds: Condition[], then: LoopNode[], els?: LoopNode[]): IfNode {
  return els ? { kind: 'if', conditions: conds, then, else: els } : { kind: 'if', conditions: conds, then };
}

export const add = aff.add;
export const sub = aff.sub;
export const mul = aff.mul;
export const floordiv = aff.floordiv;
export const ceildiv = aff.ceildiv;
export const mod = aff.mod;
