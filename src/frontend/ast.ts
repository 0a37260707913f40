// The typed C AST that semantic analysis produces and MLIR emission consumes: resolved declarations,
// C types, implicit conversions made explicit as cast nodes, lvalue/rvalue, folded constants,
// source locations on every node, SCoP regions and counted-loop facts.

import { DiagnosticError, type SourceLoc } from '../ir/diagnostics.js';
import type { CType, FunctionType, StructType } from './ctypes.js';

// ----- declarations -----------------------------------------------------------------------------

export type StorageClass = 'none' | 'static' | 'extern' | 'auto' | 'register';

/** A variable: global, local or parameter. Each declared entity is one object shared by all uses. */
export interface VarDecl {
  readonly kind: 'var';
  /** Unique within a translation unit; tells apart same-named variables of different scopes. */
  readonly id: number;
  readonly name: string;
  /** The type after parameter adjustment (`double A[n][m]` has type `double (*)[m]`). */
  type: CType;
  /** The type as written, before parameter adjustment (keeps the outer dimension of an array parameter). */
  readonly declaredType: CType;
  /** For globals, the storage of the defining declaration once one is seen (`extern` until then). */
  storage: StorageClass;
  readonly scope: 'global' | 'local' | 'param';
  readonly loc: SourceLoc;
  /** The initializer, converted to the variable's type (globals: a constant expression); an InitList for braces. */
  init?: Expr;
  /** Alignment in bytes asked for with `_Alignas` or `__attribute__((aligned(N)))`, when larger than the type's. */
  align?: number;
  /** `asm("name")`: the symbol it links to. */
  asmLabel?: string;
  /** `_Thread_local` / `__thread`. */
  threadLocal?: boolean;
  /** Globals: false for `extern` declarations never defined in this file. */
  isDefinition: boolean;
  /** Set when `&v` appears (or an array is decayed to a pointer): the variable lives in memory. */
  addressTaken: boolean;
  /** Set when any expression refers to it. */
  referenced: boolean;
}

/** A function: all its declarations in the file merge into one of these. */
export interface FunctionDecl {
  readonly kind: 'function';
  readonly id: number;
  readonly name: string;
  type: FunctionType;
  /** The parameters of the definition, or of the first prototype when there is no definition. */
  params: VarDecl[];
  body?: CompoundStmt;
  /** `static` gives internal linkage; `extern` and no storage class both mean external linkage. */
  storage: 'none' | 'static';
  inline: boolean;
  /** Where the function is first declared. */
  readonly loc: SourceLoc;
  definitionLoc?: SourceLoc;
  referenced: boolean;
  /** GNU attributes given on any declaration, by name without underscores (`noinline`, `always_inline`, ...). */
  attributes: Set<string>;
  /** `asm("name")`: the symbol it links to. */
  asmLabel?: string;
  /** Set for gcc's `__builtin_*` functions (see sema/builtins.ts), which need no declaration. */
  builtin?: string;
  /**
   * Definitions: the global integer scalars the body reads that nothing can write while it runs
   * (sema/stableGlobals.ts); emission reads each once at the entry, so they are loop bounds and affine symbols.
   */
  stableGlobals?: readonly VarDecl[];
}

/** An enumeration constant: an int constant in the ordinary name space. */
export interface EnumConstant {
  readonly kind: 'enumConstant';
  readonly name: string;
  readonly value: bigint;
  readonly loc: SourceLoc;
  referenced: boolean;
}

/** An enum tag; its type is the integer type gcc gives it (unsigned int when no value is negative). */
export interface EnumDecl {
  readonly kind: 'enum';
  readonly tag?: string;
  readonly loc: SourceLoc;
  /** Undefined while only declared (`enum E;`, a GNU extension). */
  type?: CType;
}

export interface TypedefDecl {
  readonly kind: 'typedef';
  readonly name: string;
  readonly type: CType;
  readonly loc: SourceLoc;
}

