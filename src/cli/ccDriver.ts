// What polyts-cc does, as a library: C file -> checked AST -> MLIR (verified) -> optional passes -> MLIR or C text.
// The polybench driver and the tests call it in-process.

import { emitC } from '../codegen/emitC/index.js';
import { readFileSync } from 'node:fs';
import { spliceC } from '../codegen/emitC/splice.js';
import { FollowOnError, type RejectedItem, type TranslationUnit } from '../frontend/ast.js';
import { parseAndCheckRecovering, parseAndCheckSource, primaryErrors, type FrontendOptions } from '../frontend/frontend.js';
import { emitFunctions } from '../frontend/emit/index.js';
import { ParseError } from '../frontend/parse.js';
import { preprocessAhead } from '../frontend/preprocess.js';
import { sourceLayout } from './sourceLayout.js';
import { DiagnosticError, DiagnosticList, type SourceLoc } from '../ir/diagnostics.js';
import { registerAllDialects } from '../ir/dialects/index.js';
import type { Operation } from '../ir/operation.js';
import { printOperation } from '../ir/printer.js';
import { verify } from '../ir/verifier.js';
import { registerAllPasses } from '../../passes/index.js';
import { raiseToAffinePipeline } from '../../passes/raise-affine.js';
import { PassManager } from '../pipeline/passManager.js';
import { parsePassPipeline } from './passPipeline.js';
import { commandServer, timed } from '../ir/phaseTiming.js';
import { optimizationPipeline, type Optimization } from './optimization.js';
import { forgetKeptAnswers } from '../poly/answerCaches.js';

registerAllDialects();
registerAllPasses();

export type EmitKind = 'mlir' | 'affine' | 'c';

