// Memory-based dependence analysis on a scop: RAW/WAR/WAW (+ RAR for locality) per (source, sink, level), with distances.

import { type Int, add, ceilDiv, floorDiv, max, min, mul, neg, sub } from './int.js';
import { type Rat, ratSub } from './rational.js';
import { BasicMap, type MapTerms } from './basicMap.js';
import type { BasicSet } from './basicSet.js';
import { printUnionMap } from './islPrinter.js';
import { type Scop, type ScopAccess, type ScopStatement, scopKey } from './scop.js';
import { Space, anonTuple, tuple } from './space.js';
import { UnionMap } from './union.js';

export type DepKind = 'raw' | 'war' | 'waw' | 'rar';

export const DEP_KINDS: readonly DepKind[] = ['raw', 'war', 'waw', 'rar'];

/** The kinds that constrain a schedule (RAR only informs locality). */
export const VALIDITY_KINDS: readonly DepKind[] = ['raw', 'war', 'waw'];

/** All pairs of instances (source before sink) that touch the same cell, for one statement pair and level. */
export interface Dependence {
  readonly kind: DepKind;
  readonly source: string;
  readonly sink: string;
  /** Schedule dimension at which the source strictly precedes the sink (equal on the dims before). */
  readonly level: number;
  /** Candl-style depth in 2d+1 terms: floor(level / 2) + 1. */
  readonly depth: number;
  /** The strict dimension is a loop dimension (odd in 2d+1): the dependence is carried by loop `depth`. */
  readonly loopCarried: boolean;
  /** `source[s] -> sink[t]`, one part per pair of accesses (params as in the scop). */
  readonly relation: UnionMap;
  readonly arrays: readonly string[];
  /** theta_sink - theta_source per schedule dimension when constant over the relation, else null. */
  readonly distance: readonly (Int | null)[];
  /** Sign of theta_sink - theta_source per schedule dimension (sound bounds; '*' when unknown). */
  readonly direction: readonly Direction[];
  /** Every entry of `distance` is known. */
  readonly uniform: boolean;
  /** RAR dependences constrain nothing; they are kept for locality. */
  readonly validity: boolean;
}

export interface DependenceAnalysis {
  readonly params: readonly string[];
  /** Length of the (zero-padded) schedules the levels refer to. */
  readonly scheduleDims: number;
  readonly dependences: readonly Dependence[];
}

export interface DependenceOptions {
  readonly kinds?: readonly DepKind[];
  /** Compute distance and direction vectors (two LPs per open schedule dimension). Default true. */
  readonly distances?: boolean;
  /** Only dependences at these schedule levels (default: every level), e.g. those one loop carries. */
  readonly levels?: readonly number[];
}

function kindOf(srcWrite: boolean, dstWrite: boolean): DepKind {
  if (srcWrite) return dstWrite ? 'waw' : 'raw';
  return dstWrite ? 'war' : 'rar';
}

/** Zero-pads a schedule to L output dims. */
function padSchedule(sched: BasicMap, L: number): BasicMap {
  const n = sched.nOut;
  let m = sched.addOutDims(Array.from({ length: L - n }, (_, i) => `t${n + i}`));
  for (let k = n; k < L; k++) m = m.addConstraint('eq', { out: [[k, 1]] });
  return m.withTuples(m.inTuple, anonTuple(L, 't'));
}

/** { x -> y : x_j = y_j for j < k, x_k < y_k } on an L-dim anonymous space. */
function lexLessAt(params: readonly string[], L: number, k: number): BasicMap {
  let m = BasicMap.universe(Space.forMap(params, anonTuple(L, 'x'), anonTuple(L, 'y')));
  for (let j = 0; j < k; j++) m = m.addConstraint('eq', { in: [[j, 1]], out: [[j, -1]] });
  return m.addConstraint('ineq', { out: [[k, 1]], in: [[k, -1]], constant: -1 });
}

interface AccessRef {
  stmt: ScopStatement;
  access: ScopAccess;
  write: boolean;
}

/**
 * Memory-based dependences: for every ordered pair of accesses to the same array (at least one
 * write, or both reads for RAR) and every schedule level, the instance pairs touching the same
 * cell where the source runs first. Empty polyhedra (for every parameter value in the context)
 * are dropped; pairs at the same (kind, source, sink, level) are grouped into one dependence.
 */
