// C statements to scf: blocks whose remaining statements are guarded by the break/continue/return flags an
// earlier statement may have set (Polygeist's signal variables), declarations, if/else, returns, scops.

import { UnitAttr } from '../../ir/attributes.js';
import type { Value } from '../../ir/operation.js';
import { MemRefType } from '../../ir/types.js';
import type { DeclStmt, ReturnStmt, Stmt } from '../ast.js';
import type { Signal } from './analysis.js';
import { emitCondition, emitIf, emitRValue, not } from './expressions.js';
import type { FunctionEmitter } from './function.js';
import { materialize, storeValue } from './lvalues.js';
import { emitDoWhile, emitFor, emitWhile } from './loops.js';
import { arithBinary } from '../../ir/dialects/arith.js';
import { funcReturn } from '../../ir/dialects/func.js';
import { memrefStore } from '../../ir/dialects/memref.js';
import { arrayMemRefType, unsupported, variableRepr } from './types.js';

/** The attribute marking each top-level op emitted for a `#pragma scop` region. */
export const scopAttrName = 'polyts.scop';

/** Emits `stmts` in order; after a statement that may break, continue or return, the rest runs under an scf.if. */
export function emitStatements(fx: FunctionEmitter, stmts: readonly Stmt[]): void {
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i]!;
    emitStatement(fx, s);
    // What follows a jump is unreachable.
    if (s.kind === 'break' || s.kind === 'continue' || s.kind === 'return') return;
    const signals = fx.signals(s);
    const rest = stmts.slice(i + 1).filter((r) => r.kind !== 'null');
    if (signals.size && rest.length) {
      emitIf(fx, noSignal(fx, signalFlags(fx, signals)), [], () => (emitStatements(fx, rest), []));
      return;
    }
  }
}

/** The flags that record the given signals in the current loop and function. */
export function signalFlags(fx: FunctionEmitter, signals: Iterable<Signal>): Value[] {
  const frame = fx.loops[fx.loops.length - 1];
  const flags: Value[] = [];
  for (const s of signals) {
    const f = s === 'break' ? frame?.breakFlag : s === 'continue' ? frame?.continueFlag : fx.returnFlag;
    if (!f) throw new Error(`emitStatements: no flag for '${s}'`);
    flags.push(f);
  }
  return flags;
}

/** True (i1) when none of `flags` is set. */
export function noSignal(fx: FunctionEmitter, flags: readonly Value[]): Value {
  let any = fx.readFlag(flags[0]!);
  for (const f of flags.slice(1)) any = arithBinary(fx.b, 'arith.ori', any, fx.readFlag(f));
  return not(fx, any);
}

export function emitStatement(fx: FunctionEmitter, s: Stmt): void {
  fx.b.loc = s.loc;
  switch (s.kind) {
    case 'compound':
      return emitStatements(fx, s.body);
    case 'scop':
      return emitScop(fx, s.body);
    case 'decl':
      return emitDecl(fx, s);
    case 'expr':
      emitRValue(fx, s.expr);
      return;
    case 'null':
      return;
    case 'if': {
      const cond = emitCondition(fx, s.cond);
      const elseStmt = s.else;
      emitIf(fx, cond, [], () => (emitStatements(fx, [s.then]), []), elseStmt ? () => (emitStatements(fx, [elseStmt]), []) : undefined);
      return;
    }
    case 'while':
      return emitWhile(fx, s);
    case 'doWhile':
      return emitDoWhile(fx, s);
    case 'for':
      return emitFor(fx, s);
    case 'break':
    case 'continue': {
      const frame = fx.loops[fx.loops.length - 1];
      const flag = s.kind === 'break' ? frame?.breakFlag : frame?.continueFlag;
      if (!flag) throw unsupported(s.loc, `'${s.kind}' outside a loop`);
      fx.setFlag(flag, true);
      return;
    }
    case 'return':
      return emitReturn(fx, s);
  }
}

/** Marks every top-level op emitted for the region with `polyts.scop`. */
function emitScop(fx: FunctionEmitter, body: readonly Stmt[]): void {
  const block = fx.b.insertionBlock!;
  const before = block.last;
  emitStatements(fx, body);
  for (let op = before ? before.next : block.first; op; op = op.next) op.setAttr(scopAttrName, UnitAttr.instance);
}

function emitDecl(fx: FunctionEmitter, s: DeclStmt): void {
  for (const v of s.decls) {
    // Static and extern locals live in globals, initialized there.
    if (v.storage === 'static' || v.storage === 'extern') continue;
    if (v.type.kind === 'pointer' && variableRepr(v) === 'llvm') {
      // C-ABI pointers cannot live in a memref; one that is never reassigned is just its initial value.
      if (!v.init || fx.assigned.has(v) || v.addressTaken) throw unsupported(v.loc, `local variable '${v.name}' holding a C-ABI pointer that is assigned after its declaration`);
      const init = emitRValue(fx, v.init);
      fx.bind(v, { kind: 'ssa', type: v.type, value: () => init });
      continue;
    }
    // Scalars and fixed-size arrays get their slot on first use (unused loop counters get none); a VLA is
    // allocated here, where its size is evaluated.
    const isVla = v.type.kind === 'array' && !arrayMemRefType(v.type, v.loc).hasStaticShape();
    if (!v.init && !isVla) continue;
    const lv = fx.declareLocal(v);
    if (v.init) storeValue(fx, lv, emitRValue(fx, v.init), v.init.loc);
  }
}

function emitReturn(fx: FunctionEmitter, s: ReturnStmt): void {
  const resultType = fx.type.results[0];
  let value: Value | undefined;
  if (s.value) {
    const v = emitRValue(fx, s.value);
    if (v.kind === 'scalar' || v.kind === 'llvm') value = v.value;
    else if (v.kind === 'memref' && resultType instanceof MemRefType) value = materialize(fx, v.ptr, resultType, s.loc);
  }
  if (!fx.returnFlag) {
    funcReturn.create(fx.b, value && resultType ? [value] : []);
    return;
  }
  if (value && fx.returnSlot) memrefStore.create(fx.b, value, fx.returnSlot, [fx.constIndex(0)]);
  fx.setFlag(fx.returnFlag, true);
}
