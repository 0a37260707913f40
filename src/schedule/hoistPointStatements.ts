// Statements that a band runs at one point of its loops: the scheduler fuses a statement with fewer loops into the
// band of deeper ones and gives it a constant row there (deriche's `ym1 = 0` runs at j = 0 of the row loop). Code
// generation then guards it inside every iteration of the loop, and the values the loop carries cross the loop
// around it, so no row runs beside another. Leading such statements of the band's sequence move before the band,
// trailing ones after it, where the exact check of the whole tree says it stays legal.

import { type AffExpr, affNames } from '../poly/affExpr.js';
import { type BandNode, type FilterNode, type ScheduleNode, type ScheduleTree, node, statementTuples } from './tree.js';
import { TreeCursor } from './treeCursor.js';

/** The statements a filter keeps (whole statements, by tuple name). */
function filterStatements(f: FilterNode): string[] {
  return [...new Set(f.filter.parts.map((p) => p.tuple.name).filter((n): n is string => n !== null))];
}

/** `band` over `child` without the given statements. */
function bandWithout(band: BandNode, gone: ReadonlySet<string>, child: ScheduleNode): BandNode {
  const members = band.members.map((m) => node.member(new Map([...m.schedule].filter(([s]) => !gone.has(s))), m.coincident));
  return node.band(members, band.permutable, child);
}

/**
 * The band at `c` with its leading and trailing point statements moved out: a sequence of those filters before, the
 * band over the rest, and those after; null when there are none, or nothing would be left in the band.
 */
function hoisted(c: TreeCursor, dims: ReadonlyMap<string, ReadonlySet<string>>): ScheduleNode | null {
  const band = c.node as BandNode;
  if (band.child.kind !== 'sequence') return null;
  const children = band.child.children;
  const atPoint = (f: FilterNode): boolean => {
    const stmts = filterStatements(f);
    const constant = (s: string, e: AffExpr | undefined): boolean => e !== undefined && ![...affNames(e)].some((n) => dims.get(s)?.has(n));
    return stmts.length > 0 && stmts.every((s) => band.members.every((m) => constant(s, m.schedule.get(s))));
  };
  let lead = 0;
  while (lead < children.length && atPoint(children[lead]!)) lead++;
  let trail = children.length;
  while (trail > lead && atPoint(children[trail - 1]!)) trail--;
  const rest = children.slice(lead, trail);
  if (rest.length === 0 || rest.length === children.length) return null;
  const gone = new Set([...children.slice(0, lead), ...children.slice(trail)].flatMap(filterStatements));
  const inner = rest.length === 1 ? rest[0]!.child : node.sequence(rest);
  const restFilter = rest.slice(1).reduce((u, f) => u.union(f.filter), rest[0]!.filter);
  return node.sequence([...children.slice(0, lead), node.filter(restFilter, bandWithout(band, gone, inner)), ...children.slice(trail)]);
}

/**
 * `tree` with the point statements of its bands moved out of them where `legal` accepts the result: the tree and the
 * path of the node that changed (nothing above it did).
 */
export function hoistPointStatements(tree: ScheduleTree, legal: (t: ScheduleTree, changed: readonly number[]) => boolean): ScheduleTree {
  const dims = new Map([...statementTuples(tree.domain)].map(([s, t]) => [s, new Set(t.dims)] as const));
  const visit = (c: TreeCursor): TreeCursor => {
    if (c.node.kind === 'band') {
      const h = hoisted(c, dims);
      if (h !== null) {
        const moved = c.replace(h);
        if (legal(moved.tree, moved.path)) c = moved;
      }
    }
    for (let i = 0; i < c.nChildren; i++) c = visit(c.child(i)).parent()!;
    return c;
  };
  return visit(TreeCursor.root(tree)).tree;
}
