// Builds and runs fuzz programs: the reference (the C compiler on the generated C) and each pipeline (polyts, then
// the C compiler on its output), many programs per build, and turns the results into one outcome per program. A
// batch that fails as a whole (polyts error, rejected C) is retried one program at a time so the failure is
// pinned on the right program; a binary that dies or hangs is blamed on the program whose marker it printed last.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareDumps } from '../polybench/compare.js';
import { run } from '../polybench/processes.js';
import type { CompileResult, CompileService } from './compileService.js';
import type { FuzzPipeline } from './pipelines.js';
import { batchC, splitBatchOutput } from './printC.js';
import type { Program } from './program.js';

export type OutcomeKind = 'ok' | 'mismatch' | 'crash' | 'error' | 'timeout';

export interface Outcome {
  readonly kind: OutcomeKind;
  /** What went wrong (empty for ok). */
  readonly detail: string;
}

/** A program and the number its output is marked with (unique within a batch). */
export interface Item {
  readonly program: Program;
  readonly tag: number;
}

export interface EvalContext {
  readonly cc: string;
  /** Flags for building polyts's output (the reference is always built with -O0). */
  readonly cflags: readonly string[];
  /** Seconds: a polyts compilation of one program, and one build's run. */
  readonly timeout: number;
  readonly compiler: CompileService;
  /** A fresh directory for one build's files. */
  newDir(label: string): string;
  /** Keep the build directories (else each is removed once its outcomes are known). */
  readonly keep: boolean;
}

/** One build's result for a program: its dump, or why there is none. */
export type Run = { readonly output: string } | { readonly failure: Outcome };
export type Runs = Map<number, Run>;

/** Builds `c` (holding `items`) and runs it; programs the run never reached are built again on their own. */
async function buildAndRun(ctx: EvalContext, label: string, c: string, cflags: readonly string[], env: NodeJS.ProcessEnv, items: readonly Item[], retry: (items: readonly Item[]) => Promise<Runs>): Promise<Runs> {
  const dir = ctx.newDir(label);
  mkdirSync(dir, { recursive: true });
  try {
    return await buildAndRunIn(ctx, dir, c, cflags, env, items, retry);
  } finally {
    if (!ctx.keep) rmSync(dir, { recursive: true, force: true });
  }
}

async function buildAndRunIn(ctx: EvalContext, dir: string, c: string, cflags: readonly string[], env: NodeJS.ProcessEnv, items: readonly Item[], retry: (items: readonly Item[]) => Promise<Runs>): Promise<Runs> {
  const src = join(dir, 'fuzz.c');
  const exe = join(dir, 'fuzz');
  writeFileSync(src, c, 'latin1');
  const built = await run(ctx.cc, [...cflags, src, '-o', exe, '-lm'], undefined, (60 + items.length) * 1000);
  if (built.error) {
    if (items.length > 1) return retryEach(items, retry);
    return new Map([[items[0]!.tag, { failure: { kind: 'crash', detail: `${ctx.cc} rejected the C: ${built.error.split('\n').slice(0, 4).join(' | ')}` } }]]);
  }
  const ran = await run(exe, [], env, ctx.timeout * 1000);
  const outputs = splitBatchOutput(ran.stdout, items.map((i) => i.tag));
  const out: Runs = new Map();
  if (!ran.error) {
    for (const it of items) {
      const o = outputs.get(it.tag);
      out.set(it.tag, o === undefined ? { failure: { kind: 'crash', detail: 'the program printed nothing' } } : { output: o });
    }
    return out;
  }
  // The last program that printed its marker is the one that died or hung; the ones before it finished.
  const reached = items.filter((it) => outputs.get(it.tag) !== undefined);
  const culprit = reached.length ? reached[reached.length - 1]! : items[0]!;
  for (const it of reached) if (it !== culprit) out.set(it.tag, { output: outputs.get(it.tag)! });
  const timedOut = /^timed out/.test(ran.error);
  out.set(culprit.tag, { failure: { kind: timedOut ? 'timeout' : 'crash', detail: `the program ${timedOut ? 'did not finish within' : 'failed:'} ${timedOut ? `${ctx.timeout} s` : ran.error.split('\n')[0]}` } });
  const rest = items.slice(items.indexOf(culprit) + 1);
  if (rest.length) for (const [t, r] of await retry(rest)) out.set(t, r);
  return out;
}

