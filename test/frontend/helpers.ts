// Shared helpers for the C frontend tests: repository paths, checking C text, catching diagnostics.

import { resolve } from 'node:path';
import { DiagnosticError } from '../../src/ir/diagnostics.js';
import type { FunctionDecl, TranslationUnit } from '../../src/frontend/ast.js';
import { parseAndCheckSource } from '../../src/frontend/frontend.js';
import { dumpFunction } from '../../src/frontend/dump.js';
import { packageRoot } from '../../src/packageRoot.js';

/** The repository root (the tests run from dist/test/frontend). */
export const repoRoot = packageRoot();

export function repoPath(...parts: string[]): string {
  return resolve(repoRoot, ...parts);
}

/** Parses and checks C text without preprocessing (as file `test.c`). */
export function check(source: string): TranslationUnit {
  return parseAndCheckSource(source, 'test.c', () => source);
}

/** The diagnostic `check(source)` throws (fails the test if it succeeds or throws anything else). */
export function diagnosticOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof DiagnosticError) return e.message;
    throw e;
  }
  throw new Error('expected a diagnostic, but the input was accepted');
}

export function errorOf(source: string): string {
  return diagnosticOf(() => check(source));
}

export function fn(tu: TranslationUnit, name: string): FunctionDecl {
  const f = tu.functions.find((g) => g.name === name);
  if (!f) throw new Error(`no function ${name}`);
  return f;
}

/** The typed-AST dump of one function of `source`. */
export function dumpOf(source: string, name: string): string {
  return dumpFunction(fn(check(source), name)).join('\n');
}
