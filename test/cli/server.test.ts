// The compile server behind bin/polyts-cc, polyts-opt and polyts-translate (src/cli/server/): the first command
// starts it and runs itself, later ones are served, and a served command behaves as its own process would: the same
// output, remarks, errors and exit status, in the client's directory, environment and umask; a command the server
// cannot run (input on stdin) runs in the client; a socket no one listens on is replaced; an idle server ends.

import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const cli = join(root, 'bin/polyts-cc');
const client = join(root, 'dist/bundle/polyts-client');
const utilities = join(root, 'polybench/utilities');
const gemm = join(root, 'polybench/linear-algebra/blas/gemm/gemm.c');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const program = `#include "defs.h"
double a[100];
void scale(int n) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] * FACTOR;
}
int main(void) {
  for (int i = 0; i < 100; i++) a[i] = i;
  scale(100);
  return (int)a[7] - 7 * FACTOR;
}
`;

describe('polyts-cc compile server', function () {
  if (!existsSync(client)) {
    it('skipped: polyts-client was not built (no C compiler when npm run build ran)');
    return;
  }
  this.timeout(60000);
  let dir: string;
  let sockets: string;
  const served = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ ...process.env, POLYTS_SERVER_DIR: sockets, POLYTS_SERVER_IDLE: '20', ...extra });
  const alone = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ ...process.env, POLYTS_SERVER: '0', ...extra });
  const run = (args: readonly string[], env: NodeJS.ProcessEnv, cwd = dir, input?: string): Run => {
    const r = spawnSync(cli, args, { cwd, env, input, encoding: 'latin1' });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  /**
   * Runs `args` served and alone; the two runs, without their --time-phases lines and with the system compiler's
   * temporary directories named alike. A command that succeeds is checked to be served (--time-phases says so).
   */
  const both = (args: readonly string[], extra: NodeJS.ProcessEnv = {}, cwd = dir): { served: Run; alone: Run } => {
    const s = run(['--time-phases', ...args], served(extra), cwd);
    if (s.code === 0) expect(s.stderr).to.match(/^polyts-cc: time: served by the compile server \(process \d+\)$/m);
    const a = run(['--time-phases', ...args], alone(extra), cwd);
    expect(a.stderr).not.to.match(/served by/);
    const normal = (r: Run): Run => ({ ...r, stderr: r.stderr.replace(/^polyts-cc: time: .*\n/gm, '').replace(/polyts-cc-\w+/g, 'polyts-cc-TMP') });
    return { served: normal(s), alone: normal(a) };
  };
  const serverPids = (): number[] => {
    const r = run(['--time-phases', '-S', 'p.c', '-o', '/dev/null'], served());
    return [...r.stderr.matchAll(/process (\d+)/g)].map((m) => Number(m[1]));
  };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'polyts-server-test-'));
    sockets = join(dir, 'sockets');
    writeFileSync(join(dir, 'defs.h'), '#define FACTOR 3\n');
    writeFileSync(join(dir, 'p.c'), program);
    // The first command finds no server: it starts one and runs itself. Its TMPDIR is gone by the next commands,
    // which must each get their own (node reads TMPDIR from the process's environment, not from process.env).
    const startTmp = join(dir, 'start-tmp');
    mkdirSync(startTmp);
    const first = run(['--time-phases', '-S', '--emit=c', 'p.c'], served({ TMPDIR: startTmp }));
    expect(first.code).to.equal(0);
    expect(first.stderr).not.to.match(/served by/);
    for (let i = 0; i < 100 && !/served by/.test(run(['--time-phases', '-S', 'p.c', '-o', '/dev/null'], served()).stderr); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    rmSync(startTmp, { recursive: true });
  });
  /** Server processes to stop when the tests end (besides the one serving then). */
  const stopAtEnd = new Set<number>();
  after(() => {
    for (const pid of serverPids()) stopAtEnd.add(pid);
    for (const pid of stopAtEnd) {
      try {
        process.kill(pid);
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('listens on a socket in a directory only its user can enter', () => {
    expect(statSync(sockets).mode & 0o777).to.equal(0o700);
    expect(readdirSync(sockets).filter((f) => f.endsWith('.sock'))).to.have.length(1);
  });

  it('runs from its own snapshot, with the V8 flag that snapshot was made with', function () {
    const pids = serverPids();
    if (!existsSync(`/proc/${pids[0]}/cmdline`)) this.skip();
    for (const pid of pids) {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
      expect(command).to.include('--max-semi-space-size=64');
      expect(command[command.indexOf('--snapshot-blob') + 1]).to.match(/\/polyts-server\.blob$/);
    }
  });

  it('gives the same C, remarks and status as a process of its own, at -O0 and -O3', () => {
    for (const level of ['-O0', '-O3']) {
      const { served: s, alone: a } = both([level, '-S', '--emit=c', '-I', utilities, gemm]);
      expect(s.code).to.equal(0);
      expect(s.stdout).to.equal(a.stdout);
      expect(s.stderr).to.equal(a.stderr);
      expect(s.stdout).to.contain('void kernel_gemm(');
    }
  });

  it('reports errors as the process would, and writes no output file', () => {
    writeFileSync(join(dir, 'bad.c'), 'int f(void) { return 1 +; }\n');
    const { served: s, alone: a } = both(['-S', 'bad.c', '-o', 'bad.mlir']);
    expect(s.code).to.equal(1);
    expect(s.stderr).to.equal(a.stderr);
    expect(s.stderr).to.match(/^bad\.c:1:\d+: error: /);
    expect(existsSync(join(dir, 'bad.mlir'))).to.equal(false);
    const missing = both(['-S', 'nothere.c']);
    expect(missing.served.code).to.equal(1);
    expect(missing.served.stderr).to.equal(missing.alone.stderr);
  });

  it("works in the client's directory, with its environment and umask", () => {
    // A header found only through the client's C_INCLUDE_PATH, a relative input in a subdirectory.
    mkdirSync(join(dir, 'sub/inc'), { recursive: true });
    writeFileSync(join(dir, 'sub/inc/defs.h'), '#define FACTOR 5\n');
    writeFileSync(join(dir, 'sub/q.c'), program.replace('"defs.h"', '<defs.h>'));
    const env = { C_INCLUDE_PATH: join(dir, 'sub/inc') };
    const { served: s, alone: a } = both(['-S', '--emit=c', 'q.c'], env, join(dir, 'sub'));
    expect(s.code).to.equal(0);
    expect(s.stdout).to.equal(a.stdout);
    expect(s.stdout).to.contain('a[i] * 5.0');
    // An output file gets the client's umask.
    const r = spawnSync('sh', ['-c', `umask 077 && exec "${cli}" -S q.c -o q.mlir`], { cwd: join(dir, 'sub'), env: served(env) });
    expect(r.status).to.equal(0);
    expect(statSync(join(dir, 'sub/q.mlir')).mode & 0o777).to.equal(0o600);
  });

  it('builds objects and programs, relaying the compiler and the remarks', () => {
    const { served: s, alone: a } = both(['-O3', '--remarks', 'p.c', '-o', 'p.out']);
    expect(s.code).to.equal(0);
    expect(s.stderr).to.equal(a.stderr);
    expect(s.stderr).to.match(/remark: /);
    expect(spawnSync(join(dir, 'p.out')).status).to.equal(0);
    // The system compiler's own diagnostics reach the client.
    writeFileSync(join(dir, 'w.c'), '#warning "look here"\nint f(int x) { return x; }\n');
    const w = both(['-c', 'w.c', '-o', 'w.o']);
    expect(w.served.code).to.equal(0);
    expect(w.served.stderr).to.equal(w.alone.stderr);
    expect(w.served.stderr).to.match(/warning: #warning "look here"/);
    const failed = both(['-c', 'nothere.c']);
    expect(failed.served.code).to.equal(failed.alone.code).and.not.equal(0);
    expect(failed.served.stderr).to.equal(failed.alone.stderr);
  });

  it('leaves input on stdin to the client, and serves -o -, --help and --version', () => {
    const r = run(['-x', 'c', '-c', '-', '-o', 'stdin.o'], served(), dir, 'int f(void) { return 2; }\n');
    expect(r.code).to.equal(0);
    expect(existsSync(join(dir, 'stdin.o'))).to.equal(true);
    // Output to stdout is served.
    const dash = both(['-S', '--emit=c', 'p.c', '-o', '-']);
    expect(dash.served.code).to.equal(0);
    expect(dash.served.stdout).to.equal(dash.alone.stdout).and.contain('void scale(');
    expect(run(['--version'], served()).stdout).to.equal(run(['--version'], alone()).stdout);
    expect(run(['--help'], served()).stdout).to.contain('Usage: polyts-cc').and.contain('POLYTS_SERVER=0');
  });

  it("writes to the client's /dev/stdout and /dev/fd/1, not to the server's", () => {
    const expected = run(['-S', '--emit=c', 'p.c', '-o', '-'], alone()).stdout;
    expect(expected).to.contain('void scale(');
    for (const path of ['/dev/stdout', '/dev/fd/1']) {
      // Through a pipe, as a shell gives it (node's own stdio is a socket, which /dev/stdout cannot open).
      const r = spawnSync('sh', ['-c', `"$0" -S --emit=c p.c -o ${path} | cat`, cli], { cwd: dir, env: served(), encoding: 'latin1' });
      expect(r.status).to.equal(0);
      expect(r.stdout).to.equal(expected);
    }
  });

  it('serves polyts-opt and polyts-translate as their own processes would run them, stdin left to the client', () => {
    const tool = (name: string, args: readonly string[], env: NodeJS.ProcessEnv, input?: string): Run => {
      const r = spawnSync(join(root, 'bin', name), args, { cwd: dir, env, input, encoding: 'latin1' });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    writeFileSync(join(dir, 'p.mlir'), run(['-S', '--emit=affine', 'p.c'], alone()).stdout);
    writeFileSync(join(dir, 'bad.mlir'), 'func.func @f() {\n  %0 = arith.addi %x, %x : i32\n}\n');
    // Served: --mlir-timing says so; the module, the remarks and the status are those of a process of its own.
    const optArgs = ['p.mlir', '--form-statements', '--detect-reductions'];
    const s = tool('polyts-opt', [...optArgs, '--mlir-timing'], served());
    expect(s.code).to.equal(0);
    expect(s.stderr).to.match(/^polyts-opt: served by the compile server \(process \d+\)$/m);
    const a = tool('polyts-opt', optArgs, alone());
    expect(tool('polyts-opt', optArgs, served())).to.deep.equal(a);
    expect(a.stdout).to.contain('affine.for');
    expect(a.stderr).to.match(/remark: form-statements: /);
    for (const args of [['bad.mlir', '--canonicalize'], ['p.mlir', '--no-such-pass'], ['p.mlir', '--pass-pipeline=builtin.module(nothing)']]) {
      const failed = tool('polyts-opt', args, served());
      expect(failed.code).to.equal(1);
      expect(failed).to.deep.equal(tool('polyts-opt', args, alone()));
    }
    // Input on stdin: the client runs the command (no server line), with the same result.
    const piped = tool('polyts-opt', ['--form-statements', '--detect-reductions', '--mlir-timing'], served(), readFileSync(join(dir, 'p.mlir'), 'latin1'));
    expect(piped.code).to.equal(0);
    expect(piped.stderr).not.to.match(/served by/);
    expect(piped.stdout).to.equal(a.stdout);
    // --help and --version, which yargs prints before ending the process, are run by the client; the server lives on.
    expect(tool('polyts-opt', ['--help'], served()).stdout).to.contain('Usage: polyts-opt');
    expect(tool('polyts-opt', ['--version'], served()).stdout).to.equal(tool('polyts-opt', ['--version'], alone()).stdout);
    expect(tool('polyts-opt', [...optArgs, '--mlir-timing'], served()).stderr).to.match(/served by/);
    // polyts-translate: the same C served, alone and from stdin.
    const c = tool('polyts-translate', ['--mlir-to-c', 'p.mlir'], alone());
    expect(c.code).to.equal(0);
    expect(c.stdout).to.contain('void scale(');
    expect(tool('polyts-translate', ['--mlir-to-c', 'p.mlir'], served())).to.deep.equal(c);
    expect(tool('polyts-translate', ['--mlir-to-c', '-'], served(), readFileSync(join(dir, 'p.mlir'), 'latin1')).stdout).to.equal(c.stdout.replaceAll('p.mlir', '<stdin>'));
    const badC = tool('polyts-translate', ['--mlir-to-c', 'bad.mlir'], served());
    expect(badC.code).to.equal(1);
    expect(badC).to.deep.equal(tool('polyts-translate', ['--mlir-to-c', 'bad.mlir'], alone()));
  });

  it('serves commands that come one after another in one process, warm on all of them', () => {
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) for (const pid of serverPids()) pids.add(pid);
    expect([...pids]).to.have.length(1);
  });

  it('serves commands that arrive together, in more processes once they had to wait', async () => {
    const outputs = await Promise.all(
      ['-O1', '-O2', '-O3', '-O3'].map(
        (level, i) =>
          new Promise<string>((done, fail) => {
            const child = spawn(cli, [level, '-S', '--emit=c', '-I', utilities, gemm, '-o', `c${i}.c`], { cwd: dir, env: served(), stdio: 'ignore' });
            child.on('error', fail);
            child.on('close', (code) => (code === 0 ? done(readFileSync(join(dir, `c${i}.c`), 'latin1')) : fail(new Error(`exit ${code}`))));
          }),
      ),
    );
    expect(outputs[2]).to.equal(outputs[3]);
    expect(outputs[2]).to.equal(run(['-O3', '-S', '--emit=c', '-I', utilities, gemm], alone()).stdout);
    if (availableParallelism() < 2) return;
    // The queued commands waited: the server started a process per further core, and commands arriving together now
    // go to different processes.
    const pids = new Set<number>();
    for (let i = 0; i < 50 && pids.size < 2; i++) {
      const stderrs = await Promise.all(
        [0, 1, 2].map(
          () =>
            new Promise<string>((done) => {
              const child = spawn(cli, ['--time-phases', '-O3', '-S', '--emit=c', '-I', utilities, gemm, '-o', '/dev/null'], { cwd: dir, env: served() });
              let err = '';
              child.stderr.on('data', (b: Buffer) => (err += b.toString('latin1')));
              child.on('close', () => done(err));
            }),
        ),
      );
      for (const e of stderrs) for (const m of e.matchAll(/served by .*process (\d+)/g)) pids.add(Number(m[1]));
    }
    expect(pids.size).to.be.at.least(2);
    for (const pid of pids) stopAtEnd.add(pid);
  });

  it('replaces a socket no server listens on, and ends when idle', async () => {
    const other = join(dir, 'other-sockets');
    mkdirSync(other, { mode: 0o700 });
    const env = { ...served(), POLYTS_SERVER_DIR: other, POLYTS_SERVER_IDLE: '2' };
    // A file where the socket should be (a server killed before it could remove it).
    const sock = readdirSync(sockets).find((f) => f.endsWith('.sock'))!;
    writeFileSync(join(other, sock), '');
    expect(run(['-S', 'p.c', '-o', '/dev/null'], env).code).to.equal(0);
    let servedBy: number | undefined;
    for (let i = 0; i < 100 && servedBy === undefined; i++) {
      const m = /served by .*process (\d+)/.exec(run(['--time-phases', '-S', 'p.c', '-o', '/dev/null'], env).stderr);
      if (m) servedBy = Number(m[1]);
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(servedBy, 'a server replaced the stale socket').to.be.a('number');
    // Idle for 2 s, it ends: after 5 s its process is gone and the next command runs alone.
    await new Promise((r) => setTimeout(r, 5000));
    expect(() => process.kill(servedBy!, 0)).to.throw();
    const after = run(['--time-phases', '-S', 'p.c', '-o', '/dev/null'], env);
    expect(after.code).to.equal(0);
    expect(after.stderr).not.to.match(/served by/);
  });

  it('starts no server in a socket directory others can enter', () => {
    const open = join(dir, 'open-sockets');
    mkdirSync(open);
    chmodSync(open, 0o755);
    const env = { ...served(), POLYTS_SERVER_DIR: open };
    expect(run(['-S', 'p.c', '-o', '/dev/null'], env).code).to.equal(0);
    expect(run(['--time-phases', '-S', 'p.c', '-o', '/dev/null'], env).stderr).not.to.match(/served by/);
    expect(readdirSync(open)).to.deep.equal([]);
  });
});
