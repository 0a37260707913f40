// Scanning hand-built schedule trees: each AST runs exactly the tree's instances in the tree's order, and has no
// guard or loop more than the case needs.

import { expect } from 'chai';
import fc from 'fast-check';
import { type AffExpr, aff } from '../../src/poly/affExpr.js';
import { parseBasicSet, parseUnionSet } from '../../src/poly/islParser.js';
import { type BandMember, type FilterNode, type ScheduleNode, type ScheduleTree, node } from '../../src/schedule/tree.js';
import { type AstNode, astSize, printAst } from '../../src/codegen/ast/ast.js';
import { type ScanTreeOptions, scanScheduleTree } from '../../src/codegen/scan/scanTree.js';
import { CodegenError } from '../../src/codegen/scan/build.js';
import { checkAgainstTree } from './scanCheck.js';

/** One band member: statement -> schedule expression (strings are variable names). */
function member(m: Record<string, AffExpr | string | number>, coincident = false): BandMember {
  return node.member(new Map(Object.entries(m).map(([s, e]) => [s, typeof e === 'object' ? e : aff.add(e)])), coincident);
}

function tree(domain: string, child: ScheduleNode): ScheduleTree {
  return node.domain(parseUnionSet(domain), child);
}

const filter = (set: string, child?: ScheduleNode): FilterNode => node.filter(parseUnionSet(set), child);

function scan(t: ScheduleTree, opts: ScanTreeOptions = {}) {
  return scanScheduleTree(t, opts);
}

/** Checks the AST at every parameter combination (each parameter over `values`). */
function check(t: ScheduleTree, values: number[], box: [number, number], opts: ScanTreeOptions = {}) {
  const r = scan(t, opts);
  const params = t.domain.params;
  const combos = params.reduce<Record<string, number>[]>((acc, p) => acc.flatMap((c) => values.map((v) => ({ ...c, [p]: v }))), [{}]);
  try {
    for (const c of combos) checkAgainstTree(t, r.ast, c, box);
  } catch (e) {
    (e as Error).message += `\n${printAst(r.ast.body)}`;
    throw e;
  }
  return r;
}

function loops(nodes: readonly AstNode[]): AstNode[] {
  return nodes.flatMap((n) => (n.kind === 'for' ? [n, ...loops(n.body)] : n.kind === 'if' ? loops(n.then) : []));
}

