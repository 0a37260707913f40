// The scheduler's plan (bands per group, then a leaf or a sequence of groups) as a schedule tree (tree.ts).

import { type AffExpr, aff } from '../../poly/affExpr.js';
import { BasicSet } from '../../poly/basicSet.js';
import { type Int, add, mul } from '../../poly/int.js';
import { scopDomain } from '../../poly/scop.js';
import { Space, tuple } from '../../poly/space.js';
import { UnionSet } from '../../poly/union.js';
import { type FilterNode, type ScheduleNode, type ScheduleTree, leaf, node } from '../tree.js';
import type { StmtRow } from './dependenceConstraints.js';
import type { Member, SchedulingInput } from './scheduler.js';

export interface BandPlan {
  readonly members: readonly Member[];
  readonly stmts: readonly number[];
}

export interface Plan {
  readonly bands: readonly BandPlan[];
  readonly child: { readonly kind: 'leaf'; readonly stmts: readonly number[] } | { readonly kind: 'sequence'; readonly children: readonly { readonly stmts: readonly number[]; readonly plan: Plan }[] };
}

/** Domain dimension names of the tree (as `--print-scop` prints them). */
export function dimName(j: number): string {
  return `i${j}`;
}

/** sum it_j * i_j + sum par_p * p + cst, with ParameTrick's parameters replaced by their values. */
export function rowExpr(row: StmtRow, params: readonly string[], substitutions: ReadonlyMap<string, Int>): AffExpr {
  const terms: AffExpr[] = [];
  let cst: Int = row.cst;
  const term = (c: Int, name: string) => terms.push(c === 1 ? aff.v(name) : aff.mul(c, name));
  row.it.forEach((c, j) => c !== 0 && term(c, dimName(j)));
  row.par.forEach((c, p) => {
    if (c === 0) return;
    const v = substitutions.get(params[p]!);
    if (v === undefined) term(c, params[p]!);
    else cst = add(cst, mul(c, v));
  });
  if (cst !== 0 || terms.length === 0) terms.push(aff.c(cst));
  return terms.length === 1 ? terms[0]! : aff.add(...terms);
}

/**
 * The plan as a tree. A statement that never runs (empty domain) is not in the tree's domain, so, as in the
 * initial tree, no band or filter names it: it is scheduled with the others but left out here.
 */
export function buildTree(input: SchedulingInput, plan: Plan): ScheduleTree {
  const scop = input.scop;
  const runs = (s: number): boolean => scop.statements[s]!.domain.parts.length > 0;
  const filterOf = (stmts: readonly number[]): UnionSet =>
    UnionSet.of(
      stmts.map((s) => {
        const st = scop.statements[s]!;
        return BasicSet.universe(Space.forSet(scop.params, tuple(st.name, st.iterators.map((_, j) => dimName(j)))));
      }),
      scop.params,
    );
  const build = (p: Plan): ScheduleNode => {
    let child: ScheduleNode;
    if (p.child.kind === 'leaf') {
      // Statements left together with no dependence between them still get one order: textual.
      const stmts = p.child.stmts.filter(runs);
      child = stmts.length <= 1 ? leaf : node.sequence(stmts.map((s) => node.filter(filterOf([s]))));
    } else {
      const children = p.child.children.filter((c) => c.stmts.some(runs));
      const filters = children.map((c): FilterNode => node.filter(filterOf(c.stmts.filter(runs)), build(c.plan)));
      child = filters.length === 0 ? leaf : filters.length === 1 ? filters[0]!.child : node.sequence(filters);
    }
    for (let b = p.bands.length - 1; b >= 0; b--) {
      const band = p.bands[b]!;
      const stmts = band.stmts.filter(runs);
      if (stmts.length === 0) continue;
      const members = band.members.map((m) =>
        node.member(new Map(stmts.map((s) => [scop.statements[s]!.name, rowExpr(m.rows.get(s)!, input.params, input.substitutions)])), m.coincident),
      );
      child = node.band(members, true, child);
    }
    return child;
  };
  return node.domain(scopDomain(scop), build(plan));
}