export interface FieldDecl {
  /** Empty for an anonymous struct or union member (its fields are found through it) and unnamed bit-fields. */
  readonly name: string;
  readonly type: CType;
  readonly index: number;
  readonly loc: SourceLoc;
  /** Width of a bit-field. */
  readonly bits?: number;
  /** Alignment asked for with an attribute or `_Alignas`. */
  readonly align?: number;
}

export interface StructDecl {
  readonly kind: 'struct';
  readonly id: number;
  readonly tag?: string;
  /** A union: every member at offset 0. */
  readonly union: boolean;
  /** Undefined while the struct is incomplete (declared, e.g. `FILE`, but not defined). */
  fields?: FieldDecl[];
  readonly loc: SourceLoc;
  /** `__attribute__((packed))`: members are not padded. */
  packed?: boolean;
  /** `__attribute__((aligned(N)))` on the type. */
  align?: number;
}

/**
 * A top-level item polyts cannot translate, with every error found in it: a function definition (its declaration
 * may still stand, then `FunctionDecl.body` is undefined) or a declaration (its names are not declared).
 */
export interface RejectedItem {
  readonly kind: 'function' | 'declaration';
  /** The function's name, or the names the declaration declares. */
  readonly names: readonly string[];
  /** The start of the item. */
  readonly loc: SourceLoc;
  /** In source order; at least one. */
  readonly errors: readonly DiagnosticError[];
}

/** An error caused by an earlier one: a use of something whose declaration or definition failed. */
export class FollowOnError extends DiagnosticError {
  constructor(
    loc: SourceLoc,
    diagnostic: string,
    readonly origin: DiagnosticError,
  ) {
    super(loc, diagnostic);
  }
}

export interface TranslationUnit {
  readonly file: string;
  /** Every function declared or defined, once each, in order of first declaration. */
  readonly functions: FunctionDecl[];
  /** Every global variable, once each, in order of first declaration. */
  readonly globals: VarDecl[];
  readonly structs: StructDecl[];
  readonly typedefs: TypedefDecl[];
  /** The names of every enumeration constant, in any scope. */
  readonly enumConstants: string[];
  /** Items that failed; empty when the whole file is accepted. */
  readonly rejected: RejectedItem[];
}

// ----- expressions ------------------------------------------------------------------------------

export type ValueCategory = 'lvalue' | 'rvalue';

/** A folded constant: bigint for integer types (already wrapped to the type's width), number for floating. */
export type ConstValue = bigint | number;

interface ExprBase {
  readonly loc: SourceLoc;
  readonly type: CType;
  readonly category: ValueCategory;
  /** Present exactly when the expression is a constant expression (C99 6.6) that folded. */
  readonly constValue?: ConstValue;
}

export interface IntegerLiteral extends ExprBase {
  readonly kind: 'integerLiteral';
  readonly value: bigint;
}

export interface FloatLiteral extends ExprBase {
  readonly kind: 'floatLiteral';
  readonly value: number;
}

/** An lvalue of type `char[N+1]`; `value` holds the bytes (one char code 0..255 each) without the final NUL. */
export interface StringLiteral extends ExprBase {
  readonly kind: 'stringLiteral';
  readonly value: string;
}

/** A use of a variable (always an lvalue). Functions appear only as `Call.callee`. */
export interface DeclRef extends ExprBase {
  readonly kind: 'declRef';
  readonly decl: VarDecl;
}

/** `+x`, `-x`, `~x` on promoted arithmetic operands; `!x` on a `_Bool` operand (result int). */
export interface Unary extends ExprBase {
  readonly kind: 'unary';
  readonly op: '+' | '-' | '~' | '!';
  readonly operand: Expr;
}

/** `&x`: operand is an lvalue. */
export interface AddressOf extends ExprBase {
  readonly kind: 'addressOf';
  readonly operand: Expr;
}

/** `*p`: operand is a pointer rvalue; the result is an lvalue. */
export interface Deref extends ExprBase {
  readonly kind: 'deref';
  readonly operand: Expr;
}

