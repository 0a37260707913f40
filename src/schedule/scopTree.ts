// The schedule tree of an extracted scop: kept on the IR as the string attribute `scop.schedule` (isl's flow text),
// read back with errors located at the op, and checked against the scop (statements, dimensions, parameters, domain).

import { DenseArrayAttr, StringAttr } from '../ir/attributes.js';
import { DiagnosticError } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import type { ExtractedScop } from '../poly/affineModel.js';
import type { BasicSet } from '../poly/basicSet.js';
import { type Int, add, neg } from '../poly/int.js';
import { printBasicSet, printUnionSet } from '../poly/islPrinter.js';
import type { LinExpr } from '../poly/polyhedron.js';
import { type Scop, scopDomain } from '../poly/scop.js';
import { UnionSet } from '../poly/union.js';
import { type DependenceAnalysis, VALIDITY_KINDS, computeDependences } from '../poly/dependences.js';
import { initialTree } from './initialTree.js';
import { formatViolations, verifyTree } from './verify.js';
import { type ScheduleTree, statementTuples } from './tree.js';
import { parseScheduleTree, printScheduleTree } from './treeText.js';

export const SCHEDULE_ATTR = 'scop.schedule';

/** Tile sizes a configuration chose for the scop (an `array<i64: ...>` next to scop.schedule), read by the tile pass. */
export const TILE_SIZES_ATTR = 'scop.tile_sizes';

/** The op that carries the tree: the first top-level op of the region that holds a statement (not a leading index cast). */
export function scheduleAnchor(x: ExtractedScop): Operation {
  return x.ops.find((op) => x.statementOps.some((s) => op === s || op.isAncestorOf(s))) ?? x.ops[0]!;
}

/**
 * The tree each scop.schedule attribute of this process was printed from. The next pass of a pipeline (tile after
 * the scheduler, codegen after tile) takes it instead of parsing the text back, which cost a twentieth of an -O3
 * compile; an attribute read from MLIR text is parsed. Either way the tree is then checked against the scop.
 */
const writtenTrees = new WeakMap<StringAttr, ScheduleTree>();

/** Attaches `tree` to the scop (replacing any tree attached before). */
export function writeScheduleAttr(x: ExtractedScop, tree: ScheduleTree): void {
  for (const op of x.ops) if (op.attr(SCHEDULE_ATTR)) op.removeAttr(SCHEDULE_ATTR);
  const attr = new StringAttr(printScheduleTree(tree, 'flow'));
  writtenTrees.set(attr, tree);
  scheduleAnchor(x).setAttr(SCHEDULE_ATTR, attr);
}

/** Whether a schedule tree is attached to the scop (without reading it). */
export function hasScheduleAttr(x: ExtractedScop): boolean {
  return x.ops.some((op) => op.attr(SCHEDULE_ATTR) !== undefined);
}

/**
 * The tree attached to the scop, or null. A tree that does not parse, or does not match the scop, is an error located
 * at the op that carries it.
 */
export function readScheduleAttr(x: ExtractedScop): ScheduleTree | null {
  const carriers = x.ops.filter((op) => op.attr(SCHEDULE_ATTR) !== undefined);
  if (carriers.length === 0) return null;
  const op = carriers[0]!;
  if (carriers.length > 1) throw new DiagnosticError(carriers[1]!.loc, `scop @${x.scop.name} has a second ${SCHEDULE_ATTR} attribute`);
  const attr = op.attr(SCHEDULE_ATTR);
  if (!(attr instanceof StringAttr)) throw new DiagnosticError(op.loc, `${SCHEDULE_ATTR} must be a string (a schedule tree in isl's YAML syntax)`);
  const tree = writtenTrees.get(attr) ?? parseScheduleAttr(attr, op);
  const problem = treeMismatch(x.scop, tree);
  if (problem !== null) throw new DiagnosticError(op.loc, `${SCHEDULE_ATTR} does not fit scop @${x.scop.name}: ${problem}`);
  return tree;
}

/** The tree in an attribute's text; a parse error is located at the op, with the place in the text. */
function parseScheduleAttr(attr: StringAttr, op: Operation): ScheduleTree {
  try {
    return parseScheduleTree(attr.value, SCHEDULE_ATTR);
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    const where = e.loc.line > 1 ? `line ${e.loc.line}, column ${e.loc.col}` : `column ${e.loc.col}`;
    throw new DiagnosticError(op.loc, `${SCHEDULE_ATTR} (${where}): ${e.diagnostic}`);
  }
}

