// A bound on the exact-arithmetic work of one computation, counted in simplex tableau cells updated (weighted by the
// size of the pivot row's numbers in 16-bit words), never in time: the same input gets the same answer on every
// machine and under any load.

export class WorkBudgetExceeded extends Error {}

let used = 0;
let limit = Infinity;

/** Counts `units` of work; throws WorkBudgetExceeded past the innermost budget in force. */
export function chargeWork(units: number): void {
  used += units;
  // Past the limit every charge throws, so a caller that swallows the first exception cannot go on for long.
  if (used > limit) throw new WorkBudgetExceeded('work budget exceeded');
}

/** Runs `fn` with at most `units` more work (less if an enclosing budget has less left). */
export function withWorkBudget<T>(units: number, fn: () => T): T {
  const saved = limit;
  limit = Math.min(limit, used + units);
  try {
    return fn();
  } finally {
    limit = saved;
  }
}
