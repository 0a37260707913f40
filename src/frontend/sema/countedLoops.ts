// Recognizes canonical counted `for` loops (the ones emission turns into scf.for) and records the
// induction variable, start, bound, comparison and constant step on the ForStmt.

import type { CountedLoop, Expr, ForStmt, Stmt, VarDecl } from '../ast.js';
import { isSignedInteger } from '../ctypes.js';
import { forEachExpr, forEachStmt } from '../astWalk.js';
import { identicalTypes } from './conversions.js';

/**
 * Annotates every counted loop in a checked function body (see CountedLoop for the conditions); `stable` are the
 * globals that keep their value in it (sema/stableGlobals.ts), which a bound may read.
 */
export function annotateCountedLoops(body: Stmt, stable: ReadonlySet<VarDecl>): void {
  forEachStmt(body, (s) => {
    if (s.kind === 'for') {
      const counted = countedLoop(s, stable);
      if (counted) s.counted = counted;
    }
  });
}

function countedLoop(loop: ForStmt, stable: ReadonlySet<VarDecl>): CountedLoop | undefined {
  const init = initialization(loop);
  if (!init) return undefined;
  const { iv, start } = init;
  if (iv.type.kind !== 'integer' || !isSignedInteger(iv.type) || iv.addressTaken) return undefined;
  const test = loop.cond ? comparison(loop.cond, iv) : undefined;
  const step = loop.step ? stepOf(loop.step, iv) : undefined;
  if (!test || step === undefined) return undefined;
  const up = test.comparison === '<' || test.comparison === '<=';
  if (up ? step <= 0n : step >= 0n) return undefined;
  const assigned = assignedVariables(loop.body);
  if (assigned.has(iv) || exitsEarly(loop.body, 0)) return undefined;
  // The bound must not change while the loop runs, so it may not read the induction variable either.
  if (!isInvariant(test.bound, new Set([...assigned, iv]), stable)) return undefined;
  return { iv, start, comparison: test.comparison, bound: test.bound, step };
}

function initialization(loop: ForStmt): { iv: VarDecl; start: Expr } | undefined {
  const init = loop.init;
  if (!init) return undefined;
  if (init.kind === 'decl') {
    const d = init.decls.length === 1 ? init.decls[0]! : undefined;
    return d?.init ? { iv: d, start: d.init } : undefined;
  }
  const e = init.expr;
  if (e.kind !== 'assign' || e.op !== '=' || e.target.kind !== 'declRef') return undefined;
  return { iv: e.target.decl, start: e.value };
}

/** The load of `iv` itself (no conversion), as C's rvalue conversion produces it. */
function isLoadOf(e: Expr, iv: VarDecl): boolean {
  return e.kind === 'cast' && e.castKind === 'lvalueToRvalue' && e.operand.kind === 'declRef' && e.operand.decl === iv;
}

const flipped = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as const;

/** `iv < bound` (or `bound > iv`, ...) compared in iv's own type. */
function comparison(cond: Expr, iv: VarDecl): { comparison: CountedLoop['comparison']; bound: Expr } | undefined {
  const c = cond.kind === 'cast' && cond.castKind === 'toBool' ? cond.operand : cond;
  if (c.kind !== 'binary') return undefined;
  const op = c.op;
  if (op !== '<' && op !== '<=' && op !== '>' && op !== '>=') return undefined;
  if (isLoadOf(c.lhs, iv) && identicalTypes(c.rhs.type, iv.type)) return { comparison: op, bound: c.rhs };
  if (isLoadOf(c.rhs, iv) && identicalTypes(c.lhs.type, iv.type)) return { comparison: flipped[op], bound: c.lhs };
  return undefined;
}

