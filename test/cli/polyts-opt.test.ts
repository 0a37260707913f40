// The polyts-opt command line: input from a file or stdin, -o only on success, help, version, instrumentation.

import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '../../../bin/polyts-opt');
const pkg = JSON.parse(readFileSync(resolve(here, '../../../package.json'), 'utf8')) as { version: string };

function run(args: string[], input?: string): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(cli, args, { input, encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const good = `func.func @f(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %c2 = arith.constant 3 : i32
  %s = arith.addi %c, %c2 : i32
  %r = arith.muli %a, %s : i32
  return %r : i32
}
`;

describe('polyts-opt', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'polyts-cli-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads stdin with - and prints the module', () => {
    const r = run(['-'], good);
    expect(r.code).to.equal(0);
    expect(r.stdout).to.match(/^module \{\n  func\.func @f\(%arg0: i32\) -> i32 \{/);
  });

  it('runs pass flags in order and writes -o only on success', () => {
    const inFile = join(dir, 'in.mlir');
    const outFile = join(dir, 'out.mlir');
    writeFileSync(inFile, good);
    const r = run([inFile, '--canonicalize', '--cse', '-o', outFile]);
    expect(r.code, r.stderr).to.equal(0);
    const out = readFileSync(outFile, 'utf8');
    expect(out).to.contain('arith.constant 5 : i32');
    expect(out).to.not.contain('arith.addi');

    const bad = join(dir, 'bad.mlir');
    const badOut = join(dir, 'bad-out.mlir');
    writeFileSync(bad, 'func.func @f() {\n  %x = arith.addi %y, %y : i32\n  return\n}\n');
    const r2 = run([bad, '-o', badOut]);
    expect(r2.code).to.equal(1);
    expect(r2.stderr.trim().split('\n')).to.have.length(1);
    expect(r2.stderr).to.match(/bad\.mlir:2:19: error: use of undeclared SSA value name/);
    expect(existsSync(badOut)).to.equal(false);
  });

  it('writes -o into a path that is not a regular file (a pipe, /dev/null) in place, never replacing it', async () => {
    const inFile = join(dir, 'in-fifo.mlir');
    writeFileSync(inFile, good);
    const fifo = join(dir, 'out.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).to.equal(0);
    // The writer blocks until a reader opens the pipe: `cat` reads it while polyts-opt runs (a child process, so
    // that a reader left waiting on a pipe nobody writes, if the pipe was replaced, is killed instead of hanging).
    const cat = spawn('cat', [fifo]);
    let text = '';
    cat.stdout.on('data', (c: Buffer) => (text += c.toString('utf8')));
    const read = new Promise<void>((done) => cat.on('close', () => done()));
    const code = await new Promise<number>((done) => spawn(cli, [inFile, '-o', fifo]).on('close', (c) => done(c ?? -1)));
    await Promise.race([read, new Promise<void>((done) => setTimeout(done, 5000))]);
    cat.kill();
    expect(code).to.equal(0);
    expect(text).to.match(/^module \{/);
    expect(statSync(fifo).isFIFO(), 'the pipe is still a pipe').to.equal(true);
  });

  it('accepts the same pipeline as --pass-pipeline and rejects mixing it with pass flags', () => {
    const r = run(['-', '--pass-pipeline=builtin.module(func.func(canonicalize,cse))'], good);
    expect(r.code, r.stderr).to.equal(0);
    expect(r.stdout).to.contain('arith.constant 5 : i32');
    const mixed = run(['-', '--cse', '--pass-pipeline=builtin.module(cse)'], good);
    expect(mixed.code).to.equal(1);
    expect(mixed.stderr).to.contain('cannot be combined');
  });

  it('lists every registered pass and its options in --help, and prints --version', async () => {
    const { registeredPasses } = await import('../../src/pipeline/registry.js');
    const { registerAllPasses } = await import('../../passes/index.js');
    registerAllPasses();
    const help = run(['--help']).stdout;
    for (const p of registeredPasses()) {
      expect(help).to.contain(`--${p.name}`);
      for (const o of p.options) expect(help).to.contain(o.name);
    }
    expect(run(['--version']).stdout.trim()).to.equal(pkg.version);
  });

  it('reports bad flags and pipelines with one error line and exit code 1', () => {
    const cases: [string[], RegExp][] = [
      [['--no-such-flag'], /unknown option '--no-such-flag'/],
      [['--pass-pipeline=builtin.module(nope)'], /^<pass-pipeline>:1:16: error: 'nope' does not refer to a registered pass/],
      [['--canonicalize=max-iterations=x'], /expects an integer/],
      [['a.mlir', 'b.mlir'], /expected one input file/],
      [['/nonexistent/in.mlir'], /^\/nonexistent\/in\.mlir:1:1: error: cannot read input file/],
    ];
    for (const [args, re] of cases) {
      const r = run(args, good);
      expect(r.code, args.join(' ')).to.equal(1);
      expect(r.stderr.trim().split('\n'), args.join(' ')).to.have.length(1);
      expect(r.stderr, args.join(' ')).to.match(re);
      expect(r.stderr).to.not.match(/^\s+at /m);
    }
  });

  it('prints IR after every pass and a timing report on request', () => {
    const r = run(['-', '--canonicalize', '--cse', '--mlir-print-ir-after-all', '--mlir-timing'], good);
    expect(r.code, r.stderr).to.equal(0);
    expect(r.stderr).to.contain('// -----// IR Dump After canonicalize (canonicalize) //----- //');
    expect(r.stderr).to.contain('// -----// IR Dump After cse (cse) //----- //');
    expect(r.stderr).to.match(/Execution time report/);
    expect(r.stderr).to.match(/\d+\.\d{4} \(\s*\d+\.\d%\)\s+canonicalize/);
    expect(r.stderr).to.match(/Parser/);
  });

  it('prints the generic form with --mlir-print-op-generic', () => {
    const r = run(['-', '--mlir-print-op-generic'], good);
    expect(r.stdout).to.contain('"arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32');
    const back = run(['-'], r.stdout);
    expect(back.stdout).to.equal(run(['-'], good).stdout);
  });
});
