// The compile server's side of its protocol with polyts-client (client.c describes the byte layout, and names the
// socket): reading a request, framing the answers, the private directory of the sockets.

import { lstatSync, mkdirSync } from 'node:fs';

export const protocolName = 'polyts-server/1';

/** What a client asks: run `tool` with `argv` as if started in `cwd` with `env` and `umask`. */
export interface ServerRequest {
  readonly tool: string;
  /** When the client process started, in milliseconds since the epoch (for --time-phases's start-up). */
  readonly startEpochMs: number;
  readonly umask: number;
  readonly cwd: string;
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/** Answer frames: output for the client's stdout or stderr, the exit status, or "run it yourself". */
export type FrameType = 'o' | 'e' | 'x' | 'l';

export function frame(type: FrameType, data: Buffer | string = ''): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(bytes.length, 1);
  return Buffer.concat([header, bytes]);
}

/** The request in `payload` (the bytes after the length), or undefined when it is not one this server reads. */
export function parseRequest(payload: Buffer): ServerRequest | undefined {
  const fields = payload.toString('utf8').split('\0');
  let at = 0;
  const next = (): string | undefined => fields[at++];
  const count = (): number => {
    const n = Number(next());
    return Number.isSafeInteger(n) && n >= 0 ? n : NaN;
  };
  if (next() !== protocolName) return undefined;
  const tool = next();
  const startEpochMs = Number(next()) / 1000;
  const umask = parseInt(next() ?? '', 8);
  const cwd = next();
  const argc = count();
  const argv = fields.slice(at, at + argc);
  at += argc;
  const envc = count();
  const env: Record<string, string> = {};
  for (const entry of fields.slice(at, at + envc)) {
    const eq = entry.indexOf('=');
    if (eq > 0) env[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  at += envc;
  if (tool === undefined || cwd === undefined || Number.isNaN(startEpochMs) || Number.isNaN(umask) || at !== fields.length - 1) return undefined;
  return { tool, startEpochMs, umask, cwd, argv, env };
}

/**
 * Makes the socket directory if needed; true when it is a directory of this user that no one else can enter (else
 * no server is started: another user's socket could read the requests, environment included).
 */
export function ensurePrivateDirectory(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const d = lstatSync(dir);
    return d.isDirectory() && d.uid === process.getuid?.() && (d.mode & 0o077) === 0;
  } catch {
    return false;
  }
}