/** `++x`, `x--`, ...: operand is a modifiable lvalue of arithmetic or pointer type. */
export interface IncDec extends ExprBase {
  readonly kind: 'incDec';
  readonly op: '++' | '--';
  readonly prefix: boolean;
  readonly operand: Expr;
}

export type ArithmeticOp = '*' | '/' | '%' | '+' | '-' | '<<' | '>>' | '&' | '^' | '|';
export type ComparisonOp = '<' | '>' | '<=' | '>=' | '==' | '!=';
export type BinaryOp = ArithmeticOp | ComparisonOp;

/**
 * Binary operators with operands already converted: arithmetic and comparisons get the usual
 * arithmetic conversions (both operands of the common type; comparisons yield int); shifts have
 * separately promoted operands. Pointer arithmetic: for `p + i`, `i + p`, `p - i` the pointer is
 * always `lhs` and the integer `rhs`; `p - q` has type ptrdiff_t (long).
 */
export interface Binary extends ExprBase {
  readonly kind: 'binary';
  readonly op: BinaryOp;
  readonly lhs: Expr;
  readonly rhs: Expr;
}

/** `&&`, `||`: operands converted to `_Bool`, result int, right operand evaluated conditionally. */
export interface Logical extends ExprBase {
  readonly kind: 'logical';
  readonly op: '&&' | '||';
  readonly lhs: Expr;
  readonly rhs: Expr;
}

export type AssignOp = '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '&=' | '^=' | '|=';

/**
 * Assignment. For `=`, `value` is converted to the target's type. For `x op= v`, the operation is
 * done in `computationType` (the usual arithmetic conversions of x's and v's types; for shifts the
 * promoted x type; the pointer type for `p += i`): `value` is already converted to it (to the
 * promoted type for shifts and pointer arithmetic), emission converts the loaded `x` to it, applies
 * `op`, and converts the result back to the target's type. The expression's value is the stored value.
 */
export interface Assign extends ExprBase {
  readonly kind: 'assign';
  readonly op: AssignOp;
  readonly target: Expr;
  readonly value: Expr;
  readonly computationType: CType;
}

/** `c ? a : b`: `cond` is `_Bool`; both arms converted to the result type. */
export interface Conditional extends ExprBase {
  readonly kind: 'conditional';
  readonly cond: Expr;
  readonly then: Expr;
  readonly else: Expr;
}

export interface Comma extends ExprBase {
  readonly kind: 'comma';
  readonly lhs: Expr;
  readonly rhs: Expr;
}

/** A direct call; arguments converted to the parameter types (default promotions for `...` and `()`). */
export interface Call extends ExprBase {
  readonly kind: 'call';
  readonly callee: FunctionDecl;
  readonly args: Expr[];
}

/**
 * `a[i]` (or `i[a]`), normalized: `base` is a pointer rvalue (arrays are decayed by an explicit
 * arrayToPointer cast), `index` an integer rvalue. The result is an lvalue of the pointee type; for
 * `A[i][j]` on `double A[n][m]` the chain is Index(Cast arrayToPointer(Index(A', i)), j).
 */
export interface Index extends ExprBase {
  readonly kind: 'index';
  readonly base: Expr;
  readonly index: Expr;
}

export interface Member extends ExprBase {
  readonly kind: 'member';
  /** A struct lvalue/rvalue for `.`, a pointer to struct for `->`. */
  readonly base: Expr;
  readonly field: FieldDecl;
  readonly arrow: boolean;
  readonly structType: StructType;
}

/**
 * Conversions, explicit (`(double)i`) or implicit (inserted by semantic analysis, `implicit: true`):
 * - lvalueToRvalue: load the value of an lvalue (result unqualified);
 * - arrayToPointer: an array lvalue decays to a pointer to its first element;
 * - integral, integralToFloating, floatingToIntegral, floating: arithmetic conversions;
 * - toBool: scalar to `_Bool` (compare with zero); used for every condition;
 * - nullToPointer: the null pointer constant to a pointer type;
 * - pointerBitcast: pointer to pointer (incl. `void *` to `double (*)[N][M]`);
 * - pointerToIntegral, integralToPointer: explicit casts between pointers and integers;
 * - toVoid: value discarded;
 * - noop: only qualifiers change.
 */
