// Raising to the affine dialect (Polygeist III-B): scf.for, scf.if, memref.load and memref.store whose bounds,
// conditions and subscripts are provably affine in valid dims and symbols become affine.for, affine.if,
// affine.load and affine.store. Anything not provably affine is left exactly as it was.

import { AffineExpr, sub } from '../ir/affineExpr.js';
import { fullyComposeIntegerSetAndOperands } from '../ir/affineCompose.js';
import { simplifyIntegerSet } from '../ir/affineFlatten.js';
import { IntegerSet } from '../ir/affineMap.js';
import { affineScope, dimAndSymbolOperandError, isTopLevelValue, isValidAffineIndexOperand, isValidDim, isValidSymbol } from '../ir/affineValidity.js';
import { Attribute } from '../ir/attributes.js';
import { Builder } from '../ir/builder.js';
import { affineFor, affineIf } from '../ir/dialects/affineControl.js';
import { affineLoad, affineStore, affineYield } from '../ir/dialects/affineOps.js';
import { arithUnary } from '../ir/dialects/arith.js';
import { memrefLoad, memrefStore } from '../ir/dialects/memref.js';
import { scfFor, scfIf } from '../ir/dialects/scf.js';
import { Block, BlockArgument, Operation, Region, Value } from '../ir/operation.js';
import { indexType } from '../ir/types.js';
import { AffineExprBuilder, LeafPolicy } from '../ir/transforms/affineOfValue.js';
import { Constraint, conditionConstraints } from './affineCondition.js';
import { convertIfsToSelects } from './ifToSelect.js';
import { forwardLoads } from '../ir/transforms/loadForwarding.js';
import { isIntegerLike, lowerBound, smallConstant } from '../ir/transforms/valueFacts.js';

export interface RaiseStats {
  loops: number;
  ifs: number;
  loads: number;
  stores: number;
  selects: number;
}

/** Attributes of `op` that are not its own properties (e.g. `polyts.scop`), to carry over to the raised op. */
function discardableAttrs(op: Operation): [string, Attribute][] {
  return [...op.attributes].filter(([k]) => !op.def.properties.includes(k));
}

/** The ancestor of `op` (or `op`) directly inside `region`. */
function ancestorIn(op: Operation, region: Region): Operation | undefined {
  for (let o: Operation | null = op; o; o = o.parentOp) if (o.parentRegion === region) return o;
  return undefined;
}

/** Replaces a region's scf.yield terminator by an affine.yield with the same operands. */
function retargetYield(block: Block): void {
  const term = block.terminator;
  if (term?.name !== 'scf.yield') return;
  affineYield.create(Builder.before(term), term.operandValues());
  term.erase();
}

class Raiser {
  readonly stats: RaiseStats = { loops: 0, ifs: 0, loads: 0, stores: 0, selects: 0 };
  /** index_cast of top-level integer values, created at the top so they are valid symbols. */
  private readonly casts = new Map<Value, Value>();

  /** Leaves for an affine op created in place of `op`: symbols and dims valid there; top-level ints via a cast. */
  private policyAt(op: Operation): LeafPolicy {
    const scope = affineScope(op);
    const anchor = scope ? ancestorIn(op, scope) : undefined;
    return {
      at: op,
      leaf: (v) => {
        if (!scope || !anchor) return undefined;
        if (v.type === indexType) {
          if (isValidSymbol(v, scope)) return { value: v, kind: 'symbol' };
          return isValidDim(v, scope) ? { value: v, kind: 'dim' } : undefined;
        }
        // A C int defined at the top level (a parameter, say) is a symbol once cast to index there.
        if (!isTopLevelValue(v, scope)) return undefined;
        return { value: this.indexCastAtTop(v, anchor), kind: 'symbol' };
      },
    };
  }

  private indexCastAtTop(v: Value, anchor: Operation): Value {
    for (const u of v.users()) {
      if (u.name === 'arith.index_cast' && u.result().type === indexType && u.parentBlock === anchor.parentBlock && u.isBeforeInBlock(anchor)) {
        return u.result();
      }
    }
    let c = this.casts.get(v);
    if (!c) {
      const cast = Operation.create('arith.index_cast', { operands: [v], resultTypes: [indexType], loc: anchor.loc });
      if (v instanceof BlockArgument) v.owner.prepend(cast);
      else v.parentBlock!.insertAfter(cast, v.definingOp!);
      c = cast.result();
      this.casts.set(v, c);
    }
    return c;
  }

