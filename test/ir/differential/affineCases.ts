// Random affine maps and integer sets as MLIR text: expression trees over dims, symbols and constants with
// + - * floordiv ceildiv mod and negation, kept semi-affine (products and divisors symbolic) so upstream accepts them.
import { Random } from './random.js';

/** An expression and whether it is symbolic (mentions no dimension). */
interface Expr {
  readonly text: string;
  readonly symbolic: boolean;
}

interface Space {
  readonly dims: number;
  readonly symbols: number;
}

function constant(r: Random): Expr {
  // Mostly small values, some negative; a few larger ones to exercise folding without overflowing 64 bits.
  const v = r.chance(0.1) ? r.int(-100000, 100000) : r.int(-12, 12);
  return { text: String(v), symbolic: true };
}

function leaf(r: Random, space: Space): Expr {
  const k = r.int(0, 9);
  if (k < 5 && space.dims > 0) return { text: `d${r.int(0, space.dims - 1)}`, symbolic: false };
  if (k < 8 && space.symbols > 0) return { text: `s${r.int(0, space.symbols - 1)}`, symbolic: true };
  if (k < 9) return constant(r);
  return space.dims > 0 ? { text: `d${r.int(0, space.dims - 1)}`, symbolic: false } : constant(r);
}

/** A linear form `c0 * x0 + ... + c`, the shape loop bounds and subscripts take, to stress term ordering. */
function linear(r: Random, space: Space): Expr {
  const vars = [...Array.from({ length: space.dims }, (_, i) => `d${i}`), ...Array.from({ length: space.symbols }, (_, i) => `s${i}`)];
  const terms = vars.filter(() => r.chance(0.6)).map((v) => (r.chance(0.5) ? v : `${v} * ${r.int(-5, 5)}`));
  r.chance(0.5) ? terms.push(String(r.int(-9, 9))) : terms.unshift(String(r.int(-9, 9)));
  for (let i = terms.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [terms[i], terms[j]] = [terms[j], terms[i]];
  }
  return { text: terms.join(r.chance(0.7) ? ' + ' : ' - '), symbolic: !terms.some((t) => t.startsWith('d')) };
}

/** A divisor or modulus upstream accepts and that can never fold to zero: a non-zero constant or a symbol term. */
function divisor(r: Random, space: Space): Expr {
  if (space.symbols > 0 && r.chance(0.3)) {
    const s = `s${r.int(0, space.symbols - 1)}`;
    return { text: r.chance(0.5) ? s : `(${s} * ${r.pick([2, 3, -1])})`, symbolic: true };
  }
  let v = 0;
  while (v === 0) v = r.chance(0.85) ? r.int(1, 16) : r.int(-8, -1);
  return { text: String(v), symbolic: true };
}

function expr(r: Random, space: Space, depth: number): Expr {
  if (r.chance(0.1)) {
    const l = linear(r, space);
    return { text: `(${l.text})`, symbolic: l.symbolic };
  }
  if (depth <= 0 || r.chance(0.2)) return leaf(r, space);
  const op = r.pick(['+', '+', '-', '*', 'floordiv', 'ceildiv', 'mod', 'neg']);
  if (op === 'neg') {
    const a = expr(r, space, depth - 1);
    return { text: `-(${a.text})`, symbolic: a.symbolic };
  }
  const a = expr(r, space, depth - 1);
  if (op === '+' || op === '-') {
    const b = expr(r, space, depth - 1);
    return { text: `(${a.text} ${op} ${b.text})`, symbolic: a.symbolic && b.symbolic };
  }
  if (op === '*') {
    // One factor must be symbolic; often make it a plain constant, the common case in real code.
    const b = r.chance(0.6) ? constant(r) : expr(r, { dims: 0, symbols: space.symbols }, depth - 1);
    const [x, y] = r.chance(0.5) ? [a, b] : [b, a];
    return { text: `(${x.text} * ${y.text})`, symbolic: a.symbolic && b.symbolic };
  }
  const d = divisor(r, space);
  return { text: `(${a.text} ${op} ${d.text})`, symbolic: a.symbolic && d.symbolic };
}

function header(space: Space): string {
  const dims = Array.from({ length: space.dims }, (_, i) => `d${i}`).join(', ');
  const syms = Array.from({ length: space.symbols }, (_, i) => `s${i}`).join(', ');
  return `(${dims})${space.symbols ? `[${syms}]` : ''}`;
}

function randomSpace(r: Random): Space {
  return { dims: r.chance(0.1) ? 0 : r.int(1, 4), symbols: r.int(0, 3) };
}

/** A random map's text with its numbers of dims, symbols and results. */
export interface MapCase {
  readonly text: string;
  readonly dims: number;
  readonly symbols: number;
  readonly results: number;
}

/** `affine_map<(d0, ...)[s0, ...] -> (e0, ...)>` with `results` results (1 to 3 when not given). */
export function randomAffineMapCase(r: Random, results = r.int(1, 3)): MapCase {
  const space = randomSpace(r);
  const exprs = Array.from({ length: results }, () => expr(r, space, r.int(0, 4)).text);
  return { text: `affine_map<${header(space)} -> (${exprs.join(', ')})>`, dims: space.dims, symbols: space.symbols, results };
}

export function randomAffineMap(r: Random): string {
  return randomAffineMapCase(r).text;
}

/** `affine_set<(d0, ...)[s0, ...] : (e0 >= 0, e1 == 0, ...)>` with 1 to 3 constraints. */
export function randomIntegerSet(r: Random): string {
  const space = randomSpace(r);
  const constraints = Array.from({ length: r.int(1, 3) }, () => `${expr(r, space, r.int(0, 4)).text} ${r.chance(0.3) ? '==' : '>='} 0`);
  return `affine_set<${header(space)} : (${constraints.join(', ')})>`;
}
