// What GNU attributes and `_Alignas` mean to polyts: alignment, packing and machine modes change types and
// layouts; a few attributes change what a program does in ways the translation cannot keep (constructors,
// aliases, cleanups, vector types) and are recorded so that emission can refuse them; the rest (optimization
// and warning hints such as noinline, unused, nonnull, format) are recorded or ignored.

import type { SourceLoc } from '../../ir/diagnostics.js';
import { integerType, isInteger, isSignedInteger, type CType, type IntegerKind } from '../ctypes.js';
import { typeToString } from '../printC.js';
import type { SynAttribute, SynExpr, SynTypeName } from '../syntax.js';
import type { SemaContext } from './context.js';

/** gcc's `__BIGGEST_ALIGNMENT__` on x86-64 without AVX flags: what `aligned` without an argument means. */
const biggestAlignment = 16;

/** Attributes whose effect emission cannot reproduce in the code it translates. */
export const untranslatableAttributes: ReadonlySet<string> = new Set([
  'constructor',
  'destructor',
  'alias',
  'weak',
  'weakref',
  'ifunc',
  'section',
  'cleanup',
  'naked',
]);

export interface AttributeEffects {
  /** Every attribute name given (without surrounding underscores). */
  readonly names: Set<string>;
  /** The largest alignment asked for, in bytes. */
  align?: number;
  packed?: boolean;
  /** `mode(DI)` and friends: the machine mode an integer declaration takes. */
  mode?: { readonly name: string; readonly loc: SourceLoc };
}

/** Reads a list of attributes (and `_Alignas` specifiers) into their effects. */
export function attributeEffects(ctx: SemaContext, attrs: readonly SynAttribute[], alignas: readonly (SynExpr | SynTypeName)[] = []): AttributeEffects {
  const out: AttributeEffects = { names: new Set() };
  const alignTo = (n: number): void => {
    out.align = Math.max(out.align ?? 1, n);
  };
  for (const a of attrs) {
    out.names.add(a.name);
    switch (a.name) {
      case 'aligned':
        alignTo(a.args && a.args.length > 0 ? alignmentValue(ctx, a.args[0]!, a.loc) : biggestAlignment);
        break;
      case 'packed':
        out.packed = true;
        break;
      case 'mode': {
        const arg = a.args?.[0];
        if (!arg || arg.kind !== 'ident') ctx.error(a.loc, "'mode' attribute takes one machine mode name");
        out.mode = { name: arg.name.replace(/^__(.*)__$/, '$1'), loc: a.loc };
        break;
      }
      case 'vector_size':
        ctx.unsupported(a.loc, 'vector types (vector_size attribute)');
    }
  }
  for (const x of alignas) {
    if ('specs' in x) {
      const t = ctx.types.typeName(x);
      const n = ctx.types.alignOfType(t, x.loc);
      alignTo(n);
    } else {
      const n = alignmentValue(ctx, x, x.loc);
      if (n > 0) alignTo(n);
    }
  }
  return out;
}

function alignmentValue(ctx: SemaContext, e: SynExpr, loc: SourceLoc): number {
  const v = ctx.exprs.value(e).constValue;
  if (typeof v !== 'bigint') ctx.error(loc, 'requested alignment is not an integer constant');
  if (v < 0n || (v & (v - 1n)) !== 0n) ctx.error(loc, 'requested alignment is not a positive power of 2');
  if (v > 1n << 28n) ctx.error(loc, 'requested alignment is too large');
  return Number(v);
}

const integerModes: Record<string, 8 | 16 | 32 | 64 | 128> = { QI: 8, HI: 16, SI: 32, DI: 64, TI: 128, word: 64, pointer: 64, unwind_word: 64, byte: 8 };
const signedKinds: Record<number, IntegerKind> = { 8: 'schar', 16: 'short', 32: 'int', 64: 'long', 128: 'int128' };
const unsignedKinds: Record<number, IntegerKind> = { 8: 'uchar', 16: 'ushort', 32: 'uint', 64: 'ulong', 128: 'uint128' };

/** `t` in the machine mode `mode` names (only integer modes; `int x __attribute__((mode(DI)))` is a long). */
export function applyMode(ctx: SemaContext, t: CType, mode: { readonly name: string; readonly loc: SourceLoc }): CType {
  const bits = integerModes[mode.name];
  if (bits === undefined || !isInteger(t)) ctx.unsupported(mode.loc, `mode '${mode.name}' on type '${typeToString(t)}'`);
  const kind = (isSignedInteger(t) ? signedKinds : unsignedKinds)[bits]!;
  return t.quals ? { ...integerType(kind), quals: t.quals } : integerType(kind);
}
