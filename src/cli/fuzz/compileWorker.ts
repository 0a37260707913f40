// Worker thread of the fuzzer's compile service: compiles C text to C with polyts in-process (no node start per
// program), for several pipelines at once: the frontend runs once and each pipeline gets a copy of its module.
// Each result is the C text, or the error as a user error (DiagnosticError, CliError) or a crash (anything else).

import { parentPort } from 'node:worker_threads';
import { DiagnosticError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { compileModule, cToMLIR } from '../ccDriver.js';
import { CliError } from '../common.js';
import { forgetKeptAnswers } from '../../poly/answerCaches.js';
import type { CompileReply, CompileRequest, WorkerResult } from './compileService.js';

function failure(e: unknown): WorkerResult {
  const user = e instanceof DiagnosticError || e instanceof CliError;
  const message = e instanceof DiagnosticError ? e.format() : e instanceof Error ? e.message : String(e);
  return { ok: false, kind: user ? 'error' : 'crash', message, stack: user ? undefined : (e as Error).stack };
}

parentPort!.on('message', (req: CompileRequest) => {
  let results: WorkerResult[];
  let module: Operation | undefined;
  try {
    module = cToMLIR(req.file, { source: req.source });
  } catch (e) {
    const f = failure(e);
    results = req.options.map(() => f);
  }
  if (module) {
    const m = module;
    results = req.options.map((options, i) => {
      try {
        // The last pipeline may have the original; the others work on copies made before it changes.
        const own = i === req.options.length - 1 ? m : m.clone();
        // As a polyts-cc command of its own would: no polyhedral answers kept from the programs and pipelines before
        // (the scheduler's work budget counts the work they would skip), so a finding reproduces as one command.
        forgetKeptAnswers();
        return { ok: true, c: compileModule(own, req.file, { ...options, emit: 'c' }) };
      } catch (e) {
        return failure(e);
      }
    });
  }
  parentPort!.postMessage({ id: req.id, results: results! } satisfies CompileReply);
});
