// Differential execution: every function of the mem2reg / raise-affine check-tests is compiled twice with
// upstream tools, as written and after raiseToAffine(), and both run on the same inputs; all memory they touch
// and their results must be bit-identical. Skipped, with a message, when mlir-opt-19, mlir-translate-19 or
// clang-19 is missing.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringAttr, TypeAttr, UnitAttr } from '../../src/ir/attributes.js';
import { Operation } from '../../src/ir/operation.js';
import { printOperation } from '../../src/ir/printer.js';
import { raiseToAffine } from '../../src/affine/raiseToAffine.js';
import { FloatType, FunctionType, IndexType, IntegerType, MemRefType, Type } from '../../src/ir/types.js';
import { verify } from '../../src/ir/verifier.js';
import { funcName, functions, hasTool, parseRepoFile, runTool } from './raiseHelpers.js';

const FILES = [
  'test/passes/raise-affine/loops.mlir',
  'test/passes/raise-affine/ifs.mlir',
  'test/passes/raise-affine/ternary.mlir',
  'test/passes/raise-affine/access.mlir',
  'test/passes/raise-affine/lowered-idioms.mlir',
  'test/passes/raise-affine/polybench-style.mlir',
  'test/passes/mem2reg/promote.mlir',
];

/** Integer parameters (sizes); every dynamic memref extent is larger, and buffers are padded on both sides. */
const N = 12;
const EXTENT = 3 * N + 8;
/**
 * Elements before and after each memref's data (identity layouts have offset 0, so the aligned pointer points
 * past the front padding): some inputs read or write out of bounds on purpose (A[i * j], A[(i - 8) % 4]).
 */
const pad = (elems: number): number => Math.max(elems, 1024);

const LOWER = [
  '--lower-affine',
  '--convert-scf-to-cf',
  '--convert-math-to-llvm',
  '--convert-arith-to-llvm',
  '--expand-strided-metadata',
  '--finalize-memref-to-llvm',
  '--convert-func-to-llvm',
  '--convert-cf-to-llvm',
  '--reconcile-unrealized-casts',
];

function resultTypes(f: Operation): readonly Type[] {
  return ((f.attr('function_type') as TypeAttr).type as FunctionType).results;
}

function cScalar(t: Type): string | undefined {
  if (t instanceof IndexType) return 'int64_t';
  if (t instanceof IntegerType) return ({ 1: 'bool', 8: 'int8_t', 32: 'int32_t', 64: 'int64_t' } as Record<number, string>)[t.width];
  if (t instanceof FloatType) return ({ 32: 'float', 64: 'double' } as Record<number, string>)[t.width];
  return undefined;
}

/** Functions whose result is unspecified: they read a local before writing it (mem2reg picks zero). */
const INDETERMINATE = new Set(['uninitialized']);

/** Functions the generic driver can call: scalar or memref-of-scalar arguments, at most one scalar result. */
function isTestable(f: Operation): boolean {
  if (INDETERMINATE.has(funcName(f))) return false;
  const args = f.region(0).entry.arguments.map((a) => a.type);
  const results = resultTypes(f);
  if (results.length > 1 || results.some((t) => !cScalar(t))) return false;
  if (!args.every((t) => cScalar(t) || (t instanceof MemRefType && !t.layout && cScalar(t.elementType)))) return false;
  let ok = true;
  f.walk((op) => {
    if (op.name === 'func.call' || op.name.endsWith('parallel')) ok = false;
  });
  return ok;
}

