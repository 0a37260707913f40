#!/usr/bin/env node
// Command-line front end of our FileCheck, taking LLVM FileCheck's options so RUN lines can use either tool:
//   node dist/test/harness/filecheck-cli.js CHECKFILE [--check-prefix=X] [options] < input

import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fileCheck, type FileCheckOptions } from './fileCheck.js';

const USAGE = `USAGE: filecheck-cli [options] <check-file>

Checks the input (stdin, or --input-file) against the CHECK directives of <check-file>, like LLVM FileCheck.

OPTIONS:
  -D <VAR=VALUE>                 Define a variable (-D#NUM=3 for a numeric one)
  --allow-deprecated-dag-overlap Let the matches of consecutive CHECK-DAGs overlap
  --allow-empty                  Accept an empty input
  --allow-unused-prefixes        Accept prefixes that no directive uses
  --check-prefix=<string>        Prefix to use from the check file (default CHECK; repeatable)
  --check-prefixes=<a,b,...>     Several prefixes at once
  --comment-prefixes=<a,b,...>   Prefixes of comment lines (default COM,RUN)
  --dump-input=<fail|always|never>  Dump the input on stderr (default fail)
  --dump-input-context=<N>       Lines of context around errors in the dump (default 5)
  --enable-var-scope             Forget variables not starting with '$' at each CHECK-LABEL
  --ignore-case                  Case-insensitive matching
  --implicit-check-not=<pattern> Add an implicit CHECK-NOT to every positive check (repeatable)
  --input-file=<filename>        File to check (default stdin)
  --match-full-lines             Require positive matches to cover whole lines
  --strict-whitespace            Do not treat runs of horizontal whitespace as equal
Options may also come from the FILECHECK_OPTS environment variable.
`;

class UsageError extends Error {}

interface ParsedArgs {
  options: FileCheckOptions;
  checkFile: string;
  inputFile: string;
}

const VALUE_OPTIONS = new Set([
  'check-prefix',
  'check-prefixes',
  'comment-prefixes',
  'implicit-check-not',
  'input-file',
  'dump-input',
  'dump-input-context',
  'dump-input-filter',
  'D',
]);
const BOOL_OPTIONS = new Set([
  'strict-whitespace',
  'match-full-lines',
  'ignore-case',
  'enable-var-scope',
  'allow-empty',
  'allow-unused-prefixes',
  'allow-deprecated-dag-overlap',
  'v',
  'vv',
  'color',
]);

