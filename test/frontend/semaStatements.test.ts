// Semantic analysis of statements: conditions as _Bool, loop control placement, returns, and the
// `#pragma scop` regions; plus the canonical counted-loop recognition used for scf.for.

import { expect } from 'chai';
import type { ForStmt, Stmt } from '../../src/frontend/ast.js';
import { forEachStmt } from '../../src/frontend/astWalk.js';
import { exprToString } from '../../src/frontend/printC.js';
import { check, dumpOf, errorOf, fn } from './helpers.js';

function bodyOf(source: string, name = 'f'): Stmt[] {
  return fn(check(source), name).body!.body;
}

/** Every for loop of `f(int n, int m, double *A)` wrapped around `body`, in source order. */
function loops(decls: string, body: string): ForStmt[] {
  const found: ForStmt[] = [];
  const f = fn(check(`${decls}\nvoid f(int n, int m, double *A) {\n${body}\n}`), 'f');
  forEachStmt(f.body!, (s) => {
    if (s.kind === 'for') found.push(s);
  });
  return found;
}

function counted(decls: string, body: string): string | undefined {
  const c = loops(decls, body)[0]!.counted;
  return c && `${c.iv.name} from ${exprToString(c.start)} while ${c.comparison} ${exprToString(c.bound)} step ${c.step}`;
}

