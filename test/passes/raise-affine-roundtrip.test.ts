// Upstream round trip: affine MLIR lowered by `mlir-opt-19 --lower-affine` (optionally canonicalized by upstream
// or by polyts) and raised back by raise-affine keeps its loop structure, with no scf.for left and
// every load and store affine again. Skipped, with a message, when mlir-opt-19 is not installed.

import { expect } from 'chai';
import { registerAllPasses } from '../../passes/index.js';
import { IntegerAttr } from '../../src/ir/attributes.js';
import { registeredOps } from '../../src/ir/opRegistry.js';
import { Operation } from '../../src/ir/operation.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { applyPatternsGreedily } from '../../src/ir/rewriter.js';
import { raiseAffine } from '../../src/affine/raiseAffine.js';
import { constantIntValue } from '../../src/ir/transforms/valueFacts.js';
import { verify } from '../../src/ir/verifier.js';
import { count, findFunc, funcName, functions, hasTool, parseRepoFile, readRepoFile, runTool } from './raiseHelpers.js';

registerAllPasses();

const INPUTS = [
  'affine-kernels',
  'reference-1b_gemm_affine',
  'reference-1c_parallel',
  'reference-1d_outlined',
  'reference-1g_misc',
];

/**
 * The nest of loops and ifs of a region as text, the same for affine and scf forms: `for/<step>/<results>{...}`,
 * `if/<results>{...}`, `par{...}`, `while{...}`.
 */
function loopStructure(op: Operation): string {
  let out = '';
  for (const r of op.regions) {
    for (const b of r.blocks) {
      for (const o of b.ops()) {
        switch (o.name) {
          case 'affine.for':
          case 'scf.for': {
            const step = o.name === 'affine.for' ? (o.attr('step') as IntegerAttr).value : constantIntValue(o.operand(2));
            out += `for/${step}/${o.numResults}{${loopStructure(o)}}`;
            break;
          }
          case 'affine.if':
          case 'scf.if':
            out += `if/${o.numResults}{${loopStructure(o)}}`;
            break;
          // Upstream lowers affine.parallel to scf.parallel, which raising does not touch.
          case 'affine.parallel':
          case 'scf.parallel':
            out += `par{${loopStructure(o)}}`;
            break;
          case 'scf.while':
            out += `while{${loopStructure(o)}}`;
            break;
        }
      }
    }
  }
  return out;
}

function accesses(f: Operation): number {
  return ['affine.load', 'affine.store', 'memref.load', 'memref.store'].reduce((n, name) => n + count(f, name), 0);
}

/** What `polyts-opt --raise-affine` does. */
function raise(module: Operation): void {
  for (const f of functions(module)) raiseAffine(f);
  verify(module);
}

const variants: { name: string; lower(text: string): string }[] = [
  { name: 'lower-affine', lower: (t) => runTool('mlir-opt-19', ['--lower-affine'], t) },
  { name: 'lower-affine, upstream canonicalize', lower: (t) => runTool('mlir-opt-19', ['--lower-affine', '--canonicalize'], t) },
  {
    name: 'lower-affine, polyts canonicalize',
    lower: (t) => {
      const m = parseSource(runTool('mlir-opt-19', ['--lower-affine'], t));
      applyPatternsGreedily(m, registeredOps().flatMap((d) => d.canonicalizations ?? []));
      return printOperation(m);
    },
  },
];

describe('raise-affine upstream round trip', function () {
  before(function () {
    if (!hasTool('mlir-opt-19')) {
      console.warn('      mlir-opt-19 is not installed: skipping the lower-affine round trip');
      this.skip();
    }
  });

  for (const input of INPUTS) {
    for (const v of variants) {
      it(`${input} (${v.name})`, () => {
        const file = `test/passes/raise-affine/Inputs/${input}.mlir`;
        const original = parseRepoFile(file);
        const lowered = parseSource(v.lower(readRepoFile(file)), `${input}.lowered.mlir`);
        const loopFuncs = functions(original).filter((f) => count(f, 'affine.for') > 0);
        expect(loopFuncs.length, 'functions with affine.for').to.be.greaterThan(0);
        // What upstream produced (it may also have folded or removed dead code), before raising.
        const before = new Map(
          loopFuncs.map((f) => {
            const l = findFunc(lowered, funcName(f));
            expect(count(l, 'affine.for'), funcName(f)).to.equal(0);
            return [funcName(f), { structure: loopStructure(l), accesses: accesses(l) }];
          }),
        );
        raise(lowered);
        runTool('mlir-opt-19', ['-'], printOperation(lowered));
        for (const f of loopFuncs) {
          const name = funcName(f);
          const r = findFunc(lowered, name);
          expect(loopStructure(r), `loop structure of @${name}`).to.equal(before.get(name)!.structure);
          // Plain lowering changes no loop, so the raised nest is the original one.
          if (v.name === 'lower-affine') expect(loopStructure(r), `loop structure of @${name}`).to.equal(loopStructure(f));
          expect(count(r, 'scf.for'), `scf.for in @${name}`).to.equal(0);
          expect(accesses(r), `loads and stores in @${name}`).to.equal(before.get(name)!.accesses);
          // Subscripts over scf.parallel induction variables cannot be affine; everywhere else they are.
          if (count(f, 'affine.parallel') === 0) {
            expect(count(r, 'memref.load') + count(r, 'memref.store'), `memref accesses in @${name}`).to.equal(0);
          }
        }
      });
    }
  }
});
