// The PolyBench-style programs under test/frontend/inputs/ (harness, init, print, kernel, main)
// preprocess, parse and type-check, with their SCoPs and counted loops found.

import { expect } from 'chai';
import type { ForStmt, TranslationUnit } from '../../src/frontend/ast.js';
import { forEachStmt } from '../../src/frontend/astWalk.js';
import { parseAndCheck } from '../../src/frontend/frontend.js';
import { findPreprocessor } from '../../src/frontend/preprocess.js';
import { typeToString } from '../../src/frontend/printC.js';
import { fn } from './helpers.js';

const kernels: Record<string, string> = {
  gemm_like: 'kernel_gemm',
  stencil3d_like: 'kernel_stencil',
  solver_like: 'kernel_solvers',
  dynprog_like: 'kernel_fold',
  filter_like: 'kernel_filter',
};

function compile(name: string, defines: string[] = []): TranslationUnit {
  return parseAndCheck(`test/frontend/inputs/${name}.c`, { defines });
}

function loopsIn(tu: TranslationUnit, fname: string): ForStmt[] {
  const found: ForStmt[] = [];
  forEachStmt(fn(tu, fname).body!, (s) => {
    if (s.kind === 'for') found.push(s);
  });
  return found;
}

describe('frontend on PolyBench-style programs', function () {
  before(function () {
    if (!findPreprocessor()) this.skip();
  });

  for (const [name, kernel] of Object.entries(kernels)) {
    it(`${name}.c: defines init_array, print_array, ${kernel} and main; one scop of counted loops`, () => {
      const tu = compile(name);
      const defined = tu.functions.filter((f) => f.body).map((f) => f.name);
      expect(defined).to.deep.equal(['init_array', 'print_array', kernel, 'main']);
      const body = fn(tu, kernel).body!.body;
      expect(body.filter((s) => s.kind === 'scop')).to.have.length(1);
      const loops = loopsIn(tu, kernel);
      expect(loops.length).to.be.greaterThan(0);
      expect(loops.filter((l) => !l.counted).map((l) => `${l.loc.line}:${l.loc.col}`)).to.deep.equal([]);
    });
  }

  it('types array parameters from the N + PAD dimensions', () => {
    const tu = compile('gemm_like');
    expect(fn(tu, 'kernel_gemm').params.map((p) => typeToString(p.type))).to.deep.equal([
      'int',
      'int',
      'int',
      'double',
      'double',
      'double (*)[25]',
      'double (*)[30]',
      'double (*)[25]',
    ]);
  });

  it('uses constant loop bounds with scalar bounds switched on', () => {
    const tu = compile('gemm_like', ['MB_SCALAR_BOUNDS']);
    const bounds = loopsIn(tu, 'kernel_gemm').map((l) => l.counted!.bound.constValue);
    expect(bounds).to.deep.equal([20n, 25n, 30n, 25n]);
  });

  it('accepts the timer prototypes with empty parameter lists', () => {
    const tu = compile('gemm_like', ['MB_TIME']);
    const timer = tu.functions.find((f) => f.name === 'mb_timer_start')!;
    expect(timer.type.prototyped).to.equal(false);
    expect(timer.referenced).to.equal(true);
  });

  it('keeps the single-precision kernel in float', () => {
    const tu = compile('filter_like');
    const k = tu.functions.find((f) => f.name === 'kernel_filter')!;
    expect(typeToString(k.params[2]!.type)).to.equal('float');
    expect(tu.functions.filter((f) => f.referenced).map((f) => f.name)).to.include.members(['expf', 'powf']);
  });

  it('checks the construct tour program', () => {
    const tu = parseAndCheck('test/frontend/inputs/constructs.c');
    expect(tu.functions.filter((f) => f.body).map((f) => f.name)).to.deep.equal(['clamp', 'norm', 'seconds', 'bits', 'main']);
    expect(tu.globals.filter((g) => g.isDefinition).map((g) => g.name)).to.deep.equal([
      'counter',
      'scale',
      'shared_total',
      'message',
      'greeting',
      'table_size',
    ]);
  });
});
