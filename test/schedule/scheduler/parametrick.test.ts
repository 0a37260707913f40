// ParameTrick on kernels built with constant loop bounds (-DPOLYBENCH_USE_SCALAR_LB): the large constants become
// parameters while scheduling, the schedule found is legal for the real constants, and what the ILPs see does not
// depend on the sizes.

import { expect } from 'chai';
import { join } from 'node:path';
import { affineKernelModule, kernelFunctionName } from '../../../src/cli/polybench/affineKernel.js';
import { kernels } from '../../../src/cli/polybench/kernels.js';
import { packageRoot } from '../../../src/packageRoot.js';
import { extractScops } from '../../../src/poly/affineModel.js';
import { computeDependences } from '../../../src/poly/dependences.js';
import type { Scop } from '../../../src/poly/scop.js';
import { scheduleScop, styleConfig } from '../../../src/schedule/scheduler/index.js';
import { applyParameTrick } from '../../../src/schedule/scheduler/parametrick.js';
import { printScheduleTree } from '../../../src/schedule/treeText.js';
import { violations } from './helpers.js';

function scalarBoundScop(name: string, dataset: string): Scop {
  const k = kernels.find((x) => x.name === name)!;
  const module = affineKernelModule(join(packageRoot(), 'polybench'), k, [dataset, 'POLYBENCH_USE_SCALAR_LB']);
  return extractScops(module).scops.find((x) => x.scop.name === kernelFunctionName(k))!.scop;
}

describe('schedule/ParameTrick', function () {
  this.timeout(60000);
  const medium = scalarBoundScop('jacobi-1d', 'MEDIUM_DATASET');
  const large = scalarBoundScop('jacobi-1d', 'LARGE_DATASET');

  it('the loop bounds are constants (no parameters) at these sizes', () => {
    expect(medium.params).to.deep.equal([]);
  });

  for (const mode of ['p-trick', 'p-trick-extra'] as const) {
    it(`${mode}: the schedule is found with parameters for the constants and is legal for the real ones`, () => {
      const deps = computeDependences(medium);
      const input = applyParameTrick(medium, deps.dependences, mode);
      expect(input.params.length, 'parameters introduced').to.be.greaterThan(0);
      expect(input.params.every((p) => p.startsWith('_c'))).to.equal(true);
      const r = scheduleScop(medium, { config: styleConfig('pluto'), parametrick: mode, dependences: deps });
      expect(r.tree).to.not.equal(null);
      expect(violations(medium, deps, r.tree!)).to.deep.equal([]);
      expect(printScheduleTree(r.tree!)).to.not.match(/_c\d/);
      // The skewed stencil band is found as with parametric bounds.
      expect(printScheduleTree(r.tree!)).to.include('S0[i0, i1] -> [(2i0 + i1)]; S1[i0, i1] -> [(1 + 2i0 + i1)]');
    });
  }

  it('with the trick, the dependence polyhedra the ILPs are built from are the same at MEDIUM and LARGE sizes', () => {
    const keys = (s: Scop) =>
      applyParameTrick(s, computeDependences(s).dependences, 'p-trick')
        .dependences.flatMap((d) => d.relation.parts.map((p) => p.poly.simplify().structuralKey()))
        .sort();
    expect(keys(large)).to.deep.equal(keys(medium));
    // Without it they differ (the constants are the sizes).
    const plain = (s: Scop) => computeDependences(s).dependences.flatMap((d) => d.relation.parts.map((p) => p.poly.structuralKey())).sort();
    expect(plain(large)).to.not.deep.equal(plain(medium));
  });

  it('off leaves the problem as it is', () => {
    const deps = computeDependences(medium);
    expect(applyParameTrick(medium, deps.dependences, 'off').params).to.deep.equal(medium.params);
  });
});
