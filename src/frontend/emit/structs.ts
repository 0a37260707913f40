// Structs, flattened (scalar replacement of aggregates): a struct object is one memref per scalar leaf member,
// reached through nested structs and arrays, so `s.a[i]`, `pts[i].x` and `p->grid[i][j]` are ordinary memref
// accesses that raise to affine ones. A struct (or array of structs) of shape P has, for a leaf whose path
// crosses arrays of extents D1, D2, ..., the memref `memref<P x D1 x D2 x ... x T>`; a single struct has P = [1].
// A pointer to a struct is the leaves' memrefs and a position among them (values.ts StructPointer).

import type { SourceLoc } from '../../ir/diagnostics.js';
import { DictionaryAttr, IntegerAttr, StringAttr, type Attribute } from '../../ir/attributes.js';
import { nameAttr } from '../../ir/nameHints.js';
import type { Value } from '../../ir/operation.js';
import { MemRefType, kDynamic, type FloatType, type IntegerType, type Type } from '../../ir/types.js';
import type { FieldDecl, InitStep, StructDecl } from '../ast.js';
import { isArithmetic, structLayout, type ArrayType, type CType } from '../ctypes.js';
import type { FunctionEmitter } from './function.js';
import { arithBinary } from '../../ir/dialects/arith.js';
import { representationType, typeToString } from '../printC.js';
import { arrayParts, pointerRepr, pointerMemRefType, scalarType, unsupported } from './types.js';
import type { LValue, StructObject, StructPointer } from './values.js';

/** A scalar (or pointer) member reached from a struct through `path`, with the extents of the arrays on the way. */
export interface StructLeaf {
  readonly path: readonly FieldDecl[];
  readonly dims: readonly number[];
  readonly element: CType;
}

const leafCache = new WeakMap<StructDecl, StructLeaf[]>();

/** The leaves of a struct type, in declaration order; unions and bit-fields cannot be flattened. */
export function structLeaves(decl: StructDecl, loc: SourceLoc): StructLeaf[] {
  let leaves = leafCache.get(decl);
  if (leaves) return leaves;
  if (decl.union) throw unsupported(loc, 'union member access');
  if (!decl.fields) throw unsupported(loc, `incomplete struct '${decl.tag ?? '<anonymous>'}'`);
  leaves = [];
  for (const f of decl.fields) {
    if (f.bits !== undefined) {
      if (f.name === '') continue;
      throw unsupported(loc, `bit-field member '${f.name}'`);
    }
    const { extents, element } = f.type.kind === 'array' ? arrayParts(f.type as ArrayType) : { extents: [], element: f.type };
    const dims = extents.map((e) => (e.kind === 'constant' ? e.value : kDynamic));
    if (element.kind === 'struct') {
      for (const inner of structLeaves(element.decl, loc)) leaves.push({ path: [f, ...inner.path], dims: [...dims, ...inner.dims], element: inner.element });
    } else if (isArithmetic(element) || (element.kind === 'pointer' && pointerRepr(element.pointee) !== 'llvm')) {
      leaves.push({ path: [f], dims, element });
    } else {
      throw unsupported(loc, `struct member '${f.name}' of type '${typeToString(f.type)}'`);
    }
  }
  leafCache.set(decl, leaves);
  return leaves;
}

/**
 * What the C emitter needs to print an access to `leaf` in the program's own struct (nameHints.ts
 * structMemberAttr): the member access with a `[]` per subscript, its C element type, whether the struct object
 * is subscripted, and for an argument, its C parameter.
 */
export function leafMemberAttr(leaf: StructLeaf, subscripted: boolean, param?: number): DictionaryAttr {
  const member = leaf.path.map((f) => `.${f.name}${'[]'.repeat(f.type.kind === 'array' ? arrayParts(f.type as ArrayType).extents.length : 0)}`).join('');
  const entries: [string, Attribute][] = [
    ['member', new StringAttr(member)],
    ['type', new StringAttr(representationType(leaf.element))],
    ['array', IntegerAttr.i64(subscripted ? 1 : 0)],
  ];
  if (param !== undefined) entries.push(['param', IntegerAttr.i64(param)]);
  return new DictionaryAttr(entries);
}

