// Semantic check of scanned ASTs: run the AST and compare with the order the schedule tree defines over its domain
// (the same instances, each once, in non-decreasing schedule order). The tree is evaluated point by point here,
// independently of the scanner.

import { expect } from 'chai';
import { evalAff } from '../../src/poly/affExpr.js';
import type { Int } from '../../src/poly/int.js';
import type { ScheduleNode, ScheduleTree } from '../../src/schedule/tree.js';
import { type LoopAst, runAst } from '../../src/codegen/ast/ast.js';

export interface Instance {
  readonly statement: string;
  readonly iterators: readonly number[];
}

const key = (s: string, it: readonly number[]) => `${s}(${it.join(',')})`;

/** The schedule vector of an instance under the subtree, or null when a filter drops it. */
function scheduleOf(n: ScheduleNode, inst: Instance, dims: readonly string[], params: Record<string, number>): number[] | null {
  const env = (name: string): Int => {
    const d = dims.lastIndexOf(name);
    if (d >= 0) return inst.iterators[d]!;
    const p = params[name];
    if (p === undefined) throw new Error(`unbound ${name}`);
    return p;
  };
  const inFilter = (f: ScheduleNode & { kind: 'filter' }) => f.filter.contains(Object.values(paramsIn(f.filter.params, params)), inst.statement, inst.iterators);
  switch (n.kind) {
    case 'domain':
    case 'context':
    case 'mark':
    case 'extension':
      return scheduleOf(n.child, inst, dims, params);
    case 'band': {
      const inner = scheduleOf(n.child, inst, dims, params);
      return inner && [...n.members.map((m) => Number(evalAff(m.schedule.get(inst.statement)!, env))), ...inner];
    }
    case 'sequence':
    case 'set': {
      const i = n.children.findIndex((c) => inFilter(c));
      if (i < 0) return null;
      const inner = scheduleOf(n.children[i]!.child, inst, dims, params);
      return inner && [i, ...inner];
    }
    case 'filter':
      return inFilter(n) ? scheduleOf(n.child, inst, dims, params) : null;
    case 'leaf':
      return [];
  }
}

function paramsIn(names: readonly string[], values: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of names) out[n] = values[n]!;
  return out;
}

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
  const dimsOf = new Map(tree.domain.parts.map((p) => [p.tuple.name!, p.tuple.dims]));
  const expected = new Map<string, number[]>();
  for (const inst of domainInstances(tree, params, box[0], box[1])) {
    const s = scheduleOf(tree, inst, dimsOf.get(inst.statement)!, params);
    if (s) expected.set(key(inst.statement, inst.iterators), s);
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
