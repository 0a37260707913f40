// Parser/printer bugs found by the round-trip corpus, pinned without needing mlir-opt-19: each expected text is what
// mlir-opt-19 prints for the input.
import { expect } from 'chai';
import { polytsPrint } from './tools.js';

/** Asserts polyts prints `input` as `expected` and reads its own print back unchanged. */
function expectPrints(input: string, expected: string): void {
  const printed = polytsPrint(input, 'regression.mlir');
  expect(printed).to.equal(expected);
  expect(polytsPrint(printed, 'reprinted.mlir')).to.equal(expected);
}

describe('IR parser/printer regressions', () => {
  it('arith.constant with a discardable attribute prints one space before the dictionary', () => {
    expectPrints(
      'func.func @f() -> i32 {\n  %0 = arith.constant {tag} 1 : i32\n  return %0 : i32\n}\n',
      'module {\n  func.func @f() -> i32 {\n    %c1_i32 = arith.constant {tag} 1 : i32\n    return %c1_i32 : i32\n  }\n}\n\n',
    );
  });

  it('memref types print an integer memory space without its i64 type, as upstream does', () => {
    expectPrints(
      'func.func private @f(memref<4xf32, 1>, memref<*xi8, 2 : i64>, memref<2xf32, 5 : i32>)\n',
      'module {\n  func.func private @f(memref<4xf32, 1>, memref<*xi8, 2>, memref<2xf32, 5 : i32>)\n}\n\n',
    );
  });

  it('dense<> (zero elements), which the printer emits, parses back', () => {
    expectPrints(
      'module attributes {t.a = dense<> : tensor<0xi32>, t.b = dense<[[]]> : tensor<1x0xf32>} {\n}\n',
      'module attributes {t.a = dense<> : tensor<0xi32>, t.b = dense<> : tensor<1x0xf32>} {\n}\n\n',
    );
    expect(() => polytsPrint('module attributes {t.a = dense<> : tensor<2xi32>} {\n}\n', 'e.mlir')).to.throw(
      "e.mlir:1:34: error: parsed zero elements, but type ('tensor<2xi32>') expected at least 1",
    );
  });

  it('math.isnan/isinf/isfinite/isnormal are rejected: MLIR 19 has no such ops', () => {
    for (const op of ['isnan', 'isinf', 'isfinite', 'isnormal']) {
      const text = `func.func @f(%x: f64) -> i1 {\n  %0 = math.${op} %x : f64\n  return %0 : i1\n}\n`;
      expect(() => polytsPrint(text, 'e.mlir')).to.throw(`e.mlir:2:8: error: custom op 'math.${op}' is unknown`);
    }
  });

  it('memref layout maps inside function types get #map aliases, in the generic form and in type attributes', () => {
    const input = [
      'func.func private @g(memref<8xf32, affine_map<(d0) -> (d0 + 1)>>)',
      'func.func @f() attributes {t = (memref<2xf32, affine_map<(d0) -> (d0 + 3)>>) -> ()} {',
      '  return',
      '}',
      '',
    ].join('\n');
    const maps = '#map = affine_map<(d0) -> (d0 + 1)>\n#map1 = affine_map<(d0) -> (d0 + 3)>\n';
    expectPrints(
      input,
      maps +
        'module {\n  func.func private @g(memref<8xf32, #map>)\n  func.func @f() attributes {t = (memref<2xf32, #map1>) -> ()} {\n    return\n  }\n}\n\n',
    );
    const generic = polytsPrint(input, 'generic.mlir', true);
    expect(generic).to.contain(maps + '"builtin.module"() ({\n');
    expect(generic).to.contain('<{function_type = (memref<8xf32, #map>) -> (), sym_name = "g", sym_visibility = "private"}>');
    expect(generic).to.contain('{t = (memref<2xf32, #map1>) -> ()}');
  });

  it('NaNs of f16, bf16 and f32 keep their sign and payload (they all became the positive quiet NaN)', () => {
    const attrs = 't.a = 0x7DC3 : f16, t.b = 0xFFBB0464 : f32, t.c = 0x7F91 : bf16, t.d = 0xFE00 : f16, t.e = 0x7FC00000 : f32';
    expectPrints(`module attributes {${attrs}} {\n}\n`, `module attributes {${attrs}} {\n}\n\n`);
  });

  it('dense elements that are all equal print as a splat, as upstream stores them', () => {
    expectPrints(
      'module attributes {t.a = dense<[1.0, 1.0]> : tensor<2xf32>, t.b = dense<[7]> : tensor<1xi32>, t.c = dense<"0x0200000002000000"> : tensor<2xi32>, t.d = dense<[0.0, -0.0]> : tensor<2xf64>} {\n}\n',
      'module attributes {t.a = dense<1.000000e+00> : tensor<2xf32>, t.b = dense<7> : tensor<1xi32>, t.c = dense<2> : tensor<2xi32>, t.d = dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf64>} {\n}\n\n',
    );
  });

  it('array<f32/f64: 0x...> reads hex literals as bit patterns and rejects decimal integers, as for scalar floats', () => {
    expectPrints(
      'module attributes {t.a = array<f32: 0x3F800000, 2.5>, t.b = array<f64: 0x1>} {\n}\n',
      'module attributes {t.a = array<f32: 1.000000e+00, 2.500000e+00>, t.b = array<f64: 4.940660e-324>} {\n}\n\n',
    );
    expect(() => polytsPrint('module attributes {t.a = array<f32: 1>} {\n}\n', 'e.mlir')).to.throw(
      'e.mlir:1:37: error: unexpected decimal integer literal for a floating point value',
    );
  });

  it('an affine.for bound written `true` is sign-extended to -1, as upstream reads it', () => {
    expectPrints(
      'func.func @f() {\n  affine.for %i = 0 to true {\n  }\n  return\n}\n',
      'module {\n  func.func @f() {\n    affine.for %arg0 = 0 to -1 {\n    }\n    return\n  }\n}\n\n',
    );
  });
});
