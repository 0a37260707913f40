// The state semantic analysis threads through its checkers: scopes, the current function and loop
// nesting, the translation unit's declaration lists, and links between the checkers.

import { DiagnosticError, type SourceLoc } from '../../ir/diagnostics.js';
import type { CaseStmt, DefaultStmt, Expr, FunctionDecl, StructDecl, TypedefDecl, VarDecl } from '../ast.js';
import type { DeclChecker } from './declarations.js';
import type { ExprChecker } from './expressions.js';
import { Scope, type ScopeKind } from './scope.js';
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
