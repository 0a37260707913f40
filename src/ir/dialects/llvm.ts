// The subset of the LLVM dialect the C frontend needs for external calls, strings and C globals: llvm.func,
// llvm.return, llvm.call (incl. varargs), llvm.mlir.global/addressof/zero/undef, llvm.load/store/getelementptr.

import { Attribute, DenseArrayAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr } from '../attributes.js';
import type { Builder } from '../builder.js';
import { OpAsmParser, OpDefinition, RegionArgument, defineOp } from '../opDefinition.js';
import { DialectDefinition } from '../opRegistry.js';
import { Operation, Region, Value } from '../operation.js';
import { lookupSymbol } from '../symbols.js';
import { IntegerType, Type, i32 } from '../types.js';
import { parseCastSyntax, parseTerminatorOperands, printCastSyntax, printTerminatorOperands } from './common.js';
import {
  LLVMArrayType,
  LLVMEnumAttr,
  LLVMFunctionType,
  LLVMPointerType,
  LLVMVoidType,
  linkages,
  parseLLVMAttribute,
  parseLLVMTypeBody,
} from './llvmTypes.js';

const i8 = IntegerType.get(8);
const enumAttr = (m: string, v: string): LLVMEnumAttr => LLVMEnumAttr.get(m, v);

function parseLinkage(p: OpAsmParser): LLVMEnumAttr | undefined {
  const l = p.parseOptionalKeyword(linkages);
  return l ? enumAttr('linkage', l) : undefined;
}

function fnType(op: Operation): LLVMFunctionType {
  const t = op.attr('function_type');
  if (!(t instanceof TypeAttr) || !(t.type instanceof LLVMFunctionType)) throw op.emitError("requires attribute 'function_type' of llvm function type");
  return t.type;
}

// ------------------------------------------------------------------------ llvm.func / llvm.return

const funcOp = defineOp({
  name: 'llvm.func',
  summary: 'LLVM dialect function',
  traits: ['IsolatedFromAbove', 'AffineScope', 'Symbol'],
  properties: ['CConv', 'function_type', 'linkage', 'sym_name', 'unnamed_addr', 'visibility_', 'arg_attrs', 'res_attrs', 'passthrough', 'sym_visibility', 'section', 'personality', 'garbageCollector'],
  defaults: { CConv: enumAttr('cconv', 'ccc'), linkage: enumAttr('linkage', 'external'), unnamed_addr: IntegerAttr.i64(0), visibility_: IntegerAttr.i64(0) },
  parse(p) {
    const attrs = new Map<string, Attribute>();
    const linkage = parseLinkage(p);
    if (linkage) attrs.set('linkage', linkage);
    attrs.set('sym_name', new StringAttr(p.parseSymbolName()));
    const args: RegionArgument[] = [];
    const params: Type[] = [];
    let varArg = false;
    p.parseLParen();
    if (!p.parseOptionalRParen()) {
      do {
        if (p.parseOptionalPunctuation('...')) {
          varArg = true;
          break;
        }
        const a = p.parseOptionalRegionArgument(true);
        if (a) args.push(a);
        params.push(a ? a.type! : p.parseType());
        p.parseOptionalAttrDict(new Map());
      } while (p.parseOptionalComma());
      p.parseRParen();
    }
    let result: Type = LLVMVoidType.get();
    if (p.parseOptionalArrow()) result = p.parseType();
    attrs.set('function_type', new TypeAttr(LLVMFunctionType.get(result, params, varArg)));
    p.parseOptionalAttrDictWithKeyword(attrs);
    const body = p.isNext('{') ? p.parseRegion(args) : new Region();
    return p.create({ operands: [], resultTypes: [], attributes: attrs, regions: [body] });
  },
  print(p, op) {
    const linkage = op.attr('linkage') as LLVMEnumAttr;
    p.print(' ');
    if (linkage.value !== 'external') p.print(linkage.value + ' ');
    p.printSymbolName((op.attr('sym_name') as StringAttr).value);
    const ft = fnType(op);
    const body = op.region(0);
    p.print('(');
    ft.params.forEach((t, i) => {
      if (i) p.print(', ');
      if (body.empty) p.printType(t);
      else p.printRegionArgument(body.entry.arguments[i]);
    });
    if (ft.isVarArg) p.print(ft.params.length ? ', ...' : '...');
    p.print(')');
    if (!(ft.result instanceof LLVMVoidType)) {
      p.print(' -> ');
      p.printType(ft.result);
    }
    p.printOptionalAttrDictWithKeyword(op.attributes, ['CConv', 'function_type', 'linkage', 'sym_name', 'unnamed_addr', 'visibility_', 'arg_attrs', 'res_attrs']);
    if (!body.empty) {
      p.print(' ');
      p.printRegion(body, { printEntryBlockArgs: false });
    }
  },
  verify(op) {
    fnType(op);
  },
});

