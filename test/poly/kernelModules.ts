// The 30 polybench/ kernels in affine form, built once per test process and shared by the test files that use them.

import { join } from 'node:path';
import { affineKernelModule, kernelFunction } from '../../src/cli/polybench/affineKernel.js';
import { type Kernel, kernels } from '../../src/cli/polybench/kernels.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { Operation } from '../../src/ir/operation.js';
import { type ExtractedScop, extractScops } from '../../src/poly/affineModel.js';
import { packageRoot } from '../../src/packageRoot.js';
import { registerAllPasses } from '../../passes/index.js';

const modules = new Map<string, Operation>();

/** The affine module of a kernel (C -> MLIR -> the --emit=affine pipeline), cached. */
export function affineKernel(k: Kernel): Operation {
  let module = modules.get(k.name);
  if (!module) {
    registerAllDialects();
    registerAllPasses();
    module = affineKernelModule(join(packageRoot(), 'polybench'), k);
    modules.set(k.name, module);
  }
  return module;
}

/** The scops extracted from the kernel function itself (not from init_array or print_array). */
export function kernelScops(k: Kernel): ExtractedScop[] {
  const module = affineKernel(k);
  const fn = kernelFunction(module, k);
  return extractScops(module).scops.filter((s) => s.fn === fn);
}

export { kernels };
