// Preprocessing with the system cpp and the system headers: -I/-D/-U pass through, and
// preprocessor errors become located diagnostics.

import { expect } from 'chai';
import { findPreprocessor, preprocess } from '../../src/frontend/preprocess.js';
import { parseAndCheck } from '../../src/frontend/frontend.js';
import { dumpTranslationUnit } from '../../src/frontend/dump.js';
import type { ArrayType } from '../../src/frontend/ctypes.js';
import { diagnosticOf, repoPath } from './helpers.js';

const input = 'test/frontend/inputs/preprocess.c';
const includeDirs = [repoPath('test/frontend/inputs/include')];

describe('frontend preprocessing', function () {
  before(function () {
    if (!findPreprocessor()) this.skip();
  });

  it("reads the system's headers in gcc's default dialect", () => {
    const text = preprocess(repoPath(input), { includeDirs });
    // glibc declares printf with restrict-qualified parameters; GNU C17 makes POSIX declarations visible.
    expect(text).to.match(/extern int printf \(const char \*__restrict __format, \.\.\.\);/);
    expect(text).to.match(/# \d+ "\/usr\/include\/stdio\.h" 1 3 4/);
    expect(text).to.match(/extern FILE \*fdopen /);
  });

  it('passes -I, -D and -U through to cpp', () => {
    const size = (defines: string[], undefines: string[] = []): number => {
      const tu = parseAndCheck(input, { includeDirs, defines, undefines });
      const data = tu.globals.find((g) => g.name === 'data')!;
      const length = (data.type as ArrayType).length;
      return length.kind === 'constant' ? length.value : -1;
    };
    expect(size([])).to.equal(8);
    expect(size(['SIZE=32'])).to.equal(32);
    expect(size(['SIZE=32'], ['SIZE'])).to.equal(8);
  });

  it('sees command-line macros in conditional code', () => {
    const calls = (defines: string[]): string[] =>
      [...dumpTranslationUnit(parseAndCheck(input, { includeDirs, defines })).matchAll(/Call (\w+)/g)].map((m) => m[1]!);
    expect(calls([])).to.deep.equal(['fprintf', 'sqrt']);
    expect(calls(['VERBOSE', 'QUIET'])).to.deep.equal(['printf']);
  });

  it('reports a missing header at the #include', () => {
    expect(diagnosticOf(() => parseAndCheck(input))).to.equal(`${input}:5:10: error: sizes.h: No such file or directory`);
  });

  it('reports a missing input file', () => {
    expect(diagnosticOf(() => preprocess('no/such/file.c'))).to.equal("no/such/file.c:0:0: error: no such file or directory: 'no/such/file.c'");
  });

  it('reports a preprocessor that cannot be run', () => {
    const message = diagnosticOf(() => preprocess(repoPath(input), { preprocessor: ['polyts-no-such-cpp'] }));
    expect(message).to.match(/error: cannot run the C preprocessor 'polyts-no-such-cpp'/);
  });

  it('points an error inside a command-line macro at the macro use', () => {
    const message = diagnosticOf(() => parseAndCheck(input, { includeDirs, defines: ['SIZE=-1'] }));
    expect(message).to.equal(`${input}:7:13: error: array size is negative`);
  });
});
