// Parses isl syntax for sets and relations (params, tuples, and/or, exists, floor/ceil/mod) into unions of basic objects.

import { DiagnosticError } from '../ir/diagnostics.js';
import { type AffExpr } from './affExpr.js';
import { type Int, add, mul, parseInt as parseBigInt, sub, zeros } from './int.js';
import type { Constraint, LinExpr } from './polyhedron.js';
import { BasicSet } from './basicSet.js';
import { BasicMap } from './basicMap.js';
import { Space, type Tuple } from './space.js';
import { UnionMap, UnionSet } from './union.js';
import type { MultiUnionAff, UnionAffMember } from './quasiAffine.js';

/** Where the text starts in its file (1-based), when it is embedded in a larger file (a YAML string). */
export interface TextOrigin {
  readonly line: number;
  readonly col: number;
}

type TokKind = 'ident' | 'int' | 'sym' | 'eof';
interface Tok {
  kind: TokKind;
  text: string;
  pos: number;
}

const SYMBOLS = ['->', '<=', '>=', '!=', '==', '&&', '||', '<', '>', '=', '[', ']', '{', '}', '(', ')', ',', ':', ';', '+', '-', '*', '/', '%'];

function tokenize(text: string, fail: (pos: number, msg: string) => never): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(ch)) {
      let j = i;
      while (j < text.length && /[0-9]/.test(text[j]!)) j++;
      out.push({ kind: 'int', text: text.slice(i, j), pos: i });
      i = j;
      continue;
    }
    if (/[A-Za-z_$]/.test(ch)) {
      let j = i;
      while (j < text.length && /[A-Za-z0-9_$']/.test(text[j]!)) j++;
      out.push({ kind: 'ident', text: text.slice(i, j), pos: i });
      i = j;
      continue;
    }
    const sym = SYMBOLS.find((s) => text.startsWith(s, i));
    if (sym === undefined) fail(i, `unexpected character '${ch}'`);
    out.push({ kind: 'sym', text: sym, pos: i });
    i += sym.length;
  }
  out.push({ kind: 'eof', text: '<end of input>', pos: text.length });
  return out;
}

/** Affine expression during parsing: variables keyed 'p<i>', 'd<i>', 'l<i>'; `den` > 1 only inside floor/ceil. */
interface Aff {
  terms: Map<string, Int>;
  c: Int;
  den: Int;
}

interface Con {
  kind: 'eq' | 'ineq';
  aff: Aff;
}

type Dnf = Con[][];

function affConst(c: Int): Aff {
  return { terms: new Map(), c, den: 1 };
}

function affVar(key: string): Aff {
  return { terms: new Map([[key, 1]]), c: 0, den: 1 };
}

function affScale(a: Aff, k: Int): Aff {
  const terms = new Map<string, Int>();
  for (const [v, c] of a.terms) {
    const x = mul(c, k);
    if (x !== 0) terms.set(v, x);
  }
  return { terms, c: mul(a.c, k), den: a.den };
}

function affAdd(a: Aff, b: Aff): Aff {
  // a/da + b/db with a common denominator.
  const A = b.den === 1 ? a : affScale(a, b.den);
  const B = a.den === 1 ? b : affScale(b, a.den);
  const terms = new Map(A.terms);
  for (const [v, c] of B.terms) {
    const x = add(terms.get(v) ?? 0, c);
    if (x === 0) terms.delete(v);
    else terms.set(v, x);
  }
  return { terms, c: add(A.c, B.c), den: mul(a.den, b.den) };
}

function affSub(a: Aff, b: Aff): Aff {
  return affAdd(a, affScale(b, -1));
}

function isConst(a: Aff): boolean {
  return a.terms.size === 0;
}

function cross(a: Dnf, b: Dnf): Dnf {
  const out: Dnf = [];
  for (const x of a) for (const y of b) out.push([...x, ...y]);
  return out;
}

/** Per-part state: the tuple dims, the parameter names, and the locals allocated so far. */
interface PartScope {
  dims: string[];
  nLocal: number;
  bound: Map<string, string>[]; // name -> var key, innermost last
  /** The floor divisions behind locals (`l3` = floor(num / den)), for reading expressions back as trees. */
  divs: Map<string, { num: Aff; den: Int }>;
}