export function computeDependences(scop: Scop, opts: DependenceOptions = {}): DependenceAnalysis {
  // The passes of a pipeline ask again for the dependences of a scop no pass between them changed (schedule, tile
  // and codegen each build the model anew from the IR): the same model and options give the same answer.
  const key = analysisKey(scop, opts);
  const known = recentAnalyses.get(key);
  if (known !== undefined) {
    // Most recently used last.
    recentAnalyses.delete(key);
    recentAnalyses.set(key, known);
    return known;
  }
  const analysis = analyze(scop, opts);
  recentAnalyses.set(key, analysis);
  if (recentAnalyses.size > recentAnalysesKept) recentAnalyses.delete(recentAnalyses.keys().next().value!);
  return analysis;
}

/**
 * The first dependence of computeDependences(scop, opts) (RAW before WAR before WAW, then by source, sink and level),
 * or undefined when there is none, found without building the others: the groups are tried in that order and the
 * search stops at the first that is not empty. A caller asking whether a loop carries anything (late parallelization)
 * needs no more, and a tiled nest can have hundreds of dependences.
 */
export function firstDependence(scop: Scop, opts: DependenceOptions = {}): Dependence | undefined {
  const known = recentAnalyses.get(analysisKey(scop, opts));
  if (known !== undefined) return known.dependences[0];
  const setup = analysisSetup(scop, opts);
  // Every candidate group, in the order the full analysis would first meet it, with its cells.
  const candidates = new Map<string, { kind: DepKind; source: string; sink: string; level: number; cells: PairCell[] }>();
  for (const pair of accessPairs(setup)) {
    const levels = setup.levelsFor(pair.a.stmt.name, pair.b.stmt.name);
    for (const cell of pair.cells) {
      for (const k of levels) {
        const key = groupKey(pair.kind, pair.a.stmt.name, pair.b.stmt.name, k);
        let c = candidates.get(key);
        if (c === undefined) {
          c = { kind: pair.kind, source: pair.a.stmt.name, sink: pair.b.stmt.name, level: k, cells: [] };
          candidates.set(key, c);
        }
        c.cells.push(cell);
      }
    }
  }
  const ordered = [...candidates.values()].map((c) => ({ c, order: dependenceOrder(c) }));
  ordered.sort((x, y) => (x.order < y.order ? -1 : x.order > y.order ? 1 : 0));
  // Two groups of one sort key (statement names past the padding) are ordered by which the full analysis finds first.
  if (ordered.some((x, i) => i > 0 && ordered[i - 1]!.order === x.order)) return computeDependences(scop, opts).dependences[0];
  // A cell met at several levels is tested once on its own (as the analysis does); at one level, only with it.
  const levelsOf = new Map<PairCell, number>();
  for (const { c } of ordered) for (const cell of c.cells) levelsOf.set(cell, (levelsOf.get(cell) ?? 0) + 1);
  const leanEmpty = new Map<PairCell, boolean>();
  for (const { c } of ordered) {
    const group: DependenceGroup = { kind: c.kind, source: c.source, sink: c.sink, level: c.level, parts: [], arrays: new Set() };
    for (const cell of c.cells) {
      if (levelsOf.get(cell)! > 1) {
        let empty = leanEmpty.get(cell);
        if (empty === undefined) leanEmpty.set(cell, (empty = cell.lean().isEmpty()));
        if (empty) continue;
      }
      const precedes = setup.precedes(cell.a.stmt, cell.b.stmt, c.level);
      if (cell.lean().intersect(precedes).isEmpty()) continue;
      // The part itself as the whole analysis builds it, from the cell's own rows.
      group.arrays.add(cell.a.access.array);
      addPart(group.parts, cell.relation().intersect(precedes).removeRedundancies());
    }
    if (group.parts.length > 0) return toDependence(setup, group, opts);
  }
  return undefined;
}

function analysisKey(scop: Scop, opts: DependenceOptions): string {
  return JSON.stringify([scopKey(scop), [...new Set(opts.kinds ?? DEP_KINDS)].sort(), opts.distances !== false, opts.levels ? [...new Set(opts.levels)].sort((a, b) => a - b) : null]);
}

/** Analyses of the last few scops asked about, by scop and options. */
const recentAnalyses = new Map<string, DependenceAnalysis>();
const recentAnalysesKept = 16;

