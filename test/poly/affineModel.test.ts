// Model extraction on the 30 polybench/ kernels: each extracted scop is checked against a reference execution of the
// affine MLIR (same statement instances in the same order, same cells written, same cells read), its dependences
// against that execution's trace, and its printout against our isl parser and against isl itself (which recomputes
// the dependences from the printed model). After form-statements every kernel function is one scop of outlined
// statements, checked the same way.

import { expect } from 'chai';
import { registerAllPasses } from '../../passes/index.js';
import { kernelFunction, kernelFunctionName } from '../../src/cli/polybench/affineKernel.js';
import { affineKernel, formedKernel } from './kernelModules.js';
import { kernels } from '../../src/cli/polybench/kernels.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { Operation } from '../../src/ir/operation.js';
import { IntegerType } from '../../src/ir/types.js';
import { extractScops } from '../../src/poly/affineModel.js';
import { computeDependences, printDependences } from '../../src/poly/dependences.js';
import { parseUnionMap, parseUnionSet } from '../../src/poly/islParser.js';
import { printUnionMap, printUnionSet } from '../../src/poly/islPrinter.js';
import { printScop, validateScop } from '../../src/poly/scop.js';
import { expectScopsMatchExecution } from './affineTrace.js';
import { allEqual, islCheckTool, islCrossCheck } from './islCheck.js';
import { expectSameAsTrace } from './traceCheck.js';
import { statementCallee } from '../../src/ir/scopMarkers.js';
import { funcCall } from '../../src/ir/dialects/func.js';

registerAllDialects();
registerAllPasses();

/** Kernels whose statements still talk through SSA values after mem2reg (iter_args, forwarded stores). */
const ssaFlows = new Set(['correlation', 'covariance', 'symm', 'durbin', 'gramschmidt', 'ludcmp', 'deriche', 'adi']);


/** Distinct small values for the integer arguments, so a swapped parameter shows. */
function kernelArgs(fn: Operation): (number | undefined)[] {
  return fn.region(0).entry.arguments.map((a, i) => (a.type instanceof IntegerType ? 4 + i : undefined));
}

describe('poly/affine model of the polybench/ kernels', function () {
  this.timeout(60000);

  for (const k of kernels) {
    const fnName = kernelFunctionName(k);
    it(`${k.name}: extracted scops match a reference run of the affine MLIR; dependences match its trace`, () => {
      const module = affineKernel(k);
      const { scops: all, remarks } = extractScops(module);
      const fn = kernelFunction(module, k);
      const scops = all.filter((s) => s.fn === fn);
      const fnRemarks = remarks.filter((r) => r.message.includes(`@${fnName} `));
      const stores: Operation[] = [];
      for (const op of fn.region(0).entry.ops()) if (op.attr('polyts.scop')) op.walk((o) => void (o.name === 'affine.store' && stores.push(o)));

      if (ssaFlows.has(k.name)) {
        expect(fnRemarks.length, 'a remark names the value that stopped the region').to.be.greaterThan(0);
        for (const r of fnRemarks) expect(r.loc.line).to.be.greaterThan(0);
      } else {
        expect(fnRemarks.map((r) => r.message)).to.deep.equal([]);
        expect(scops.map((s) => s.scop.name)).to.deep.equal([fnName]);
        expect(scops[0]!.statementOps).to.deep.equal(stores);
        expect(scops[0]!.params.every((p) => !/^p\d+$/.test(p)), `parameters named after C variables: ${scops[0]!.params}`).to.equal(true);
      }

      const activations = expectScopsMatchExecution(scops, fn, kernelArgs(fn));
      for (const x of scops) {
        expect(validateScop(x.scop)).to.deep.equal([]);
        const mine = activations.filter((a) => a.scop === x);
        expect(mine.length, `${x.scop.name} runs`).to.be.greaterThan(0);
        const analysis = computeDependences(x.scop);
        expectSameAsTrace(analysis, x.body, mine[0]!.params);

        // The printout is isl: every line parses and prints back the same.
        const [header, ...lines] = printScop(x.scop).trimEnd().split('\n');
        expect(header).to.equal(`scop @${x.scop.name}`);
        expect(lines.map((l) => l.slice(0, l.indexOf(':')))).to.deep.equal(['domain', 'schedule', 'reads', 'writes']);
        const body = (l: string) => l.slice(l.indexOf(': ') + 2);
        expect(printUnionSet(parseUnionSet(body(lines[0]!)))).to.equal(body(lines[0]!));
        for (const l of lines.slice(1)) expect(printUnionMap(parseUnionMap(body(l)))).to.equal(body(l));
        for (const l of printDependences(analysis).trimEnd().split('\n')) expect(printUnionMap(parseUnionMap(body(l)))).to.equal(body(l));
      }
    });
  }

  describe('after form-statements', function () {
    for (const k of kernels) {
      const fnName = kernelFunctionName(k);
      it(`${k.name}: the kernel function is one scop of outlined statements that matches a reference run`, () => {
        const module = formedKernel(k);
        const { scops: all, remarks } = extractScops(module);
        const fn = kernelFunction(module, k);
        const scops = all.filter((s) => s.fn === fn);
        expect(remarks.filter((r) => r.message.includes(`@${fnName} `)).map((r) => r.message)).to.deep.equal([]);
        expect(scops.map((s) => s.scop.name)).to.deep.equal([fnName]);
        const calls: Operation[] = [];
        fn.walk((o) => void (statementCallee(o) && calls.push(o)));
        expect(scops[0]!.statementOps).to.deep.equal(calls);
        expect(scops[0]!.scop.statements.map((s) => s.name)).to.deep.equal(calls.map((c) => funcCall.callee(c)));
        expect(validateScop(scops[0]!.scop)).to.deep.equal([]);
        const activations = expectScopsMatchExecution(scops, fn, kernelArgs(fn));
        expect(activations.length, 'the scop runs').to.be.greaterThan(0);
      });
    }
  });

  describe('isl reads the printed models and recomputes the same dependences', function () {
    let tool = '';
    before(function () {
      const t = islCheckTool();
      if ('missing' in t) {
        console.log(`      skipped: ${t.missing}`);
        this.skip();
      }
      tool = (t as { tool: string }).tool;
    });
    for (const k of kernels) {
      it(`${k.name}: every scop of every function, before and after form-statements`, () => {
        for (const module of [affineKernel(k), formedKernel(k)]) {
          const { scops } = extractScops(module);
          expect(scops.length).to.be.greaterThan(0);
          for (const x of scops) expect(islCrossCheck(tool, x.scop), `${x.scop.name} in ${k.name}.c`).to.equal(allEqual);
        }
      });
    }
  });
});
