// Loop AST -> affine MLIR: affine.for with max/min bound maps, affine.if with integer sets, and statement instances
// emitted by a caller-supplied function that receives the original iterators as index values.

import { type AffExpr, affNames } from '../../poly/affExpr.js';
import { toSafeNumber } from '../../poly/int.js';
import type { Condition } from '../../poly/loopNest.js';
import * as ir from '../../ir/affineExpr.js';
import { AffineMap, IntegerSet } from '../../ir/affineMap.js';
import { isValidSymbol } from '../../ir/affineValidity.js';
import { unitAttr } from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import { affineApply, affineMinMax } from '../../ir/dialects/affineOps.js';
import { type MapOperands, affineFor, affineIf } from '../../ir/dialects/affineControl.js';
import type { Block, Operation, Value } from '../../ir/operation.js';
import { parallelHintAttr } from '../../affine/loopMarks.js';
import type { AstNode, LoopAst } from '../ast/ast.js';

/** The attribute a loop gets when its band member is coincident (no dependence carried); the parallelizer checks it. */
export const PARALLEL_ATTR = parallelHintAttr;

export interface AffineEmitEnv {
  /** The index value of each parameter name. */
  readonly params: ReadonlyMap<string, Value>;
  /** Emits one statement instance at the builder's insertion point; `iterators` are its original iterators. */
  readonly emitStatement: (b: Builder, statement: string, iterators: readonly Value[]) => void;
}

/** Emits the AST at the builder's insertion point: its derived parameters (affine.max / affine.min), then its loops. */
export function emitAffine(b: Builder, ast: LoopAst, env: AffineEmitEnv): void {
  const scope = new Map(env.params);
  for (const d of ast.derived) {
    const { map, operands } = mapOf(d.of, scope, new Set());
    scope.set(d.name, affineMinMax.create(b, d.kind, map, operands).results[0]!);
  }
  emitNodes(b, ast.body, env, scope, new Set());
}

function emitNodes(b: Builder, nodes: readonly AstNode[], env: AffineEmitEnv, scope: Map<string, Value>, ivs: Set<string>): void {
  for (const n of nodes) {
    switch (n.kind) {
      case 'for': {
        const op = affineFor.create(b, {
          lowerBound: mapOf(n.lower, scope, ivs),
          upperBound: mapOf(n.upper, scope, ivs),
          step: toSafeNumber(n.step),
          attributes: n.parallel ? [[PARALLEL_ATTR, unitAttr]] : [],
        });
        const inner = new Map(scope);
        inner.set(n.iterator, affineFor.inductionVar(op));
        inside(b, affineFor.body(op), () => emitNodes(b, n.body, env, inner, new Set([...ivs, n.iterator])));
        break;
      }
      case 'if': {
        const { set, operands } = setOf(n.conditions, scope, ivs);
        const op = affineIf.create(b, { condition: set, operands, withElse: n.else !== undefined && n.else.length > 0 });
        inside(b, affineIf.thenBlock(op), () => emitNodes(b, n.then, env, scope, ivs));
        const elseBlock = affineIf.elseBlock(op);
        if (elseBlock && n.else) inside(b, elseBlock, () => emitNodes(b, n.else!, env, scope, ivs));
        break;
      }
      case 'stmt':
        env.emitStatement(b, n.statement, n.iterators.map((e) => valueOf(b, e, scope, ivs)));
        break;
    }
  }
}

/** Runs `fn` with the insertion point before the block's terminator. */
function inside(b: Builder, block: Block, fn: () => void): void {
  b.guard(() => {
    const t: Operation | null = block.terminator;
    if (t) b.setInsertionPoint(t);
    else b.setInsertionPointToEnd(block);
    fn();
  });
}

/**
 * Operands for expressions over names: loop iterators are dims; parameters are symbols where they are valid
 * affine symbols here, else dims (a parameter can be an enclosing non-affine loop's counter).
 */
function operandsOf(es: readonly AffExpr[], scope: Map<string, Value>, ivs: Set<string>) {
  const names = new Set<string>();
  for (const e of es) affNames(e, names);
  const dims: string[] = [];
  const syms: string[] = [];
  for (const n of names) {
    const v = scope.get(n);
    if (!v) throw new Error(`emitAffine: no value for '${n}'`);
    (ivs.has(n) || !isValidSymbol(v) ? dims : syms).push(n);
  }
  const position = (n: string): ir.AffineExpr => {
    const d = dims.indexOf(n);
    return d >= 0 ? ir.dimExpr(d) : ir.symbolExpr(syms.indexOf(n));
  };
  return { dims, syms, position, values: [...dims, ...syms].map((n) => scope.get(n)!) };
}

function toIr(e: AffExpr, position: (name: string) => ir.AffineExpr): ir.AffineExpr {
  switch (e.kind) {
    case 'const':
      return ir.constantExpr(toSafeNumber(e.value));
    case 'var':
      return position(e.name);
    case 'add':
      return ir.add(toIr(e.lhs, position), toIr(e.rhs, position));
    case 'mul':
      return ir.mul(toIr(e.lhs, position), toSafeNumber(e.factor));
    case 'floordiv':
      return ir.floorDiv(toIr(e.lhs, position), toSafeNumber(e.divisor));
    case 'ceildiv':
      return ir.ceilDiv(toIr(e.lhs, position), toSafeNumber(e.divisor));
    case 'mod':
      return ir.mod(toIr(e.lhs, position), toSafeNumber(e.divisor));
  }
}

function mapOf(es: readonly AffExpr[], scope: Map<string, Value>, ivs: Set<string>): MapOperands {
  const o = operandsOf(es, scope, ivs);
  return { map: AffineMap.get(o.dims.length, o.syms.length, es.map((e) => toIr(e, o.position))), operands: o.values };
}

function setOf(cs: readonly Condition[], scope: Map<string, Value>, ivs: Set<string>): { set: IntegerSet; operands: Value[] } {
  const o = operandsOf(
    cs.map((c) => c.expr),
    scope,
    ivs,
  );
  const set = IntegerSet.get(
    o.dims.length,
    o.syms.length,
    cs.map((c) => toIr(c.expr, o.position)),
    cs.map((c) => c.kind === 'eq'),
  );
  return { set, operands: o.values };
}

/** An expression's index value: the named value itself, a constant, else an affine.apply. */
function valueOf(b: Builder, e: AffExpr, scope: Map<string, Value>, ivs: Set<string>): Value {
  if (e.kind === 'var' && scope.has(e.name)) return scope.get(e.name)!;
  if (e.kind === 'const') return b.constantIndex(toSafeNumber(e.value)).results[0]!;
  const { map, operands } = mapOf([e], scope, ivs);
  return affineApply.create(b, map, operands).results[0]!;
}
