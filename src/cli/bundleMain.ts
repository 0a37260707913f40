// The entry of polyts's bundle (dist/bundle/polyts.cjs, scripts/bundle.mjs) and of the V8 start-up snapshot made
// from it (dist/bundle/polyts.blob): the three tools in one module, the first argument naming the tool. Built into a
// snapshot, it first compiles the warm-up inputs, so a process started from the blob has every module loaded and
// the C parser's prediction tables (ANTLR's DFA cache) filled: bin/polyts-cc starts there.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import v8 from 'node:v8';
import { runPipeline } from './ccDriver.js';
import { runMain } from './common.js';
import { optimizationPipeline } from './optimization.js';
import { main as serverMain } from './server/server.js';
import { tools } from './tools.js';
import { emitFunctions } from '../frontend/emit/index.js';
import { parseAndCheckSource } from '../frontend/frontend.js';
import { setPackageRoot } from '../packageRoot.js';
import { forgetKeptAnswers } from '../poly/answerCaches.js';
import { registerAllPasses } from '../../passes/index.js';

/** The compile server polyts-client starts (src/cli/server/): not a command for users, so not listed. */
const internalTools: Record<string, (argv: string[]) => Promise<void>> = { 'polyts-server': serverMain };

/**
 * A process that runs one command optimizes its hot functions later than V8 does by default (8x the bytecode run
 * before a function is considered for TurboFan). Most of a cold command's functions run hot only briefly: optimizing
 * them early spends the second core compiling code whose work is nearly done, and its deoptimizations the first.
 * Measured on 2 cores: the 30 PolyBench kernels in one -O3 command 6.5 -> 5.7 s (CPU 9.8 -> 7.0 s), one -O3 kernel
 * 0.85 -> 0.73 s (heat-3d 1.59 -> 1.33 s). A compile server keeps V8's default: it runs many commands.
 */
const oneCommandTiering = '--interrupt-budget=540672';

/** Runs the tool named by the first argument; the bundle (or blob) lies in <package root>/dist/bundle/. */
function run(bundleFile: string, argv: readonly string[]): void {
  setPackageRoot(resolve(dirname(bundleFile), '../..'));
  registerAllPasses();
  const [tool = '', ...args] = argv;
  const main = [tools, internalTools].find((t) => Object.hasOwn(t, tool))?.[tool];
  if (!main) {
    process.stderr.write(`polyts: error: unknown tool '${tool}' (expected one of ${Object.keys(tools).join(', ')})\n`);
    process.exitCode = 2;
    return;
  }
  if (tool !== 'polyts-server') v8.setFlagsFromString(oneCommandTiering);
  // What the tools' messages and yargs's help see as the program.
  process.argv = [process.argv[0]!, tool, ...args];
  runMain(tool, () => main(args));
}

/**
 * Compiles each preprocessed C file of `dir` at -O3 up to the C emitter (which runs the system preprocessor, whose
 * answers must come from the machine the blob runs on): this fills the parser's caches and leaves the passes'
 * modules initialized. Nothing of it reaches a later compilation's output (pass state is per module and function),
 * and the polyhedral answers it cached are dropped, so its kernels are not faster to compile than others.
 */
function warmUp(dir: string): void {
  for (const name of readdirSync(dir).sort()) {
    const tu = parseAndCheckSource(readFileSync(join(dir, name), 'latin1'), name, () => undefined);
    runPipeline(emitFunctions(tu).module, optimizationPipeline({ level: 3 }));
  }
  forgetKeptAnswers();
}

/** The blob this process started from: node's `--snapshot-blob FILE` (or `=FILE`). */
function snapshotBlob(execArgv: readonly string[]): string {
  const i = execArgv.findIndex((a) => a === '--snapshot-blob' || a.startsWith('--snapshot-blob='));
  const arg = execArgv[i] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (execArgv[i + 1] ?? '');
}

if (v8.startupSnapshot.isBuildingSnapshot()) {
  const warmUpDir = process.env.POLYTS_SNAPSHOT_WARMUP;
  if (warmUpDir) warmUp(warmUpDir);
  v8.startupSnapshot.setDeserializeMainFunction(() => {
    run(resolve(snapshotBlob(process.execArgv)), process.argv.slice(1));
  });
} else {
  run(resolve(process.argv[1] ?? '.'), process.argv.slice(2));
}
