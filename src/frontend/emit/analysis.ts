// Facts about a function body that emission needs before it starts: which variables are assigned, which
// counted-loop induction variables are read after their loops, what early exits each statement may take,
// and which expressions can be evaluated speculatively.

import { forEachExpr, walkExpr } from '../astWalk.js';
import type { Call, Expr, FunctionDecl, Stmt, VarDecl } from '../ast.js';

/** Variables that are the target of an assignment or increment (their declaration's initializer excluded). */
export function assignedVariables(body: Stmt): Set<VarDecl> {
  const out = new Set<VarDecl>();
  forEachExpr(body, (e) => {
    const target = e.kind === 'assign' ? e.target : e.kind === 'incDec' ? e.operand : undefined;
    if (target?.kind === 'declRef') out.add(target.decl);
  });
  return out;
}

/**
 * Variables read outside the counted loops that have them as induction variable. Emission keeps such a
 * variable's memory up to date after each of its counted loops (C leaves the first failing value in it).
 */
export function readOutsideCountedLoops(body: Stmt): Set<VarDecl> {
  const out = new Set<VarDecl>();
  const visitExpr = (e: Expr | undefined, active: ReadonlySet<VarDecl>): void => {
    if (!e) return;
    const assignedTo = new Set<Expr>();
    walkExpr(e, (x) => {
      if (x.kind === 'assign' && x.op === '=') assignedTo.add(x.target);
      if (x.kind === 'declRef' && !assignedTo.has(x) && !active.has(x.decl)) out.add(x.decl);
    });
  };
  const visit = (s: Stmt, active: ReadonlySet<VarDecl>): void => {
    switch (s.kind) {
      case 'compound':
      case 'scop':
        for (const c of s.body) visit(c, active);
        return;
      case 'decl':
        for (const d of s.decls) visitExpr(d.init, active);
        return;
      case 'expr':
        return visitExpr(s.expr, active);
      case 'if':
        visitExpr(s.cond, active);
        visit(s.then, active);
        if (s.else) visit(s.else, active);
        return;
      case 'while':
      case 'doWhile':
        visitExpr(s.cond, active);
        return visit(s.body, active);
      case 'for':
        if (s.counted) {
          visitExpr(s.counted.start, active);
          visitExpr(s.counted.bound, active);
          return visit(s.body, new Set([...active, s.counted.iv]));
        }
        if (s.init) visit(s.init, active);
        visitExpr(s.cond, active);
        visitExpr(s.step, active);
        return visit(s.body, active);
      case 'return':
        return visitExpr(s.value, active);
      case 'switch':
        visitExpr(s.cond, active);
        return visit(s.body, active);
      case 'case':
      case 'default':
      case 'label':
        return visit(s.body, active);
      default:
        return;
    }
  };
  visit(body, new Set());
  return out;
}

/** An early exit a statement may take out of its context; `goto:L` jumps forward to label L. */
export type Signal = 'break' | 'continue' | 'return' | `goto:${string}`;

/** The labels a statement list has at its top level (a label may label another label), by position. */
export function labelsIn(stmts: readonly Stmt[]): Map<string, number> {
  const out = new Map<string, number>();
  stmts.forEach((s, i) => {
    for (let l: Stmt = s; l.kind === 'label'; l = l.body) out.set(l.name, i);
  });
  return out;
}

/**
 * The early exits `s` may take to the statements around it: loops consume their own breaks and continues, a
 * switch its breaks.
 */
export function signalsOf(s: Stmt): Set<Signal> {
  const out = new Set<Signal>();
  const visit = (st: Stmt, breaks: boolean, continues: boolean): void => {
    switch (st.kind) {
      case 'break':
        if (!breaks) out.add('break');
        return;
      case 'continue':
        if (!continues) out.add('continue');
        return;
      case 'return':
        out.add('return');
        return;
      case 'goto':
        out.add(`goto:${st.label}`);
        return;
      case 'compound':
      case 'scop': {
        // A goto to a label later in the same block lands there: the block consumes it.
        const labels = labelsIn(st.body);
        st.body.forEach((c, i) => {
          for (const sig of signalsOf(c)) {
            const target = sig.startsWith('goto:') ? labels.get(sig.slice(5)) : undefined;
            if (target !== undefined && target > i) continue;
            if (sig === 'break' && breaks) continue;
            if (sig === 'continue' && continues) continue;
            out.add(sig);
          }
        });
        return;
      }
      case 'if':
        visit(st.then, breaks, continues);
        if (st.else) visit(st.else, breaks, continues);
        return;
      case 'while':
      case 'doWhile':
      case 'for':
        return visit(st.body, true, true);
      case 'switch':
        return visit(st.body, true, continues);
      case 'case':
      case 'default':
      case 'label':
        return visit(st.body, breaks, continues);
      default:
        return;
    }
  };
  visit(s, false, false);
  return out;
}

