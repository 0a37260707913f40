// The polyts-translate command line: --mlir-to-c on any pass's output (here form-statements' outlined statements),
// built and run against gcc on the original C; -o only on success; located one-line errors with exit 1.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const cli = resolve(here, '../../../bin/polyts-translate');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };

function node(script: string, args: string[], input?: string): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(script, args, { encoding: 'latin1', input, maxBuffer: 1 << 28 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('polyts-translate', function () {
  this.timeout(120000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'polyts-translate-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is listed in package.json bin', () => {
    expect(pkg.bin['polyts-translate']).to.equal('bin/polyts-translate');
  });

  it('--mlir-to-c turns outlined statements (form-statements on stdin) into C that prints what gcc on the original does', () => {
    const utilities = join(root, 'polybench/utilities');
    const source = join(root, 'polybench/linear-algebra/solvers/durbin/durbin.c');
    const defines = ['-DMINI_DATASET', '-DPOLYBENCH_DUMP_ARRAYS'];
    const affine = node(resolve(here, '../../../bin/polyts-cc'), [source, '-S', '--emit=affine', '-I', utilities, ...defines]);
    expect(affine.code, affine.stderr).to.equal(0);
    const formed = node(resolve(here, '../../../bin/polyts-opt'), ['-', '--form-statements'], affine.stdout);
    expect(formed.code, formed.stderr).to.equal(0);
    expect(formed.stdout).to.contain('attributes {scop.stmt}');
    const out = join(dir, 'durbin.c');
    const t = node(cli, ['--mlir-to-c', '-', '-o', out], formed.stdout);
    expect(t.code, t.stderr).to.equal(0);
    expect(readFileSync(out, 'latin1')).to.match(/static void S\d+\(/);
    const cc = process.env.CC ?? 'gcc';
    const build = (files: string[], exe: string) => spawnSync(cc, ['-O1', '-I', utilities, ...defines, ...files, join(utilities, 'polybench.c'), '-lm', '-o', exe], { encoding: 'utf8' });
    for (const [files, exe] of [[[out], 'ours'], [[source], 'ref']] as const) {
      const b = build([...files], join(dir, exe));
      expect(b.status, b.stderr).to.equal(0);
    }
    const ours = spawnSync(join(dir, 'ours'), { encoding: 'latin1' });
    const ref = spawnSync(join(dir, 'ref'), { encoding: 'latin1' });
    expect(ours.stderr.startsWith('==BEGIN DUMP_ARRAYS==')).to.equal(true);
    expect(ours.stderr).to.equal(ref.stderr);
  });

  it('reports bad input with its location, exit 1, and writes no output file', () => {
    const bad = join(dir, 'bad.mlir');
    writeFileSync(bad, 'func.func @f(%a: tensor<4xf32>) {\n  return\n}\n');
    const out = join(dir, 'bad.c');
    const r = node(cli, ['--mlir-to-c', bad, '-o', out]);
    expect(r.code).to.equal(1);
    expect(r.stderr).to.equal(`${bad}:1:1: error: cannot emit C: type tensor<4xf32> has no C equivalent here\n`);
    expect(existsSync(out)).to.equal(false);
    writeFileSync(bad, 'func.func @f() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n');
    const p = node(cli, ['--mlir-to-c', bad]);
    expect(p.code).to.equal(1);
    expect(p.stderr).to.match(new RegExp(`^${bad.replace(/[.]/g, '\\.')}:2:\\d+: error: .*\\n$`));
  });

  it('needs exactly one translation and at most one input', () => {
    const none = node(cli, [join(dir, 'x.mlir')]);
    expect(none.code).to.equal(1);
    expect(none.stderr).to.equal('polyts-translate: error: choose one translation: --mlir-to-c\n');
    const two = node(cli, ['--mlir-to-c', 'a.mlir', 'b.mlir']);
    expect(two.code).to.equal(1);
    expect(two.stderr).to.contain('expected one input file');
  });
});
