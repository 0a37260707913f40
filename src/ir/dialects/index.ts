// Registers every dialect polyts knows; call once before parsing or creating operations.

import { registerDialect } from '../opRegistry.js';
import { affineDialect } from './affine.js';
import { arithDialect } from './arith.js';
import { builtinDialect, funcDialect } from './func.js';
import { mathDialect } from './math.js';
import { memrefDialect } from './memref.js';
import { llvmDialect } from './llvm.js';
import { scfDialect } from './scf.js';

let registered = false;

export function registerAllDialects(): void {
  if (registered) return;
  registered = true;
  for (const d of [builtinDialect, funcDialect, arithDialect, mathDialect, memrefDialect, scfDialect, affineDialect, llvmDialect]) registerDialect(d);
}
