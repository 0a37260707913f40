// The polyhedral model of one affine region (a scop) and its isl-syntax printout (`--print-scop` contract).

import { BasicSet } from './basicSet.js';
import type { BasicMap } from './basicMap.js';
import { printUnionMap, printUnionSet } from './islPrinter.js';
import { Space, tuple } from './space.js';
import { UnionMap, UnionSet } from './union.js';

/** One array access: `S[iterators] -> A[subscripts]` (a function, not restricted to the domain). */
export interface ScopAccess {
  readonly array: string;
  readonly relation: BasicMap;
}

export interface ScopStatement {
  /** Tuple name of the statement (S0, S1, ...). */
  readonly name: string;
  /** Names of the enclosing loop iterators, outermost first (the domain's dims). */
  readonly iterators: readonly string[];
  /** Iteration domain: parts in the tuple `name` (several when affine.if/else made it non-convex). */
  readonly domain: UnionSet;
  /** Original 2d+1 schedule `S[i0, ..] -> [b0, i0, b1, .., bd]`. */
  readonly schedule: BasicMap;
  /** Reads happen before the writes of the same instance. */
  readonly reads: readonly ScopAccess[];
  readonly writes: readonly ScopAccess[];
}

export interface Scop {
  /** Function name, printed as `scop @name`. */
  readonly name: string;
  readonly params: readonly string[];
  /** Constraints on the parameters known to hold (a parameter-only set; universe if none). */
  readonly context: BasicSet;
  readonly statements: readonly ScopStatement[];
}

export function universeContext(params: readonly string[]): BasicSet {
  return BasicSet.universe(Space.forParams(params));
}

/** Statement dims renamed i0, i1, ... as in the printed contract. */
function canonicalNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `i${i}`);
}

function renameMap(m: BasicMap): BasicMap {
  return m.withTuples(tuple(m.inTuple.name, canonicalNames(m.nIn)), m.outTuple);
}

export function scopDomain(s: Scop): UnionSet {
  const parts = s.statements.flatMap((st) => st.domain.parts.map((p) => p.withTuple(tuple(st.name, canonicalNames(p.nDim)))));
  return UnionSet.of(parts, s.params);
}

export function scopSchedule(s: Scop): UnionMap {
  return UnionMap.of(s.statements.map((st) => renameMap(st.schedule)), s.params);
}

export function scopReads(s: Scop): UnionMap {
  return UnionMap.of(s.statements.flatMap((st) => st.reads.map((a) => renameMap(a.relation))), s.params);
}

export function scopWrites(s: Scop): UnionMap {
  return UnionMap.of(s.statements.flatMap((st) => st.writes.map((a) => renameMap(a.relation))), s.params);
}

/**
 * The `--print-scop` text. Layout is a contract read by outside tools:
 *   scop @name
 *   domain: <union set>
 *   schedule: <union map>
 *   reads: <union map>
 *   writes: <union map>
 */
export function printScop(s: Scop): string {
  return [
    `scop @${s.name}`,
    `domain: ${printUnionSet(scopDomain(s))}`,
    `schedule: ${printUnionMap(scopSchedule(s))}`,
    `reads: ${printUnionMap(scopReads(s))}`,
    `writes: ${printUnionMap(scopWrites(s))}`,
  ].join('\n') + '\n';
}

const keys = new WeakMap<Scop, string>();

/**
 * A text equal for two scops exactly when they are the same model: parameters, context, and each statement's name,
 * iterators, domain, schedule and accesses with the same constraints in the same order. An analysis of one is the
 * analysis of the other, so it can be computed once (dependences.ts).
 */
export function scopKey(s: Scop): string {
  let k = keys.get(s);
  if (k === undefined) {
    const access = (a: ScopAccess) => [a.array, a.relation.exactKey()];
    k = JSON.stringify([
      s.params,
      s.context.exactKey(),
      s.statements.map((st) => [st.name, st.iterators, st.domain.params, st.domain.parts.map((p) => p.exactKey()), st.schedule.exactKey(), st.reads.map(access), st.writes.map(access)]),
    ]);
    keys.set(s, k);
  }
  return k;
}

/** Structural checks an extractor must satisfy; returns the problems found (empty when valid). */
export function validateScop(s: Scop): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const st of s.statements) {
    if (names.has(st.name)) problems.push(`duplicate statement name ${st.name}`);
    names.add(st.name);
    const n = st.iterators.length;
    for (const p of st.domain.parts) if (p.tuple.name !== st.name || p.nDim !== n) problems.push(`${st.name}: domain part in the wrong tuple`);
    if (st.schedule.inTuple.name !== st.name || st.schedule.nIn !== n) problems.push(`${st.name}: schedule in the wrong tuple`);
    for (const a of [...st.reads, ...st.writes]) {
      if (a.relation.inTuple.name !== st.name || a.relation.nIn !== n) problems.push(`${st.name}: access to ${a.array} in the wrong tuple`);
      if (a.relation.outTuple.name !== a.array) problems.push(`${st.name}: access relation names ${a.relation.outTuple.name}, not ${a.array}`);
    }
    for (const obj of [st.schedule, ...st.reads.map((a) => a.relation), ...st.writes.map((a) => a.relation), ...st.domain.parts]) {
      if (!obj.params.every((p) => s.params.includes(p))) problems.push(`${st.name}: uses a parameter outside the scop's list`);
    }
  }
  return problems;
}
