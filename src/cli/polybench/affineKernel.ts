// A PolyBench kernel in affine form (C → MLIR → --emit=affine's pipeline), and its kernel_<name> function.

import { join } from 'node:path';
import { StringAttr } from '../../ir/attributes.js';
import { Operation } from '../../ir/operation.js';
import { affinePipeline, cToMLIR, runPipeline } from '../ccDriver.js';
import { type Kernel } from './kernels.js';

/** The kernel function's symbol: `kernel_` and the kernel name with '-' as '_'. */
export function kernelFunctionName(k: Pick<Kernel, 'name'>): string {
  return `kernel_${k.name.replace(/-/g, '_')}`;
}

/** The affine module of `<suite>/<dir>/<name>.c`, preprocessed with `-I <suite>/utilities` and `defines`. */
export function affineKernelModule(suite: string, k: Kernel, defines: readonly string[] = ['MINI_DATASET']): Operation {
  const module = cToMLIR(join(suite, k.dir, `${k.name}.c`), { includeDirs: [join(suite, 'utilities')], defines });
  runPipeline(module, affinePipeline());
  return module;
}

/** The kernel function of a module. */
export function kernelFunction(module: Operation, k: Pick<Kernel, 'name'>): Operation {
  const name = kernelFunctionName(k);
  let fn: Operation | undefined;
  module.walk((op) => {
    if (op.name === 'func.func' && (op.attr('sym_name') as StringAttr).value === name) fn = op;
  });
  if (!fn) throw new Error(`no function @${name}`);
  return fn;
}
