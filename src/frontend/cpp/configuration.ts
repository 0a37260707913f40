// What the in-process preprocessor learns from the system preprocessor, once per key and kept in this process:
// the predefined macros (`-dM -E` of an empty file) and the include search chains (`-v`), for exactly the command,
// arguments, directory, environment and binary it stands for.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { FallBack, lexFile, type Tok } from './tokens.js';
import { type Macro, parseDefinition } from './macros.js';

/** One directory of the search chain, named as gcc names it (no trailing slash). */
export interface SearchDir {
  readonly dir: string;
  readonly system: boolean;
}

export interface CppConfiguration {
  /** Why this configuration is never used in-process (then everything falls back), or undefined. */
  readonly unsupported?: string;
  readonly macros: ReadonlyMap<string, Macro>;
  /** `#include "..."` dirs after the includer's own (-iquote), then the `<...>` dirs from `bracketStart`. */
  readonly chain: readonly SearchDir[];
  readonly bracketStart: number;
  /** gcc's first output lines for /dev/null: `FILE` stands for the main file's quoted name. */
  readonly preamble: string;
  readonly unsignedChar: boolean;
  /** GNU mode (#elifdef, comma elision on empty arguments) rather than strict ISO (-std=c11/c17). */
  readonly gnu: boolean;
  readonly openmp: boolean;
  /**
   * Directories gcc left out of the search because they did not exist (or were not directories) when this was
   * learned: it holds while they still are not directories.
   */
  readonly absentDirs: readonly string[];
}

/** Environment variables that change what cpp does (search paths, its own location, the date macros). */
const cppEnvironment = [
  'PATH', 'CPATH', 'C_INCLUDE_PATH', 'CPLUS_INCLUDE_PATH', 'OBJC_INCLUDE_PATH', 'GCC_EXEC_PREFIX', 'COMPILER_PATH',
  'LIBRARY_PATH', 'SOURCE_DATE_EPOCH', 'DEPENDENCIES_OUTPUT', 'SUNPRO_DEPENDENCIES', 'GCC_COMPARE_DEBUG', 'TMPDIR',
];

