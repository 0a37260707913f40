// Braced initializers (C11 6.7.9): walks an initializer list over the object's type with brace elision,
// designators (`.x`, `[3]`, GNU `[lo ... hi]`) and string literals for character arrays, and flattens it into
// an InitList: the scalar (or whole-struct) values and the subobject each one initializes.

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Expr, FieldDecl, InitList, InitStep } from '../ast.js';
import { arrayOf, charType, isScalar, unqualified, type ArrayType, type CType, type StructType } from '../ctypes.js';
import { typeToString } from '../printC.js';
import type { SynDesignator, SynExpr, SynInitializer, SynInitItem } from '../syntax.js';
import type { SemaContext } from './context.js';
import { convertForAssignment } from './conversions.js';

type Element = { path: InitStep[]; value: Expr };

/** The fields of a struct or union (anonymous members included as they are) that initialization visits. */
function initFields(t: StructType): FieldDecl[] {
  // Unnamed bit-fields are skipped by initialization (C11 6.7.9p9).
  return (t.decl.fields ?? []).filter((f) => f.name !== '' || f.bits === undefined);
}

/** The path of fields from a struct or union to member `name`, through anonymous members. */
export function memberPath(t: StructType, name: string): FieldDecl[] | undefined {
  for (const f of t.decl.fields ?? []) {
    if (f.name === name) return [f];
    if (f.name === '' && f.type.kind === 'struct') {
      const inner = memberPath(f.type, name);
      if (inner) return [f, ...inner];
    }
  }
  return undefined;
}

function isCharArray(t: CType): t is ArrayType {
  const u = unqualified(t);
  return u.kind === 'array' && u.element.kind === 'integer' && ['char', 'schar', 'uchar'].includes(u.element.ikind);
}

function isAggregate(t: CType): t is ArrayType | StructType {
  return t.kind === 'array' || t.kind === 'struct';
}

/** The string literal an initializer is, possibly in one pair of braces (`"abc"`, `{"abc"}`). */
function stringOf(init: SynInitializer): Extract<SynExpr, { kind: 'string' }> | undefined {
  if (init.kind === 'string') return init;
  if (init.kind === 'initList' && init.items.length === 1 && init.items[0]!.designators.length === 0) {
    const only = init.items[0]!.init;
    if (only.kind === 'string') return only;
  }
  return undefined;
}

export class InitializerChecker {
  private readonly elements: Element[] = [];
  /** The largest index initialized in the outermost array, for arrays declared without a length. */
  private maxOuterIndex = -1;

  constructor(private readonly ctx: SemaContext) {}

  /**
   * The InitList for an object of type `type` initialized by `init` (a braced list, or a string literal for a
   * character array). An array of unknown length gets its length from the initializer: the returned type.
   */
  static check(ctx: SemaContext, type: CType, init: SynInitializer, loc: SourceLoc): InitList {
    const c = new InitializerChecker(ctx);
    c.fillObject(type, [], init);
    let t = type;
    if (t.kind === 'array' && t.length.kind === 'incomplete') {
      if (c.maxOuterIndex < 0) ctx.error(loc, 'zero-length arrays are not supported');
      t = arrayOf(t.element, { kind: 'constant', value: c.maxOuterIndex + 1 });
    }
    return { kind: 'initList', elements: c.elements, type: t, category: 'rvalue', loc };
  }

  /** Initializes the object of type `t` at `path` from one initializer (braced or not). */
  private fillObject(t: CType, path: InitStep[], init: SynInitializer): void {
    const str = isCharArray(t) ? stringOf(init) : undefined;
    if (str) return this.fillString(t as ArrayType, path, str);
    if (init.kind === 'initList') {
      if (isAggregate(t)) {
        const used = this.fillAggregate(t, path, init.items, 0, true);
        if (used < init.items.length) this.excess(init.items[used]!);
        return;
      }
      // Braces around a scalar: `int x = { 3 };`.
      if (init.items.length === 0) return this.ctx.error(init.loc, 'scalar initializer cannot be empty');
      const first = init.items[0]!;
      if (first.designators.length > 0) this.ctx.error(first.loc, `designator in initializer for scalar type '${typeToString(t)}'`);
      return this.fillObject(t, path, first.init);
    }
    const value = this.ctx.exprs.value(init);
    if (isAggregate(t) && !(t.kind === 'struct' && value.type.kind === 'struct' && value.type.decl === t.decl)) {
      this.ctx.error(init.loc, `initializing '${typeToString(t)}' requires braces or a value of the same type`);
    }
    this.push(path, convertForAssignment(value, unqualified(t), 'initializing', init.loc));
  }

  private push(path: InitStep[], value: Expr): void {
    const first = path[0];
    if (first && 'index' in first) this.maxOuterIndex = Math.max(this.maxOuterIndex, first.index);
    this.elements.push({ path, value });
  }

  /** `char s[N] = "abc"`: one element per character, and the NUL when it fits. */
  private fillString(t: ArrayType, path: InitStep[], s: Extract<SynExpr, { kind: 'string' }>): void {
    if (s.wide) this.ctx.unsupported(s.loc, 'wide string literal');
    const known = t.length.kind === 'constant' ? t.length.value : undefined;
    const n = known ?? s.value.length + 1;
    if (known !== undefined && s.value.length > known) this.ctx.error(s.loc, `initializer-string for char array is too long`);
    const elem = unqualified(t.element);
    for (let i = 0; i < n; i++) {
      const code = i < s.value.length ? s.value.charCodeAt(i) : 0;
      const v = BigInt(elem.kind === 'integer' && elem.ikind !== 'uchar' && code > 127 ? code - 256 : code);
      this.push([...path, { index: i }], { kind: 'integerLiteral', value: v, type: elem.kind === 'integer' ? elem : charType, category: 'rvalue', loc: s.loc, constValue: v });
    }
  }

