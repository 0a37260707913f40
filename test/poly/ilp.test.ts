// lexmin: the exact backend matches brute force; javascript-lp-solver answers are checked and bad answers rejected.

import { expect } from 'chai';
import fc from 'fast-check';
import type { Int } from '../../src/poly/int.js';
import { type IlpBackend, type IlpProblem, lexmin, exactBackend, problemSystem } from '../../src/poly/ilp.js';
import { integerLexmin } from '../../src/poly/integerSearch.js';
import { jsLpSolverBackend } from '../../src/poly/ilpJsLpSolver.js';
import { boxPoints } from './helpers.js';
import { branchAndBound } from '../../src/poly/branchAndBound.js';

const B = 3;

function evalInt(c: readonly Int[], k: Int, x: readonly number[]): number {
  return c.reduce((s: number, a, i) => s + Number(a) * x[i]!, Number(k));
}

const problemArb = fc.integer({ min: 1, max: 3 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    cons: fc.array(fc.record({ coeffs: fc.array(fc.integer({ min: -4, max: 4 }), { minLength: n, maxLength: n }), constant: fc.integer({ min: -6, max: 8 }), eq: fc.boolean() }), { maxLength: 4 }),
    objs: fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: n, maxLength: n }), { minLength: 1, maxLength: 2 }),
  }),
);

function toProblem(r: { n: number; cons: { coeffs: number[]; constant: number; eq: boolean }[]; objs: number[][] }): IlpProblem {
  const n = r.n;
  const box = Array.from({ length: n }, (_, i) => [
    { coeffs: Array.from({ length: n }, (_, j) => (j === i ? 1 : 0)), constant: B, kind: 'ge' as const },
    { coeffs: Array.from({ length: n }, (_, j) => (j === i ? -1 : 0)), constant: B, kind: 'ge' as const },
  ]).flat();
  return {
    varNames: Array.from({ length: n }, (_, i) => `x${i}`),
    constraints: [...r.cons.map((c) => ({ coeffs: c.coeffs, constant: c.constant, kind: c.eq ? ('eq' as const) : ('ge' as const) })), ...box],
    // Objectives, then every variable, so that the optimum is a single point.
    objectives: [...r.objs.map((c) => ({ coeffs: c })), ...Array.from({ length: n }, (_, i) => ({ coeffs: Array.from({ length: n }, (_, j) => (j === i ? 1 : 0)) }))],
  };
}

function bruteLexmin(p: IlpProblem): number[] | null {
  let best: number[] | null = null;
  let bestVals: number[] | null = null;
  for (const x of boxPoints(p.varNames.length, -B, B)) {
    if (!p.constraints.every((c) => (c.kind === 'eq' ? evalInt(c.coeffs, c.constant, x) === 0 : evalInt(c.coeffs, c.constant, x) >= 0))) continue;
    const vals = p.objectives.map((o) => evalInt(o.coeffs, o.constant ?? 0, x));
    let less = bestVals === null;
    for (let i = 0; !less && i < vals.length; i++) {
      if (vals[i] !== bestVals![i]) {
        less = vals[i]! < bestVals![i]!;
        break;
      }
    }
    if (less) {
      best = x;
      bestVals = vals;
    }
  }
  return best;
}