/** The MLIR element type a leaf is stored as. */
export function leafElementType(leaf: StructLeaf, loc: SourceLoc): Type {
  if (leaf.element.kind === 'pointer') return pointerMemRefType(leaf.element.pointee, 'fig4', loc);
  return scalarType(leaf.element, loc);
}

/** The memref type of a leaf of a struct object of shape `prefix`. */
export function leafMemRefType(leaf: StructLeaf, prefix: readonly number[], loc: SourceLoc): MemRefType {
  return MemRefType.get([...prefix, ...leaf.dims], leafElementType(leaf, loc));
}

/** `s.f`: the object member `f` of struct object `obj` designates. */
export function memberOf(obj: StructObject, f: FieldDecl, loc: SourceLoc): LValue {
  const leaves = obj.leaves.filter((l) => l.rest[0] === f).map((l) => ({ rest: l.rest.slice(1), base: l.base }));
  if (f.bits !== undefined) throw unsupported(loc, `bit-field member '${f.name}'`);
  const t = f.type;
  const element = t.kind === 'array' ? arrayParts(t).element : t;
  if (element.kind === 'struct') {
    const sub: StructObject = { decl: element.decl, leaves, idx: obj.idx };
    return t.kind === 'array' ? { kind: 'structArray', type: t, object: sub } : { kind: 'struct', type: t, object: sub };
  }
  const base = leaves[0]!.base;
  if (t.kind === 'array') return { kind: 'array', type: t, base, lead: obj.idx };
  return { kind: 'element', type: t, base, indices: obj.idx };
}

/** The struct object of an array of structs at subscripts `more` (one struct once every extent is given). */
export function structElement(arr: StructObject, arrayType: CType, more: readonly Value[]): LValue {
  const object: StructObject = { ...arr, idx: [...arr.idx, ...more] };
  let t: CType = arrayType;
  for (let k = 0; k < more.length && t.kind === 'array'; k++) t = t.element;
  return t.kind === 'array' ? { kind: 'structArray', type: t, object } : { kind: 'struct', type: t, object };
}

/** Names the memref of a leaf after the C object and member path (`s_pos_x`), for analyses that report names. */
export function nameLeaf(base: Value, object: string, leaf: StructLeaf): void {
  base.definingOp?.setAttr(nameAttr, new StringAttr([object, ...leaf.path.map((f) => f.name)].join('_')));
}

/** Whether objects of type `t` are flattened structs: a struct of the program, or an array of them. */
export function isStructObjectType(t: CType): boolean {
  const element = t.kind === 'array' ? arrayParts(t).element : t;
  return element.kind === 'struct' && !element.decl.loc.system;
}

/**
 * The storage of a system-header struct, which keeps C's layout for the library: a memref of its members' one
 * MLIR type (`struct timeval` is memref<2xi64>), when all its scalar members have that type.
 */
export function cStructStorage(decl: StructDecl, loc: SourceLoc): { element: IntegerType | FloatType; count: number; align: number } {
  const layout = decl.fields && !decl.union ? structLayout(decl) : undefined;
  if (!layout) throw unsupported(loc, `struct '${decl.tag ?? '<anonymous>'}' of a system header with this layout`);
  let element: IntegerType | FloatType | undefined;
  const visit = (d: StructDecl): void => {
    for (const f of d.fields ?? []) {
      const t = f.type.kind === 'array' ? arrayParts(f.type).element : f.type;
      if (t.kind === 'struct' && !t.decl.union) visit(t.decl);
      else if (isArithmetic(t) && f.bits === undefined) {
        const m = scalarType(t, loc);
        if (element && element !== m) throw unsupported(loc, `struct '${decl.tag ?? '<anonymous>'}' of a system header with members of different types`);
        element = m;
      } else throw unsupported(loc, `struct '${decl.tag ?? '<anonymous>'}' of a system header with member '${f.name}'`);
    }
  };
  visit(decl);
  const e = element ?? scalarType({ kind: 'integer', ikind: 'uchar' }, loc);
  return { element: e, count: Math.max(1, layout.size / (e.width / 8)), align: layout.align };
}