export type CastKind =
  | 'lvalueToRvalue'
  | 'arrayToPointer'
  | 'integral'
  | 'integralToFloating'
  | 'floatingToIntegral'
  | 'floating'
  | 'toBool'
  | 'nullToPointer'
  | 'pointerBitcast'
  | 'pointerToIntegral'
  | 'integralToPointer'
  | 'toVoid'
  | 'noop';

export interface Cast extends ExprBase {
  readonly kind: 'cast';
  readonly castKind: CastKind;
  readonly operand: Expr;
  readonly implicit: boolean;
}

/** `sizeof(T)` / `sizeof e` (the operand is not evaluated); constant unless `argType` is a VLA. */
export interface SizeOf extends ExprBase {
  readonly kind: 'sizeof';
  readonly argType: CType;
  readonly operand?: Expr;
}

/** GNU statement expression `({ s1; ...; e; })`: the statements, then the value of `result` (void without one). */
export interface StmtExpr extends ExprBase {
  readonly kind: 'stmtExpr';
  readonly body: Stmt[];
  readonly result?: Expr;
}

/** `(T){ ... }`: an unnamed object (`decl`, initialized where the literal is evaluated); an lvalue. */
export interface CompoundLiteral extends ExprBase {
  readonly kind: 'compoundLiteral';
  readonly decl: VarDecl;
}

/** One step from an object to one of its subobjects: an array element or a struct member. */
export type InitStep = { readonly index: number } | { readonly field: FieldDecl };

/**
 * A braced initializer, flattened (C99 6.7.8): the object is first zero-filled, then each element stores
 * `value` (converted to the subobject's type) at the subobject `path` leads to, in order; a later element for
 * the same subobject replaces an earlier one. A character array initialized from a string appears as its
 * characters and NUL.
 */
export interface InitList extends ExprBase {
  readonly kind: 'initList';
  readonly elements: readonly { readonly path: readonly InitStep[]; readonly value: Expr }[];
}

/** `__builtin_va_arg(ap, T)` (stdarg.h's `va_arg`). */
export interface VaArg extends ExprBase {
  readonly kind: 'vaArg';
  readonly operand: Expr;
}

export type Expr =
  | IntegerLiteral
  | FloatLiteral
  | StringLiteral
  | DeclRef
  | Unary
  | AddressOf
  | Deref
  | IncDec
  | Binary
  | Logical
  | Assign
  | Conditional
  | Comma
  | Call
  | Index
  | Member
  | Cast
  | SizeOf
  | StmtExpr
  | CompoundLiteral
  | InitList
  | VaArg;

// ----- statements -------------------------------------------------------------------------------

export interface CompoundStmt {
  readonly kind: 'compound';
  readonly loc: SourceLoc;
  readonly body: Stmt[];
  /** The closing brace (recorded for function bodies). */
  readonly endLoc?: SourceLoc;
}

/** Local declarations (one statement may declare several variables, in order). */
export interface DeclStmt {
  readonly kind: 'decl';
  readonly loc: SourceLoc;
  readonly decls: VarDecl[];
}

export interface ExprStmt {
  readonly kind: 'expr';
  readonly loc: SourceLoc;
  readonly expr: Expr;
}

export interface NullStmt {
  readonly kind: 'null';
  readonly loc: SourceLoc;
}

export interface IfStmt {
  readonly kind: 'if';
  readonly loc: SourceLoc;
  /** Of type `_Bool`. */
  readonly cond: Expr;
  readonly then: Stmt;
  readonly else?: Stmt;
}

export interface WhileStmt {
  readonly kind: 'while';
  readonly loc: SourceLoc;
  readonly cond: Expr;
  readonly body: Stmt;
}

