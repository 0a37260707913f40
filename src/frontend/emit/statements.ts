// C statements to scf: blocks whose remaining statements are guarded by the break/continue/return flags an
// earlier statement may have set (Polygeist's signal variables), declarations, if/else, returns, scops.

import { UnitAttr } from '../../ir/attributes.js';
import { scopRegionAttr } from '../../ir/scopMarkers.js';
import type { Value } from '../../ir/operation.js';
import { MemRefType, indexType } from '../../ir/types.js';
import type { DeclStmt, ReturnStmt, Stmt, VarDecl } from '../ast.js';
import { labelsIn, type Signal } from './analysis.js';
import { emitCondition, emitIf, emitRValue, not } from './expressions.js';
import type { FunctionEmitter } from './function.js';
import { copyStruct, materialize, nameAllocation, storeValue } from './lvalues.js';
import { emitArrayInit, emitStructInit } from './initializers.js';
import { emitDoWhile, emitFor, emitWhile } from './loops.js';
import { isStructObjectType } from './structs.js';
import { emitSwitch } from './switch.js';
import { arithBinary } from '../../ir/dialects/arith.js';
import { funcReturn } from '../../ir/dialects/func.js';
import { memrefStore } from '../../ir/dialects/memref.js';
import { arrayMemRefType, unsupported, variableRepr } from './types.js';
import type { LValue } from './values.js';

/** The attribute marking each top-level op emitted for a `#pragma scop` region. */
export const scopAttrName = scopRegionAttr;

/**
 * Emits `stmts` in order; after a statement that may break, continue, return or jump, the rest runs under an
 * scf.if. A label that an earlier statement of the list jumps to (a forward goto) starts a new segment: it runs
 * when no earlier statement took an exit other than the jump to it, which is where the jump lands.
 */
export function emitStatements(fx: FunctionEmitter, stmts: readonly Stmt[]): void {
  const labels = labelsIn(stmts);
  const targets = new Set<number>();
  stmts.forEach((s, i) => {
    for (const sig of fx.signals(s)) {
      const at = sig.startsWith('goto:') ? labels.get(sig.slice(5)) : undefined;
      if (at !== undefined && at > i) targets.add(at);
    }
  });
  if (!targets.size) return emitSequence(fx, stmts);
  const cuts = [0, ...[...targets].sort((a, b) => a - b), stmts.length];
  const raised = new Set<Signal>();
  for (let k = 0; k + 1 < cuts.length; k++) {
    const segment = stmts.slice(cuts[k], cuts[k + 1]);
    // Landing here: the jumps to this segment's labels are done; others (and breaks, returns) still skip it.
    const landed = k === 0 ? [] : [...labelChain(stmts[cuts[k]]!)].map((l) => `goto:${l}` as Signal);
    for (const l of landed) raised.delete(l);
    const pending = [...raised].filter((sig) => !sig.startsWith('goto:') || labels.get(sig.slice(5)) === undefined || labels.get(sig.slice(5))! >= cuts[k]!);
    const run = (): void => {
      for (const l of landed) fx.setFlag(fx.gotoFlag(l.slice(5)), false);
      emitSequence(fx, segment);
    };
    if (pending.length) emitIf(fx, noSignal(fx, signalFlags(fx, pending)), [], () => (run(), []));
    else run();
    for (const st of segment) for (const sig of fx.signals(st)) raised.add(sig);
  }
}

/** The names of the labels on `s` (`a: b: stmt`). */
function labelChain(s: Stmt): string[] {
  const out: string[] = [];
  for (let l: Stmt = s; l.kind === 'label'; l = l.body) out.push(l.name);
  return out;
}

/** Statements in order, the rest of the list guarded after one that may take an exit. */
function emitSequence(fx: FunctionEmitter, stmts: readonly Stmt[]): void {
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i]!;
    emitStatement(fx, s);
    // What follows a jump is unreachable.
    if (s.kind === 'break' || s.kind === 'continue' || s.kind === 'return' || s.kind === 'goto') return;
    const signals = fx.signals(s);
    const rest = stmts.slice(i + 1).filter((r) => r.kind !== 'null');
    if (signals.size && rest.length) {
      emitIf(fx, noSignal(fx, signalFlags(fx, signals)), [], () => (emitSequence(fx, rest), []));
      return;
    }
  }
}

