// Trees code generation refuses, and bad options: one error each, located, exit code 1.

// RUN: not polyts-opt %S/Inputs/illegal.mlir --codegen 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// ILLEGAL: illegal.mlir:3:3: error: the schedule tree of scop @prefix is illegal: RAW dependence S0 -> S0

// RUN: not polyts-opt %S/Inputs/extension.mlir --codegen 2>&1 | FileCheck %s --check-prefix=EXT
// EXT: extension.mlir:4:3: error: the schedule tree of scop @ext is illegal: the legality check does not handle extension nodes

// RUN: not polyts-opt %S/Inputs/illegal.mlir --pass-pipeline='builtin.module(codegen{context="[n] -> { : n >= }"})' 2>&1 | FileCheck %s --check-prefix=CONTEXT
// CONTEXT: codegen context:1:17: error: codegen: option 'context': isl syntax: unexpected '}' in an expression
