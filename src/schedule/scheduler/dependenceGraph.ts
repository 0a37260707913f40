// The statement-level dependence graph of a group: strongly connected components in an order that respects the
// dependences (ties broken by textual order), and the groupings the fusion heuristics make of them.

/** Edges source -> sink between statement indices (self edges are ignored). */
export type Edge = readonly [number, number];

/**
 * Strongly connected components of the graph on `nodes`, in a topological order of the component graph
 * where, among the components that are ready, the one holding the textually first statement goes first.
 * Each component lists its statements in textual order.
 */
export function orderedSccs(nodes: readonly number[], edges: readonly Edge[]): number[][] {
  const adj = new Map<number, number[]>(nodes.map((n) => [n, []]));
  for (const [a, b] of edges) if (a !== b && adj.has(a) && adj.has(b)) adj.get(a)!.push(b);
  // Tarjan.
  let counter = 0;
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const stack: number[] = [];
  const onStack = new Set<number>();
  const comps: number[][] = [];
  const visit = (v: number): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of adj.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: number[] = [];
      for (;;) {
        const w = stack.pop()!;
        onStack.delete(w);
        c.push(w);
        if (w === v) break;
      }
      comps.push(c.sort((x, y) => x - y));
    }
  };
  for (const n of [...nodes].sort((x, y) => x - y)) if (!index.has(n)) visit(n);

  // Kahn's algorithm on the component graph, textually first ready component first.
  const compOf = new Map<number, number>();
  comps.forEach((c, i) => c.forEach((s) => compOf.set(s, i)));
  const succ = comps.map(() => new Set<number>());
  const indeg = comps.map(() => 0);
  for (const [a, b] of edges) {
    const ca = compOf.get(a);
    const cb = compOf.get(b);
    if (ca === undefined || cb === undefined || ca === cb || succ[ca]!.has(cb)) continue;
    succ[ca]!.add(cb);
    indeg[cb]!++;
  }
  const order: number[][] = [];
  const ready = comps.map((_, i) => i).filter((i) => indeg[i] === 0);
  while (ready.length > 0) {
    ready.sort((x, y) => comps[x]![0]! - comps[y]![0]!);
    const c = ready.shift()!;
    order.push(comps[c]!);
    for (const d of succ[c]!) if (--indeg[d]! === 0) ready.push(d);
  }
  return order;
}

/**
 * Pluto's smartfuse cut: consecutive components (in the order above) of the same loop depth stay together;
 * a change of depth starts a new group.
 */
export function groupByDepth(sccs: readonly (readonly number[])[], depthOf: (stmt: number) => number): number[][] {
  const groups: number[][] = [];
  let last = -1;
  for (const c of sccs) {
    const d = Math.max(...c.map(depthOf));
    if (groups.length > 0 && d === last) groups[groups.length - 1]!.push(...c);
    else groups.push([...c]);
    last = d;
  }
  return groups.map((g) => g.sort((x, y) => x - y));
}

/** Is there an edge from a later group to an earlier one (an order the dependences forbid)? Returns it. */
export function backwardEdge(groups: readonly (readonly number[])[], edges: readonly Edge[]): Edge | null {
  const pos = new Map<number, number>();
  groups.forEach((g, i) => g.forEach((s) => pos.set(s, i)));
  for (const e of edges) {
    const a = pos.get(e[0]);
    const b = pos.get(e[1]);
    if (a !== undefined && b !== undefined && a > b) return e;
  }
  return null;
}
