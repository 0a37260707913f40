// The scf dialect: for (with iter_args), while/condition, if, yield, parallel/reduce.

import { Attribute } from '../attributes.js';
import { OpAsmParser, OpAsmPrinter, RegionArgument, UnresolvedOperand, defineOp, withCanonicalizations } from '../opDefinition.js';
import { DialectDefinition } from '../opRegistry.js';
import { scfCanonicalizations } from './scfCanonicalize.js';
import { Block, BlockArgument, Operation, Region, Value } from '../operation.js';
import { Type, i1, indexType, isSignlessIntegerOrIndex } from '../types.js';
import {
  ensureTerminator,
  functionalTypeText,
  parseOperandSyntax,
  parseTerminatorOperands,
  printOperandSyntax,
  printOptionalArrowTypeList,
  printTerminatorOperands,
  verifyYieldMatchesParent,
} from './common.js';

/** `(%a = %init, ...)` */
function parseInitList(p: OpAsmParser): { args: RegionArgument[]; inits: UnresolvedOperand[] } {
  const args: RegionArgument[] = [];
  const inits: UnresolvedOperand[] = [];
  p.parseLParen();
  if (!p.parseOptionalRParen()) {
    do {
      args.push(p.parseRegionArgument(false));
      p.parseEqual();
      inits.push(p.parseOperand());
    } while (p.parseOptionalComma());
    p.parseRParen();
  }
  return { args, inits };
}

function printInitList(p: OpAsmPrinter, args: readonly BlockArgument[], inits: readonly Value[], prefix: string): void {
  if (!inits.length) return;
  p.print(prefix + '(');
  args.forEach((a, i) => {
    if (i) p.print(', ');
    p.printOperand(a);
    p.print(' = ');
    p.printOperand(inits[i]);
  });
  p.print(')');
}

function parseParenTypeList(p: OpAsmParser): Type[] {
  const types: Type[] = [];
  p.parseLParen();
  if (!p.parseOptionalRParen()) {
    types.push(...p.parseTypeList());
    p.parseRParen();
  }
  return types;
}

// ------------------------------------------------------------------------ scf.for

/** Accessors for scf.for's operands: [lower bound, upper bound, step, iter inits]. */
export const scfFor = {
  lowerBound: (op: Operation): Value => op.operand(0),
  upperBound: (op: Operation): Value => op.operand(1),
  step: (op: Operation): Value => op.operand(2),
  inits: (op: Operation): Value[] => op.operandValues(3),
  body: (op: Operation): Block => op.region(0).entry,
  inductionVar: (op: Operation): BlockArgument => op.region(0).entry.arguments[0],
};

const forOp = defineOp({
  name: 'scf.for',
  summary: 'for operation',
  traits: ['RecursiveMemoryEffects', 'SingleBlock'],
  parse(p) {
    const iv = p.parseRegionArgument(false);
    p.parseEqual();
    const lb = p.parseOperand();
    p.parseKeyword('to');
    const ub = p.parseOperand();
    p.parseKeyword('step');
    const step = p.parseOperand();
    let iterArgs: RegionArgument[] = [];
    let inits: UnresolvedOperand[] = [];
    let resultTypes: Type[] = [];
    if (p.parseOptionalKeyword(['iter_args'])) {
      ({ args: iterArgs, inits } = parseInitList(p));
      p.parseArrow();
      resultTypes = parseParenTypeList(p);
      if (resultTypes.length !== inits.length) p.error('mismatch in number of loop-carried values and defined values');
    }
    const ivType = p.parseOptionalColon() ? p.parseType() : indexType;
    iv.type = ivType;
    iterArgs.forEach((a, i) => (a.type = resultTypes[i]));
    const operands = [...p.resolveOperands([lb, ub, step], ivType), ...p.resolveOperands(inits, resultTypes)];
    const body = p.parseRegion([iv, ...iterArgs]);
    if (!inits.length) ensureTerminator(body, 'scf.yield', p.opLoc, [ivType]);
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands, resultTypes, attributes: attrs, regions: [body] });
  },
  print(p, op) {
    const body = op.region(0).entry;
    const iv = body.arguments[0];
    p.print(' ');
    p.printOperand(iv);
    p.print(' = ');
    p.printOperand(op.operand(0));
    p.print(' to ');
    p.printOperand(op.operand(1));
    p.print(' step ');
    p.printOperand(op.operand(2));
    const inits = op.operandValues(3);
    printInitList(p, body.arguments.slice(1), inits, ' iter_args');
    if (inits.length) {
      p.print(' -> (');
      p.printTypes(inits.map((v) => v.type));
      p.print(')');
    }
    p.print(' ');
    if (iv.type.kind !== 'index') {
      p.print(' : ');
      p.printType(iv.type);
      p.print(' ');
    }
    p.printRegion(op.region(0), { printEntryBlockArgs: false, printBlockTerminators: inits.length > 0 });
    p.printOptionalAttrDict(op.attributes);
  },
  verify(op) {
    if (op.numOperands < 3) throw op.emitError('expects lower bound, upper bound and step operands');
    const t = op.operand(0).type;
    if (!isSignlessIntegerOrIndex(t) || op.operand(1).type !== t || op.operand(2).type !== t) {
      throw op.emitError('expects lower bound, upper bound and step of the same signless integer or index type');
    }
    const nIter = op.numOperands - 3;
    if (op.numResults !== nIter) throw op.emitError('mismatch in number of loop-carried values and defined values');
    const body = op.region(0).entryOrNull;
    if (!body || body.arguments.length !== nIter + 1) throw op.emitError(`expected ${nIter + 1} region arguments`);
    if (body.arguments[0].type !== t) throw op.emitError('expected induction variable to be same type as bounds and step');
    for (let i = 0; i < nIter; i++) {
      const r = op.result(i).type;
      if (op.operand(3 + i).type !== r) throw op.emitError(`types mismatch between ${i}th iter operand and defined value`);
      if (body.arguments[i + 1].type !== r) throw op.emitError(`types mismatch between ${i}th iter region arg and defined value`);
    }
  },
});

