// A readable indented dump of the typed AST (like clang's -ast-dump), for tests and debugging.

import type { CountedLoop, Expr, FunctionDecl, Stmt, TranslationUnit, VarDecl } from './ast.js';
import { exprToString, typeToString } from './printC.js';

export interface DumpOptions {
  /** Also list declarations without a definition (e.g. every prototype of the libc headers). */
  readonly declarations?: boolean;
}

/** Functions with bodies and defined globals (everything, with `declarations`), one node per line. */
export function dumpTranslationUnit(tu: TranslationUnit, options: DumpOptions = {}): string {
  const out: string[] = [];
  for (const g of tu.globals) {
    if (g.isDefinition || options.declarations) dumpVar(g, 'Global', 0, out);
  }
  for (const f of tu.functions) {
    if (f.body || options.declarations) dumpFunction(f, out);
  }
  return out.join('\n');
}

export function dumpFunction(f: FunctionDecl, out: string[] = []): string[] {
  const flags = [f.storage !== 'none' ? f.storage : '', f.inline ? 'inline' : ''].filter((s) => s).join(' ');
  out.push(`Function ${f.name} '${typeToString(f.type)}'${flags ? ` ${flags}` : ''}${f.body ? '' : ' declaration'}`);
  for (const p of f.params) dumpVar(p, 'Param', 1, out);
  if (f.body) dumpStmt(f.body, 1, out);
  return out;
}

function pad(depth: number): string {
  return '  '.repeat(depth);
}

function dumpVar(v: VarDecl, label: string, depth: number, out: string[]): void {
  const declared = v.declaredType !== v.type ? ` declared '${typeToString(v.declaredType)}'` : '';
  const flags = [v.storage !== 'none' ? v.storage : '', v.addressTaken ? 'address-taken' : ''].filter((s) => s).join(' ');
  out.push(`${pad(depth)}${label} ${v.name || '<unnamed>'} '${typeToString(v.type)}'${declared}${flags ? ` ${flags}` : ''}`);
  if (v.init) dumpExpr(v.init, depth + 1, out);
}

function countedText(c: CountedLoop): string {
  return `counted(iv=${c.iv.name}, start=${exprToString(c.start)}, ${c.comparison} ${exprToString(c.bound)}, step=${c.step})`;
}

function dumpStmt(s: Stmt, depth: number, out: string[]): void {
  const p = pad(depth);
  switch (s.kind) {
    case 'compound':
      out.push(`${p}Compound`);
      for (const b of s.body) dumpStmt(b, depth + 1, out);
      return;
    case 'scop':
      out.push(`${p}Scop`);
      for (const b of s.body) dumpStmt(b, depth + 1, out);
      return;
    case 'decl':
      out.push(`${p}Decl`);
      for (const d of s.decls) dumpVar(d, 'Var', depth + 1, out);
      return;
    case 'expr':
      out.push(`${p}ExprStmt`);
      dumpExpr(s.expr, depth + 1, out);
      return;
    case 'null':
      out.push(`${p}Null`);
      return;
    case 'if':
      out.push(`${p}If${s.else ? ' else' : ''}`);
      dumpExpr(s.cond, depth + 1, out);
      dumpStmt(s.then, depth + 1, out);
      if (s.else) dumpStmt(s.else, depth + 1, out);
      return;
    case 'while':
      out.push(`${p}While`);
      dumpExpr(s.cond, depth + 1, out);
      dumpStmt(s.body, depth + 1, out);
      return;
    case 'doWhile':
      out.push(`${p}DoWhile`);
      dumpStmt(s.body, depth + 1, out);
      dumpExpr(s.cond, depth + 1, out);
      return;
    case 'for':
      out.push(`${p}For${s.counted ? ` ${countedText(s.counted)}` : ''}`);
      if (s.init) dumpStmt(s.init, depth + 1, out);
      else out.push(`${pad(depth + 1)}<no init>`);
      if (s.cond) dumpExpr(s.cond, depth + 1, out);
      else out.push(`${pad(depth + 1)}<no cond>`);
      if (s.step) dumpExpr(s.step, depth + 1, out);
      else out.push(`${pad(depth + 1)}<no step>`);
      dumpStmt(s.body, depth + 1, out);
      return;
    case 'break':
      out.push(`${p}Break`);
      return;
    case 'continue':
      out.push(`${p}Continue`);
      return;
    case 'return':
      out.push(`${p}Return`);
      if (s.value) dumpExpr(s.value, depth + 1, out);
      return;
    case 'switch':
      out.push(`${p}Switch`);
      dumpExpr(s.cond, depth + 1, out);
      dumpStmt(s.body, depth + 1, out);
      return;
    case 'case':
      out.push(`${p}Case ${s.value}${s.last !== undefined ? ` ... ${s.last}` : ''}`);
      dumpStmt(s.body, depth + 1, out);
      return;
    case 'default':
      out.push(`${p}Default`);
      dumpStmt(s.body, depth + 1, out);
      return;
    case 'label':
      out.push(`${p}Label ${s.name}`);
      dumpStmt(s.body, depth + 1, out);
      return;
    case 'goto':
      out.push(`${p}Goto ${s.label}`);
      return;
    case 'asm':
      out.push(`${p}Asm`);
      return;
  }
}

