// memref and affine memory ops in C: allocas as C locals (one-element slots that never escape as plain scalars),
// allocs through a checked malloc, loads and stores as subscripts, casts as pointer conversions.

import { IntegerAttr, StringAttr } from '../../ir/attributes.js';
import { nameAttr } from '../../ir/nameHints.js';
import type { AffineMap } from '../../ir/affineMap.js';
import { affineLoad, affineStore } from '../../ir/dialects/affineOps.js';
import { collapseGroups, memrefAlloc, memrefAlloca, memrefCast, memrefDealloc, memrefGetGlobal, memrefLoad, memrefStore } from '../../ir/dialects/memref.js';
import type { Operation, Value } from '../../ir/operation.js';
import { MemRefType, kDynamic } from '../../ir/types.js';
import { affineResults } from './affineC.js';
import { checkMemRef, cType, EmitCError, isRowPointer, memrefDeclarator, memrefPointerType } from './ctypes.js';
import { atom, compound, type CExpr, type CMemRef, type FunctionPrinter } from './function.js';
import { memberElement, memberMemRef, structMemberGlobal } from './structMembers.js';

const loads = new Set(['memref.load', 'affine.load']);
const stores = new Set(['memref.store', 'affine.store']);

/** A one-element alloca only loaded from and stored to (at its one element): a plain C variable. */
export function isScalarSlot(op: Operation): boolean {
  if (op.name !== 'memref.alloca') return false;
  const t = op.result().type as MemRefType;
  if (t.numElements() !== 1) return false;
  for (const use of op.result().uses()) {
    const user = use.owner;
    if (!((loads.has(user.name) && use.index === 0) || (stores.has(user.name) && use.index === 1))) return false;
  }
  return true;
}

/** The program's name for the array an allocation holds, when the frontend recorded it. */
function sourceNameOf(op: Operation): string | undefined {
  const a = op.attr(nameAttr);
  return a instanceof StringAttr ? a.value : undefined;
}

/** The memref operand and C subscripts of a load or store. */
function accessOperands(fp: FunctionPrinter, op: Operation): { memref: Value; indices: CExpr[] } {
  const affine = (memref: Value, map: AffineMap, operands: Value[]) => ({ memref, indices: affineResults(fp, map, operands, op) });
  const plain = (memref: Value, operands: Value[]) => ({ memref, indices: operands.map((v) => fp.exprAsIs(v)) });
  switch (op.name) {
    case 'affine.load':
      return affine(affineLoad.memref(op), affineLoad.map(op), affineLoad.indices(op));
    case 'affine.store':
      return affine(affineStore.memref(op), affineStore.map(op), affineStore.indices(op));
    case 'memref.load':
      return plain(memrefLoad.memref(op), memrefLoad.indices(op));
    default:
      return plain(memrefStore.memref(op), memrefStore.indices(op));
  }
}

/** The memref a memref.load or affine.load reads. */
export function loadedMemRef(op: Operation): Value {
  return op.name === 'affine.load' ? affineLoad.memref(op) : memrefLoad.memref(op);
}

/** The value a memref.store or affine.store writes. */
function storedValue(op: Operation): Value {
  return op.name === 'affine.store' ? affineStore.value(op) : memrefStore.value(op);
}

/**
 * `A[i][j]` for row pointers, `A[(i * n) + j]` for flat ones, the variable itself for scalar slots, the member access
 * for a member of a program's struct (`p->u[i][j]`). A subscript is
 * exact in any integer type; int subscripts of a flat one are converted to long, since they are multiplied.
 */
export function elementC(fp: FunctionPrinter, memref: Value, subscripts: readonly CExpr[]): string {
  const m = fp.mem(memref);
  if (m.member) return memberElement(m.member, subscripts.map((i) => i.text));
  if (m.direct) return m.direct;
  const t = checkMemRef(memref.type);
  if (t.rank === 0) return `${m.ptr}[0]`;
  if (isRowPointer(t)) return `${m.ptr}${subscripts.map((i) => `[${i.text}]`).join('')}`;
  const indices = subscripts.map((i) => (i.narrow ? `(long)${i.atomic ? i.text : `(${i.text})`}` : i.text));
  let lin = indices[0]!;
  for (let k = 1; k < t.rank; k++) lin = `(${lin}) * ${m.sizes[k]} + ${indices[k]}`;
  return `${m.ptr}[${lin}]`;
}

