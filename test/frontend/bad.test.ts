// Every file in test/frontend/bad/ must fail with exactly the one error its first line announces
// (`// ERROR: line:col: message`), in the `file:line:col: error: message` form, and nothing else, from the
// frontend: checking or MLIR emission.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { emitTranslationUnit } from '../../src/frontend/emit/index.js';
import { parseAndCheck } from '../../src/frontend/frontend.js';
import { diagnosticOf, repoPath, repoRoot } from './helpers.js';

const badDir = repoPath('test/frontend/bad');
const files = readdirSync(badDir).filter((f) => f.endsWith('.c')).sort();

/** The `line:col: error: message` part announced by the file's first line. */
function expectedError(file: string): string {
  const first = readFileSync(`${badDir}/${file}`, 'utf8').split('\n')[0]!;
  const m = /^\/\/ ERROR: (\d+):(\d+): (.*)$/.exec(first);
  if (!m) throw new Error(`${file}: first line must be '// ERROR: line:col: message'`);
  return `${m[1]}:${m[2]}: error: ${m[3]}`;
}

describe('frontend bad inputs', () => {
  it('has at least 25 bad-input files', () => {
    expect(files.length).to.be.at.least(25);
  });

  for (const file of files) {
    it(`${file} fails with the announced error`, () => {
      const path = relative(repoRoot, `${badDir}/${file}`);
      const message = diagnosticOf(() => emitTranslationUnit(parseAndCheck(path)));
      expect(message).to.equal(`${path}:${expectedError(file)}`);
      expect(message.split('\n')).to.have.length(1);
    });
  }

  it('a command-line run prints one error line and exits 1', () => {
    // What polyts-cc will do with a frontend diagnostic: print it and exit 1, no stack trace.
    const script = `
      import { parseAndCheck } from ${JSON.stringify(repoPath('dist/src/frontend/frontend.js'))};
      import { isDiagnosticError } from ${JSON.stringify(repoPath('dist/src/ir/diagnostics.js'))};
      try { parseAndCheck(process.argv[1]); } catch (e) {
        if (!isDiagnosticError(e)) throw e;
        process.stderr.write(e.format() + '\\n');
        process.exit(1);
      }`;
    const file = 'test/frontend/bad/undeclared-identifier.c';
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, file], { cwd: repoRoot, encoding: 'utf8' });
    expect(r.status).to.equal(1);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.equal(`${file}:4:10: error: use of undeclared identifier 'count'\n`);
  });
});