class Parser {
  private toks: Tok[];
  private p = 0;
  private params: string[] = [];

  constructor(
    private readonly text: string,
    private readonly file: string,
    private readonly origin: TextOrigin = { line: 1, col: 1 },
  ) {
    this.toks = tokenize(text, (pos, msg) => this.failAt(pos, msg));
  }

  failAt(pos: number, msg: string): never {
    const before = this.text.slice(0, pos);
    const line = before.split('\n').length;
    const col = pos - before.lastIndexOf('\n');
    const at = { file: this.file, line: this.origin.line + line - 1, col: line === 1 ? this.origin.col + col - 1 : col };
    throw new DiagnosticError(at, `isl syntax: ${msg}`);
  }

  private fail(msg: string): never {
    return this.failAt(this.peek().pos, msg);
  }

  private peek(k = 0): Tok {
    return this.toks[Math.min(this.p + k, this.toks.length - 1)]!;
  }

  private next(): Tok {
    return this.toks[this.p++]!;
  }

  private isSym(s: string, k = 0): boolean {
    const t = this.peek(k);
    return t.kind === 'sym' && t.text === s;
  }

  private isKw(s: string): boolean {
    const t = this.peek();
    return t.kind === 'ident' && t.text === s;
  }

  private expect(s: string): void {
    if (!this.isSym(s)) this.fail(`expected '${s}' but found '${this.peek().text}'`);
    this.p++;
  }

  private parseParams(): void {
    this.expect('[');
    while (!this.isSym(']')) {
      const t = this.next();
      if (t.kind !== 'ident') this.failAt(t.pos, 'expected a parameter name');
      if (this.params.includes(t.text)) this.failAt(t.pos, `duplicate parameter '${t.text}'`);
      this.params.push(t.text);
      if (!this.isSym(']')) this.expect(',');
    }
    this.expect(']');
    this.expect('->');
  }

  private expectEnd(): void {
    if (this.peek().kind !== 'eof') this.fail(`unexpected '${this.peek().text}' after the end`);
  }

  private newScope(): PartScope {
    const scope: PartScope = { dims: [], nLocal: 0, bound: [new Map()], divs: new Map() };
    this.params.forEach((n, i) => scope.bound[0]!.set(n, `p${i}`));
    return scope;
  }

  parseObject(): { params: string[]; sets: BasicSet[]; maps: BasicMap[] } {
    if (this.isSym('[')) this.parseParams();
    this.expect('{');
    const sets: BasicSet[] = [];
    const maps: BasicMap[] = [];
    while (!this.isSym('}')) {
      this.parsePart(sets, maps);
      if (!this.isSym('}')) this.expect(';');
    }
    this.expect('}');
    if (this.peek().kind !== 'eof') this.fail(`unexpected '${this.peek().text}' after the closing brace`);
    return { params: this.params, sets, maps };
  }

  /** `[params] -> [{ S0[i] -> [(e)]; ... }, ...]`: one quasi-affine piece per tuple, no conditions. */
  parseMultiUnionAff(): MultiUnionAff {
    // The parameter list and the member list both open with '['; parameters are names followed by '] ->'.
    if (this.isSym('[') && !this.isSym('{', 1) && !(this.isSym(']', 1) && !this.isSym('->', 2))) this.parseParams();
    this.expect('[');
    const members: UnionAffMember[] = [];
    while (!this.isSym(']')) {
      members.push(this.parseUnionAffMember());
      if (!this.isSym(']')) this.expect(',');
    }
    this.expect(']');
    this.expectEnd();
    return { params: this.params, members };
  }

