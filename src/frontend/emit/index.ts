// MLIR emission for a checked C translation unit: one func.func per function definition (memref ABI), with
// declarations, globals and string literals created as the bodies need them.

import type { Operation } from '../../ir/operation.js';
import type { TranslationUnit } from '../ast.js';
import { FunctionEmitter } from './function.js';
import { ModuleEmitter } from './module.js';

export { scopAttrName } from './statements.js';

/** The builtin.module for `tu`; every construct emission does not support is a DiagnosticError at its location. */
export function emitTranslationUnit(tu: TranslationUnit): Operation {
  const m = new ModuleEmitter(tu);
  for (const fn of tu.functions) {
    // Like gcc, no code for a static inline function nobody calls (the system headers define a few).
    if (!fn.body || (fn.storage === 'static' && fn.inline && !fn.referenced)) continue;
    const type = m.definedType(fn);
    new FunctionEmitter(m, fn, m.defineFunction(fn, type), type).emit();
  }
  return m.module;
}
