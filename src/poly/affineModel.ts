// The polyhedral model of affine MLIR: maximal affine regions of each function become scops (one statement per
// call of an outlined statement function, or per affine.store reading the loads its value is computed from).
// Regions whose statements also talk through SSA values are not modelled as if those flows did not exist: they are
// reported and their sub-regions tried instead.

import { AffineExpr } from '../ir/affineExpr.js';
import { AffineMap } from '../ir/affineMap.js';
import { IntegerAttr } from '../ir/attributes.js';
import { SourceLoc, formatLoc } from '../ir/diagnostics.js';
import { affineFor, affineIf } from '../ir/dialects/affineControl.js';
import { affineApply, affineLoad, affineStore } from '../ir/dialects/affineOps.js';
import { funcCall, funcFunc } from '../ir/dialects/func.js';
import { memrefGetGlobal } from '../ir/dialects/memref.js';
import { sourceName } from '../ir/nameHints.js';
import { Block, BlockArgument, OpResult, Operation, Value } from '../ir/operation.js';
import { candidateRuns, isStatementFunction, runsOf, statementCallee } from '../ir/scopMarkers.js';
import { MemRefType } from '../ir/types.js';
import { isMemoryEffectFree } from '../ir/sideEffects.js';
import { type AffExpr } from './affExpr.js';
import { type AccessSpec, type Condition, type LoopNode, type StmtNode, buildScop } from './loopNest.js';
import { type Scop } from './scop.js';

export interface ModelRemark {
  readonly loc: SourceLoc;
  readonly message: string;
}

export interface ExtractedScop {
  readonly scop: Scop;
  /** The loop tree the scop was built from (for interpreters and trace checks). */
  readonly body: readonly LoopNode[];
  readonly params: readonly string[];
  /** The SSA value each parameter stands for (a symbol, or an outer loop's induction variable). */
  readonly paramValues: ReadonlyMap<string, Value>;
  /** The memref each array name stands for. */
  readonly arrays: ReadonlyMap<string, Value>;
  /**
   * The op of each statement, in the order of `scop.statements`: the `func.call` of an outlined statement (tuple
   * name = callee name), or the affine.store of a statement not outlined.
   */
  readonly statementOps: readonly Operation[];
  /** The top-level ops of the region. */
  readonly ops: readonly Operation[];
  readonly fn: Operation;
}

export interface ModelResult {
  readonly scops: readonly ExtractedScop[];
  readonly remarks: readonly ModelRemark[];
}