  private parseUnionAffMember(): UnionAffMember {
    this.expect('{');
    const parts: { tuple: Tuple; expr: AffExpr }[] = [];
    while (!this.isSym('}')) {
      const scope = this.newScope();
      const start = this.peek().pos;
      const tupleCons: Con[] = [];
      const tuple = this.parseTuple(scope, tupleCons);
      if (tupleCons.length > 0) this.failAt(start, 'expected dimension names in the tuple of a quasi-affine function');
      if (parts.some((p) => p.tuple.name === tuple.name && p.tuple.dims.length === tuple.dims.length)) this.failAt(start, `two pieces for ${tuple.name ?? ''}[...] in one member`);
      this.expect('->');
      this.expect('[');
      const at = this.peek().pos;
      const sink: Con[] = [];
      const e = this.parseExpr(scope, sink);
      this.requireInteger(e, at);
      if (this.isSym(',')) this.fail('expected one expression per member');
      this.expect(']');
      if (this.isSym(':')) this.fail('piecewise quasi-affine functions (with conditions) are not supported');
      parts.push({ tuple, expr: this.affToExpr(e, scope) });
      if (!this.isSym('}')) this.expect(';');
    }
    this.expect('}');
    return { parts };
  }

  /** An expression read as constraints back to a tree, floor divisions from their recorded definitions. */
  private affToExpr(a: Aff, scope: PartScope): AffExpr {
    let e: AffExpr = { kind: 'const', value: a.c };
    for (const [k, c] of a.terms) {
      const i = Number(k.slice(1));
      let x: AffExpr;
      if (k[0] === 'p') x = { kind: 'var', name: this.params[i]! };
      else if (k[0] === 'd') x = { kind: 'var', name: scope.dims[i]! };
      else {
        const def = scope.divs.get(k);
        if (def === undefined) throw new Error(`local ${k} without a definition`);
        x = { kind: 'floordiv', lhs: this.affToExpr(def.num, scope), divisor: def.den };
      }
      e = { kind: 'add', lhs: e, rhs: c === 1 ? x : { kind: 'mul', lhs: x, factor: c } };
    }
    return e;
  }

  private parsePart(sets: BasicSet[], maps: BasicMap[]): void {
    const scope = this.newScope();
    const tupleCons: Con[] = [];
    let inT: Tuple | null = null;
    let outT: Tuple = { name: null, dims: [] };
    const paramOnly = this.isSym(':');
    if (!this.isSym(':') && !this.isSym(';') && !this.isSym('}')) {
      outT = this.parseTuple(scope, tupleCons);
      if (this.isSym('->')) {
        this.p++;
        inT = outT;
        outT = this.parseTuple(scope, tupleCons);
      }
    }
    let dnf: Dnf = [[]];
    if (this.isSym(':')) {
      this.p++;
      dnf = this.parseFormula(scope);
    }
    dnf = cross([tupleCons], dnf);
    const space = paramOnly ? Space.forParams(this.params) : inT === null ? Space.forSet(this.params, outT) : Space.forMap(this.params, inT, outT);
    for (const conj of dnf) {
      const cs = conj.map((c) => this.toConstraint(c, scope));
      if (inT === null) sets.push(BasicSet.fromConstraints(space, scope.nLocal, cs).simplify());
      else maps.push(BasicMap.fromConstraints(space, scope.nLocal, cs).simplify());
    }
  }

  private toConstraint(c: Con, scope: PartScope): Constraint {
    const params: Int[] = zeros(this.params.length);
    const dims: Int[] = zeros(scope.dims.length);
    const locals: Int[] = zeros(scope.nLocal);
    for (const [k, v] of c.aff.terms) {
      const i = Number(k.slice(1));
      (k[0] === 'p' ? params : k[0] === 'd' ? dims : locals)[i] = v;
    }
    return { kind: c.kind, expr: { params, dims, locals, constant: c.aff.c } as LinExpr };
  }

