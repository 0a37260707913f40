// The state semantic analysis threads through its checkers: scopes, the current function and loop
// nesting, the translation unit's declaration lists, and links between the checkers.

import { DiagnosticError, type SourceLoc } from '../../ir/diagnostics.js';
import { FollowOnError, type CaseStmt, type DefaultStmt, type Expr, type FunctionDecl, type RejectedItem, type StructDecl, type TypedefDecl, type VarDecl } from '../ast.js';
import type { DeclChecker } from './declarations.js';
import type { ExprChecker } from './expressions.js';
import { Scope, type OrdinarySymbol, type ScopeKind } from './scope.js';
import type { StmtChecker } from './statements.js';
import type { TypeResolver } from './typeResolver.js';

export class SemaContext {
  scope = new Scope('file', undefined);
  currentFunction: FunctionDecl | undefined;
  /** Enclosing loops of the statement being checked (for continue). */
  loopDepth = 0;
  /** Enclosing switch statements being checked, innermost last, collecting their case labels. */
  switches: { cases: CaseStmt[]; default?: DefaultStmt; cond: Expr }[] = [];
  /** Labels of the current function, and the gotos to check against them at its end. */
  labels = new Map<string, SourceLoc>();
  gotos: { label: string; loc: SourceLoc }[] = [];
  /** True inside a `#pragma scop` region (regions do not nest). */
  inScop = false;

  readonly functions: FunctionDecl[] = [];
  readonly globals: VarDecl[] = [];
  readonly structs: StructDecl[] = [];
  readonly typedefs: TypedefDecl[] = [];
  /** Every enumeration constant's name, whatever its scope (names the emitted C must not take). */
  readonly enumConstants: string[] = [];
  /** Top-level items that failed, each with all its errors. */
  readonly rejected: RejectedItem[] = [];
  /** While a function body is checked: the errors of its block items that failed (checking goes on after each). */
  functionErrors: DiagnosticError[] | undefined;

  // The checkers call each other (array sizes are expressions, casts name types, ...); they are
  // linked here once constructed.
  types!: TypeResolver;
  exprs!: ExprChecker;
  decls!: DeclChecker;
  stmts!: StmtChecker;

  private lastId = 0;

  newId(): number {
    return ++this.lastId;
  }

  error(loc: SourceLoc, message: string): never {
    throw new DiagnosticError(loc, message);
  }

  unsupported(loc: SourceLoc, what: string): never {
    throw new DiagnosticError(loc, `unsupported C construct: ${what}`);
  }

  /**
   * The innermost visible symbol named `name`; a use of a name whose declaration failed is a follow-on error at
   * `loc` (undefined when nothing declares the name).
   */
  lookup(name: string, loc: SourceLoc): OrdinarySymbol | undefined {
    const found = this.scope.lookup(name);
    if (found && 'failed' in found) throw new FollowOnError(loc, `use of '${name}', which polyts does not translate`, found.failed);
    return found;
  }

  /** Runs `body`; a DiagnosticError in it is recorded for the current function, and `names` fail in this scope. */
  recovering(body: () => void, names: () => readonly string[]): void {
    try {
      body();
    } catch (e) {
      if (!(e instanceof DiagnosticError) || !this.functionErrors) throw e;
      this.functionErrors.push(e);
      for (const n of names()) this.scope.declareFailed(n, e);
    }
  }

  /** Runs `body` in a new scope of the given kind. */
  inScope<T>(kind: ScopeKind, body: () => T): T {
    const saved = this.scope;
    this.scope = new Scope(kind, saved);
    try {
      return body();
    } finally {
      this.scope = saved;
    }
  }

  get atFileScope(): boolean {
    return this.scope.kind === 'file';
  }
}
