// npm run build's second step (after tsc): bundles the three command-line tools into one module with esbuild
// (dist/bundle/polyts.cjs), then makes a V8 start-up snapshot of it (dist/bundle/polyts.blob) warmed up on a few
// PolyBench kernels, which bin/polyts-cc, bin/polyts-opt and bin/polyts-translate start from. A process started
// from the blob skips loading and compiling polyts's modules and starts with the C parser's caches filled.
// The blob only runs on the node binary that made it: after changing node, run `npm run build` again.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist/bundle/polyts.cjs');
const blob = join(root, 'dist/bundle/polyts.blob');
const client = join(root, 'dist/bundle/polyts-client');
// The compile server's own snapshot: the same, made (and so run) with V8 flags for a long-lived process. A server
// allocates a whole compilation's objects per command; with young generation space for them, fewer scavenges copy
// survivors (5-9% of a served -O3 compile). A one-command process runs as fast or faster without (its young space
// stays small), so the other tools keep the default. client.c gets the flag at its build, from here.
const serverBlob = join(root, 'dist/bundle/polyts-server.blob');
const serverNodeFlag = '--max-semi-space-size=64';

/**
 * antlr4ng declares ParserRuleContext's fields as class fields, and every rule's context class of the C parser extends
 * it: the fields' initializer defines them on objects of a hundred shapes, which V8 (node 20) does in its runtime, a
 * third of the parser's time. The bundle assigns them at the start of the constructor instead, in the same order and
 * with the same values (no class in the chain has accessors of these names), which V8 does as ordinary stores. Warm
 * parse of the 30 PolyBench kernels: 231-252 -> 151-171 ms. The build stops when antlr4ng's text is not the one
 * this rewrites (another version): check that the rewrite still holds, then update it.
 */
const contextFields = {
  name: 'antlr4ng-context-fields',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]antlr4ng[\\/]dist[\\/]index\.mjs$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const fields = /(static empty = new _ParserRuleContext\(null\);\n)  start = null;\n  stop = null;\n  children = \[\];\n((?:  \/\*\*\n(?:   \*.*\n)*   \*\/\n)?)  invokingState;\n  parent;\n((?:  \/\*\*\n(?:   \*.*\n)*   \*\/\n)?)  constructor\(parent, invokingStateNumber = -1\) \{\n    this\.parent = parent;\n    this\.invokingState = invokingStateNumber;\n  \}/;
      if (!fields.test(text)) throw new Error(`${args.path}: ParserRuleContext is not the one scripts/bundle.mjs rewrites (antlr4ng ${antlrVersion()})`);
      const contents = text.replace(
        fields,
        '$1$2$3  constructor(parent, invokingStateNumber = -1) {\n    this.start = null;\n    this.stop = null;\n    this.children = [];\n' +
          '    this.invokingState = invokingStateNumber;\n    this.parent = parent;\n  }',
      );
      return { contents, loader: 'js' };
    });
  },
};
const antlrVersion = () => JSON.parse(readFileSync(join(root, 'node_modules/antlr4ng/package.json'), 'utf8')).version;

await build({
  entryPoints: [join(root, 'src/cli/bundleMain.ts')],
  plugins: [contextFields],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // A snapshot's entry must be one CommonJS script that requires only node's built-in modules.
  format: 'cjs',
  // The packages' ES module builds (jsonc-parser's CommonJS build requires files by computed names).
  mainFields: ['module', 'main'],
  sourcemap: 'linked',
  logLevel: 'warning',
  // CommonJS has no import.meta: modules that locate files from it (yargs's, packageRoot's fallback) get the
  // bundle's own URL. In the snapshot that is where the bundle was built; bundleMain.ts sets the package root anew.
  banner: { js: 'var __polytsBundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: { 'import.meta.url': '__polytsBundleUrl' },
});

// polyts-client, bin/polyts-cc's way to a compile server (src/cli/server/client.c), built with the system C compiler.
// Without one, bin/polyts-cc runs every command in a process of its own, as before.
rmSync(client, { force: true });
const clientSource = join(root, 'src/cli/server/client.c');
let cc;
for (const compiler of ['cc', 'gcc', 'clang']) {
  cc = spawnSync(compiler, ['-O2', `-DSERVER_NODE_FLAG="${serverNodeFlag}"`, '-o', client, clientSource], { encoding: 'utf8' });
  if (!cc.error) break;
}
if (cc.status !== 0) {
  process.stderr.write(`note: polyts-client not built (${cc.error?.message ?? cc.stderr.trim().split('\n')[0]}); polyts-cc runs without a compile server\n`);
}

// The warm-up inputs: kernels of each kind (dense linear algebra, a stencil, a solver, data mining), preprocessed
// and pruned as polyts-cc does at -O3 (and one at -O0: the headers differ), so the snapshot's parser tables hold
// what the headers and kernels need.
const { preprocess } = await import(join(root, 'dist/src/frontend/preprocess.js'));
const { pruneSystemDeclarations } = await import(join(root, 'dist/src/frontend/headerPruning.js'));
rmSync(blob, { force: true });
rmSync(serverBlob, { force: true });
const warmUp = mkdtempSync(join(tmpdir(), 'polyts-warmup-'));
try {
  const suite = join(root, 'polybench');
  const kernels = ['linear-algebra/blas/gemm/gemm.c', 'stencils/jacobi-2d/jacobi-2d.c', 'linear-algebra/solvers/lu/lu.c', 'datamining/correlation/correlation.c'];
  for (const [kernel, level] of [...kernels.map((k) => [k, '-O3']), [kernels[0], '-O0']]) {
    const text = pruneSystemDeclarations(preprocess(join(suite, kernel), { includeDirs: [join(suite, 'utilities')], extraArgs: [level] }));
    writeFileSync(join(warmUp, `${kernel.replace(/.*\//, '')}${level}.i`), text);
  }
  for (const [file, flags] of [[blob, []], [serverBlob, [serverNodeFlag]]]) {
    const r = spawnSync(process.execPath, ['--no-warnings', ...flags, '--snapshot-blob', file, '--build-snapshot', bundle], {
      env: { ...process.env, POLYTS_SNAPSHOT_WARMUP: warmUp },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (r.status !== 0) throw new Error(`building the start-up snapshot ${file} failed (${r.error?.message ?? `exit ${r.status}`})`);
  }
} finally {
  rmSync(warmUp, { recursive: true, force: true });
}
