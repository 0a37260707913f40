// Wall time per compile phase (preprocessing, parsing, sema, emission, each pass, C emission), for polyts-cc
// --time-phases and `npm run bench:compile`. Off by default: then a phase costs one boolean test.

export interface PhaseTime {
  readonly phase: string;
  readonly ms: number;
}

let enabled = false;
const times: PhaseTime[] = [];
/** When the command started, on performance.now()'s clock: this process's start, or a compile server client's. */
let commandStart = 0;
/** Who runs the command when it is not the process it started: a compile server's process. */
let servedBy: string | undefined;

export function enablePhaseTiming(): void {
  enabled = true;
}

/**
 * Timing off and nothing recorded, for a new command that started at `start` (performance.now()'s clock), run by
 * `server` when that is not the command's own process.
 */
export function resetPhaseTiming(start: number, server?: string): void {
  enabled = false;
  times.length = 0;
  commandStart = start;
  servedBy = server;
}

/** The compile server running this command, if one does. */
export function commandServer(): string | undefined {
  return servedBy;
}

/** Milliseconds since the command started: start-up, before the first phase. */
export function sinceCommandStart(): number {
  return performance.now() - commandStart;
}

export function phaseTimingEnabled(): boolean {
  return enabled;
}

/** Runs `fn`, recording its wall time under `phase` when timing is on (a phase run twice is recorded twice). */
export function timed<T>(phase: string, fn: () => T): T {
  if (!enabled) return fn();
  const start = performance.now();
  try {
    return fn();
  } finally {
    times.push({ phase, ms: performance.now() - start });
  }
}

/** Records a phase measured elsewhere (the pass manager's per-pass times). */
export function recordPhase(phase: string, ms: number): void {
  if (enabled) times.push({ phase, ms });
}

/** The phases in order, repeated ones summed. */
export function phaseTimes(): PhaseTime[] {
  const sums = new Map<string, number>();
  for (const t of times) sums.set(t.phase, (sums.get(t.phase) ?? 0) + t.ms);
  return [...sums].map(([phase, ms]) => ({ phase, ms }));
}
