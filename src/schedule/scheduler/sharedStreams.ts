// Whether distributing statements would stream an array more than once: two of them read it with the same access,
// one that reaches each element once over the statement's loops (atax's A[i][j], read by the tmp update and by the
// y update). Fused, the array is read once; distributed, once per statement.

import type { MapTerms } from '../../poly/basicMap.js';
import type { Int } from '../../poly/int.js';
import type { Scop, ScopAccess } from '../../poly/scop.js';
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
