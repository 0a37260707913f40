// polyts-cc: a C compiler driver in the cgeist style. With -S it writes the MLIR the frontend emits (or the affine
// MLIR after raising, or C); without, it translates each C file and hands the result to the system C compiler with
// the remaining options, so it can stand in for CC in a Makefile.

import { basename } from 'node:path';
import { parseCcArgs, type CcCommand } from './ccArgs.js';
import { buildWithSystemCompiler } from './ccBuild.js';
import { compile, cPipeline, moreFilesAfter, preprocessAheadFor, type CompileOptions } from './ccDriver.js';
import { CliError, packageVersion, writeOutputAtomically } from './common.js';
import { optimizationOf } from './optimization.js';
import { endPreprocessingAhead } from '../frontend/preprocess.js';
import { commandServer, enablePhaseTiming, phaseTimes, recordPhase, sinceCommandStart } from '../ir/phaseTiming.js';

const usage = `Usage: polyts-cc [options] file.c...

A C compiler driver: translates each C file (the functions polyts can translate are replaced by its C; every
other function and declaration is kept as written, with a remark saying why) and hands it to the system C compiler
with the other options, as cc does: -c, -o, -l, -L, -O*, -W*, -f*, -std=, -g, -M*, .o/.a inputs; options polyts does
not know are passed to the compiler unchanged.

  -S                     Write text instead of building: MLIR, affine MLIR or C (see --emit)
  --emit=mlir|affine|c   With -S: the frontend's MLIR (default), the affine MLIR after raising, or C (after ${cPipeline()})
  -o FILE                Output file (with -S: written only on success; '-' or none: stdout)
  -I DIR, -D NAME[=V], -U NAME   Preprocessor options, for polyts and the compiler
  -O0 .. -O3             -O0 (and no -O, -Og): translate only; -O1: form statements, schedule (pluto style) and
                         regenerate the loops; -O2, -Os, -O3, -Ofast: also tile. The same -O goes to the compiler
  -fopenmp               Also parallelize (affine.parallel; OpenMP pragmas in the C), and build with OpenMP
  --schedule=STYLE|FILE  Scheduler style (pluto, isl, feautrier, tensor) or PolyTOPS JSON configuration
  --tile-sizes=32,16     Tile sizes per band member, outermost first (default: the configuration's, else 32)
  --pass-pipeline=P      Run this pipeline (mlir-opt syntax, any registered pass) instead of the level's passes
  --remarks              Print the passes' remarks when building too (with -S they are printed unless -w)
  --time-phases          Print the wall time of each phase (start-up, preprocess, parse, sema, passes, C) to stderr
  --cc=COMMAND           The system C compiler (default: $CC unless it is polyts-cc, else gcc)
  -w                     No warnings, no polyts remarks
  -h, --help             This text
  --version              polyts's version

bin/polyts-cc hands each command to a compile server (started in the background by the first command; it ends
after POLYTS_SERVER_IDLE seconds without a command, default 600); POLYTS_SERVER=0 runs each command on its own.
`;

/** Files preprocessed ahead of the one being compiled: the preprocessor runs beside the compiler. */
const preprocessingAhead = 2;

/** -S: one text per C file; with several files each goes to <base>.mlir or <base>.polyts.c. */
async function writeText(command: CcCommand): Promise<void> {
  const files = command.inputs;
  if (files.length === 0) throw new CliError('polyts-cc: error: no input files');
  const other = files.find((f) => !f.isC);
  if (other) throw new CliError(`polyts-cc: error: -S takes C files, got '${other.path}'`);
  if (files.length > 1 && command.output !== undefined) throw new CliError("polyts-cc: error: cannot specify '-o' with '-S' and multiple files");
  const options: CompileOptions = {
    includeDirs: command.includeDirs,
    defines: command.defines,
    undefines: command.undefines,
    preprocessorArgs: command.preprocessorArgs,
    optimization: optimizationOf(command),
    passPipeline: command.passPipeline,
    remarks: command.quiet ? undefined : (t) => process.stderr.write(t),
    emit: command.emit,
    moreFiles: moreFilesAfter(files.length),
  };
  try {
    for (const [i, f] of files.entries()) {
      // The first file's preprocessing finds the preprocessor; from then on the next files' run in the background.
      if (i > 0) {
        for (const next of files.slice(i + 1, i + 1 + preprocessingAhead)) void preprocessAheadFor(next.path, options);
        await preprocessAheadFor(f.path, options);
      }
      const { text, remarks } = compile(f.path, options);
      if (!command.quiet) for (const r of remarks) process.stderr.write(r.format() + '\n');
      const out = files.length > 1 ? basename(f.path).replace(/\.c$/, '') + (command.emit === 'c' ? '.polyts.c' : '.mlir') : command.output;
      writeOutputAtomically(out, text);
    }
  } finally {
    endPreprocessingAhead();
  }
}

export async function main(argv: string[]): Promise<void> {
  const command = parseCcArgs(argv);
  if (command.help) {
    process.stdout.write(usage);
    return;
  }
  if (command.version) {
    process.stdout.write(`${packageVersion()}\n`);
    return;
  }
  if (command.timePhases) enablePhaseTiming();
  // Process start to here: node's start-up and loading polyts's modules (or a compile server's client's start-up).
  recordPhase('start-up', sinceCommandStart());
  if (command.mode === 'text') await writeText(command);
  else process.exitCode = buildWithSystemCompiler(command);
  if (command.timePhases) {
    recordPhase('total', sinceCommandStart());
    for (const t of phaseTimes()) process.stderr.write(`polyts-cc: time: ${t.phase}: ${t.ms.toFixed(1)} ms\n`);
    const server = commandServer();
    if (server) process.stderr.write(`polyts-cc: time: served by ${server}\n`);
  }
}

