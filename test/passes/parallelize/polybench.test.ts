// Every polybench/ kernel through detect-reductions and parallelize, at MINI and SMALL sizes: the affine.parallel
// MLIR is accepted by mlir-opt-19 and lowers to OpenMP, the OpenMP C builds with gcc -fopenmp -Wall without
// warnings, and its dumps at 1 and 2 threads equal gcc's on the original (test/polybench/openmpCheck.ts).

import { haveMlirOpt, openMPSuiteTests } from '../../polybench/openmpCheck.js';
import { compileParallel } from './parallelC.js';

if (!haveMlirOpt) console.log('  parallelize on polybench: mlir-opt-19 not installed, so upstream acceptance and OpenMP lowering are not checked');

for (const dataset of ['MINI_DATASET', 'SMALL_DATASET']) {
  const size = dataset.replace('_DATASET', '');
  openMPSuiteTests(`polybench/ through detect-reductions and parallelize at ${size}: OpenMP C at 1 and 2 threads equals gcc on the original`, dataset, compileParallel, [1, 2]);
}
