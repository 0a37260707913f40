// Runs polyts compilations in worker threads, several at once, each under a time limit: a compilation that
// overruns has its worker terminated (and replaced), which a synchronous in-process call could never allow. One
// request compiles a source for several pipelines (the frontend runs once).

import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { FuzzPipeline } from './pipelines.js';

export interface CompileRequest {
  readonly id: number;
  /** The name polyts gives the input in diagnostics and in the emitted C's header. */
  readonly file: string;
  readonly source: string;
  /** One entry per pipeline. */
  readonly options: readonly FuzzPipeline['options'][];
}

export type WorkerResult = { readonly ok: true; readonly c: string } | { readonly ok: false; readonly kind: 'error' | 'crash'; readonly message: string; readonly stack?: string };

export interface CompileReply {
  readonly id: number;
  readonly results: readonly WorkerResult[];
}

/** `error`: polyts rejected the input (a located user error); `crash`: any other exception, or the worker died. */
export type CompileResult = { readonly ok: true; readonly c: string } | { readonly ok: false; readonly kind: 'error' | 'crash' | 'timeout'; readonly message: string };

/** Heap of one compile worker: past it the worker is stopped and its programs count as crashes, not the whole run. */
const WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 4096 };

class Slot {
  private worker: Worker | undefined;
  private nextId = 0;

  constructor(private readonly limits: ResourceLimits) {}

  run(file: string, source: string, options: readonly FuzzPipeline['options'][], timeoutMs: number): Promise<CompileResult[]> {
    const worker = (this.worker ??= new Worker(new URL('./compileWorker.js', import.meta.url), { resourceLimits: this.limits }));
    const id = this.nextId++;
    return new Promise((resolve) => {
      const finish = (r: CompileResult[]): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        resolve(r);
      };
      const retire = (): void => {
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
      };
      const onMessage = (m: CompileReply): void => {
        if (m.id !== id) return;
        finish(m.results.map((r) => (r.ok ? r : { ok: false, kind: r.kind, message: r.kind === 'crash' && process.env.POLYTS_DEBUG && r.stack ? r.stack : r.message })));
      };
      const onError = (e: Error): void => {
        retire();
        finish(options.map(() => ({ ok: false, kind: 'crash', message: `polyts worker died: ${e.message}` })));
      };
      const timer = setTimeout(() => {
        retire();
        finish(options.map(() => ({ ok: false, kind: 'timeout', message: `polyts did not finish within ${timeoutMs / 1000} s` })));
      }, timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ id, file, source, options } satisfies CompileRequest);
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }
}

/** At most `size` compilations at a time, the others queued in arrival order. */
export class CompileService {
  private readonly free: Slot[];
  private readonly all: Slot[];
  private readonly queue: ((s: Slot) => void)[] = [];

  constructor(size: number, limits: ResourceLimits = WORKER_LIMITS) {
    this.all = Array.from({ length: Math.max(1, size) }, () => new Slot(limits));
    this.free = [...this.all];
  }

  /** The C for each entry of `options` (pipelines' options), or why there is none. */
  async compile(file: string, source: string, options: readonly FuzzPipeline['options'][], timeoutMs: number): Promise<CompileResult[]> {
    const slot = this.free.pop() ?? (await new Promise<Slot>((resolve) => this.queue.push(resolve)));
    try {
      return await slot.run(file, source, options, timeoutMs);
    } finally {
      const next = this.queue.shift();
      if (next) next(slot);
      else this.free.push(slot);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((s) => s.close()));
  }
}
