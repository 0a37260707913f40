// Bad-input corpus: every test/ir/bad/*.mlir makes polyts-opt print exactly one located error and exit 1, never a
// stack trace or an output file; with mlir-opt-19, upstream rejects each file too.
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { hasMlirOpt, inParallel, mlirFiles, readMlir, runMlirOptBatch, runPolytsCli, skipUpstreamTests, type RunResult } from './tools.js';

/** The first line of a bad file: `// ERROR: <line>:<col>: <message substring>`. */
interface Expected {
  readonly line: number;
  readonly col: number;
  readonly substring: string;
}

function expectedError(text: string, file: string): Expected {
  const m = /^\/\/ ERROR: (\d+):(\d+): (.+)$/m.exec(text.split('\n')[0]);
  if (!m) throw new Error(`${file}: the first line must be '// ERROR: <line>:<col>: <message substring>'`);
  return { line: Number(m[1]), col: Number(m[2]), substring: m[3] };
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Outcome {
  readonly run: RunResult;
  /** Files left in the output directory (the requested `-o` file or a temporary one). */
  readonly leftovers: string[];
}

describe('bad-input corpus (test/ir/bad)', () => {
  const files = mlirFiles('test/ir/bad');
  const texts = files.map(readMlir);
  let outcomes: Outcome[] = [];
  let workDir = '';

  before(async function () {
    this.timeout(120000);
    workDir = mkdtempSync(join(tmpdir(), 'polyts-bad-'));
    outcomes = await inParallel(
      files.map((file, i) => async () => {
        const outDir = join(workDir, String(i));
        mkdirSync(outDir);
        const run = await runPolytsCli([file, '-o', join(outDir, 'out.mlir')]);
        return { run, leftovers: readdirSync(outDir) };
      }),
      Math.max(2, availableParallelism()),
    );
  });
  after(() => rmSync(workDir, { recursive: true, force: true }));

  it('has at least 20 files', () => {
    expect(files.length).to.be.at.least(20);
  });

  describe('polyts-opt reports one located error and exits 1', () => {
    files.forEach((file, i) => {
      it(basename(file), () => {
        const want = expectedError(texts[i], file);
        const { run, leftovers } = outcomes[i];
        const shown = `stderr:\n${run.stderr}`;
        expect(run.stderr, `no stack trace; ${shown}`).not.to.match(/^\s+at /m);
        expect(run.stderr, `no internal error; ${shown}`).not.to.contain('internal error');
        expect(run.code, `exit code; ${shown}`).to.equal(1);
        expect(run.stdout, 'nothing on stdout').to.equal('');
        expect(leftovers, 'no output file').to.deep.equal([]);
        const lines = run.stderr.split('\n');
        expect(lines.length === 2 && lines[1] === '', `exactly one line on stderr; ${shown}`).to.equal(true);
        const pattern = new RegExp(`^${escapeRegExp(file)}:${want.line}:${want.col}: error: .*${escapeRegExp(want.substring)}`);
        expect(lines[0]).to.match(pattern);
      });
    });
  });

  describe('mlir-opt-19 rejects them too', function () {
    if (!hasMlirOpt()) {
      skipUpstreamTests(files.map((f) => basename(f)));
      return;
    }
    let upstream: (string | undefined)[] = [];
    let stderr = '';
    before(async function () {
      this.timeout(60000);
      ({ outputs: upstream, stderr } = await runMlirOptBatch(texts));
    });
    files.forEach((file, i) => {
      it(basename(file), () => {
        expect(upstream[i], `mlir-opt-19 accepted ${basename(file)}; its stderr for the batch:\n${stderr}`).to.equal(undefined);
      });
    });
  });
});
