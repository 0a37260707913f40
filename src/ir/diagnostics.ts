// Source locations and user-facing diagnostics: every error a user sees is `file:line:col: error: message`.

export interface SourceLoc {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /**
   * The source variable an op's value or a block argument holds, when known (MLIR's NameLoc): code printed from the
   * IR names it after the program. Not printed in MLIR text.
   */
  readonly name?: string;
  /** Set for a location in a system header (the C frontend's line markers say so). */
  readonly system?: true;
}

export const unknownLoc: SourceLoc = Object.freeze({ file: '<unknown>', line: 0, col: 0 });

export function formatLoc(loc: SourceLoc): string {
  return `${loc.file}:${loc.line}:${loc.col}`;
}

/** A user error (bad input, bad flag). Thrown up to the CLI, which prints `format()` and exits 1. */
export class DiagnosticError extends Error {
  constructor(
    readonly loc: SourceLoc,
    readonly diagnostic: string,
    readonly severity: 'error' | 'warning' | 'remark' = 'error',
  ) {
    super(`${formatLoc(loc)}: ${severity}: ${diagnostic}`);
    this.name = 'DiagnosticError';
  }

  format(): string {
    return this.message;
  }
}

/**
 * Several user errors reported together (every unsupported construct of a file, not only the first). It is a
 * DiagnosticError located at the first one, and prints one `file:line:col: error: ...` line per error.
 */
export class DiagnosticList extends DiagnosticError {
  readonly errors: readonly DiagnosticError[];

  private constructor(errors: readonly DiagnosticError[]) {
    super(errors[0]!.loc, errors[0]!.diagnostic, errors[0]!.severity);
    this.errors = errors;
    this.message = errors.map((e) => e.format()).join('\n');
    this.name = 'DiagnosticList';
  }

  /** One error as it is, several (lists flattened) as a list. */
  static of(errors: readonly DiagnosticError[]): DiagnosticError {
    const flat = errors.flatMap((e) => (e instanceof DiagnosticList ? e.errors : [e]));
    if (flat.length === 0) throw new Error('DiagnosticList.of needs at least one error');
    return flat.length === 1 ? flat[0]! : new DiagnosticList(flat);
  }
}

export function isDiagnosticError(e: unknown): e is DiagnosticError {
  return e instanceof DiagnosticError;
}
