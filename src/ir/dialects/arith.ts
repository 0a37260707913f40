// The arith dialect: constants, integer and float arithmetic, comparisons, select and casts.

import { Attribute, DenseElementsAttr, FloatAttr, IntegerAttr } from '../attributes.js';
import type { Builder } from '../builder.js';
import { FoldResult, OpAsmParser, OpAsmPrinter, OpDefinition, defineOp } from '../opDefinition.js';
import { DialectDefinition } from '../opRegistry.js';
import { Operation, Value } from '../operation.js';
import {
  FloatType,
  IndexType,
  IntegerType,
  Type,
  VectorType,
  i1,
  isFloat,
  isSignlessIntegerOrIndex,
} from '../types.js';
import {
  type CmpfPredicate,
  type CmpiPredicate,
  FastMathAttr,
  OverflowAttr,
  cmpfPredicates,
  cmpiPredicates,
  fastMathNone,
  overflowNone,
  parseArithAttribute,
  parseFastMathFlags,
  parseOverflowFlags,
} from './arithAttrs.js';
import { evalCmpF, evalCmpI, foldCast, foldFloatBinary, foldIntBinary } from './arithFold.js';
import { parseCastSyntax, printCastSyntax } from './common.js';

/** Element type for scalar-or-vector operand checks. */
function elementOf(t: Type): Type {
  return t instanceof VectorType ? t.elementType : t;
}
const isIntLike = (t: Type): boolean => isSignlessIntegerOrIndex(elementOf(t));
const isFloatLike = (t: Type): boolean => isFloat(elementOf(t));

function verifySameOperandsAndResult(op: Operation, check: (t: Type) => boolean, what: string): void {
  const t = op.result().type;
  for (const o of op.operandValues()) if (o.type !== t) throw op.emitError('requires the same type for all operands and results');
  if (!check(t)) throw op.emitError(`operand #0 must be ${what}, but got '${t.key}'`);
}

// ------------------------------------------------------------------------ constant

function constantResultName(op: Operation): (string | undefined)[] {
  const v = op.attr('value');
  if (v instanceof IntegerAttr) {
    if (v.type.kind === 'integer' && v.type.width === 1) return [v.value ? 'true' : 'false'];
    return [`c${v.value}${v.type.kind === 'integer' ? '_' + v.type.key : ''}`];
  }
  return ['cst'];
}

const constantOp = defineOp({
  name: 'arith.constant',
  summary: 'integer or floating point constant',
  traits: ['Pure', 'ConstantLike'],
  properties: ['value'],
  parse(p) {
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    const loc = p.loc();
    const value = p.parseAttribute();
    let type: Type;
    if (value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof DenseElementsAttr) type = value.type;
    else return p.error('expected an integer, float or dense elements constant', loc);
    attrs.set('value', value);
    return p.create({ operands: [], resultTypes: [type], attributes: attrs });
  },
  print(p, op) {
    p.printOptionalAttrDict(op.attributes, ['value']);
    p.print(' ');
    p.printAttribute(op.attr('value')!);
  },
  verify(op) {
    const v = op.attr('value');
    if (!v) throw op.emitError("requires attribute 'value'");
    // The generic form can give any attribute; only these have a value the custom form can print.
    if (!(v instanceof IntegerAttr || v instanceof FloatAttr || v instanceof DenseElementsAttr)) {
      throw op.emitError(`attribute 'value' must be an integer, float or dense elements attribute, but got '${v.key}'`);
    }
    const t = v.type;
    if (t !== op.result().type) throw op.emitError(`value type '${t?.key}' does not match result type '${op.result().type.key}'`);
  },
  fold: (op) => [op.attr('value')!],
  resultNames: constantResultName,
});

// ------------------------------------------------------------------------ binary ops

type Flavor = 'int' | 'intOverflow' | 'float';

