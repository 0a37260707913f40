// Operations on schedule trees (shared/papers/004_* section 4.2, named as isl names them: object_verb): each takes a
// cursor, returns a cursor into a new tree and leaves the old tree alone. They change the order only where their
// doc says so; they never consult dependences, so a caller that changes the order verifies the result (verifyTree).

import { type AffExpr, aff } from '../poly/affExpr.js';
import type { BasicSet } from '../poly/basicSet.js';
import type { Int } from '../poly/int.js';
import type { UnionSet } from '../poly/union.js';
import { coveredBy } from './scopTree.js';
import { type BandMember, type BandNode, type FilterNode, type ScheduleNode, type SequenceNode, type SetNode, leaf, node } from './tree.js';
import { TreeCursor } from './treeCursor.js';

function bandAt(c: TreeCursor, op: string): BandNode {
  if (c.node.kind !== 'band') throw new Error(`${op}: expected a band node at ${c.describe()}, found a ${c.node.kind}`);
  return c.node;
}

function mapMember(m: BandMember, f: (e: AffExpr) => AffExpr, coincident = m.coincident): BandMember {
  return node.member(new Map([...m.schedule].map(([s, e]) => [s, f(e)])), coincident);
}

/**
 * Tiles a band: a tile band of `floor(e / size)` members above a point band of the original members (isl's
 * isl_schedule_node_band_tile with unscaled tile loops and unshifted point loops). A size of 1 leaves that member
 * whole in the tile band and out of the point band. Both bands keep the band's permutable and coincident flags.
 * Tiling reorders instances; it is legal for a permutable band. Returns the tile band.
 */
export function bandTile(c: TreeCursor, sizes: readonly number[]): TreeCursor {
  const band = bandAt(c, 'bandTile');
  if (sizes.length !== band.members.length) throw new Error(`bandTile: ${sizes.length} tile sizes for a band of ${band.members.length} members`);
  if (sizes.some((s) => !Number.isInteger(s) || s < 1)) throw new Error(`bandTile: tile sizes must be positive integers, got ${sizes.join(', ')}`);
  if (sizes.every((s) => s === 1)) throw new Error('bandTile: every tile size is 1 (nothing to tile)');
  const tiles = band.members.map((m, k) => (sizes[k] === 1 ? m : mapMember(m, (e) => aff.floordiv(e, sizes[k]!))));
  const points = band.members.filter((_, k) => sizes[k]! > 1);
  return c.replace(node.band(tiles, band.permutable, node.band(points, band.permutable, band.child)));
}

/** Splits a band after its first `pos` members into a band and a child band (the order is unchanged). Returns the outer band. */
export function bandSplit(c: TreeCursor, pos: number): TreeCursor {
  const band = bandAt(c, 'bandSplit');
  if (pos <= 0 || pos >= band.members.length) throw new Error(`bandSplit: cannot split a band of ${band.members.length} members after member ${pos}`);
  const inner = node.band(band.members.slice(pos), band.permutable, band.child);
  return c.replace(node.band(band.members.slice(0, pos), band.permutable, inner));
}

/**
 * Combines a band with its child band into one band (the order is unchanged). The result is marked permutable only
 * when the caller says so: whether it is depends on the dependences.
 */
export function bandCombine(c: TreeCursor, permutable = false): TreeCursor {
  const outer = bandAt(c, 'bandCombine');
  if (outer.child.kind !== 'band') throw new Error(`bandCombine: the band at ${c.describe()} has a ${outer.child.kind} child, not a band`);
  const inner = outer.child;
  const names = (b: BandNode) => [...(b.members[0]?.schedule.keys() ?? [])].sort().join(',');
  if (names(outer) !== names(inner)) throw new Error(`bandCombine: the bands schedule different statements (${names(outer)} and ${names(inner)})`);
  return c.replace(node.band([...outer.members, ...inner.members], permutable, inner.child));
}

/** Reorders the members of a band: member k of the result is member `order[k]` (flags travel with their member). */
export function bandPermuteMembers(c: TreeCursor, order: readonly number[]): TreeCursor {
  const band = bandAt(c, 'bandPermuteMembers');
  checkPermutation(order, band.members.length, 'bandPermuteMembers');
  return c.replace(node.band(order.map((k) => band.members[k]!), band.permutable, band.child));
}

