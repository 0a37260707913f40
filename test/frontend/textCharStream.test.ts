// The lexer's string-backed input gives the same tokens, texts and positions as antlr4ng's own CharStream.

import { expect } from 'chai';
import { CharStream, CommonTokenFactory, type CharStream as Stream } from 'antlr4ng';
import { CLexer } from '../../src/frontend/generated/CLexer.js';
import { charStreamOf } from '../../src/frontend/textCharStream.js';

function tokens(input: Stream): string[] {
  const lexer = new CLexer(input);
  lexer.tokenFactory = new CommonTokenFactory(true);
  return lexer.getAllTokens().map((t) => `${t.type}:${t.line}:${t.column}:${t.start}-${t.stop}:${t.text}`);
}

describe('frontend lexer input', () => {
  it('lexes a string as antlr4ng does', () => {
    const text = 'int main(void) {\n  char *s = "caf\xe9 \\"x\\"";\n  return s[0] + 0x1fu; /* done */\n}\n';
    expect(tokens(charStreamOf(text))).to.deep.equal(tokens(CharStream.fromString(text)));
  });

  it('reads ranges and looks ahead and behind like antlr4ng', () => {
    const text = 'abc def';
    const ours = charStreamOf(text);
    const theirs = CharStream.fromString(text);
    for (const s of [ours, theirs]) s.seek(3);
    for (const k of [-2, -1, 1, 2, 5, 9]) expect(ours.LA(k), `LA(${k})`).to.equal(theirs.LA(k));
    expect(ours.getTextFromRange(4, 99)).to.equal(theirs.getTextFromRange(4, 99));
    expect(ours.getTextFromRange(9, 12)).to.equal('');
    expect(ours.size).to.equal(theirs.size);
  });

  it('keeps code points whole in text with characters beyond the BMP', () => {
    const text = 'char *s = "\u{1F600}"; int x;';
    expect(tokens(charStreamOf(text))).to.deep.equal(tokens(CharStream.fromString(text)));
  });
});
