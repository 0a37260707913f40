// The MLIR printer: upstream's SSA naming (scoped counters, `%c0_1` conflict suffixes), `#map`/`#set` aliases
// in first-use order, and custom or generic op syntax, so our output matches `mlir-opt` byte for byte.

import { AffineExpr, printAffineExpr } from './affineExpr.js';
import { AffineMap } from './affineMap.js';
import {
  AffineMapAttr,
  AliasContext,
  ArrayAttr,
  Attribute,
  DenseArrayAttr,
  DictionaryAttr,
  IntegerSetAttr,
  printAttribute,
  printNamedAttribute,
  printSymbolName,
  printType,
} from './attributes.js';
import type { OpAsmPrinter, RegionPrintOptions } from './opDefinition.js';
import { Block, BlockArgument, OpResult, Operation, Region, Value } from './operation.js';
import { FunctionType, MemRefType, Type } from './types.js';

export interface PrintOptions {
  /** Print every op in the generic `"dialect.op"(...)` form (implies unique SSA ids). */
  readonly generic?: boolean;
}

/** Upstream's sanitizeIdentifier for value names: keeps [A-Za-z0-9$._-], hex-escapes the rest. */
function sanitizeName(name: string): string {
  let out = '';
  const needsCopy = /^[0-9]/.test(name) || /[^A-Za-z0-9$._-]/.test(name);
  if (!needsCopy) return name;
  if (/^[0-9]/.test(name)) out = '_';
  for (const ch of name) {
    if (/[A-Za-z0-9$._-]/.test(ch)) out += ch;
    else if (ch === ' ') out += '_';
    else out += ch.charCodeAt(0).toString(16).toUpperCase();
  }
  return out;
}

let printEpoch = 0;

/** SSA value and block names for one printed operation tree. */
class NameState {
  /** Ids are stored on the values (asmId), valid for this epoch only; saves two maps as large as the IR. */
  private readonly epoch = ++printEpoch;
  private readonly resultGroups = new Map<Operation, number[]>();
  readonly blockNames = new Map<Block, string>();
  private nextValueID = 0;
  private nextArgumentID = 0;
  private nextConflictID = 0;
  private readonly usedNames: Set<string>[] = [];

  constructor(
    top: Operation,
    private readonly uniqueIds: boolean,
  ) {
    this.usedNames.push(new Set());
    type Ctx = [Region, number, number, number, number];
    const stack: Ctx[] = [];
    for (const r of top.regions) stack.push([r, 0, 0, 0, 0]);
    this.numberOp(top);
    while (stack.length) {
      const [region, v, a, c, parentDepth] = stack.pop()!;
      if (!this.uniqueIds) {
        this.nextValueID = v;
        this.nextArgumentID = a;
        this.nextConflictID = c;
      }
      this.usedNames.length = parentDepth + 1;
      this.usedNames.push(new Set());
      const depth = this.usedNames.length - 1;
      this.numberRegion(region);
      for (const b of region.blocks)
        for (let op = b.first; op; op = op.next)
          for (const r of op.regions) stack.push([r, this.nextValueID, this.nextArgumentID, this.nextConflictID, depth]);
    }
  }

  private isUsed(name: string): boolean {
    for (let i = this.usedNames.length - 1; i >= 0; i--) if (this.usedNames[i].has(name)) return true;
    return false;
  }

  private uniqueName(name: string): string {
    name = sanitizeName(name);
    if (this.isUsed(name)) {
      let probe: string;
      do probe = `${name}_${this.nextConflictID++}`;
      while (this.isUsed(probe));
      name = probe;
    }
    this.usedNames[this.usedNames.length - 1].add(name);
    return name;
  }

  private setId(v: Value, id: number | string): void {
    v.asmId = id;
    v.asmEpoch = this.epoch;
  }

  private hasId(v: Value): boolean {
    return v.asmEpoch === this.epoch;
  }

  private setName(v: Value, name: string | undefined): void {
    this.setId(v, name ? this.uniqueName(name) : this.nextValueID++);
  }

  private numberRegion(region: Region): void {
    let nextBlockID = 0;
    for (const b of region.blocks) {
      this.blockNames.set(b, `^bb${nextBlockID++}`);
      const entry = region.blocks[0] === b;
      for (const arg of b.arguments) this.setName(arg, entry ? `arg${this.nextArgumentID++}` : undefined);
      for (let op = b.first; op; op = op.next) this.numberOp(op);
    }
  }

  private numberOp(op: Operation): void {
    if (op.numResults === 0) return;
    const groups = [0];
    const names = this.uniqueIds ? undefined : op.def.resultNames?.(op);
    if (names) {
      names.forEach((n, i) => {
        if (n === undefined) return;
        this.setName(op.results[i], n);
        if (i !== 0) groups.push(i);
      });
    }
    if (!this.hasId(op.results[0])) this.setId(op.results[0], this.nextValueID++);
    if (groups.length > 1) this.resultGroups.set(op, groups.sort((a, b) => a - b));
  }

