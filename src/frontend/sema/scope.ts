// Lexical scopes for semantic analysis: ordinary identifiers (variables, functions, typedefs, enum
// constants) and struct/union/enum tags live in separate name spaces, as in C.

import type { EnumConstant, EnumDecl, FunctionDecl, StructDecl, TypedefDecl, VarDecl } from '../ast.js';

export type OrdinarySymbol = VarDecl | FunctionDecl | TypedefDecl | EnumConstant;

export type TagDecl = StructDecl | EnumDecl;

export type ScopeKind = 'file' | 'function' | 'block' | 'prototype';

export class Scope {
  private readonly ordinary = new Map<string, OrdinarySymbol>();
  private readonly tags = new Map<string, TagDecl>();

  constructor(
    readonly kind: ScopeKind,
    readonly parent: Scope | undefined,
  ) {}

  /** The symbol named `name` in this scope only. */
  own(name: string): OrdinarySymbol | undefined {
    return this.ordinary.get(name);
  }

  /** The innermost visible symbol named `name`. */
  lookup(name: string): OrdinarySymbol | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const found = s.ordinary.get(name);
      if (found) return found;
    }
    return undefined;
  }

  declare(name: string, symbol: OrdinarySymbol): void {
    this.ordinary.set(name, symbol);
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
