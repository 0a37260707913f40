// Source locations and user-facing diagnostics: every error a user sees is `file:line:col: error: message`.

export interface SourceLoc {
  readonly file: string;
  readonly line: number;
  readonly col: number;
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

export function isDiagnosticError(e: unknown): e is DiagnosticError {
  return e instanceof DiagnosticError;
}
