// libm calls become math and arith ops (Polygeist III-A c), so that later passes can see and move them.

import type { FunctionDecl } from '../ast.js';

/** A libm function and the op computing it (same operand order; the result type is the argument type). */
export interface LibmCallee {
  readonly kind: 'libm';
  readonly op: string;
  readonly arity: number;
}

// Each op computes exactly what the C function returns: arith.remf is fmod, minnumf/maxnumf are fmin/fmax
// (a NaN operand yields the other one), math.round rounds halves away from zero like C's round.
const unaryOps: Record<string, string> = {
  sqrt: 'math.sqrt',
  exp: 'math.exp',
  exp2: 'math.exp2',
  expm1: 'math.expm1',
  log: 'math.log',
  log2: 'math.log2',
  log10: 'math.log10',
  log1p: 'math.log1p',
  fabs: 'math.absf',
  floor: 'math.floor',
  ceil: 'math.ceil',
  round: 'math.round',
  trunc: 'math.trunc',
  sin: 'math.sin',
  cos: 'math.cos',
  tan: 'math.tan',
  asin: 'math.asin',
  acos: 'math.acos',
  atan: 'math.atan',
  sinh: 'math.sinh',
  cosh: 'math.cosh',
  tanh: 'math.tanh',
  cbrt: 'math.cbrt',
  erf: 'math.erf',
};

const binaryOps: Record<string, string> = {
  pow: 'math.powf',
  atan2: 'math.atan2',
  copysign: 'math.copysign',
  fmod: 'arith.remf',
  fmin: 'arith.minnumf',
  fmax: 'arith.maxnumf',
};

/** The op for a call of `fn` when it is the libm function of that name (double, or float with an `f` suffix). */
export function libmCallee(fn: FunctionDecl): LibmCallee | undefined {
  if (fn.body) return undefined;
  const t = fn.type;
  if (fn.name === 'abs' && t.params.length === 1 && t.params[0]!.kind === 'integer') return { kind: 'libm', op: 'math.absi', arity: 1 };
  const isFloat = fn.name.endsWith('f') && !(fn.name in unaryOps) && !(fn.name in binaryOps);
  const base = isFloat ? fn.name.slice(0, -1) : fn.name;
  const fkind = isFloat ? 'float' : 'double';
  const sameFloat = (x: { kind: string; fkind?: string }): boolean => x.kind === 'floating' && x.fkind === fkind;
  if (!sameFloat(t.result) || !t.prototyped || t.variadic || !t.params.every(sameFloat)) return undefined;
  if (base === 'fma' && t.params.length === 3) return { kind: 'libm', op: 'math.fma', arity: 3 };
  const unary = unaryOps[base];
  if (unary && t.params.length === 1) return { kind: 'libm', op: unary, arity: 1 };
  const bin = binaryOps[base];
  if (bin && t.params.length === 2) return { kind: 'libm', op: bin, arity: 2 };
  return undefined;
}
