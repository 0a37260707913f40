// The polyts-cc command line: MLIR and C output, -I/-D/-U, -o only on success, one-line errors with exit 1.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '../../src/cli/polyts-cc.js');
const pkg = JSON.parse(readFileSync(resolve(here, '../../../package.json'), 'utf8')) as { version: string; bin: Record<string, string> };

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
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
    expect(pkg.bin['polyts-cc']).to.equal('dist/src/cli/polyts-cc.js');
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
    writeFileSync(bad, 'struct s { int a; };\nint f(struct s *p) {\n  return p->a;\n}\n');
    const r = run([bad, '-S']);
    expect(r.code).to.equal(1);
    expect(r.stderr).to.equal(`${bad}:3:11: error: unsupported C construct: struct member access\n`);
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

  it('prints --help and --version', () => {
    const h = run(['--help']);
    expect(h.code).to.equal(0);
    for (const flag of ['-S', '--emit', '-I', '-D', '-U', '-o']) expect(h.stdout).to.contain(flag);
    const v = run(['--version']);
    expect(v.stdout.trim()).to.equal(pkg.version);
  });
});
