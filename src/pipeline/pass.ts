// What a pass declares: its command-line name, summary, the op it runs on, typed options, and its run function.

import { DiagnosticError, SourceLoc } from '../ir/diagnostics.js';
import { Operation } from '../ir/operation.js';

export type PassOptionType = 'int' | 'bool' | 'string' | 'int-list' | 'string-list';

export interface PassOptionSpec {
  /** Command-line spelling, e.g. `max-iterations`. */
  readonly name: string;
  readonly type: PassOptionType;
  readonly description: string;
  readonly default: number | boolean | string | readonly number[] | readonly string[];
  /** Allowed values for string options. */
  readonly choices?: readonly string[];
  /** Smallest value allowed for int and int-list options. */
  readonly minimum?: number;
}

export type PassOptionValue = PassOptionSpec['default'];
export type PassOptions = Readonly<Record<string, PassOptionValue>>;

/** What a running pass can report besides changing the IR. */
export interface PassContext {
  /** A remark attached to a location (printed to stderr, never an error). */
  remark(loc: SourceLoc, message: string): void;
  /** Analysis output (`--print-scop`, ...): the CLI writes it to stdout instead of the module. */
  report(text: string): void;
}

export interface PassDefinition {
  readonly name: string;
  readonly summary: string;
  /** The op the pass runs on; a module-level pipeline runs `func.func` passes on every function. */
  readonly anchor: 'builtin.module' | 'func.func' | 'any';
  readonly options: readonly PassOptionSpec[];
  /** The pass prints an analysis through ctx.report and leaves the IR unchanged. */
  readonly printsAnalysis?: boolean;
  /** Transforms `op` in place. User-facing failures are thrown as DiagnosticError. */
  run(op: Operation, options: PassOptions, ctx: PassContext): void;
}

export function definePass(def: PassDefinition): PassDefinition {
  const seen = new Set<string>();
  for (const o of def.options) {
    if (seen.has(o.name)) throw new Error(`pass '${def.name}' declares option '${o.name}' twice`);
    seen.add(o.name);
  }
  return def;
}

/** Default option values, overridden by `given` (already type-checked by the pipeline parser). */
export function resolveOptions(def: PassDefinition, given: ReadonlyMap<string, PassOptionValue>): PassOptions {
  const out: Record<string, PassOptionValue> = {};
  for (const o of def.options) out[o.name] = given.has(o.name) ? given.get(o.name)! : o.default;
  return out;
}

/** Converts option text to the option's type; returns an error message on failure. */
export function convertOptionValue(spec: PassOptionSpec, text: string): PassOptionValue | string {
  switch (spec.type) {
    case 'int': {
      if (!/^-?\d+$/.test(text)) return `option '${spec.name}' expects an integer, got '${text}'`;
      return belowMinimum(spec, [Number(text)]) ?? Number(text);
    }
    case 'bool':
      if (text === 'true' || text === '1' || text === '') return true;
      if (text === 'false' || text === '0') return false;
      return `option '${spec.name}' expects true or false, got '${text}'`;
    case 'string':
      if (spec.choices && !spec.choices.includes(text)) return `option '${spec.name}' expects one of ${spec.choices.join(', ')}, got '${text}'`;
      return text;
    case 'int-list': {
      const parts = text === '' ? [] : text.split(',');
      if (parts.some((p) => !/^-?\d+$/.test(p.trim()))) return `option '${spec.name}' expects a comma-separated list of integers, got '${text}'`;
      const values = parts.map((p) => Number(p.trim()));
      return belowMinimum(spec, values) ?? values;
    }
    case 'string-list':
      return text === '' ? [] : text.split(',').map((p) => p.trim());
  }
}

/** The error for a value under the option's minimum, or null. */
function belowMinimum(spec: PassOptionSpec, values: readonly number[]): string | null {
  const bad = spec.minimum === undefined ? undefined : values.find((v) => v < spec.minimum!);
  return bad === undefined ? null : `option '${spec.name}' expects ${spec.type === 'int' ? 'an integer' : 'integers'} >= ${spec.minimum}, got ${bad}`;
}

export function passFailure(loc: SourceLoc, message: string): DiagnosticError {
  return new DiagnosticError(loc, message);
}
