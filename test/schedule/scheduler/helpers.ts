// Test helpers for the scheduler: per-statement views of a tree, and (until src/schedule/verify.ts lands) a legality
// check straight on the dependence polyhedra.

import { type AffExpr, AffLowering, affToString } from '../../../src/poly/affExpr.js';
import type { DependenceAnalysis } from '../../../src/poly/dependences.js';
import { neg, sub } from '../../../src/poly/int.js';
import type { LinExpr } from '../../../src/poly/polyhedron.js';
import type { Scop } from '../../../src/poly/scop.js';
import { type ScheduleNode, type ScheduleTree, assertNever } from '../../../src/schedule/tree.js';

/** One schedule dimension of a statement: a band member (with its flags) or a position in a sequence. */
export type Dim =
  | { readonly kind: 'member'; readonly expr: AffExpr; readonly coincident: boolean; readonly band: number; readonly permutable: boolean }
  | { readonly kind: 'position'; readonly index: number };

/** Every statement's dimensions from the root down to its leaf. */
export function statementDims(tree: ScheduleTree): Map<string, Dim[]> {
  const out = new Map<string, Dim[]>();
  let bandId = 0;
  const walk = (n: ScheduleNode, paths: ReadonlyMap<string, Dim[]>): void => {
    switch (n.kind) {
      case 'domain':
        return walk(n.child, new Map(n.domain.parts.map((p) => [p.tuple.name!, []])));
      case 'band': {
        const id = bandId++;
        const next = new Map([...paths].map(([s, p]) => [s, [...p, ...n.members.map((m): Dim => ({ kind: 'member', expr: m.schedule.get(s)!, coincident: m.coincident, band: id, permutable: n.permutable }))]]));
        return walk(n.child, next);
      }
      case 'sequence':
      case 'set':
        n.children.forEach((c, i) => walk(c, new Map([...paths].map(([s, p]) => [s, [...p, { kind: 'position', index: i } as Dim]]))));
        return;
      case 'filter': {
        const names = new Set(n.filter.parts.map((p) => p.tuple.name!));
        return walk(n.child, new Map([...paths].filter(([s]) => names.has(s))));
      }
      case 'leaf':
        for (const [s, p] of paths) out.set(s, p);
        return;
      case 'context':
      case 'mark':
      case 'extension':
        return walk(n.child, paths);
      default:
        return assertNever(n);
    }
  };
  walk(tree, new Map());
  return out;
}

/** The band members of a statement as text (`i0`, `(2*i0 + i1)`), sequence positions left out. */
export function memberTexts(tree: ScheduleTree, stmt: string): string[] {
  return (statementDims(tree).get(stmt) ?? []).flatMap((d) => (d.kind === 'member' ? [affToString(d.expr)] : []));
}

/** The dimension expressions of a statement as linear forms over a dependence polyhedron's source or sink dims. */
function dimForms(dims: readonly Dim[], params: readonly string[], nIn: number, nOut: number, side: 'in' | 'out', nLocal: number): LinExpr[] {
  const n = side === 'in' ? nIn : nOut;
  const names = Array.from({ length: n }, (_, j) => `i${j}`);
  return dims.map((d) => {
    const e = d.kind === 'position' ? { kind: 'const' as const, value: d.index } : d.expr;
    const low = new AffLowering(params, names);
    const { constraints, nLocal: extra } = low.constraints([{ kind: 'eq', expr: e }]);
    if (extra > 0) throw new Error('test legality helper: quasi-affine schedules are not supported');
    const x = constraints[0]!.expr;
    const dimsOut = new Array(nIn + nOut).fill(0);
    x.dims.forEach((c, j) => (dimsOut[(side === 'in' ? 0 : nIn) + j] = c));
    return { params: x.params, dims: dimsOut, locals: new Array(nLocal).fill(0), constant: x.constant };
  });
}

/**
 * Violations of the dependences by the tree: a validity dependence pair whose sink is not lexicographically after
 * its source, and a member marked coincident on which a pair equal on the outer dimensions has a non-zero distance.
 */
export function legalityViolations(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): string[] {
  const dims = statementDims(tree);
  const out: string[] = [];
  for (const d of deps.dependences) {
    if (!d.validity) continue;
    const ds = dims.get(d.source)!;
    const dt = dims.get(d.sink)!;
    for (const part of d.relation.parts) {
      const m = part.alignParams(scop.params);
      const p = m.poly;
      const L = Math.max(ds.length, dt.length);
      const pad = (x: Dim[]) => [...x, ...new Array<Dim>(L - x.length).fill({ kind: 'position', index: 0 })];
      const fs = dimForms(pad(ds), scop.params, m.nIn, m.nOut, 'in', p.nLocal);
      const ft = dimForms(pad(dt), scop.params, m.nIn, m.nOut, 'out', p.nLocal);
      const delta = (k: number): LinExpr => ({
        params: ft[k]!.params.map((c, i) => sub(c, fs[k]!.params[i]!)),
        dims: ft[k]!.dims.map((c, i) => sub(c, fs[k]!.dims[i]!)),
        locals: new Array(p.nLocal).fill(0),
        constant: sub(ft[k]!.constant, fs[k]!.constant),
      });
      let equal = p;
      let ordered = false;
      for (let k = 0; k < L; k++) {
        const e = delta(k);
        const before = { params: e.params.map(neg), dims: e.dims.map(neg), locals: e.locals, constant: sub(neg(e.constant), 1) };
        if (!equal.addConstraint('ineq', before).isEmpty()) out.push(`${d.kind} ${d.source}->${d.sink}: some pairs are reversed at dimension ${k}`);
        const sk = ds[k];
        if (sk && sk.kind === 'member' && sk.coincident && dt[k]?.kind === 'member') {
          const after = { ...e, constant: sub(e.constant, 1) };
          if (!equal.addConstraint('ineq', after).isEmpty()) out.push(`${d.kind} ${d.source}->${d.sink}: dimension ${k} is marked coincident but carries it`);
        }
        equal = equal.addConstraint('eq', e);
        if (equal.isEmpty()) {
          ordered = true;
          break;
        }
      }
      if (!ordered) out.push(`${d.kind} ${d.source}->${d.sink}: some pairs get the same date`);
    }
  }
  return [...new Set(out)];
}
