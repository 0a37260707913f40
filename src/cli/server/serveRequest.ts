// One client's command, run inside a compile server as if it were its own process: the client's working directory,
// environment, umask and arguments; its stdout and stderr sent back as frames; its exit status returned. What a
// command leaves in the process (caches, the preprocessor found on its PATH, timing) is dropped after it.

import { exitStatus, runTool, setRelayingOutput } from '../common.js';
import { parseCcArgs } from '../ccArgs.js';
import { main as ccMain } from '../ccMain.js';
import { forgetPreprocessor } from '../../frontend/preprocess.js';
import { resetPhaseTiming } from '../../ir/phaseTiming.js';
import { forgetDependenceAnalyses } from '../../poly/dependences.js';
import { forgetEmptinessAnswers } from '../../poly/polyhedron.js';
import { frame, type FrameType, type ServerRequest } from './protocol.js';

/** How a served command ended: its exit status, and whether it hit a bug (the server then stops). */
export interface Served {
  readonly status: number;
  readonly internalError: boolean;
}

/**
 * Runs `request`, sending its output through `send`; 'declined' when the client must run it itself: another tool
 * than polyts-cc, an input read from stdin ('-' or a response file: only the client has it; `-o -` is served), the test-only passes asked for (registered, they
 * would stay for the next commands), a working directory that is gone.
 */
export async function serveRequest(request: ServerRequest, send: (bytes: Buffer) => void): Promise<Served | 'declined'> {
  if (request.tool !== 'polyts-cc' || readsStdin(request.argv) || request.env.POLYTS_TEST_PASSES === '1') return 'declined';
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
  const restore = [capture(process.stdout, 'o', send), capture(process.stderr, 'e', send)];
  try {
    const outcome = await runTool(request.tool, () => ccMain([...request.argv]));
    return { status: exitStatus(outcome), internalError: outcome === 'internal-error' };
  } finally {
    for (const r of restore) r();
    setRelayingOutput(false);
    process.exitCode = undefined;
    setEnvironment(env);
    process.argv = saved.argv;
    process.umask(umask);
    resetPhaseTiming(0);
    forgetEmptinessAnswers();
    forgetDependenceAnalyses();
  }
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
