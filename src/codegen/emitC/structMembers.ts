// The program's structs in C put back into its text: the frontend keeps a struct's members apart (one memref per
// scalar leaf, src/frontend/emit/structs.ts), the program's text keeps the struct whole. A memref holding a member
// of a struct parameter or struct global prints each access as the member access it came from (`gr->u[i][j]`,
// `parts[k].pos.x`, `g.n`), and calls to the program's functions taking structs pass the C struct again.

import { ArrayAttr, DictionaryAttr, IntegerAttr, StringAttr, SymbolRefAttr, type Attribute } from '../../ir/attributes.js';
import { structGlobalAttr, structMemberAttr } from '../../ir/nameHints.js';
import { BlockArgument, type Operation, type Value } from '../../ir/operation.js';
import { MemRefType } from '../../ir/types.js';
import { checkMemRef, cType, EmitCError, sameRepresentation } from './ctypes.js';
import { atom, type CMemRef, type FunctionPrinter } from './function.js';
import { elementC } from './memrefOps.js';
import type { ModulePrinter } from './module.js';

/** A leaf memref's member, as the frontend records it (nameHints.ts structMemberAttr). */
export interface MemberInfo {
  /** `.pos.x`, `.cells[].w`: the member access, `[]` standing for each of the member's own subscripts. */
  readonly member: string;
  /** The member's C element type. */
  readonly type: string;
  /** Whether the struct object is subscripted (an array of structs, a pointer to structs), not one struct. */
  readonly array: boolean;
  /** On a function argument: the C parameter it is a member of, -1 for the struct result. */
  readonly param?: number;
}

/**
 * How a memref bound to a member prints: element [s..., d...] is `base[s...]<member with d...>`, or for one struct
 * (`subscripted` false, s = [0]) `base<member with d...>`.
 */
export interface MemberView {
  readonly base: string;
  readonly subscripted: boolean;
  readonly member: string;
  /** The member's C element type when it is not the representation's: reads are converted. */
  readonly declaredAs?: string;
}

/**
 * Stands for the data pointer of a memref bound to a member: no C pointer walks a member across an array of
 * structs, so code that needs one cannot be printed (functionBody and definition refuse text holding it).
 */
export const memberPointer = 'polyts_struct_member';

export const memberPointerReason = "it passes a struct member's array where C needs a pointer to it alone (the struct's other members lie in between)";

function memberInfo(a: Attribute | undefined): MemberInfo | undefined {
  if (!(a instanceof DictionaryAttr)) return undefined;
  const member = a.get('member');
  const type = a.get('type');
  const array = a.get('array');
  if (!(member instanceof StringAttr) || !(type instanceof StringAttr) || !(array instanceof IntegerAttr)) return undefined;
  const param = a.get('param');
  return { member: member.value, type: type.value, array: array.value !== 0n, param: param instanceof IntegerAttr ? Number(param.value) : undefined };
}

/** The member each argument of function `fn` holds (undefined for arguments that are no struct member). */
export function argumentMembers(fn: Operation): (MemberInfo | undefined)[] {
  const a = fn.attr(structMemberAttr);
  return a instanceof ArrayAttr ? a.elements.map(memberInfo) : [];
}

/** The member a struct global's memref.global holds. */
export function globalMember(g: Operation): MemberInfo | undefined {
  return memberInfo(g.attr(structMemberAttr));
}

/** The struct variable and member a global holds, when `sym` is a member global of a struct of the program. */
export function structMemberGlobal(module: ModulePrinter, sym: string): { of: string; info: MemberInfo } | undefined {
  const g = module.symbol(sym);
  const of = g?.attr(structGlobalAttr);
  const info = g && globalMember(g);
  return of instanceof StringAttr && info ? { of: of.value, info } : undefined;
}

/** How many subscripts of the memref belong to the member (its own arrays). */
function memberRank(member: string): number {
  return (member.match(/\[\]/g) ?? []).length;
}

/** A memref bound to member `info` of the C object `base`, read as `elementType` (the representation). */
export function memberMemRef(base: string, info: MemberInfo, t: MemRefType, sizes = t.shape.map(String)): CMemRef {
  const ours = cType(t.elementType);
  const view: MemberView = { base, subscripted: info.array, member: info.member, declaredAs: sameRepresentation(ours, info.type) ? undefined : info.type };
  return { ptr: memberPointer, sizes, member: view };
}

