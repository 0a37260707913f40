// Source-level names and types carried on the IR (C parameter, array and iterator names, the C types of variadic
// arguments), so analyses can report in the user's terms and emitted C can read like the program.

import { ArrayAttr, StringAttr } from './attributes.js';
import { BlockArgument, Value } from './operation.js';

/** On func.func: the C names of the parameters, an array of strings. */
export const argNamesAttr = 'polyts.arg_names';
/** On an op defining a value (e.g. memref.alloca): the C name of the variable it holds. */
export const nameAttr = 'polyts.name';
/** On a loop (scf.for, affine.for): the C name of the variable its induction variable is. */
export const ivNameAttr = 'polyts.iv_name';
/**
 * On a loop (scf.for, affine.for): the C type of the program's loop counter (`i32` for `int`), also on the counter a
 * downward loop is normalized to. Emitted C declares the counter with it where its range provably fits.
 */
export const ivTypeAttr = 'polyts.iv_type';
/** On a variadic llvm.call: the C types of its variadic arguments (MLIR's i64 is C's long or long long). */
export const varargTypesAttr = 'polyts.vararg_types';
/**
 * On func.func: GNU function attributes of the C source that the C compiler must see again (`noclone`,
 * `always_inline`, ...), an array of strings; `noinline` is MLIR's own `no_inline`.
 */
export const gnuAttributesName = 'polyts.gnu_attributes';
/** On memref.global: the C struct variable (or array of structs) this global holds one member of. */
export const structGlobalAttr = 'polyts.struct_global';
/**
 * Which C struct member a memref holds, for C printed back into the program (its structs stay whole there): on a
 * struct global's memref.global a dictionary, on func.func an array with one per argument (empty for an argument
 * that is no struct member). `member` is the C member access with `[]` for each array subscript (`.pos.x`,
 * `.cells[].w`), `type` the member's C element type, `array` 1 when the object is subscripted (an array of structs,
 * a pointer to structs) and 0 for one struct, and on arguments `param` the C parameter (-1 for the struct result).
 */
export const structMemberAttr = 'polyts.struct_member';

/** Ops that only change the representation of a value; the name of their operand carries over. */
const transparent = new Set(['arith.index_cast', 'arith.index_castui', 'arith.extsi', 'arith.extui', 'arith.trunci', 'memref.cast']);

/** The source name of `v` where the IR records one: a named function argument or op, seen through casts. */
export function sourceName(v: Value): string | undefined {
  for (let depth = 0; depth < 8; depth++) {
    if (v instanceof BlockArgument) {
      const fn = v.owner.parentOp;
      if (fn && v.index === 0 && (fn.name === 'scf.for' || fn.name === 'affine.for')) {
        const iv = fn.attr(ivNameAttr);
        return iv instanceof StringAttr ? iv.value : undefined;
      }
      if (!fn || fn.name !== 'func.func' || !v.owner.isEntryBlock()) return undefined;
      const names = fn.attr(argNamesAttr);
      const n = names instanceof ArrayAttr ? names.elements[v.index] : undefined;
      return n instanceof StringAttr ? n.value : undefined;
    }
    const def = v.definingOp!;
    const own = def.attr(nameAttr);
    if (own instanceof StringAttr) return own.value;
    if (!transparent.has(def.name)) return undefined;
    v = def.operand(0);
  }
  return undefined;
}
