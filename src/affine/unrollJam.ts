// Unroll-and-jam for register reuse: an affine.for L whose body is region-free ops and innermost loops J runs
// `factor` consecutive iterations inside one iteration: each op for the factor iterations in turn, each J as one
// loop holding the factor copies of its body. An element a J loads and stores at an address L does not move
// (gemm's C[i][j] under its k loop) is then loaded once, updated `factor` times in a register and stored once; a
// J's reduction, or its recurrence through memory (adi), runs as `factor` independent chains. Each element still sees its updates in the original order, so
// results are bit-identical, and the C compiler keeps vectorizing J. When L's body is one loop M holding such a
// body (2mm's k outside i), L first moves inside M. The exact dependence test of the loop's model (loopScop.ts)
// decides legality.

import { add, constantExpr, dimExpr, replaceDimsAndSymbols, sub, symbolExpr } from '../ir/affineExpr.js';
import { simplifyAffineExpr } from '../ir/affineFlatten.js';
import { AffineMap, IntegerSet } from '../ir/affineMap.js';
import { IntegerAttr } from '../ir/attributes.js';
import { Builder } from '../ir/builder.js';
import { affineFor, affineIf } from '../ir/dialects/affineControl.js';
import { affineApply } from '../ir/dialects/affineOps.js';
import { type Block, Operation, type Value } from '../ir/operation.js';
import { type MemAccess, memAccessOf, sameAddress } from '../ir/transforms/memoryAccess.js';
import type { BasicMap } from '../poly/basicMap.js';
import { arrayName as baseName } from './hoistInvariants.js';
import { carriedDependences, firstCarriedDependence, loopModel, memoryBase } from './loopScop.js';

/** What happened to one loop whose jam would keep an element in a register (other loops are not reported). */
export interface JamDecision {
  readonly loop: Operation;
  /** The arrays whose elements stay in registers across the jammed iterations. */
  readonly arrays: readonly string[];
  /** The inner loop carries values (a reduction), which run as independent chains. */
  readonly chains: boolean;
  /** The loop was first moved inside the one loop its body held. */
  readonly interchanged: boolean;
  /** Why the loop was left alone; undefined when it was jammed. */
  readonly reason?: string;
}

const definedOutside = (v: Value, loop: Operation): boolean => v.definer === null || !loop.isAncestorOf(v.definer);

const bodyOps = (block: Block): Operation[] => block.opsArray().filter((o) => !o.hasTrait('Terminator'));

function arrayName(memref: Value): string {
  const base = memoryBase(memref);
  return base === undefined ? 'an array' : baseName(base);
}

interface Candidate {
  /** The loop whose body holds the inner loops: L itself, or the one loop of L's body (L then moves inside it). */
  readonly host: Operation;
  /** The host's body: region-free ops and innermost loops (the J's), in order. */
  readonly parts: Operation[];
  /** Arrays a J updates in place at addresses L does not move (loaded and stored in its body). */
  readonly arrays: string[];
  /** A J carries values (a reduction): jammed, the factor chains run independently. */
  readonly chains: boolean;
}

/**
 * Does `inner` carry a value from one iteration to a later one through memory (adi's `p[i][j] = f(p[i][j - 1])`)? Its
 * iterations then form a chain the processor cannot overlap; jammed, the copies for other iterations of the loop
 * around it run as independent chains beside it.
 */
function carriesRecurrence(inner: Operation): boolean {
  // Only an array the loop both writes and reads can carry a value through memory: the exact test is for those.
  const accesses = bodyOps(affineFor.body(inner)).map(memAccessOf).filter((a): a is MemAccess => a !== undefined);
  const bases = accesses.map((a) => memoryBase(a.memref));
  const written = new Set(bases.filter((b, i) => accesses[i]!.kind === 'write'));
  if (!bases.some((b, i) => b === undefined || (accesses[i]!.kind === 'read' && written.has(b)))) return false;
  const model = loopModel(inner);
  return !('blocker' in model) && firstCarriedDependence(model, ['raw']) !== undefined;
}

const isInnermost = (op: Operation): boolean => op.name === 'affine.for' && !bodyOps(affineFor.body(op)).some((o) => o.regions.length);

