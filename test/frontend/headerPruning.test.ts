// Header pruning: system-header declarations the program never names are blanked before parsing, with the
// directive lines inside them (glibc's -O1+ inline functions hold `#pragma GCC diagnostic` lines); a text that
// starts with the same system headers as an earlier one resumes after them, one that does not is read whole.

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

  it('reads the same system headers under another main file as before, and changed ones afresh', () => {
    expect(pruneSystemDeclarations(preprocessed('used'))).to.include('extern int used (int);');
    // Markers name another main file at other lines: the state after the headers is reused.
    const renamed = preprocessed('helper').replaceAll('"t.c"', '"other.c"').replace('# 2 "other.c" 2', '# 7 "other.c" 2');
    const b = pruneSystemDeclarations(renamed);
    expect(b).to.include('extern __inline int helper (int x)').and.not.include('extern int used');
    expect(b).to.include('# 7 "other.c" 2').and.include('# 1 "other.c"');
    // A header whose declarations changed: they are read again.
    const changed = pruneSystemDeclarations(preprocessed('used2').replace('extern int used (int);', 'extern int used2 (int);'));
    expect(changed).to.include('extern int used2 (int);').and.not.include('helper');
  });
});
