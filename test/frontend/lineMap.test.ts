// Line-marker mapping and column recovery from preprocessed text back to the original files.

import { expect } from 'chai';
import { LineMap } from '../../src/frontend/lineMap.js';

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
});
