// Symbol tables: finding the op that defines `@name` from a use inside the nearest symbol-table op.

import { StringAttr } from './attributes.js';
import { DiagnosticError } from './diagnostics.js';
import { Operation } from './operation.js';

/** Per symbol-table op, name -> defining op; valid only while a cache scope is active. */
let cache: WeakMap<Operation, Map<string, Operation>> | undefined;

/** Runs `fn` with symbol lookups cached (the IR must not change meanwhile, e.g. during verification). */
export function withSymbolCache<T>(fn: () => T): T {
  const outer = cache;
  cache = new WeakMap();
  try {
    return fn();
  } finally {
    cache = outer;
  }
}

export function nearestSymbolTable(op: Operation): Operation | null {
  for (let p = op.parentOp; p; p = p.parentOp) if (p.hasTrait('SymbolTable')) return p;
  return null;
}

function symbolsOf(table: Operation): Map<string, Operation> {
  const m = new Map<string, Operation>();
  for (const b of table.region(0).blocks)
    for (let o = b.first; o; o = o.next) {
      const n = o.attr('sym_name');
      if (n instanceof StringAttr && !m.has(n.value)) m.set(n.value, o);
    }
  return m;
}

/** The op named `name` in the symbol table enclosing `from`, or undefined. */
export function lookupSymbol(from: Operation, name: string): Operation | undefined {
  const table = nearestSymbolTable(from);
  if (!table) return undefined;
  if (cache) {
    let m = cache.get(table);
    if (!m) cache.set(table, (m = symbolsOf(table)));
    return m.get(name);
  }
  return symbolsOf(table).get(name);
}

/** Upstream's SymbolTable rule: symbol names directly inside a symbol-table op are unique. */
export function verifyUniqueSymbols(table: Operation): void {
  const seen = new Set<string>();
  for (const b of table.region(0).blocks)
    for (let o = b.first; o; o = o.next) {
      const n = o.attr('sym_name');
      if (!(n instanceof StringAttr)) continue;
      if (seen.has(n.value)) throw new DiagnosticError(o.loc, `redefinition of symbol named '${n.value}'`);
      seen.add(n.value);
    }
}

/** The Symbol rules on `sym_name` (a string; optional for modules) and `sym_visibility` (public, private or nested). */
export function verifySymbolAttrs(op: Operation, nameRequired: boolean): void {
  const name = op.attr('sym_name');
  if ((name || nameRequired) && !(name instanceof StringAttr)) throw op.emitError("requires string attribute 'sym_name'");
  const vis = op.attr('sym_visibility');
  if (vis && !(vis instanceof StringAttr && ['public', 'private', 'nested'].includes(vis.value))) {
    throw op.emitError('visibility expected to be one of ["public", "private", "nested"]');
  }
}
