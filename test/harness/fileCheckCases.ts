// (check file, input, options) cases with the outcome LLVM FileCheck gives; fileCheck.test.ts runs them through our
// checker and, when it is installed, through FileCheck-19 too, so both must agree with the expectation written here.

export interface CheckCase {
  readonly name: string;
  readonly check: string;
  readonly input: string;
  /** FileCheck command-line options. */
  readonly args?: readonly string[];
  /** pass: exit 0; fail: a check failed (exit 1); error: bad check file, options or input (exit 2). */
  readonly expect: 'pass' | 'fail' | 'error';
  /** A piece of the diagnostics that must be printed. */
  readonly message?: string;
}

const c = (name: string, check: string, input: string, expect: CheckCase['expect'], more: Partial<CheckCase> = {}): CheckCase => ({
  name,
  check,
  input,
  expect,
  ...more,
});

export const cases: readonly CheckCase[] = [
  // CHECK: each pattern is searched from the end of the previous match.
  c('CHECK finds a substring', 'CHECK: foo\n', 'xx foo yy\n', 'pass'),
  c('CHECK fails when absent', 'CHECK: foo\n', 'fo o\n', 'fail', { message: 'CHECK: expected string not found in input' }),
  c('CHECKs match in order', 'CHECK: b\nCHECK: a\n', 'a\nb\n', 'fail'),
  c('CHECKs in order pass', 'CHECK: b\nCHECK: a\n', 'b\na\n', 'pass'),
  c('two CHECKs may match on one line', 'CHECK: a\nCHECK: b\n', 'a b\n', 'pass'),
  c('a match consumes its text', 'CHECK: ab\nCHECK: b\n', 'ab\n', 'fail'),
  c('CRLF input', 'CHECK: a\nCHECK-NEXT: b\n', 'a\r\nb\r\n', 'pass'),

  // CHECK-NEXT: exactly the next line.
  c('CHECK-NEXT on the next line', 'CHECK: a\nCHECK-NEXT: b\n', 'a\nb\n', 'pass'),
  c('CHECK-NEXT on the same line', 'CHECK: a\nCHECK-NEXT: b\n', 'a b\n', 'fail', { message: 'CHECK-NEXT: is on the same line as previous match' }),
  c('CHECK-NEXT two lines down', 'CHECK: a\nCHECK-NEXT: b\n', 'a\nx\nb\n', 'fail', {
    message: 'CHECK-NEXT: is not on the line after the previous match',
  }),
  c('CHECK-NEXT first is an error', 'CHECK-NEXT: a\n', 'a\n', 'error', { message: "found 'CHECK-NEXT' without previous 'CHECK: line" }),

  // CHECK-SAME: the same line as the previous match.
  c('CHECK-SAME on the same line', 'CHECK: a\nCHECK-SAME: b\n', 'a b\n', 'pass'),
  c('CHECK-SAME on a later line', 'CHECK: a\nCHECK-SAME: b\n', 'a\nb\n', 'fail', { message: 'CHECK-SAME: is not on the same line as the previous match' }),
  c('CHECK-SAME uses a variable from the line before', 'CHECK: x=[[X:[0-9]+]]\nCHECK-SAME: y=[[X]]\n', 'x=1 y=1\n', 'pass'),
  c('CHECK-SAME with a different value', 'CHECK: x=[[X:[0-9]+]]\nCHECK-SAME: y=[[X]]\n', 'x=1 y=2\n', 'fail'),

  // CHECK-NOT: must not match between the surrounding matches.
  c('CHECK-NOT after the region', 'CHECK: a\nCHECK-NOT: x\nCHECK: b\n', 'a y b x\n', 'pass'),
  c('CHECK-NOT inside the region', 'CHECK: a\nCHECK-NOT: x\nCHECK: b\n', 'a x b\n', 'fail', { message: 'CHECK-NOT: excluded string found in input' }),
  c('trailing CHECK-NOT checks to the end', 'CHECK: a\nCHECK-NOT: z\n', 'a\nz\n', 'fail'),
  c('trailing CHECK-NOT before the match is fine', 'CHECK: a\nCHECK-NOT: z\n', 'z\na\n', 'pass'),
  c('leading CHECK-NOT checks from the start', 'CHECK-NOT: z\nCHECK: a\n', 'z a\n', 'fail'),
  c('CHECK-NOT with a regex', 'CHECK: a\nCHECK-NOT: {{err(or)?}}:\n', 'a error:\n', 'fail'),
  c('CHECK-NOT with an undefined variable is an error', 'CHECK: a\nCHECK-NOT: [[UNDEF]]\n', 'a\n', 'fail', { message: 'undefined variable: UNDEF' }),
  c('NOT combined with NEXT is rejected', 'CHECK: a\nCHECK-NOT-NEXT: b\n', 'a\n', 'error', { message: "unsupported -NOT combo on prefix 'CHECK'" }),

  // CHECK-DAG: any order within a group, no overlap, groups in order.
  c('CHECK-DAG in any order', 'CHECK-DAG: a\nCHECK-DAG: b\n', 'b a\n', 'pass'),
  c('CHECK-DAG missing one', 'CHECK-DAG: a\nCHECK-DAG: b\n', 'a\n', 'fail', { message: 'CHECK-DAG: expected string not found in input' }),
  c('CHECK-DAG matches do not overlap', 'CHECK-DAG: a\nCHECK-DAG: a\n', 'a\n', 'fail'),
  c('CHECK-DAG twice with two occurrences', 'CHECK-DAG: a\nCHECK-DAG: a\n', 'a a\n', 'pass'),
  c('CHECK after a DAG group starts after the whole group', 'CHECK-DAG: a\nCHECK-DAG: b\nCHECK: c\n', 'b c a\n', 'fail'),
  c('CHECK-NOT between DAG groups', 'CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n', 'a x b\n', 'fail'),
  c('CHECK-NOT between DAG groups, x elsewhere', 'CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n', 'x a b x\n', 'pass'),
  c('DAG group before a NOT ends at its last match', 'CHECK-DAG: b\nCHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: c\n', 'a x b c\n', 'pass'),
  c('CHECK-NEXT after a DAG counts from the DAG match', 'CHECK: a\nCHECK-DAG: b\nCHECK-NEXT: c\n', 'a\nb\nc\n', 'pass'),
  c('CHECK-NEXT after a DAG on the same line', 'CHECK: a\nCHECK-DAG: b\nCHECK-NEXT: c\n', 'a\nb c\n', 'fail'),
  c('CHECK-NOT after a DAG group applies up to the next match', 'CHECK-DAG: a\nCHECK-NOT: x\nCHECK: b\n', 'x a b\n', 'pass'),
  c('CHECK-NOT after a DAG group fails in between', 'CHECK-DAG: a\nCHECK-NOT: x\nCHECK: b\n', 'a x b\n', 'fail'),
  c('CHECK-DAG variables', 'CHECK-DAG: [[X:[a-z]]]=1\nCHECK-DAG: [[X]]=2\n', 'b=2 a=1 a=2\n', 'pass'),
  c('overlapping DAGs allowed by the deprecated flag', 'CHECK-DAG: a\nCHECK-DAG: a\n', 'a\n', 'pass', { args: ['--allow-deprecated-dag-overlap'] }),

  // CHECK-LABEL: splits the input into blocks first.
  c('CHECK-LABEL blocks', 'CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n', 'f1 x f2 y\n', 'pass'),
  c('a CHECK cannot match past the next label', 'CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n', 'f1 y f2 x\n', 'fail'),
  c('a missing label fails', 'CHECK-LABEL: f1\nCHECK-LABEL: f9\n', 'f1 f2\n', 'fail', { message: 'CHECK-LABEL: expected string not found in input' }),
  c('labels may not use variables', 'CHECK-LABEL: [[X:f]]\n', 'f\n', 'error', { message: "found 'CHECK-LABEL:' with variable definition or use" }),
  c('every block is checked after a failure', 'CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n', 'f1\nf2\n', 'fail', {
    message: 'check:4:8: error: CHECK: expected string not found in input',
  }),
  c('a CHECK-DAG before a label must match before it', 'CHECK-DAG: x\nCHECK-LABEL: f\nCHECK: y\n', 'f x y\n', 'fail'),
  c('labels and implicit CHECK-NOTs', 'CHECK-LABEL: f\nCHECK: a\nCHECK-LABEL: g\n', 'f a warn g\n', 'fail', { args: ['--implicit-check-not=warn'] }),
  c('CHECK-NOT before a label applies up to it', 'CHECK-LABEL: f1\nCHECK-NOT: bad\nCHECK-LABEL: f2\n', 'f1 bad f2\n', 'fail'),

  // CHECK-EMPTY: the next line is empty.
  c('CHECK-EMPTY', 'CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n', 'a\n\nb\n', 'pass'),
  c('CHECK-EMPTY with a line in between', 'CHECK: a\nCHECK-EMPTY:\n', 'a\nz\n\nb\n', 'fail', { message: 'CHECK-EMPTY: is not on the line after the previous match' }),
  c('CHECK-EMPTY matches the end after a final newline', 'CHECK: a\nCHECK-EMPTY:\n', 'a\n', 'pass'),
  c('CHECK-EMPTY needs that newline', 'CHECK: a\nCHECK-EMPTY:\n', 'a', 'fail'),
  c('CHECK-EMPTY with text is an error', 'CHECK: a\nCHECK-EMPTY: x\n', 'a\n\n', 'error', { message: "found non-empty check string for empty check with prefix 'CHECK:'" }),

  // CHECK-COUNT-n: n matches in a row.
  c('CHECK-COUNT', 'CHECK-COUNT-3: a\n', 'a a\na\n', 'pass'),
  c('CHECK-COUNT short', 'CHECK-COUNT-3: a\n', 'a a\n', 'fail', { message: 'CHECK-COUNT: expected string not found in input (3 out of 3)' }),
  c('CHECK-COUNT then CHECK-NOT', 'CHECK-COUNT-2: a\nCHECK-NOT: a\n', 'a a\nb a\n', 'fail'),
  c('CHECK-NEXT after CHECK-COUNT', 'CHECK-COUNT-2: a\nCHECK-NEXT: b\n', 'a a\nb\n', 'pass'),
  c('CHECK-COUNT-0 is invalid', 'CHECK-COUNT-0: a\n', 'a\n', 'error', { message: "invalid count in -COUNT specification on prefix 'CHECK'" }),

  // {{regex}}: POSIX ERE, newline-sensitive.
  c('regex piece', 'CHECK: a{{[0-9]+}}b\n', 'a123b\n', 'pass'),
  c('regex piece not matching', 'CHECK: a{{[0-9]+}}b\n', 'ab\n', 'fail'),
  c('alternation is grouped', 'CHECK: x{{y|z}}w\n', 'zw\n', 'fail'),
  c('alternation matches', 'CHECK: x{{y|z}}w\n', 'xzw\n', 'pass'),
  c('.* stays on its line', 'CHECK: a{{.*}}b\n', 'a\nb\n', 'fail'),
  c('[[:space:]] crosses lines', 'CHECK: a{{[[:space:]]+}}b\n', 'a\nb\n', 'pass'),
  c('literal text is not a regex', 'CHECK: a.b\n', 'axb\n', 'fail'),
  c('escaped dot', 'CHECK: {{a\\.b}}\n', 'axb\n', 'fail'),
  c('escaped dollar', 'CHECK: {{\\$x}}\n', '$x\n', 'pass'),
  c('backslash-d is a plain d', 'CHECK: x{{\\d}}\n', 'x5\n', 'fail'),
  c('anchors', 'CHECK: {{^}}foo{{$}}\n', 'xfoo\nfoo\n', 'pass'),
  c('anchors failing', 'CHECK: {{^}}foo{{$}}\n', 'xfoo\nfoox\n', 'fail'),
  c('^ matches where the previous match ended', 'CHECK: x\nCHECK-SAME: {{^}}foo\n', 'xfoo\n', 'pass'),
  c('leftmost-longest alternation', 'CHECK: {{a|ab}}\nCHECK-SAME: {{^}}b\n', 'ab\n', 'fail'),
  c('leftmost-longest repetition', 'CHECK: {{a*(ab)*}}\nCHECK-SAME: b\n', 'aabab\n', 'fail'),
  c('bracket with ] first', 'CHECK: {{[]x]+}}\n', 'a]]x\n', 'pass'),
  c('word boundary', 'CHECK: {{[[:<:]]ab[[:>:]]}}\n', 'cab ab\n', 'pass'),
  c('interval', 'CHECK: {{x{2,3}y}}\n', 'xy\n', 'fail'),
  c('interval', 'CHECK: {{x{2,3}y}}\n', 'xxy\n', 'pass'),
  c('the first }} ends a regex, even inside an interval', 'CHECK: {{x{2}}}\n', 'xx\n', 'error', { message: 'invalid regex: braces not balanced' }),
  c('invalid regex', 'CHECK: {{a**}}\n', 'a\n', 'error', { message: 'invalid regex: repetition-operator operand invalid' }),
  c('unterminated regex', 'CHECK: {{a\n', 'a\n', 'error', { message: "found start of regex string with no end '}}'" }),

  // [[VAR:regex]] and [[VAR]].
  c('variable capture and use', 'CHECK: def [[X:[a-z]+]]\nCHECK: use [[X]]\n', 'def foo\nuse foo\n', 'pass'),
  c('variable with another value', 'CHECK: def [[X:[a-z]+]]\nCHECK: use [[X]]\n', 'def foo\nuse bar\n', 'fail', {
    message: 'with "X" equal to "foo"',
  }),
  c('undefined variable', 'CHECK: [[NOPE]]\n', 'a\n', 'fail', { message: 'undefined variable: NOPE' }),
  c('redefinition takes the new value', 'CHECK: [[X:a]]\nCHECK: [[X:b]]\nCHECK: [[X]]\n', 'a b b\n', 'pass'),
  c('values are matched literally', 'CHECK: v=[[X:.*]];\nCHECK: u=[[X]]\n', 'v=a.b;\nu=axb\n', 'fail'),
  c('values with regex chars match themselves', 'CHECK: v=[[X:.*]];\nCHECK: u=[[X]]\n', 'v=a.b;\nu=a.b\n', 'pass'),
  c('use on the defining line is a back-reference', 'CHECK: [[X:[0-9]]]+[[X]]\n', '1+2 3+3\n', 'pass'),
  c('back-reference mismatch', 'CHECK: [[X:[0-9]]]+[[X]]\n', '1+2\n', 'fail'),
  c('MLIR-style captures', 'CHECK: %[[V:.*]] = arith.addi\nCHECK-NEXT: return %[[V]]\n', '%0 = arith.addi %a\nreturn %0\n', 'pass'),
  c('MLIR-style capture mismatch', 'CHECK: %[[V:.*]] = arith.addi\nCHECK-NEXT: return %[[V]]\n', '%0 = arith.addi %a\nreturn %1\n', 'fail'),
  c('-D defines a variable', 'CHECK: [[VAL]]\n', 'foo\n', 'pass', { args: ['-DVAL=foo'] }),
  c('variables survive labels by default', 'CHECK-LABEL: f\nCHECK: [[X:[a-z]]]\nCHECK-LABEL: g\nCHECK: [[X]]\n', 'f a\ng a\n', 'pass'),
  c('--enable-var-scope clears them', 'CHECK-LABEL: f\nCHECK: [[X:[a-z]]]\nCHECK-LABEL: g\nCHECK: [[X]]\n', 'f a\ng a\n', 'fail', {
    args: ['--enable-var-scope'],
  }),
  c('global $variables survive var scope', 'CHECK-LABEL: f\nCHECK: [[$X:[a-z]]]\nCHECK-LABEL: g\nCHECK: [[$X]]\n', 'f a\ng a\n', 'pass', {
    args: ['--enable-var-scope'],
  }),
  c('whitespace in a variable name', 'CHECK: [[X Y:a]]\n', 'a\n', 'error', { message: 'unexpected whitespace' }),
  c('unterminated substitution', 'CHECK: [[X\n', 'a\n', 'error', { message: 'Invalid substitution block, no ]] found' }),
  c('triple bracket is a literal bracket', 'CHECK: [[[X:a]]]\n', '[a]\n', 'pass'),

  // Numeric substitution blocks.
  c('numeric variable and expression', 'CHECK: x[[#N:]]\nCHECK: y[[#N+1]]\n', 'x41\ny42\n', 'pass'),
  c('numeric expression mismatch', 'CHECK: x[[#N:]]\nCHECK: y[[#N+1]]\n', 'x41\ny41\n', 'fail'),
  c('numeric variable used on its own line', 'CHECK: [[#N:]] [[#N+1]]\n', '1 2\n', 'error', {
    message: "numeric variable 'N' defined earlier in the same CHECK directive",
  }),
  c('hex numeric variable', 'CHECK: [[#%x,A:]]\nCHECK: [[#A+1]]\n', 'ff\n100\n', 'pass'),
  c('@LINE', 'COM: first line\nCHECK: line [[@LINE]]\n', 'line 2\n', 'pass'),
  c('@LINE-1', 'CHECK: [[@LINE-1]]\n', '0\n', 'pass'),
  c('signed numeric variables', 'CHECK: [[#%d,X:]]\nCHECK: [[#mul(X,2)]]\n', '-3\n-6\n', 'pass'),
  c('unsigned values cannot go negative', 'CHECK: [[#X:]]\nCHECK: [[#X - 4]]\n', '3\n-1\n', 'fail', {
    message: 'unable to substitute variable or numeric expression: overflow error',
  }),
  c('numeric precision', 'CHECK: [[#%.3u,X:]]\n', '7 007\n', 'pass'),
  c('numeric constraint', 'CHECK: [[#X:==3]]\n', '2 3\n', 'pass'),
  c('-D numeric variable', 'CHECK: [[#N+1]]\n', '4\n', 'pass', { args: ['-D#N=3'] }),
  c('string and numeric variables do not mix', 'CHECK: [[#Y:]] [[Y]]\n', '1 1\n', 'fail', { message: 'undefined variable: Y' }),
  c('@LINE+1', 'CHECK: {{.*}}.mlir:[[@LINE+1]]:3\n', 'f.mlir:2:3\n', 'pass'),

  // Prefixes and comments.
  c('--check-prefix', 'FOO: a\nCHECK: b\n', 'a\n', 'pass', { args: ['--check-prefix=FOO'] }),
  c('--check-prefixes', 'A: x\nB: y\n', 'y\n', 'fail', { args: ['--check-prefixes=A,B'] }),
  c('unused prefix is an error', 'A: x\n', 'x\n', 'error', { args: ['--check-prefixes=A,B'], message: "no check strings found with prefix 'B:'" }),
  c('--allow-unused-prefixes', 'A: x\n', 'x\n', 'pass', { args: ['--check-prefixes=A,B', '--allow-unused-prefixes'] }),
  c('prefix inside a word is ignored', 'XCHECK: zzz\nCHECK: a\n', 'a\n', 'pass'),
  c('COM comments', 'COM: CHECK: zzz\nCHECK: a\n', 'a\n', 'pass'),
  c('RUN lines are comments', 'RUN: FileCheck %s --check-prefix=CHECK\nCHECK: a\n', 'a\n', 'pass'),
  c('misspelled directive', 'CHECK_NEXT: a\n', 'a\n', 'error', { message: "misspelled directive 'CHECK_NEXT:'" }),
  c('no check strings', 'nothing here\n', 'a\n', 'error', { message: "no check strings found with prefix 'CHECK:'" }),
  c('empty check string', 'CHECK:\n', 'a\n', 'error', { message: "found empty check string with prefix 'CHECK:'" }),
  c('empty input', 'CHECK: a\n', '', 'error', { message: "FileCheck error: '<stdin>' is empty." }),
  c('--allow-empty', 'CHECK-NOT: a\n', '', 'pass', { args: ['--allow-empty'] }),
  c('{LITERAL}', 'CHECK{LITERAL}: [[x]]\n', 'a [[x]]\n', 'pass'),

  // --implicit-check-not.
  c('implicit CHECK-NOT before a match', 'CHECK: foo\n', 'warning\nfoo\n', 'fail', {
    args: ['--implicit-check-not=warning'],
    message: 'IMPLICIT-CHECK-NOT: excluded string found in input',
  }),
  c('implicit CHECK-NOT absent', 'CHECK: foo\n', 'foo\n', 'pass', { args: ['--implicit-check-not=warning'] }),
  c('implicit CHECK-NOT after the last match', 'CHECK: foo\n', 'foo\nwarning\n', 'fail', { args: ['--implicit-check-not=warning'] }),
  c('a positive match may cover the implicitly excluded text', 'CHECK: warning: ok\n', 'warning: ok\n', 'pass', { args: ['--implicit-check-not=warning'] }),

  // Whitespace and case.
  c('runs of whitespace are equal', 'CHECK: a b\n', 'a \t  b\n', 'pass'),
  c('whitespace is still required', 'CHECK: ab\n', 'a b\n', 'fail'),
  c('--strict-whitespace', 'CHECK: a b\n', 'a  b\n', 'fail', { args: ['--strict-whitespace'] }),
  c('leading whitespace of a pattern is ignored', 'CHECK:      a\n', 'a\n', 'pass'),
  c('--match-full-lines', 'CHECK: a\n', '  a  \n', 'pass', { args: ['--match-full-lines'] }),
  c('--match-full-lines rejects a partial line', 'CHECK: a\n', 'xa\n', 'fail', { args: ['--match-full-lines'] }),
  c('--match-full-lines does not apply to CHECK-NOT', 'CHECK: a\nCHECK-NOT: b\n', 'a b\n', 'fail', { args: ['--match-full-lines'] }),
  c('--match-full-lines --strict-whitespace', 'CHECK: a\n', '  a\n', 'fail', { args: ['--match-full-lines', '--strict-whitespace'] }),
  c('--ignore-case', 'CHECK: FoO{{[A-Z]}}\n', 'foox\n', 'pass', { args: ['--ignore-case'] }),
  c('case matters by default', 'CHECK: FOO\n', 'foo\n', 'fail'),
];