const returnOp = defineOp({
  name: 'llvm.return',
  summary: 'LLVM dialect return',
  traits: ['Pure', 'Terminator', 'ReturnLike'],
  parse: parseTerminatorOperands,
  print: printTerminatorOperands,
  verify(op) {
    const fn = op.parentOp;
    if (fn?.name !== 'llvm.func') throw op.emitError("expects parent op 'llvm.func'");
    const r = fnType(fn).result;
    const expected = r instanceof LLVMVoidType ? [] : [r];
    if (op.numOperands !== expected.length || op.operandTypes().some((t, i) => t !== expected[i])) {
      throw op.emitError('operand types do not match the function result type');
    }
  },
});

// ------------------------------------------------------------------------ llvm.call

function functionTypeOf(p: OpAsmParser, loc = p.loc()): { inputs: readonly Type[]; results: readonly Type[] } {
  const t = p.parseType();
  if (t.kind !== 'function') return p.error('expected a function type', loc);
  return t as unknown as { inputs: readonly Type[]; results: readonly Type[] };
}

const callOp = defineOp({
  name: 'llvm.call',
  summary: 'call to an LLVM function',
  properties: ['CConv', 'TailCallKind', 'callee', 'fastmathFlags', 'var_callee_type'],
  defaults: { CConv: enumAttr('cconv', 'ccc'), TailCallKind: enumAttr('tailcallkind', 'none'), fastmathFlags: enumAttr('fastmath', 'none') },
  effects: 'unknown',
  parse(p) {
    const attrs = new Map<string, Attribute>([['callee', new SymbolRefAttr(p.parseSymbolName())]]);
    const operands = p.parseOperandList('paren');
    if (p.parseOptionalKeyword(['vararg'])) {
      p.parseLParen();
      const loc = p.loc();
      const vt = p.parseType();
      if (!(vt instanceof LLVMFunctionType)) p.error('expected an !llvm.func type in vararg(...)', loc);
      attrs.set('var_callee_type', new TypeAttr(vt));
      p.parseRParen();
    }
    p.parseOptionalAttrDict(attrs);
    p.parseColon();
    const ft = functionTypeOf(p);
    return p.create({ operands: p.resolveOperands(operands, ft.inputs), resultTypes: ft.results, attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printAttribute(op.attr('callee')!);
    p.print('(');
    p.printOperands(op.operandValues());
    p.print(')');
    const vt = op.attr('var_callee_type');
    if (vt) {
      p.print(' vararg(');
      p.printAttribute(vt);
      p.print(')');
    }
    p.printOptionalAttrDict(op.attributes, ['CConv', 'TailCallKind', 'callee', 'fastmathFlags', 'var_callee_type']);
    p.print(' : (');
    p.printTypes(op.operandTypes());
    p.print(') -> ');
    if (op.numResults === 1) p.printType(op.result().type);
    else {
      p.print('(');
      p.printTypes(op.resultTypes());
      p.print(')');
    }
  },
  verify(op) {
    const callee = op.attr('callee');
    if (!(callee instanceof SymbolRefAttr)) throw op.emitError("requires attribute 'callee'");
    const fn = lookupSymbol(op, callee.root);
    if (!fn || (fn.name !== 'llvm.func' && fn.name !== 'func.func')) throw op.emitError(`'${callee.root}' does not reference a valid LLVM or builtin function`);
    if (fn.name === 'llvm.func') {
      const ft = fnType(fn);
      if (ft.isVarArg ? op.numOperands < ft.params.length : op.numOperands !== ft.params.length) throw op.emitError('incorrect number of operands for callee');
      ft.params.forEach((t, i) => {
        if (op.operand(i).type !== t) throw op.emitError(`operand type mismatch for operand ${i}: '${op.operand(i).type.key}' != '${t.key}'`);
      });
      if (ft.isVarArg && !op.attr('var_callee_type')) throw op.emitError('missing var_callee_type attribute for vararg call');
      const expected = ft.result instanceof LLVMVoidType ? [] : [ft.result];
      if (op.numResults !== expected.length || op.resultTypes().some((t, i) => t !== expected[i])) throw op.emitError('result type mismatch with the callee');
    }
  },
});

// ------------------------------------------------------------------------ globals

const globalOp = defineOp({
  name: 'llvm.mlir.global',
  summary: 'LLVM dialect global',
  traits: ['Symbol'],
  properties: ['addr_space', 'alignment', 'constant', 'global_type', 'linkage', 'sym_name', 'unnamed_addr', 'value', 'visibility_'],
  defaults: { unnamed_addr: IntegerAttr.i64(0), visibility_: IntegerAttr.i64(0) },
  parse(p) {
    const attrs = new Map<string, Attribute>();
    const loc = p.loc();
    const linkage = parseLinkage(p);
    if (!linkage) return p.error('expected a linkage (internal, private, external, ...)', loc);
    attrs.set('linkage', linkage);
    if (p.parseOptionalKeyword(['constant'])) attrs.set('constant', UnitAttr.instance);
    attrs.set('sym_name', new StringAttr(p.parseSymbolName()));
    p.parseLParen();
    let value: Attribute | undefined;
    if (!p.parseOptionalRParen()) {
      value = p.parseAttribute();
      attrs.set('value', value);
      p.parseRParen();
    }
    p.parseOptionalAttrDict(attrs);
    let type: Type | undefined;
    if (p.parseOptionalColon()) type = p.parseType();
    else if (value instanceof StringAttr) type = LLVMArrayType.get(value.value.length, i8);
    else return p.error('expected a type for the global (`: type`)', loc);
    attrs.set('global_type', new TypeAttr(type));
    if (!attrs.has('addr_space')) attrs.set('addr_space', new IntegerAttr(0, i32));
    const init = p.isNext('{') ? p.parseRegion() : new Region();
    return p.create({ operands: [], resultTypes: [], attributes: attrs, regions: [init] });
  },
  print(p, op) {
    p.print(' ' + (op.attr('linkage') as LLVMEnumAttr).value);
    if (op.attr('constant')) p.print(' constant');
    p.print(' ');
    p.printSymbolName((op.attr('sym_name') as StringAttr).value);
    p.print('(');
    const value = op.attr('value');
    if (value) p.printAttribute(value);
    p.print(')');
    p.printOptionalAttrDict(op.attributes, ['linkage', 'constant', 'sym_name', 'value', 'global_type', 'unnamed_addr', 'visibility_']);
    const t = (op.attr('global_type') as TypeAttr).type;
    if (!(value instanceof StringAttr && t === LLVMArrayType.get(value.value.length, i8))) {
      p.print(' : ');
      p.printType(t);
    }
    if (!op.region(0).empty) {
      p.print(' ');
      p.printRegion(op.region(0));
    }
  },
  verify(op) {
    if (!(op.attr('global_type') instanceof TypeAttr)) throw op.emitError("requires attribute 'global_type'");
    const v = op.attr('value');
    const t = (op.attr('global_type') as TypeAttr).type;
    if (v instanceof StringAttr && !(t instanceof LLVMArrayType && t.size === v.value.length)) {
      throw op.emitError(`requires an array of ${v.value.length} i8 for a string initializer`);
    }
  },
});

const addressOfOp = defineOp({
  name: 'llvm.mlir.addressof',
  summary: 'address of a global or function',
  traits: ['Pure'],
  properties: ['global_name'],
  parse(p) {
    const attrs = new Map<string, Attribute>([['global_name', new SymbolRefAttr(p.parseSymbolName())]]);
    p.parseOptionalAttrDict(attrs);
    const t = p.parseColonType();
    return p.create({ operands: [], resultTypes: [t], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printAttribute(op.attr('global_name')!);
    p.printOptionalAttrDict(op.attributes, ['global_name']);
    p.print(' : ');
    p.printType(op.result().type);
  },
  verify(op) {
    const ref = op.attr('global_name');
    if (!(ref instanceof SymbolRefAttr)) throw op.emitError("requires attribute 'global_name'");
    const g = lookupSymbol(op, ref.root);
    if (!g || (g.name !== 'llvm.mlir.global' && g.name !== 'llvm.func')) throw op.emitError(`must reference a global defined by 'llvm.mlir.global' or 'llvm.func'`);
    if (!(op.result().type instanceof LLVMPointerType)) throw op.emitError('result must be an LLVM pointer');
  },
});

/** `llvm.mlir.zero : T` / `llvm.mlir.undef : T` */
function typedConstant(name: string, summary: string): OpDefinition {
  return defineOp({
    name,
    summary,
    traits: ['Pure'],
    parse(p) {
      const attrs = new Map<string, Attribute>();
      p.parseOptionalAttrDict(attrs);
      return p.create({ operands: [], resultTypes: [p.parseColonType()], attributes: attrs });
    },
    print(p, op) {
      p.printOptionalAttrDict(op.attributes);
      p.print(' : ');
      p.printType(op.result().type);
    },
  });
}

// ------------------------------------------------------------------------ memory

const loadOp = defineOp({
  name: 'llvm.load',
  summary: 'load from an LLVM pointer',
  properties: ['alignment', 'ordering', 'volatile_', 'nontemporal', 'invariant', 'syncscope'],
  defaults: { ordering: IntegerAttr.i64(0) },
  effects: ['read'],
  parse(p) {
    const attrs = new Map<string, Attribute>();
    if (p.parseOptionalKeyword(['volatile'])) attrs.set('volatile_', UnitAttr.instance);
    const addr = p.parseOperand();
    p.parseOptionalAttrDict(attrs);
    p.parseColon();
    const pt = p.parseType();
    p.parseArrow();
    const rt = p.parseType();
    return p.create({ operands: [p.resolveOperand(addr, pt)], resultTypes: [rt], attributes: attrs });
  },
  print(p, op) {
    p.print(op.attr('volatile_') ? ' volatile ' : ' ');
    p.printOperand(op.operand(0));
    p.printOptionalAttrDict(op.attributes, ['volatile_', 'ordering']);
    p.print(' : ');
    p.printType(op.operand(0).type);
    p.print(' -> ');
    p.printType(op.result().type);
  },
  verify(op) {
    if (!(op.operand(0).type instanceof LLVMPointerType)) throw op.emitError('address must be an LLVM pointer');
  },
});

const storeOp = defineOp({
  name: 'llvm.store',
  summary: 'store through an LLVM pointer',
  properties: ['alignment', 'ordering', 'volatile_', 'nontemporal', 'syncscope'],
  defaults: { ordering: IntegerAttr.i64(0) },
  effects: ['write'],
  parse(p) {
    const attrs = new Map<string, Attribute>();
    if (p.parseOptionalKeyword(['volatile'])) attrs.set('volatile_', UnitAttr.instance);
    const v = p.parseOperand();
    p.parseComma();
    const addr = p.parseOperand();
    p.parseOptionalAttrDict(attrs);
    p.parseColon();
    const vt = p.parseType();
    p.parseComma();
    const pt = p.parseType();
    return p.create({ operands: [p.resolveOperand(v, vt), p.resolveOperand(addr, pt)], resultTypes: [], attributes: attrs });
  },
  print(p, op) {
    p.print(op.attr('volatile_') ? ' volatile ' : ' ');
    p.printOperands(op.operandValues());
    p.printOptionalAttrDict(op.attributes, ['volatile_', 'ordering']);
    p.print(' : ');
    p.printTypes(op.operandTypes());
  },
  verify(op) {
    if (!(op.operand(1).type instanceof LLVMPointerType)) throw op.emitError('address must be an LLVM pointer');
  },
});

/** Marks a dynamic index in rawConstantIndices, as upstream does (INT32_MIN). */
const dynamicIndex = -2147483648;

const gepOp = defineOp({
  name: 'llvm.getelementptr',
  summary: 'address computation within an aggregate',
  traits: ['Pure'],
  properties: ['elem_type', 'inbounds', 'rawConstantIndices'],
  parse(p) {
    const attrs = new Map<string, Attribute>();
    if (p.parseOptionalKeyword(['inbounds'])) attrs.set('inbounds', UnitAttr.instance);
    const base = p.parseOperand();
    const dyn = [];
    const raw: number[] = [];
    p.parseLSquare();
    if (!p.parseOptionalRSquare()) {
      do {
        const o = p.parseOptionalOperand();
        if (o) {
          dyn.push(o);
          raw.push(dynamicIndex);
        } else raw.push(p.parseSmallInteger('index'));
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    p.parseOptionalAttrDict(attrs);
    p.parseColon();
    const ft = functionTypeOf(p);
    p.parseComma();
    attrs.set('elem_type', new TypeAttr(p.parseType()));
    attrs.set('rawConstantIndices', DenseArrayAttr.i32(raw));
    return p.create({ operands: p.resolveOperands([base, ...dyn], ft.inputs), resultTypes: ft.results, attributes: attrs });
  },
  print(p, op) {
    p.print(op.attr('inbounds') ? ' inbounds ' : ' ');
    p.printOperand(op.operand(0));
    p.print('[');
    const raw = (op.attr('rawConstantIndices') as DenseArrayAttr).values.map(Number);
    let dyn = 1;
    raw.forEach((r, i) => {
      if (i) p.print(', ');
      if (r === dynamicIndex) p.printOperand(op.operand(dyn++));
      else p.print(String(r));
    });
    p.print(']');
    p.printOptionalAttrDict(op.attributes, ['inbounds', 'rawConstantIndices', 'elem_type']);
    p.print(' : (');
    p.printTypes(op.operandTypes());
    p.print(') -> ');
    p.printType(op.result().type);
    p.print(', ');
    p.printType((op.attr('elem_type') as TypeAttr).type);
  },
  verify(op) {
    const raw = op.attr('rawConstantIndices');
    if (!(raw instanceof DenseArrayAttr)) throw op.emitError("requires attribute 'rawConstantIndices'");
    const nDyn = raw.values.filter((v) => Number(v) === dynamicIndex).length;
    if (nDyn !== op.numOperands - 1) throw op.emitError('dynamic index count does not match the operands');
  },
});

/** `llvm.inttoptr %i : i64 to !llvm.ptr` and `llvm.ptrtoint %p : !llvm.ptr to i64`. */
function pointerCastOp(name: string, summary: string, toPointer: boolean): OpDefinition {
  return defineOp({
    name,
    summary,
    traits: ['Pure'],
    parse: parseCastSyntax,
    print: printCastSyntax,
    verify(op) {
      const [int, ptr] = toPointer ? [op.operand(0).type, op.result().type] : [op.result().type, op.operand(0).type];
      if (!(int instanceof IntegerType) || !(ptr instanceof LLVMPointerType)) throw op.emitError('expects an integer and an LLVM pointer');
    },
  });
}
const intToPtrOp = pointerCastOp('llvm.inttoptr', 'integer to pointer cast', true);
const ptrToIntOp = pointerCastOp('llvm.ptrtoint', 'pointer to integer cast', false);
// ------------------------------------------------------------------------ builders

const llvmPtr = LLVMPointerType.get();

export const llvmFunc = {
  /** An external declaration `llvm.func @name(...)` (no body). */
  createDeclaration: (b: Builder, name: string, type: LLVMFunctionType): Operation =>
    b.create('llvm.func', { attributes: { sym_name: new StringAttr(name), function_type: new TypeAttr(type) }, regions: [new Region()] }),
};

export const llvmCall = {
  /** A call of `callee` of type `type`; a variadic callee records its type (`vararg(...)`). */
  create(b: Builder, callee: string, type: LLVMFunctionType, args: readonly Value[]): Operation {
    const attributes = {
      callee: new SymbolRefAttr(callee),
      var_callee_type: type.isVarArg ? new TypeAttr(type) : undefined,
    };
    const results = type.result instanceof LLVMVoidType ? [] : [type.result];
    return b.create('llvm.call', { operands: args, resultTypes: results, attributes });
  },
};

function createGlobal(b: Builder, name: string, type: Type, linkage: string, value?: Attribute, isConstant = false): Operation {
  const attributes = {
    linkage: LLVMEnumAttr.get('linkage', linkage),
    sym_name: new StringAttr(name),
    global_type: new TypeAttr(type),
    addr_space: new IntegerAttr(0, i32),
    value,
    constant: isConstant ? UnitAttr.instance : undefined,
  };
  return b.create('llvm.mlir.global', { attributes, regions: [new Region()] });
}

export const llvmGlobal = {
  /** `llvm.mlir.global internal constant @name("bytes\00")`: a C string literal with its terminating NUL. */
  createString: (b: Builder, name: string, arrayType: Type, bytesWithNul: string): Operation =>
    createGlobal(b, name, arrayType, 'internal', new StringAttr(bytesWithNul), true),
  /** An external global defined elsewhere (`stderr`). */
  createExternal: (b: Builder, name: string, type: Type): Operation => createGlobal(b, name, type, 'external'),
};

export const llvmAddressOf = {
  create: (b: Builder, name: string): Operation => b.create('llvm.mlir.addressof', { resultTypes: [llvmPtr], attributes: { global_name: new SymbolRefAttr(name) } }),
};

export const llvmLoad = {
  create: (b: Builder, addr: Value, type: Type): Operation => b.create('llvm.load', { operands: [addr], resultTypes: [type] }),
};

export const llvmStore = {
  create: (b: Builder, value: Value, addr: Value): Operation => b.create('llvm.store', { operands: [value, addr] }),
};

export const llvmGetElementPtr = {
  /** `llvm.getelementptr %base[%index] : (!llvm.ptr, iN) -> !llvm.ptr, elem`. */
  create(b: Builder, base: Value, index: Value, elem: Type): Operation {
    const attributes = { elem_type: new TypeAttr(elem), rawConstantIndices: DenseArrayAttr.i32([dynamicIndex]) };
    return b.create('llvm.getelementptr', { operands: [base, index], resultTypes: [llvmPtr], attributes });
  },
};

export const llvmIntToPtr = {
  create: (b: Builder, value: Value): Operation => b.create('llvm.inttoptr', { operands: [value], resultTypes: [llvmPtr] }),
};

export const llvmPtrToInt = {
  create: (b: Builder, ptr: Value, type: Type): Operation => b.create('llvm.ptrtoint', { operands: [ptr], resultTypes: [type] }),
};

export const llvmZero = {
  create: (b: Builder): Operation => b.create('llvm.mlir.zero', { resultTypes: [llvmPtr] }),
};

export const llvmDialect: DialectDefinition = {
  name: 'llvm',
  ops: [funcOp, returnOp, callOp, globalOp, addressOfOp, typedConstant('llvm.mlir.zero', 'zero (null) value'), typedConstant('llvm.mlir.undef', 'undefined value'), loadOp, storeOp, gepOp, intToPtrOp, ptrToIntOp],
  parseType: parseLLVMTypeBody,
  parseAttribute: parseLLVMAttribute,
};