  /** `%name` or `%name#k`. */
  valueId(v: Value, withResultNo = true): string {
    if (v.asmEpoch === this.epoch && !(v instanceof OpResult && v.owner.numResults > 1)) return '%' + v.asmId;
    let lookup: Value = v;
    let resultNo: number | undefined;
    if (v instanceof OpResult && v.owner.numResults > 1) {
      const groups = this.resultGroups.get(v.owner);
      if (!groups) {
        resultNo = v.index;
        lookup = v.owner.results[0];
      } else {
        let g = 0;
        for (let i = 0; i < groups.length; i++) if (groups[i] <= v.index) g = i;
        const start = groups[g];
        const size = (groups[g + 1] ?? v.owner.numResults) - start;
        if (size !== 1) resultNo = v.index - start;
        lookup = v.owner.results[start];
      }
    }
    if (lookup.asmEpoch !== this.epoch) return '<<UNKNOWN SSA VALUE>>';
    return '%' + lookup.asmId + (resultNo !== undefined && withResultNo ? '#' + resultNo : '');
  }

  groupsOf(op: Operation): number[] | undefined {
    return this.resultGroups.get(op);
  }
}

/** Collects map/set attributes in print order and names them `#map`, `#map1`, ..., `#set`, ... */
class AliasState implements AliasContext {
  private readonly order = new Map<Attribute, true>();
  private readonly seen = new Set<string>();
  private readonly names = new Map<string, string>();

  visitAttr(a: Attribute): void {
    if (a instanceof AffineMapAttr || a instanceof IntegerSetAttr) {
      if (!this.seen.has(a.key)) {
        this.seen.add(a.key);
        this.order.set(a, true);
      }
      return;
    }
    if (a instanceof ArrayAttr) for (const e of a.elements) this.visitAttr(e);
    else if (a instanceof DictionaryAttr) for (const [, v] of a.entries) this.visitAttr(v);
    else {
      const t = (a as { type?: unknown }).type;
      if (t instanceof MemRefType || t instanceof FunctionType) this.visitType(t);
    }
  }

  visitType(t: Type): void {
    if (t instanceof MemRefType) {
      if (t.layout) this.visitAttr(t.layout);
      if (t.memorySpace) this.visitAttr(t.memorySpace);
    } else if (t instanceof FunctionType) {
      for (const x of [...t.inputs, ...t.results]) this.visitType(x);
    }
  }

  finalize(): void {
    const groups = new Map<string, Attribute[]>();
    for (const a of this.order.keys()) {
      const base = a instanceof AffineMapAttr ? 'map' : 'set';
      let g = groups.get(base);
      if (!g) groups.set(base, (g = []));
      g.push(a);
    }
    for (const base of [...groups.keys()].sort()) {
      const g = groups.get(base)!;
      g.forEach((a, i) => this.names.set(a.key, `#${base}${i === 0 ? '' : i}`));
    }
  }

  attrAlias(a: Attribute): string | undefined {
    return a instanceof AffineMapAttr || a instanceof IntegerSetAttr ? this.names.get(a.key) : undefined;
  }

  definitions(): string {
    const byName = new Map<string, Attribute>();
    for (const a of this.order.keys()) byName.set(this.names.get(a.key)!, a);
    const sorted = [...byName.entries()].sort(([x], [y]) => {
      const [bx, nx] = splitAlias(x);
      const [by, ny] = splitAlias(y);
      return bx < by ? -1 : bx > by ? 1 : nx - ny;
    });
    return sorted.map(([name, a]) => `${name} = ${printAttribute(a)}\n`).join('');
  }
}

const indents: string[] = [];
function indentation(n: number): string {
  return (indents[n] ??= ' '.repeat(n));
}

function splitAlias(name: string): [string, number] {
  const m = /^#([a-z_]+?)(\d*)$/.exec(name)!;
  return [m[1], m[2] ? Number(m[2]) : 0];
}

/**
 * Output accumulator. Appending to one growing string keeps millions of small cons-string nodes alive until the
 * end, which young-generation GC keeps copying; short chunks flushed to off-heap buffers avoid that.
 */
class TextSink {
  private chunk = '';
  private readonly buffers: Buffer[] = [];

  append(text: string): void {
    this.chunk += text;
    if (this.chunk.length >= 1 << 16) this.flush();
  }

  private flush(): void {
    if (!this.chunk) return;
    this.buffers.push(Buffer.from(this.chunk, 'latin1'));
    this.chunk = '';
  }

  toString(): string {
    this.flush();
    return Buffer.concat(this.buffers).toString('latin1');
  }
}

