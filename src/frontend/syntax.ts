// The untyped syntax tree the parser builds from the ANTLR parse tree; semantic analysis turns it into
// the typed AST (ast.ts). Names are not resolved here; declarators keep C's inside-out structure.

import type { DiagnosticError, SourceLoc } from '../ir/diagnostics.js';
import type { Qualifiers } from './ctypes.js';

export interface SynTranslationUnit {
  readonly items: SynExternal[];
}

export type SynExternal = SynFunctionDef | SynDeclaration | SynPragma | SynStaticAssert | SynAsm | SynInvalid;

/**
 * A top-level item or block item the syntax builder could not accept (a construct outside the subset): its error,
 * and the names it would have declared, so that later uses of them are follow-on errors rather than new ones.
 */
export interface SynInvalid {
  readonly kind: 'invalid';
  readonly loc: SourceLoc;
  readonly error: DiagnosticError;
  readonly names: readonly string[];
  /** Set for a function definition; its name is `names[0]`. */
  readonly functionDef: boolean;
}

/** `_Static_assert(expr, "message");` at file scope, block scope or among struct members. */
export interface SynStaticAssert {
  readonly kind: 'staticAssert';
  readonly loc: SourceLoc;
  readonly cond: SynExpr;
  readonly message?: string;
}

/** GNU inline assembly (`asm volatile ("..." ::: "memory");`), at file or block scope; its text is not kept. */
export interface SynAsm {
  readonly kind: 'asm';
  readonly loc: SourceLoc;
}

/**
 * A GNU attribute (`__attribute__((aligned(64)))`), its name without surrounding underscores. `args` holds the
 * arguments when they are expressions; attributes whose arguments are not (rare) have `args` undefined and
 * `opaque` set.
 */
export interface SynAttribute {
  readonly name: string;
  readonly loc: SourceLoc;
  readonly args?: readonly SynExpr[];
  readonly opaque?: boolean;
}

export interface SynPragma {
  readonly kind: 'pragma';
  readonly loc: SourceLoc;
  /** The text after `#pragma`, whitespace-trimmed (`scop`, `endscop`, `omp parallel for`, ...). */
  readonly text: string;
}

export interface SynFunctionDef {
  readonly kind: 'functionDef';
  readonly loc: SourceLoc;
  readonly specs: SynDeclSpecs;
  readonly declarator: SynDeclarator;
  readonly body: SynCompound;
  readonly attributes: readonly SynAttribute[];
  readonly asmLabel?: string;
}

export interface SynDeclaration {
  readonly kind: 'declaration';
  readonly loc: SourceLoc;
  readonly specs: SynDeclSpecs;
  readonly declarators: SynInitDeclarator[];
}

export interface SynInitDeclarator {
  readonly declarator: SynDeclarator;
  readonly init?: SynInitializer;
  readonly loc: SourceLoc;
  /** Attributes written after the declarator (and inside it, after a `*`). */
  readonly attributes: readonly SynAttribute[];
  /** `asm("name")`: the symbol the declaration links to. */
  readonly asmLabel?: string;
}

/** An initializer: an expression, or a braced list with optional designators. */
export type SynInitializer = SynExpr | SynInitList;

export interface SynInitList {
  readonly kind: 'initList';
  readonly loc: SourceLoc;
  readonly items: readonly SynInitItem[];
}

export interface SynInitItem {
  readonly loc: SourceLoc;
  readonly designators: readonly SynDesignator[];
  readonly init: SynInitializer;
}

/** `.name`, `[index]` or GNU's `[lo ... hi]`. */
export type SynDesignator =
  | { readonly kind: 'field'; readonly name: string; readonly loc: SourceLoc }
  | { readonly kind: 'index'; readonly index: SynExpr; readonly last?: SynExpr; readonly loc: SourceLoc };

export type StorageKeyword = 'typedef' | 'extern' | 'static' | 'auto' | 'register' | '_Thread_local';

export type TypeKeyword =
  | 'void'
  | 'char'
  | 'short'
  | 'int'
  | 'long'
  | 'float'
  | 'double'
  | 'signed'
  | 'unsigned'
  | '_Bool'
  | '_Complex'
  | '__int128';

export interface SynDeclSpecs {
  readonly loc: SourceLoc;
  readonly storage: { readonly keyword: StorageKeyword; readonly loc: SourceLoc }[];
  readonly typeSpecs: SynTypeSpec[];
  readonly quals: Qualifiers;
  readonly inline: boolean;
  readonly noreturn: boolean;
  readonly attributes: readonly SynAttribute[];
  /** `_Alignas(N)` / `_Alignas(type)`, in order. */
  readonly alignas: readonly (SynExpr | SynTypeName)[];
}

