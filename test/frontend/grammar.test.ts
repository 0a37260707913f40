// The committed parser in src/frontend/generated/ is exactly what `npm run grammar` produces from
// grammar/C.g4 (checked when Java is available, since antlr4ng-cli runs the ANTLR jar).

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath, repoRoot } from './helpers.js';

function javaAvailable(): boolean {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return !r.error && r.status === 0;
}

describe('frontend grammar', function () {
  this.timeout(180000);

  it('regenerates the committed parser byte for byte', function () {
    if (!javaAvailable()) {
      console.log('      (skipped: java is not installed, so the ANTLR generator cannot run)');
      this.skip();
    }
    const out = mkdtempSync(join(tmpdir(), 'polyts-grammar-'));
    try {
      const cli = repoPath('node_modules/antlr4ng-cli/index.js');
      const args = ['-Dlanguage=TypeScript', '-no-visitor', '-no-listener', '-Xexact-output-dir', '-o', out, 'grammar/C.g4'];
      const r = spawnSync(process.execPath, [cli, ...args], { cwd: repoRoot, encoding: 'utf8' });
      expect(r.status, r.stderr + r.stdout).to.equal(0);
      const committedDir = repoPath('src/frontend/generated');
      const generated = readdirSync(out).sort();
      expect(generated).to.deep.equal(readdirSync(committedDir).sort());
      for (const f of generated) {
        expect(readFileSync(join(out, f)).equals(readFileSync(join(committedDir, f))), `${f} differs; run npm run grammar`).to.equal(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('npm run grammar uses the same generator arguments as this test', () => {
    const pkg = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['grammar']).to.equal(
      'antlr4ng -Dlanguage=TypeScript -no-visitor -no-listener -Xexact-output-dir -o src/frontend/generated grammar/C.g4',
    );
  });
});