function parseBool(name: string, value: string | undefined): boolean {
  if (value === undefined || value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new UsageError(`FileCheck: for the --${name} option: '${value}' is invalid value for boolean argument! Try 0 or 1`);
}

/** LLVM cl-style parsing: `-opt` or `--opt`, values as `=v` or the next argument, `-DVAR=V` glued. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const checkPrefixes: string[] = [];
  const commentPrefixes: string[] = [];
  const implicitCheckNot: string[] = [];
  const defines: string[] = [];
  const flags: Record<string, boolean> = {};
  const positional: string[] = [];
  let inputFile = '-';
  let dumpInput: FileCheckOptions['dumpInput'];
  let dumpInputContext: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-' || !arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    if (arg === '--help' || arg === '-help') throw new UsageError(USAGE);
    let name: string;
    let value: string | undefined;
    if (/^-D./.test(arg)) {
      name = 'D';
      value = arg.slice(2);
    } else {
      const m = /^--?([^=]+)(?:=([\s\S]*))?$/.exec(arg)!;
      name = m[1];
      value = m[2];
    }
    if (VALUE_OPTIONS.has(name)) {
      if (value === undefined) {
        if (i + 1 >= argv.length) throw new UsageError(`FileCheck: for the --${name} option: requires a value!`);
        value = argv[++i];
      }
      switch (name) {
        case 'check-prefix':
          checkPrefixes.push(value);
          break;
        case 'check-prefixes':
          checkPrefixes.push(...value.split(','));
          break;
        case 'comment-prefixes':
          commentPrefixes.push(...value.split(','));
          break;
        case 'implicit-check-not':
          implicitCheckNot.push(value);
          break;
        case 'input-file':
          inputFile = value;
          break;
        case 'D':
          defines.push(value);
          break;
        case 'dump-input':
          if (value !== 'fail' && value !== 'always' && value !== 'never' && value !== 'help')
            throw new UsageError(`FileCheck: for the --dump-input option: Cannot find option named '${value}'!`);
          // The earliest of always/fail/never wins when several are given, as in FileCheck.
          if (value !== 'help' && (dumpInput === undefined || ['always', 'fail', 'never'].indexOf(value) < ['always', 'fail', 'never'].indexOf(dumpInput)))
            dumpInput = value;
          break;
        case 'dump-input-context':
          dumpInputContext = Math.max(dumpInputContext ?? 0, Number(value));
          break;
        case 'dump-input-filter':
          break; // our dump has no annotations to filter
      }
      continue;
    }
    if (BOOL_OPTIONS.has(name)) {
      flags[name] = parseBool(name, value);
      continue;
    }
    throw new UsageError(`FileCheck: Unknown command line argument '${arg}'.  Try: 'FileCheck --help'`);
  }
  if (positional.length !== 1)
    throw new UsageError(positional.length === 0 ? 'FileCheck: Not enough positional command line arguments specified!' : `FileCheck: Too many positional arguments specified!`);
  return {
    checkFile: positional[0],
    inputFile,
    options: {
      checkPrefixes,
      commentPrefixes,
      implicitCheckNot,
      defines,
      strictWhitespace: flags['strict-whitespace'],
      matchFullLines: flags['match-full-lines'],
      ignoreCase: flags['ignore-case'],
      enableVarScope: flags['enable-var-scope'],
      allowEmpty: flags['allow-empty'],
      allowUnusedPrefixes: flags['allow-unused-prefixes'],
      allowDeprecatedDagOverlap: flags['allow-deprecated-dag-overlap'],
      dumpInput,
      dumpInputContext,
    },
  };
}

function readBytes(path: string | 0): string {
  // latin1 keeps one char per byte, so columns and regex sets work on bytes as in LLVM.
  return readFileSync(path).toString('latin1');
}

/**
 * The whole FileCheck command: arguments in (FILECHECK_OPTS already prepended), exit status and stderr out. Relative
 * paths are read from `cwd`. The lit runner calls this directly for `... | FileCheck ARGS`, saving a process.
 */
export function runFileCheckCommand(argv: readonly string[], readStdin: () => string, cwd = process.cwd()): { exitCode: number; stderr: string } {
  let parsed: ParsedArgs;
  try {
    parsed = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return { exitCode: e.message === USAGE ? 0 : 2, stderr: `${e.message}${e.message.endsWith('\n') ? '' : '\n'}` };
  }
  let checkText: string;
  try {
    checkText = readBytes(resolve(cwd, parsed.checkFile));
  } catch (e) {
    return { exitCode: 2, stderr: `Could not open check file '${parsed.checkFile}': ${describeIoError(e)}\n` };
  }
  let input: string;
  try {
    input = parsed.inputFile === '-' ? readStdin() : readBytes(resolve(cwd, parsed.inputFile));
  } catch (e) {
    return { exitCode: 2, stderr: `Could not open input file '${parsed.inputFile}': ${describeIoError(e)}\n` };
  }
  const result = fileCheck(checkText, input, {
    ...parsed.options,
    checkFileName: parsed.checkFile,
    inputName: parsed.inputFile === '-' ? '<stdin>' : parsed.inputFile,
    commandLine: ` ${['FileCheck', ...argv].join(' ')}`,
  });
  return result;
}

function main(): number {
  const envArgs = (process.env.FILECHECK_OPTS ?? '').split(/\s+/).filter((a) => a !== '');
  const { exitCode, stderr } = runFileCheckCommand([...envArgs, ...process.argv.slice(2)], () => readBytes(0));
  process.stderr.write(Buffer.from(stderr, 'latin1'));
  return exitCode;
}

function describeIoError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOENT' ? 'No such file or directory' : code === 'EISDIR' ? 'Is a directory' : String((e as Error).message ?? e);
}

// Only when run as a program, so tests can import parseArgs.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) process.exitCode = main();