  private parseTuple(scope: PartScope, cons: Con[]): Tuple {
    let name: string | null = null;
    if (this.peek().kind === 'ident' && this.isSym('[', 1)) name = this.next().text;
    this.expect('[');
    const dims: string[] = [];
    while (!this.isSym(']')) {
      const t = this.peek();
      const d = scope.dims.length;
      const fresh = t.kind === 'ident' && (this.isSym(',', 1) || this.isSym(']', 1)) && this.lookup(scope, t.text) === undefined;
      if (t.kind === 'ident' && this.isSym('=', 1) && this.lookup(scope, t.text) === undefined) {
        // `i1 = n - i0`, as isl prints a dimension fixed by an equality.
        this.p += 2;
        scope.dims.push(t.text);
        scope.bound[0]!.set(t.text, `d${d}`);
        const e = this.parseExpr(scope, cons);
        this.requireInteger(e, t.pos);
        cons.push({ kind: 'eq', aff: affSub(affVar(`d${d}`), e) });
        dims.push(t.text);
      } else if (fresh) {
        this.p++;
        scope.dims.push(t.text);
        scope.bound[0]!.set(t.text, `d${d}`);
        dims.push(t.text);
      } else {
        const label = t.kind === 'ident' && (this.isSym(',', 1) || this.isSym(']', 1)) ? t.text : `i${d}`;
        scope.dims.push(label);
        const e = this.parseExpr(scope, cons);
        this.requireInteger(e, t.pos);
        cons.push({ kind: 'eq', aff: affSub(affVar(`d${d}`), e) });
        dims.push(label);
      }
      if (!this.isSym(']')) this.expect(',');
    }
    this.expect(']');
    return { name, dims };
  }

  private lookup(scope: PartScope, name: string): string | undefined {
    for (let i = scope.bound.length - 1; i >= 0; i--) {
      const k = scope.bound[i]!.get(name);
      if (k !== undefined) return k;
    }
    return undefined;
  }

  private parseFormula(scope: PartScope): Dnf {
    let d = this.parseConj(scope);
    while (this.isKw('or') || this.isSym('||')) {
      this.p++;
      d = [...d, ...this.parseConj(scope)];
    }
    return d;
  }

  private parseConj(scope: PartScope): Dnf {
    let d = this.parseAtom(scope);
    while (this.isKw('and') || this.isSym('&&')) {
      this.p++;
      d = cross(d, this.parseAtom(scope));
    }
    return d;
  }

  private parseAtom(scope: PartScope): Dnf {
    if (this.isKw('true')) {
      this.p++;
      return [[]];
    }
    if (this.isKw('false')) {
      this.p++;
      return [];
    }
    if (this.isKw('not')) this.fail("'not' is not supported");
    if (this.isKw('exists')) return this.parseExists(scope);
    if (this.isSym('(')) {
      // Either a parenthesized formula or the start of an expression: try the formula first.
      const save = this.p;
      const saveLocals = scope.nLocal;
      const saveFrames = scope.bound.length;
      try {
        this.p++;
        const d = this.parseFormula(scope);
        this.expect(')');
        if (!this.isRelOp() && !this.isArithContinuation()) return d;
      } catch (e) {
        if (!(e instanceof DiagnosticError)) throw e;
      }
      this.p = save;
      scope.nLocal = saveLocals;
      scope.bound.length = saveFrames;
    }
    return this.parseChain(scope);
  }

  private isRelOp(): boolean {
    return ['<=', '>=', '<', '>', '=', '==', '!='].some((s) => this.isSym(s));
  }

  private isArithContinuation(): boolean {
    return ['+', '-', '*', '/', '%'].some((s) => this.isSym(s)) || this.isKw('mod');
  }

  private parseExists(scope: PartScope): Dnf {
    this.p++;
    const paren = this.isSym('(');
    if (paren) this.p++;
    const frame = new Map<string, string>();
    const defs: Con[] = [];
    scope.bound.push(frame);
    for (;;) {
      const t = this.next();
      if (t.kind !== 'ident') this.failAt(t.pos, 'expected an existential variable name');
      const key = `l${scope.nLocal++}`;
      frame.set(t.text, key);
      if (this.isSym('=')) {
        this.p++;
        const e = this.parseExpr(scope, defs);
        this.requireInteger(e, t.pos);
        defs.push({ kind: 'eq', aff: affSub(affVar(key), e) });
      }
      if (this.isSym(',')) {
        this.p++;
        continue;
      }
      break;
    }
    this.expect(':');
    const body = this.parseFormula(scope);
    if (paren) this.expect(')');
    scope.bound.pop();
    return cross([defs], body);
  }

