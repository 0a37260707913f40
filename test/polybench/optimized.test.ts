// polyts -O3 end to end on every polybench/ kernel at MINI and SMALL sizes (issue 10's bar): the sequential build's
// dumps are byte-identical to gcc's on the original, and the -O3 -fopenmp build, whose affine.parallel MLIR
// mlir-opt-19 must accept and lower, equals it at 1, 2 and 3 threads (within 1e-9 where a floating-point reduction
// runs in parallel).

import { join } from 'node:path';
import { cToMLIR, runPipeline } from '../../src/cli/ccDriver.js';
import { optimizationPipeline } from '../../src/cli/optimization.js';
import { kernels } from '../../src/cli/polybench/kernels.js';
import { emitC } from '../../src/codegen/emitC/index.js';
import { packageRoot } from '../../src/packageRoot.js';
import { suiteTests } from './e2eCheck.js';
import { openMPSuiteTests } from './openmpCheck.js';

const suite = join(packageRoot(), 'polybench');
const sequential = optimizationPipeline({ level: 3 });
const parallel = optimizationPipeline({ level: 3, openmp: true });

function compileOpenMP(source: string, includeDirs: readonly string[], defines: readonly string[]) {
  const module = cToMLIR(source, { includeDirs, defines });
  runPipeline(module, parallel);
  return { module, c: emitC(module, source) };
}

for (const dataset of ['MINI_DATASET', 'SMALL_DATASET']) {
  const size = dataset.replace('_DATASET', '');
  suiteTests(`polyts -O3 on polybench/ at ${size}: outputs byte-identical to gcc on the original`, () => suite, [dataset], kernels, sequential);

  openMPSuiteTests(`polyts -O3 -fopenmp on polybench/ at ${size}: outputs at 1, 2 and 3 threads equal gcc on the original`, dataset, compileOpenMP, [1, 2, 3]);
}
