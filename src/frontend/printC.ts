// Prints C types in declarator syntax (`double (*)[n]`) and typed expressions as C source, for
// diagnostics and the typed-AST dump.

import type { Expr } from './ast.js';
import { floatKindName, integerKindName, unqualified, type CType, type Qualifiers } from './ctypes.js';

function qualifierText(q: Qualifiers | undefined): string {
  const parts: string[] = [];
  if (q?.const) parts.push('const');
  if (q?.volatile) parts.push('volatile');
  if (q?.restrict) parts.push('restrict');
  if (q?.atomic) parts.push('_Atomic');
  return parts.join(' ');
}

/** `t` in C syntax, as a declaration of `inner` (an abstract declarator when `inner` is empty). */
export function typeToString(t: CType, inner = ''): string {
  switch (t.kind) {
    case 'pointer': {
      const q = qualifierText(t.quals);
      const star = `*${q ? q + (inner ? ' ' : '') : ''}${inner}`;
      const wrap = t.pointee.kind === 'array' || t.pointee.kind === 'function';
      return typeToString(t.pointee, wrap ? `(${star})` : star);
    }
    case 'array': {
      const len =
        t.length.kind === 'constant' ? String(t.length.value) : t.length.kind === 'variable' ? exprToString(t.length.expr) : '';
      return typeToString(t.element, `${inner}[${len}]`);
    }
    case 'function': {
      const params = t.params.map((p) => typeToString(p));
      if (t.variadic) params.push('...');
      const list = t.prototyped ? (params.length ? params.join(', ') : 'void') : '';
      return typeToString(t.result, `${inner}(${list})`);
    }
    default: {
      const base =
        t.kind === 'void'
          ? 'void'
          : t.kind === 'integer'
            ? integerKindName(t.ikind)
            : t.kind === 'floating'
              ? floatKindName(t.fkind)
              : t.kind === 'complex'
                ? `_Complex ${typeToString(t.element)}`
                : `${t.decl.union ? 'union' : 'struct'} ${t.decl.tag ?? '<anonymous>'}`;
      const q = qualifierText(t.quals);
      const head = q ? `${q} ${base}` : base;
      return inner ? `${head} ${inner}` : head;
    }
  }
}

/** A C type as code holding a value of it sees it: without top-level qualifiers and without `restrict`. */
export function representationType(t: CType): string {
  return typeToString(unqualified(t))
    .replace(/\brestrict\b ?/g, '')
    .replace(/ +(?=[)\]]|$)/g, '');
}

const precedence: Record<string, number> = {
  '*': 13, '/': 13, '%': 13, '+': 12, '-': 12, '<<': 11, '>>': 11,
  '<': 10, '>': 10, '<=': 10, '>=': 10, '==': 9, '!=': 9, '&': 8, '^': 7, '|': 6, '&&': 5, '||': 4,
};

function level(e: Expr): number {
  switch (e.kind) {
    case 'binary':
    case 'logical':
      return precedence[e.op]!;
    case 'conditional':
      return 3;
    case 'assign':
      return 2;
    case 'comma':
      return 1;
    case 'unary':
    case 'addressOf':
    case 'deref':
    case 'sizeof':
      return 14;
    case 'incDec':
      return e.prefix ? 14 : 15;
    case 'cast':
      return e.implicit ? level(e.operand) : 14;
    default:
      return 16;
  }
}

function sub(e: Expr, min: number): string {
  const s = exprToString(e);
  return level(e) < min ? `(${s})` : s;
}

function stringLiteralText(value: string): string {
  let out = '"';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (c < 32 || c > 126) out += `\\${c.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** `e` as C source; implicit conversions are not shown. */
export function exprToString(e: Expr): string {
  switch (e.kind) {
    case 'integerLiteral':
      return e.value.toString();
    case 'floatLiteral':
      return Number.isInteger(e.value) ? e.value.toFixed(1) : String(e.value);
    case 'stringLiteral':
      return stringLiteralText(e.value);
    case 'declRef':
      return e.decl.name;
    case 'unary':
      return `${e.op}${sub(e.operand, 14)}`;
    case 'addressOf':
      return `&${sub(e.operand, 14)}`;
    case 'deref':
      return `*${sub(e.operand, 14)}`;
    case 'incDec':
      return e.prefix ? `${e.op}${sub(e.operand, 14)}` : `${sub(e.operand, 15)}${e.op}`;
    case 'binary':
    case 'logical': {
      const p = precedence[e.op]!;
      return `${sub(e.lhs, p)} ${e.op} ${sub(e.rhs, p + 1)}`;
    }
    case 'assign':
      return `${sub(e.target, 14)} ${e.op} ${sub(e.value, 2)}`;
    case 'conditional':
      return `${sub(e.cond, 4)} ? ${sub(e.then, 1)} : ${sub(e.else, 3)}`;
    case 'comma':
      return `${sub(e.lhs, 1)}, ${sub(e.rhs, 2)}`;
    case 'call':
      return `${e.callee.name}(${e.args.map((a) => sub(a, 2)).join(', ')})`;
    case 'index':
      return `${sub(e.base, 15)}[${exprToString(e.index)}]`;
    case 'member':
      return `${sub(e.base, 15)}${e.arrow ? '->' : '.'}${e.field.name}`;
    case 'cast':
      return e.implicit ? exprToString(e.operand) : `(${typeToString(e.type)})${sub(e.operand, 14)}`;
    case 'sizeof':
      return e.operand ? `sizeof ${sub(e.operand, 14)}` : `sizeof(${typeToString(e.argType)})`;
    case 'stmtExpr':
      return `({ ...${e.result ? ` ${exprToString(e.result)};` : ''} })`;
    case 'compoundLiteral':
      return `(${typeToString(e.type)}){ ... }`;
    case 'initList':
      return `{ ${e.elements.map((x) => exprToString(x.value)).join(', ')} }`;
    case 'vaArg':
      return `__builtin_va_arg(${exprToString(e.operand)}, ${typeToString(e.type)})`;
  }
}
