// Semantic analysis of declarations: scopes, typedefs, type-specifier combinations, array
// parameters with run-time sizes, pointers to arrays, function and global redeclarations, structs.

import { expect } from 'chai';
import type { Expr, VarDecl } from '../../src/frontend/ast.js';
import type { ArrayType, CType } from '../../src/frontend/ctypes.js';
import { typeToString } from '../../src/frontend/printC.js';
import { check, errorOf, fn } from './helpers.js';

function globalType(source: string, name: string): string {
  const g = check(source).globals.find((v) => v.name === name)!;
  return typeToString(g.type);
}

/** The declaration a use of a name in `return <name>;` resolves to. */
function returnedDecl(tu: ReturnType<typeof check>, fname: string): VarDecl {
  const body = fn(tu, fname).body!.body;
  const ret = body[body.length - 1]!;
  if (ret.kind !== 'return' || !ret.value) throw new Error('expected a return');
  let e: Expr = ret.value;
  while (e.kind === 'cast') e = e.operand;
  if (e.kind !== 'declRef') throw new Error('expected a name');
  return e.decl;
}

describe('frontend sema: declarations', () => {
  describe('types from specifiers and declarators', () => {
    it('combines type keywords in any order', () => {
      expect(globalType('unsigned long int a;', 'a')).to.equal('unsigned long');
      expect(globalType('long unsigned a;', 'a')).to.equal('unsigned long');
      expect(globalType('long long b;', 'b')).to.equal('long long');
      expect(globalType('short int unsigned c;', 'c')).to.equal('unsigned short');
      expect(globalType('signed char d;', 'd')).to.equal('signed char');
      expect(globalType('signed e;', 'e')).to.equal('int');
      expect(globalType('const double *const f = 0;', 'f')).to.equal('const double *const');
    });

    it('rejects impossible combinations and missing type specifiers', () => {
      expect(errorOf('int double x;')).to.equal("test.c:1:5: error: cannot combine with previous 'int' declaration specifier");
      expect(errorOf('unsigned float y;')).to.equal("test.c:1:10: error: cannot combine with previous 'unsigned' declaration specifier");
      expect(errorOf('long long long z;')).to.equal("test.c:1:11: error: cannot combine with previous 'long' declaration specifier");
      expect(errorOf('static extern int w;')).to.equal("test.c:1:8: error: cannot combine with previous 'static' declaration specifier");
      expect(errorOf('const v;')).to.equal('test.c:1:1: error: type specifier missing (C99 has no implicit int)');
    });

    it('resolves typedefs, including array typedefs', () => {
      expect(globalType('typedef double real; typedef real row[8]; row r[4];', 'r')).to.equal('double [4][8]');
      expect(globalType('typedef char base; base *s;', 's')).to.equal('char *');
    });

    it('builds pointer-to-array types and folds constant dimensions', () => {
      expect(globalType('double (*A)[10 + 0][2 * 3];', 'A')).to.equal('double (*)[10][6]');
      const g = check('double M[3][4];').globals[0]!;
      const t = g.type as ArrayType;
      expect(t.length).to.deep.include({ kind: 'constant', value: 3 });
      expect((t.element as ArrayType).length).to.deep.include({ kind: 'constant', value: 4 });
    });

    it('rejects bad array sizes', () => {
      expect(errorOf('double a[2.5];')).to.equal("test.c:1:10: error: size of array has non-integer type 'double'");
      expect(errorOf('double a[0];')).to.equal('test.c:1:10: error: array size is zero');
      expect(errorOf('void a[3];')).to.equal("test.c:1:6: error: array has incomplete element type 'void'");
      expect(errorOf('int n; double a[n];')).to.equal('test.c:1:15: error: variable length array declaration not allowed at file scope');
    });
  });

  describe('array parameters', () => {
    const source = 'void k(int n, int m, double A[n][m + 1], double B[10][20], double *x) { }';

    it('adjusts array parameters to pointers and keeps the declared type', () => {
      const [, , a, b, x] = fn(check(source), 'k').params;
      expect(typeToString(a!.type)).to.equal('double (*)[m + 1]');
      expect(typeToString(a!.declaredType)).to.equal('double [n][m + 1]');
      expect(typeToString(b!.type)).to.equal('double (*)[20]');
      expect(typeToString(x!.type)).to.equal('double *');
    });

    it('keeps run-time dimensions as expressions on the earlier parameters', () => {
      const params = fn(check(source), 'k').params;
      const pointee = (params[2]!.type as { pointee: CType }).pointee as ArrayType;
      expect(pointee.length.kind).to.equal('variable');
      if (pointee.length.kind !== 'variable') return;
      const size = pointee.length.expr;
      expect(size.kind).to.equal('binary');
      if (size.kind !== 'binary') return;
      let lhs = size.lhs;
      while (lhs.kind === 'cast') lhs = lhs.operand;
      expect(lhs.kind === 'declRef' && lhs.decl).to.equal(params[1]);
    });

    it('accepts a prototype with constant sizes for a definition with run-time sizes', () => {
      const tu = check('void k(int n, double A[10][10]);\nvoid k(int n, double A[n][n]) { }\nvoid g(double (*P)[10]) { k(10, P); }');
      expect(tu.functions.filter((f) => f.name === 'k')).to.have.length(1);
      expect(typeToString(fn(tu, 'k').type)).to.equal('void (int, double (*)[n])');
    });

    it('passes *A of a pointer to array where an array parameter is expected', () => {
      const tu = check('void k(int n, double A[n][n]);\nvoid g(void) { double (*A)[8][8] = (double (*)[8][8]) 0; k(8, *A); }');
      expect(fn(tu, 'g').body!.body).to.have.length(2);
    });
  });

  describe('scopes', () => {
    it('resolves a name to the innermost declaration', () => {
      const tu = check('int x;\nint f(void) { int x = 1; { double x = 2; } return x; }');
      const d = returnedDecl(tu, 'f');
      expect(d.scope).to.equal('local');
      expect(typeToString(d.type)).to.equal('int');
    });

    it('ends the scope of a for-loop declaration with the loop', () => {
      expect(errorOf('int f(void) {\n  for (int i = 0; i < 3; i++) ;\n  return i;\n}')).to.equal(
        "test.c:3:10: error: use of undeclared identifier 'i'",
      );
    });

    it('puts parameters in the scope of the function body', () => {
      expect(errorOf('int f(int a) {\n  int a;\n  return a;\n}')).to.equal("test.c:2:7: error: redefinition of 'a'");
      const tu = check('int f(int a) { { int a = 2; } return a; }');
      expect(returnedDecl(tu, 'f').scope).to.equal('param');
    });

    it('makes a variable visible in its own initializer', () => {
      const tu = check('int f(void) { int n = sizeof(n); return n; }');
      expect(returnedDecl(tu, 'f').name).to.equal('n');
    });

    it('reports undeclared names and names of the wrong kind', () => {
      expect(errorOf('int f(void) { return y; }')).to.equal("test.c:1:22: error: use of undeclared identifier 'y'");
      expect(errorOf('int f(void) { return f; }')).to.equal(
        "test.c:1:22: error: unsupported C construct: function 'f' used as a value (function pointers)",
      );
      expect(errorOf('int x; void x(void);')).to.equal("test.c:1:13: error: redefinition of 'x' as different kind of symbol");
    });
  });

  describe('functions', () => {
    it('merges prototypes and the definition into one declaration', () => {
      const tu = check('static double g(double);\nextern double g(double x);\nstatic double g(double v) { return v; }');
      const gs = tu.functions.filter((f) => f.name === 'g');
      expect(gs).to.have.length(1);
      expect(gs[0]!.storage).to.equal('static');
      expect(gs[0]!.params.map((p) => p.name)).to.deep.equal(['v']);
      expect(gs[0]!.body).to.not.equal(undefined);
    });

    it('rejects conflicting types, redefinitions and linkage changes', () => {
      expect(errorOf('int g(int);\ndouble g(int v) { return v; }')).to.equal(
        "test.c:2:8: error: conflicting types for 'g' ('double (int)' vs 'int (int)')",
      );
      expect(errorOf('int g(void) { return 1; }\nint g(void) { return 2; }')).to.equal("test.c:2:5: error: redefinition of 'g'");
      expect(errorOf('int g(void);\nstatic int g(void);')).to.equal("test.c:2:12: error: static declaration of 'g' follows non-static declaration");
    });

    it('treats an empty parameter list as no parameters in a definition', () => {
      expect(errorOf('int g() { return 0; }\nint h(void) { return g(1); }')).to.equal(
        'test.c:2:24: error: too many arguments to function call, expected 0, have 1',
      );
    });

    it('requires parameter names in definitions and types function pointer parameters', () => {
      expect(errorOf('int g(int) { return 0; }')).to.equal('test.c:1:7: error: parameter name omitted');
      const tu = check('void g(int (*cb)(int), double h(double));');
      expect(tu.functions[0]!.params.map((p) => typeToString(p.type))).to.deep.equal(['int (*)(int)', 'double (*)(double)']);
    });

    it('accepts a function declared inside a block', () => {
      const tu = check('int f(void) { double h(double); return h(1) > 0; }');
      expect(tu.functions.map((f) => f.name)).to.deep.equal(['f', 'h']);
    });
  });

  describe('globals', () => {
    it('merges extern declarations, tentative definitions and the definition', () => {
      const tu = check('extern int n;\nint n;\nint n = 3;\nextern double v[];\ndouble v[4];');
      expect(tu.globals.map((g) => [g.name, g.isDefinition, g.storage])).to.deep.equal([
        ['n', true, 'none'],
        ['v', true, 'none'],
      ]);
      expect(tu.globals[0]!.init?.constValue).to.equal(3n);
      expect(typeToString(tu.globals[1]!.type)).to.equal('double [4]');
    });

    it('keeps extern declarations that are never defined as declarations', () => {
      const tu = check('extern int shared;');
      expect(tu.globals[0]!.isDefinition).to.equal(false);
    });

    it('requires constant initializers for static storage', () => {
      expect(errorOf('int a = 2;\nint b = a + 1;')).to.equal('test.c:2:11: error: initializer element is not a compile-time constant');
      expect(errorOf('int f(int p) { static int s = p; return s; }')).to.equal(
        'test.c:1:31: error: initializer element is not a compile-time constant',
      );
      const tu = check('double d = 1 / 3.0;\nconst char *msg = "hi";\nint x;\nint *px = &x;');
      expect(tu.globals.map((g) => g.init !== undefined)).to.deep.equal([true, true, false, true]);
    });

    it('rejects conflicting global redeclarations', () => {
      expect(errorOf('int a;\ndouble a;')).to.equal("test.c:2:8: error: redefinition of 'a' with a different type: 'double' vs 'int'");
      expect(errorOf('int a = 1;\nint a = 2;')).to.equal("test.c:2:5: error: redefinition of 'a'");
      expect(errorOf('static int a;\nint a;')).to.equal("test.c:2:5: error: non-static declaration of 'a' follows static declaration");
    });
  });

  describe('structs and typedef redefinition', () => {
    it('declares struct types with fields, incomplete until defined', () => {
      const tu = check('struct node;\nstruct node { int v; struct node *next; };\nstruct node n;');
      expect(tu.structs).to.have.length(1);
      expect(tu.structs[0]!.fields!.map((f) => `${f.name}:${typeToString(f.type)}`)).to.deep.equal(['v:int', 'next:struct node *']);
      expect(errorOf('struct s x;')).to.equal("test.c:1:10: error: definition of variable with incomplete type 'struct s'");
      expect(errorOf('struct p { int a; int a; };')).to.equal("test.c:1:23: error: duplicate member 'a'");
    });

    it('allows repeating an identical typedef and rejects a different one', () => {
      expect(check('typedef int T; typedef int T; T x;').typedefs).to.have.length(1);
      expect(errorOf('typedef int T;\ntypedef double T;')).to.equal(
        "test.c:2:16: error: typedef redefinition with different types ('double' vs 'int')",
      );
    });
  });
});
