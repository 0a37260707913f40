// polyts-translate: the mlir-translate-like driver. `--mlir-to-c` reads MLIR (any pass's output) and writes C99.

import { emitC } from '../codegen/emitC/index.js';
import { registerAllDialects } from '../ir/dialects/index.js';
import { parseSource } from '../ir/parser.js';
import { verify } from '../ir/verifier.js';
import { CliError, packageVersion, readInput, writeOutputAtomically } from './common.js';

registerAllDialects();

/** The translations, by flag (mlir-translate names them the same way). */
const translations = ['mlir-to-c'] as const;

export async function main(argv: string[]): Promise<void> {
  // Loaded here, not with the module: loading yargs leaves native handles that a start-up snapshot (bundleMain.ts)
  // cannot hold.
  const { default: yargs } = await import('yargs');
  const args = await yargs(argv)
    .scriptName('polyts-translate')
    .usage('Usage: $0 --mlir-to-c [input.mlir|-] [-o out.c]\n\nTranslates MLIR (func, scf, affine, memref, arith, math, llvm) to C99 that gcc compiles.')
    .option('mlir-to-c', { type: 'boolean', description: 'Translate MLIR to C99' })
    .option('o', { type: 'string', description: "Output file, written only on success ('-' or none: stdout)", requiresArg: true })
    .version(packageVersion())
    .help()
    .alias('h', 'help')
    .strictOptions()
    .parserConfiguration({ 'camel-case-expansion': false })
    .wrap(Math.min(120, process.stdout.columns ?? 120))
    .fail((msg, err) => {
      throw new CliError(`polyts-translate: error: ${err?.message ?? msg}`);
    })
    .parseAsync();

  const chosen = translations.filter((t) => args[t]);
  if (chosen.length !== 1) throw new CliError(`polyts-translate: error: choose one translation: ${translations.map((t) => `--${t}`).join(', ')}`);
  const positional = args._.map(String);
  if (positional.length > 1) throw new CliError(`polyts-translate: error: expected one input file, got ${positional.length}: ${positional.join(' ')}`);
  const { text, name } = readInput(positional[0] ?? '-');
  const module = parseSource(text, name);
  verify(module);
  writeOutputAtomically(args.o, emitC(module, name));
}

