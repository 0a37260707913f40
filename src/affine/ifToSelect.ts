// Ternaries and short-circuit conditions as selects (Polygeist III-B b): an scf.if with results whose branches
// only compute speculatable values is hoisted and replaced by arith.select (andi/ori/xori for booleans), so the
// condition and the chosen value become plain dataflow. Loads are not speculated; load forwarding removes them
// first when an earlier access already read the element.

import { Builder } from '../ir/builder.js';
import { arithBinary, arithSelect } from '../ir/dialects/arith.js';
import { Operation, Value } from '../ir/operation.js';
import { i1 } from '../ir/types.js';
import { constantIntValue } from '../ir/transforms/valueFacts.js';

const INT_DIVISIONS = new Set(['arith.divsi', 'arith.divui', 'arith.remsi', 'arith.remui', 'arith.floordivsi', 'arith.ceildivsi', 'arith.ceildivui']);
const SIGNED_DIVISIONS = new Set(['arith.divsi', 'arith.remsi', 'arith.floordivsi', 'arith.ceildivsi']);

/** True if executing `op` unconditionally cannot fault or have effects: pure, and no division by 0 (or MIN / -1). */
export function isSpeculatable(op: Operation): boolean {
  if (op.regions.length || !op.hasTrait('Pure')) return false;
  if (INT_DIVISIONS.has(op.name)) {
    const d = constantIntValue(op.operand(1));
    if (d === undefined || d === 0n) return false;
    if (SIGNED_DIVISIONS.has(op.name) && d === -1n) return false;
  }
  return true;
}

function isBoolConstant(v: Value, b: boolean): boolean {
  return v.type === i1 && constantIntValue(v) === (b ? 1n : 0n);
}

/** The value of `cond ? t : e`, built before the builder's insertion point. */
function selectValue(b: Builder, cond: Value, t: Value, e: Value): Value {
  if (t === e) return t;
  if (t.type === i1) {
    const bool = (v: boolean): Value => b.constantInt(v ? 1 : 0, i1).result();
    if (isBoolConstant(t, true) && isBoolConstant(e, false)) return cond;
    if (isBoolConstant(t, false) && isBoolConstant(e, true)) return arithBinary(b, 'arith.xori', cond, bool(true));
    // `c && x` and `c || x` as the frontend's short-circuit ifs compute them.
    if (isBoolConstant(e, false)) return arithBinary(b, 'arith.andi', cond, t);
    if (isBoolConstant(t, true)) return arithBinary(b, 'arith.ori', cond, e);
  }
  return arithSelect(b, cond, t, e);
}

/** Replaces one scf.if by selects when both branches are speculatable; returns true if it did. */
export function convertIfToSelect(op: Operation): boolean {
  if (op.name !== 'scf.if' || op.numResults === 0 || op.region(1).empty) return false;
  const blocks = [op.region(0).entry, op.region(1).entry];
  for (const block of blocks) {
    const term = block.terminator;
    if (!term || term.name !== 'scf.yield') return false;
    for (let o = block.first; o && o !== term; o = o.next) if (!isSpeculatable(o)) return false;
  }
  const [thenVals, elseVals] = blocks.map((b) => b.terminator!.operandValues());
  const parent = op.parentBlock!;
  // Ops now at the if's level inherit its discardable attributes (e.g. the `polyts.scop` marker).
  const moved: Operation[] = [];
  for (const block of blocks) {
    for (let o = block.first; o && o !== block.terminator; o = o.next) moved.push(o);
    parent.spliceFrom(block, block.first, op, block.terminator);
  }
  const b = new Builder();
  b.setInsertionPoint(op);
  b.loc = op.loc;
  const first = op.prev;
  const cond = op.operand(0);
  const values = thenVals.map((t, i) => selectValue(b, cond, t, elseVals[i]));
  for (let o = first ? first.next : parent.first; o && o !== op; o = o.next) moved.push(o);
  for (const o of moved) for (const [k, v] of op.attributes) o.setAttr(k, v);
  op.replaceAllUsesWith(values);
  op.erase();
  return true;
}

/** Converts every eligible scf.if under `root`, innermost first (so nested ternaries collapse); returns the count. */
export function convertIfsToSelects(root: Operation): number {
  const ifs: Operation[] = [];
  root.walkPostOrder((op) => {
    if (op.name === 'scf.if') ifs.push(op);
  });
  let n = 0;
  for (const op of ifs) if (op.parentBlock && convertIfToSelect(op)) n++;
  return n;
}
