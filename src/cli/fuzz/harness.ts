// The fuzz run as a library: generate programs from consecutive seeds, build the reference and every pipeline in
// batches (several batches at once), count outcomes and coverage, shrink failures and write them out.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pool } from '../polybench/processes.js';
import { CompileService } from './compileService.js';
import { runPipelines, runReference, type EvalContext, type Item, type Outcome, type OutcomeKind } from './evaluate.js';
import { featureDescriptions, featuresOf, type Feature } from './features.js';
import { generateProgram } from './generate.js';
import { pipelineCommand, type FuzzPipeline } from './pipelines.js';
import { batchC } from './printC.js';
import type { Program } from './program.js';
import { shrinkProgram } from './shrink.js';

export interface FuzzOptions {
  readonly count: number;
  /** Program k uses seed `seed + k` (modulo 2^32). */
  readonly seed: number;
  readonly jobs: number;
  readonly pipelines: readonly FuzzPipeline[];
  /** Programs per build. */
  readonly batch: number;
  /** Seconds: a polyts compilation of one program, a build's run. */
  readonly timeout: number;
  readonly cc: string;
  /** Flags for building polyts's output. */
  readonly cflags: readonly string[];
  /** Failures shrunk per pipeline (the others are listed with their seeds); 0: none. */
  readonly shrinkLimit: number;
  /** Seconds of shrinking per failure. */
  readonly shrinkSeconds: number;
  /** Where failing programs are written (created on the first failure); undefined: not written. */
  readonly failuresDir?: string;
  /** Keep the build directory (its path is in the report). */
  readonly keep: boolean;
  readonly progress?: (text: string) => void;
}

export interface Failure {
  readonly pipeline: string;
  readonly seed: number;
  readonly outcome: Outcome;
  /** The shrunk program (absent when not shrunk) and its outcome. */
  shrunk?: { readonly program: Program; readonly outcome: Outcome; readonly steps: number; readonly tried: number; readonly timedOut: boolean };
  /** The file the failing program was written to. */
  file?: string;
}

export interface FuzzReport {
  readonly programs: number;
  readonly seconds: number;
  readonly counts: ReadonlyMap<string, Readonly<Record<OutcomeKind, number>>>;
  readonly failures: readonly Failure[];
  /** Programs the reference build could not build or run: bugs in the generator. */
  readonly generatorFailures: readonly { readonly seed: number; readonly detail: string }[];
  readonly coverage: ReadonlyMap<Feature, number>;
  readonly buildDir?: string;
}

const outcomeKinds: readonly OutcomeKind[] = ['ok', 'mismatch', 'crash', 'error', 'timeout'];

/** A failure's outcome with locations and numbers blurred, so shrinking keeps the same failure, not any failure. */
function signature(o: Outcome): string {
  if (o.kind === 'mismatch' || o.kind === 'timeout') return o.kind;
  return `${o.kind}: ${o.detail.replace(/[\w./-]+:\d+:\d+:/g, '').replace(/\d+/g, 'N')}`;
}

export async function runFuzz(o: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'polyts-fuzz-'));
  const compiler = new CompileService(o.jobs);
  let dirs = 0;
  const ctx: EvalContext = { cc: o.cc, cflags: o.cflags, timeout: o.timeout, compiler, keep: o.keep, newDir: (label) => join(work, `${String(dirs++).padStart(5, '0')}-${label}`) };
  const counts = new Map(o.pipelines.map((p) => [p.name, Object.fromEntries(outcomeKinds.map((k) => [k, 0])) as Record<OutcomeKind, number>]));
  const failures: Failure[] = [];
  const generatorFailures: { seed: number; detail: string }[] = [];
  const coverage = new Map<Feature, number>(Object.keys(featureDescriptions).map((f) => [f as Feature, 0]));
  const seeds = Array.from({ length: o.count }, (_, k) => (o.seed + k) >>> 0);
  const batches: number[][] = [];
  for (let i = 0; i < seeds.length; i += o.batch) batches.push(seeds.slice(i, i + o.batch));
  let done = 0;
  try {
    await pool(
      batches.map((batch) => async () => {
        const items: Item[] = batch.map((seed) => ({ program: generateProgram(seed), tag: seed }));
        for (const it of items) for (const f of featuresOf(it.program)) coverage.set(f, coverage.get(f)! + 1);
        const reference = await runReference(ctx, items);
        const valid = items.filter((it) => {
          const r = reference.get(it.tag)!;
          if ('failure' in r) generatorFailures.push({ seed: it.program.seed, detail: r.failure.detail });
          return 'output' in r;
        });
        const outcomes = await runPipelines(ctx, o.pipelines, valid, reference);
        o.pipelines.forEach((p, i) =>
          outcomes[i]!.forEach((oc, k) => {
            counts.get(p.name)![oc.kind]++;
            if (oc.kind !== 'ok') failures.push({ pipeline: p.name, seed: valid[k]!.program.seed, outcome: oc });
          }),
        );
        done += batch.length;
        o.progress?.(`[${done}/${seeds.length}] programs checked, ${failures.length} failures`);
      }),
      o.jobs,
    );
    failures.sort((a, b) => (a.pipeline < b.pipeline ? -1 : a.pipeline > b.pipeline ? 1 : a.seed - b.seed));
    await shrinkFailures(o, ctx, failures);
  } finally {
    await compiler.close();
    if (!o.keep) rmSync(work, { recursive: true, force: true });
  }
  return {
    programs: seeds.length,
    seconds: (performance.now() - started) / 1000,
    counts,
    failures,
    generatorFailures: generatorFailures.sort((a, b) => a.seed - b.seed),
    coverage,
    buildDir: o.keep ? work : undefined,
  };
}

