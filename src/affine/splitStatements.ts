// Statement splitting (Polygeist III-D): a reduction statement `A[i][j] = A[i][j] op f(B[k][i], C[k][j])` inside
// at least three loops, whose stored location is indexed by every loop but the innermost and is not read by f,
// and whose f reads at least two different access patterns, becomes `M[k] = f(...)` and `A[i][j] = A[i][j] op M[k]`
// with M a scratchpad expanded along the innermost loop, so the scheduler can order the two parts differently.

import { AffineMap } from '../ir/affineMap.js';
import { Builder } from '../ir/builder.js';
import { affineFor } from '../ir/dialects/affineControl.js';
import { affineLoad, affineStore } from '../ir/dialects/affineOps.js';
import { funcFunc } from '../ir/dialects/func.js';
import { type SourceLoc } from '../ir/diagnostics.js';
import { sourceName } from '../ir/nameHints.js';
import { BlockArgument, Operation, Value } from '../ir/operation.js';
import { isStatementFunction, statementCallee } from '../ir/scopMarkers.js';
import { isMemoryEffectFree } from '../ir/sideEffects.js';
import { eraseUncalledStatements, inlineCall, outlineStatement, renumberStatements, StatementNames } from './outlineStatements.js';
import { Scratchpads, scratchpadName } from './scratchpads.js';
import { extractScops } from '../poly/affineModel.js';
import { computeDependences } from '../poly/dependences.js';

export interface SplitRemark {
  /** The split statement's location (its C statement). */
  readonly loc: SourceLoc;
  readonly message: string;
  /** The statement was split (else the heuristic's shape matched but the statement was kept, and why). */
  readonly split: boolean;
}

/** An access of the statement function, read at the call site: memref and subscript operands are the call's. */
interface Access {
  readonly memref: Value;
  readonly map: AffineMap;
  readonly indices: readonly Value[];
}

function sameAccess(a: Access, b: Access): boolean {
  return a.memref === b.memref && a.map === b.map && a.indices.length === b.indices.length && a.indices.every((v, i) => v === b.indices[i]);
}

/** The operands a map's results actually use. */
function usedOperands(map: AffineMap, operands: readonly Value[]): Value[] {
  return operands.filter((_, i) => (i < map.numDims ? map.isDimUsed(i) : map.isSymbolUsed(i - map.numDims)));
}

/** The ops of `ops` that compute `v` (its backward slice among them), in order. */
function sliceOf(v: Value, ops: readonly Operation[]): Set<Operation> {
  const inside = new Set(ops);
  const out = new Set<Operation>();
  const visit = (x: Value): void => {
    const d = x.definingOp;
    if (!d || !inside.has(d) || out.has(d)) return;
    out.add(d);
    d.operandValues().forEach(visit);
  };
  visit(v);
  return out;
}

function arrayName(v: Value): string {
  return sourceName(v) ?? 'an array';
}

/** What splitting `call` needs, when the heuristic applies. */
interface Plan {
  /** Positions in the statement's ops (before its return). */
  readonly rhs: Set<number>;
  readonly combine: number;
  readonly rhsValue: Value;
  readonly innermost: Value;
  readonly sizeFrom: { readonly memref: Value; readonly dim: number };
  readonly why: string;
}

/** The heuristic of Polygeist III-D on one outlined statement call; undefined when it does not apply. */
function planSplit(call: Operation): Plan | undefined {
  const loops: Operation[] = [];
  for (let p = call.parentOp; p && p.name !== 'func.func'; p = p.parentOp) if (p.name === 'affine.for') loops.push(p);
  if (loops.length < 3) return undefined;
  const innermost = affineFor.inductionVar(loops[0]!);
  const outer = loops.slice(1).map((l) => affineFor.inductionVar(l) as Value);
  const callee = statementCallee(call)!;
  const ops = funcFunc.body(callee).opsArray().filter((o) => !o.hasTrait('Terminator'));
  const bind = (v: Value): Value => (v instanceof BlockArgument && v.owner === funcFunc.body(callee) ? call.operand(v.index) : v);
  const access = (o: Operation, load: boolean): Access =>
    load
      ? { memref: bind(affineLoad.memref(o)), map: affineLoad.map(o), indices: affineLoad.indices(o).map(bind) }
      : { memref: bind(affineStore.memref(o)), map: affineStore.map(o), indices: affineStore.indices(o).map(bind) };
  const stores = ops.filter((o) => o.name === 'affine.store');
  if (stores.length !== 1 || stores[0] !== ops[ops.length - 1]) return undefined;
  const store = stores[0]!;
  const lhs = access(store, false);
  // Indexed by every loop but the innermost.
  const used = usedOperands(lhs.map, lhs.indices);
  if (used.includes(innermost) || !outer.every((v) => used.includes(v))) return undefined;
  // `lhs op rhs` (or `rhs op lhs`) with the load of the stored location used only there.
  const combine = affineStore.value(store).definingOp;
  if (!combine || combine.numOperands !== 2 || combine.regions.length || !isMemoryEffectFree(combine) || combine.name === 'affine.load') return undefined;
  const side = combine.operandValues().findIndex((v) => v.definingOp?.name === 'affine.load' && v.hasOneUse() && sameAccess(access(v.definingOp, true), lhs));
  if (side < 0) return undefined;
  const rhsValue = combine.operand(1 - side);
  const rhs = sliceOf(rhsValue, ops);
  const reads = [...rhs].filter((o) => o.name === 'affine.load').map((o) => access(o, true));
  if (reads.some((r) => sameAccess(r, lhs))) return undefined;
  const patterns: Access[] = [];
  for (const r of reads) if (!patterns.some((p) => sameAccess(p, r))) patterns.push(r);
  if (patterns.length < 2) return undefined;
  // The scratchpad is as long as an array the innermost counter subscripts directly, so it stays in bounds.
  let sizeFrom: Plan['sizeFrom'] | undefined;
  for (const r of reads) {
    const dim = r.map.results.findIndex((e) => (e.kind === 'dim' || e.kind === 'symbol') && r.indices[e.kind === 'dim' ? e.position : r.map.numDims + e.position] === innermost);
    if (dim >= 0) sizeFrom ??= { memref: r.memref, dim };
  }
  if (!sizeFrom) return undefined;
  const why =
    `the statement is in ${loops.length} loops, the element it stores (${arrayName(lhs.memref)}) is indexed by every loop but the ` +
    `innermost and is none of those its right-hand side reads, and the right-hand side has ${patterns.length} access patterns ` +
    `(${patterns.map((p) => arrayName(p.memref)).join(', ')})`;
  return { rhs: new Set([...rhs].map((o) => ops.indexOf(o))), combine: ops.indexOf(combine), rhsValue, innermost, sizeFrom, why };
}