/** `%a, %b [overflow<..>|fastmath<..>] attr-dict : type` */
function binaryOp(name: string, flavor: Flavor, summary: string, commutative = false): OpDefinition {
  const flagName = flavor === 'float' ? 'fastmath' : flavor === 'intOverflow' ? 'overflowFlags' : undefined;
  const keyword = flavor === 'float' ? 'fastmath' : 'overflow';
  return defineOp({
    name,
    summary,
    traits: commutative ? ['Pure', 'Commutative'] : ['Pure'],
    properties: flagName ? [flagName] : [],
    defaults: flagName ? { [flagName]: flavor === 'float' ? fastMathNone : overflowNone } : {},
    parse(p) {
      const a = p.parseOperand();
      p.parseComma();
      const b = p.parseOperand();
      const attrs = new Map<string, Attribute>();
      if (flagName && p.parseOptionalKeyword([keyword])) {
        attrs.set(flagName, flavor === 'float' ? parseFastMathFlags(p) : parseOverflowFlags(p));
      }
      p.parseOptionalAttrDict(attrs);
      const t = p.parseColonType();
      return p.create({ operands: p.resolveOperands([a, b], t), resultTypes: [t], attributes: attrs });
    },
    print(p, op) {
      p.print(' ');
      p.printOperands(op.operandValues());
      const flags = flagName ? op.attr(flagName) : undefined;
      if (flags instanceof FastMathAttr && !flags.isNone) p.print(` fastmath<${flags.flagsText()}>`);
      if (flags instanceof OverflowAttr && !flags.isNone) p.print(` overflow<${flags.flagsText()}>`);
      p.printOptionalAttrDict(op.attributes, flagName ? [flagName] : []);
      p.print(' : ');
      p.printType(op.result().type);
    },
    verify(op) {
      if (op.numOperands !== 2 || op.numResults !== 1) throw op.emitError('expects 2 operands and 1 result');
      verifySameOperandsAndResult(op, flavor === 'float' ? isFloatLike : isIntLike, flavor === 'float' ? 'floating-point-like' : 'signless-integer-like');
    },
    fold: flavor === 'float' ? foldFloatBinary : foldIntBinary,
  });
}

// ------------------------------------------------------------------------ negf, cmpi, cmpf, select

