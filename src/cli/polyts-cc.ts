#!/usr/bin/env node
// polyts-cc: the cgeist-like driver. Reads C, writes the MLIR the frontend emits (or the affine MLIR after
// raising, or C again through the C emitter).

import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { compile, cPipeline, type EmitKind } from './ccDriver.js';
import { CliError, packageVersion, runMain, writeOutputAtomically } from './common.js';

const emitKinds: readonly EmitKind[] = ['mlir', 'affine', 'c'];

/** `-Idir`, `-DNAME=V`, `-UNAME` written without a space become two arguments, as in cc. */
function splitAttached(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of argv) {
    const m = /^-([IDU])(.+)$/s.exec(a);
    if (m) out.push(`-${m[1]}`, m[2]!);
    else out.push(a);
  }
  return out;
}

async function main(argv: string[]): Promise<void> {
  const args = await yargs(splitAttached(argv))
    .scriptName('polyts-cc')
    .usage('Usage: $0 file.c -S [--emit=mlir|affine|c] [-I dir] [-D NAME[=VALUE]] [-U NAME] [-o out]\n\nCompiles C to MLIR (scf, memref, arith, math, llvm for C-ABI calls) or back to C.')
    .option('S', { type: 'boolean', description: 'Write text (MLIR or C) instead of an object file; required for now' })
    .option('emit', {
      type: 'string',
      default: 'mlir',
      description: `What to write: mlir (the frontend's output), affine (after raise-affine), c (C99 from the affine MLIR, after ${cPipeline()})`,
      requiresArg: true,
    })
    .option('I', { type: 'string', array: true, description: 'Add a directory to the include search path', requiresArg: true })
    .option('D', { type: 'string', array: true, description: 'Define a macro (NAME or NAME=VALUE)', requiresArg: true })
    .option('U', { type: 'string', array: true, description: 'Undefine a macro', requiresArg: true })
    .option('o', { type: 'string', description: "Output file, written only on success ('-' or none: stdout)", requiresArg: true })
    .version(packageVersion())
    .help()
    .alias('h', 'help')
    .strictOptions()
    .parserConfiguration({ 'camel-case-expansion': false, 'short-option-groups': false })
    .wrap(Math.min(120, process.stdout.columns ?? 120))
    .fail((msg, err) => {
      throw new CliError(`polyts-cc: error: ${err?.message ?? msg}`);
    })
    .parseAsync();

  const files = args._.map(String);
  if (files.length !== 1) throw new CliError(`polyts-cc: error: expected one input file, got ${files.length ? files.join(' ') : 'none'}`);
  const emit = String(args.emit);
  if (!emitKinds.includes(emit as EmitKind)) throw new CliError(`polyts-cc: error: --emit must be one of ${emitKinds.join(', ')}, got '${emit}'`);
  if (!args.S) throw new CliError('polyts-cc: error: only -S is supported (MLIR or C text); build the C it writes with your C compiler');
  const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
  const { text, remarks } = compile(files[0]!, { includeDirs: strings(args.I), defines: strings(args.D), undefines: strings(args.U), emit: emit as EmitKind });
  for (const r of remarks) process.stderr.write(r.format() + '\n');
  writeOutputAtomically(args.o, text);
}

runMain('polyts-cc', () => main(hideBin(process.argv)));