/** C source calling orig_<f> and raised_<f> on identical inputs and comparing everything. */
function driver(funcs: readonly Operation[]): string {
  const lines = [
    '#include <stdbool.h>',
    '#include <stdint.h>',
    '#include <stdio.h>',
    '#include <stdlib.h>',
    '#include <string.h>',
    'static uint64_t seed;',
    'static uint64_t next(void) { seed = seed * 6364136223846793005ULL + 1442695040888963407ULL; return seed >> 33; }',
  ];
  for (let r = 0; r <= 4; r++) {
    lines.push(`typedef struct { void *alloc, *aligned; int64_t offset; int64_t sizes[${Math.max(r, 1)}]; int64_t strides[${Math.max(r, 1)}]; } D${r};`);
  }
  const checks: string[] = [];
  for (const f of funcs) {
    const name = funcName(f);
    const args = f.region(0).entry.arguments.map((a) => a.type);
    const results = resultTypes(f);
    const ret = results.length ? cScalar(results[0])! : 'void';
    const params = args.map((t) => (t instanceof MemRefType ? `D${t.rank} *` : cScalar(t)!)).join(', ') || 'void';
    for (const side of ['orig', 'raised']) lines.push(`extern ${ret} _mlir_ciface_${side}_${name}(${params});`);
    const body: string[] = [`static int check_${name}(void) {`, '  int bad = 0;'];
    const callArgs: Record<string, string[]> = { orig: [], raised: [] };
    args.forEach((t, i) => {
      if (!(t instanceof MemRefType)) {
        const v = t instanceof FloatType ? '1.5' : t instanceof IntegerType && t.width === 1 ? 'true' : String(N);
        for (const side of ['orig', 'raised']) callArgs[side].push(v);
        return;
      }
      const elt = cScalar(t.elementType)!;
      const shape = t.shape.map((d) => (d < 0 ? EXTENT : d));
      const elems = shape.reduce((a, b) => a * b, 1);
      const total = elems + 2 * pad(elems);
      // Values: small non-negative ints (usable as subscripts below N) or positive floats.
      const init = t.elementType instanceof FloatType ? '(double)(next() % 1000) / 100.0 + 0.5' : `(${elt})(next() % ${N / 2})`;
      body.push(`  ${elt} *a${i} = calloc(${total}, sizeof(${elt})), *b${i} = calloc(${total}, sizeof(${elt}));`);
      body.push(`  for (int k = 0; k < ${total}; k++) a${i}[k] = b${i}[k] = ${init};`);
      const strides = shape.map((_, d) => shape.slice(d + 1).reduce((a, b) => a * b, 1));
      for (const [side, buf] of [['orig', 'a'], ['raised', 'b']] as const) {
        body.push(`  D${t.rank} d${side}${i} = { ${buf}${i}, ${buf}${i} + ${pad(elems)}, 0, {${shape.join(', ') || '0'}}, {${strides.join(', ') || '0'}} };`);
        callArgs[side].push(`&d${side}${i}`);
      }
    });
    if (ret === 'void') {
      for (const side of ['orig', 'raised']) body.push(`  _mlir_ciface_${side}_${name}(${callArgs[side].join(', ')});`);
    } else {
      body.push(`  ${ret} r0 = _mlir_ciface_orig_${name}(${callArgs.orig.join(', ')});`);
      body.push(`  ${ret} r1 = _mlir_ciface_raised_${name}(${callArgs.raised.join(', ')});`);
      body.push('  if (memcmp(&r0, &r1, sizeof r0)) bad = 1;');
    }
    args.forEach((t, i) => {
      if (!(t instanceof MemRefType)) return;
      const elems = t.shape.map((d) => (d < 0 ? EXTENT : d)).reduce((a, b) => a * b, 1);
      body.push(`  if (memcmp(a${i}, b${i}, ${elems + 2 * pad(elems)} * sizeof *a${i})) bad = 1;`);
      body.push(`  free(a${i}); free(b${i});`);
    });
    body.push(`  printf("%s ${name}\\n", bad ? "DIFFERENT" : "same");`, '  return bad;', '}');
    lines.push(...body);
    checks.push(`check_${name}()`);
  }
  lines.push(`int main(void) { int bad = 0; seed = 42; setvbuf(stdout, NULL, _IONBF, 0); ${checks.map((c) => `bad |= ${c};`).join(' ')} return bad; }`);
  return lines.join('\n') + '\n';
}

describe('raise-affine differential execution', function () {
  let dir: string;
  before(function () {
    const missing = ['mlir-opt-19', 'mlir-translate-19', 'clang-19'].filter((t) => !hasTool(t));
    if (missing.length) {
      console.warn(`      ${missing.join(', ')} not installed: skipping the differential execution of raised code`);
      this.skip();
    }
    dir = mkdtempSync(join(tmpdir(), 'polyts-raise-exec-'));
  });
  after(() => {
    if (dir && !process.env.POLYTS_KEEP_TMP) rmSync(dir, { recursive: true, force: true });
  });

  it('computes bit-identical results before and after mem2reg + raise-affine + canonicalize', () => {
    const original = FILES.map((f) => parseRepoFile(f));
    const raised = FILES.map((f) => parseRepoFile(f));
    for (const m of raised) raiseToAffine(m);
    // One module holding orig_<f> and raised_<f> for every testable function.
    const module = original[0];
    const body = module.region(0).entry;
    for (const op of body.opsArray()) op.erase();
    const tested: Operation[] = [];
    original.forEach((m, i) => {
      const raisedFuncs = new Map(functions(raised[i]).map((f) => [funcName(f), f]));
      for (const f of functions(m)) {
        if (!isTestable(f)) continue;
        tested.push(f);
        const name = funcName(f);
        for (const [side, fn] of [['orig', f], ['raised', raisedFuncs.get(name)!]] as const) {
          fn.remove();
          fn.setAttr('sym_name', new StringAttr(`${side}_${name}`));
          fn.setAttr('llvm.emit_c_interface', UnitAttr.instance);
          body.append(fn);
        }
      }
    });
    expect(tested.length).to.be.greaterThan(25);
    verify(module);
    // Names went to orig_/raised_ above; the driver needs the plain names back.
    for (const f of tested) f.setAttr('sym_name', new StringAttr(funcName(f).slice('orig_'.length)));
    const c = driver(tested);
    for (const f of tested) f.setAttr('sym_name', new StringAttr(`orig_${funcName(f)}`));
    const llvmDialect = runTool('mlir-opt-19', LOWER, printOperation(module));
    writeFileSync(join(dir, 'k.ll'), runTool('mlir-translate-19', ['--mlir-to-llvmir'], llvmDialect));
    writeFileSync(join(dir, 'driver.c'), c);
    const cc = spawnSync('clang-19', ['-O1', '-Wno-override-module', join(dir, 'driver.c'), join(dir, 'k.ll'), '-lm', '-o', join(dir, 'k')], { encoding: 'utf8' });
    expect(cc.status, cc.stderr).to.equal(0);
    const run = spawnSync(join(dir, 'k'), { encoding: 'utf8' });
    const lines = run.stdout.trim().split('\n');
    expect(lines.filter((l) => !l.startsWith('same ')), run.stdout + run.stderr).to.deep.equal([]);
    expect(lines.length).to.equal(tested.length);
    expect(run.status).to.equal(0);
  });
});