describe('codegen/scan: schedule trees to loop ASTs', () => {
  it('a rectangular band: two loops, no guard', () => {
    const t = tree('[n, m] -> { S[i, j] : 0 <= i < n and 0 <= j < m }', node.band([member({ S: 'i' }, true), member({ S: 'j' })], true));
    const r = check(t, [0, 1, 3], [-1, 4]);
    expect(astSize(r.ast.body)).to.deep.equal({ loops: 2, guards: 0, statements: 1 });
    expect(loops(r.ast.body).map((l) => l.kind === 'for' && l.parallel)).to.deep.equal([true, false]);
  });

  it('a triangular band: the inner bound depends on the outer loop', () => {
    const t = tree('[n] -> { S[i, j] : 0 <= j <= i < n }', node.band([member({ S: 'i' }), member({ S: 'j' })], true));
    const r = check(t, [0, 1, 4], [-1, 5]);
    expect(astSize(r.ast.body)).to.deep.equal({ loops: 2, guards: 0, statements: 1 });
  });

  it('interchange and reversal: loops over j, then i downwards', () => {
    const t = tree('[n] -> { S[i, j] : 0 <= i < n and 0 <= j < 2n }', node.band([member({ S: 'j' }), member({ S: aff.mul(-1, 'i') })], true));
    check(t, [0, 2, 3], [-1, 7]);
  });

  it('a skewed band (i + j, j) scans a parallelogram', () => {
    const t = tree('[n] -> { S[i, j] : 0 <= i < n and 0 <= j < n }', node.band([member({ S: aff.add('i', 'j') }), member({ S: 'j' })], true));
    const r = check(t, [1, 3, 4], [-1, 5]);
    expect(astSize(r.ast.body).guards).to.equal(0);
  });

  it('a non-unimodular schedule (2i + 1) steps by 2 and divides back', () => {
    const t = tree('[n] -> { S[i] : 0 <= i < n }', node.band([member({ S: aff.add(aff.mul(2, 'i'), 1) })], true));
    const r = check(t, [0, 1, 5], [-1, 6]);
    const l = loops(r.ast.body)[0]!;
    expect(l.kind === 'for' && l.step).to.equal(2);
    expect(astSize(r.ast.body).guards).to.equal(0);
  });

  it('a tiled band: tile loops with floordiv bounds, point loops with max/min', () => {
    const t = tree(
      '[n, m] -> { S[i, j] : 0 <= i < n and 0 <= j < m }',
      node.band([member({ S: aff.floordiv('i', 4) }, true), member({ S: aff.floordiv('j', 4) })], true, node.band([member({ S: 'i' }), member({ S: 'j' })], true)),
    );
    const r = check(t, [0, 1, 4, 5, 9], [-1, 10]);
    expect(astSize(r.ast.body)).to.deep.equal({ loops: 4, guards: 0, statements: 1 });
  });

  it('a sequence: statements in child order inside a shared loop', () => {
    const t = tree(
      '[n] -> { S0[i] : 0 <= i < n; S1[i] : 0 <= i < n }',
      node.band([member({ S0: 'i', S1: 'i' })], true, node.sequence([filter('{ S1[i] }'), filter('{ S0[i] }')])),
    );
    const r = check(t, [0, 1, 3], [-1, 4]);
    expect(astSize(r.ast.body)).to.deep.equal({ loops: 1, guards: 0, statements: 2 });
  });

  it('shifted statements in one loop are separated (peeled), not guarded', () => {
    const t = tree(
      '[n] -> { S0[i] : 0 <= i < n; S1[i] : 1 <= i <= n }',
      node.band([member({ S0: 'i', S1: 'i' })], true, node.sequence([filter('{ S0[i] }'), filter('{ S1[i] }')])),
    );
    const r = check(t, [0, 1, 2, 5], [-1, 6]);
    expect(r.stats.separated).to.equal(1);
    expect(astSize(r.ast.body)).to.deep.equal({ loops: 1, guards: 2, statements: 4 }); // i = 0 and i = n when n >= 1
    const known = check(t, [1, 2, 5], [-1, 6], { context: parseBasicSet('[n] -> { : n >= 1 }') });
    expect(astSize(known.ast.body)).to.deep.equal({ loops: 1, guards: 0, statements: 4 });
  });

  it('without separation the same tree gets guards at the statements', () => {
    const t = tree(
      '[n] -> { S0[i] : 0 <= i < n; S1[i] : 1 <= i <= n }',
      node.band([member({ S0: 'i', S1: 'i' })], true, node.sequence([filter('{ S0[i] }'), filter('{ S1[i] }')])),
    );
    const r = check(t, [0, 1, 2, 5], [-1, 6], { separate: false });
    expect(astSize(r.ast.body).loops).to.equal(1);
    expect(r.stats.statementGuards).to.equal(2);
  });

  it('two parameters: max of upper bounds is not affine, so separation makes it consecutive loops', () => {
    const t = tree(
      '[n, m] -> { S0[i] : 0 <= i < n; S1[i] : 0 <= i < m }',
      node.band([member({ S0: 'i', S1: 'i' })], true, node.sequence([filter('{ S0[i] }'), filter('{ S1[i] }')])),
    );
    check(t, [0, 1, 3], [-1, 4]);
  });

  it('a box of three parameter extents: one loop nest up to a derived max(n, m, k) (computed once), statements guarded', () => {
    const t = tree(
      '[n, m, k] -> { S0[i, j] : 0 <= i < n and 0 <= j < m; S1[i, j] : 0 <= i < m and 0 <= j < k; S2[i, j] : 0 <= i < k and 0 <= j < n }',
      node.band([member({ S0: 'i', S1: 'i', S2: 'i' }), member({ S0: 'j', S1: 'j', S2: 'j' })], true, node.sequence([filter('{ S0[i, j] }'), filter('{ S1[i, j] }'), filter('{ S2[i, j] }')])),
    );
    const r = check(t, [0, 1, 3], [-1, 4], { deriveParams: true });
    expect(r.ast.derived.map((d) => d.kind)).to.deep.equal(['max']);
    expect(astSize(r.ast.body)).to.deep.equal({ loops: 2, guards: 3, statements: 3 });
    // Without derived parameters it is still correct (separation or a case split).
    check(t, [0, 1, 3], [-1, 4]);
  });

  it('separation whose pieces need derived parameters of their own: each instance once, in order', () => {
    // Along i the three statements make pieces run by two, three and two of them; inside each, j runs up to a
    // max of their extents (n, m, k), derived once per distinct max.
    const t = tree(
      '[n, m, k] -> { S0[i, j] : 0 <= i < 9 and 0 <= j < n; S1[i, j] : 0 <= i < 5 and 0 <= j < m; S2[i, j] : 3 <= i < 9 and 0 <= j < k }',
      node.band([member({ S0: 'i', S1: 'i', S2: 'i' }), member({ S0: 'j', S1: 'j', S2: 'j' })], true, node.sequence([filter('{ S0[i, j] }'), filter('{ S1[i, j] }'), filter('{ S2[i, j] }')])),
    );
    const r = check(t, [0, 2, 3], [-1, 10], { deriveParams: true });
    const names = r.ast.derived.map((d) => d.name);
    expect(new Set(names).size).to.equal(names.length);
  });

  it('filters that split one statement run its instances in two phases', () => {
    const t = tree(
      '[n] -> { S[i] : 0 <= i < n }',
      node.sequence([filter('[n] -> { S[i] : i >= 3 }', node.band([member({ S: 'i' })], true)), filter('[n] -> { S[i] : i <= 2 }', node.band([member({ S: aff.mul(-1, 'i') })], true))]),
    );
    check(t, [0, 2, 6], [-1, 7]);
  });

  it('a band shorter than the statement: the free iterators get loops of their own', () => {
    const t = tree('[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }', node.band([member({ S: 'j' })], true));
    const r = check(t, [0, 1, 4], [-1, 5]);
    expect(astSize(r.ast.body).loops).to.equal(2);
  });

  it('the original 2d+1 order of two nests (constant members become single values, not loops)', () => {
    const t = tree(
      '[n] -> { S0[i] : 0 <= i < n; S1[i, j] : 0 <= i < n and 0 <= j < n }',
      node.band(
        [member({ S0: 0, S1: 0 })],
        false,
        node.band([member({ S0: 'i', S1: 'i' })], false, node.sequence([filter('{ S0[i] }'), filter('{ S1[i, j] }', node.band([member({ S1: 'j' })], false))])),
      ),
    );
    const r = check(t, [0, 1, 3], [-1, 4]);
    expect(astSize(r.ast.body)).to.deep.equal({ loops: 2, guards: 0, statements: 2 });
  });

  it('a statement fixed to one value by its domain is an assignment, guarded only by the context', () => {
    const t = tree('[n] -> { S[i] : i = n - 1 and i >= 0 }', node.band([member({ S: 'i' })], true));
    const guarded = check(t, [0, 1, 3], [-2, 4]);
    expect(astSize(guarded.ast.body)).to.deep.equal({ loops: 0, guards: 1, statements: 1 });
    const known = check(t, [1, 3], [-2, 4], { context: parseBasicSet('[n] -> { : n >= 1 }') });
    expect(astSize(known.ast.body)).to.deep.equal({ loops: 0, guards: 0, statements: 1 });
  });

  it('a domain with overlapping parts (a union) runs each instance once', () => {
    const t = tree('[n] -> { S[i] : 0 <= i < n and i <= 2; S[i] : 0 <= i < n and i >= 1 }', node.band([member({ S: 'i' })], true));
    check(t, [0, 2, 5], [-1, 6]);
  });

  it('a stride in the domain (even iterations only)', () => {
    const t = tree('[n] -> { S[i] : 0 <= i < n and i mod 2 = 0 }', node.band([member({ S: 'i' })], true));
    const r = check(t, [0, 1, 4, 7], [-1, 8]);
    const l = loops(r.ast.body)[0]!;
    expect(l.kind === 'for' && l.step).to.equal(2);
  });

  it('constant bounds and a set node', () => {
    const t = tree('{ S0[i] : 0 <= i < 5; S1[i] : 2 <= i < 9 }', node.band([member({ S0: 'i', S1: 'i' })], true, node.set([filter('{ S0[i] }'), filter('{ S1[i] }')])));
    check(t, [0], [-1, 10]);
  });

  it('rejects extension nodes and bands without a schedule for an active statement', () => {
    const ext = tree('{ S[i] : 0 <= i < 3 }', node.extension(parseUnionSet('{ S[i] }') as never));
    expect(() => scan(ext)).to.throw(CodegenError);
    const missing = tree('{ S[i] : 0 <= i < 3; T[i] : 0 <= i < 3 }', node.band([member({ S: 'i' })], true));
    expect(() => scan(missing)).to.throw(CodegenError, /statement T/);
  });

  it('random affine schedules of two statements agree with the tree', () => {
    const coef = fc.integer({ min: -2, max: 2 });
    const sched = fc.record({ a: coef, b: coef, c: fc.integer({ min: -1, max: 1 }) });
    fc.assert(
      fc.property(fc.tuple(sched, sched, sched, sched, fc.boolean(), fc.boolean()), ([s0a, s0b, s1a, s1b, seq, derive]) => {
        const lin = (s: { a: number; b: number; c: number }) => aff.add(aff.mul(s.a, 'i'), aff.mul(s.b, 'j'), s.c);
        const t = tree(
          '[n] -> { S0[i, j] : 0 <= i < n and 0 <= j <= i; S1[i, j] : 0 <= i < n and 0 <= j < 2 }',
          node.band([member({ S0: lin(s0a), S1: lin(s1a) }), member({ S0: lin(s0b), S1: lin(s1b) })], false, seq ? node.sequence([filter('{ S1[i, j] }'), filter('{ S0[i, j] }')]) : undefined),
        );
        check(t, [0, 1, 3], [-1, 4], { deriveParams: derive });
      }),
      { numRuns: Number(process.env.POLY_FC_RUNS ?? 40) },
    );
  });
});
