// The legality check of a schedule tree against the dependences of its scop, independent of how the tree was found:
// every validity dependence ordered source-first, coincident members really parallel, permutable bands permutable.

import { type AffExpr, renameVars } from '../poly/affExpr.js';
import type { BasicMap } from '../poly/basicMap.js';
import type { BasicSet } from '../poly/basicSet.js';
import type { Dependence, DependenceAnalysis } from '../poly/dependences.js';
import type { Scop } from '../poly/scop.js';
import { type BandNode, type FilterNode, type ScheduleNode, type ScheduleTree, assertNever, node, statementTuples } from './tree.js';

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

/** Dependence pairs (source -> sink instances) not yet ordered by the nodes above. */
interface Live {
  readonly dep: Dependence;
  readonly rel: BasicMap;
}

/** What the walk finds, besides violations: which band members are parallel (keyed by band node). */
interface Findings {
  readonly violations: TreeViolation[];
  readonly parallel: Map<BandNode, boolean[]>;
}

/**
 * Checks `tree` against every validity dependence (RAW, WAR, WAW) of `deps`. The tree's domain must be the scop's
 * (see `treeMatchesScop`); RAR dependences constrain nothing. Returns the violations found, none when legal.
 */
export function verifyTree(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): TreeViolation[] {
  return analyse(scop, deps, tree).violations;
}

/** The tree with every band member's coincident flag set to whether it is parallel (it must be legal). */
export function markCoincidentMembers(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): ScheduleTree {
  const f = analyse(scop, deps, tree);
  if (f.violations.length > 0) throw new Error(`markCoincidentMembers on an illegal tree: ${f.violations[0]!.message}`);
  const mark = (n: ScheduleNode): ScheduleNode => {
    switch (n.kind) {
      case 'band': {
        const par = f.parallel.get(n) ?? n.members.map(() => false);
        return node.band(n.members.map((m, k) => node.member(m.schedule, par[k]!)), n.permutable, mark(n.child));
      }
      case 'sequence':
      case 'set':
        return { ...n, children: n.children.map((c) => mark(c) as FilterNode) };
      case 'leaf':
        return n;
      default:
        return { ...n, child: mark(n.child) } as ScheduleNode;
    }
  };
  return mark(tree) as ScheduleTree;
}

function analyse(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree): Findings {
  const findings: Findings = { violations: [], parallel: new Map() };
  const params = scop.params;
  const live: Live[] = deps.dependences.filter((d) => d.validity).flatMap((dep) => dep.relation.parts.map((rel) => ({ dep, rel: rel.alignParams(params) })));
  new Walker(params, statementTuples(tree.domain), findings).node(tree.child, live, 'domain');
  return findings;
}

class Walker {
  constructor(
    private readonly params: readonly string[],
    private readonly tuples: ReturnType<typeof statementTuples>,
    private readonly out: Findings,
  ) {}

  private report(kind: ViolationKind, l: Live | null, rel: BasicMap | null, path: string, member: number | null, message: string): void {
    this.out.violations.push({ kind, dependence: l?.dep ?? null, path, member, example: rel ? example(rel) : null, message });
  }

  node(n: ScheduleNode, live: readonly Live[], path: string): void {
    switch (n.kind) {
      case 'leaf':
        for (const l of live) {
          if (l.rel.isEmpty()) continue;
          this.report('order', l, l.rel, path, null, `${describe(l.dep)}: the tree gives source and sink the same time (nothing below ${path} orders them)`);
        }
        return;
      case 'context':
      case 'mark':
        return this.node(n.child, live, `${path}/${n.kind}`);
      case 'filter':
        return this.node(n.child, filterLive(live, n.filter.parts), `${path}/filter`);
      case 'band':
        return this.band(n, live, `${path}/band`);
      case 'sequence':
      case 'set':
        return this.children(n.kind, n.children, live, path);
      case 'extension':
        this.report('unsupported', null, null, `${path}/extension`, null, 'the legality check does not handle extension nodes');
        return;
      case 'domain':
        this.report('unsupported', null, null, `${path}/domain`, null, 'a domain node below the root');
        return;
      default:
        return assertNever(n);
    }
  }

