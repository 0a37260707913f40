// One client's command, run inside a compile server as if it were its own process: the client's working directory,
// environment, umask and arguments; its stdout and stderr sent back as frames; its exit status returned. What a
// command leaves in the process (caches, the preprocessor found on its PATH, timing) is dropped after it.

import { exitStatus, runTool, setRelayingOutput } from '../common.js';
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
 * than polyts-cc, input from stdin ('-': only the client has it), the test-only passes asked for (registered, they
 * would stay for the next commands), a working directory that is gone.
 */
export async function serveRequest(request: ServerRequest, send: (bytes: Buffer) => void): Promise<Served | 'declined'> {
  if (request.tool !== 'polyts-cc' || request.argv.includes('-') || request.env.POLYTS_TEST_PASSES === '1') return 'declined';
  const saved = { env: process.env, argv: process.argv };
  try {
    process.chdir(request.cwd);
  } catch {
    return 'declined';
  }
  process.env = { ...request.env };
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
    process.env = saved.env;
    process.argv = saved.argv;
    process.umask(umask);
    resetPhaseTiming(0);
    forgetEmptinessAnswers();
    forgetDependenceAnalyses();
  }
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
