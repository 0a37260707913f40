// schedule{tree=file}: a hand-written tree (isl YAML, or --print-schedule-tree output) is checked against the scop's
// dependences and attached instead of a computed one.

// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=tree=%S/inputs/matmul-tree.yaml --print-schedule-tree 2>&1 | FileCheck %s
// CHECK: kernels.mlir:5:3: remark: schedule: scop @matmul: imported tree from {{.*}}matmul-tree.yaml: 1 band (3 members), 2 parallel, 0 sequences
// CHECK-LABEL: {{^}}scop @matmul
// CHECK: schedule: "[p0] -> [{ S0[i, j, k] -> [(j)] }, { S0[i, j, k] -> [(i)] }, { S0[i, j, k] -> [(k)] }]"
// The other scops keep their original order.
// CHECK-LABEL: {{^}}scop @two
// CHECK: sequence:

// What --print-schedule-tree prints can be handed back.
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=style=isl --print-schedule-tree > %t.trees 2>/dev/null
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=tree=%t.trees --print-schedule-tree 2>/dev/null | diff - %t.trees

// An illegal tree is an error at the tree, and nothing is attached.
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=tree=%S/inputs/illegal-tree.yaml 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// ILLEGAL: illegal-tree.yaml:1:1: error: the tree is illegal for scop @matmul: RAW dependence S0 -> S0

// A strategy file (CommonJS) is called before each dimension: Feautrier at the top carries the reduction with k.
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=strategy=%S/inputs/strategy.cjs --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=STRATEGY
// STRATEGY-LABEL: {{^}}scop @matmul
// STRATEGY: schedule: "[p0] -> [{ S0[i0, i1, i2] -> [(i2)] }]"
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=strategy=%S/inputs/bad-strategy.cjs 2>&1 | FileCheck %s --check-prefix=BADSTRATEGY
// BADSTRATEGY: bad-strategy.cjs:1:1: error: strategy returned {"cost":"proximity"}; expected { costFunctions: [names...], recomputeLastSolution?: boolean }
