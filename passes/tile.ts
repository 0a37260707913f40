// tile: tiles the schedule tree of every scop (the attached scop.schedule, else the original order): outermost
// permutable bands of two or more loops become tile and point bands, point loops reordered for stride-one accesses,
// sequential tile bands skewed into a wavefront; the verified tree is attached as scop.schedule.

import { VALIDITY_KINDS, computeDependences } from '../src/poly/dependences.js';
import { definePass } from '../src/pipeline/pass.js';
import { scratchpadKind } from '../src/ir/scopMarkers.js';
import { legalScheduleTree, readTileSizesAttr, scheduleAnchor, writeScheduleAttr } from '../src/schedule/scopTree.js';
import { DEFAULT_TILE_SIZE, type TileOptions, tileTree } from '../src/schedule/tile.js';
import { parameterFacts } from '../src/codegen/regenerate.js';
import { scanScheduleTree } from '../src/codegen/scan/scanTree.js';
import { modelWithRemarks } from './print-scop.js';
import { costlyComputations } from '../src/affine/costlyWork.js';

export const tilePass = definePass({
  name: 'tile',
  summary: 'Tile the permutable bands of each scop\'s schedule tree (intra-tile reorder for stride-one accesses, wavefront for pipelined parallelism) and attach it',
  anchor: 'builtin.module',
  options: [
    {
      name: 'sizes',
      type: 'int-list',
      default: [],
      minimum: 1,
      description: `tile size per band member, outermost first; later members take the last size; 1 leaves a member untiled (default: the scop's scop.tile_sizes, else ${DEFAULT_TILE_SIZE})`,
    },
    { name: 'intra-tile', type: 'bool', default: true, description: 'reorder the point loops so the innermost one has stride-one accesses' },
    { name: 'wavefront', type: 'bool', default: true, description: 'give a tile band whose outermost loop is sequential a parallel loop (move a parallel tile loop out, else skew into a wavefront)' },
    {
      name: 'require-reuse',
      type: 'bool',
      default: false,
      description: 'tile a band only where an access reuses data that tiles keep in cache (a footprint of two dimensions or a column walk) or where its innermost loop carries a dependence under a parallel one; otherwise every permutable band is tiled, as Pluto does',
    },
    {
      name: 'distribute-inner',
      type: 'bool',
      default: true,
      description: 'distribute the innermost point loop over its statements when, apart, each loop is parallel (no dependence between them, no guards: vectorizable)',
    },
  ],
  run(op, options, ctx) {
    for (const x of modelWithRemarks(op, ctx)) {
      const deps = computeDependences(x.scop, { kinds: VALIDITY_KINDS, distances: false });
      const tree = legalScheduleTree(x, deps);
      const given = options['sizes'] as number[];
      const sizes = given.length > 0 ? given : (readTileSizesAttr(x) ?? []);
      // Scratchpads read in the iteration that wrote them: once they are values again, they carry nothing.
      const scratchpads = new Set([...x.arrays].filter(([, m]) => ['copy', 'split'].includes(scratchpadKind(m) ?? '')).map(([name]) => name));
      const tileOptions: TileOptions = {
        sizes,
        intraTile: options['intra-tile'] as boolean,
        wavefront: options['wavefront'] as boolean,
        distributeInner: options['distribute-inner'] as boolean,
        requireReuse: options['require-reuse'] as boolean,
        scratchpads,
        // Only distribution asks about it.
        costlyWork: options['distribute-inner'] ? new Map(x.scop.statements.map((st, k) => [st.name, costlyComputations(x.statementOps[k]!)])) : undefined,
      };
      let r = tileTree(x.scop, deps, tree, tileOptions);
      const anchor = scheduleAnchor(x);
      if (r.wavefronts > 0) {
        // A wavefront's tile loops mix the tiles' coordinates; where code generation then cannot separate the
        // statements the plain tiles separate, their guards stay in the innermost loops (cholesky: 0.3x gcc with
        // the wavefront, 4.6x with the tiles in order and the loops inside them parallel).
        const plain = tileTree(x.scop, deps, tree, { ...tileOptions, wavefront: false });
        const context = parameterFacts(x);
        const waved = scanScheduleTree(r.tree, { context }).stats;
        const inOrder = scanScheduleTree(plain.tree, { context }).stats;
        if (waved.separated < inOrder.separated || waved.statementGuards > inOrder.statementGuards) {
          ctx.remark(anchor.loc, `tile: scop @${x.scop.name}: no wavefront: its code would keep ${waved.statementGuards} statement guards with ${waved.separated} loops separated, the tiles in order ${inOrder.statementGuards} with ${inOrder.separated}`);
          r = plain;
        }
      }
      for (const n of r.notes) {
        const at = x.scop.statements.findIndex((s) => s.name === n.statements[0]);
        ctx.remark((x.statementOps[at] ?? anchor).loc, `tile: ${n.message}`);
      }
      const arranged = r.arranged ? `, ${r.arranged} untiled band${r.arranged === 1 ? '' : 's'} with loops reordered or distributed` : '';
      if (r.tiled === 0 && r.arranged === 0) {
        ctx.remark(anchor.loc, `tile: scop @${x.scop.name}: no band tiled`);
        continue;
      }
      writeScheduleAttr(x, r.tree);
      ctx.remark(anchor.loc, `tile: scop @${x.scop.name}: ${r.tiled ? `${r.tiled} band${r.tiled === 1 ? '' : 's'} tiled` : 'no band tiled'}${arranged}`);
    }
  },
});
