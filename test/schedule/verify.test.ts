// The legality check: wrong trees (reversed loop, bad interchange, swapped or unordered statements, false coincident
// or permutable flags) are rejected with the dependence and the place, legal ones accepted; real isl agrees.

import { expect } from 'chai';
import { computeDependences } from '../../src/poly/dependences.js';
import { printBasicMap, printUnionSet } from '../../src/poly/islPrinter.js';
import { buildScop } from '../../src/poly/loopNest.js';
import { type Scop, scopDomain } from '../../src/poly/scop.js';
import { initialTree } from '../../src/schedule/initialTree.js';
import { type BandNode, type FilterNode, type ScheduleNode, type ScheduleTree, type SequenceNode, childrenOf } from '../../src/schedule/tree.js';
import { parseScheduleTree, printScheduleTree } from '../../src/schedule/treeText.js';
import { type TreeViolation, liveDependences, markCoincidentMembers, verifyAndMark, verifySubtree, verifyTree } from '../../src/schedule/verify.js';
import { classicKernels } from '../poly/classicKernels.js';
import { kernelScops, kernels } from '../poly/kernelModules.js';
import { islVerdict, skipWithoutIsl } from './islTree.js';

function classic(name: string): Scop {
  const k = classicKernels.find((x) => x.name === name)!;
  return buildScop(name, k.params, k.body);
}

/** A tree over the scop's domain; `body` is the YAML below the domain node (indented by two). */
function treeOf(scop: Scop, body: string): ScheduleTree {
  return parseScheduleTree(`domain: "${printUnionSet(scopDomain(scop))}"\nchild:\n${body.replace(/^/gm, '  ')}\n`);
}

function violations(scop: Scop, tree: ScheduleTree): TreeViolation[] {
  return verifyTree(scop, computeDependences(scop, { distances: false }), tree);
}

/** The coincident flags of the bands at and below `n`, in tree order. */
function flags(n: ScheduleNode): boolean[][] {
  return [...(n.kind === 'band' ? [n.members.map((m) => m.coincident)] : []), ...childrenOf(n).flatMap(flags)];
}

