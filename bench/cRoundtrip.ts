// bench:c-roundtrip: what the C path costs. Per kernel, the run time of the program built from polyts-cc -O0 -S
// --emit=c output over the run time of the original, both built by the same compiler with the same flags, medians of
// --runs interleaved samples (three times as many where the first ones put the ratio above 1.05; a sample of a
// program shorter than 0.25 s is several runs back to back, so the 1 ms timer resolution stays far below 5%), in one
// run: the bundled PolyBench suite (MEDIUM dataset, the array dumps compared byte for byte) and the loop kernels of
// bench/c-roundtrip/kernels.c (checksums compared exactly). The time is the process's CPU time (user + system, from
// bash's `time`), which other load on the machine disturbs far less than wall time; it covers the whole program, all
// of which went through polyts. Prints the ratio table, the median and the worst ratio; exits 1 on an output mismatch
// or a failed build. Whether the kernel's machine code is the same in both builds (disassembly compared, addresses
// and alignment padding left out) is printed beside the ratio: a ratio away from 1 with the same code is where the
// linker placed it, not what polyts wrote.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { datasetNamed, datasets, kernels as polybenchKernels } from '../src/cli/polybench/kernels.js';
import { median, run } from '../src/cli/polybench/processes.js';
import { compileVariant, variantsOf } from '../src/cli/polybench/variants.js';
import { formatColumns } from '../src/cli/textTable.js';
import { packageRoot } from '../src/packageRoot.js';
import { benchOptions, kernelList, OptionError, positiveInteger } from './options.js';

const root = packageRoot();
const loopSource = join(root, 'bench/c-roundtrip/kernels.c');

/** The loop kernels of kernels.c: kernel K is run by `./prog K` (the `case K: name();` lines of its main). */
function loopKernels(): { k: string; name: string }[] {
  return [...readFileSync(loopSource, 'latin1').matchAll(/^\s*case (\d+): (\w+)\(\); break;$/gm)].map((m) => ({ k: m[1]!, name: m[2]! }));
}

// Every option checked before any work: a bad one is one line on stderr and exit status 1.
const { runs, cc, cflags, dataset, only, polybench, loops, keep } = benchOptions(
  'bench:c-roundtrip',
  (y) =>
    y
      .usage('Usage: npm run bench:c-roundtrip -- [--runs=9] [--cc=gcc] [--cflags="-O3"] [--march-native] [--dataset=MEDIUM] [--kernels=a,b] [--no-polybench] [--no-loops] [--keep]\n\nRun time of the program built from polyts-cc -O0 -S --emit=c output over the original\'s, same compiler and flags: the PolyBench kernels and the loop kernels of bench/c-roundtrip/kernels.c.')
      .option('runs', { type: 'number', default: 9, requiresArg: true, description: 'Interleaved samples of each build (medians; three times as many where the ratio is above 1.05)' })
      .option('cc', { type: 'string', default: process.env.CC ?? 'gcc', requiresArg: true, description: 'C compiler for both builds (default: $CC, else gcc)' })
      .option('cflags', { type: 'string', default: '-O3', requiresArg: true, description: 'Flags for both builds, one argument: --cflags="-O2 -g"' })
      .option('march-native', { type: 'boolean', description: 'Add -march=native to the flags' })
      .option('dataset', { type: 'string', default: 'MEDIUM', requiresArg: true, description: `PolyBench dataset: ${datasets.join(', ')}` })
      .option('kernels', { type: 'string', requiresArg: true, description: 'Comma-separated PolyBench or loop kernels (default: all)' })
      .option('polybench', { type: 'boolean', default: true, description: 'Time the PolyBench kernels (--no-polybench: not)' })
      .option('loops', { type: 'boolean', default: true, description: 'Time the loop kernels (--no-loops: not)' })
      .option('keep', { type: 'boolean', description: 'Keep the build directory and print its path' }),
  (a) => {
    const runs = positiveInteger('--runs', a.runs);
    const dataset = datasetNamed(a.dataset);
    if (dataset === undefined) throw new OptionError(`--dataset must be one of ${datasets.join(', ')}`);
    if (!a.polybench && !a.loops) throw new OptionError('--no-polybench and --no-loops leave nothing to run');
    const polybenchNames = polybenchKernels.map((k) => k.name);
    const loopNames = loopKernels().map((k) => k.name);
    const only = kernelList('--kernels', a.kernels, [...polybenchNames, ...loopNames]);
    const selected = [...(a.polybench ? polybenchNames : []), ...(a.loops ? loopNames : [])].filter((n) => !only || only.includes(n));
    if (selected.length === 0) throw new OptionError(`--kernels names no kernel of the suites run (${a.polybench ? '--no-loops' : '--no-polybench'})`);
    // A compiler that cannot be started would fail the first build, after polyts-cc has translated a suite.
    const started = spawnSync(a.cc, ['--version'], { stdio: 'ignore' });
    if (started.error) throw new OptionError(`cannot run the C compiler '${a.cc}' (${(started.error as NodeJS.ErrnoException).code ?? started.error.message})`);
    return {
      runs,
      cc: a.cc,
      cflags: [...a.cflags.split(/\s+/).filter(Boolean), ...(a['march-native'] ? ['-march=native'] : [])],
      dataset,
      only,
      polybench: a.polybench,
      loops: a.loops,
      keep: a.keep === true,
    };
  },
);
const work = mkdtempSync(join(tmpdir(), 'polyts-bench-c-roundtrip-'));
const level0 = variantsOf({ level: 0 }, false)[0]!;