  private parseChain(scope: PartScope): Dnf {
    const sink: Con[] = [];
    const start = this.peek().pos;
    const exprs: Aff[] = [this.parseExpr(scope, sink)];
    const ops: string[] = [];
    while (this.isRelOp()) {
      ops.push(this.next().text);
      exprs.push(this.parseExpr(scope, sink));
    }
    if (ops.length === 0) this.failAt(start, 'expected a comparison');
    for (const e of exprs) this.requireInteger(e, start);
    let dnf: Dnf = [sink];
    for (let i = 0; i < ops.length; i++) {
      const a = exprs[i]!;
      const b = exprs[i + 1]!;
      switch (ops[i]) {
        case '<=':
          dnf = cross(dnf, [[{ kind: 'ineq', aff: affSub(b, a) }]]);
          break;
        case '<':
          dnf = cross(dnf, [[{ kind: 'ineq', aff: affSub(affSub(b, a), affConst(1)) }]]);
          break;
        case '>=':
          dnf = cross(dnf, [[{ kind: 'ineq', aff: affSub(a, b) }]]);
          break;
        case '>':
          dnf = cross(dnf, [[{ kind: 'ineq', aff: affSub(affSub(a, b), affConst(1)) }]]);
          break;
        case '=':
        case '==':
          dnf = cross(dnf, [[{ kind: 'eq', aff: affSub(a, b) }]]);
          break;
        case '!=':
          dnf = cross(dnf, [[{ kind: 'ineq', aff: affSub(affSub(b, a), affConst(1)) }], [{ kind: 'ineq', aff: affSub(affSub(a, b), affConst(1)) }]]);
          break;
      }
    }
    return dnf;
  }

  private requireInteger(e: Aff, pos: number): void {
    if (e.den !== 1) this.failAt(pos, 'division is only allowed inside floor() or ceil()');
  }

  private parseExpr(scope: PartScope, sink: Con[]): Aff {
    let neg0 = false;
    if (this.isSym('-')) {
      this.p++;
      neg0 = true;
    } else if (this.isSym('+')) this.p++;
    let e = this.parseTerm(scope, sink);
    if (neg0) e = affScale(e, -1);
    for (;;) {
      if (this.isSym('+')) {
        this.p++;
        e = affAdd(e, this.parseTerm(scope, sink));
      } else if (this.isSym('-')) {
        this.p++;
        e = affSub(e, this.parseTerm(scope, sink));
      } else return e;
    }
  }

  private parseTerm(scope: PartScope, sink: Con[]): Aff {
    let e = this.parseFactor(scope, sink);
    for (;;) {
      if (this.isSym('*')) {
        const pos = this.next().pos;
        const f = this.parseFactor(scope, sink);
        if (isConst(f) && f.den === 1) e = affScale(e, f.c);
        else if (isConst(e) && e.den === 1) e = affScale(f, e.c);
        else this.failAt(pos, 'non-affine product');
      } else if (this.isSym('/')) {
        const t = this.next();
        const d = this.next();
        if (d.kind !== 'int' || parseBigInt(d.text) === 0) this.failAt(t.pos, 'division by a positive integer constant expected');
        e = { ...e, den: mul(e.den, parseBigInt(d.text)) };
      } else if (this.isKw('mod') || this.isSym('%')) {
        const t = this.next();
        const d = this.next();
        if (d.kind !== 'int' || parseBigInt(d.text) === 0) this.failAt(t.pos, 'modulus must be a positive integer constant');
        this.requireInteger(e, t.pos);
        const m = parseBigInt(d.text);
        const q = this.floorOf({ ...e, den: m }, scope, sink);
        e = affSub(e, affScale(q, m));
      } else if (this.peek().kind === 'ident' && isConst(e) && e.den === 1 && this.peek(-1).kind === 'int' && !this.isKw('and') && !this.isKw('or') && !this.isKw('mod')) {
        // Juxtaposition as isl prints it: `2i` means 2 * i.
        e = affScale(this.parseFactor(scope, sink), e.c);
      } else return e;
    }
  }