/** The tile sizes attached to the scop, or null; anything but an array of positive integers is an error at the op. */
export function readTileSizesAttr(x: ExtractedScop): number[] | null {
  const op = x.ops.find((o) => o.attr(TILE_SIZES_ATTR) !== undefined);
  if (op === undefined) return null;
  const attr = op.attr(TILE_SIZES_ATTR);
  if (!(attr instanceof DenseArrayAttr) || attr.values.length === 0 || attr.values.some((v) => BigInt(v) < 1n || BigInt(v) > 1n << 30n)) {
    throw new DiagnosticError(op.loc, `${TILE_SIZES_ATTR} must be a non-empty array of positive integers (array<i64: 32, 32>)`);
  }
  return attr.values.map((v) => Number(v));
}

/** The attached tree, else the scop's original order as a tree. */
export function scopScheduleTree(x: ExtractedScop): ScheduleTree {
  return readScheduleAttr(x) ?? initialTree(x.scop);
}

/** What passes that act on the schedule read: the attached tree, checked against every dependence (an error if illegal). */
export function legalScheduleTree(x: ExtractedScop, deps: DependenceAnalysis = computeDependences(x.scop, { kinds: VALIDITY_KINDS, distances: false })): ScheduleTree {
  const tree = scopScheduleTree(x);
  const vs = verifyTree(x.scop, deps, tree);
  if (vs.length > 0) throw new DiagnosticError(scheduleAnchor(x).loc, `the schedule tree of scop @${x.scop.name} is illegal: ${formatViolations(vs.slice(0, 1))}`);
  return tree;
}

/** Why `tree` cannot be a schedule of `scop` (other statements, dimensions, parameters or instances), or null. */
export function treeMismatch(scop: Scop, tree: ScheduleTree): string | null {
  const extra = tree.domain.params.find((p) => !scop.params.includes(p));
  if (extra !== undefined) return `parameter '${extra}' is not a parameter of the scop (${scop.params.join(', ') || 'none'})`;
  const tuples = statementTuples(tree.domain);
  for (const st of scop.statements) {
    const t = tuples.get(st.name);
    // A statement that never runs has no instances to schedule.
    if (t === undefined && st.domain.parts.length === 0) continue;
    if (t === undefined) return `the tree's domain has no statement ${st.name}`;
    if (t.dims.length !== st.iterators.length) return `${st.name} has ${st.iterators.length} dimensions in the scop, ${t.dims.length} in the tree`;
  }
  for (const name of tuples.keys()) if (!scop.statements.some((s) => s.name === name)) return `${name} is not a statement of the scop`;
  const mine = scopDomain(scop);
  for (const st of scop.statements) {
    const a = mine.partsNamed(st.name).map((p) => p.alignParams(scop.params));
    const b = tree.domain.partsNamed(st.name).map((p) => p.alignParams(scop.params).withTuple(a[0]?.tuple ?? p.tuple));
    if (!sameInstances(a, b, scop.params)) return `the tree's domain of ${st.name} is not the scop's (${printUnionSet(UnionSet.of(b, scop.params))} instead of ${printUnionSet(UnionSet.of(a, scop.params))})`;
  }
  return null;
}

/** Same integer points: the same printed text, or each side inside the other (exact when no part has existentials). */
function sameInstances(a: readonly BasicSet[], b: readonly BasicSet[], params: readonly string[]): boolean {
  if (printUnionSet(UnionSet.of(a, params)) === printUnionSet(UnionSet.of(b, params))) return true;
  return a.every((p) => coveredBy(p, b)) && b.every((p) => coveredBy(p, a));
}

/**
 * Is every point of `p` in some part of `parts`? p minus a part without existentials is the union of p with each of
 * that part's constraints negated, each of which must be covered by the other parts. A part with existentials can
 * only be used whole (p inside it), which makes the answer conservative there.
 */
export function coveredBy(p: BasicSet, parts: readonly BasicSet[]): boolean {
  if (p.isEmpty()) return true;
  const plain = parts.findIndex((q) => q.simplify().poly.nLocal === 0);
  if (plain < 0) return parts.some((q) => printBasicSet(q) === printBasicSet(p));
  const q = parts[plain]!.simplify();
  const others = parts.filter((_, i) => i !== plain);
  const shifted = (e: LinExpr, k: Int, sign: 1 | -1): LinExpr => ({
    params: e.params.map((x) => (sign === 1 ? x : neg(x))),
    dims: e.dims.map((x) => (sign === 1 ? x : neg(x))),
    locals: [],
    constant: add(sign === 1 ? e.constant : neg(e.constant), k),
  });
  return q.constraints().every((c) => {
    // Not (e >= 0) is -e - 1 >= 0; not (e = 0) is that or e - 1 >= 0.
    const outside = c.kind === 'ineq' ? [shifted(c.expr, -1, -1)] : [shifted(c.expr, -1, -1), shifted(c.expr, -1, 1)];
    return outside.every((e) => coveredBy(p.addConstraints([{ kind: 'ineq', expr: e }]), others));
  });
}