/** Drops the analyses kept for scops asked about again (the start-up snapshot's warm-up must not leave any). */
export function forgetDependenceAnalyses(): void {
  recentAnalyses.clear();
}

/** What every dependence of a scop is built from: padded schedules, precedence relations (cached), the context. */
interface AnalysisSetup {
  readonly params: readonly string[];
  readonly L: number;
  readonly kinds: ReadonlySet<DepKind>;
  readonly sched: ReadonlyMap<string, BasicMap>;
  readonly outputs: ReadonlyMap<string, MapTerms[] | null>;
  readonly context: BasicSet;
  readonly refs: readonly AccessRef[];
  /** S's instances before T's, strictly at schedule dimension k. */
  precedes(S: ScopStatement, T: ScopStatement, k: number): BasicMap;
  /** The levels asked for that are possible for S before T (the constant dimensions do not rule them out). */
  levelsFor(S: string, T: string): number[];
}

function analysisSetup(scop: Scop, opts: DependenceOptions): AnalysisSetup {
  const kinds = new Set(opts.kinds ?? DEP_KINDS);
  const levels = opts.levels ? new Set(opts.levels) : null;
  const params = scop.params;
  const L = Math.max(1, ...scop.statements.map((s) => s.schedule.nOut));
  const sched = new Map(scop.statements.map((s) => [s.name, padSchedule(s.schedule.alignParams(params), L)]));
  const lex = Array.from({ length: L }, (_, k) => lexLessAt(params, L, k));
  const precCache = new Map<string, BasicMap>();
  const outputs = new Map(scop.statements.map((s) => [s.name, sched.get(s.name)!.affineOutputs()]));
  const precedes = (S: ScopStatement, T: ScopStatement, k: number): BasicMap => {
    const key = `${S.name}|${T.name}|${k}`;
    let p = precCache.get(key);
    if (p === undefined) {
      const fS = outputs.get(S.name);
      const fT = outputs.get(T.name);
      p = fS && fT ? precedenceFromFunctions(params, S, T, fS, fT, k) : sched.get(S.name)!.applyRange(lex[k]!).applyRange(sched.get(T.name)!.reverse());
      precCache.set(key, p);
    }
    return p;
  };
  const context = scop.context.alignParams(params);
  // Constant schedule dims (the 2d+1 betas) rule out most levels without building polyhedra.
  const consts = new Map(
    scop.statements.map((s) => {
      const f = sched.get(s.name)!.affineOutputs();
      return [s.name, Array.from({ length: L }, (_, k) => (f && (f[k]!.in ?? []).length === 0 && (f[k]!.params ?? []).length === 0 ? (f[k]!.constant ?? 0) : null))];
    }),
  );
  const levelPossible = (S: string, T: string, k: number): boolean => {
    const a = consts.get(S)!;
    const b = consts.get(T)!;
    for (let j = 0; j < k; j++) if (a[j] !== null && b[j] !== null && a[j] !== b[j]) return false;
    return !(a[k] !== null && b[k] !== null && a[k]! >= b[k]!);
  };
  const levelsFor = (S: string, T: string): number[] => [...Array(L).keys()].filter((k) => (!levels || levels.has(k)) && levelPossible(S, T, k));
  const refs: AccessRef[] = scop.statements.flatMap((stmt) => [
    ...stmt.reads.map((access) => ({ stmt, access, write: false })),
    ...stmt.writes.map((access) => ({ stmt, access, write: true })),
  ]);
  return { params, L, kinds, sched, outputs, context, refs, precedes, levelsFor };
}

/** One pair of a source domain part and a sink domain part of an access pair: the instance pairs on one cell. */
interface PairCell {
  readonly a: AccessRef;
  readonly b: AccessRef;
  /** The pairs touching the same cell within the context (computed once). */
  relation(): BasicMap;
  /** relation(), or undefined when it is empty (decided once). */
  nonEmpty(): BasicMap | undefined;
  /**
   * The same pairs, built from the domains and context without their redundant rows (computed once): for emptiness
   * tests only. A tiled nest's domains are mostly redundant rows (max and min bounds, the enclosing loops' facts),
   * and every test of a cell pays for both domains' rows.
   */
  lean(): BasicMap;
}

