// Schedule-tree operations (src/schedule/treeOps.ts) on small scops: what each makes of the tree, that the ones
// meant to keep the execution order keep it instance for instance, and which results the legality check accepts.

import { expect } from 'chai';
import { computeDependences } from '../../src/poly/dependences.js';
import type { Int } from '../../src/poly/int.js';
import { parseBasicSet, parseUnionSet } from '../../src/poly/islParser.js';
import { printUnionSet } from '../../src/poly/islPrinter.js';
import { buildScop, executeLoopNest, type LoopNode } from '../../src/poly/loopNest.js';
import { acc, add, loop, stmt, sub } from '../../src/poly/loopNestDsl.js';
import { type Scop, scopDomain } from '../../src/poly/scop.js';
import { flattenTree, scheduleOf } from '../../src/schedule/flatten.js';
import { initialTree } from '../../src/schedule/initialTree.js';
import type { ScheduleTree } from '../../src/schedule/tree.js';
import { TreeCursor } from '../../src/schedule/treeCursor.js';
import {
  bandCombine,
  bandMemberSetCoincident,
  bandOrder,
  bandPermuteMembers,
  bandSetPermutable,
  bandSink,
  bandSplit,
  bandTile,
  bandTransform,
  nodeInsertContext,
  nodeInsertFilter,
  nodeInsertMark,
  sequenceFuseBands,
  sequenceReorderChildren,
} from '../../src/schedule/treeOps.js';
import { parseScheduleTree, printScheduleTree } from '../../src/schedule/treeText.js';
import { verifyTree } from '../../src/schedule/verify.js';
import { classicKernels } from '../poly/classicKernels.js';

interface Program {
  readonly scop: Scop;
  readonly body: readonly LoopNode[];
  readonly values: readonly Int[];
}

function program(name: string, params: string[], body: LoopNode[], values: Int[]): Program {
  return { scop: buildScop(name, params, body), body, values };
}

function classic(name: string, values: Int[]): Program {
  const k = classicKernels.find((x) => x.name === name)!;
  return program(name, k.params, k.body, values);
}

/** A tree over the program's domain; `body` is the YAML below the domain node. */
function treeOf(p: Program, body: string): ScheduleTree {
  return parseScheduleTree(`domain: "${printUnionSet(scopDomain(p.scop))}"\nchild:\n${body.replace(/^/gm, '  ')}\n`);
}

/** Every instance the program runs, in the order `tree` runs them (`S1[0, 2]`); ties are an error. */
function executionOrder(p: Program, tree: ScheduleTree): string[] {
  const pieces = flattenTree(tree);
  const params = p.scop.params;
  const timed: { name: string; time: Int[] }[] = [];
  executeLoopNest(p.body, Object.fromEntries(params.map((x, i) => [x, p.values[i]!])), (st, iters) => {
    const time = scheduleOf(pieces, params, p.values, st.name, iters);
    expect(time, `${st.name}[${iters.join(', ')}] is scheduled`).to.not.equal(null);
    timed.push({ name: `${st.name}[${iters.join(', ')}]`, time: time! });
  });
  const cmp = (a: Int[], b: Int[]): number => {
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! < b[k]! ? -1 : 1;
    return 0;
  };
  timed.sort((a, b) => cmp(a.time, b.time));
  timed.forEach((t, i) => i > 0 && expect(cmp(timed[i - 1]!.time, t.time), `${timed[i - 1]!.name} and ${t.name} at the same time`).to.not.equal(0));
  return timed.map((t) => t.name);
}

function legal(p: Program, tree: ScheduleTree): string[] {
  return verifyTree(p.scop, computeDependences(p.scop, { distances: false }), tree).map((v) => `${v.kind} ${v.path}`);
}

function schedules(tree: ScheduleTree): string[] {
  return printScheduleTree(tree)
    .split('\n')
    .filter((l) => /schedule:|sequence|filter|mark|context|permutable|coincident/.test(l))
    .map((l) => l.trim());
}