describe('poly/ilp', () => {
  it('exact backend: lexicographic optimum equals brute force', () => {
    fc.assert(
      fc.property(problemArb, (r) => {
        const p = toProblem(r);
        const res = lexmin(p, { backend: exactBackend(), fallback: null });
        const brute = bruteLexmin(p);
        if (brute === null) expect(res.status).to.equal('infeasible');
        else {
          expect(res.status).to.equal('optimal');
          if (res.status === 'optimal') {
            expect(res.point!.map(Number)).to.deep.equal(brute);
            expect(res.rejected).to.deep.equal([]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('javascript-lp-solver through lexmin with optimality certification: never a wrong answer', () => {
    const js = jsLpSolverBackend();
    fc.assert(
      fc.property(problemArb, (r) => {
        const p = toProblem(r);
        const res = lexmin(p, { backend: js, certify: 'optimality' });
        const brute = bruteLexmin(p);
        if (brute === null) expect(res.status).to.equal('infeasible');
        else {
          expect(res.status).to.equal('optimal');
          if (res.status === 'optimal') expect(res.point!.map(Number)).to.deep.equal(brute);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('javascript-lp-solver in a worker: same answer, and a hard time limit', () => {
    const p = toProblem({ n: 2, cons: [{ coeffs: [2, 3], constant: -7, eq: false }], objs: [[1, 1]] });
    const r = lexmin(p, { backend: jsLpSolverBackend({ hardTimeoutMs: 20000 }), fallback: null, certify: 'optimality' });
    expect(r.status).to.equal('optimal');
    if (r.status === 'optimal') expect(r.point!.map(Number)).to.deep.equal(bruteLexmin(p));
    const stopped = lexmin(p, { backend: jsLpSolverBackend({ hardTimeoutMs: 1 }), fallback: null });
    expect(stopped.status).to.equal('unknown');
    expect(stopped.rejected[0]!.reason).to.match(/stopped after 1 ms/);
  });

  it('optimality certification catches a feasible but suboptimal answer', () => {
    const p: IlpProblem = {
      varNames: ['x', 'y'],
      constraints: [{ coeffs: [1, 1], constant: 0, kind: 'eq' }, { coeffs: [1, 0], constant: 3, kind: 'ge' }, { coeffs: [-1, 0], constant: 3, kind: 'ge' }],
      objectives: [{ coeffs: [1, 0], label: 'min x' }],
    };
    const lazy: IlpBackend = { name: 'lazy', solve: () => ({ status: 'optimal', values: [{ num: 0, den: 1 }, { num: 0, den: 1 }] }) };
    expect(lexmin(p, { backend: lazy }).rejected).to.deep.equal([]); // feasible: passes the default check
    const r = lexmin(p, { backend: lazy, certify: 'optimality' });
    expect(r.rejected[0]!.reason).to.match(/not optimal: objective min x/);
    if (r.status === 'optimal') expect(r.point).to.deep.equal([-3, 3]);
  });

  it('rejects and reports wrong, non-integral and throwing backends', () => {
    const p: IlpProblem = {
      varNames: ['x', 'y'],
      constraints: [
        { coeffs: [1, 1], constant: -3, kind: 'ge', label: 'x + y >= 3' },
        { coeffs: [1, 0], constant: 0, kind: 'ge' },
        { coeffs: [0, 1], constant: 0, kind: 'ge' },
      ],
      objectives: [{ coeffs: [1, 1] }, { coeffs: [1, 0] }],
    };
    const liar: IlpBackend = { name: 'liar', solve: () => ({ status: 'optimal', values: [{ num: 1, den: 1 }, { num: 1, den: 1 }] }) };
    const frac: IlpBackend = { name: 'frac', solve: () => ({ status: 'optimal', values: [{ num: 3, den: 2 }, { num: 3, den: 2 }] }) };
    const boom: IlpBackend = { name: 'boom', solve: () => { throw new Error('boom'); } };
    const r1 = lexmin(p, { backend: liar });
    expect(r1.status).to.equal('optimal');
    expect(r1.rejected[0]!.reason).to.match(/violates constraint x \+ y >= 3/);
    if (r1.status === 'optimal') expect(r1.point).to.deep.equal([0, 3]);
    expect(lexmin(p, { backend: frac }).rejected[0]!.reason).to.match(/non-integral/);
    expect(lexmin(p, { backend: boom }).rejected[0]!.reason).to.match(/threw: boom/);
    expect(lexmin(p, { backend: liar, fallback: null }).status).to.equal('unknown');
  });

  it('continuous variables take rational values', () => {
    const p: IlpProblem = {
      varNames: ['lambda', 'k'],
      constraints: [{ coeffs: [2, 0], constant: -1, kind: 'ge' }, { coeffs: [3, -1], constant: 0, kind: 'ge' }, { coeffs: [0, 1], constant: 0, kind: 'ge' }],
      objectives: [{ coeffs: [1, 0] }, { coeffs: [0, -1] }],
      continuous: [true, false],
    };
    const r = lexmin(p);
    expect(r.status).to.equal('optimal');
    if (r.status === 'optimal') {
      expect(r.values[0]).to.deep.equal({ num: 1, den: 2 });
      expect(r.values[1]).to.deep.equal({ num: 1, den: 1 });
      expect(r.point).to.equal(null);
    }
  });

  it('branch and bound: deep trees, resumed and restarted, agree with brute force', () => {
    // 7x - 5y = 1 + 3z has integer points, 14x - 10y = 1 has none; in a box of +-20 the search goes deep enough
    // that nodes resume from their parent's tableau, and start afresh after long dives.
    const box = (n: number, b: number) => Array.from({ length: n }, (_, i) => [1, -1].map((s) => Array.from({ length: n + 1 }, (_, j) => (j === i ? s : j === n ? b : 0)))).flat();
    const some = branchAndBound({ nVar: 3, eqs: [[7, -5, -3, -1]], ineqs: box(3, 20) }, [[1, 1, 1, 0], [1, 0, 0, 0], [0, 1, 0, 0]]);
    expect(some.status).to.equal('optimal');
    const lexLess = (a: number[], b: number[]): boolean => {
      const i = a.findIndex((k, j) => k !== b[j]);
      return i >= 0 && a[i]! < b[i]!;
    };
    let best: number[] | null = null;
    for (const [x, y, z] of boxPoints(3, -20, 20)) {
      if (7 * x! - 5 * y! - 3 * z! !== 1) continue;
      const key = [x! + y! + z!, x!, y!];
      if (best === null || lexLess(key, best)) best = key;
    }
    if (some.status === 'optimal') expect(some.objectiveValues.map((v) => v.num)).to.deep.equal(best);
    const none = branchAndBound({ nVar: 2, eqs: [], ineqs: [[14, -10, -1], [-14, 10, 1], ...box(2, 20)] }, []);
    expect(none.status).to.equal('infeasible');
    // Unbounded and lattice-free: the relaxation is feasible at every depth, so only the node limit ends the dive.
    const dive = branchAndBound({ nVar: 2, eqs: [], ineqs: [[14, -10, -1], [-14, 10, 1]] }, [], { nodeLimit: 3000 });
    expect(dive).to.deep.equal({ status: 'node-limit', nodes: 3000 });
  });

  it('integer lexmin by emptiness tests equals brute force', () => {
    fc.assert(
      fc.property(problemArb, (r) => {
        const p = toProblem(r);
        const n = p.varNames.length;
        // Only the random objectives: integerLexmin breaks ties by x0, x1, ... itself, as toProblem's do.
        const res = integerLexmin(problemSystem(p), r.objs.map((c) => [...c, 0]));
        const brute = bruteLexmin(p);
        if (brute === null) expect(res.kind).to.equal('empty');
        else expect(res).to.deep.equal({ kind: 'point', values: brute.slice(0, n) });
      }),
      { numRuns: 300 },
    );
  });

  it('exact backend: where branch and bound needs thousands of nodes, the search by emptiness tests answers', () => {
    // 2(x0 + ... + x10) + y = 11 over 0/1 x and 0 <= y <= 3: the relaxation has y = 0 at every node until the
    // x are nearly all fixed (Jeroslow's parity), so proving y >= 1 takes branch and bound ~1800 nodes.
    const n = 11;
    const unit = (i: number, c: number) => Array.from({ length: n + 1 }, (_, j) => (j === i ? c : 0));
    const p: IlpProblem = {
      varNames: [...Array.from({ length: n }, (_, i) => `x${i}`), 'y'],
      constraints: [
        { coeffs: [...Array(n).fill(2), 1], constant: -n, kind: 'eq' },
        ...Array.from({ length: n + 1 }, (_, i) => [
          { coeffs: unit(i, 1), constant: 0, kind: 'ge' as const },
          { coeffs: unit(i, -1), constant: i === n ? 3 : 1, kind: 'ge' as const },
        ]).flat(),
      ],
      objectives: [{ coeffs: unit(n, 1) }, ...Array.from({ length: n }, (_, i) => ({ coeffs: unit(i, 1) }))],
    };
    const sys = problemSystem(p);
    const objs = p.objectives.map((o) => [...o.coeffs, 0]);
    expect(branchAndBound(sys, objs, { nodeLimit: 50 }).status).to.equal('node-limit');
    const res = lexmin(p, { backend: exactBackend(), fallback: null });
    expect(res.status).to.equal('optimal');
    // y = 1 and the five last x at 1, as brute force over the 2^11 * 4 points says.
    let best: number[] | null = null;
    for (let m = 0; m < 1 << n; m++)
      for (let y = 0; y <= 3; y++) {
        const x = Array.from({ length: n }, (_, i) => (m >> (n - 1 - i)) & 1);
        if (2 * x.reduce((a, b) => a + b, 0) + y !== n) continue;
        const key = [y, ...x];
        if (best === null || key.findIndex((k, j) => k !== best![j]) >= 0 && key[key.findIndex((k, j) => k !== best![j])]! < best[key.findIndex((k, j) => k !== best![j])]!) best = key;
      }
    if (res.status === 'optimal') expect([res.point![n], ...res.point!.slice(0, n)].map(Number)).to.deep.equal(best);
    expect(best).to.deep.equal([1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    // Without y, the equation 2(x0 + ... + x10) = 11 has no integer point: the search proves it at once.
    const parity: IlpProblem = { ...p, varNames: p.varNames.slice(0, n), constraints: [{ coeffs: Array(n).fill(2), constant: -n, kind: 'eq' }, ...p.constraints.slice(1, 1 + 2 * n).map((c) => ({ ...c, coeffs: c.coeffs.slice(0, n) }))], objectives: p.objectives.slice(1).map((o) => ({ coeffs: o.coeffs.slice(0, n) })) };
    expect(branchAndBound(problemSystem(parity), [], { nodeLimit: 50 }).status).to.equal('node-limit');
    expect(lexmin(parity, { backend: exactBackend(), fallback: null }).status).to.equal('infeasible');
  });

  it('reports unbounded problems', () => {
    const p: IlpProblem = { varNames: ['x'], constraints: [{ coeffs: [1], constant: 0, kind: 'ge' }], objectives: [{ coeffs: [-1] }] };
    expect(lexmin(p).status).to.equal('unknown');
  });
});
