// Hand-written loop nests of classic kernels, with small parameter values for trace checks.

import type { Int } from '../../src/poly/int.js';
import type { LoopNode } from '../../src/poly/loopNest.js';
import { acc, add, eq0, floordiv, ge, iff, loop, loopStep, mod, stmt, sub } from '../../src/poly/loopNestDsl.js';

export interface Kernel {
  name: string;
  params: string[];
  body: LoopNode[];
  /** Parameter values at which traces are compared. */
  samples: Record<string, Int>[];
}

export const classicKernels: Kernel[] = [
  {
    name: 'matmul',
    params: ['N'],
    body: [
      loop('i', 0, 'N',
        loop('j', 0, 'N',
          stmt('S0', [acc('C', 'i', 'j')], []),
          loop('k', 0, 'N', stmt('S1', [acc('C', 'i', 'j')], [acc('C', 'i', 'j'), acc('A', 'i', 'k'), acc('B', 'k', 'j')])))),
    ],
    samples: [{ N: 3 }],
  },
  {
    name: 'jacobi1d',
    params: ['T', 'N'],
    body: [
      loop('t', 0, 'T',
        loop('i', 1, sub('N', 1), stmt('S0', [acc('B', 'i')], [acc('A', sub('i', 1)), acc('A', 'i'), acc('A', add('i', 1))])),
        loop('i', 1, sub('N', 1), stmt('S1', [acc('A', 'i')], [acc('B', 'i')]))),
    ],
    samples: [{ T: 3, N: 6 }],
  },
  {
    name: 'jacobi2d',
    params: ['T', 'N'],
    body: [
      loop('t', 0, 'T',
        loop('i', 1, sub('N', 1), loop('j', 1, sub('N', 1),
          stmt('S0', [acc('B', 'i', 'j')], [acc('A', 'i', 'j'), acc('A', 'i', sub('j', 1)), acc('A', 'i', add('j', 1)), acc('A', add('i', 1), 'j'), acc('A', sub('i', 1), 'j')]))),
        loop('i', 1, sub('N', 1), loop('j', 1, sub('N', 1), stmt('S1', [acc('A', 'i', 'j')], [acc('B', 'i', 'j')])))),
    ],
    samples: [{ T: 2, N: 5 }],
  },
  {
    name: 'seidel2d',
    params: ['T', 'N'],
    body: [
      loop('t', 0, 'T',
        loop('i', 1, sub('N', 1), loop('j', 1, sub('N', 1),
          stmt('S0', [acc('A', 'i', 'j')], [
            acc('A', sub('i', 1), sub('j', 1)), acc('A', sub('i', 1), 'j'), acc('A', sub('i', 1), add('j', 1)),
            acc('A', 'i', sub('j', 1)), acc('A', 'i', 'j'), acc('A', 'i', add('j', 1)),
            acc('A', add('i', 1), sub('j', 1)), acc('A', add('i', 1), 'j'), acc('A', add('i', 1), add('j', 1)),
          ])))),
    ],
    samples: [{ T: 2, N: 5 }],
  },
  {
    name: 'lu',
    params: ['N'],
    body: [
      loop('k', 0, 'N',
        loop('j', add('k', 1), 'N', stmt('S0', [acc('A', 'k', 'j')], [acc('A', 'k', 'j'), acc('A', 'k', 'k')])),
        loop('i', add('k', 1), 'N', loop('j', add('k', 1), 'N', stmt('S1', [acc('A', 'i', 'j')], [acc('A', 'i', 'j'), acc('A', 'i', 'k'), acc('A', 'k', 'j')])))),
    ],
    samples: [{ N: 4 }],
  },
  {
    name: 'scalar-reduction',
    params: ['N'],
    body: [stmt('S0', [acc('s')], []), loop('i', 0, 'N', stmt('S1', [acc('s')], [acc('s'), acc('x', 'i')])), stmt('S2', [acc('out')], [acc('s')])],
    samples: [{ N: 4 }],
  },
  {
    name: 'triangular-solve',
    params: ['N'],
    body: [
      loop('i', 0, 'N',
        stmt('S0', [acc('x', 'i')], [acc('b', 'i')]),
        loop('j', 0, 'i', stmt('S1', [acc('x', 'i')], [acc('x', 'i'), acc('L', 'i', 'j'), acc('x', 'j')])),
        stmt('S2', [acc('x', 'i')], [acc('x', 'i'), acc('L', 'i', 'i')])),
    ],
    samples: [{ N: 4 }],
  },
  {
    name: 'strided-and-guarded',
    params: ['N'],
    body: [
      loopStep('i', 0, 'N', 2, stmt('S0', [acc('A', floordiv('i', 2))], [acc('B', 'i')])),
      loop('i', 0, 'N',
        iff([eq0(mod('i', 3))], [stmt('S1', [acc('A', floordiv('i', 3))], [acc('A', floordiv(add('i', 1), 2))])], [stmt('S2', [acc('B', 'i')], [acc('A', 'i')])]),
        iff([ge(sub('i', 2)), ge(sub(sub('N', 2), 'i'))], [stmt('S3', [acc('B', sub('i', 1))], [acc('B', add('i', 1))])])),
    ],
    samples: [{ N: 7 }, { N: 2 }],
  },
];
