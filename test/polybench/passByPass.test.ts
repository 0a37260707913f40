// The -O3 pipelines run in one process give the IR they give pass by pass through MLIR text (each pass's output
// printed and parsed before the next, as separate polyts-opt commands would): what a pass hands the next in memory
// (the schedule tree behind a scop.schedule attribute, cached analyses) means what its text means.

import { expect } from 'chai';
import { join } from 'node:path';
import { cToMLIR } from '../../src/cli/ccDriver.js';
import { optimizationPipeline } from '../../src/cli/optimization.js';
import { parsePassPipeline } from '../../src/cli/passPipeline.js';
import { kernels } from '../../src/cli/polybench/kernels.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { PassManager } from '../../src/pipeline/passManager.js';
import { packageRoot } from '../../src/packageRoot.js';

const suite = join(packageRoot(), 'polybench');
const utilities = join(suite, 'utilities');

for (const openmp of [false, true]) {
  const pipeline = optimizationPipeline({ level: 3, openmp });
  describe(`polyts -O3${openmp ? ' -fopenmp' : ''} pass by pass through MLIR text, on polybench/`, () => {
    for (const k of kernels) {
      it(`${k.name}: the same IR as the pipeline in one run`, () => {
        const source = join(suite, k.dir, `${k.name}.c`);
        const whole = cToMLIR(source, { includeDirs: [utilities], defines: ['MINI_DATASET'] });
        let text = printOperation(whole);
        new PassManager(parsePassPipeline(pipeline, '<pipeline>')).run(whole);
        for (const element of parsePassPipeline(pipeline, '<pipeline>')) {
          const module = parseSource(text, `${k.name}.mlir`);
          new PassManager([element]).run(module);
          text = printOperation(module);
        }
        expect(text).to.equal(printOperation(whole));
      });
    }
  });
}