// ------------------------------------------------------------------------ scf.yield, scf.condition

const yieldOp = defineOp({
  name: 'scf.yield',
  summary: 'loop yield and termination operation',
  traits: ['Pure', 'Terminator', 'ReturnLike', 'ZeroResults'],
  parse: parseTerminatorOperands,
  print: printTerminatorOperands,
  verify(op) {
    const parent = op.parentOp;
    if (!parent || !['scf.for', 'scf.if', 'scf.while', 'scf.execute_region'].includes(parent.name)) {
      throw op.emitError("expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'");
    }
    if (parent.name === 'scf.while') {
      // In the `do` region the yield feeds the `before` region's arguments.
      const expected = parent.region(0).arguments.map((a) => a.type);
      if (op.numOperands !== expected.length || op.operandTypes().some((t, i) => t !== expected[i])) {
        throw op.emitError('expects the yielded values to match the types of the before region arguments');
      }
      return;
    }
    verifyYieldMatchesParent(op, [parent.name]);
  },
});

const conditionOp = defineOp({
  name: 'scf.condition',
  summary: 'loop continuation condition',
  traits: ['Pure', 'Terminator', 'ZeroResults'],
  parse(p) {
    p.parseLParen();
    const c = p.parseOperand();
    p.parseRParen();
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    const args = p.parseOperandList();
    const types = args.length ? p.parseColonTypeList() : [];
    return p.create({ operands: [p.resolveOperand(c, i1), ...p.resolveOperands(args, types)], resultTypes: [], attributes: attrs });
  },
  print(p, op) {
    p.print('(');
    p.printOperand(op.operand(0));
    p.print(')');
    p.printOptionalAttrDict(op.attributes);
    if (op.numOperands > 1) {
      p.print(' ');
      p.printOperands(op.operandValues(1));
      p.print(' : ');
      p.printTypes(op.operandTypes().slice(1));
    }
  },
  verify(op) {
    const parent = op.parentOp;
    if (parent?.name !== 'scf.while' || op.parentRegion !== parent.region(0)) throw op.emitError("expects parent op 'scf.while'");
    if (op.operand(0).type !== i1) throw op.emitError('operand #0 must be 1-bit signless integer');
    const expected = parent.resultTypes();
    const got = op.operandTypes().slice(1);
    if (got.length !== expected.length || got.some((t, i) => t !== expected[i])) {
      throw op.emitError('expects the forwarded values to match the types of the loop results');
    }
  },
});

// ------------------------------------------------------------------------ scf.while

