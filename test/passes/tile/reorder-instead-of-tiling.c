// RUN: polyts-cc %s -O3 -S --emit=c -o - 2>&1 | FileCheck %s --check-prefix=SEQ
// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o /dev/null 2>&1 | FileCheck %s --check-prefix=OMP
// gemver's first two statements, fused: the scheduler's band walks A by columns (member 0 is j for the A update),
// so consecutive columns reuse the same lines, which tiles would keep in cache. With the band's best innermost
// member innermost (as the point loops get it), A is walked by rows and no access reuses more than a row: the band
// is reordered instead of tiled (LARGE, sequential: gemver 1.18x -> 1.77x gcc, bicg 1.55x -> 5.5x). With -fopenmp
// the tiles stay: the row order would make the outer loop sequential, the tiled band keeps a parallel tile loop.

// SEQ: remark: tile: band at domain/band (S0, S1): not tiled: with member 0 innermost, no access reuses more than a row or a vector from one iteration of its loops to the next
// SEQ: remark: tile: band at domain/band (S0, S1): point loops reordered to members 1, 0
// SEQ-LABEL: {{^}}void gemver(
// SEQ:         for (long [[I:i[0-9]+]] = 0; [[I]] < n; [[I]] += 4) {
// SEQ:           A[[[I]]][[[J:i[0-9]+]]] = {{.*}}v1[[[J]]]
// SEQ:           x[[[K:i[0-9]+]]] = {{.*}}A[[[I]]][[[K]]]

// OMP: remark: tile: band at domain/band (S0, S1): tiled 32x32: A in S0 reused along member 0 over a column
void gemver(int n, double beta, double A[300][300], double u1[300], double v1[300], double x[300], double y[300]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];
}
