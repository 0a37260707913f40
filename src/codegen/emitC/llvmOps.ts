// llvm dialect ops with effects (calls, loads, stores) in C: C-ABI pointers are `void *`, a load of an external
// pointer global reads the global by name (`stderr`), calls go to the C function of the same name.

import { SymbolRefAttr, TypeAttr } from '../../ir/attributes.js';
import { LLVMFunctionType } from '../../ir/dialects/llvmTypes.js';
import { IntegerType } from '../../ir/types.js';
import type { Operation } from '../../ir/operation.js';
import { cType, EmitCError, pointerTo } from './ctypes.js';
import { atom, type FunctionPrinter } from './function.js';

export function printLLVMStatementOp(fp: FunctionPrinter, op: Operation): void {
  switch (op.name) {
    case 'llvm.call': {
      const callee = op.attr('callee');
      if (!(callee instanceof SymbolRefAttr)) throw new EmitCError('indirect llvm.call has no C form here');
      // Variadic arguments get no conversion in C: a 64-bit constant such as `(-3)` must be passed as 64 bits.
      const type = op.attr('var_callee_type');
      const fixed = type instanceof TypeAttr && type.type instanceof LLVMFunctionType ? type.type.params.length : Infinity;
      const args = op.operandValues().map((v, i) => {
        const text = fp.expr(v).text;
        const literal = v.definingOp?.name === 'arith.constant';
        return literal && i >= fixed && v.type instanceof IntegerType && v.type.width === 64 ? `(${cType(v.type)})${fp.operand(v)}` : text;
      });
      fp.callResult(op, `${fp.module.functionName(callee.root)}(${args.join(', ')})`);
      return;
    }
    case 'llvm.load': {
      const r = op.result();
      if (!r.hasUses()) return;
      const addr = op.operand(0);
      const def = addr.definingOp;
      const global = def?.name === 'llvm.mlir.addressof' ? fp.module.pointerGlobal((def.attr('global_name') as SymbolRefAttr).root) : undefined;
      fp.declare(r, global && r.type.kind === 'dialect' ? atom(global) : atom(`*(${pointerTo(cType(r.type))})${fp.operand(addr)}`));
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

