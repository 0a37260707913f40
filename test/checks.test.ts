// Runs every .mlir and .c check-test under test/ (files with `// RUN:` lines) through the lit-like runner, one mocha test each.

import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { defaultConfig, discoverTests, inParallel, runTestFile, type TestResult } from './harness/lit.js';
import { packageRoot } from '../src/packageRoot.js';


const root = packageRoot();
// The sources, not dist/: check-tests are .mlir and .c files that the build does not copy.
const files = discoverTests(join(root, 'test'));
const config = defaultConfig(root);

describe('check-tests (.mlir and .c files with RUN lines)', function () {
  this.timeout(300000);
  let pending: Promise<TestResult>[] = [];

  before(function () {
    const shown = [...config.tools].map(([name, b]) => `${name}: ${'missing' in b ? `unavailable (${b.missing})` : b.description}`);
    console.log(`  check-tests: ${files.length} files; ${shown.join('; ')}`);
    // Files run concurrently. Most of a RUN line's time is node starting up, which waits on I/O as much as it
    // computes, so twice as many jobs as cores keeps the cores busy (100 one-line tests: 26 s with 2 jobs, 18 s with 4).
    const limit = 2 * Math.max(1, availableParallelism());
    pending = inParallel(
      files.map((f) => () => runTestFile(f, config)),
      limit,
    );
  });

  after(async function () {
    const results = await Promise.allSettled(pending);
    const skippedLines = results.flatMap((r) =>
      r.status === 'fulfilled' ? r.value.lines.filter((l) => l.skipped).map((l) => `${relative(root, r.value.file)}:${l.run.line} (${l.skipped})`) : [],
    );
    if (skippedLines.length) console.log(`  check-tests: ${skippedLines.length} RUN line(s) skipped:\n    ${skippedLines.join('\n    ')}`);
  });

  files.forEach((file, i) => {
    it(relative(root, file), async function () {
      const result = await pending[i];
      if (result.status === 'skip') {
        console.log(`  skipped ${relative(root, file)}: ${result.message}`);
        this.skip();
      }
      if (result.status === 'fail') throw new Error(`${relative(root, file)}\n${result.message}`);
    });
  });
});
