// Rectangular tiling of a schedule tree as Pluto does it: the outermost permutable bands of two or more members are
// tiled, their point loops reordered so the innermost one walks memory with stride one, and a tile band whose
// outermost loop is sequential is given pipelined (wavefront) parallelism. The result is verified.

import { costlyOpName } from '../affine/costlyWork.js';
import type { AffExpr } from '../poly/affExpr.js';
import type { DependenceAnalysis } from '../poly/dependences.js';
import type { Scop } from '../poly/scop.js';
import { type TileReuse, bestInnermost, scoreInnermostMembers, tileReuse } from './locality.js';
import { type BandMember, type BandNode, type ScheduleNode, type ScheduleTree, childrenOf, mapBands, node, statementTuples } from './tree.js';
import { TreeCursor } from './treeCursor.js';
import { bandCombine, bandPermuteMembers, bandSetPermutable, bandSink, bandSplit, bandTile, bandTransform } from './treeOps.js';
import { type LivePair, formatViolations, isParallel, liveDependences, memberDistance, parallelMembers, recordCheckedTree, unorderedBy, verifyAndMark, verifySubtree, withDistance } from './verify.js';

/** Pluto's default tile size. */
export const DEFAULT_TILE_SIZE = 32;

export interface TileOptions {
  /** Tile size per band member, outermost first; members past the end take the last size; empty: 32. */
  readonly sizes: readonly number[];
  /** Reorder the point loops so the innermost one has stride-one accesses. */
  readonly intraTile: boolean;
  /** Give a tile band whose outermost loop is sequential a parallel loop (a parallel member moved out, else a wavefront). */
  readonly wavefront: boolean;
  /**
   * Distribute the innermost point loop over the statements below it when, distributed, each statement's loop is
   * parallel (so the C compiler can vectorize it: no dependence between the statements, no guards).
   */
  readonly distributeInner?: boolean;
  /**
   * Tile a band only where some access reuses data that tiles keep in cache (locality.ts tileReuse); otherwise
   * every permutable band of two or more members is tiled, as Pluto does.
   */
  readonly requireReuse?: boolean;
  /**
   * Arrays statement formation made to pass a value from one statement to another in the same iteration
   * (scratchpads), which inline-statements turns back into values: their dependences do not keep a tile loop from
   * running in parallel once inlined, so they do not count when a parallel tile loop is looked for (the band is
   * permutable: any order of its tile loops is legal; parallelize decides on the final code).
   */
  readonly scratchpads?: ReadonlySet<string>;
  /**
   * Per statement, the costly computations it makes (src/affine/costlyWork.ts): the innermost point loop is not
   * distributed, where fused it is parallel too, over statements that compute the same one, which each would then
   * compute in its own loop.
   */
  readonly costlyWork?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The member a permutable band puts innermost, and the accesses that made it win (for a remark). */
interface InnermostChoice {
  readonly best: number;
  readonly how: string;
}

/** One decision about one band, for a remark: the band's statements and what happened. */
export interface TileNote {
  readonly statements: readonly string[];
  readonly message: string;
}

export interface TileResult {
  readonly tree: ScheduleTree;
  /** Number of bands tiled. */
  readonly tiled: number;
  /** Number of permutable bands left untiled (requireReuse) whose loops were reordered or distributed. */
  readonly arranged: number;
  /** Number of tile bands skewed into a wavefront. */
  readonly wavefronts: number;
  readonly notes: readonly TileNote[];
}

/** Tiles `tree` (legal for `scop`); the result is legal, its coincident flags recomputed. */
export function tileTree(scop: Scop, deps: DependenceAnalysis, tree: ScheduleTree, options: TileOptions): TileResult {
  // Coincident flags true to the dependences, so the tiler knows which outer loops are parallel.
  const input = verifyAndMark(scop, deps, tree);
  if (input.violations.length > 0) throw new Error(`tile: the tree of scop @${scop.name} is illegal: ${formatViolations(input.violations.slice(0, 1))}`);
  const t = new Tiler(scop, deps, options);
  let tiled = t.visit(TreeCursor.root(input.marked)).tree;
  // The tiler changed the subtrees of some bands and nothing above them: each is checked again, its coincidence
  // recomputed from scratch (flags that travelled with a reordered member may be stale); the rest of the tree is the
  // input, checked and marked above.
  for (const path of t.changed) {
    const at = TreeCursor.at(tiled, path);
    const { violations, marked } = verifySubtree(scop, deps, at.replace(withoutCoincident(at.node)).tree, path);
    if (violations.length > 0) throw new Error(`tile: the tiled tree of scop @${scop.name} is illegal (a tiling bug): ${formatViolations(violations.slice(0, 1))}`);
    tiled = at.replace(marked).tree;
  }
  recordCheckedTree(scop, deps, tiled);
  return { tree: tiled, tiled: t.tiled, arranged: t.arranged, wavefronts: t.wavefronts, notes: t.notes };
}

/** The tile size of each of `n` members. */
export function tileSizes(sizes: readonly number[], n: number): number[] {
  return Array.from({ length: n }, (_, k) => sizes[Math.min(k, sizes.length - 1)] ?? DEFAULT_TILE_SIZE);
}

class Tiler {
  readonly notes: TileNote[] = [];
  /** The paths of the bands whose subtrees were changed (disjoint: the visit does not go below a changed band). */
  readonly changed: (readonly number[])[] = [];
  tiled = 0;
  arranged = 0;
  wavefronts = 0;

