// Every polybench/ kernel modelled by extractScops, in every built-in style: a schedule is found, it is legal
// (verifyTree), and real isl reads its printed tree back and finds every dependence lexicographically positive,
// every coincident member parallel and every permutable band permutable.

import { expect } from 'chai';
import { type DependenceAnalysis, computeDependences, printDependences } from '../../../src/poly/dependences.js';
import { printUnionMap } from '../../../src/poly/islPrinter.js';
import type { Scop } from '../../../src/poly/scop.js';
import { scheduleMap } from '../../../src/schedule/flatten.js';
import { STYLES, scheduleScop, styleConfig } from '../../../src/schedule/scheduler/index.js';
import type { ScheduleTree } from '../../../src/schedule/tree.js';
import { printScheduleTree } from '../../../src/schedule/treeText.js';
import { kernelScops, kernels } from '../../poly/kernelModules.js';
import { islSchedule, islScheduleTool } from '../islTree.js';
import { violations } from './helpers.js';

interface Scheduled {
  readonly scop: Scop;
  readonly deps: DependenceAnalysis;
  readonly tree: ScheduleTree;
}

const ISL_OK = /^map: equal\nraw: ordered\nwar: ordered\nwaw: ordered\ncoincident: \d+ members, 0 not parallel\npermutable: \d+ bands, 0 members with a negative distance\n$/;

describe('schedule/every style on every polybench kernel', function () {
  this.timeout(240000);
  const found = new Map<string, Scheduled[]>();

  for (const style of STYLES) {
    it(`${style}: a legal schedule for every scop of the 30 kernels`, () => {
      const config = styleConfig(style);
      const problems: string[] = [];
      const out: Scheduled[] = [];
      for (const k of kernels) {
        for (const x of kernelScops(k)) {
          const r = scheduleScop(x.scop, { config });
          if (r.tree === null) problems.push(`${x.scop.name}: no schedule (${r.failure})`);
          else {
            problems.push(...violations(x.scop, r.dependences, r.tree).map((v) => `${x.scop.name}: ${v}`));
            out.push({ scop: x.scop, deps: r.dependences, tree: r.tree });
          }
        }
      }
      found.set(style, out);
      expect(out.length).to.be.at.least(30);
      expect(problems).to.deep.equal([]);
    });
  }

  it('real isl reads every tree back: dependences ordered, coincident members parallel, bands permutable, same map', function () {
    const t = islScheduleTool();
    if ('missing' in t) {
      console.log(`      skipped: ${t.missing}`);
      this.skip();
    }
    const tool = (t as { tool: string }).tool;
    let trees = 0;
    for (const [style, all] of found) {
      for (const s of all) {
        const deps = printDependences(computeDependences(s.scop, { distances: false }));
        const verdict = islSchedule(tool, 'check', [printScheduleTree(s.tree), deps, printUnionMap(scheduleMap(s.tree))]);
        expect(verdict, `${style} ${s.scop.name}`).to.match(ISL_OK);
        trees++;
      }
    }
    expect(trees, 'every style ran first').to.be.at.least(4 * 30);
  });
});
