// builtin.module and the func dialect (func.func, func.call, func.return).

import { ArrayAttr, Attribute, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr } from '../attributes.js';
import type { Builder } from '../builder.js';
import { OpAsmParser, OpAsmPrinter, RegionArgument, defineOp } from '../opDefinition.js';
import { DialectDefinition } from '../opRegistry.js';
import { Block, BlockArgument, Operation, Region, Value } from '../operation.js';
import { lookupSymbol, verifySymbolAttrs, verifyUniqueSymbols } from '../symbols.js';
import { FunctionType, Type } from '../types.js';
import { functionalTypeText, parseTerminatorOperands, printTerminatorOperands } from './common.js';

// ------------------------------------------------------------------------ builtin.module

const moduleOp = defineOp({
  name: 'builtin.module',
  summary: 'a top level container operation',
  traits: ['IsolatedFromAbove', 'NoTerminator', 'SymbolTable', 'SingleBlock', 'AffineScope', 'ZeroResults'],
  properties: ['sym_name', 'sym_visibility'],
  defaultDialect: 'builtin',
  parse(p) {
    const attrs = new Map<string, Attribute>();
    const name = p.parseOptionalSymbolName();
    if (name !== undefined) attrs.set('sym_name', new StringAttr(name));
    p.parseOptionalAttrDictWithKeyword(attrs);
    const body = p.parseRegion();
    if (body.empty) body.addBlock();
    return p.create({ operands: [], resultTypes: [], attributes: attrs, regions: [body] });
  },
  print(p, op) {
    const name = op.attr('sym_name');
    if (name instanceof StringAttr) {
      p.print(' ');
      p.printSymbolName(name.value);
    }
    p.printOptionalAttrDictWithKeyword(op.attributes, ['sym_name']);
    p.print(' ');
    p.printRegion(op.region(0), { printEntryBlockArgs: false, printBlockTerminators: false });
  },
  verify(op) {
    if (op.regions.length !== 1) throw op.emitError('requires one region');
    const r = op.region(0);
    if (r.blocks.length > 1) throw op.emitError("expects region #0 to have 0 or 1 blocks");
    if (r.blocks[0]?.arguments.length) throw op.emitError('region should have no arguments');
    verifySymbolAttrs(op, false);
    for (const name of op.attributes.keys()) {
      if (!name.includes('.') && name !== 'sym_name' && name !== 'sym_visibility') {
        throw op.emitError(`can only contain attributes with dialect-prefixed names, found: '${name}'`);
      }
    }
  },
  verifyRegions: verifyUniqueSymbols,
});

export const builtinDialect: DialectDefinition = { name: 'builtin', ops: [moduleOp] };

// ------------------------------------------------------------------------ func.func

function functionType(op: Operation): FunctionType {
  const t = op.attr('function_type');
  if (!(t instanceof TypeAttr) || !(t.type instanceof FunctionType)) throw op.emitError("requires attribute 'function_type' of function type");
  return t.type;
}

export type SymbolVisibility = 'public' | 'private' | 'nested';

/** Accessors for func.func: a symbol with a function type and one region (empty for a declaration). */
export const funcFunc = {
  name: (op: Operation): string => (op.attr('sym_name') as StringAttr).value,
  /** The declared visibility; absent means public. */
  visibility: (op: Operation): SymbolVisibility => ((op.attr('sym_visibility') as StringAttr | undefined)?.value ?? 'public') as SymbolVisibility,
  isPrivate: (op: Operation): boolean => funcFunc.visibility(op) === 'private',
  functionType,
  /** True for an external declaration (no body). */
  isDeclaration: (op: Operation): boolean => op.region(0).empty,
  body: (op: Operation): Block => op.region(0).entry,
  arguments: (op: Operation): BlockArgument[] => op.region(0).entry.arguments,
  /**
   * `func.func [private] @name(...)`: a declaration, or with `withBody` a definition whose entry block has one
   * argument per input (the caller appends the ops and the `func.return`). `attributes` are extra ones.
   */
  create(
    b: Builder,
    init: { name: string; type: FunctionType; visibility?: SymbolVisibility; withBody?: boolean; attributes?: Iterable<readonly [string, Attribute]> },
  ): Operation {
    const region = new Region();
    if (init.withBody) region.addBlock(new Block(init.type.inputs));
    const attributes: [string, Attribute][] = [
      ['sym_name', new StringAttr(init.name)],
      ['function_type', new TypeAttr(init.type)],
    ];
    if (init.visibility && init.visibility !== 'public') attributes.push(['sym_visibility', new StringAttr(init.visibility)]);
    return b.create('func.func', { attributes: [...attributes, ...(init.attributes ?? [])], regions: [region] });
  },
};

