// Golden schedules of the pluto style on classic kernels: what Pluto finds (permutations for stride-1 inner loops,
// skewed tilable bands for stencils, fusion decisions), and that each is legal.

import { expect } from 'chai';
import { buildScop } from '../../../src/poly/loopNest.js';
import { computeDependences } from '../../../src/poly/dependences.js';
import type { Scop } from '../../../src/poly/scop.js';
import { scheduleScop, styleConfig } from '../../../src/schedule/scheduler/index.js';
import type { ScheduleTree } from '../../../src/schedule/tree.js';
import { classicKernels } from '../../poly/classicKernels.js';
import { kernelScop, memberTexts, statementDims, violations } from './helpers.js';

function pluto(scop: Scop): ScheduleTree {
  const r = scheduleScop(scop, { config: styleConfig('pluto') });
  expect(r.failure).to.equal(null);
  expect(violations(scop, r.dependences, r.tree!)).to.deep.equal([]);
  return r.tree!;
}

function classic(name: string): Scop {
  const k = classicKernels.find((x) => x.name === name)!;
  return buildScop(name, k.params, k.body);
}

/** Coincident flags of a statement's band members, outermost first. */
function parallel(tree: ScheduleTree, stmt: string): boolean[] {
  return statementDims(tree).get(stmt)!.flatMap((d) => (d.kind === 'member' ? [d.coincident] : []));
}

/** Band ids of a statement's members (members of one band share the id). */
function bands(tree: ScheduleTree, stmt: string): number[] {
  return statementDims(tree).get(stmt)!.flatMap((d) => (d.kind === 'member' ? [d.band] : []));
}

describe('schedule/pluto style golden schedules', function () {
  this.timeout(30000);

  it('gemm: C *= beta distributed from the product (other depth); the product keeps i, k, j with j (stride 1 on C and B) innermost and parallel', () => {
    const tree = pluto(kernelScop('gemm').scop);
    expect(tree.child.kind).to.equal('sequence');
    expect(memberTexts(tree, 'S1')).to.deep.equal(['i0', 'i1', 'i2']);
    expect(parallel(tree, 'S1')).to.deep.equal([true, false, true]);
    expect(new Set(bands(tree, 'S1')).size, 'one permutable band').to.equal(1);
  });

  it('matmul written i, j, k: the band is permuted to i, k, j so the innermost loop is stride 1', () => {
    const tree = pluto(classic('matmul'));
    expect(memberTexts(tree, 'S1')).to.deep.equal(['i0', 'i2', 'i1']);
    expect(parallel(tree, 'S1')).to.deep.equal([true, false, true]);
  });

  it('jacobi-1d: one permutable band (t, 2t + i), the second statement shifted by one', () => {
    const tree = pluto(kernelScop('jacobi-1d').scop);
    expect(memberTexts(tree, 'S0')).to.deep.equal(['i0', '2*i0 + i1']);
    expect(memberTexts(tree, 'S1')).to.deep.equal(['i0', '2*i0 + i1 + 1']);
    expect(tree.child.kind === 'band' && tree.child.permutable && tree.child.members.length).to.equal(2);
  });

  it('seidel-2d: one permutable band (t, t + i, 2t + i + j), tilable, no member parallel', () => {
    const tree = pluto(kernelScop('seidel-2d').scop);
    expect(memberTexts(tree, 'S0')).to.deep.equal(['i0', 'i0 + i1', '2*i0 + i1 + i2']);
    expect(tree.child.kind === 'band' && tree.child.permutable).to.equal(true);
    expect(parallel(tree, 'S0')).to.deep.equal([false, false, false]);
  });

  it('2mm and 3mm: initializations and products distributed (different depths), each product i, k, j with i parallel', () => {
    for (const [name, products] of [
      ['2mm', ['S1', 'S3']],
      ['3mm', ['S1', 'S3', 'S5']],
    ] as const) {
      const tree = pluto(kernelScop(name).scop);
      const seq = tree.child;
      expect(seq.kind).to.equal('sequence');
      if (seq.kind !== 'sequence') return;
      expect(seq.children.map((f) => f.filter.parts.map((p) => p.tuple.name).join(',')), name).to.deep.equal(products.flatMap((p) => [`S${Number(p[1]) - 1}`, p]));
      for (const p of products) {
        expect(memberTexts(tree, p), `${name} ${p}`).to.deep.equal(['i0', 'i2', 'i1']);
        expect(parallel(tree, p)[0]).to.equal(true);
      }
    }
  });

  it('lu: the three statements fused in one permutable band of three members, k outermost', () => {
    const tree = pluto(kernelScop('lu').scop);
    expect(tree.child.kind === 'band' && tree.child.permutable && tree.child.members.length).to.equal(3);
    for (const s of ['S0', 'S1', 'S2']) expect(memberTexts(tree, s)[0], s).to.equal('i0');
  });

  it('atax (reductions): y += A^T tmp is not fused with tmp = A x, so its j loop runs outermost in parallel', () => {
    const tree = pluto(kernelScop('atax').scop);
    expect(memberTexts(tree, 'S2')).to.deep.equal(['i0', 'i1']);
    expect(parallel(tree, 'S2')).to.deep.equal([true, false]);
    expect(memberTexts(tree, 'S3')).to.deep.equal(['i1', 'i0']);
    expect(parallel(tree, 'S3')).to.deep.equal([true, false]);
  });

  it('a scalar reduction (s += x[i]) stays sequential and after its initialization', () => {
    const scop = classic('scalar-reduction');
    const tree = pluto(scop);
    expect(parallel(tree, 'S1')).to.deep.equal([false]);
    expect(computeDependences(scop).dependences.length).to.be.greaterThan(0);
  });
});
