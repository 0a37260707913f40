// Semantic analysis of expressions: usual arithmetic conversions, integer promotions, explicit
// implicit casts, lvalues, constant folding, pointer arithmetic, calls and the operator errors.

import { expect } from 'chai';
import type { Expr, Stmt } from '../../src/frontend/ast.js';
import { exprToString, typeToString } from '../../src/frontend/printC.js';
import { check, errorOf, fn } from './helpers.js';

/** The expressions of the expression statements in `void test_fn(void) { body }`, after `decls`. */
function exprsOf(decls: string, body: string): Expr[] {
  const tu = check(`${decls}\nvoid test_fn(void) {\n  ${body}\n}`);
  return fn(tu, 'test_fn').body!.body.flatMap((s: Stmt) => (s.kind === 'expr' ? [s.expr] : []));
}

function exprOf(decls: string, expr: string): Expr {
  return exprsOf(decls, `${expr};`)[0]!;
}

/** `e` as `type:kind(children...)`, with implicit casts written as `castKind<type>(...)`. */
function tree(e: Expr): string {
  const t = typeToString(e.type);
  switch (e.kind) {
    case 'cast':
      return `${e.implicit ? '' : '!'}${e.castKind}<${t}>(${tree(e.operand)})`;
    case 'binary':
    case 'logical':
      return `(${tree(e.lhs)} ${e.op}:${t} ${tree(e.rhs)})`;
    case 'unary':
      return `${e.op}:${t}(${tree(e.operand)})`;
    case 'declRef':
      return e.decl.name;
    case 'integerLiteral':
    case 'floatLiteral':
      return `${e.value}:${t}`;
    default:
      return `${e.kind}:${t}`;
  }
}

function errorIn(decls: string, body: string): string {
  return errorOf(`${decls}\nvoid test_fn(void) {\n  ${body}\n}`);
}

