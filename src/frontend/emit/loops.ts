// Loops: canonical counted `for` loops become scf.for over index (downward loops normalized to count up from
// 0), every other loop scf.while; break and continue set flags the loop condition and the body check.

import { StringAttr, TypeAttr } from '../../ir/attributes.js';
import { ivNameAttr, ivTypeAttr } from '../../ir/nameHints.js';
import { Block, type Value } from '../../ir/operation.js';
import { IntegerType, i1, indexType } from '../../ir/types.js';
import type { CountedLoop, DoWhileStmt, Expr, ForStmt, Stmt, WhileStmt } from '../ast.js';
import { isSpeculatable } from './analysis.js';
import { emitCondition, emitIf, emitRValue, emitScalar } from './expressions.js';
import type { FunctionEmitter, LoopFrame } from './function.js';
import { isZeroIndex } from './lvalues.js';
import { arithBinary, arithUnary } from '../../ir/dialects/arith.js';
import { memrefStore } from '../../ir/dialects/memref.js';
import { emitStatement, emitStatements, noSignal, signalFlags } from './statements.js';
import { scalarType } from './types.js';
import { scalar } from './values.js';

export function emitWhile(fx: FunctionEmitter, s: WhileStmt): void {
  emitConditionLoop(fx, 'while', s.cond, s.body, undefined);
}

export function emitDoWhile(fx: FunctionEmitter, s: DoWhileStmt): void {
  emitConditionLoop(fx, 'doWhile', s.cond, s.body, undefined);
}

export function emitFor(fx: FunctionEmitter, s: ForStmt): void {
  if (s.counted) return emitCountedLoop(fx, s, s.counted);
  if (s.init) emitStatement(fx, s.init);
  emitConditionLoop(fx, 'for', s.cond, s.body, s.step);
}

/** The flags a loop body needs: a break flag cleared before the loop, a continue flag cleared per iteration. */
function loopFrame(fx: FunctionEmitter, body: Stmt): LoopFrame {
  const signals = fx.signals(body);
  return {
    breakFlag: signals.has('break') ? fx.newFlag() : undefined,
    continueFlag: signals.has('continue') ? fx.newFlag() : undefined,
  };
}

/** Emits `body` inside `block` (ending with `terminate`) with `frame` as the innermost loop. */
function inBlock(fx: FunctionEmitter, block: Block, frame: LoopFrame, fill: () => void): void {
  fx.b.guard(() => {
    fx.b.setInsertionPointToEnd(block);
    fx.loops.push(frame);
    try {
      fill();
    } finally {
      fx.loops.pop();
    }
  });
}

/**
 * while, do-while and non-counted for loops as scf.while. The condition region evaluates the C condition only
 * when no break or return flag is set (as C would not); a do-while runs its body in the condition region.
 */
function emitConditionLoop(fx: FunctionEmitter, kind: 'while' | 'doWhile' | 'for', cond: Expr | undefined, body: Stmt, step: Expr | undefined): void {
  const frame = loopFrame(fx, body);
  if (frame.breakFlag) fx.setFlag(frame.breakFlag, false);
  const exitFlags: Value[] = [];
  if (frame.breakFlag) exitFlags.push(frame.breakFlag);
  // A return or a jump out of the loop ends it.
  exitFlags.push(...signalFlags(fx, [...fx.signals(body)].filter((sig) => sig === 'return' || sig.startsWith('goto:'))));
  const condition = (): Value => {
    const evaluate = (): Value => (cond ? emitCondition(fx, cond) : fx.constBool(true));
    if (!exitFlags.length) return evaluate();
    const go = noSignal(fx, exitFlags);
    if (!cond || isSpeculatable(cond)) return arithBinary(fx.b, 'arith.andi', go, evaluate());
    return emitIf(fx, go, [i1], () => [evaluate()], () => [fx.constBool(false)])[0]!;
  };
  const runBody = (): void => {
    if (frame.continueFlag) fx.setFlag(frame.continueFlag, false);
    emitStatements(fx, [body]);
  };
  const loop = fx.b.create('scf.while', { regions: 2 });
  const before = loop.region(0).addBlock(new Block());
  const after = loop.region(1).addBlock(new Block());
  inBlock(fx, before, frame, () => {
    if (kind === 'doWhile') runBody();
    fx.b.create('scf.condition', { operands: [condition()] });
  });
  inBlock(fx, after, frame, () => {
    if (kind !== 'doWhile') runBody();
    if (step) {
      // `continue` still runs the step; break and return do not.
      if (exitFlags.length) emitIf(fx, noSignal(fx, exitFlags), [], () => (emitRValue(fx, step), []));
      else emitRValue(fx, step);
    }
    fx.b.create('scf.yield');
  });
}

/**
 * `for (iv = start; iv CMP bound; iv += step)` as scf.for over index. Upward loops iterate over the C values
 * themselves (`<=` adds 1 to the bound); downward loops count t from 0 to the trip count and compute
 * iv = start - t * step. In the body iv is an SSA value; its memory is updated after the loop only when the
 * function reads it there.
 */
