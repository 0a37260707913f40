// The whole C-to-affine preprocessing step in one call (what `polyts-cc --emit=affine` runs after the frontend):
// mem2reg and raising on every function, then canonicalization so maps, trivial loops and ifs are tidy.

import { registeredOps } from '../ir/opRegistry.js';
import { Operation } from '../ir/operation.js';
import { applyPatternsGreedily } from '../ir/rewriter.js';
import { forwardLoads } from '../ir/transforms/loadForwarding.js';
import { promoteAllocas } from '../ir/transforms/mem2reg.js';
import { RaiseStats, raiseAffine } from './raiseAffine.js';

/** Raises every func.func under `module` in place; returns what was raised, summed over functions. */
export function raiseToAffine(module: Operation): RaiseStats {
  const total: RaiseStats = { loops: 0, ifs: 0, loads: 0, stores: 0, selects: 0 };
  const funcs: Operation[] = [];
  module.walk((op) => {
    if (op.name !== 'func.func') return undefined;
    funcs.push(op);
    return 'skip';
  });
  for (const f of funcs) {
    promoteAllocas(f);
    forwardLoads(f);
    const s = raiseAffine(f);
    for (const k of Object.keys(total) as (keyof RaiseStats)[]) total[k] += s[k];
  }
  applyPatternsGreedily(
    module,
    registeredOps().flatMap((d) => d.canonicalizations ?? []),
  );
  return total;
}
