// Brute-force dependences from execution traces, and their comparison with the polyhedral analysis.

import { expect } from 'chai';
import type { Int } from '../../src/poly/int.js';
import { evalAff } from '../../src/poly/affExpr.js';
import type { DepKind, DependenceAnalysis } from '../../src/poly/dependences.js';
import { type LoopNode, executeLoopNest } from '../../src/poly/loopNest.js';

export interface Instance {
  stmt: string;
  iters: Int[];
  sched: Int[];
}

function lexCmp(a: readonly Int[], b: readonly Int[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function firstDiff(a: readonly Int[], b: readonly Int[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return i;
  return -1;
}

/**
 * Runs the nest, records every access in order (reads before writes within an instance), and
 * derives every memory-based dependence pair `kind S[s] -> T[t] @level` between distinct instances.
 */
export function traceDependences(body: readonly LoopNode[], params: Readonly<Record<string, Int>>): { pairs: Set<string>; instances: Instance[] } {
  const instances: Instance[] = [];
  const cells = new Map<string, { inst: number; write: boolean }[]>();
  executeLoopNest(body, params, (s, iters, sched, env) => {
    const inst = instances.length;
    instances.push({ stmt: s.name, iters: [...iters], sched: [...sched] });
    const touch = (array: string, index: readonly Int[], write: boolean) => {
      const key = `${array}[${index.join(',')}]`;
      let l = cells.get(key);
      if (!l) cells.set(key, (l = []));
      l.push({ inst, write });
    };
    for (const r of s.reads) touch(r.array, r.index.map((e) => evalAff(e, env)), false);
    for (const w of s.writes) touch(w.array, w.index.map((e) => evalAff(e, env)), true);
  });
  // Plain comparisons in the loops, one assertion after: a chai assertion per instance costs more than the trace.
  const unordered = instances.findIndex((x, i) => i > 0 && lexCmp(instances[i - 1]!.sched, x.sched) !== -1);
  expect(unordered, 'trace follows the 2d+1 order (first instance out of order)').to.equal(-1);
  const pairs = new Set<string>();
  for (const l of cells.values()) {
    for (let a = 0; a < l.length; a++) {
      for (let b = a + 1; b < l.length; b++) {
        const x = l[a]!;
        const y = l[b]!;
        if (x.inst === y.inst) continue;
        const kind: DepKind = x.write ? (y.write ? 'waw' : 'raw') : y.write ? 'war' : 'rar';
        const S = instances[x.inst]!;
        const T = instances[y.inst]!;
        pairs.add(`${kind} ${S.stmt}[${S.iters}] -> ${T.stmt}[${T.iters}] @${firstDiff(S.sched, T.sched)}`);
      }
    }
  }
  return { pairs, instances };
}

/** Asserts that the analysis, enumerated at the given parameters, gives exactly the trace's pairs. */
export function expectSameAsTrace(analysis: DependenceAnalysis, body: readonly LoopNode[], params: Readonly<Record<string, Int>>): number {
  const { pairs, instances } = traceDependences(body, params);
  const byStmt = new Map<string, Instance[]>();
  for (const i of instances) {
    let l = byStmt.get(i.stmt);
    if (!l) byStmt.set(i.stmt, (l = []));
    l.push(i);
  }
  const found = new Set<string>();
  const wrong: string[] = [];
  for (const d of analysis.dependences) {
    for (const part of d.relation.parts) {
      const pvals = part.params.map((p) => params[p]!);
      for (const S of byStmt.get(d.source) ?? []) {
        for (const T of byStmt.get(d.sink) ?? []) {
          if (!part.contains(pvals, S.iters, T.iters)) continue;
          found.add(`${d.kind} ${S.stmt}[${S.iters}] -> ${T.stmt}[${T.iters}] @${d.level}`);
          // Distances and directions must hold for every pair.
          for (let k = 0; k < d.distance.length; k++) {
            const delta = Number(T.sched[k] ?? 0) - Number(S.sched[k] ?? 0);
            const dist = d.distance[k];
            if (dist !== null && dist !== undefined && delta !== Number(dist)) wrong.push(`distance[${k}] ${dist} of ${d.kind} ${d.source}->${d.sink} vs ${delta}`);
            const ok = { '<': delta > 0, '=': delta === 0, '>': delta < 0, '<=': delta >= 0, '>=': delta <= 0, '*': true }[d.direction[k]!];
            if (!ok) wrong.push(`direction[${k}] ${d.direction[k]} of ${d.kind} ${d.source}->${d.sink} vs ${delta}`);
          }
        }
      }
    }
  }
  const missing = [...pairs].filter((p) => !found.has(p)).slice(0, 10);
  const extra = [...found].filter((p) => !pairs.has(p)).slice(0, 10);
  expect({ missing, extra, wrong: [...new Set(wrong)].slice(0, 10) }, `at ${JSON.stringify(params)}`).to.deep.equal({ missing: [], extra: [], wrong: [] });
  return pairs.size;
}
