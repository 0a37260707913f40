// Builds polyts's emitted C against a PolyBench utilities directory, holding only the emitted file to -Wall.

import { join } from 'node:path';
import { run } from '../../src/cli/polybench/processes.js';
import { supportObject } from './reference.js';

export interface EmittedBuild {
  /** Set when either compilation failed. */
  readonly error?: string;
  /** What the compiler said about the emitted file (empty when it was silent). */
  readonly warnings: string;
}

/**
 * Compiles the suite's utilities/polybench.c on its own (with the program's -D options, which it reads; once per
 * test process), then the emitted C with -Wall (and the same options), and links them. The suite's support file is
 * third-party code (the public PolyBench/C polybench.c warns under -Wall), so its diagnostics are not the emitted
 * code's.
 */
export async function buildEmitted(
  cc: string,
  utilities: string,
  emitted: string,
  out: string,
  defines: readonly string[] = [],
  /** Extra options for the emitted file and the link (`-fopenmp`). */
  flags: readonly string[] = [],
  /** The kernel's own directory: its quoted includes are found there. */
  sourceDir?: string,
): Promise<EmittedBuild> {
  const defineFlags = defines.map((d) => `-D${d}`);
  const lib = await supportObject(cc, utilities, defineFlags);
  if (lib.error) return { error: `building ${join(utilities, 'polybench.c')}: ${lib.error}`, warnings: '' };
  // The emitted C is the kernel's own source with translated bodies: it reads the same -D options, and its quoted
  // includes are in the kernel's directory.
  const quote = sourceDir ? ['-iquote', sourceDir] : [];
  const built = await run(cc, ['-Wall', '-O3', ...defineFlags, ...flags, '-I', utilities, ...quote, emitted, lib.object, '-lm', '-o', out]);
  return { error: built.error, warnings: built.stderr.trim() };
}
