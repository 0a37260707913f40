// Reduction kinds of loop-carried values: which chain of ops from an affine.for iter_arg to its yield is an
// associative and commutative update (Polygeist III-E a), the kinds stored on the loop, and their identities.

import { ArrayAttr, Attribute, FloatAttr, IntegerAttr, StringAttr } from '../ir/attributes.js';
import { Builder } from '../ir/builder.js';
import { affineFor } from '../ir/dialects/affineControl.js';
import { cmpfPredicates, cmpiPredicates } from '../ir/dialects/arithAttrs.js';
import type { Operation, Value } from '../ir/operation.js';
import { reductionsAttr } from './loopMarks.js';
import { FloatType, IntegerType, type Type } from '../ir/types.js';

/**
 * A reduction kind: the arith op that combines the accumulator with one iteration's contribution. `maxf`/`minf`
 * are the ordered compare-and-select forms on floats (`a > m ? a : m`), which differ from maximumf/maxnumf on
 * NaN and signed zeros; integer compare-and-select forms are exactly maxsi/minsi/maxui/minui.
 */
export const reductionKinds = [
  'addf',
  'mulf',
  'addi',
  'muli',
  'andi',
  'ori',
  'xori',
  'maximumf',
  'minimumf',
  'maxnumf',
  'minnumf',
  'maxsi',
  'minsi',
  'maxui',
  'minui',
  'maxf',
  'minf',
] as const;

export type ReductionKind = (typeof reductionKinds)[number];


/** The arith ops that are one step of a reduction of their own kind. */
const binaryKinds: ReadonlyMap<string, ReductionKind> = new Map(
  (['addf', 'mulf', 'addi', 'muli', 'andi', 'ori', 'xori', 'maximumf', 'minimumf', 'maxnumf', 'minnumf', 'maxsi', 'minsi', 'maxui', 'minui'] as const).map((k) => [
    `arith.${k}`,
    k,
  ]),
);

export type Classification = { readonly kind: ReductionKind } | { readonly reason: string };

/** The single user of `v` (with its operand index), or undefined when `v` has no use or several. */
function onlyUse(v: Value): { owner: Operation; index: number } | undefined {
  if (!v.hasOneUse()) return undefined;
  const u = v.firstUse!;
  return { owner: u.owner, index: u.index };
}

/**
 * The kind of `select(cmp(x, y), ...)` computing a max or min of `x` and `y`, where `x` (the accumulator) is used
 * exactly by the compare and the select. Undefined for any other shape.
 */
function selectKind(x: Value, cmp: Operation): { kind: ReductionKind; result: Value } | undefined {
  if (cmp.name !== 'arith.cmpi' && cmp.name !== 'arith.cmpf') return undefined;
  const sel = onlyUse(cmp.result());
  if (!sel || sel.owner.name !== 'arith.select' || sel.index !== 0) return undefined;
  const [, t, f] = sel.owner.operandValues();
  const [l, r] = cmp.operandValues();
  const y = l === x ? r : l;
  if (y === x || ![l, r].includes(x) || new Set([t, f]).size !== 2 || ![t, f].includes(x) || ![t, f].includes(y!)) return undefined;
  if (x.numUses() !== 2 || ![...x.uses()].every((u) => u.owner === cmp || u.owner === sel.owner)) return undefined;
  const p = Number((cmp.attr('predicate') as IntegerAttr).value);
  const pred: string = cmp.name === 'arith.cmpi' ? cmpiPredicates[p]! : cmpfPredicates[p]!;
  // (l pred r) ? t : f picks the greater of l and r when pred says "l greater" and t is l (or the reverse of both).
  const greater = /^[osu]?g[te]$/.test(pred);
  const less = /^[osu]?l[te]$/.test(pred);
  if (!greater && !less) return undefined;
  const picksMax = greater === (t === l);
  let kind: ReductionKind | undefined;
  if (cmp.name === 'arith.cmpf') kind = pred.startsWith('o') ? (picksMax ? 'maxf' : 'minf') : undefined;
  else if (pred.startsWith('s')) kind = picksMax ? 'maxsi' : 'minsi';
  else if (pred.startsWith('u')) kind = picksMax ? 'maxui' : 'minui';
  return kind ? { kind, result: sel.owner.result() } : undefined;
}

