// MLIR emission for a checked C translation unit: one func.func per function definition (memref ABI), with
// declarations, globals and string literals created as the bodies need them.

import { DiagnosticError, DiagnosticList } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { RejectedItem, TranslationUnit } from '../ast.js';
import { FunctionEmitter } from './function.js';
import { ModuleEmitter } from './module.js';

export { scopAttrName } from './statements.js';

export interface EmittedModule {
  readonly module: Operation;
  /** Functions whose emission failed: each is a private declaration in the module instead of a definition. */
  readonly rejected: RejectedItem[];
}

/**
 * The builtin.module for `tu`, function by function: a function with a construct emission does not support
 * becomes a declaration (its callers still call it) and is listed with the error.
 */
export function emitFunctions(tu: TranslationUnit): EmittedModule {
  const m = new ModuleEmitter(tu);
  const rejected: RejectedItem[] = [];
  for (const fn of tu.functions) {
    // Like gcc, no code for a static inline function nobody calls (the system headers define a few).
    if (!fn.body || (fn.storage === 'static' && fn.inline && !fn.referenced)) continue;
    let op: Operation | undefined;
    try {
      // Its signature may already be beyond emission (a struct parameter with a member it does not model).
      const type = m.definedType(fn);
      op = m.defineFunction(fn, type);
      new FunctionEmitter(m, fn, op, type).emit();
    } catch (e) {
      if (!(e instanceof DiagnosticError)) throw e;
      if (op) m.declareInstead(op);
      rejected.push({ kind: 'function', names: [fn.name], loc: fn.definitionLoc ?? fn.loc, errors: [e] });
    }
  }
  return { module: m.module, rejected };
}

/** The builtin.module for `tu`; every construct emission does not support is an error (all of them, together). */
export function emitTranslationUnit(tu: TranslationUnit): Operation {
  const { module, rejected } = emitFunctions(tu);
  if (rejected.length) throw DiagnosticList.of(rejected.flatMap((r) => r.errors));
  return module;
}
