// The 30 hand-written PolyBench models: dependences equal execution traces; --print-scop/--print-dependences text parses.

import { expect } from 'chai';
import { buildScop } from '../../src/poly/loopNest.js';
import { computeDependences, printDependences } from '../../src/poly/dependences.js';
import { parseUnionMap, parseUnionSet } from '../../src/poly/islParser.js';
import { printScop, validateScop } from '../../src/poly/scop.js';
import { polybenchModels } from '../../bench/polybenchModels.js';
import { expectSameAsTrace } from './traceCheck.js';
import { allEqual, islCheckTool, islCrossCheck } from './islCheck.js';

describe('poly/polybench models', () => {
  it('has the 30 kernels', () => {
    expect(polybenchModels.length).to.equal(30);
    expect(new Set(polybenchModels.map((m) => m.name)).size).to.equal(30);
  });

  for (const m of polybenchModels) {
    it(`${m.name}: dependences equal the trace at ${JSON.stringify(m.tiny)}; printed scop and dependences parse back`, () => {
      const scop = buildScop(`kernel_${m.name.replace(/-/g, '_')}`, m.params, m.body);
      expect(validateScop(scop)).to.deep.equal([]);
      const analysis = computeDependences(scop);
      expect(expectSameAsTrace(analysis, m.body, m.tiny)).to.be.greaterThan(0);

      const lines = printScop(scop).trimEnd().split('\n');
      const domain = parseUnionSet(lines[1]!.slice('domain: '.length));
      expect(domain.parts.length).to.be.at.least(scop.statements.length);
      for (const l of lines.slice(2)) parseUnionMap(l.slice(l.indexOf(': ') + 2));
      const deps = printDependences(analysis).trimEnd().split('\n');
      const parsed = deps.map((l) => parseUnionMap(l.slice(l.indexOf(': ') + 2)));
      // Same relations after the round trip: every printed part contains the pairs of its source part.
      const raw = parsed[0]!;
      for (const d of analysis.dependences.filter((x) => x.kind === 'raw')) {
        for (const part of d.relation.parts) {
          const s = part.wrap().sample();
          if (s === null) continue;
          const n = part.nIn;
          expect(raw.contains(s.params, d.source, s.dims.slice(0, n), d.sink, s.dims.slice(n))).to.equal(true);
        }
      }
    });
  }

  it('isl reads every printed model and recomputes the same dependences', function () {
    const t = islCheckTool();
    if ('missing' in t) {
      console.log(`      skipped: ${t.missing}`);
      this.skip();
    }
    for (const m of polybenchModels) {
      const scop = buildScop(`kernel_${m.name.replace(/-/g, '_')}`, m.params, m.body);
      expect(islCrossCheck((t as { tool: string }).tool, scop), m.name).to.equal(allEqual);
    }
  });
});
