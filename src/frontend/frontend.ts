// The C frontend's entry points: preprocess, parse and check a C file into the typed AST.

import { DiagnosticError } from '../ir/diagnostics.js';
import type { TranslationUnit } from './ast.js';
import { pruneSystemDeclarations } from './headerPruning.js';
import type { SourceReader } from './lineMap.js';
import { parseC } from './parse.js';
import { preprocess, type PreprocessOptions } from './preprocess.js';
import { analyze } from './sema/analyze.js';

export interface FrontendOptions extends PreprocessOptions {
  /** Reads original sources to recover columns in diagnostics (default: from disk). */
  readonly readSource?: SourceReader;
}

/**
 * Preprocesses `file` with the system preprocessor and headers, parses and checks it. The system headers'
 * declarations the program never names are left out (headerPruning.ts); should that make the file fail, it is
 * checked again in full, so the result and any error are those of the whole text.
 * Every problem with the input is thrown as one DiagnosticError (`file:line:col: error: ...`).
 */
export function parseAndCheck(file: string, options: FrontendOptions = {}): TranslationUnit {
  const text = preprocess(file, options);
  const pruned = pruneSystemDeclarations(text);
  if (pruned === text) return parseAndCheckSource(text, file, options.readSource);
  try {
    return parseAndCheckSource(pruned, file, options.readSource);
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    return parseAndCheckSource(text, file, options.readSource);
  }
}

/** Parses and checks already-preprocessed text (or C without directives) named `file`. */
export function parseAndCheckSource(text: string, file: string, readSource?: SourceReader): TranslationUnit {
  try {
    return analyze(parseC(text, file, readSource).unit, file);
  } catch (e) {
    // Recursion depth is the only resource a hostile input can exhaust here; report it as an error.
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      throw new DiagnosticError({ file, line: 1, col: 1 }, 'input is nested too deeply');
    }
    throw e;
  }
}
