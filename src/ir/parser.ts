// The operation parser: SSA name scopes (with forward references), generic and custom operation syntax,
// regions and blocks, and top-level alias definitions. Entry point: parseSource.

import { AffineExpr, dimExpr, symbolExpr } from './affineExpr.js';
import { AffineMap } from './affineMap.js';
import { AttrTypeParser } from './attrTypeParser.js';
import { Attribute, DenseArrayAttr } from './attributes.js';
import { DiagnosticError, SourceLoc } from './diagnostics.js';
import { LazyLoc, Lexer } from './lexer.js';
import { OpAsmParser, OpDefinition, RegionArgument, UnresolvedOperand } from './opDefinition.js';
import { getDialect, getOpDefinition } from './opRegistry.js';
import { Block, Operation, Region, Value } from './operation.js';
import { FunctionType, Type } from './types.js';

/** An SSA use as parsed; its location is only computed if an error needs it. */
class ParsedOperand implements UnresolvedOperand {
  constructor(
    readonly name: string,
    readonly number: number,
    private readonly lexer: Lexer,
    private readonly offset: number,
  ) {}
  get loc(): SourceLoc {
    return new LazyLoc(this.lexer, this.offset);
  }
}

/** A value used before its definition; replaced when the definition is parsed. */
class ForwardRef extends Value {
  constructor(
    type: Type,
    readonly useLoc: SourceLoc,
  ) {
    super(type);
  }
  get definingOp(): null {
    return null;
  }
  get parentBlock(): null {
    return null;
  }
}

/** Names visible in one isolated-from-above region (a function body, or the top level). */
class IsolatedScope {
  readonly values = new Map<string, Value[]>();
  /** Names defined per nested region, removed when the region ends so siblings can reuse them. */
  readonly regionDefs: string[][] = [[]];
  readonly forwardRefs = new Set<ForwardRef>();
}

interface OpContext {
  def: OpDefinition;
  loc: SourceLoc;
  numResults: number;
}

export interface ParseOptions {
  /** Skip the verifier-independent check that every op kind is registered (unused today). */
  readonly filename?: string;
}

class OperationParser extends AttrTypeParser implements OpAsmParser {
  private readonly scopes: IsolatedScope[] = [];
  private readonly defaultDialects: string[] = ['builtin'];
  private ctx: OpContext | undefined;

  // --- OpAsmParser context ---
  get opName(): string {
    return this.ctx!.def.name;
  }
  get opLoc(): SourceLoc {
    return this.ctx!.loc;
  }
  get numResults(): number {
    return this.ctx!.numResults;
  }

  private get scope(): IsolatedScope {
    return this.scopes[this.scopes.length - 1];
  }

  // ------------------------------------------------------------ top level

  parseTopLevel(): Operation {
    const block = new Block();
    this.scopes.push(new IsolatedScope());
    while (this.tok.kind !== 'eof') {
      if (this.tok.kind === 'hash_identifier' && this.peekIsEqual()) this.parseAttrAliasDef();
      else if (this.tok.kind === 'exclamation_identifier' && this.peekIsEqual()) this.parseTypeAliasDef();
      else if (this.isPunct('{-#')) this.error('file metadata dictionaries ({-# ... #-}) are not supported');
      else this.parseOperation(block);
    }
    this.finishIsolatedScope();
    const only = block.first;
    if (only && only === block.last && only.name === 'builtin.module') {
      block.removeOp(only);
      return only;
    }
    const region = new Region();
    region.addBlock(block);
    return Operation.create('builtin.module', { regions: [region], loc: { file: this.file, line: 1, col: 1 } });
  }

  private peekIsEqual(): boolean {
    const save = this.lexer.position;
    const t = this.lexer.next();
    this.lexer.resetPointer(save);
    return t.kind === 'punct' && t.text === '=';
  }

  private parseAttrAliasDef(): void {
    const t = this.consume();
    const name = t.text.slice(1);
    if (name.includes('.')) this.error("attribute alias names may not contain '.' (reserved for dialect attributes)", this.locAt(t.start));
    if (this.attrAliases.has(name)) this.error(`redefinition of attribute alias id '${name}'`, this.locAt(t.start));
    this.expect('=');
    this.attrAliases.set(name, this.parseAttribute());
  }

