// Semantic analysis entry point: checks a parsed translation unit and returns the typed AST, with the items it
// could not accept (and all their errors) set apart so that the rest of the file is still checked.

import { DiagnosticError, DiagnosticList } from '../../ir/diagnostics.js';
import type { RejectedItem, TranslationUnit } from '../ast.js';
import { declaratorName, type SynExternal } from '../syntax.js';
import { declareBuiltinTypes } from './builtins.js';
import { SemaContext } from './context.js';
import { annotateCountedLoops } from './countedLoops.js';
import { DeclChecker } from './declarations.js';
import { ExprChecker } from './expressions.js';
import { markStableGlobals } from './stableGlobals.js';
import { StmtChecker } from './statements.js';
import { TypeResolver } from './typeResolver.js';

/** Checks `unit` (from `file`); items that fail are listed in `rejected` and left out of the rest. */
export function analyze(unit: { readonly items: readonly SynExternal[] }, file: string): TranslationUnit {
  const ctx = new SemaContext();
  ctx.types = new TypeResolver(ctx);
  ctx.exprs = new ExprChecker(ctx);
  ctx.decls = new DeclChecker(ctx);
  ctx.stmts = new StmtChecker(ctx);
  declareBuiltinTypes(ctx);
  for (const item of unit.items) {
    try {
      switch (item.kind) {
        case 'invalid':
          throw item.error;
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
    } catch (e) {
      if (!(e instanceof DiagnosticError)) throw e;
      ctx.rejected.push(reject(ctx, item, e));
    }
  }
  // Which globals stay put in a function is known once every function is checked; counted loops need it.
  markStableGlobals(ctx);
  for (const fn of ctx.functions) if (fn.body) annotateCountedLoops(fn.body, new Set(fn.stableGlobals));
  return { file, functions: ctx.functions, globals: ctx.globals, structs: ctx.structs, typedefs: ctx.typedefs, enumConstants: ctx.enumConstants, rejected: ctx.rejected };
}

/** The rejected item for `item`; the names it failed to declare become follow-on errors for later uses. */
function reject(ctx: SemaContext, item: SynExternal, e: DiagnosticError): RejectedItem {
  const errors = e instanceof DiagnosticList ? e.errors : [e];
  const isFunction = item.kind === 'functionDef' || (item.kind === 'invalid' && item.functionDef);
  let names: readonly string[];
  if (item.kind === 'invalid') names = item.names;
  else if (item.kind === 'functionDef') names = [declaratorName(item.declarator)];
  else if (item.kind === 'declaration') names = item.declarators.map((d) => declaratorName(d.declarator));
  else names = [];
  for (const n of names) if (n) ctx.scope.declareFailed(n, errors[0]!);
  // A definition whose body could not be read still defines its function in this file (its declaration stands).
  const declared = isFunction && names[0] ? ctx.scope.lookup(names[0]) : undefined;
  if (declared && 'kind' in declared && declared.kind === 'function') declared.definitionLoc ??= item.loc;
  return { kind: isFunction ? 'function' : 'declaration', names: isFunction ? names.slice(0, 1) : names, loc: item.loc, errors };
}