class Printer implements OpAsmPrinter {
  private readonly sink = new TextSink();
  private indent = 0;
  private readonly defaultDialects: string[] = ['builtin'];
  currentBlock?: Block;

  constructor(
    private readonly names: NameState,
    private readonly aliases: AliasState,
    private readonly generic: boolean,
    /** In collect mode nothing is emitted; attributes and types are only visited for aliases. */
    private readonly collecting: boolean,
  ) {}

  result(): string {
    return this.sink.toString();
  }

  print(text: string): void {
    if (!this.collecting) this.sink.append(text);
  }

  printNewline(): void {
    this.print('\n' + indentation(this.indent));
  }

  valueName(v: Value): string {
    return this.names.valueId(v);
  }

  printOperand(v: Value): void {
    if (!this.collecting) this.sink.append(this.names.valueId(v));
  }

  printOperands(vs: readonly Value[]): void {
    if (this.collecting) return;
    for (let i = 0; i < vs.length; i++) {
      if (i) this.sink.append(', ');
      this.sink.append(this.names.valueId(vs[i]));
    }
  }

  printType(t: Type): void {
    if (this.collecting) this.aliases.visitType(t);
    else this.sink.append(t.kind === 'memref' && (t as MemRefType).layout ? printType(t, this.aliases) : t.key);
  }

  printTypes(ts: readonly Type[]): void {
    ts.forEach((t, i) => {
      if (i) this.print(', ');
      this.printType(t);
    });
  }

  printAttribute(a: Attribute): void {
    if (this.collecting) this.aliases.visitAttr(a);
    else this.sink.append(printAttribute(a, 'never', this.aliases));
  }

  printAttributeWithoutType(a: Attribute): void {
    if (this.collecting) this.aliases.visitAttr(a);
    else this.sink.append(printAttribute(a, 'must', this.aliases));
  }

  private printAttrDict(attrs: ReadonlyMap<string, Attribute>, elided: readonly string[], keyword: boolean): void {
    if (attrs.size === 0) return;
    if (attrs.size <= elided.length) {
      let allElided = true;
      for (const k of attrs.keys()) if (!elided.includes(k)) allElided = false;
      if (allElided) return;
    }
    const names = [...attrs.keys()].filter((k) => !elided.includes(k)).sort();
    if (!names.length) return;
    if (this.collecting) {
      for (const k of names) this.aliases.visitAttr(attrs.get(k)!);
      return;
    }
    this.sink.append((keyword ? ' attributes' : '') + ' {' + names.map((k) => printNamedAttribute(k, attrs.get(k)!, this.aliases)).join(', ') + '}');
  }

  printOptionalAttrDict(attrs: ReadonlyMap<string, Attribute>, elided: readonly string[] = []): void {
    this.printAttrDict(attrs, elided, false);
  }

  printOptionalAttrDictWithKeyword(attrs: ReadonlyMap<string, Attribute>, elided: readonly string[] = []): void {
    this.printAttrDict(attrs, elided, true);
  }

  printSymbolName(name: string): void {
    this.print(printSymbolName(name));
  }

  printRegionArgument(arg: BlockArgument, attrs?: Attribute, omitType = false): void {
    this.printOperand(arg);
    if (!omitType) {
      this.print(': ');
      this.printType(arg.type);
    }
    if (attrs instanceof DictionaryAttr && attrs.size) {
      this.printOptionalAttrDict(new Map(attrs.entries));
    }
  }

  printAffineMapOfSSAIds(map: AffineMap, operands: readonly Value[]): void {
    if (this.collecting) return;
    const po = (pos: number, isSym: boolean): string =>
      isSym ? `symbol(${this.names.valueId(operands[map.numDims + pos])})` : this.names.valueId(operands[pos]);
    this.sink.append(map.results.map((r) => printAffineExpr(r, po)).join(', '));
  }

  printAffineExprOfSSAIds(expr: AffineExpr, dims: readonly Value[], syms: readonly Value[]): void {
    if (this.collecting) return;
    this.sink.append(printAffineExpr(expr, (pos, isSym) => (isSym ? `symbol(${this.names.valueId(syms[pos])})` : this.names.valueId(dims[pos]))));
  }

  printFunctionalType(op: Operation): void {
    this.print('(');
    this.printTypes(op.operandTypes());
    this.print(') -> ');
    const rts = op.resultTypes();
    if (rts.length === 1 && rts[0].kind !== 'function') this.printType(rts[0]);
    else {
      this.print('(');
      this.printTypes(rts);
      this.print(')');
    }
  }

  // ------------------------------------------------------------ ops, blocks, regions