  raiseRegion(region: Region): void {
    for (const block of region.blocks) {
      for (const op of block.opsArray()) {
        if (!op.parentBlock) continue;
        let cur = op;
        if (op.name === 'scf.for') cur = this.raiseFor(op) ?? op;
        else if (op.name === 'scf.if') cur = this.raiseIf(op) ?? op;
        else if (op.name === 'memref.load' || op.name === 'memref.store') {
          this.raiseAccess(op);
          continue;
        }
        if (cur.hasTrait('IsolatedFromAbove')) continue;
        for (const r of cur.regions) this.raiseRegion(r);
      }
    }
  }

  /** scf.for with a positive constant step and affine (max-of / min-of) bounds -> affine.for. */
  private raiseFor(op: Operation): Operation | undefined {
    const step = smallConstant(scfFor.step(op));
    const ivType = scfFor.lowerBound(op).type;
    if (step === undefined || step <= 0 || !isIntegerLike(ivType)) return undefined;
    const b = new AffineExprBuilder(this.policyAt(op));
    const lbTerms = b.boundTerms(scfFor.lowerBound(op), 'max');
    const lbMin = lowerBound(scfFor.lowerBound(op), 0, op);
    const ubTerms = lbTerms && b.boundTerms(scfFor.upperBound(op), 'min', lbMin !== undefined && lbMin >= 0);
    if (!lbTerms || !ubTerms) return undefined;
    const lb = b.build(lbTerms);
    const ub = b.build(ubTerms);
    if (dimAndSymbolOperandError(op, lb.operands, lb.map.numDims) || dimAndSymbolOperandError(op, ub.operands, ub.map.numDims)) return undefined;

    const old = scfFor.body(op);
    const builder = Builder.before(op);
    const loop = affineFor.create(builder, { lowerBound: lb, upperBound: ub, step, inits: scfFor.inits(op), attributes: discardableAttrs(op) });
    const body = affineFor.body(loop);
    // The old body brings its own terminator (retargeted below).
    body.terminator?.erase();
    let iv: Value = affineFor.inductionVar(loop);
    if (ivType !== indexType) {
      // A loop over a C int: uses of the old i32 induction variable see the new one cast back.
      builder.setInsertionPointToEnd(body);
      iv = arithUnary(builder, 'arith.index_cast', iv, ivType);
    }
    old.arguments[0].replaceAllUsesWith(iv);
    old.arguments.slice(1).forEach((a, i) => a.replaceAllUsesWith(body.arguments[i + 1]));
    // The carried values keep their locations (and so the names of the variables they hold).
    old.arguments.forEach((a, i) => (body.arguments[i]!.loc = a.loc));
    body.spliceFrom(old, old.first, null);
    retargetYield(body);
    op.replaceAllUsesWith(loop.results);
    op.erase();
    this.stats.loops++;
    return loop;
  }

  /** An integer set over `b`'s operands from constraints (a `ne` must have been split off). */
  private integerSet(b: AffineExprBuilder, cons: readonly Constraint[]): { set: IntegerSet; operands: Value[] } {
    const exprs: AffineExpr[] = [];
    const eqs: boolean[] = [];
    for (const c of cons) {
      if (c.kind === 'ne') throw new Error('integerSet: ne constraints must be split first');
      exprs.push(c.expr);
      eqs.push(c.kind === 'eq');
    }
    let operands = b.operands();
    let set = fullyComposeIntegerSetAndOperands(IntegerSet.get(b.numDims, b.numSymbols, exprs, eqs), operands);
    // Simplification may drop the last use of an operand; compose again to drop it from the list.
    set = simplifyIntegerSet(set);
    operands = [...operands];
    set = fullyComposeIntegerSetAndOperands(set, operands);
    return { set, operands };
  }

