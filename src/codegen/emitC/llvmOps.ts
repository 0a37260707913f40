// llvm dialect ops with effects (calls, loads, stores) in C: C-ABI pointers are `void *`, a load of an external
// pointer global reads the global by name (`stderr`), calls go to the C function of the same name.

import { ArrayAttr, StringAttr, SymbolRefAttr, TypeAttr } from '../../ir/attributes.js';
import { LLVMFunctionType } from '../../ir/dialects/llvmTypes.js';
import { varargTypesAttr } from '../../ir/nameHints.js';
import type { Operation } from '../../ir/operation.js';
import { cType, EmitCError, pointerTo } from './ctypes.js';
import { atom, type FunctionPrinter } from './function.js';

export function printLLVMStatementOp(fp: FunctionPrinter, op: Operation): void {
  switch (op.name) {
    case 'llvm.call': {
      const callee = op.attr('callee');
      if (!(callee instanceof SymbolRefAttr)) throw new EmitCError('indirect llvm.call has no C form here');
      fp.callResult(op, `${fp.module.calleeName(callee.root)}(${callArgumentsC(fp, op).join(', ')})`);
      return;
    }
    case 'llvm.load': {
      const r = op.result();
      if (!r.hasUses()) return;
      fp.declare(r, atom(externalGlobalRead(fp, op) ?? `*(${pointerTo(cType(r.type))})${fp.operand(op.operand(0))}`));
      return;
    }
    case 'llvm.store': {
      const [v, addr] = op.operandValues();
      fp.w.line(`*(${pointerTo(cType(v!.type))})${fp.operand(addr!)} = ${fp.expr(v!).text};`);
      return;
    }
    default:
      throw new EmitCError(`operation '${op.name}' has no C form here`);
  }
}


/** The C name of the external pointer global (`stderr`) an llvm.load reads, if it reads one. */
export function externalGlobalRead(fp: FunctionPrinter, op: Operation): string | undefined {
  const def = op.operand(0).definingOp;
  if (def?.name !== 'llvm.mlir.addressof' || op.result().type.kind !== 'dialect') return undefined;
  return fp.module.pointerGlobal((def.attr('global_name') as SymbolRefAttr).root);
}

/**
 * The arguments of an llvm.call. Variadic ones are passed with their exact C types (recorded by the frontend:
 * `long long` for a `%lld`, `char *` for a `%s`), and an integer literal of 64 bits is cast, since C would pass
 * it as an int.
 */
function callArgumentsC(fp: FunctionPrinter, op: Operation): string[] {
  const type = op.attr('var_callee_type');
  const fixed = type instanceof TypeAttr && type.type instanceof LLVMFunctionType ? type.type.params.length : op.numOperands;
  const recorded = op.attr(varargTypesAttr);
  return op.operandValues().map((v, i) => {
    const e = fp.expr(v);
    if (i < fixed) return e.text;
    const want = recorded instanceof ArrayAttr && recorded.elements[i - fixed] instanceof StringAttr ? (recorded.elements[i - fixed] as StringAttr).value : cType(v.type);
    if (e.text.startsWith('"') && /^(const )?char \*$/.test(want)) return e.text;
    const literal = /^\(?-?\d+L?\)?$/.test(e.text);
    return want !== cType(v.type) || literal ? `(${want})${fp.operand(v)}` : e.text;
  });
}
