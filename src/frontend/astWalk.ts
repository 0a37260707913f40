// Generic traversals of the typed AST: every nested statement, every expression and subexpression.

import type { Expr, Stmt } from './ast.js';

/** Calls `visit` on `s` and every statement nested in it. */
export function forEachStmt(s: Stmt, visit: (s: Stmt) => void): void {
  visit(s);
  switch (s.kind) {
    case 'compound':
    case 'scop':
      for (const b of s.body) forEachStmt(b, visit);
      break;
    case 'if':
      forEachStmt(s.then, visit);
      if (s.else) forEachStmt(s.else, visit);
      break;
    case 'while':
    case 'doWhile':
      forEachStmt(s.body, visit);
      break;
    case 'for':
      if (s.init) forEachStmt(s.init, visit);
      forEachStmt(s.body, visit);
      break;
    case 'switch':
    case 'case':
    case 'default':
    case 'label':
      forEachStmt(s.body, visit);
      break;
    default:
      break;
  }
}

/** Calls `visit` on every expression (and subexpression) in `s`. */
export function forEachExpr(s: Stmt, visit: (e: Expr) => void): void {
  forEachStmt(s, (st) => {
    for (const e of stmtExprs(st)) walkExpr(e, visit);
  });
}

/** The expressions a statement holds directly (not those of nested statements). */
function stmtExprs(s: Stmt): Expr[] {
  switch (s.kind) {
    case 'expr':
      return [s.expr];
    case 'decl':
      return s.decls.flatMap((d) => (d.init ? [d.init] : []));
    case 'if':
    case 'while':
    case 'doWhile':
    case 'switch':
      return [s.cond];
    case 'for':
      return [s.cond, s.step].filter((e): e is Expr => e !== undefined);
    case 'return':
      return s.value ? [s.value] : [];
    default:
      return [];
  }
}

/** Calls `visit` on `e` and its subexpressions, outermost first. */
export function walkExpr(e: Expr, visit: (e: Expr) => void): void {
  visit(e);
  switch (e.kind) {
    case 'unary':
    case 'addressOf':
    case 'deref':
    case 'incDec':
    case 'cast':
      walkExpr(e.operand, visit);
      break;
    case 'binary':
    case 'logical':
    case 'comma':
      walkExpr(e.lhs, visit);
      walkExpr(e.rhs, visit);
      break;
    case 'assign':
      walkExpr(e.target, visit);
      walkExpr(e.value, visit);
      break;
    case 'conditional':
      walkExpr(e.cond, visit);
      walkExpr(e.then, visit);
      walkExpr(e.else, visit);
      break;
    case 'call':
      for (const a of e.args) walkExpr(a, visit);
      break;
    case 'index':
      walkExpr(e.base, visit);
      walkExpr(e.index, visit);
      break;
    case 'member':
      walkExpr(e.base, visit);
      break;
    case 'sizeof':
      break;
    case 'stmtExpr':
      for (const st of e.body) forEachExpr(st, visit);
      if (e.result) walkExpr(e.result, visit);
      break;
    case 'compoundLiteral':
      if (e.decl.init) walkExpr(e.decl.init, visit);
      break;
    case 'initList':
      for (const x of e.elements) walkExpr(x.value, visit);
      break;
    case 'vaArg':
      walkExpr(e.operand, visit);
      break;
    default:
      break;
  }
}