const whileOp = defineOp({
  name: 'scf.while',
  summary: 'a generic "while" loop',
  traits: ['RecursiveMemoryEffects'],
  parse(p) {
    let args: RegionArgument[] = [];
    let inits: UnresolvedOperand[] = [];
    if (p.isNext('(')) ({ args, inits } = parseInitList(p));
    p.parseColon();
    const loc = p.loc();
    const ft = p.parseType();
    if (ft.kind !== 'function') return p.error('expected a function type (inits) -> (results)', loc);
    const { inputs, results } = ft as unknown as { inputs: Type[]; results: Type[] };
    if (inputs.length !== inits.length) p.error('expected as many input types as operands', loc);
    args.forEach((a, i) => (a.type = inputs[i]));
    const operands = p.resolveOperands(inits, inputs);
    const before = p.parseRegion(args);
    p.parseKeyword('do');
    const after = p.parseRegion();
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDictWithKeyword(attrs);
    return p.create({ operands, resultTypes: results, attributes: attrs, regions: [before, after] });
  },
  print(p, op) {
    const before = op.region(0);
    printInitList(p, before.arguments, op.operandValues(), ' ');
    p.print(' : ');
    functionalTypeText(p, op.operandTypes(), op.resultTypes());
    p.print(' ');
    p.printRegion(before, { printEntryBlockArgs: false });
    p.print(' do ');
    p.printRegion(op.region(1));
    p.printOptionalAttrDictWithKeyword(op.attributes);
  },
  verify(op) {
    const before = op.region(0).entryOrNull;
    const after = op.region(1).entryOrNull;
    if (!before || !after) throw op.emitError('expects non-empty before and after regions');
    const inits = op.operandTypes();
    if (before.arguments.length !== inits.length || before.arguments.some((a, i) => a.type !== inits[i])) {
      throw op.emitError('expects the before region arguments to match the types of the operands');
    }
    const results = op.resultTypes();
    if (after.arguments.length !== results.length || after.arguments.some((a, i) => a.type !== results[i])) {
      throw op.emitError('expects the after region arguments to match the types of the results');
    }
    if (before.last?.name !== 'scf.condition') throw op.emitError("expects the 'before' region to terminate with 'scf.condition'");
    if (after.last?.name !== 'scf.yield') throw op.emitError("expects the 'after' region to terminate with 'scf.yield'");
  },
});

// ------------------------------------------------------------------------ scf.if

export const scfIf = {
  condition: (op: Operation): Value => op.operand(0),
};

const ifOp = defineOp({
  name: 'scf.if',
  summary: 'if-then-else operation',
  traits: ['RecursiveMemoryEffects', 'SingleBlock'],
  parse(p) {
    const c = p.parseOperand();
    const cond = p.resolveOperand(c, i1);
    const resultTypes = p.parseOptionalArrowTypeList();
    const thenR = p.parseRegion();
    let elseR = new Region();
    if (p.parseOptionalKeyword(['else'])) elseR = p.parseRegion();
    if (!resultTypes.length) {
      ensureTerminator(thenR, 'scf.yield', p.opLoc);
      if (!elseR.empty) ensureTerminator(elseR, 'scf.yield', p.opLoc);
    }
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands: [cond], resultTypes, attributes: attrs, regions: [thenR, elseR] });
  },
  print(p, op) {
    p.print(' ');
    p.printOperand(op.operand(0));
    const withResults = op.numResults > 0;
    if (withResults) {
      p.print(' -> (');
      p.printTypes(op.resultTypes());
      p.print(')');
    }
    p.print(' ');
    p.printRegion(op.region(0), { printEntryBlockArgs: false, printBlockTerminators: withResults });
    if (!op.region(1).empty) {
      p.print(' else ');
      p.printRegion(op.region(1), { printEntryBlockArgs: false, printBlockTerminators: withResults });
    }
    p.printOptionalAttrDict(op.attributes);
  },
  verify(op) {
    if (op.operand(0).type !== i1) throw op.emitError("operand #0 must be 1-bit signless integer, but got '" + op.operand(0).type.key + "'");
    if (op.region(0).empty) throw op.emitError('region #0 (\'thenRegion\') failed to verify constraint: region with 1 blocks');
    if (op.numResults && op.region(1).empty) throw op.emitError('must have an else block if defining values');
  },
});

// ------------------------------------------------------------------------ scf.parallel / scf.reduce

