// Lexical scopes for semantic analysis: ordinary identifiers (variables, functions, typedefs, enum
// constants) and struct/union/enum tags live in separate name spaces, as in C.

import type { DiagnosticError } from '../../ir/diagnostics.js';
import type { EnumConstant, EnumDecl, FunctionDecl, StructDecl, TypedefDecl, VarDecl } from '../ast.js';

export type OrdinarySymbol = VarDecl | FunctionDecl | TypedefDecl | EnumConstant;

export type TagDecl = StructDecl | EnumDecl;

export type ScopeKind = 'file' | 'function' | 'block' | 'prototype';

export class Scope {
  private readonly ordinary = new Map<string, OrdinarySymbol>();
  /** Names whose declaration failed, with the error: a use of one is a follow-on error, not a new one. */
  private readonly failed = new Map<string, DiagnosticError>();
  private readonly tags = new Map<string, TagDecl>();

  constructor(
    readonly kind: ScopeKind,
    readonly parent: Scope | undefined,
  ) {}

  /** The symbol named `name` in this scope only. */
  own(name: string): OrdinarySymbol | undefined {
    return this.ordinary.get(name);
  }

  /** The innermost visible symbol named `name`, or the error of its failed declaration. */
  lookup(name: string): OrdinarySymbol | { readonly failed: DiagnosticError } | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const found = s.ordinary.get(name);
      if (found) return found;
      const failed = s.failed.get(name);
      if (failed) return { failed };
    }
    return undefined;
  }

  declare(name: string, symbol: OrdinarySymbol): void {
    this.ordinary.set(name, symbol);
  }

  /** Records that the declaration of `name` in this scope failed with `error` (unless something declared it). */
  declareFailed(name: string, error: DiagnosticError): void {
    if (!this.ordinary.has(name)) this.failed.set(name, error);
  }

  ownTag(tag: string): TagDecl | undefined {
    return this.tags.get(tag);
  }

  lookupTag(tag: string): TagDecl | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const found = s.tags.get(tag);
      if (found) return found;
    }
    return undefined;
  }

  declareTag(tag: string, decl: TagDecl): void {
    this.tags.set(tag, decl);
  }
}