/** The flags that record the given signals in the current loop and function. */
export function signalFlags(fx: FunctionEmitter, signals: Iterable<Signal>): Value[] {
  const frame = fx.loops[fx.loops.length - 1];
  const flags: Value[] = [];
  for (const s of signals) {
    const f = s === 'break' ? frame?.breakFlag : s === 'continue' ? frame?.continueFlag : s === 'return' ? fx.returnFlag : fx.gotoFlag(s.slice(5));
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
    case 'switch':
      return emitSwitch(fx, s);
    case 'label':
      // A label nothing jumps to is just its statement; a goto is refused where it is.
      return emitStatement(fx, s.body);
    case 'goto':
      // A forward jump (FunctionEmitter checks there is one): its flag skips everything up to the label.
      fx.setFlag(fx.gotoFlag(s.label), true);
      return;
    case 'asm':
      throw unsupported(s.loc, 'inline assembly');
    case 'case':
    case 'default':
      throw unsupported(s.loc, `'${s.kind}' label outside the top level of its switch`);
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
    const repr = v.type.kind === 'pointer' ? variableRepr(v) : undefined;
    if (repr === 'llvm' || repr === 'struct') {
      // C-ABI pointers and pointers to structs do not live in one memref; one never reassigned is its initial value.
      const what = repr === 'llvm' ? 'a C-ABI pointer' : 'a pointer to structs';
      if (repr === 'struct' && v.init && !v.addressTaken && fx.assigned.has(v)) {
        // A pointer walking an array of structs: the structs come from the initializer, the position lives in a slot.
        const init = emitRValue(fx, v.init);
        if (init.kind !== 'structPtr') throw unsupported(v.init.loc, `initializing '${v.name}' from this pointer`);
        const slot = fx.prologueAlloca(MemRefType.get([1], indexType));
        memrefStore.create(fx.b, init.ptr.offset ?? fx.constIndex(0), slot, [fx.constIndex(0)]);
        fx.bind(v, { kind: 'structPtrVar', type: v.type, object: init.ptr.object, slot });
        continue;
      }
      if (!v.init || fx.assigned.has(v) || v.addressTaken) throw unsupported(v.loc, `local variable '${v.name}' holding ${what} that is assigned after its declaration`);
      const init = emitRValue(fx, v.init);
      fx.bind(v, { kind: 'ssa', type: v.type, value: () => init });
      continue;
    }
    // A pointer that is never reassigned is just its value: an array, a position in one (`double *p = &A[1][0]`),
    // or a C address (from `void *`) that is read through.
    if (repr === 'fig4' && v.init && !fx.assigned.has(v) && !v.addressTaken) {
      const init = emitRValue(fx, v.init);
      if (init.kind === 'memref') nameAllocation(init.ptr.base, v.name);
      fx.bind(v, { kind: 'ssa', type: v.type, value: () => init });
      continue;
    }
    // Scalars and fixed-size arrays get their slot on first use (unused loop counters get none); a VLA is
    // allocated here, where its size is evaluated.
    const isVla = v.type.kind === 'array' && !isStructObjectType(v.type) && !arrayMemRefType(v.type, v.loc).hasStaticShape();
    if (!v.init && !isVla) continue;
    initializeLocal(fx, v);
  }
}

/** Gives local `v` its storage and stores its initializer (each time the declaration is reached, as in C). */
export function initializeLocal(fx: FunctionEmitter, v: VarDecl): LValue {
  const lv = fx.declareLocal(v);
  const init = v.init;
  if (init?.kind === 'initList') {
    if (lv.kind === 'struct' || lv.kind === 'structArray') emitStructInit(fx, lv, init);
    else if (lv.kind === 'array') emitArrayInit(fx, lv, init);
    else throw unsupported(init.loc, `braced initializer for '${v.name}'`);
  } else if (init) {
    storeValue(fx, lv, emitRValue(fx, init), init.loc);
  }
  return lv;
}

function emitReturn(fx: FunctionEmitter, s: ReturnStmt): void {
  const resultType = fx.type.results[0];
  let value: Value | undefined;
  if (s.value) {
    const v = emitRValue(fx, s.value);
    if (fx.resultObject && v.kind === 'struct') copyStruct(fx, fx.resultObject, v.object);
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
