// The legality check of a schedule tree against the dependences of its scop, independent of how the tree was found:
// every validity dependence ordered source-first, coincident members really parallel, permutable bands permutable.

import { type AffExpr, renameVars } from '../poly/affExpr.js';
import type { BasicMap, LoweredAff } from '../poly/basicMap.js';
import type { BasicSet } from '../poly/basicSet.js';
import type { Dependence, DependenceAnalysis } from '../poly/dependences.js';
import type { Scop } from '../poly/scop.js';
import type { Tuple } from '../poly/space.js';
import type { UnionSet } from '../poly/union.js';
import { printScheduleTree } from './treeText.js';
import { type BandMember, type BandNode, type FilterNode, type ScheduleNode, type ScheduleTree, assertNever, childrenOf, mapBands, node, statementTuples } from './tree.js';

export type ViolationKind = 'order' | 'coincident' | 'permutable' | 'unsupported';

/** One reason the tree is not legal, with the dependence, the place in the tree and an instance pair that shows it. */
export interface TreeViolation {
  readonly kind: ViolationKind;
  readonly dependence: Dependence | null;
  /** The node, as the path from the root: `domain/band/sequence[1]/band`. */
  readonly path: string;
  /** Band member (0-based) for violations at a band. */
  readonly member: number | null;
  /** A pair of instances, e.g. `S1[1, 0] -> S1[0, 1] (n = 3)`. */
  readonly example: string | null;
  readonly message: string;
}

/** Dependence pairs (source -> sink instances) not yet ordered by the nodes above a node. */
export interface LivePair {
  readonly dep: Dependence;
  readonly rel: BasicMap;
}

/**
 * Checks `tree` against every validity dependence (RAW, WAR, WAW) of `deps`. The tree's domain must be the scop's
 * (see `treeMatchesScop`); RAR dependences constrain nothing. Returns the violations found, none when legal.
 */
export function verifyTree(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): TreeViolation[] {
  return [...(checks.get(deps)?.get(checkKey(scop, tree)) ?? verifyAndMark(scop, deps, tree)).violations];
}

/** The tree with every band member's coincident flag set to whether it is parallel (it must be legal). */
export function markCoincidentMembers(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): ScheduleTree {
  const f = verifyAndMark(scop, deps, tree);
  if (f.violations.length > 0) throw new Error(`markCoincidentMembers on an illegal tree: ${f.violations[0]!.message}`);
  return f.marked;
}

/** Every validity dependence pair of the scop, parameters aligned with the scop's. */
function validityPairs(scop: Scop, deps: DependenceAnalysis): LivePair[] {
  return deps.dependences.filter((d) => d.validity).flatMap((dep) => dep.relation.parts.map((rel) => ({ dep, rel: rel.alignParams(scop.params) })));
}

/** Both in one walk: the violations of `tree`, and `tree` with each member's coincident flag set to whether it is parallel. */
export function verifyAndMark(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): { violations: TreeViolation[]; marked: ScheduleTree } {
  const key = checkKey(scop, tree);
  const known = checks.get(deps)?.get(key);
  if (known?.tree === tree) return { violations: [...known.violations], marked: known.marked };
  // The same text (the tree read back by the next pass): the same answers, the flags carried over to this object.
  if (known) return { violations: [...known.violations], marked: withFlagsOf(tree, known.marked) };
  const violations: TreeViolation[] = [];
  const child = new Walker(statementTuples(tree.domain), violations).node(tree.child, validityPairs(scop, deps), 'domain');
  const marked = { ...tree, child };
  const m = checksOf(deps);
  m.set(key, { tree, violations: [...violations], marked });
  // The marked tree is legal and its flags are the truth: checking it again (the next pass reads it back) finds nothing.
  if (violations.length === 0) m.set(checkKey(scop, marked), { tree: marked, violations: [], marked });
  return { violations, marked };
}

/**
 * verifyAndMark for the node at `path` (child indices from the root) alone, walked with the dependence pairs the
 * nodes above it leave unordered. A tree that differs from a legal one only below `path`, over the same statements
 * there, is legal exactly when this finds no violation: the nodes above order the same pairs as before. `marked` is
 * that node with the coincident flags of its bands set. For passes that try a local change (tile's distribution,
 * the hoisting of point statements) without checking the whole tree again.
 */
export function verifySubtree(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree, path: readonly number[]): { violations: TreeViolation[]; marked: ScheduleNode } {
  let at: ScheduleNode = tree;
  for (const i of path) at = childrenOf(at)[i]!;
  const violations: TreeViolation[] = [];
  const marked = new Walker(statementTuples(tree.domain), violations).node(at, liveDependences(scop, deps, tree, path), `domain@${path.join('.')}`);
  return { violations, marked };
}