/** The constant step of `iv++`, `--iv`, `iv += c`, `iv -= c`, `iv = iv + c`, `iv = c + iv`, `iv = iv - c`. */
function stepOf(step: Expr, iv: VarDecl): bigint | undefined {
  const targetsIv = (e: Expr): boolean => e.kind === 'declRef' && e.decl === iv;
  if (step.kind === 'incDec' && targetsIv(step.operand)) return step.op === '++' ? 1n : -1n;
  if (step.kind !== 'assign' || !targetsIv(step.target)) return undefined;
  const constant = (e: Expr): bigint | undefined => (typeof e.constValue === 'bigint' ? e.constValue : undefined);
  if (step.op === '+=' || step.op === '-=') {
    if (!identicalTypes(step.computationType, iv.type)) return undefined;
    const c = constant(step.value);
    return c === undefined ? undefined : step.op === '+=' ? c : -c;
  }
  if (step.op !== '=' || step.value.kind !== 'binary') return undefined;
  const { op, lhs, rhs } = step.value;
  if (!identicalTypes(step.value.type, iv.type)) return undefined;
  if (op === '+' && isLoadOf(lhs, iv)) return constant(rhs);
  if (op === '+' && isLoadOf(rhs, iv)) return constant(lhs);
  if (op === '-' && isLoadOf(lhs, iv)) {
    const c = constant(rhs);
    return c === undefined ? undefined : -c;
  }
  return undefined;
}

/**
 * True when `e` has no side effects and reads only constants, scalar locals/parameters not in `assigned` and
 * `stable` globals.
 */
function isInvariant(e: Expr, assigned: ReadonlySet<VarDecl>, stable: ReadonlySet<VarDecl>): boolean {
  if (e.constValue !== undefined) return true;
  switch (e.kind) {
    case 'integerLiteral':
    case 'floatLiteral':
      return true;
    case 'cast':
      if (e.castKind === 'lvalueToRvalue') {
        const v = e.operand.kind === 'declRef' ? e.operand.decl : undefined;
        if (v && stable.has(v)) return true;
        return !!v && v.scope !== 'global' && v.storage !== 'static' && !v.addressTaken && !assigned.has(v);
      }
      return e.castKind !== 'arrayToPointer' && isInvariant(e.operand, assigned, stable);
    case 'unary':
      return isInvariant(e.operand, assigned, stable);
    case 'binary':
    case 'logical':
      return isInvariant(e.lhs, assigned, stable) && isInvariant(e.rhs, assigned, stable);
    case 'conditional':
      return isInvariant(e.cond, assigned, stable) && isInvariant(e.then, assigned, stable) && isInvariant(e.else, assigned, stable);
    case 'sizeof':
      return e.operand === undefined || isInvariant(e.operand, assigned, stable);
    default:
      return false;
  }
}

/** Variables assigned or incremented directly (not through pointers or subscripts) anywhere in `s`. */
function assignedVariables(s: Stmt): Set<VarDecl> {
  const out = new Set<VarDecl>();
  forEachExpr(s, (e) => {
    const target = e.kind === 'assign' ? e.target : e.kind === 'incDec' ? e.operand : undefined;
    if (target?.kind === 'declRef') out.add(target.decl);
  });
  forEachStmt(s, (st) => {
    if (st.kind === 'decl') for (const d of st.decls) out.add(d);
  });
  return out;
}

/** True when `s` has a `return`, or a `break` that leaves the loop being examined (`depth` 0). */
function exitsEarly(s: Stmt, depth: number): boolean {
  switch (s.kind) {
    case 'return':
      return true;
    case 'break':
      return depth === 0;
    case 'compound':
      return s.body.some((b) => exitsEarly(b, depth));
    case 'scop':
      return s.body.some((b) => exitsEarly(b, depth));
    case 'if':
      return exitsEarly(s.then, depth) || (s.else !== undefined && exitsEarly(s.else, depth));
    case 'while':
    case 'doWhile':
    case 'for':
    case 'switch':
      // A break inside a nested loop or switch leaves that statement, not this loop.
      return exitsEarly(s.body, depth + 1);
    case 'case':
    case 'default':
    case 'label':
      return exitsEarly(s.body, depth);
    case 'goto':
      return true;
    default:
      return false;
  }
}
