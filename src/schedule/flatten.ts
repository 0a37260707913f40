// A schedule tree flattened to one schedule per statement instance (isl_schedule_get_map): band members become
// output dimensions, the children of a sequence or set their position, shorter branches padded with zeros.

import { type AffExpr, evalAff } from '../poly/affExpr.js';
import { BasicMap } from '../poly/basicMap.js';
import type { BasicSet } from '../poly/basicSet.js';
import type { Int } from '../poly/int.js';
import { Space, anonTuple } from '../poly/space.js';
import { UnionMap } from '../poly/union.js';
import { type ScheduleNode, type ScheduleTree, assertNever, statementTuples } from './tree.js';

/** The instances of one statement that take one path through the tree, and their schedule there. */
export interface FlatPiece {
  readonly statement: string;
  /** The instances (a domain part cut by the filters on the path). */
  readonly instances: BasicSet;
  /** One expression per output dimension, over the statement's domain dimension names and the parameters. */
  readonly schedule: readonly AffExpr[];
}

const zero: AffExpr = { kind: 'const', value: 0 };

/** Every path of the tree with the instances that take it; all schedules padded to the same length. */
export function flattenTree(tree: ScheduleTree): FlatPiece[] {
  // Every part in the tuple the band expressions are written over (a statement's parts may name their dims apart).
  const tuples = statementTuples(tree.domain);
  const pieces = walk(tree.child, tree.domain.parts.map((p) => ({ statement: p.tuple.name!, instances: p.withTuple(tuples.get(p.tuple.name!)!), schedule: [] })));
  const n = Math.max(0, ...pieces.map((p) => p.schedule.length));
  return pieces.map((p) => ({ ...p, schedule: [...p.schedule, ...new Array<AffExpr>(n - p.schedule.length).fill(zero)] }));
}

function walk(n: ScheduleNode, pieces: FlatPiece[]): FlatPiece[] {
  if (pieces.length === 0) return pieces;
  switch (n.kind) {
    case 'leaf':
      return pieces;
    case 'context':
    case 'mark':
      return walk(n.child, pieces);
    case 'band':
      return walk(
        n.child,
        pieces.map((p) => ({ ...p, schedule: [...p.schedule, ...n.members.map((m) => m.schedule.get(p.statement) ?? missing(p.statement))] })),
      );
    case 'filter':
      return walk(n.child, filterPieces(pieces, n.filter.parts));
    case 'sequence':
    case 'set':
      return n.children.flatMap((c, i) =>
        walk(
          c.child,
          filterPieces(pieces, c.filter.parts).map((p) => ({ ...p, schedule: [...p.schedule, { kind: 'const', value: i } as AffExpr] })),
        ),
      );
    case 'extension':
      throw new Error('flattening a schedule tree with extension nodes is not supported');
    case 'domain':
      throw new Error('a domain node can only be the root of a schedule tree');
    default:
      return assertNever(n);
  }
}

function missing(statement: string): never {
  throw new Error(`band has no expression for ${statement}`);
}

/** Each piece cut by each filter part of its statement; empty results dropped. */
function filterPieces(pieces: readonly FlatPiece[], filter: readonly BasicSet[]): FlatPiece[] {
  const out: FlatPiece[] = [];
  for (const p of pieces) {
    for (const f of filter) {
      if (f.tuple.name !== p.statement || f.nDim !== p.instances.nDim) continue;
      const instances = p.instances.intersect(f.withTuple(p.instances.tuple));
      if (!instances.isEmpty()) out.push({ ...p, instances });
    }
  }
  return out;
}

/** `{ S[i] -> [t] }` for one piece: the output dims equal the schedule expressions on the piece's instances. */
export function pieceMap(p: FlatPiece, params: readonly string[]): BasicMap {
  const inst = p.instances.alignParams(params);
  const n = p.schedule.length;
  const out = anonTuple(n, 't');
  const outNames = out.dims.map((_, k) => `%t${k}`);
  const map = BasicMap.universe(Space.forMap(params, inst.tuple, out)).intersectDomain(inst);
  const conds = p.schedule.map((e, k) => ({ kind: 'eq' as const, expr: { kind: 'add', lhs: { kind: 'var', name: outNames[k]! }, rhs: { kind: 'mul', lhs: e, factor: -1 } } as AffExpr }));
  return map.addAffConditions(conds, [...inst.tuple.dims, ...outNames]).simplify();
}

/** The whole schedule as one union map over the tree's parameters (isl_schedule_get_map). */
export function scheduleMap(tree: ScheduleTree): UnionMap {
  const params = tree.domain.params;
  return UnionMap.of(
    flattenTree(tree).map((p) => pieceMap(p, params)),
    params,
  );
}

/** The schedule vector of one instance, or null when no path of the tree holds it. */
export function scheduleOf(pieces: readonly FlatPiece[], params: readonly string[], values: readonly Int[], statement: string, point: readonly Int[]): Int[] | null {
  for (const p of pieces) {
    if (p.statement !== statement || p.instances.nDim !== point.length) continue;
    const inst = p.instances.alignParams(params);
    if (!inst.contains(values, point)) continue;
    const env = (name: string): Int => {
      const d = inst.tuple.dims.lastIndexOf(name);
      if (d >= 0) return point[d]!;
      const k = params.indexOf(name);
      if (k < 0) throw new Error(`schedule expression uses unknown name '${name}'`);
      return values[k]!;
    };
    return p.schedule.map((e) => evalAff(e, env));
  }
  return null;
}
