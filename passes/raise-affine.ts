// raise-affine: scf.for/scf.if/memref.load/memref.store whose bounds, conditions and subscripts are provably
// affine become affine.for/affine.if/affine.load/affine.store (Polygeist III-B); everything else is left alone.

import { raiseAffine } from '../src/affine/raiseAffine.js';
import { definePass } from '../src/pipeline/pass.js';

export const raiseAffinePass = definePass({
  name: 'raise-affine',
  summary: 'Raise scf loops and ifs and memref loads and stores with affine bounds, conditions and subscripts to the affine dialect',
  anchor: 'func.func',
  options: [],
  run(op) {
    raiseAffine(op);
  },
});

/** The pipeline equivalent of raiseToAffine() (src/affine/raiseToAffine.ts), for `--pass-pipeline`. */
export const raiseToAffinePipeline = 'builtin.module(func.func(mem2reg,raise-affine),canonicalize)';
