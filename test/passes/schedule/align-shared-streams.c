// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --pass-pipeline='builtin.module(schedule{fuse-shared-streams},print-schedule-tree)' 2>/dev/null | FileCheck %s --check-prefix=OFF
// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --pass-pipeline='builtin.module(schedule{fuse-shared-streams align-shared-streams},print-schedule-tree)' 2>/dev/null | FileCheck %s --check-prefix=ON
// RUN: polyts-cc %s -O3 -S --emit=c -o - 2>/dev/null | FileCheck %s --check-prefix=O3
// mvt: x1 = A y1 reads A[i][j], x2 = A^T y2 reads A[j][i]. The scheduler fuses the two nests on (i, j) for both,
// so the second walks A by columns. With align-shared-streams (as -O1..-O3 schedule without -fopenmp) the second
// statement's band rows are swapped so that both read A[p][q] at the same (p, q): A is streamed once, by rows, and
// the x2 update vectorizes along q (LARGE: 1.07x gcc -> 3.0x). The swap is only taken where the statement's
// dependences keep non-negative distances (mvt's x2[i] reduction moves to the outer loop). In @kept, the second
// statement also reads B[i][j], which the first writes at (i, j): swapped, it would read B[j][i] at (i, j) before it
// is written, so its rows stay as they are.

// OFF-LABEL: {{^}}scop @mvt
// OFF:       schedule: "[n] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(i1)]; S1[i0, i1] -> [(i1)] }]"

// ON-LABEL:  {{^}}scop @mvt
// ON:        schedule: "[n] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1] -> [(i1)] }, { S0[i0, i1] -> [(i1)]; S1[i0, i1] -> [(i0)] }]"
// ON-LABEL:  {{^}}scop @kept
// ON:        schedule: "[n] -> [{ S2[i0, i1] -> [(i0)]; S3[i0, i1] -> [(i0)] }, { S2[i0, i1] -> [(i1)]; S3[i0, i1] -> [(i1)] }]"

// O3-LABEL:  {{^}}void mvt(
// O3:          for (long [[P:i[0-9]+]] = 0; [[P]] < n; [[P]] += 4) {
// O3:            for (long [[Q:i[0-9]+]] = 0; [[Q]] < n; [[Q]]++) {
// O3:              r{{[0-9]+}} + (A[[[P]]][[[Q]]] * y1[[[Q]]])
// O3:              x2[[[Q]]] = {{.*}}(A[[[P]]][[[Q]]] * v{{[0-9]+}})
void mvt(int n, double A[200][200], double x1[200], double x2[200], double y1[200], double y2[200]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y2[j];
}

void kept(int n, double A[200][200], double B[200][200], double x1[200], double x2[200]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[i][j] * x1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] = x2[i] + B[i][j] * A[j][i];
}
