// Reference execution of affine MLIR for model-extraction tests. Runs a function on concrete integer arguments,
// tracking for every SSA value the memory cells it was computed from, and records what each activation of an
// extracted scop did: one event per statement instance executed (an affine.store, with the cells the stored value
// came from; or a call of an outlined statement, with every cell its body loaded and stored), with the loop
// counters. It shares no code with the extractor, so the two can check each other.

import { AffineMapAttr, Attribute, IntegerAttr, IntegerSetAttr } from '../../src/ir/attributes.js';
import { evaluateAffineExpr } from '../../src/ir/affineExpr.js';
import { Operation, Value } from '../../src/ir/operation.js';
import { IndexType, IntegerType, MemRefType } from '../../src/ir/types.js';
import { statementCallee } from '../../src/ir/scopMarkers.js';
import { isMemoryEffectFree } from '../../src/ir/sideEffects.js';
import { expect } from 'chai';
import { type AffExpr, evalAff } from '../../src/poly/affExpr.js';
import type { ExtractedScop } from '../../src/poly/affineModel.js';
import { executeLoopNest } from '../../src/poly/loopNest.js';

export interface StoreEvent {
  /** The affine.store, or the func.call of an outlined statement. */
  readonly store: Operation;
  /** Counters of the affine.for loops entered since the activation began, outermost first. */
  readonly iters: readonly number[];
  /** `memref#k[i, j]` cells (memrefs numbered by `cellKey`), in the order written. */
  readonly writes: readonly string[];
  /** The cells loaded during this activation that the stored value was computed from (for a call: all it loaded). */
  readonly reads: ReadonlySet<string>;
}

export interface Activation {
  readonly scop: ExtractedScop;
  readonly params: Record<string, number>;
  readonly events: StoreEvent[];
}

interface Val {
  readonly int?: number;
  readonly cells: ReadonlySet<string>;
}

const none: ReadonlySet<string> = new Set();

export class AffineTracer {
  private readonly memrefIds = new Map<Value, number>();
  /** An outlined statement's memref argument -> the caller's memref it is bound to during the call. */
  private readonly memrefArgs = new Map<Value, Value>();
  /** While a statement function runs: the cells it loads and stores. */
  private call: { loads: Set<string>; stores: string[] } | undefined;
  private readonly env = new Map<Value, Val>();
  private readonly loops: number[] = [];
  private readonly activations: Activation[] = [];
  private active: { activation: Activation; depth: number; last: Operation } | undefined;

  constructor(private readonly scops: readonly ExtractedScop[]) {}

  /** The printed name of a cell of `memref`. */
  cellKey(memref: Value, index: readonly number[]): string {
    memref = this.memrefArgs.get(memref) ?? memref;
    let id = this.memrefIds.get(memref);
    if (id === undefined) this.memrefIds.set(memref, (id = this.memrefIds.size));
    return `memref#${id}[${index.join(', ')}]`;
  }

  /** Runs `fn` with integer arguments where given (other arguments only carry provenance). */
  run(fn: Operation, args: readonly (number | undefined)[]): Activation[] {
    const entry = fn.region(0).entry;
    entry.arguments.forEach((a, i) => this.env.set(a, { int: args[i], cells: none }));
    this.block(entry.opsArray());
    return this.activations;
  }

  private get(v: Value): Val {
    const r = this.env.get(v);
    if (!r) throw new Error(`value used before it was computed (${v.definingOp?.name ?? 'block argument'})`);
    return r;
  }

  /** A parameter computed by pure ops at the start of the region (e.g. an index_cast of an argument), evaluated early. */
  private computeAhead(v: Value): Value {
    const d = v.definingOp;
    if (!this.env.has(v) && d && !d.regions.length && isMemoryEffectFree(d)) {
      for (const o of d.operandValues()) this.computeAhead(o);
      this.op(d);
    }
    return v;
  }

  private int(v: Value, what: string): number {
    const x = this.get(v).int;
    if (x === undefined) throw new Error(`${what}: operand has no known integer value`);
    return x;
  }

  private mapValues(op: Operation, attr: string, operands: readonly Value[]): number[] {
    const map = (op.attr(attr) as AffineMapAttr).map;
    const vals = operands.map((v) => this.int(v, op.name));
    return map.results.map((e) => {
      const x = evaluateAffineExpr(e, vals.slice(0, map.numDims), vals.slice(map.numDims));
      if (x === undefined) throw new Error(`${op.name}: map not evaluable`);
      return x;
    });
  }

