// RUN: polyts-cc %s -O3 -S --emit=c -o - 2>&1 | FileCheck %s
// RUN: polyts-cc %s -O3 -S --emit=c -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements,schedule,tile{wavefront=false distribute-inner=false},codegen,inline-statements,canonicalize,cse' 2>&1 | FileCheck %s --check-prefix=FUSED
// A time-skewed stencil: the tiled point loop i is shared by the two statements, the second one reading at i what
// the first wrote at i - 1, so fused the loop carries a dependence and the C compiler cannot vectorize it. The tile
// pass distributes it: one innermost loop per statement, each parallel, with its own bounds.

// CHECK: remark: tile: band at domain/band/band (S0, S1): innermost point loop distributed over 2 statement groups: fused, it carries a dependence between them; apart, each is parallel
// CHECK-LABEL: {{^}}void jacobi_1d(
// CHECK:         {{^ +}}B[{{.*}}] = ((A[{{.*}};
// CHECK-NEXT:    }
// CHECK-NEXT:    for (long
// CHECK-NEXT:      A[{{.*}}] = ((B[{{.*}};
// CHECK-NEXT:    }

// FUSED-NOT:   {{^[^ ]+}}: remark: tile: {{.*}}distributed
// FUSED-LABEL: {{^}}void jacobi_1d(
// FUSED:         double [[V:v[0-9]+]] = ((A[{{.*}};
// FUSED-NEXT:      B[{{.*}}] = [[V]];
// FUSED-NEXT:      A[{{.*}}] = ((B[{{.*}};
void jacobi_1d(int tsteps, int n, double A[2000], double B[2000]) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (int i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}
