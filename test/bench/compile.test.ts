// npm run bench:compile's command line: --help, bad options as one line and exit status 1 before any work, and a
// one-kernel run that prints the table, the phases and the batch line.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = resolve(dirname(fileURLToPath(import.meta.url)), '../../bench/compile.js');
const run = (args: string[]) => spawnSync(process.execPath, [bench, ...args], { encoding: 'utf8' });

describe('bench:compile', () => {
  it('prints its usage with --help', () => {
    const r = run(['--help']);
    expect(r.status).to.equal(0);
    expect(r.stdout).to.match(/^Usage: npm run bench:compile -- \[--runs=N\] \[--kernels=a,b\]/);
    expect(r.stdout).to.contain('--runs');
  });

  it('rejects a bad option with one line and exit status 1, before any work', () => {
    for (const [args, message] of [
      [['--runs=0'], 'bench:compile: error: --runs must be an integer >= 1'],
      [['--runs=two'], 'bench:compile: error: --runs must be an integer >= 1'],
      [['--kernels=gemm,nope'], "bench:compile: error: unknown kernel 'nope'; known: correlation, "],
      [['--kernels='], 'bench:compile: error: --kernels names no kernel'],
      [['--bogus'], 'bench:compile: error: Unknown argument: bogus'],
    ] as const) {
      const r = run([...args]);
      expect(r.status, args.join(' ')).to.equal(1);
      expect(r.stdout).to.equal('');
      expect(r.stderr.split('\n').filter(Boolean)).to.have.length(1);
      expect(r.stderr).to.contain(message);
    }
  });

  it('times the kernels it is given', () => {
    const r = run(['--kernels=jacobi-1d', '--runs=1']);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.match(/^jacobi-1d +\d+\.\d{3} +\d+\.\d{3} +\d+\.\d\dx/m);
    expect(r.stdout).to.contain('polyts-cc -O3 phases alone');
    expect(r.stdout).to.match(
      /^1 kernels in one polyts-cc -O3 -S command, median of 1 \(range\): [\d.]+ s \(.*\) alone \([\d.]+x gcc\), [\d.]+ s \(.*\) served \([\d.]+x gcc\); gcc -O3 -c on each in turn: [\d.]+ s .*$/m,
    );
  });
});
