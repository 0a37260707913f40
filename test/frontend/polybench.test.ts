// The project's PolyBench suite (polybench/) goes through the frontend: all 30 kernels parse and
// type-check with the default options and with the options that change their C (element types,
// C99 array prototypes, stack arrays, scalar loop bounds, restrict, padding, timing); each kernel
// has one SCoP whose loops are all canonical counted loops.

import { expect } from 'chai';
import type { TranslationUnit } from '../../src/frontend/ast.js';
import { forEachStmt } from '../../src/frontend/astWalk.js';
import { parseAndCheck } from '../../src/frontend/frontend.js';
import { findPreprocessor } from '../../src/frontend/preprocess.js';
import { kernels } from '../../src/cli/polybench/kernels.js';

function compile(dir: string, name: string, defines: string[] = []): TranslationUnit {
  return parseAndCheck(`polybench/${dir}/${name}.c`, { includeDirs: ['polybench/utilities'], defines });
}

const optionSets: readonly (readonly string[])[] = [
  ['MINI_DATASET', 'POLYBENCH_DUMP_ARRAYS'],
  ['DATA_TYPE_IS_INT'],
  ['DATA_TYPE_IS_FLOAT', 'POLYBENCH_USE_RESTRICT'],
  ['POLYBENCH_USE_C99_PROTO', 'POLYBENCH_USE_SCALAR_LB'],
  ['POLYBENCH_STACK_ARRAYS', 'SMALL_DATASET'],
  ['POLYBENCH_PADDING_FACTOR=3', 'POLYBENCH_INTER_ARRAY_PADDING_FACTOR=2'],
  ['POLYBENCH_TIME', 'POLYBENCH_CYCLE_ACCURATE_TIMER', 'POLYBENCH_GFLOPS'],
];

describe('frontend on the polybench/ suite', function () {
  this.timeout(600000);

  before(function () {
    if (!findPreprocessor()) this.skip();
  });

  for (const k of kernels) {
    it(`${k.name}: kernel_${k.name.replace(/-/g, '_')} has one scop of counted loops`, () => {
      const tu = compile(k.dir, k.name);
      const kernel = tu.functions.find((f) => f.name.startsWith('kernel_') && f.body)!;
      expect(kernel.name).to.equal(`kernel_${k.name.replace(/-/g, '_')}`);
      const scops = kernel.body!.body.filter((s) => s.kind === 'scop');
      expect(scops).to.have.length(1);
      const uncounted: number[] = [];
      let loops = 0;
      forEachStmt(scops[0]!, (s) => {
        if (s.kind !== 'for') return;
        loops++;
        if (!s.counted) uncounted.push(s.loc.line);
      });
      expect(loops).to.be.greaterThan(0);
      expect(uncounted, 'lines of loops that are not counted').to.deep.equal([]);
      expect(tu.functions.filter((f) => f.body).map((f) => f.name)).to.include.members(['init_array', 'print_array', 'main']);
    });
  }

  for (const defines of optionSets) {
    it(`all 30 kernels check with -D${defines.join(' -D')}`, () => {
      const failures: string[] = [];
      for (const k of kernels) {
        try {
          compile(k.dir, k.name, [...defines]);
        } catch (e) {
          failures.push(`${k.name}: ${(e as Error).message}`);
        }
      }
      expect(failures).to.deep.equal([]);
    });
  }
});