export interface DoWhileStmt {
  readonly kind: 'doWhile';
  readonly loc: SourceLoc;
  readonly body: Stmt;
  readonly cond: Expr;
}

/**
 * The facts that make a `for` loop a canonical counted loop (emitted as scf.for): it has the form
 * `for (iv = start; iv CMP bound; iv += step)` (or `int iv = start`, `iv++`, `iv--`, `iv -= c`,
 * `iv = iv + c`), where `iv` is an integer variable that is not address-taken and not assigned in the
 * body, `bound` has no side effects and reads only constants and scalar variables not assigned in
 * the body, `step` is a nonzero constant whose sign matches the comparison (`<`/`<=` up, `>`/`>=`
 * down), and the body contains no `break` of this loop and no `return`. `start` and `bound` are
 * rvalues of iv's type. After the loop, `iv` holds the first value that failed the test.
 */
export interface CountedLoop {
  readonly iv: VarDecl;
  readonly start: Expr;
  readonly comparison: '<' | '<=' | '>' | '>=';
  readonly bound: Expr;
  readonly step: bigint;
}

export interface ForStmt {
  readonly kind: 'for';
  readonly loc: SourceLoc;
  readonly init?: DeclStmt | ExprStmt;
  /** Of type `_Bool`; absent means forever. */
  readonly cond?: Expr;
  readonly step?: Expr;
  readonly body: Stmt;
  /**
   * Present when the loop is a canonical counted loop. Set by the counted-loop analysis after the
   * whole function is checked (whether the induction variable's address is taken is known only then).
   */
  counted?: CountedLoop;
}

export interface BreakStmt {
  readonly kind: 'break';
  readonly loc: SourceLoc;
}

export interface ContinueStmt {
  readonly kind: 'continue';
  readonly loc: SourceLoc;
}

export interface ReturnStmt {
  readonly kind: 'return';
  readonly loc: SourceLoc;
  /** Converted to the function's return type. */
  readonly value?: Expr;
}

/**
 * The statements between `#pragma scop` and `#pragma endscop` (both in the same block). It does not
 * open a scope: declarations inside stay visible after `#pragma endscop`, as in C.
 */
export interface ScopStmt {
  readonly kind: 'scop';
  readonly loc: SourceLoc;
  readonly endLoc: SourceLoc;
  readonly body: Stmt[];
}

/**
 * `switch (cond) body`: `cond` is the promoted controlling value; `cases` lists the case labels found in
 * `body` (at any depth, as C allows) in source order, each converted to cond's type.
 */
export interface SwitchStmt {
  readonly kind: 'switch';
  readonly loc: SourceLoc;
  readonly cond: Expr;
  readonly body: Stmt;
  readonly cases: CaseStmt[];
  readonly default?: DefaultStmt;
}

/** `case value:` (or GNU's `case value ... last:`) labelling `body`. */
export interface CaseStmt {
  readonly kind: 'case';
  readonly loc: SourceLoc;
  readonly value: bigint;
  readonly last?: bigint;
  readonly body: Stmt;
}

export interface DefaultStmt {
  readonly kind: 'default';
  readonly loc: SourceLoc;
  readonly body: Stmt;
}

export interface LabelStmt {
  readonly kind: 'label';
  readonly loc: SourceLoc;
  readonly name: string;
  readonly body: Stmt;
}

export interface GotoStmt {
  readonly kind: 'goto';
  readonly loc: SourceLoc;
  readonly label: string;
}

/** GNU inline assembly; its text is not kept (polyts cannot translate it). */
export interface AsmStmt {
  readonly kind: 'asm';
  readonly loc: SourceLoc;
}

export type Stmt =
  | CompoundStmt
  | DeclStmt
  | ExprStmt
  | NullStmt
  | IfStmt
  | WhileStmt
  | DoWhileStmt
  | ForStmt
  | BreakStmt
  | ContinueStmt
  | ReturnStmt
  | ScopStmt
  | SwitchStmt
  | CaseStmt
  | DefaultStmt
  | LabelStmt
  | GotoStmt
  | AsmStmt;