describe('frontend sema: expressions', () => {
  describe('usual arithmetic conversions', () => {
    const decls = 'int i; unsigned u; long l; unsigned long ul; char c; short s; float f; double d;';

    it('converts the integer operand of a mixed operation to floating', () => {
      expect(tree(exprOf(decls, 'i + d'))).to.equal(
        '(integralToFloating<double>(lvalueToRvalue<int>(i)) +:double lvalueToRvalue<double>(d))',
      );
      expect(typeToString(exprOf(decls, 'f * f').type)).to.equal('float');
      expect(typeToString(exprOf(decls, 'f * d').type)).to.equal('double');
    });

    it('promotes small integers to int and picks the common integer type by rank and sign', () => {
      expect(tree(exprOf(decls, 'c + s'))).to.equal(
        '(integral<int>(lvalueToRvalue<char>(c)) +:int integral<int>(lvalueToRvalue<short>(s)))',
      );
      expect(typeToString(exprOf(decls, 'u + i').type)).to.equal('unsigned int');
      expect(typeToString(exprOf(decls, 'u + l').type)).to.equal('long');
      expect(typeToString(exprOf(decls, 'ul + l').type)).to.equal('unsigned long');
    });

    it('types comparisons and logical operators as int with _Bool operands for && ||', () => {
      expect(tree(exprOf(decls, 'd < i'))).to.equal(
        '(lvalueToRvalue<double>(d) <:int integralToFloating<double>(lvalueToRvalue<int>(i)))',
      );
      expect(tree(exprOf(decls, 'i && d'))).to.equal(
        '(toBool<_Bool>(lvalueToRvalue<int>(i)) &&:int toBool<_Bool>(lvalueToRvalue<double>(d)))',
      );
    });

    it('promotes shift operands separately and keeps the left type', () => {
      expect(tree(exprOf(decls, 'c << l'))).to.equal(
        '(integral<int>(lvalueToRvalue<char>(c)) <<:int lvalueToRvalue<long>(l))',
      );
    });

    it('promotes the operand of unary minus and bitwise not', () => {
      expect(tree(exprOf(decls, '-s'))).to.equal('-:int(integral<int>(lvalueToRvalue<short>(s)))');
      expect(tree(exprOf(decls, '!d'))).to.equal('!:int(toBool<_Bool>(lvalueToRvalue<double>(d)))');
    });
  });

  describe('assignments', () => {
    it('converts the assigned value to the target type', () => {
      const e = exprOf('int i; double d;', 'i = d');
      expect(e.kind === 'assign' && tree(e.value)).to.equal('floatingToIntegral<int>(lvalueToRvalue<double>(d))');
    });

    it('computes compound assignments in the common type', () => {
      const e = exprOf('int i; double d;', 'i += d');
      expect(e.kind).to.equal('assign');
      if (e.kind !== 'assign') return;
      expect(typeToString(e.computationType)).to.equal('double');
      expect(typeToString(e.type)).to.equal('int');
      expect(tree(e.value)).to.equal('lvalueToRvalue<double>(d)');
    });

    it('offsets pointers with += in the pointer type', () => {
      const e = exprOf('double *p; int n;', 'p += n');
      expect(e.kind === 'assign' && typeToString(e.computationType)).to.equal('double *');
    });

    it('rejects assignments to rvalues, arrays and const objects', () => {
      expect(errorIn('int a;', 'a + 1 = 2;')).to.equal('test.c:3:9: error: expression is not assignable');
      expect(errorIn('int v[4];', 'v = 0;')).to.equal("test.c:3:5: error: array type 'int [4]' is not assignable");
      expect(errorIn('const double k = 1;', 'k += 1;')).to.equal(
        "test.c:3:5: error: cannot assign to variable 'k' with const-qualified type 'const double'",
      );
      expect(errorIn('const double *p;', '*p = 1;')).to.equal('test.c:3:6: error: read-only location is not assignable');
      expect(errorIn('int a;', '(a + 1)++;')).to.equal('test.c:3:10: error: expression is not assignable');
    });
  });

  describe('lvalues and pointers', () => {
    it('marks names, subscripts and dereferences as lvalues and loads them explicitly', () => {
      const e = exprOf('double A[3][4]; int i, j;', 'A[i][j]');
      expect(e.kind).to.equal('index');
      expect(e.category).to.equal('lvalue');
      expect(exprToString(e)).to.equal('A[i][j]');
      if (e.kind !== 'index') return;
      expect(tree(e.base)).to.equal('arrayToPointer<double *>(index:double [4])');
    });

    it('decays an array obtained through a pointer to array', () => {
      const decls = 'void g(double B[5][6]); double (*A)[5][6];';
      const call = exprOf(decls, 'g(*A)');
      expect(call.kind === 'call' && tree(call.args[0]!)).to.equal('arrayToPointer<double (*)[6]>(deref:double [5][6])');
    });

    it('normalizes i[a] so the pointer is the base', () => {
      const e = exprOf('int a[4]; int i;', 'i[a]');
      expect(e.kind === 'index' && typeToString(e.base.type)).to.equal('int *');
    });

    it('types pointer arithmetic and pointer differences', () => {
      const sum = exprOf('double *p; int n;', 'n + p');
      expect(sum.kind === 'binary' && typeToString(sum.lhs.type)).to.equal('double *');
      expect(typeToString(exprOf('double *p, *q;', 'p - q').type)).to.equal('long');
    });

    it('takes addresses of lvalues only and records it on the variable', () => {
      const tu = check('void f(void) { int x; int *p = &x; }');
      const decl = fn(tu, 'f').body!.body[0]!;
      expect(decl.kind === 'decl' && decl.decls[0]!.addressTaken).to.equal(true);
      expect(errorIn('int a;', '&(a + 1);')).to.equal("test.c:3:3: error: cannot take the address of an rvalue of type 'int'");
    });

    it('converts null pointer constants and void pointers implicitly, other pointers only by cast', () => {
      const assign = exprOf('double *p;', 'p = 0');
      expect(assign.kind === 'assign' && tree(assign.value)).to.equal('nullToPointer<double *>(0:int)');
      const fromVoid = exprOf('double *p; void *v;', 'p = v');
      expect(fromVoid.kind === 'assign' && tree(fromVoid.value)).to.equal('pointerBitcast<double *>(lvalueToRvalue<void *>(v))');
      expect(errorIn('double *p; int *q;', 'p = q;')).to.equal(
        "test.c:3:5: error: incompatible pointer types assigning to 'double *' from 'int *'",
      );
      expect(tree(exprOf('double *p; int *q;', '(double *)q'))).to.equal('!pointerBitcast<double *>(lvalueToRvalue<int *>(q))');
    });
  });

  describe('constant expressions', () => {
    function value(expr: string): unknown {
      return exprOf('', expr).constValue;
    }

    it('folds integer arithmetic with C semantics', () => {
      expect(value('-7 / 2')).to.equal(-3n);
      expect(value('-7 % 2')).to.equal(-1n);
      expect(value('1 << 31')).to.equal(-2147483648n);
      expect(value('(unsigned)-1')).to.equal(4294967295n);
      expect(value('2147483647 + 1')).to.equal(-2147483648n);
      expect(value('(char)300')).to.equal(44n);
      expect(value('0 && 1 / 0')).to.equal(0n);
    });

    it('folds floating arithmetic, conversions and sizeof', () => {
      expect(value('1.5 * 2')).to.equal(3);
      expect(value('(int)2.9')).to.equal(2n);
      expect(value('0.1f')).to.equal(Math.fround(0.1));
      expect(value('sizeof(double[3][4])')).to.equal(96n);
      expect(value('sizeof(struct { char c; double d; })')).to.equal(16n);
    });

    it('does not fold division by zero or reads of variables', () => {
      expect(value('1 / 0')).to.equal(undefined);
      expect(exprOf('int n;', 'n + 1').constValue).to.equal(undefined);
    });

    it('gives integer constants the first type that holds them', () => {
      const type = (e: string): string => typeToString(exprOf('', e).type);
      expect(type('2147483647')).to.equal('int');
      expect(type('2147483648')).to.equal('long');
      expect(type('0xFFFFFFFF')).to.equal('unsigned int');
      expect(type('1u')).to.equal('unsigned int');
      expect(type('1ull')).to.equal('unsigned long long');
      expect(type("'a'")).to.equal('int');
      expect(type('"abc"')).to.equal('char [4]');
    });
  });

  describe('calls', () => {
    it('converts arguments to parameter types and promotes variadic ones', () => {
      const decls = 'double g(double x, int n); int printf(const char *fmt, ...); float f; char c;';
      const call = exprOf(decls, 'g(c, f)');
      expect(call.kind === 'call' && call.args.map(tree)).to.deep.equal([
        'integralToFloating<double>(lvalueToRvalue<char>(c))',
        'floatingToIntegral<int>(lvalueToRvalue<float>(f))',
      ]);
      const printf = exprOf(decls, 'printf("%f %d", f, c)');
      expect(printf.kind === 'call' && printf.args.slice(1).map(tree)).to.deep.equal([
        'floating<double>(lvalueToRvalue<float>(f))',
        'integral<int>(lvalueToRvalue<char>(c))',
      ]);
    });

    it('passes a complex value to a parameter of the same complex type as it is', () => {
      const call = exprOf('double mag(double _Complex z); double _Complex w;', 'mag(w)');
      expect(call.kind === 'call' && call.args.map(tree)).to.deep.equal(['lvalueToRvalue<_Complex double>(w)']);
    });

    it('checks argument counts against prototypes only', () => {
      expect(errorIn('double g(double x);', 'g();')).to.equal('test.c:3:3: error: too few arguments to function call, expected 1, have 0');
      expect(errorIn('double g(double x);', 'g(1, 2);')).to.equal('test.c:3:8: error: too many arguments to function call, expected 1, have 2');
      expect(exprOf('void old();', 'old(1, 2.0)').kind).to.equal('call');
    });

    it('rejects implicit declarations and calls of non-functions', () => {
      expect(errorIn('', 'sqrt(2.0);')).to.equal("test.c:3:3: error: implicit declaration of function 'sqrt' is invalid in C99");
      expect(errorIn('int k;', 'k(2);')).to.equal("test.c:3:3: error: called object type 'int' is not a function or function pointer");
      expect(errorIn('void g(void);', 'int x = g();')).to.equal('test.c:3:11: error: void value not ignored as it ought to be');
    });
  });

  describe('operator errors', () => {
    it('rejects operands of the wrong type', () => {
      expect(errorIn('double d;', 'd % 2;')).to.equal("test.c:3:5: error: invalid operands to binary expression ('double' and 'int')");
      expect(errorIn('double *p, *q;', 'p + q;')).to.equal(
        "test.c:3:5: error: invalid operands to binary expression ('double *' and 'double *')",
      );
      expect(errorIn('double d;', '~d;')).to.equal("test.c:3:3: error: invalid argument type 'double' to unary expression");
      expect(errorIn('int i;', '*i;')).to.equal("test.c:3:3: error: indirection requires pointer operand ('int' invalid)");
      expect(errorIn('int *p; int i;', 'p < i;')).to.equal(
        "test.c:3:5: error: comparison between pointer and integer ('int *' and 'int')",
      );
      expect(errorIn('struct S { int a; } s;', 's + 1;')).to.equal(
        "test.c:3:5: error: invalid operands to binary expression ('struct S' and 'int')",
      );
    });

    it('rejects casts to and from non-scalar types', () => {
      expect(errorIn('struct S { int a; } s;', '(int)s;')).to.equal(
        "test.c:3:3: error: operand of type 'struct S' where arithmetic or pointer type is required",
      );
      expect(errorIn('double *p;', '(double)p;')).to.equal("test.c:3:3: error: cannot cast between 'double *' and 'double'");
    });

    it('types conditionals by the usual conversions and rejects mismatched arms', () => {
      expect(typeToString(exprOf('int i; double d;', 'i ? i : d').type)).to.equal('double');
      expect(typeToString(exprOf('double *p;', '1 ? p : 0').type)).to.equal('double *');
      expect(errorIn('double *p; int *q;', '1 ? p : q;')).to.equal(
        "test.c:3:5: error: pointer type mismatch ('double *' and 'int *')",
      );
    });
  });

  describe('members', () => {
    it('resolves . and -> to fields with their types and value category', () => {
      const decls = 'struct P { int x; double y[3]; }; struct P s; struct P *p;';
      const dot = exprOf(decls, 's.y[1]');
      expect(typeToString(dot.type)).to.equal('double');
      const arrow = exprOf(decls, 'p->x');
      expect(arrow.kind === 'member' && arrow.field.name).to.equal('x');
      expect(arrow.category).to.equal('lvalue');
      expect(errorIn(decls, 's.z;')).to.equal("test.c:3:4: error: no member named 'z' in 'struct P'");
      expect(errorIn(decls, 's->x;')).to.equal("test.c:3:4: error: member reference type 'struct P' is not a pointer to a struct");
    });
  });
});
