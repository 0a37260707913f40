// split-statements on the 30 polybench/ kernels after form-statements: where it fires (the five kernels of the
// Polygeist paper, and three more whose statements meet the same conditions), each split reported at its C
// statement; the kernel function stays one scop that matches a reference run and that isl agrees with.

import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { splitModuleStatements } from '../../src/affine/splitStatements.js';
import { kernelFunction, kernelFunctionName } from '../../src/cli/polybench/affineKernel.js';
import { IntegerType } from '../../src/ir/types.js';
import { extractScops } from '../../src/poly/affineModel.js';
import { expectScopsMatchExecution } from '../poly/affineTrace.js';
import { allEqual, islCheckTool, islCrossCheck } from '../poly/islCheck.js';
import { formedKernel, kernels } from '../poly/kernelModules.js';

/** Polygeist III-E's five, and gramschmidt, whose `R[k][j] += Q[i][k] * A[i][j]` qualifies too. */
const splits: Record<string, number> = { '2mm': 2, '3mm': 3, correlation: 1, covariance: 1, trmm: 1, gramschmidt: 1 };
/**
 * Statements of the heuristic's shape left whole: lu's, ludcmp's and cholesky's `A[i][j] -= A[i][k] * A[k][j]` read
 * what they wrote at earlier outer iterations (a recurrence), where the split only costs the blocked schedule.
 */
const kept: Record<string, number> = { lu: 2, ludcmp: 2, cholesky: 1 };

describe('split-statements on the polybench/ kernels', function () {
  this.timeout(120000);
  const isl = islCheckTool();
  for (const k of kernels) {
    const n = splits[k.name] ?? 0;
    const title = n ? `${n} split(s) at reduction statements of the C source; one scop that matches a reference run${'tool' in isl ? ' and isl' : ''}` : 'no split; still one scop';
    it(`${k.name}: ${title}`, () => {
      const module = formedKernel(k).clone();
      const decided = splitModuleStatements(module);
      const remarks = decided.filter((r) => r.split);
      expect(remarks.length).to.equal(n);
      expect(decided.filter((r) => !r.split).map((r) => r.message.replace(/:.*/, ''))).to.deep.equal(Array(kept[k.name] ?? 0).fill('not split'));
      for (const r of decided) {
        const line = readFileSync(r.loc.file, 'latin1').split('\n')[r.loc.line - 1]!;
        expect(line, `${r.loc.file}:${r.loc.line}`).to.match(/[-+]=/);
      }
      const fn = kernelFunction(module, k);
      const { scops: all, remarks: modelRemarks } = extractScops(module);
      const scops = all.filter((s) => s.fn === fn);
      expect(modelRemarks.filter((r) => r.message.includes(`@${kernelFunctionName(k)} `))).to.deep.equal([]);
      expect(scops.map((s) => s.scop.name)).to.deep.equal([kernelFunctionName(k)]);
      if (!remarks.length) return;
      expectScopsMatchExecution(scops, fn, fn.region(0).entry.arguments.map((a, i) => (a.type instanceof IntegerType ? 4 + i : undefined)));
      if ('tool' in isl) expect(islCrossCheck(isl.tool, scops[0]!.scop)).to.equal(allEqual);
    });
  }
});
