// affine-loop-invariant-code-motion: ops of an affine.for body that do not depend on the loop are computed once
// before it; loads of arrays the loop does not write move too where the loop provably runs (see
// src/affine/hoistInvariants.ts). Upstream's pass of the same name, with the polyhedral model's aliasing.

import { hoistInvariants } from '../src/affine/hoistInvariants.js';
import { definePass } from '../src/pipeline/pass.js';

const quoted = (names: readonly string[]): string => names.map((n) => `'${n}'`).join(', ');

export const affineLoopInvariantCodeMotionPass = definePass({
  name: 'affine-loop-invariant-code-motion',
  summary: 'Move loop-invariant ops, and loads of arrays the loop does not write, out of affine.for loops',
  anchor: 'func.func',
  options: [],
  run(op, _options, ctx) {
    for (const h of hoistInvariants(op)) {
      const name = 'affine-loop-invariant-code-motion';
      if (h.hoistedArrays.length) ctx.remark(h.loop.loc, `${name}: loads of ${quoted(h.hoistedArrays)} moved out of the loop`);
      if (h.keptArrays.length) ctx.remark(h.loop.loc, `${name}: invariant loads of ${quoted(h.keptArrays)} stay in the loop: it may run no iteration`);
    }
  },
});
