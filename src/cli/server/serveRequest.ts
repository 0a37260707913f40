// One client's command (polyts-cc, polyts-opt or polyts-translate), run inside a compile server as if it were its own
// process: the client's working directory, environment, umask and arguments; its stdout and stderr sent back as
// frames; its exit status returned. What a command leaves in the process (caches, the preprocessor found on its
// PATH, timing) is dropped after it.

import { exitStatus, runTool, setRelayingOutput, StdinElsewhere } from '../common.js';
import { parseCcArgs } from '../ccArgs.js';
import { toolNamed } from '../tools.js';
import { forgetPreprocessor } from '../../frontend/preprocess.js';
import { resetPhaseTiming } from '../../ir/phaseTiming.js';
import { forgetKeptAnswers } from '../../poly/answerCaches.js';
import { frame, type FrameType, type ServerRequest } from './protocol.js';

/** How a served command ended: its exit status, and whether it hit a bug (the server then stops). */
export interface Served {
  readonly status: number;
  readonly internalError: boolean;
}

/**
 * Runs `request`, sending its output through `send`; 'declined' when the client must run it itself: a tool the server
 * does not know; input on stdin ('-', a response file, polyts-opt or polyts-translate without an input file: only the
 * client has it; `-o -` is served); a path naming the process's own descriptors or terminal (/dev/stdout, /dev/fd/N:
 * in the server they are the server's); --help and --version of the tools that print them through yargs (which
 * ends the process); the test-only passes asked for (registered, they would stay for the next commands); a working
 * directory that is gone.
 */
export async function serveRequest(request: ServerRequest, send: (bytes: Buffer) => void): Promise<Served | 'declined'> {
  const main = toolNamed(request.tool);
  if (!main || request.env.POLYTS_TEST_PASSES === '1' || request.argv.some(namesOwnDescriptor)) return 'declined';
  if (request.tool === 'polyts-cc' ? readsStdin(request.argv) : request.argv.some((a) => /^(-h|--help|--version)$/.test(a))) return 'declined';
  const saved = { argv: process.argv };
  try {
    process.chdir(request.cwd);
  } catch {
    return 'declined';
  }
  const env = setEnvironment(request.env);
  process.argv = [saved.argv[0]!, request.tool, ...request.argv];
  const umask = process.umask(request.umask);
  resetPhaseTiming(request.startEpochMs - performance.timeOrigin, `the compile server (process ${process.pid})`);
  forgetPreprocessor();
  setRelayingOutput(true);
  let sent = false;
  const sendOutput = (bytes: Buffer): void => {
    sent = true;
    send(bytes);
  };
  const restore = [capture(process.stdout, 'o', sendOutput), capture(process.stderr, 'e', sendOutput)];
  try {
    const outcome = await runTool(request.tool, () => main([...request.argv]));
    return { status: exitStatus(outcome), internalError: outcome === 'internal-error' };
  } catch (e) {
    // The command wants its input from stdin: the client runs it, unless it already wrote something (a bug).
    if (!(e instanceof StdinElsewhere)) throw e;
    if (!sent) return 'declined';
    sendOutput(Buffer.from(`${request.tool}: internal error: the compile server could not read the standard input it needed\n`));
    return { status: 2, internalError: true };
  } finally {
    for (const r of restore) r();
    setRelayingOutput(false);
    process.exitCode = undefined;
    setEnvironment(env);
    process.argv = saved.argv;
    process.umask(umask);
    resetPhaseTiming(0);
    forgetKeptAnswers();
  }
}

/** Does `arg` name the standard streams, a descriptor or the terminal of the process that opens it? */
function namesOwnDescriptor(arg: string): boolean {
  return /\/dev\/(std(in|out|err)|fd\/|tty)|\/proc\/(self|thread-self)\//.test(arg);
}

/**
 * May the command read its standard input: an input file '-', or a response file (`@file`, read by the system
 * compiler, which could name '-')? A command line polyts-cc rejects does not.
 */
function readsStdin(argv: readonly string[]): boolean {
  if (argv.some((a) => a.startsWith('@'))) return true;
  try {
    return parseCcArgs([...argv]).inputs.some((i) => i.path === '-');
  } catch {
    return false;
  }
}

/**
 * Makes `env` the process's environment, returning the one it replaces. The variables are set one by one on
 * process.env, which sets them in the process itself: node reads some from there, not from process.env (os.tmpdir()
 * reads TMPDIR with getenv), so a new object in process.env's place would leave the server's own in effect.
 */
function setEnvironment(env: Readonly<Record<string, string>>): Record<string, string> {
  const previous: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) previous[k] = v;
  for (const k of Object.keys(previous)) if (!Object.hasOwn(env, k)) delete process.env[k];
  for (const [k, v] of Object.entries(env)) if (process.env[k] !== v) process.env[k] = v;
  return previous;
}

/** Sends what is written to `stream` as frames of `type` until the returned function restores it. */
function capture(stream: NodeJS.WriteStream, type: FrameType, send: (bytes: Buffer) => void): () => void {
  const original = stream.write;
  const write = (chunk: string | Uint8Array, encoding?: BufferEncoding | ((e?: Error | null) => void), done?: (e?: Error | null) => void): boolean => {
    send(frame(type, typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)));
    const callback = typeof encoding === 'function' ? encoding : done;
    if (callback) queueMicrotask(() => callback());
    return true;
  };
  stream.write = write as typeof stream.write;
  return () => {
    stream.write = original;
  };
}
