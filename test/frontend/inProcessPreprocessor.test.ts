// The in-process preprocessor (src/frontend/cpp/) against the system cpp: every C file of the repository gives
// gcc's tokens on gcc's lines or falls back, PolyBench never falls back, and focused snippets cover the corners of
// macro expansion, #if arithmetic, includes and line placement.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { firstDifference } from '../../src/frontend/cpp/compareOutputs.js';
import { configurationKey, learnConfigurationSync } from '../../src/frontend/cpp/configuration.js';
import { preprocessInProcess, type InProcessResult } from '../../src/frontend/cpp/preprocessor.js';
import { findPreprocessor } from '../../src/frontend/preprocess.js';
import { repoRoot } from './helpers.js';

const hasGcc12Cpp = (): boolean => /\b12\.\d+\.\d+/.test(spawnSync('cpp', ['--version'], { encoding: 'utf8' }).stdout ?? '');

/** Both preprocessors on `file` (run from `cwd`) with `args`: the in-process result and the system's output. */
function both(file: string, args: readonly string[], cwd: string): { ours: InProcessResult; system: string; status: number | null } {
  const all = ['-std=gnu17', ...args];
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    const key = configurationKey(['cpp'], all)!;
    const config = learnConfigurationSync(key, ['cpp'], all, all.filter((_, k) => all[k - 1] === '-I'));
    const ours = preprocessInProcess(file, config);
    const r = spawnSync('cpp', [...all, file], { encoding: 'latin1' });
    return { ours, system: r.stdout, status: r.status };
  } finally {
    process.chdir(previous);
  }
}

/** Equivalent to cpp's output or a fallback; returns the fallback reason, if any. */
function equivalentOrFallBack(file: string, args: readonly string[], cwd = repoRoot): string | undefined {
  return compared(file, args, cwd).fallback;
}

/** Equivalent to cpp's output or a fallback: the fallback reason, if any, and whether cpp accepts the file. */
function compared(file: string, args: readonly string[], cwd = repoRoot): { fallback?: string; cppAccepts: boolean } {
  const { ours, system, status } = both(file, args, cwd);
  if ('fallback' in ours) return { fallback: ours.fallback, cppAccepts: status === 0 };
  expect(status, `cpp fails on ${file} but the in-process preprocessor does not`).to.equal(0);
  const difference = firstDifference(system, ours.text);
  expect(difference, `${file} ${args.join(' ')}`).to.equal(undefined);
  return { cppAccepts: true };
}

function cFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? cFiles(p) : p.endsWith('.c') ? [p] : [];
  });
}