/**
 * `loop` as L, when its body (or the body of the one loop M in it, whose bounds do not depend on L) is
 * region-free ops and innermost loops J, and jamming keeps something in registers: an element a J updates in
 * place at an address L does not move, or a J's carried values (their chains then overlap).
 */
function candidate(loop: Operation): Candidate | undefined {
  if (loop.name !== 'affine.for' || affineFor.iterArgs(loop).length || !affineFor.inductionVar(loop).hasUses()) return undefined;
  let host = loop;
  const only = bodyOps(affineFor.body(loop));
  if (only.length === 1 && only[0]!.name === 'affine.for' && !affineFor.iterArgs(only[0]!).length && !isInnermost(only[0]!)) {
    const m = only[0]!;
    const bounds = [...affineFor.lowerBoundOperands(m), ...affineFor.upperBoundOperands(m)];
    if (!bounds.every((v) => definedOutside(v, loop))) return undefined;
    host = m;
  }
  const parts = bodyOps(affineFor.body(host));
  const loops = parts.filter((o) => o.regions.length);
  if (!loops.length || !loops.every(isInnermost)) return undefined;
  const hostIv = host === loop ? undefined : affineFor.inductionVar(host);
  const arrays = new Set<string>();
  let chains = false;
  for (const inner of loops) {
    const innerIv = affineFor.inductionVar(inner);
    const fixed = (a: MemAccess): boolean => a.map !== undefined && a.indices.every((v) => v === innerIv || v === hostIv || definedOutside(v, loop));
    const accesses = bodyOps(affineFor.body(inner)).map(memAccessOf).filter((a): a is MemAccess => a !== undefined);
    for (const st of accesses) {
      if (st.kind !== 'write' || !fixed(st)) continue;
      if (accesses.some((ld) => ld.kind === 'read' && sameAddress(ld, st))) arrays.add(arrayName(st.memref));
    }
    if (!chains && (affineFor.iterArgs(inner).length || carriesRecurrence(inner))) chains = true;
  }
  if (!arrays.size && !chains) return undefined;
  return { host, parts, arrays: [...arrays], chains };
}

/**
 * Why jamming would be wrong, or undefined when it is legal. The new order runs each part of the body for the
 * `factor` iterations before the next part (and a J's copies side by side along J), so it reverses exactly the
 * dependences carried by L from a later part to an earlier one, and within one J those going backwards along J.
 */
function illegal(loop: Operation, c: Candidate): string | undefined {
  const hostIv = c.host === loop ? undefined : affineFor.inductionVar(c.host);
  for (const op of c.parts) {
    if (op.regions.length) {
      if (![...affineFor.lowerBoundOperands(op), ...affineFor.upperBoundOperands(op)].every((v) => v === hostIv || definedOutside(v, loop))) {
        return "the inner loop's bounds depend on the loop";
      }
      for (const o of bodyOps(affineFor.body(op))) if (!memAccessOf(o) && !o.hasTrait('Pure')) return `'${o.name}' in the inner loop is not pure`;
    } else if (!memAccessOf(op) && !op.hasTrait('Pure')) return `'${op.name}' is not pure`;
  }
  const model = loopModel(loop);
  if ('blocker' in model) return model.reason;
  const partOf = (stmt: string): number => {
    let op: Operation | null = model.accesses.get(stmt)!.op;
    while (op && op.parentOp !== c.host) op = op.parentOp;
    return c.parts.indexOf(op!);
  };
  // Iterators of a statement in a J: (L, J), or (L, M, J) when L moves inside its host M first, which reverses the
  // dependences whose sink precedes the source along M.
  const depth = c.host === loop ? 1 : 2;
  const backwards = (part: BasicMap, d: number): boolean => {
    const r = part.rationalRanges([{ in: [[d, -1]], out: [[d, 1]] }]);
    return r !== 'empty' && (r[0]!.min === null || r[0]!.min.num < 0);
  };
  for (const dep of carriedDependences(model)) {
    const [from, to] = [partOf(dep.source), partOf(dep.sink)];
    if (from > to) return `a dependence on ${dep.arrays.join(', ')} carried by the loop goes from a later part of its body to an earlier one`;
    for (const part of dep.relation.parts) {
      if (depth === 2 && backwards(part, 1)) return `a dependence on ${dep.arrays.join(', ')} carried by the loop goes backwards along the loop inside it`;
      if (from === to && c.parts[from]!.regions.length && backwards(part, depth)) {
        return `a dependence on ${dep.arrays.join(', ')} carried by the loop goes backwards along the inner loop`;
      }
    }
  }
  return undefined;
}

