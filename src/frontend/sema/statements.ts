// Checks statements and blocks: conditions, loops, break/continue placement, returns, local
// declarations, and `#pragma scop` / `#pragma endscop` regions.

import type { CaseStmt, CompoundStmt, DeclStmt, Expr, ExprStmt, ScopStmt, Stmt, SwitchStmt } from '../ast.js';
import { isInteger } from '../ctypes.js';
import { typeToString } from '../printC.js';
import { declaratorName, type SynBlockItem, type SynCompound, type SynDeclaration, type SynExpr, type SynStmt } from '../syntax.js';
import { wrapInteger } from './constFold.js';
import type { SemaContext } from './context.js';
import { convert, convertForAssignment, promote, rvalue } from './conversions.js';

export class StmtChecker {
  constructor(private readonly ctx: SemaContext) {}

  /** A function's body shares the scope of its parameters (C99 6.2.1p4), so it opens no scope of its own. */
  functionBody(body: SynCompound): CompoundStmt {
    return { kind: 'compound', loc: body.loc, body: this.blockItems(body.items), endLoc: body.endLoc };
  }

  private compound(c: SynCompound): CompoundStmt {
    return this.ctx.inScope('block', () => ({ kind: 'compound', loc: c.loc, body: this.blockItems(c.items) }));
  }

  /** The statements of `({ ... })` and the value of its last statement when that is an expression. */
  statementExpression(c: SynCompound): { body: Stmt[]; result?: Expr } {
    if (!this.ctx.currentFunction) this.ctx.error(c.loc, 'statement expression not allowed at file scope');
    return this.ctx.inScope('block', () => {
      const body = this.blockItems(c.items);
      const last = body[body.length - 1];
      if (last?.kind !== 'expr' || last.expr.type.kind === 'void') return { body };
      return { body: body.slice(0, -1), result: rvalue(last.expr) };
    });
  }

  /** After a function body: every goto names a label of the function. */
  checkGotos(): void {
    for (const g of this.ctx.gotos) {
      if (!this.ctx.labels.has(g.label)) this.ctx.error(g.loc, `use of undeclared label '${g.label}'`);
    }
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
          if (item.kind === 'staticAssert') {
            this.ctx.decls.staticAssert(item);
          } else if (item.kind === 'declaration') {
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
        if (ctx.loopDepth === 0 && ctx.switches.length === 0) ctx.error(s.loc, "'break' statement not in loop or switch statement");
        return { kind: s.kind, loc: s.loc };
      case 'continue':
        if (ctx.loopDepth === 0) ctx.error(s.loc, `'${s.kind}' statement not in loop statement`);
        return { kind: s.kind, loc: s.loc };
      case 'return':
        return this.returnStmt(s);
      case 'switch':
        return this.switchStmt(s);
      case 'case':
        return this.caseStmt(s);
      case 'default': {
        const sw = ctx.switches[ctx.switches.length - 1];
        if (!sw) ctx.error(s.loc, "'default' statement not in switch statement");
        if (sw.default) ctx.error(s.loc, 'multiple default labels in one switch');
        const d = { kind: 'default' as const, loc: s.loc, body: this.statement(s.body) };
        sw.default = d;
        return d;
      }
      case 'label':
        if (ctx.labels.has(s.name)) ctx.error(s.loc, `redefinition of label '${s.name}'`);
        ctx.labels.set(s.name, s.loc);
        return { kind: 'label', loc: s.loc, name: s.name, body: this.statement(s.body) };
      case 'goto':
        ctx.gotos.push({ label: s.label, loc: s.loc });
        return { kind: 'goto', loc: s.loc, label: s.label };
      case 'asm':
        return { kind: 'asm', loc: s.loc };
    }
  }

  /** `switch`: the controlling value is promoted; the case labels in the body are collected on the way. */
  private switchStmt(s: Extract<SynStmt, { kind: 'switch' }>): SwitchStmt {
    const raw = this.ctx.exprs.value(s.cond);
    if (!isInteger(raw.type)) this.ctx.error(raw.loc, `statement requires expression of integer type ('${typeToString(raw.type)}' invalid)`);
    const cond = promote(raw);
    const frame: { cases: CaseStmt[]; default?: SwitchStmt['default']; cond: Expr } = { cases: [], cond };
    this.ctx.switches.push(frame);
    let body: Stmt;
    try {
      body = this.statement(s.body);
    } finally {
      this.ctx.switches.pop();
    }
    return { kind: 'switch', loc: s.loc, cond, body, cases: frame.cases, default: frame.default };
  }

  private caseStmt(s: Extract<SynStmt, { kind: 'case' }>): CaseStmt {
    const sw = this.ctx.switches[this.ctx.switches.length - 1];
    if (!sw) this.ctx.error(s.loc, "'case' statement not in switch statement");
    const value = this.caseValue(s.value, sw.cond);
    const last = s.last ? this.caseValue(s.last, sw.cond) : undefined;
    if (last !== undefined && last < value) this.ctx.error(s.loc, 'empty range specified');
    const hi = last ?? value;
    for (const c of sw.cases) {
      if (value <= (c.last ?? c.value) && c.value <= hi) this.ctx.error(s.value.loc, `duplicate case value '${value}'`);
    }
    // Registered before the body is checked, so that source order is kept for nested labels.
    const c: CaseStmt = { kind: 'case', loc: s.loc, value, last, body: { kind: 'null', loc: s.loc } };
    sw.cases.push(c);
    (c as { body: Stmt }).body = this.statement(s.body);
    return c;
  }

  /** A case label's value: an integer constant converted to the promoted type of the controlling expression. */
  private caseValue(e: SynExpr, cond: Expr): bigint {
    const v = convert(this.ctx.exprs.value(e), cond.type).constValue;
    if (typeof v !== 'bigint') this.ctx.error(e.loc, 'expression is not an integer constant expression');
    return wrapInteger(v, cond.type as Parameters<typeof wrapInteger>[1]);
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
