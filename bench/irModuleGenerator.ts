// Generates a large, valid MLIR module (affine loop nests, loads/stores, arith, scf.if, calls) for the IR benchmark.

/** Deterministic PRNG (mulberry32) so every run benchmarks the same text. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One function of roughly `bodyOps` operations; returns its text and exact op count. */
function genFunction(name: string, bodyOps: number, rand: () => number): { text: string; ops: number } {
  const lines: string[] = [];
  let ops = 1; // func.func
  let v = 0;
  const fresh = (): string => `%v${v++}`;
  lines.push(`func.func @${name}(%N: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %x: f64, %n: i32) -> f64 {`);
  const c1 = fresh();
  lines.push(`  ${c1} = arith.constant 1.500000e+00 : f64`);
  ops++;
  let acc = '%x';
  while (ops < bodyOps) {
    // A 2-deep loop nest with a small body: 2 loads, a few arith ops, a store, sometimes an scf.if.
    lines.push(`  affine.for %i${v} = 0 to %N {`);
    const i = `%i${v}`;
    lines.push(`    affine.for %j${v} = 0 to min affine_map<(d0)[s0] -> (d0 + 32, s0)>(${i})[%N] {`);
    const j = `%j${v}`;
    ops += 2;
    const a = fresh();
    const b = fresh();
    lines.push(`      ${a} = affine.load %A[${i}, ${j}] : memref<?x?xf64>`);
    lines.push(`      ${b} = affine.load %B[${j}, ${i} + 1] : memref<?x?xf64>`);
    const m = fresh();
    const s = fresh();
    lines.push(`      ${m} = arith.mulf ${a}, ${b} : f64`);
    lines.push(`      ${s} = arith.addf ${m}, ${c1} fastmath<contract> : f64`);
    ops += 4;
    if (rand() < 0.3) {
      const cmp = fresh();
      lines.push(`      ${cmp} = arith.cmpf ogt, ${s}, %x : f64`);
      lines.push(`      scf.if ${cmp} {`);
      lines.push(`        affine.store ${s}, %A[${i}, ${j}] : memref<?x?xf64>`);
      lines.push(`      }`);
      ops += 4; // cmpf, scf.if, store, implicit yield
    } else {
      lines.push(`      affine.store ${s}, %A[${i}, ${j}] : memref<?x?xf64>`);
      ops += 1;
    }
    lines.push(`    }`, `  }`);
    ops += 2; // the two implicit affine.yield terminators
    const r = fresh();
    lines.push(`  ${r} = arith.addf ${acc}, ${c1} : f64`);
    acc = r;
    ops++;
  }
  lines.push(`  return ${acc} : f64`, `}`);
  ops++;
  return { text: lines.join('\n'), ops };
}

/** A module of at least `targetOps` operations (counting implicit terminators and the module). */
export function generateIrModule(targetOps: number, seed = 42): { text: string; ops: number } {
  const rand = rng(seed);
  const parts: string[] = [];
  let ops = 1; // builtin.module
  let f = 0;
  while (ops < targetOps) {
    const fn = genFunction(`f${f++}`, Math.min(1000, targetOps - ops), rand);
    parts.push(fn.text);
    ops += fn.ops;
  }
  return { text: parts.join('\n\n') + '\n', ops };
}
