// canonicalize: folds constants, removes dead ops, and applies every op's canonicalization patterns to a
// fixpoint (constants are deduplicated and hoisted to the top of their function).

import { registeredOps } from '../src/ir/opRegistry.js';
import { RewritePattern, applyPatternsGreedily } from '../src/ir/rewriter.js';
import { definePass } from '../src/pipeline/pass.js';

function canonicalizationPatterns(): RewritePattern[] {
  return registeredOps().flatMap((d) => d.canonicalizations ?? []);
}

export const canonicalizePass = definePass({
  name: 'canonicalize',
  summary: 'Canonicalize operations: fold constants, remove dead code, simplify affine maps and sets, trivial loops and ifs',
  anchor: 'any',
  options: [
    { name: 'max-iterations', type: 'int', default: 10, description: 'Maximum number of sweeps over the IR before giving up' },
    { name: 'fold', type: 'bool', default: true, description: 'Run op folders (constant folding)' },
  ],
  run(op, options) {
    applyPatternsGreedily(op, canonicalizationPatterns(), {
      maxIterations: options['max-iterations'] as number,
      fold: options['fold'] as boolean,
    });
  },
});