/** `gr->u[i][j]`, `parts[k].pos.x`, `g.n`: the element of a member's memref at `subscripts`. */
export function memberElement(view: MemberView, subscripts: readonly string[]): string {
  const own = memberRank(view.member);
  const lead = subscripts.slice(0, subscripts.length - own);
  let k = lead.length;
  const member = view.member.replace(/\[\]/g, () => `[${subscripts[k++]}]`);
  // One struct: its one position is 0 in every access the program can make.
  if (!view.subscripted) return `${view.base}${member}`;
  if (lead.length === 1 && lead[0] === '0') return `${view.base}->${member.slice(1)}`;
  return `${view.base}${lead.map((s) => `[${s}]`).join('')}${member}`;
}

/** The C text of a struct (or struct pointer) argument, and statements to run after the call. */
export interface StructArgument {
  readonly text: string;
  readonly after: readonly string[];
}

/**
 * The C argument for the struct parameter of C type `param` whose members the IR passes as `leaves` (each at the
 * start of its memref, as the frontend passes them), `infos` saying which member each is. When they are the members
 * of one struct the program holds (`gr`, `parts`, `&g`, `p->pos`), that struct; otherwise (the frontend's copies
 * for a struct passed by value, a local struct, all held apart) a struct variable filled from them, and for a
 * pointer parameter copied back after the call.
 */
export function structArgument(fp: FunctionPrinter, leaves: readonly Value[], infos: readonly MemberInfo[], param: string): StructArgument {
  const pointer = param.endsWith('*');
  const whole = wholeStruct(fp, leaves, infos);
  if (whole) return { text: pointer ? whole.address : whole.object, after: [] };
  // A variable of the struct type, not const: it is filled member by member.
  const type = (pointer ? param.slice(0, -1) : param).replace(/\b(const|volatile)\b\s*/g, '').trim();
  if (/[()[\]<]/.test(type)) throw new EmitCError(`it passes struct members polyts keeps apart as a '${param}'`);
  // A pointer parameter may read and write the struct: only a struct of one element can be copied in and out.
  if (pointer && !leaves.every(isLocalStructLeaf)) {
    throw new EmitCError(`it passes struct members polyts keeps apart (not a struct of the program) as a '${param}'`);
  }
  const tmp = fp.fresh('st');
  fp.w.line(`${type} ${tmp};`);
  const copies = leaves.map((v, i) => memberCopy(fp, v, `${tmp}${infos[i]!.member}`));
  copies.forEach((c) => fp.w.line(c.into));
  return { text: pointer ? `&${tmp}` : tmp, after: pointer ? copies.map((c) => c.back) : [] };
}

/**
 * Statements copying a struct result `result` (a C expression naming a struct) into the leaves the IR passed for
 * it (temporaries the frontend made, each written at position 0).
 */
export function structResultCopies(fp: FunctionPrinter, leaves: readonly Value[], infos: readonly MemberInfo[], result: string): string[] {
  return leaves.map((v, i) => memberCopy(fp, v, `${result}${infos[i]!.member}`).back);
}

/** Copies between element 0 of leaf memref `v` and C member `member` (`t.x`, `t.u[][]`), both ways. */
function memberCopy(fp: FunctionPrinter, v: Value, member: string): { into: string; back: string } {
  const t = checkMemRef(v.type);
  const own = memberRank(member);
  if (own === 0) {
    const at = elementAt(fp, v, ['0']);
    return { into: `${member} = ${at};`, back: `${at} = ${member};` };
  }
  // An array member: copied whole (its elements are contiguous in both), when no struct lies inside the path.
  const whole = member.replace(/(\[\])+$/, '');
  if (whole.includes('[]') || t.rank !== own + 1) {
    throw new EmitCError(`it copies member '${member.slice(member.indexOf('.'))}' (inside an array of structs) between the program's struct and the members polyts keeps apart`);
  }
  const first = `&${elementAt(fp, v, Array.from({ length: t.rank }, () => '0'))}`;
  return { into: `__builtin_memcpy(${whole}, ${first}, sizeof ${whole});`, back: `__builtin_memcpy(${first}, ${whole}, sizeof ${whole});` };
}

function elementAt(fp: FunctionPrinter, v: Value, subscripts: readonly string[]): string {
  const m = fp.mem(v);
  if (m.dead || m.declaredAs) throw new EmitCError('it passes a struct member polyts holds in a variable of another type');
  return elementC(fp, v, subscripts.map(atom));
}

/** A leaf of a local struct (not an array of them): an alloca of one struct, possibly cast. */
function isLocalStructLeaf(v: Value): boolean {
  const d = v.definingOp?.name === 'memref.cast' ? v.definingOp.operand(0).definingOp : v.definingOp;
  return d?.name === 'memref.alloca' && (d.result().type as MemRefType).shape[0] === 1;
}

/**
 * The struct `leaves` are all the members of, when the program holds it: the same base, each leaf's member the
 * callee's member after a common path (`p->pos` for a `vec2` member), at position 0 of their memrefs.
 */
