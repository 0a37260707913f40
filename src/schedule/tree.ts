// Schedule trees (Verdoolaege et al., shared/papers/004_*): the node kinds and their data, immutable.
// This file is the contract between the scheduler (which builds trees), the tree operations and text form
// (isl's YAML syntax), the legality check, tiling, and code generation (which reads them).

import type { AffExpr } from '../poly/affExpr.js';
import type { BasicSet } from '../poly/basicSet.js';
import type { Tuple } from '../poly/space.js';
import type { UnionMap, UnionSet } from '../poly/union.js';

/**
 * One member (dimension) of a band's partial schedule: a quasi-affine function per statement
 * (`S0[i0, i1] -> [(i0 + i1)]`, tiles as `floordiv`). Variable names in an expression are the statement's
 * domain dimension names as the domain node's tuple gives them (i0, i1, ... as `--print-scop` prints them) or
 * the scop's parameters; a dimension name shadows a parameter of the same name. Every statement active at the
 * band has an entry.
 */
export interface BandMember {
  readonly schedule: ReadonlyMap<string, AffExpr>;
  /** isl's "coincident": no dependence left unsatisfied by the outer bands has a non-zero distance here. */
  readonly coincident: boolean;
}

/** The root: the statement instances the tree schedules. */
export interface DomainNode {
  readonly kind: 'domain';
  readonly domain: UnionSet;
  readonly child: ScheduleNode;
}

/** Known constraints on the parameters, valid for the subtree. */
export interface ContextNode {
  readonly kind: 'context';
  readonly context: BasicSet;
  readonly child: ScheduleNode;
}

/** A partial schedule (one or more members) on the active statement instances. */
export interface BandNode {
  readonly kind: 'band';
  readonly members: readonly BandMember[];
  /** The members can be freely permuted (and so tiled): every dependence live at the band is non-negative on each. */
  readonly permutable: boolean;
  readonly child: ScheduleNode;
}

/** Children run in order; each child is a filter. */
export interface SequenceNode {
  readonly kind: 'sequence';
  readonly children: readonly FilterNode[];
}

/** Children may run in any order; each child is a filter. */
export interface SetNode {
  readonly kind: 'set';
  readonly children: readonly FilterNode[];
}

/** Keeps only the instances in `filter` (usually whole statements: `{ S0[i0, i1]; S2[i0] }`). */
export interface FilterNode {
  readonly kind: 'filter';
  readonly filter: UnionSet;
  readonly child: ScheduleNode;
}

/** A user mark on the subtree (e.g. "parallel", "vectorize"). */
export interface MarkNode {
  readonly kind: 'mark';
  readonly mark: string;
  readonly child: ScheduleNode;
}

/** Extra instances introduced from the outer schedule (isl extension nodes). */
export interface ExtensionNode {
  readonly kind: 'extension';
  readonly extension: UnionMap;
  readonly child: ScheduleNode;
}

export interface LeafNode {
  readonly kind: 'leaf';
}

export type ScheduleNode = DomainNode | ContextNode | BandNode | SequenceNode | SetNode | FilterNode | MarkNode | ExtensionNode | LeafNode;

export type ScheduleNodeKind = ScheduleNode['kind'];

/** A whole schedule tree always has a domain node at its root. */
export type ScheduleTree = DomainNode;

export const leaf: LeafNode = { kind: 'leaf' };

/** Small constructors so code that builds trees reads like the tree. */
export const node = {
  domain: (domain: UnionSet, child: ScheduleNode = leaf): DomainNode => ({ kind: 'domain', domain, child }),
  context: (context: BasicSet, child: ScheduleNode = leaf): ContextNode => ({ kind: 'context', context, child }),
  band: (members: readonly BandMember[], permutable: boolean, child: ScheduleNode = leaf): BandNode => ({ kind: 'band', members, permutable, child }),
  sequence: (children: readonly FilterNode[]): SequenceNode => ({ kind: 'sequence', children }),
  set: (children: readonly FilterNode[]): SetNode => ({ kind: 'set', children }),
  filter: (filter: UnionSet, child: ScheduleNode = leaf): FilterNode => ({ kind: 'filter', filter, child }),
  mark: (mark: string, child: ScheduleNode = leaf): MarkNode => ({ kind: 'mark', mark, child }),
  extension: (extension: UnionMap, child: ScheduleNode = leaf): ExtensionNode => ({ kind: 'extension', extension, child }),
  member: (schedule: ReadonlyMap<string, AffExpr>, coincident = false): BandMember => ({ schedule, coincident }),
};

/** For exhaustive switches over node kinds. */
export function assertNever(x: never): never {
  throw new Error(`unexpected schedule node ${JSON.stringify(x)}`);
}

/** The children of a node, in order. */
export function childrenOf(n: ScheduleNode): readonly ScheduleNode[] {
  switch (n.kind) {
    case 'sequence':
    case 'set':
      return n.children;
    case 'leaf':
      return [];
    case 'domain':
    case 'context':
    case 'band':
    case 'filter':
    case 'mark':
    case 'extension':
      return [n.child];
    default:
      return assertNever(n);
  }
}

/** The tree with every band replaced by `f` of it (its subtree already rewritten), other nodes kept. */
export function mapBands<T extends ScheduleNode>(n: T, f: (band: BandNode) => BandNode): T {
  const walk = (x: ScheduleNode): ScheduleNode => {
    switch (x.kind) {
      case 'band':
        return f({ ...x, child: walk(x.child) });
      case 'sequence':
      case 'set':
        return { ...x, children: x.children.map((c) => walk(c) as FilterNode) };
      case 'leaf':
        return x;
      case 'domain':
      case 'context':
      case 'filter':
      case 'mark':
      case 'extension':
        return { ...x, child: walk(x.child) };
      default:
        return assertNever(x);
    }
  };
  return walk(n) as T;
}

/**
 * Each statement's tuple as the domain names it (`S0` -> `S0[i0, i1]`): band expressions use these dimension names.
 * A statement with several domain parts takes the names of its first part.
 */
export function statementTuples(domain: UnionSet): Map<string, Tuple> {
  const out = new Map<string, Tuple>();
  for (const p of domain.parts) if (p.tuple.name !== null && !out.has(p.tuple.name)) out.set(p.tuple.name, p.tuple);
  return out;
}
