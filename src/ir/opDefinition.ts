// What an operation kind declares: name, traits, inherent attributes, custom syntax, verifier, folder and
// canonicalization patterns; plus the parser/printer interfaces that custom syntax is written against.

import type { AffineExpr } from './affineExpr.js';
import type { AffineMap } from './affineMap.js';
import type { Attribute } from './attributes.js';
import type { SourceLoc } from './diagnostics.js';
import type { Block, BlockArgument, Operation, Region, Value } from './operation.js';
import type { RewritePattern } from './rewriter.js';
import type { Type } from './types.js';

export type OpTrait =
  /** No memory effects and safe to speculate: removable when unused, CSE-able. */
  | 'Pure'
  | 'Terminator'
  | 'ReturnLike'
  | 'IsolatedFromAbove'
  | 'Commutative'
  | 'ConstantLike'
  /** Region starts a new scope for affine symbol validity (func.func). */
  | 'AffineScope'
  | 'NoTerminator'
  | 'SingleBlock'
  | 'Symbol'
  | 'SymbolTable'
  /** Memory effects are those of the nested operations. */
  | 'RecursiveMemoryEffects'
  /** Never has results (checked by the verifier: the generic form could give some). */
  | 'ZeroResults';

export type MemoryEffect = 'read' | 'write' | 'alloc' | 'free';

/** Result of folding one op: replacement values/constants per result, or 'inPlace' if the op was updated. */
export type FoldResult = readonly (Value | Attribute)[] | 'inPlace';

export interface OpDefinition {
  readonly name: string;
  readonly summary: string;
  readonly traits: ReadonlySet<OpTrait>;
  /** Inherent attributes, printed as `<{...}>` properties in generic form. */
  readonly properties: readonly string[];
  /** Default-valued properties, set on creation when absent (as upstream's parsers do). */
  readonly defaults: readonly (readonly [string, Attribute])[];
  /** Memory effects of the op itself (not nested ops); absent with 'Pure' or 'RecursiveMemoryEffects'. */
  readonly effects?: readonly MemoryEffect[] | 'unknown';
  /** Custom syntax; ops without it only have the generic form. */
  readonly parse?: (p: OpAsmParser) => Operation;
  readonly print?: (p: OpAsmPrinter, op: Operation) => void;
  /** Throws a DiagnosticError (op.emitError) when the op is invalid; runs after operands/regions verify. */
  readonly verify?: (op: Operation) => void;
  /** Region-level checks that need nested ops verified first (e.g. terminator types). */
  readonly verifyRegions?: (op: Operation) => void;
  /** Folds with constant operand values (undefined where not constant). */
  readonly fold?: (op: Operation, constants: readonly (Attribute | undefined)[]) => FoldResult | undefined;
  readonly canonicalizations?: readonly RewritePattern[];
  /** Preferred printed names for results (`%c0`, `%cst`, `%alloca`). */
  readonly resultNames?: (op: Operation) => readonly (string | undefined)[];
  /** Dialect whose prefix may be dropped for ops printed directly in this op's regions (func.func: 'func'). */
  readonly defaultDialect?: string;
  /** Operand segment sizes, printed as `operandSegmentSizes` in generic form and checked when parsing it. */
  readonly operandSegments?: (op: Operation) => readonly number[];
  /** Given the generic form's segment sizes, checks they agree with the op's own structure (error text or undefined). */
  readonly checkSegments?: (op: Operation, sizes: readonly number[]) => string | undefined;
}

export type OpDefinitionInit = Omit<OpDefinition, 'traits' | 'properties' | 'defaults' | 'summary'> & {
  readonly summary?: string;
  readonly traits?: readonly OpTrait[];
  readonly properties?: readonly string[];
  readonly defaults?: Readonly<Record<string, Attribute>>;
};

export function defineOp(init: OpDefinitionInit): OpDefinition {
  return {
    ...init,
    summary: init.summary ?? '',
    traits: new Set(init.traits ?? []),
    properties: init.properties ?? [],
    defaults: Object.entries(init.defaults ?? {}),
  };
}

/** Attaches canonicalization patterns (kept in their own modules) to op definitions, by op name. */
export function withCanonicalizations(ops: readonly OpDefinition[], patterns: Readonly<Record<string, readonly RewritePattern[]>>): OpDefinition[] {
  return ops.map((d) => (patterns[d.name] ? { ...d, canonicalizations: [...(d.canonicalizations ?? []), ...patterns[d.name]] } : d));
}

/** `%name#number` before resolution to a value. */
export interface UnresolvedOperand {
  readonly name: string;
  readonly number: number;
  readonly loc: SourceLoc;
}

/** A region argument being defined: `%i` with its type. */
export interface RegionArgument {
  readonly name: string;
  readonly loc: SourceLoc;
  type?: Type;
}

/** The parser API custom op syntax uses; every method throws a DiagnosticError on bad input. */
export interface OpAsmParser {
  readonly opName: string;
  readonly opLoc: SourceLoc;
  /** Result count written on the left-hand side (`%a:2 = ...`). */
  readonly numResults: number;
  loc(): SourceLoc;
  error(message: string, loc?: SourceLoc): never;

