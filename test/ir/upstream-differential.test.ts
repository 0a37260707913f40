// Differential property tests against mlir-opt-19: random affine maps, integer sets, float and integer literals are
// printed by polyts and by upstream, and the texts must be identical (same simplification, same literal printing);
// random affine ops are compared the same way in the pretty and the generic form.
import { expect } from 'chai';
import { randomAffineMap, randomIntegerSet } from './differential/affineCases.js';
import { randomDenseArrayAttr, randomDenseAttr, randomStringAttr } from './differential/aggregateCases.js';
import { randomAffineFunction } from './differential/affineOpCases.js';
import { Random } from './differential/random.js';
import { randomFloatAttr, randomIntAttr } from './differential/scalarCases.js';
import { hasMlirOpt, polytsPrint, runMlirOptBatch, skipUpstreamTests } from './tools.js';

interface Category {
  readonly name: string;
  readonly seed: number;
  readonly cases: number;
  /** Cases per module: several attributes per module also exercises alias numbering and de-duplication. */
  readonly perModule: number;
  readonly make: (r: Random) => string;
}

/** Whole functions rather than attributes, compared in the pretty and the generic form. */
interface OpCategory {
  readonly name: string;
  readonly seed: number;
  readonly cases: number;
  readonly make: (r: Random) => string;
}

const categories: readonly Category[] = [
  { name: 'affine maps', seed: 0x5eed01, cases: 800, perModule: 8, make: randomAffineMap },
  { name: 'integer sets', seed: 0x5eed02, cases: 500, perModule: 6, make: randomIntegerSet },
  { name: 'float literals (f16, bf16, f32, f64)', seed: 0x5eed03, cases: 800, perModule: 10, make: randomFloatAttr },
  { name: 'integer literals (i1..i128, index, si/ui)', seed: 0x5eed04, cases: 500, perModule: 10, make: randomIntAttr },
  { name: 'dense elements (lists, splats, hex blobs)', seed: 0x5eed05, cases: 400, perModule: 8, make: randomDenseAttr },
  { name: 'array<> attributes', seed: 0x5eed06, cases: 200, perModule: 10, make: randomDenseArrayAttr },
  { name: 'strings with arbitrary bytes', seed: 0x5eed07, cases: 200, perModule: 10, make: randomStringAttr },
];

const opCategories: readonly OpCategory[] = [{ name: 'affine ops with random maps', seed: 0x5eed08, cases: 300, make: randomAffineFunction }];

/** Modules of `perModule` attributes `t.a0 = ...`, generated from the category's fixed seed. */
function modules(c: Category): string[] {
  const r = new Random(c.seed);
  const out: string[] = [];
  for (let i = 0; i < c.cases; i += c.perModule) {
    const attrs = Array.from({ length: Math.min(c.perModule, c.cases - i) }, (_, k) => `t.a${k} = ${c.make(r)}`);
    out.push(`module attributes {${attrs.join(', ')}} {\n}\n`);
  }
  return out;
}

function polytsOutput(text: string, generic = false): string {
  try {
    return polytsPrint(text, 'case.mlir', generic);
  } catch (e) {
    return `<rejected: ${e instanceof Error ? e.message : String(e)}>`;
  }
}

/** Runs upstream once over all inputs and asserts polyts prints each identically; failures show input and outputs. */
async function expectSamePrints(inputs: readonly string[], seed: number, generic = false): Promise<void> {
  const { outputs, stderr } = await runMlirOptBatch(inputs, generic ? ['--mlir-print-op-generic'] : []);
  const mismatches: string[] = [];
  inputs.forEach((input, i) => {
    const ours = polytsOutput(input, generic);
    const theirs = outputs[i] ?? `<rejected by mlir-opt-19: see its stderr>`;
    if (ours !== theirs) mismatches.push(`input:\n${input}mlir-opt-19:\n${theirs}\npolyts:\n${ours}\n`);
  });
  const shown = mismatches.slice(0, 5).join('\n');
  const rejected = outputs.some((o) => o === undefined) ? `\nmlir-opt-19 stderr:\n${stderr}` : '';
  expect(mismatches, `${mismatches.length} of ${inputs.length} modules differ (seed ${seed}); first ones:\n${shown}${rejected}`).to.deep.equal([]);
}

describe('differential tests against mlir-opt-19', function () {
  if (!hasMlirOpt()) {
    skipUpstreamTests([...categories, ...opCategories].map((c) => c.name));
    return;
  }
  for (const c of categories) {
    it(`${c.name}: ${c.cases} random cases print identically`, async function () {
      this.timeout(60000);
      await expectSamePrints(modules(c), c.seed);
    });
  }
  for (const c of opCategories) {
    it(`${c.name}: ${c.cases} random functions print identically, pretty and generic`, async function () {
      this.timeout(60000);
      const r = new Random(c.seed);
      const inputs = Array.from({ length: c.cases }, () => c.make(r));
      await Promise.all([expectSamePrints(inputs, c.seed), expectSamePrints(inputs, c.seed, true)]);
    });
  }
});