  /** Pairs between different children must follow the child order (sequence) or cannot exist (set). */
  private children(kind: 'sequence' | 'set', children: readonly FilterNode[], live: readonly Live[], path: string): void {
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
    children.forEach((c, i) => this.node(c, live, `${path}/${kind}[${i}]`));
  }

  private band(n: BandNode, entry: readonly Live[], path: string): void {
    let live = entry.filter((l) => !l.rel.isEmpty());
    const parallel: boolean[] = [];
    n.members.forEach((m, k) => {
      const delta = (l: Live) => this.delta(m.schedule, l.rel);
      if (n.permutable) {
        // Permutable: every dependence live at the band entry is non-negative on every member.
        for (const l of entry) {
          const neg = l.rel.addAffConditions([{ kind: 'ineq', expr: minus(delta(l).expr, 1, true) }], delta(l).names);
          if (!neg.isEmpty()) this.report('permutable', l, neg, path, k, `${describe(l.dep)}: member ${k} of the permutable band at ${path} has a negative distance`);
        }
      }
      const next: Live[] = [];
      let par = true;
      for (const l of live) {
        const d = delta(l);
        const neg = l.rel.addAffConditions([{ kind: 'ineq', expr: minus(d.expr, 1, true) }], d.names);
        if (!neg.isEmpty()) this.report('order', l, neg, path, k, `${describe(l.dep)}: member ${k} of the band at ${path} runs the sink before the source`);
        const pos = l.rel.addAffConditions([{ kind: 'ineq', expr: minus(d.expr, 1, false) }], d.names);
        if (!pos.isEmpty()) {
          par = false;
          if (m.coincident) this.report('coincident', l, pos, path, k, `${describe(l.dep)}: member ${k} of the band at ${path} is marked coincident but carries the dependence`);
        }
        const same = l.rel.addAffConditions([{ kind: 'eq', expr: d.expr }], d.names);
        if (!same.isEmpty()) next.push({ dep: l.dep, rel: same });
      }
      parallel.push(par);
      live = next;
    });
    this.out.parallel.set(n, parallel);
    this.node(n.child, live, path);
  }

  /** theta_sink(t) - theta_source(s) over the dependence's dims, named apart (`%s0`, `%t0`). */
  private delta(schedule: ReadonlyMap<string, AffExpr>, rel: BasicMap): { expr: AffExpr; names: string[] } {
    const src = rel.inTuple.name!;
    const dst = rel.outTuple.name!;
    const sIn = this.tuples.get(src)?.dims ?? [];
    const tIn = this.tuples.get(dst)?.dims ?? [];
    const fs = schedule.get(src);
    const ft = schedule.get(dst);
    if (fs === undefined || ft === undefined) throw new Error(`band has no expression for ${fs === undefined ? src : dst}`);
    const sNames = sIn.map((_, k) => `%s${k}`);
    const tNames = tIn.map((_, k) => `%t${k}`);
    const es = renameVars(fs, new Map(sIn.map((d, k) => [d, sNames[k]!])));
    const et = renameVars(ft, new Map(tIn.map((d, k) => [d, tNames[k]!])));
    return { expr: { kind: 'add', lhs: et, rhs: { kind: 'mul', lhs: es, factor: -1 } }, names: [...sNames, ...tNames] };
  }
}

/** `e - c` (or `-e - c` when `negate`): as `>= 0`, e >= c or e <= -c. */
function minus(e: AffExpr, c: number, negate: boolean): AffExpr {
  const base: AffExpr = negate ? { kind: 'mul', lhs: e, factor: -1 } : e;
  return { kind: 'add', lhs: base, rhs: { kind: 'const', value: -c } };
}

function filterLive(live: readonly Live[], filter: readonly BasicSet[]): Live[] {
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

