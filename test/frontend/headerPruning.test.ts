// Header pruning: system-header declarations the program never names are blanked before parsing, with the
// directive lines inside them (glibc's -O1+ inline functions hold `#pragma GCC diagnostic` lines).

import { expect } from 'chai';
import { pruneSystemDeclarations } from '../../src/frontend/headerPruning.js';

/** Preprocessed text: a system header declaring `used` and an inline `helper` with pragmas, then the program. */
function preprocessed(programCalls: string): string {
  return [
    '# 1 "t.c"',
    '# 1 "/usr/include/x.h" 1 3 4',
    'extern int used (int);',
    'extern __inline int helper (int x)',
    '{',
    '#pragma GCC diagnostic push',
    '  return x;',
    '#pragma GCC diagnostic pop',
    '}',
    '# 2 "t.c" 2',
    `int f(int x) { return ${programCalls}(x); }`,
  ].join('\n');
}

describe('header pruning', () => {
  it('blanks an unnamed system function with its pragma lines, keeping the line structure', () => {
    const text = preprocessed('used');
    const pruned = pruneSystemDeclarations(text);
    expect(pruned).to.not.include('helper');
    expect(pruned).to.not.include('#pragma');
    expect(pruned).to.include('extern int used (int);');
    expect(pruned.split('\n')).to.have.length(text.split('\n').length);
  });

  it('keeps a system function the program names whole, pragmas included', () => {
    const pruned = pruneSystemDeclarations(preprocessed('helper'));
    expect(pruned).to.include('extern __inline int helper (int x)');
    expect(pruned).to.include('#pragma GCC diagnostic push');
    expect(pruned).to.not.include('extern int used');
  });
});