/** Why a region cannot be modelled: the op (or the definer of the value) that stopped it. */
class NotAffine extends Error {
  constructor(
    readonly at: Operation | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function describe(v: Value): string {
  const d = v.definingOp;
  if (d) return `the result of '${d.name}'`;
  const owner = (v as BlockArgument).owner.parentOp;
  return owner ? `a block argument of '${owner.name}'` : 'a block argument';
}

/** An IR affine expression that products of non-constants or divisions by non-constants make non-affine. */
export class NonAffineExpr extends Error {}

/** The AffExpr of an IR affine expression whose dims and symbols stand for `dims` and `syms`. */
export function affFromAffineExpr(e: AffineExpr, dims: readonly AffExpr[], syms: readonly AffExpr[]): AffExpr {
  switch (e.kind) {
    case 'constant':
      return { kind: 'const', value: e.value };
    case 'dim':
      return dims[e.position]!;
    case 'symbol':
      return syms[e.position]!;
    case 'add':
      return { kind: 'add', lhs: affFromAffineExpr(e.lhs, dims, syms), rhs: affFromAffineExpr(e.rhs, dims, syms) };
    case 'mul': {
      const [x, c] = e.rhs.kind === 'constant' ? [e.lhs, e.rhs.value] : e.lhs.kind === 'constant' ? [e.rhs, e.lhs.value] : [undefined, 0];
      if (!x) throw new NonAffineExpr(`a product of two non-constant terms (${e.toString()}) is not affine`);
      return { kind: 'mul', lhs: affFromAffineExpr(x, dims, syms), factor: c };
    }
    default:
      if (e.rhs.kind !== 'constant' || e.rhs.value <= 0) throw new NonAffineExpr(`${e.kind} by a non-constant (${e.toString()}) is not affine`);
      return { kind: e.kind, lhs: affFromAffineExpr(e.lhs, dims, syms), divisor: e.rhs.value };
  }
}

/** Builds the loop tree and naming for one candidate region (a run of ops in one block). */
class RegionModel {
  readonly params: string[] = [];
  readonly paramValues = new Map<string, Value>();
  readonly arrays = new Map<string, Value>();
  private readonly paramOf = new Map<string, string>();
  private readonly arrayOf = new Map<Value, string>();
  private readonly iterators = new Map<Value, string>();
  readonly statementOps: Operation[] = [];
  /** The statement each load or pure op inside the region belongs to. */
  private readonly owner = new Map<Operation, Operation>();

  /**
   * `reserved`: the names of the module's outlined statements, which name their calls' statements; a statement
   * that is a bare affine.store takes the next `S<n>` not among them.
   */
  constructor(
    private readonly ops: readonly Operation[],
    private readonly reserved: ReadonlySet<string>,
  ) {}

  private readonly stmtNames = new Set<string>();

  private freshStmtName(): string {
    let k = this.statementOps.length;
    while (this.reserved.has(`S${k}`) || this.stmtNames.has(`S${k}`)) k++;
    return `S${k}`;
  }

  private inside(op: Operation): boolean {
    return this.ops.some((r) => r.isAncestorOf(op));
  }

  private definedInside(v: Value): boolean {
    const d = v.definingOp;
    if (d) return this.inside(d);
    const parent = (v as BlockArgument).owner.parentOp;
    return parent !== null && this.inside(parent);
  }

  private readonly invariantCache = new Map<Value, boolean>();

  /** Same value in every iteration: defined outside, or a pure op of such values (e.g. an index_cast of an argument). */
  private invariant(v: Value): boolean {
    return this.pureClosure(v, (x) => !this.definedInside(x), this.invariantCache);
  }

  private readonly iterPureCache = new Map<Value, boolean>();

  /**
   * A function of the iterators and invariants only (e.g. `(double)(i * j)`): it carries no data between
   * statements, so each statement that uses it can recompute it.
   */
  private iterationPure(v: Value): boolean {
    return this.pureClosure(v, (x) => this.iterators.has(x) || this.invariant(x), this.iterPureCache);
  }

  /** `v` is a leaf, or computed by pure ops (no loads, no regions) from values for which this holds; memoized. */
  private pureClosure(v: Value, leaf: (x: Value) => boolean, cache: Map<Value, boolean>): boolean {
    if (leaf(v)) return true;
    let r = cache.get(v);
    if (r === undefined) {
      const d = v.definingOp;
      r = !!d && !d.regions.length && d.name !== 'affine.load' && isMemoryEffectFree(d) && d.operandValues().every((o) => this.pureClosure(o, leaf, cache));
      cache.set(v, r);
    }
    return r;
  }

  private readonly outsideIds = new Map<Value, number>();

  /** Same key for the same pure computation of the same outside values (two index_casts of `n` are one parameter). */
  private paramKey(v: Value): string {
    const d = v.definingOp;
    if (!this.definedInside(v) || !d) {
      let id = this.outsideIds.get(v);
      if (id === undefined) this.outsideIds.set(v, (id = this.outsideIds.size));
      return `#${id}`;
    }
    const attrs = [...d.attributes.keys()].filter((k) => !k.includes('.')).sort().map((k) => `${k}=${d.attributes.get(k)!.key}`);
    return `${d.name}(${d.operandValues().map((o) => this.paramKey(o)).join(',')}){${attrs.join(';')}}:${v.type.key}#${(v as OpResult).index}`;
  }

  private paramName(v: Value): string {
    const key = this.paramKey(v);
    let n = this.paramOf.get(key);
    if (n) return n;
    const hint = sourceName(v);
    n = hint && !this.params.includes(hint) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(hint) ? hint : undefined;
    for (let k = this.params.length; !n || this.params.includes(n); k++) n = `p${k}`;
    this.params.push(n);
    this.paramOf.set(key, n);
    this.paramValues.set(n, v);
    return n;
  }

  private arrayName(v: Value): string {
    let n = this.arrayOf.get(v);
    if (n) return n;
    const get = v.definingOp?.name === 'memref.get_global' ? memrefGetGlobal.name(v.definingOp) : undefined;
    const hint = sourceName(v) ?? get;
    n = hint && !this.arrays.has(hint) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(hint) ? hint : undefined;
    for (let k = this.arrays.size; !n || this.arrays.has(n); k++) n = `A${k}`;
    this.arrayOf.set(v, n);
    this.arrays.set(n, v);
    return n;
  }

  /** An index operand of a map as an expression: an iterator, a constant, a parameter, or an inlined affine.apply. */
  private operandExpr(v: Value): AffExpr {
    const it = this.iterators.get(v);
    if (it) return { kind: 'var', name: it };
    const d = v.definingOp;
    if (d?.hasTrait('ConstantLike')) {
      const a = d.attr('value');
      if (a instanceof IntegerAttr) return { kind: 'const', value: Number(a.value) };
    }
    if (!this.invariant(v)) {
      if (d?.name === 'affine.apply') return this.mapResult(affineApply.map(d), 0, affineApply.operands(d));
      throw new NotAffine(v.definer, `${describe(v)} is used as an affine index but is computed inside the region`);
    }
    return { kind: 'var', name: this.paramName(v) };
  }

  private expr(e: AffineExpr, dims: readonly AffExpr[], syms: readonly AffExpr[]): AffExpr {
    try {
      return affFromAffineExpr(e, dims, syms);
    } catch (x) {
      if (x instanceof NonAffineExpr) throw new NotAffine(null, x.message);
      throw x;
    }
  }

  private mapResult(map: AffineMap, i: number, operands: readonly Value[], exprOf = (v: Value) => this.operandExpr(v)): AffExpr {
    const vals = operands.map(exprOf);
    return this.expr(map.results[i]!, vals.slice(0, map.numDims), vals.slice(map.numDims));
  }

  /** The array and subscripts of an affine.load or affine.store `op`. */
  private access(op: Operation, memref: Value, map: AffineMap, operands: readonly Value[], exprOf?: (v: Value) => AffExpr): AccessSpec {
    try {
      return { array: this.arrayName(memref), index: map.results.map((_, i) => this.mapResult(map, i, operands, exprOf)) };
    } catch (e) {
      if (e instanceof NotAffine && !e.at) throw new NotAffine(op, e.reason);
      throw e;
    }
  }

  /** The loads a stored value is computed from (its backward slice in the store's block). */
  private slice(store: Operation): Operation[] {
    const loads: Operation[] = [];
    const block = store.parentBlock!;
    const visit = (v: Value): void => {
      if (this.iterationPure(v)) return; // iterators, invariants and functions of them (e.g. an iterator cast to a float)
      const d = v.definingOp;
      if (!d) throw new NotAffine(v.definer, `${describe(v)} carries a value between iterations (iter_args)`);
      if (d.parentBlock !== block) {
        throw new NotAffine(d, `the value of '${d.name}' is computed outside the loop body of the statement that uses it`);
      }
      const prev = this.owner.get(d);
      if (prev === store) return;
      if (prev) throw new NotAffine(d, `the value of '${d.name}' flows into more than one statement`);
      this.owner.set(d, store);
      if (d.name === 'affine.load') {
        loads.push(d);
        return;
      }
      if (d.regions.length || !isMemoryEffectFree(d)) throw new NotAffine(d, `'${d.name}' cannot be part of a statement`);
      for (const o of d.operandValues()) visit(o);
    };
    visit(affineStore.value(store));
    return loads.sort((a, b) => (a.isBeforeInBlock(b) ? -1 : 1));
  }

  /** Loop tree of a list of ops at nesting depth `depth`. */
  nodes(ops: readonly Operation[], depth: number): LoopNode[] {
    const out: LoopNode[] = [];
    for (const op of ops) {
      switch (op.name) {
        case 'affine.for': {
          if (op.numResults) throw new NotAffine(op, `'affine.for' carries ${op.numResults} value(s) between iterations (iter_args)`);
          const lbMap = affineFor.lowerBoundMap(op);
          const ubMap = affineFor.upperBoundMap(op);
          const lbOps = affineFor.lowerBoundOperands(op);
          const ubOps = affineFor.upperBoundOperands(op);
          const lower = lbMap.results.map((_, i) => this.mapResult(lbMap, i, lbOps));
          const upper = ubMap.results.map((_, i) => this.mapResult(ubMap, i, ubOps));
          const step = affineFor.step(op);
          if (step !== 1 && lower.length !== 1) throw new NotAffine(op, `a loop with step ${step} and a max lower bound is not supported`);
          const name = `i${depth}`;
          this.iterators.set(affineFor.inductionVar(op), name);
          const body = this.nodes(affineFor.body(op).opsArray(), depth + 1);
          out.push({ kind: 'for', iterator: name, lower, upper, step: step === 1 ? undefined : step, body });
          break;
        }
        case 'affine.if': {
          if (op.numResults) throw new NotAffine(op, `'affine.if' yields ${op.numResults} value(s)`);
          const set = affineIf.condition(op);
          const vals = affineIf.operands(op).map((v) => this.operandExpr(v));
          const conditions: Condition[] = set.constraints.map((c, i) => ({
            kind: set.eqFlags[i] ? 'eq' : 'ge',
            expr: this.expr(c, vals.slice(0, set.numDims), vals.slice(set.numDims)),
          }));
          const then = this.nodes(affineIf.thenBlock(op).opsArray(), depth);
          const elseBlock = affineIf.elseBlock(op);
          out.push({ kind: 'if', conditions, then, else: elseBlock ? this.nodes(elseBlock.opsArray(), depth) : undefined });
          break;
        }
        case 'func.call': {
          const callee = statementCallee(op);
          if (!callee) throw new NotAffine(op, `'func.call' is not part of the affine model`);
          out.push(this.callStatement(op, callee));
          break;
        }
        case 'affine.store': {
          const name = this.freshStmtName();
          this.stmtNames.add(name);
          this.statementOps.push(op);
          const reads = this.slice(op).map((l) => this.access(l, affineLoad.memref(l), affineLoad.map(l), affineLoad.indices(l)));
          const write = this.access(op, affineStore.memref(op), affineStore.map(op), affineStore.indices(op));
          const stmt: StmtNode = { kind: 'stmt', name, reads, writes: [write] };
          out.push(stmt);
          break;
        }
        case 'affine.yield':
          break;
        case 'affine.load':
          break; // checked when every op's ownership is verified
        default:
          if (op.regions.length || !isMemoryEffectFree(op)) throw new NotAffine(op, `'${op.name}' is not part of the affine model`);
      }
    }
    return out;
  }

  /**
   * The statement of a call of an outlined statement: the callee's affine.load and affine.store accesses with its
   * arguments bound to the call's operands. Scalars passed in must be functions of the iterators and invariants,
   * or the call would hide a flow of data.
   */
  private callStatement(call: Operation, callee: Operation): StmtNode {
    const name = funcFunc.name(callee);
    if (this.stmtNames.has(name)) throw new NotAffine(call, `statement @${name} is called more than once`);
    this.stmtNames.add(name);
    this.statementOps.push(call);
    const bound = new Map<Value, Value>(funcFunc.arguments(callee).map((a, i) => [a, funcCall.arguments(call)[i]!]));
    for (const v of funcCall.arguments(call)) {
      if (!(v.type instanceof MemRefType) && !this.iterationPure(v)) {
        throw new NotAffine(v.definer, `${describe(v)} is passed to statement @${name} but computed from memory or carried between iterations`);
      }
    }
    // An index inside the callee: an argument (read at the call site), a constant, or an affine.apply of such.
    const exprOf = (v: Value): AffExpr => {
      const arg = bound.get(v);
      if (arg) return this.operandExpr(arg);
      const d = v.definingOp;
      if (d?.hasTrait('ConstantLike') && d.attr('value') instanceof IntegerAttr) return { kind: 'const', value: Number((d.attr('value') as IntegerAttr).value) };
      if (d?.name === 'affine.apply') return this.mapResult(affineApply.map(d), 0, affineApply.operands(d), exprOf);
      throw new NotAffine(call, `an index in statement @${name} is not an argument, a constant or an affine.apply of them`);
    };
    const memref = (v: Value): Value => {
      const arg = bound.get(v);
      if (!arg) throw new NotAffine(call, `statement @${name} accesses a memref that is not one of its arguments`);
      return arg;
    };
    const reads: AccessSpec[] = [];
    const writes: AccessSpec[] = [];
    for (const o of funcFunc.body(callee).ops()) {
      if (o.name === 'affine.load') reads.push(this.access(call, memref(affineLoad.memref(o)), affineLoad.map(o), affineLoad.indices(o), exprOf));
      else if (o.name === 'affine.store') writes.push(this.access(call, memref(affineStore.memref(o)), affineStore.map(o), affineStore.indices(o), exprOf));
      else if (o.name !== 'func.return' && (o.regions.length || !isMemoryEffectFree(o))) {
        throw new NotAffine(call, `statement @${name} contains '${o.name}', which the model does not read`);
      }
    }
    return { kind: 'stmt', name, reads, writes };
  }

  /** Every load and pure op in the region must belong to one statement, or be unused. */
  checkOwnership(): void {
    for (const top of this.ops)
      top.walk((op) => {
        if (op.name === 'affine.load' || (!op.regions.length && isMemoryEffectFree(op) && op.numResults && !op.hasTrait('ConstantLike'))) {
          if (this.owner.has(op) || op.results.every((r) => this.iterationPure(r))) return;
          for (const r of op.results)
            for (const u of r.uses()) {
              const user = u.owner;
              const ok = user.name === 'affine.for' || user.name === 'affine.if' || user.name === 'affine.apply' || user.name === 'affine.load' || user.name === 'affine.store';
              const stored = user.name === 'affine.store' && affineStore.value(user) === r;
              if (!ok || stored) {
                if (op.name === 'affine.load' || this.inside(user)) {
                  throw new NotAffine(op, `the value of '${op.name}' is used outside the statements (by '${user.name}')`);
                }
              }
            }
        }
        return undefined;
      });
  }
}

/** The runs of a part of a region that was not modelled as a whole. */
function splitRuns(ops: readonly Operation[]): Operation[][] {
  return runsOf(ops, () => true);
}

/**
 * Extracts the scops of every function in `module`. A region that cannot be modelled produces a remark, and
 * the regions nested in it (loop bodies, if branches) are tried on their own.
 */
export function extractScops(module: Operation): ModelResult {
  const scops: ExtractedScop[] = [];
  const remarks: ModelRemark[] = [];
  const reserved = new Set<string>();
  module.walk((op) => void (isStatementFunction(op) && reserved.add(funcFunc.name(op))));
  module.walk((fn) => {
    // A statement's body is part of the scop that calls it, not a scop of its own.
    if (fn.name !== 'func.func' || funcFunc.isDeclaration(fn) || isStatementFunction(fn)) return undefined;
    const found: { ops: Operation[]; model: RegionModel; body: LoopNode[] }[] = [];
    const tryRegion = (ops: Operation[]): void => {
      const model = new RegionModel(ops, reserved);
      try {
        const body = model.nodes(ops, 0);
        if (!model.statementOps.length) return;
        model.checkOwnership();
        found.push({ ops, model, body });
      } catch (e) {
        if (!(e instanceof NotAffine)) throw e;
        const loc = e.at?.loc ?? ops[0]!.loc;
        const message = `affine region in @${funcFunc.name(fn)} not modelled: ${e.reason}`;
        // A nested region stopped by the same value says nothing new.
        if (!remarks.some((r) => r.message === message && formatLoc(r.loc) === formatLoc(loc))) remarks.push({ loc, message });
        // Model what does not contain the culprit: the ops before and after it, and the regions inside it.
        const t = e.at ? ops.findIndex((o) => o.isAncestorOf(e.at!)) : -1;
        const inner = t < 0 ? ops : [ops[t]!];
        if (t >= 0) for (const sub of splitRuns(ops.slice(0, t))) tryRegion(sub);
        for (const op of inner) for (const r of op.regions) for (const b of r.blocks) for (const sub of candidateRuns(b)) tryRegion(sub);
        if (t >= 0) for (const sub of splitRuns(ops.slice(t + 1))) tryRegion(sub);
      }
    };
    const remarksBefore = remarks.length;
    // Regions nested in ops that are not affine themselves (scf.for, scf.while, ...) are looked for too.
    const scan = (block: Block): void => {
      const runs = candidateRuns(block);
      for (const run of runs) tryRegion(run);
      const inRuns = new Set(runs.flat());
      for (const op of block.ops()) if (!inRuns.has(op)) for (const r of op.regions) for (const b of r.blocks) scan(b);
    };
    scan(funcFunc.body(fn));
    // The function's name alone only for a function modelled whole; parts are numbered in textual order.
    const whole = found.length === 1 && remarks.length === remarksBefore;
    found.forEach((f, i) => {
      const scop = buildScop(whole ? funcFunc.name(fn) : `${funcFunc.name(fn)}_r${i}`, f.model.params, f.body);
      scops.push({ scop, body: f.body, params: f.model.params, paramValues: f.model.paramValues, arrays: f.model.arrays, statementOps: f.model.statementOps, ops: f.ops, fn });
    });
    return 'skip';
  });
  return { scops, remarks };
}