  /**
   * Fills the aggregate `t` at `path` from `items[pos..]`; returns the position after the items used. With
   * `ownBraces` the list belongs to `t` and all of it is used; otherwise (brace elision) only as many items as
   * `t` has subobjects, stopping at a designator (which belongs to an enclosing list).
   */
  private fillAggregate(t: ArrayType | StructType, path: InitStep[], items: readonly SynInitItem[], pos: number, ownBraces: boolean): number {
    const fields = t.kind === 'struct' ? initFields(t) : [];
    const length = t.kind === 'array' ? (t.length.kind === 'constant' ? t.length.value : t.length.kind === 'incomplete' ? Infinity : undefined) : fields.length;
    if (length === undefined) {
      if (pos < items.length) this.ctx.unsupported(items[pos]!.loc, 'initializer of a variable-length array');
      return pos;
    }
    let cursor = 0;
    let afterNested = false;
    while (pos < items.length) {
      const item = items[pos]!;
      if (item.designators.length > 0) {
        if (!ownBraces) return pos;
        cursor = this.designated(t, path, item.designators, item.init);
        afterNested = item.designators.length > 1;
        pos++;
        continue;
      }
      // After `.a.b = x`, C continues inside `.a`; that rare form is refused rather than approximated.
      if (afterNested) this.ctx.unsupported(item.loc, 'an initializer following a nested designator');
      if (cursor >= length || (t.kind === 'struct' && t.decl.union && cursor > 0)) {
        if (ownBraces) this.excess(item);
        return pos;
      }
      const step: InitStep = t.kind === 'array' ? { index: cursor } : { field: fields[cursor]! };
      pos = this.fillFrom(this.subType(t, step), [...path, step], items, pos);
      cursor++;
    }
    return pos;
  }

  /** Initializes one subobject from `items[pos]` onwards (brace elision may use several items). */
  private fillFrom(t: CType, path: InitStep[], items: readonly SynInitItem[], pos: number): number {
    const item = items[pos]!;
    const init = item.init;
    if (isAggregate(t) && init.kind !== 'initList' && !(isCharArray(t) && init.kind === 'string')) {
      // A struct value initializes a whole struct member; anything else starts brace elision.
      const probe = init.kind !== 'string' && t.kind === 'struct' ? this.ctx.exprs.value(init) : undefined;
      if (probe && probe.type.kind === 'struct' && t.kind === 'struct' && probe.type.decl === t.decl) {
        this.push(path, probe);
        return pos + 1;
      }
      return this.fillAggregate(t, path, items, pos, false);
    }
    this.fillObject(t, path, init);
    return pos + 1;
  }

  /** A designated item: returns the cursor of the next undesignated item at this level. */
  private designated(t: ArrayType | StructType, path: InitStep[], designators: readonly SynDesignator[], init: SynInitializer): number {
    const [first, ...rest] = designators;
    const targets = this.designate(t, first!);
    for (const { step } of targets) {
      const sub = this.subType(t, step);
      if (rest.length === 0) {
        this.fillObject(sub, [...path, step], init);
        continue;
      }
      if (!isAggregate(sub)) this.ctx.error(rest[0]!.loc, `designator into non-aggregate type '${typeToString(sub)}'`);
      this.designated(sub, [...path, step], rest, init);
    }
    return targets[targets.length - 1]!.cursor + 1;
  }

  /** The subobjects one designator names (several for a GNU range), with their positions. */
  private designate(t: ArrayType | StructType, d: SynDesignator): { step: InitStep; cursor: number }[] {
    if (t.kind === 'struct') {
      if (d.kind !== 'field') this.ctx.error(d.loc, `array designator used for non-array type '${typeToString(t)}'`);
      const fields = initFields(t);
      const p = memberPath(t, d.name);
      if (!p) this.ctx.error(d.loc, `field designator '${d.name}' does not refer to any field in type '${typeToString(t)}'`);
      if (p.length > 1) this.ctx.unsupported(d.loc, `designator '.${d.name}' naming a member of an anonymous struct or union`);
      return [{ step: { field: p[0]! }, cursor: fields.indexOf(p[0]!) }];
    }
    if (d.kind !== 'index') this.ctx.error(d.loc, `field designator '${d.name}' used for non-struct type '${typeToString(t)}'`);
    const lo = this.constantIndex(d.index, t);
    const hi = d.last ? this.constantIndex(d.last, t) : lo;
    if (hi < lo) this.ctx.error(d.loc, 'array designator range is empty');
    const out: { step: InitStep; cursor: number }[] = [];
    for (let i = lo; i <= hi; i++) out.push({ step: { index: i }, cursor: i });
    return out;
  }

  private constantIndex(e: SynExpr, t: ArrayType): number {
    const v = this.ctx.exprs.value(e).constValue;
    if (typeof v !== 'bigint') this.ctx.error(e.loc, 'array designator is not an integer constant expression');
    if (v < 0n) this.ctx.error(e.loc, `array designator value '${v}' is negative`);
    if (t.length.kind === 'constant' && v >= BigInt(t.length.value)) this.ctx.error(e.loc, `array designator index (${v}) exceeds array bounds (${t.length.value})`);
    return Number(v);
  }

  private subType(t: ArrayType | StructType, step: InitStep): CType {
    return 'index' in step ? (t as ArrayType).element : step.field.type;
  }

  /** Excess initializers are only a warning for gcc; they are not evaluated and initialize nothing. */
  private excess(_item: SynInitItem): void {}
}

/** True when `t` needs a braced list or string to be initialized (not a scalar). */
export function needsInitList(t: CType): boolean {
  return !isScalar(t);
}
