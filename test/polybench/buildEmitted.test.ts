// buildEmitted: a suite whose polybench.c warns under -Wall must not make clean emitted C fail; warnings in the emitted C still do.

import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEmitted } from './buildEmitted.js';

const cc = process.env.CC ?? 'gcc';

describe('building emitted C against a PolyBench utilities directory', function () {
  this.timeout(60000);
  let dir: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'polyts-build-emitted-'));
    // A support file in the style of a third-party suite: a file-scope static only used under an option, so -Wall warns.
    writeFileSync(join(dir, 'polybench.h'), 'extern void* polybench_alloc_data(unsigned long long int n, int elt_size);\n');
    writeFileSync(
      join(dir, 'polybench.c'),
      '#include <stdlib.h>\n#include "polybench.h"\nstatic int *padding_table = NULL;\n' +
        'void* polybench_alloc_data(unsigned long long int n, int elt_size) { return malloc(n * elt_size); }\n',
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('does not report the suite support file’s warnings against clean emitted C', async () => {
    const clean = join(dir, 'clean.c');
    writeFileSync(clean, '#include "polybench.h"\nint main(void) { double *a = polybench_alloc_data(4, sizeof(double)); return a == 0; }\n');
    const r = await buildEmitted(cc, dir, clean, join(dir, 'clean'));
    expect(r.error).to.equal(undefined);
    expect(r.warnings).to.equal('');
  });

  it('still reports warnings in the emitted C itself', async () => {
    const noisy = join(dir, 'noisy.c');
    writeFileSync(noisy, '#include "polybench.h"\nint main(void) { int unused_local; return polybench_alloc_data(1, 1) == 0; }\n');
    const r = await buildEmitted(cc, dir, noisy, join(dir, 'noisy'));
    expect(r.error).to.equal(undefined);
    expect(r.warnings).to.match(/unused_local/);
  });
});