  /** Runs ops in order; returns the operands of the terminating yield, if any. */
  private block(ops: readonly Operation[]): Val[] {
    for (const op of ops) {
      if (!this.active) {
        const scop = this.scops.find((s) => s.ops[0] === op);
        if (scop) {
          const params: Record<string, number> = {};
          for (const [name, v] of scop.paramValues) params[name] = this.int(this.computeAhead(v), `parameter ${name}`);
          const activation = { scop, params, events: [] };
          this.activations.push(activation);
          this.active = { activation, depth: this.loops.length, last: scop.ops[scop.ops.length - 1]! };
        }
      }
      if (op.name === 'affine.yield' || op.name === 'scf.yield' || op.name === 'func.return') return op.operandValues().map((v) => this.get(v));
      this.op(op);
      if (this.active?.last === op) this.active = undefined;
    }
    return [];
  }

  private setResults(op: Operation, vals: readonly Val[]): void {
    op.results.forEach((r, i) => this.env.set(r, vals[i]!));
  }

  private op(op: Operation): void {
    switch (op.name) {
      case 'affine.for': {
        const lbMap = (op.attr('lowerBoundMap') as AffineMapAttr).map;
        const nLb = lbMap.numInputs;
        const nUb = (op.attr('upperBoundMap') as AffineMapAttr).map.numInputs;
        const lo = Math.max(...this.mapValues(op, 'lowerBoundMap', op.operandValues(0, nLb)));
        const hi = Math.min(...this.mapValues(op, 'upperBoundMap', op.operandValues(nLb, nLb + nUb)));
        const step = Number((op.attr('step') as IntegerAttr).value);
        const body = op.region(0).entry;
        let carried = op.operandValues(nLb + nUb).map((v) => this.get(v));
        for (let i = lo; i < hi; i += step) {
          this.env.set(body.arguments[0]!, { int: i, cells: none });
          carried.forEach((c, k) => this.env.set(body.arguments[k + 1]!, c));
          this.loops.push(i);
          carried = this.block(body.opsArray());
          this.loops.pop();
        }
        this.setResults(op, carried);
        return;
      }
      case 'scf.for': {
        // Not part of any scop: runs its body, which may hold scops (counter not counted in `iters`).
        const [lo, hi, step] = op.operandValues(0, 3).map((v) => this.int(v, op.name));
        const body = op.region(0).entry;
        let carried = op.operandValues(3).map((v) => this.get(v));
        for (let i = lo!; i < hi!; i += step!) {
          this.env.set(body.arguments[0]!, { int: i, cells: none });
          carried.forEach((c, k) => this.env.set(body.arguments[k + 1]!, c));
          carried = this.block(body.opsArray());
        }
        this.setResults(op, carried);
        return;
      }
      case 'affine.if': {
        const set = (op.attr('condition') as IntegerSetAttr).set;
        const vals = op.operandValues().map((v) => this.int(v, op.name));
        const dims = vals.slice(0, set.numDims);
        const syms = vals.slice(set.numDims);
        const holds = set.constraints.every((c, i) => {
          const x = evaluateAffineExpr(c, dims, syms)!;
          return set.eqFlags[i] ? x === 0 : x >= 0;
        });
        const region = op.region(holds ? 0 : 1);
        this.setResults(op, region.empty ? [] : this.block(region.entry.opsArray()));
        return;
      }
      case 'affine.apply': {
        const [x] = this.mapValues(op, 'map', op.operandValues());
        this.setResults(op, [{ int: x, cells: none }]);
        return;
      }
      case 'affine.load': {
        // Tagged with the activation: a value loaded before the region began is an input scalar, not a read.
        const key = this.cellKey(op.operand(0), this.mapValues(op, 'map', op.operandValues(1)));
        this.call?.loads.add(key);
        const cell = `${this.activations.length}${this.active ? '' : '-'}|${key}`;
        this.setResults(op, [{ cells: new Set([cell]) }]);
        return;
      }
      case 'affine.store': {
        const cell = this.cellKey(op.operand(1), this.mapValues(op, 'map', op.operandValues(2)));
        if (this.call) this.call.stores.push(cell);
        else if (this.active) {
          const tag = `${this.activations.length}|`;
          const reads = new Set([...this.get(op.operand(0)).cells].filter((c) => c.startsWith(tag)).map((c) => c.slice(tag.length)));
          this.active.activation.events.push({ store: op, iters: this.loops.slice(this.active.depth), writes: [cell], reads });
        }
        return;
      }
      case 'func.call': {
        const callee = statementCallee(op);
        if (!callee) break;
        // An outlined statement: its body runs with the arguments bound; the instance reads what it loaded.
        const body = callee.region(0).entry;
        body.arguments.forEach((a, i) => {
          this.env.set(a, this.get(op.operand(i)));
          if (a.type instanceof MemRefType) this.memrefArgs.set(a, this.memrefArgs.get(op.operand(i)) ?? op.operand(i));
        });
        this.call = { loads: new Set(), stores: [] };
        this.block(body.opsArray());
        const { loads, stores } = this.call;
        this.call = undefined;
        if (this.active) this.active.activation.events.push({ store: op, iters: this.loops.slice(this.active.depth), writes: stores, reads: loads });
        return;
      }
    }
    if (op.regions.length) throw new Error(`the reference tracer does not run '${op.name}'`);
    if (this.active && !isMemoryEffectFree(op)) throw new Error(`'${op.name}' with memory effects inside an extracted scop`);
    // Any other op: its value is computed from its operands' cells; integers are folded where possible.
    const operands = op.operandValues().map((v) => this.get(v));
    const cells = new Set(operands.flatMap((o) => [...o.cells]));
    let folded: readonly (Value | Attribute)[] | undefined;
    if (op.def.fold && operands.every((o) => o.int !== undefined)) {
      const constants = op.operandValues().map((v, i) => (v.type instanceof IntegerType || v.type instanceof IndexType ? new IntegerAttr(operands[i]!.int!, v.type) : undefined));
      const r = op.def.fold(op, constants);
      if (Array.isArray(r)) folded = r;
    }
    if (op.hasTrait('ConstantLike')) folded = [op.attr('value')!];
    op.results.forEach((r, i) => {
      const f = folded?.[i];
      this.env.set(r, { int: f instanceof IntegerAttr ? Number(f.value) : undefined, cells });
    });
  }
}

