// schedule: computes a new schedule tree for every scop with the configurable scheduler (a style, a PolyTOPS JSON
// configuration or a strategy file), verifies it against every dependence and attaches it as `scop.schedule`;
// or imports a hand-written tree, verified the same way.

import { readFileSync } from 'node:fs';
import { DenseArrayAttr } from '../src/ir/attributes.js';
import { DiagnosticError, type SourceLoc } from '../src/ir/diagnostics.js';
import type { Operation } from '../src/ir/operation.js';
import type { ExtractedScop } from '../src/poly/affineModel.js';
import { VALIDITY_KINDS, computeDependences } from '../src/poly/dependences.js';
import { type PassContext, definePass } from '../src/pipeline/pass.js';
import {
  PARAMETRICK_MODES,
  type ParameTrickMode,
  STYLES,
  type SchedulerConfig,
  type StyleName,
  loadStrategy,
  parseSchedulerConfig,
  scheduleScop,
  styleConfig,
} from '../src/schedule/scheduler/index.js';
import { scheduleAnchor, treeMismatch, writeScheduleAttr } from '../src/schedule/scopTree.js';
import { type ScheduleNode, type ScheduleTree, childrenOf } from '../src/schedule/tree.js';
import { parseScheduleTree } from '../src/schedule/treeText.js';
import { formatViolations, verifySubtree, verifyTree } from '../src/schedule/verify.js';
import { hoistPointStatements } from '../src/schedule/hoistPointStatements.js';
import { WorkBudgetExceeded, withWorkBudget } from '../src/poly/workBudget.js';
import { modelWithRemarks } from './print-scop.js';

/**
 * Solver work one scop's scheduling may take (simplex tableau cells updated, weighted by the size of the numbers:
 * workBudget.ts), about 5 s here; past it the scop keeps its original order. A PolyBench file takes at most 0.9
 * million (adi), random fuzz kernels up to ~3.5 million; a few fuzz kernels need hundreds of millions.
 */
const SCHEDULE_WORK = 50_000_000;

/** The attribute that carries the configuration's tile sizes for the tile pass (next to scop.schedule). */
export const TILE_SIZES_ATTR = 'scop.tile_sizes';

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new DiagnosticError({ file: path, line: 1, col: 1 }, `cannot read ${what} (${code === 'ENOENT' ? 'no such file' : code ?? String(e)})`);
  }
}

/** The configuration the options name: a JSON file, else a style; a strategy file replaces its cost functions. */
function configOf(options: Record<string, unknown>): SchedulerConfig {
  const strategy = options['strategy'] ? loadStrategy(options['strategy'] as string) : null;
  const file = options['config'] as string;
  const base = file ? parseSchedulerConfig(readText(file, 'configuration'), file) : styleConfig(options['style'] as StyleName);
  return strategy ? { ...base, strategy } : base;
}

/** What the scheduler decided, in a line: the bands (members each), parallel members, sequences. */
function summary(tree: ScheduleTree): string {
  const sizes: number[] = [];
  let parallel = 0;
  let sequences = 0;
  const walk = (n: ScheduleNode): void => {
    if (n.kind === 'band') {
      sizes.push(n.members.length);
      parallel += n.members.filter((m) => m.coincident).length;
    }
    if (n.kind === 'sequence') sequences++;
    childrenOf(n).forEach(walk);
  };
  walk(tree);
  const members = sizes.reduce((a, b) => a + b, 0);
  const bands = sizes.length === 0 ? 'no band' : `${sizes.length} band${sizes.length === 1 ? '' : 's'} (${sizes.join(', ')} member${members === 1 ? '' : 's'})`;
  return `${bands}, ${parallel} parallel, ${sequences} sequence${sequences === 1 ? '' : 's'}`;
}

/** Trees of a `tree=` file: `scop @name` headers (as --print-schedule-tree prints) or a single tree. */
function importedTrees(path: string): { name: string | null; tree: ScheduleTree; loc: SourceLoc }[] {
  const text = readText(path, 'schedule tree');
  const lines = text.split('\n');
  const headers = lines.flatMap((l, i) => (/^scop @\S+\s*$/.test(l) ? [i] : []));
  if (headers.length === 0) return [{ name: null, tree: parseScheduleTree(text, path), loc: { file: path, line: 1, col: 1 } }];
  if (lines.slice(0, headers[0]).some((l) => l.trim() !== '' && !l.trim().startsWith('#'))) {
    throw new DiagnosticError({ file: path, line: 1, col: 1 }, "expected 'scop @NAME' before the first tree");
  }
  return headers.map((h, k) => {
    const end = headers[k + 1] ?? lines.length;
    // Blank lines keep the reader's line numbers those of the file.
    const body = lines.map((l, i) => (i > h && i < end ? l : '')).join('\n');
    return { name: lines[h]!.trim().slice('scop @'.length), tree: parseScheduleTree(body, path), loc: { file: path, line: h + 1, col: 1 } };
  });
}

function importTrees(path: string, scops: readonly ExtractedScop[], ctx: PassContext): void {
  for (const t of importedTrees(path)) {
    const x = t.name !== null ? scops.find((s) => s.scop.name === t.name) : scops.find((s) => treeMismatch(s.scop, t.tree) === null);
    if (!x) throw new DiagnosticError(t.loc, t.name !== null ? `no scop @${t.name} in the input` : 'the tree fits no scop of the input (statements, dimensions, parameters and domain must be the scop\'s)');
    const mismatch = treeMismatch(x.scop, t.tree);
    if (mismatch !== null) throw new DiagnosticError(t.loc, `the tree does not fit scop @${x.scop.name}: ${mismatch}`);
    const vs = verifyTree(x.scop, computeDependences(x.scop, { kinds: VALIDITY_KINDS, distances: false }), t.tree);
    if (vs.length > 0) throw new DiagnosticError(t.loc, `the tree is illegal for scop @${x.scop.name}: ${formatViolations(vs.slice(0, 1))}`);
    writeScheduleAttr(x, t.tree);
    ctx.remark(scheduleAnchor(x).loc, `schedule: scop @${x.scop.name}: imported tree from ${path}: ${summary(t.tree)}`);
  }
}

