// Worker thread of the fuzzer's compile service: compiles C text to C with polyts in-process (no node start per
// program) and reports the text, or the error as a user error (DiagnosticError, CliError) or a crash (anything else).

import { parentPort } from 'node:worker_threads';
import { DiagnosticError } from '../../ir/diagnostics.js';
import { compileC } from '../ccDriver.js';
import { CliError } from '../common.js';
import type { CompileReply, CompileRequest } from './compileService.js';

parentPort!.on('message', (req: CompileRequest) => {
  let reply: CompileReply;
  try {
    reply = { id: req.id, ok: true, c: compileC(req.file, { ...req.options, emit: 'c', source: req.source }) };
  } catch (e) {
    const user = e instanceof DiagnosticError || e instanceof CliError;
    const message = e instanceof DiagnosticError ? e.format() : e instanceof Error ? e.message : String(e);
    reply = { id: req.id, ok: false, kind: user ? 'error' : 'crash', message, stack: user ? undefined : (e as Error).stack };
  }
  parentPort!.postMessage(reply);
});
