// Tiling (src/schedule/tile.ts): golden tiled trees of the classic Pluto examples (gemm, seidel-2d with its
// wavefront, jacobi-2d), the intra-tile reorder, the decisions for bands that are not tiled, and every tiled tree
// legal: the 30 polybench/ kernels' initial trees tiled, checked by our legality check and by real isl.

import { expect } from 'chai';
import { computeDependences } from '../../src/poly/dependences.js';
import { printUnionSet } from '../../src/poly/islPrinter.js';
import { buildScop } from '../../src/poly/loopNest.js';
import { acc, loop, stmt, sub } from '../../src/poly/loopNestDsl.js';
import { type Scop, scopDomain } from '../../src/poly/scop.js';
import { initialTree } from '../../src/schedule/initialTree.js';
import { type TileOptions, type TileResult, tileTree } from '../../src/schedule/tile.js';
import type { ScheduleTree } from '../../src/schedule/tree.js';
import { parseScheduleTree, printScheduleTree } from '../../src/schedule/treeText.js';
import { verifyTree } from '../../src/schedule/verify.js';
import { kernelScops, kernels } from '../poly/kernelModules.js';
import { islScheduleTool, islVerdict, skipWithoutIsl } from './islTree.js';

const defaults: TileOptions = { sizes: [], intraTile: true, wavefront: true };

function kernelScop(name: string): Scop {
  return kernelScops(kernels.find((k) => k.name === name)!)[0]!.scop;
}

/** A tree over the scop's domain; `body` is the YAML below the domain node. */
function treeOf(scop: Scop, body: string): ScheduleTree {
  return parseScheduleTree(`domain: "${printUnionSet(scopDomain(scop))}"\nchild:\n${body.replace(/^/gm, '  ')}\n`);
}

/** Tiles and checks the result is legal. */
function tile(scop: Scop, tree: ScheduleTree, options: Partial<TileOptions> = {}): TileResult {
  const deps = computeDependences(scop, { distances: false });
  const r = tileTree(scop, deps, tree, { ...defaults, ...options });
  expect(verifyTree(scop, deps, r.tree)).to.deep.equal([]);
  return r;
}

/** The tree's text below the domain line. */
function below(r: TileResult): string {
  return printScheduleTree(r.tree).split('\n').slice(2).join('\n');
}

function messages(r: TileResult): string[] {
  return r.notes.map((n) => n.message);
}

/** Trees as the pluto style finds them (shared/papers/000_*, Pluto's published schedules). */
const plutoGemm = `sequence:
- filter: "[ni, nj, nk] -> { S0[i0, i1] }"
  child:
    schedule: "[{ S0[i, j] -> [(i)] }, { S0[i, j] -> [(j)] }]"
    permutable: 1
    coincident: [ 1, 1 ]
- filter: "[ni, nj, nk] -> { S1[i0, i1, i2] }"
  child:
    schedule: "[{ S1[i, k, j] -> [(i)] }, { S1[i, k, j] -> [(k)] }, { S1[i, k, j] -> [(j)] }]"
    permutable: 1
    coincident: [ 1, 0, 1 ]`;
const plutoSeidel = `schedule: "[{ S0[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(t + i)] }, { S0[t, i, j] -> [(2t + i + j)] }]"
permutable: 1`;
const plutoJacobi2d = `schedule: "[{ S0[t, i, j] -> [(t)]; S1[t, i, j] -> [(t)] }, { S0[t, i, j] -> [(2t + i)]; S1[t, i, j] -> [(2t + i + 1)] }, { S0[t, i, j] -> [(2t + j)]; S1[t, i, j] -> [(2t + j + 1)] }]"
permutable: 1
child:
  sequence:
  - filter: "[tsteps, n] -> { S0[i0, i1, i2] }"
  - filter: "[tsteps, n] -> { S1[i0, i1, i2] }"`;

