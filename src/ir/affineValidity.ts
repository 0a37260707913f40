// Upstream's rules for which SSA values may be affine dimensions or symbols (mlir/lib/Dialect/Affine), used by
// the affine verifiers and by raising.

import { IntegerAttr } from './attributes.js';
import { BlockArgument, Operation, Region, Value } from './operation.js';

const isIndex = (v: Value): boolean => v.type.kind === 'index';

/** The region of the closest ancestor with the AffineScope trait that contains `op`. */
export function affineScope(op: Operation): Region | null {
  let cur: Operation = op;
  for (let parent = cur.parentOp; parent; parent = cur.parentOp) {
    if (parent.hasTrait('AffineScope')) return cur.parentRegion;
    cur = parent;
  }
  return null;
}

/** Defined directly in the body of an AffineScope op (function arguments and top-level values). */
export function isTopLevelValue(v: Value, region?: Region | null): boolean {
  if (region !== undefined) return region !== null && v.parentRegion === region;
  const parent = v instanceof BlockArgument ? v.owner.parentOp : v.definingOp?.parentOp;
  return parent?.hasTrait('AffineScope') ?? false;
}

function isConstant(op: Operation): boolean {
  return op.hasTrait('ConstantLike') && op.attr('value') instanceof IntegerAttr;
}

function isDimOpValidSymbol(dim: Operation, region: Region | null): boolean {
  const source = dim.operand(0);
  if (isTopLevelValue(source)) return true;
  if (source instanceof BlockArgument) return false;
  // A memref defined by an op inside the scope: its static or symbol-sized extents would qualify; we only
  // need top-level memrefs, as upstream does for allocs without views.
  void region;
  return false;
}

/** isValidSymbol(value, region): symbols relative to the affine scope `region`. */
export function isValidSymbol(v: Value, region?: Region | null): boolean {
  if (!isIndex(v)) return false;
  if (region === undefined) {
    if (isTopLevelValue(v)) return true;
    const def = v.definingOp;
    return def ? isValidSymbol(v, affineScope(def)) : false;
  }
  if (region && isTopLevelValue(v, region)) return true;
  const def = v.definingOp;
  const regionOp = region?.parentOp ?? null;
  const outer = (): boolean => {
    if (regionOp && !regionOp.hasTrait('IsolatedFromAbove')) {
      const parentRegion = regionOp.parentRegion;
      if (parentRegion) return isValidSymbol(v, parentRegion);
    }
    return false;
  };
  if (!def) return outer();
  if (isConstant(def)) return true;
  if (def.name === 'affine.apply') return def.operandValues().every((o) => isValidSymbol(o, region));
  if (def.name === 'memref.dim') return isDimOpValidSymbol(def, region);
  return outer();
}

/** isValidDim(value, region): dims relative to the affine scope `region`. */
export function isValidDim(v: Value, region?: Region | null): boolean {
  if (!isIndex(v)) return false;
  if (region === undefined) {
    const def = v.definingOp;
    if (def) return isValidDim(v, affineScope(def));
    const parent = (v as BlockArgument).owner.parentOp;
    return !!parent && (parent.hasTrait('AffineScope') || parent.name === 'affine.for' || parent.name === 'affine.parallel');
  }
  if (isValidSymbol(v, region)) return true;
  const def = v.definingOp;
  if (!def) {
    const parent = (v as BlockArgument).owner.parentOp;
    return !!parent && (parent.name === 'affine.for' || parent.name === 'affine.parallel');
  }
  if (def.name === 'affine.apply') return def.operandValues().every((o) => isValidDim(o, region));
  if (def.name === 'memref.dim') return isTopLevelValue(def.operand(0));
  return false;
}

/** Index operands of affine loads/stores may be dims or symbols. */
export function isValidAffineIndexOperand(v: Value, region: Region | null): boolean {
  return isValidDim(v, region) || isValidSymbol(v, region);
}

/** The check upstream runs on the operands of affine.for / affine.if / affine.parallel bounds. */
export function dimAndSymbolOperandError(op: Operation, operands: readonly Value[], numDims: number): string | undefined {
  const scope = affineScope(op);
  for (let i = 0; i < operands.length; i++) {
    if (i < numDims) {
      if (!isValidDim(operands[i], scope)) return 'operand cannot be used as a dimension id';
    } else if (!isValidSymbol(operands[i], scope)) return 'operand cannot be used as a symbol';
  }
  return undefined;
}
