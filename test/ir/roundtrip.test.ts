// Round-trip corpus: every test/ir/roundtrip/*.mlir prints stably through polyts and exactly as mlir-opt-19 prints it.
import { expect } from 'chai';
import { basename } from 'node:path';
import { hasMlirOpt, mlirFiles, polytsPrint, readMlir, runMlirOptBatch, runPolytsCli, skipUpstreamTests } from './tools.js';

const files = mlirFiles('test/ir/roundtrip');

/** Files whose polyts print legitimately differs from mlir-opt-19's print of the original; none so far. */
const knownPrintDifferences: ReadonlyMap<string, string> = new Map();

interface Case {
  readonly file: string;
  readonly name: string;
  readonly source: string;
  readonly pretty: string;
  readonly generic: string;
}

/** polyts output for every corpus file, computed once (a file polyts rejects fails its own tests). */
function polytsCases(): Case[] {
  return files.map((file) => {
    const source = readMlir(file);
    let pretty = '';
    let generic = '';
    try {
      pretty = polytsPrint(source, file);
      generic = polytsPrint(source, file, true);
    } catch (e) {
      pretty = generic = `<polyts rejected the file: ${e instanceof Error ? e.message : String(e)}>`;
    }
    return { file, name: basename(file), source, pretty, generic };
  });
}

describe('round-trip corpus (test/ir/roundtrip)', () => {
  const cases = polytsCases();

  it('has at least 30 files', () => {
    expect(files.length).to.be.at.least(30);
  });

  describe('polyts re-parses its own output to identical text', () => {
    for (const c of cases) {
      it(c.name, () => {
        expect(c.pretty, 'polyts rejected the file').not.to.match(/^<polyts rejected/);
        expect(polytsPrint(c.pretty, `${c.name} (printed)`), 'pretty form').to.equal(c.pretty);
        expect(polytsPrint(c.generic, `${c.name} (generic)`, true), 'generic form').to.equal(c.generic);
        expect(polytsPrint(c.generic, `${c.name} (generic)`), 'generic form printed pretty').to.equal(c.pretty);
      });
    }
  });

  it('the polyts-opt CLI prints what the library prints', async () => {
    const c = cases.find((x) => x.name === 'affine_for_bounds.mlir') ?? cases[0];
    const pretty = await runPolytsCli([c.file]);
    const generic = await runPolytsCli(['--mlir-print-op-generic', '-'], c.source);
    expect(pretty.stderr).to.equal('');
    expect(pretty.stdout).to.equal(c.pretty);
    expect(generic.stdout).to.equal(c.generic);
  });

  describe('mlir-opt-19 agrees', function () {
    if (!hasMlirOpt()) {
      skipUpstreamTests(cases.map((c) => c.name));
      return;
    }
    // Three batched upstream runs: the originals (pretty and generic) and polyts's pretty output.
    let upstream: (string | undefined)[] = [];
    let upstreamGeneric: (string | undefined)[] = [];
    let upstreamOfOurs: (string | undefined)[] = [];
    let stderr = '';
    before(async function () {
      this.timeout(60000);
      const [a, b, d] = await Promise.all([
        runMlirOptBatch(cases.map((c) => c.source)),
        runMlirOptBatch(cases.map((c) => c.source), ['--mlir-print-op-generic']),
        runMlirOptBatch(cases.map((c) => c.pretty)),
      ]);
      upstream = a.outputs;
      upstreamGeneric = b.outputs;
      upstreamOfOurs = d.outputs;
      stderr = [a.stderr, b.stderr, d.stderr].join('');
    });
    cases.forEach((c, i) => {
      it(c.name, () => {
        expect(upstream[i], `mlir-opt-19 rejects the corpus file:\n${stderr}`).to.be.a('string');
        expect(upstreamOfOurs[i], `mlir-opt-19 rejects polyts's output:\n${c.pretty}\n${stderr}`).to.be.a('string');
        // (b) upstream reads our print back to what it prints for the original.
        expect(upstreamOfOurs[i], 'mlir-opt-19 of polyts output vs mlir-opt-19 of the file').to.equal(upstream[i]);
        if (knownPrintDifferences.has(c.name)) return;
        // Stronger: our print is upstream's print, byte for byte, in both forms.
        expect(c.pretty, 'polyts-opt vs mlir-opt-19').to.equal(upstream[i]);
        expect(c.generic, 'polyts-opt --mlir-print-op-generic vs mlir-opt-19 --mlir-print-op-generic').to.equal(upstreamGeneric[i]);
      });
    });
  });
});
