// Runs a parsed pipeline on a module: nests passes on the ops they anchor on, verifies after every pass, and
// provides the IR-printing and timing instrumentation behind --mlir-print-ir-* and --mlir-timing.

import { DiagnosticError, SourceLoc, formatLoc } from '../ir/diagnostics.js';
import { Operation } from '../ir/operation.js';
import { printOperation } from '../ir/printer.js';
import { recordPhase } from '../ir/phaseTiming.js';
import { verify } from '../ir/verifier.js';
import { PassContext, resolveOptions } from './pass.js';
import { PassEntry, PipelineElement } from './pipelineParser.js';

export interface Instrumentation {
  /** Print the IR before these passes (by name); 'all' for every pass. */
  printBefore?: ReadonlySet<string> | 'all';
  printAfter?: ReadonlySet<string> | 'all';
  /** Collect per-pass wall time. */
  timing?: boolean;
  /** Print IR in generic form in dumps. */
  generic?: boolean;
  /** Where dumps and remarks go (stderr in the CLI). */
  write(text: string): void;
  /** Where analysis passes' output goes (collected for stdout in the CLI); dropped when absent. */
  report?(text: string): void;
}

export interface TimingRecord {
  readonly name: string;
  readonly depth: number;
  seconds: number;
}

/** A pipeline rooted at `anchor` (builtin.module at the top). */
export class PassManager {
  readonly timings: TimingRecord[] = [];

  constructor(
    readonly elements: readonly PipelineElement[],
    private readonly instrumentation: Instrumentation = { write: () => {} },
  ) {}

  run(module: Operation): void {
    if (module.name !== 'builtin.module') throw new Error('PassManager.run expects a builtin.module');
    this.runElements(this.elements, [module], 0);
  }

  private context(): PassContext {
    return {
      remark: (loc: SourceLoc, message: string) => this.instrumentation.write(`${formatLoc(loc)}: remark: ${message}\n`),
      report: (text: string) => this.instrumentation.report?.(text),
    };
  }

  private shouldPrint(set: ReadonlySet<string> | 'all' | undefined, name: string): boolean {
    return set === 'all' || (set !== undefined && set.has(name));
  }

  private dump(when: 'Before' | 'After', entry: PassEntry, op: Operation): void {
    const header = `// -----// IR Dump ${when} ${entry.pass.name} (${entry.pass.name}) //----- //\n`;
    this.instrumentation.write(header + printOperation(op, { generic: this.instrumentation.generic }));
  }

  /** Runs `elements` on each op of `targets` (all of the same anchor kind). */
  private runElements(elements: readonly PipelineElement[], targets: readonly Operation[], depth: number): void {
    for (const el of elements) {
      const start = performance.now();
      if (el.kind === 'nest') {
        // At the top, `builtin.module(...)` names the root module itself (as in mlir-opt), not modules nested in it.
        const isRoot = depth === 0 && targets.every((t) => t.name === el.anchor);
        const nested = isRoot ? targets : targets.flatMap((t) => collectNested(t, el.anchor));
        this.runElements(el.elements, nested, depth + 1);
      } else {
        const anchor = el.pass.anchor;
        const onOps = anchor === 'any' || targets.every((t) => t.name === anchor) ? targets : targets.flatMap((t) => collectNested(t, anchor));
        const options = resolveOptions(el.pass, el.options);
        const passStart = performance.now();
        for (const op of onOps) {
          if (this.shouldPrint(this.instrumentation.printBefore, el.pass.name)) this.dump('Before', el, op);
          el.pass.run(op, options, this.context());
          try {
            verify(op);
          } catch (e) {
            if (e instanceof DiagnosticError) {
              throw new DiagnosticError(e.loc, `pass '${el.pass.name}' produced invalid IR: ${e.diagnostic}`);
            }
            throw e;
          }
          if (this.shouldPrint(this.instrumentation.printAfter, el.pass.name)) this.dump('After', el, op);
        }
        recordPhase(`pass ${el.pass.name}`, performance.now() - passStart);
      }
      if (this.instrumentation.timing) {
        this.timings.push({ name: el.kind === 'nest' ? `'${el.anchor}' Pipeline` : el.pass.name, depth, seconds: (performance.now() - start) / 1000 });
      }
    }
  }
}

/** The ops named `anchor` nested in `root` (not looking inside matches). */
function collectNested(root: Operation, anchor: string): Operation[] {
  const out: Operation[] = [];
  root.walk((op) => {
    if (op === root) return undefined;
    if (op.name === anchor) {
      out.push(op);
      return 'skip';
    }
    return undefined;
  });
  return out;
}

/** The --mlir-timing report, in the layout mlir-opt uses. */
export function formatTimingReport(timings: readonly TimingRecord[], totalSeconds: number): string {
  const line = '===' + '-'.repeat(73) + '===';
  const rows = timings.map((t) => {
    const pct = totalSeconds > 0 ? (100 * t.seconds) / totalSeconds : 0;
    return `  ${t.seconds.toFixed(4).padStart(9)} (${pct.toFixed(1).padStart(5)}%)  ${'  '.repeat(t.depth)}${t.name}`;
  });
  return [
    line,
    '                         ... Execution time report ...',
    line,
    `  Total Execution Time: ${totalSeconds.toFixed(4)} seconds`,
    '',
    '  ----Wall Time----  ----Name----',
    ...rows,
    `  ${totalSeconds.toFixed(4).padStart(9)} (100.0%)  Total`,
    '',
  ].join('\n');
}