/** Splits `call` as `plan` says: M[k] = rhs, then the reduction reads M[k]. Returns the two new calls. */
function split(call: Operation, plan: Plan, pad: Operation, names: StatementNames, fn: Operation): Operation[] {
  const ops = inlineCall(call);
  const rhsOps = ops.filter((_, i) => plan.rhs.has(i));
  const rest = ops.filter((_, i) => !plan.rhs.has(i));
  const first = ops[0]!;
  for (const o of rhsOps) o.moveBefore(first);
  const combine = ops[plan.combine]!;
  const rhsValue = combine.operandValues().find((v) => v.definingOp && rhsOps.includes(v.definingOp))!;
  const b = Builder.before(first);
  b.loc = combine.loc;
  const index = AffineMap.identity(1);
  const store = affineStore.create(b, rhsValue, pad.result(), index, [plan.innermost]);
  const load = affineLoad.create(b, pad.result(), index, [plan.innermost]);
  combine.setOperand(combine.operandValues().indexOf(rhsValue), load.result());
  const last = rest[rest.length - 1]!;
  store.loc = load.loc = last.loc;
  return [outlineStatement([...rhsOps, store], names.fresh(), fn), outlineStatement([load, ...rest], names.fresh(), fn)];
}

/**
 * The outlined statement calls of `module` whose statement reads, at some iteration, what it wrote at an iteration
 * of another outer loop value (a RAW dependence of the statement on itself carried by a loop other than its
 * innermost): LU-style factorizations, `A[i][j] -= A[i][k] * A[k][j]`. Splitting those puts a scratchpad every
 * (i, j) overwrites into a recurrence, and the scheduler loses the blocked order (cholesky LARGE: 1.0x gcc split,
 * 3.6x not; lu 2.9x / 4.1x); a reduction over data it does not produce (2mm, trmm's B[k][j] read before row k is
 * updated) keeps gaining from the split.
 */
function recurrences(module: Operation): Set<Operation> {
  const out = new Set<Operation>();
  for (const x of extractScops(module).scops) {
    x.scop.statements.forEach((st, k) => {
      const call = x.statementOps[k]!;
      if (call.name !== 'func.call' || st.iterators.length < 3) return;
      const alone = { ...x.scop, statements: [st] };
      const innermost = 2 * st.iterators.length - 1;
      const deps = computeDependences(alone, { kinds: ['raw'], distances: false }).dependences;
      if (deps.some((d) => d.loopCarried && d.level < innermost)) out.add(call);
    });
  }
  return out;
}

/** Applies the splitting heuristic to every outlined statement of `module`; statements are renumbered after. */
export function splitModuleStatements(module: Operation): SplitRemark[] {
  const remarks: SplitRemark[] = [];
  const names = new StatementNames(module);
  let selfFed: Set<Operation> | undefined;
  for (const fn of module.region(0).entry.opsArray()) {
    if (fn.name !== 'func.func' || funcFunc.isDeclaration(fn) || isStatementFunction(fn)) continue;
    const calls: Operation[] = [];
    fn.walk((o) => void (statementCallee(o) && calls.push(o)));
    const scratch = new Scratchpads(fn);
    for (const call of calls) {
      const plan = planSplit(call);
      if (!plan) continue;
      selfFed ??= recurrences(module);
      if (selfFed.has(call)) {
        remarks.push({ loc: call.loc, split: false, message: `not split: the statement reads what it wrote at other iterations of its outer loops (a recurrence, as in an LU factorization), which a scratchpad along the innermost loop would only constrain; ${plan.why}` });
        continue;
      }
      const elementType = plan.rhsValue.type;
      const pad = scratch.vectorLike(elementType, 'split', plan.sizeFrom.memref, plan.sizeFrom.dim);
      if (!pad) continue;
      remarks.push({ loc: call.loc, split: true, message: `split into '${scratchpadName(pad)}'[innermost counter] = right-hand side, then the reduction of it: ${plan.why}` });
      split(call, plan, pad, names, fn);
    }
  }
  if (remarks.some((r) => r.split)) {
    eraseUncalledStatements(module);
    renumberStatements(module);
  }
  return remarks;
}
