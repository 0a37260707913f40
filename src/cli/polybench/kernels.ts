// The 30 kernels of polybench/ with what their MINI_DATASET dump must contain, as recorded from PolyBench/C 4.2.1.

export interface DumpedArray {
  readonly name: string;
  /** Number of values printed at MINI_DATASET size. */
  readonly values: number;
}

export interface Kernel {
  readonly name: string;
  /** Directory under polybench/, e.g. `linear-algebra/blas/gemm`; the sources are `<dir>/<name>.c|h`. */
  readonly dir: string;
  /** Live-out arrays in dump order. */
  readonly arrays: readonly DumpedArray[];
  /** Element type by default: decides how printed values look. */
  readonly type: 'double' | 'float' | 'int';
  /** The array after which `==END   DUMP_ARRAYS==` is printed, when it is not the last one
   *  (fdtd-2d closes the dump after its first array, as the public suite does). */
  readonly finishAfter?: string;
}

/** PolyBench's dataset sizes, smallest first (`-D<NAME>_DATASET`). */
export const datasets = ['MINI', 'SMALL', 'MEDIUM', 'LARGE', 'EXTRALARGE'] as const;

/** The dataset a user named (`mini`, `LARGE_DATASET`), or undefined when it is none of `datasets`. */
export function datasetNamed(text: string): (typeof datasets)[number] | undefined {
  const name = text.toUpperCase().replace(/_DATASET$/, '');
  return datasets.find((d) => d === name);
}

const a = (name: string, values: number): DumpedArray => ({ name, values });

// Counts are written as products of the MINI sizes (named in the comments) so they can be checked
// against the headers by eye; triangular dumps print n(n+1)/2 values.
export const kernels: readonly Kernel[] = [
  { name: 'correlation', dir: 'datamining/correlation', type: 'double', arrays: [a('corr', 28 * 28)] }, // M=28 N=32
  { name: 'covariance', dir: 'datamining/covariance', type: 'double', arrays: [a('cov', 28 * 28)] }, // M=28 N=32
  { name: 'gemm', dir: 'linear-algebra/blas/gemm', type: 'double', arrays: [a('C', 20 * 25)] }, // NI=20 NJ=25 NK=30
  { name: 'gemver', dir: 'linear-algebra/blas/gemver', type: 'double', arrays: [a('w', 40)] }, // N=40
  { name: 'gesummv', dir: 'linear-algebra/blas/gesummv', type: 'double', arrays: [a('y', 30)] }, // N=30
  { name: 'symm', dir: 'linear-algebra/blas/symm', type: 'double', arrays: [a('C', 20 * 30)] }, // M=20 N=30
  { name: 'syr2k', dir: 'linear-algebra/blas/syr2k', type: 'double', arrays: [a('C', 30 * 30)] }, // M=20 N=30
  { name: 'syrk', dir: 'linear-algebra/blas/syrk', type: 'double', arrays: [a('C', 30 * 30)] }, // M=20 N=30
  { name: 'trmm', dir: 'linear-algebra/blas/trmm', type: 'double', arrays: [a('B', 20 * 30)] }, // M=20 N=30
  { name: '2mm', dir: 'linear-algebra/kernels/2mm', type: 'double', arrays: [a('D', 16 * 24)] }, // NI=16 NJ=18 NK=22 NL=24
  { name: '3mm', dir: 'linear-algebra/kernels/3mm', type: 'double', arrays: [a('G', 16 * 22)] }, // NI=16 NJ=18 NK=20 NL=22 NM=24
  { name: 'atax', dir: 'linear-algebra/kernels/atax', type: 'double', arrays: [a('y', 42)] }, // M=38 N=42
  { name: 'bicg', dir: 'linear-algebra/kernels/bicg', type: 'double', arrays: [a('s', 38), a('q', 42)] }, // M=38 N=42
  { name: 'doitgen', dir: 'linear-algebra/kernels/doitgen', type: 'double', arrays: [a('A', 10 * 8 * 12)] }, // NQ=8 NR=10 NP=12
  { name: 'mvt', dir: 'linear-algebra/kernels/mvt', type: 'double', arrays: [a('x1', 40), a('x2', 40)] }, // N=40
  { name: 'cholesky', dir: 'linear-algebra/solvers/cholesky', type: 'double', arrays: [a('A', (40 * 41) / 2)] }, // N=40
  { name: 'durbin', dir: 'linear-algebra/solvers/durbin', type: 'double', arrays: [a('y', 40)] }, // N=40
  { name: 'gramschmidt', dir: 'linear-algebra/solvers/gramschmidt', type: 'double', arrays: [a('R', 30 * 30), a('Q', 20 * 30)] }, // M=20 N=30
  { name: 'lu', dir: 'linear-algebra/solvers/lu', type: 'double', arrays: [a('A', 40 * 40)] }, // N=40
  { name: 'ludcmp', dir: 'linear-algebra/solvers/ludcmp', type: 'double', arrays: [a('x', 40)] }, // N=40
  { name: 'trisolv', dir: 'linear-algebra/solvers/trisolv', type: 'double', arrays: [a('x', 40)] }, // N=40
  { name: 'deriche', dir: 'medley/deriche', type: 'float', arrays: [a('imgOut', 64 * 64)] }, // W=64 H=64
  { name: 'floyd-warshall', dir: 'medley/floyd-warshall', type: 'int', arrays: [a('path', 60 * 60)] }, // N=60
  { name: 'nussinov', dir: 'medley/nussinov', type: 'int', arrays: [a('table', (60 * 61) / 2)] }, // N=60
  { name: 'adi', dir: 'stencils/adi', type: 'double', arrays: [a('u', 20 * 20)] }, // TSTEPS=20 N=20
  {
    name: 'fdtd-2d', dir: 'stencils/fdtd-2d', type: 'double', finishAfter: 'ex', // TMAX=20 NX=20 NY=30
    arrays: [a('ex', 20 * 30), a('ey', 20 * 30), a('hz', 20 * 30)],
  },
  { name: 'heat-3d', dir: 'stencils/heat-3d', type: 'double', arrays: [a('A', 10 * 10 * 10)] }, // TSTEPS=20 N=10
  { name: 'jacobi-1d', dir: 'stencils/jacobi-1d', type: 'double', arrays: [a('A', 30)] }, // TSTEPS=20 N=30
  { name: 'jacobi-2d', dir: 'stencils/jacobi-2d', type: 'double', arrays: [a('A', 30 * 30)] }, // TSTEPS=20 N=30
  { name: 'seidel-2d', dir: 'stencils/seidel-2d', type: 'double', arrays: [a('A', 40 * 40)] }, // TSTEPS=20 N=40
];
