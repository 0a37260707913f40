// The javascript-lp-solver ILP backend: floating point, so lexmin() checks and may reject its answers.

import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { join } from 'node:path';
import lpSolverModule from 'javascript-lp-solver';
import { packageRoot } from '../packageRoot.js';
import { type Int, int } from './int.js';
import { type IlpAnswer, type IlpBackend, type IlpProblem, evaluate } from './ilp.js';
import { type Rat, rat } from './rational.js';

// The package's .d.ts is read as CommonJS under NodeNext; at run time the ESM default export is the solver.
const solver = lpSolverModule as unknown as { Solve(model: object): Record<string, unknown> };

/** Distance from a float to the nearest integer below which it is read as that integer. */
const INTEGRALITY_TOLERANCE = 1e-6;

function toSafeNumber(x: Int): number {
  if (typeof x === 'bigint') throw new RangeError(`coefficient ${x} cannot be given to a floating-point solver exactly`);
  return x;
}

export interface JsLpSolverOptions {
  /** Per-solve time limit handed to the package (it checks it only between branch-and-bound nodes). */
  readonly timeoutMs?: number;
  /** Limit for one lexmin (all objectives together), checked between objectives. */
  readonly totalTimeoutMs?: number;
  /**
   * Run each lexmin in a worker thread and stop it after this many ms (answer 'unknown'). The
   * package runs synchronously and has run for minutes past its own timeout on large problems;
   * this is the only hard limit. Costs a worker start (tens of ms) per lexmin.
   */
  readonly hardTimeoutMs?: number;
}

/**
 * javascript-lp-solver: each objective is minimized in turn with the previous ones fixed to their
 * optimal values. It computes in floating point, so its values are read back as the nearest
 * integers (within 1e-6) or small-denominator rationals; lexmin() then checks them exactly.
 * It has returned feasible but suboptimal points (e.g. min x with x + y = 0 answered 0): only
 * lexmin's 'optimality' certification or a comparison with the exact backend catches those.
 */
export function jsLpSolverBackend(opts: JsLpSolverOptions = {}): IlpBackend {
  return {
    name: 'javascript-lp-solver',
    solve(p: IlpProblem): IlpAnswer {
      if (opts.hardTimeoutMs !== undefined) return solveInWorker(p, opts, opts.hardTimeoutMs);
      return solveWithJsLp(p, opts);
    },
  };
}

/** Runs solveWithJsLp in a worker, blocking this thread until it answers or the limit passes. */
function solveInWorker(p: IlpProblem, opts: JsLpSolverOptions, limitMs: number): IlpAnswer {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(join(packageRoot(), 'dist/src/poly/ilpJsLpSolverWorker.js'), {
    workerData: { problem: p, opts: { timeoutMs: opts.timeoutMs, totalTimeoutMs: opts.totalTimeoutMs }, flag, port: port2 },
    transferList: [port2],
  });
  try {
    const waited = Atomics.wait(flag, 0, 0, limitMs);
    const msg = receiveMessageOnPort(port1);
    if (waited === 'timed-out' && msg === undefined) return { status: 'unknown', reason: `stopped after ${limitMs} ms` };
    if (msg === undefined) return { status: 'unknown', reason: 'worker ended without an answer' };
    return msg.message as IlpAnswer;
  } finally {
    void worker.terminate();
    port1.close();
  }
}

