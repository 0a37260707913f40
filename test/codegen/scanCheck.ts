// Semantic check of scanned ASTs: run the AST and compare with the order the schedule tree's flattened schedule
// (src/schedule/flatten.ts, which shares nothing with the scanner) defines over its domain: the same instances,
// each once, in non-decreasing schedule order.

import { expect } from 'chai';
import { flattenTree, scheduleOf } from '../../src/schedule/flatten.js';
import type { ScheduleTree } from '../../src/schedule/tree.js';
import { type LoopAst, runAst } from '../../src/codegen/ast/ast.js';

export interface Instance {
  readonly statement: string;
  readonly iterators: readonly number[];
}

const key = (s: string, it: readonly number[]) => `${s}(${it.join(',')})`;

function lexCmp(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** All domain instances in the box [lo, hi] per dimension, for the given parameter values. */
export function domainInstances(tree: ScheduleTree, params: Record<string, number>, lo: number, hi: number): Instance[] {
  const out: Instance[] = [];
  const seen = new Set<string>();
  const pv = tree.domain.params.map((p) => params[p]!);
  for (const part of tree.domain.parts) {
    const n = part.nDim;
    const cur = new Array<number>(n).fill(lo);
    for (;;) {
      const k = key(part.tuple.name!, cur);
      if (!seen.has(k) && part.contains(pv, cur)) {
        seen.add(k);
        out.push({ statement: part.tuple.name!, iterators: cur.slice() });
      }
      let i = n - 1;
      while (i >= 0 && cur[i] === hi) cur[i--] = lo;
      if (i < 0) break;
      cur[i]!++;
    }
  }
  return out;
}

/** Runs the AST and checks it against the tree at these parameter values; returns the executed instances. */
export function checkAgainstTree(tree: ScheduleTree, ast: LoopAst, params: Record<string, number>, box: [number, number]): Instance[] {
  const pieces = flattenTree(tree);
  const values = tree.domain.params.map((p) => params[p]!);
  const expected = new Map<string, number[]>();
  for (const inst of domainInstances(tree, params, box[0], box[1])) {
    const s = scheduleOf(pieces, tree.domain.params, values, inst.statement, inst.iterators);
    if (s) expected.set(key(inst.statement, inst.iterators), s.map(Number));
  }
  const ran: Instance[] = [];
  runAst(ast, params, (statement, its) => ran.push({ statement, iterators: its.map(Number) }));
  const where = `at ${JSON.stringify(params)}`;
  const counts = new Map<string, number>();
  for (const r of ran) counts.set(key(r.statement, r.iterators), (counts.get(key(r.statement, r.iterators)) ?? 0) + 1);
  for (const [k, c] of counts) {
    expect(expected.has(k), `${k} ran but is not in the tree's domain ${where}`).to.equal(true);
    expect(c, `${k} ran ${c} times ${where}`).to.equal(1);
  }
  for (const k of expected.keys()) expect(counts.has(k), `${k} never ran ${where}`).to.equal(true);
  for (let t = 0; t + 1 < ran.length; t++) {
    const a = expected.get(key(ran[t]!.statement, ran[t]!.iterators))!;
    const b = expected.get(key(ran[t + 1]!.statement, ran[t + 1]!.iterators))!;
    expect(lexCmp(a, b), `${key(ran[t]!.statement, ran[t]!.iterators)} [${a}] ran before ${key(ran[t + 1]!.statement, ran[t + 1]!.iterators)} [${b}] ${where}`).to.be.at.most(0);
  }
  return ran;
}
