// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --schedule=work-budget=1000 --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=TREE
// RUN: polyts-cc %s -S --emit=c -o /dev/null --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements,schedule{work-budget=1000},tile,codegen,inline-statements' 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: polyts-cc %s -S --emit=c -o /dev/null --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements,schedule,tile,codegen,inline-statements' 2>&1 | FileCheck %s --check-prefix=FULL
// A scop whose scheduling needs more solver work than `work-budget` (simplex tableau cells updated, weighted by the
// size of their numbers: a count, so the outcome is the same on every machine) keeps its original order, with one
// remark at the C source, instead of costing minutes (some fuzz kernels need hundreds of millions; a PolyBench
// file at most 0.9 million; the default budget is 50 million). atax needs a few thousand: 1000 stops it.

// TREE-LABEL: {{^}}scop @atax
// TREE:       schedule: "[m, n] -> [{ S0[i0] -> [(i0)]; S1[i0, i1] -> [(i0)]; S2[i0, i1] -> [(i0)] }]"
// TREE:       schedule: "[m, n] -> [{ S1[i0, i1] -> [(i1)] }]"
// TREE:       schedule: "[m, n] -> [{ S2[i0, i1] -> [(i1)] }]"

// REMARK:     work-budget.c:[[@LINE+5]]:{{[0-9]+}}: remark: schedule: scop @atax: scheduling needs more solver work than its budget (work-budget=1000); the original order stays
// REMARK-NOT: schedule: scop @atax: {{[0-9]+}} bands
// FULL-NOT:   original order stays
// FULL:       remark: schedule: scop @atax: 3 bands
void atax(int m, int n, double A[100][100], double x[100], double y[100], double tmp[100]) {
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (int j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}
