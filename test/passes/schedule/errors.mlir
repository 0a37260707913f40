// Every configuration error is one located line (`file:line:col: error: ...`) and exit code 1; inputs in inputs/.

// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-json.json 2>&1 | FileCheck %s --check-prefix=JSON
// JSON: bad-json.json:1:40: error: malformed JSON: expected a value
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-key.json 2>&1 | FileCheck %s --check-prefix=KEY
// KEY: bad-key.json:3:5: error: unknown key "cost_function" in "scheduling_strategy"
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-cost.json 2>&1 | FileCheck %s --check-prefix=COST
// COST: bad-cost.json:3:95: error: unknown cost function 'speed'
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-constraint.json 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: bad-constraint.json:3:83: error: bad constraint syntax: unexpected '>'
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-statement.json 2>&1 | FileCheck %s --check-prefix=STMT
// STMT: bad-statement.json:4:51: error: statement 3 does not exist in scop @matmul (it has 1 statement, S0..S0)
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-iterator.json 2>&1 | FileCheck %s --check-prefix=ITER
// ITER: bad-iterator.json:4:74: error: iterator 4 does not exist for S1 in scop @two (it has 1)
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-scop.json 2>&1 | FileCheck %s --check-prefix=SCOP
// SCOP: bad-scop.json:1:48: error: no scop @gemm in the input
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/unsatisfiable.json 2>&1 | FileCheck %s --check-prefix=UNSAT
// UNSAT: unsatisfiable.json:5:67: error: custom constraint 'S0_it_i = 0' cannot be satisfied at dimension 0 of scop @matmul
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-fusion.json 2>&1 | FileCheck %s --check-prefix=FUSION
// FUSION: bad-fusion.json:5:7: error: fusion entry for dimension 0 cannot be satisfied in scop @two: S1 is placed before S0, but a dependence goes from S0 to S1
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=config=%t.missing.json 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: missing.json:1:1: error: cannot read configuration (no such file)
// RUN: not polyts-opt %S/inputs/kernels.mlir --schedule=style=fast 2>&1 | FileCheck %s --check-prefix=STYLE
// STYLE: error: option 'style' expects one of pluto, isl, feautrier, tensor, got 'fast'

// Nothing is written when the configuration is bad.
// RUN: rm -f %t.out && not polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/bad-key.json -o %t.out 2>/dev/null && test ! -e %t.out
