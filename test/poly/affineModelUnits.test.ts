// Model extraction on hand-written affine MLIR (the print-scop check-test inputs and a few more shapes): every
// extracted scop is checked against a reference execution of the function, and its dependences against the trace.

import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { Operation } from '../../src/ir/operation.js';
import { parseSource } from '../../src/ir/parser.js';
import { IndexType, IntegerType } from '../../src/ir/types.js';
import { extractScops } from '../../src/poly/affineModel.js';
import { computeDependences } from '../../src/poly/dependences.js';
import { printScop } from '../../src/poly/scop.js';
import { expectScopsMatchExecution } from './affineTrace.js';
import { expectSameAsTrace } from './traceCheck.js';
import { allEqual, islCheckTool, islCrossCheck } from './islCheck.js';
import { packageRoot } from '../../src/packageRoot.js';

registerAllDialects();

const root = packageRoot();

function functions(module: Operation): Operation[] {
  const out: Operation[] = [];
  module.walk((op) => void (op.name === 'func.func' && !op.region(0).empty && out.push(op)));
  return out;
}

/** Extracts, runs every function with small distinct integer arguments, and checks model and dependences. */
function checkAll(text: string, name: string): ReturnType<typeof extractScops> {
  const module = parseSource(text, name);
  const result = extractScops(module);
  for (const fn of functions(module)) {
    const scops = result.scops.filter((s) => s.fn === fn);
    const args = fn.region(0).entry.arguments.map((a, i) => (a.type instanceof IntegerType || a.type instanceof IndexType ? 5 + i : undefined));
    const activations = expectScopsMatchExecution(scops, fn, args);
    for (const x of scops) {
      const a = activations.find((b) => b.scop === x);
      expect(a, `${x.scop.name} runs`).to.not.equal(undefined);
      expectSameAsTrace(computeDependences(x.scop), x.body, a!.params);
    }
  }
  return result;
}

const names = (r: ReturnType<typeof extractScops>) => r.scops.map((s) => `${s.scop.name}(${s.params.join(',')})`);

describe('poly/affine model on hand-written MLIR', () => {
  const files = ['print-scop/model.mlir', 'print-scop/remarks.mlir', 'print-scop/outlined.mlir', 'print-dependences/deps.mlir'];

  it('isl reads every scop of these files and recomputes the same dependences', function () {
    const t = islCheckTool();
    if ('missing' in t) {
      console.log(`      skipped: ${t.missing}`);
      this.skip();
    }
    for (const file of files) {
      const path = join(root, 'test/passes', file);
      for (const x of extractScops(parseSource(readFileSync(path, 'latin1'), path)).scops) {
        expect(islCrossCheck((t as { tool: string }).tool, x.scop), `${x.scop.name} in ${file}`).to.equal(allEqual);
      }
    }
  });

  for (const file of files) {
    it(`${file}: every scop matches a reference run; dependences match the trace`, () => {
      const path = join(root, 'test/passes', file);
      const r = checkAll(readFileSync(path, 'latin1'), path);
      expect(r.scops.length).to.be.greaterThan(0);
    });
  }

  it('two casts of the same argument are one parameter; values computed from iterators only are recomputed per statement', () => {
    const r = checkAll(
      `func.func @f(%n: i32, %a: memref<?x?xf64>) attributes {polyts.arg_names = ["n", "a"]} {
        %0 = arith.index_cast %n : i32 to index
        affine.for %i = 0 to %0 {
          %ii = arith.index_cast %i : index to i32
          %f = arith.sitofp %ii : i32 to f64
          %1 = arith.index_cast %n : i32 to index
          affine.for %j = 0 to %1 {
            %jj = arith.index_cast %j : index to i32
            %g = arith.sitofp %jj : i32 to f64
            %h = arith.mulf %f, %g : f64
            affine.store %h, %a[%i, %j] : memref<?x?xf64>
          }
          affine.store %f, %a[%i, %i] : memref<?x?xf64>
        }
        return
      }`,
      'casts.mlir',
    );
    expect(r.remarks).to.deep.equal([]);
    expect(names(r)).to.deep.equal(['f(n)']);
    expect(printScop(r.scops[0]!.scop)).to.contain('writes: [n] -> { S0[i0, i1] -> a[i0, i1]; S1[i0] -> a[i0, i0] }');
  });

  it('an affine.apply index and a symbol computed from two arguments', () => {
    const r = checkAll(
      `func.func @g(%n: index, %m: index, %a: memref<?xf64>, %b: memref<?xf64>) {
        %s = arith.addi %n, %m : index
        affine.for %i = 0 to %s {
          %k = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%m]
          %v = affine.load %b[%k] : memref<?xf64>
          affine.store %v, %a[%i] : memref<?xf64>
        }
        return
      }`,
      'apply.mlir',
    );
    expect(names(r)).to.deep.equal(['g(p0,p1)']);
    expect(printScop(r.scops[0]!.scop)).to.contain('reads: [p0, p1] -> { S0[i0] -> A0[2i0 + p1] }');
  });

  it('an op with memory effects splits the function into regions; a load whose value leaves the region stops it', () => {
    const r = checkAll(
      `func.func private @use(f64)
      func.func @h(%n: index, %a: memref<?xf64>) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %z = arith.constant 0.0 : f64
        affine.for %i = 0 to %n {
          affine.store %z, %a[%i] : memref<?xf64>
        }
        %v = affine.load %a[0] : memref<?xf64>
        func.call @use(%v) : (f64) -> ()
        affine.for %i = 1 to %n {
          %w = affine.load %a[%i - 1] : memref<?xf64>
          affine.store %w, %a[%i] : memref<?xf64>
        }
        return
      }`,
      'split.mlir',
    );
    expect(names(r)).to.deep.equal(['h_r0(p0)', 'h_r1(p0)']);
    expect(r.remarks.map((m) => m.message)).to.deep.equal(["affine region in @h not modelled: the value of 'affine.load' is used outside the statements (by 'func.call')"]);
  });

  it('affine loops inside a non-affine loop are modelled, with the scf counter as a parameter', () => {
    const r = checkAll(
      `func.func @w(%n: index, %a: memref<?x?xf64>) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %z = arith.constant 0.0 : f64
        scf.for %t = %c0 to %n step %c1 {
          affine.for %i = 0 to %n {
            affine.store %z, %a[%t, %i] : memref<?x?xf64>
          }
        }
        return
      }`,
      'scf.mlir',
    );
    expect(names(r)).to.deep.equal(['w(p0,p1)']);
  });
});