/** The ordered pairs of accesses to one array of a kind asked for, in the analysis's order, with their cells. */
function* accessPairs(setup: AnalysisSetup): Generator<{ kind: DepKind; a: AccessRef; b: AccessRef; cells: PairCell[] }> {
  const { params, context } = setup;
  const leanSets = new Map<BasicSet, BasicSet>();
  const lean = (s: BasicSet): BasicSet => {
    let l = leanSets.get(s);
    if (l === undefined) leanSets.set(s, (l = s.removeRedundancies()));
    return l;
  };
  for (const a of setup.refs) {
    for (const b of setup.refs) {
      if (a.access.array !== b.access.array) continue;
      const kind = kindOf(a.write, b.write);
      if (!setup.kinds.has(kind)) continue;
      let same: BasicMap | undefined;
      const sameCell = (): BasicMap => (same ??= a.access.relation.alignParams(params).applyRange(b.access.relation.alignParams(params).reverse()));
      const cells: PairCell[] = [];
      for (const ds of a.stmt.domain.parts) {
        for (const dt of b.stmt.domain.parts) {
          let relation: BasicMap | undefined;
          let answer: { cell: BasicMap | undefined } | undefined;
          let leanCell: BasicMap | undefined;
          cells.push({
            a,
            b,
            relation: () => (relation ??= restrictParams(sameCell().intersectDomain(ds).intersectRange(dt), context)),
            nonEmpty() {
              if (answer === undefined) {
                const cell = this.relation();
                answer = { cell: cell.isEmpty() ? undefined : cell };
              }
              return answer.cell;
            },
            lean: () => (leanCell ??= restrictParams(sameCell().intersectDomain(lean(ds)).intersectRange(lean(dt)), lean(context))),
          });
        }
      }
      yield { kind, a, b, cells };
    }
  }
}

interface DependenceGroup {
  readonly kind: DepKind;
  readonly source: string;
  readonly sink: string;
  readonly level: number;
  readonly parts: BasicMap[];
  readonly arrays: Set<string>;
}

function groupKey(kind: DepKind, source: string, sink: string, level: number): string {
  return `${kind}|${source}|${sink}|${level}`;
}

/** The order of computeDependences's result: kind, then source, sink and level. */
function dependenceOrder(d: { kind: DepKind; source: string; sink: string; level: number }): string {
  return `${DEP_KINDS.indexOf(d.kind)}|${d.source.padStart(8)}|${d.sink.padStart(8)}|${String(d.level).padStart(3)}`;
}

function analyze(scop: Scop, opts: DependenceOptions): DependenceAnalysis {
  const setup = analysisSetup(scop, opts);
  const groups = new Map<string, DependenceGroup>();
  for (const { kind, a, b, cells } of accessPairs(setup)) {
    const levels = setup.levelsFor(a.stmt.name, b.stmt.name);
    if (levels.length === 0) continue;
    for (const c of cells) {
      const cell = c.nonEmpty();
      if (cell === undefined) continue;
      for (const k of levels) {
        const dep = cell.intersect(setup.precedes(a.stmt, b.stmt, k));
        if (dep.isEmpty()) continue;
        const key = groupKey(kind, a.stmt.name, b.stmt.name, k);
        let g = groups.get(key);
        if (g === undefined) {
          g = { kind, source: a.stmt.name, sink: b.stmt.name, level: k, parts: [], arrays: new Set() };
          groups.set(key, g);
        }
        g.arrays.add(a.access.array);
        addPart(g.parts, dep.removeRedundancies());
      }
    }
  }
  const dependences = [...groups.values()].map((g) => toDependence(setup, g, opts));
  const order = new Map(dependences.map((d) => [d, dependenceOrder(d)]));
  dependences.sort((x, y) => (order.get(x)! < order.get(y)! ? -1 : order.get(x)! > order.get(y)! ? 1 : 0));
  return { params: [...setup.params], scheduleDims: setup.L, dependences };
}