  constructor(
    private readonly scop: Scop,
    private readonly deps: DependenceAnalysis,
    private readonly options: TileOptions,
  ) {}

  /** Tiles the outermost tilable bands at and below `c`; an edit only changes the subtree at its own path. */
  visit(c: TreeCursor): TreeCursor {
    if (c.node.kind === 'band') {
      const done = this.tryBand(c);
      if (done !== null) {
        // An edit replaces the band's subtree, in place.
        if (done.path.length !== c.path.length || done.path.some((i, k) => i !== c.path[k])) throw new Error('tile: an edit moved its band');
        this.changed.push(c.path);
        return done;
      }
    }
    for (let i = 0; i < c.nChildren; i++) c = this.visit(c.child(i)).parent()!;
    return c;
  }

  private note(statements: readonly string[], where: TreeCursor, message: string): void {
    this.notes.push({ statements, message: `band at ${where.describe()} (${statements.join(', ')}): ${message}` });
  }

  /** Tiles the band at `c` (regrouped with the bands nested right below it) when it can; null when it cannot. */
  private tryBand(c: TreeCursor): TreeCursor | null {
    const statements = bandStatements(c.node);
    const own = (c.node as BandNode).members.length;
    const live = liveDependences(this.scop, this.deps, c.tree, c.path);
    // A band marked permutable (the flag was verified) is tiled as it is, so tiling a tiled tree tiles its tile
    // loops again (two-level tiling); other bands are regrouped with the bands nested right below them.
    const flagged = (c.node as BandNode).permutable && own >= 2;
    const chain = flagged ? (c.node as BandNode).members : nestedMembers(c.node);
    const { prefix, blocker } = flagged ? { prefix: own, blocker: null } : permutablePrefix(statementTuples(c.tree.domain), chain, live);
    if (prefix < 2) {
      const why =
        chain.length === 1
          ? 'a single loop (tiling it would only strip-mine it)'
          : `not permutable: ${blocker!.dep.kind.toUpperCase()} dependence ${blocker!.dep.source} -> ${blocker!.dep.sink} on ${blocker!.dep.arrays.join(', ')} has a negative distance on member ${prefix}`;
      this.note(statements, c, `not tiled: ${why}`);
      return null;
    }
    const sizes = tileSizes(this.options.sizes, prefix);
    if (sizes.every((s) => s === 1)) {
      this.note(statements, c, 'not tiled: every tile size is 1');
      return null;
    }
    const regrouped = own !== prefix ? ` (its first ${prefix} of ${chain.length} nested loops regrouped into a permutable band)` : '';
    let band = regroup(c, prefix);
    const { reuse, choice } = this.options.requireReuse ? this.reuseInBestOrder(band, live) : { reuse: undefined, choice: undefined };
    if (reuse && !reuse.reuse) {
      // Untiled, the permutable band still gets the point loops' order and distribution.
      this.note(statements, c, `not tiled: ${reuse.why}`);
      const arranged = this.arrangePoints(band, statements, choice);
      if (arranged.node !== band.node) this.arranged++;
      return arranged;
    }
    band = bandTile(band, sizes);
    this.tiled++;
    this.note(statements, c, `tiled ${sizes.join('x')}${regrouped}${reuse ? `: ${reuse.why}` : ''}`);
    band = this.arrangePoints(band.child(0), statements).parent()!;
    if (this.options.wavefront) band = this.parallelizeTiles(band, live, statements);
    return band;
  }

