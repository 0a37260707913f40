// Runs the system C preprocessor (cpp, gcc -E or clang -E) with the system's own headers (glibc's and the
// compiler's, as the C compiler that builds the program sees them) in gcc's default dialect, and turns its
// errors into located diagnostics.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiagnosticError } from '../ir/diagnostics.js';
import { firstDifference } from './cpp/compareOutputs.js';
import {
  commandExists, configurationKey, knownConfiguration, learnConfigurationInBackground, learnConfigurationSync,
} from './cpp/configuration.js';
import { preprocessInProcess } from './cpp/preprocessor.js';

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
  /**
   * Whether this process may preprocess more files with these options (default true). Only then does a run of the
   * system preprocessor also learn its configuration in the background for in-process preprocessing: in a command
   * of one file that run is wasted (a process started and its output read: ~40 ms of a 0.5 s -O0 command).
   */
  readonly moreFiles?: boolean;
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

/**
 * Forgets which preprocessor runs here, for a command with another PATH (a compile server's next request). What the
 * in-process preprocessor learned stays: its key holds PATH and the binary.
 */
export function forgetPreprocessor(): void {
  detected = undefined;
}

/** The preprocessor's arguments, without the command itself. */
export function preprocessorArgs(file: string, options: PreprocessOptions): string[] {
  return [...optionArgs(options), file];
}

function optionArgs(options: PreprocessOptions): string[] {
  const args = [`-std=${cDialect}`];
  for (const d of options.includeDirs ?? []) args.push('-I', d);
  for (const d of options.defines ?? []) args.push(`-D${d}`);
  for (const u of options.undefines ?? []) args.push(`-U${u}`);
  args.push(...(options.extraArgs ?? []));
  return args;
}

/** POLYTS_PREPROCESSOR: 'system' (never in-process), 'check' (both, and they must agree), or in-process when known. */
const preprocessorMode = (): string => process.env.POLYTS_PREPROCESSOR ?? '';

/**
 * The command a call would run without starting a process: the given or detected one, else (a compile server's next
 * command, after forgetPreprocessor) the first candidate found in PATH.
 */
function likelyCommand(options: PreprocessOptions): readonly string[] | undefined {
  const c = options.preprocessor ?? detected ?? candidates.find(commandExists);
  return c && c.length > 0 ? c : undefined;
}

/** The in-process output for `file`, when this process knows the configuration and is certain; else undefined. */
function inProcess(file: string, options: PreprocessOptions, command: readonly string[] | undefined): string | undefined {
  if (!command) return undefined;
  const args = optionArgs(options);
  const key = configurationKey(command, args);
  if (!key) return undefined;
  const mode = preprocessorMode();
  const config = mode === 'check' ? learnConfigurationSync(key, command, args, options.includeDirs ?? []) : knownConfiguration(key);
  if (!config) {
    if (options.moreFiles !== false) learnConfigurationInBackground(key, command, args, options.includeDirs ?? []);
    return undefined;
  }
  const r = preprocessInProcess(file, config);
  return 'text' in r ? r.text : undefined;
}

/** True when preprocess(file, options) is expected to run in-process (nothing to start ahead of it). */
function goesInProcess(options: PreprocessOptions): boolean {
  if (preprocessorMode() !== '') return false;
  const command = likelyCommand(options);
  if (!command) return false;
  const key = configurationKey(command, optionArgs(options));
  const config = key ? knownConfiguration(key) : undefined;
  return config !== undefined && !config.unsupported;
}

// `file.c:3:10: fatal error: foo.h: No such file or directory` (gcc, clang)
const errorLine = /^(.*?):(\d+):(\d+): (?:fatal )?error: (.*)$/;

/** What one run of the preprocessor gave. */
interface Outcome {
  readonly stdout: string;
  readonly stderr: string;
  readonly status: number | null;
  readonly error?: Error;
}

/**
 * Preprocesses `file`; the output keeps gcc line markers. Errors become one DiagnosticError. Once this process has
 * learned the system preprocessor's configuration for these options (in the background, after a first run), files
 * are preprocessed in-process (src/frontend/cpp/), falling back to the system preprocessor whenever that is not
 * certain to give gcc's output.
 */
