// Tests of our FileCheck: every directive with inputs that must pass and inputs that must fail, the exact form of its
// messages, and a differential run of the same cases through LLVM's FileCheck-19 when it is installed.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './filecheck-cli.js';
import { cases, type CheckCase } from './fileCheckCases.js';
import { fileCheck, type FileCheckResult } from './fileCheck.js';
import { haveCommand } from './lit.js';

const exitCodeOf = { pass: 0, fail: 1, error: 2 } as const;

/** Runs a case through our checker as `FileCheck check --dump-input=never ARGS < input` would. */
function runOurs(k: CheckCase): FileCheckResult {
  const { options } = parseArgs(['check', '--dump-input=never', ...(k.args ?? [])]);
  return fileCheck(k.check, k.input, { ...options, checkFileName: 'check', inputName: '<stdin>', commandLine: ' FileCheck check' });
}

describe('fileCheck', function () {
  describe('directives (each case states what LLVM FileCheck does)', function () {
    for (const k of cases) {
      it(`${k.expect}: ${k.name}`, function () {
        const r = runOurs(k);
        expect(r.exitCode, r.stderr).to.equal(exitCodeOf[k.expect]);
        if (k.message) expect(r.stderr).to.include(k.message);
        if (k.expect !== 'pass') expect(r.stderr, 'a failure must say why').to.not.equal('');
      });
    }
  });

  describe('diagnostics', function () {
    it('point at the pattern and at where the search started, with source lines and carets', function () {
      const r = fileCheck('// CHECK: one\n// CHECK: two\n', 'one\nthree\n', { checkFileName: 't.mlir', dumpInput: 'never' });
      expect(r.stderr).to.equal(
        't.mlir:2:11: error: CHECK: expected string not found in input\n' +
          '// CHECK: two\n' +
          '          ^\n' +
          '<stdin>:1:4: note: scanning from here\n' +
          'one\n' +
          '   ^\n' +
          '<stdin>:2:1: note: possible intended match here\n' +
          'three\n' +
          '^\n',
      );
    });

    it('mark the excluded match of a CHECK-NOT with a range', function () {
      const r = fileCheck('CHECK: a\nCHECK-NOT: bad\nCHECK: z\n', 'a xbadx z\n', { dumpInput: 'never' });
      expect(r.stderr).to.include('<stdin>:1:4: note: found here\na xbadx z\n   ^~~\n');
    });

    it('dump the input around a failure', function () {
      const input = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
      const r = fileCheck('CHECK: line 20\nCHECK-NEXT: line 22\n', input);
      expect(r.exitCode).to.equal(1);
      expect(r.stderr).to.include('Input was:\n<<<<<<\n');
      expect(r.stderr).to.include('       21: line 21\n');
      expect(r.stderr, 'lines far from the failure are elided').to.not.include(': line 2\n');
      expect(fileCheck('CHECK: line 20\nCHECK-NEXT: line 22\n', input, { dumpInput: 'never' }).stderr).to.not.include('Input was');
    });

    it('say nothing when everything matches', function () {
      expect(fileCheck('CHECK: a\n', 'a\n')).to.deep.equal({ exitCode: 0, stderr: '' });
    });
  });

  describe('command line', function () {
    it('reads LLVM-style options', function () {
      const { checkFile, inputFile, options } = parseArgs([
        '-check-prefix',
        'A',
        '--check-prefixes=B,C',
        '-DX=1',
        '-D',
        '#N=2',
        '--implicit-check-not=warning:',
        '--input-file=in.txt',
        '--strict-whitespace',
        '--match-full-lines=false',
        'checks.mlir',
      ]);
      expect(checkFile).to.equal('checks.mlir');
      expect(inputFile).to.equal('in.txt');
      expect(options.checkPrefixes).to.deep.equal(['A', 'B', 'C']);
      expect(options.defines).to.deep.equal(['X=1', '#N=2']);
      expect(options.implicitCheckNot).to.deep.equal(['warning:']);
      expect(options.strictWhitespace).to.equal(true);
      expect(options.matchFullLines).to.equal(false);
    });

    it('rejects unknown options and a missing check file', function () {
      expect(() => parseArgs(['--frobnicate', 'x'])).to.throw(/Unknown command line argument '--frobnicate'/);
      expect(() => parseArgs(['--strict-whitespace'])).to.throw(/Not enough positional command line arguments/);
    });

    it('runs as a program on stdin, with FileCheck exit codes', function () {
      const cli = join(dirname(fileURLToPath(import.meta.url)), 'filecheck-cli.js');
      const dir = mkdtempSync(join(tmpdir(), 'polyts-fc-'));
      try {
        writeFileSync(join(dir, 'c.txt'), '// CHECK: hello\n');
        const run = (input: string): ReturnType<typeof spawnSync> => spawnSync(process.execPath, [cli, join(dir, 'c.txt')], { input, encoding: 'latin1' });
        expect(run('hello world\n').status).to.equal(0);
        const bad = run('goodbye\n');
        expect(bad.status).to.equal(1);
        expect(bad.stderr).to.include('c.txt:1:11: error: CHECK: expected string not found in input');
        expect(spawnSync(process.execPath, [cli, join(dir, 'missing.txt')], { input: 'x' }).status).to.equal(2);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('agrees with LLVM FileCheck-19 (differential)', function () {
    let dir = '';
    before(function () {
      if (!haveCommand('FileCheck-19')) {
        console.log('  skipping the FileCheck-19 differential tests: FileCheck-19 is not installed (Debian llvm-19-tools)');
        this.skip();
      }
      dir = mkdtempSync(join(tmpdir(), 'polyts-fc-diff-'));
    });
    after(function () {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    for (const k of cases) {
      it(`${k.expect}: ${k.name}`, function () {
        writeFileSync(join(dir, 'check'), k.check, 'latin1');
        const llvm = spawnSync('FileCheck-19', ['check', '--dump-input=never', ...(k.args ?? [])], {
          cwd: dir,
          input: Buffer.from(k.input, 'latin1'),
          encoding: 'latin1',
        });
        expect(llvm.status, `FileCheck-19 disagrees with the case's expectation:\n${llvm.stderr}`).to.equal(exitCodeOf[k.expect]);
        const ours = runOurs(k);
        // The command line FileCheck echoes for an empty input names its own binary.
        const normalize = (s: string): string => s.replace(/^FileCheck command line:.*$/m, 'FileCheck command line: ...');
        expect(normalize(ours.stderr)).to.equal(normalize(llvm.stderr));
      });
    }
  });
});