  /**
   * tilingPays for the permutable band at `band`, in the order its point loops would get (intraTile): a band whose
   * reuse comes only from its order (gemver's A walked by columns, each column's lines reused by the next) is
   * reordered instead of tiled. LARGE, sequential: gemver 1.18x -> 1.77x gcc, bicg 1.55x -> 5.5x, doitgen 4.2x -> 5.3x.
   * The innermost choice made for the band, if any, comes back for the reorder of the untiled band.
   */
  private reuseInBestOrder(band: TreeCursor, live: readonly LivePair[]): { reuse: TileReuse; choice?: InnermostChoice } {
    const members = (band.node as BandNode).members;
    const reuse = this.tilingPays(band, members, live);
    if (!reuse.reuse || !this.options.intraTile || hasBelow((band.node as BandNode).child, 'band')) return { reuse };
    // Regrouping changed only the band's subtree: the nodes above it, and so the pairs live at it, are the same.
    const choice = this.innermostChoice(band, live);
    if (choice.best === members.length - 1) return { reuse, choice };
    const order = [...members.filter((_, k) => k !== choice.best), members[choice.best]!];
    // Code that runs tiles in parallel keeps tiling where the new order would lose its parallel outermost loop (atax).
    if (this.options.wavefront) {
      const tuples = statementTuples(band.tree.domain);
      if (parallelMembers(tuples, members, live)[0] && !parallelMembers(tuples, order, live)[0]) return { reuse, choice };
    }
    const reordered = this.tilingPays(band, order, live);
    return { reuse: reordered.reuse ? reuse : { reuse: false, why: `with member ${choice.best} innermost, ${reordered.why}` }, choice };
  }

  /**
   * Whether tiling the permutable band `members` at `c` pays (requireReuse): where an access reuses data tiles keep
   * in cache (locality.ts tileReuse), or where the innermost loop carries a dependence and an outer one is parallel.
   * Not where only a wavefront of tiles would run the band in parallel: floyd-warshall's tiled walk through memory
   * costs more than its two-thread wavefront wins (0.59x gcc with -fopenmp, 0.62x without, LARGE).
   */
  private tilingPays(c: TreeCursor, members: readonly BandMember[], live: readonly LivePair[]): TileReuse {
    const tuples = statementTuples(c.tree.domain);
    const reuse = tileReuse(this.scop, dimsOf(tuples), outerSchedules(c), members);
    if (reuse.reuse) return reuse;
    // An innermost loop that carries a dependence (adi's p[i][j] from p[i][j - 1], a chain of divisions) runs at the
    // chain's latency; tiles cut it into short chains of independent rows that the processor overlaps (adi LARGE:
    // 0.95x gcc tiled, 0.79x untiled).
    const parallel = parallelMembers(tuples, members, live);
    if (!parallel[members.length - 1] && parallel.some((p) => p)) return { reuse: true, why: 'the innermost loop carries a dependence and an outer one is parallel: tiles interleave short chains' };
    return reuse;
  }

  /**
   * The innermost loop chosen and distributed as the options ask, for the permutable band at `point` (`choice`: its
   * innermost choice when already made).
   */
  private arrangePoints(point: TreeCursor, statements: readonly string[], choice?: InnermostChoice): TreeCursor {
    if (this.options.intraTile) point = this.reorderPoints(point, statements, choice);
    if (this.options.distributeInner) point = this.distributeInnermost(point, statements);
    return point;
  }

  /** Moves the point member with the best accesses innermost (the point band is permutable, so any order is legal). */
  private reorderPoints(point: TreeCursor, statements: readonly string[], choice?: InnermostChoice): TreeCursor {
    const band = point.node;
    if (band.kind !== 'band' || band.members.length < 2) return point;
    if (hasBelow(band.child, 'band')) {
      this.note(statements, point, 'point loops kept in order: bands below it hold the innermost loops');
      return point;
    }
    const { best, how } = choice ?? this.innermostChoice(point);
    if (best === band.members.length - 1) {
      this.note(statements, point, `innermost point loop kept: member ${best} (${how})`);
      return point;
    }
    const order = [...band.members.keys()].filter((k) => k !== best).concat(best);
    this.note(statements, point, `point loops reordered to members ${order.join(', ')}: member ${best} innermost (${how})`);
    return bandPermuteMembers(point, order);
  }