export function preprocess(file: string, options: PreprocessOptions = {}): string {
  if (!existsSync(file)) throw new DiagnosticError({ file, line: 0, col: 0 }, `no such file or directory: '${file}'`);
  const mode = preprocessorMode();
  if (mode !== 'system') {
    const text = inProcess(file, options, likelyCommand(options));
    if (text !== undefined && mode !== 'check') {
      const command = options.preprocessor ?? detected;
      if (command && command.length > 0) takeFinished(command[0]!, [...command.slice(1), ...preprocessorArgs(file, options)]); // not needed now
      return text;
    }
    if (mode === 'check') {
      const expected = systemPreprocess(file, options);
      const difference = text === undefined ? undefined : firstDifference(expected, text);
      if (difference) throw new Error(`in-process preprocessing of ${file} differs from the system preprocessor's: ${difference}`);
      return expected;
    }
  }
  return systemPreprocess(file, options);
}

function systemPreprocess(file: string, options: PreprocessOptions): string {
  const run = (command: readonly string[]): Outcome => {
    const args = [...command.slice(1), ...preprocessorArgs(file, options)];
    return takeFinished(command[0]!, args) ?? spawnSync(command[0]!, args, { encoding: 'latin1', maxBuffer: 256 * 1024 * 1024 });
  };
  let command = options.preprocessor ?? detected;
  let r: Outcome | undefined;
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

// Preprocessing ahead: a batch (polyts-cc -S a.c b.c ...) runs the preprocessor on the next files while it compiles
// one, so the preprocessor's processes use the other cores instead of the compiler's time. A finished run is kept
// under its exact command line until preprocess() asks for that command line, which then costs no process.

const finished = new Map<string, Outcome>();
const running = new Map<string, { readonly done: Promise<void>; readonly child: ChildProcess }>();
let aheadDir: string | undefined;
let aheadCount = 0;

const commandKey = (command: string, args: readonly string[]): string => JSON.stringify([command, ...args]);

function takeFinished(command: string, args: readonly string[]): Outcome | undefined {
  const key = commandKey(command, args);
  const r = finished.get(key);
  finished.delete(key);
  return r;
}

/**
 * Starts preprocessing `file` in the background, as preprocess(file, options) would, and resolves when it is done;
 * preprocess(file, options) then takes its output. Only once the preprocessor is known (after one preprocess()),
 * and only with the default or a given preprocessor command: otherwise it does nothing and preprocess() runs it.
 */
export function preprocessAhead(file: string, options: PreprocessOptions = {}): Promise<void> {
  const command = options.preprocessor ?? detected;
  if (!command || command.length === 0 || !existsSync(file) || goesInProcess(options)) return Promise.resolve();
  const args = [...command.slice(1), ...preprocessorArgs(file, options)];
  const key = commandKey(command[0]!, args);
  const started = running.get(key);
  if (started) return started.done;
  if (finished.has(key)) return Promise.resolve();
  // The output goes to a file, not a pipe: while the compiler runs, nothing reads a pipe and the preprocessor
  // would stop once the pipe is full.
  aheadDir ??= mkdtempSync(join(tmpdir(), 'polyts-cpp-'));
  const out = join(aheadDir, `${aheadCount++}.i`);
  const fd = openSync(out, 'w');
  const child = spawn(command[0]!, args, { stdio: ['ignore', fd, 'pipe'] });
  closeSync(fd);
  const done = new Promise<void>((resolve) => {
    const stderr: Buffer[] = [];
    child.stderr!.on('data', (b: Buffer) => stderr.push(b));
    const settle = (status: number | null, error?: Error) => {
      if (running.get(key)?.child !== child) return; // 'close' after 'error', or ended by endPreprocessingAhead
      running.delete(key);
      let stdout = '';
      try {
        if (!error) stdout = readFileSync(out, 'latin1');
      } catch (e) {
        error = e as Error;
      }
      rmSync(out, { force: true });
      finished.set(key, { stdout, stderr: Buffer.concat(stderr).toString('latin1'), status, error });
      resolve();
    };
    child.on('error', (e) => settle(null, e));
    child.on('close', (status) => settle(status));
  });
  running.set(key, { done, child });
  return done;
}

/** Stops what preprocessAhead still runs and removes what it left behind (its directory, outputs nobody took). */
export function endPreprocessingAhead(): void {
  for (const r of running.values()) r.child.kill();
  running.clear();
  finished.clear();
  if (aheadDir) rmSync(aheadDir, { recursive: true, force: true });
  aheadDir = undefined;
}