interface Case {
  readonly suite: string;
  readonly name: string;
  /** The two executables and the arguments of this case. */
  readonly original: string;
  readonly roundTrip: string;
  readonly args: readonly string[];
  /** The functions holding the kernel's code (whose machine code is compared). */
  readonly functions: readonly string[];
  /** The output to compare, from what a run printed. */
  readonly output: (stdout: string, stderr: string) => string;
}

interface Result {
  readonly c: Case;
  readonly original?: number;
  readonly roundTrip?: number;
  readonly problem?: string;
  /** Whether both builds have the same machine code for the kernel's functions. */
  readonly sameCode?: boolean;
  /** Runs of each build behind the medians: samples (more than --runs where the first ones were above SLOWER) times runs per sample. */
  readonly runs?: number;
}

/** The ratio above which a kernel counts as slower after the round trip. */
const SLOWER = 1.05;

function progress(text: string): void {
  process.stderr.write(`${text}\n`);
}

async function build(args: readonly string[]): Promise<void> {
  const r = await run(cc, args);
  if (r.error) throw new Error(`${cc} ${args.join(' ')}: ${r.error}`);
}

/** The loop kernels: one program, kernel K run by `./prog K`. */
async function loopCases(): Promise<Case[]> {
  const source = loopSource;
  const dir = dirname(loopSource);
  const emitted = join(work, 'kernels.polyts.c');
  writeFileSync(emitted, compileVariant(source, [], [], level0).c, 'latin1');
  const original = join(work, 'kernels-original');
  const roundTrip = join(work, 'kernels-roundtrip');
  const harness = join(dir, 'harness.c');
  await Promise.all([
    build([...cflags, source, harness, '-lm', '-o', original]),
    build([...cflags, '-iquote', dir, emitted, harness, '-lm', '-o', roundTrip]),
  ]);
  const output = (stdout: string): string => stdout;
  return loopKernels().filter((x) => !only || only.includes(x.name)).map(({ k, name }) => ({ suite: 'loops', name, original, roundTrip, args: [k], output, functions: [name] }));
}

/** The PolyBench kernels at `dataset`: the dump goes to stderr (POLYBENCH_TIME's line on stdout is not compared). */
async function polybenchCases(): Promise<Case[]> {
  const suite = join(root, 'polybench');
  const utilities = join(suite, 'utilities');
  const defines = [`${dataset}_DATASET`, 'POLYBENCH_TIME', 'POLYBENCH_DUMP_ARRAYS'];
  const common = [...cflags, ...defines.map((d) => `-D${d}`), '-I', utilities, join(utilities, 'polybench.c'), '-lm'];
  const output = (_stdout: string, stderr: string): string => stderr;
  const cases: Case[] = [];
  for (const k of polybenchKernels.filter((x) => !only || only.includes(x.name))) {
    const source = join(suite, k.dir, `${k.name}.c`);
    const emitted = join(work, `${k.name}.polyts.c`);
    writeFileSync(emitted, compileVariant(source, [utilities], defines, level0).c, 'latin1');
    const original = join(work, `${k.name}-original`);
    const roundTrip = join(work, `${k.name}-roundtrip`);
    // One kernel at a time: the machine has few cores and the runs below need them quiet anyway.
    await Promise.all([build([source, ...common, '-o', original]), build(['-iquote', dirname(source), emitted, ...common, '-o', roundTrip])]);
    // The kernel function is static: gcc may inline it into main.
    cases.push({ suite: 'polybench', name: k.name, original, roundTrip, args: [], output, functions: ['main', `kernel_${k.name}`] });
    progress(`built ${k.name}`);
  }
  return cases;
}

