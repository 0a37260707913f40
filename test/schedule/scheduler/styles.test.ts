// Every polybench/ kernel modelled by extractScops, in every built-in style: a schedule is found and it is legal
// (every dependence lexicographically positive, every member marked coincident really parallel).

import { expect } from 'chai';
import { STYLES, scheduleScop, styleConfig } from '../../../src/schedule/scheduler/index.js';
import { legalityViolations } from './helpers.js';
import { kernelNames, kernelScops } from './kernels.js';

describe('schedule/every style on every polybench kernel', function () {
  this.timeout(120000);
  for (const style of STYLES) {
    it(`${style}: a legal schedule for every scop of the 30 kernels`, () => {
      const config = styleConfig(style);
      const problems: string[] = [];
      let scops = 0;
      for (const k of kernelNames) {
        for (const x of kernelScops(k)) {
          scops++;
          const r = scheduleScop(x.scop, { config });
          if (r.tree === null) problems.push(`${x.scop.name}: no schedule (${r.failure})`);
          else problems.push(...legalityViolations(x.scop, r.dependences, r.tree).map((v) => `${x.scop.name}: ${v}`));
        }
      }
      expect(scops).to.be.at.least(30);
      expect(problems).to.deep.equal([]);
    });
  }
});