  /** scf.if on a conjunction of affine comparisons (or its negation, swapping branches) -> affine.if. */
  private raiseIf(op: Operation): Operation | undefined {
    const b = new AffineExprBuilder(this.policyAt(op));
    let cons = conditionConstraints(b, scfIf.condition(op));
    let swap = false;
    if (!cons) {
      cons = conditionConstraints(b, scfIf.condition(op), true);
      swap = true;
    }
    if (!cons) return undefined;
    const nes = cons.filter((c) => c.kind === 'ne');
    // One `a != b` is split into `a < b` or `a > b` (two ifs, the then branch duplicated); more would multiply.
    if (nes.length > 1) return undefined;
    const base = cons.filter((c) => c.kind !== 'ne');
    const ne = nes[0]?.kind === 'ne' ? nes[0] : undefined;
    const sets = ne
      ? [this.integerSet(b, [...base, { kind: 'ge', expr: sub(sub(ne.rhs, ne.lhs), 1) }]), this.integerSet(b, [...base, { kind: 'ge', expr: sub(sub(ne.lhs, ne.rhs), 1) }])]
      : [this.integerSet(b, base)];
    if (sets.some((s) => dimAndSymbolOperandError(op, s.operands, s.set.numDims))) return undefined;

    // Committed: nothing below can fail.
    const types = op.resultTypes();
    const attrs = discardableAttrs(op);
    for (const r of op.regions) if (!r.empty) retargetYield(r.entry);
    let [thenR, elseR] = op.regions;
    if (swap) [thenR, elseR] = [elseR, thenR];
    // `if (!c) S` becomes `if (c) {} else S`: the then region holds just the terminator.
    if (thenR.empty) thenR.addBlock(new Block()).append(Operation.create('affine.yield', { loc: op.loc }));
    const builder = Builder.before(op);
    let elseBody = elseR;
    if (sets.length === 2) {
      // The `a > b` half gets a copy of the then branch and the original else branch.
      const thenCopy = new Region();
      thenR.cloneInto(thenCopy, new Map());
      const second = affineIf.create(builder, { condition: sets[1].set, operands: sets[1].operands, resultTypes: types, then: thenCopy, else: elseR });
      second.remove();
      elseBody = new Region();
      const elseBlock = elseBody.addBlock(new Block());
      elseBlock.append(second);
      builder.guard(() => {
        builder.setInsertionPointToEnd(elseBlock);
        affineYield.create(builder, second.results);
      });
    }
    const outer = affineIf.create(builder, { condition: sets[0].set, operands: sets[0].operands, resultTypes: types, then: thenR, else: elseBody, attributes: attrs });
    op.replaceAllUsesWith(outer.results);
    op.erase();
    this.stats.ifs += sets.length;
    return outer;
  }

  /** memref.load / memref.store with affine subscripts -> affine.load / affine.store. */
  private raiseAccess(op: Operation): void {
    const isLoad = op.name === 'memref.load';
    const b = new AffineExprBuilder(this.policyAt(op));
    const exprs: AffineExpr[] = [];
    for (const v of isLoad ? memrefLoad.indices(op) : memrefStore.indices(op)) {
      const e = b.expr(v);
      if (!e) return;
      exprs.push(e);
    }
    const { map, operands } = b.build(exprs);
    const scope = affineScope(op);
    if (!operands.every((v) => isValidAffineIndexOperand(v, scope))) return;
    const builder = Builder.before(op);
    const attrs = discardableAttrs(op);
    const raised = isLoad
      ? affineLoad.create(builder, memrefLoad.memref(op), map, operands, attrs)
      : affineStore.create(builder, memrefStore.value(op), memrefStore.memref(op), map, operands, attrs);
    op.replaceAllUsesWith(raised.results);
    op.erase();
    if (isLoad) this.stats.loads++;
    else this.stats.stores++;
  }
}

/**
 * Erases pure ops without uses (the index arithmetic raising folded into maps), users before their operands'
 * producers so one sweep suffices. Loads and loops are left to canonicalize.
 */
export function eraseDeadOps(root: Operation): void {
  const sweep = (region: Region): void => {
    for (let bi = region.blocks.length - 1; bi >= 0; bi--) {
      for (let op = region.blocks[bi].last; op; ) {
        const prev = op.prev;
        for (const r of op.regions) sweep(r);
        if (op.hasTrait('Pure') && !op.regions.length && !op.hasTrait('Terminator') && op.resultsUnused()) op.erase();
        op = prev;
      }
    }
  };
  for (const r of root.regions) sweep(r);
}

/**
 * Raises the body of `func` to affine: forwards loads and turns speculatable ternaries into selects first, then
 * raises loops, ifs, loads and stores outermost first (an outer loop's induction variable becomes a valid dim
 * for the ops inside it), and finally erases the index arithmetic left dead.
 */
export function raiseAffine(func: Operation): RaiseStats {
  const raiser = new Raiser();
  forwardLoads(func);
  raiser.stats.selects = convertIfsToSelects(func);
  for (const r of func.regions) raiser.raiseRegion(r);
  eraseDeadOps(func);
  return raiser.stats;
}
