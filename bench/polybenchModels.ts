// Hand-written loop nests of the 30 PolyBench 4.2 kernels (one statement per store), until models are extracted from MLIR.

import type { Int } from '../src/poly/int.js';
import type { LoopNode } from '../src/poly/loopNest.js';
import { acc, add, ge, iff, loop, stmt, sub } from '../src/poly/loopNestDsl.js';

export interface PolybenchModel {
  readonly name: string;
  readonly params: readonly string[];
  readonly body: readonly LoopNode[];
  /** Tiny parameter values at which execution traces stay small. */
  readonly tiny: Readonly<Record<string, Int>>;
}

const S = (n: number) => `S${n}`;
/** A downward loop `for (i = hi - 1; i >= lo; i--)` as affine MLIR has it: an upward counter r, i = hi - 1 - r. */
const down = (hi: string | ReturnType<typeof sub>, r: string) => sub(sub(hi, 1), r);

export const polybenchModels: PolybenchModel[] = [
  {
    name: 'correlation',
    params: ['M', 'N'],
    tiny: { M: 3, N: 3 },
    body: [
      loop('j', 0, 'M', stmt(S(0), [acc('mean', 'j')], []), loop('i', 0, 'N', stmt(S(1), [acc('mean', 'j')], [acc('mean', 'j'), acc('data', 'i', 'j')])), stmt(S(2), [acc('mean', 'j')], [acc('mean', 'j')])),
      loop('j', 0, 'M',
        stmt(S(3), [acc('stddev', 'j')], []),
        loop('i', 0, 'N', stmt(S(4), [acc('stddev', 'j')], [acc('stddev', 'j'), acc('data', 'i', 'j'), acc('mean', 'j')])),
        stmt(S(5), [acc('stddev', 'j')], [acc('stddev', 'j')]),
        stmt(S(6), [acc('stddev', 'j')], [acc('stddev', 'j')]),
        stmt(S(7), [acc('stddev', 'j')], [acc('stddev', 'j')])),
      loop('i', 0, 'N', loop('j', 0, 'M', stmt(S(8), [acc('data', 'i', 'j')], [acc('data', 'i', 'j'), acc('mean', 'j')]), stmt(S(9), [acc('data', 'i', 'j')], [acc('data', 'i', 'j'), acc('stddev', 'j')]))),
      loop('i', 0, sub('M', 1),
        stmt(S(10), [acc('corr', 'i', 'i')], []),
        loop('j', add('i', 1), 'M',
          stmt(S(11), [acc('corr', 'i', 'j')], []),
          loop('k', 0, 'N', stmt(S(12), [acc('corr', 'i', 'j')], [acc('corr', 'i', 'j'), acc('data', 'k', 'i'), acc('data', 'k', 'j')])),
          stmt(S(13), [acc('corr', 'j', 'i')], [acc('corr', 'i', 'j')]))),
      stmt(S(14), [acc('corr', sub('M', 1), sub('M', 1))], []),
    ],
  },
  {
    name: 'covariance',
    params: ['M', 'N'],
    tiny: { M: 3, N: 3 },
    body: [
      loop('j', 0, 'M', stmt(S(0), [acc('mean', 'j')], []), loop('i', 0, 'N', stmt(S(1), [acc('mean', 'j')], [acc('mean', 'j'), acc('data', 'i', 'j')])), stmt(S(2), [acc('mean', 'j')], [acc('mean', 'j')])),
      loop('i', 0, 'N', loop('j', 0, 'M', stmt(S(3), [acc('data', 'i', 'j')], [acc('data', 'i', 'j'), acc('mean', 'j')]))),
      loop('i', 0, 'M', loop('j', 'i', 'M',
        stmt(S(4), [acc('cov', 'i', 'j')], []),
        loop('k', 0, 'N', stmt(S(5), [acc('cov', 'i', 'j')], [acc('cov', 'i', 'j'), acc('data', 'k', 'i'), acc('data', 'k', 'j')])),
        stmt(S(6), [acc('cov', 'i', 'j')], [acc('cov', 'i', 'j')]),
        stmt(S(7), [acc('cov', 'j', 'i')], [acc('cov', 'i', 'j')]))),
    ],
  },
  {
    name: 'gemm',
    params: ['NI', 'NJ', 'NK'],
    tiny: { NI: 2, NJ: 3, NK: 2 },
    body: [
      loop('i', 0, 'NI',
        loop('j', 0, 'NJ', stmt(S(0), [acc('C', 'i', 'j')], [acc('C', 'i', 'j')])),
        loop('k', 0, 'NK', loop('j', 0, 'NJ', stmt(S(1), [acc('C', 'i', 'j')], [acc('C', 'i', 'j'), acc('A', 'i', 'k'), acc('B', 'k', 'j')])))),
    ],
  },
  {
    name: 'gemver',
    params: ['N'],
    tiny: { N: 3 },
    body: [
      loop('i', 0, 'N', loop('j', 0, 'N', stmt(S(0), [acc('A', 'i', 'j')], [acc('A', 'i', 'j'), acc('u1', 'i'), acc('v1', 'j'), acc('u2', 'i'), acc('v2', 'j')]))),
      loop('i', 0, 'N', loop('j', 0, 'N', stmt(S(1), [acc('x', 'i')], [acc('x', 'i'), acc('A', 'j', 'i'), acc('y', 'j')]))),
      loop('i', 0, 'N', stmt(S(2), [acc('x', 'i')], [acc('x', 'i'), acc('z', 'i')])),
      loop('i', 0, 'N', loop('j', 0, 'N', stmt(S(3), [acc('w', 'i')], [acc('w', 'i'), acc('A', 'i', 'j'), acc('x', 'j')]))),
    ],
  },
  {
    name: 'gesummv',
    params: ['N'],
    tiny: { N: 3 },
    body: [
      loop('i', 0, 'N',
        stmt(S(0), [acc('tmp', 'i')], []),
        stmt(S(1), [acc('y', 'i')], []),
        loop('j', 0, 'N', stmt(S(2), [acc('tmp', 'i')], [acc('A', 'i', 'j'), acc('x', 'j'), acc('tmp', 'i')]), stmt(S(3), [acc('y', 'i')], [acc('B', 'i', 'j'), acc('x', 'j'), acc('y', 'i')])),
        stmt(S(4), [acc('y', 'i')], [acc('tmp', 'i'), acc('y', 'i')])),
    ],
  },
  {
    name: 'symm',
    params: ['M', 'N'],
    tiny: { M: 3, N: 2 },
    body: [
      loop('i', 0, 'M', loop('j', 0, 'N',
        stmt(S(0), [acc('temp2')], []),
        loop('k', 0, 'i',
          stmt(S(1), [acc('C', 'k', 'j')], [acc('C', 'k', 'j'), acc('B', 'i', 'j'), acc('A', 'i', 'k')]),
          stmt(S(2), [acc('temp2')], [acc('temp2'), acc('B', 'k', 'j'), acc('A', 'i', 'k')])),
        stmt(S(3), [acc('C', 'i', 'j')], [acc('C', 'i', 'j'), acc('B', 'i', 'j'), acc('A', 'i', 'i'), acc('temp2')]))),
    ],
  },
  {
    name: 'syr2k',
    params: ['M', 'N'],
    tiny: { M: 2, N: 3 },
    body: [
      loop('i', 0, 'N',
        loop('j', 0, add('i', 1), stmt(S(0), [acc('C', 'i', 'j')], [acc('C', 'i', 'j')])),
        loop('k', 0, 'M', loop('j', 0, add('i', 1), stmt(S(1), [acc('C', 'i', 'j')], [acc('A', 'j', 'k'), acc('B', 'i', 'k'), acc('B', 'j', 'k'), acc('A', 'i', 'k'), acc('C', 'i', 'j')])))),
    ],
  },
  {
    name: 'syrk',
    params: ['M', 'N'],
    tiny: { M: 2, N: 3 },
    body: [
      loop('i', 0, 'N',
        loop('j', 0, add('i', 1), stmt(S(0), [acc('C', 'i', 'j')], [acc('C', 'i', 'j')])),
        loop('k', 0, 'M', loop('j', 0, add('i', 1), stmt(S(1), [acc('C', 'i', 'j')], [acc('A', 'i', 'k'), acc('A', 'j', 'k'), acc('C', 'i', 'j')])))),
    ],
  },
  {
    name: 'trmm',
    params: ['M', 'N'],
    tiny: { M: 3, N: 2 },
    body: [
      loop('i', 0, 'M', loop('j', 0, 'N',
        loop('k', add('i', 1), 'M', stmt(S(0), [acc('B', 'i', 'j')], [acc('A', 'k', 'i'), acc('B', 'k', 'j'), acc('B', 'i', 'j')])),
        stmt(S(1), [acc('B', 'i', 'j')], [acc('B', 'i', 'j')]))),
    ],
  },
  {
    name: '2mm',
    params: ['NI', 'NJ', 'NK', 'NL'],
    tiny: { NI: 2, NJ: 2, NK: 2, NL: 2 },
    body: [
      loop('i', 0, 'NI', loop('j', 0, 'NJ', stmt(S(0), [acc('tmp', 'i', 'j')], []), loop('k', 0, 'NK', stmt(S(1), [acc('tmp', 'i', 'j')], [acc('tmp', 'i', 'j'), acc('A', 'i', 'k'), acc('B', 'k', 'j')])))),
      loop('i', 0, 'NI', loop('j', 0, 'NL', stmt(S(2), [acc('D', 'i', 'j')], [acc('D', 'i', 'j')]), loop('k', 0, 'NJ', stmt(S(3), [acc('D', 'i', 'j')], [acc('D', 'i', 'j'), acc('tmp', 'i', 'k'), acc('C', 'k', 'j')])))),
    ],
  },
  {
    name: '3mm',
    params: ['NI', 'NJ', 'NK', 'NL', 'NM'],
    tiny: { NI: 2, NJ: 2, NK: 2, NL: 2, NM: 2 },
    body: [
      loop('i', 0, 'NI', loop('j', 0, 'NJ', stmt(S(0), [acc('E', 'i', 'j')], []), loop('k', 0, 'NK', stmt(S(1), [acc('E', 'i', 'j')], [acc('E', 'i', 'j'), acc('A', 'i', 'k'), acc('B', 'k', 'j')])))),
      loop('i', 0, 'NJ', loop('j', 0, 'NL', stmt(S(2), [acc('F', 'i', 'j')], []), loop('k', 0, 'NM', stmt(S(3), [acc('F', 'i', 'j')], [acc('F', 'i', 'j'), acc('C', 'i', 'k'), acc('D', 'k', 'j')])))),
      loop('i', 0, 'NI', loop('j', 0, 'NL', stmt(S(4), [acc('G', 'i', 'j')], []), loop('k', 0, 'NJ', stmt(S(5), [acc('G', 'i', 'j')], [acc('G', 'i', 'j'), acc('E', 'i', 'k'), acc('F', 'k', 'j')])))),
    ],
  },
  {
    name: 'atax',
    params: ['M', 'N'],
    tiny: { M: 3, N: 3 },
    body: [
      loop('i', 0, 'N', stmt(S(0), [acc('y', 'i')], [])),
      loop('i', 0, 'M',
        stmt(S(1), [acc('tmp', 'i')], []),
        loop('j', 0, 'N', stmt(S(2), [acc('tmp', 'i')], [acc('tmp', 'i'), acc('A', 'i', 'j'), acc('x', 'j')])),
        loop('j', 0, 'N', stmt(S(3), [acc('y', 'j')], [acc('y', 'j'), acc('A', 'i', 'j'), acc('tmp', 'i')]))),
    ],
  },
  {
    name: 'bicg',
    params: ['M', 'N'],
    tiny: { M: 3, N: 3 },
    body: [
      loop('i', 0, 'M', stmt(S(0), [acc('s', 'i')], [])),
      loop('i', 0, 'N',
        stmt(S(1), [acc('q', 'i')], []),
        loop('j', 0, 'M', stmt(S(2), [acc('s', 'j')], [acc('s', 'j'), acc('r', 'i'), acc('A', 'i', 'j')]), stmt(S(3), [acc('q', 'i')], [acc('q', 'i'), acc('A', 'i', 'j'), acc('p', 'j')]))),
    ],
  },
  {
    name: 'doitgen',
    params: ['NQ', 'NR', 'NP'],
    tiny: { NQ: 2, NR: 2, NP: 2 },
    body: [
      loop('r', 0, 'NR', loop('q', 0, 'NQ',
        loop('p', 0, 'NP', stmt(S(0), [acc('sum', 'p')], []), loop('s', 0, 'NP', stmt(S(1), [acc('sum', 'p')], [acc('sum', 'p'), acc('A', 'r', 'q', 's'), acc('C4', 's', 'p')]))),
        loop('p', 0, 'NP', stmt(S(2), [acc('A', 'r', 'q', 'p')], [acc('sum', 'p')])))),
    ],
  },
  {
    name: 'mvt',
    params: ['N'],
    tiny: { N: 3 },
    body: [
      loop('i', 0, 'N', loop('j', 0, 'N', stmt(S(0), [acc('x1', 'i')], [acc('x1', 'i'), acc('A', 'i', 'j'), acc('y_1', 'j')]))),
      loop('i', 0, 'N', loop('j', 0, 'N', stmt(S(1), [acc('x2', 'i')], [acc('x2', 'i'), acc('A', 'j', 'i'), acc('y_2', 'j')]))),
    ],
  },
  {
    name: 'cholesky',
    params: ['N'],
    tiny: { N: 4 },
    body: [
      loop('i', 0, 'N',
        loop('j', 0, 'i', loop('k', 0, 'j', stmt(S(0), [acc('A', 'i', 'j')], [acc('A', 'i', 'j'), acc('A', 'i', 'k'), acc('A', 'j', 'k')])), stmt(S(1), [acc('A', 'i', 'j')], [acc('A', 'i', 'j'), acc('A', 'j', 'j')])),
        loop('k', 0, 'i', stmt(S(2), [acc('A', 'i', 'i')], [acc('A', 'i', 'i'), acc('A', 'i', 'k')])),
        stmt(S(3), [acc('A', 'i', 'i')], [acc('A', 'i', 'i')])),
    ],
  },
  {
    name: 'durbin',
    params: ['N'],
    tiny: { N: 4 },
    body: [
      stmt(S(0), [acc('y', 0)], [acc('r', 0)]),
      stmt(S(1), [acc('beta')], []),
      stmt(S(2), [acc('alpha')], [acc('r', 0)]),
      loop('k', 1, 'N',
        stmt(S(3), [acc('beta')], [acc('alpha'), acc('beta')]),
        stmt(S(4), [acc('sum')], []),
        loop('i', 0, 'k', stmt(S(5), [acc('sum')], [acc('sum'), acc('r', sub(sub('k', 'i'), 1)), acc('y', 'i')])),
        stmt(S(6), [acc('alpha')], [acc('r', 'k'), acc('sum'), acc('beta')]),
        loop('i', 0, 'k', stmt(S(7), [acc('z', 'i')], [acc('y', 'i'), acc('alpha'), acc('y', sub(sub('k', 'i'), 1))])),
        loop('i', 0, 'k', stmt(S(8), [acc('y', 'i')], [acc('z', 'i')])),
        stmt(S(9), [acc('y', 'k')], [acc('alpha')])),
    ],
  },
  {
    name: 'gramschmidt',
    params: ['M', 'N'],
    tiny: { M: 2, N: 3 },
    body: [
      loop('k', 0, 'N',
        stmt(S(0), [acc('nrm')], []),
        loop('i', 0, 'M', stmt(S(1), [acc('nrm')], [acc('nrm'), acc('A', 'i', 'k')])),
        stmt(S(2), [acc('R', 'k', 'k')], [acc('nrm')]),
        loop('i', 0, 'M', stmt(S(3), [acc('Q', 'i', 'k')], [acc('A', 'i', 'k'), acc('R', 'k', 'k')])),
        loop('j', add('k', 1), 'N',
          stmt(S(4), [acc('R', 'k', 'j')], []),
          loop('i', 0, 'M', stmt(S(5), [acc('R', 'k', 'j')], [acc('R', 'k', 'j'), acc('Q', 'i', 'k'), acc('A', 'i', 'j')])),
          loop('i', 0, 'M', stmt(S(6), [acc('A', 'i', 'j')], [acc('A', 'i', 'j'), acc('Q', 'i', 'k'), acc('R', 'k', 'j')])))),
    ],
  },
  {
    name: 'lu',
    params: ['N'],
    tiny: { N: 4 },
    body: [
      loop('i', 0, 'N',
        loop('j', 0, 'i', loop('k', 0, 'j', stmt(S(0), [acc('A', 'i', 'j')], [acc('A', 'i', 'j'), acc('A', 'i', 'k'), acc('A', 'k', 'j')])), stmt(S(1), [acc('A', 'i', 'j')], [acc('A', 'i', 'j'), acc('A', 'j', 'j')])),
        loop('j', 'i', 'N', loop('k', 0, 'i', stmt(S(2), [acc('A', 'i', 'j')], [acc('A', 'i', 'j'), acc('A', 'i', 'k'), acc('A', 'k', 'j')])))),
    ],
  },
  {
    name: 'ludcmp',
    params: ['N'],
    tiny: { N: 3 },
    body: [
      loop('i', 0, 'N',
        loop('j', 0, 'i',
          stmt(S(0), [acc('w')], [acc('A', 'i', 'j')]),
          loop('k', 0, 'j', stmt(S(1), [acc('w')], [acc('w'), acc('A', 'i', 'k'), acc('A', 'k', 'j')])),
          stmt(S(2), [acc('A', 'i', 'j')], [acc('w'), acc('A', 'j', 'j')])),
        loop('j', 'i', 'N',
          stmt(S(3), [acc('w')], [acc('A', 'i', 'j')]),
          loop('k', 0, 'i', stmt(S(4), [acc('w')], [acc('w'), acc('A', 'i', 'k'), acc('A', 'k', 'j')])),
          stmt(S(5), [acc('A', 'i', 'j')], [acc('w')]))),
      loop('i', 0, 'N',
        stmt(S(6), [acc('w')], [acc('b', 'i')]),
        loop('j', 0, 'i', stmt(S(7), [acc('w')], [acc('w'), acc('A', 'i', 'j'), acc('y', 'j')])),
        stmt(S(8), [acc('y', 'i')], [acc('w')])),
      loop('r', 0, 'N',
        stmt(S(9), [acc('w')], [acc('y', down('N', 'r'))]),
        loop('j', add(down('N', 'r'), 1), 'N', stmt(S(10), [acc('w')], [acc('w'), acc('A', down('N', 'r'), 'j'), acc('x', 'j')])),
        stmt(S(11), [acc('x', down('N', 'r'))], [acc('w'), acc('A', down('N', 'r'), down('N', 'r'))])),
    ],
  },
  {
    name: 'trisolv',
    params: ['N'],
    tiny: { N: 4 },
    body: [
      loop('i', 0, 'N',
        stmt(S(0), [acc('x', 'i')], [acc('b', 'i')]),
        loop('j', 0, 'i', stmt(S(1), [acc('x', 'i')], [acc('x', 'i'), acc('L', 'i', 'j'), acc('x', 'j')])),
        stmt(S(2), [acc('x', 'i')], [acc('x', 'i'), acc('L', 'i', 'i')])),
    ],
  },
  {
    name: 'deriche',
    params: ['W', 'H'],
    tiny: { W: 2, H: 2 },
    body: [
      loop('i', 0, 'W',
        stmt(S(0), [acc('ym1')], []), stmt(S(1), [acc('ym2')], []), stmt(S(2), [acc('xm1')], []),
        loop('j', 0, 'H',
          stmt(S(3), [acc('y1', 'i', 'j')], [acc('imgIn', 'i', 'j'), acc('xm1'), acc('ym1'), acc('ym2')]),
          stmt(S(4), [acc('xm1')], [acc('imgIn', 'i', 'j')]),
          stmt(S(5), [acc('ym2')], [acc('ym1')]),
          stmt(S(6), [acc('ym1')], [acc('y1', 'i', 'j')]))),
      loop('i', 0, 'W',
        stmt(S(7), [acc('yp1')], []), stmt(S(8), [acc('yp2')], []), stmt(S(9), [acc('xp1')], []), stmt(S(10), [acc('xp2')], []),
        loop('r', 0, 'H',
          stmt(S(11), [acc('y2', 'i', down('H', 'r'))], [acc('xp1'), acc('xp2'), acc('yp1'), acc('yp2')]),
          stmt(S(12), [acc('xp2')], [acc('xp1')]),
          stmt(S(13), [acc('xp1')], [acc('imgIn', 'i', down('H', 'r'))]),
          stmt(S(14), [acc('yp2')], [acc('yp1')]),
          stmt(S(15), [acc('yp1')], [acc('y2', 'i', down('H', 'r'))]))),
      loop('i', 0, 'W', loop('j', 0, 'H', stmt(S(16), [acc('imgOut', 'i', 'j')], [acc('y1', 'i', 'j'), acc('y2', 'i', 'j')]))),
      loop('j', 0, 'H',
        stmt(S(17), [acc('tm1')], []), stmt(S(18), [acc('ym1')], []), stmt(S(19), [acc('ym2')], []),
        loop('i', 0, 'W',
          stmt(S(20), [acc('y1', 'i', 'j')], [acc('imgOut', 'i', 'j'), acc('tm1'), acc('ym1'), acc('ym2')]),
          stmt(S(21), [acc('tm1')], [acc('imgOut', 'i', 'j')]),
          stmt(S(22), [acc('ym2')], [acc('ym1')]),
          stmt(S(23), [acc('ym1')], [acc('y1', 'i', 'j')]))),
      loop('j', 0, 'H',
        stmt(S(24), [acc('tp1')], []), stmt(S(25), [acc('tp2')], []), stmt(S(26), [acc('yp1')], []), stmt(S(27), [acc('yp2')], []),
        loop('r', 0, 'W',
          stmt(S(28), [acc('y2', down('W', 'r'), 'j')], [acc('tp1'), acc('tp2'), acc('yp1'), acc('yp2')]),
          stmt(S(29), [acc('tp2')], [acc('tp1')]),
          stmt(S(30), [acc('tp1')], [acc('imgOut', down('W', 'r'), 'j')]),
          stmt(S(31), [acc('yp2')], [acc('yp1')]),
          stmt(S(32), [acc('yp1')], [acc('y2', down('W', 'r'), 'j')]))),
      loop('i', 0, 'W', loop('j', 0, 'H', stmt(S(33), [acc('imgOut', 'i', 'j')], [acc('y1', 'i', 'j'), acc('y2', 'i', 'j')]))),
    ],
  },
  {
    name: 'floyd-warshall',
    params: ['N'],
    tiny: { N: 3 },
    body: [loop('k', 0, 'N', loop('i', 0, 'N', loop('j', 0, 'N', stmt(S(0), [acc('path', 'i', 'j')], [acc('path', 'i', 'j'), acc('path', 'i', 'k'), acc('path', 'k', 'j')]))))],
  },
  {
    name: 'nussinov',
    params: ['N'],
    tiny: { N: 4 },
    body: [
      // for (i = N-1; i >= 0; i--) as r = N-1-i
      loop('r', 0, 'N', loop('j', add(down('N', 'r'), 1), 'N',
        iff([ge(sub('j', 1))], [stmt(S(0), [acc('table', down('N', 'r'), 'j')], [acc('table', down('N', 'r'), 'j'), acc('table', down('N', 'r'), sub('j', 1))])]),
        iff([ge(sub(sub('N', 2), down('N', 'r')))], [stmt(S(1), [acc('table', down('N', 'r'), 'j')], [acc('table', down('N', 'r'), 'j'), acc('table', add(down('N', 'r'), 1), 'j')])]),
        iff([ge(sub('j', 1)), ge(sub(sub('N', 2), down('N', 'r')))], [
          iff([ge(sub(sub(sub('j', 1), down('N', 'r')), 1))],
            [stmt(S(2), [acc('table', down('N', 'r'), 'j')], [acc('table', down('N', 'r'), 'j'), acc('table', add(down('N', 'r'), 1), sub('j', 1)), acc('seq', down('N', 'r')), acc('seq', 'j')])],
            [stmt(S(3), [acc('table', down('N', 'r'), 'j')], [acc('table', down('N', 'r'), 'j'), acc('table', add(down('N', 'r'), 1), sub('j', 1))])]),
        ]),
        loop('k', add(down('N', 'r'), 1), 'j', stmt(S(4), [acc('table', down('N', 'r'), 'j')], [acc('table', down('N', 'r'), 'j'), acc('table', down('N', 'r'), 'k'), acc('table', add('k', 1), 'j')])))),
    ],
  },
  {
    name: 'adi',
    params: ['TSTEPS', 'N'],
    tiny: { TSTEPS: 2, N: 4 },
    body: [
      loop('t', 1, add('TSTEPS', 1),
        loop('i', 1, sub('N', 1),
          stmt(S(0), [acc('v', 0, 'i')], []),
          stmt(S(1), [acc('p', 'i', 0)], []),
          stmt(S(2), [acc('q', 'i', 0)], [acc('v', 0, 'i')]),
          loop('j', 1, sub('N', 1),
            stmt(S(3), [acc('p', 'i', 'j')], [acc('p', 'i', sub('j', 1))]),
            stmt(S(4), [acc('q', 'i', 'j')], [acc('u', 'j', sub('i', 1)), acc('u', 'j', 'i'), acc('u', 'j', add('i', 1)), acc('q', 'i', sub('j', 1)), acc('p', 'i', sub('j', 1))])),
          stmt(S(5), [acc('v', sub('N', 1), 'i')], []),
          // for (j = N-2; j >= 1; j--) as r = N-2-j
          loop('r', 0, sub('N', 2), stmt(S(6), [acc('v', down(sub('N', 1), 'r'), 'i')], [acc('p', 'i', down(sub('N', 1), 'r')), acc('v', add(down(sub('N', 1), 'r'), 1), 'i'), acc('q', 'i', down(sub('N', 1), 'r'))]))),
        loop('i', 1, sub('N', 1),
          stmt(S(7), [acc('u', 'i', 0)], []),
          stmt(S(8), [acc('p', 'i', 0)], []),
          stmt(S(9), [acc('q', 'i', 0)], [acc('u', 'i', 0)]),
          loop('j', 1, sub('N', 1),
            stmt(S(10), [acc('p', 'i', 'j')], [acc('p', 'i', sub('j', 1))]),
            stmt(S(11), [acc('q', 'i', 'j')], [acc('v', sub('i', 1), 'j'), acc('v', 'i', 'j'), acc('v', add('i', 1), 'j'), acc('q', 'i', sub('j', 1)), acc('p', 'i', sub('j', 1))])),
          stmt(S(12), [acc('u', 'i', sub('N', 1))], []),
          loop('r', 0, sub('N', 2), stmt(S(13), [acc('u', 'i', down(sub('N', 1), 'r'))], [acc('p', 'i', down(sub('N', 1), 'r')), acc('u', 'i', add(down(sub('N', 1), 'r'), 1)), acc('q', 'i', down(sub('N', 1), 'r'))])))),
    ],
  },
  {
    name: 'fdtd-2d',
    params: ['TMAX', 'NX', 'NY'],
    tiny: { TMAX: 2, NX: 3, NY: 3 },
    body: [
      loop('t', 0, 'TMAX',
        loop('j', 0, 'NY', stmt(S(0), [acc('ey', 0, 'j')], [acc('_fict_', 't')])),
        loop('i', 1, 'NX', loop('j', 0, 'NY', stmt(S(1), [acc('ey', 'i', 'j')], [acc('ey', 'i', 'j'), acc('hz', 'i', 'j'), acc('hz', sub('i', 1), 'j')]))),
        loop('i', 0, 'NX', loop('j', 1, 'NY', stmt(S(2), [acc('ex', 'i', 'j')], [acc('ex', 'i', 'j'), acc('hz', 'i', 'j'), acc('hz', 'i', sub('j', 1))]))),
        loop('i', 0, sub('NX', 1), loop('j', 0, sub('NY', 1), stmt(S(3), [acc('hz', 'i', 'j')], [acc('hz', 'i', 'j'), acc('ex', 'i', add('j', 1)), acc('ex', 'i', 'j'), acc('ey', add('i', 1), 'j'), acc('ey', 'i', 'j')])))),
    ],
  },
  {
    name: 'heat-3d',
    params: ['TSTEPS', 'N'],
    tiny: { TSTEPS: 2, N: 4 },
    body: (() => {
      const nb = (a: string) => [
        acc(a, add('i', 1), 'j', 'k'), acc(a, 'i', 'j', 'k'), acc(a, sub('i', 1), 'j', 'k'),
        acc(a, 'i', add('j', 1), 'k'), acc(a, 'i', sub('j', 1), 'k'),
        acc(a, 'i', 'j', add('k', 1)), acc(a, 'i', 'j', sub('k', 1)),
      ];
      const box = (body: LoopNode) => loop('i', 1, sub('N', 1), loop('j', 1, sub('N', 1), loop('k', 1, sub('N', 1), body)));
      return [loop('t', 1, add('TSTEPS', 1), box(stmt(S(0), [acc('B', 'i', 'j', 'k')], nb('A'))), box(stmt(S(1), [acc('A', 'i', 'j', 'k')], nb('B'))))];
    })(),
  },
  {
    name: 'jacobi-1d',
    params: ['TSTEPS', 'N'],
    tiny: { TSTEPS: 2, N: 5 },
    body: [
      loop('t', 0, 'TSTEPS',
        loop('i', 1, sub('N', 1), stmt(S(0), [acc('B', 'i')], [acc('A', sub('i', 1)), acc('A', 'i'), acc('A', add('i', 1))])),
        loop('i', 1, sub('N', 1), stmt(S(1), [acc('A', 'i')], [acc('B', sub('i', 1)), acc('B', 'i'), acc('B', add('i', 1))]))),
    ],
  },
  {
    name: 'jacobi-2d',
    params: ['TSTEPS', 'N'],
    tiny: { TSTEPS: 2, N: 4 },
    body: (() => {
      const nb = (a: string) => [acc(a, 'i', 'j'), acc(a, 'i', sub('j', 1)), acc(a, 'i', add('j', 1)), acc(a, add('i', 1), 'j'), acc(a, sub('i', 1), 'j')];
      return [
        loop('t', 0, 'TSTEPS',
          loop('i', 1, sub('N', 1), loop('j', 1, sub('N', 1), stmt(S(0), [acc('B', 'i', 'j')], nb('A')))),
          loop('i', 1, sub('N', 1), loop('j', 1, sub('N', 1), stmt(S(1), [acc('A', 'i', 'j')], nb('B'))))),
      ];
    })(),
  },
  {
    name: 'seidel-2d',
    params: ['TSTEPS', 'N'],
    tiny: { TSTEPS: 2, N: 4 },
    body: [
      loop('t', 0, 'TSTEPS', loop('i', 1, sub('N', 1), loop('j', 1, sub('N', 1), stmt(S(0), [acc('A', 'i', 'j')], [
        acc('A', sub('i', 1), sub('j', 1)), acc('A', sub('i', 1), 'j'), acc('A', sub('i', 1), add('j', 1)),
        acc('A', 'i', sub('j', 1)), acc('A', 'i', 'j'), acc('A', 'i', add('j', 1)),
        acc('A', add('i', 1), sub('j', 1)), acc('A', add('i', 1), 'j'), acc('A', add('i', 1), add('j', 1)),
      ])))),
    ],
  },
];