/** Accessors for func.call: operands are the arguments. */
export const funcCall = {
  callee: (op: Operation): string => (op.attr('callee') as SymbolRefAttr).root,
  arguments: (op: Operation): Value[] => op.operandValues(),
  create: (b: Builder, callee: string, args: readonly Value[], resultTypes: readonly Type[]): Operation =>
    b.create('func.call', { operands: args, resultTypes, attributes: { callee: new SymbolRefAttr(callee) } }),
};

export const funcReturn = {
  values: (op: Operation): Value[] => op.operandValues(),
  create: (b: Builder, values: readonly Value[] = []): Operation => b.create('func.return', { operands: values }),
};

function dictAt(arr: Attribute | undefined, i: number): DictionaryAttr | undefined {
  if (!(arr instanceof ArrayAttr)) return undefined;
  const d = arr.elements[i];
  return d instanceof DictionaryAttr && d.size ? d : undefined;
}

function parseFunctionSignature(p: OpAsmParser): { args: RegionArgument[]; argTypes: Type[]; argAttrs: DictionaryAttr[]; named: boolean } {
  const args: RegionArgument[] = [];
  const argTypes: Type[] = [];
  const argAttrs: DictionaryAttr[] = [];
  let named: boolean | undefined;
  p.parseLParen();
  if (!p.parseOptionalRParen()) {
    do {
      const loc = p.loc();
      const arg = p.parseOptionalRegionArgument(true);
      if (named === undefined) named = arg !== undefined;
      else if (named !== (arg !== undefined)) p.error('expected all function arguments to be named, or none', loc);
      if (p.isNext('...')) p.error('func.func does not support variadic arguments', loc);
      const type = arg ? arg.type! : p.parseType();
      const attrs = new Map<string, Attribute>();
      p.parseOptionalAttrDict(attrs);
      p.parseOptionalLocation();
      if (arg) args.push(arg);
      argTypes.push(type);
      argAttrs.push(new DictionaryAttr(attrs));
    } while (p.parseOptionalComma());
    p.parseRParen();
  }
  return { args, argTypes, argAttrs, named: named ?? true };
}

function parseFunctionResults(p: OpAsmParser): { types: Type[]; attrs: DictionaryAttr[] } {
  const types: Type[] = [];
  const attrs: DictionaryAttr[] = [];
  if (!p.parseOptionalArrow()) return { types, attrs };
  if (p.parseOptionalLParen()) {
    if (!p.parseOptionalRParen()) {
      do {
        types.push(p.parseType());
        const a = new Map<string, Attribute>();
        p.parseOptionalAttrDict(a);
        attrs.push(new DictionaryAttr(a));
      } while (p.parseOptionalComma());
      p.parseRParen();
    }
  } else {
    types.push(p.parseType());
    attrs.push(new DictionaryAttr([]));
  }
  return { types, attrs };
}

const funcOp = defineOp({
  name: 'func.func',
  summary: 'an operation with a name containing a single SSACFG region',
  traits: ['IsolatedFromAbove', 'AffineScope', 'Symbol', 'ZeroResults'],
  properties: ['sym_name', 'function_type', 'sym_visibility', 'arg_attrs', 'res_attrs'],
  defaultDialect: 'func',
  parse(p) {
    const attrs = new Map<string, Attribute>();
    const vis = p.parseOptionalKeyword(['private', 'public', 'nested']);
    if (vis) attrs.set('sym_visibility', new StringAttr(vis));
    attrs.set('sym_name', new StringAttr(p.parseSymbolName()));
    const sig = parseFunctionSignature(p);
    const res = parseFunctionResults(p);
    attrs.set('function_type', new TypeAttr(FunctionType.get(sig.argTypes, res.types)));
    if (sig.argAttrs.some((d) => d.size)) attrs.set('arg_attrs', new ArrayAttr(sig.argAttrs));
    if (res.attrs.some((d) => d.size)) attrs.set('res_attrs', new ArrayAttr(res.attrs));
    p.parseOptionalAttrDictWithKeyword(attrs);
    const loc = p.loc();
    let body: Region | undefined;
    if (p.isNext('{')) {
      if (!sig.named && sig.argTypes.length) p.error('expected named function arguments when the function has a body', loc);
      body = p.parseRegion(sig.args);
      if (body.empty) p.error('expected non-empty function body', loc);
    }
    return p.create({ operands: [], resultTypes: [], attributes: attrs, regions: [body ?? new Region()] });
  },
  print(p: OpAsmPrinter, op) {
    p.print(' ');
    const vis = op.attr('sym_visibility');
    if (vis instanceof StringAttr) p.print(vis.value + ' ');
    p.printSymbolName((op.attr('sym_name') as StringAttr).value);
    const ft = functionType(op);
    const body = op.region(0);
    const external = body.empty;
    p.print('(');
    ft.inputs.forEach((t, i) => {
      if (i) p.print(', ');
      const attrs = dictAt(op.attr('arg_attrs'), i);
      if (!external) p.printRegionArgument(body.entry.arguments[i], attrs);
      else {
        p.printType(t);
        if (attrs) p.printOptionalAttrDict(new Map(attrs.entries));
      }
    });
    p.print(')');
    if (ft.results.length) {
      p.print(' -> ');
      const resAttrs = op.attr('res_attrs');
      const parens = ft.results.length > 1 || ft.results[0].kind === 'function' || dictAt(resAttrs, 0) !== undefined;
      if (parens) p.print('(');
      ft.results.forEach((t, i) => {
        if (i) p.print(', ');
        p.printType(t);
        const a = dictAt(resAttrs, i);
        if (a) p.printOptionalAttrDict(new Map(a.entries));
      });
      if (parens) p.print(')');
    }
    p.printOptionalAttrDictWithKeyword(op.attributes, ['sym_name', 'sym_visibility', 'function_type', 'arg_attrs', 'res_attrs']);
    if (!external) {
      p.print(' ');
      p.printRegion(body, { printEntryBlockArgs: false, printBlockTerminators: true });
    }
  },
  verify(op) {
    const ft = functionType(op);
    verifySymbolAttrs(op, true);
    const body = op.region(0);
    if (body.empty) {
      const vis = op.attr('sym_visibility');
      if (!vis || (vis as StringAttr).value === 'public') throw op.emitError('symbol declaration cannot have public visibility');
      return;
    }
    const args = body.entry.arguments;
    if (args.length !== ft.inputs.length) throw op.emitError(`entry block must have ${ft.inputs.length} arguments to match function signature`);
    args.forEach((a, i) => {
      if (a.type !== ft.inputs[i]) {
        throw op.emitError(`type of entry block argument #${i}('${a.type.key}') must match the type of the corresponding argument in function signature('${ft.inputs[i].key}')`);
      }
    });
  },
});

