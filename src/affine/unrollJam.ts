// Unroll-and-jam for register reuse: an affine.for L whose body is a few loads and pure ops followed by one
// innermost affine.for J runs `factor` consecutive iterations of L inside one J loop, and an element J's body
// loads and stores at an address L does not move (gemm's C[i][j] under the k loop) is then loaded once, updated
// `factor` times in a register and stored once. Each element still sees its updates in the original order, so
// results are bit-identical; the C compiler keeps vectorizing J. The exact dependence test of the loop's model
// (loopScop.ts) decides legality: running J's iterations of `factor` L iterations side by side reorders two
// iterations only when a dependence carried by L goes backwards along J.

import { add, constantExpr, dimExpr, replaceDimsAndSymbols, sub, symbolExpr } from '../ir/affineExpr.js';
import { simplifyAffineExpr } from '../ir/affineFlatten.js';
import { AffineMap, IntegerSet } from '../ir/affineMap.js';
import { IntegerAttr } from '../ir/attributes.js';
import { Builder } from '../ir/builder.js';
import { affineFor, affineIf } from '../ir/dialects/affineControl.js';
import { affineApply } from '../ir/dialects/affineOps.js';
import { type Block, Operation, type Value } from '../ir/operation.js';
import { ownEffects } from '../ir/sideEffects.js';
import { type MemAccess, memAccessOf } from '../ir/transforms/memoryAccess.js';
import { carriedDependences, loopModel, memoryBase } from './loopScop.js';
import { sourceName } from '../ir/nameHints.js';

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

/** The same element: one memref, one map, the same operands. */
const sameAddress = (a: MemAccess, b: MemAccess): boolean =>
  a.memref === b.memref && a.map === b.map && a.indices.length === b.indices.length && a.indices.every((v, i) => v === b.indices[i]);

function arrayName(memref: Value): string {
  const base = memoryBase(memref);
  if (typeof base === 'string') return base.slice(1);
  return (base && sourceName(base)) ?? 'a local array';
}

interface Candidate {
  /** The loop whose body holds J: L itself, or the one loop of L's body (L is then moved inside it first). */
  readonly host: Operation;
  /** The host's body: the ops before J, J, the ops after it. */
  readonly pre: Operation[];
  readonly inner: Operation;
  readonly post: Operation[];
  /** Arrays J updates in place at addresses L does not move (loaded and stored in J's body). */
  readonly arrays: string[];
  /** J carries values (a reduction): jammed, the factor chains run independently. */
  readonly chains: boolean;
}

/**
 * `loop` as L, when its body (or the body of the one loop M in it, whose bounds do not depend on L) is
 * region-free ops, one innermost J, region-free ops, and jamming keeps something in registers: an element J
 * updates in place at an address L does not move, or J's carried values (their chains then overlap).
 */
function candidate(loop: Operation): Candidate | undefined {
  if (loop.name !== 'affine.for' || affineFor.iterArgs(loop).length || !affineFor.inductionVar(loop).hasUses()) return undefined;
  let host = loop;
  const only = bodyOps(affineFor.body(loop));
  if (only.length === 1 && only[0]!.name === 'affine.for' && !affineFor.iterArgs(only[0]!).length) {
    const m = only[0]!;
    const inner = bodyOps(affineFor.body(m)).filter((o) => o.regions.length);
    const bounds = [...affineFor.lowerBoundOperands(m), ...affineFor.upperBoundOperands(m)];
    if (inner.length === 1 && inner[0]!.name === 'affine.for' && !bodyOps(affineFor.body(inner[0]!)).some((o) => o.regions.length)) {
      if (!bounds.every((v) => definedOutside(v, loop))) return undefined;
      host = m;
    }
  }
  const ops = bodyOps(affineFor.body(host));
  const loops = ops.filter((o) => o.regions.length);
  if (loops.length !== 1 || loops[0]!.name !== 'affine.for') return undefined;
  const inner = loops[0]!;
  const innerOps = bodyOps(affineFor.body(inner));
  if (innerOps.some((o) => o.regions.length)) return undefined;
  const innerIv = affineFor.inductionVar(inner);
  const hostIv = host === loop ? undefined : affineFor.inductionVar(host);
  const fixed = (a: MemAccess): boolean => a.map !== undefined && a.indices.every((v) => v === innerIv || v === hostIv || definedOutside(v, loop));
  const accesses = innerOps.map(memAccessOf).filter((a): a is MemAccess => a !== undefined);
  const arrays = new Set<string>();
  for (const st of accesses) {
    if (st.kind !== 'write' || !fixed(st)) continue;
    if (accesses.some((ld) => ld.kind === 'read' && sameAddress(ld, st))) arrays.add(arrayName(st.memref));
  }
  const chains = affineFor.iterArgs(inner).length > 0;
  if (!arrays.size && !chains) return undefined;
  const at = ops.indexOf(inner);
  return { host, pre: ops.slice(0, at), inner, post: ops.slice(at + 1), arrays: [...arrays], chains };
}

