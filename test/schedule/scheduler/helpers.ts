// Test helpers for the scheduler: per-statement views of a tree, legality through verifyTree, kernels by name.

import { type AffExpr, affToString } from '../../../src/poly/affExpr.js';
import type { ExtractedScop } from '../../../src/poly/affineModel.js';
import type { DependenceAnalysis } from '../../../src/poly/dependences.js';
import type { Scop } from '../../../src/poly/scop.js';
import { type ScheduleNode, type ScheduleTree, assertNever } from '../../../src/schedule/tree.js';
import { formatViolations, verifyTree } from '../../../src/schedule/verify.js';
import { kernelScops, kernels } from '../../poly/kernelModules.js';

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

/** verifyTree's findings, formatted (empty when the tree is legal). */
export function violations(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): string[] {
  return verifyTree(scop, deps, tree).map((v) => formatViolations([v]));
}

/** One kernel's scop (it must be modelled whole). */
export function kernelScop(name: string): ExtractedScop {
  const s = kernelScops(kernels.find((k) => k.name === name)!);
  if (s.length !== 1) throw new Error(`${name} is modelled in ${s.length} parts`);
  return s[0]!;
}