describe('schedule/tile', function () {
  this.timeout(300000);

  describe('golden tiled trees', () => {
    it('gemm: both bands tiled 32, tile loops i and j parallel, j innermost in the point band', () => {
      const r = tile(kernelScop('gemm'), treeOf(kernelScop('gemm'), plutoGemm));
      expect(below(r)).to.equal(`  sequence:
  - filter: "[ni, nj, nk] -> { S0[i0, i1] }"
    child:
      schedule: "[ni, nj, nk] -> [{ S0[i0, i1] -> [(floor((i0)/32))] }, { S0[i0, i1] -> [(floor((i1)/32))] }]"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[ni, nj, nk] -> [{ S0[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(i1)] }]"
        permutable: 1
        coincident: [ 1, 1 ]
  - filter: "[ni, nj, nk] -> { S1[i0, i1, i2] }"
    child:
      schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(floor((i0)/32))] }, { S1[i0, i1, i2] -> [(floor((i1)/32))] }, { S1[i0, i1, i2] -> [(floor((i2)/32))] }]"
      permutable: 1
      coincident: [ 1, 0, 1 ]
      child:
        schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(i0)] }, { S1[i0, i1, i2] -> [(i1)] }, { S1[i0, i1, i2] -> [(i2)] }]"
        permutable: 1
        coincident: [ 1, 0, 1 ]
`);
      expect(messages(r)).to.include('band at domain/sequence[1]/filter/band/band (S1): innermost point loop kept: member 2 (3 stride-one, 1 invariant, 0 other accesses, parallel)');
    });

    it('seidel-2d: tiled 32, then the wavefront (tile loop 0 = the sum of tile loops 0 and 1) makes tile loop 1 parallel', () => {
      const seidel = kernelScop('seidel-2d');
      const r = tile(seidel, treeOf(seidel, plutoSeidel));
      expect(below(r)).to.equal(`  schedule: "[tsteps, n] -> [{ S0[i0, i1, i2] -> [(floor((i0)/32) + floor((i0 + i1)/32))] }, { S0[i0, i1, i2] -> [(floor((i0 + i1)/32))] }, { S0[i0, i1, i2] -> [(floor((2i0 + i1 + i2)/32))] }]"
  permutable: 1
  coincident: [ 0, 1, 0 ]
  child:
    schedule: "[tsteps, n] -> [{ S0[i0, i1, i2] -> [(i0)] }, { S0[i0, i1, i2] -> [(i0 + i1)] }, { S0[i0, i1, i2] -> [(2i0 + i1 + i2)] }]"
    permutable: 1
`);
      expect(messages(r)).to.deep.equal([
        'band at domain/band (S0): tiled 32x32x32',
        'band at domain/band/band (S0): innermost point loop kept: member 2 (10 stride-one, 0 invariant, 0 other accesses)',
        'band at domain/band (S0): no tile loop is parallel: wavefront, tile loop 0 becomes the sum of tile loops 0 and 1 (tile loop 1 parallel)',
      ]);
    });

    it('jacobi-2d: the fused, skewed band tiled 32 with a wavefront; the statements stay in sequence inside a tile', () => {
      const jacobi = kernelScop('jacobi-2d');
      const r = tile(jacobi, treeOf(jacobi, plutoJacobi2d));
      expect(below(r)).to.equal(`  schedule: "[tsteps, n] -> [{ S0[i0, i1, i2] -> [(floor((i0)/32) + floor((2i0 + i1)/32))]; S1[i0, i1, i2] -> [(floor((i0)/32) + floor((1 + 2i0 + i1)/32))] }, { S0[i0, i1, i2] -> [(floor((2i0 + i1)/32))]; S1[i0, i1, i2] -> [(floor((1 + 2i0 + i1)/32))] }, { S0[i0, i1, i2] -> [(floor((2i0 + i2)/32))]; S1[i0, i1, i2] -> [(floor((1 + 2i0 + i2)/32))] }]"
  permutable: 1
  coincident: [ 0, 1, 0 ]
  child:
    schedule: "[tsteps, n] -> [{ S0[i0, i1, i2] -> [(i0)]; S1[i0, i1, i2] -> [(i0)] }, { S0[i0, i1, i2] -> [(2i0 + i1)]; S1[i0, i1, i2] -> [(1 + 2i0 + i1)] }, { S0[i0, i1, i2] -> [(2i0 + i2)]; S1[i0, i1, i2] -> [(1 + 2i0 + i2)] }]"
    permutable: 1
    child:
      sequence:
      - filter: "[tsteps, n] -> { S0[i0, i1, i2] }"
      - filter: "[tsteps, n] -> { S1[i0, i1, i2] }"
`);
    });
  });

  describe('decisions', () => {
    const gemm = kernelScop('gemm');
    /** gemm with the product's band written i, j, k (permutable: only k carries a dependence). */
    const gemmIJK = plutoGemm.replace('{ S1[i, k, j] -> [(k)] }, { S1[i, k, j] -> [(j)] }', '{ S1[i, k, j] -> [(j)] }, { S1[i, k, j] -> [(k)] }').replace('coincident: [ 1, 0, 1 ]', 'coincident: [ 1, 1, 0 ]');

    it('intra-tile reorder: gemm\'s product written i, j, k gets j (stride one on C and B, parallel) innermost, in the point band only', () => {
      const r = tile(gemm, treeOf(gemm, gemmIJK));
      const text = below(r);
      expect(text).to.contain('schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(floor((i0)/32))] }, { S1[i0, i1, i2] -> [(floor((i2)/32))] }, { S1[i0, i1, i2] -> [(floor((i1)/32))] }]"');
      expect(text).to.contain('schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(i0)] }, { S1[i0, i1, i2] -> [(i1)] }, { S1[i0, i1, i2] -> [(i2)] }]"');
      expect(messages(r)).to.include('band at domain/sequence[1]/filter/band/band (S1): point loops reordered to members 0, 2, 1: member 1 innermost (3 stride-one, 1 invariant, 0 other accesses, parallel)');
    });

    it('intra-tile=false keeps the point loops in the band\'s order', () => {
      const r = tile(gemm, treeOf(gemm, gemmIJK), { intraTile: false });
      expect(below(r)).to.contain('schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(i0)] }, { S1[i0, i1, i2] -> [(i2)] }, { S1[i0, i1, i2] -> [(i1)] }]"');
      expect(messages(r).some((m) => m.includes('point loop'))).to.equal(false);
    });

    it('a sequential outermost tile loop with a parallel one inside: the parallel tile loop moves outermost', () => {
      // A[i][j] = A[i - 1][j]: i carries the dependence, j is parallel.
      const scop = buildScop('rows', ['N'], [loop('i', 1, 'N', loop('j', 0, 'N', stmt('S0', [acc('A', 'i', 'j')], [acc('A', sub('i', 1), 'j')])))]);
      const r = tile(scop, initialTree(scop));
      expect(below(r)).to.contain('schedule: "[N] -> [{ S0[i0, i1] -> [(floor((i1)/32))] }, { S0[i0, i1] -> [(floor((i0)/32))] }]"\n  permutable: 1\n  coincident: [ 1, 0 ]');
      expect(messages(r)).to.deep.equal([
        'band at domain/band (S0): tiled 32x32 (its first 2 of 2 nested loops regrouped into a permutable band)',
        'band at domain/band/band (S0): innermost point loop kept: member 1 (2 stride-one, 0 invariant, 0 other accesses, parallel)',
        'band at domain/band (S0): tile loop 1 is parallel and the outermost is not: tile loop 1 moved outermost',
      ]);
    });

    it('coincident flags are recomputed after the point loops are reordered (a member moved out may carry a dependence)', () => {
      // A[j][k][i] = A[j - 1][k][i - 1]: distance (1, 1, 0); i is the stride-one loop, j parallel only inside i.
      const scop = buildScop('diag', ['N'], [
        loop('i', 1, 'N', loop('j', 1, 'N', loop('k', 0, 'N', stmt('S0', [acc('A', 'j', 'k', 'i')], [acc('A', sub('j', 1), 'k', sub('i', 1))])))),
      ]);
      const r = tile(scop, initialTree(scop));
      expect(below(r)).to.contain(`    schedule: "[N] -> [{ S0[i0, i1, i2] -> [(i1)] }, { S0[i0, i1, i2] -> [(i2)] }, { S0[i0, i1, i2] -> [(i0)] }]"
    permutable: 1
    coincident: [ 0, 1, 1 ]`);
    });

    it('wavefront=false leaves a sequential tile band as it is', () => {
      const seidel = kernelScop('seidel-2d');
      const r = tile(seidel, treeOf(seidel, plutoSeidel), { wavefront: false });
      expect(below(r)).to.contain('[{ S0[i0, i1, i2] -> [(floor((i0)/32))] }, { S0[i0, i1, i2] -> [(floor((i0 + i1)/32))] }');
      expect(below(r)).to.not.contain('coincident');
    });

    it('bands that are not tiled, and why: seidel-2d in its original order (no two nested loops permutable)', () => {
      const seidel = kernelScop('seidel-2d');
      const r = tile(seidel, initialTree(seidel));
      expect(r.tiled).to.equal(0);
      const m = messages(r);
      expect(m[0]).to.match(/^band at domain\/band \(S0\): not tiled: not permutable: (RAW|WAR|WAW) dependence S0 -> S0 on A has a negative distance on member 1$/);
      expect(m[1]).to.match(/^band at domain\/band\/band \(S0\): not tiled: not permutable: .* on member 1$/);
      expect(m[2]).to.equal('band at domain/band/band/band (S0): not tiled: a single loop (tiling it would only strip-mine it)');
    });

    it('tile sizes: one per member, the last repeated; 1 leaves a member untiled; all 1 tiles nothing', () => {
      const r = tile(gemm, treeOf(gemm, plutoGemm), { sizes: [16, 8] });
      expect(messages(r).filter((x) => x.includes('tiled'))).to.deep.equal(['band at domain/sequence[0]/filter/band (S0): tiled 16x8', 'band at domain/sequence[1]/filter/band (S1): tiled 16x8x8']);
      expect(below(r)).to.contain('{ S1[i0, i1, i2] -> [(floor((i0)/16))] }, { S1[i0, i1, i2] -> [(floor((i1)/8))] }, { S1[i0, i1, i2] -> [(floor((i2)/8))] }');
      const one = tile(gemm, treeOf(gemm, plutoGemm), { sizes: [1, 32] });
      expect(below(one)).to.contain('schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(i0)] }, { S1[i0, i1, i2] -> [(floor((i1)/32))] }, { S1[i0, i1, i2] -> [(floor((i2)/32))] }]"');
      expect(below(one)).to.contain('schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(i1)] }, { S1[i0, i1, i2] -> [(i2)] }]"');
      const none = tile(gemm, treeOf(gemm, plutoGemm), { sizes: [1] });
      expect(none.tiled).to.equal(0);
      expect(messages(none)).to.deep.equal(['band at domain/sequence[0]/filter/band (S0): not tiled: every tile size is 1', 'band at domain/sequence[1]/filter/band (S1): not tiled: every tile size is 1']);
    });
  });

  describe('requireReuse: tiles only where they keep data in cache', () => {
    it('gemm: the product (B reused along i over a 2-D footprint) is tiled; C *= beta (each element once) is not', () => {
      const gemm = kernelScop('gemm');
      const r = tile(gemm, treeOf(gemm, plutoGemm), { requireReuse: true });
      expect(r.tiled).to.equal(1);
      expect(messages(r)).to.include('band at domain/sequence[0]/filter/band (S0): not tiled: no access reuses more than a row or a vector from one iteration of its loops to the next');
      expect(messages(r)).to.include('band at domain/sequence[1]/filter/band (S1): tiled 32x32x32: B in S1 reused along member 0 over a 2-D footprint');
    });

    it('floyd-warshall: the (i, j) band under k reuses only row k and a scalar, so it is not tiled', () => {
      const fw = kernelScop('floyd-warshall');
      const r = tile(fw, initialTree(fw), { requireReuse: true });
      expect(r.tiled).to.equal(0);
      expect(messages(r)).to.include('band at domain/band/band (S0): not tiled: no access reuses more than a row or a vector from one iteration of its loops to the next');
      // Without the option, as Pluto does, it is tiled.
      expect(tile(fw, initialTree(fw)).tiled).to.equal(1);
    });

    it('a column walk reused along the outer loop is tiled (B[j][i] read with j inner)', () => {
      const scop = buildScop('transpose', ['N'], [loop('i', 0, 'N', loop('j', 0, 'N', stmt('S0', [acc('A', 'i', 'j')], [acc('B', 'j', 'i')])))]);
      const r = tile(scop, initialTree(scop), { requireReuse: true });
      expect(messages(r)[0]).to.equal('band at domain/band (S0): tiled 32x32 (its first 2 of 2 nested loops regrouped into a permutable band): B in S0 reused along member 0 over a column');
    });

    it('a band whose only parallelism is a wavefront of tiles is not tiled without reuse either', () => {
      // A[i][j] = A[i - 1][j] + A[i][j - 1]: both loops carry a dependence; the data walked is a row.
      const scop = buildScop('sweep', ['N'], [loop('i', 1, 'N', loop('j', 1, 'N', stmt('S0', [acc('A', 'i', 'j')], [acc('A', sub('i', 1), 'j'), acc('A', 'i', sub('j', 1))])))]);
      expect(tile(scop, initialTree(scop), { requireReuse: true }).tiled).to.equal(0);
      expect(tile(scop, initialTree(scop)).tiled).to.equal(1);
    });

    it('a recurrence along the inner loop under a parallel outer one is tiled (short chains overlap: adi)', () => {
      const scop = buildScop('rows', ['N'], [loop('i', 0, 'N', loop('j', 1, 'N', stmt('S0', [acc('A', 'i', 'j')], [acc('A', 'i', sub('j', 1))])))]);
      const r = tile(scop, initialTree(scop), { requireReuse: true, wavefront: false });
      expect(r.tiled).to.equal(1);
      expect(messages(r)[0]).to.match(/: tiled 32x32 .*: the innermost loop carries a dependence and an outer one is parallel: tiles interleave short chains$/);
    });

    it('an untiled band still gets its innermost loop distributed: jacobi-1d skewed, each statement vectorizable', () => {
      const j1 = kernelScop('jacobi-1d');
      const skewed = treeOf(
        j1,
        `schedule: "[{ S0[t, i] -> [(t)]; S1[t, i] -> [(t)] }, { S0[t, i] -> [(2t + i)]; S1[t, i] -> [(2t + i + 1)] }]"
permutable: 1
child:
  sequence:
  - filter: "[tsteps, n] -> { S0[i0, i1] }"
  - filter: "[tsteps, n] -> { S1[i0, i1] }"`,
      );
      const r = tile(j1, skewed, { requireReuse: true, distributeInner: true });
      expect(r.tiled).to.equal(0);
      expect(r.arranged).to.equal(1);
      expect(messages(r)).to.include('band at domain/band (S0, S1): innermost point loop distributed over 2 statement groups: fused, it carries a dependence between them; apart, each is parallel');
      expect(below(r)).to.not.contain('floor');
    });
  });

  describe('every tiled tree is legal', () => {
    const clean = /^map: equal\nraw: ordered\nwar: ordered\nwaw: ordered\ncoincident: \d+ members, 0 not parallel\npermutable: [1-9]\d* bands, 0 members with a negative distance\n$/;

    it('the 30 polybench/ kernels\' initial trees, tiled where two nested loops are permutable, by our check and by isl', function () {
      const tool = islScheduleTool();
      let tiled = 0;
      for (const k of kernels) {
        for (const x of kernelScops(k)) {
          const r = tile(x.scop, initialTree(x.scop), { sizes: [4] });
          tiled += r.tiled;
          if (r.tiled > 0 && 'tool' in tool) expect(islVerdict(tool.tool, x.scop, r.tree), x.scop.name).to.match(clean);
        }
      }
      expect(tiled, 'bands tiled').to.be.greaterThan(20);
      if ('missing' in tool) {
        console.log(`      isl part skipped: ${tool.missing}`);
        this.skip();
      }
    });

    it('the golden trees, by isl', function () {
      const tool = skipWithoutIsl(this);
      for (const [name, body] of [
        ['gemm', plutoGemm],
        ['seidel-2d', plutoSeidel],
        ['jacobi-2d', plutoJacobi2d],
      ] as const) {
        const scop = kernelScop(name);
        expect(islVerdict(tool, scop, tile(scop, treeOf(scop, body)).tree), name).to.match(clean);
      }
    });
  });
});
