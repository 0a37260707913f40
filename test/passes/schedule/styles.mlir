// RUN: polyts-opt %S/inputs/kernels.mlir --schedule --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=PLUTO
// RUN: polyts-opt %S/inputs/kernels.mlir --pass-pipeline='builtin.module(schedule{style=isl},print-schedule-tree)' 2>&1 | FileCheck %s --check-prefix=ISL
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=style=feautrier --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=FEAUTRIER
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule=style=tensor --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=TENSOR
// RUN: polyts-opt %S/inputs/kernels.mlir --schedule -o - | mlir-opt | FileCheck %s --check-prefix=ATTR

// Each scop gets a remark saying what the scheduler decided, at the scop's first loop.
// PLUTO: kernels.mlir:5:3: remark: schedule: scop @matmul: 1 band (3 members), 2 parallel, 0 sequences
// PLUTO: kernels.mlir:22:3: remark: schedule: scop @two: 1 band (1 member), 1 parallel, 1 sequence

// pluto: the matmul band is permuted to i, k, j (j stride 1 on C and B, innermost, parallel).
// PLUTO-LABEL: {{^}}scop @matmul
// PLUTO: schedule: "[p0] -> [{ S0[i0, i1, i2] -> [(i0)] }, { S0[i0, i1, i2] -> [(i2)] }, { S0[i0, i1, i2] -> [(i1)] }]"
// PLUTO-NEXT: permutable: 1
// PLUTO-NEXT: coincident: [ 1, 0, 1 ]
// The two loops of @two are fused (same depth, the fused loop stays parallel).
// PLUTO-LABEL: {{^}}scop @two
// PLUTO: schedule: "[p0] -> [{ S0[i0] -> [(i0)]; S1[i0] -> [(i0)] }]"
// PLUTO: coincident: [ 1 ]
// jacobi-1d: skewed (2t + i), the second statement shifted by one, one permutable (tilable) band.
// PLUTO-LABEL: {{^}}scop @jacobi
// PLUTO: schedule: "[p0, p1] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(2i0 + i1)]; S1[i0, i1] -> [(1 + 2i0 + i1)] }]"
// PLUTO-NEXT: permutable: 1
// PLUTO-NOT: coincident

// isl: proximity first, then (the time loop being sequential) Feautrier's dimension carrying every dependence, so
// the space loop below it is parallel.
// ISL-LABEL: {{^}}scop @matmul
// ISL: coincident: [ 1, 1, 0 ]
// ISL-LABEL: {{^}}scop @jacobi
// ISL: schedule: "[p0, p1] -> [{ S0[i0, i1] -> [(2i0)]; S1[i0, i1] -> [(1 + 2i0)] }]"
// ISL: schedule: "[p0, p1] -> [{ S0[i0, i1] -> [(i1)]; S1[i0, i1] -> [(i1)] }]"
// ISL-NEXT: permutable: 1
// ISL-NEXT: coincident: [ 1 ]

// feautrier: the reduction loop k first (it carries the only dependence), then i and j.
// FEAUTRIER-LABEL: {{^}}scop @matmul
// FEAUTRIER: schedule: "[p0] -> [{ S0[i0, i1, i2] -> [(i2)] }]"
// FEAUTRIER: schedule: "[p0] -> [{ S0[i0, i1, i2] -> [(i0)] }, { S0[i0, i1, i2] -> [(i1)] }]"

// tensor: contiguity puts the stride-1 loop innermost, and there is no skewing: jacobi gets two bands.
// TENSOR-LABEL: {{^}}scop @matmul
// TENSOR: schedule: "[p0] -> [{ S0[i0, i1, i2] -> [(i0)] }, { S0[i0, i1, i2] -> [(i2)] }, { S0[i0, i1, i2] -> [(i1)] }]"
// TENSOR-LABEL: {{^}}scop @jacobi
// TENSOR: schedule: "[p0, p1] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1] -> [(i0)] }]"
// TENSOR: schedule: "[p0, p1] -> [{ S0[i0, i1] -> [(i1)]; S1[i0, i1] -> [(1 + i1)] }]"

// The tree travels on the IR as the scop.schedule string attribute, which upstream mlir-opt keeps.
// ATTR-LABEL: func.func @matmul
// ATTR: } {scop.schedule = "{ domain: \22[p0] -> { S0[i0, i1, i2] : 0 <= i0 < p0 and 0 <= i1 < p0 and 0 <= i2 < p0 }\22, child: { schedule:
