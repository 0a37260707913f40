// Dependence polyhedra of classic kernels equal the dependences of brute-force execution traces.

import { expect } from 'chai';
import { buildScop } from '../../src/poly/loopNest.js';
import { type Dependence, type DependenceOptions, computeDependences, firstDependence, forgetDependenceAnalyses, printDependences } from '../../src/poly/dependences.js';
import { parseUnionMap, parseUnionSet } from '../../src/poly/islParser.js';
import { printUnionMap } from '../../src/poly/islPrinter.js';
import { printScop, validateScop } from '../../src/poly/scop.js';
import { classicKernels } from './classicKernels.js';
import { expectSameAsTrace, traceDependences } from './traceCheck.js';

/** A dependence as text: kind, statements, level and relation. */
const depKey = (d: Dependence) => `${d.kind} ${d.source}->${d.sink}@${d.level}: ${printUnionMap(d.relation)}`;

describe('poly/dependences vs execution traces', () => {
  for (const k of classicKernels) {
    it(`${k.name}: every dependence pair and its level, and no other`, () => {
      const scop = buildScop(k.name, k.params, k.body);
      expect(validateScop(scop)).to.deep.equal([]);
      const analysis = computeDependences(scop);
      for (const pv of k.samples) expectSameAsTrace(analysis, k.body, pv);
      expect(traceDependences(k.body, k.samples[0]!).pairs.size).to.be.greaterThan(0);
    });
  }

  it('answers a scop asked about again (built anew, the same model) with its analysis, and any other scop anew', () => {
    const body = classicKernels.find((k) => k.name === 'seidel2d')!.body;
    const first = computeDependences(buildScop('seidel', ['T', 'N'], body), { distances: false });
    expect(computeDependences(buildScop('seidel', ['T', 'N'], body), { distances: false })).to.equal(first);
    // Other options, another context, another statement: each its own analysis, with its own answer.
    const withDistances = computeDependences(buildScop('seidel', ['T', 'N'], body));
    expect(withDistances).to.not.equal(first);
    expect(withDistances.dependences.some((d) => d.distance.some((x) => x !== null && x !== 0))).to.equal(true);
    const scop = buildScop('seidel', ['T', 'N'], body);
    const narrow = computeDependences({ ...scop, context: parseUnionSet('[T, N] -> { : T = 1 }').parts[0]! }, { distances: false });
    expect(narrow).to.not.equal(first);
    // One time step: nothing is carried by the time loop.
    expect(narrow.dependences.some((d) => d.level === 1)).to.equal(false);
    expect(first.dependences.some((d) => d.level === 1)).to.equal(true);
  });

  it('levels: only the dependences at the levels asked for, the same as among all of them (seidel)', () => {
    const scop = buildScop('seidel', ['T', 'N'], classicKernels.find((k) => k.name === 'seidel2d')!.body);
    const all = computeDependences(scop, { distances: false }).dependences;
    const byT = computeDependences(scop, { distances: false, levels: [1] }).dependences;
    expect(byT.length).to.be.greaterThan(0);
    expect(byT.map(depKey)).to.deep.equal(all.filter((d) => d.level === 1).map(depKey));
  });

  it('firstDependence: the first of the whole analysis (kinds, levels, distances as asked), found on its own; none where there is none', () => {
    let found = 0;
    for (const k of classicKernels) {
      const scop = buildScop(k.name, k.params, k.body);
      const L = Math.max(...scop.statements.map((s) => s.schedule.nOut));
      const asks: DependenceOptions[] = [{}, { distances: false }, { kinds: ['war', 'waw'] }, { kinds: ['rar'], distances: false }, ...[...Array(L).keys()].map((l) => ({ levels: [l], distances: false }))];
      for (const opts of asks) {
        forgetDependenceAnalyses();
        const first = firstDependence(scop, opts);
        forgetDependenceAnalyses();
        const all = computeDependences(scop, opts).dependences;
        expect(first && { key: depKey(first), distance: first.distance, arrays: first.arrays }, `${k.name} ${JSON.stringify(opts)}`).to.deep.equal(all[0] && { key: depKey(all[0]), distance: all[0].distance, arrays: all[0].arrays });
        if (first) found++;
      }
    }
    expect(found).to.be.greaterThan(classicKernels.length);
    // One time step: the time loop carries nothing.
    const body = classicKernels.find((k) => k.name === 'seidel2d')!.body;
    const once = { ...buildScop('seidel', ['T', 'N'], body), context: parseUnionSet('[T, N] -> { : T = 1 }').parts[0]! };
    forgetDependenceAnalyses();
    expect(firstDependence(once, { distances: false, levels: [1] })).to.equal(undefined);
  });

  it('finds uniform distances where they exist (seidel along j) and not for memory-based transitive pairs', () => {
    const seidel = computeDependences(buildScop('seidel', ['T', 'N'], classicKernels.find((k) => k.name === 'seidel2d')!.body));
    const carriedByJ = seidel.dependences.filter((d) => d.kind === 'raw' && d.level === 5);
    expect(carriedByJ.length).to.equal(1);
    expect(carriedByJ[0]!.distance).to.deep.equal([0, 0, 0, 0, 0, 1, 0]);
    expect(carriedByJ[0]!.uniform).to.equal(true);
    expect(carriedByJ[0]!.depth).to.equal(3);
    const byI = seidel.dependences.find((d) => d.kind === 'raw' && d.level === 3)!;
    expect(byI.distance.slice(0, 5)).to.deep.equal([0, 0, 0, 1, 0]);
    expect(byI.distance[5]).to.equal(null); // j distance is -1, 0 or 1
    expect(byI.direction.slice(0, 6)).to.deep.equal(['=', '=', '=', '<', '=', '*']);
    // Carried by t: every later t, so '<' without a constant distance.
    const byT = seidel.dependences.find((d) => d.kind === 'raw' && d.level === 1)!;
    expect(byT.direction[1]).to.equal('<');
    expect(byT.distance[1]).to.equal(null);
    const mm = computeDependences(buildScop('mm', ['N'], classicKernels.find((k) => k.name === 'matmul')!.body));
    const red = mm.dependences.find((d) => d.kind === 'raw' && d.source === 'S1' && d.sink === 'S1')!;
    expect(red.level).to.equal(5);
    expect(red.loopCarried).to.equal(true);
    expect(red.depth).to.equal(3);
    // Memory-based: every later k reads the value, so the k distance is not a constant.
    expect(red.distance).to.deep.equal([0, 0, 0, 0, 0, null, 0]);
    expect(red.uniform).to.equal(false);
    expect(red.direction).to.deep.equal(['=', '=', '=', '=', '=', '<', '=']);
    const init = mm.dependences.find((d) => d.kind === 'raw' && d.source === 'S0' && d.sink === 'S1')!;
    expect(init.loopCarried).to.equal(false);
    expect(init.level).to.equal(4);
    expect(init.distance.slice(0, 5)).to.deep.equal([0, 0, 0, 0, 1]);
  });

  it('prints scops and dependences in isl syntax that parses back', () => {
    for (const k of classicKernels) {
      const scop = buildScop(`kernel_${k.name.replace(/-/g, '_')}`, k.params, k.body);
      const text = printScop(scop);
      const lines = text.trimEnd().split('\n');
      expect(lines[0]).to.equal(`scop @kernel_${k.name.replace(/-/g, '_')}`);
      expect(lines.slice(1).map((l) => l.split(':')[0])).to.deep.equal(['domain', 'schedule', 'reads', 'writes']);
      parseUnionSet(lines[1]!.slice('domain: '.length));
      for (const l of lines.slice(2)) parseUnionMap(l.slice(l.indexOf(': ') + 2));
      const deps = printDependences(computeDependences(scop)).trimEnd().split('\n');
      expect(deps.map((l) => l.split(':')[0])).to.deep.equal(['raw', 'war', 'waw', 'rar']);
      for (const l of deps) parseUnionMap(l.slice(l.indexOf(': ') + 2));
    }
  });

  it('prints the gemm scop in the contract layout', () => {
    const k = classicKernels.find((x) => x.name === 'matmul')!;
    const text = printScop(buildScop('kernel_gemm', k.params, k.body));
    expect(text).to.equal(
      [
        'scop @kernel_gemm',
        'domain: [N] -> { S0[i0, i1] : 0 <= i0 < N and 0 <= i1 < N; S1[i0, i1, i2] : 0 <= i0 < N and 0 <= i1 < N and 0 <= i2 < N }',
        'schedule: [N] -> { S0[i0, i1] -> [0, i0, 0, i1, 0]; S1[i0, i1, i2] -> [0, i0, 0, i1, 1, i2, 0] }',
        'reads: [N] -> { S1[i0, i1, i2] -> C[i0, i1]; S1[i0, i1, i2] -> A[i0, i2]; S1[i0, i1, i2] -> B[i2, i1] }',
        'writes: [N] -> { S0[i0, i1] -> C[i0, i1]; S1[i0, i1, i2] -> C[i0, i1] }',
        '',
      ].join('\n'),
    );
  });
});
