// The math dialect: elementary functions on floats (sqrt, exp, pow, ...) and a few integer ones.

import { Attribute, FloatAttr } from '../attributes.js';
import { roundToFormat } from '../floatFormat.js';
import { OpDefinition, defineOp } from '../opDefinition.js';
import { DialectDefinition } from '../opRegistry.js';
import { FloatType, Type, VectorType, isFloat, isSignlessIntegerOrIndex } from '../types.js';
import { FastMathAttr, fastMathNone, parseFastMathFlags } from './arithAttrs.js';

const elementOf = (t: Type): Type => (t instanceof VectorType ? t.elementType : t);

/** Exact-enough host evaluation used for folding; only functions JS computes with IEEE semantics are folded. */
const exactFolders: Record<string, ((...xs: number[]) => number) | undefined> = {
  'math.sqrt': Math.sqrt,
  'math.absf': Math.abs,
  'math.ceil': Math.ceil,
  'math.floor': Math.floor,
  'math.trunc': Math.trunc,
  'math.copysign': (a, b) => (Object.is(b, -0) || b < 0 ? -Math.abs(a) : Math.abs(a)),
  'math.fma': undefined, // JS has no fused multiply-add; a*b+c would round twice
};

type Kind = 'float' | 'int';

/** `%a[, %b[, %c]] [fastmath<..>] attr-dict : type` with all operands and the result of one type. */
function mathOp(name: string, arity: number, kind: Kind, summary: string): OpDefinition {
  const fastmath = kind === 'float';
  return defineOp({
    name,
    summary,
    traits: ['Pure'],
    properties: fastmath ? ['fastmath'] : [],
    defaults: fastmath ? { fastmath: fastMathNone } : {},
    parse(p) {
      const ops = [p.parseOperand()];
      for (let i = 1; i < arity; i++) {
        p.parseComma();
        ops.push(p.parseOperand());
      }
      const attrs = new Map<string, Attribute>();
      if (fastmath && p.parseOptionalKeyword(['fastmath'])) attrs.set('fastmath', parseFastMathFlags(p));
      p.parseOptionalAttrDict(attrs);
      const t = p.parseColonType();
      return p.create({ operands: p.resolveOperands(ops, t), resultTypes: [t], attributes: attrs });
    },
    print(p, op) {
      p.print(' ');
      p.printOperands(op.operandValues());
      const f = op.attr('fastmath');
      if (f instanceof FastMathAttr && !f.isNone) p.print(` fastmath<${f.flagsText()}>`);
      p.printOptionalAttrDict(op.attributes, ['fastmath']);
      p.print(' : ');
      p.printType(op.result().type);
    },
    verify(op) {
      if (op.numOperands !== arity) throw op.emitError(`expects ${arity} operands`);
      const t = op.result().type;
      for (const o of op.operandValues()) if (o.type !== t) throw op.emitError('requires the same type for all operands and results');
      const ok = kind === 'float' ? isFloat(elementOf(t)) : isSignlessIntegerOrIndex(elementOf(t));
      if (!ok) throw op.emitError(`operand #0 must be ${kind === 'float' ? 'floating-point-like' : 'signless-integer-like'}, but got '${t.key}'`);
    },
    fold(op, c) {
      const f = exactFolders[name];
      if (!f || !c.every((a) => a instanceof FloatAttr)) return undefined;
      const t = op.result().type as FloatType;
      const r = f(...c.map((a) => (a as FloatAttr).value));
      return [new FloatAttr(roundToFormat(r, t.semantics), t)];
    },
  });
}

/** math.fpowi: `%x, %n : f64, i32`. */
const fpowiOp = defineOp({
  name: 'math.fpowi',
  summary: 'floating point raised to a signed integer power',
  traits: ['Pure'],
  properties: ['fastmath'],
  defaults: { fastmath: fastMathNone },
  parse(p) {
    const a = p.parseOperand();
    p.parseComma();
    const b = p.parseOperand();
    const attrs = new Map<string, Attribute>();
    if (p.parseOptionalKeyword(['fastmath'])) attrs.set('fastmath', parseFastMathFlags(p));
    p.parseOptionalAttrDict(attrs);
    const [ft, it] = p.parseColonTypeList();
    if (!it) p.error('expected two types: the float type and the integer power type');
    return p.create({ operands: [p.resolveOperand(a, ft), p.resolveOperand(b, it)], resultTypes: [ft], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printOperands(op.operandValues());
    const f = op.attr('fastmath');
    if (f instanceof FastMathAttr && !f.isNone) p.print(` fastmath<${f.flagsText()}>`);
    p.printOptionalAttrDict(op.attributes, ['fastmath']);
    p.print(' : ');
    p.printTypes([op.operand(0).type, op.operand(1).type]);
  },
  verify(op) {
    if (!isFloat(elementOf(op.operand(0).type)) || op.result().type !== op.operand(0).type) throw op.emitError('expects a float base and result of the same type');
    if (!isSignlessIntegerOrIndex(elementOf(op.operand(1).type))) throw op.emitError('expects a signless integer power');
  },
});

const unaryFloat = [
  ['absf', 'floating point absolute value'],
  ['acos', 'arcus cosine'],
  ['acosh', 'hyperbolic arcus cosine'],
  ['asin', 'arcus sine'],
  ['asinh', 'hyperbolic arcus sine'],
  ['atan', 'arcus tangent'],
  ['atanh', 'hyperbolic arcus tangent'],
  ['cbrt', 'cube root'],
  ['ceil', 'ceiling'],
  ['cos', 'cosine'],
  ['cosh', 'hyperbolic cosine'],
  ['erf', 'error function'],
  ['exp', 'base-e exponential'],
  ['exp2', 'base-2 exponential'],
  ['expm1', 'base-e exponential minus 1'],
  ['floor', 'floor'],
  ['log', 'natural logarithm'],
  ['log10', 'base-10 logarithm'],
  ['log1p', 'natural logarithm of one plus the operand'],
  ['log2', 'base-2 logarithm'],
  ['round', 'round to nearest, ties away from zero'],
  ['roundeven', 'round to nearest, ties to even'],
  ['rsqrt', 'reciprocal of square root'],
  ['sin', 'sine'],
  ['sinh', 'hyperbolic sine'],
  ['sqrt', 'square root'],
  ['tan', 'tangent'],
  ['tanh', 'hyperbolic tangent'],
  ['trunc', 'truncation toward zero'],
] as const;

export const mathOps: OpDefinition[] = [
  ...unaryFloat.map(([n, s]) => mathOp(`math.${n}`, 1, 'float', s)),
  mathOp('math.atan2', 2, 'float', '2-argument arcus tangent'),
  mathOp('math.copysign', 2, 'float', 'copy the sign of one value to another'),
  mathOp('math.powf', 2, 'float', 'floating point raised to a floating point power'),
  mathOp('math.fma', 3, 'float', 'fused multiply-add'),
  mathOp('math.absi', 1, 'int', 'integer absolute value'),
  mathOp('math.ctlz', 1, 'int', 'count leading zero bits'),
  mathOp('math.cttz', 1, 'int', 'count trailing zero bits'),
  mathOp('math.ctpop', 1, 'int', 'count set bits'),
  mathOp('math.ipowi', 2, 'int', 'signed integer raised to an integer power'),
  fpowiOp,
];

export const mathDialect: DialectDefinition = { name: 'math', ops: mathOps };
