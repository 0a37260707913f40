// Running the system C compiler and the built benchmarks: child processes with captured output, a job pool.

import { execFile } from 'node:child_process';

export interface Outcome {
  readonly stdout: string;
  readonly stderr: string;
  /** Set when the command could not run or exited non-zero. */
  readonly error?: string;
}

export function run(file: string, args: readonly string[], env?: NodeJS.ProcessEnv, timeoutMs = 0): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(file, args, { maxBuffer: 1 << 30, env: env ?? process.env, timeout: timeoutMs, encoding: 'latin1' }, (err, stdout, stderr) => {
      if (!err) return resolve({ stdout, stderr });
      const e = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string; code?: number | string };
      const why = e.killed ? `timed out after ${timeoutMs / 1000} s` : e.signal ? `killed by ${e.signal}` : e.code === 'ENOENT' ? `'${file}' not found` : `exit status ${e.code}`;
      resolve({ stdout, stderr, error: `${why}${stderr ? `: ${stderr.split('\n').slice(0, 5).join('\n')}` : ''}` });
    });
  });
}

/** Runs `jobs` with at most `limit` at a time; results keep job order. */
export async function pool<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, jobs.length)) }, worker));
  return results;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
