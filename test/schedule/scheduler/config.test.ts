// The configuration reader: every key read as PolyTOPS Listing 1 means it, and every malformed input rejected with
// one located error (`config.json:LINE:COL: error: ...`).

import { expect } from 'chai';
import { DiagnosticError } from '../../../src/ir/diagnostics.js';
import { checkConfigForScop, parseSchedulerConfig, scheduleScop, styleConfig, styleText, STYLES } from '../../../src/schedule/scheduler/index.js';
import { parseConstraint } from '../../../src/schedule/scheduler/customConstraints.js';
import { kernelScop, memberTexts, statementDims, violations } from './helpers.js';

const wrap = (body: object) => JSON.stringify({ scheduling_strategy: body }, null, 2);

/** The error message parseSchedulerConfig (and then checkConfigForScop on gemm) gives, as the CLI prints it. */
function errorOf(text: string, scop = false): string {
  try {
    const c = parseSchedulerConfig(text, 'config.json');
    if (scop) {
      checkConfigForScop(c, kernelScop('gemm').scop);
      scheduleScop(kernelScop('gemm').scop, { config: c });
    }
  } catch (e) {
    if (e instanceof DiagnosticError) return e.format();
    throw e;
  }
  return 'no error';
}

describe('schedule/configuration', function () {
  this.timeout(30000);

  it('reads Listing 1 (as JSON): variables, cost functions per dimension, constraints, fusion, directives, polyts keys', () => {
    const c = parseSchedulerConfig(
      wrap({
        new_variables: ['x'],
        ILP_construction: [
          { scheduling_dimension: 'default', cost_functions: ['contiguity', 'proximity', 'x'] },
          { scheduling_dimension: 1, cost_functions: ['feautrier'] },
        ],
        custom_constraints: [{ scheduling_dimension: 'default', constraints: ['x - Si_it_i >= 0'] }],
        fusion: [{ scheduling_dimension: 0, total_distribution: false, stmts_fusion: [['0', '1'], ['2']] }],
        directives: [{ type: 'vectorize', stmts: '0', iterator: '1' }],
        auto_vectorization: true,
        tile_sizes: [32, 64],
        parametrick: 'p-trick-extra',
        fusion_heuristic: 'max',
        parametric_shift: true,
        coefficient_bounds: { iterator: 2 },
      }),
      'config.json',
    );
    expect(c.newVariables).to.deep.equal(['x']);
    expect(c.costFunctions.get('default')).to.deep.equal(['contiguity', 'proximity', 'x']);
    expect(c.costFunctions.get(1)).to.deep.equal(['feautrier']);
    expect(c.customConstraints[0]!.text).to.equal('x - Si_it_i >= 0');
    expect(c.fusion[0]!.groups).to.deep.equal([[0, 1], [2]]);
    expect(c.directives[0]).to.include({ type: 'vectorize', stmt: 0, iterator: 1 });
    expect([c.autoVectorization, c.tileSizes, c.parametrick, c.fusionHeuristic, c.parametricShift, c.bounds.iterator]).to.deep.equal([true, [32, 64], 'p-trick-extra', 'max', true, 2]);
  });

  it('parses the custom constraint syntax: sums over i, coefficients, all relations', () => {
    const p = parseConstraint('2*S0_it_1 + S1_cst - 3 x <= Si_it_i + 4');
    expect(p.kind).to.equal('ge');
    // Normalized to rhs - lhs >= 0: Si_it_i + 4 - 2*S0_it_1 - S1_cst + 3x >= 0.
    expect(p.constant).to.equal(4);
    expect(p.terms.map((t) => t.coef)).to.deep.equal([1, -2, -1, 3]);
    expect(parseConstraint('S0_it_0 > 1').constant).to.equal(-2);
    expect(parseConstraint('S0_cst = 0').kind).to.equal('eq');
  });

  it('the shipped styles are configurations that parse, and print as JSON a user can start from', () => {
    for (const s of STYLES) {
      expect(styleConfig(s).source).to.equal(`<style ${s}>`);
      expect(() => parseSchedulerConfig(styleText(s), 'x.json')).not.to.throw();
    }
  });

  describe('located errors', () => {
    const cases: [string, string, string, boolean?][] = [
      ['malformed JSON', '{"scheduling_strategy": {"fusion": [}}', 'config.json:1:37: error: malformed JSON: expected a value'],
      ['unknown top-level key', '{"scheduling": {}}', 'config.json:1:2: error: unknown key "scheduling" in the configuration'],
      ['unknown key', wrap({ cost: [] }), 'config.json:3:5: error: unknown key "cost" in "scheduling_strategy"'],
      ['unknown cost function', wrap({ ILP_construction: [{ scheduling_dimension: 0, cost_functions: ['speed'] }] }), "config.json:7:11: error: unknown cost function 'speed'"],
      ['bad constraint syntax', wrap({ custom_constraints: [{ scheduling_dimension: 0, constraints: ['S0_it_0 >> 1'] }] }), "config.json:7:21: error: bad constraint syntax: unexpected '>'"],
      ['undeclared variable', wrap({ custom_constraints: [{ scheduling_dimension: 0, constraints: ['S0_it_0 - y >= 0'] }] }), "config.json:7:22: error: unknown variable 'y'"],
      ['coefficient without index', wrap({ custom_constraints: [{ scheduling_dimension: 0, constraints: ['S0_it >= 0'] }] }), "config.json:7:12: error: bad constraint syntax: 'S0_it' needs an index"],
      ['wrong type', wrap({ auto_vectorization: 'yes' }), 'config.json:3:27: error: "auto_vectorization" must be true or false'],
      ['bad directive type', wrap({ directives: [{ type: 'unroll', stmts: '0', iterator: '0' }] }), "config.json:5:17: error: unknown directive type 'unroll'"],
      ['statement that does not exist', wrap({ directives: [{ type: 'parallel', stmts: '7', iterator: '0' }] }), 'config.json:6:18: error: statement 7 does not exist in scop @kernel_gemm (it has 2 statements, S0..S1)', true],
      ['iterator that does not exist', wrap({ custom_constraints: [{ scheduling_dimension: 0, constraints: ['S0_it_5 >= 1'] }] }), 'config.json:7:12: error: iterator 5 does not exist for S0 in scop @kernel_gemm (it has 2)', true],
      ['statement in a fusion entry that does not exist', wrap({ fusion: [{ scheduling_dimension: 0, stmts_fusion: [['0'], ['1', '4']] }] }), 'config.json:12:13: error: statement 4 does not exist in scop @kernel_gemm', true],
    ];
    for (const [what, text, expected, scop] of cases) {
      it(what, () => expect(errorOf(text, scop)).to.match(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
    }

    it('an unsatisfiable custom constraint is named (gemm: the product needs a loop at dimension 1)', () => {
      const text = wrap({ custom_constraints: [{ scheduling_dimension: 1, constraints: ['S1_it_0 + S1_it_1 + S1_it_2 = 0', 'S1_cst <= 3'] }] });
      expect(errorOf(text, true)).to.match(/^config\.json:7:11: error: custom constraint 'S1_it_0 \+ S1_it_1 \+ S1_it_2 = 0' cannot be satisfied at dimension 1 of scop @kernel_gemm/);
    });

    it('a fusion entry that orders a statement before one it depends on is named', () => {
      const text = wrap({ fusion: [{ scheduling_dimension: 0, stmts_fusion: [['1'], ['0']] }] });
      expect(errorOf(text, true)).to.match(/^config\.json:4:7: error: fusion entry for dimension 0 cannot be satisfied in scop @kernel_gemm: S1 is placed before S0, but a dependence goes from S0 to S1/);
    });
  });

  describe('keys at work on gemm', () => {
    const gemm = () => kernelScop('gemm').scop;
    const run = (body: object) => {
      const r = scheduleScop(gemm(), { config: parseSchedulerConfig(wrap(body), 'c.json') });
      expect(violations(gemm(), r.dependences, r.tree!)).to.deep.equal([]);
      return r.tree!;
    };

    it('fusion: max fusion keeps S0 and S1 in one band; a fusion entry distributes them at dimension 0', () => {
      expect(run({ fusion_heuristic: 'max' }).child.kind).to.equal('band');
      const t = run({ fusion_heuristic: 'max', fusion: [{ scheduling_dimension: 0, stmts_fusion: [['0'], ['1']] }] });
      expect(t.child.kind).to.equal('sequence');
    });

    it('custom constraints: S1_it_0 = 0 at dimension 1 (the first loop of the product, after the split) puts j outermost', () => {
      expect(memberTexts(run({}), 'S1')[0]).to.equal('i0');
      const t = run({ custom_constraints: [{ scheduling_dimension: 1, constraints: ['S1_it_0 = 0'] }] });
      expect(memberTexts(t, 'S1')[0]).to.equal('i2');
    });

    it('cost functions: bigLoopsFirst, contiguity and a new variable drive the rows', () => {
      const t = run({ ILP_construction: [{ scheduling_dimension: 'default', cost_functions: ['contiguity'] }] });
      expect(memberTexts(t, 'S1').at(-1), 'the stride-1 loop j innermost').to.equal('i2');
      const x = run({ new_variables: ['x'], ILP_construction: [{ scheduling_dimension: 'default', cost_functions: ['x', 'proximity'] }], custom_constraints: [{ scheduling_dimension: 'default', constraints: ['x - Si_it_i >= 0'] }] });
      expect(memberTexts(x, 'S1')).to.have.length(3);
    });

    it('directives: parallel on k (not parallel) is dropped with a remark; vectorize on i puts it innermost', () => {
      const remarks: string[] = [];
      const r = scheduleScop(gemm(), { config: parseSchedulerConfig(wrap({ directives: [{ type: 'parallel', stmts: '1', iterator: '1' }] }), 'c.json'), remark: (m) => remarks.push(m) });
      expect(remarks).to.deep.equal(['parallel directive on S1 iterator 1 dropped: it would break a dependence at dimension 1']);
      expect(violations(gemm(), r.dependences, r.tree!)).to.deep.equal([]);
      const v = run({ directives: [{ type: 'vectorize', stmts: '1', iterator: '0' }] });
      expect(memberTexts(v, 'S1').at(-1)).to.equal('i0');
      const dims = statementDims(v).get('S1')!.filter((d) => d.kind === 'member');
      expect(dims.at(-1)!.kind === 'member' && dims.at(-1)!.coincident).to.equal(true);
    });

    it('directives: sequential on j clears its coincident flag', () => {
      const t = run({ directives: [{ type: 'sequential', stmts: '1', iterator: '2' }] });
      const dims = statementDims(t).get('S1')!.flatMap((d) => (d.kind === 'member' ? [d.coincident] : []));
      expect(dims).to.deep.equal([true, false, false]);
    });
  });
});
