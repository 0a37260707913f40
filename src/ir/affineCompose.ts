// Composing affine.apply producers into a map (or set) and canonicalizing its operands: dims that are valid
// symbols become symbols, constant symbols become constants, duplicates merge, unused operands drop.

import { AffineExpr, binaryExpr, constantExpr, dimExpr, replaceDimsAndSymbols, symbolExpr, walkAffineExpr } from './affineExpr.js';
import { simplifyAffineMap } from './affineFlatten.js';
import { AffineMap, IntegerSet } from './affineMap.js';
import { isValidDim, isValidSymbol } from './affineValidity.js';
import { AffineMapAttr, IntegerAttr } from './attributes.js';
import { Value } from './operation.js';

/** The parts of a map or set that composition rewrites: expressions over `numDims` dims and `numSymbols` symbols. */
interface ExprSystem {
  exprs: AffineExpr[];
  numDims: number;
  numSymbols: number;
}

function rewrite(sys: ExprSystem, dims: readonly AffineExpr[], syms: readonly AffineExpr[], numDims: number, numSymbols: number): ExprSystem {
  return { exprs: sys.exprs.map((e) => replaceDimsAndSymbols(e, dims, syms)), numDims, numSymbols };
}

function constantOf(v: Value): number | undefined {
  const d = v.definingOp;
  if (!d || !d.hasTrait('ConstantLike')) return undefined;
  const a = d.attr('value');
  return a instanceof IntegerAttr && a.type.kind === 'index' ? Number(a.value) : undefined;
}

/** Dims whose operand is a valid symbol become symbols (appended after the existing symbols). */
function promoteSymbols(sys: ExprSystem, operands: Value[]): ExprSystem {
  const dimRepl: AffineExpr[] = [];
  const keptDims: Value[] = [];
  const promoted: Value[] = [];
  for (let i = 0; i < sys.numDims; i++) {
    if (isValidSymbol(operands[i])) {
      dimRepl.push(symbolExpr(sys.numSymbols + promoted.length));
      promoted.push(operands[i]);
    } else {
      dimRepl.push(dimExpr(keptDims.length));
      keptDims.push(operands[i]);
    }
  }
  const syms = operands.slice(sys.numDims);
  operands.splice(0, operands.length, ...keptDims, ...syms, ...promoted);
  return rewrite(sys, dimRepl, [], keptDims.length, sys.numSymbols + promoted.length);
}

/** Symbols whose operand is a dim but not a valid symbol (e.g. after inlining a loop) become dims. */
function demoteDims(sys: ExprSystem, operands: Value[]): ExprSystem {
  const symRepl: AffineExpr[] = [];
  const newDims: Value[] = [];
  const keptSyms: Value[] = [];
  for (let i = sys.numDims; i < operands.length; i++) {
    const v = operands[i];
    if (isValidDim(v) && !isValidSymbol(v)) {
      symRepl.push(dimExpr(sys.numDims + newDims.length));
      newDims.push(v);
    } else {
      symRepl.push(symbolExpr(keptSyms.length));
      keptSyms.push(v);
    }
  }
  const dims = operands.slice(0, sys.numDims);
  operands.splice(0, operands.length, ...dims, ...newDims, ...keptSyms);
  return rewrite(sys, [], symRepl, sys.numDims + newDims.length, keptSyms.length);
}

/** Upstream's canonicalizeMapOrSetAndOperands on an expression system. */
function canonicalizeSystem(sys: ExprSystem, operands: Value[]): ExprSystem {
  if (!operands.length) return sys;
  sys = promoteSymbols(sys, operands);
  sys = demoteDims(sys, operands);
  const usedDims = new Array<boolean>(sys.numDims).fill(false);
  const usedSyms = new Array<boolean>(sys.numSymbols).fill(false);
  for (const e of sys.exprs) {
    walkAffineExpr(e, (x) => {
      if (x.kind === 'dim') usedDims[x.position] = true;
      else if (x.kind === 'symbol') usedSyms[x.position] = true;
    });
  }
  const result: Value[] = [];
  const dimRepl: AffineExpr[] = [];
  const seenDims = new Map<Value, AffineExpr>();
  let nextDim = 0;
  for (let i = 0; i < sys.numDims; i++) {
    if (!usedDims[i]) {
      dimRepl.push(constantExpr(0));
      continue;
    }
    const v = operands[i];
    let e = seenDims.get(v);
    if (!e) {
      e = dimExpr(nextDim++);
      seenDims.set(v, e);
      result.push(v);
    }
    dimRepl.push(e);
  }
  const symRepl: AffineExpr[] = [];
  const seenSyms = new Map<Value, AffineExpr>();
  let nextSym = 0;
  for (let i = 0; i < sys.numSymbols; i++) {
    if (!usedSyms[i]) {
      symRepl.push(constantExpr(0));
      continue;
    }
    const v = operands[sys.numDims + i];
    const c = constantOf(v);
    if (c !== undefined && Number.isSafeInteger(c)) {
      symRepl.push(constantExpr(c));
      continue;
    }
    let e = seenSyms.get(v);
    if (!e) {
      e = symbolExpr(nextSym++);
      seenSyms.set(v, e);
      result.push(v);
    }
    symRepl.push(e);
  }
  operands.splice(0, operands.length, ...result);
  return rewrite(sys, dimRepl, symRepl, nextDim, nextSym);
}

