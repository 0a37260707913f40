// Random affine ops as MLIR functions: affine.apply/min/max, affine.for with min/max map bounds and affine.load/store
// whose maps come from the random map generator, with dim and symbol operands that upstream accepts.
import { randomAffineMapCase, type MapCase } from './affineCases.js';
import { Random } from './random.js';

/** `map(dims)[symbols]` with loop IVs, top-level symbols and a constant as operands. */
function applied(r: Random, m: MapCase): string {
  const dims = Array.from({ length: m.dims }, () => r.pick(['%i', '%j', '%N', '%c3']));
  const syms = Array.from({ length: m.symbols }, () => r.pick(['%N', '%M', '%c3']));
  return `${m.text}(${dims.join(', ')})${m.symbols ? `[${syms.join(', ')}]` : ''}`;
}

/** One statement; `n` keeps its SSA names unique within the function. */
function statement(r: Random, n: number): string {
  switch (r.int(0, 4)) {
    case 0:
      return `%v${n} = affine.apply ${applied(r, randomAffineMapCase(r, 1))}`;
    case 1:
      return `%v${n} = affine.min ${applied(r, randomAffineMapCase(r))}`;
    case 2:
      return `%v${n} = affine.max ${applied(r, randomAffineMapCase(r))}`;
    case 3: {
      const lb = randomAffineMapCase(r);
      const ub = randomAffineMapCase(r);
      return `affine.for %k${n} = ${lb.results > 1 ? 'max ' : ''}${applied(r, lb)} to ${ub.results > 1 ? 'min ' : ''}${applied(r, ub)} step ${r.int(1, 4)} {\n      }`;
    }
    default: {
      const k = r.int(-3, 3);
      const sub = r.pick([`%i + symbol(%N) * ${k}`, `%j * ${k} - %i`, `(%i + %j) floordiv ${r.int(1, 5)}`, `%i mod symbol(%M)`, `${k}`]);
      return `%w${n} = affine.apply ${applied(r, randomAffineMapCase(r, 1))}\n      %x${n} = affine.load %A[%w${n}, ${sub}] : memref<?x?xf64>\n      affine.store %x${n}, %A[${sub}, %w${n}] : memref<?x?xf64>`;
    }
  }
}

/** A function with two loops around a few random affine statements. */
export function randomAffineFunction(r: Random): string {
  const body = Array.from({ length: r.int(1, 3) }, (_, n) => `      ${statement(r, n)}\n`).join('');
  return [
    'func.func @f(%N: index, %M: index, %A: memref<?x?xf64>) {',
    '  %c3 = arith.constant 3 : index',
    '  affine.for %i = 0 to %N {',
    '    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %M {',
    body + '    }',
    '  }',
    '  return',
    '}',
    '',
  ].join('\n');
}