/**
 * Replaces the members of a band by integer combinations of them: member r of the result is
 * sum_k matrix[r][k] * member k (a skew such as the wavefront [[1, 1], [0, 1]]). Coincident flags are cleared and
 * the band keeps its permutable flag only when `permutable` says so.
 */
export function bandTransform(c: TreeCursor, matrix: readonly (readonly Int[])[], permutable = false): TreeCursor {
  const band = bandAt(c, 'bandTransform');
  const n = band.members.length;
  if (matrix.some((row) => row.length !== n)) throw new Error(`bandTransform: every row needs ${n} coefficients`);
  const statements = [...(band.members[0]?.schedule.keys() ?? [])];
  const members = matrix.map((row) => {
    const schedule = new Map<string, AffExpr>();
    for (const s of statements) {
      const terms = row.flatMap((coef, k) => (coef === 0 ? [] : [coef === 1 ? band.members[k]!.schedule.get(s)! : aff.mul(coef, band.members[k]!.schedule.get(s)!)]));
      schedule.set(s, terms.length === 0 ? aff.c(0) : aff.add(...terms));
    }
    return node.member(schedule, false);
  });
  return c.replace(node.band(members, permutable, band.child));
}

export function bandSetPermutable(c: TreeCursor, permutable: boolean): TreeCursor {
  const band = bandAt(c, 'bandSetPermutable');
  return c.replace(node.band(band.members, permutable, band.child));
}

export function bandMemberSetCoincident(c: TreeCursor, member: number, coincident: boolean): TreeCursor {
  const band = bandAt(c, 'bandMemberSetCoincident');
  if (member < 0 || member >= band.members.length) throw new Error(`bandMemberSetCoincident: the band has no member ${member}`);
  return c.replace(node.band(band.members.map((m, k) => (k === member ? node.member(m.schedule, coincident) : m)), band.permutable, band.child));
}

/**
 * Moves a band down to the leaves of its subtree (isl_schedule_node_band_sink): above each leaf, restricted to the
 * statements that reach it. Bands and sequences that were below it now run outside it. Returns the node that took
 * the band's place.
 */
export function bandSink(c: TreeCursor): TreeCursor {
  const band = bandAt(c, 'bandSink');
  const sink = (n: ScheduleNode, active: ReadonlySet<string>): ScheduleNode => {
    switch (n.kind) {
      case 'leaf': {
        if (active.size === 0) return n;
        return node.band(band.members.map((m) => node.member(new Map([...m.schedule].filter(([s]) => active.has(s))), m.coincident)), band.permutable, leaf);
      }
      case 'filter': {
        const names = new Set(n.filter.parts.map((p) => p.tuple.name!));
        return { ...n, child: sink(n.child, new Set([...active].filter((s) => names.has(s)))) };
      }
      case 'sequence':
      case 'set':
        return { ...n, children: n.children.map((f) => sink(f, active) as FilterNode) };
      case 'domain':
      case 'extension':
        throw new Error(`bandSink: cannot sink a band through a ${n.kind} node`);
      default:
        return { ...n, child: sink(n.child, active) };
    }
  };
  return c.replace(sink(band.child, new Set(band.members[0]?.schedule.keys() ?? c.activeStatements())));
}

/**
 * Orders the instances at a band by two filters (shared/papers/004_* Figure 4): the band's subtree is copied under
 * each filter, the copies children of a new sequence in that order. The filters must partition the instances that
 * reach the band. Returns the sequence.
 */
export function bandOrder(c: TreeCursor, first: UnionSet, second: UnionSet): TreeCursor {
  const band = bandAt(c, 'bandOrder');
  const active = c.activeInstances();
  const overlap = first.intersect(second);
  if (!overlap.isEmpty()) throw new Error('bandOrder: the two filters share instances');
  const both = [...first.parts, ...second.parts];
  const uncovered = active.parts.find((p) => !coveredBy(p, sameStatement(both, p)));
  if (uncovered !== undefined) throw new Error(`bandOrder: instances of ${uncovered.tuple.name} at the band are in neither filter`);
  return c.replace(node.sequence([node.filter(first, band), node.filter(second, band)]));
}

/** The parts of `parts` in the statement of `p`, written over `p`'s dimension names. */
function sameStatement(parts: readonly BasicSet[], p: BasicSet): BasicSet[] {
  return parts.filter((q) => q.tuple.name === p.tuple.name && q.nDim === p.nDim).map((q) => q.withTuple(p.tuple));
}

