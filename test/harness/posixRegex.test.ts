// Tests of the POSIX ERE translation and leftmost-longest matching, including a seeded random comparison with the
// regex engine inside FileCheck-19 (observed through what FileCheck reports about a captured variable).

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RegexSyntaxError, translateEre } from './ere.js';
import { fileCheck } from './fileCheck.js';
import { haveCommand } from './lit.js';
import { PosixRegex, escapeEre } from './posixRegex.js';

/** The matched text, or undefined. */
function matchText(re: string, subject: string, ignoreCase = false): string | undefined {
  const m = new PosixRegex(re, ignoreCase).exec(subject);
  return m && subject.slice(m.index, m.end);
}

describe('POSIX ERE', function () {
  describe('matching', function () {
    it('finds the leftmost match and extends it to the longest one there', function () {
      expect(matchText('a|ab', 'xab')).to.equal('ab');
      expect(matchText('a*(ab)*', 'aabab')).to.equal('aabab');
      expect(matchText('(a|ab)(c|bcd)', 'abcd')).to.equal('abcd');
      expect(matchText('b|ab', 'ab')).to.equal('ab', 'leftmost start wins over length');
    });

    it('keeps . and negated sets on one line, but not explicit newline classes', function () {
      expect(matchText('a.*', 'abc\ndef')).to.equal('abc');
      expect(matchText('a[^x]*', 'abc\ndef')).to.equal('abc');
      expect(matchText('c[[:space:]]d', 'abc\ndef')).to.equal('c\nd');
    });

    it('anchors at line ends and at the ends of the subject', function () {
      expect(matchText('^d', 'abc\ndef')).to.equal('d');
      expect(matchText('c$', 'abc\ndef')).to.equal('c');
      expect(matchText('^b', 'bc')).to.equal('b');
      expect(matchText('^x', 'ax')).to.equal(undefined);
    });

    it('reads escapes and brackets as regcomp does', function () {
      expect(matchText('\\d', '5d')).to.equal('d', '\\d is the letter d');
      expect(matchText('[]a]+', 'x]a]')).to.equal(']a]');
      expect(matchText('[a-]+', 'x-a-')).to.equal('-a-');
      expect(matchText('[\\n]+', 'a\\nb')).to.equal('\\n', 'a backslash in brackets is literal');
      expect(matchText('x{2,3}', 'xxxxx')).to.equal('xxx');
      expect(matchText('a{', 'a{')).to.equal('a{', '{ not followed by a digit is literal');
      expect(matchText('[[:digit:]]+', 'ab123')).to.equal('123');
      expect(matchText('[[.hyphen.]]', 'a-b')).to.equal('-');
      expect(matchText('[[:<:]]ab', 'cab ab')).to.equal('ab');
      expect(new PosixRegex('[[:<:]]ab').exec('cab ab')!.index).to.equal(4);
    });

    it('supports back-references to earlier groups', function () {
      expect(matchText('(a+)b\\1', 'aabaa')).to.equal('aabaa');
      expect(matchText('(a)\\10', 'aa0')).to.equal('aa0', '\\1 then a literal 0');
    });

    it('ignores case for ASCII letters only when asked', function () {
      expect(matchText('FoO[A-Z]', 'foox', true)).to.equal('foox');
      expect(matchText('FoO', 'foo')).to.equal(undefined);
    });

    it('reports capture positions', function () {
      const m = new PosixRegex('x(a*)(b)?y').exec('--xaay')!;
      expect(m.spans[1]).to.deep.equal([3, 5]);
      expect(m.spans[2]).to.equal(undefined);
    });

    it('escapes text so it matches literally', function () {
      const text = 'a.b*c(d)[e]{f}|g^h$i\\j+k?';
      expect(matchText(escapeEre(text), `zz${text}zz`)).to.equal(text);
    });
  });

  describe('syntax errors (regerror texts)', function () {
    const bad: [string, string][] = [
      ['', 'empty (sub)expression'],
      ['a||b', 'empty (sub)expression'],
      ['(a', 'parentheses not balanced'],
      ['a)', 'parentheses not balanced'],
      ['*a', 'repetition-operator operand invalid'],
      ['a**', 'repetition-operator operand invalid'],
      ['^*', 'repetition-operator operand invalid'],
      ['[a', 'brackets ([ ]) not balanced'],
      ['[[:nope:]]', 'invalid character class'],
      ['[z-a]', 'invalid character range'],
      ['\\1', 'invalid backreference number'],
      ['(a\\1)', 'invalid backreference number'],
      ['a\\', 'trailing backslash (\\)'],
      ['a{300}', 'invalid repetition count(s)'],
      ['a{2,1}', 'invalid repetition count(s)'],
      ['a{1', 'braces not balanced'],
      ['[[.nope.]]', 'invalid collating element'],
    ];
    for (const [re, message] of bad) {
      it(`rejects ${JSON.stringify(re)}: ${message}`, function () {
        expect(() => translateEre(re)).to.throw(RegexSyntaxError, message);
      });
    }

    it('accepts what regcomp accepts', function () {
      for (const re of ['()', 'a|b', '[]]', '[^]a]', 'a{1,}', '$*', 'x{0}', '[a-c-]', '{a'])
        expect(() => translateEre(re), re).to.not.throw();
    });
  });

  describe('agrees with FileCheck-19 on random patterns (seeded)', function () {
    let dir = '';
    before(function () {
      if (!haveCommand('FileCheck-19')) {
        console.log('  skipping the random regex comparison: FileCheck-19 is not installed (Debian llvm-19-tools)');
        this.skip();
      }
      dir = mkdtempSync(join(tmpdir(), 'polyts-ere-'));
    });
    after(function () {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    // A deterministic generator, so a failure reproduces.
    let seed = 20240617;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed >>> 8) % n; // the low bits of this generator are far from random
    };
    const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)];
    const atom = (depth: number): string =>
      depth > 0 && rand(3) === 0 ? `(${ere(depth - 1)})` : pick(['a', 'b', 'c', '.', '[ab]', '[^a]', '[[:alpha:]]', 'ab', 'ba']);
    const piece = (depth: number): string => atom(depth) + pick(['', '', '', '*', '+', '?', '{1,2}', '{2}']);
    const branch = (depth: number): string => {
      let s = rand(10) === 0 ? '^' : '';
      for (let i = 0, n = 1 + rand(3); i < n; i++) s += piece(depth);
      return s + (rand(10) === 0 ? '$' : '');
    };
    // Alternatives that extend an earlier one are where leftmost-first and leftmost-longest part ways.
    const ere = (depth: number): string => {
      const first = branch(depth);
      const alternatives = [first];
      for (let i = rand(3); i > 0; i--) alternatives.push(rand(2) ? first + piece(depth) : branch(depth));
      return alternatives.join('|');
    };
    const line = (): string => Array.from({ length: 1 + rand(9) }, () => pick(['a', 'b', 'c', 'a', 'b'])).join('');

    it('reports the same match extent and capture for 300 random pattern/input pairs', function () {
      this.timeout(60000);
      const mismatches: string[] = [];
      for (let k = 0; k < 300; k++) {
        const re = ere(2);
        const input = `${line()}\n${line()}\n`;
        // The second directive fails on purpose, so FileCheck prints where the first match ended and what M captured.
        const check = `CHECK: [[M:${re}]]\nCHECK-SAME: [[M]]#\n`;
        writeFileSync(join(dir, 'check'), check);
        const llvm = spawnSync('FileCheck-19', ['check', '--dump-input=never'], { cwd: dir, input, encoding: 'latin1' });
        const ours = fileCheck(check, input, { checkFileName: 'check', dumpInput: 'never' });
        if (llvm.status !== ours.exitCode || llvm.stderr !== ours.stderr)
          mismatches.push(`pattern ${JSON.stringify(re)} on ${JSON.stringify(input)}:\n--- FileCheck-19 (${llvm.status}):\n${llvm.stderr}--- ours (${ours.exitCode}):\n${ours.stderr}`);
      }
      expect(mismatches, mismatches.slice(0, 3).join('\n')).to.deep.equal([]);
    });
  });
});