/** Member `f` of a system-header struct stored from element `index` of `base`. */
export function cStructMember(fx: FunctionEmitter, lv: Extract<LValue, { kind: 'cstruct' }>, f: FieldDecl, loc: SourceLoc): LValue {
  const st = lv.type as Extract<CType, { kind: 'struct' }>;
  const layout = structLayout(st.decl)!;
  const elementBytes = ((lv.base.type as MemRefType).elementType as IntegerType | FloatType).width / 8;
  const delta = layout.offsets[f.index]! / elementBytes;
  const at = delta === 0 ? lv.index : arithBinary(fx.b, 'arith.addi', lv.index, fx.constIndex(delta));
  if (f.type.kind === 'struct') return { kind: 'cstruct', type: f.type, base: lv.base, index: at };
  if (isArithmetic(f.type)) return { kind: 'element', type: f.type, base: lv.base, indices: [at] };
  throw unsupported(loc, `member '${f.name}' of '${typeToString(st)}'`);
}

/** The struct declaration and the shape of the struct objects of type `t` (P = [1] for one struct). */
export function structShape(t: CType, loc: SourceLoc): { decl: StructDecl; prefix: number[] } {
  const { extents, element } = t.kind === 'array' ? arrayParts(t) : { extents: [], element: t };
  if (element.kind !== 'struct') throw new Error('structShape: not a struct type');
  const prefix = extents.map((e) => {
    if (e.kind !== 'constant') throw unsupported(loc, 'variable-length array of structs');
    return e.value;
  });
  return { decl: element.decl, prefix: prefix.length ? prefix : [1] };
}

/**
 * A struct object of type `t` whose leaves' memrefs `storage` provides (allocas, globals, ...): the struct itself
 * (at subscript `zero` of its one-element prefix), or the array of structs.
 */
export function structObject(t: CType, loc: SourceLoc, zero: Value, storage: (type: MemRefType, leaf: StructLeaf) => Value): LValue {
  const { decl, prefix } = structShape(t, loc);
  const leaves = structLeaves(decl, loc);
  const bases = leaves.map((l) => storage(leafMemRefType(l, prefix, loc), l));
  const object: StructObject = { decl, leaves: leaves.map((l, i) => ({ rest: l.path, base: bases[i]! })), idx: [] };
  return t.kind === 'array' ? { kind: 'structArray', type: t, object } : { kind: 'struct', type: t, object: { ...object, idx: [zero] } };
}

/** Where an initializer path (InitStep[]) leads in a flattened object of type `t`: the leaf and its subscripts. */
export function leafPosition(t: CType, path: readonly InitStep[], loc: SourceLoc): { leaf: number; indices: number[]; type: CType } {
  const { decl } = structShape(t, loc);
  const leaves = structLeaves(decl, loc);
  const indices: number[] = t.kind === 'array' ? [] : [0];
  const fields: FieldDecl[] = [];
  let cur = t;
  for (const step of path) {
    if ('index' in step) {
      indices.push(step.index);
      cur = (cur as ArrayType).element;
    } else {
      fields.push(step.field);
      cur = step.field.type;
    }
  }
  const leaf = leaves.findIndex((l) => l.path.length === fields.length && l.path.every((f, i) => f === fields[i]));
  return { leaf, indices, type: cur };
}

/** The memref of each leaf a pointer to `pointee` (a struct or array of structs) carries: `memref<? x ... x T>`. */
export function structPointerTypes(pointee: CType, loc: SourceLoc): MemRefType[] {
  const { extents, element } = pointee.kind === 'array' ? arrayParts(pointee) : { extents: [], element: pointee };
  if (element.kind !== 'struct') throw new Error('structPointerTypes: not a struct');
  const inner = extents.map((e) => (e.kind === 'constant' ? e.value : kDynamic));
  return structLeaves(element.decl, loc).map((l) => leafMemRefType(l, [kDynamic, ...inner], loc));
}

/** The struct pointer whose leaves are `bases` (function arguments, allocations), at position 0. */
export function structPointerOf(pointee: CType, bases: readonly Value[], loc: SourceLoc): StructPointer {
  const element = pointee.kind === 'array' ? arrayParts(pointee).element : pointee;
  if (element.kind !== 'struct') throw new Error('structPointerOf: not a struct');
  const leaves = structLeaves(element.decl, loc);
  return { object: { decl: element.decl, leaves: leaves.map((l, i) => ({ rest: l.path, base: bases[i]! })), idx: [] } };
}
