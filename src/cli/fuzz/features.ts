// Coverage of the generator: which constructs a program contains, counted over a fuzz run so the report shows
// how many programs exercised triangular bounds, imperfect nests, reductions, conditions, carried scalars, ...

import { affineUses, readsOf, refName, statements, subExprs, type Assign, type Loop, type Program, type Stmt } from './program.js';

/** Feature names in report order, with what each one means. */
export const featureDescriptions = {
  'triangular bounds': 'a loop bound depends on an outer iterator',
  'min/max bounds': 'a loop bound is the max or min of two forms',
  'shifted bounds': 'a loop starts above 0 or stops before its parameter - 1',
  'downward loops': 'a loop counts down',
  'steps > 1': 'a loop steps by 2 or 3',
  'depth-3+ nests': 'loops nested three or four deep',
  'imperfect nests': 'a loop body holds a loop and something else',
  conditions: 'an if statement',
  'else branches': 'an if with an else branch',
  'modulo conditions': 'a condition (e) % m == r',
  'reductions (+)': '+= or -= into a target invariant in the innermost loop',
  'reductions (*)': '*= into a target invariant in the innermost loop',
  'reductions (max/min)': 'x = v > x ? v : x (or <) invariant in the innermost loop',
  'loop-carried scalars': 'a scalar written in a loop and read in a later iteration of it',
  'stencil reads': 'a statement reads its target array at another subscript',
  'strided subscripts': 'a subscript with a coefficient above 1',
  'divisions in bounds or subscripts': 'a loop bound or subscript divided the C way, (i + 1) / 2',
  'data-dependent selects': 'a ?: on loaded values',
  'data-dependent conditions': 'an if on loaded values',
  'bitwise and shifts': 'an int &, |, ^ or >>',
  'unary minus': 'a negated value',
  'VLA parameters': 'array parameters declared with variable extents',
  'heap arrays': 'arrays allocated with malloc',
  'int arrays': 'an array of int',
  '3-d arrays': 'an array with three dimensions',
  '#pragma scop': 'the kernel is marked with #pragma scop',
} as const;

export type Feature = keyof typeof featureDescriptions;

function loopsOf(body: readonly Stmt[]): { loop: Loop; outer: readonly Loop[] }[] {
  return [...statements(body)].flatMap(({ stmt, loops }) => (stmt.kind === 'loop' ? [{ loop: stmt, outer: loops }] : []));
}

function depth(s: Stmt): number {
  if (s.kind === 'assign') return 0;
  const inner = s.kind === 'loop' ? s.body : [...s.then, ...s.else];
  return (s.kind === 'loop' ? 1 : 0) + Math.max(0, ...inner.map(depth));
}

/** The reduction kind of an assignment in the loops `loops`, if its target does not vary in the innermost one. */
function reductionKind(a: Assign, loops: readonly Loop[]): Feature | undefined {
  const inner = loops[loops.length - 1];
  if (!inner) return undefined;
  if (a.target.kind === 'elem' && a.target.index.some((x) => affineUses(x, inner.iv))) return undefined;
  if (a.op === '+=' || a.op === '-=') return 'reductions (+)';
  if (a.op === '*=') return 'reductions (*)';
  if (a.op === 'max' || a.op === 'min') return 'reductions (max/min)';
  return undefined;
}

export function featuresOf(p: Program): Set<Feature> {
  const f = new Set<Feature>();
  const params = new Set(p.params.map((x) => x.name));
  for (const { loop, outer } of loopsOf(p.body)) {
    const outerIvs = outer.map((l) => l.iv);
    const bounds = [...loop.lower, ...loop.upper];
    if (bounds.some((b) => outerIvs.some((iv) => affineUses(b, iv)))) f.add('triangular bounds');
    if (loop.lower.length > 1 || loop.upper.length > 1) f.add('min/max bounds');
    if (loop.lower.some((b) => b.terms.length === 0 && b.k > 0) || loop.upper.some((b) => b.terms.some((t) => params.has(t.v)) && b.k < -1)) f.add('shifted bounds');
    if (loop.down) f.add('downward loops');
    if (loop.step > 1) f.add('steps > 1');
    if (loop.body.some((s) => s.kind === 'loop') && loop.body.length > 1) f.add('imperfect nests');
    if (bounds.some((b) => b.div)) f.add('divisions in bounds or subscripts');
  }
  if (p.body.some((s) => depth(s) >= 3)) f.add('depth-3+ nests');
  for (const { stmt, loops } of statements(p.body)) {
    if (stmt.kind === 'if') {
      f.add('conditions');
      if (stmt.else.length) f.add('else branches');
      if (stmt.conds.some((c) => c.kind === 'mod')) f.add('modulo conditions');
      if (stmt.conds.some((c) => c.kind === 'data')) f.add('data-dependent conditions');
    }
    if (stmt.kind !== 'assign') continue;
    const red = reductionKind(stmt, loops);
    if (red) f.add(red);
    const t = stmt.target;
    const reads = readsOf(stmt);
    if (t.kind === 'elem' && reads.some((r) => r.kind === 'elem' && r.array === t.array && JSON.stringify(r.index) !== JSON.stringify(t.index))) f.add('stencil reads');
    for (const r of [t, ...reads]) if (r.kind === 'elem' && r.index.some((x) => x.terms.some((tm) => Math.abs(tm.c) > 1))) f.add('strided subscripts');
    for (const r of [t, ...reads]) if (r.kind === 'elem' && r.index.some((x) => x.div)) f.add('divisions in bounds or subscripts');
    const exprs = [...subExprs(stmt.value)];
    if (exprs.some((e) => e.kind === 'select' && [...subExprs(e.l), ...subExprs(e.r)].some((x) => x.kind === 'load'))) f.add('data-dependent selects');
    if (exprs.some((e) => e.kind === 'bin' && ['&', '|', '^', '>>'].includes(e.op))) f.add('bitwise and shifts');
    if (exprs.some((e) => e.kind === 'neg')) f.add('unary minus');
  }
  // A scalar written in a loop and read in that loop (by its own update or another statement) carries a value
  // from one iteration to the next.
  for (const { loop } of loopsOf(p.body)) {
    const inLoop = [...statements(loop.body)].flatMap(({ stmt }) => (stmt.kind === 'assign' ? [stmt] : []));
    const written = new Set(inLoop.filter((a) => a.target.kind === 'scalar').map((a) => refName(a.target)));
    if (inLoop.some((a) => readsOf(a).some((r) => r.kind === 'scalar' && written.has(r.name)))) f.add('loop-carried scalars');
  }
  if (p.arrays.some((a) => a.elem === 'int')) f.add('int arrays');
  if (p.arrays.some((a) => a.rank === 3)) f.add('3-d arrays');
  if (p.scop) f.add('#pragma scop');
  if (p.vla) f.add('VLA parameters');
  if (p.heap) f.add('heap arrays');
  return f;
}