const matmul = classic('matmul', [3]);
const seidel = classic('seidel2d', [2, 5]);
/** Two loops, the second reading what the first wrote at the same index. */
const twoLoops = program(
  'two-loops',
  ['N'],
  [loop('i', 0, 'N', stmt('S0', [acc('A', 'i')], [acc('X', 'i')])), loop('i', 0, 'N', stmt('S1', [acc('B', 'i')], [acc('A', 'i')]))],
  [5],
);
/** A loop of two statements, the second reading what the first wrote one iteration before. */
const shifted = program('shifted', ['N'], [loop('i', 1, 'N', stmt('S0', [acc('A', 'i')], [acc('X', 'i')]), stmt('S1', [acc('B', 'i')], [acc('A', sub('i', 1))]))], [6]);

const seidelSkewed = `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(t + i)] }, { S0[t, i, j] -> [(2t + i + j)] }]"\npermutable: 1`;

describe('schedule/treeOps', () => {
  describe('cursor', () => {
    it('names its node by the path from the root and knows the instances that reach it', () => {
      const t = initialTree(matmul.scop);
      const c = TreeCursor.at(t, [0, 0, 0, 1, 0]);
      expect(c.node.kind).to.equal('band');
      expect(c.describe()).to.equal('domain/band/band/sequence[1]/filter/band');
      expect([...c.activeStatements()]).to.deep.equal(['S1']);
      expect(() => c.child(1)).to.throw(/has no child 1/);
    });

    it('replaces a node without touching the old tree', () => {
      const t = initialTree(matmul.scop);
      const before = printScheduleTree(t);
      const c = nodeInsertMark(TreeCursor.at(t, [0]), 'kernel');
      expect(printScheduleTree(t)).to.equal(before);
      expect(c.tree.child.kind).to.equal('mark');
    });
  });

  describe('operations that keep the order', () => {
    it('band split and combine: seidel-2d skewed, split after each member and combined back', () => {
      const t = treeOf(seidel, seidelSkewed);
      const order = executionOrder(seidel, t);
      for (const pos of [1, 2]) {
        const split = bandSplit(TreeCursor.at(t, [0]), pos);
        expect(split.node.kind === 'band' && split.node.members.length).to.equal(pos);
        expect(executionOrder(seidel, split.tree)).to.deep.equal(order);
        expect(legal(seidel, split.tree)).to.deep.equal([]);
        const back = bandCombine(split, true);
        expect(printScheduleTree(back.tree)).to.equal(printScheduleTree(t));
      }
    });

    it('band combine of the initial tree of matmul: i and j in one band, not marked permutable', () => {
      const t = initialTree(matmul.scop);
      const c = bandCombine(TreeCursor.at(t, [0]));
      expect(schedules(c.tree)[0]).to.equal('schedule: "[N] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1, i2] -> [(i0)] }, { S0[i0, i1] -> [(i1)]; S1[i0, i1, i2] -> [(i1)] }]"');
      expect(c.node.kind === 'band' && c.node.permutable).to.equal(false);
      expect(executionOrder(matmul, c.tree)).to.deep.equal(executionOrder(matmul, t));
      expect(() => bandCombine(c)).to.throw(/has a sequence child, not a band/);
    });

    it('insert mark, context and filter (a filter on a filter intersects)', () => {
      const t = initialTree(matmul.scop);
      const order = executionOrder(matmul, t);
      const marked = nodeInsertMark(TreeCursor.at(t, [0, 0]), 'parallel');
      expect(executionOrder(matmul, marked.tree)).to.deep.equal(order);
      const context = nodeInsertContext(TreeCursor.at(marked.tree, [0]), parseBasicSet('[N] -> { : N >= 1 }'));
      expect(schedules(context.tree)).to.include('context: "[N] -> { : 1 <= N }"');
      expect(executionOrder(matmul, context.tree)).to.deep.equal(order);
      const filter = nodeInsertFilter(TreeCursor.at(t, [0, 0, 0, 1]), parseUnionSet('[N] -> { S1[i, j, k] : k < N }'));
      expect(filter.node.kind === 'filter' && printUnionSet(filter.node.filter)).to.equal('[N] -> { S1[i0, i1, i2] : i2 < N }');
      expect(executionOrder(matmul, filter.tree)).to.deep.equal(order);
      expect(schedules(marked.tree)).to.include('mark: "parallel"');
      expect(() => nodeInsertMark(TreeCursor.at(t, [0, 0, 0, 1]), 'x')).to.throw(/must stay filters/);
    });

    it('coincident and permutable flags change no order', () => {
      const t = treeOf(seidel, seidelSkewed);
      const c = bandMemberSetCoincident(bandSetPermutable(TreeCursor.at(t, [0]), false), 2, true);
      expect(executionOrder(seidel, c.tree)).to.deep.equal(executionOrder(seidel, t));
      expect(c.node.kind === 'band' && c.node.members.map((m) => m.coincident)).to.deep.equal([false, false, true]);
      // The flag is a claim the legality check tests: member 2 carries dependences.
      expect(legal(seidel, c.tree)).to.include('coincident domain/band');
    });
  });

  describe('operations that change the order', () => {
    it('band tile: a permutable band of matmul tiled 2x2 is legal and visits tile by tile', () => {
      const t = bandCombine(TreeCursor.at(initialTree(matmul.scop), [0]), true);
      const tiled = bandTile(t, [2, 2]);
      expect(schedules(tiled.tree).slice(0, 4)).to.deep.equal([
        'schedule: "[N] -> [{ S0[i0, i1] -> [(floor((i0)/2))]; S1[i0, i1, i2] -> [(floor((i0)/2))] }, { S0[i0, i1] -> [(floor((i1)/2))]; S1[i0, i1, i2] -> [(floor((i1)/2))] }]"',
        'permutable: 1',
        'schedule: "[N] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1, i2] -> [(i0)] }, { S0[i0, i1] -> [(i1)]; S1[i0, i1, i2] -> [(i1)] }]"',
        'permutable: 1',
      ]);
      expect(legal(matmul, tiled.tree)).to.deep.equal([]);
      const order = executionOrder(matmul, tiled.tree).filter((s) => s.startsWith('S0'));
      expect(order.slice(0, 5)).to.deep.equal(['S0[0, 0]', 'S0[0, 1]', 'S0[1, 0]', 'S0[1, 1]', 'S0[0, 2]']);
    });

    it('band tile: a size of 1 keeps the member whole in the tile band and out of the point band', () => {
      const t = bandCombine(TreeCursor.at(initialTree(matmul.scop), [0]), true);
      const tiled = bandTile(t, [1, 2]);
      expect(schedules(tiled.tree)[0]).to.contain('{ S0[i0, i1] -> [(i0)]; S1[i0, i1, i2] -> [(i0)] }, { S0[i0, i1] -> [(floor((i1)/2))]');
      expect(schedules(tiled.tree)[2]).to.equal('schedule: "[N] -> [{ S0[i0, i1] -> [(i1)]; S1[i0, i1, i2] -> [(i1)] }]"');
      expect(legal(matmul, tiled.tree)).to.deep.equal([]);
      expect(() => bandTile(t, [1, 1])).to.throw(/nothing to tile/);
      expect(() => bandTile(t, [2])).to.throw(/1 tile sizes for a band of 2 members/);
    });

    it('band tile on a band that is not permutable: the legality check rejects the result', () => {
      const t = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"`);
      expect(legal(seidel, t)).to.deep.equal([]);
      expect(legal(seidel, bandTile(TreeCursor.at(t, [0]), [2, 2, 2]).tree)).to.include('order domain/band');
    });

    it('band member permutation: legal in a permutable band, caught when it breaks a dependence', () => {
      const t = treeOf(seidel, seidelSkewed);
      expect(legal(seidel, bandPermuteMembers(TreeCursor.at(t, [0]), [2, 0, 1]).tree)).to.deep.equal([]);
      const plain = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"`);
      expect(legal(seidel, bandPermuteMembers(TreeCursor.at(plain, [0]), [1, 0, 2]).tree)).to.include('order domain/band');
      expect(() => bandPermuteMembers(TreeCursor.at(t, [0]), [0, 0, 1])).to.throw(/not a permutation/);
    });

    it('band transform: the wavefront of a permutable band stays legal and permutable', () => {
      const t = treeOf(seidel, seidelSkewed);
      const wave = bandTransform(TreeCursor.at(t, [0]), [[1, 1, 0], [0, 1, 0], [0, 0, 1]], true);
      expect(schedules(wave.tree)[0]).to.equal('schedule: "[T, N] -> [{ S0[i0, i1, i2] -> [(2i0 + i1)] }, { S0[i0, i1, i2] -> [(i0 + i1)] }, { S0[i0, i1, i2] -> [(2i0 + i1 + i2)] }]"');
      expect(legal(seidel, wave.tree)).to.deep.equal([]);
    });

    it('sequence fuse (Figure 3): two loops fused into one band over a sequence of the two statements', () => {
      const t = initialTree(twoLoops.scop);
      const fused = sequenceFuseBands(TreeCursor.at(t, [0]), 0);
      expect(schedules(fused.tree)).to.deep.equal([
        'sequence:',
        '- filter: "[N] -> { S0[i0]; S1[i0] }"',
        'schedule: "[N] -> [{ S0[i0] -> [(i0)]; S1[i0] -> [(i0)] }]"',
        'sequence:',
        '- filter: "[N] -> { S0[i0] }"',
        '- filter: "[N] -> { S1[i0] }"',
      ]);
      expect(legal(twoLoops, fused.tree)).to.deep.equal([]);
      expect(executionOrder(twoLoops, fused.tree).slice(0, 3)).to.deep.equal(['S0[0]', 'S1[0]', 'S0[1]']);
    });

    it('sequence fuse across a backward dependence: the legality check rejects it', () => {
      const p = program('backward', ['N'], [loop('i', 0, 'N', stmt('S0', [acc('A', 'i')], [])), loop('i', 0, 'N', stmt('S1', [acc('B', 'i')], [acc('A', add('i', 1))]))], [5]);
      const fused = sequenceFuseBands(TreeCursor.at(initialTree(p.scop), [0]), 0);
      expect(legal(p, fused.tree)).to.deep.equal(['order domain/sequence[0]/filter/band']);
    });

    it('band order (Figure 4): a fused loop distributed by statement, and filters that miss instances rejected', () => {
      const t = initialTree(shifted.scop);
      const [s0, s1] = [parseUnionSet('[N] -> { S0[i] }'), parseUnionSet('[N] -> { S1[i] }')];
      const ordered = bandOrder(TreeCursor.at(t, [0]), s0, s1);
      expect(ordered.node.kind).to.equal('sequence');
      expect(legal(shifted, ordered.tree)).to.deep.equal([]);
      expect(executionOrder(shifted, ordered.tree).slice(0, 6)).to.deep.equal(['S0[1]', 'S0[2]', 'S0[3]', 'S0[4]', 'S0[5]', 'S1[1]']);
      // The other order breaks S0[i - 1] -> S1[i].
      expect(legal(shifted, bandOrder(TreeCursor.at(t, [0]), s1, s0).tree)).to.include('order domain/sequence');
      expect(() => bandOrder(TreeCursor.at(t, [0]), s0, parseUnionSet('[N] -> { S1[i] : i <= 3 }'))).to.throw(/instances of S1 at the band are in neither filter/);
      expect(() => bandOrder(TreeCursor.at(t, [0]), s0, parseUnionSet('[N] -> { S0[i] : i <= 3; S1[i] }'))).to.throw(/share instances/);
    });

    it('sequence reorder: independent statements may swap, dependent ones may not', () => {
      const t = initialTree(twoLoops.scop);
      const swapped = sequenceReorderChildren(TreeCursor.at(t, [0]), [1, 0]);
      expect(executionOrder(twoLoops, swapped.tree)[0]).to.equal('S1[0]');
      expect(legal(twoLoops, swapped.tree)).to.include('order domain/sequence');
      expect(legal(twoLoops, sequenceReorderChildren(TreeCursor.at(t, [0]), [0, 1]).tree)).to.deep.equal([]);
    });

    it('band sink: the j loop of matmul moved to the leaves, below k for the product (legal: k and j commute)', () => {
      const t = initialTree(matmul.scop);
      const sunk = bandSink(TreeCursor.at(t, [0, 0]));
      expect(schedules(sunk.tree)).to.deep.equal([
        'schedule: "[N] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1, i2] -> [(i0)] }]"',
        'sequence:',
        '- filter: "[N] -> { S0[i0, i1] }"',
        'schedule: "[N] -> [{ S0[i0, i1] -> [(i1)] }]"',
        '- filter: "[N] -> { S1[i0, i1, i2] }"',
        'schedule: "[N] -> [{ S1[i0, i1, i2] -> [(i2)] }]"',
        'schedule: "[N] -> [{ S1[i0, i1, i2] -> [(i1)] }]"',
      ]);
      // All initializations of a row now run before its products: still legal.
      expect(legal(matmul, sunk.tree)).to.deep.equal([]);
    });
  });
});