function toDependence(setup: AnalysisSetup, g: DependenceGroup, opts: DependenceOptions): Dependence {
  const { L, sched, outputs } = setup;
  const relation = UnionMap.of(g.parts, setup.params);
  const { distance, direction } =
    opts.distances === false
      ? { distance: new Array<Int | null>(L).fill(null), direction: new Array<Direction>(L).fill('*') }
      : distanceSummary(g.parts, sched.get(g.source)!, sched.get(g.sink)!, outputs.get(g.source) ?? null, outputs.get(g.sink) ?? null, L, g.level);
  return {
    kind: g.kind,
    source: g.source,
    sink: g.sink,
    level: g.level,
    depth: Math.floor(g.level / 2) + 1,
    loopCarried: g.level % 2 === 1,
    relation,
    arrays: [...g.arrays].sort(),
    distance,
    direction,
    uniform: distance.every((d) => d !== null),
    validity: g.kind !== 'rar',
  };
}

/** S[s] -> T[t] with theta_S(s) = theta_T(t) on dims before k and theta_S(s) < theta_T(t) at k, built directly from affine schedules. */
function precedenceFromFunctions(params: readonly string[], S: ScopStatement, T: ScopStatement, fS: MapTerms[], fT: MapTerms[], k: number): BasicMap {
  let m = BasicMap.universe(Space.forMap(params, tuple(S.name, S.iterators), tuple(T.name, T.iterators)));
  for (let j = 0; j <= k; j++) {
    // theta_T[j](t) - theta_S[j](s) (= 0 before k, >= 1 at k)
    const d = deltaTerms(fS[j]!, fT[j]!);
    m = m.addConstraint(j < k ? 'eq' : 'ineq', j < k ? d : { ...d, constant: sub(d.constant ?? 0, 1) });
  }
  return m;
}

function restrictParams(m: BasicMap, context: BasicSet): BasicMap {
  if (context.poly.nEq + context.poly.nIneq === 0) return m;
  const dom = context.addDims(m.inTuple.dims.map((_, i) => `c${i}`)).withTuple(tuple(m.inTuple.name, m.inTuple.dims));
  return m.intersectDomain(dom);
}

/** Skips a part structurally identical to one already kept (same access pattern seen twice). */
function addPart(parts: BasicMap[], p: BasicMap): void {
  const key = p.poly.structuralKey();
  if (!parts.some((q) => q.poly.structuralKey() === key)) parts.push(p);
}

/**
 * theta_T(t) - theta_S(s) per schedule dim, when it takes a single value over all parts. With
 * affine schedules, rational bounds decide most dims; the exact deltas test handles the rest.
 */
/** Sign summary of theta_T - theta_S on one schedule dim ('<': the sink is later, as for a positive distance). */
export type Direction = '<' | '=' | '>' | '<=' | '>=' | '*';

function directionOf(lo: Int | null, hi: Int | null): Direction {
  if (lo !== null && hi !== null && lo === 0 && hi === 0) return '=';
  if (lo !== null && lo >= 1) return '<';
  if (hi !== null && hi <= -1) return '>';
  if (lo !== null && lo >= 0) return '<=';
  if (hi !== null && hi <= 0) return '>=';
  return '*';
}

/**
 * theta_T(t) - theta_S(s) per schedule dim: its value when it is one constant over all parts, and
 * its sign summary (from exact rational bounds, rounded for integer points). With affine
 * schedules, rational bounds decide most dims; the exact deltas test handles the rest.
 */
