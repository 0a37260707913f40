// Worker thread body for jsLpSolverBackend's hard time limit: solve, post the answer, wake the waiting thread.

import { workerData, type MessagePort } from 'node:worker_threads';
import type { IlpAnswer, IlpProblem } from './ilp.js';
import { type JsLpSolverOptions, solveWithJsLp } from './ilpJsLpSolver.js';

const data = workerData as { problem: IlpProblem; opts: JsLpSolverOptions; flag: Int32Array; port: MessagePort };
let answer: IlpAnswer;
try {
  answer = solveWithJsLp(data.problem, data.opts);
} catch (e) {
  answer = { status: 'unknown', reason: `threw: ${e instanceof Error ? e.message : String(e)}` };
}
data.port.postMessage(answer);
Atomics.store(data.flag, 0, 1);
Atomics.notify(data.flag, 0);