  private parseTypeAliasDef(): void {
    const t = this.consume();
    const name = t.text.slice(1);
    if (name.includes('.')) this.error("type alias names may not contain '.' (reserved for dialect types)", this.locAt(t.start));
    if (this.typeAliases.has(name)) this.error(`redefinition of type alias id '${name}'`, this.locAt(t.start));
    this.expect('=');
    this.typeAliases.set(name, this.parseType());
  }

  private finishIsolatedScope(): void {
    const scope = this.scopes.pop()!;
    let first: ForwardRef | undefined;
    for (const f of scope.forwardRefs) {
      if (!first || f.useLoc.line < first.useLoc.line || (f.useLoc.line === first.useLoc.line && f.useLoc.col < first.useLoc.col)) first = f;
    }
    if (first) this.error('use of undeclared SSA value name', first.useLoc);
  }

  // ------------------------------------------------------------ SSA values

  private defineValue(name: string, values: readonly Value[], loc: SourceLoc): void {
    const scope = this.scope;
    const existing = scope.values.get(name);
    if (existing) {
      const isForward = existing.every((v) => v === undefined || v instanceof ForwardRef);
      if (!isForward) this.error(`redefinition of SSA value '${name}'`, loc);
      existing.forEach((ref, i) => {
        if (ref === undefined) return;
        const v = values[i];
        if (!v) this.error(`reference to invalid result number in '${name}#${i}'`, (ref as ForwardRef).useLoc);
        if (v.type !== ref.type) {
          this.error(`definition of SSA value '${name}#${i}' has type '${v.type.key}', but a prior use expects '${ref.type.key}'`, loc);
        }
        ref.replaceAllUsesWith(v);
        scope.forwardRefs.delete(ref as ForwardRef);
      });
    }
    scope.values.set(name, values as Value[]);
    scope.regionDefs[scope.regionDefs.length - 1].push(name);
  }

  resolveOperand(u: UnresolvedOperand, type: Type): Value {
    const scope = this.scope;
    let entry = scope.values.get(u.name);
    const existing = entry?.[u.number];
    if (existing) {
      if (existing.type !== type) {
        this.error(`use of value '${u.name}' expects different type than prior uses: '${type.key}' vs '${existing.type.key}'`, u.loc);
      }
      return existing;
    }
    if (entry && !entry.some((v) => v instanceof ForwardRef) && entry.length > 0) {
      this.error(`reference to invalid result number '${u.name}#${u.number}'`, u.loc);
    }
    const ref = new ForwardRef(type, u.loc);
    if (!entry) {
      entry = [];
      scope.values.set(u.name, entry);
    }
    entry[u.number] = ref;
    scope.forwardRefs.add(ref);
    return ref;
  }

  resolveOperands(operands: readonly UnresolvedOperand[], types: readonly Type[] | Type): Value[] {
    if (Array.isArray(types)) {
      if (types.length !== operands.length) {
        this.error(`${operands.length} operands present, but expected ${types.length}`, operands[0]?.loc ?? this.loc());
      }
      return operands.map((u, i) => this.resolveOperand(u, (types as Type[])[i]));
    }
    return operands.map((u) => this.resolveOperand(u, types as Type));
  }