export const schedulePass = definePass({
  name: 'schedule',
  summary: 'Compute a schedule tree per scop with the configurable (PolyTOPS-style) scheduler, verify it and attach it as scop.schedule',
  anchor: 'builtin.module',
  options: [
    { name: 'style', type: 'string', description: 'built-in strategy: pluto (proximity, smartfuse, stride-1 innermost), isl (Feautrier when sequential), feautrier, tensor (contiguity, no skewing)', default: 'pluto', choices: STYLES },
    { name: 'config', type: 'string', description: 'PolyTOPS JSON configuration file (instead of a style)', default: '' },
    { name: 'strategy', type: 'string', description: 'CommonJS file exporting a strategy callback called before each dimension', default: '' },
    { name: 'parametrick', type: 'string', description: 'replace large constant bounds by parameters while scheduling: off, p-trick or p-trick-extra (empty: as the configuration says)', default: '', choices: ['', ...PARAMETRICK_MODES] },
    {
      name: 'split-for-parallelism',
      type: 'bool',
      default: true,
      description: 'distribute the components of a first dimension that fusion leaves sequential when one alone would be parallel (false for sequential code: fused loops keep their locality)',
    },
    {
      name: 'fuse-shared-streams',
      type: 'bool',
      default: false,
      description: 'with split-for-parallelism, keep fused the components that read one array element by element with the same access (it is then read once, not once per component: for sequential code)',
    },
    {
      name: 'align-shared-streams',
      type: 'bool',
      default: false,
      description: "permute a statement's rows of a completed band, where its dependences allow, so that it reads an array at the same iterations as another statement reading it one-to-one (mvt: the array is streamed once, by rows; for sequential code)",
    },
    { name: 'tree', type: 'string', description: 'import a schedule tree (isl YAML, or --print-schedule-tree output) instead of scheduling', default: '' },
    {
      name: 'work-budget',
      type: 'int',
      default: SCHEDULE_WORK,
      description: 'solver work (simplex tableau cells updated, weighted by the size of their numbers) one scop may take; past it the scop keeps its original order, with a remark',
    },
  ],
  run(op: Operation, options, ctx) {
    const scops = modelWithRemarks(op, ctx);
    if (options['tree']) return importTrees(options['tree'] as string, scops, ctx);
    const chosen = configOf(options);
    for (const s of chosen.scops ?? []) if (!scops.some((x) => x.scop.name === s.name)) throw new DiagnosticError(s.loc, `no scop @${s.name} in the input`);
    const parametrick = (options['parametrick'] as string) || undefined;
    const budget = options['work-budget'] as number;
    for (const x of scops) {
      const picked = !chosen.scops || chosen.scops.some((s) => s.name === x.scop.name) ? chosen : styleConfig('pluto');
      const config = {
        ...picked,
        splitForParallelism: options['split-for-parallelism'] as boolean,
        fuseSharedStreams: options['fuse-shared-streams'] as boolean,
        alignSharedStreams: options['align-shared-streams'] as boolean,
      };
      const anchor = scheduleAnchor(x);
      // The scheduler's remarks are kept until it finishes: a scop that runs out of work budget gets one remark.
      const said: [SourceLoc, string][] = [];
      const remark = (m: string, stmt: number | null) => said.push([stmt !== null ? x.statementOps[stmt]!.loc : anchor.loc, `schedule: ${m}`]);
      let r: ReturnType<typeof scheduleScop>;
      try {
        r = withWorkBudget(budget, () => scheduleScop(x.scop, { config, remark, ...(parametrick ? { parametrick: parametrick as ParameTrickMode } : {}) }));
      } catch (e) {
        if (!(e instanceof WorkBudgetExceeded)) throw e;
        ctx.remark(anchor.loc, `schedule: scop @${x.scop.name}: scheduling needs more solver work than its budget (work-budget=${budget}); the original order stays`);
        continue;
      }
      for (const [loc, m] of said) ctx.remark(loc, m);
      if (r.tree === null) {
        ctx.remark(anchor.loc, `schedule: scop @${x.scop.name}: no schedule in the configured space (${r.failure}); the original order stays`);
        continue;
      }
      // Each hoisting is checked where it changed the tree; the tree the pass writes is then checked whole (one
      // check of the scheduler's output and the hoisting together: the next pass reads its answer from the cache).
      const tree = hoistPointStatements(r.tree, (t, changed) => verifySubtree(x.scop, r.dependences, t, changed).violations.length === 0);
      const vs = verifyTree(x.scop, r.dependences, tree);
      if (vs.length > 0) throw new Error(`schedule: the schedule computed for scop @${x.scop.name} is illegal (a scheduler bug): ${formatViolations(vs.slice(0, 1))}`);
      writeScheduleAttr(x, tree);
      if (config.tileSizes) anchor.setAttr(TILE_SIZES_ATTR, DenseArrayAttr.i64([...config.tileSizes]));
      ctx.remark(anchor.loc, `schedule: scop @${x.scop.name}: ${summary(tree)}`);
    }
  },
});
