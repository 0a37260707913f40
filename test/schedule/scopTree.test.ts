// A scop's tree on the IR (the scop.schedule attribute): written, printed, parsed back and read as the same tree;
// checked against the scop (strided domains included) and, for passes that use it, against the dependences.

import { expect } from 'chai';
import { DiagnosticError } from '../../src/ir/diagnostics.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { extractScops } from '../../src/poly/affineModel.js';
import { computeDependences } from '../../src/poly/dependences.js';
import { buildScop } from '../../src/poly/loopNest.js';
import { initialTree } from '../../src/schedule/initialTree.js';
import { SCHEDULE_ATTR, legalScheduleTree, readScheduleAttr, scheduleAnchor, treeMismatch, writeScheduleAttr } from '../../src/schedule/scopTree.js';
import { parseScheduleTree, printScheduleTree } from '../../src/schedule/treeText.js';
import { markCoincidentMembers } from '../../src/schedule/verify.js';
import { classicKernels } from '../poly/classicKernels.js';
import { affineKernel, kernelScops, kernels } from '../poly/kernelModules.js';

describe('schedule/scop tree attribute', () => {
  it('survives printing and parsing the module: the same tree is read back from the same scop', () => {
    const k = kernels.find((x) => x.name === 'gemm')!;
    const module = affineKernel(k).clone();
    const x = extractScops(module).scops.find((s) => s.scop.name === 'kernel_gemm')!;
    const tree = markCoincidentMembers(x.scop, computeDependences(x.scop, { distances: false }), initialTree(x.scop));
    writeScheduleAttr(x, tree);
    expect(scheduleAnchor(x).name, 'carried by the first op holding a statement').to.equal('affine.for');
    const again = extractScops(parseSource(printOperation(module), 'gemm.mlir')).scops.find((s) => s.scop.name === 'kernel_gemm')!;
    expect(printScheduleTree(readScheduleAttr(again)!)).to.equal(printScheduleTree(tree));
    expect(printScheduleTree(legalScheduleTree(again))).to.equal(printScheduleTree(tree));
  });

  it('a scop without the attribute has no attached tree', () => {
    for (const x of kernelScops(kernels.find((k) => k.name === 'atax')!)) expect(readScheduleAttr(x)).to.equal(null);
  });

  it('accepts its own printed trees for every classic kernel, strided and guarded domains included', () => {
    for (const k of classicKernels) {
      const scop = buildScop(k.name, k.params, k.body);
      expect(treeMismatch(scop, parseScheduleTree(printScheduleTree(initialTree(scop)))), k.name).to.equal(null);
    }
  });

  it('rejects a tree over fewer instances, naming the statement', () => {
    const k = classicKernels.find((x) => x.name === 'triangular-solve')!;
    const scop = buildScop(k.name, k.params, k.body);
    const text = printScheduleTree(initialTree(scop)).replace('S1[i0, i1] : 0 <= i0 < N and 0 <= i1 < i0', 'S1[i0, i1] : 0 <= i0 < N and 0 < i1 < i0');
    expect(treeMismatch(scop, parseScheduleTree(text))).to.match(/^the tree's domain of S1 is not the scop's/);
  });

  it('legalScheduleTree: an attached tree that breaks a dependence is an error at its op', () => {
    const module = parseSource(
      `func.func @prefix(%a: memref<?xf64>, %n: index) attributes {polyts.arg_names = ["a", "n"]} {
  affine.for %i = 1 to %n {
    %v = affine.load %a[%i - 1] : memref<?xf64>
    affine.store %v, %a[%i] : memref<?xf64>
  }
  return
}`,
      'prefix.mlir',
    );
    const x = extractScops(module).scops[0]!;
    writeScheduleAttr(x, parseScheduleTree(`domain: "[n] -> { S0[i0] : 1 <= i0 < n }"\nchild:\n  schedule: "[n] -> [{ S0[i0] -> [(-i0)] }]"\n`));
    expect(scheduleAnchor(x).attr(SCHEDULE_ATTR)).to.not.equal(undefined);
    expect(() => legalScheduleTree(x)).to.throw(DiagnosticError, /^prefix\.mlir:2:3: error: the schedule tree of scop @prefix is illegal: RAW dependence S0 -> S0/);
  });
});
