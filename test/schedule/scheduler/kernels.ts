// Scops of the polybench/ kernels (C -> affine MLIR -> extractScops, cached per kernel) for the scheduler tests.

import { join } from 'node:path';
import { registerAllPasses } from '../../../passes/index.js';
import { affineKernelModule, kernelFunctionName } from '../../../src/cli/polybench/affineKernel.js';
import { kernels } from '../../../src/cli/polybench/kernels.js';
import { registerAllDialects } from '../../../src/ir/dialects/index.js';
import { packageRoot } from '../../../src/packageRoot.js';
import { type ExtractedScop, extractScops } from '../../../src/poly/affineModel.js';

registerAllDialects();
registerAllPasses();

const cache = new Map<string, readonly ExtractedScop[]>();

/** The scops of a kernel's kernel_<name> function (one, or its parts when it is modelled in parts), at MINI size. */
export function kernelScops(name: string): readonly ExtractedScop[] {
  let s = cache.get(name);
  if (!s) {
    const k = kernels.find((x) => x.name === name);
    if (!k) throw new Error(`no kernel ${name}`);
    const fn = kernelFunctionName(k);
    s = extractScops(affineKernelModule(join(packageRoot(), 'polybench'), k)).scops.filter((x) => x.scop.name === fn || x.scop.name.startsWith(`${fn}_r`));
    cache.set(name, s);
  }
  return s;
}

/** The single scop of a kernel modelled whole. */
export function kernelScop(name: string): ExtractedScop {
  const s = kernelScops(name);
  if (s.length !== 1) throw new Error(`${name} is modelled in ${s.length} parts`);
  return s[0]!;
}

export const kernelNames: readonly string[] = kernels.map((k) => k.name);