  printOperation(op: Operation): void {
    this.print(indentation(this.indent));
    if (op.numResults) {
      const groups = this.names.groupsOf(op);
      const group = (start: number, count: number): string => this.names.valueId(op.results[start], false) + (count > 1 ? ':' + count : '');
      if (groups) {
        const parts = groups.map((g, i) => group(g, (groups[i + 1] ?? op.numResults) - g));
        this.print(parts.join(', ') + ' = ');
      } else this.print(group(0, op.numResults) + ' = ');
    }
    if (!this.generic && op.def.print) {
      const dd = this.defaultDialects[this.defaultDialects.length - 1];
      const name = op.name;
      const short = dd && name.startsWith(dd + '.') && name.indexOf('.') === name.lastIndexOf('.') ? name.slice(dd.length + 1) : name;
      this.print(short);
      op.def.print(this, op);
      return;
    }
    this.printGenericOp(op);
  }

  private printGenericOp(op: Operation): void {
    const props = new Map<string, Attribute>();
    const rest = new Map<string, Attribute>();
    for (const [k, v] of op.attributes) (op.def.properties.includes(k) ? props : rest).set(k, v);
    for (const [k, v] of op.def.defaults) if (!props.has(k)) props.set(k, v);
    const segs = op.def.operandSegments?.(op);
    if (segs) props.set('operandSegmentSizes', DenseArrayAttr.i32([...segs]));
    if (this.collecting) {
      // Upstream visits regions before attributes when collecting aliases for generic ops.
      for (const r of op.regions) this.printRegion(r, { printEntryBlockArgs: true, printBlockTerminators: true, printEmptyBlock: true });
      for (const t of op.operandTypes()) this.printType(t);
      for (const t of op.resultTypes()) this.printType(t);
      for (const k of [...props.keys(), ...rest.keys()].sort()) this.printAttribute(props.get(k) ?? rest.get(k)!);
      return;
    }
    this.print(`"${op.name}"(`);
    this.printOperands(op.operandValues());
    this.print(')');
    if (props.size) {
      const names = [...props.keys()].sort();
      this.print(' <{' + names.map((k) => printNamedAttribute(k, props.get(k)!, this.aliases)).join(', ') + '}>');
    }
    if (op.regions.length) {
      this.print(' (');
      op.regions.forEach((r, i) => {
        if (i) this.print(', ');
        this.printRegion(r, { printEntryBlockArgs: true, printBlockTerminators: true, printEmptyBlock: true });
      });
      this.print(')');
    }
    this.printOptionalAttrDict(rest);
    this.print(' : ');
    this.printFunctionalType(op);
  }

  private printBlock(block: Block, printHeader: boolean, printTerminator: boolean): void {
    if (printHeader) {
      this.print(indentation(this.indent) + this.names.blockNames.get(block)!);
      if (block.arguments.length) {
        this.print('(');
        block.arguments.forEach((a, i) => {
          if (i) this.print(', ');
          this.printOperand(a);
          this.print(': ');
          this.printType(a.type);
        });
        this.print(')');
      }
      this.print(':');
      if (!block.isEntryBlock()) this.print('  // no predecessors');
      this.print('\n');
    }
    this.indent += 2;
    const saved = this.currentBlock;
    this.currentBlock = block;
    const skipLast = !printTerminator && block.last?.hasTrait('Terminator');
    for (let op = block.first; op; op = op.next) {
      if (skipLast && op === block.last) break;
      this.printOperation(op);
      this.print('\n');
    }
    this.currentBlock = saved;
    this.indent -= 2;
  }

  printRegion(region: Region, opts: RegionPrintOptions = {}): void {
    const { printEntryBlockArgs = true, printBlockTerminators = true, printEmptyBlock = false } = opts;
    this.print('{\n');
    if (!region.empty) {
      this.defaultDialects.push(region.parentOp?.def.defaultDialect ?? '');
      const entry = region.blocks[0];
      const header = (printEmptyBlock && entry.empty) || (printEntryBlockArgs && entry.arguments.length > 0);
      this.printBlock(entry, header, printBlockTerminators);
      for (let i = 1; i < region.blocks.length; i++) this.printBlock(region.blocks[i], true, true);
      this.defaultDialects.pop();
    }
    this.print(indentation(this.indent) + '}');
  }
}

/** Prints an operation (normally a builtin.module) with aliases, as `mlir-opt` would. */
export function printOperation(op: Operation, options: PrintOptions = {}): string {
  const generic = options.generic ?? false;
  const names = new NameState(op, generic);
  const aliases = new AliasState();
  new Printer(names, aliases, generic, true).printOperation(op);
  aliases.finalize();
  const p = new Printer(names, aliases, generic, false);
  p.printOperation(op);
  // mlir-opt ends its output with a blank line; matching it keeps diffs against upstream clean.
  return aliases.definitions() + p.result() + '\n\n';
}