/** Why jamming `c` into its loop would be wrong, or undefined when it is legal. */
function illegal(loop: Operation, c: Candidate): string | undefined {
  const inner = c.inner;
  const hostIv = c.host === loop ? undefined : affineFor.inductionVar(c.host);
  if (![...affineFor.lowerBoundOperands(inner), ...affineFor.upperBoundOperands(inner)].every((v) => v === hostIv || definedOutside(v, loop))) {
    return 'the inner loop\'s bounds depend on the loop';
  }
  const written = new Set<Value | string>();
  for (const op of bodyOps(affineFor.body(inner))) {
    const a = memAccessOf(op);
    if (a?.kind === 'write') {
      const base = memoryBase(a.memref);
      if (base === undefined) return 'a store goes through a memref that may alias any array';
      written.add(base);
    } else if (!a) {
      const effects = ownEffects(op);
      if (effects === 'unknown' || effects.length) return `'${op.name}' has side effects`;
    }
  }
  for (const op of [...c.pre, ...c.post]) {
    const a = memAccessOf(op);
    if (a) {
      const base = memoryBase(a.memref);
      if (base === undefined || written.has(base)) return `the access to ${arrayName(a.memref)} outside the inner loop touches an array the inner loop writes`;
    } else if (!op.hasTrait('Pure')) return `'${op.name}' outside the inner loop is not pure`;
  }
  const model = loopModel(loop);
  if ('blocker' in model) return model.reason;
  // Statements in J have the iterators (L, J), or (L, M, J) with M the host. Moving L inside M reorders the pairs
  // whose sink precedes its source along M; jamming, those where it does along J (sufficient, not necessary).
  const depth = c.host === loop ? 1 : 2;
  for (const dep of carriedDependences(model)) {
    for (const part of dep.relation.parts) {
      if (part.nIn <= depth || part.nOut <= depth) return 'a dependence involves an access outside the inner loop';
      for (let d = 1; d <= depth; d++) {
        const r = part.rationalRanges([{ in: [[d, -1]], out: [[d, 1]] }]);
        if (r === 'empty') break;
        const min = r[0]!.min;
        if (min === null || min.num < 0) {
          return `a dependence on ${dep.arrays.join(', ')} carried by the loop goes backwards along the ${d === depth ? 'inner loop' : 'loop inside it'}`;
        }
      }
    }
  }
  return undefined;
}

/**
 * Rewrites `loop` (step s) to step factor*s: each iteration runs, when all `factor` iterations exist, the ops
 * before J for each of them and one J whose body holds the factor copies in order; else (the last, partial
 * block) the original body in a loop over the remaining iterations.
 */
function jam(loop: Operation, c: Candidate, factor: number): void {
  const step = affineFor.step(loop);
  const iv = affineFor.inductionVar(loop);
  const ubMap = affineFor.upperBoundMap(loop);
  const ubOps = affineFor.upperBoundOperands(loop);
  const ubDims = ubOps.slice(0, ubMap.numDims);
  const ubSyms = ubOps.slice(ubMap.numDims);
  // Upper-bound results over (iv, ub dims)[ub syms].
  const shifted = ubMap.results.map((r) =>
    replaceDimsAndSymbols(
      r,
      Array.from({ length: ubMap.numDims }, (_, i) => dimExpr(1 + i)),
      Array.from({ length: ubMap.numSymbols }, (_, i) => symbolExpr(i)),
    ),
  );
  const nDims = 1 + ubMap.numDims;
  const operands = [iv, ...ubDims, ...ubSyms];
  const body = affineFor.body(loop);
  const b = new Builder();
  b.loc = loop.loc;
  b.setInsertionPoint(body.terminator!);
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
  for (const op of [...c.pre, c.inner, ...c.post]) restBody.insertBefore(op.clone(restMap), restBody.terminator!);

  // The full block: the ops before J per iteration, one J with the copies of its body in order (and of its
  // carried values side by side), the ops after J per iteration.
  const thenBlock = affineIf.thenBlock(branch);
  b.setInsertionPoint(thenBlock.terminator!);
  const maps: Map<Value, Value>[] = [];
  for (let k = 0; k < factor; k++) {
    const map = new Map<Value, Value>();
    if (k > 0) map.set(iv, affineApply.create(b, AffineMap.get(1, 0, [add(dimExpr(0), constantExpr(k * step))]), [iv]).result());
    for (const op of c.pre) b.insert(op.clone(map));
    maps.push(map);
  }
  const inner = c.inner;
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
  b.setInsertionPointAfter(jammed);
  for (const map of maps) for (const op of c.post) b.insert(op.clone(map));
  for (const op of [...c.post.slice().reverse(), c.inner, ...c.pre.slice().reverse()]) op.erase();
  loop.setAttr('step', IntegerAttr.index(factor * step));
  forwardStores(jammedBody);
}

/**
 * Within one straight-line block: a load of the element a store just wrote takes the stored value, and a store
 * overwritten before anything reads its array goes. Distinct bases are distinct arrays (the model's assumption).
 */
function forwardStores(block: Block): void {
  const lastStore = new Map<Value | string, MemAccess>();
  const pending = new Map<Value | string, Operation[]>();
  for (const op of bodyOps(block)) {
    const a = memAccessOf(op);
    if (!a) continue;
    const base = memoryBase(a.memref);
    if (base === undefined) {
      lastStore.clear();
      pending.clear();
      continue;
    }
    if (a.kind === 'read') {
      const st = lastStore.get(base);
      if (st && sameAddress(st, a)) {
        op.result().replaceAllUsesWith(st.stored!);
        op.erase();
        continue;
      }
      pending.delete(base);
      continue;
    }
    const prev = lastStore.get(base);
    if (prev && sameAddress(prev, a) && pending.get(base)?.includes(prev.op)) {
      prev.op.erase();
      pending.set(base, pending.get(base)!.filter((o) => o !== prev.op));
    }
    lastStore.set(base, a);
    pending.set(base, [...(pending.get(base) ?? []), op]);
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
        jam(c.host, { ...c, host: c.host }, factor);
      }
    }
    out.push({ loop, arrays: c.arrays, chains: c.chains, interchanged: c.host !== loop, reason });
  }
  return out;
}