  parseOptionalOperand(): UnresolvedOperand | undefined {
    if (this.tok.kind !== 'percent_identifier') return undefined;
    const offset = this.tok.start;
    const name = this.consume().text;
    let number = 0;
    if (this.kind() === 'hash_identifier' && /^#[0-9]+$/.test(this.tok.text)) number = Number(this.consume().text.slice(1));
    return new ParsedOperand(name, number, this.lexer, offset);
  }

  parseOperand(): UnresolvedOperand {
    const u = this.parseOptionalOperand();
    if (!u) this.error(`expected SSA operand, found ${this.tokenDescription()}`);
    return u;
  }

  parseOperandList(delimiter: 'paren' | 'square' | 'optionalParen' | 'optionalSquare' | 'none' = 'none'): UnresolvedOperand[] {
    const out: UnresolvedOperand[] = [];
    const open = delimiter === 'paren' || delimiter === 'optionalParen' ? '(' : delimiter === 'square' || delimiter === 'optionalSquare' ? '[' : '';
    if (!open) {
      const first = this.parseOptionalOperand();
      if (!first) return out;
      out.push(first);
      while (this.consumeIf(',')) out.push(this.parseOperand());
      return out;
    }
    if (delimiter.startsWith('optional') && !this.isPunct(open)) return out;
    this.parseCommaSeparatedList(open, open === '(' ? ')' : ']', () => out.push(this.parseOperand()), 'in operand list');
    return out;
  }

  // ------------------------------------------------------------ operations

  private parseOperation(block: Block): void {
    const results: { name: string; count: number; loc: SourceLoc }[] = [];
    if (this.tok.kind === 'percent_identifier') {
      do {
        const loc = this.loc();
        if (this.kind() !== 'percent_identifier') this.error(`expected SSA value name, found ${this.tokenDescription()}`);
        const name = this.consume().text;
        let count = 1;
        if (this.consumeIf(':')) {
          const cloc = this.loc();
          if (this.kind() !== 'integer') this.error('expected integer number of results');
          count = Number(this.consume().text);
          if (count < 1) this.error('expected named operation to have at least 1 result', cloc);
        }
        results.push({ name, count, loc });
      } while (this.consumeIf(','));
      this.expect('=', 'after SSA result names');
    }
    const numResults = results.reduce((a, r) => a + r.count, 0);
    const opLoc = this.loc();
    let op: Operation;
    if (this.tok.kind === 'string') op = this.parseGenericOperation(opLoc, numResults);
    else if (this.tok.kind === 'bare_identifier') op = this.parseCustomOperation(opLoc, numResults);
    else return this.error(`expected operation name in quotes, found ${this.tokenDescription()}`);

    if (this.isKeyword('loc')) {
      const l = this.parseLocation();
      if (l.fileLineCol) op.loc = l.fileLineCol;
    }
    if (results.length && numResults !== op.numResults) {
      this.error(`operation defines ${op.numResults} results but was provided ${numResults} to bind`, results[0].loc);
    }
    let i = 0;
    for (const r of results) {
      this.defineValue(r.name, op.results.slice(i, i + r.count), r.loc);
      i += r.count;
    }
    block.append(op);
  }

  private withOpContext<T>(ctx: OpContext, fn: () => T): T {
    const saved = this.ctx;
    this.ctx = ctx;
    try {
      return fn();
    } finally {
      this.ctx = saved;
    }
  }

  private parseCustomOperation(loc: SourceLoc, numResults: number): Operation {
    const nameTok = this.consume();
    let name = nameTok.text;
    if (!name.includes('.')) {
      const dd = this.defaultDialects[this.defaultDialects.length - 1];
      if (!dd) this.error(`Dialect \`' not found for custom op '${name}'`, loc);
      name = `${dd}.${name}`;
    }
    const def = getOpDefinition(name);
    if (!def) {
      const dialect = name.slice(0, name.indexOf('.'));
      if (!getDialect(dialect)) this.error(`Dialect \`${dialect}' not found for custom op '${nameTok.text}'`, loc);
      this.error(`custom op '${nameTok.text}' is unknown`, loc);
    }
    if (!def.parse) this.error(`custom op '${name}' has no custom assembly form; use the generic form`, loc);
    return this.withOpContext({ def, loc, numResults }, () => def.parse!(this));
  }

  private parseGenericOperation(loc: SourceLoc, numResults: number): Operation {
    const name = this.parseString();
    const def = getOpDefinition(name);
    if (!def) this.error(`unregistered operation '${name}'`, loc);
    return this.withOpContext({ def, loc, numResults }, () => {
      const operands = this.parseOperandList('paren');
      if (this.isPunct('[')) this.error('operations with successor blocks are not supported');
      const attrs = new Map<string, Attribute>();
      if (this.isPunct('<')) {
        this.consume();
        this.parseAttrDictInto(attrs);
        this.expect('>', 'after properties');
      }
      const regions: Region[] = [];
      if (this.isPunct('(')) {
        this.parseCommaSeparatedList('(', ')', () => regions.push(this.parseRegion([], { allowEmpty: true })), 'in region list');
      }
      const extra = new Map<string, Attribute>();
      this.parseOptionalAttrDict(extra);
      for (const [k, v] of extra) {
        if (attrs.has(k)) this.error(`attribute '${k}' given both as a property and as an attribute`, loc);
        attrs.set(k, v);
      }
      this.expect(':', 'before the type of a generic operation');
      const tloc = this.loc();
      const fnType = this.parseType();
      if (!(fnType instanceof FunctionType)) this.error('expected a function type for a generic operation', tloc);
      if (fnType.inputs.length !== operands.length) {
        this.error(`expected ${operands.length} operand types but had ${fnType.inputs.length}`, tloc);
      }
      const values = this.resolveOperands(operands, fnType.inputs);
      const segments = attrs.get('operandSegmentSizes');
      attrs.delete('operandSegmentSizes');
      const op = Operation.create(def, { operands: values, resultTypes: fnType.results, attributes: attrs, regions, loc });
      if (segments !== undefined) {
        if (!(segments instanceof DenseArrayAttr)) this.error("'operandSegmentSizes' must be an array<i32: ...>", loc);
        const sizes = segments.values.map((v) => Number(v));
        const err = def.checkSegments ? def.checkSegments(op, sizes) : `'${name}' does not take operand segments`;
        if (err) this.error(err, loc);
      }
      return op;
    });
  }

  create(init: { operands: readonly Value[]; resultTypes: readonly Type[]; attributes?: Map<string, Attribute>; regions?: readonly Region[] }): Operation {
    return Operation.create(this.ctx!.def, {
      operands: init.operands,
      resultTypes: init.resultTypes,
      attributes: init.attributes,
      regions: init.regions,
      loc: this.ctx!.loc,
    });
  }

  parseOptionalLocation(): void {
    if (this.isKeyword('loc')) this.parseLocation();
  }

  // ------------------------------------------------------------ regions

  parseOptionalRegionArgument(withType: boolean): RegionArgument | undefined {
    if (this.tok.kind !== 'percent_identifier') return undefined;
    const loc = this.loc();
    const name = this.consume().text;
    if (this.kind() === 'hash_identifier') this.error('expected a plain SSA name for a region argument', loc);
    const arg: RegionArgument = { name, loc };
    if (withType) {
      this.expect(':', `after region argument '${name}'`);
      arg.type = this.parseType();
    }
    return arg;
  }

  parseRegionArgument(withType: boolean): RegionArgument {
    const a = this.parseOptionalRegionArgument(withType);
    if (!a) this.error(`expected SSA region argument, found ${this.tokenDescription()}`);
    return a;
  }

  parseRegionArgumentList(delimiter: 'paren' | 'none', withType: boolean): RegionArgument[] {
    const out: RegionArgument[] = [];
    if (delimiter === 'paren') {
      this.parseCommaSeparatedList('(', ')', () => out.push(this.parseRegionArgument(withType)), 'in argument list');
      return out;
    }
    const first = this.parseOptionalRegionArgument(withType);
    if (!first) return out;
    out.push(first);
    while (this.consumeIf(',')) out.push(this.parseRegionArgument(withType));
    return out;
  }

  parseOptionalRegion(args: readonly RegionArgument[] = []): Region | undefined {
    return this.isPunct('{') ? this.parseRegion(args) : undefined;
  }

  parseRegion(args: readonly RegionArgument[] = [], _opts?: { allowEmpty?: boolean }): Region {
    const def = this.ctx?.def;
    const isolated = def?.traits.has('IsolatedFromAbove') ?? false;
    this.expect('{', 'to begin a region');
    const region = new Region();
    if (isolated) this.scopes.push(new IsolatedScope());
    const scope = this.scope;
    scope.regionDefs.push([]);
    this.defaultDialects.push(def?.defaultDialect ?? '');
    const savedCtx = this.ctx;
    try {
      if (args.length || !this.isPunct('}')) this.parseRegionBody(region, args);
      this.expect('}', 'to end a region');
    } finally {
      this.ctx = savedCtx;
      this.defaultDialects.pop();
    }
    for (const name of scope.regionDefs.pop()!) scope.values.delete(name);
    if (isolated) this.finishIsolatedScope();
    return region;
  }

  private parseRegionBody(region: Region, args: readonly RegionArgument[]): void {
    let block = new Block();
    region.addBlock(block);
    if (args.length) {
      for (const a of args) {
        if (!a.type) this.error(`missing type for region argument '${a.name}'`, a.loc);
        this.defineValue(a.name, [block.addArgument(a.type, a.loc)], a.loc);
      }
      if (this.tok.kind === 'caret_identifier') this.error('invalid block name in region with named arguments');
    }
    const labels = new Set<string>();
    let first = true;
    for (;;) {
      if (this.tok.kind === 'caret_identifier') {
        const label = this.consume().text;
        if (labels.has(label)) this.error(`redefinition of block '${label}'`);
        labels.add(label);
        if (!first || block.numOps > 0) {
          block = new Block();
          region.addBlock(block);
        }
        if (this.isPunct('(')) {
          this.parseCommaSeparatedList(
            '(',
            ')',
            () => {
              const a = this.parseRegionArgument(true);
              this.defineValue(a.name, [block.addArgument(a.type!, a.loc)], a.loc);
              this.parseOptionalLocation();
            },
            'in block argument list',
          );
        }
        this.expect(':', 'after block name');
      }
      first = false;
      while (this.tok.kind !== 'caret_identifier' && !this.isPunct('}')) {
        if (this.tok.kind === 'eof') this.error("expected '}' to end a region, found end of file");
        this.parseOperation(block);
      }
      if (this.isPunct('}')) return;
    }
  }

  // ------------------------------------------------------------ affine SSA-id forms

  parseAffineMapOfSSAIds(delimiter: 'square' | 'paren' | 'none'): { map: AffineMap; operands: UnresolvedOperand[] } {
    const dims: UnresolvedOperand[] = [];
    const syms: UnresolvedOperand[] = [];
    const results: AffineExpr[] = [];
    const parseOne = (): void => {
      results.push(this.parseAffineExprOfSSAIds(dims, syms));
    };
    if (delimiter === 'none') {
      parseOne();
      while (this.consumeIf(',')) parseOne();
    } else {
      const [open, close] = delimiter === 'square' ? ['[', ']'] : ['(', ')'];
      this.parseCommaSeparatedList(open, close, parseOne, 'in affine subscript list');
    }
    return { map: AffineMap.get(dims.length, syms.length, results), operands: [...dims, ...syms] };
  }

  parseAffineExprOfSSAIds(dims: UnresolvedOperand[], syms: UnresolvedOperand[]): AffineExpr {
    const ssa = (isSymbol: boolean): AffineExpr => {
      if (this.tok.kind !== 'percent_identifier') this.error(`expected SSA identifier, found ${this.tokenDescription()}`);
      const text = this.tok.text;
      const di = dims.findIndex((d) => d.name === text);
      if (di >= 0) {
        this.parseOperand();
        return dimExpr(di);
      }
      const si = syms.findIndex((s) => s.name === text);
      if (si >= 0) {
        this.parseOperand();
        return symbolExpr(si);
      }
      const u = this.parseOperand();
      if (isSymbol) {
        syms.push(u);
        return symbolExpr(syms.length - 1);
      }
      dims.push(u);
      return dimExpr(dims.length - 1);
    };
    return this.parseAffineExpr({ ssa });
  }
}

/** Parses MLIR text into a builtin.module (top-level ops not already in one are wrapped). */
export function parseSource(text: string, filename = '<stdin>'): Operation {
  const p = new OperationParser(text, filename);
  return p.parseTopLevel();
}

export { DiagnosticError };
