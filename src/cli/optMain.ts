// polyts-opt: the mlir-opt-like driver. Reads MLIR, runs a pass pipeline, prints MLIR.

import { registerAllDialects } from '../ir/dialects/index.js';
import { parseSource } from '../ir/parser.js';
import { printOperation } from '../ir/printer.js';
import { verify } from '../ir/verifier.js';
import { registerAllPasses } from '../../passes/index.js';
import { formatTimingReport, PassManager, TimingRecord } from '../pipeline/passManager.js';
import { PipelineElement } from '../pipeline/pipelineParser.js';
import { getPass, registeredPasses } from '../pipeline/registry.js';
import { CliError, packageVersion, readInput, writeOutputAtomically } from './common.js';
import { parsePassPipeline } from './passPipeline.js';
import { commandServer } from '../ir/phaseTiming.js';

registerAllDialects();
registerAllPasses();

/** Pass flags (`--canonicalize`, `--cse=max-iterations=3`) in command-line order. */
function passFlagsInOrder(argv: readonly string[]): { text: string; name: string }[] {
  const out: { text: string; name: string }[] = [];
  for (const arg of argv) {
    const m = /^--([A-Za-z0-9_.-]+)(?:=(.*))?$/s.exec(arg);
    if (!m || !getPass(m[1])) continue;
    out.push({ name: m[1], text: m[2] === undefined ? m[1] : `${m[1]}{${m[2]}}` });
  }
  return out;
}

function printsAnalysis(elements: readonly PipelineElement[]): boolean {
  return elements.some((e) => (e.kind === 'nest' ? printsAnalysis(e.elements) : !!e.pass.printsAnalysis));
}

function passHelp(): string {
  const lines = ['Passes (use --<pass> or --<pass>="opt=value ..." or --pass-pipeline="builtin.module(<pass>{opt=value})"):'];
  for (const p of registeredPasses()) {
    lines.push(`  --${p.name.padEnd(28)} ${p.summary}`);
    for (const o of p.options) {
      const def = Array.isArray(o.default) ? o.default.join(',') : String(o.default);
      lines.push(`      ${(o.name + '=<' + o.type + '>').padEnd(28)} ${o.description} (default: ${def === '' ? '""' : def})`);
    }
  }
  return lines.join('\n');
}