/** A load as an expression (folded into its user or declared). */
export function loadExpr(fp: FunctionPrinter, op: Operation): CExpr {
  const { memref, indices } = accessOperands(fp, op);
  const slot = fp.slots.get(memref);
  if (slot) throw new EmitCError('a memref held in memory cannot be used as a number');
  const m = fp.mem(memref);
  if (m.direct && m.declaredAs) return compound(`(${cType(checkMemRef(memref.type).elementType)})${m.direct}`);
  // A member of another C type (`unsigned n`) is read as the representation, as the frontend reads it.
  if (m.member?.declaredAs) return compound(`(${cType(checkMemRef(memref.type).elementType)})${elementC(fp, memref, indices)}`);
  return atom(elementC(fp, memref, indices));
}

/** ` __attribute__((aligned(N)))` for an op with an `alignment` attribute (a C variable declared with one). */
export function alignmentSuffix(op: Operation): string {
  const a = op.attr('alignment');
  return a instanceof IntegerAttr ? ` __attribute__((aligned(${a.value})))` : '';
}

/** The extents of a memref allocated with `operands` for its dynamic ones, as C text (variables named after it). */
function sizesOf(fp: FunctionPrinter, t: MemRefType, operands: readonly Value[], name: string): string[] {
  let k = 0;
  return t.shape.map((d, i) => {
    if (d !== kDynamic) return String(d);
    const s = fp.derived(`${name}_d${i}`);
    fp.droppable.push({ name: s, line: fp.w.line(`long ${s} = ${fp.expr(operands[k++]!).text};`) });
    return s;
  });
}