const parallelOp = defineOp({
  name: 'scf.parallel',
  summary: 'parallel for operation',
  traits: ['RecursiveMemoryEffects', 'SingleBlock'],
  parse(p) {
    const ivs = p.parseRegionArgumentList('paren', false);
    p.parseEqual();
    const lbs = p.parseOperandList('paren');
    p.parseKeyword('to');
    const ubs = p.parseOperandList('paren');
    p.parseKeyword('step');
    const steps = p.parseOperandList('paren');
    if (lbs.length !== ivs.length || ubs.length !== ivs.length || steps.length !== ivs.length) {
      p.error('expected as many lower bounds, upper bounds and steps as induction variables');
    }
    const inits = p.parseOptionalKeyword(['init']) ? p.parseOperandList('paren') : [];
    const resultTypes = p.parseOptionalArrowTypeList();
    if (resultTypes.length !== inits.length) p.error('expected as many result types as init values');
    ivs.forEach((a) => (a.type = indexType));
    const operands = [
      ...p.resolveOperands(lbs, indexType),
      ...p.resolveOperands(ubs, indexType),
      ...p.resolveOperands(steps, indexType),
      ...p.resolveOperands(inits, resultTypes),
    ];
    const body = p.parseRegion(ivs);
    ensureTerminator(body, 'scf.reduce', p.opLoc, ivs.map(() => indexType));
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands, resultTypes, attributes: attrs, regions: [body] });
  },
  print(p, op) {
    const n = op.region(0).arguments.length;
    p.print(' (');
    p.printOperands(op.region(0).arguments);
    p.print(') = (');
    p.printOperands(op.operandValues(0, n));
    p.print(') to (');
    p.printOperands(op.operandValues(n, 2 * n));
    p.print(') step (');
    p.printOperands(op.operandValues(2 * n, 3 * n));
    p.print(')');
    if (op.numOperands > 3 * n) {
      p.print(' init (');
      p.printOperands(op.operandValues(3 * n));
      p.print(')');
    }
    printOptionalArrowTypeList(p, op.resultTypes());
    p.print(' ');
    p.printRegion(op.region(0), { printEntryBlockArgs: false });
    p.printOptionalAttrDict(op.attributes);
  },
  verify(op) {
    const n = op.region(0).arguments.length;
    if (n === 0) throw op.emitError('needs at least one tuple element for lowerBound, upperBound and step');
    if (op.numOperands !== 3 * n + op.numResults) throw op.emitError('expects one lower bound, upper bound and step per induction variable and one init per result');
    for (let i = 0; i < 3 * n; i++) if (op.operand(i).type !== indexType) throw op.emitError('expects index bounds and steps');
    const red = op.region(0).entry.last;
    if (red?.name !== 'scf.reduce') throw op.emitError("expects body to terminate with 'scf.reduce'");
    if (red.numOperands !== op.numResults) throw op.emitError(`expects number of results: ${op.numResults} to be the same as number of reductions: ${red.numOperands}`);
    op.resultTypes().forEach((t, i) => {
      if (op.operand(3 * n + i).type !== t || red.operand(i).type !== t) throw op.emitError(`expects the types of init ${i}, reduction ${i} and result ${i} to match`);
    });
  },
  operandSegments: (op) => {
    const n = op.region(0).arguments.length;
    return [n, n, n, op.numOperands - 3 * n];
  },
  checkSegments: (op, s) => {
    const n = op.region(0).arguments.length;
    return s.length === 4 && s[0] === n && s[1] === n && s[2] === n && s[3] === op.numOperands - 3 * n ? undefined : 'operandSegmentSizes does not match the induction variables';
  },
});

const reduceOp = defineOp({
  name: 'scf.reduce',
  summary: 'reduce operation for scf.parallel',
  traits: ['Pure', 'Terminator', 'ZeroResults'],
  parse(p) {
    const ops: UnresolvedOperand[] = [];
    let types: Type[] = [];
    if (p.parseOptionalLParen()) {
      ops.push(...p.parseOperandList());
      types = p.parseColonTypeList();
      p.parseRParen();
    }
    const operands = p.resolveOperands(ops, types);
    const regions: Region[] = [];
    if (p.isNext('{')) {
      do regions.push(p.parseRegion());
      while (p.parseOptionalComma());
    }
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands, resultTypes: [], attributes: attrs, regions });
  },
  print(p, op) {
    if (op.numOperands) {
      p.print('(');
      p.printOperands(op.operandValues());
      p.print(' : ');
      p.printTypes(op.operandTypes());
      p.print(')');
    }
    p.print(' ');
    op.regions.forEach((r, i) => {
      if (i) p.print(', ');
      p.printRegion(r);
    });
    p.printOptionalAttrDict(op.attributes);
  },
  verify(op) {
    if (op.parentOp?.name !== 'scf.parallel') throw op.emitError("expects parent op 'scf.parallel'");
    if (op.regions.length !== op.numOperands) throw op.emitError('expects one reduction region per operand');
    op.regions.forEach((r, i) => {
      const t = op.operand(i).type;
      const args = r.entryOrNull?.arguments ?? [];
      if (args.length !== 2 || args[0].type !== t || args[1].type !== t) {
        throw op.emitError(`expected two block arguments with type ${t.key} in the ${i}th reduction region`);
      }
      const ret = r.entry.last;
      if (ret?.name !== 'scf.reduce.return' || ret.operand(0)?.type !== t) {
        throw op.emitError(`expects the ${i}th reduction region to return a value of type ${t.key}`);
      }
    });
  },
});

const reduceReturnOp = defineOp({
  name: 'scf.reduce.return',
  summary: 'terminator for a reduction region',
  traits: ['Pure', 'Terminator', 'ZeroResults'],
  parse: parseOperandSyntax,
  print: printOperandSyntax,
  verify(op) {
    if (op.parentOp?.name !== 'scf.reduce') throw op.emitError("expects parent op 'scf.reduce'");
    if (op.numOperands !== 1) throw op.emitError('expects one operand');
  },
});

export const scfDialect: DialectDefinition = {
  name: 'scf',
  ops: withCanonicalizations([forOp, yieldOp, conditionOp, whileOp, ifOp, parallelOp, reduceOp, reduceReturnOp], scfCanonicalizations),
};

