// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --schedule --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=SPLIT
// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --schedule=split-for-parallelism=false --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=FUSED
// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --pass-pipeline='builtin.module(schedule{fuse-shared-streams},print-schedule-tree)' 2>/dev/null | FileCheck %s --check-prefix=FUSED
// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --pass-pipeline='builtin.module(schedule{fuse-shared-streams},print-schedule-tree)' 2>/dev/null | FileCheck %s --check-prefix=SYMM
// RUN: polyts-cc %s -O3 -S --emit=c -o - 2>/dev/null | FileCheck %s --check-prefix=O3
// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o - 2>/dev/null | FileCheck %s --check-prefix=OMP
// RUN: polyts-cc %s -O3 -S --emit=c -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements,split-statements,schedule{split-for-parallelism=false},tile,codegen,inline-statements,canonicalize,cse' 2>/dev/null | FileCheck %s --check-prefix=SEQ
// atax: fused on i, the tmp reduction and the y update leave i sequential (y[j] is updated at every i). By default
// (as -fopenmp schedules) the two are distributed so each gets a parallel outer loop (the y update interchanged to
// j, i); A is then read twice. With split-for-parallelism=false they stay fused on i and each row of A is read
// once, still in cache for the second loop (not the default: symm, distributed, gets tiled loops instead of its
// column walk). With fuse-shared-streams (as -O1..-O3 schedule without -fopenmp), the components stay fused only
// where two of them read an array element by element with the same access: atax's A[i][j], which fused is read once
// (LARGE: 0.75x gcc distributed, 1.2x fused); symm's A[i][k] is reused across j by each statement alone, so it is
// still distributed.

// SPLIT-LABEL: {{^}}scop @atax
// SPLIT:       schedule: "[m, n] -> [{ S1[i0, i1] -> [(i0)] }, { S1[i0, i1] -> [(i1)] }]"
// SPLIT:       schedule: "[m, n] -> [{ S2[i0, i1] -> [(i1)] }, { S2[i0, i1] -> [(i0)] }]"

// FUSED-LABEL: {{^}}scop @atax
// FUSED:       schedule: "[m, n] -> [{ S1[i0, i1] -> [(i0)]; S2[i0, i1] -> [(i0)] }]"
// FUSED:       schedule: "[m, n] -> [{ S1[i0, i1] -> [(i1)] }]"
// FUSED:       schedule: "[m, n] -> [{ S2[i0, i1] -> [(i1)] }]"

// OMP-LABEL:  {{^}}void atax(
// OMP:            #pragma omp parallel for
// OMP:            #pragma omp parallel for
// OMP-LABEL:  {{^}}void symm(

// SYMM-LABEL: {{^}}scop @symm
// SYMM-NEXT:  domain:
// SYMM-NEXT:  child:
// SYMM-NEXT:    sequence:

// O3-LABEL:   {{^}}void atax(
// O3:           for (long [[I:i[0-9]+]] = 0; [[I]] < m; [[I]] += 4) {
// O3:             r{{[0-9]+}} = r{{[0-9]+}} + (A[[[I]]][[[J:i[0-9]+]]] * x[[[J]]]);
// O3:             double [[T:v[0-9]+]] = tmp[[[I]]];
// O3:             y[[[K:i[0-9]+]]] = {{.*}}(A[[[I]]][[[K]]] * [[T]])
// O3-LABEL:   {{^}}void symm(

// SEQ-LABEL:  {{^}}void atax(
// SEQ:            tmp[[[I:i[0-9]+]]] = tmp[[[I]]] + (A[[[I]]][{{.*}}] * x[{{.*}}]);
// SEQ:            y[{{.*}}] = y[{{.*}}] + (A[[[I]]][{{.*}}] * tmp[[[I]]]);
void atax(int m, int n, double A[100][100], double x[100], double y[100], double tmp[100]) {
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (int j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}

void symm(int m, int n, double alpha, double beta, double C[100][100], double A[100][100], double B[100][100]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}