export function printMemRefOp(fp: FunctionPrinter, op: Operation): void {
  const w = fp.w;
  switch (op.name) {
    case 'memref.alloca': {
      const t = checkMemRef(memrefAlloca.type(op));
      if (t.elementType instanceof MemRefType) {
        // A slot holding a memref (a C pointer variable before mem2reg): variables for the pointer and extents.
        if (!isScalarSlot(op)) throw new EmitCError('memrefs of memrefs other than one-element slots have no C form here');
        fp.slots.set(op.result(), fp.newMemRefVars(t.elementType, undefined, 'p'));
        return;
      }
      if (isScalarSlot(op)) {
        // A slot never read is dead, and so are the stores into it.
        if ([...op.result().uses()].every((u) => stores.has(u.owner.name))) {
          fp.bindMemRef(op.result(), { ptr: '0', sizes: t.shape.map(String), direct: '', dead: true });
          return;
        }
        const name = fp.fresh('s');
        w.line(`${cType(t.elementType)} ${name} = 0;`);
        fp.bindMemRef(op.result(), { ptr: `&${name}`, sizes: t.shape.map(String), direct: name });
        return;
      }
      const name = fp.named(sourceNameOf(op), 'a');
      const sizes = sizesOf(fp, t, memrefAlloca.dynamicSizes(op), name);
      const dims = t.rank === 0 ? '[1]' : isRowPointer(t) ? sizes.map((s) => `[${s}]`).join('') : `[${sizes.join(' * ')}]`;
      w.line(`${cType(t.elementType)} ${name}${dims}${alignmentSuffix(op)};`);
      fp.bindMemRef(op.result(), { ptr: name, sizes });
      return;
    }
    case 'memref.alloc': {
      const t = checkMemRef(memrefAlloc.type(op));
      const name = fp.named(sourceNameOf(op), 'm');
      const sizes = sizesOf(fp, t, memrefAlloc.dynamicSizes(op), name);
      const count = sizes.length ? sizes.map((s) => `(unsigned long)${s}`).join(' * ') : '1';
      const bytes = `sizeof(${cType(t.elementType)}) * ${count}`;
      // An alignment beyond malloc's (PolyBench's page-aligned arrays) is kept: array placement can change a kernel's speed.
      const a = op.attr('alignment');
      const call = a instanceof IntegerAttr && a.value > 16n ? `${fp.module.helper('alloc_aligned')}(${bytes}, ${a.value})` : `${fp.module.helper('alloc')}(${bytes})`;
      w.line(`${memrefDeclarator(t, name)} = ${call};`);
      fp.bindMemRef(op.result(), { ptr: name, sizes });
      return;
    }
    case 'memref.dealloc':
      w.line(`${fp.module.library('free')}(${fp.mem(memrefDealloc.memref(op)).ptr});`);
      return;
    case 'memref.load':
    case 'affine.load': {
      const r = op.result();
      const slot = fp.slots.get(loadedMemRef(op));
      if (slot) {
        if (r.hasUses()) fp.declareMemRef(r, slot, 'p');
        return;
      }
      if (r.hasUses()) fp.declare(r, loadExpr(fp, op));
      return;
    }
    case 'memref.store':
    case 'affine.store': {
      const { memref, indices } = accessOperands(fp, op);
      const value = storedValue(op);
      const slot = fp.slots.get(memref);
      if (slot) return fp.assignMemRef(slot, fp.mem(value), checkMemRef(value.type));
      const m = fp.mem(memref);
      if (m.dead) return;
      if (m.direct && m.declaredAs) w.line(`${m.direct} = (${m.declaredAs})${fp.operand(value)};`);
      else w.line(`${elementC(fp, memref, indices)} = ${fp.expr(value).text};`);
      return;
    }
    case 'memref.cast': {
      const from = checkMemRef(memrefCast.source(op).type);
      const to = checkMemRef(op.result().type);
      const src = fp.mem(memrefCast.source(op));
      const sizes = to.shape.map((d, i) => (d === kDynamic ? src.sizes[i]! : String(d)));
      if (src.member || (memrefDeclarator(from, '') === memrefDeclarator(to, '') && !src.direct)) {
        fp.bindMemRef(op.result(), src.member ? { ...src, sizes } : { ptr: src.ptr, sizes });
        return;
      }
      fp.declareMemRef(op.result(), { ptr: `(${memrefPointerType(to)})${src.ptr}`, sizes }, 'm');
      return;
    }
    case 'memref.collapse_shape': {
      // The same data seen with merged dimensions: a pointer cast, each new extent the product of its group.
      const to = checkMemRef(op.result().type);
      const src = fp.mem(op.operand(0));
      if (src.member) throw new EmitCError(`it uses member '${src.member.member}' of a struct as a pointer to its elements`);
      const sizes = collapseGroups(op).map((g) => (g.length === 1 ? src.sizes[g[0]!]! : `(${g.map((d) => src.sizes[d]!).join(' * ')})`));
      fp.declareMemRef(op.result(), { ptr: `(${memrefPointerType(to)})${src.ptr}`, sizes }, 'm');
      return;
    }
    case 'memref.get_global': {
      const name = memrefGetGlobal.name(op);
      const t = checkMemRef(op.result().type);
      const c = fp.module.globalName(name);
      const sizes = t.shape.map(String);
      const member = fp.module.source && structMemberGlobal(fp.module, name);
      if (member) {
        fp.bindMemRef(op.result(), memberMemRef(member.of, member.info, t));
        return;
      }
      // A program's global whose C type is not the representation (`unsigned n` read as an int, `double *p` held
      // as a long): a scalar is converted where it is read and written, an array read through a pointer of the
      // representation's type.
      if (!fp.module.globalHasRepresentation(name, t)) {
        const declaredAs = fp.module.source?.globals.get(name);
        if (t.rank === 0) fp.bindMemRef(op.result(), { ptr: `((${cType(t.elementType)} *)&${c})`, sizes, direct: c, declaredAs });
        else fp.bindMemRef(op.result(), { ptr: `((${memrefPointerType(t)})${c})`, sizes });
        return;
      }
      fp.bindMemRef(op.result(), t.rank === 0 ? { ptr: `&${c}`, sizes: [], direct: c } : { ptr: c, sizes });
      return;
    }
    default:
      throw new EmitCError(`operation '${op.name}' has no C form here`);
  }
}