function distanceSummary(
  parts: readonly BasicMap[],
  schedS: BasicMap,
  schedT: BasicMap,
  fS: MapTerms[] | null,
  fT: MapTerms[] | null,
  L: number,
  level: number,
): { distance: (Int | null)[]; direction: Direction[] } {
  const out: (Int | null)[] = new Array(L).fill(null);
  const direction: Direction[] = new Array(L).fill('*');
  const isConst = (f: MapTerms) => (f.in ?? []).length === 0 && (f.params ?? []).length === 0;
  // Dims before the level are equal by construction; constant dims (2d+1 betas) differ by constants.
  const open: number[] = [];
  for (let k = 0; k < L; k++) {
    if (k < level) out[k] = 0;
    else if (fS && fT && isConst(fS[k]!) && isConst(fT[k]!)) out[k] = sub(fT[k]!.constant ?? 0, fS[k]!.constant ?? 0);
    else open.push(k);
    if (out[k] !== null) direction[k] = directionOf(out[k]!, out[k]!);
  }
  if (open.length === 0) return { distance: out, direction };
  const value = new Map<number, Int | null | undefined>(); // undefined: no part seen yet
  const bounds = new Map<number, { lo: Int | null; hi: Int | null }>();
  const undecided: [number, number][] = []; // (part, dim) pairs the rational bounds cannot settle
  parts.forEach((part, i) => {
    const ranges = fS && fT ? part.rationalRanges(open.map((k) => deltaTerms(fS[k]!, fT[k]!))) : null;
    if (ranges === 'empty') return;
    open.forEach((k, j) => {
      const r = ranges?.[j];
      const lo = r && r.min !== null ? ceilDiv(r.min.num, r.min.den) : null;
      const hi = r && r.max !== null ? floorDiv(r.max.num, r.max.den) : null;
      const b = bounds.get(k);
      if (!r) bounds.set(k, { lo: null, hi: null });
      else if (b === undefined) bounds.set(k, { lo, hi });
      else bounds.set(k, { lo: b.lo === null || lo === null ? null : min(b.lo, lo), hi: b.hi === null || hi === null ? null : max(b.hi, hi) });
      if (value.get(k) === null) return;
      let v: Int | null | 'exact' = null;
      if (r && lo !== null && hi !== null) v = lo === hi ? lo : mayBeConstant(r) ? 'exact' : null;
      else if (!r) v = 'exact';
      if (v === 'exact') undecided.push([i, k]);
      else merge(value, k, v);
    });
  });
  if (undecided.length > 0) {
    const deltas = parts.map((p) => schedS.reverse().applyRange(p).applyRange(schedT).deltas());
    for (const [i, k] of undecided) if (value.get(k) !== null) merge(value, k, exactConstant(deltas[i]!, k));
  }
  for (const k of open) {
    out[k] = value.get(k) ?? null;
    const b = bounds.get(k);
    direction[k] = out[k] !== null ? directionOf(out[k]!, out[k]!) : b ? directionOf(b.lo, b.hi) : '*';
  }
  return { distance: out, direction };
}

function merge(value: Map<number, Int | null | undefined>, k: number, v: Int | null): void {
  const prev = value.get(k);
  if (prev === undefined) value.set(k, v);
  else if (prev !== null && prev !== v) value.set(k, null);
}

/** A rational range wider than one integer can still hold a single integer value only if it is narrower than 2. */
function mayBeConstant(r: { min: Rat | null; max: Rat | null }): boolean {
  if (r.min === null || r.max === null) return false;
  const width = ratSub(r.max, r.min);
  return width.num < mul(2, width.den);
}

function deltaTerms(s: MapTerms, t: MapTerms): MapTerms {
  // theta_T over the dependence's out dims minus theta_S over its in dims.
  const params = new Map<number, Int>();
  for (const [i, c] of t.params ?? []) params.set(i, add(params.get(i) ?? 0, c));
  for (const [i, c] of s.params ?? []) params.set(i, sub(params.get(i) ?? 0, c));
  return {
    in: (s.in ?? []).map(([i, c]) => [i, neg(c)] as const),
    out: t.in ?? [],
    params: [...params],
    constant: sub(t.constant ?? 0, s.constant ?? 0),
  };
}

/** The single value of dim k over a set, or null when it takes several (exact). */
function exactConstant(d: BasicSet, k: number): Int | null {
  const s = d.sample();
  if (!s) return null;
  const v = s.dims[k]!;
  if (!d.boundDim(k, null, sub(v, 1)).isEmpty() || !d.boundDim(k, add(v, 1), null).isEmpty()) return null;
  return v;
}

/** Union of every dependence of one kind, in the scop's parameter space. */
export function dependenceUnion(a: DependenceAnalysis, kind: DepKind): UnionMap {
  return UnionMap.of(a.dependences.filter((d) => d.kind === kind).flatMap((d) => d.relation.parts), a.params);
}

/** The `--print-dependences` text: `raw:`, `war:`, `waw:`, `rar:` lines, one isl union map each. */
export function printDependences(a: DependenceAnalysis): string {
  const canon = (m: BasicMap) => m.withTuples(tuple(m.inTuple.name, m.inTuple.dims.map((_, i) => `i${i}`)), tuple(m.outTuple.name, m.outTuple.dims.map((_, i) => `o${i}`)));
  return DEP_KINDS.map((k) => {
    const u = dependenceUnion(a, k);
    return `${k}: ${printUnionMap(UnionMap.of(u.parts.map(canon), a.params))}`;
  }).join('\n') + '\n';
}
