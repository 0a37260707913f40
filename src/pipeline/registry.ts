// The pass registry: maps command-line pass names to pass definitions.

import { PassDefinition } from './pass.js';

const passes = new Map<string, PassDefinition>();

export function registerPass(def: PassDefinition): void {
  const existing = passes.get(def.name);
  if (existing && existing !== def) throw new Error(`two passes are named '${def.name}'`);
  passes.set(def.name, def);
}

export function getPass(name: string): PassDefinition | undefined {
  return passes.get(name);
}

/** All registered passes, sorted by name. */
export function registeredPasses(): PassDefinition[] {
  return [...passes.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The registry as name -> definition (for checking that every key equals its pass's name). */
export function passRegistryEntries(): [string, PassDefinition][] {
  return [...passes.entries()];
}