function wholeStruct(fp: FunctionPrinter, leaves: readonly Value[], infos: readonly MemberInfo[]): { object: string; address: string } | undefined {
  const views = leaves.map((v) => fp.mem(v).member);
  const first = views[0];
  if (!first || !first.member.endsWith(infos[0]!.member)) return undefined;
  const path = first.member.slice(0, first.member.length - infos[0]!.member.length);
  if (path.includes('[]')) return undefined;
  const same = views.every((w, i) => w && w.base === first.base && w.subscripted === first.subscripted && w.member === path + infos[i]!.member);
  if (!same) return undefined;
  if (!path) return first.subscripted ? { object: `${first.base}[0]`, address: first.base } : { object: first.base, address: `&${first.base}` };
  const object = first.subscripted ? `${first.base}->${path.slice(1)}` : `${first.base}${path}`;
  return { object, address: `&${object}` };
}

/** Binds a function's struct result: its leaves are the members of local `name`, which every return returns. */
export function bindStructResult(fp: FunctionPrinter, leaves: readonly Value[], infos: readonly MemberInfo[], type: string): void {
  if (type.includes('<')) throw new EmitCError(`it returns a struct whose type has no name to declare it by ('${type}')`);
  const name = fp.fresh('result');
  fp.w.line(`${type} ${name};`);
  leaves.forEach((v, i) => fp.bindMemRef(v, memberMemRef(name, { ...infos[i]!, array: false }, checkMemRef(v.type))));
  fp.structResult = atom(name);
}

/** A parameter of a function of the module's own convention that receives a struct's member at every call. */
export interface MemberParameter {
  readonly info: MemberInfo;
  /** The C type of a pointer to the struct object (`struct grid *`, `vec2 *`). */
  readonly pointerType: string;
}

/**
 * The member of a program's struct memref `v` holds, seen through casts, with the C pointer type of its struct
 * object: an argument of a function of the program (a struct parameter, the struct result), a struct global, or a
 * parameter of another function of the module's own convention that receives one.
 */
export function memberOrigin(module: ModulePrinter, v: Value, depth = 0): MemberParameter | undefined {
  const source = module.source;
  if (!source || depth > 8) return undefined;
  while (v.definingOp?.name === 'memref.cast') v = v.definingOp.operand(0);
  const def = v.definingOp;
  if (def?.name === 'memref.get_global') {
    const g = structMemberGlobal(module, (def.attr('name') as SymbolRefAttr).root);
    const declared = g && source.globals.get(g.of);
    return g && declared ? { info: g.info, pointerType: pointerToFirst(declared) } : undefined;
  }
  if (!(v instanceof BlockArgument) || !v.owner.isEntryBlock() || v.owner.parentOp?.name !== 'func.func') return undefined;
  const fn = v.owner.parentOp;
  const sym = (fn.attr('sym_name') as StringAttr).value;
  if (!source.declaredFunctions.has(sym)) return module.memberParameters(sym, depth + 1)[v.index];
  const info = argumentMembers(fn)[v.index];
  if (!info) return undefined;
  const type = info.param === -1 ? source.resultTypes?.get(sym) : source.parameterTypes.get(sym)?.[info.param!];
  if (!type || type.includes('<')) return undefined;
  return { info, pointerType: info.array ? type : `${type} *` };
}

/** The C type of a pointer to the first struct of a variable of type `t`: `struct p *` for `struct p [24]`. */
function pointerToFirst(t: string): string {
  const m = /^(.*?) ?((?:\[\d*\])*)$/.exec(t)!;
  const dims = m[2]!.match(/\[\d*\]/g) ?? [];
  return dims.length <= 1 ? `${m[1]} *` : `${m[1]} (*)${dims.slice(1).join('')}`;
}

/**
 * The member parameters of function `fn` of the module's own convention (an outlined parallel body) given its
 * calls: an argument is one when every call passes the same member of structs of the same type. Such a parameter
 * is a `void *` to the struct object, read as the member (`((struct grid *)gr)->u[i][j]`).
 */
export function findMemberParameters(module: ModulePrinter, fn: Operation, calls: readonly Operation[], depth: number): (MemberParameter | undefined)[] {
  const args = fn.region(0).entry.arguments;
  return args.map((a, i) => {
    if (!(a.type instanceof MemRefType) || !calls.length) return undefined;
    const origins = calls.map((c) => memberOrigin(module, c.operand(i), depth));
    const first = origins[0];
    const same = origins.every((o) => o && o.info.member === first!.info.member && o.pointerType === first!.pointerType && o.info.type === first!.info.type);
    return same ? first : undefined;
  });
}