  /**
   * The member of the permutable band at `point` with the best accesses as the innermost loop, and why (`live`: the
   * dependence pairs live at `point`, when known).
   */
  private innermostChoice(point: TreeCursor, live: readonly LivePair[] = liveDependences(this.scop, this.deps, point.tree, point.path)): InnermostChoice {
    const band = point.node as BandNode;
    const tuples = statementTuples(point.tree.domain);
    const parallel = band.members.map((m, k) => isParallel(tuples, m, unorderedBy(tuples, band.members.filter((_, j) => j !== k), live)));
    const scores = scoreInnermostMembers(this.scop, dimsOf(tuples), outerSchedules(point), band.members, parallel);
    const best = bestInnermost(scores);
    const s = scores[best]!;
    return { best, how: `${s.steps.spatial} stride-one, ${s.steps.temporal} invariant, ${s.steps.other} other access${s.steps.other === 1 ? '' : 'es'}${s.parallel ? ', parallel' : ''}` };
  }

  /**
   * An innermost point loop shared by a sequence of statements keeps the C compiler from vectorizing it: in a
   * time-skewed stencil it carries a dependence from one statement to the other (B[i][j] written at j, read at
   * j + 1), and the statements, shifted against each other, cover different ranges of it, so each is guarded. When
   * the statements' loops, one after the other, are each parallel and the tree stays legal, the loop is sunk below
   * the sequence: one innermost loop per statement, with its own bounds.
   */
  private distributeInnermost(point: TreeCursor, statements: readonly string[]): TreeCursor {
    const band = point.node;
    if (band.kind !== 'band' || hasBelow(band.child, 'band') || !hasBelow(band.child, 'sequence')) return point;
    const n = band.members.length;
    const tuples = statementTuples(point.tree.domain);
    const live = liveDependences(this.scop, this.deps, point.tree, point.path);
    const fusedParallel = isParallel(tuples, band.members[n - 1]!, unorderedBy(tuples, band.members.slice(0, n - 1), live));
    const inner = n > 1 ? bandSplit(point, n - 1).child(0) : point;
    const sunk = bandSink(inner);
    // Only the subtree at the point band changed (the sunk bands are below it): it alone is checked, its flags
    // recomputed.
    if (!point.path.every((i, k) => sunk.path[k] === i)) throw new Error('tile: a sunk band left the subtree of its point band');
    const { violations, marked } = verifySubtree(this.scop, this.deps, withoutCoincident(sunk.tree), point.path);
    if (violations.length > 0) return point;
    let sunkMarked = marked;
    for (const i of sunk.path.slice(point.path.length)) sunkMarked = childrenOf(sunkMarked)[i]!;
    const loops = sunkBands(sunkMarked);
    if (loops.length < 2 || !loops.every((b) => b.members.every((m) => m.coincident))) return point;
    const shared = fusedParallel ? this.sharedWork(loops.map(bandStatements)) : undefined;
    if (shared) {
      this.note(statements, point, `innermost point loop not distributed: ${shared}; fused, it is parallel too`);
      return point;
    }
    const why = fusedParallel ? 'each statement gets its own bounds instead of guards' : 'fused, it carries a dependence between them';
    this.note(statements, point, `innermost point loop distributed over ${loops.length} statement groups: ${why}; apart, each is parallel`);
    return n > 1 ? sunk.parent()! : sunk;
  }

  /** Two statements of different groups that compute the same costly value, said for a remark; else undefined. */
  private sharedWork(groups: readonly (readonly string[])[]): string | undefined {
    const work = this.options.costlyWork;
    if (!work) return undefined;
    const firstBy = new Map<string, { statement: string; group: number }>();
    for (const [g, group] of groups.entries()) {
      for (const s of group) {
        for (const w of work.get(s) ?? []) {
          const first = firstBy.get(w);
          if (first && first.group !== g) return `${first.statement} and ${s} compute the same '${costlyOpName(w)}', apart each would compute it in its own loop`;
          if (!first) firstBy.set(w, { statement: s, group: g });
        }
      }
    }
    return undefined;
  }

