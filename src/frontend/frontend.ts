// The C frontend's entry points: preprocess, parse and check a C file into the typed AST.

import { DiagnosticError, DiagnosticList } from '../ir/diagnostics.js';
import { FollowOnError, type RejectedItem, type TranslationUnit } from './ast.js';
import { pruneSystemDeclarations } from './headerPruning.js';
import { compactLines, type SourceReader } from './lineMap.js';
import { parseC } from './parse.js';
import { preprocess, type PreprocessOptions } from './preprocess.js';
import { analyze } from './sema/analyze.js';
import { timed } from '../ir/phaseTiming.js';

export interface FrontendOptions extends PreprocessOptions {
  /** Reads original sources to recover columns in diagnostics (default: from disk). */
  readonly readSource?: SourceReader;
}

/**
 * Preprocesses `file` with the system preprocessor and headers, parses and checks it. Every problem with the
 * input is thrown: one DiagnosticError, or a DiagnosticList when several items fail.
 */
export function parseAndCheck(file: string, options: FrontendOptions = {}): TranslationUnit {
  return accepted(parseAndCheckRecovering(file, options));
}

/**
 * Like parseAndCheck, but items that fail are listed in `rejected` and the rest of the file is returned. The
 * system headers' declarations the program never names are left out (headerPruning.ts); should any item then fail,
 * the file is checked again in full, and the full check is the result unless more of it fails. Either text is parsed
 * without its empty lines and needless markers (compactLines).
 */
export function parseAndCheckRecovering(file: string, options: FrontendOptions = {}): TranslationUnit {
  const text = timed('preprocess', () => preprocess(file, options));
  const pruned = timed('preprocess', () => pruneSystemDeclarations(text));
  if (pruned === text) return checkSource(compacted(text), file, options.readSource);
  let tu: TranslationUnit | undefined;
  try {
    tu = checkSource(compacted(pruned), file, options.readSource);
    if (tu.rejected.length === 0) return tu;
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
  }
  let full: TranslationUnit;
  try {
    full = checkSource(compacted(text), file, options.readSource);
  } catch (e) {
    if (tu && e instanceof DiagnosticError) return tu;
    throw e;
  }
  return tu && tu.rejected.length <= full.rejected.length ? tu : full;
}

const compacted = (text: string): string => timed('preprocess', () => compactLines(text));

/** Parses and checks already-preprocessed text (or C without directives) named `file`. */
export function parseAndCheckSource(text: string, file: string, readSource?: SourceReader): TranslationUnit {
  return accepted(checkSource(text, file, readSource));
}

function checkSource(text: string, file: string, readSource?: SourceReader): TranslationUnit {
  try {
    const unit = timed('parse', () => parseC(text, file, readSource).unit);
    return timed('sema', () => analyze(unit, file));
  } catch (e) {
    // Recursion depth is the only resource a hostile input can exhaust here; report it as an error.
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      throw new DiagnosticError({ file, line: 1, col: 1 }, 'input is nested too deeply');
    }
    throw e;
  }
}

/** The errors of rejected items that are not consequences of earlier ones, in source order. */
export function primaryErrors(rejected: readonly RejectedItem[]): DiagnosticError[] {
  const all = rejected.flatMap((r) => r.errors);
  const primary = all.filter((e) => !(e instanceof FollowOnError));
  return primary.length ? primary : all;
}

/** `tu` when nothing was rejected; otherwise every primary error, thrown together. */
function accepted(tu: TranslationUnit): TranslationUnit {
  if (tu.rejected.length) throw DiagnosticList.of(primaryErrors(tu.rejected));
  return tu;
}
