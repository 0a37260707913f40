// Robustness: randomly mutated C programs (tokens deleted, duplicated, replaced, swapped) must
// either check or fail with one located DiagnosticError, never another exception.

import { expect } from 'chai';
import fc from 'fast-check';
import { DiagnosticError } from '../../src/ir/diagnostics.js';
import { parseAndCheckSource } from '../../src/frontend/frontend.js';
import { preprocess, findPreprocessor } from '../../src/frontend/preprocess.js';
import { repoPath } from './helpers.js';

const program = `
typedef double real;
struct pt { int x; real y[3]; };
static int counter = 3;
extern double sqrt(double);
int printf(const char *fmt, ...);
void *malloc(unsigned long n);
static void kernel(int n, real A[n][n + 1], real *x, struct pt *p)
{
  int i, j;
  real s = 0.5f;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = n - 1; j >= 0; j -= 2)
      A[i][j] += x[j] * s / (i + 1) - (real)(i << 2 | j & 1);
#pragma endscop
  while (counter-- > 0) { if (counter % 2) continue; else break; }
  do { s = s > 1 ? sqrt(s) : -s; } while (s < 0 && !counter || p->x != 0);
  p->y[1] = sizeof(real) * sizeof p->y, counter ^= 7;
}
int main(int argc, char **argv)
{
  real (*A)[8][9] = (real (*)[8][9]) malloc(8 * 9 * sizeof(real));
  real x[8];
  struct pt p;
  kernel(8, *A, x, &p);
  printf("%f %s\\n", (*A)[0][0], argc > 1 ? argv[1] : "none");
  return 0;
}
`;

const pool = [
  'int', 'double', 'char', 'void', 'unsigned', 'long', 'static', 'const', 'typedef', 'struct', 'if', 'else',
  'for', 'while', 'do', 'return', 'break', 'continue', 'sizeof', 'x', 'A', 'real', 'kernel', 'printf', '0', '1.5',
  "'c'", '"s"', '(', ')', '[', ']', '{', '}', ';', ',', '*', '&', '+', '-', '/', '%', '=', '==', '+=', '<<', '?',
  ':', '->', '.', '!', '~', '++', '--', '...', '#pragma scop', '0x', '1e', '@', '"', "'",
];

/** Splits C text into tokens and the whitespace between them, so a mutation keeps the rest intact. */
function tokens(text: string): string[] {
  return text.match(/#pragma \w+|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\w+|->|\+\+|--|<<|>>|[<>=!+\-*/%&|^]=|&&|\|\||\.\.\.|\s+|./g) ?? [];
}

type Mutation = { kind: 'delete' | 'duplicate' | 'swap' } | { kind: 'replace'; with: string };

function mutate(parts: string[], at: number, m: Mutation): string {
  const p = [...parts];
  const i = at % p.length;
  if (m.kind === 'delete') p.splice(i, 1);
  else if (m.kind === 'duplicate') p.splice(i, 0, p[i]!);
  else if (m.kind === 'swap' && i + 1 < p.length) [p[i], p[i + 1]] = [p[i + 1]!, p[i]!];
  else if (m.kind === 'replace') p[i] = ` ${m.with} `;
  return p.join('');
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant<Mutation>({ kind: 'delete' }),
  fc.constant<Mutation>({ kind: 'duplicate' }),
  fc.constant<Mutation>({ kind: 'swap' }),
  fc.constantFrom(...pool).map((w): Mutation => ({ kind: 'replace', with: w })),
);

function checkOrDiagnose(text: string): void {
  try {
    parseAndCheckSource(text, 'fuzz.c', () => undefined);
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    // One located line per error (a file can have several).
    for (const line of e.message.split('\n')) expect(line).to.match(/^[^\n]+:\d+:\d+: error: [^\n]+$/);
  }
}

describe('frontend robustness', function () {
  this.timeout(300000);

  it('checks the unmutated fuzzing seed program', () => {
    expect(() => parseAndCheckSource(program, 'fuzz.c', () => program)).to.not.throw();
  });

  it('never throws anything but a DiagnosticError on mutated programs', () => {
    const parts = tokens(program);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 3 }), (edits) => {
        let text = program;
        for (const [at, m] of edits) text = mutate(tokens(text), at, m);
        checkOrDiagnose(text);
      }),
      { numRuns: 400, seed: 20240613 },
    );
    expect(parts.length).to.be.greaterThan(300);
  });

  it('survives deep nesting with a diagnostic or a result', () => {
    checkOrDiagnose(`int f(int x) { return ${'('.repeat(3000)}x${')'.repeat(3000)}; }`);
    checkOrDiagnose(`int f(int x) { ${'{'.repeat(3000)} }`);
  });

  it('never throws anything but a DiagnosticError on a mutated preprocessed kernel', function () {
    if (!findPreprocessor()) this.skip();
    const text = preprocess(repoPath('test/frontend/inputs/solver_like.c'));
    const parts = tokens(text);
    fc.assert(
      fc.property(fc.nat(), mutation, (at, m) => checkOrDiagnose(mutate(parts, at, m))),
      { numRuns: 60, seed: 7 },
    );
  });
});
