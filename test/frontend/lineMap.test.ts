// Line-marker mapping and column recovery from preprocessed text back to the original files.

import { CharStream } from 'antlr4ng';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { CLexer } from '../../src/frontend/generated/CLexer.js';
import { pruneSystemDeclarations } from '../../src/frontend/headerPruning.js';
import { LineMap, compactLines } from '../../src/frontend/lineMap.js';
import { preprocess } from '../../src/frontend/preprocess.js';

function mapWith(pp: string, sources: Record<string, string>): LineMap {
  return new LineMap(pp, 'input.i', (f) => sources[f]);
}

describe('frontend line map', () => {
  it('maps lines through gcc markers, including entering and leaving headers', () => {
    const pp = ['# 1 "main.c"', 'int a;', '# 1 "inc.h" 1', 'int b;', '# 3 "main.c" 2', 'int c;'].join('\n');
    const map = mapWith(pp, {});
    expect(map.locate(2, 1)).to.deep.equal({ file: 'main.c', line: 1, col: 1 });
    expect(map.locate(4, 5)).to.deep.equal({ file: 'inc.h', line: 1, col: 5 });
    expect(map.locate(6, 1)).to.deep.equal({ file: 'main.c', line: 3, col: 1 });
  });

  it('recovers columns that cpp lost by collapsing whitespace', () => {
    const original = 'int main(void) {\n\tint   x =    1;\n}\n';
    const pp = '# 1 "m.c"\nint main(void) {\n int x = 1;\n}\n';
    const map = mapWith(pp, { 'm.c': original });
    // `x` is the third token of output line 3 (col 6) and of original line 2 (col 8).
    expect(map.locate(3, 6)).to.deep.equal({ file: 'm.c', line: 2, col: 8 });
    expect(map.locate(3, 10)).to.deep.equal({ file: 'm.c', line: 2, col: 15 });
  });

  it('points tokens of a macro expansion at the macro use', () => {
    const original = '#define SQ(v) ((v) * (v))\nint y = 2 + SQ(k);\n';
    const pp = '# 1 "m.c"\n\nint y = 2 + ((k) * (k));\n';
    const map = mapWith(pp, { 'm.c': original });
    const star = 'int y = 2 + ((k) * (k));'.indexOf('*') + 1;
    expect(map.locate(3, star)).to.deep.equal({ file: 'm.c', line: 2, col: 13 });
    expect(map.locate(3, 1)).to.deep.equal({ file: 'm.c', line: 2, col: 1 });
  });

  it('aligns the rest of a macro call that spans lines on its last line', () => {
    const original = '#define F(a, b) ((a) + (b))\nint x = F(1,\n          2) + 3;\n';
    const pp = '# 1 "m.c"\n\nint x = ((1) + (2))\n             + 3;\n';
    const map = mapWith(pp, { 'm.c': original });
    expect(map.locate(4, 16)).to.deep.equal({ file: 'm.c', line: 3, col: 16 });
  });

  it('keeps the lines after a string literal or a // comment continued by a line splice', () => {
    // cpp joins the spliced lines and emits blank lines to stay in step: later lines map one to one again.
    const original = 'char *s = "a\\\nb";\nint x;\n// note \\\r\n   more\nint  y;\n';
    const pp = '# 1 "m.c"\nchar *s = "ab";\n\nint x;\n\n\nint y;\n';
    const map = mapWith(pp, { 'm.c': original });
    expect(map.locate(2, 11)).to.deep.equal({ file: 'm.c', line: 1, col: 11 });
    expect(map.locate(4, 5)).to.deep.equal({ file: 'm.c', line: 3, col: 5 });
    expect(map.locate(7, 5)).to.deep.equal({ file: 'm.c', line: 6, col: 6 });
  });

  it('keeps output columns when the original file cannot be read', () => {
    const map = mapWith('# 7 "gone.c"\n  int z;\n', {});
    expect(map.locate(2, 7)).to.deep.equal({ file: 'gone.c', line: 7, col: 7 });
  });

  it('treats text without markers as the default file', () => {
    const map = new LineMap('int a;\nint b;\n', 'plain.c', () => 'int a;\nint b;\n');
    expect(map.locate(2, 5)).to.deep.equal({ file: 'plain.c', line: 2, col: 5 });
  });

  it('recovers columns from the text each map reads, when a file read before changes under the same name', () => {
    // Maps share the tokens of texts read before (the headers of a batch): by the text, never by the file's name.
    const pp = '# 1 "m.c"\nint x = 1;\n';
    const before = mapWith(pp, { 'm.c': 'int   x = 1;\n' });
    const again = mapWith(pp, { 'm.c': 'int   x = 1;\n' });
    const edited = mapWith(pp, { 'm.c': 'int x    = 1;\n' });
    expect(before.locate(2, 5)).to.deep.equal({ file: 'm.c', line: 1, col: 7 });
    expect(again.locate(2, 5)).to.deep.equal({ file: 'm.c', line: 1, col: 7 });
    expect(edited.locate(2, 5)).to.deep.equal({ file: 'm.c', line: 1, col: 5 });
    expect(edited.locate(2, 7)).to.deep.equal({ file: 'm.c', line: 1, col: 10 });
    expect(before.locate(2, 7)).to.deep.equal({ file: 'm.c', line: 1, col: 9 });
  });
});

