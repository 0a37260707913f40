// Semantic analysis entry point: checks a parsed translation unit and returns the typed AST.

import type { TranslationUnit } from '../ast.js';
import type { SynTranslationUnit } from '../syntax.js';
import { declareBuiltinTypes } from './builtins.js';
import { SemaContext } from './context.js';
import { DeclChecker } from './declarations.js';
import { ExprChecker } from './expressions.js';
import { StmtChecker } from './statements.js';
import { TypeResolver } from './typeResolver.js';

/** Checks `unit` (from `file`); the first error is thrown as a DiagnosticError. */
export function analyze(unit: SynTranslationUnit, file: string): TranslationUnit {
  const ctx = new SemaContext();
  ctx.types = new TypeResolver(ctx);
  ctx.exprs = new ExprChecker(ctx);
  ctx.decls = new DeclChecker(ctx);
  ctx.stmts = new StmtChecker(ctx);
  declareBuiltinTypes(ctx);
  for (const item of unit.items) {
    switch (item.kind) {
      case 'functionDef':
        ctx.decls.functionDefinition(item);
        break;
      case 'declaration':
        ctx.decls.declaration(item);
        break;
      case 'pragma':
        if (item.text === 'scop' || item.text === 'endscop') {
          ctx.error(item.loc, `'#pragma ${item.text}' outside a function body`);
        }
        ctx.unsupported(item.loc, `#pragma ${item.text}`);
        break;
      case 'staticAssert':
        ctx.decls.staticAssert(item);
        break;
      case 'asm':
        ctx.unsupported(item.loc, 'file-scope asm');
    }
  }
  return { file, functions: ctx.functions, globals: ctx.globals, structs: ctx.structs, typedefs: ctx.typedefs };
}
