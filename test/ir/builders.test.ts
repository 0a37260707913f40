// The typed builders of the dialect files: IR built with them verifies, prints stably through our parser, prints
// exactly as mlir-opt-19 prints it, and their accessors read back what was built.
import { expect } from 'chai';
import { add, constantExpr, dimExpr, mod, mul, sub, symbolExpr } from '../../src/ir/affineExpr.js';
import { AffineMap, IntegerSet } from '../../src/ir/affineMap.js';
import { Builder } from '../../src/ir/builder.js';
import { affineFor, affineIf, affineParallel } from '../../src/ir/dialects/affineControl.js';
import { affineApply, affineLoad, affineStore, affineYield } from '../../src/ir/dialects/affineOps.js';
import { arithBinary, arithCmpf, arithCmpi, arithSelect, arithUnary } from '../../src/ir/dialects/arith.js';
import { funcCall, funcFunc, funcReturn } from '../../src/ir/dialects/func.js';
import { llvmAddressOf, llvmCall, llvmFunc, llvmGetElementPtr, llvmGlobal, llvmLoad, llvmStore, llvmZero } from '../../src/ir/dialects/llvm.js';
import { LLVMArrayType, LLVMFunctionType, LLVMPointerType } from '../../src/ir/dialects/llvmTypes.js';
import { memrefAlloc, memrefAlloca, memrefCast, memrefDealloc, memrefGetGlobal, memrefGlobal, memrefLoad, memrefStore } from '../../src/ir/dialects/memref.js';
import { Block, Operation, Region, type Value } from '../../src/ir/operation.js';
import { printOperation } from '../../src/ir/printer.js';
import { verify } from '../../src/ir/verifier.js';
import { FunctionType, MemRefType, f64, i1, i32, i64, i8, indexType, kDynamic } from '../../src/ir/types.js';
import { hasMlirOpt, polytsPrint, runMlirOptBatch, skipUpstreamTests } from './tools.js';

const d0 = dimExpr(0);
const d1 = dimExpr(1);
const s0 = symbolExpr(0);

/** A module and a builder at the end of its body. */
function moduleBuilder(): { module: Operation; b: Builder } {
  const region = new Region();
  const body = region.addBlock(new Block());
  const module = Operation.create('builtin.module', { regions: [region] });
  const b = new Builder();
  b.setInsertionPointToEnd(body);
  return { module, b };
}

/** Builds a function with a body and runs `fill` with the builder at the end of its entry block. */
function defineFunction(b: Builder, name: string, type: FunctionType, fill: (b: Builder, args: readonly Value[]) => void): Operation {
  const fn = funcFunc.create(b, { name, type, withBody: true });
  const inner = new Builder();
  inner.setInsertionPointToEnd(funcFunc.body(fn));
  fill(inner, funcFunc.arguments(fn));
  return fn;
}

/** Runs `fill` with the builder at the end of `block`, restoring the insertion point after. */
function inBlock(b: Builder, block: Block, fill: () => void): void {
  b.guard(() => {
    b.setInsertionPointToEnd(block);
    fill();
  });
}

interface Built {
  readonly module: Operation;
  readonly ops: Record<string, Operation>;
}

