// Syntax and verification helpers shared by the dialect definitions.

import { Attribute } from '../attributes.js';
import { SourceLoc } from '../diagnostics.js';
import type { OpAsmParser, OpAsmPrinter, UnresolvedOperand } from '../opDefinition.js';
import { Block, Operation, Region, Value } from '../operation.js';
import { MemRefType, Type } from '../types.js';

/** Appends `terminator` (no operands) to the single block of `region` unless it already ends in a terminator. */
export function ensureTerminator(region: Region, terminator: string, loc: SourceLoc, entryArgTypes: readonly Type[] = []): void {
  if (region.empty) region.addBlock(new Block(entryArgTypes));
  const block = region.blocks[region.blocks.length - 1];
  if (block.last?.hasTrait('Terminator')) return;
  block.append(Operation.create(terminator, { loc }));
}

/** `attr-dict ($operands^ : type($operands))?` as used by yield/return-like terminators. */
export function parseTerminatorOperands(p: OpAsmParser): Operation {
  const attrs = new Map<string, Attribute>();
  p.parseOptionalAttrDict(attrs);
  const operands = p.parseOperandList();
  let values: Value[] = [];
  if (operands.length) {
    const types = p.parseColonTypeList();
    values = p.resolveOperands(operands, types);
  }
  return p.create({ operands: values, resultTypes: [], attributes: attrs });
}

export function printTerminatorOperands(p: OpAsmPrinter, op: Operation): void {
  p.printOptionalAttrDict(op.attributes);
  if (op.numOperands) {
    p.print(' ');
    p.printOperands(op.operandValues());
    p.print(' : ');
    p.printTypes(op.operandTypes());
  }
}

/** `(dims)[syms]` after an affine map reference. */
export function parseDimAndSymbolList(p: OpAsmParser): { dims: UnresolvedOperand[]; syms: UnresolvedOperand[] } {
  const dims = p.parseOperandList('paren');
  const syms = p.parseOperandList('optionalSquare');
  return { dims, syms };
}

export function printDimAndSymbolList(p: OpAsmPrinter, operands: readonly Value[], numDims: number): void {
  p.print('(');
  p.printOperands(operands.slice(0, numDims));
  p.print(')');
  if (operands.length > numDims) {
    p.print('[');
    p.printOperands(operands.slice(numDims));
    p.print(']');
  }
}

/** `(types) -> results` with a single non-function result printed without parentheses. */
export function functionalTypeText(p: OpAsmPrinter, inputs: readonly Type[], results: readonly Type[]): void {
  p.print('(');
  p.printTypes(inputs);
  p.print(') -> ');
  if (results.length === 1 && results[0].kind !== 'function') p.printType(results[0]);
  else {
    p.print('(');
    p.printTypes(results);
    p.print(')');
  }
}

/** ` -> type` or ` -> (types)`, nothing when empty (OpAsmPrinter::printOptionalArrowTypeList). */
export function printOptionalArrowTypeList(p: OpAsmPrinter, types: readonly Type[]): void {
  if (!types.length) return;
  p.print(' -> ');
  if (types.length === 1 && types[0].kind !== 'function') p.printType(types[0]);
  else {
    p.print('(');
    p.printTypes(types);
    p.print(')');
  }
}

/** Verifies that a terminator's operands match the parent's result types. */
export function verifyYieldMatchesParent(op: Operation, parentNames: readonly string[]): void {
  const parent = op.parentOp;
  if (!parent || !parentNames.includes(parent.name)) {
    throw op.emitError(`expects parent op ${parentNames.length > 1 ? 'to be one of ' : ''}'${parentNames.join("', '")}'`);
  }
  const expected = parent.resultTypes();
  if (op.numOperands !== expected.length) {
    throw op.emitError(`parent of yield must have same number of results as the yield operands`);
  }
  op.operandTypes().forEach((t, i) => {
    if (t !== expected[i]) throw op.emitError(`types mismatch between yield op and its parent`);
  });
}

export function checkOperandCount(op: Operation, n: number): void {
  if (op.numOperands !== n) throw op.emitError(`expected ${n} operands, but found ${op.numOperands}`);
}

export function checkResultCount(op: Operation, n: number): void {
  if (op.numResults !== n) throw op.emitError(`requires ${n === 1 ? 'one result' : `${n} results`}, but found ${op.numResults}`);
}

/** `: memref<...>`, with a clear error when the type is not a memref. */
export function parseColonMemRefType(p: OpAsmParser): MemRefType {
  const loc = p.loc();
  const t = p.parseColonType();
  if (!(t instanceof MemRefType)) return p.error(`expected a memref type, found '${t.key}'`, loc);
  return t;
}

/** `%x attr-dict : T` for an op with one operand and no results (memref.dealloc, scf.reduce.return). */
export function parseOperandSyntax(p: OpAsmParser): Operation {
  const a = p.parseOperand();
  const attrs = new Map<string, Attribute>();
  p.parseOptionalAttrDict(attrs);
  const t = p.parseColonType();
  return p.create({ operands: [p.resolveOperand(a, t)], resultTypes: [], attributes: attrs });
}

export function printOperandSyntax(p: OpAsmPrinter, op: Operation): void {
  p.print(' ');
  p.printOperand(op.operand(0));
  p.printOptionalAttrDict(op.attributes);
  p.print(' : ');
  p.printType(op.operand(0).type);
}

/** `%x attr-dict : T1 to T2` (arith casts, memref.cast). */
export function parseCastSyntax(p: OpAsmParser): Operation {
  const a = p.parseOperand();
  const attrs = new Map<string, Attribute>();
  p.parseOptionalAttrDict(attrs);
  const from = p.parseColonType();
  p.parseKeyword('to');
  const to = p.parseType();
  return p.create({ operands: [p.resolveOperand(a, from)], resultTypes: [to], attributes: attrs });
}

export function printCastSyntax(p: OpAsmPrinter, op: Operation): void {
  printOperandSyntax(p, op);
  p.print(' to ');
  p.printType(op.result().type);
}