const disassembled = new Map<string, Promise<Map<string, string>>>();

/**
 * The machine code of every function of `program`, as text that does not depend on where it was placed: no
 * addresses, no alignment padding (nops), jumps inside a function to the index of their target instruction,
 * RIP-relative operands by the symbol they reach.
 */
function machineCode(program: string): Promise<Map<string, string>> {
  let m = disassembled.get(program);
  if (!m) {
    m = run('objdump', ['-d', '--no-show-raw-insn', program]).then((o) => {
      const functions = new Map<string, string>();
      if (o.error) return functions;
      for (const chunk of o.stdout.split(/\n(?=[0-9a-f]+ <[^>]+>:\n)/)) {
        const head = /^[0-9a-f]+ <([^>]+)>:/.exec(chunk);
        if (!head) continue;
        const lines = [...chunk.matchAll(/^\s+([0-9a-f]+):\s+(.*)$/gm)].map((x) => ({ addr: x[1]!, text: x[2]!.trim() })).filter((l) => !/^(nop|xchg\s+%ax,%ax|data16|cs nopw)/.test(l.text));
        const index = new Map(lines.map((l, i) => [l.addr, i]));
        const text = lines.map((l) =>
          l.text
            .replace(/\b([0-9a-f]+) <[^>]+>/g, (all, addr: string) => (index.has(addr) ? `L${index.get(addr)}` : all.replace(/^[0-9a-f]+ /, '').replace(/\+0x[0-9a-f]+>/, '>')))
            .replace(/-?0x[0-9a-f]+\(%rip\)/g, '(%rip)')
            .replace(/#\s+[0-9a-f]+ /, '# '),
        );
        functions.set(head[1]!, text.join('\n'));
      }
      return functions;
    });
    disassembled.set(program, m);
  }
  return m;
}

/** Whether the two builds of a case have the same machine code for its functions (those present in either). */
async function sameCode(c: Case): Promise<boolean> {
  const [a, b] = await Promise.all([machineCode(c.original), machineCode(c.roundTrip)]);
  const present = c.functions.filter((f) => a.has(f) || b.has(f));
  return present.length > 0 && present.every((f) => a.get(f) === b.get(f));
}

/**
 * `repeat` runs of `program` back to back: their CPU seconds (user + system) per run and the last run's output. bash's
 * `time` counts milliseconds, so a program of 20 ms is timed over several runs to see a 5% difference at all.
 */
async function timed(program: string, args: readonly string[], output: Case['output'], repeat: number): Promise<{ seconds: number; output: string } | string> {
  const [out, err, times] = ['out', 'err', 'times'].map((x) => join(work, `run.${x}`)) as [string, string, string];
  const script = 'TIMEFORMAT="%3U %3S"; { time for ((k = 0; k < REPEAT; k++)); do "$0" "$@" > "$OUT" 2> "$ERR" || exit; done; } 2> "$TIMES"';
  const o = await run('bash', ['-c', script, program, ...args], { ...process.env, OUT: out, ERR: err, TIMES: times, REPEAT: String(repeat) });
  if (o.error) return `${o.error}: ${readFileSync(err, 'latin1').slice(0, 300)}`;
  const seconds = readFileSync(times, 'latin1').trim().split(/\s+/).map(Number).reduce((x, y) => x + y, 0);
  return { seconds: seconds / repeat, output: output(readFileSync(out, 'latin1'), readFileSync(err, 'latin1')) };
}

/** The CPU time one timed sample should last at least (bash's `time` resolution is 1 ms). */
const SAMPLE_SECONDS = 0.25;

/** Times both builds of a case `count` times, interleaved, one process at a time, adding to `times`. */
async function sample(c: Case, count: number, repeat: number, times: [number[], number[]], outputs: [string, string]): Promise<string | undefined> {
  for (let r = 0; r < count; r++) {
    // Alternating which build goes first, so neither always runs right after the other.
    for (const side of r % 2 ? ([1, 0] as const) : ([0, 1] as const)) {
      const m = await timed(side ? c.roundTrip : c.original, c.args, c.output, repeat);
      if (typeof m === 'string') return `${side ? 'round trip' : 'original'}: ${m}`;
      times[side].push(m.seconds);
      outputs[side] = m.output;
    }
  }
  return undefined;
}

/**
 * Medians of `runs` interleaved samples of both builds. A ratio above the threshold is measured again with twice as
 * many samples more, all counted: on this kind of machine one build of one kernel varies by up to 2x from run to
 * run (other tenants' load), and a slowdown that is real stays above the threshold.
 */
async function measure(c: Case): Promise<Result> {
  const times: [number[], number[]] = [[], []];
  const outputs: [string, string] = ['', ''];
  // One run of the original (not counted) finds how many runs make a sample of SAMPLE_SECONDS.
  const first = await timed(c.original, c.args, c.output, 1);
  if (typeof first === 'string') return { c, problem: `original: ${first}` };
  const repeat = Math.min(50, Math.max(1, Math.ceil(SAMPLE_SECONDS / Math.max(first.seconds, 0.001))));
  let problem = await sample(c, runs, repeat, times, outputs);
  if (problem) return { c, problem };
  const suspect = median(times[1]) / median(times[0]) > SLOWER;
  if (suspect) problem = await sample(c, 2 * runs, repeat, times, outputs);
  if (problem) return { c, problem };
  const [original, roundTrip] = [median(times[0]), median(times[1])];
  if (outputs[0] !== outputs[1]) return { c, original, roundTrip, problem: 'output differs' };
  return { c, original, roundTrip, runs: times[0].length * repeat, sameCode: await sameCode(c) };
}

async function main(): Promise<number> {
  const cases = [...(loops ? await loopCases() : []), ...(polybench ? await polybenchCases() : [])];
  const results: Result[] = [];
  for (const c of cases) {
    const r = await measure(c);
    results.push(r);
    progress(`${c.suite} ${c.name}: ${r.problem ?? ((r.roundTrip ?? 0) / (r.original ?? 1)).toFixed(3)}`);
  }
  const ratio = (r: Result): number | undefined => (r.original && r.roundTrip !== undefined ? r.roundTrip / r.original : undefined);
  const rows = results.map((r) => [
    r.c.suite,
    r.c.name,
    r.original?.toFixed(4) ?? '-',
    r.roundTrip?.toFixed(4) ?? '-',
    ratio(r)?.toFixed(3) ?? '-',
    r.runs?.toString() ?? '-',
    r.sameCode === undefined ? '-' : r.sameCode ? 'same' : 'differs',
    r.problem ?? (ratio(r)! > SLOWER ? (r.sameCode ? 'ok, slower (placement)' : 'ok, slower') : 'ok'),
  ]);
  console.log(`C round trip (polyts-cc -O0 -S --emit=c) vs the original, both ${cc} ${cflags.join(' ')}; CPU seconds per run, median of ${runs} samples (${3 * runs} where the first ${runs} gave a ratio above ${SLOWER}; a sample of a short program is several runs); ratio = round trip / original`);
  process.stdout.write(formatColumns(['suite', 'kernel', 'original s', 'round trip s', 'ratio', 'runs', 'machine code', 'check'], rows));
  const ratios = results.map(ratio).filter((x): x is number => x !== undefined);
  if (ratios.length) {
    const worst = results.reduce((w, r) => ((ratio(r) ?? 0) > (ratio(w) ?? 0) ? r : w));
    const slower = results.filter((r) => (ratio(r) ?? 0) > SLOWER);
    const placed = slower.filter((r) => r.sameCode).length;
    console.log(`median ratio ${median(ratios).toFixed(3)}, worst ${ratio(worst)!.toFixed(3)} (${worst.c.suite} ${worst.c.name}), ${slower.length} of ${ratios.length} above ${SLOWER} (${placed} of them with the same machine code)`);
  }
  const failed = results.filter((r) => r.problem);
  for (const r of failed) console.log(`FAILED ${r.c.suite} ${r.c.name}: ${r.problem}`);
  return failed.length ? 1 : 0;
}

main()
  .then((code) => {
    if (keep) progress(`build directory kept: ${work}`);
    else rmSync(work, { recursive: true, force: true });
    process.exitCode = code;
  })
  .catch((e: unknown) => {
    rmSync(work, { recursive: true, force: true });
    console.error(`bench:c-roundtrip: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  });