/** func.func/call/return, affine.for/if/parallel/load/store/apply/yield and memref.alloc/alloca. */
function buildAffineModule(): Built {
  const { module, b } = moduleBuilder();
  const ops: Record<string, Operation> = {};
  const vec = MemRefType.get([kDynamic], f64);
  ops.decl = funcFunc.create(b, { name: 'ext', type: FunctionType.get([f64], [f64]), visibility: 'private' });
  ops.fn = defineFunction(b, 'kernel', FunctionType.get([vec, indexType], [f64]), (fb, [a, n]) => {
    const zero = fb.constantFloat(0, f64).result();
    ops.alloca = memrefAlloca.create(fb, MemRefType.get([4, 4], f64));
    ops.alloc = memrefAlloc.create(fb, vec, [n!]);
    // for %i = 0 to %n iter_args(%acc = 0.0): acc + a[i]
    ops.sum = affineFor.create(fb, {
      lowerBound: { map: AffineMap.constant(0), operands: [] },
      upperBound: { map: AffineMap.symbolIdentity(), operands: [n!] },
      inits: [zero],
    });
    inBlock(fb, affineFor.body(ops.sum), () => {
      const iv = affineFor.inductionVar(ops.sum!);
      ops.load = affineLoad.create(fb, a!, AffineMap.identity(1), [iv]);
      const next = arithBinary(fb, 'arith.addf', affineFor.iterArgs(ops.sum!)[0]!, ops.load.result());
      affineYield.create(fb, [next]);
    });
    // for %j = max(0, %n - 8) to min(%n, 64) step 2: alloc[j] = ext(alloca[j mod 4][0]) when 2j >= n, else 0.0
    ops.loop = affineFor.create(fb, {
      lowerBound: { map: AffineMap.get(0, 1, [constantExpr(0), sub(s0, 8)]), operands: [n!] },
      upperBound: { map: AffineMap.get(0, 1, [s0, constantExpr(64)]), operands: [n!] },
      step: 2,
    });
    inBlock(fb, affineFor.body(ops.loop), () => {
      const j = affineFor.inductionVar(ops.loop!);
      fb.setInsertionPoint(affineFor.body(ops.loop!).terminator!);
      ops.apply = affineApply.create(fb, AffineMap.get(1, 0, [mod(d0, 4)]), [j]);
      ops.if = affineIf.create(fb, {
        condition: IntegerSet.get(1, 1, [sub(mul(d0, 2), s0)], [false]),
        operands: [j, n!],
        resultTypes: [f64],
        withElse: true,
      });
      inBlock(fb, affineIf.thenBlock(ops.if), () => {
        const x = affineLoad.create(fb, ops.alloca!.result(), AffineMap.get(1, 0, [d0, constantExpr(0)]), [ops.apply!.result()]);
        ops.call = funcCall.create(fb, 'ext', [x.result()], [f64]);
        affineYield.create(fb, ops.call.results);
      });
      inBlock(fb, affineIf.elseBlock(ops.if)!, () => affineYield.create(fb, [zero]));
      ops.store = affineStore.create(fb, ops.if.result(), ops.alloc!.result(), AffineMap.identity(1), [j]);
    });
    // parallel (%p, %q) = (0, max(0, %n - 4)) to (%n, 4): a reduction "maximumf" over alloca[p][q].
    ops.parallel = affineParallel.create(fb, {
      lowerBounds: { map: AffineMap.get(0, 1, [constantExpr(0), constantExpr(0), sub(s0, 4)]), groups: [1, 2], operands: [n!] },
      upperBounds: { map: AffineMap.get(0, 1, [s0, constantExpr(4)]), operands: [n!] },
      steps: [1, 2],
      reductions: [{ kind: 'maximumf', type: f64 }],
    });
    inBlock(fb, affineParallel.body(ops.parallel), () => {
      const [p, q] = affineParallel.inductionVars(ops.parallel!);
      const v = affineLoad.create(fb, ops.alloca!.result(), AffineMap.get(2, 0, [d0, add(d1, 0)]), [p!, q!]);
      affineYield.create(fb, [v.result()]);
    });
    // A parallel loop without reductions gets its yield from the builder.
    ops.plain = affineParallel.create(fb, {
      lowerBounds: { map: AffineMap.constant(0), operands: [] },
      upperBounds: { map: AffineMap.constant(4), operands: [] },
    });
    const total = arithBinary(fb, 'arith.addf', ops.sum.result(), ops.parallel.result());
    ops.return = funcReturn.create(fb, [total]);
  });
  return { module, ops };
}

/** The builders the C frontend uses: arith, memref (globals, casts, loads, stores) and llvm. */
function buildFrontendModule(): Operation {
  const { module, b } = moduleBuilder();
  const ptr = LLVMPointerType.get();
  const grid = MemRefType.get([8], i32);
  const putsType = LLVMFunctionType.get(i32, [ptr], true);
  memrefGlobal.create(b, { name: 'grid', type: grid, initialValue: memrefGlobal.splat(grid, 0n), isPrivate: true });
  llvmGlobal.createString(b, 'str0', LLVMArrayType.get(3, i8), 'hi\0');
  llvmGlobal.createExternal(b, 'stderr', ptr);
  llvmFunc.createDeclaration(b, 'printf', putsType);
  defineFunction(b, 'mix', FunctionType.get([i32, MemRefType.get([kDynamic], i32)], [i32]), (fb, [x, m]) => {
    const g = memrefGetGlobal.create(fb, 'grid', grid).result();
    const c0 = fb.constantIndex(0).result();
    const loaded = memrefLoad.create(fb, g, [c0]).result();
    const sum = arithBinary(fb, 'arith.addi', x!, loaded, true);
    const wide = arithUnary(fb, 'arith.extsi', sum, i64);
    const isNeg = arithCmpi(fb, 'slt', sum, x!);
    const asFloat = arithUnary(fb, 'arith.sitofp', sum, f64);
    const unordered = arithCmpf(fb, 'une', asFloat, asFloat);
    const pick = arithSelect(fb, arithBinary(fb, 'arith.andi', isNeg, unordered), sum, x!);
    memrefStore.create(fb, pick, memrefCast.create(fb, g, MemRefType.get([kDynamic], i32)).result(), [c0]);
    memrefStore.create(fb, pick, m!, [c0]);
    const heap = memrefAlloc.create(fb, MemRefType.get([kDynamic], i32), [c0]).result();
    memrefDealloc.create(fb, heap);
    const s = llvmAddressOf.create(fb, 'str0').result();
    const at = llvmGetElementPtr.create(fb, s, wide, i8).result();
    const err = llvmLoad.create(fb, llvmAddressOf.create(fb, 'stderr').result(), ptr).result();
    llvmStore.create(fb, llvmZero.create(fb).result(), err);
    llvmCall.create(fb, 'printf', putsType, [at]);
    const flag = arithBinary(fb, 'arith.xori', arithCmpi(fb, 'eq', sum, x!), fb.constantInt(1, i1).result());
    funcReturn.create(fb, [arithSelect(fb, flag, sum, x!)]);
  });
  return module;
}

