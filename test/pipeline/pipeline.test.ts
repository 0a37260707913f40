// Pass registry, pipeline-string parsing (with column-precise errors) and the pass manager's nesting.

import { expect } from 'chai';
import { registerAllPasses } from '../../passes/index.js';
import { StringAttr } from '../../src/ir/attributes.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { definePass } from '../../src/pipeline/pass.js';
import { PassManager } from '../../src/pipeline/passManager.js';
import { PipelineParser, PipelineSyntaxError } from '../../src/pipeline/pipelineParser.js';
import { getPass, passRegistryEntries, registeredPasses } from '../../src/pipeline/registry.js';

registerAllDialects();
registerAllPasses();

const testPass = definePass({
  name: 'test-options',
  summary: 'records its options',
  anchor: 'func.func',
  options: [
    { name: 'depth', type: 'int', default: 1, description: 'an int' },
    { name: 'flag', type: 'bool', default: false, description: 'a bool' },
    { name: 'style', type: 'string', default: 'pluto', choices: ['pluto', 'isl'], description: 'an enum' },
    { name: 'sizes', type: 'int-list', default: [32], description: 'a list' },
  ],
  run() {},
});
const lookup = (n: string) => (n === testPass.name ? testPass : getPass(n));
const parse = (text: string) => new PipelineParser(text, lookup, () => registeredPasses().map((p) => p.name)).parse();

function syntaxError(text: string): PipelineSyntaxError {
  try {
    parse(text);
  } catch (e) {
    if (e instanceof PipelineSyntaxError) return e;
    throw e;
  }
  throw new Error(`expected '${text}' to be rejected`);
}

describe('pass registry', () => {
  it('maps every name to the pass of that name, and each pass has a unique summary', () => {
    const entries = passRegistryEntries();
    expect(entries.length).to.be.greaterThan(1);
    for (const [name, pass] of entries) expect(pass.name).to.equal(name);
    const summaries = entries.map(([, p]) => p.summary);
    expect(new Set(summaries).size).to.equal(summaries.length);
  });
});

describe('pipeline strings', () => {
  it('parses nesting, options of every type and bare bool flags', () => {
    const els = parse('builtin.module(func.func(canonicalize,cse),test-options{depth=3 flag style=isl sizes=8,16})');
    expect(els).to.have.length(1);
    const mod = els[0];
    if (mod.kind !== 'nest') throw new Error('expected a nested pipeline');
    expect(mod.anchor).to.equal('builtin.module');
    const [fn, opts] = mod.elements;
    if (fn.kind !== 'nest' || opts.kind !== 'pass') throw new Error('unexpected structure');
    expect(fn.elements.map((e) => (e.kind === 'pass' ? e.pass.name : e.anchor))).to.deep.equal(['canonicalize', 'cse']);
    expect([...opts.options.entries()]).to.deep.equal([
      ['depth', 3],
      ['flag', true],
      ['style', 'isl'],
      ['sizes', [8, 16]],
    ]);
  });

  it('rejects unknown passes naming the registered ones, with the column', () => {
    const e = syntaxError('builtin.module(canonicalize,bogus-pass)');
    expect(e.column).to.equal(29);
    expect(e.message).to.contain("'bogus-pass' does not refer to a registered pass");
    expect(e.message).to.contain('canonicalize').and.contain('cse');
  });

  it('rejects unknown options naming the valid ones', () => {
    const e = syntaxError('test-options{depht=2}');
    expect(e.column).to.equal(14);
    expect(e.message).to.contain("no option named 'depht'").and.contain('valid options: depth, flag, style, sizes');
  });

  it('rejects ill-typed option values and unbalanced syntax', () => {
    expect(syntaxError('test-options{depth=two}').message).to.contain("expects an integer, got 'two'");
    expect(syntaxError('test-options{style=tensor}').message).to.contain('expects one of pluto, isl');
    expect(syntaxError('test-options{sizes=1,x}').message).to.contain('list of integers');
    expect(syntaxError('func.func(cse').message).to.contain("expected ')'");
    expect(syntaxError('cse) extra').message).to.contain("unexpected ')'");
    expect(syntaxError('test-options{depth=1').message).to.contain("expected '}'");
  });
});

describe('pass manager', () => {
  it('runs func.func-anchored passes on every function and passes options', () => {
    const seen: string[] = [];
    const recorder = definePass({
      ...testPass,
      name: 'test-recorder',
      run(op, options) {
        seen.push(`${(op.attr('sym_name') as StringAttr).value}:${options.depth}`);
      },
    });
    const m = parseSource('func.func @a() { return }\nfunc.func @b() { return }', 't.mlir');
    const els = new PipelineParser('test-recorder{depth=7}', (n) => (n === 'test-recorder' ? recorder : undefined), () => []).parse();
    new PassManager(els).run(m);
    expect(seen).to.deep.equal(['a:7', 'b:7']);
  });

  it('verifies after each pass and reports invalid IR with the pass name', () => {
    const breaker = definePass({
      name: 'test-breaker',
      summary: 'erases the terminator',
      anchor: 'func.func',
      options: [],
      run(op) {
        op.region(0).entry.last!.erase();
      },
    });
    const m = parseSource('func.func @a() { return }', 't.mlir');
    const els = new PipelineParser('test-breaker', () => breaker, () => []).parse();
    expect(() => new PassManager(els).run(m)).to.throw(/pass 'test-breaker' produced invalid IR/);
  });

  it('dumps IR before and after the selected passes', () => {
    const out: string[] = [];
    const m = parseSource('func.func @a() { %c = arith.constant 1 : i32\n return }', 't.mlir');
    const els = parse('canonicalize,cse');
    new PassManager(els, { printAfter: new Set(['canonicalize']), printBefore: 'all', write: (t) => out.push(t) }).run(m);
    const text = out.join('');
    expect(text.match(/IR Dump Before/g)).to.have.length(2);
    expect(text.match(/IR Dump After canonicalize/g)).to.have.length(1);
    expect(text).to.not.contain('IR Dump After cse');
    expect(printOperation(m)).to.not.contain('arith.constant');
  });
});

describe('pass manager anchors', () => {
  it('treats a top-level builtin.module(...) as the root module, as mlir-opt does', () => {
    const m = parseSource('func.func @a() -> i32 {\n  %c = arith.constant 1 : i32\n  %d = arith.addi %c, %c : i32\n  return %d : i32\n}', 't.mlir');
    const els = new PipelineParser('builtin.module(func.func(canonicalize))', getPass, () => []).parse();
    new PassManager(els).run(m);
    expect(printOperation(m)).to.contain('arith.constant 2 : i32').and.not.contain('arith.addi');
  });
});
