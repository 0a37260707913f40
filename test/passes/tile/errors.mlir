// Bad options and bad trees are one error each, with a location, and no output.

// RUN: not polyts-opt %S/Inputs/illegal.mlir --tile=sizes=0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: <pass flags>:1:6: error: option 'sizes' expects integers >= 1, got 0

// RUN: not polyts-opt %S/Inputs/illegal.mlir --pass-pipeline='builtin.module(tile{sizes=32,-4})' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: <pass-pipeline>:1:21: error: option 'sizes' expects integers >= 1, got -4

// RUN: not polyts-opt %S/Inputs/illegal.mlir --tile=sizes=a 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: <pass flags>:1:6: error: option 'sizes' expects a comma-separated list of integers, got 'a'

// RUN: not polyts-opt %S/Inputs/bad-sizes-attr.mlir --tile 2>&1 | FileCheck %s --check-prefix=ATTR
// ATTR: bad-sizes-attr.mlir:3:3: error: scop.tile_sizes must be a non-empty array of positive integers (array<i64: 32, 32>)

// An attached tree that breaks a dependence is not tiled: the pass stops with the dependence it breaks.
// RUN: not polyts-opt %S/Inputs/illegal.mlir --tile -o %t.mlir 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// RUN: not test -e %t.mlir
// ILLEGAL: illegal.mlir:2:3: error: the schedule tree of scop @prefix is illegal: RAW dependence S0 -> S0 on a (original level 1): member 0 of the band at domain/band runs the sink before the source
