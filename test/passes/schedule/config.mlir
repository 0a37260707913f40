// The keys of a PolyTOPS JSON configuration at work (`schedule{config=file.json}`); inputs in inputs/.

// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/fusion.json --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=FUSION
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/total-distribution.json --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=FUSION
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/constraints.json --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=CONSTRAINTS
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/costs.json --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=COSTS
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=config=%S/inputs/directives.json --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=DIRECTIVES
// RUN: polyts-opt %S/inputs/kernels.mlir --pass-pipeline='builtin.module(schedule{config=%S/inputs/keys.json})' -o - | FileCheck %s --check-prefix=KEYS

// fusion: the two loops of @two, fused by default, are distributed at dimension 0 (groups [0], [1], or every
// statement alone); "scops" keeps the entry to @two, the other scops get the pluto style.
// FUSION-LABEL: {{^}}scop @two
// FUSION-NEXT: domain:
// FUSION-NEXT: child:
// FUSION-NEXT:   sequence:
// FUSION-NEXT:   - filter: "[p0] -> { S0[i0] }"
// FUSION-NEXT:     child:
// FUSION-NEXT:       schedule: "[p0] -> [{ S0[i0] -> [(i0)] }]"
// FUSION:        - filter: "[p0] -> { S1[i0] }"
// FUSION-LABEL: {{^}}scop @jacobi
// FUSION: schedule: "[p0, p1] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(2i0 + i1)]; S1[i0, i1] -> [(1 + 2i0 + i1)] }]"

// custom constraints: at dimension 0, neither i nor j: the reduction loop k comes first, then i and j stay parallel.
// CONSTRAINTS-LABEL: {{^}}scop @matmul
// CONSTRAINTS: schedule: "[p0] -> [{ S0[i0, i1, i2] -> [(i2)] }, { S0[i0, i1, i2] -> [(i0)] }, { S0[i0, i1, i2] -> [(i1)] }]"
// CONSTRAINTS-NEXT: permutable: 1
// CONSTRAINTS-NEXT: coincident: [ 0, 1, 1 ]

// cost functions per dimension and a new variable: contiguity at dimension 0 puts the least contiguous loop i
// first; then x (>= 2 * S0_it_0, minimized first) keeps i out, and proximity picks j before k.
// COSTS-LABEL: {{^}}scop @matmul
// COSTS: schedule: "[p0] -> [{ S0[i0, i1, i2] -> [(i0)] }, { S0[i0, i1, i2] -> [(i1)] }, { S0[i0, i1, i2] -> [(i2)] }]"

// directives: k cannot be parallel (it carries the reduction), so that one is dropped with a remark at the
// statement; i is vectorized: every other loop first, i innermost.
// DIRECTIVES: kernels.mlir:13:9: remark: schedule: parallel directive on S0 iterator 2 dropped: it would break a dependence at dimension 0
// DIRECTIVES-NOT: vectorize directive
// DIRECTIVES-LABEL: {{^}}scop @matmul
// DIRECTIVES: schedule: "[p0] -> [{ S0[i0, i1, i2] -> [(i1)] }, { S0[i0, i1, i2] -> [(i2)] }, { S0[i0, i1, i2] -> [(i0)] }]"
// DIRECTIVES-NEXT: permutable: 1
// DIRECTIVES-NEXT: coincident: [ 1, 0, 1 ]

// polyts keys: tile sizes travel next to the tree for the tile pass; auto_vectorization off keeps matmul's i, j, k;
// max fusion; ParameTrick (no large constant here: nothing changes); bounds on the coefficients.
// KEYS-LABEL: func.func @matmul
// KEYS: scop.schedule = "{{.*}}{ S0[i0, i1, i2] -> [(i0)] }, { S0[i0, i1, i2] -> [(i1)] }, { S0[i0, i1, i2] -> [(i2)] }{{.*}}", scop.tile_sizes = array<i64: 32, 32, 16>
