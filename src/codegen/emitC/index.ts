// MLIR (func, scf, affine, memref, arith, math, llvm) to C99 that `gcc -Wall -O3` compiles: structured loops
// stay loops, memrefs become C pointers with their extents (see ctypes.ts), external calls call C directly.

import { DiagnosticError, unknownLoc } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { EmitCError } from './ctypes.js';
import { ModulePrinter } from './module.js';

/** C source for `module`; `source` names the input in the header comment. Unsupported IR is a DiagnosticError. */
export function emitC(module: Operation, source = 'MLIR'): string {
  try {
    return new ModulePrinter(module).print(source);
  } catch (e) {
    if (e instanceof EmitCError) throw new DiagnosticError(e.loc ?? unknownLoc, `cannot emit C: ${e.message}`);
    throw e;
  }
}

export { EmitCError };