/** kind, place and dependence of each violation, for compact expectations. */
function summary(vs: readonly TreeViolation[]): string[] {
  return [...new Set(vs.map((v) => `${v.kind} ${v.path}${v.member === null ? '' : `#${v.member}`} ${v.dependence ? `${v.dependence.kind} ${v.dependence.source}->${v.dependence.sink}` : ''}`.trim()))].sort();
}

const seidel = classic('seidel2d');
const jacobi = classic('jacobi1d');
const matmul = classic('matmul');

/** Pluto's seidel-2d band: skewed so that every dependence is non-negative on every member. */
const seidelSkewed = `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(t + i)] }, { S0[t, i, j] -> [(2t + i + j)] }]"
permutable: 1`;

describe('schedule/verify', () => {
  describe('accepts legal trees', () => {
    for (const k of classicKernels) {
      it(`the initial tree of ${k.name}`, () => {
        const scop = buildScop(k.name, k.params, k.body);
        expect(violations(scop, initialTree(scop))).to.deep.equal([]);
      });
    }

    it('matmul with i and j interchanged, both parallel, the reduction loop innermost', () => {
      const t = treeOf(
        matmul,
        `schedule: "[{ S0[i, j] -> [(j)]; S1[i, j, k] -> [(j)] }, { S0[i, j] -> [(i)]; S1[i, j, k] -> [(i)] }]"
permutable: 1
coincident: [ 1, 1 ]
child:
  sequence:
  - filter: "{ S0[i, j] }"
  - filter: "{ S1[i, j, k] }"
    child:
      schedule: "[{ S1[i, j, k] -> [(k)] }]"`,
      );
      expect(violations(matmul, t)).to.deep.equal([]);
    });

    it('seidel-2d skewed into one permutable band (the tilable form)', () => {
      expect(violations(seidel, treeOf(seidel, seidelSkewed))).to.deep.equal([]);
    });

    it('marks exactly the parallel loops coincident', () => {
      const deps = computeDependences(matmul, { distances: false });
      const marked = printScheduleTree(markCoincidentMembers(matmul, deps, initialTree(matmul)));
      // i and j are parallel; k carries the reduction.
      expect(marked.match(/coincident: \[ 1 \]/g)?.length).to.equal(2);
      expect(verifyTree(matmul, deps, parseScheduleTree(marked))).to.deep.equal([]);
    });
  });

  it('gives a tree checked again, or read back from its text, the verdict of its first check (each text is checked once)', () => {
    const deps = computeDependences(seidel, { distances: false });
    const reversed = `schedule: "[{ S0[t, i, j] -> [(-t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"`;
    const bad = treeOf(seidel, reversed);
    const good = treeOf(seidel, seidelSkewed);
    const first = summary(verifyTree(seidel, deps, bad));
    expect(first).to.include('order domain/band#0 raw S0->S0');
    expect(verifyTree(seidel, deps, good)).to.deep.equal([]);
    // Asked again in any order, and for new trees with the same texts.
    expect(summary(verifyTree(seidel, deps, bad))).to.deep.equal(first);
    expect(summary(verifyTree(seidel, deps, parseScheduleTree(printScheduleTree(bad))))).to.deep.equal(first);
    expect(verifyTree(seidel, deps, parseScheduleTree(printScheduleTree(good)))).to.deep.equal([]);
    // The same tree against the dependences of another scop is checked anew (jacobi's tree does not fit seidel's).
    expect(summary(violations(jacobi, treeOf(jacobi, `schedule: "[{ S0[t, i] -> [(-t)]; S1[t, i] -> [(-t)] }]"`)))).to.not.deep.equal([]);
    // The marked tree reads back legal, with its flags.
    const marked = markCoincidentMembers(seidel, deps, good);
    expect(verifyTree(seidel, deps, parseScheduleTree(printScheduleTree(marked)))).to.deep.equal([]);
  });

  it('checks a subtree with the pairs its ancestors leave unordered: the whole check\'s verdict and flags there', () => {
    const deps = computeDependences(jacobi, { distances: false });
    // Below the time loop, S0 and S1 are ordered by the sequence only in the right order.
    const tree = (first: string, second: string) =>
      treeOf(
        jacobi,
        `schedule: "[{ S0[t, i] -> [(t)]; S1[t, i] -> [(t)] }]"
child:
  sequence:
  - filter: "{ ${first}[t, i] }"
    child:
      schedule: "[{ ${first}[t, i] -> [(i)] }]"
  - filter: "{ ${second}[t, i] }"
    child:
      schedule: "[{ ${second}[t, i] -> [(i)] }]"`,
      );
    const good = verifySubtree(jacobi, deps, tree('S0', 'S1'), [0, 0]);
    expect(good.violations).to.deep.equal([]);
    // The flags of its bands are those the whole check gives there: each i loop is parallel once t orders the rest.
    const whole = verifyAndMark(jacobi, deps, tree('S0', 'S1')).marked;
    const below = childrenOf(childrenOf(whole)[0]!)[0]!;
    expect(flags(good.marked)).to.deep.equal(flags(below));
    expect(flags(good.marked)).to.deep.equal([[true], [true]]);
    const bad = verifySubtree(jacobi, deps, tree('S1', 'S0'), [0, 0]);
    expect(bad.violations.map((v) => v.kind)).to.include('order');
    expect(bad.violations[0]!.message).to.contain('the source is in child 1, the sink in child 0');
  });

  it('answers the pairs live at a node of edited trees as a walk from scratch does (the steps it keeps are exact)', () => {
    const deps = computeDependences(jacobi, { distances: false });
    /** The live pairs, printed; `fresh`: asked of an analysis object never seen (nothing kept for it). */
    const live = (t: ScheduleTree, path: number[], fresh: boolean) =>
      liveDependences(jacobi, fresh ? { ...deps } : deps, t, path).map((l) => `${l.dep.kind} ${printBasicMap(l.rel)}`);
    const tree = (outer: string, inner: string) =>
      treeOf(
        jacobi,
        `schedule: "[{ S0[t, i] -> [(${outer})]; S1[t, i] -> [(${outer})] }]"
child:
  sequence:
  - filter: "{ S0[t, i] }"
    child:
      schedule: "[{ S0[t, i] -> [(${inner})] }]"
  - filter: "{ S1[t, i] }"
    child:
      schedule: "[{ S1[t, i] -> [(i)] }]"`,
      );
    const a = tree('t', 'i');
    // At the sequence: the pairs between S0 and S1 of one time step.
    const inside = [0, 0];
    const expected = live(a, inside, true);
    expect(expected.length).to.be.greaterThan(0);
    expect(live(a, inside, false)).to.deep.equal(expected);
    expect(live(a, inside, false)).to.deep.equal(expected);
    // An edit below the outer band (S0's loop reversed, in a filter read anew) keeps the objects above it: the same
    // answer at the sequence; below the new filter, the answer from scratch.
    const filterOf = (t: ScheduleTree, k: number): ScheduleNode => childrenOf(childrenOf(childrenOf(t)[0]!)[0]!)[k]!;
    const outerBand = childrenOf(a)[0]! as BandNode;
    const sequence = outerBand.child as SequenceNode;
    const children = [filterOf(tree('t', '-i'), 0), filterOf(a, 1)] as FilterNode[];
    const edited: ScheduleTree = { ...a, child: { ...outerBand, child: { ...sequence, children } } };
    expect(live(edited, [0, 0, 0, 0], false)).to.deep.equal(live(edited, [0, 0, 0, 0], true));
    expect(live(edited, inside, false)).to.deep.equal(expected);
    // Another outer band (t + i instead of t) over the same domain object orders other pairs: answered anew.
    const other: ScheduleTree = { ...a, child: childrenOf(tree('t + i', 'i'))[0]! };
    expect(live(other, inside, false)).to.deep.equal(live(other, inside, true));
    expect(live(other, inside, false)).to.not.deep.equal(expected);
    // Above the outer band nothing is ordered yet: every validity pair (the empty ones left out).
    expect(live(a, [], false)).to.deep.equal(live(a, [], true));
    // Below each filter of a sequence at the root: each statement's own pairs, told apart by the filter.
    const split = treeOf(jacobi, `sequence:\n- filter: "{ S0[t, i] }"\n- filter: "{ S1[t, i] }"`);
    const own = [0, 1].map((k) => live(split, [0, k, 0], false));
    expect(own[0]).to.not.deep.equal(own[1]);
    expect(own).to.deep.equal([0, 1].map((k) => live(split, [0, k, 0], true)));
  });

  it('gives a tree read back from its text the marked flags of its first check', () => {
    const deps = computeDependences(matmul, { distances: false });
    const first = verifyAndMark(matmul, deps, initialTree(matmul));
    const again = parseScheduleTree(printScheduleTree(initialTree(matmul)));
    const second = verifyAndMark(matmul, deps, again);
    expect(second.violations).to.deep.equal([]);
    expect(printScheduleTree(second.marked)).to.equal(printScheduleTree(first.marked));
    expect(printScheduleTree(second.marked).match(/coincident: \[ 1 \]/g)?.length).to.equal(2);
  });

  describe('rejects wrong trees, naming the dependence and the place', () => {
    it('a reversed time loop', () => {
      const t = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(-t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"`);
      const vs = violations(seidel, t);
      expect(summary(vs)).to.include('order domain/band#0 raw S0->S0');
      const v = vs.find((x) => x.kind === 'order')!;
      expect(v.message).to.match(/^(RAW|WAR|WAW) dependence S0 -> S0 on A \(original level 1\): member 0 of the band at domain\/band runs the sink before the source$/);
      expect(v.example).to.match(/^S0\[-?\d+, -?\d+, -?\d+\] -> S0\[-?\d+, -?\d+, -?\d+\] \(T = -?\d+, N = -?\d+\)$/);
    });

    it('an interchange that breaks a dependence (seidel-2d with j outside i)', () => {
      const t = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(j)] }, { S0[t, i, j] -> [(i)] }]"`);
      expect(summary(violations(seidel, t))).to.include('order domain/band#1 raw S0->S0');
    });

    it('statements of a sequence in the wrong order', () => {
      const t = treeOf(
        jacobi,
        `schedule: "[{ S0[t, i] -> [(t)]; S1[t, i] -> [(t)] }]"
child:
  sequence:
  - filter: "{ S1[t, i] }"
    child:
      schedule: "[{ S1[t, i] -> [(i)] }]"
  - filter: "{ S0[t, i] }"
    child:
      schedule: "[{ S0[t, i] -> [(i)] }]"`,
      );
      const s = summary(violations(jacobi, t));
      expect(s).to.include('order domain/band/sequence raw S0->S1');
      expect(violations(jacobi, t).find((v) => v.path === 'domain/band/sequence')!.message).to.contain('the source is in child 1, the sink in child 0');
    });

    it('dependent statements under a set (no order at all)', () => {
      const t = treeOf(
        jacobi,
        `schedule: "[{ S0[t, i] -> [(t)]; S1[t, i] -> [(t)] }]"
child:
  set:
  - filter: "{ S0[t, i] }"
  - filter: "{ S1[t, i] }"`,
      );
      expect(summary(violations(jacobi, t))).to.include('order domain/band/set raw S0->S1');
    });

    it('instances left at the same time (a loop missing from the tree)', () => {
      const t = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(i)] }]"`);
      expect(summary(violations(seidel, t))).to.include('order domain/band raw S0->S0');
    });

    it('a coincident flag on a loop that carries a dependence', () => {
      const t = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"\ncoincident: [ 0, 1, 0 ]`);
      expect(summary(violations(seidel, t))).to.deep.equal(['coincident domain/band#1 raw S0->S0', 'coincident domain/band#1 war S0->S0']);
    });

    it('a permutable flag on a legal band that is not permutable', () => {
      const t = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"\npermutable: 1`);
      const s = summary(violations(seidel, t));
      expect(s.every((x) => x.startsWith('permutable domain/band#'))).to.equal(true);
      expect(s).to.include('permutable domain/band#2 raw S0->S0');
    });
  });

  describe('real isl agrees (isl_schedule_read_from_str, isl_schedule_get_map)', function () {
    this.timeout(120000);

    it('on the initial trees of the 30 polybench/ kernels, coincident members marked: every dependence ordered, every coincident member parallel, same map', function () {
      const tool = skipWithoutIsl(this);
      let members = 0;
      for (const k of kernels) {
        for (const x of kernelScops(k)) {
          const deps = computeDependences(x.scop, { distances: false });
          const tree = markCoincidentMembers(x.scop, deps, initialTree(x.scop));
          expect(verifyTree(x.scop, deps, tree), x.scop.name).to.deep.equal([]);
          const out = islVerdict(tool, x.scop, tree);
          expect(out, x.scop.name).to.match(/^map: equal\nraw: ordered\nwar: ordered\nwaw: ordered\ncoincident: \d+ members, 0 not parallel\npermutable: 0 bands, 0 members with a negative distance\n$/);
          members += Number(/coincident: (\d+)/.exec(out)![1]);
        }
      }
      expect(members, 'coincident members checked').to.be.greaterThan(50);
    });

    it('on the wrong trees above: isl finds the same kind of violation', function () {
      const tool = skipWithoutIsl(this);
      const reversed = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(-t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"`);
      expect(islVerdict(tool, seidel, reversed)).to.match(/raw: violated/);
      const coincident = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"\ncoincident: [ 0, 1, 0 ]`);
      expect(islVerdict(tool, seidel, coincident)).to.match(/raw: ordered\n.*\n.*\ncoincident: 1 members, 1 not parallel/);
      const permutable = treeOf(seidel, `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(i)] }, { S0[t, i, j] -> [(j)] }]"\npermutable: 1`);
      expect(islVerdict(tool, seidel, permutable)).to.match(/permutable: 1 bands, [1-9]\d* members with a negative distance/);
      expect(islVerdict(tool, seidel, treeOf(seidel, seidelSkewed))).to.match(/raw: ordered\nwar: ordered\nwaw: ordered\ncoincident: 0 members, 0 not parallel\npermutable: 1 bands, 0 members/);
    });
  });
});
