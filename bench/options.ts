// The command line of a bench script, checked before any work: a typo must not cost minutes of a run with defaults.

import type { Argv } from 'yargs';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { CliError, driverArgs } from '../src/cli/common.js';

/** A bad option value found by a bench's own check; benchOptions prints it as `tool: error: message`. */
export class OptionError extends Error {}

/**
 * Parses this process's arguments with the drivers' shared settings (driverArgs: --help, --version, unknown options
 * rejected) plus the bench's own (`configure`), then runs `check` on them, whose result is returned. Every failure,
 * yargs's or a thrown OptionError, is one line `tool: error: ...` on stderr and exit status 1: never a stack trace,
 * and never after the bench has started.
 */
export function benchOptions<T, R>(tool: string, configure: (y: Argv) => Argv<T>, check: (args: T) => R): R {
  try {
    return check(configure(driverArgs(yargs(hideBin(process.argv)), tool).scriptName(tool)).parseSync() as T);
  } catch (e) {
    const message = e instanceof CliError ? e.message : e instanceof OptionError ? `${tool}: error: ${e.message}` : undefined;
    if (message === undefined) throw e;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
}

/** `value` (named `name` in messages) as an integer >= 1: a count of runs or of ops. */
export function positiveInteger(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new OptionError(`${name} must be an integer >= 1`);
  return value;
}

/**
 * The names of a comma-separated list (`--kernels=a,b`, named `name` in messages), each one of `known`; undefined
 * when the list is not given (all kernels). An empty list or an unknown name is an error that lists the known ones.
 */
export function kernelList(name: string, list: string | undefined, known: readonly string[]): readonly string[] | undefined {
  if (list === undefined) return undefined;
  const names = list.split(',').map((n) => n.trim()).filter(Boolean);
  if (names.length === 0) throw new OptionError(`${name} names no kernel`);
  const unknown = names.find((n) => !known.includes(n));
  if (unknown) throw new OptionError(`unknown kernel '${unknown}'; known: ${known.join(', ')}`);
  return names;
}

/**
 * Environment variable `name` as a number for a check like positiveInteger, `fallback` when it is not set. A value
 * that is not a number (`x`, or set but empty) is NaN, which every check rejects, instead of a silent 0.
 */
export function envNumber(name: string, fallback: number): number {
  const text = process.env[name];
  return text === undefined ? fallback : text.trim() === '' ? NaN : Number(text);
}
