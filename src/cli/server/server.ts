// polyts-server: the compile server polyts-client (the fast path of bin/polyts-cc, polyts-opt and polyts-translate)
// talks to. A fresh node process pays for its start-up and runs polyts's code cold; a server's processes have it
// compiled and warm, so a command costs what its passes cost. polyts-client starts it in the background the first
// time none answers.
//
// `polyts-server SOCKET` listens on the Unix socket alone while commands come one after another, so that one process
// sees them all and its JIT warms up on every file. Once a command had to wait for it (commands arrive together: `make
// -j`), it starts one sibling process per further core, each handed the listening socket: the kernel gives a
// connection to a process waiting in accept, i.e. to an idle one. Each process runs one command at a time (a
// connection arriving meanwhile, possible only while a command waits on the preprocessor, is told to run itself) and
// ends after POLYTS_SERVER_IDLE seconds (default 600) without a request, or after a command that hit a bug in polyts
// (its state is not trusted any more).

import { spawn } from 'node:child_process';
import { unlinkSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { CliError } from '../common.js';
import { testPassesEnabled } from '../../../passes/index.js';
import { ensurePrivateDirectory, frame, parseRequest, type ServerRequest } from './protocol.js';
import { serveRequest } from './serveRequest.js';

/** Largest request read (arguments and environment); a longer one is dropped. */
const maxRequestBytes = 64 << 20;
/** A client that connected but has not sent its whole request after this long is dropped. */
const requestTimeoutMs = 10_000;
const maxProcesses = 8;
/** A command that waited longer than this for the server (from its client's start) means commands arrive together. */
const waitForSiblingsMs = 100;

export async function main(argv: string[]): Promise<void> {
  if (argv[0] === '--sibling') {
    process.once('message', (m, handle) => {
      if (m === 'polyts-server' && handle instanceof net.Server) serveOn(handle);
    });
    return;
  }
  // Started by a command that asked for the test-only passes: they are registered here, and no command may see them.
  if (testPassesEnabled()) return;
  const path = argv[0];
  if (argv.length !== 1 || !path) throw new CliError('polyts-server: error: expected one argument, the socket path');
  if (!ensurePrivateDirectory(dirname(path))) throw new CliError(`polyts-server: error: ${dirname(path)} is not a private directory of this user`);
  const server = await listen(path);
  if (!server) return;
  let started = false;
  serveOn(server, () => {
    if (started) return;
    started = true;
    startSiblings(server);
  });
}

/** Starts one process per further core serving on `server` (they end on their own when idle). */
function startSiblings(server: net.Server): void {
  const processes = Math.min(maxProcesses, availableParallelism());
  for (let i = 1; i < processes; i++) {
    const sibling = spawn(process.execPath, [...process.execArgv, '--', 'polyts-server', '--sibling'], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    sibling.on('error', () => {});
    sibling.send('polyts-server', server, () => {
      sibling.disconnect();
      sibling.unref();
    });
  }
}

/** Listens on `path`; undefined when a live server already does (a socket file no one listens on is replaced). */
async function listen(path: string): Promise<net.Server | undefined> {
  const attempt = (): Promise<net.Server | NodeJS.ErrnoException> =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', resolve);
      server.listen(path, () => resolve(server));
    });
  let r = await attempt();
  if (!(r instanceof net.Server) && r.code === 'EADDRINUSE') {
    if (await answers(path)) return undefined;
    try {
      unlinkSync(path);
    } catch {
      // another starting server removed it first
    }
    r = await attempt();
  }
  return r instanceof net.Server ? r : undefined;
}

function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(path, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Serves the connections this process accepts on `server`, one command at a time; `crowded` is called when a command
 * had to wait for this process.
 */
function serveOn(server: net.Server, crowded: () => void = () => {}): void {
  const idleMs = Math.max(1, Number(process.env.POLYTS_SERVER_IDLE ?? 600) || 600) * 1000;
  let idle: NodeJS.Timeout | undefined;
  // Leaving without closing the server: closing would remove the socket file the other processes still serve on.
  const armIdle = (): void => {
    idle = setTimeout(() => process.exit(0), idleMs);
  };
  let busy = false;
  armIdle();
  server.on('connection', (socket) => {
    socket.on('error', () => {}); // a client that went away: its answer is dropped
    if (busy) {
      socket.end(frame('l'));
      crowded();
      return;
    }
    busy = true;
    clearTimeout(idle);
    void readRequest(socket)
      .then(async (request) => {
        if (!request) return socket.destroy();
        if (performance.timeOrigin + performance.now() - request.startEpochMs > waitForSiblingsMs) crowded();
        const served = await serveRequest(request, (bytes) => socket.write(bytes));
        if (served === 'declined') return socket.end(frame('l'));
        socket.end(frame('x', String(served.status)));
        if (served.internalError) socket.once('close', () => process.exit(0));
      })
      .finally(() => {
        busy = false;
        armIdle();
      });
  });
}

/** The request a client sends: a 4-byte little-endian length, then that many bytes. */
function readRequest(socket: net.Socket): Promise<ServerRequest | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (r: ServerRequest | undefined): void => {
      clearTimeout(timer);
      socket.removeListener('data', onData);
      socket.removeListener('close', onClose);
      resolve(r);
    };
    const onData = (b: Buffer): void => {
      chunks.push(b);
      received += b.length;
      if (received < 4) return;
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const length = all.readUInt32LE(0);
      if (length > maxRequestBytes) return finish(undefined);
      if (received >= 4 + length) finish(parseRequest(all.subarray(4, 4 + length)));
    };
    const onClose = (): void => finish(undefined);
    const timer = setTimeout(() => finish(undefined), requestTimeoutMs);
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}