/** Whether the only `return` of a function body is its last top-level statement (or there is none). */
export function returnsOnlyAtEnd(body: Stmt): boolean {
  if (body.kind !== 'compound') return !signalsOf(body).has('return');
  const last = body.body.length - 1;
  return body.body.every((s, i) => (i === last && s.kind === 'return') || !signalsOf(s).has('return'));
}

/**
 * Whether `e` can be evaluated even where C would not evaluate it: no side effects, no memory access that
 * could fault (only scalar variables are read), no division that could trap.
 */
export function isSpeculatable(e: Expr): boolean {
  if (e.constValue !== undefined) return true;
  switch (e.kind) {
    case 'integerLiteral':
    case 'floatLiteral':
      return true;
    case 'declRef':
      return e.decl.type.kind !== 'array';
    case 'cast':
      return e.castKind !== 'arrayToPointer' && e.type.kind !== 'pointer' && isSpeculatable(e.operand);
    case 'unary':
      return isSpeculatable(e.operand);
    case 'binary':
      // Integer division by zero traps; floating division does not.
      if ((e.op === '/' || e.op === '%') && e.type.kind === 'integer') return false;
      return e.lhs.type.kind !== 'pointer' && isSpeculatable(e.lhs) && isSpeculatable(e.rhs);
    case 'logical':
      return isSpeculatable(e.lhs) && isSpeculatable(e.rhs);
    default:
      return false;
  }
}

/**
 * The `T *` parameters (pointers to numbers, not declared as arrays) that some call in the translation unit may
 * point into the middle of an array (`f(a + 1)`, `f(&A[i][0])`, a pointer that walks): those are passed with their
 * position (ModuleEmitter.carriesOffset). An argument is at the start of an array when it is a named array, the
 * address of a scalar, an allocation, or a pointer variable or parameter that is itself at the start.
 */
export function parametersWithPositions(functions: readonly FunctionDecl[], isPointerParam: (p: VarDecl) => boolean): Set<VarDecl> {
  const out = new Set<VarDecl>();
  const calls: Call[] = [];
  const assigned = new Set<VarDecl>();
  for (const fn of functions) {
    if (!fn.body) continue;
    for (const v of assignedVariables(fn.body)) assigned.add(v);
    forEachExpr(fn.body, (e) => {
      if (e.kind === 'call' && e.callee.body) calls.push(e);
    });
  }
  const atStart = (e: Expr): boolean => {
    while (e.kind === 'cast' && (e.castKind === 'noop' || e.castKind === 'pointerBitcast')) e = e.operand;
    if (e.kind === 'cast' && e.castKind === 'arrayToPointer') return e.operand.kind === 'declRef';
    if (e.kind === 'addressOf') return e.operand.kind === 'declRef' && e.operand.type.kind !== 'array';
    if (e.kind === 'call') return !e.callee.body;
    if (e.kind === 'cast' && e.castKind === 'lvalueToRvalue' && e.operand.kind === 'declRef') {
      const v = e.operand.decl;
      // A pointer variable may have been moved; a parameter is at the start unless callers pass positions.
      return v.scope === 'param' ? !out.has(v) && !assigned.has(v) : !assigned.has(v) && v.init !== undefined && atStart(v.init);
    }
    return false;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of calls) {
      c.args.forEach((a, i) => {
        const p = c.callee.params[i];
        if (!p || out.has(p) || !isPointerParam(p) || atStart(a)) return;
        out.add(p);
        changed = true;
      });
    }
  }
  return out;
}
