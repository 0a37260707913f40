// What polyts-cc does, as a library: C file -> checked AST -> MLIR (verified) -> optional passes -> MLIR or C text.
// The polybench driver and the tests call it in-process.

import { emitC } from '../codegen/emitC/index.js';
import { parseAndCheck } from '../frontend/frontend.js';
import { emitTranslationUnit } from '../frontend/emit/index.js';
import { DiagnosticError } from '../ir/diagnostics.js';
import { registerAllDialects } from '../ir/dialects/index.js';
import type { Operation } from '../ir/operation.js';
import { printOperation } from '../ir/printer.js';
import { verify } from '../ir/verifier.js';
import { registerAllPasses } from '../../passes/index.js';
import { PassManager } from '../pipeline/passManager.js';
import { PipelineParser } from '../pipeline/pipelineParser.js';
import { getPass, registeredPasses } from '../pipeline/registry.js';
import { CliError } from './common.js';

registerAllDialects();
registerAllPasses();

export type EmitKind = 'mlir' | 'affine' | 'c';

export interface CompileOptions {
  readonly includeDirs?: readonly string[];
  readonly defines?: readonly string[];
  readonly undefines?: readonly string[];
  readonly emit: EmitKind;
}

/** Passes run before printing C: only ones that are registered (mem2reg joins when it exists). */
export function cPipeline(): string[] {
  return ['mem2reg', 'canonicalize', 'cse'].filter((p) => getPass(p));
}

/** Our own output failing our verifier is a bug in polyts, not in the user's input. */
function verifyOwn(module: Operation, what: string): void {
  try {
    verify(module);
  } catch (e) {
    if (e instanceof DiagnosticError) throw new Error(`${what} does not verify: ${e.message}`);
    throw e;
  }
}

function runPasses(module: Operation, names: readonly string[]): void {
  if (!names.length) return;
  const parser = new PipelineParser(names.join(','), getPass, () => registeredPasses().map((p) => p.name));
  new PassManager(parser.parse()).run(module);
  verifyOwn(module, `the MLIR after ${names.join(', ')}`);
}

/** The verified MLIR module of a C file (the frontend's output, before any pass). */
export function cToMLIR(file: string, options: Omit<CompileOptions, 'emit'>): Operation {
  const tu = parseAndCheck(file, { includeDirs: options.includeDirs, defines: options.defines, undefines: options.undefines });
  const module = emitTranslationUnit(tu);
  verifyOwn(module, 'the MLIR emitted for this C file');
  return module;
}

/** C for a module from cToMLIR: the C pipeline's passes, then the C emitter (`source` names the input). */
export function mlirToC(module: Operation, source: string): string {
  runPasses(module, cPipeline());
  return emitC(module, source);
}

/** Compiles `file` to the requested text. User errors are DiagnosticError / CliError; bugs are other errors. */
export function compileC(file: string, options: CompileOptions): string {
  if (options.emit === 'affine' && !getPass('raise-affine')) {
    throw new CliError("polyts-cc: error: --emit=affine needs the raise-affine pass, which this build does not include yet; use --emit=mlir or --emit=c");
  }
  const module = cToMLIR(file, options);
  switch (options.emit) {
    case 'mlir':
      return printOperation(module);
    case 'affine':
      runPasses(module, ['mem2reg', 'raise-affine'].filter((p) => getPass(p)));
      return printOperation(module);
    case 'c':
      return mlirToC(module, file);
  }
}
