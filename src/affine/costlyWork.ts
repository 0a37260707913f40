// The costly computations of a statement (divisions, square roots, the other elementary functions), each named by
// what it computes. Statement formation rebuilds a value in every statement that uses it, so statements formed from
// one loop body can hold the same division or square root each: fused in one loop, the C compiler computes it once;
// in loops of their own, once per statement. A transformation that would split such statements apart asks here.

import { idOf } from '../ir/objectIds.js';
import { isMemoryEffectFree } from '../ir/sideEffects.js';
import { statementCallee } from '../ir/scopMarkers.js';
import type { Operation, Value } from '../ir/operation.js';

/** math ops that cost about as much as an addition (the rest are calls or long-latency instructions). */
const cheapMath = new Set(['math.absf', 'math.absi', 'math.ceil', 'math.floor', 'math.round', 'math.roundeven', 'math.trunc', 'math.copysign', 'math.fma', 'math.ctlz', 'math.cttz', 'math.ctpop']);
const integerDivisions = new Set(['arith.divsi', 'arith.divui', 'arith.remsi', 'arith.remui', 'arith.ceildivsi', 'arith.floordivsi']);

/** A float division or remainder, an integer one by a value that is not a constant, or an elementary function. */
function isCostly(op: Operation): boolean {
  if (op.name === 'arith.divf' || op.name === 'arith.remf') return true;
  if (integerDivisions.has(op.name)) return !op.operand(1).definingOp?.hasTrait('ConstantLike');
  return op.name.startsWith('math.') && !cheapMath.has(op.name);
}

/** An op a value is computed by, followed through: pure, or a load (named by the element it reads). */
function computes(op: Operation): boolean {
  return op.regions.length === 0 && (isMemoryEffectFree(op) || op.name === 'affine.load' || op.name === 'memref.load');
}

/**
 * The costly computations of the statement `op` (the func.call of an outlined statement, or the affine.store of one
 * that is not), each as a text that is the same for two statements computing the same value from the same loads,
 * loop counters and values of the enclosing function (a load counts as the same wherever it is: a transformation
 * asking this keeps statements together, which is never wrong).
 */
export function costlyComputations(op: Operation): Set<string> {
  const callee = statementCallee(op);
  // An outlined statement's arguments stand for the call's operands.
  const outer = new Map<Value, Value>();
  if (callee) callee.region(0).blocks[0]!.arguments.forEach((a, k) => outer.set(a, op.operand(k)));
  const named = new Map<Value, string>();
  const name = (v: Value): string => {
    let text = named.get(v);
    if (text !== undefined) return text;
    const d = v.definingOp;
    if (!d || !computes(d)) text = `%${idOf(outer.get(v) ?? v)}`;
    else {
      text = `${d.name}(${d.operandValues().map(name).join(',')})`;
      for (const [k, a] of [...d.attributes].sort(([x], [y]) => (x < y ? -1 : 1))) text += `${k}=${a.key};`;
      if (d.numResults > 1) text += `#${d.results.indexOf(v as (typeof d.results)[number])}`;
    }
    named.set(v, text);
    return text;
  };
  const found = new Set<string>();
  const note = (o: Operation): void => void (isCostly(o) && found.add(name(o.result())));
  if (callee) callee.walk(note);
  else {
    // A statement not outlined is its store and the slice of ops computing the stored value, right before it.
    const seen = new Set<Operation>();
    const visit = (o: Operation): void => {
      for (const v of o.operandValues()) {
        const d = v.definingOp;
        if (!d || seen.has(d) || !computes(d)) continue;
        seen.add(d);
        note(d);
        visit(d);
      }
    };
    visit(op);
  }
  return found;
}

/** The op name of a text costlyComputations gives (`math.sqrt`). */
export function costlyOpName(text: string): string {
  return text.slice(0, text.indexOf('('));
}
