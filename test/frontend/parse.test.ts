// Parser tests: declarator structure, operator precedence, typedef-name disambiguation, pragmas,
// constants, and the single located error for syntax errors and unsupported syntax.

import { expect } from 'chai';
import { parseC } from '../../src/frontend/parse.js';
import type { SynBlockItem, SynDeclaration, SynDeclarator, SynExpr, SynExternal, SynFunctionDef, SynInvalid, SynStmt } from '../../src/frontend/syntax.js';
import { diagnosticOf } from './helpers.js';

function parse(source: string) {
  return parseC(source, 't.c', () => source).unit;
}

/** The first item (at top level or in a function body) the syntax builder set apart as invalid. */
function firstInvalid(items: readonly (SynExternal | SynBlockItem)[]): SynInvalid | undefined {
  for (const i of items) {
    if (i.kind === 'invalid') return i;
    const nested = i.kind === 'functionDef' ? firstInvalid(i.body.items) : i.kind === 'compound' ? firstInvalid(i.items) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** The syntax error, or the first construct outside the subset (which the builder sets apart without stopping). */
function parseError(source: string): string {
  return diagnosticOf(() => {
    const invalid = firstInvalid(parse(source).items);
    if (invalid) throw invalid.error;
  });
}

/** The declarator tree in a compact form: `array[M](array[N](pointer(A)))`. */
function shape(d: SynDeclarator): string {
  switch (d.kind) {
    case 'name':
      return d.name;
    case 'abstract':
      return '_';
    case 'pointer':
      return `pointer(${shape(d.inner)})`;
    case 'array':
      return `array[${d.size ? text(d.size) : ''}](${shape(d.inner)})`;
    case 'function':
      return `function/${d.params === undefined ? '?' : d.params.length}${d.variadic ? '...' : ''}(${shape(d.inner)})`;
  }
}

/** Fully parenthesized expression text, to see how the parser grouped operators. */
function text(e: SynExpr): string {
  switch (e.kind) {
    case 'ident':
      return e.name;
    case 'int':
      return String(e.value);
    case 'float':
      return String(e.value);
    case 'char':
      return `'${e.value}'`;
    case 'string':
      return JSON.stringify(e.value);
    case 'unary':
      return `(${e.op}${text(e.operand)})`;
    case 'incDec':
      return e.prefix ? `(${e.op}${text(e.operand)})` : `(${text(e.operand)}${e.op})`;
    case 'binary':
      return `(${text(e.lhs)} ${e.op} ${text(e.rhs)})`;
    case 'assign':
      return `(${text(e.target)} ${e.op} ${text(e.value)})`;
    case 'conditional':
      return `(${text(e.cond)} ? ${text(e.then)} : ${text(e.else)})`;
    case 'comma':
      return `(${text(e.lhs)}, ${text(e.rhs)})`;
    case 'call':
      return `${text(e.callee)}(${e.args.map(text).join(', ')})`;
    case 'index':
      return `${text(e.base)}[${text(e.index)}]`;
    case 'member':
      return `${text(e.base)}${e.arrow ? '->' : '.'}${e.name}`;
    case 'cast':
      return `cast<${shape(e.typeName.declarator)}>(${text(e.operand)})`;
    case 'sizeofExpr':
      return `sizeof(${text(e.operand)})`;
    case 'sizeofType':
      return `sizeof<${shape(e.typeName.declarator)}>`;
    default:
      return e.kind;
  }
}

function firstDeclarator(source: string): string {
  const d = parse(source).items[0] as SynDeclaration;
  return shape(d.declarators[0]!.declarator);
}

/** The expression statements of `void f(void) { ... }` wrapped around `body`. */
function exprs(declarations: string, body: string): string[] {
  const unit = parse(`${declarations}\nvoid f(void) { ${body} }`);
  const f = unit.items.find((i): i is SynFunctionDef => i.kind === 'functionDef')!;
  return f.body.items
    .filter((s): s is Extract<SynStmt, { kind: 'expr' }> => s.kind === 'expr')
    .map((s) => text(s.expr!));
}

describe('frontend parser', () => {
  describe('declarators', () => {
    it('builds pointer-to-array declarators inside out', () => {
      expect(firstDeclarator('double (*A)[10][20];')).to.equal('array[20](array[10](pointer(A)))');
    });

    it('applies the leftmost * first (array of pointers vs pointer to array)', () => {
      expect(firstDeclarator('int *p[3];')).to.equal('pointer(array[3](p))');
      expect(firstDeclarator('int **q;')).to.equal('pointer(pointer(q))');
    });

    it('keeps array parameters with expression sizes and variadic prototypes', () => {
      expect(firstDeclarator('void k(int n, double A[n + 0][n + 0]);')).to.equal('function/2(k)');
      const d = (parse('void k(int n, double A[n + 0][n + 0]);').items[0] as SynDeclaration).declarators[0]!.declarator;
      const params = d.kind === 'function' ? d.params! : [];
      expect(shape(params[1]!.declarator)).to.equal('array[(n + 0)](array[(n + 0)](A))');
      expect(firstDeclarator('int printf(const char *fmt, ...);')).to.equal('function/1...(printf)');
      expect(firstDeclarator('void old();')).to.equal('function/?(old)');
    });

    it('parses abstract declarators in casts and sizeof', () => {
      expect(exprs('double *p;', 'p = (double (*)[4][5]) 0; sizeof(int *[3]);')).to.deep.equal([
        '(p = cast<array[5](array[4](pointer(_)))>(0))',
        'sizeof<pointer(array[3](_))>',
      ]);
    });
  });

  describe('expressions', () => {
    it('follows C precedence and associativity', () => {
      expect(exprs('int a, b, c, d, e;', 'a + b * c; a - b - c; a = b = c; a ? b : c ? d : e; a << 1 < b; a & b == c;')).to.deep.equal([
        '(a + (b * c))',
        '((a - b) - c)',
        '(a = (b = c))',
        '(a ? b : (c ? d : e))',
        '((a << 1) < b)',
        '(a & (b == c))',
      ]);
    });

    it('binds postfix tighter than prefix and casts looser than postfix', () => {
      expect(exprs('int *p, i; double x;', '-p[i]; *p++; (double)p[i] + 1; sizeof x + 1; !i && x || i;')).to.deep.equal([
        '(-p[i])',
        '(*(p++))',
        '(cast<_>(p[i]) + 1)',
        '(sizeof(x) + 1)',
        '(((!i) && x) || i)',
      ]);
    });

    it('builds comma expressions left to right and keeps calls and members', () => {
      expect(exprs('int a, b, c; int g(int, int);', 'a = 1, b = 2, c; g(a, b);')).to.deep.equal([
        '(((a = 1), (b = 2)), c)',
        'g(a, b)',
      ]);
    });
  });

  describe('typedef names', () => {
    it('reads (T)*x as a cast and (a)*x as a multiplication', () => {
      expect(exprs('typedef double T; double *x; int a;', '(T)*x; (a)*x;')).to.deep.equal([
        'cast<_>((*x))',
        '(a * x)',
      ]);
    });

    it('reads T * x; as a declaration and a * b; as an expression', () => {
      const unit = parse('typedef int T;\nint a, b;\nvoid f(void) { T * x; a * b; }');
      const body = (unit.items[2] as SynFunctionDef).body.items;
      expect(body.map((i) => i.kind)).to.deep.equal(['declaration', 'expr']);
    });

    it('knows a typedef declared earlier on the same line', () => {
      const unit = parse('typedef int T; T x; void f(void) { T y; }');
      expect(unit.items.map((i) => i.kind)).to.deep.equal(['declaration', 'declaration', 'functionDef']);
    });

    it('lets a local variable or parameter hide a typedef name in its scope only', () => {
      expect(exprs('typedef int T;', '{ int T; T * 2; } (T)1;')).to.deep.equal(['cast<_>(1)']);
      const unit = parse('typedef int T;\nint f(int T) { return T * 2; }');
      const ret = (unit.items[1] as SynFunctionDef).body.items[0] as Extract<SynStmt, { kind: 'return' }>;
      expect(text(ret.value!)).to.equal('(T * 2)');
    });
  });

  describe('pragmas and line markers', () => {
    it('keeps #pragma lines as block items and at file scope', () => {
      const unit = parse('#pragma once_more\nvoid f(void) {\n#pragma scop\n  ;\n#pragma endscop\n}');
      expect(unit.items[0]).to.include({ kind: 'pragma', text: 'once_more' });
      const body = (unit.items[1] as SynFunctionDef).body.items;
      expect(body.map((i) => (i.kind === 'pragma' ? i.text : i.kind))).to.deep.equal(['scop', 'expr', 'endscop']);
    });

    it('skips gcc line markers and locates tokens in the marked file', () => {
      const source = '# 1 "a.c"\nint x;\n# 40 "b.h" 1\n  int y;\n';
      const unit = parseC(source, 'pp.i', () => undefined).unit;
      expect(unit.items.map((i) => i.loc)).to.deep.equal([
        { file: 'a.c', line: 1, col: 1 },
        { file: 'b.h', line: 40, col: 3 },
      ]);
    });
  });

  describe('constants', () => {
    it('decodes integer constants with their radix and suffixes', () => {
      const [hex, oct, ull, dec] = exprs('', '0x1Fu; 017; 18446744073709551615ULL; 42l;').map((s) => s);
      expect([hex, oct, ull, dec]).to.deep.equal(['31', '15', '18446744073709551615', '42']);
      const unit = parse('void f(void) { 0x1Fu; 42l; 7; }');
      const values = (unit.items[0] as SynFunctionDef).body.items.map((s) => (s as Extract<SynStmt, { kind: 'expr' }>).expr!);
      expect(values.map((v) => (v.kind === 'int' ? [v.decimal, v.unsigned, v.longs] : []))).to.deep.equal([
        [false, true, 0],
        [true, false, 1],
        [true, false, 0],
      ]);
    });

    it('decodes floating constants, characters and concatenated strings', () => {
      expect(exprs('', '1.5e3; .25f; 0x1p4; 2.; \'\\n\'; \'\\x41\'; "a\\tb" "c";')).to.deep.equal([
        '1500',
        '0.25',
        '16',
        '2',
        "'10'",
        "'65'",
        '"a\\tbc"',
      ]);
    });

    it('rejects malformed constants with their location', () => {
      expect(parseError('int x = 0x;')).to.equal("t.c:1:9: error: invalid suffix 'x' on integer constant");
      expect(parseError('double y = 1e+;')).to.equal('t.c:1:12: error: exponent has no digits');
      expect(parseError("int c = '\\q';")).to.equal("t.c:1:9: error: unknown escape sequence '\\q'");
      expect(parseError('int big = 99999999999999999999;')).to.equal('t.c:1:11: error: integer constant is too large for its type');
    });
  });

  describe('GNU and C11 syntax', () => {
    it('reads attributes in every position gcc accepts, with their arguments', () => {
      const unit = parse(
        '__attribute__((noinline)) static int __attribute__((unused)) f(int x __attribute__((unused))) __attribute__((cold));\n' +
          'double a[8] __attribute__((aligned(64), section(".data")));\n' +
          'struct __attribute__((packed)) s { char c; int __attribute__((aligned(8))) i; } __attribute__((aligned(16)));',
      );
      const [f, a, s] = unit.items as SynDeclaration[];
      expect(f!.specs.attributes.map((x) => x.name)).to.deep.equal(['noinline', 'unused']);
      expect(f!.declarators[0]!.attributes.map((x) => x.name)).to.deep.equal(['cold']);
      expect(a!.declarators[0]!.attributes.map((x) => `${x.name}(${(x.args ?? []).map(text).join(',')})`)).to.deep.equal(['aligned(64)', 'section(".data")']);
      const spec = s!.specs.typeSpecs[0] as Extract<SynDeclaration['specs']['typeSpecs'][number], { kind: 'struct' }>;
      expect(spec.attributes.map((x) => x.name)).to.deep.equal(['packed', 'aligned']);
    });

    it('reads asm labels, __extension__, statement expressions, typeof and builtins that take types', () => {
      const unit = parse(
        'extern int scanf(const char *, ...) __asm__("" "__isoc99_scanf");\n' +
          '__extension__ typedef long long ll;\n' +
          'int f(int a, int b) { return ({ __typeof__(a) t = a; t > b ? t : b; }) + __builtin_offsetof(struct { int x, y; }, y); }',
      );
      expect((unit.items[0] as SynDeclaration).declarators[0]!.asmLabel).to.equal('__isoc99_scanf');
      expect((unit.items[1] as SynDeclaration).specs.storage.map((x) => x.keyword)).to.deep.equal(['typedef']);
      const ret = (unit.items[2] as SynFunctionDef).body.items[0] as Extract<SynStmt, { kind: 'return' }>;
      expect(text(ret.value!)).to.equal('(stmtExpr + offsetof)');
    });

    it('reads designated initializers, case ranges and labels', () => {
      const unit = parse('int a[10] = { [2 ... 4] = 1, [7] = 2, 3 };\nint g(int k) { switch (k) { case 1 ... 3: return 1; } out: return 0; }');
      const init = (unit.items[0] as SynDeclaration).declarators[0]!.init!;
      expect(init.kind === 'initList' ? init.items.map((i) => i.designators.map((d) => d.kind).join()) : []).to.deep.equal(['index', 'index', '']);
      const body = (unit.items[1] as SynFunctionDef).body.items.map((i) => i.kind);
      expect(body).to.deep.equal(['switch', 'label']);
    });
  });

  describe('errors', () => {
    it('reports the first syntax error only, with a readable message', () => {
      expect(parseError('int f(void) { return 1 }\nint g(void) { return }')).to.equal("t.c:1:24: error: expected ';' before '}'");
      expect(parseError('int f(void) { int x = ; }')).to.equal("t.c:1:23: error: expected expression before ';'");
      expect(parseError('int f(void) {')).to.equal("t.c:1:14: error: expected '}' at end of input");
    });

    it('names an unknown type instead of a confusing syntax error', () => {
      expect(parseError('int f(void) {\n  vector v;\n}')).to.equal("t.c:2:3: error: unknown type name 'vector'");
    });

    it('reports the first token of an unterminated GNU attribute', () => {
      expect(parseError('int x __attribute__((aligned(8)) ;')).to.equal("t.c:1:34: error: expected ')' before ';'");
    });

    it('rejects directives in input that was not preprocessed', () => {
      expect(parseError('#include <stdio.h>\nint x;')).to.equal(
        "t.c:1:1: error: unexpected preprocessor directive '#include <stdio.h>' (the input must be preprocessed)",
      );
    });
  });
});