  // punctuation and keywords
  parseComma(): void;
  parseOptionalComma(): boolean;
  parseColon(): void;
  parseOptionalColon(): boolean;
  parseEqual(): void;
  parseOptionalEqual(): boolean;
  parseArrow(): void;
  parseOptionalArrow(): boolean;
  parseLParen(): void;
  parseOptionalLParen(): boolean;
  parseRParen(): void;
  parseOptionalRParen(): boolean;
  parseLSquare(): void;
  parseOptionalLSquare(): boolean;
  parseRSquare(): void;
  parseOptionalRSquare(): boolean;
  parseLess(): void;
  parseOptionalLess(): boolean;
  parseGreater(): void;
  parseOptionalLBrace(): boolean;
  isNext(punct: string): boolean;
  /** Consumes the punctuation token `punct` (e.g. '...') if it is next. */
  parseOptionalPunctuation(punct: string): boolean;
  parseKeyword(kw: string): void;
  parseOptionalKeyword(kws?: readonly string[]): string | undefined;
  /** A bare identifier (for enum-like values). */
  parseIdentifier(): string;
  parseInteger(): bigint;
  parseOptionalInteger(): bigint | undefined;
  /** An integer that must fit a JS safe integer. */
  parseSmallInteger(what?: string): number;
  parseString(): string;
  parseOptionalString(): string | undefined;
  parseSymbolName(): string;
  parseOptionalSymbolName(): string | undefined;

  // operands
  parseOperand(): UnresolvedOperand;
  parseOptionalOperand(): UnresolvedOperand | undefined;
  /** Comma-separated operands, optionally wrapped in () or []. */
  parseOperandList(delimiter?: 'paren' | 'square' | 'optionalParen' | 'optionalSquare' | 'none'): UnresolvedOperand[];
  resolveOperand(operand: UnresolvedOperand, type: Type): Value;
  resolveOperands(operands: readonly UnresolvedOperand[], types: readonly Type[] | Type): Value[];

  // types and attributes
  parseType(): Type;
  parseColonType(): Type;
  parseTypeList(): Type[];
  parseColonTypeList(): Type[];
  /** `-> type` or `-> (types)`; empty when there is no arrow. */
  parseOptionalArrowTypeList(): Type[];
  /** `(types)` or a single type, as after `->`. */
  parseFunctionResultTypes(): Type[];
  parseAttribute(type?: Type): Attribute;
  parseOptionalAttribute(type?: Type): Attribute | undefined;
  parseOptionalAttrDict(into: Map<string, Attribute>): void;
  parseOptionalAttrDictWithKeyword(into: Map<string, Attribute>): void;
  parseOptionalLocation(): void;

  // regions
  /** `%name` of a region argument, with an optional `: type`. */
  parseRegionArgument(withType: boolean): RegionArgument;
  parseOptionalRegionArgument(withType: boolean): RegionArgument | undefined;
  parseRegionArgumentList(delimiter: 'paren' | 'none', withType: boolean): RegionArgument[];
  /** Parses `{ ... }`; `args` become the entry block arguments (empty: the block label may define them). */
  parseRegion(args?: readonly RegionArgument[], opts?: { allowEmpty?: boolean }): Region;
  parseOptionalRegion(args?: readonly RegionArgument[]): Region | undefined;

  // affine
  /** Parses `[expr, ...]` of SSA ids as in `affine.load %A[%i + 1]` into a map and its operands. */
  parseAffineMapOfSSAIds(delimiter: 'square' | 'paren' | 'none'): { map: AffineMap; operands: UnresolvedOperand[] };
  /** Parses a single affine expression of SSA ids with the given dims/symbols collected so far. */
  parseAffineExprOfSSAIds(dims: UnresolvedOperand[], syms: UnresolvedOperand[]): AffineExpr;

  /** Creates the operation; results get `resultTypes`. */
  create(init: {
    operands: readonly Value[];
    resultTypes: readonly Type[];
    attributes?: Map<string, Attribute>;
    regions?: readonly Region[];
  }): Operation;
}

export interface RegionPrintOptions {
  printEntryBlockArgs?: boolean;
  printBlockTerminators?: boolean;
  printEmptyBlock?: boolean;
}

/** The printer API custom op syntax uses. Output is appended in order. */
export interface OpAsmPrinter {
  print(text: string): void;
  printOperand(v: Value): void;
  printOperands(vs: readonly Value[]): void;
  printType(t: Type): void;
  printTypes(ts: readonly Type[]): void;
  printAttribute(a: Attribute): void;
  printAttributeWithoutType(a: Attribute): void;
  printOptionalAttrDict(attrs: ReadonlyMap<string, Attribute>, elided?: readonly string[]): void;
  printOptionalAttrDictWithKeyword(attrs: ReadonlyMap<string, Attribute>, elided?: readonly string[]): void;
  printRegion(region: Region, opts?: RegionPrintOptions): void;
  printRegionArgument(arg: BlockArgument, attrs?: Attribute, omitType?: boolean): void;
  printSymbolName(name: string): void;
  printAffineMapOfSSAIds(map: AffineMap, operands: readonly Value[]): void;
  printAffineExprOfSSAIds(expr: AffineExpr, dims: readonly Value[], syms: readonly Value[]): void;
  printNewline(): void;
  /** `(types) -> results` of the op's operands and results. */
  printFunctionalType(op: Operation): void;
  /** The printed name a value would get (for custom formats that need it as text). */
  valueName(v: Value): string;
  readonly currentBlock?: Block;
}