/**
 * Records `tree` as checked: legal, its coincident flags those the check gives. For a pass that proved it so piece
 * by piece (a tree checked whole, then verifySubtree on each subtree it changed, the marked subtrees put in place),
 * so the next passes' checks of the tree are answered from the cache.
 */
export function recordCheckedTree(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): void {
  checksOf(deps).set(checkKey(scop, tree), { tree, violations: [], marked: tree });
}

/** `tree` with the coincident flags of `marked`, a tree of the same text (so of the same shape). */
function withFlagsOf(tree: ScheduleTree, marked: ScheduleTree): ScheduleTree {
  const flags: boolean[][] = [];
  mapBands(marked, (b) => {
    flags.push(b.members.map((m) => m.coincident));
    return b;
  });
  let i = 0;
  return mapBands(tree, (b) => {
    const f = flags[i++]!;
    return node.band(b.members.map((m, k) => node.member(m.schedule, f[k]!)), b.permutable, b.child);
  });
}

// The passes of a pipeline check the same tree against the same dependences more than once (tile checks the tree
// the scheduler wrote, codegen the one tile wrote): each (dependences, parameters, tree text) is checked once. The
// dependences are the analysis object itself, which computeDependences hands out again for an unchanged scop.

/** One check: violations hold for every tree with the text of `tree`; `marked` is `tree`'s, for that object only. */
interface Check {
  readonly tree: ScheduleTree;
  readonly violations: readonly TreeViolation[];
  readonly marked: ScheduleTree;
}

const checks = new WeakMap<DependenceAnalysis, Map<string, Check>>();

function checksOf(deps: DependenceAnalysis): Map<string, Check> {
  let m = checks.get(deps);
  if (m === undefined) checks.set(deps, (m = new Map()));
  return m;
}

const checkKey = (scop: Scop, tree: ScheduleTree): string => `${scop.params.join(',')}|${printScheduleTree(tree, 'flow')}`;

/**
 * The dependence pairs live at the node at `path` (child indices from the root), before it acts: those the bands,
 * sequences and filters above it leave unordered, restricted to the instances that reach it.
 */
export function liveDependences(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree, path: readonly number[]): LivePair[] {
  const tuples = statementTuples(tree.domain);
  let step = liveRoot(scop, deps, tree.domain);
  let n: ScheduleNode = tree;
  for (const i of path) {
    if (n.kind === 'filter') {
      const { filter } = n;
      step = liveStep(step, filter, () => filterLive(step.live, filter.parts));
    }
    if (n.kind === 'band') for (const m of n.members) step = liveStep(step, m.schedule, () => unorderedBy(tuples, [m], step.live));
    n = childrenOf(n)[i]!;
  }
  step.nonEmpty ??= step.live.filter((l) => !l.rel.isEmpty());
  return [...step.nonEmpty];
}

// The tiler asks for the pairs live at a band, then below it, of trees that differ only below (a tiled band, a
// reordered one): each step of the walk down (a filter, one band member) is kept, keyed by the objects it reads (the
// filter's set, the member's schedule: trees are immutable and edits keep the objects they do not change). The walk
// is the same computation either way; a step is done once per distinct input.

/** The pairs unordered after the steps so far, and the steps taken from there. */
interface LiveStep {
  readonly live: readonly LivePair[];
  readonly next: WeakMap<object, LiveStep>;
  /** `live` without the pairs that became empty (what liveDependences answers), once asked for. */
  nonEmpty?: readonly LivePair[];
}

/** Per analysis, per parameter list, per tree domain (which names the statements' dims): every validity pair. */
const liveRoots = new WeakMap<DependenceAnalysis, Map<string, WeakMap<UnionSet, LiveStep>>>();

function liveRoot(scop: Scop, deps: DependenceAnalysis, domain: UnionSet): LiveStep {
  let byParams = liveRoots.get(deps);
  if (byParams === undefined) liveRoots.set(deps, (byParams = new Map()));
  const key = scop.params.join(',');
  let byDomain = byParams.get(key);
  if (byDomain === undefined) byParams.set(key, (byDomain = new WeakMap()));
  let root = byDomain.get(domain);
  if (root === undefined) byDomain.set(domain, (root = { live: validityPairs(scop, deps), next: new WeakMap() }));
  return root;
}

function liveStep(from: LiveStep, input: object, compute: () => readonly LivePair[]): LiveStep {
  let to = from.next.get(input);
  if (to === undefined) from.next.set(input, (to = { live: compute(), next: new WeakMap() }));
  return to;
}

function nonEmpty(l: LivePair, rel: BasicMap): LivePair[] {
  return rel.isEmpty() ? [] : [{ dep: l.dep, rel }];
}

/** theta_sink(t) - theta_source(s) of one band member over a dependence's dims, named apart (`%s0`, `%t0`). */
export interface Distance {
  readonly expr: AffExpr;
  readonly names: readonly string[];
  /** The expression lowered over the dependence's dims, by the first withDistance: each member's check asks up to three signs. */
  lowered?: LoweredAff;
}

