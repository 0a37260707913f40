// The registry of dialects and their operations, attributes and types; parsing and Operation.create look here.

import type { Attribute } from './attributes.js';
import type { OpAsmParser, OpDefinition } from './opDefinition.js';
import type { Operation } from './operation.js';
import type { Type } from './types.js';

/** The subset of the parser a dialect uses to read the body of `#dialect.mnemonic<...>` or `!dialect.mnemonic<...>`. */
export type DialectAsmParser = Pick<
  OpAsmParser,
  | 'loc'
  | 'error'
  | 'parseComma'
  | 'parseOptionalComma'
  | 'parseLess'
  | 'parseOptionalLess'
  | 'parseGreater'
  | 'parseLParen'
  | 'parseOptionalLParen'
  | 'parseRParen'
  | 'parseOptionalRParen'
  | 'parseColon'
  | 'parseOptionalColon'
  | 'parseEqual'
  | 'parseKeyword'
  | 'parseOptionalKeyword'
  | 'parseIdentifier'
  | 'parseInteger'
  | 'parseOptionalInteger'
  | 'parseString'
  | 'parseType'
  | 'parseAttribute'
  | 'isNext'
  | 'parseOptionalPunctuation'
>;

export interface DialectDefinition {
  readonly name: string;
  readonly ops: readonly OpDefinition[];
  /** Parses the attribute after `#name.`; `mnemonic` has been consumed. */
  readonly parseAttribute?: (p: DialectAsmParser, mnemonic: string) => Attribute;
  /** Parses the type after `!name.`; `mnemonic` has been consumed. */
  readonly parseType?: (p: DialectAsmParser, mnemonic: string) => Type;
  /** Builds a constant op producing `value` of `type` (used by folding), or undefined if it cannot. */
  readonly materializeConstant?: (value: Attribute, type: Type) => Operation | undefined;
}

const opDefs = new Map<string, OpDefinition>();
const dialectDefs = new Map<string, DialectDefinition>();

export function registerDialect(d: DialectDefinition): void {
  if (dialectDefs.has(d.name)) return;
  dialectDefs.set(d.name, d);
  for (const op of d.ops) {
    if (!op.name.startsWith(d.name + '.')) throw new Error(`op '${op.name}' registered in dialect '${d.name}'`);
    opDefs.set(op.name, op);
  }
}

export function getOpDefinition(name: string): OpDefinition | undefined {
  return opDefs.get(name);
}

export function getDialect(name: string): DialectDefinition | undefined {
  return dialectDefs.get(name);
}

export function registeredDialects(): string[] {
  return [...dialectDefs.keys()].sort();
}

export function registeredOps(): OpDefinition[] {
  return [...opDefs.values()];
}
