// Memory-effect queries over op definitions, looking through ops whose effects are those of their bodies.

import type { MemoryEffect } from './opDefinition.js';
import { Operation } from './operation.js';

/** The op's own effects (nested ops excluded), or 'unknown'. Pure ops and region ops have none of their own. */
export function ownEffects(op: Operation): readonly MemoryEffect[] | 'unknown' {
  if (op.hasTrait('Pure') || op.hasTrait('RecursiveMemoryEffects')) return [];
  if (op.def.effects === undefined) return op.hasTrait('Terminator') ? [] : 'unknown';
  return op.def.effects;
}

/** Every effect of `op` including nested ops, or 'unknown'. */
export function allEffects(op: Operation): Set<MemoryEffect> | 'unknown' {
  const out = new Set<MemoryEffect>();
  let unknown = false;
  op.walk((o) => {
    const e = ownEffects(o);
    if (e === 'unknown') unknown = true;
    else for (const x of e) out.add(x);
    return unknown ? 'skip' : undefined;
  });
  return unknown ? 'unknown' : out;
}

/**
 * True if removing `op` (when its results are unused) cannot change behaviour: no writes, frees or unknown
 * effects anywhere inside it. Reads and allocations are allowed when `allowReadAndAlloc` is set.
 */
export function opHasNoSideEffects(op: Operation, allowReadAndAlloc: boolean): boolean {
  const e = allEffects(op);
  if (e === 'unknown') return false;
  for (const x of e) {
    if (x === 'write' || x === 'free') return false;
    if (!allowReadAndAlloc) return false;
  }
  return true;
}

export function isMemoryEffectFree(op: Operation): boolean {
  return opHasNoSideEffects(op, false);
}

/** True if the op (with nested ops) only reads memory. */
export function onlyReadsMemory(op: Operation): boolean {
  const e = allEffects(op);
  return e !== 'unknown' && [...e].every((x) => x === 'read');
}
