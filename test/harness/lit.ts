// A small lit: finds .mlir and .c check-tests, expands their `// RUN:` lines (%s, tool names, `not`) and runs each with bash.
// Semantics follow LLVM's lit where they overlap: RUN lines continue with a trailing backslash, `not` inverts the exit
// status (a crash is still a failure), pipelines fail if any stage fails.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { runFileCheckCommand } from './filecheck-cli.js';

export interface RunLine {
  /** 1-based line of the first `RUN:` of this command. */
  readonly line: number;
  /** The command as written, continuation lines joined. */
  readonly command: string;
}

/** How a tool name in RUN lines is replaced, or why lines using it cannot run here. */
export type ToolBinding = { readonly command: string; readonly description: string } | { readonly missing: string };

export interface LitConfig {
  /** Tool name as written in RUN lines (polyts-opt, FileCheck, mlir-opt) to its binding. */
  readonly tools: ReadonlyMap<string, ToolBinding>;
  /** Per-RUN-line limit. */
  readonly timeoutMs: number;
  /**
   * When FileCheck is ours, run `... | FileCheck ARGS` at the end of a RUN line in this process instead of starting
   * node for it: same code, same exit status and messages, one process fewer per line.
   */
  readonly fileCheckInProcess?: boolean;
}

export interface RunLineResult {
  readonly run: RunLine;
  /** The bash command actually run, or undefined when the line was skipped. */
  readonly expanded?: string;
  readonly skipped?: string;
  readonly exitCode?: number;
  readonly stdout?: string;
  readonly stderr?: string;
}

export interface TestResult {
  readonly file: string;
  /** 'skip' when no RUN line could run (a tool is missing). */
  readonly status: 'pass' | 'fail' | 'skip';
  /** For failures: the command, its exit code and output; for skips: why. */
  readonly message: string;
  readonly lines: readonly RunLineResult[];
  readonly millis: number;
}

const RUN_KEYWORD = /RUN:(.*)$/;

/** The RUN lines of a test file; a line ending in `\` continues on the next RUN line. */
export function parseRunLines(text: string): RunLine[] {
  const out: RunLine[] = [];
  let pending: { line: number; parts: string[] } | undefined;
  text.split('\n').forEach((lineText, i) => {
    const m = RUN_KEYWORD.exec(lineText);
    if (!m) return;
    let body = m[1].trim();
    const continues = body.endsWith('\\');
    if (continues) body = body.slice(0, -1).trimEnd();
    pending ??= { line: i + 1, parts: [] };
    pending.parts.push(body);
    if (!continues) {
      out.push({ line: pending.line, command: pending.parts.join(' ').trim() });
      pending = undefined;
    }
  });
  if (pending) throw new Error(`RUN line at line ${pending.line} ends with a continuation backslash but nothing follows`);
  return out;
}

/** Files that can be check-tests: MLIR for polyts-opt, C for polyts-cc. */
const TEST_EXTENSIONS = ['.mlir', '.c'];

/** Every .mlir or .c file under `root` (recursively, sorted) that has at least one RUN line. */
export function discoverTests(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (TEST_EXTENSIONS.some((e) => name.endsWith(e)) && readFileSync(path, 'latin1').split('\n').some((l) => RUN_KEYWORD.test(l))) found.push(path);
    }
  };
  walk(root);
  return found;
}