function emitCountedLoop(fx: FunctionEmitter, s: ForStmt, c: CountedLoop): void {
  const b = fx.b;
  const ivType = scalarType(c.iv.type, c.iv.loc) as IntegerType;
  const start = emitScalar(fx, c.start);
  const bound = emitScalar(fx, c.bound);
  const toIndex = (v: Value): Value => fx.indexCast(v, true);
  const up = c.comparison === '<' || c.comparison === '<=';
  const step = up ? c.step : -c.step;
  const inclusive = c.comparison === '<=' || c.comparison === '>=';
  let lb: Value;
  let ub: Value;
  if (up) {
    lb = toIndex(start);
    ub = toIndex(bound);
    if (inclusive) ub = arithBinary(b, 'arith.addi', ub, fx.constIndex(1));
  } else {
    lb = fx.constIndex(0);
    let span = subIndex(fx, toIndex(start), toIndex(bound));
    if (inclusive) span = arithBinary(b, 'arith.addi', span, fx.constIndex(1));
    ub = step === 1n ? span : arithBinary(b, 'arith.ceildivsi', span, fx.constIndex(step));
  }
  const loop = b.create('scf.for', { operands: [lb, ub, fx.constIndex(up ? step : 1n)], regions: 1 });
  // An upward loop's induction variable is the C variable itself: record its name for readable output.
  if (up) loop.setAttr(ivNameAttr, new StringAttr(c.iv.name));
  loop.setAttr(ivTypeAttr, new TypeAttr(ivType));
  const body = loop.region(0).addBlock(new Block([indexType]));
  const iv = body.arguments[0]!;
  let ivValue: Value | undefined;
  // Created at the top of the body on first use, so loops that never read iv get no cast.
  const readIv = (): Value =>
    (ivValue ??= b.guard(() => {
      b.setInsertionPointToStart(body);
      const t = arithUnary(b, 'arith.index_cast', iv, ivType);
      if (up) return t;
      const scaled = step === 1n ? t : arithBinary(b, 'arith.muli', t, fx.constInt(step, ivType), true);
      return arithBinary(b, 'arith.subi', start, scaled, true);
    }));
  const frame = loopFrame(fx, s.body);
  fx.withBinding(c.iv, { kind: 'ssa', type: c.iv.type, value: () => scalar(readIv()) }, () =>
    inBlock(fx, body, frame, () => {
      if (frame.continueFlag) fx.setFlag(frame.continueFlag, false);
      emitStatements(fx, [s.body]);
      b.create('scf.yield');
    }),
  );
  if (fx.readAfterLoops.has(c.iv)) storeFinalValue(fx, c, lb, ub, up ? step : 1n, up, start, ivType, step);
}

/** a - b on index values, without an op when b is the constant 0. */
function subIndex(fx: FunctionEmitter, a: Value, b: Value): Value {
  return isZeroIndex(b) ? a : arithBinary(fx.b, 'arith.subi', a, b);
}

function addIndex(fx: FunctionEmitter, a: Value, b: Value): Value {
  if (isZeroIndex(a)) return b;
  return isZeroIndex(b) ? a : arithBinary(fx.b, 'arith.addi', a, b);
}

/** C leaves the first value that failed the test in iv: start + max(0, trip count) * step. */
function storeFinalValue(fx: FunctionEmitter, c: CountedLoop, lb: Value, ub: Value, loopStep: bigint, up: boolean, start: Value, ivType: IntegerType, step: bigint): void {
  const b = fx.b;
  let trips = subIndex(fx, ub, lb);
  if (loopStep !== 1n) trips = arithBinary(b, 'arith.ceildivsi', trips, fx.constIndex(loopStep));
  trips = arithBinary(b, 'arith.maxsi', trips, fx.constIndex(0));
  const moved = arithBinary(b, 'arith.muli', trips, fx.constIndex(step));
  const startIdx = fx.indexCast(start, true);
  const final = up ? addIndex(fx, startIdx, moved) : subIndex(fx, startIdx, moved);
  const lv = fx.lvalueOf(c.iv, c.iv.loc);
  if (lv.kind !== 'element') return;
  memrefStore.create(b, arithUnary(b, 'arith.index_cast', final, ivType), lv.base, lv.indices);
}

/**
 * A nest of scf.for loops from 0 to each of `extents` (constants or index values), outer first, with `body`
 * emitted innermost on the induction variables (zero-filling, struct copies).
 */
export function emitLoopNest(fx: FunctionEmitter, extents: readonly (number | Value)[], body: (ivs: Value[]) => void): void {
  const b = fx.b;
  const ivs: Value[] = [];
  b.guard(() => {
    for (const d of extents) {
      const ub = typeof d === 'number' ? fx.constIndex(d) : d;
      const loop = b.create('scf.for', { operands: [fx.constIndex(0), ub, fx.constIndex(1)], regions: 1 });
      const block = loop.region(0).addBlock(new Block([indexType]));
      ivs.push(block.arguments[0]!);
      b.setInsertionPointToEnd(block);
      b.guard(() => b.create('scf.yield'));
      b.setInsertionPoint(block.last!);
    }
    body(ivs);
  });
}