/** What the model says an activation does, in the tracer's cell names. */
function modelEvents(x: ExtractedScop, a: Activation, tracer: AffineTracer) {
  const out: { store: Operation; iters: number[]; writes: string[]; reads: string[] }[] = [];
  const opOf = new Map(x.scop.statements.map((s, i) => [s.name, x.statementOps[i]!]));
  executeLoopNest(x.body, a.params, (s, iters, _sched, env) => {
    const cell = (array: string, index: readonly AffExpr[]) => tracer.cellKey(x.arrays.get(array)!, index.map((e) => Number(evalAff(e, env))));
    out.push({
      store: opOf.get(s.name)!,
      iters: iters.map(Number),
      writes: s.writes.map((w) => cell(w.array, w.index)),
      reads: [...new Set(s.reads.map((r) => cell(r.array, r.index)))].sort(),
    });
  });
  return out;
}

/**
 * Runs `fn` and asserts that each of the first `perScop` activations of every scop executes exactly the statement
 * instances its model enumerates, in the same order, writing and reading the same cells.
 */
export function expectScopsMatchExecution(scops: readonly ExtractedScop[], fn: Operation, args: readonly (number | undefined)[], perScop = 3): Activation[] {
  const tracer = new AffineTracer(scops);
  const activations = tracer.run(fn, args);
  for (const x of scops) {
    for (const a of activations.filter((b) => b.scop === x).slice(0, perScop)) {
      const expected = a.events.map((e) => ({ store: e.store, iters: [...e.iters], writes: [...e.writes], reads: [...e.reads].sort() }));
      const got = modelEvents(x, a, tracer);
      expect(got.length, `${x.scop.name} instances at ${JSON.stringify(a.params)}`).to.equal(expected.length);
      for (let i = 0; i < got.length; i++) expect(got[i], `instance ${i} of ${x.scop.name} at ${JSON.stringify(a.params)}`).to.deep.equal(expected[i]);
    }
  }
  return activations;
}
