// What polyts-cc does, as a library: C file -> checked AST -> MLIR (verified) -> optional passes -> MLIR or C text.
// The polybench driver and the tests call it in-process.

import { emitC } from '../codegen/emitC/index.js';
import { parseAndCheck, parseAndCheckSource } from '../frontend/frontend.js';
import { emitTranslationUnit } from '../frontend/emit/index.js';
import { DiagnosticError } from '../ir/diagnostics.js';
import { registerAllDialects } from '../ir/dialects/index.js';
import type { Operation } from '../ir/operation.js';
import { printOperation } from '../ir/printer.js';
import { verify } from '../ir/verifier.js';
import { registerAllPasses } from '../../passes/index.js';
import { raiseToAffinePipeline } from '../../passes/raise-affine.js';
import { PassManager } from '../pipeline/passManager.js';
import { parsePassPipeline } from './passPipeline.js';

registerAllDialects();
registerAllPasses();

export type EmitKind = 'mlir' | 'affine' | 'c';

export interface CompileOptions {
  readonly includeDirs?: readonly string[];
  readonly defines?: readonly string[];
  readonly undefines?: readonly string[];
  readonly emit: EmitKind;
  /**
   * A pass pipeline (mlir-opt syntax) run between the frontend and the output instead of the default passes
   * (`--emit=affine`'s, and cse for C); `mlir` and `affine` then both print the module after it.
   */
  readonly passPipeline?: string;
  /** The C text itself, when it needs no preprocessing (no directives); `file` then only names it. */
  readonly source?: string;
  /** Where pass remarks go (`file:line:col: remark: ...` lines); dropped when absent. */
  readonly remarks?: (text: string) => void;
}

/**
 * What --emit=c runs before printing C: raising to affine (mem2reg, raise-affine, canonicalize), then cse, so the C
 * comes from the form the scheduler will work on. POLYTS_C_FROM=scf skips the raising (for comparing the two).
 */
export function cPipeline(): string {
  return process.env.POLYTS_C_FROM === 'scf' ? 'builtin.module(func.func(mem2reg),canonicalize,cse)' : `${affinePipeline()},cse`;
}

/** What --emit=affine runs: raise-affine's own pipeline (mem2reg and raise-affine per function, canonicalize). */
export function affinePipeline(): string {
  return raiseToAffinePipeline.replace(/^builtin\.module\((.*)\)$/, '$1');
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

/** Runs a pipeline (mlir-opt syntax, with or without the builtin.module anchor) on the module and verifies the result. */
export function runPipeline(module: Operation, pipeline: string, remarks: (text: string) => void = () => {}): void {
  new PassManager(parsePassPipeline(pipeline, '<pass-pipeline>'), { write: remarks }).run(module);
  verifyOwn(module, `the MLIR after ${pipeline}`);
}

/** The verified MLIR module of a C file (the frontend's output, before any pass). */
export function cToMLIR(file: string, options: Omit<CompileOptions, 'emit'>): Operation {
  const tu =
    options.source !== undefined
      ? parseAndCheckSource(options.source, file, (f) => (f === file ? options.source : undefined))
      : parseAndCheck(file, { includeDirs: options.includeDirs, defines: options.defines, undefines: options.undefines });
  const module = emitTranslationUnit(tu);
  verifyOwn(module, 'the MLIR emitted for this C file');
  return module;
}

/** C for a module from cToMLIR: the C pipeline's passes, then the C emitter (`source` names the input). */
export function mlirToC(module: Operation, source: string): string {
  runPipeline(module, cPipeline());
  return emitC(module, source);
}

/** Compiles `file` to the requested text. User errors are DiagnosticError / CliError; bugs are other errors. */
export function compileC(file: string, options: CompileOptions): string {
  return compileModule(cToMLIR(file, options), file, options);
}

/** The passes and output of compileC on a module from cToMLIR (changed in place); `file` names the input. */
export function compileModule(module: Operation, file: string, options: CompileOptions): string {
  if (options.passPipeline !== undefined) {
    runPipeline(module, options.passPipeline, options.remarks);
    return options.emit === 'c' ? emitC(module, file) : printOperation(module);
  }
  switch (options.emit) {
    case 'mlir':
      return printOperation(module);
    case 'affine':
      runPipeline(module, affinePipeline());
      return printOperation(module);
    case 'c':
      return mlirToC(module, file);
  }
}