/**
 * Rewrites `loop` (step s) to step factor*s: each iteration runs, when all `factor` iterations exist, each part
 * of the body for the factor iterations in turn, a J as one loop holding the copies of its body in order (its
 * carried values side by side); else (the last, partial block) the original body over the remaining iterations.
 */
function jam(loop: Operation, c: Candidate, factor: number): void {
  const step = affineFor.step(loop);
  const iv = affineFor.inductionVar(loop);
  const ubMap = affineFor.upperBoundMap(loop);
  const ubOps = affineFor.upperBoundOperands(loop);
  // Upper-bound results over (iv, ub dims)[ub syms].
  const shifted = ubMap.results.map((r) =>
    replaceDimsAndSymbols(
      r,
      Array.from({ length: ubMap.numDims }, (_, i) => dimExpr(1 + i)),
      Array.from({ length: ubMap.numSymbols }, (_, i) => symbolExpr(i)),
    ),
  );
  const nDims = 1 + ubMap.numDims;
  const operands = [iv, ...ubOps];
  const b = new Builder();
  b.loc = loop.loc;
  b.setInsertionPoint(affineFor.body(loop).terminator!);
  // Every upper bound exceeds the block's last iteration: iv + (factor-1)*s < r.
  const lastOffset = (factor - 1) * step;
  const full = IntegerSet.get(
    nDims,
    ubMap.numSymbols,
    shifted.map((r) => simplifyAffineExpr(sub(sub(r, dimExpr(0)), constantExpr(lastOffset + 1)), nDims, ubMap.numSymbols)),
    shifted.map(() => false),
  );
  const branch = affineIf.create(b, { condition: full, operands, withElse: true });

  // The partial block: the original body over iv .. min(ub, iv + factor*s).
  b.setInsertionPoint(affineIf.elseBlock(branch)!.terminator!);
  const rest = affineFor.create(b, {
    lowerBound: { map: AffineMap.get(1, 0, [dimExpr(0)]), operands: [iv] },
    upperBound: { map: AffineMap.get(nDims, ubMap.numSymbols, [...shifted, add(dimExpr(0), constantExpr(factor * step))]), operands },
    step,
  });
  const restBody = affineFor.body(rest);
  const restMap = new Map<Value, Value>([[iv, affineFor.inductionVar(rest)]]);
  for (const op of c.parts) restBody.insertBefore(op.clone(restMap), restBody.terminator!);

  // The full block.
  b.setInsertionPoint(affineIf.thenBlock(branch).terminator!);
  const maps = Array.from({ length: factor }, (_, k) => {
    const map = new Map<Value, Value>();
    if (k > 0) map.set(iv, affineApply.create(b, AffineMap.get(1, 0, [add(dimExpr(0), constantExpr(k * step))]), [iv]).result());
    return map;
  });
  for (const op of c.parts) {
    if (op.regions.length) jamLoop(b, op, maps);
    else for (const map of maps) b.insert(op.clone(map));
  }
  for (const op of c.parts.slice().reverse()) op.erase();
  loop.setAttr('step', IntegerAttr.index(factor * step));
}

