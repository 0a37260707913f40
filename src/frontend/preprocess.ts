// Runs the system C preprocessor (cpp, gcc -E or clang -E) with the system's own headers (glibc's and the
// compiler's, as the C compiler that builds the program sees them) in gcc's default dialect, and turns its
// errors into located diagnostics.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DiagnosticError } from '../ir/diagnostics.js';

export interface PreprocessOptions {
  /** `-I` directories, searched before the libc headers. */
  readonly includeDirs?: readonly string[];
  /** `-D` arguments: `NAME` or `NAME=VALUE`. */
  readonly defines?: readonly string[];
  /** `-U` arguments. */
  readonly undefines?: readonly string[];
  /** The preprocessor command and its leading arguments (default: the first of cpp, gcc -E, clang -E found). */
  readonly preprocessor?: readonly string[];
  /** More arguments for the preprocessor, before the file (a driver's -std=, -include, -iquote, ...). */
  readonly extraArgs?: readonly string[];
}

/**
 * The C dialect the input is read in: gcc's default (GNU C17), so that the headers take the same paths
 * (`assert` as a statement expression, `M_PI` and the POSIX declarations visible) as when gcc builds the file.
 */
export const cDialect = 'gnu17';

const candidates: readonly (readonly string[])[] = [['cpp'], ['gcc', '-E'], ['clang', '-E']];
let detected: readonly string[] | null | undefined;

/** The first preprocessor that runs on this machine, or null. */
export function findPreprocessor(): readonly string[] | null {
  if (detected !== undefined) return detected;
  detected = null;
  for (const c of candidates) {
    const r = spawnSync(c[0]!, [...c.slice(1), '--version'], { encoding: 'utf8' });
    if (!r.error && r.status === 0) {
      detected = c;
      break;
    }
  }
  return detected;
}

/** The preprocessor's arguments, without the command itself. */
export function preprocessorArgs(file: string, options: PreprocessOptions): string[] {
  const args = [`-std=${cDialect}`];
  for (const d of options.includeDirs ?? []) args.push('-I', d);
  for (const d of options.defines ?? []) args.push(`-D${d}`);
  for (const u of options.undefines ?? []) args.push(`-U${u}`);
  args.push(...(options.extraArgs ?? []));
  args.push(file);
  return args;
}

// `file.c:3:10: fatal error: foo.h: No such file or directory` (gcc, clang)
const errorLine = /^(.*?):(\d+):(\d+): (?:fatal )?error: (.*)$/;

/** Preprocesses `file`; the output keeps gcc line markers. Errors become one DiagnosticError. */
export function preprocess(file: string, options: PreprocessOptions = {}): string {
  if (!existsSync(file)) throw new DiagnosticError({ file, line: 0, col: 0 }, `no such file or directory: '${file}'`);
  const run = (command: readonly string[]) =>
    spawnSync(command[0]!, [...command.slice(1), ...preprocessorArgs(file, options)], { encoding: 'latin1', maxBuffer: 256 * 1024 * 1024 });
  let command = options.preprocessor ?? detected;
  let r: ReturnType<typeof run> | undefined;
  if (command === undefined) {
    // Not known yet: the first candidate that starts is the preprocessor (one process, where asking each for its
    // --version first would cost a second one per file).
    for (const c of candidates) {
      r = run(c);
      if (!r.error) {
        detected = command = c;
        break;
      }
    }
  }
  if (!command || command.length === 0) {
    throw new DiagnosticError({ file, line: 0, col: 0 }, 'no C preprocessor found (tried cpp, gcc -E, clang -E)');
  }
  r ??= run(command);
  if (r.error) {
    throw new DiagnosticError({ file, line: 0, col: 0 }, `cannot run the C preprocessor '${command[0]}': ${r.error.message}`);
  }
  if (r.status !== 0) {
    for (const line of r.stderr.split('\n')) {
      const m = errorLine.exec(line);
      if (m) throw new DiagnosticError({ file: m[1]!, line: Number(m[2]), col: Number(m[3]) }, m[4]!);
    }
    const first = r.stderr.split('\n').find((l) => l.trim() !== '') ?? `exit status ${r.status}`;
    throw new DiagnosticError({ file, line: 0, col: 0 }, `preprocessing failed: ${first}`);
  }
  return r.stdout;
}