/** The binary `command` runs (searched in PATH) with its modification time, or undefined when there is none. */
function binaryIdentity(command: string): string | undefined {
  const candidates = command.includes('/') ? [command] : (process.env.PATH ?? '').split(delimiter).map((d) => join(d || '.', command));
  for (const c of candidates) {
    try {
      const s = statSync(c, { bigint: true });
      if (s.isFile()) return `${c}@${s.mtimeNs}`;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** True when `command[0]` is found in PATH (what a compile server's next command can use without a process). */
export function commandExists(command: readonly string[]): boolean {
  return binaryIdentity(command[0]!) !== undefined;
}

/** The key of a configuration: command and arguments (not the input), directory, environment, binary. */
export function configurationKey(command: readonly string[], args: readonly string[]): string | undefined {
  const binary = binaryIdentity(command[0]!);
  if (!binary) return undefined;
  return JSON.stringify([command, args, process.cwd(), cppEnvironment.map((v) => process.env[v] ?? null), binary]);
}

const learned = new Map<string, CppConfiguration>();
const learning = new Map<string, ChildProcess>();

/** The configuration learned for `key` in this process, if any. */
export function knownConfiguration(key: string): CppConfiguration | undefined {
  const config = learned.get(key);
  if (config?.absentDirs.some(isDirectory)) {
    learned.delete(key); // an include directory appeared since: gcc would search it now
    return undefined;
  }
  return config;
}

const isDirectory = (dir: string): boolean => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true;

const learnArgs = (command: readonly string[], args: readonly string[]): string[] => [...command.slice(1), ...args, '-dM', '-E', '-v', '-x', 'c', '/dev/null'];

/** Learns the configuration now (POLYTS_PREPROCESSOR=check, tests). */
export function learnConfigurationSync(key: string, command: readonly string[], args: readonly string[], includeDirs: readonly string[]): CppConfiguration {
  const known = knownConfiguration(key);
  if (known) return known;
  const r = spawnSync(command[0]!, learnArgs(command, args), { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });
  const config = r.error || r.status !== 0 ? unsupported(`the preprocessor failed on an empty file`) : readConfiguration(r.stdout, r.stderr, args, includeDirs);
  learned.set(key, config);
  return config;
}

/** Starts learning in the background (one process that never keeps this one alive); later calls find it done. */
export function learnConfigurationInBackground(key: string, command: readonly string[], args: readonly string[], includeDirs: readonly string[]): void {
  if (learned.has(key) || learning.has(key)) return;
  let child: ChildProcess;
  try {
    child = spawn(command[0]!, learnArgs(command, args), { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    return;
  }
  learning.set(key, child);
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout!.on('data', (b: Buffer) => out.push(b));
  child.stderr!.on('data', (b: Buffer) => err.push(b));
  child.on('error', () => learning.delete(key));
  child.on('close', (status) => {
    learning.delete(key);
    if (status !== 0) return;
    learned.set(key, readConfiguration(Buffer.concat(out).toString('latin1'), Buffer.concat(err).toString('latin1'), args, includeDirs));
  });
  child.unref();
  (child.stdout as unknown as { unref?: () => void }).unref?.();
  (child.stderr as unknown as { unref?: () => void }).unref?.();
}

const unsupported = (reason: string): CppConfiguration => ({
  unsupported: reason, macros: new Map(), chain: [], bracketStart: 0, preamble: '', unsignedChar: false, gnu: true, openmp: false, absentDirs: [],
});

const stripSlashes = (d: string): string => (d.length > 1 ? d.replace(/\/+$/, '') || '/' : d);

/** Reads `-dM -E -v` of /dev/null: macros from stdout, search lists from stderr. */
export function readConfiguration(stdout: string, stderr: string, args: readonly string[], includeDirs: readonly string[]): CppConfiguration {
  if (!/^gcc version 12\./m.test(stderr)) return unsupported('not gcc 12');
  if (/ignoring duplicate directory/.test(stderr)) return unsupported('an include directory given twice');
  if (process.env.CPATH || process.env.C_INCLUDE_PATH) return unsupported('CPATH or C_INCLUDE_PATH');
  for (const a of args) if (a === '-include' || a === '-imacros' || a === '-ansi' || a === '-traditional') return unsupported(`${a}`);
  const quote = /#include "\.\.\." search starts here:\n((?: .*\n)*)/.exec(stderr);
  const bracket = /#include <\.\.\.> search starts here:\n((?: .*\n)*)End of search list\./.exec(stderr);
  if (!quote || !bracket) return unsupported('no search list in -v');
  const dirsOf = (block: string): string[] => block.split('\n').filter((l) => l.startsWith(' ')).map((l) => l.slice(1));
  const quoteDirs = dirsOf(quote[1]!);
  const bracketDirs = dirsOf(bracket[1]!);
  if ([...quoteDirs, ...bracketDirs].some((d) => d.endsWith('(framework directory)'))) return unsupported('framework directories');
  const userDirs = new Set([...includeDirs, ...args.filter((_, k) => args[k - 1] === '-I')].map(stripSlashes));
  const systemGiven = new Set(args.filter((_, k) => args[k - 1] === '-isystem' || args[k - 1] === '-idirafter').map(stripSlashes));
  let userPrefix = 0;
  while (userPrefix < bracketDirs.length && userDirs.has(bracketDirs[userPrefix]!) && !systemGiven.has(bracketDirs[userPrefix]!)) userPrefix++;
  const chain: SearchDir[] = [
    ...quoteDirs.map((dir) => ({ dir, system: systemGiven.has(dir) })),
    ...bracketDirs.map((dir, k) => ({ dir, system: k >= userPrefix })),
  ];
  const macros = new Map<string, Macro>();
  const commandLine = new Set(args.filter((a) => a.startsWith('-D')).map((a) => /^-D([A-Za-z_$][\w$]*)/.exec(a)?.[1]));
  for (const a of args.filter((_, k) => args[k - 1] === '-D')) commandLine.add(/^([A-Za-z_$][\w$]*)/.exec(a)?.[1]);
  let predef: string | undefined;
  let predefNames = new Set<string>();
  try {
    const toks = lexFile(stdout);
    if (stdout.includes('#define _STDC_PREDEF_H ')) {
      predef = chain.slice(0).map((d) => `${d.dir}/stdc-predef.h`).find((p) => existsSync(p));
      if (!predef) return unsupported('stdc-predef.h not found');
      predefNames = new Set([...readFileSync(predef, 'latin1').matchAll(/^\s*#\s*define\s+(\w+)/gm)].map((m) => m[1]!));
    }
    for (let i = 0; i < toks.length; ) {
      let j = i + 1;
      while (j < toks.length && !toks[j]!.bol) j++;
      const line = toks.slice(i + 2, j);
      const name = line[0]?.text ?? '';
      // gcc's built-ins are spelled nowhere (their tokens keep the previous token's system-ness); -D macros on the
      // command line, stdc-predef.h's in a system header.
      const sys = commandLine.has(name) ? false : predefNames.has(name) ? true : null;
      const place = (t: Tok): Tok => {
        const c = t.copy();
        c.line = 0;
        c.file = '<built-in>';
        c.sys = sys;
        return c;
      };
      macros.set(name, parseDefinition(line, place));
      i = j;
    }
  } catch (e) {
    if (e instanceof FallBack) return unsupported(`predefined macros: ${e.reason}`);
    throw e;
  }
  const version = macros.get('__STDC_VERSION__')?.body[0]?.text;
  if (version !== '201112L' && version !== '201710L') return unsupported(`__STDC_VERSION__ ${version ?? 'undefined'}`);
  if (macros.has('__OBJC__') || macros.has('__cplusplus') || macros.has('__ASSEMBLER__')) return unsupported('not C');
  const preamble = [
    '# 0 FILE', '# 0 "<built-in>"', '# 0 "<command-line>"',
    ...(predef ? [`# 1 "${predef}" 1 3 4`, '# 0 "<command-line>" 2'] : []),
    '# 1 FILE', '',
  ].join('\n');
  const absentDirs = [...stderr.matchAll(/^ignoring nonexistent directory "(.*)"$/gm), ...stderr.matchAll(/^cc1: warning: (.*): not a directory$/gm)].map((m) => m[1]!);
  return {
    macros, chain, bracketStart: quoteDirs.length, preamble,
    unsignedChar: macros.has('__CHAR_UNSIGNED__'), gnu: !macros.has('__STRICT_ANSI__'), openmp: macros.has('_OPENMP'), absentDirs,
  };
}
