// End to end over the PolyBench kernels: C -> MLIR (our verifier, our parser, mlir-opt-19) -> affine MLIR (the
// same checks) -> C -> gcc -O3 -Wall without warnings -> run; the dumped arrays must be byte-identical to those of gcc on the original, since nothing
// has been reordered. Also run over an unmodified public PolyBench/C 4.2.1 when POLYBENCH_PUBLIC points at one.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cPipeline } from '../../src/cli/ccDriver.js';
import { kernels } from '../../src/cli/polybench/kernels.js';
import { packageRoot } from '../../src/packageRoot.js';
import { haveMlirOpt, suiteTests } from './e2eCheck.js';

const bundled = (): string => join(packageRoot(), 'polybench');

if (!haveMlirOpt) console.log('  polybench end to end: mlir-opt-19 not installed, so upstream acceptance of the emitted MLIR is not checked');

suiteTests('polybench/ end to end at MINI: C -> MLIR -> affine -> C -> gcc, dumps identical to gcc on the original', bundled, ['MINI_DATASET'], kernels, cPipeline());
// The C emitter on the frontend's own output: scalars in allocas, scf loops, flags.
suiteTests('polybench/ at MINI with C printed straight from the frontend MLIR (no passes)', bundled, ['MINI_DATASET'], kernels, undefined);

// polybench.h options that change types and shapes (VLA parameters, stack arrays, constant bounds) and float data.
const variety = kernels.filter((k) => ['gemm', 'durbin', 'lu', 'nussinov', 'heat-3d', 'deriche', 'correlation', 'adi'].includes(k.name));
suiteTests('polybench/ with C99 VLA parameters and restrict', bundled, ['MINI_DATASET', 'POLYBENCH_USE_C99_PROTO', 'POLYBENCH_USE_RESTRICT'], variety, cPipeline());
suiteTests('polybench/ with stack arrays and scalar loop bounds', bundled, ['MINI_DATASET', 'POLYBENCH_STACK_ARRAYS', 'POLYBENCH_USE_SCALAR_LB'], variety, cPipeline());
suiteTests('polybench/ with float data at SMALL size', bundled, ['SMALL_DATASET', 'DATA_TYPE_IS_FLOAT'], variety, cPipeline());

const publicSuite = process.env.POLYBENCH_PUBLIC;
if (!publicSuite) {
  console.log('  public PolyBench/C 4.2.1: skipped (set POLYBENCH_PUBLIC to an unmodified copy of the suite to run it)');
}
suiteTests(
  'public PolyBench/C 4.2.1 ($POLYBENCH_PUBLIC) end to end at MINI',
  () => {
    if (publicSuite && !existsSync(join(publicSuite, 'utilities', 'polybench.c'))) {
      throw new Error(`POLYBENCH_PUBLIC=${publicSuite} has no utilities/polybench.c`);
    }
    return publicSuite;
  },
  ['MINI_DATASET'],
  kernels,
  cPipeline(),
);