/**
 * Follows the chain from iter_arg `k` of affine.for `loop` to the body's yield: every link must combine the
 * running value once with a value independent of it (single uses all along, so nothing else reads a partial
 * result), by the same associative and commutative op, or pass it through an inner affine.for whose own
 * iter_arg is a reduction of the same kind.
 */
export function classifyIterArg(loop: Operation, k: number): Classification {
  const body = affineFor.body(loop);
  const yieldOp = body.terminator!;
  let x: Value = affineFor.iterArgs(loop)[k]!;
  let kind: ReductionKind | undefined;
  const link = (next: ReductionKind): string | undefined => {
    if (kind && kind !== next) return `it is updated by both '${kind}' and '${next}'`;
    kind = next;
    return undefined;
  };
  for (;;) {
    const use = onlyUse(x);
    if (use?.owner === yieldOp) {
      if (use.index !== k) return { reason: 'it is passed on to another loop-carried value' };
      return kind ? { kind } : { reason: 'it never changes' };
    }
    const cmp = [...x.uses()].find((u) => u.owner.name === 'arith.cmpi' || u.owner.name === 'arith.cmpf');
    const sel = cmp && cmp.owner.parentBlock === body ? selectKind(x, cmp.owner) : undefined;
    if (sel) {
      const err = link(sel.kind);
      if (err) return { reason: err };
      x = sel.result;
      continue;
    }
    if (!use) return { reason: x.hasUses() ? 'a partial value is read by more than one operation' : 'its value is dropped' };
    const op = use.owner;
    if (op.parentBlock !== body) return { reason: `it is used inside '${op.parentOp?.name ?? op.name}'` };
    const bin = binaryKinds.get(op.name);
    if (bin && op.operand(0) !== op.operand(1)) {
      const err = link(bin);
      if (err) return { reason: err };
      x = op.result();
      continue;
    }
    if (op.name === 'affine.for' && use.index >= affineFor.numControlOperands(op)) {
      const j = use.index - affineFor.numControlOperands(op);
      const inner = classifyIterArg(op, j);
      if ('reason' in inner) return { reason: `the inner loop carrying it is not a reduction (${inner.reason})` };
      const err = link(inner.kind);
      if (err) return { reason: err };
      x = op.result(j);
      continue;
    }
    return { reason: `'${op.name}' is not an associative and commutative update` };
  }
}

/** The kinds stored on `loop` by detect-reductions, one per iter_arg (`none` for plain carried values). */
export function storedReductions(loop: Operation): (ReductionKind | 'none')[] {
  const a = loop.attr(reductionsAttr);
  const n = loop.numResults;
  if (!(a instanceof ArrayAttr) || a.elements.length !== n) return new Array(n).fill('none');
  return a.elements.map((e) => (e instanceof StringAttr && (reductionKinds as readonly string[]).includes(e.value) ? (e.value as ReductionKind) : 'none'));
}

export function reductionsAttribute(kinds: readonly (ReductionKind | 'none')[]): Attribute {
  return new ArrayAttr(kinds.map((k) => new StringAttr(k)));
}

/** The value that leaves every other value unchanged under `kind` (exactly, including -0.0 for addf). */
export function identityAttr(kind: ReductionKind, t: Type): Attribute & { type: Type } {
  if (t instanceof FloatType) {
    const v: Record<string, number> = { addf: -0, mulf: 1, maximumf: -Infinity, minimumf: Infinity, maxnumf: NaN, minnumf: NaN, maxf: -Infinity, minf: Infinity };
    if (!(kind in v)) throw new Error(`no float identity for ${kind}`);
    return new FloatAttr(v[kind]!, t);
  }
  const w = t instanceof IntegerType ? t.width : 64;
  const smin = -(1n << BigInt(w - 1));
  const v: Record<string, bigint> = { addi: 0n, muli: 1n, andi: -1n, ori: 0n, xori: 0n, maxsi: smin, minsi: -smin - 1n, maxui: 0n, minui: -1n };
  if (!(kind in v)) throw new Error(`no integer identity for ${kind}`);
  return new IntegerAttr(v[kind]!, t as IntegerType);
}

/** Builds `lhs <kind> rhs` (the combination of an initial value with a reduced one). */
export function combine(b: Builder, kind: ReductionKind, lhs: Value, rhs: Value): Value {
  if (kind === 'maxf' || kind === 'minf') throw new Error(`${kind} has no combining op`);
  return b.create(`arith.${kind}`, { operands: [lhs, rhs], resultTypes: [lhs.type] }).result();
}
