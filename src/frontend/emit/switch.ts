// `switch` as structured control flow. The body's statements are cut into segments at the case labels; when no
// segment falls through into the next, the switch is an if / else-if chain on the value (default last);
// otherwise each segment runs when an earlier one fell into it or its own label matches, an `active` flag
// carrying the fall-through. `break` sets the switch's break flag, as it does for loops.

import type { Value } from '../../ir/operation.js';
import type { IntegerType } from '../../ir/types.js';
import type { CaseStmt, Stmt, SwitchStmt } from '../ast.js';
import type { Signal } from './analysis.js';
import { emitIf, emitScalar, not } from './expressions.js';
import type { FunctionEmitter } from './function.js';
import { arithBinary, arithCmpi } from '../../ir/dialects/arith.js';
import { emitStatements, noSignal, signalFlags } from './statements.js';
import { isSigned, scalarType, unsupported } from './types.js';

interface Segment {
  readonly cases: CaseStmt[];
  readonly isDefault: boolean;
  readonly body: Stmt[];
}

/** The segments of a switch body whose labels are all at its top level (else: unsupported). */
function segments(s: SwitchStmt): Segment[] {
  const items = s.body.kind === 'compound' ? s.body.body : [s.body];
  const out: Segment[] = [];
  let current: Segment | undefined;
  for (const item of items) {
    let st: Stmt = item;
    if (st.kind === 'case' || st.kind === 'default') {
      current = { cases: [], isDefault: false, body: [] };
      out.push(current);
      // `case 1: case 2: default: stmt` — consecutive labels share one segment.
      while (st.kind === 'case' || st.kind === 'default') {
        if (st.kind === 'case') current.cases.push(st);
        else (current as { isDefault: boolean }).isDefault = true;
        st = st.body;
      }
    }
    // Statements before the first label never run (their declarations are still in scope).
    if (current) current.body.push(st);
  }
  const found = out.reduce((n, seg) => n + seg.cases.length, 0);
  if (found !== s.cases.length || (s.default !== undefined) !== out.some((seg) => seg.isDefault)) {
    throw unsupported(s.loc, "a 'case' label inside a nested statement of its switch");
  }
  return out;
}

/** True when running `stmts` never reaches their end (the last one is an unconditional jump). */
function endsInJump(stmts: readonly Stmt[]): boolean {
  const last = stmts[stmts.length - 1];
  if (!last) return false;
  if (last.kind === 'break' || last.kind === 'continue' || last.kind === 'return') return true;
  if (last.kind === 'compound') return endsInJump(last.body);
  return false;
}

export function emitSwitch(fx: FunctionEmitter, s: SwitchStmt): void {
  const segs = segments(s);
  const b = fx.b;
  const value = emitScalar(fx, s.cond);
  const signed = isSigned(s.cond.type);
  const type = scalarType(s.cond.type, s.loc) as IntegerType;
  const matches = (c: CaseStmt): Value => {
    const eq = (v: bigint, pred: 'eq' | 'sge' | 'sle' | 'uge' | 'ule'): Value => arithCmpi(b, pred, value, fx.constInt(v, type));
    if (c.last === undefined) return eq(c.value, 'eq');
    return arithBinary(b, 'arith.andi', eq(c.value, signed ? 'sge' : 'uge'), eq(c.last, signed ? 'sle' : 'ule'));
  };
  const anyOf = (cases: readonly CaseStmt[]): Value | undefined => {
    let r: Value | undefined;
    for (const c of cases) {
      const m = matches(c);
      r = r ? arithBinary(b, 'arith.ori', r, m) : m;
    }
    return r;
  };
  const bodySignals = fx.signals(s.body);
  const frame = fx.loops[fx.loops.length - 1];
  const breakFlag = bodySignals.has('break') ? fx.newFlag() : undefined;
  if (breakFlag) fx.setFlag(breakFlag, false);
  // `continue` in a switch continues the enclosing loop.
  fx.loops.push({ breakFlag, continueFlag: frame?.continueFlag });
  try {
    const fallsThrough = segs.some((seg, i) => i < segs.length - 1 && !endsInJump(seg.body));
    if (!fallsThrough) emitChain(fx, segs, anyOf);
    else emitWithFallThrough(fx, segs, anyOf, bodySignals);
  } finally {
    fx.loops.pop();
  }
}

/** No fall-through: `if (case labels of seg 1) seg 1 else if ... else default`, trailing breaks dropped. */
function emitChain(fx: FunctionEmitter, segs: readonly Segment[], anyOf: (c: readonly CaseStmt[]) => Value | undefined): void {
  const labelled = segs.filter((seg) => seg.cases.length > 0 && !seg.isDefault);
  const fallback = segs.find((seg) => seg.isDefault);
  const bodyOf = (seg: Segment): Stmt[] => {
    const last = seg.body[seg.body.length - 1];
    return last?.kind === 'break' ? seg.body.slice(0, -1) : seg.body;
  };
  const emitFrom = (i: number): void => {
    if (i === labelled.length) {
      if (fallback) emitStatements(fx, bodyOf(fallback));
      return;
    }
    const cond = anyOf(labelled[i]!.cases)!;
    const rest = i + 1 < labelled.length || fallback ? (): Value[] => (emitFrom(i + 1), []) : undefined;
    emitIf(fx, cond, [], () => (emitStatements(fx, bodyOf(labelled[i]!)), []), rest);
  };
  if (segs.length) emitFrom(0);
}

/** With fall-through: each segment runs when active (an earlier one fell into it) or when its label matches. */
function emitWithFallThrough(fx: FunctionEmitter, segs: readonly Segment[], anyOf: (c: readonly CaseStmt[]) => Value | undefined, signals: Set<Signal>): void {
  const b = fx.b;
  const active = fx.newFlag();
  fx.setFlag(active, false);
  const all = segs.flatMap((seg) => seg.cases);
  const noCase = (): Value => {
    const any = anyOf(all);
    return any ? not(fx, any) : fx.constBool(true);
  };
  // Once a segment has broken, continued or returned, the later ones must not run.
  const exits = [...signals];
  for (const seg of segs) {
    let cond = fx.readFlag(active);
    const own = seg.isDefault ? noCase() : anyOf(seg.cases)!;
    const mine = seg.isDefault && seg.cases.length ? arithBinary(b, 'arith.ori', own, anyOf(seg.cases)!) : own;
    cond = arithBinary(b, 'arith.ori', cond, mine);
    if (exits.length) cond = arithBinary(b, 'arith.andi', cond, noSignal(fx, signalFlags(fx, exits)));
    emitIf(fx, cond, [], () => {
      fx.setFlag(active, true);
      emitStatements(fx, seg.body);
      return [];
    });
  }
}