export interface CompileOptions {
  readonly includeDirs?: readonly string[];
  readonly defines?: readonly string[];
  readonly undefines?: readonly string[];
  /** The preprocessor command (default: the first of cpp, gcc -E, clang -E found) and arguments it also gets. */
  readonly preprocessor?: readonly string[];
  readonly preprocessorArgs?: readonly string[];
  /** Whether this process may compile more files after this one (default true; see PreprocessOptions.moreFiles). */
  readonly moreFiles?: boolean;
  /** What -O, -fopenmp, --schedule and --tile-sizes ask for (default: -O0, raising only). */
  readonly optimization?: Optimization;
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

/**
 * Whether this process compiles more files after the first of a command of `files` C files (CompileOptions.moreFiles):
 * another of them, or another command's (a compile server lives on; a command in a process of its own does not).
 */
export function moreFilesAfter(files: number): boolean {
  return files > 1 || commandServer() !== undefined;
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
  timed('verify', () => verifyOwn(module, `the MLIR after ${pipeline}`));
}

/**
 * A C file read for translation: its text, its AST (with the items the frontend rejected), and the verified module
 * of everything else (functions emission rejected are declarations in it, and listed too).
 */
export interface Translation {
  readonly file: string;
  readonly text: string;
  readonly tu: TranslationUnit;
  readonly module: Operation;
  readonly rejected: readonly RejectedItem[];
}

/** Reads, checks and emits `file`, going on past what polyts cannot translate; file-level failures are thrown. */
export function translate(file: string, options: Omit<CompileOptions, 'emit'>): Translation {
  const given = options.source;
  const tu =
    given !== undefined ? parseAndCheckSource(given, file, (f) => (f === file ? given : undefined)) : parseAndCheckRecovering(file, frontendOptions(options));
  let text: string;
  try {
    text = given ?? readFileSync(file).toString('latin1');
  } catch {
    throw new DiagnosticError({ file, line: 0, col: 0 }, `no such file or directory: '${file}'`);
  }
  const { module, rejected } = timed('emit MLIR', () => emitFunctions(tu));
  timed('verify', () => verifyOwn(module, 'the MLIR emitted for this C file'));
  return { file, text, tu, module, rejected: [...tu.rejected, ...rejected] };
}

/** The verified MLIR module of a C file (the frontend's output, before any pass); every error in the file is thrown. */
export function cToMLIR(file: string, options: Omit<CompileOptions, 'emit'>): Operation {
  const t = translate(file, options);
  if (t.rejected.length) throw DiagnosticList.of(primaryErrors(t.rejected));
  return t.module;
}

/** Starts preprocessing `file` as compile(file, options) would, in the background (see preprocessAhead). */
export function preprocessAheadFor(file: string, options: Omit<CompileOptions, 'emit'>): Promise<void> {
  return options.source === undefined ? preprocessAhead(file, frontendOptions(options)) : Promise.resolve();
}

function frontendOptions(options: Omit<CompileOptions, 'emit'>): FrontendOptions {
  return {
    includeDirs: options.includeDirs,
    defines: options.defines,
    undefines: options.undefines,
    preprocessor: options.preprocessor,
    extraArgs: options.preprocessorArgs,
    moreFiles: options.moreFiles,
  };
}

/** C for a module from cToMLIR: the C pipeline's passes, then the C emitter (`source` names the input). */
export function mlirToC(module: Operation, source: string): string {
  runPipeline(module, cPipeline());
  return emitC(module, source);
}

/** What compiling a C file gives: the text, and remarks (and warnings) for stderr. */
export interface Compiled {
  readonly text: string;
  readonly remarks: readonly DiagnosticError[];
}

/**
 * Compiles `file` to the requested text, as a command of its own would (each file of a batch or a build): no
 * polyhedral answers kept from the compilations before (src/poly/answerCaches.ts). User errors are DiagnosticError /
 * CliError; bugs are other errors.
 */
export function compile(file: string, options: CompileOptions): Compiled {
  forgetKeptAnswers();
  if (options.emit === 'c') {
    // The user's file with the translated bodies spliced in, so the functions keep the signatures its callers use.
    // A pipeline the user gave is checked first, and its passes' errors are errors, not a reason to keep the file.
    const passes = passesFor(options);
    const given = options.passPipeline !== undefined;
    if (given) parsePassPipeline(passes, '<pass-pipeline>');
    return toSource(file, options, (m) => runPipeline(m, passes, options.remarks), given);
  }
  if (options.passPipeline !== undefined || options.emit === 'affine') return { text: compileModule(cToMLIR(file, options), file, options), remarks: [] };
  return { text: printOperation(cToMLIR(file, options)), remarks: [] };
}

/** The passes before the output: `passPipeline`, else the optimization level's, else raising (and cse for C). */
function passesFor(options: CompileOptions): string {
  if (options.passPipeline !== undefined) return options.passPipeline;
  const o = options.optimization;
  if (o !== undefined && o.level > 0) return optimizationPipeline(o);
  return options.emit === 'c' ? cPipeline() : options.emit === 'affine' ? affinePipeline() : 'builtin.module()';
}

/** The text of `compile` (remarks dropped). */
export function compileC(file: string, options: CompileOptions): string {
  return compile(file, options).text;
}

/**
 * A module from cToMLIR (changed in place) through `options.passPipeline` or the optimization's passes (remarks to
 * `options.remarks`), then printed as C or MLIR; `file` names the input.
 */
export function compileModule(module: Operation, file: string, options: CompileOptions): string {
  runPipeline(module, passesFor(options), options.remarks);
  return options.emit === 'c' ? emitC(module, file) : printOperation(module);
}

const remarkPrefix = 'polyts-cc';

/**
 * The file as the user wrote it with the bodies of the functions polyts translates replaced by its C (after `passes`,
 * by default --emit=c's pipeline): every other function and declaration is kept as written, with a remark saying
 * why. When the file cannot be read at all (a header polyts lacks, syntax it cannot delimit) or polyts fails on it,
 * the whole file is kept, so a file the C compiler accepts always builds; with `passErrorsAreErrors` a pass's
 * diagnostic (a pipeline the user wrote) is thrown instead.
 */
export function toSource(
  file: string,
  options: Omit<CompileOptions, 'emit'>,
  passes: (module: Operation) => void = (m) => runPipeline(m, cPipeline()),
  passErrorsAreErrors = false,
): Compiled {
  let t: Translation;
  try {
    t = translate(file, options);
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    // Not even the file's items could be told apart (a header polyts lacks): the compiler gets it as it is.
    let text: string;
    try {
      text = readFileSync(file).toString('latin1');
    } catch {
      throw e;
    }
    return { text, remarks: [new DiagnosticError(e.loc, `${remarkPrefix}: file kept as written: ${e.diagnostic}`, 'remark')] };
  }
  try {
    passes(t.module);
    return timed('emit C', () => spliceTranslation(t));
  } catch (e) {
    if (process.env.POLYTS_DEBUG || (passErrorsAreErrors && e instanceof DiagnosticError)) throw e;
    const why = e instanceof Error ? e.message : String(e);
    return { text: t.text, remarks: [new DiagnosticError({ file, line: 1, col: 1 }, `${remarkPrefix}: internal error, file kept as written (a bug in polyts): ${why}`, 'warning')] };
  }
}

/** The translation's text with the translated bodies in place, and a remark for everything kept as written. */
export function spliceTranslation(t: Translation): Compiled {
  const layout = sourceLayout(t.tu, t.text);
  const spliced = spliceC(t.module, layout);
  const remarks: DiagnosticError[] = [];
  const keep = (name: string | undefined, loc: SourceLoc, why: string): void => {
    if (loc.file === t.file) remarks.push(new DiagnosticError(loc, `${remarkPrefix}: ${name ? `'${name}'` : 'declaration'} kept as written: ${why}`, 'remark'));
  };
  for (const r of t.rejected) {
    const e = r.errors.find((x) => !(x instanceof FollowOnError)) ?? r.errors[0]!;
    keep(r.kind === 'function' ? r.names[0] : r.names.join(', ') || undefined, e.loc, construct(e));
  }
  for (const [name, f] of layout.fixed) keep(name, f.loc, f.reason);
  for (const k of spliced.kept) keep(k.name, k.loc, k.reason);
  return { text: spliced.text, remarks: remarks.sort(byLocation) };
}

/** What an error says kept an item: the construct for unsupported C, else the message. */
function construct(e: DiagnosticError): string {
  if (e instanceof ParseError) return `syntax polyts does not read (${e.diagnostic})`;
  return e.diagnostic.replace(/^unsupported C construct: /, '');
}

function byLocation(a: DiagnosticError, b: DiagnosticError): number {
  return a.loc.line - b.loc.line || a.loc.col - b.loc.col;
}
