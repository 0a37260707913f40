// Schedule trees as text: exactly the layout isl prints (checked against real isl when libisl is installed), band
// expressions in isl's normal form, read back from our output and from isl's, and located errors for bad input.

import { expect } from 'chai';
import { DiagnosticError } from '../../src/ir/diagnostics.js';
import { parseMultiUnionAff } from '../../src/poly/islParser.js';
import { printMultiUnionAff } from '../../src/poly/quasiAffine.js';
import { computeDependences } from '../../src/poly/dependences.js';
import { initialTree } from '../../src/schedule/initialTree.js';
import { parseScheduleTree, printScheduleTree } from '../../src/schedule/treeText.js';
import { markCoincidentMembers } from '../../src/schedule/verify.js';
import { kernelScops, kernels } from '../poly/kernelModules.js';
import { islPrint, islSchedule, skipWithoutIsl, yamlSkeleton } from './islTree.js';

/** Every node kind isl's block printer lays out, as isl prints it (checked below against isl itself). */
const GOLDEN_BLOCK = `domain: "[n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < n; S1[i0] : 0 <= i0 < n }"
child:
  schedule: "[n] -> [{ S0[i0, i1] -> [(i0)]; S1[i0] -> [(i0)] }, { S0[i0, i1] -> [(floor((i1)/32))]; S1[i0] -> [(0)] }]"
  permutable: 1
  coincident: [ 1, 0 ]
  child:
    sequence:
    - filter: "[n] -> { S0[i0, i1] }"
      child:
        mark: "parallel"
        child:
          schedule: "[n] -> [{ S0[i0, i1] -> [(-1*((i1) mod 32))] }, { S0[i0, i1] -> [(n - i0 + 2i1)] }]"
          coincident: [ 0, 1 ]
    - filter: "[n] -> { S1[i0] }"
      child:
        set:
        - filter: "[n] -> { S1[i0] : i0 <= 5 }"
        - filter: "[n] -> { S1[i0] : 6 <= i0 < n }"
`;

const GOLDEN_FLOW =
  '{ domain: "[n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < n; S1[i0] : 0 <= i0 < n }", child: { schedule: "[n] -> [{ S0[i0, i1] -> [(i0)]; S1[i0] -> [(i0)] }, { S0[i0, i1] -> [(floor((i1)/32))]; S1[i0] -> [(0)] }]", permutable: 1, coincident: [ 1, 0 ], child: { sequence: [ { filter: "[n] -> { S0[i0, i1] }", child: { mark: "parallel", child: { schedule: "[n] -> [{ S0[i0, i1] -> [(-1*((i1) mod 32))] }, { S0[i0, i1] -> [(n - i0 + 2i1)] }]", coincident: [ 0, 1 ] } } }, { filter: "[n] -> { S1[i0] }", child: { set: [ { filter: "[n] -> { S1[i0] : i0 <= 5 }" }, { filter: "[n] -> { S1[i0] : 6 <= i0 < n }" } ] } } ] } } }';

/** The same tree as a user might write it: flow and block mixed, other dim names, comments, explicit zeros. */
const HANDWRITTEN = `# a hand-written tree
domain: "[n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < n; S1[i0] : 0 <= i0 < n }"
child:
  schedule: "[n] -> [{ S0[a, b] -> [(a)]; S1[k] -> [(k)] }, { S0[a, b] -> [(floor(b/32))]; S1[k] -> [(0)] }]"
  permutable: 1
  coincident: [1, 0]
  child:
    sequence:
      - filter: "[n] -> { S0[i0, i1] }"
        child: { mark: parallel, child: { schedule: "[n] -> [{ S0[x, y] -> [(32*floor(y/32) - y)] }, { S0[x, y] -> [(2y + n - x)] }]", permutable: 0, coincident: [0, 1] } }
      - filter: "[n] -> { S1[i0] }"
        child:
          set:
            - filter: "[n] -> { S1[i0] : i0 < 6 }"
            - filter: "[n] -> { S1[i0] : 5 < i0 < n }"
`;

