// Tests of the lit-like runner: RUN-line parsing and expansion, `not`, pipefail, skips, discovery, and that a wrong
// CHECK makes a check-test fail with the command, exit code and FileCheck's message.

import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  discoverTests,
  expandRunLine,
  inParallel,
  parseRunLines,
  runTestFile,
  shellQuote,
  splitTrailingFileCheck,
  type LitConfig,
  type ToolBinding,
} from './lit.js';

const harnessDir = dirname(fileURLToPath(import.meta.url)); // dist/test/harness
const repoRoot = join(harnessDir, '..', '..', '..');

/** Our FileCheck and the built polyts-opt, so these tests need neither LLVM tool. */
function makeConfig(extra: [string, ToolBinding][] = [], fileCheckInProcess = false): LitConfig {
  const node = shellQuote(process.execPath);
  return {
    tools: new Map<string, ToolBinding>([
      ['polyts-opt', { command: shellQuote(join(repoRoot, 'bin/polyts-opt')), description: 'polyts-opt' }],
      ['FileCheck', { command: `${node} ${shellQuote(join(harnessDir, 'filecheck-cli.js'))}`, description: 'ours' }],
      ...extra,
    ]),
    timeoutMs: 60000,
    fileCheckInProcess,
  };
}

describe('lit runner', function () {
  let dir = '';
  beforeEach(function () {
    dir = mkdtempSync(join(tmpdir(), 'polyts-lit-test-'));
  });
  afterEach(function () {
    rmSync(dir, { recursive: true, force: true });
  });
  const write = (name: string, text: string): string => {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return path;
  };

  describe('RUN lines', function () {
    it('are read from any comment line, with backslash continuations', function () {
      const runs = parseRunLines('// RUN: a \\\n// RUN:   b\nfunc.func @f()\n  // RUN: c\n// CHECK: RUN\n');
      expect(runs).to.deep.equal([
        { line: 1, command: 'a b' },
        { line: 4, command: 'c' },
      ]);
    });

    it('must not end with a dangling continuation', function () {
      expect(() => parseRunLines('// RUN: a \\\n')).to.throw(/continuation/);
    });

    it('substitute tool names as whole words and %s, %S, %t, %%', function () {
      const cfg = makeConfig();
      const r = expandRunLine('polyts-opt %s | FileCheck %s --check-prefix=X%%', '/a b/t.mlir', '/tmp/s', cfg);
      expect(r).to.have.property('expanded');
      const expanded = (r as { expanded: string }).expanded;
      expect(expanded).to.include('bin/polyts-opt');
      expect(expanded).to.include("'/a b/t.mlir' |");
      expect(expanded).to.include('filecheck-cli.js');
      expect(expanded).to.match(/--check-prefix=X%$/);
      const untouched = expandRunLine('my-polyts-opt /x/FileCheck FileCheck.txt %S %t', '/d/t.mlir', '/tmp/s', cfg);
      expect(untouched).to.deep.equal({ expanded: 'my-polyts-opt /x/FileCheck FileCheck.txt /d /tmp/s/t.mlir.tmp' });
    });

    it('ending in `| FileCheck ARGS` can run the checker in process, when nothing else depends on the pipe', function () {
      expect(splitTrailingFileCheck('not polyts-opt %s 2>&1 | FileCheck %s --check-prefix=ERR')).to.deep.equal({
        head: 'not polyts-opt %s 2>&1',
        args: ['%s', '--check-prefix=ERR'],
      });
      expect(splitTrailingFileCheck('a | b |FileCheck %s')).to.deep.equal({ head: 'a | b', args: ['%s'] });
      for (const cmd of ['a && b | FileCheck %s', 'a; b | FileCheck %s', 'a | FileCheck %s > out', 'a | FileCheck "%s"', 'a |& FileCheck %s', 'a | not FileCheck %s', 'FileCheck %s < x'])
        expect(splitTrailingFileCheck(cmd), cmd).to.equal(undefined);
    });

    it('that need a missing tool are skipped with the reason', function () {
      const cfg = makeConfig([['mlir-opt', { missing: 'mlir-opt-19 is not installed' }]]);
      expect(expandRunLine('polyts-opt %s | mlir-opt', '/t.mlir', '/tmp', cfg)).to.deep.equal({ skipped: 'mlir-opt-19 is not installed' });
    });
  });

  for (const inProcess of [false, true]) {
    describe(`running a check-test (FileCheck ${inProcess ? 'in process' : 'as a program'})`, function () {
      this.timeout(60000);
      const config = (extra: [string, ToolBinding][] = []): LitConfig => makeConfig(extra, inProcess);

      it('passes when every RUN line succeeds', async function () {
        const f = write('ok.mlir', '// RUN: polyts-opt %s | FileCheck %s\n// CHECK-LABEL: func.func @f\n// CHECK: return\nfunc.func @f() {\n  return\n}\n');
        const r = await runTestFile(f, config());
        expect(r.status, r.message).to.equal('pass');
      });

      it('fails on a CHECK that does not match, showing command, exit code and the checker output', async function () {
        const f = write('bad.mlir', '// RUN: polyts-opt %s | FileCheck %s\n// CHECK: func.func @g\nfunc.func @f() {\n  return\n}\n');
        const r = await runTestFile(f, config());
        expect(r.status).to.equal('fail');
        expect(r.message).to.include('RUN at line 1 failed with exit code 1');
        expect(r.message).to.include('polyts-opt %s | FileCheck %s');
        expect(r.message).to.include('bad.mlir:2:11: error: CHECK: expected string not found in input');
      });

      it('inverts exit statuses with not, but a crash stays a failure', async function () {
        const status = async (run: string): Promise<string> => (await runTestFile(write('n.mlir', `// RUN: ${run}\n`), config())).status;
        expect(await status('not false')).to.equal('pass');
        expect(await status('not true')).to.equal('fail');
        expect(await status(`not bash -c 'kill -SEGV $$'`)).to.equal('fail');
        expect(await status(`not --crash bash -c 'kill -SEGV $$'`)).to.equal('pass');
        expect(await status('not no-such-command-anywhere')).to.equal('fail');
      });

      it('fails a pipeline when an early stage fails (pipefail)', async function () {
        const check = '// CHECK-NOT: x\n';
        expect((await runTestFile(write('p1.mlir', `// RUN: true | FileCheck %s --allow-empty\n${check}`), config())).status).to.equal('pass');
        expect((await runTestFile(write('p2.mlir', `// RUN: false | FileCheck %s --allow-empty\n${check}`), config())).status).to.equal('fail');
      });

      it('checks the error of a negative RUN line', async function () {
        const f = write('neg.mlir', '// RUN: not polyts-opt %s 2>&1 | FileCheck %s\n// CHECK: neg.mlir:[[@LINE+1]]:{{[0-9]+}}: error:\nfunc.func @f( {\n');
        const r = await runTestFile(f, config());
        expect(r.status, r.message).to.equal('pass');
      });

      it('gives each test a scratch path %t', async function () {
        const f = write('t.mlir', '// RUN: echo hello > %t && FileCheck %s --input-file %t\n// CHECK: hello\n');
        const r = await runTestFile(f, config());
        expect(r.status, r.message).to.equal('pass');
      });

      it('is skipped when all its RUN lines are, and passes on the others otherwise', async function () {
        const cfg = config([['mlir-opt', { missing: 'mlir-opt-19 is not installed' }]]);
        const only = await runTestFile(write('s1.mlir', '// RUN: mlir-opt %s\n'), cfg);
        expect(only.status).to.equal('skip');
        expect(only.message).to.equal('mlir-opt-19 is not installed');
        const some = await runTestFile(write('s2.mlir', '// RUN: mlir-opt %s\n// RUN: true\n'), cfg);
        expect(some.status).to.equal('pass');
        expect(some.lines.map((l) => l.skipped)).to.deep.equal(['mlir-opt-19 is not installed', undefined]);
      });
    });
  }

  it('discovers .mlir and .c files with RUN lines only', function () {
    write('a.mlir', '// RUN: true\n');
    write('b.mlir', 'func.func @f()\n');
    write('sub/c.mlir', '// RUN: true\n');
    write('sub/d.txt', '// RUN: true\n');
    write('sub/e.c', '// RUN: true\nint main(void) { return 0; }\n');
    write('sub/f.c', 'int main(void) { return 0; }\n');
    expect(discoverTests(dir).map((p) => p.slice(dir.length + 1))).to.deep.equal(['a.mlir', 'sub/c.mlir', 'sub/e.c']);
  });

  it('runs jobs concurrently up to a limit, keeping results in order', async function () {
    let running = 0;
    let peak = 0;
    const job = (v: number) => async (): Promise<number> => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 10 - v));
      running--;
      return v;
    };
    const results = await Promise.all(inParallel([0, 1, 2, 3, 4, 5].map(job), 2));
    expect(results).to.deep.equal([0, 1, 2, 3, 4, 5]);
    expect(peak).to.equal(2);
  });
});
