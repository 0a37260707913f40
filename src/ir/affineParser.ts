// Parsing of affine expressions, maps and integer sets: the `(d0)[s0] -> (...)` body form and the SSA-id form
// (`%i + symbol(%n)`) used inside op syntax. Semantics follow upstream, including its affinity checks.

import {
  AffineExpr,
  add,
  sub,
  mul,
  neg,
  floorDiv,
  ceilDiv,
  mod,
  constantExpr,
  dimExpr,
  symbolExpr,
  isSymbolicOrConstant,
} from './affineExpr.js';
import { AffineMap, IntegerSet } from './affineMap.js';
import { SourceLoc } from './diagnostics.js';
import { TokenParser } from './tokenParser.js';

/** How identifiers inside an affine expression are resolved. */
export interface AffineIdScope {
  /** Bare identifiers (`d0`, `i`, `N`) of a map/set body. */
  bare?: Map<string, AffineExpr>;
  /** SSA ids: `%x` (dim) or `symbol(%x)` (symbol) at the current token; returns the expression for it. */
  ssa?: (isSymbol: boolean) => AffineExpr;
}

type HighOp = 'mul' | 'floordiv' | 'ceildiv' | 'mod';

export class AffineParser extends TokenParser {
  /** Parses one affine expression at the current token. */
  protected parseAffineExpr(scope: AffineIdScope): AffineExpr {
    let lhs = this.parseAffineHighPrec(scope);
    for (;;) {
      if (this.consumeIf('+')) lhs = add(lhs, this.parseAffineHighPrec(scope));
      else if (this.isPunct('-')) {
        this.consume();
        lhs = sub(lhs, this.parseAffineHighPrec(scope));
      } else return lhs;
    }
  }

  private parseHighOp(): HighOp | undefined {
    if (this.consumeIf('*')) return 'mul';
    if (this.tok.kind === 'bare_identifier') {
      const t = this.tok.text;
      if (t === 'floordiv' || t === 'ceildiv' || t === 'mod') {
        this.consume();
        return t;
      }
    }
    return undefined;
  }

  private parseAffineHighPrec(scope: AffineIdScope): AffineExpr {
    let lhs = this.parseAffineOperand(scope);
    for (;;) {
      const opLoc = this.loc();
      const op = this.parseHighOp();
      if (!op) return lhs;
      const rhs = this.parseAffineOperand(scope);
      lhs = this.buildHighPrec(op, lhs, rhs, opLoc);
    }
  }

  private buildHighPrec(op: HighOp, lhs: AffineExpr, rhs: AffineExpr, loc: SourceLoc): AffineExpr {
    if (op === 'mul') {
      if (!isSymbolicOrConstant(lhs) && !isSymbolicOrConstant(rhs)) {
        this.error('non-affine expression: at least one of the multiply operands has to be either a constant or symbolic', loc);
      }
      return mul(lhs, rhs);
    }
    if (!isSymbolicOrConstant(rhs)) {
      this.error(`non-affine expression: right operand of ${op} has to be either a constant or symbolic`, loc);
    }
    return op === 'floordiv' ? floorDiv(lhs, rhs) : op === 'ceildiv' ? ceilDiv(lhs, rhs) : mod(lhs, rhs);
  }

  private parseAffineOperand(scope: AffineIdScope): AffineExpr {
    const t = this.tok;
    if (this.consumeIf('(')) {
      const e = this.parseAffineExpr(scope);
      this.expect(')', 'in affine expression');
      return e;
    }
    if (this.isPunct('-')) {
      this.consume();
      return neg(this.parseAffineOperand(scope));
    }
    if (t.kind === 'integer') {
      this.consume();
      const v = Number(t.text);
      if (!Number.isSafeInteger(v)) this.error('constant too large for an affine expression', this.locAt(t.start));
      return constantExpr(v);
    }
    if (t.kind === 'percent_identifier') {
      if (!scope.ssa) this.error('unexpected ssa identifier in affine expression');
      return scope.ssa(false);
    }
    if (t.kind === 'bare_identifier') {
      if (t.text === 'symbol' && scope.ssa) {
        this.consume();
        this.expect('(', "after 'symbol'");
        const e = scope.ssa(true);
        this.expect(')', 'after symbol operand');
        return e;
      }
      const e = scope.bare?.get(t.text);
      if (!e) this.error(`use of undeclared identifier '${t.text}' in affine expression`);
      this.consume();
      return e;
    }
    if (t.kind === 'eof' || this.isPunct(')') || this.isPunct(',') || this.isPunct(']')) this.error('missing operand in affine expression');
    return this.error(`expected affine expression, found ${this.tokenDescription()}`);
  }

  /** Parses `(d0, d1)[s0]` naming dims and symbols; returns the name scope and counts. */
  private parseDimAndSymbolIds(): { scope: Map<string, AffineExpr>; numDims: number; numSymbols: number } {
    const scope = new Map<string, AffineExpr>();
    let numDims = 0;
    let numSymbols = 0;
    const declare = (isSymbol: boolean): void => {
      const loc = this.loc();
      const name = this.parseIdentifier();
      if (scope.has(name)) this.error(`redefinition of identifier '${name}'`, loc);
      scope.set(name, isSymbol ? symbolExpr(numSymbols++) : dimExpr(numDims++));
    };
    this.parseCommaSeparatedList('(', ')', () => declare(false), 'in dimension list');
    if (this.isPunct('[')) this.parseCommaSeparatedList('[', ']', () => declare(true), 'in symbol list');
    return { scope, numDims, numSymbols };
  }

  /** Parses the body of `affine_map<...>` or `affine_set<...>` (the brackets are the caller's). */
  protected parseAffineMapOrSetBody(): AffineMap | IntegerSet {
    const { scope, numDims, numSymbols } = this.parseDimAndSymbolIds();
    const ids: AffineIdScope = { bare: scope };
    if (this.consumeIf('->')) {
      const results: AffineExpr[] = [];
      this.parseCommaSeparatedList('(', ')', () => results.push(this.parseAffineExpr(ids)), 'in affine map results');
      return AffineMap.get(numDims, numSymbols, results);
    }
    if (this.consumeIf(':')) {
      const constraints: AffineExpr[] = [];
      const eqFlags: boolean[] = [];
      this.parseCommaSeparatedList(
        '(',
        ')',
        () => {
          const [c, isEq] = this.parseAffineConstraint(ids);
          constraints.push(c);
          eqFlags.push(isEq);
        },
        'in integer set constraints',
      );
      if (constraints.length === 0) this.error('an integer set needs at least one constraint');
      return IntegerSet.get(numDims, numSymbols, constraints, eqFlags);
    }
    return this.error(`expected '->' or ':' after dimension and symbol lists, found ${this.tokenDescription()}`);
  }

  /** `e1 >= e2`, `e1 <= e2` or `e1 == e2`, normalized to `e >= 0` / `e == 0`. */
  protected parseAffineConstraint(scope: AffineIdScope): [AffineExpr, boolean] {
    const lhs = this.parseAffineExpr(scope);
    const loc = this.loc();
    if (this.isPunct('>') || this.isPunct('<') || this.isPunct('=')) {
      const first = this.consume().text;
      if (this.consumeIf('=')) {
        const rhs = this.parseAffineExpr(scope);
        if (first === '>') return [sub(lhs, rhs), false];
        if (first === '<') return [sub(rhs, lhs), false];
        return [sub(lhs, rhs), true];
      }
    }
    return this.error("expected '== affine-expr', '>= affine-expr' or '<= affine-expr' in integer set constraint", loc);
  }
}