  /**
   * A tile band whose outermost member is sequential, with no parallel loop outside it: a parallel member moves
   * outermost when there is one (the band is permutable), else the outermost member becomes the sum of the first two
   * (Pluto's wavefront), which makes the second one parallel: a dependence with a zero sum has zero distance on
   * both, all distances being non-negative.
   */
  private parallelizeTiles(tileBand: TreeCursor, live: readonly LivePair[], statements: readonly string[]): TreeCursor {
    const band = tileBand.node;
    if (band.kind !== 'band') return tileBand;
    const tuples = statementTuples(tileBand.tree.domain);
    const pads = this.options.scratchpads;
    const reordering = pads?.size ? live.filter((l) => !l.dep.arrays.every((a) => pads.has(a))) : live;
    const parallel = parallelMembers(tuples, band.members, reordering);
    const once = reordering !== live && parallelMembers(tuples, band.members, live).some((p, k) => p !== parallel[k]) ? ' once the scratchpads are values again' : '';
    if (parallel[0]) {
      if (once) this.note(statements, tileBand, `tile loops left in order: tile loop 0 is parallel${once}`);
      return tileBand;
    }
    if (tileBand.ancestors().some((n) => n.kind === 'band' && n.members.some((m) => m.coincident))) {
      this.note(statements, tileBand, 'tile loops left in order: an outer loop is parallel');
      return tileBand;
    }
    const k = parallel.indexOf(true);
    if (k > 0) {
      this.note(statements, tileBand, `tile loop ${k} is parallel${once} and the outermost is not: tile loop ${k} moved outermost`);
      return bandPermuteMembers(tileBand, [k, ...[...band.members.keys()].filter((j) => j !== k)]);
    }
    if (band.members.length < 2) return tileBand;
    const n = band.members.length;
    const wave = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, j) => (r === j || (r === 0 && j === 1) ? 1 : 0)));
    this.note(statements, tileBand, 'no tile loop is parallel: wavefront, tile loop 0 becomes the sum of tile loops 0 and 1 (tile loop 1 parallel)');
    this.wavefronts++;
    return bandTransform(tileBand, wave, true);
  }
}

/** The statements a band schedules. */
function bandStatements(n: ScheduleNode): string[] {
  return n.kind === 'band' ? [...(n.members[0]?.schedule.keys() ?? [])] : [];
}

/** The members of the band at `n` followed by those of the bands nested right below it (band children). */
function nestedMembers(n: ScheduleNode): BandMember[] {
  const out: BandMember[] = [];
  while (n.kind === 'band') {
    out.push(...n.members);
    n = n.child;
  }
  return out;
}

/**
 * How many members, in order, give no live dependence a negative distance (they form a permutable band), and a
 * dependence that stops the prefix.
 */
function permutablePrefix(tuples: ReturnType<typeof statementTuples>, members: readonly BandMember[], live: readonly LivePair[]): { prefix: number; blocker: LivePair | null } {
  for (let k = 0; k < members.length; k++) {
    const blocker = live.find((l) => !withDistance(l.rel, memberDistance(tuples, members[k]!.schedule, l.rel), 'negative').isEmpty());
    if (blocker !== undefined) return { prefix: k, blocker };
  }
  return { prefix: members.length, blocker: null };
}

/** The bands at `c` and right below it regrouped so the first `prefix` members form one permutable band. */
function regroup(c: TreeCursor, prefix: number): TreeCursor {
  let band = c;
  while ((band.node as BandNode).members.length < prefix) band = bandCombine(band);
  if ((band.node as BandNode).members.length > prefix) band = bandSplit(band, prefix);
  return bandSetPermutable(band, true);
}

function withoutCoincident<T extends ScheduleNode>(tree: T): T {
  return mapBands(tree, (b) => node.band(b.members.map((m) => node.member(m.schedule, false)), b.permutable, b.child));
}

/** The bands in the subtree at `n` (after a sink: one per group of statements). */
function sunkBands(n: ScheduleNode): BandNode[] {
  return n.kind === 'band' ? [n] : childrenOf(n).flatMap(sunkBands);
}

/** Is `n`, or a node below it, of this kind? */
function hasBelow(n: ScheduleNode, kind: ScheduleNode['kind']): boolean {
  return n.kind === kind || childrenOf(n).some((c) => hasBelow(c, kind));
}

/** Per statement, the names of its iterators. */
function dimsOf(tuples: ReturnType<typeof statementTuples>): Map<string, readonly string[]> {
  return new Map([...tuples].map(([s, t]) => [s, t.dims]));
}

/** Per statement, the member expressions of the bands above the node at `c` (outermost first). */
function outerSchedules(c: TreeCursor): Map<string, AffExpr[]> {
  const out = new Map<string, AffExpr[]>();
  for (const n of c.ancestors()) {
    if (n.kind !== 'band') continue;
    for (const m of n.members) for (const [s, e] of m.schedule) out.set(s, [...(out.get(s) ?? []), e]);
  }
  return out;
}