/** Quotes a path for bash when it holds anything but safe characters. */
export function shellQuote(s: string): string {
  return /^[A-Za-z0-9_./:=+,@%-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

function toolPattern(name: string): RegExp {
  // A tool name is a whole shell word: not part of a path, option or longer name.
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w./-])${escaped}(?![\\w./-])`, 'g');
}

/**
 * A RUN command with its substitutions made: tool names first (so paths substituted later are never rewritten),
 * then %s (file), %S/%p (its directory), %t/%T (scratch path/dir), %% (a percent sign).
 */
export function expandRunLine(command: string, file: string, scratchDir: string, config: LitConfig): { expanded: string } | { skipped: string } {
  let cmd = command;
  for (const [name, binding] of config.tools) {
    const re = toolPattern(name);
    if (!re.test(cmd)) continue;
    if ('missing' in binding) return { skipped: binding.missing };
    cmd = cmd.replace(toolPattern(name), binding.command);
  }
  return { expanded: substitutePercents(cmd, file, scratchDir, shellQuote) };
}

function substitutePercents(text: string, file: string, scratchDir: string, quote: (s: string) => string): string {
  const t = join(scratchDir, `${basename(file)}.tmp`);
  const subst: Record<string, string> = { s: file, S: dirname(file), p: dirname(file), t, T: scratchDir };
  return text.replace(/%([sSptT%])/g, (_, c: string) => (c === '%' ? '%' : quote(subst[c])));
}

/**
 * `HEAD | FileCheck ARGS` with plain-word ARGS and a HEAD that is a simple pipeline (no &&, ||, ;, background jobs
 * or command substitution, which would change what the final pipe applies to); undefined otherwise.
 */
export function splitTrailingFileCheck(command: string): { head: string; args: string[] } | undefined {
  const m = /^(.*\S)\s*\|\s*FileCheck((?:\s+[^\s|;&<>()`$"'\\]+)*)\s*$/.exec(command);
  if (!m) return undefined;
  const head = m[1];
  if (/&&|\|\||;|`|\$\(|(?<![>&])&(?![>&])|\|$/.test(head)) return undefined;
  return { head, args: m[2].trim().split(/\s+/).filter((a) => a !== '') };
}

// `not` as lit's not tool: success becomes failure, failure becomes success, but a program that could not run or
// was killed by a signal is a failure either way (`not --crash` expects the signal).
const PRELUDE = `not() {
  local crash=0
  if [ "$1" = "--crash" ]; then crash=1; shift; fi
  "$@"
  local rc=$?
  if [ $crash = 1 ]; then [ $rc -gt 128 ]; return $?; fi
  if [ $rc -eq 0 ] || [ $rc -eq 126 ] || [ $rc -eq 127 ] || [ $rc -gt 128 ]; then return 1; fi
  return 0
}
set -o pipefail
`;

function runBash(script: string, cwd: string, timeoutMs: number): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Own process group, so a timeout can stop the whole pipeline.
    const child = spawn('bash', ['-c', PRELUDE + script], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('latin1') + (timedOut ? `\n[lit] timed out after ${timeoutMs} ms\n` : '');
      resolve({ exitCode: code ?? (signal ? 128 : 1), stdout: Buffer.concat(out).toString('latin1'), stderr });
    });
  });
}

const MAX_SHOWN = 16000;
const clip = (s: string): string => (s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}\n[... ${s.length - MAX_SHOWN} more characters]` : s);

/** Runs every RUN line of `file` in order; stops at the first failing one. */
export async function runTestFile(file: string, config: LitConfig): Promise<TestResult> {
  const started = Date.now();
  const runs = parseRunLines(readFileSync(file, 'latin1'));
  const scratch = mkdtempSync(join(tmpdir(), 'polyts-lit-'));
  const lines: RunLineResult[] = [];
  try {
    for (const run of runs) {
      const split = config.fileCheckInProcess ? splitTrailingFileCheck(run.command) : undefined;
      const expansion = expandRunLine(split ? split.head : run.command, file, scratch, config);
      if ('skipped' in expansion) {
        lines.push({ run, skipped: expansion.skipped });
        continue;
      }
      let r = await runBash(expansion.expanded, scratch, config.timeoutMs);
      let shown = expansion.expanded;
      if (split) {
        const args = split.args.map((a) => substitutePercents(a, file, scratch, (s) => s));
        const fc = runFileCheckCommand(args, () => r.stdout, scratch);
        // As with pipefail: the last failing stage decides the status, and FileCheck is the last stage.
        r = { exitCode: fc.exitCode !== 0 ? fc.exitCode : r.exitCode, stdout: '', stderr: r.stderr + fc.stderr };
        shown = `${expansion.expanded} | FileCheck ${args.map(shellQuote).join(' ')}   (our FileCheck, run in the test process)`;
      }
      lines.push({ run, expanded: shown, ...r });
      if (r.exitCode !== 0) {
        const message = [
          `RUN at line ${run.line} failed with exit code ${r.exitCode}:`,
          `  ${run.command}`,
          `expanded to:`,
          `  ${shown}`,
          r.stdout ? `--- stdout ---\n${clip(r.stdout)}` : '',
          r.stderr ? `--- stderr ---\n${clip(r.stderr)}` : '',
        ]
          .filter((s) => s !== '')
          .join('\n');
        return { file, status: 'fail', message, lines, millis: Date.now() - started };
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const skipped = lines.filter((l) => l.skipped);
  if (runs.length === 0) return { file, status: 'fail', message: 'no RUN lines', lines, millis: Date.now() - started };
  if (skipped.length === runs.length)
    return { file, status: 'skip', message: [...new Set(skipped.map((l) => l.skipped))].join('; '), lines, millis: Date.now() - started };
  return { file, status: 'pass', message: '', lines, millis: Date.now() - started };
}

/** Whether a command is on PATH. */
export function haveCommand(name: string): boolean {
  return spawnSync('bash', ['-c', `command -v ${shellQuote(name)}`], { stdio: 'ignore' }).status === 0;
}

/**
 * The tool bindings for this machine: polyts-opt, polyts-cc and polyts-translate are our built CLIs; FileCheck is LLVM's FileCheck-19 when installed,
 * else ours (POLYTS_FILECHECK=ours|llvm forces one; llvm without FileCheck-19 throws); mlir-opt is mlir-opt-19, and
 * lines using it are skipped without it.
 */
export function defaultConfig(repoRoot: string, env: NodeJS.ProcessEnv = process.env): LitConfig {
  const node = shellQuote(process.execPath);
  const tools = new Map<string, ToolBinding>();
  for (const tool of ['polyts-opt', 'polyts-cc', 'polyts-translate']) tools.set(tool, { command: shellQuote(join(repoRoot, 'bin', tool)), description: `bin/${tool}` });
  const ours: ToolBinding = { command: `${node} ${shellQuote(join(repoRoot, 'dist/test/harness/filecheck-cli.js'))}`, description: 'ours (test/harness/fileCheck.ts, run in process after a pipe)' };
  const llvmInstalled = haveCommand('FileCheck-19');
  const choice = env.POLYTS_FILECHECK;
  if (choice !== undefined && choice !== 'ours' && choice !== 'llvm')
    throw new Error(`POLYTS_FILECHECK must be 'ours' or 'llvm', not '${choice}'`);
  // Asking for LLVM's checker where there is none is a setup error, not a reason to quietly test less.
  if (choice === 'llvm' && !llvmInstalled) throw new Error('POLYTS_FILECHECK=llvm but FileCheck-19 is not installed (Debian llvm-19-tools)');
  let fileCheckInProcess = false;
  if (choice === 'ours' || !llvmInstalled) {
    tools.set('FileCheck', ours);
    fileCheckInProcess = true;
  } else tools.set('FileCheck', { command: 'FileCheck-19', description: 'FileCheck-19 (LLVM)' });
  tools.set(
    'mlir-opt',
    haveCommand('mlir-opt-19') ? { command: 'mlir-opt-19', description: 'mlir-opt-19' } : { missing: 'not installed: mlir-opt-19 (Debian package mlir-19-tools)' },
  );
  return { tools, timeoutMs: 60000, fileCheckInProcess };
}

/** Runs jobs with at most `limit` at a time; result i is job i's. */
export function inParallel<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T>[] {
  const results = jobs.map(() => {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Marked handled now; the caller awaiting it later still sees the rejection.
    promise.catch(() => undefined);
    return { promise, resolve, reject };
  });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next++;
      try {
        results[i].resolve(await jobs[i]());
      } catch (e) {
        results[i].reject(e);
      }
    }
  };
  for (let w = 0; w < Math.min(limit, jobs.length); w++) void worker();
  return results.map((r) => r.promise);
}