/** One loop with the body of `inner` once per map, in order, its carried values side by side; results mapped. */
function jamLoop(b: Builder, inner: Operation, maps: readonly Map<Value, Value>[]): void {
  const mapped = (map: Map<Value, Value>, v: Value): Value => map.get(v) ?? v;
  const inits = affineFor.inits(inner);
  const jammed = affineFor.create(b, {
    lowerBound: { map: affineFor.lowerBoundMap(inner), operands: affineFor.lowerBoundOperands(inner) },
    upperBound: { map: affineFor.upperBoundMap(inner), operands: affineFor.upperBoundOperands(inner) },
    step: affineFor.step(inner),
    inits: maps.flatMap((map) => inits.map((v) => mapped(map, v))),
  });
  const jammedBody = affineFor.body(jammed);
  const innerBody = affineFor.body(inner);
  const yields: Value[] = [];
  maps.forEach((map, k) => {
    map.set(affineFor.inductionVar(inner), affineFor.inductionVar(jammed));
    affineFor.iterArgs(inner).forEach((a, i) => map.set(a, affineFor.iterArgs(jammed)[k * inits.length + i]!));
    for (const op of bodyOps(innerBody)) {
      if (inits.length) jammedBody.append(op.clone(map));
      else jammedBody.insertBefore(op.clone(map), jammedBody.terminator!);
    }
    yields.push(...innerBody.terminator!.operandValues().map((v) => mapped(map, v)));
    inits.forEach((_, i) => map.set(inner.result(i), jammed.result(k * inits.length + i)));
  });
  if (inits.length) jammedBody.append(Operation.create('affine.yield', { operands: yields, loc: innerBody.terminator!.loc }));
  forwardStores(jammedBody);
}

/**
 * Within one straight-line block: a load of the element a store just wrote takes the stored value, and a store
 * overwritten before anything reads its array goes. Distinct bases are distinct arrays (the model's assumption).
 */
function forwardStores(block: Block): void {
  const lastStore = new Map<Value | string, MemAccess>();
  // Bases whose last store nothing has read since.
  const unread = new Set<Value | string>();
  for (const op of bodyOps(block)) {
    const a = memAccessOf(op);
    if (!a) continue;
    const base = memoryBase(a.memref);
    if (base === undefined) {
      lastStore.clear();
      unread.clear();
      continue;
    }
    const prev = lastStore.get(base);
    if (a.kind === 'read') {
      if (prev && sameAddress(prev, a)) {
        op.result().replaceAllUsesWith(prev.stored!);
        op.erase();
      } else unread.delete(base);
      continue;
    }
    if (prev && sameAddress(prev, a) && unread.has(base)) prev.op.erase();
    lastStore.set(base, a);
    unread.add(base);
  }
}

/** Swaps the headers of `outer` and the one loop of its body, `inner` (whose bounds do not depend on `outer`). */
function interchange(outer: Operation, inner: Operation): void {
  const header = (op: Operation) => ({ operands: op.operandValues(), attrs: ['lowerBoundMap', 'upperBoundMap', 'step'].map((n) => op.attr(n)!) });
  const [o, i] = [header(outer), header(inner)];
  const put = (op: Operation, h: ReturnType<typeof header>): void => {
    op.setOperands(h.operands);
    ['lowerBoundMap', 'upperBoundMap', 'step'].forEach((n, k) => op.setAttr(n, h.attrs[k]!));
  };
  put(outer, i);
  put(inner, o);
  const [ov, iv] = [affineFor.inductionVar(outer), affineFor.inductionVar(inner)];
  const [ou, iu] = [[...ov.uses()], [...iv.uses()]];
  for (const u of ou) u.set(iv);
  for (const u of iu) u.set(ov);
}

/** Unroll-and-jams, by `factor`, every loop of `root` where an element would stay in a register and it is legal. */
export function unrollAndJam(root: Operation, factor: number): JamDecision[] {
  // Innermost first: a loop directly above J is jammed in place before its parent would move inside it.
  const loops: Operation[] = [];
  root.walkPostOrder((op) => {
    if (op.name === 'affine.for') loops.push(op);
  });
  const out: JamDecision[] = [];
  for (const loop of loops) {
    const c = candidate(loop);
    if (!c) continue;
    const reason = illegal(loop, c);
    if (reason === undefined) {
      if (c.host === loop) jam(loop, c, factor);
      else {
        // L moves inside M: the inner op now runs L's iterations.
        interchange(loop, c.host);
        jam(c.host, c, factor);
      }
    }
    out.push({ loop, arrays: c.arrays, chains: c.chains, interchanged: c.host !== loop, reason });
  }
  return out;
}
