// Schedule tree -> loop AST by polyhedral scanning (CLooG / isl AST-generation family): bands become loops, sequence
// and set children run in order, filters narrow the statement instances, leaves emit the statements.

import { type AffExpr } from '../../poly/affExpr.js';
import { BasicSet } from '../../poly/basicSet.js';
import { makeDisjoint } from '../../poly/difference.js';
import { setConditions } from '../../poly/divs.js';
import { tuple } from '../../poly/space.js';
import type { UnionSet } from '../../poly/union.js';
import { type BandMember, type ScheduleNode, type ScheduleTree, assertNever } from '../../schedule/tree.js';
import type { AstNode, LoopAst } from '../ast/ast.js';
import { type Build, type ScanOptions, type ScanStats, type Unit, CodegenError, addDimension, contextSpace, defaultScanOptions } from './build.js';
import { scanLeaf } from './leaf.js';
import { scanDimension } from './loops.js';

export interface ScanResult {
  readonly ast: LoopAst;
  readonly stats: ScanStats;
}

export interface ScanTreeOptions extends Partial<ScanOptions> {
  /** Known facts about the parameters (a parameter-only set), e.g. n >= 1. */
  readonly context?: BasicSet;
}

/** The loop AST that executes the tree's statement instances in the tree's order. */
export function scanScheduleTree(tree: ScheduleTree, opts: ScanTreeOptions = {}): ScanResult {
  const params = [...tree.domain.params];
  const options: ScanOptions = { ...defaultScanOptions, ...opts };
  const stats: ScanStats = { separated: 0, statementGuards: 0 };
  const units = domainUnits(tree.domain);
  const taken = new Set([...params, ...units.flatMap((u) => u.dims)]);
  let prefix = 'c';
  while ([...taken].some((n) => n.startsWith(prefix) && /^\d+$/.test(n.slice(prefix.length)))) prefix += '_';
  let context = BasicSet.universe(contextSpace(params, []));
  if (opts.context) context = withParamContext(context, opts.context);
  const b: Build = { params, loops: [], values: [], context, units, options, stats, prefix, derived: [] };
  const body = scanNode(tree.child, b);
  return { ast: { params, derived: b.derived, body }, stats };
}

/** The statements' domain parts as disjoint units, in the order statements first appear. */
function domainUnits(domain: UnionSet): Unit[] {
  const names: string[] = [];
  for (const p of domain.parts) if (!names.includes(p.tuple.name ?? '')) names.push(p.tuple.name ?? '');
  return names.flatMap((name) => {
    const parts = domain.partsNamed(name);
    const dims = parts[0]!.tuple.dims;
    const same = parts.map((p) => p.withTuple(tuple(name, dims)));
    return makeDisjoint(same).map((part) => ({
      statement: name,
      dims,
      conditions: conditionsOf(part, name),
      executed: part,
      schedule: [],
      copies: 1,
    }));
  });
}

function conditionsOf(set: BasicSet, statement: string) {
  const cs = setConditions(set);
  if (cs === null) throw new CodegenError(`the instances of ${statement} use an existential variable that is not a floor division`);
  return cs;
}

function withParamContext(context: BasicSet, facts: BasicSet): BasicSet {
  if (facts.nDim !== 0) throw new CodegenError('a context constrains the parameters only');
  if (!facts.params.every((p) => context.params.includes(p))) throw new CodegenError(`the context names a parameter the domain does not have`);
  const f = facts.alignParams(context.params);
  return BasicSet.fromPolyhedron(context.space, context.poly.intersect(f.poly.insertDims(0, context.nDim)).simplify());
}

/** Keeps the instances of each unit that the filter keeps (a unit may split into several). */
function filterUnits(b: Build, filter: UnionSet): Build {
  const units = b.units.flatMap((u) => {
    const parts = filter.partsNamed(u.statement).filter((p) => p.nDim === u.dims.length).map((p) => p.withTuple(tuple(u.statement, u.dims)).alignParams(b.params));
    return makeDisjoint(parts).flatMap((f) => {
      const poly = u.executed.poly.intersect(f.poly.insertDims(0, b.loops.length)).simplify();
      const executed = BasicSet.fromPolyhedron(u.executed.space, poly);
      const inContext = executed.poly.intersect(b.context.poly.insertDims(b.loops.length, u.dims.length));
      if (inContext.isEmpty()) return [];
      return [{ ...u, executed, conditions: [...u.conditions, ...conditionsOf(f, u.statement)] }];
    });
  });
  return { ...b, units };
}

function scanNode(n: ScheduleNode, b: Build): AstNode[] {
  if (b.units.length === 0) return [];
  switch (n.kind) {
    case 'domain':
      throw new CodegenError('a domain node below the root of the schedule tree');
    case 'context':
      return scanNode(n.child, { ...b, context: withParamContext(b.context, n.context) });
    case 'filter':
      return scanNode(n.child, filterUnits(b, n.filter));
    case 'sequence':
    case 'set':
      return n.children.flatMap((c) => scanNode(c, b));
    case 'mark':
      return scanNode(n.child, b);
    case 'extension':
      throw new CodegenError('extension nodes are not supported by code generation');
    case 'band':
      return scanBand(
        n.members.map((m) => ({ coincident: m.coincident, of: memberOf(m) })),
        b,
        (inner) => scanNode(n.child, inner),
      );
    case 'leaf':
      return scanLeaf(b, scanFree);
    default:
      return assertNever(n);
  }
}

function memberOf(m: BandMember): (u: Unit) => AffExpr {
  return (u) => {
    const e = m.schedule.get(u.statement);
    if (!e) throw new CodegenError(`a band has no schedule for statement ${u.statement}`);
    return e;
  };
}

interface Member {
  readonly coincident: boolean;
  readonly of: (u: Unit) => AffExpr;
}

/** The members of a band as nested loops, then `cont` inside the innermost. */
function scanBand(members: readonly Member[], b: Build, cont: (b: Build) => AstNode[]): AstNode[] {
  if (members.length === 0) return cont(b);
  const [first, ...rest] = members;
  return scanDimension(addDimension(b, first!.of), first!.coincident, (inner) => scanBand(rest, inner, cont));
}

/** Loops over the iterators a leaf's schedule leaves free, in iterator order. */
function scanFree(b: Build, u: Unit, free: readonly number[]): AstNode[] {
  const members = free.map((f): Member => ({ coincident: false, of: () => ({ kind: 'var', name: u.dims[f]! }) }));
  return scanBand(members, b, (inner) => scanLeaf(inner, scanFree));
}
