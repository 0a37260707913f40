// Shared CLI plumbing: reading input, writing output only on success, and turning every failure into one clear
// message and a non-zero exit code (never a JavaScript stack trace).

import { readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Argv } from 'yargs';
import { DiagnosticError } from '../ir/diagnostics.js';
import { packageRoot } from '../packageRoot.js';

/** A command-line usage error; `message` is printed as is. */
export class CliError extends Error {}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

/** The options every npm-run driver shares: --version, --help/-h, unknown options rejected as `tool: error: ...`. */
export function driverArgs<T>(y: Argv<T>, tool: string): Argv<T> {
  return y
    .version(packageVersion())
    .help()
    .alias('h', 'help')
    .strict()
    .parserConfiguration({ 'camel-case-expansion': false })
    .fail((msg, err) => {
      throw new CliError(`${tool}: error: ${err?.message ?? msg}`);
    });
}

/**
 * Thrown by readInput('-') while a compile server runs a command (src/cli/server/, isRelayingOutput): the server's
 * standard input is not the command's, so the client runs the command itself.
 */
export class StdinElsewhere extends Error {}

/** Reads a file (or stdin for '-') as bytes-in-a-string, the way the MLIR lexer expects. */
export function readInput(path: string): { text: string; name: string } {
  if (path === '-' && relayingOutput) throw new StdinElsewhere('the input is on the standard input of the client');
  if (path === '-') return { text: readFileSync(0).toString('latin1'), name: '<stdin>' };
  try {
    return { text: readFileSync(path).toString('latin1'), name: path };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`${path}:1:1: error: cannot read input file (${code === 'ENOENT' ? 'no such file' : code ?? String(e)})`);
  }
}

/**
 * Writes to stdout, or to `path` via a temporary file so a failure never leaves a half-written output. A path that
 * is not a regular file (`/dev/null`, a pipe) is written in place: renaming over it would replace the device.
 */
export function writeOutputAtomically(path: string | undefined, text: string): void {
  if (path === undefined || path === '-') {
    process.stdout.write(Buffer.from(text, 'latin1'));
    return;
  }
  const existing = statSync(path, { throwIfNoEntry: false });
  if (existing && !existing.isFile()) {
    try {
      writeFileSync(path, Buffer.from(text, 'latin1'));
      return;
    } catch (e) {
      throw new CliError(`${path}:1:1: error: cannot write output file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    }
  }
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, Buffer.from(text, 'latin1'));
    renameSync(tmp, path);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing to clean up
    }
    throw new CliError(`${path}:1:1: error: cannot write output file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

let relayingOutput = false;

/**
 * While a compile server runs a client's command, the output goes through process.stdout and process.stderr, which
 * the server sends to the client: the processes a tool runs must hand their output over instead of writing to the
 * server's own (detached) descriptors. Its input is not the command's either: readInput('-') throws StdinElsewhere.
 */
export function setRelayingOutput(on: boolean): void {
  relayingOutput = on;
}

export function isRelayingOutput(): boolean {
  return relayingOutput;
}

/** How a tool's main ended: normally (its exit status in process.exitCode, if any), a user error, or a bug. */
export type ToolOutcome = 'done' | 'user-error' | 'internal-error';

/**
 * Runs a tool's main; a failure is reported on stderr as one message (a DiagnosticError, a CliError or a bug). A
 * compile server's StdinElsewhere is its own to handle: it is thrown on.
 */
export async function runTool(tool: string, main: () => Promise<void>): Promise<ToolOutcome> {
  try {
    await main();
    return 'done';
  } catch (e) {
    if (e instanceof StdinElsewhere) throw e;
    if (e instanceof DiagnosticError) {
      process.stderr.write(e.format() + '\n');
      return 'user-error';
    }
    if (e instanceof CliError) {
      process.stderr.write(e.message + '\n');
      return 'user-error';
    }
    const msg = e instanceof Error ? e.message : String(e);
    process.stderr.write(`${tool}: internal error: ${msg}\n`);
    if (process.env.POLYTS_DEBUG && e instanceof Error && e.stack) process.stderr.write(e.stack + '\n');
    else process.stderr.write('(this is a bug in polyts; set POLYTS_DEBUG=1 for details)\n');
    return 'internal-error';
  }
}

/** The exit status of a tool that ended with `outcome`: its own, else 0; 1 for user errors, 2 for internal errors. */
export function exitStatus(outcome: ToolOutcome): number {
  return outcome === 'done' ? Number(process.exitCode ?? 0) : outcome === 'user-error' ? 1 : 2;
}

/** Runs a CLI main function, mapping errors to exit codes: 1 for user errors, 2 for internal errors. */
export function runMain(tool: string, main: () => Promise<void>): void {
  // A reader that stops early (`| head`, a consumer that failed) closes the pipe: stop as quietly as a C tool killed
  // by SIGPIPE would, with the status a shell reports for it, instead of an unhandled stream error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(128 + 13);
  });
  void runTool(tool, main).then((outcome) => {
    process.exitCode = exitStatus(outcome);
  });
}
