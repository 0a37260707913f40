// Random loop nests (imperfect nests, shifted and transposed accesses, triangular bounds, guards): every style
// finds a schedule that verifyTree accepts, or says it found none (never an illegal tree, never a crash).

import { expect } from 'chai';
import fc from 'fast-check';
import { computeDependences } from '../../../src/poly/dependences.js';
import { type LoopNode, buildScop } from '../../../src/poly/loopNest.js';
import { acc, add, ge, iff, loop, stmt, sub } from '../../../src/poly/loopNestDsl.js';
import { STYLES, scheduleScop, styleConfig } from '../../../src/schedule/scheduler/index.js';
import { violations } from './helpers.js';

const ITERS = ['i', 'j', 'k'];
const ARRAYS = ['A', 'B'];

interface Shape {
  /** Per statement: loop depth (1..3), written array, subscripts offsets, read arrays with offsets, transposed read. */
  readonly stmts: readonly { depth: number; write: number; wOff: number; reads: { array: number; off: number; swap: boolean }[] }[];
  /** Share the outermost loop between consecutive statements. */
  readonly shareOuter: boolean;
  readonly triangular: boolean;
  readonly guard: boolean;
}

const shapeArb: fc.Arbitrary<Shape> = fc.record({
  stmts: fc.array(
    fc.record({
      depth: fc.integer({ min: 1, max: 3 }),
      write: fc.integer({ min: 0, max: 1 }),
      wOff: fc.integer({ min: -1, max: 1 }),
      reads: fc.array(fc.record({ array: fc.integer({ min: 0, max: 1 }), off: fc.integer({ min: -1, max: 1 }), swap: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  shareOuter: fc.boolean(),
  triangular: fc.boolean(),
  guard: fc.boolean(),
});

/** Arrays are 2-d: subscripts (first iterator + offset, last iterator), swapped for a transposed read. */
function nest(s: Shape): LoopNode[] {
  const body = (k: number): LoopNode => {
    const st = s.stmts[k]!;
    const its = ITERS.slice(0, st.depth);
    const first = its[0]!;
    const last = its[its.length - 1]!;
    const sub2 = (off: number, swap: boolean) => (swap ? [last, add(first, off)] : [add(first, off), last]);
    const node = stmt(`S${k}`, [acc(ARRAYS[st.write]!, ...sub2(st.wOff, false))], st.reads.map((r) => acc(ARRAYS[r.array]!, ...sub2(r.off, r.swap))));
    return s.guard && k === 0 ? iff([ge(sub(first, 1))], [node]) : node;
  };
  const inner = (k: number, level: number): LoopNode => {
    const st = s.stmts[k]!;
    if (level >= st.depth) return body(k);
    const it = ITERS[level]!;
    const hi = s.triangular && level === 1 ? add(ITERS[0]!, 1) : sub('N', 1);
    return loop(it, 1, hi, inner(k, level + 1));
  };
  if (s.shareOuter) {
    return [loop('i', 1, sub('N', 1), ...s.stmts.map((_, k) => inner(k, 1)))];
  }
  return s.stmts.map((_, k) => inner(k, 0));
}

describe('schedule/random loop nests in every style', function () {
  this.timeout(120000);
  it('every tree found is legal', () => {
    fc.assert(
      fc.property(shapeArb, (shape) => {
        const scop = buildScop('random', ['N'], nest(shape));
        const deps = computeDependences(scop);
        for (const style of STYLES) {
          const r = scheduleScop(scop, { config: styleConfig(style), dependences: deps });
          if (r.tree === null) continue;
          expect(violations(scop, deps, r.tree), style).to.deep.equal([]);
        }
      }),
      { numRuns: 40, seed: 20261124 },
    );
  });
});
