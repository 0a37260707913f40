// Whether distributing statements would stream an array more than once: two of them read it with the same access,
// one that reaches each element once over the statement's loops (atax's A[i][j], read by the tmp update and by the
// y update). Fused, the array is read once; distributed, once per statement.

import type { MapTerms } from '../../poly/basicMap.js';
import type { BasicSet } from '../../poly/basicSet.js';
import type { Dependence } from '../../poly/dependences.js';
import type { Int } from '../../poly/int.js';
import type { Scop, ScopAccess } from '../../poly/scop.js';
import { UnionMap } from '../../poly/union.js';
import { rank } from './progression.js';

/** The access as rows of iterator coefficients plus its parameter and constant terms, when it is one-to-one. */
function injectiveKey(a: ScopAccess): string | undefined {
  const terms: MapTerms[] | null = a.relation.affineOutputs();
  const nIn = a.relation.nIn;
  if (terms === null || nIn === 0) return undefined;
  const rows: Int[][] = terms.map((t) => {
    const row: Int[] = Array.from({ length: nIn }, () => 0);
    for (const [i, c] of t.in ?? []) row[i] = c;
    return row;
  });
  if (rank(rows) < nIn) return undefined;
  return `${a.array}:${nIn}:${JSON.stringify(terms.map((t) => [t.in ?? [], t.params ?? [], t.constant ?? 0]), (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`;
}

/** Do statements of two different groups read some array with the same one-to-one access? */
export function streamShared(scop: Scop, groups: readonly (readonly number[])[]): boolean {
  const owner = new Map<string, number>();
  for (const [g, stmts] of groups.entries()) {
    for (const s of stmts) {
      for (const r of scop.statements[s]!.reads) {
        const key = injectiveKey(r);
        if (key === undefined) continue;
        const other = owner.get(key);
        if (other !== undefined && other !== g) return true;
        owner.set(key, g);
      }
    }
  }
  return false;
}

/** Is `domain` inside `image`? Only decided when the image needs no existential variables (else: no). */
function covers(domain: BasicSet, image: BasicSet): boolean {
  const exact = image.simplify();
  return exact.poly.nLocal === 0 && domain.isSubset(exact);
}

/**
 * For `alignSharedStreams`: the pairs of instances of two statements that read the same element of an array both
 * read with a one-to-one access (mvt's A[i][j] and A[j][i]), shaped as RAR dependences (they constrain nothing).
 * A band whose rows put every pair at the same iteration reads each element once for both statements. Only
 * relations that match each statement's whole domain to the other's are kept, so such rows can exist.
 */
export function sharedStreamPairs(scop: Scop): Dependence[] {
  const out: Dependence[] = [];
  const sts = scop.statements;
  const oneToOne = sts.map((st) => st.reads.filter((r) => injectiveKey(r) !== undefined));
  for (let s = 0; s < sts.length; s++) {
    for (let t = s + 1; t < sts.length; t++) {
      const [a, b] = [sts[s]!, sts[t]!];
      if (a.domain.parts.length !== 1 || b.domain.parts.length !== 1) continue;
      const [da, db] = [a.domain.parts[0]!.alignParams(scop.params), b.domain.parts[0]!.alignParams(scop.params)];
      const seen = new Set<string>();
      for (const ra of oneToOne[s]!) {
        if (seen.has(ra.array)) continue;
        for (const rb of oneToOne[t]!) {
          if (rb.array !== ra.array) continue;
          const rel = ra.relation.alignParams(scop.params).intersectDomain(da).applyRange(rb.relation.alignParams(scop.params).intersectDomain(db).reverse());
          if (rel.isEmpty() || !covers(da, rel.domain()) || !covers(db, rel.range())) continue;
          seen.add(ra.array);
          out.push({
            kind: 'rar',
            source: a.name,
            sink: b.name,
            level: 0,
            depth: 0,
            loopCarried: false,
            relation: UnionMap.of([rel], scop.params),
            arrays: [ra.array],
            distance: [],
            direction: [],
            uniform: false,
            validity: false,
          });
          break;
        }
      }
    }
  }
  return out;
}
