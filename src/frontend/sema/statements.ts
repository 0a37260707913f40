// Checks statements and blocks: conditions, loops, break/continue placement, returns, local
// declarations, and `#pragma scop` / `#pragma endscop` regions.

import type { CompoundStmt, DeclStmt, ExprStmt, ScopStmt, Stmt } from '../ast.js';
import { typeToString } from '../printC.js';
import { declaratorName, type SynBlockItem, type SynCompound, type SynDeclaration, type SynStmt } from '../syntax.js';
import type { SemaContext } from './context.js';
import { convertForAssignment } from './conversions.js';

export class StmtChecker {
  constructor(private readonly ctx: SemaContext) {}

  /** A function's body shares the scope of its parameters (C99 6.2.1p4), so it opens no scope of its own. */
  functionBody(body: SynCompound): CompoundStmt {
    return { kind: 'compound', loc: body.loc, body: this.blockItems(body.items), endLoc: body.endLoc };
  }

  private compound(c: SynCompound): CompoundStmt {
    return this.ctx.inScope('block', () => ({ kind: 'compound', loc: c.loc, body: this.blockItems(c.items) }));
  }

  /**
   * The statements of a block, with each scop region gathered into a ScopStmt. An item that fails is recorded
   * for the function and checking goes on with the next one, so every unsupported construct is reported.
   */
  private blockItems(items: readonly SynBlockItem[]): Stmt[] {
    const out: Stmt[] = [];
    let scop: { loc: ScopStmt['loc']; body: Stmt[] } | undefined;
    for (const item of items) {
      this.ctx.recovering(
        () => {
          if (item.kind === 'invalid') throw item.error;
          if (item.kind === 'pragma') {
            if (item.text === 'scop') {
              if (scop || this.ctx.inScop) this.ctx.error(item.loc, "'#pragma scop' inside another scop region");
              scop = { loc: item.loc, body: [] };
              this.ctx.inScop = true;
            } else if (item.text === 'endscop') {
              if (!scop) this.ctx.error(item.loc, "'#pragma endscop' without a '#pragma scop' in the same block");
              out.push({ kind: 'scop', loc: scop.loc, endLoc: item.loc, body: scop.body });
              scop = undefined;
              this.ctx.inScop = false;
            } else {
              this.ctx.unsupported(item.loc, `#pragma ${item.text}`);
            }
            return;
          }
          const target = scop ? scop.body : out;
          if (item.kind === 'declaration') {
            const d = this.declStmt(item);
            if (d) target.push(d);
          } else {
            target.push(this.statement(item));
          }
        },
        () => (item.kind === 'invalid' ? item.names : item.kind === 'declaration' ? item.declarators.map((d) => declaratorName(d.declarator)) : []),
      );
    }
    if (scop) this.ctx.recovering(() => this.ctx.error(scop!.loc, "'#pragma scop' without a '#pragma endscop' in the same block"), () => []);
    return out;
  }

  private declStmt(d: SynDeclaration): DeclStmt | undefined {
    const decls = this.ctx.decls.declaration(d);
    return decls.length > 0 ? { kind: 'decl', loc: d.loc, decls } : undefined;
  }

  statement(s: SynStmt): Stmt {
    const { ctx } = this;
    switch (s.kind) {
      case 'compound':
        return this.compound(s);
      case 'expr':
        return s.expr ? { kind: 'expr', loc: s.loc, expr: ctx.exprs.check(s.expr) } : { kind: 'null', loc: s.loc };
      case 'if':
        return {
          kind: 'if',
          loc: s.loc,
          cond: ctx.exprs.condition(s.cond, 'statement'),
          then: this.statement(s.then),
          else: s.else ? this.statement(s.else) : undefined,
        };
      case 'while': {
        const cond = ctx.exprs.condition(s.cond, 'statement');
        return { kind: 'while', loc: s.loc, cond, body: this.loopBody(s.body) };
      }
      case 'doWhile': {
        const body = this.loopBody(s.body);
        return { kind: 'doWhile', loc: s.loc, body, cond: ctx.exprs.condition(s.cond, 'statement') };
      }
      case 'for':
        // C99 6.8.5p5: the for statement is a block; a declaration in its first clause is local to it.
        return ctx.inScope('block', () => {
          let init: DeclStmt | ExprStmt | undefined;
          if (s.init?.kind === 'declaration') {
            for (const st of s.init.specs.storage) {
              if (st.keyword !== 'auto' && st.keyword !== 'register') {
                ctx.error(st.loc, "declaration of non-local variable in 'for' loop");
              }
            }
            init = this.declStmt(s.init);
          } else if (s.init) {
            init = { kind: 'expr', loc: s.init.loc, expr: ctx.exprs.check(s.init) };
          }
          const cond = s.cond ? ctx.exprs.condition(s.cond, 'statement') : undefined;
          const step = s.step ? ctx.exprs.check(s.step) : undefined;
          return { kind: 'for', loc: s.loc, init, cond, step, body: this.loopBody(s.body) };
        });
      case 'break':
      case 'continue':
        if (ctx.loopDepth === 0) ctx.error(s.loc, `'${s.kind}' statement not in loop statement`);
        return { kind: s.kind, loc: s.loc };
      case 'return':
        return this.returnStmt(s);
    }
  }

  private loopBody(body: SynStmt): Stmt {
    this.ctx.loopDepth++;
    try {
      return this.statement(body);
    } finally {
      this.ctx.loopDepth--;
    }
  }

  private returnStmt(s: Extract<SynStmt, { kind: 'return' }>): Stmt {
    const fn = this.ctx.currentFunction!;
    const result = fn.type.result;
    if (!s.value) {
      if (result.kind !== 'void') this.ctx.error(s.loc, `non-void function '${fn.name}' should return a value`);
      return { kind: 'return', loc: s.loc };
    }
    const value = this.ctx.exprs.value(s.value);
    if (result.kind === 'void') {
      if (value.type.kind !== 'void') this.ctx.error(s.loc, `void function '${fn.name}' should not return a value`);
      return { kind: 'return', loc: s.loc, value };
    }
    if (value.type.kind === 'void') {
      this.ctx.error(value.loc, `returning 'void' from function '${fn.name}' with result type '${typeToString(result)}'`);
    }
    return {
      kind: 'return',
      loc: s.loc,
      value: convertForAssignment(value, result, 'returning from a function with result type', value.loc),
    };
  }
}