async function retryEach(items: readonly Item[], retry: (items: readonly Item[]) => Promise<Runs>): Promise<Runs> {
  const out: Runs = new Map();
  for (const it of items) for (const [t, r] of await retry([it])) out.set(t, r);
  return out;
}

/** The reference build (`cc -O0` on the generated C): a failure here is a bug in the generator. */
export async function runReference(ctx: EvalContext, items: readonly Item[]): Promise<Runs> {
  const c = batchC(
    items.map((i) => i.program),
    items.map((i) => i.tag),
  );
  return buildAndRun(ctx, 'reference', c, ['-O0', '-w'], process.env, items, (rest) => runReference(ctx, rest));
}

/** Each pipeline's outcome for each item (in order), against the reference runs. */
export async function runPipelines(ctx: EvalContext, pipelines: readonly FuzzPipeline[], items: readonly Item[], reference: Runs): Promise<Outcome[][]> {
  if (!items.length) return pipelines.map(() => []);
  const compiled = await compile(ctx, pipelines, items);
  // One run of each pipeline's build per thread count it names (one run when it names none).
  const runs = await Promise.all(pipelines.map((p, i) => Promise.all((p.threads ?? [undefined]).map((t) => runCompiled(ctx, p, t, items, compiled[i]!)))));
  return pipelines.map((p, i) =>
    items.map((it) => {
      const ref = reference.get(it.tag)!;
      const mine = runs[i]!.map((r) => r.get(it.tag)!);
      for (const [k, ours] of mine.entries()) {
        const at = p.threads && p.threads.length > 1 ? `at ${p.threads[k]} threads: ` : '';
        if ('failure' in ours) {
          // A failure every run shares (a failed compilation) is not the thread count's doing.
          const shared = mine.every((o) => 'failure' in o && o.failure.detail === ours.failure.detail);
          return { ...ours.failure, detail: (shared ? '' : at) + ours.failure.detail };
        }
        if ('failure' in ref) return { kind: 'crash', detail: 'the reference build failed' };
        const cmp = compareDumps(ours.output, ref.output, p.tolerance ?? 0);
        if (!cmp.ok) return { kind: 'mismatch', detail: at + cmp.summary };
      }
      return { kind: 'ok', detail: '' };
    }),
  );
}

function compile(ctx: EvalContext, pipelines: readonly FuzzPipeline[], items: readonly Item[]): Promise<CompileResult[]> {
  const source = batchC(
    items.map((i) => i.program),
    items.map((i) => i.tag),
  );
  const file = items.length === 1 ? `seed${items[0]!.program.seed}.c` : 'fuzz-batch.c';
  const limit = (ctx.timeout + 0.5 * (items.length - 1)) * pipelines.length * 1000;
  return ctx.compiler.compile(
    file,
    source,
    pipelines.map((p) => p.options),
    limit,
  );
}

/**
 * Builds and runs what polyts made of `items` for `pipeline`, at `threads` OpenMP threads when given; a failed
 * compilation is retried program by program.
 */
async function runCompiled(ctx: EvalContext, pipeline: FuzzPipeline, threads: number | undefined, items: readonly Item[], compiled: CompileResult): Promise<Runs> {
  const again = async (rest: readonly Item[]): Promise<Runs> => runCompiled(ctx, pipeline, threads, rest, (await compile(ctx, [pipeline], rest))[0]!);
  if (!compiled.ok) {
    if (items.length > 1) return retryEach(items, again);
    return new Map([[items[0]!.tag, { failure: { kind: compiled.kind, detail: `polyts: ${compiled.message}` } }]]);
  }
  const env = threads !== undefined ? { ...process.env, OMP_NUM_THREADS: String(threads) } : process.env;
  return buildAndRun(ctx, pipeline.name, compiled.c, [...ctx.cflags, ...(pipeline.cflags ?? [])], env, items, again);
}
