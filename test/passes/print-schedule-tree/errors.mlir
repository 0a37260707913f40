// An attached tree that cannot be read, or that does not fit its scop, is one error located at the op that carries
// it (with the column inside the attribute for syntax errors); a tree that breaks a dependence is printed with a remark.

// RUN: not polyts-opt %S/Inputs/syntax.mlir --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: syntax.mlir:3:3: error: scop.schedule (column 46): isl syntax: unexpected '}' in an expression

// RUN: not polyts-opt %S/Inputs/statement.mlir --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=STMT
// STMT: statement.mlir:3:3: error: scop.schedule does not fit scop @prefix: the tree's domain has no statement S0

// RUN: not polyts-opt %S/Inputs/param.mlir --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=PARAM
// PARAM: param.mlir:3:3: error: scop.schedule does not fit scop @prefix: parameter 'm' is not a parameter of the scop (n)

// RUN: not polyts-opt %S/Inputs/domain.mlir --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=DOMAIN
// DOMAIN: domain.mlir:3:3: error: scop.schedule does not fit scop @prefix: the tree's domain of S0 is not the scop's ([n] -> { S0[i0] : 0 <= i0 < n } instead of [n] -> { S0[i0] : 1 <= i0 < n })

// RUN: polyts-opt %S/Inputs/illegal.mlir --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// ILLEGAL: illegal.mlir:3:3: remark: print-schedule-tree: illegal tree: RAW dependence S0 -> S0 on a (original level 1): member 0 of the band at domain/band runs the sink before the source, e.g. S0[{{[0-9]+}}] -> S0[{{[0-9]+}}] (n = {{[0-9]+}})
// ILLEGAL: scop @prefix
// ILLEGAL: schedule: "[n] -> [{ S0[i0] -> [(-i0)] }]"