/** Replaces operands produced by affine.apply with the applied expression, until none is left. */
function composeSystem(sys: ExprSystem, operands: Value[]): ExprSystem {
  const dims: (Value | null)[] = operands.slice(0, sys.numDims);
  const syms: (Value | null)[] = operands.slice(sys.numDims);
  for (let changed = true; changed; ) {
    changed = false;
    for (let pos = 0; pos < dims.length + syms.length; pos++) {
      const isDim = pos < dims.length;
      const idx = isDim ? pos : pos - dims.length;
      const v = isDim ? dims[idx] : syms[idx];
      const apply = v?.definingOp;
      if (!apply || apply.name !== 'affine.apply') continue;
      if (isDim) dims[idx] = null;
      else syms[idx] = null;
      const innerMap = (apply.attr('map') as AffineMapAttr).map;
      let inner: ExprSystem = { exprs: [innerMap.results[0]], numDims: innerMap.numDims, numSymbols: innerMap.numSymbols };
      const innerOps = apply.operandValues();
      inner = canonicalizeSystem(inner, innerOps);
      // Shift the inner dims/symbols past the outer ones and substitute.
      const shifted = replaceDimsAndSymbols(
        inner.exprs[0],
        Array.from({ length: inner.numDims }, (_, k) => dimExpr(dims.length + k)),
        Array.from({ length: inner.numSymbols }, (_, k) => symbolExpr(syms.length + k)),
      );
      dims.push(...innerOps.slice(0, inner.numDims));
      syms.push(...innerOps.slice(inner.numDims));
      const target = isDim ? dimExpr(idx) : symbolExpr(idx);
      sys = {
        exprs: sys.exprs.map((e) => replaceExpr(e, target, shifted)),
        numDims: dims.length,
        numSymbols: syms.length,
      };
      changed = true;
      break;
    }
  }
  // Drop the replaced (null) operands.
  const dimRepl: AffineExpr[] = [];
  const symRepl: AffineExpr[] = [];
  const kept: Value[] = [];
  let nd = 0;
  let ns = 0;
  for (const v of dims) {
    if (!v) dimRepl.push(constantExpr(0));
    else {
      dimRepl.push(dimExpr(nd++));
      kept.push(v);
    }
  }
  for (const v of syms) {
    if (!v) symRepl.push(constantExpr(0));
    else {
      symRepl.push(symbolExpr(ns++));
      kept.push(v);
    }
  }
  operands.splice(0, operands.length, ...kept);
  return rewrite(sys, dimRepl, symRepl, nd, ns);
}

function replaceExpr(e: AffineExpr, target: AffineExpr, by: AffineExpr): AffineExpr {
  if (e === target) return by;
  if (e.kind === 'dim' || e.kind === 'symbol' || e.kind === 'constant') return e;
  const l = replaceExpr(e.lhs, target, by);
  const r = replaceExpr(e.rhs, target, by);
  return l === e.lhs && r === e.rhs ? e : binaryExpr(e.kind, l, r);
}

export function canonicalizeMapAndOperands(map: AffineMap, operands: Value[]): AffineMap {
  const sys = canonicalizeSystem({ exprs: [...map.results], numDims: map.numDims, numSymbols: map.numSymbols }, operands);
  return AffineMap.get(sys.numDims, sys.numSymbols, sys.exprs);
}

/** Composes affine.apply producers into `map`, canonicalizes operands and simplifies (operands updated in place). */
export function fullyComposeAffineMapAndOperands(map: AffineMap, operands: Value[]): AffineMap {
  let sys = composeSystem({ exprs: [...map.results], numDims: map.numDims, numSymbols: map.numSymbols }, operands);
  sys = canonicalizeSystem(sys, operands);
  return simplifyAffineMap(AffineMap.get(sys.numDims, sys.numSymbols, sys.exprs));
}

/** The same for integer sets (constraint kinds are kept). */
export function fullyComposeIntegerSetAndOperands(set: IntegerSet, operands: Value[]): IntegerSet {
  let sys = composeSystem({ exprs: [...set.constraints], numDims: set.numDims, numSymbols: set.numSymbols }, operands);
  sys = canonicalizeSystem(sys, operands);
  return IntegerSet.get(sys.numDims, sys.numSymbols, sys.exprs, set.eqFlags);
}