const affineBuilt = buildAffineModule();
const frontendBuilt = buildFrontendModule();
const printed = { affine: printOperation(affineBuilt.module), frontend: printOperation(frontendBuilt) };

describe('dialect builders and accessors', () => {
  for (const [name, module] of [
    ['affine and func', affineBuilt.module],
    ['arith, memref and llvm (frontend)', frontendBuilt],
  ] as const) {
    it(`${name}: the built IR verifies and re-parses to the same text (pretty and generic)`, () => {
      verify(module);
      const text = printOperation(module);
      expect(polytsPrint(text, 'built.mlir')).to.equal(text);
      const generic = printOperation(module, { generic: true });
      expect(polytsPrint(generic, 'built-generic.mlir', true)).to.equal(generic);
    });
  }

  it('affine ops print in upstream syntax (bounds, iter_args, groups, steps, reduce)', () => {
    const t = printed.affine;
    expect(t).to.match(/affine\.for %\S+ = 0 to %\S+ iter_args\(%\S+ = %\S+\) -> \(f64\)/);
    expect(t).to.match(/affine\.for %\S+ = max #map\d*\(\)\[%\S+\] to min #map\d*\(\)\[%\S+\] step 2 \{/);
    expect(t).to.match(/affine\.parallel \(%\S+, %\S+\) = \(0, max\(0, symbol\(%\S+\) - 4\)\) to \(symbol\(%\S+\), 4\) step \(1, 2\) reduce \("maximumf"\) -> \(f64\)/);
    expect(t).to.match(/affine\.if #set\(%\S+\)\[%\S+\] -> f64 \{/);
    expect(t).to.match(/func\.func private @ext\(f64\) -> f64/);
  });

  it('accessors read back what the builders were given', () => {
    const { ops } = affineBuilt;
    const n = funcFunc.arguments(ops.fn!)[1]!;
    expect(funcFunc.name(ops.fn!)).to.equal('kernel');
    expect(funcFunc.visibility(ops.decl!)).to.equal('private');
    expect(funcFunc.isDeclaration(ops.decl!)).to.equal(true);
    expect(funcFunc.functionType(ops.fn!).results).to.deep.equal([f64]);
    expect(affineFor.upperBoundOperands(ops.sum!)).to.deep.equal([n]);
    expect(affineFor.inits(ops.sum!)).to.have.length(1);
    expect(affineFor.iterArgs(ops.sum!)).to.have.length(1);
    expect(affineFor.step(ops.loop!)).to.equal(2);
    expect(affineFor.lowerBoundMap(ops.loop!).numResults).to.equal(2);
    expect(affineFor.lowerBoundOperands(ops.loop!)).to.deep.equal([n]);
    expect(affineIf.operands(ops.if!)[1]).to.equal(n);
    expect(affineIf.elseBlock(ops.if!)?.terminator?.name).to.equal('affine.yield');
    expect(affineParallel.lowerBoundsGroups(ops.parallel!)).to.deep.equal([1, 2]);
    expect(affineParallel.upperBoundsGroups(ops.parallel!)).to.deep.equal([1, 1]);
    expect(affineParallel.steps(ops.parallel!)).to.deep.equal([1, 2]);
    expect(affineParallel.reductions(ops.parallel!)).to.deep.equal(['maximumf']);
    expect(affineParallel.body(ops.plain!).terminator?.name).to.equal('affine.yield');
    expect(affineLoad.memref(ops.load!)).to.equal(funcFunc.arguments(ops.fn!)[0]);
    expect(affineLoad.indices(ops.load!)).to.deep.equal([affineFor.inductionVar(ops.sum!)]);
    expect(affineStore.value(ops.store!)).to.equal(ops.if!.result());
    expect(affineStore.memref(ops.store!)).to.equal(ops.alloc!.result());
    expect(affineApply.map(ops.apply!).numDims).to.equal(1);
    expect(funcCall.callee(ops.call!)).to.equal('ext');
    expect(memrefAlloc.dynamicSizes(ops.alloc!)).to.deep.equal([n]);
    expect(memrefAlloca.type(ops.alloca!).shape).to.deep.equal([4, 4]);
    expect(funcReturn.values(ops.return!)).to.have.length(1);
  });

  describe('mlir-opt-19 prints the built IR exactly as polyts does', function () {
    const names = ['affine and func', 'arith, memref and llvm (frontend)'];
    if (!hasMlirOpt()) {
      skipUpstreamTests(names);
      return;
    }
    for (const [i, name] of names.entries()) {
      it(name, async function () {
        this.timeout(30000);
        const text = [printed.affine, printed.frontend][i]!;
        const { outputs, stderr } = await runMlirOptBatch([text]);
        expect(outputs[0], stderr).to.equal(text);
        const generic = await runMlirOptBatch([text], ['--mlir-print-op-generic']);
        const ours = i === 0 ? printOperation(affineBuilt.module, { generic: true }) : printOperation(frontendBuilt, { generic: true });
        expect(generic.outputs[0], generic.stderr).to.equal(ours);
      });
    }
  });
});