/** The sequential-objectives lexmin on javascript-lp-solver, in this thread. */
export function solveWithJsLp(p: IlpProblem, opts: JsLpSolverOptions = {}): IlpAnswer {
  const timeout = opts.timeoutMs ?? 10000;
  const total = opts.totalTimeoutMs ?? 30000;
  const n = p.varNames.length;
  // Variables not known to be non-negative use the package's `unrestricted` option, which
  // gave wrong answers in our tests; splitting x = xp - xn instead made its branch and bound
  // run to the time limit on small problems.
  const names = p.varNames.map((_, i) => `x${i}`);
  const constraints: Record<string, { min?: number; max?: number; equal?: number }> = {};
  const variables: Record<string, Record<string, number>> = {};
  for (const v of names) variables[v] = {};
  const setCoef = (i: number, key: string, a: Int) => {
    variables[names[i]!]![key] = toSafeNumber(a);
  };
  p.constraints.forEach((c, k) => {
    const key = `c${k}`;
    const rhs = -toSafeNumber(c.constant);
    constraints[key] = c.kind === 'eq' ? { equal: rhs } : { min: rhs };
    c.coeffs.forEach((a, i) => a !== 0 && setCoef(i, key, a));
  });
  const ints: Record<string, 1> = {};
  const unrestricted: Record<string, 1> = {};
  const nonNeg = impliedNonNegative(p);
  names.forEach((v, i) => {
    // The package's default bound x >= 0 is used whenever the problem implies it.
    if (!nonNeg[i]) unrestricted[v] = 1;
    if (!p.continuous?.[i]) ints[v] = 1;
  });
  let values: Rat[] | null = null;
  const start = Date.now();
  for (let k = 0; k < Math.max(1, p.objectives.length); k++) {
    const left = total - (Date.now() - start);
    if (left <= 0) return { status: 'unknown', reason: `time limit of ${total} ms reached at objective ${k}` };
    const obj = p.objectives[k];
    for (const v of names) delete variables[v]!['__obj'];
    if (obj) obj.coeffs.forEach((a, i) => a !== 0 && setCoef(i, '__obj', a));
    const res = solver.Solve({ optimize: '__obj', opType: 'min', constraints, variables, ints, unrestricted, options: { tolerance: 0, timeout: Math.min(timeout, left) } });
    if (!res['feasible']) return k === 0 ? { status: 'infeasible' } : { status: 'unknown', reason: `became infeasible at objective ${k}` };
    if (res['bounded'] === false) return { status: 'unbounded' };
    const vals: Rat[] = [];
    for (let i = 0; i < n; i++) {
      const raw = res[names[i]!];
      const x = typeof raw === 'number' ? raw : 0;
      const r = readBack(x, !p.continuous?.[i]);
      if (r === null) return { status: 'unknown', reason: `non-integral value ${x} for integer variable ${p.varNames[i]}` };
      vals.push(r);
    }
    values = vals;
    if (obj) {
      // Fix this objective at its exact value on the read-back point before the next one.
      const v = evaluate(obj.coeffs, 0, vals);
      if (v.den !== 1) return { status: 'optimal', values: vals };
      const key = `__fix${k}`;
      constraints[key] = { equal: toSafeNumber(v.num) };
      obj.coeffs.forEach((a, i) => a !== 0 && setCoef(i, key, a));
    }
  }
  return { status: 'optimal', values: values! };
}

/** Variables with a single-variable constraint a*x + c >= 0 (a > 0, c <= 0), i.e. x >= -c/a >= 0. */
function impliedNonNegative(p: IlpProblem): boolean[] {
  const out = p.varNames.map(() => false);
  for (const c of p.constraints) {
    if (c.kind !== 'ge') continue;
    let only = -1;
    let count = 0;
    c.coeffs.forEach((a, i) => {
      if (a !== 0) {
        only = i;
        count++;
      }
    });
    if (count === 1 && c.coeffs[only]! > 0 && c.constant <= 0) out[only] = true;
  }
  return out;
}

/** Float to exact: nearest integer for integer variables (null if too far), small-denominator rational otherwise. */
function readBack(x: number, integer: boolean): Rat | null {
  if (!Number.isFinite(x)) return null;
  const r = Math.round(x);
  if (Math.abs(x - r) <= INTEGRALITY_TOLERANCE) return rat(int(r));
  if (integer) return null;
  // Continued fraction up to denominator 10^6.
  let h0 = 1;
  let h1 = 0;
  let k0 = 0;
  let k1 = 1;
  let y = x;
  for (let it = 0; it < 30; it++) {
    const a = Math.floor(y);
    const h = a * h0 + h1;
    const k = a * k0 + k1;
    if (k > 1e6) break;
    h1 = h0;
    h0 = h;
    k1 = k0;
    k0 = k;
    if (Math.abs(x - h0 / k0) < 1e-12) break;
    y = 1 / (y - a);
  }
  return rat(int(h0), int(k0));
}
