// The 30 polybench/ kernels in affine form, built once per test process and shared by the test files that use them.

import { join } from 'node:path';
import { affineKernelModule, kernelFunction } from '../../src/cli/polybench/affineKernel.js';
import { type Kernel, kernels } from '../../src/cli/polybench/kernels.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { Operation } from '../../src/ir/operation.js';
import { type ExtractedScop, extractScops } from '../../src/poly/affineModel.js';
import { packageRoot } from '../../src/packageRoot.js';
import { registerAllPasses } from '../../passes/index.js';
import { runPipeline } from '../../src/cli/ccDriver.js';

const modules = new Map<string, Operation>();
const formed = new Map<string, Operation>();

/** The kernel's affine module (C -> MLIR -> the --emit=affine pipeline, then `pipeline` if given), cached in `cache`. */
function built(cache: Map<string, Operation>, k: Kernel, pipeline?: string): Operation {
  let module = cache.get(k.name);
  if (!module) {
    registerAllDialects();
    registerAllPasses();
    module = affineKernelModule(join(packageRoot(), 'polybench'), k);
    if (pipeline) runPipeline(module, pipeline);
    cache.set(k.name, module);
  }
  return module;
}

/** The affine module of a kernel, cached. */
export function affineKernel(k: Kernel): Operation {
  return built(modules, k);
}

/** The kernel's affine module after form-statements (a module of its own), cached. */
export function formedKernel(k: Kernel): Operation {
  return built(formed, k, 'form-statements');
}

/** The scops extracted from the kernel function itself (not from init_array or print_array). */
export function kernelScops(k: Kernel): ExtractedScop[] {
  const module = affineKernel(k);
  const fn = kernelFunction(module, k);
  return extractScops(module).scops.filter((s) => s.fn === fn);
}

export { kernels };
