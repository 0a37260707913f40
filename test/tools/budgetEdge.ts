// The edge of the scheduler's work budget, for tests that a compilation counts the same work wherever it runs (alone,
// in a batch, in a fuzz worker): a kernel, and the least budget within which it is scheduled, found by bisection.

/** A kernel whose scheduling needs a few thousand units of solver work (a 2-d stencil with two carried dependences). */
export const budgetKernel =
  'void k(int n, double A[n][n], double B[n][n]) {\n  for (int i = 1; i < n; i++)\n    for (int j = 1; j < n; j++)\n      A[i][j] = A[i - 1][j] + A[i][j - 1] + B[i][j];\n}\n';

/** What the schedule pass says when a scop needs more work than its budget. */
export const budgetExceeded = /needs more solver work than its budget/;

/**
 * The greatest budget within which the kernel is not scheduled, given whether it is scheduled within a budget (the
 * work is counted, not timed: the same on every run). One more unit schedules it.
 */
export function lastBudgetTooSmall(scheduledWithin: (budget: number) => boolean): number {
  let [lo, hi] = [0, 50_000_000];
  if (!scheduledWithin(hi)) throw new Error(`the budget kernel is not scheduled within ${hi}`);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (scheduledWithin(mid)) hi = mid;
    else lo = mid;
  }
  return lo;
}
