// Test plumbing shared by the IR corpus tests: the repository root, polyts in-process and as a CLI, and mlir-opt-19.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { verify } from '../../src/ir/verifier.js';
import { packageRoot } from '../../src/packageRoot.js';

registerAllDialects();

/** The source checkout (the directory holding package.json), also when running from dist/. */
export const repoRoot = packageRoot;


/** The sorted .mlir files of a folder under the repository root, e.g. `test/ir/roundtrip`. */
export function mlirFiles(folder: string): string[] {
  const dir = join(repoRoot(), folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mlir'))
    .sort()
    .map((f) => join(dir, f));
}

/** Reads a file the way polyts-opt does (bytes as a latin1 string). */
export function readMlir(path: string): string {
  return readFileSync(path).toString('latin1');
}

/** What `polyts-opt [--mlir-print-op-generic]` prints for `text`, computed in-process (parse, verify, print). */
export function polytsPrint(text: string, name: string, generic = false): string {
  const module = parseSource(text, name);
  verify(module);
  return printOperation(module, { generic });
}

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the compiled polyts-opt CLI. */
export function runPolytsCli(args: readonly string[], stdin?: string): Promise<RunResult> {
  return run(join(repoRoot(), 'bin', 'polyts-opt'), args, stdin);
}

function run(file: string, args: readonly string[], stdin?: string): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = execFile(file, [...args], { encoding: 'latin1', maxBuffer: 256 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
    child.stdin?.end(stdin === undefined ? undefined : Buffer.from(stdin, 'latin1'));
  });
}

/** Runs async jobs at most `limit` at a time, keeping results in job order. */
export async function inParallel<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** The upstream tool; MLIR_OPT overrides the name (set it to a missing path to exercise the skip path). */
export const mlirOptName = process.env.MLIR_OPT ?? 'mlir-opt-19';

let available: boolean | undefined;
/** True when mlir-opt-19 can be run here. */
export function hasMlirOpt(): boolean {
  available ??= spawnSync(mlirOptName, ['--version'], { stdio: 'ignore' }).status === 0;
  return available;
}

/** The message a suite prints once when it skips its upstream comparisons. */
export const skipMessage = `skipped: ${mlirOptName} not installed (install Debian's mlir-19-tools to compare with upstream)`;

let skipAnnounced = false;

/** Inside a describe: registers the upstream tests as pending; the first such suite reached prints the skip message. */
export function skipUpstreamTests(names: readonly string[]): void {
  it(`compares with ${mlirOptName}`, function () {
    if (!skipAnnounced) console.log(`\n  ${skipMessage}`);
    skipAnnounced = true;
    this.skip();
  });
  for (const n of names) it.skip(n);
}

const splitMarker = '// -----';

/**
 * Runs mlir-opt-19 once over many inputs with --split-input-file and returns each input's output exactly as a
 * separate `mlir-opt-19` run prints it, or `undefined` for an input upstream rejected (see `stderr`).
 */
export async function runMlirOptBatch(texts: readonly string[], args: readonly string[] = []): Promise<{ outputs: (string | undefined)[]; stderr: string }> {
  for (const t of texts) if (t.includes(splitMarker)) throw new Error(`batch input contains the split marker '${splitMarker}'`);
  const dir = mkdtempSync(join(tmpdir(), 'polyts-batch-'));
  try {
    const file = join(dir, 'batch.mlir');
    writeFileSync(file, Buffer.from(texts.map((t) => (t.endsWith('\n') ? t : t + '\n')).join(splitMarker + '\n'), 'latin1'));
    const r = await run(mlirOptName, ['--split-input-file', ...args, file]);
    // Chunk outputs (each exactly what a separate run prints) are joined by the marker line; a rejected chunk prints nothing.
    const parts = r.stdout.split(splitMarker + '\n');
    if (parts.length !== texts.length) throw new Error(`${mlirOptName} batch: expected ${texts.length} outputs, got ${parts.length}\n${r.stderr}`);
    const outputs = parts.map((p) => (p === '' ? undefined : p));
    return { outputs, stderr: r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
