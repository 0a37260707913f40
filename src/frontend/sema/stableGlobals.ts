// Global integer scalars that keep their value while a function runs (issue 14): read once at the function's entry
// they are SSA values, so `for (i = 0; i < n; i++)` with a global `n` is a counted loop and `n` an affine symbol.

import type { FunctionDecl, TranslationUnit, VarDecl } from '../ast.js';
import { forEachExpr } from '../astWalk.js';
import { libmCallee } from '../emit/libm.js';

/**
 * Sets `stableGlobals` on every defined function of `unit`: the global integer scalars it reads that are not volatile
 * or atomic, whose address is never taken, and that neither the function nor any call in it may write. A call to a
 * function defined here writes what that function writes (transitively); gcc builtins and libm functions write no
 * such global; any other call is opaque: it may write every global with external linkage and, because code
 * elsewhere may call back into this file, whatever this file's externally visible functions write (every global
 * at all when a function of the file is kept as written, which polyts cannot see into).
 */
export function markStableGlobals(unit: Pick<TranslationUnit, 'functions' | 'globals' | 'rejected'>): void {
  const defined = unit.functions.filter((f) => f.body);
  const facts = new Map(defined.map((f) => [f, directFacts(f)]));
  // Transitive closure over the calls between functions defined here.
  const writes = new Map<FunctionDecl, Set<VarDecl>>();
  const opaque = new Map<FunctionDecl, boolean>();
  for (const f of defined) {
    writes.set(f, new Set(facts.get(f)!.writes));
    opaque.set(f, facts.get(f)!.opaque);
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of defined) {
      const w = writes.get(f)!;
      for (const callee of facts.get(f)!.callees) {
        for (const g of writes.get(callee)!) if (!w.has(g)) (w.add(g), (changed = true));
        if (opaque.get(callee) && !opaque.get(f)) (opaque.set(f, true), (changed = true));
      }
    }
  }
  const opaqueWrites = new Set<VarDecl>(unit.globals.filter((g) => unit.rejected.length > 0 || g.storage !== 'static'));
  for (const f of defined) if (f.storage !== 'static') for (const g of writes.get(f)!) opaqueWrites.add(g);
  for (const f of defined) {
    const written = writes.get(f)!;
    const stable = [...facts.get(f)!.reads].filter((g) => !written.has(g) && !(opaque.get(f) && opaqueWrites.has(g)));
    f.stableGlobals = stable;
  }
}

interface DirectFacts {
  /** Candidate globals read, in order of first use. */
  readonly reads: Set<VarDecl>;
  /** Globals assigned or incremented in the body. */
  readonly writes: Set<VarDecl>;
  /** Functions defined in this file that the body calls. */
  readonly callees: Set<FunctionDecl>;
  /** Whether the body calls a function whose effects are unknown. */
  readonly opaque: boolean;
}

function directFacts(f: FunctionDecl): DirectFacts {
  const reads = new Set<VarDecl>();
  const writes = new Set<VarDecl>();
  const callees = new Set<FunctionDecl>();
  let opaque = false;
  forEachExpr(f.body!, (e) => {
    if (e.kind === 'declRef' && isCandidate(e.decl)) reads.add(e.decl);
    const target = e.kind === 'assign' ? e.target : e.kind === 'incDec' ? e.operand : undefined;
    if (target?.kind === 'declRef' && target.decl.scope === 'global') writes.add(target.decl);
    if (e.kind === 'call') {
      if (e.callee.body) callees.add(e.callee);
      else if (!e.callee.builtin && !libmCallee(e.callee)) opaque = true;
    }
  });
  return { reads, writes, callees, opaque };
}

/** A global integer scalar that only plain assignments in this file can change. */
function isCandidate(v: VarDecl): boolean {
  if (v.scope !== 'global' || v.addressTaken || v.type.kind !== 'integer') return false;
  const q = v.type.quals;
  return !q?.volatile && !q?.atomic;
}
