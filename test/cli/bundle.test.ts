// The bundled tools: bin/polyts-cc started from the warmed-up start-up snapshot, the bundle it falls back to, and
// the unbundled modules compile a kernel to the same bytes, remarks included; the bundle names its tools.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const kernel = resolve(root, 'polybench/linear-algebra/kernels/2mm/2mm.c');
const args = ['-O3', '-fopenmp', '-S', '--emit=c', '-I', resolve(root, 'polybench/utilities'), kernel];

function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv = process.env): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', env, maxBuffer: 1 << 28 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('bundled tools', function () {
  this.timeout(120000);

  it('npm run build made the bundle, its snapshot and the compile server snapshot', () => {
    expect(existsSync(resolve(root, 'dist/bundle/polyts.cjs'))).to.equal(true);
    expect(existsSync(resolve(root, 'dist/bundle/polyts.blob'))).to.equal(true);
    expect(existsSync(resolve(root, 'dist/bundle/polyts-server.blob'))).to.equal(true);
  });

  it('the snapshot, the bundle and the plain modules print the same C and remarks', () => {
    const snapshot = run(resolve(root, 'bin/polyts-cc'), args);
    // NODE_OPTIONS makes bin/polyts-cc run the bundle itself (the blob refuses V8 options it was not made with).
    const bundle = run(resolve(root, 'bin/polyts-cc'), args, { ...process.env, NODE_OPTIONS: '--max-old-space-size=2048' });
    const plain = run(process.execPath, [resolve(root, 'dist/src/cli/polyts-cc.js'), ...args]);
    expect(plain.code).to.equal(0);
    expect(plain.stdout).to.include('#pragma omp parallel for');
    for (const r of [snapshot, bundle]) {
      expect(r.code).to.equal(0);
      expect(r.stdout).to.equal(plain.stdout);
      expect(r.stderr).to.equal(plain.stderr);
    }
  });

  it('bin/ scripts find the bundle through a link (npm puts one in node_modules/.bin) and from a relative path', () => {
    const links = mkdtempSync(join(tmpdir(), 'polyts-bin-'));
    try {
      for (const tool of ['polyts-cc', 'polyts-opt', 'polyts-translate']) {
        symlinkSync(resolve(root, 'bin', tool), join(links, tool));
        const expected = run(resolve(root, 'bin', tool), ['--version']);
        expect(expected.code).to.equal(0);
        expect(run(join(links, tool), ['--version'])).to.deep.equal(expected);
        const relative = spawnSync('sh', [tool, '--version'], { cwd: resolve(root, 'bin'), encoding: 'utf8' });
        expect({ code: relative.status, stdout: relative.stdout, stderr: relative.stderr }).to.deep.equal(expected);
      }
    } finally {
      rmSync(links, { recursive: true, force: true });
    }
  });

  it('the bundle rejects a tool it does not have', () => {
    const r = run(process.execPath, [resolve(root, 'dist/bundle/polyts.cjs'), 'polyts-nope']);
    expect(r.code).to.equal(2);
    expect(r.stderr).to.equal("polyts: error: unknown tool 'polyts-nope' (expected one of polyts-cc, polyts-opt, polyts-translate)\n");
  });
});