describe('in-process C preprocessor', function () {
  let dir: string;
  before(function () {
    if (!findPreprocessor() || !hasGcc12Cpp()) {
      console.log('    (skipped: no gcc 12 cpp to compare with)');
      this.skip();
    }
    dir = mkdtempSync(join(tmpdir(), 'polyts-inproc-'));
  });
  after(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Writes `files` (name -> text) under a fresh directory and compares main.c there; returns the fallback reason. */
  let cases = 0;
  const snippet = (files: Record<string, string>, args: readonly string[] = []): string | undefined => {
    const root = join(dir, `case${cases++}`);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return equivalentOrFallBack('main.c', args, root);
  };
  const same = (files: Record<string, string>, args: readonly string[] = []): void => {
    expect(snippet(files, args)).to.equal(undefined);
  };
  const fallsBack = (files: Record<string, string>, reason: RegExp): void => {
    expect(snippet(files)).to.match(reason);
  };

  it('gives every PolyBench kernel as cpp does, at -O0, -O3 and with -fopenmp, never falling back', function () {
    this.timeout(300000);
    const kernels = cFiles(join(repoRoot, 'polybench')).filter((f) => !f.includes('utilities'));
    expect(kernels.length).to.equal(30);
    for (const args of [['-O0'], ['-O3'], ['-O3', '-fopenmp']]) {
      for (const k of kernels) expect(equivalentOrFallBack(relative(repoRoot, k), ['-I', 'polybench/utilities', ...args]), k).to.equal(undefined);
    }
  });

  it('gives every C file under test/ as cpp does or falls back', function () {
    this.timeout(300000);
    const files = cFiles(join(repoRoot, 'test'));
    const fallbacks: string[] = [];
    let cppAccepted = 0;
    for (const args of [['-O0'], ['-O3', '-fopenmp']]) {
      for (const f of files) {
        const { fallback, cppAccepts } = compared(relative(repoRoot, f), ['-I', 'test/frontend/inputs/include', ...args]);
        if (!fallback) continue;
        // Files that are errors for cpp too (a header this machine lacks, #error) are not counted.
        if (cppAccepts) cppAccepted++;
        fallbacks.push(`${relative(repoRoot, f)}: ${fallback}${cppAccepts ? ' (cpp accepts it)' : ''}`);
      }
    }
    console.log(`      ${files.length * 2} runs, ${fallbacks.length} fell back:\n${fallbacks.map((f) => `        ${f}`).join('\n')}`);
    expect(cppAccepted).to.be.lessThan(files.length / 20);
  });

  it("expands C17 6.10.3.5's examples 3, 4, 5 and 7 as gcc does", () => {
    same({
      'main.c': `#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
`,
    });
    same({
      'main.c': `#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \\
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\\0d", "abc", '\\4') // this goes away
 == 0) str(: @\\n), s);
xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
`,
    });
    same({
      'main.c': `#define t2(x,y,z) x ## y ## z
int j[] = { t2(1,2,3), t2(,4,5), t2(6,,7), t2(8,9,),
 t2(10,,), t2(,11,), t2(,,12), t2(,,) };
`,
    });
    same({
      'main.c': `#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \\
 a /* other stuff on this line
 */ )
#define debug2(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\\
 printf(__VA_ARGS__))
debug2("Flag");
debug2("X = %d\\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
`,
    });
  });

  it('stringizes strings and characters with escapes and spaces as gcc does', () => {
    same({ 'main.c': `#define s(x) #x\n#define xs(x) s(x)\ns("a\\"b\\\\" '\\'' 'x'  +   y\t z);\ns( a /* c */ b );\ns();\nxs(__LINE__ "q");\ns(L"w" u8"v");\n` });
  });

  it('pastes tokens, and suppresses recursion by hide sets', () => {
    same({ 'main.c': `#define cat(a, b) a ## b\n#define xcat(a, b) cat(a, b)\ncat(x, y) cat(1, e+) cat(+, =) cat(<<, =) xcat(xcat(1, 2), 3)\n#define f(a) a*g\n#define g(a) f(a)\nf(2)(9);\n#define AA BB\n#define BB AA\nAA BB;\n#define e e + 1\ne;\n` });
  });

  it('places an expansion on the line of its macro name, also for invocations across lines', () => {
    same({
      'main.c': `#define f(x) [x]\n#define o 7\nint a = f(\n1\n);b\nint c = f(1\n)x y;\nint d = f(1\n) x y;\nint e = o;\nint g = f(\n1)f(2\n)h;\nf\n(3) f\nz;\n#define L __LINE__\nint l = f(L\n) + __LINE__ + f(\n__LINE__);\n`,
    });
  });

  it('expands __VA_OPT__, GNU named variadics and GNU comma elision', () => {
    same({
      'main.c': `#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)\nF(1) F(1,) F(1, 2, 3)\n#define E\n#define G(...) g(0 __VA_OPT__(, __VA_ARGS__))\nG() G(E) G(x)\n#define e(fmt, args...) p(fmt , ## args)\ne(x) e(x,) e(x, y, z)\n#define h(fmt, ...) q(fmt, ##__VA_ARGS__)\nh(1) h(1, 2)\n`,
    });
  });

  it('evaluates #if as gcc does: defined from macros, unsigned arithmetic, shifts, character constants', () => {
    same({
      'main.c': `#define D defined(X) || defined Y
#define Y
#if D
d1
#endif
#if -1 > 0u
unsigned1
#endif
#if (1 << 63) < 0 && (-1 >> 70) == -1 && (1u << 64) == 0 && (-8 >> 1) == -4 && (1 << -1) == 0
shifts
#endif
#if 'a' == 97 && '\\377' < 0 && 'ab' == 24930 && '\\n' == 10 && L'x' == 120
chars
#endif
#if 0x7fffffffffffffff + 0 > 0 && 18446744073709551615u == -1 && (0 ? 1u : -1) > 0 && (2, 3) == 3
wide
#endif
#if 0 && (1 / 0)
never
#elif 1 || (1 % 0)
short_circuit
#endif
#ifdef __FILE__
file_defined
#endif
#if __has_include("main.c") && !__has_include(<no_such_header_here.h>) && __has_include(<stdio.h>)
has_include
#endif
#if 0
#elifdef Y
elifdef
#endif
#if 1 || __has_builtin(__builtin_expect)
decided
#endif
`,
    });
  });

  it('follows #include_next, include guards, #pragma once and the line markers around headers', () => {
    same({
      'main.c': `#include "a.h"\n#include "a.h"\n#include "once.h"\n#include "once.h"\n#include <limits.h>\n#include "sub/b.h"\nint end = A + B + ONCE;\n`,
      'a.h': `#ifndef A_H\n#define A_H\n#define A 1\nint a;\n#endif\n`,
      'once.h': `#pragma once\n#define ONCE 2\nint once;\n`,
      'sub/b.h': `#include "c.h"\n#define B C\n`,
      'sub/c.h': `#define C 3\nint c = __INCLUDE_LEVEL__;\nconst char *f = __FILE__, *g = __FILE_NAME__, *h = __BASE_FILE__;\n`,
    });
    same({ 'main.c': `#include <stdint.h>\n#include "inc/stdint.h"\nint x = NEXT;\n`, 'inc/stdint.h': `#include_next <stdint.h>\n#define NEXT INT8_MAX\n` }, ['-I', 'inc']);
    same({ 'main.c': `#include <sys.h>\nint y = S;\n`, 'sysdir/sys.h': `#define S 3\nint s;\n` }, ['-isystem', 'sysdir']);
  });

  it('replays the headers a main file includes first only while every path they looked up is unchanged', () => {
    // One directory, one configuration: the later files replay what the earlier ones recorded.
    const root = join(dir, 'replay');
    const write = (name: string, text: string): void => {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeFileSync(join(root, name), text);
    };
    const args = ['-I', 'inc2', '-I', 'inc1'];
    const same = (file: string): void => {
      expect(equivalentOrFallBack(file, args, root), file).to.equal(undefined);
    };
    write('first.c', '#include <stdio.h>\n#include "lib.h"\n#include "base.h"\nint x = LIB + SHADOW;\n');
    write('second.c', '/* another file */\n#include <stdio.h>\n\n#include "lib.h"\n#include "base.h"\n#undef SHADOW\n#define SHADOW 9\nint y = LIB * SHADOW;\n');
    write('third.c', '#define LIB_FIRST 1\n#include "lib.h"\nint z = LIB;\n');
    write('lib.h', '#include <shadow.h>\n#ifndef LIB_FIRST\n#define LIB 1\n#else\n#define LIB 2\n#endif\n');
    write('base.h', 'const char *base = __BASE_FILE__; int counter = __COUNTER__;\n');
    write('inc1/shadow.h', '#ifndef SHADOW\n#define SHADOW 1\n#endif\nint shadow1;\n');
    for (const f of ['first.c', 'second.c', 'third.c', 'first.c']) same(f);
    write('lib.h', '#include <shadow.h>\n#define LIB 42 /* edited */\n');
    for (const f of ['second.c', 'first.c']) same(f);
    // A header now found earlier on the search path than the one recorded.
    write('inc2/shadow.h', '#define SHADOW 2\nint shadow2;\n');
    for (const f of ['first.c', 'second.c']) same(f);
    rmSync(join(root, 'inc2/shadow.h'));
    for (const f of ['second.c', 'first.c', 'third.c']) same(f);
  });

  it('passes #pragma lines through, keeps long blank runs and #line', () => {
    same({
      'main.c': `int a;\n#pragma scop\nint b;\n#pragma endscop\n#pragma GCC diagnostic push\n${'\n'.repeat(20)}int c;\n#line 100 "other.c"\nint d = __LINE__;\nconst char *e = __FILE__;\n#line 7\nint f = __LINE__;\n#ident "x"\n`,
    });
  });

  it('puts system macros in user code on system lines, as gcc marks them', () => {
    same({ 'main.c': `#include <stddef.h>\n#include <stdio.h>\nvoid *p = NULL;\nint e = EOF\n;\nint c = __COUNTER__ + __COUNTER__;\n` });
  });

  it('falls back on what it is not certain of', () => {
    fallsBack({ 'main.c': '#error no\n' }, /#error/);
    fallsBack({ 'main.c': '#include "missing.h"\n' }, /missing\.h/);
    fallsBack({ 'main.c': '#if __has_builtin(__builtin_expect)\n#endif\n' }, /__has_attribute\/__has_builtin/);
    fallsBack({ 'main.c': '#define A 1\n#define A 2\n' }, /redefined/);
    fallsBack({ 'main.c': '#if 1 / 0\n#endif\n' }, /division by zero/);
    fallsBack({ 'main.c': '#define c(a, b) a ## b\nc(+, -)\n' }, /pasting/);
    fallsBack({ 'main.c': '_Pragma("once") int x;\n' }, /_Pragma/);
    fallsBack({ 'main.c': '#pragma GCC poison x\n' }, /poison/);
    fallsBack({ 'main.c': 'const char *d = __DATE__;\n' }, /__DATE__/);
    fallsBack({ 'main.c': '#define f(x) x\nf(1,\n' }, /unterminated|end of a file/);
  });
});