/** Every token the parser sees (and the end of input) with where a LineMap of the text places it. */
function locatedTokens(text: string, sources: Record<string, string>): string[] {
  const map = mapWith(text, sources);
  const lexer = new CLexer(CharStream.fromString(text));
  lexer.removeErrorListeners();
  const out: string[] = [];
  for (;;) {
    const t = lexer.nextToken();
    if (t.channel === 0) out.push(`${t.text} ${JSON.stringify(map.locate(t.line, t.column + 1))}`);
    if (t.type === -1) return out;
  }
}

describe('frontend compactLines', () => {
  const sources = { 'm.c': '#include "h.h"\n\nint  main(void) {\n  return   N;\n}\n', 'h.h': 'int  h;\n\n\nint  g;\n' };

  it('drops empty lines and needless markers, keeping every token where a LineMap puts it', () => {
    const pp = [
      '# 0 "m.c"', '# 0 "<built-in>"', '# 1 "/usr/include/s.h" 1 3 4', '', '', 'extern int s;', '# 5 "/usr/include/s.h" 3 4',
      '', '# 1 "h.h" 1', 'int h;', '', '', 'int g;', '# 2 "m.c" 2', '', 'int main(void) {', '  return 3;', '}', '', '# 9 "m.c"', '',
    ].join('\n');
    const compact = compactLines(pp);
    expect(compact.split('\n')).to.deep.equal([
      '# 3 "/usr/include/s.h" 3', 'extern int s;', '# 1 "h.h"', 'int h;', '# 4', 'int g;', '# 3 "m.c"', 'int main(void) {', '  return 3;', '}',
      '', '# 9 "m.c"', '',
    ]);
    expect(locatedTokens(compact, sources)).to.deep.equal(locatedTokens(pp, sources));
  });

  it('places lines before any marker in the default file, and keeps #pragma lines', () => {
    const pp = '\n\nint a;\n\n#pragma scop\nint b;\n';
    expect(compactLines(pp)).to.equal('# 3\nint a;\n# 5\n#pragma scop\nint b;\n');
    expect(locatedTokens(compactLines(pp), {})).to.deep.equal(locatedTokens(pp, {}));
  });

  it('keeps directives that are not markers, and leaves text it cannot compact exactly as it is', () => {
    const pp = '# 1 "m.c"\n\n#foo\n# 1 "/usr/include/s.h" 1 3 4\n\nint s;\n';
    expect(compactLines(pp).split('\n')).to.deep.equal(['# 2 "m.c"', '#foo', '# 2 "/usr/include/s.h" 3', 'int s;', '']);
    expect(locatedTokens(compactLines(pp), {})).to.deep.equal(locatedTokens(pp, {}));
    // A marker with more on its line (under -C it may even end a comment) lends its tokens the next line's origin.
    const junk = '# 1 "m.c"\n/*\n\n# 4 "m.c" */ int a;\n\nint b;\n';
    expect(compactLines(junk)).to.equal(junk);
    const crlf = '# 1 "m.c"\r\n\r\nint a;\r\n';
    expect(compactLines(crlf)).to.equal(crlf);
  });

  it('keeps the tokens of pruned PolyBench text in place with a tenth of its lines', function () {
    const file = 'polybench/linear-algebra/blas/gemm/gemm.c';
    let text: string;
    try {
      text = pruneSystemDeclarations(preprocess(file, { includeDirs: ['polybench/utilities'] }));
    } catch {
      this.skip(); // no C preprocessor on this machine
    }
    const compact = compactLines(text);
    expect(compact.split('\n').length).to.be.below(text.split('\n').length / 10);
    const files = Object.fromEntries([file, 'polybench/utilities/polybench.h'].map((f) => [f, readFileSync(f, 'latin1')]));
    expect(locatedTokens(compact, files)).to.deep.equal(locatedTokens(text, files));
  });
});

