// The polyts-cc command line: MLIR and C output, -I/-D/-U, -o only on success, one-line errors with exit 1.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetExceeded, budgetKernel, lastBudgetTooSmall } from '../tools/budgetEdge.js';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '../../../bin/polyts-cc');
const pkg = JSON.parse(readFileSync(resolve(here, '../../../package.json'), 'utf8')) as { version: string; bin: Record<string, string> };

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const program = `#include "defs.h"
int scale(int x) {
#ifdef TWICE
  return x * FACTOR * 2;
#else
  return x * FACTOR;
#endif
}
`;

describe('polyts-cc', () => {
  let dir: string;
  let src: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'polyts-cc-'));
    src = join(dir, 'p.c');
    writeFileSync(src, program);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is listed in package.json bin', () => {
    expect(pkg.bin['polyts-cc']).to.equal('bin/polyts-cc');
  });

  it('writes MLIR with -S, using -I and -D like cc', () => {
    const inc = mkdtempSync(join(dir, 'inc-'));
    writeFileSync(join(inc, 'defs.h'), '#define FACTOR 3\n');
    const r = run([src, '-S', '-I', inc, '-DTWICE']);
    expect(r.code, r.stderr).to.equal(0);
    expect(r.stdout).to.match(/func\.func @scale\(%arg0: i32\) -> i32/);
    expect(r.stdout).to.contain('arith.constant 3 : i32');
    expect(r.stdout).to.contain('arith.constant 2 : i32');
    // The attached forms and -U undo the definition.
    const u = run([src, '-S', `-I${inc}`, '-DTWICE', '-UTWICE']);
    expect(u.code, u.stderr).to.equal(0);
    expect(u.stdout).to.not.contain('arith.constant 2 : i32');
  });

  it('compiles several files in one process with -S, each to <name>.polyts.c as it would alone', () => {
    const inc = mkdtempSync(join(dir, 'inc-'));
    writeFileSync(join(inc, 'defs.h'), '#define FACTOR 3\n');
    const other = join(dir, 'q.c');
    writeFileSync(other, 'int twice(int x) { return 2 * x; }\n');
    const out = mkdtempSync(join(dir, 'batch-'));
    const r = spawnSync(cli, [src, other, '-O3', '-S', '--emit=c', '-I', inc], { encoding: 'utf8', cwd: out });
    expect(r.status, r.stderr).to.equal(0);
    for (const [file, name] of [[src, 'p'], [other, 'q']] as const) {
      const alone = run([file, '-O3', '-S', '--emit=c', '-I', inc]);
      expect(readFileSync(join(out, `${name}.polyts.c`), 'utf8')).to.equal(alone.stdout);
    }
  });

  it('schedules each file of a batch as alone, also at the edge of its work budget (no answers kept from the files before)', () => {
    // Two copies of one kernel. Alone, each needs the same solver work; after the first in one process, answers kept
    // from it would let the second be scheduled within a budget it cannot meet alone.
    const [a, b] = ['a', 'b'].map((n) => join(dir, `budget-${n}.c`));
    for (const f of [a, b]) writeFileSync(f, budgetKernel);
    const pipeline = (budget: number) => `--pass-pipeline=func.func(mem2reg,raise-affine),canonicalize,cse,form-statements,schedule{work-budget=${budget}}`;
    const lo = lastBudgetTooSmall((budget) => {
      const r = run([b, '-S', pipeline(budget)]);
      expect(r.code, r.stderr).to.equal(0);
      return !budgetExceeded.test(r.stderr);
    });
    const alone = run([b, '-S', pipeline(lo)]);
    expect(alone.stderr).to.match(budgetExceeded);
    expect(alone.stdout).to.not.contain('scop.schedule');
    const out = mkdtempSync(join(dir, 'batch-'));
    const r = spawnSync(cli, [a, b, '-S', pipeline(lo)], { encoding: 'utf8', cwd: out });
    expect(r.status, r.stderr).to.equal(0);
    expect(readFileSync(join(out, 'budget-b.mlir'), 'utf8')).to.equal(alone.stdout);
    expect(r.stderr.split('\n').filter((l) => budgetExceeded.test(l))).to.have.length(2);
  });

  it('learns the preprocessor configuration for in-process preprocessing only when more files follow', function () {
    const real = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
    if (!real('cpp') || !real('gcc')) this.skip();
    // cpp and gcc first in PATH, logging each run's arguments, then the system's.
    const bin = mkdtempSync(join(dir, 'bin-'));
    const log = join(bin, 'runs.log');
    for (const tool of ['cpp', 'gcc']) {
      writeFileSync(join(bin, tool), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real(tool)}' "$@"\n`);
      chmodSync(join(bin, tool), 0o755);
    }
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, POLYTS_SERVER: '0' };
    const files = ['one', 'two'].map((n) => join(dir, `learn-${n}.c`));
    files.forEach((f, i) => writeFileSync(f, `int f${i}(int x) { return x + ${i}; }\n`));
    const out = mkdtempSync(join(dir, 'learn-'));
    const runs = (): string[] => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);
    const learning = (): number => runs().filter((r) => r.includes('-dM')).length;
    // The learning run is in the background: the command may have ended before it logged.
    const learningRuns = (): number => {
      for (let waited = 0; learning() === 0 && waited < 5000; waited += 50) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      return learning();
    };
    // One file in a command of its own: the one run of cpp preprocesses it; learning would be wasted.
    const one = spawnSync(cli, [files[0]!, '-S', '-o', join(out, 'one.mlir')], { encoding: 'utf8', env });
    expect(one.status, one.stderr).to.equal(0);
    expect(runs()).to.have.length(1);
    expect(learning()).to.equal(0);
    // Two files: the first run also starts learning (in the background, so the second may be preprocessed in-process).
    const two = spawnSync(cli, [...files, '-S'], { encoding: 'utf8', env, cwd: out });
    expect(two.status, two.stderr).to.equal(0);
    expect(learningRuns()).to.equal(1);
    expect(readFileSync(join(out, 'learn-one.mlir'), 'utf8')).to.equal(readFileSync(join(out, 'one.mlir'), 'utf8'));
    // Building (the system compiler preprocesses): the same for one file and for two.
    rmSync(log);
    const build = (args: string[]) => spawnSync(cli, ['--cc=gcc', '-c', ...args], { encoding: 'utf8', env, cwd: out });
    const single = build([files[0]!, '-o', 'one.o']);
    expect(single.status, single.stderr).to.equal(0);
    expect(runs().filter((r) => r.startsWith('-E'))).to.have.length(1);
    expect(learning()).to.equal(0);
    const both = build(files);
    expect(both.status, both.stderr).to.equal(0);
    expect(learningRuns()).to.equal(1);
  });

  it('preprocesses the next files of a batch while it compiles one, and stops at the first file that fails', () => {
    const inc = mkdtempSync(join(dir, 'inc-'));
    writeFileSync(join(inc, 'defs.h'), '#define FACTOR 3\n');
    const files = ['a', 'b', 'c', 'd', 'e'].map((n) => join(dir, `${n}.c`));
    files.forEach((f, i) => writeFileSync(f, `#include "defs.h"\nint f${i}(int x) { return x * FACTOR + ${i}; }\n`));
    const bad = join(dir, 'missing.c');
    writeFileSync(bad, '#include "nowhere.h"\nint g(void) { return 0; }\n');
    const out = mkdtempSync(join(dir, 'batch-'));
    // The background runs' outputs go to a directory under TMPDIR, removed when the batch ends (also on an error).
    const tmp = mkdtempSync(join(dir, 'tmp-'));
    const env = { ...process.env, TMPDIR: tmp };
    const ok = spawnSync(cli, [...files, '-O3', '-S', '--emit=c', '-I', inc], { encoding: 'utf8', cwd: out, env });
    expect(ok.status, ok.stderr).to.equal(0);
    files.forEach((f, i) => expect(readFileSync(join(out, `${'abcde'[i]}.polyts.c`), 'utf8')).to.equal(run([f, '-O3', '-S', '--emit=c', '-I', inc]).stdout));
    expect(readdirSync(tmp)).to.deep.equal([]);
    const failed = mkdtempSync(join(dir, 'batch-'));
    // (MLIR: C output would keep the file as written, with a remark.)
    const r = spawnSync(cli, [files[0]!, files[1]!, bad, files[2]!, files[3]!, '-S', '-I', inc], { encoding: 'utf8', cwd: failed, env });
    expect(r.status).to.equal(1);
    expect(r.stderr).to.equal(`${bad}:1:10: error: nowhere.h: No such file or directory\n`);
    expect(readdirSync(failed).sort()).to.deep.equal(['a.mlir', 'b.mlir']);
    expect(readdirSync(tmp)).to.deep.equal([]);
  });

  it('writes C with --emit=c, and -o only on success', () => {
    const inc = mkdtempSync(join(dir, 'inc-'));
    writeFileSync(join(inc, 'defs.h'), '#define FACTOR 3\n');
    const out = join(dir, 'out.c');
    const r = run([src, '-S', '--emit=c', '-I', inc, '-o', out]);
    expect(r.code, r.stderr).to.equal(0);
    // The program's own text, with the body of the translated function replaced (the directives in it kept).
    const text = readFileSync(out, 'utf8');
    expect(text).to.match(/^#include "defs.h"\nint scale\(int x\) \{\n  return x \* 3;\n\}\n#ifdef TWICE\n#else\n#endif\n#line 8 ".*p\.c"\n\n$/);
    // MLIR from a file polyts cannot translate: an error, and no output file.
    const bad = join(dir, 'bad.c');
    writeFileSync(bad, 'int f(void) { return y; }\n');
    const out2 = join(dir, 'never.mlir');
    const e = run([bad, '-S', '--emit=mlir', '-o', out2]);
    expect(e.code).to.equal(1);
    expect(existsSync(out2)).to.equal(false);
    // C from it: the function is kept as written (the C compiler will say what is wrong with it), with a remark.
    const out3 = join(dir, 'kept.c');
    const k = run([bad, '-S', '--emit=c', '-o', out3]);
    expect(k.code).to.equal(0);
    expect(k.stderr).to.equal(`${bad}:1:22: remark: polyts-cc: 'f' kept as written: use of undeclared identifier 'y'\n`);
    expect(readFileSync(out3, 'utf8')).to.equal('int f(void) { return y; }\n');
  });

  it('reports bad C as one file:line:col: error: line and exit 1', () => {
    const bad = join(dir, 'bad.c');
    writeFileSync(bad, 'int f(void) {\n  return y;\n}\n');
    const r = run([bad, '-S']);
    expect(r.code).to.equal(1);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.equal(`${bad}:2:10: error: use of undeclared identifier 'y'\n`);
  });

  it('reports unsupported C with its location', () => {
    const bad = join(dir, 'member.c');
    writeFileSync(bad, 'union u { int a; float f; };\nint f(union u *p) {\n  return p->a;\n}\n');
    const r = run([bad, '-S']);
    expect(r.code).to.equal(1);
    expect(r.stderr).to.equal(`${bad}:3:11: error: unsupported C construct: union member access\n`);
  });

  it('rejects bad command lines with one error line', () => {
    for (const args of [[src, '--emit=c'], [src, '-S', '--emit=llvm'], [src, '-S', '--bogus'], [src, src, '-S', '-o', 'x'], ['-S'], [join(dir, 'missing.c'), '-S']]) {
      const r = run(args);
      expect(r.code, args.join(' ')).to.equal(1);
      expect(r.stderr.trimEnd().split('\n'), args.join(' ')).to.have.length(1);
      expect(r.stderr).to.match(/error: /);
      expect(r.stderr).to.not.match(/\n\s+at /);
    }
  });

  it('writes affine MLIR with --emit=affine (after mem2reg and raise-affine)', () => {
    const file = join(dir, 'loop.c');
    writeFileSync(file, 'void f(int n, double *A) {\n  double s = 0.0;\n  for (int i = 0; i < n; i++) {\n    s += A[i];\n    A[i] = s;\n  }\n}\n');
    const r = run([file, '-S', '--emit=affine']);
    expect(r.code, r.stderr).to.equal(0);
    expect(r.stdout).to.match(/affine\.for %arg\d+ = 0 to %\d+ iter_args\(/);
    expect(r.stdout).to.contain('affine.load');
    expect(r.stdout).to.not.contain('memref.alloca');
    expect(r.stdout).to.not.contain('scf.for');
  });

  describe('--pass-pipeline', () => {
    let file: string;
    before(() => {
      file = join(dir, 'pp.c');
      writeFileSync(file, 'void f(int n, double *A) {\n  for (int i = 1; i < n; i++)\n    A[i] = A[i - 1] * 0.5;\n}\n');
    });

    it('runs the given pipeline instead of the default passes', () => {
      // mem2reg alone: the loop stays scf.for, the iterator's slot is gone.
      const r = run([file, '-S', '--emit=mlir', '--pass-pipeline=builtin.module(func.func(mem2reg))']);
      expect(r.code, r.stderr).to.equal(0);
      expect(r.stdout).to.contain('scf.for');
      expect(r.stdout).to.not.contain('affine.for');
      expect(r.stdout).to.not.contain('memref.alloca');
      // An empty pipeline: the frontend's MLIR as it is, then C.
      const c = run([file, '-S', '--emit=c', '--pass-pipeline=builtin.module()']);
      expect(c.code, c.stderr).to.equal(0);
      expect(c.stdout).to.match(/for \(/);
    });

    it('keeps the signatures callers use when writing C after the given pipeline', () => {
      // The file's C with the translated bodies spliced in, as without --pass-pipeline: no memref descriptor
      // arguments, which a caller compiled separately would not pass.
      const r = run([file, '-S', '--emit=c', '--pass-pipeline=func.func(mem2reg,raise-affine),canonicalize']);
      expect(r.code, r.stderr).to.equal(0);
      expect(r.stdout).to.contain('void f(int n, double *A) {');
      expect(r.stdout).to.contain('A[i] = A[i - 1] * 0.5;');
    });

    it('reports a bad pipeline with --emit=c too, writing nothing', () => {
      const out = join(dir, 'never-written.c');
      const r = run([file, '-S', '--emit=c', '-o', out, '--pass-pipeline=builtin.module(func.func(mem2reg,nope))']);
      expect(r.code).to.equal(1);
      expect(r.stderr).to.match(/^<pass-pipeline>:1:34: error: 'nope' does not refer to a registered pass/);
      expect(existsSync(out)).to.equal(false);
    });

    it('reports a bad pipeline at its column, exit 1', () => {
      const r = run([file, '-S', '--pass-pipeline=builtin.module(func.func(mem2reg,nope))']);
      expect(r.code).to.equal(1);
      expect(r.stderr).to.match(/^<pass-pipeline>:1:34: error: 'nope' does not refer to a registered pass/);
    });

    it('knows test-only passes only under POLYTS_TEST_PASSES=1', () => {
      const args = [file, '-S', '--emit=mlir', '--pass-pipeline=builtin.module(func.func(mem2reg,raise-affine),func.func(test-reverse-inner-loops))'];
      expect(run(args).code).to.equal(1);
      const r = spawnSync(cli, args, { encoding: 'utf8', env: { ...process.env, POLYTS_TEST_PASSES: '1' } });
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.contain('affine.apply');
    });
  });

  it('builds like cc: translated objects link with others, and the exit status is the compiler\'s', () => {
    const lib = join(dir, 'lib.c');
    writeFileSync(lib, 'void twice(int n, double *a) {\n  for (int i = 0; i < n; i++)\n    a[i] = 2 * a[i];\n}\n');
    const main = join(dir, 'main.c');
    writeFileSync(main, '#include <stdio.h>\nvoid twice(int n, double *a);\nint main(void) {\n  double a[3] = {1, 2, 3};\n  twice(3, a);\n  printf("%g %g %g\\n", a[0], a[1], a[2]);\n  return 0;\n}\n');
    const obj = join(dir, 'lib.o');
    const exe = join(dir, 'prog');
    expect(run(['-O2', '-c', lib, '-o', obj]).code).to.equal(0);
    const linked = run([main, obj, '-o', exe]);
    expect(linked.code, linked.stderr).to.equal(0);
    expect(spawnSync(exe, { encoding: 'utf8' }).stdout).to.equal('2 4 6\n');
    // Several C files in one invocation, compiled and linked.
    const both = run(['-O1', main, lib, '-o', `${exe}2`]);
    expect(both.code, both.stderr).to.equal(0);
    expect(spawnSync(`${exe}2`, { encoding: 'utf8' }).stdout).to.equal('2 4 6\n');
    // A file the compiler rejects: its diagnostics and its failure.
    const broken = join(dir, 'broken.c');
    writeFileSync(broken, 'int f(void) { return undeclared; }\n');
    const failed = run(['-c', broken, '-o', join(dir, 'broken.o')]);
    expect(failed.code).to.equal(1);
    expect(failed.stderr).to.match(/broken\.c:1:22: error: .undeclared. undeclared/);
  });

  it('builds the file as written when the compiler refuses the translated C', () => {
    // A compiler that refuses the translated file (it stands in for a bug in polyts's C).
    const picky = join(dir, 'picky-cc');
    writeFileSync(picky, '#!/bin/sh\ncase "$*" in */0/lib.c*) echo "picky-cc: error: refused" >&2; exit 1;; esac\nexec gcc "$@"\n');
    chmodSync(picky, 0o755);
    const lib = join(dir, 'lib.c');
    const r = run([`--cc=${picky}`, '-c', lib, '-o', join(dir, 'picky.o')]);
    expect(r.code, r.stderr).to.equal(0);
    expect(existsSync(join(dir, 'picky.o'))).to.equal(true);
    expect(r.stderr).to.match(/lib\.c:1:1: warning: polyts-cc: the compiler refused the translated C, so the file was built as written \(a bug in polyts\): picky-cc: error: refused/);
  });

  it('leaves a file to the compiler as it is under a data model polyts does not assume', () => {
    const lib = join(dir, 'lib.c');
    const r = run(['-funsigned-char', '-c', lib, '-o', join(dir, 'unsigned.o')]);
    expect(r.code, r.stderr).to.equal(0);
    expect(r.stderr).to.equal(`${lib}:1:1: remark: polyts-cc: file kept as written: polyts assumes LP64 and a signed char, not -funsigned-char\n`);
  });

  it('stops quietly when the reader of its output goes away (no stack trace, SIGPIPE status)', () => {
    // `exec 1>&-` in the reader closes its end before polyts-cc writes: the write fails with EPIPE.
    const big = join(dir, 'big.c');
    writeFileSync(big, Array.from({ length: 400 }, (_, i) => `int f${i}(int x) { return x * ${i}; }\n`).join(''));
    const r = spawnSync('bash', ['-c', 'set -o pipefail; "$0" "$1" -S --emit=mlir -o - | { exec 0<&-; sleep 0.1; }', cli, big], { encoding: 'utf8' });
    expect(r.stderr).to.equal('');
    expect(r.status).to.equal(141);
  });

  it('prints --help and --version', () => {
    const h = run(['--help']);
    expect(h.code).to.equal(0);
    for (const flag of ['-S', '--emit', '--pass-pipeline', '-I', '-D', '-U', '-o']) expect(h.stdout).to.contain(flag);
    const v = run(['--version']);
    expect(v.stdout.trim()).to.equal(pkg.version);
  });
});
