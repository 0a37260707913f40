// Registers every pass users can name in a pipeline.

import { registerPass } from '../src/pipeline/registry.js';
import { canonicalizePass } from './canonicalize.js';
import { csePass } from './cse.js';

export const allPasses = [canonicalizePass, csePass];

let registered = false;

export function registerAllPasses(): void {
  if (registered) return;
  registered = true;
  for (const p of allPasses) registerPass(p);
}