export function memberDistance(tuples: ReadonlyMap<string, Tuple>, schedule: ReadonlyMap<string, AffExpr>, rel: BasicMap): Distance {
  const src = rel.inTuple.name!;
  const dst = rel.outTuple.name!;
  const sIn = tuples.get(src)?.dims ?? [];
  const tIn = tuples.get(dst)?.dims ?? [];
  const fs = schedule.get(src);
  const ft = schedule.get(dst);
  if (fs === undefined || ft === undefined) throw new Error(`band has no expression for ${fs === undefined ? src : dst}`);
  const sNames = sIn.map((_, k) => `%s${k}`);
  const tNames = tIn.map((_, k) => `%t${k}`);
  const es = renameVars(fs, new Map(sIn.map((d, k) => [d, sNames[k]!])));
  const et = renameVars(ft, new Map(tIn.map((d, k) => [d, tNames[k]!])));
  return { expr: { kind: 'add', lhs: et, rhs: { kind: 'mul', lhs: es, factor: -1 } }, names: [...sNames, ...tNames] };
}

/** The pairs of `rel` whose distance is negative, positive or zero. */
export function withDistance(rel: BasicMap, d: Distance, sign: 'negative' | 'positive' | 'zero'): BasicMap {
  d.lowered ??= rel.lowerAff(d.expr, d.names);
  if (sign === 'zero') return rel.addLoweredCondition(d.lowered, 'eq', 1, 0);
  // distance <= -1 or distance >= 1
  return rel.addLoweredCondition(d.lowered, 'ineq', sign === 'negative' ? -1 : 1, -1);
}

/** The pairs of `live` that `members` leave unordered (distance zero on each). */
export function unorderedBy(tuples: ReadonlyMap<string, Tuple>, members: readonly BandMember[], live: readonly LivePair[]): LivePair[] {
  let out = [...live];
  for (const m of members) out = out.flatMap((l) => nonEmpty(l, withDistance(l.rel, memberDistance(tuples, m.schedule, l.rel), 'zero')));
  return out;
}

/** Is `member` parallel for the pairs `live` (distance zero on every one)? */
export function isParallel(tuples: ReadonlyMap<string, Tuple>, member: BandMember, live: readonly LivePair[]): boolean {
  return live.every((l) => {
    const d = memberDistance(tuples, member.schedule, l.rel);
    return withDistance(l.rel, d, 'positive').isEmpty() && withDistance(l.rel, d, 'negative').isEmpty();
  });
}

/**
 * Which members of a band (in order) are parallel for the pairs live at its entry: a member is parallel when every
 * pair the members before it leave unordered has distance zero on it.
 */
export function parallelMembers(tuples: ReadonlyMap<string, Tuple>, members: readonly BandMember[], entry: readonly LivePair[]): boolean[] {
  let live = entry;
  return members.map((m) => {
    const par = isParallel(tuples, m, live);
    live = unorderedBy(tuples, [m], live);
    return par;
  });
}

/** Walks the tree with the pairs still unordered, reporting violations and rebuilding it with coincident flags set. */
class Walker {
  constructor(
    private readonly tuples: ReadonlyMap<string, Tuple>,
    private readonly out: TreeViolation[],
  ) {}

  private report(kind: ViolationKind, l: LivePair | null, rel: BasicMap | null, path: string, member: number | null, message: string): void {
    this.out.push({ kind, dependence: l?.dep ?? null, path, member, example: rel ? example(rel) : null, message });
  }

  node(n: ScheduleNode, live: readonly LivePair[], path: string): ScheduleNode {
    switch (n.kind) {
      case 'leaf':
        for (const l of live) {
          if (l.rel.isEmpty()) continue;
          this.report('order', l, l.rel, path, null, `${describe(l.dep)}: the tree gives source and sink the same time (nothing below ${path} orders them)`);
        }
        return n;
      case 'context':
      case 'mark':
        return { ...n, child: this.node(n.child, live, `${path}/${n.kind}`) };
      case 'filter':
        return { ...n, child: this.node(n.child, filterLive(live, n.filter.parts), `${path}/filter`) };
      case 'band':
        return this.band(n, live, `${path}/band`);
      case 'sequence':
      case 'set':
        return { ...n, children: this.children(n.kind, n.children, live, path) };
      case 'extension':
        this.report('unsupported', null, null, `${path}/extension`, null, 'the legality check does not handle extension nodes');
        return n;
      case 'domain':
        this.report('unsupported', null, null, `${path}/domain`, null, 'a domain node below the root');
        return n;
      default:
        return assertNever(n);
    }
  }

