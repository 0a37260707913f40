// Issue 4 on the whole suite (ours, and the public one when POLYBENCH_PUBLIC names it): after --emit=affine every kernel's
// scop region is fully affine, and its affine form survives a round trip through upstream --lower-affine and our
// --raise-affine with the same loop structure.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { registerAllPasses } from '../../passes/index.js';
import { runPipeline } from '../../src/cli/ccDriver.js';
import { affineKernelModule, kernelFunction } from '../../src/cli/polybench/affineKernel.js';
import { kernels } from '../../src/cli/polybench/kernels.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { Operation } from '../../src/ir/operation.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { packageRoot } from '../../src/packageRoot.js';

registerAllDialects();
registerAllPasses();

const root = packageRoot();
const nonAffine = new Set(['scf.for', 'scf.if', 'scf.while', 'memref.load', 'memref.store']);

/** Ops marked polyts.scop (the top level of the `#pragma scop` region) and everything nested in them. */
function scopOps(fn: Operation): Operation[] {
  const out: Operation[] = [];
  for (const op of fn.region(0).entry.ops()) if (op.attr('polyts.scop')) op.walk((o) => void out.push(o));
  return out;
}

/** The loop structure of a function: nesting of affine.for/affine.parallel, as text like `for(for(),for())`. */
function loopShape(op: Operation): string {
  const parts: string[] = [];
  for (const r of op.regions)
    for (const b of r.blocks)
      for (const o of b.ops()) {
        if (o.name === 'affine.for' || o.name === 'affine.parallel' || o.name === 'scf.for') parts.push(`${o.name.split('.')[1]}(${loopShape(o)})`);
        else if (o.regions.length) {
          const inner = loopShape(o);
          if (inner) parts.push(inner);
        }
      }
  return parts.join(',');
}

/** The suite to check: our polybench/, or an unmodified public PolyBench/C 4.2.1 when POLYBENCH_PUBLIC names one. */
const suites: { label: string; dir: string }[] = [{ label: 'polybench/', dir: join(root, 'polybench') }];
if (process.env.POLYBENCH_PUBLIC) suites.push({ label: 'public PolyBench/C 4.2.1', dir: resolve(process.env.POLYBENCH_PUBLIC) });
else console.log('  raising on the public PolyBench/C 4.2.1: skipped (set POLYBENCH_PUBLIC to an unmodified copy to run it)');

const mlirOpt = ['mlir-opt-19', 'mlir-opt'].find((c) => spawnSync(c, ['--version']).status === 0);

describe('raising the PolyBench kernels', function () {
  this.timeout(120000);

  for (const suite of suites)
  for (const k of kernels) {
    it(`${suite.label} ${k.name}: the scop region has no scf.for/if/while or memref.load/store after --emit=affine`, () => {
      const fn = kernelFunction(affineKernelModule(suite.dir, k), k);
      const ops = scopOps(fn);
      expect(ops.length, 'the kernel must have a marked scop region').to.be.greaterThan(0);
      const counts = new Map<string, number>();
      for (const o of ops) if (nonAffine.has(o.name)) counts.set(o.name, (counts.get(o.name) ?? 0) + 1);
      expect(Object.fromEntries(counts), `non-affine ops left in kernel_${k.name}`).to.deep.equal({});
      expect(ops.some((o) => o.name === 'affine.for')).to.equal(true);
    });
  }

  describe('round trip through upstream --lower-affine', function () {
    before(function () {
      if (!mlirOpt) {
        console.log('      skipped: mlir-opt-19 not installed (install mlir-19-tools)');
        this.skip();
      }
    });

    for (const suite of suites)
    for (const k of kernels) {
      it(`${suite.label} ${k.name}: lowered by mlir-opt and raised again, the kernel is affine with the same loops`, () => {
        const module = affineKernelModule(suite.dir, k);
        const before = loopShape(kernelFunction(module, k));
        const lowered = spawnSync(mlirOpt!, ['--lower-affine'], { input: printOperation(module), encoding: 'utf8', maxBuffer: 1 << 26 });
        expect(lowered.status, lowered.stderr).to.equal(0);
        const back = parseSource(lowered.stdout, `${k.name}.lowered.mlir`);
        runPipeline(back, 'builtin.module(func.func(raise-affine),canonicalize)');
        const fn = kernelFunction(back, k);
        let scfFors = 0;
        fn.walk((o) => void (o.name === 'scf.for' && scfFors++));
        expect(scfFors, 'scf.for left in the kernel').to.equal(0);
        expect(loopShape(fn)).to.equal(before);
      });
    }
  });
});