function exprHead(e: Expr): string {
  switch (e.kind) {
    case 'integerLiteral':
      return `IntegerLiteral ${e.value}`;
    case 'floatLiteral':
      return `FloatLiteral ${e.value}`;
    case 'stringLiteral':
      return `StringLiteral ${exprToString(e)}`;
    case 'declRef':
      return `DeclRef ${e.decl.name}`;
    case 'unary':
      return `Unary '${e.op}'`;
    case 'addressOf':
      return 'AddressOf';
    case 'deref':
      return 'Deref';
    case 'incDec':
      return `IncDec ${e.prefix ? 'prefix' : 'postfix'} '${e.op}'`;
    case 'binary':
      return `Binary '${e.op}'`;
    case 'logical':
      return `Logical '${e.op}'`;
    case 'assign':
      return `Assign '${e.op}'${e.op === '=' ? '' : ` computation '${typeToString(e.computationType)}'`}`;
    case 'conditional':
      return 'Conditional';
    case 'comma':
      return 'Comma';
    case 'call':
      return `Call ${e.callee.name}`;
    case 'index':
      return 'Index';
    case 'member':
      return `Member ${e.arrow ? '->' : '.'}${e.field.name}`;
    case 'cast':
      return `${e.implicit ? 'ImplicitCast' : 'Cast'} ${e.castKind}`;
    case 'sizeof':
      return `Sizeof '${typeToString(e.argType)}'`;
    case 'stmtExpr':
      return 'StmtExpr';
    case 'compoundLiteral':
      return 'CompoundLiteral';
    case 'initList':
      return `InitList ${e.elements.map((x) => `[${x.path.map((p) => ('index' in p ? p.index : p.field.name)).join('.')}]`).join(' ')}`;
    case 'vaArg':
      return 'VaArg';
  }
}

function exprChildren(e: Expr): Expr[] {
  switch (e.kind) {
    case 'unary':
    case 'addressOf':
    case 'deref':
    case 'incDec':
    case 'cast':
      return [e.operand];
    case 'binary':
    case 'logical':
    case 'comma':
      return [e.lhs, e.rhs];
    case 'assign':
      return [e.target, e.value];
    case 'conditional':
      return [e.cond, e.then, e.else];
    case 'call':
      return e.args;
    case 'index':
      return [e.base, e.index];
    case 'member':
      return [e.base];
    case 'sizeof':
      return e.operand ? [e.operand] : [];
    case 'stmtExpr':
      return e.result ? [e.result] : [];
    case 'compoundLiteral':
      return e.decl.init ? [e.decl.init] : [];
    case 'initList':
      return e.elements.map((x) => x.value);
    case 'vaArg':
      return [e.operand];
    default:
      return [];
  }
}

function dumpExpr(e: Expr, depth: number, out: string[]): void {
  const constant = e.constValue !== undefined ? ` = ${e.constValue}` : '';
  out.push(`${pad(depth)}${exprHead(e)} '${typeToString(e.type)}'${e.category === 'lvalue' ? ' lvalue' : ''}${constant}`);
  for (const c of exprChildren(e)) dumpExpr(c, depth + 1, out);
}