const negfOp = defineOp({
  name: 'arith.negf',
  summary: 'floating point negation',
  traits: ['Pure'],
  properties: ['fastmath'],
  defaults: { fastmath: fastMathNone },
  parse(p) {
    const a = p.parseOperand();
    const attrs = new Map<string, Attribute>();
    if (p.parseOptionalKeyword(['fastmath'])) attrs.set('fastmath', parseFastMathFlags(p));
    p.parseOptionalAttrDict(attrs);
    const t = p.parseColonType();
    return p.create({ operands: [p.resolveOperand(a, t)], resultTypes: [t], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printOperand(op.operand(0));
    const f = op.attr('fastmath');
    if (f instanceof FastMathAttr && !f.isNone) p.print(` fastmath<${f.flagsText()}>`);
    p.printOptionalAttrDict(op.attributes, ['fastmath']);
    p.print(' : ');
    p.printType(op.result().type);
  },
  verify: (op) => verifySameOperandsAndResult(op, isFloatLike, 'floating-point-like'),
  fold(op, c) {
    const v = c[0];
    if (v instanceof FloatAttr) return [new FloatAttr(-v.value, v.type)];
    const def = op.operand(0).definingOp;
    if (def?.name === 'arith.negf') return [def.operand(0)];
    return undefined;
  },
});

function predicateName(op: Operation, table: readonly string[]): string {
  const p = op.attr('predicate');
  return p instanceof IntegerAttr ? table[p.number] ?? '?' : '?';
}

function parsePredicate(p: OpAsmParser, table: readonly string[]): IntegerAttr {
  const loc = p.loc();
  const name = p.parseOptionalString() ?? p.parseOptionalKeyword();
  const idx = name === undefined ? -1 : table.indexOf(name);
  if (idx < 0) p.error(`expected predicate, one of: ${table.join(', ')}`, loc);
  return IntegerAttr.i64(idx);
}

function compareOp(name: 'arith.cmpi' | 'arith.cmpf'): OpDefinition {
  const isFloatCmp = name === 'arith.cmpf';
  const table = isFloatCmp ? cmpfPredicates : cmpiPredicates;
  return defineOp({
    name,
    summary: isFloatCmp ? 'floating-point comparison' : 'integer comparison',
    traits: ['Pure'],
    properties: isFloatCmp ? ['fastmath', 'predicate'] : ['predicate'],
    defaults: isFloatCmp ? { fastmath: fastMathNone } : {},
    parse(p) {
      const pred = parsePredicate(p, table);
      p.parseComma();
      const a = p.parseOperand();
      p.parseComma();
      const b = p.parseOperand();
      const attrs = new Map<string, Attribute>([['predicate', pred]]);
      if (isFloatCmp && p.parseOptionalKeyword(['fastmath'])) attrs.set('fastmath', parseFastMathFlags(p));
      p.parseOptionalAttrDict(attrs);
      const t = p.parseColonType();
      const rt = t instanceof VectorType ? VectorType.get(t.shape, i1) : i1;
      return p.create({ operands: p.resolveOperands([a, b], t), resultTypes: [rt], attributes: attrs });
    },
    print(p, op) {
      p.print(` ${predicateName(op, table)}, `);
      p.printOperands(op.operandValues());
      const f = op.attr('fastmath');
      if (f instanceof FastMathAttr && !f.isNone) p.print(` fastmath<${f.flagsText()}>`);
      p.printOptionalAttrDict(op.attributes, ['predicate', 'fastmath']);
      p.print(' : ');
      p.printType(op.operand(0).type);
    },
    verify(op) {
      if (op.numOperands !== 2) throw op.emitError('expects 2 operands');
      const t = op.operand(0).type;
      if (op.operand(1).type !== t) throw op.emitError('requires all operands to have the same type');
      if (!(isFloatCmp ? isFloatLike(t) : isIntLike(t))) throw op.emitError(`operand #0 must be ${isFloatCmp ? 'floating-point-like' : 'signless-integer-like'}, but got '${t.key}'`);
      if (predicateName(op, table) === '?') throw op.emitError('has an invalid predicate');
      if (elementOf(op.result().type) !== i1) throw op.emitError("result #0 must be bool-like, but got '" + op.result().type.key + "'");
    },
    fold(op, c) {
      const pred = predicateName(op, table);
      if (isFloatCmp) {
        if (c[0] instanceof FloatAttr && c[1] instanceof FloatAttr) return [IntegerAttr.bool(evalCmpF(pred, c[0].value, c[1].value))];
        return undefined;
      }
      if (c[0] instanceof IntegerAttr && c[1] instanceof IntegerAttr) {
        return [IntegerAttr.bool(evalCmpI(pred, c[0].value, c[1].value, c[0].type))];
      }
      if (op.operand(0) === op.operand(1) && op.result().type === i1) {
        return [IntegerAttr.bool(['eq', 'sle', 'sge', 'ule', 'uge'].includes(pred))];
      }
      return undefined;
    },
  });
}

const selectOp = defineOp({
  name: 'arith.select',
  summary: 'select operation',
  traits: ['Pure'],
  parse(p) {
    const ops = [p.parseOperand()];
    p.parseComma();
    ops.push(p.parseOperand());
    p.parseComma();
    ops.push(p.parseOperand());
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    const types = p.parseColonTypeList();
    const [condType, t] = types.length === 2 ? types : [i1, types[0]];
    if (types.length > 2) p.error('expected one or two types after arith.select');
    return p.create({ operands: p.resolveOperands(ops, [condType, t, t]), resultTypes: [t], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printOperands(op.operandValues());
    p.printOptionalAttrDict(op.attributes);
    p.print(' : ');
    const ct = op.operand(0).type;
    if (ct.kind === 'vector') {
      p.printType(ct);
      p.print(', ');
    }
    p.printType(op.result().type);
  },
  verify(op) {
    if (op.numOperands !== 3) throw op.emitError('expects 3 operands');
    if (elementOf(op.operand(0).type) !== i1) throw op.emitError("operand #0 must be bool-like, but got '" + op.operand(0).type.key + "'");
    const t = op.result().type;
    if (op.operand(1).type !== t || op.operand(2).type !== t) throw op.emitError('requires the true and false values to have the result type');
  },
  fold(op, c) {
    if (op.operand(1) === op.operand(2)) return [op.operand(1)];
    const cond = c[0];
    if (cond instanceof IntegerAttr) return [cond.value ? op.operand(1) : op.operand(2)];
    return undefined;
  },
});

// ------------------------------------------------------------------------ casts

type CastCheck = (from: Type, to: Type) => boolean;
const intWidth = (t: Type): number => (t instanceof IntegerType ? t.width : t instanceof IndexType ? 64 : -1);
const floatWidth = (t: Type): number => (t instanceof FloatType ? t.width : -1);

function castOp(name: string, summary: string, valid: CastCheck): OpDefinition {
  return defineOp({
    name,
    summary,
    traits: ['Pure'],
    parse: parseCastSyntax,
    print: printCastSyntax,
    verify(op) {
      const from = elementOf(op.operand(0).type);
      const to = elementOf(op.result().type);
      if (!valid(from, to)) throw op.emitError(`operand type '${op.operand(0).type.key}' and result type '${op.result().type.key}' are cast incompatible`);
    },
    fold: foldCast,
  });
}

const isSignlessInt = (t: Type): boolean => t instanceof IntegerType && t.isSignless;
const isIndex = (t: Type): boolean => t.kind === 'index';

export const arithOps: OpDefinition[] = [
  constantOp,
  binaryOp('arith.addi', 'intOverflow', 'integer addition', true),
  binaryOp('arith.subi', 'intOverflow', 'integer subtraction'),
  binaryOp('arith.muli', 'intOverflow', 'integer multiplication', true),
  binaryOp('arith.shli', 'intOverflow', 'integer left-shift'),
  binaryOp('arith.divsi', 'int', 'signed integer division rounding toward zero'),
  binaryOp('arith.divui', 'int', 'unsigned integer division'),
  binaryOp('arith.remsi', 'int', 'signed integer remainder'),
  binaryOp('arith.remui', 'int', 'unsigned integer remainder'),
  binaryOp('arith.floordivsi', 'int', 'signed floor integer division'),
  binaryOp('arith.ceildivsi', 'int', 'signed ceil integer division'),
  binaryOp('arith.ceildivui', 'int', 'unsigned ceil integer division'),
  binaryOp('arith.andi', 'int', 'integer binary and', true),
  binaryOp('arith.ori', 'int', 'integer binary or', true),
  binaryOp('arith.xori', 'int', 'integer binary xor', true),
  binaryOp('arith.shrsi', 'int', 'signed integer right-shift'),
  binaryOp('arith.shrui', 'int', 'unsigned integer right-shift'),
  binaryOp('arith.maxsi', 'int', 'signed integer maximum', true),
  binaryOp('arith.minsi', 'int', 'signed integer minimum', true),
  binaryOp('arith.maxui', 'int', 'unsigned integer maximum', true),
  binaryOp('arith.minui', 'int', 'unsigned integer minimum', true),
  binaryOp('arith.addf', 'float', 'floating point addition', true),
  binaryOp('arith.subf', 'float', 'floating point subtraction'),
  binaryOp('arith.mulf', 'float', 'floating point multiplication', true),
  binaryOp('arith.divf', 'float', 'floating point division'),
  binaryOp('arith.remf', 'float', 'floating point division remainder'),
  binaryOp('arith.maximumf', 'float', 'floating-point maximum (NaN propagating)', true),
  binaryOp('arith.minimumf', 'float', 'floating-point minimum (NaN propagating)', true),
  binaryOp('arith.maxnumf', 'float', 'floating-point maximum (NaN ignoring)', true),
  binaryOp('arith.minnumf', 'float', 'floating-point minimum (NaN ignoring)', true),
  negfOp,
  compareOp('arith.cmpi'),
  compareOp('arith.cmpf'),
  selectOp,
  castOp('arith.index_cast', 'cast between index and integer types', (a, b) => (isIndex(a) && isSignlessInt(b)) || (isSignlessInt(a) && isIndex(b)) || (isIndex(a) && isIndex(b))),
  castOp('arith.index_castui', 'unsigned cast between index and integer types', (a, b) => (isIndex(a) && isSignlessInt(b)) || (isSignlessInt(a) && isIndex(b))),
  castOp('arith.sitofp', 'cast from signed integer to floating-point', (a, b) => isSignlessInt(a) && isFloat(b)),
  castOp('arith.uitofp', 'cast from unsigned integer to floating-point', (a, b) => isSignlessInt(a) && isFloat(b)),
  castOp('arith.fptosi', 'cast from floating-point to signed integer', (a, b) => isFloat(a) && isSignlessInt(b)),
  castOp('arith.fptoui', 'cast from floating-point to unsigned integer', (a, b) => isFloat(a) && isSignlessInt(b)),
  castOp('arith.extf', 'cast from a narrower to a wider float', (a, b) => floatWidth(a) > 0 && floatWidth(a) < floatWidth(b)),
  castOp('arith.truncf', 'cast from a wider to a narrower float', (a, b) => floatWidth(b) > 0 && floatWidth(b) < floatWidth(a)),
  castOp('arith.extsi', 'integer sign extension', (a, b) => isSignlessInt(a) && isSignlessInt(b) && intWidth(a) < intWidth(b)),
  castOp('arith.extui', 'integer zero extension', (a, b) => isSignlessInt(a) && isSignlessInt(b) && intWidth(a) < intWidth(b)),
  castOp('arith.trunci', 'integer truncation', (a, b) => isSignlessInt(a) && isSignlessInt(b) && intWidth(b) < intWidth(a)),
  castOp('arith.bitcast', 'bitcast between values of equal bit width', (a, b) => {
    const wa = a instanceof FloatType ? a.width : intWidth(a);
    const wb = b instanceof FloatType ? b.width : intWidth(b);
    return wa > 0 && wa === wb && a.kind !== 'index' && b.kind !== 'index';
  }),
];

/** An arith.constant for an integer or float attribute (used when folding materializes results). */
export function materializeArithConstant(value: Attribute, type: Type): Operation | undefined {
  if ((value instanceof IntegerAttr || value instanceof FloatAttr) && value.type === type) {
    return Operation.create('arith.constant', { resultTypes: [type], attributes: { value } });
  }
  return undefined;
}

// ------------------------------------------------------------------------ builders (each returns the op's result)

const noSignedWrapFlag = OverflowAttr.get(1);

/** A binary op `name` on two operands of one type; `noSignedWrap` marks signed C arithmetic, whose overflow is undefined. */
export function arithBinary(b: Builder, name: string, lhs: Value, rhs: Value, noSignedWrap = false): Value {
  const attributes = noSignedWrap ? { overflowFlags: noSignedWrapFlag } : {};
  return b.create(name, { operands: [lhs, rhs], resultTypes: [lhs.type], attributes }).result();
}

/** A one-operand op `name` (a cast, or arith.negf): `resultType` defaults to the operand's. */
export function arithUnary(b: Builder, name: string, operand: Value, resultType: Type = operand.type): Value {
  return b.create(name, { operands: [operand], resultTypes: [resultType] }).result();
}

export function arithCmpi(b: Builder, predicate: CmpiPredicate, lhs: Value, rhs: Value): Value {
  const attributes = { predicate: IntegerAttr.i64(cmpiPredicates.indexOf(predicate)) };
  return b.create('arith.cmpi', { operands: [lhs, rhs], resultTypes: [i1], attributes }).result();
}

export function arithCmpf(b: Builder, predicate: CmpfPredicate, lhs: Value, rhs: Value): Value {
  const attributes = { predicate: IntegerAttr.i64(cmpfPredicates.indexOf(predicate)) };
  return b.create('arith.cmpf', { operands: [lhs, rhs], resultTypes: [i1], attributes }).result();
}

export function arithSelect(b: Builder, condition: Value, trueValue: Value, falseValue: Value): Value {
  return b.create('arith.select', { operands: [condition, trueValue, falseValue], resultTypes: [trueValue.type] }).result();
}

export const arithDialect: DialectDefinition = {
  name: 'arith',
  ops: arithOps,
  parseAttribute: parseArithAttribute,
  materializeConstant: materializeArithConstant,
};

export type { FoldResult, OpAsmPrinter };