describe('frontend sema: statements', () => {
  describe('conditions and loops', () => {
    it('converts every condition to _Bool', () => {
      const dump = dumpOf('void f(double d, int *p) { if (d) ; while (p) ; do ; while (1); for (; d;) ; }', 'f');
      expect(dump.match(/ImplicitCast toBool '_Bool'/g)).to.have.length(4);
    });

    it('rejects a non-scalar condition', () => {
      expect(errorOf('struct S { int a; };\nvoid f(struct S s) { if (s) ; }')).to.equal(
        "test.c:2:26: error: statement requires an expression of scalar type ('struct S' invalid)",
      );
    });

    it('accepts break and continue in loops only', () => {
      expect(bodyOf('void f(int n) { while (n) { if (n > 3) break; n--; continue; } }')).to.have.length(1);
      expect(errorOf('void f(int n) {\n  if (n) continue;\n}')).to.equal("test.c:2:10: error: 'continue' statement not in loop statement");
    });

    it('allows a for loop without clauses and rejects static declarations in its init clause', () => {
      const [loop] = bodyOf('void f(void) { for (;;) break; }');
      expect(loop).to.deep.include({ kind: 'for', init: undefined, cond: undefined, step: undefined });
      expect(errorOf('void f(void) { for (static int i = 0; i < 2; i++) ; }')).to.equal(
        "test.c:1:21: error: declaration of non-local variable in 'for' loop",
      );
    });
  });

  describe('returns', () => {
    it('converts the returned value to the result type', () => {
      const [ret] = bodyOf('double f(int i) { return i; }');
      expect(ret!.kind === 'return' && ret!.value!.kind === 'cast' && ret!.value!.castKind).to.equal('integralToFloating');
    });

    it('checks return values against the function type', () => {
      expect(errorOf('void f(void) { return 1; }')).to.equal("test.c:1:16: error: void function 'f' should not return a value");
      expect(errorOf('int f(void) { return; }')).to.equal("test.c:1:15: error: non-void function 'f' should return a value");
      expect(errorOf('int *f(double *p) { return p; }')).to.equal(
        "test.c:1:28: error: incompatible pointer types returning from a function with result type 'int *' from 'double *'",
      );
    });
  });

  describe('scop regions', () => {
    it('groups the statements between the pragmas into one scop statement', () => {
      const body = bodyOf('void f(int n, double *a) {\n  int i;\n#pragma scop\n  for (i = 0; i < n; i++) a[i] = 0;\n  a[0] = 1;\n#pragma endscop\n  a[1] = 2;\n}');
      expect(body.map((s) => s.kind)).to.deep.equal(['decl', 'scop', 'expr']);
      const scop = body[1]!;
      expect(scop.kind === 'scop' && scop.body.map((s) => s.kind)).to.deep.equal(['for', 'expr']);
      expect(scop.loc).to.deep.equal({ file: 'test.c', line: 3, col: 1 });
      expect(scop.kind === 'scop' && scop.endLoc).to.deep.equal({ file: 'test.c', line: 6, col: 1 });
    });

    it('keeps declarations inside a region visible after it', () => {
      const body = bodyOf('int f(void) {\n#pragma scop\n  int t = 1;\n#pragma endscop\n  return t;\n}');
      expect(body.map((s) => s.kind)).to.deep.equal(['scop', 'return']);
    });

    it('rejects unmatched, nested and file-scope scop pragmas', () => {
      expect(errorOf('void f(void) {\n#pragma endscop\n}')).to.equal("test.c:2:1: error: '#pragma endscop' without a '#pragma scop' in the same block");
      // Every misplaced pragma is reported, not only the first.
      expect(errorOf('void f(void) {\n#pragma scop\n  {\n#pragma endscop\n  }\n}')).to.equal(
        "test.c:4:1: error: '#pragma endscop' without a '#pragma scop' in the same block\n" +
          "test.c:2:1: error: '#pragma scop' without a '#pragma endscop' in the same block",
      );
      expect(errorOf('void f(void) {\n#pragma scop\n  {\n#pragma scop\n#pragma endscop\n  }\n#pragma endscop\n}').split('\n')[0]).to.equal(
        "test.c:4:1: error: '#pragma scop' inside another scop region",
      );
      expect(errorOf('#pragma scop\nint x;')).to.equal("test.c:1:1: error: '#pragma scop' outside a function body");
    });
  });

  describe('counted loops', () => {
    const decls = 'int g(int);';

    it('recognizes increasing and decreasing loops with constant steps', () => {
      expect(counted(decls, 'int i; for (i = 0; i < n; i++) A[i] = 0;')).to.equal('i from 0 while < n step 1');
      expect(counted(decls, 'for (int i = 1; i <= n - 1; ++i) A[i] = 0;')).to.equal('i from 1 while <= n - 1 step 1');
      expect(counted(decls, 'int i; for (i = n - 1; i >= 0; i--) A[i] = 0;')).to.equal('i from n - 1 while >= 0 step -1');
      expect(counted(decls, 'int i; for (i = 0; n > i; i += 4) A[i] = 0;')).to.equal('i from 0 while < n step 4');
      expect(counted(decls, 'int i; for (i = 10; i > 0; i = i - 2) A[i] = 0;')).to.equal('i from 10 while > 0 step -2');
    });

    it('allows continue and inner loops with their own break', () => {
      expect(counted(decls, 'int i, j; for (i = 0; i < n; i++) { if (i == 3) continue; for (j = 0; j < 9; j++) if (j == i) break; }')).to.equal(
        'i from 0 while < n step 1',
      );
    });

    it('rejects loops whose trip count is not fixed on entry', () => {
      const cases = [
        'int i; for (i = 0; i < n; i++) i += 2;',
        'int i; for (i = 0; i < n; i++) n--;',
        'int i; for (i = 0; i < n; i++) if (A[i] > 0) break;',
        'int i; for (i = 0; i < n; i++) return;',
        'int i; for (i = 0; i < n; i += m) ;',
        'int i; for (i = 0; i != n; i++) ;',
        'int i; for (i = 0; i < n; i--) ;',
        'int i; for (i = 0; i < g(n); i++) ;',
        'int i; for (i = 0; i < A[0]; i++) ;',
        'int i; int *p = &i; for (i = 0; i < 4; i++) ;',
        'unsigned u; for (u = 0; u < 4u; u++) ;',
        'int i; for (i = 0; i < i + 4; i++) ;',
      ];
      for (const body of cases) expect(counted(decls, body), body).to.equal(undefined);
    });

    it('accepts a bound read from a local that the body does not change', () => {
      expect(counted('', 'int k = 5, i; double s = 0; for (i = 0; i < k * 2; i++) s += i;')).to.equal('i from 0 while < k * 2 step 1');
    });

    it('accepts a bound read from a global that nothing in the function can write (read once at the entry)', () => {
      expect(counted('int limit;', 'int i; for (i = 0; i < limit; i++) ;')).to.equal('i from 0 while < limit step 1');
      expect(counted('static int limit; double sqrt(double);', 'int i; double s = 0; for (i = 0; i < limit; i++) s += sqrt(s);')).to.equal('i from 0 while < limit step 1');
    });

    it('rejects a bound read from a global that the function writes or a call in it could write', () => {
      expect(counted('int limit; void g(void);', 'int i; for (i = 0; i < limit; i++) g();')).to.equal(undefined);
      expect(counted('int limit;', 'int i; for (i = 0; i < limit; i++) ; limit = 0;')).to.equal(undefined);
      expect(counted('volatile int limit;', 'int i; for (i = 0; i < limit; i++) ;')).to.equal(undefined);
    });
  });
});
