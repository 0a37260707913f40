// A bound on the exact-arithmetic work of one computation, counted in simplex row updates (a pivot updates every
// row of its tableau), never in time: the same input gets the same answer on every machine and under any load.

export class WorkBudgetExceeded extends Error {}

let used = 0;
let limit = Infinity;

/** Counts `units` of work; throws WorkBudgetExceeded past the innermost budget in force. */
export function chargeWork(units: number): void {
  used += units;
  if (used > limit) {
    limit = Infinity; // one throw per budget: cleanup code on the way out may still pivot
    throw new WorkBudgetExceeded('work budget exceeded');
  }
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

/** Work counted so far in this process (for measurements). */
export function workUsed(): number {
  return used;
}