  /** A local equal to floor(e) with its two defining inequalities pushed to the sink. */
  private floorOf(e: Aff, scope: PartScope, sink: Con[]): Aff {
    const key = `l${scope.nLocal++}`;
    const num: Aff = { ...e, den: 1 };
    scope.divs.set(key, { num, den: e.den });
    const q = affScale(affVar(key), e.den);
    // den*q <= num <= den*q + den - 1
    sink.push({ kind: 'ineq', aff: affSub(num, q) });
    sink.push({ kind: 'ineq', aff: affSub(affAdd(q, affConst(sub(e.den, 1))), num) });
    return affVar(key);
  }

  private parseFactor(scope: PartScope, sink: Con[]): Aff {
    const t = this.peek();
    if (t.kind === 'int') {
      this.p++;
      return affConst(parseBigInt(t.text));
    }
    if (this.isSym('-')) {
      this.p++;
      return affScale(this.parseFactor(scope, sink), -1);
    }
    if (this.isSym('(')) {
      this.p++;
      const e = this.parseExpr(scope, sink);
      this.expect(')');
      return e;
    }
    if (t.kind === 'ident' && (t.text === 'floor' || t.text === 'ceil') && this.isSym('(', 1)) {
      this.p += 2;
      const e = this.parseExpr(scope, sink);
      this.expect(')');
      if (t.text === 'floor') return this.floorOf(e, scope, sink);
      // ceil(num/den) = floor((num + den - 1)/den), as isl reads it.
      return this.floorOf({ ...affAdd({ ...e, den: 1 }, affConst(sub(e.den, 1))), den: e.den }, scope, sink);
    }
    if (t.kind === 'ident') {
      const key = this.lookup(scope, t.text);
      if (key === undefined) this.failAt(t.pos, `unknown identifier '${t.text}'`);
      this.p++;
      return affVar(key);
    }
    return this.fail(`unexpected '${t.text}' in an expression`);
  }
}

function parse(text: string, file: string, origin?: TextOrigin) {
  return new Parser(text, file, origin).parseObject();
}

/** Parses `[params] -> [{ S0[i] -> [(i)]; ... }, ...]` (a band's partial schedule). */
export function parseMultiUnionAff(text: string, file = '<isl>', origin?: TextOrigin): MultiUnionAff {
  return new Parser(text, file, origin).parseMultiUnionAff();
}

/** Parses `[params] -> { S[i] : ...; T[j] : ... }`; a relation in the text is an error. */
export function parseUnionSet(text: string, file = '<isl>', origin?: TextOrigin): UnionSet {
  const r = parse(text, file, origin);
  if (r.maps.length > 0) throw new DiagnosticError({ file, line: origin?.line ?? 1, col: origin?.col ?? 1 }, 'isl syntax: expected a set, found a relation');
  return UnionSet.of(r.sets, r.params);
}

/** Parses `[params] -> { S[i] -> A[i + 1] : ...; ... }`; a set in the text is an error. */
export function parseUnionMap(text: string, file = '<isl>', origin?: TextOrigin): UnionMap {
  const r = parse(text, file, origin);
  if (r.sets.length > 0) throw new DiagnosticError({ file, line: origin?.line ?? 1, col: origin?.col ?? 1 }, 'isl syntax: expected a relation, found a set');
  return UnionMap.of(r.maps, r.params);
}

/** Parses a set with exactly one basic part. */
export function parseBasicSet(text: string, file = '<isl>'): BasicSet {
  const u = parseUnionSet(text, file);
  if (u.parts.length !== 1) throw new DiagnosticError({ file, line: 1, col: 1 }, `isl syntax: expected one basic set, found ${u.parts.length}`);
  return u.parts[0]!;
}

/** Parses a relation with exactly one basic part. */
export function parseBasicMap(text: string, file = '<isl>'): BasicMap {
  const u = parseUnionMap(text, file);
  if (u.parts.length !== 1) throw new DiagnosticError({ file, line: 1, col: 1 }, `isl syntax: expected one basic map, found ${u.parts.length}`);
  return u.parts[0]!;
}