export type SynTypeSpec =
  | { readonly kind: 'keyword'; readonly keyword: TypeKeyword; readonly loc: SourceLoc }
  | { readonly kind: 'typedefName'; readonly name: string; readonly loc: SourceLoc }
  /** `_Float128`, `__float128`, `_Decimal64`, ...: types gcc knows that polyts only declares. */
  | { readonly kind: 'extendedFloat'; readonly name: string; readonly loc: SourceLoc }
  /** `__auto_type x = e;` */
  | { readonly kind: 'autoType'; readonly loc: SourceLoc }
  | { readonly kind: 'typeof'; readonly loc: SourceLoc; readonly operand: SynExpr | SynTypeName }
  | { readonly kind: 'atomic'; readonly loc: SourceLoc; readonly typeName: SynTypeName }
  | SynStructSpec
  | SynEnumSpec;

export interface SynStructSpec {
  readonly kind: 'struct';
  readonly loc: SourceLoc;
  readonly union: boolean;
  readonly tag?: string;
  /** Undefined for a reference (`struct S`), present for a definition (`struct S { ... }`). */
  readonly members?: SynStructMember[];
  readonly attributes: readonly SynAttribute[];
}

export interface SynStructMember {
  readonly loc: SourceLoc;
  readonly specs: SynDeclSpecs;
  readonly declarators: SynMemberDeclarator[];
}

/** A member declarator; `bits` for a bit-field (`int x : 3`, `int : 0`). */
export interface SynMemberDeclarator {
  readonly declarator: SynDeclarator;
  readonly bits?: SynExpr;
  readonly attributes: readonly SynAttribute[];
  readonly loc: SourceLoc;
}

export interface SynEnumSpec {
  readonly kind: 'enum';
  readonly loc: SourceLoc;
  readonly tag?: string;
  /** Undefined for a reference (`enum E`). */
  readonly enumerators?: readonly { readonly name: string; readonly value?: SynExpr; readonly loc: SourceLoc }[];
}

/**
 * A declarator, outermost derivation first: for `double (*A)[N][M]` the tree is
 * array(M, array(N, pointer(name A))), read as "A is a pointer to array N of array M of double"
 * by applying each derivation to the base type while descending.
 */
export type SynDeclarator =
  | { readonly kind: 'name'; readonly name: string; readonly loc: SourceLoc }
  | { readonly kind: 'abstract'; readonly loc: SourceLoc }
  | { readonly kind: 'pointer'; readonly quals: Qualifiers; readonly inner: SynDeclarator; readonly loc: SourceLoc }
  | {
      readonly kind: 'array';
      readonly inner: SynDeclarator;
      readonly size?: SynExpr;
      /** Qualifiers inside parameter brackets: `double A[restrict N]`. */
      readonly quals: Qualifiers;
      readonly loc: SourceLoc;
    }
  | {
      readonly kind: 'function';
      readonly inner: SynDeclarator;
      /** Undefined for an old-style `()` parameter list. */
      readonly params?: SynParam[];
      readonly variadic: boolean;
      readonly loc: SourceLoc;
    };

/** The name a declarator declares ('' for an abstract one). */
export function declaratorName(d: SynDeclarator): string {
  while (d.kind !== 'name' && d.kind !== 'abstract') d = d.inner;
  return d.kind === 'name' ? d.name : '';
}

export interface SynParam {
  readonly loc: SourceLoc;
  readonly specs: SynDeclSpecs;
  readonly declarator: SynDeclarator;
  readonly attributes: readonly SynAttribute[];
}

export interface SynTypeName {
  readonly loc: SourceLoc;
  readonly specs: SynDeclSpecs;
  readonly declarator: SynDeclarator;
}

// ----- statements -------------------------------------------------------------------------------

export interface SynCompound {
  readonly kind: 'compound';
  readonly loc: SourceLoc;
  readonly items: SynBlockItem[];
  readonly endLoc: SourceLoc;
}

export type SynBlockItem = SynStmt | SynDeclaration | SynPragma | SynStaticAssert | SynInvalid;

export type SynStmt =
  | SynCompound
  | { readonly kind: 'expr'; readonly loc: SourceLoc; readonly expr?: SynExpr }
  | {
      readonly kind: 'if';
      readonly loc: SourceLoc;
      readonly cond: SynExpr;
      readonly then: SynStmt;
      readonly else?: SynStmt;
    }
  | { readonly kind: 'while'; readonly loc: SourceLoc; readonly cond: SynExpr; readonly body: SynStmt }
  | { readonly kind: 'doWhile'; readonly loc: SourceLoc; readonly body: SynStmt; readonly cond: SynExpr }
  | {
      readonly kind: 'for';
      readonly loc: SourceLoc;
      readonly init?: SynDeclaration | SynExpr;
      readonly cond?: SynExpr;
      readonly step?: SynExpr;
      readonly body: SynStmt;
    }
  | { readonly kind: 'break'; readonly loc: SourceLoc }
  | { readonly kind: 'continue'; readonly loc: SourceLoc }
  | { readonly kind: 'return'; readonly loc: SourceLoc; readonly value?: SynExpr }
  | { readonly kind: 'switch'; readonly loc: SourceLoc; readonly cond: SynExpr; readonly body: SynStmt }
  /** `case v:` or GNU's `case lo ... hi:`. */
  | { readonly kind: 'case'; readonly loc: SourceLoc; readonly value: SynExpr; readonly last?: SynExpr; readonly body: SynStmt }
  | { readonly kind: 'default'; readonly loc: SourceLoc; readonly body: SynStmt }
  | { readonly kind: 'label'; readonly loc: SourceLoc; readonly name: string; readonly body: SynStmt }
  | { readonly kind: 'goto'; readonly loc: SourceLoc; readonly label: string }
  | SynAsm;

