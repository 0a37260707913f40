// codegen on every polybench/ kernel from its original schedule tree: the regenerated program computes exactly what
// gcc's build of the original does (same dumps, byte for byte), upstream mlir-opt-19 accepts it, and the code does
// not grow.

import { expect } from 'chai';
import { join } from 'node:path';
import { affinePipeline, cToMLIR, runPipeline } from '../../../src/cli/ccDriver.js';
import type { Operation } from '../../../src/ir/operation.js';
import { aff } from '../../../src/poly/affExpr.js';
import { extractScops } from '../../../src/poly/affineModel.js';
import { initialTree } from '../../../src/schedule/initialTree.js';
import { writeScheduleAttr } from '../../../src/schedule/scopTree.js';
import { type FilterNode, type ScheduleNode, type ScheduleTree, node } from '../../../src/schedule/tree.js';
import { kernels } from '../../../src/cli/polybench/kernels.js';
import { packageRoot } from '../../../src/packageRoot.js';
import { PassManager } from '../../../src/pipeline/passManager.js';
import { PipelineParser } from '../../../src/pipeline/pipelineParser.js';
import { getPass, registeredPasses } from '../../../src/pipeline/registry.js';
import { suiteTests } from '../../polybench/e2eCheck.js';

const bundled = (): string => join(packageRoot(), 'polybench');
const pipeline = `${affinePipeline()},codegen{original=true},canonicalize,cse`;

suiteTests('codegen{original=true} on polybench/ at MINI: regenerated loops, dumps identical to gcc on the original', bundled, ['MINI_DATASET'], kernels, pipeline);
const some = kernels.filter((k) => ['gemm', 'lu', 'nussinov', 'seidel-2d'].includes(k.name));
suiteTests('codegen{original=true} on polybench/ at SMALL with scalar loop bounds', bundled, ['SMALL_DATASET', 'POLYBENCH_USE_SCALAR_LB'], some, pipeline);

describe('codegen on polybench/: code size', function () {
  this.timeout(300000);
  it('regenerating the original order keeps every scop within 1.5x its op count (a pure value two statements share is recomputed by each)', () => {
    const factors: string[] = [];
    let worst = 0;
    for (const k of kernels) {
      const module = cToMLIR(join(bundled(), k.dir, `${k.name}.c`), { includeDirs: [join(bundled(), 'utilities')], defines: ['MINI_DATASET'] });
      const remarks: string[] = [];
      const parse = (p: string) => new PipelineParser(p, getPass, () => registeredPasses().map((x) => x.name)).parse();
      new PassManager(parse(affinePipeline())).run(module);
      new PassManager(parse('codegen{original=true}'), { write: (t) => remarks.push(t) }).run(module);
      for (const r of remarks) {
        const m = /codegen: @(\S+): (\d+) ops from (\d+)/.exec(r);
        if (!m) continue;
        const f = Number(m[2]) / Number(m[3]);
        worst = Math.max(worst, f);
        if (f > 1.5) factors.push(`${m[1]}: x${f.toFixed(2)}`);
      }
    }
    console.log(`      largest op-count factor over the 30 kernels' scops: x${worst.toFixed(2)}`);
    expect(factors).to.deep.equal([]);
  });
});

/**
 * Strip-mining every band of the original tree by `size` (band [i] becomes band [floor(i/size)] over band [i]) keeps
 * the order of every instance, so the program's output must not change; the code now has tile loops with floordiv
 * bounds and point loops with max/min bounds around every statement of every kernel.
 */
function stripMined(tree: ScheduleTree, size: number): ScheduleTree {
  const walk = (n: ScheduleNode): ScheduleNode => {
    switch (n.kind) {
      case 'band': {
        const tiles = n.members.map((m) => node.member(new Map([...m.schedule].map(([s, e]) => [s, aff.floordiv(e, size)])), m.coincident));
        return node.band(tiles, n.permutable, node.band(n.members, n.permutable, walk(n.child)));
      }
      case 'sequence':
      case 'set':
        return { ...n, children: n.children.map((c) => walk(c) as FilterNode) };
      case 'leaf':
        return n;
      default:
        return { ...n, child: walk(n.child) } as ScheduleNode;
    }
  };
  return walk(tree) as ScheduleTree;
}

function stripMineAndRegenerate(module: Operation): void {
  runPipeline(module, affinePipeline());
  for (const ext of extractScops(module).scops) writeScheduleAttr(ext, stripMined(initialTree(ext.scop), 3));
  runPipeline(module, 'codegen,canonicalize,cse');
}

suiteTests('codegen on polybench/ at MINI with every band strip-mined by 3 (tile loops around every statement), dumps identical', bundled, ['MINI_DATASET'], kernels, stripMineAndRegenerate);