const returnOp = defineOp({
  name: 'func.return',
  summary: 'function return operation',
  traits: ['Pure', 'Terminator', 'ReturnLike', 'ZeroResults'],
  parse: parseTerminatorOperands,
  print: printTerminatorOperands,
  verify(op) {
    const fn = op.parentOp;
    if (!fn || fn.name !== 'func.func') throw op.emitError("expects parent op 'func.func'");
    const results = functionType(fn).results;
    const name = (fn.attr('sym_name') as StringAttr).value;
    if (op.numOperands !== results.length) {
      throw op.emitError(`has ${op.numOperands} operands, but enclosing function (@${name}) returns ${results.length}`);
    }
    op.operandTypes().forEach((t, i) => {
      if (t !== results[i]) {
        throw op.emitError(`type of return operand ${i} ('${t.key}') doesn't match function result type ('${results[i].key}') in function @${name}`);
      }
    });
  },
});

const callOp = defineOp({
  name: 'func.call',
  summary: 'call operation',
  properties: ['callee'],
  effects: 'unknown',
  parse(p) {
    const callee = p.parseSymbolName();
    const operands = p.parseOperandList('paren');
    const attrs = new Map<string, Attribute>([['callee', new SymbolRefAttr(callee)]]);
    p.parseOptionalAttrDict(attrs);
    p.parseColon();
    const loc = p.loc();
    const t = p.parseType();
    if (!(t instanceof FunctionType)) return p.error('expected function type', loc);
    return p.create({ operands: p.resolveOperands(operands, t.inputs), resultTypes: t.results, attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printAttribute(op.attr('callee')!);
    p.print('(');
    p.printOperands(op.operandValues());
    p.print(')');
    p.printOptionalAttrDict(op.attributes, ['callee']);
    p.print(' : ');
    functionalTypeText(p, op.operandTypes(), op.resultTypes());
  },
  verify(op) {
    const callee = op.attr('callee');
    if (!(callee instanceof SymbolRefAttr)) throw op.emitError("requires attribute 'callee'");
    const fn = lookupSymbol(op, callee.root);
    if (!fn || fn.name !== 'func.func') throw op.emitError(`'${callee.root}' does not reference a valid function`);
    const ft = functionType(fn);
    if (ft.inputs.length !== op.numOperands) throw op.emitError('incorrect number of operands for callee');
    op.operandTypes().forEach((t, i) => {
      if (t !== ft.inputs[i]) throw op.emitError(`operand type mismatch: expected operand type '${ft.inputs[i].key}', but provided '${t.key}' for operand number ${i}`);
    });
    if (ft.results.length !== op.numResults) throw op.emitError('incorrect number of results for callee');
    op.resultTypes().forEach((t, i) => {
      if (t !== ft.results[i]) throw op.emitError(`result type mismatch at index ${i}`);
    });
  },
});

export const funcDialect: DialectDefinition = { name: 'func', ops: [funcOp, returnOp, callOp] };