export async function main(argv: string[]): Promise<void> {
  const passNames = new Set(registeredPasses().map((p) => p.name));
  // Pass flags are read in order by passFlagsInOrder; yargs only sees the other options.
  const isPassFlag = (a: string): boolean => passNames.has(/^--([A-Za-z0-9_.-]+)/.exec(a)?.[1] ?? '');
  // Loaded here, not with the module: loading yargs leaves native handles that a start-up snapshot (bundleMain.ts)
  // cannot hold.
  const { default: yargs } = await import('yargs');
  const builder = yargs(argv.filter((a) => !isPassFlag(a)))
    .scriptName('polyts-opt')
    .usage('Usage: $0 [input.mlir|-] [options]\n\nReads MLIR (pretty or generic form), runs passes, prints MLIR.')
    .option('o', { type: 'string', description: 'Output file (written only on success); default stdout', requiresArg: true })
    .option('pass-pipeline', { type: 'string', description: "Pass pipeline, e.g. 'builtin.module(func.func(canonicalize,cse))'", requiresArg: true })
    .option('mlir-print-ir-after-all', { type: 'boolean', description: 'Print the IR after every pass (to stderr)' })
    .option('mlir-print-ir-before-all', { type: 'boolean', description: 'Print the IR before every pass (to stderr)' })
    .option('mlir-print-ir-after', { type: 'string', array: true, description: 'Print the IR after the named pass(es)', requiresArg: true })
    .option('mlir-print-ir-before', { type: 'string', array: true, description: 'Print the IR before the named pass(es)', requiresArg: true })
    .option('mlir-timing', { type: 'boolean', description: 'Report the wall time of each pass (to stderr)' })
    .option('mlir-print-op-generic', { type: 'boolean', description: 'Print every operation in the generic form' })
    .option('verify-each', { type: 'boolean', default: true, description: 'Verify the IR after each pass' })
    .version(packageVersion())
    .help()
    .alias('h', 'help')
    .epilog(passHelp())
    .strictOptions(false)
    .parserConfiguration({ 'camel-case-expansion': false, 'unknown-options-as-args': false })
    .wrap(Math.min(120, process.stdout.columns ?? 120))
    .fail((msg, err) => {
      throw new CliError(`polyts-opt: error: ${err?.message ?? msg}`);
    });
  const args = await builder.parseAsync();

  // Unknown flags are errors (pass flags are recognized by name).
  for (const a of argv) {
    const m = /^--?([A-Za-z0-9_.-]+)/.exec(a);
    if (!m || a === '-') continue;
    const known = ['o', 'pass-pipeline', 'mlir-print-ir-after-all', 'mlir-print-ir-before-all', 'mlir-print-ir-after', 'mlir-print-ir-before', 'mlir-timing', 'mlir-print-op-generic', 'verify-each', 'no-verify-each', 'help', 'h', 'version'];
    if (!known.includes(m[1]) && !passNames.has(m[1])) {
      throw new CliError(`polyts-opt: error: unknown option '${a.split('=')[0]}'; see --help for options and passes`);
    }
  }
  const positional = args._.map(String);
  if (positional.length > 1) throw new CliError(`polyts-opt: error: expected one input file, got ${positional.length}: ${positional.join(' ')}`);
  const input = positional[0] ?? '-';

  const flagPasses = passFlagsInOrder(argv);
  if (flagPasses.length && args['pass-pipeline'] !== undefined) {
    throw new CliError("polyts-opt: error: '--pass-pipeline' cannot be combined with individual pass flags");
  }
  const pipeline =
    args['pass-pipeline'] !== undefined
      ? parsePassPipeline(args['pass-pipeline'], '<pass-pipeline>')
      : parsePassPipeline(flagPasses.map((f) => f.text).join(','), '<pass flags>');

  const toSet = (v: unknown): Set<string> | undefined => (Array.isArray(v) ? new Set(v.map(String)) : undefined);
  for (const s of [args['mlir-print-ir-after'], args['mlir-print-ir-before']]) {
    for (const n of (s as string[] | undefined) ?? []) if (!getPass(n)) throw new CliError(`polyts-opt: error: '${n}' in --mlir-print-ir-* is not a registered pass`);
  }
  const timings: TimingRecord[] = [];
  const t0 = performance.now();
  const timed = <T>(name: string, fn: () => T): T => {
    const s = performance.now();
    const r = fn();
    timings.push({ name, depth: 0, seconds: (performance.now() - s) / 1000 });
    return r;
  };

  const reports: string[] = [];
  const { text, name } = readInput(input);
  const module = timed('Parser', () => parseSource(text, name));
  timed('Verifier', () => verify(module));
  const pm = new PassManager(pipeline, {
    printAfter: args['mlir-print-ir-after-all'] ? 'all' : toSet(args['mlir-print-ir-after']),
    printBefore: args['mlir-print-ir-before-all'] ? 'all' : toSet(args['mlir-print-ir-before']),
    timing: !!args['mlir-timing'],
    generic: !!args['mlir-print-op-generic'],
    write: (t) => process.stderr.write(t),
    report: (t) => reports.push(t),
  });
  pm.run(module);
  timings.push(...pm.timings);
  const printModule = (): string => timed('Output', () => printOperation(module, { generic: !!args['mlir-print-op-generic'] }));
  // With an analysis pass (--print-scop, ...) stdout carries the analysis; the module goes only to -o.
  if (printsAnalysis(pipeline)) {
    // Printed before anything is written, so a failure leaves no output at all.
    const text = args.o !== undefined ? printModule() : undefined;
    writeOutputAtomically(undefined, reports.join(''));
    if (text !== undefined) writeOutputAtomically(args.o, text);
  } else {
    writeOutputAtomically(args.o, printModule());
  }
  if (args['mlir-timing']) {
    process.stderr.write(formatTimingReport(timings, (performance.now() - t0) / 1000));
    // Start-up is not in the report: a compile server's command (bin/polyts-opt's default) paid none.
    const server = commandServer();
    if (server) process.stderr.write(`polyts-opt: served by ${server}\n`);
  }
}