  /** Pairs between different children must follow the child order (sequence) or cannot exist (set). */
  private children(kind: 'sequence' | 'set', children: readonly FilterNode[], live: readonly LivePair[], path: string): FilterNode[] {
    children.forEach((ci, i) =>
      children.forEach((cj, j) => {
        if (i === j || (kind === 'sequence' && i < j)) return;
        for (const l of live) {
          for (const rel of crossFilter(l.rel, ci.filter.parts, cj.filter.parts)) {
            if (rel.isEmpty()) continue;
            const why = kind === 'sequence' ? `the sequence runs child ${j} before child ${i}` : `children ${i} and ${j} of a set are unordered`;
            this.report('order', l, rel, `${path}/${kind}`, null, `${describe(l.dep)}: the source is in child ${i}, the sink in child ${j}, and ${why}`);
          }
        }
      }),
    );
    return children.map((c, i) => this.node(c, live, `${path}/${kind}[${i}]`) as FilterNode);
  }

  private band(n: BandNode, entry: readonly LivePair[], path: string): BandNode {
    let live = entry.filter((l) => !l.rel.isEmpty());
    const parallel: boolean[] = [];
    n.members.forEach((m, k) => {
      const delta = (l: LivePair) => memberDistance(this.tuples, m.schedule, l.rel);
      // Permutable: every dependence live at the band entry is non-negative on every member. The live pairs are
      // entry pairs restricted, so when that holds they need no order check of their own.
      let entryNonNegative = false;
      if (n.permutable) {
        entryNonNegative = true;
        for (const l of entry) {
          const neg = withDistance(l.rel, delta(l), 'negative');
          if (neg.isEmpty()) continue;
          entryNonNegative = false;
          this.report('permutable', l, neg, path, k, `${describe(l.dep)}: member ${k} of the permutable band at ${path} has a negative distance`);
        }
      }
      const next: LivePair[] = [];
      let par = true;
      for (const l of live) {
        const d = delta(l);
        const neg = entryNonNegative ? null : withDistance(l.rel, d, 'negative');
        const negative = neg !== null && !neg.isEmpty();
        if (negative) this.report('order', l, neg, path, k, `${describe(l.dep)}: member ${k} of the band at ${path} runs the sink before the source`);
        const pos = withDistance(l.rel, d, 'positive');
        const positive = !pos.isEmpty();
        if (positive) {
          par = false;
          if (m.coincident) this.report('coincident', l, pos, path, k, `${describe(l.dep)}: member ${k} of the band at ${path} is marked coincident but carries the dependence`);
        }
        // No pair on either side of zero: all of l's pairs (there are some) are at distance zero, no need to ask.
        const zero = withDistance(l.rel, d, 'zero');
        if (!negative && !positive) next.push({ dep: l.dep, rel: zero });
        else next.push(...nonEmpty(l, zero));
      }
      parallel.push(par);
      live = next;
    });
    const child = this.node(n.child, live, path);
    return node.band(n.members.map((m, k) => node.member(m.schedule, parallel[k]!)), n.permutable, child);
  }
}

function filterLive(live: readonly LivePair[], filter: readonly BasicSet[]): LivePair[] {
  return live.flatMap((l) => crossFilter(l.rel, filter, filter).filter((rel) => !rel.isEmpty()).map((rel) => ({ dep: l.dep, rel })));
}

/** The pairs of `rel` whose source lies in `from` and whose sink lies in `to` (one map per pair of parts). */
function crossFilter(rel: BasicMap, from: readonly BasicSet[], to: readonly BasicSet[]): BasicMap[] {
  const out: BasicMap[] = [];
  for (const f of from) {
    if (f.tuple.name !== rel.inTuple.name || f.nDim !== rel.nIn) continue;
    const a = rel.intersectDomain(f);
    for (const t of to) if (t.tuple.name === rel.outTuple.name && t.nDim === rel.nOut) out.push(a.intersectRange(t));
  }
  return out;
}

function describe(d: Dependence): string {
  return `${d.kind.toUpperCase()} dependence ${d.source} -> ${d.sink} on ${d.arrays.join(', ')} (original level ${d.level})`;
}

/** An instance pair of a non-empty relation, with the parameter values it needs. */
function example(rel: BasicMap): string | null {
  const s = rel.wrap().sample();
  if (s === null) return null;
  const src = s.dims.slice(0, rel.nIn).join(', ');
  const dst = s.dims.slice(rel.nIn).join(', ');
  const params = rel.params.map((p, i) => `${p} = ${s.params[i]}`).join(', ');
  return `${rel.inTuple.name}[${src}] -> ${rel.outTuple.name}[${dst}]${params ? ` (${params})` : ''}`;
}

/** Violations as text, one per line: what, where, and an example. */
export function formatViolations(vs: readonly TreeViolation[]): string {
  return vs.map((v) => `${v.message}${v.example ? `, e.g. ${v.example}` : ''}`).join('\n');
}