describe('schedule/tree text (isl YAML)', () => {
  it('prints every node kind in isl block layout', () => {
    expect(printScheduleTree(parseScheduleTree(HANDWRITTEN, 'hand.yaml'))).to.equal(GOLDEN_BLOCK);
  });

  it('prints the flow layout of isl_schedule_to_str', () => {
    expect(printScheduleTree(parseScheduleTree(HANDWRITTEN, 'hand.yaml'), 'flow')).to.equal(GOLDEN_FLOW);
  });

  it('reads back its own block and flow output', () => {
    expect(printScheduleTree(parseScheduleTree(GOLDEN_FLOW))).to.equal(GOLDEN_BLOCK);
    expect(printScheduleTree(parseScheduleTree(GOLDEN_BLOCK), 'flow')).to.equal(GOLDEN_FLOW);
  });

  it('isl reads our text and prints exactly the same text, block and flow', function () {
    const tool = skipWithoutIsl(this);
    expect(islPrint(tool, GOLDEN_BLOCK)).to.deep.equal({ block: GOLDEN_BLOCK, flow: GOLDEN_FLOW });
    expect(islPrint(tool, GOLDEN_FLOW)).to.deep.equal({ block: GOLDEN_BLOCK, flow: GOLDEN_FLOW });
  });

  // Band expressions: isl's normal form of divisions (common factors out, coefficients in (-d/2, d/2]), its term
  // order (constant, parameters, dimensions, divisions) and its modulo detection.
  const expressions: [string, string][] = [
    ['i + 5', '5 + i'],
    ['m - 3 + j - i', '-3 + m - i + j'],
    ['floor((3i)/4)', 'i + floor((-i)/4)'],
    ['floor((2i - 2)/4)', '-1 + floor((1 + i)/2)'],
    ['floor((i - 2)/4)', '-1 + floor((2 + i)/4)'],
    ['floor((i + 6 + 5n)/4)', '1 + n + floor((2 + n + i)/4)'],
    ['ceil(i/4)', '1 + floor((-1 + i)/4)'],
    ['floor((i + j)/32) - floor(i/32)', '-floor((i)/32) + floor((i + j)/32)'],
    ['floor(j/32) + floor(i/32)', 'floor((i)/32) + floor((j)/32)'],
    ['floor((2i + 4j)/6)', 'j + floor((i - j)/3)'],
    ['floor((2i + 3*floor(j/2))/5)', 'floor((j)/2) + floor((2i - 2*floor((j)/2))/5)'],
    ['floor((2i)/2)', 'i'],
    ['-floor((-i)/4)', '-floor((-i)/4)'],
    ['ceil((i + j)/3)', '1 + floor((-1 + i + j)/3)'],
    ['floor((j + floor(i/4))/3) + floor(i/5)', 'floor((i)/5) + floor((i + 4j)/12)'],
    ['i - 4*floor(i/4)', '(i) mod 4'],
    ['-i + 32*floor(i/32)', '-1*((i) mod 32)'],
    ['2 + (i + j) mod 4 - 3*(j mod 5)', '2 + (i + j) mod 4 - 3*((j) mod 5)'],
    ['i - 4*floor(i/4) + 8*floor(j/4)', '2j + (i) mod 4 - 2*((j) mod 4)'],
    ['0', '0'],
  ];
  const bandText = (exprs: readonly string[]) => `[n, m] -> [${exprs.map((e) => `{ S0[i, j] -> [(${e})] }`).join(', ')}]`;

  it('prints band expressions in isl normal form', () => {
    expect(printMultiUnionAff(parseMultiUnionAff(bandText(expressions.map(([e]) => e))))).to.equal(bandText(expressions.map(([, isl]) => isl)));
  });

  it('isl prints those band expressions as we do', function () {
    const tool = skipWithoutIsl(this);
    const ours = printScheduleTree(parseScheduleTree(`domain: "[n, m] -> { S0[i, j] : 0 <= i < n and 0 <= j < m }"\nchild:\n  schedule: "${bandText(expressions.map(([e]) => e))}"\n`));
    expect(islPrint(tool, ours).block).to.equal(ours);
  });

  it('context and extension nodes: isl layout, and isl reads the same objects back from our reading of its text', function () {
    const tool = skipWithoutIsl(this);
    const ours = printScheduleTree(
      parseScheduleTree(`domain: "[n] -> { S0[i] : 0 <= i < n }"
child:
  context: "[n] -> { : n >= 2 }"
  child:
    schedule: "[n] -> [{ S0[i] -> [(i)] }]"
    child:
      extension: "[n] -> { [t] -> X[t] : 0 <= t < n }"
      child:
        sequence:
        - filter: "[n] -> { X[t] }"
        - filter: "[n] -> { S0[i] }"
`),
    );
    const isl = islPrint(tool, ours);
    expect(yamlSkeleton(isl.block)).to.equal(yamlSkeleton(ours));
    expect(islSchedule(tool, 'same', [ours, printScheduleTree(parseScheduleTree(isl.block))])).to.equal('same\n');
  });

  describe('located errors', () => {
    const cases: [string, string, string][] = [
      ['YAML syntax', 'domain: "{ S0[i] }\nchild: [', 't.yaml:2:'],
      ['no domain at the root', 'schedule: "[{ S0[i] -> [(i)] }]"\n', "t.yaml:1:1: error: a schedule tree starts with a 'domain' node"],
      ['a misspelt key', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchlid:\n  mark: "x"\n', "t.yaml:2:1: error: unexpected key 'chlid' in a domain node"],
      ['isl syntax inside a string, located in the string', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchild:\n  filter: "{ S0[i] : i >= }"\n', 't.yaml:3:27: error: isl syntax: unexpected \'}\' in an expression'],
      [
        'a band without an expression for a statement that reaches it',
        'domain: "{ S0[i] : 0 <= i < 9; S1[i] : 0 <= i < 9 }"\nchild:\n  schedule: "[{ S0[i] -> [(i)] }]"\n',
        't.yaml:3:13: error: schedule: member 0 has no expression for S1, which reaches this band',
      ],
      [
        'a band expression for a statement filtered out above it',
        'domain: "{ S0[i] : 0 <= i < 9; S1[i] : 0 <= i < 9 }"\nchild:\n  filter: "{ S0[i] }"\n  child:\n    schedule: "[{ S0[i] -> [(i)]; S1[i] -> [(i)] }]"\n',
        't.yaml:5:15: error: schedule: member 0 gives S1, which does not reach this band',
      ],
      ['a band with the wrong arity', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchild:\n  schedule: "[{ S0[i, j] -> [(i)] }]"\n', 't.yaml:3:13: error: schedule: S0 has 1 dimensions in the domain, 2 here'],
      ['coincident flags that do not match the members', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchild:\n  schedule: "[{ S0[i] -> [(i)] }]"\n  coincident: [ 1, 0 ]\n', 't.yaml:4:15: error: coincident: 2 flags for a band of 1 members'],
      ['a permutable flag other than 0 or 1', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchild:\n  schedule: "[{ S0[i] -> [(i)] }]"\n  permutable: yes\n', 't.yaml:4:15: error: permutable: expected 0 or 1'],
      ['a sequence child that is not a filter', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchild:\n  sequence:\n  - mark: "x"\n', 't.yaml:4:5: error: the children of a sequence must be filter nodes'],
      ['a parameter the domain does not have', 'domain: "[n] -> { S0[i] : 0 <= i < n }"\nchild:\n  schedule: "[n, m] -> [{ S0[i] -> [(i + m)] }]"\n', "t.yaml:3:13: error: schedule: parameter 'm' is not a parameter of the domain"],
      ['a piecewise band expression', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchild:\n  schedule: "[{ S0[i] -> [(i)] : i > 3 }]"\n', 't.yaml:3:32: error: isl syntax: piecewise quasi-affine functions'],
      ['an isl node kind polyts does not support', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchild:\n  guard: "{ : }"\n', "t.yaml:3:3: error: isl's 'guard' is not supported by polyts"],
      ['a mark isl could not read back', 'domain: "{ S0[i] : 0 <= i < 9 }"\nchild:\n  mark: "a\\"b"\n', 't.yaml:3:9: error: mark: a name cannot contain quotes'],
    ];
    for (const [what, text, message] of cases) {
      it(what, () => {
        let err: unknown;
        try {
          parseScheduleTree(text, 't.yaml');
        } catch (e) {
          err = e;
        }
        expect(err, 'a DiagnosticError').to.be.instanceOf(DiagnosticError);
        expect((err as DiagnosticError).message).to.contain(message);
      });
    }
  });

  describe('initial trees of the 30 polybench/ kernels', function () {
    this.timeout(120000);
    const trees = (k: (typeof kernels)[number]) =>
      kernelScops(k).map((x) => ({ name: x.scop.name, tree: markCoincidentMembers(x.scop, computeDependences(x.scop, { distances: false }), initialTree(x.scop)) }));

    for (const k of kernels) {
      it(`${k.name}: reads back its own block and flow text`, () => {
        for (const { tree } of trees(k)) {
          const block = printScheduleTree(tree);
          expect(printScheduleTree(parseScheduleTree(block))).to.equal(block);
          expect(printScheduleTree(parseScheduleTree(printScheduleTree(tree, 'flow')))).to.equal(block);
        }
      });
    }

    it("isl reads each in isl's layout, and we read isl's text back to the same tree", function () {
      const tool = skipWithoutIsl(this);
      for (const k of kernels) {
        for (const { name, tree } of trees(k)) {
          const block = printScheduleTree(tree);
          const isl = islPrint(tool, block);
          expect(yamlSkeleton(isl.block), name).to.equal(yamlSkeleton(block));
          expect(yamlSkeleton(isl.flow), name).to.equal(yamlSkeleton(printScheduleTree(tree, 'flow')));
          for (const theirs of [isl.block, isl.flow]) expect(islSchedule(tool, 'same', [block, printScheduleTree(parseScheduleTree(theirs))]), name).to.equal('same\n');
        }
      }
    });
  });
});