/**
 * Fuses the bands below children `i` and `i + 1` of a sequence, or any two children of a set (shared/papers/004_*
 * Figure 3): the two filters become one (their union) over one band with both partial schedules, whose child
 * orders the two original filters and what was below each band. Both bands need the same number of members and
 * the filters different statements. The fused band is neither permutable nor coincident until a caller that knows
 * the dependences says so. Returns the fused filter.
 */
export function sequenceFuseBands(c: TreeCursor, i: number, j = i + 1): TreeCursor {
  const seq = c.node;
  if (seq.kind !== 'sequence' && seq.kind !== 'set') throw new Error(`sequenceFuseBands: expected a sequence or set at ${c.describe()}, found a ${seq.kind}`);
  if (seq.kind === 'sequence' && j !== i + 1) throw new Error('sequenceFuseBands: only adjacent children of a sequence can be fused');
  const [fa, fb] = [seq.children[i], seq.children[j]];
  if (fa === undefined || fb === undefined || i === j) throw new Error(`sequenceFuseBands: no children ${i} and ${j} to fuse`);
  const [ba, bb] = [fa.child, fb.child];
  if (ba.kind !== 'band' || bb.kind !== 'band') throw new Error('sequenceFuseBands: both children must have a band right below their filter');
  if (ba.members.length !== bb.members.length) throw new Error(`sequenceFuseBands: bands of ${ba.members.length} and ${bb.members.length} members`);
  const shared = [...(ba.members[0]?.schedule.keys() ?? [])].filter((s) => bb.members[0]?.schedule.has(s));
  if (shared.length > 0) throw new Error(`sequenceFuseBands: both bands schedule ${shared.join(', ')}`);
  const members = ba.members.map((m, k) => node.member(new Map([...m.schedule, ...bb.members[k]!.schedule]), false));
  const inner = { kind: seq.kind, children: [node.filter(fa.filter, ba.child), node.filter(fb.filter, bb.child)] } as SequenceNode | SetNode;
  const fused = node.filter(fa.filter.union(fb.filter), node.band(members, false, inner));
  const children = seq.children.flatMap((f, k) => (k === i ? [fused] : k === j ? [] : [f]));
  return c.replace({ ...seq, children }).child(i);
}

/** Reorders the children of a sequence: child k of the result is child `order[k]`. */
export function sequenceReorderChildren(c: TreeCursor, order: readonly number[]): TreeCursor {
  if (c.node.kind !== 'sequence') throw new Error(`sequenceReorderChildren: expected a sequence at ${c.describe()}, found a ${c.node.kind}`);
  const children = c.node.children;
  checkPermutation(order, children.length, 'sequenceReorderChildren');
  return c.replace(node.sequence(order.map((k) => children[k]!)));
}

/** Inserts a mark node above the node (the node becomes its child). Returns the mark. */
export function nodeInsertMark(c: TreeCursor, mark: string): TreeCursor {
  checkInsertable(c, 'nodeInsertMark');
  return c.replace(node.mark(mark, c.node));
}

/** Inserts a context node (constraints on the parameters) above the node. Returns the context. */
export function nodeInsertContext(c: TreeCursor, context: BasicSet): TreeCursor {
  checkInsertable(c, 'nodeInsertContext');
  return c.replace(node.context(context, c.node));
}

/**
 * Inserts a filter above the node, keeping only the instances in `filter` below it; on a filter node the two
 * filters are intersected instead (as isl does). Returns the filter.
 */
export function nodeInsertFilter(c: TreeCursor, filter: UnionSet): TreeCursor {
  if (c.node.kind === 'filter') return c.replace(node.filter(c.node.filter.intersect(filter), c.node.child));
  checkInsertable(c, 'nodeInsertFilter');
  return c.replace(node.filter(filter, c.node));
}

/** The root stays a domain node and the children of a sequence or set stay filters. */
function checkInsertable(c: TreeCursor, op: string): void {
  if (c.path.length === 0) throw new Error(`${op}: cannot insert above the domain node`);
  const parent = c.parent()!.node;
  if (parent.kind === 'sequence' || parent.kind === 'set') throw new Error(`${op}: the children of a ${parent.kind} must stay filters; insert below the filter`);
}

function checkPermutation(order: readonly number[], n: number, op: string): void {
  const sorted = [...order].sort((a, b) => a - b);
  if (sorted.length !== n || sorted.some((k, i) => k !== i)) throw new Error(`${op}: [${order.join(', ')}] is not a permutation of 0..${n - 1}`);
}