// ----- expressions ------------------------------------------------------------------------------

export type SynExpr =
  | { readonly kind: 'ident'; readonly loc: SourceLoc; readonly name: string }
  | {
      readonly kind: 'int';
      readonly loc: SourceLoc;
      readonly value: bigint;
      /** Decimal constants take a signed type first; octal and hex ones may become unsigned (C99 6.4.4.1). */
      readonly decimal: boolean;
      readonly unsigned: boolean;
      readonly longs: 0 | 1 | 2;
      readonly text: string;
    }
  | { readonly kind: 'float'; readonly loc: SourceLoc; readonly value: number; readonly suffix: '' | 'f' | 'l'; readonly text: string }
  | { readonly kind: 'char'; readonly loc: SourceLoc; readonly value: number }
  | { readonly kind: 'string'; readonly loc: SourceLoc; readonly value: string; readonly wide?: boolean }
  | { readonly kind: 'unary'; readonly loc: SourceLoc; readonly op: '+' | '-' | '!' | '~' | '*' | '&' | '__real__' | '__imag__'; readonly operand: SynExpr }
  | { readonly kind: 'incDec'; readonly loc: SourceLoc; readonly op: '++' | '--'; readonly prefix: boolean; readonly operand: SynExpr }
  | { readonly kind: 'binary'; readonly loc: SourceLoc; readonly op: SynBinaryOp; readonly lhs: SynExpr; readonly rhs: SynExpr }
  | { readonly kind: 'assign'; readonly loc: SourceLoc; readonly op: SynAssignOp; readonly target: SynExpr; readonly value: SynExpr }
  | { readonly kind: 'conditional'; readonly loc: SourceLoc; readonly cond: SynExpr; readonly then: SynExpr; readonly else: SynExpr }
  | { readonly kind: 'comma'; readonly loc: SourceLoc; readonly lhs: SynExpr; readonly rhs: SynExpr }
  | { readonly kind: 'call'; readonly loc: SourceLoc; readonly callee: SynExpr; readonly args: SynExpr[] }
  | { readonly kind: 'index'; readonly loc: SourceLoc; readonly base: SynExpr; readonly index: SynExpr }
  | { readonly kind: 'member'; readonly loc: SourceLoc; readonly base: SynExpr; readonly name: string; readonly arrow: boolean }
  | { readonly kind: 'cast'; readonly loc: SourceLoc; readonly typeName: SynTypeName; readonly operand: SynExpr }
  | { readonly kind: 'sizeofExpr'; readonly loc: SourceLoc; readonly operand: SynExpr }
  | { readonly kind: 'sizeofType'; readonly loc: SourceLoc; readonly typeName: SynTypeName }
  | { readonly kind: 'alignofExpr'; readonly loc: SourceLoc; readonly operand: SynExpr }
  | { readonly kind: 'alignofType'; readonly loc: SourceLoc; readonly typeName: SynTypeName }
  /** GNU statement expression `({ ...; e; })`: the value of the last expression statement. */
  | { readonly kind: 'stmtExpr'; readonly loc: SourceLoc; readonly body: SynCompound }
  | { readonly kind: 'compoundLiteral'; readonly loc: SourceLoc; readonly typeName: SynTypeName; readonly init: SynInitList }
  | { readonly kind: 'vaArg'; readonly loc: SourceLoc; readonly operand: SynExpr; readonly typeName: SynTypeName }
  /** `__builtin_offsetof(T, a.b[2])`: `path` after the first member name. */
  | { readonly kind: 'offsetof'; readonly loc: SourceLoc; readonly typeName: SynTypeName; readonly member: string; readonly path: readonly SynDesignator[] }
  | { readonly kind: 'typesCompatible'; readonly loc: SourceLoc; readonly a: SynTypeName; readonly b: SynTypeName }
  | {
      readonly kind: 'generic';
      readonly loc: SourceLoc;
      readonly control: SynExpr;
      /** `typeName` undefined for `default:`. */
      readonly associations: readonly { readonly typeName?: SynTypeName; readonly value: SynExpr; readonly loc: SourceLoc }[];
    };

export type SynBinaryOp =
  | '*'
  | '/'
  | '%'
  | '+'
  | '-'
  | '<<'
  | '>>'
  | '<'
  | '>'
  | '<='
  | '>='
  | '=='
  | '!='
  | '&'
  | '^'
  | '|'
  | '&&'
  | '||';

export type SynAssignOp = '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '&=' | '^=' | '|=';