/** Shrinks up to `shrinkLimit` failures per pipeline and writes every failing program (shrunk where it was). */
async function shrinkFailures(o: FuzzOptions, ctx: EvalContext, failures: readonly Failure[]): Promise<void> {
  const shrunkPer = new Map<string, number>();
  const chosen = failures.filter((f) => {
    const n = shrunkPer.get(f.pipeline) ?? 0;
    shrunkPer.set(f.pipeline, n + 1);
    return n < o.shrinkLimit;
  });
  await pool(
    chosen.map((f) => async () => {
      const pipeline = o.pipelines.find((p) => p.name === f.pipeline)!;
      o.progress?.(`shrinking ${f.pipeline} seed ${f.seed} (${f.outcome.kind})`);
      let last = f.outcome;
      const stillFails = async (cands: readonly Program[]): Promise<number> => {
        const items = cands.map((program, tag) => ({ program, tag }));
        const reference = await runReference(ctx, items);
        const valid = items.filter((it) => 'output' in reference.get(it.tag)!);
        const [outcomes] = await runPipelines(ctx, [pipeline], valid, reference);
        const k = outcomes!.findIndex((oc) => signature(oc) === signature(f.outcome));
        if (k < 0) return -1;
        last = outcomes![k]!;
        return valid[k]!.tag;
      };
      const r = await shrinkProgram(generateProgram(f.seed), stillFails, performance.now() + o.shrinkSeconds * 1000);
      f.shrunk = { program: r.program, outcome: last, steps: r.steps, tried: r.tried, timedOut: r.timedOut };
    }),
    o.jobs,
  );
  if (o.failuresDir === undefined) return;
  for (const f of failures) {
    mkdirSync(o.failuresDir, { recursive: true });
    f.file = join(o.failuresDir, `${f.pipeline}-seed${f.seed}.c`);
    writeFileSync(f.file, reproducer(f, o.pipelines.find((p) => p.name === f.pipeline)!), 'latin1');
  }
}

/** A failing program as a standalone C file, with the seed and how to reproduce the failure in a header. */
export function reproducer(f: Failure, pipeline: FuzzPipeline): string {
  const program = f.shrunk?.program ?? generateProgram(f.seed);
  const base = `${f.pipeline}-seed${f.seed}`;
  const lines = [
    `polyts fuzz failure: pipeline '${f.pipeline}', seed ${f.seed}`,
    `found by: npm run fuzz -- --seed=${f.seed} --count=1 --pipelines=${f.pipeline}`,
    `outcome: ${f.outcome.kind}: ${f.outcome.detail}`,
    f.shrunk
      ? `shrunk in ${f.shrunk.steps} steps (${f.shrunk.tried} candidates tried${f.shrunk.timedOut ? ', stopped by the time limit' : ''}); now: ${f.shrunk.outcome.kind}: ${f.shrunk.outcome.detail}`
      : 'not shrunk',
    'reproduce:',
    `  gcc -O0 -w ${base}.c -o ref && ./ref > ref.out`,
    `  ${pipelineCommand(pipeline, `${base}.c`)} -o ${base}.polyts.c`,
    `  gcc -O0 -w ${base}.polyts.c -o ours -lm && ./ours > ours.out && diff ref.out ours.out`,
  ];
  const header = ['/*', ...lines.map((l) => ` * ${l.replace(/\*\//g, '* /')}`), ' */'].join('\n');
  return `${header}\n${batchC([program], [f.seed])}`;
}
