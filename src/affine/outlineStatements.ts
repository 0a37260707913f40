// Outlining a formed statement into `func.func private @S<n>(...) attributes {scop.stmt}` called from its place,
// and the inverse, inlining such calls back (the contract is in README.md).

import { UnitAttr } from '../ir/attributes.js';
import { Builder } from '../ir/builder.js';
import { funcCall, funcFunc, funcReturn } from '../ir/dialects/func.js';
import { Operation, Value } from '../ir/operation.js';
import { isScopRegionOp, markScopRegion, scopRegionAttr, scopStmtAttr, statementCallee } from '../ir/scopMarkers.js';
import { FunctionType, IndexType, MemRefType } from '../ir/types.js';

/** Hands out statement names `S<n>` in order, skipping symbols the module already has. */
export class StatementNames {
  private next = 0;
  private readonly taken = new Set<string>();

  constructor(module: Operation) {
    for (const op of module.region(0).entry.ops()) {
      const n = op.attr('sym_name');
      if (n && 'value' in n) this.taken.add((n as { value: string }).value);
    }
  }

  fresh(): string {
    while (this.taken.has(`S${this.next}`)) this.next++;
    const name = `S${this.next++}`;
    this.taken.add(name);
    return name;
  }
}

/** The operands of a statement: what its ops use from outside, memrefs first, then indices, then other scalars. */
function statementOperands(ops: readonly Operation[]): Value[] {
  const own = new Set(ops.flatMap((o) => o.results as Value[]));
  const seen = new Set<Value>();
  for (const o of ops) for (const v of o.operandValues()) if (!own.has(v)) seen.add(v);
  const all = [...seen];
  const rank = (v: Value): number => (v.type instanceof MemRefType ? 0 : v.type instanceof IndexType ? 1 : 2);
  return [0, 1, 2].flatMap((k) => all.filter((v) => rank(v) === k));
}

/**
 * Moves `ops` (one statement: its ops in order, ending with its store) into a new private function `name`, placed
 * before `fn`, and calls it where the store was (with the store's location). Returns the call.
 */
export function outlineStatement(ops: readonly Operation[], name: string, fn: Operation): Operation {
  const last = ops[ops.length - 1]!;
  const args = statementOperands(ops);
  const b = Builder.before(fn);
  b.loc = last.loc;
  const callee = funcFunc.create(b, {
    name,
    type: FunctionType.get(
      args.map((a) => a.type),
      [],
    ),
    visibility: 'private',
    withBody: true,
    attributes: [[scopStmtAttr, UnitAttr.instance]],
  });
  const body = funcFunc.body(callee);
  const mapping = new Map<Value, Value>(args.map((a, i) => [a, body.arguments[i]!]));
  for (const o of ops) {
    // Inside a statement, the SCoP marker of an op it was rebuilt from means nothing.
    const c = body.append(o.clone(mapping));
    c.removeAttr(scopRegionAttr);
  }
  b.setInsertionPointToEnd(body);
  funcReturn.create(b);
  b.setInsertionPoint(last);
  const call = funcCall.create(b, name, args, []);
  for (const o of [...ops].reverse()) o.erase();
  return call;
}

/**
 * Inlines every call of an outlined statement in `root` (a call marked as part of a SCoP gives marked ops); returns
 * the statement functions that were called.
 */
export function inlineStatementCalls(root: Operation): Set<Operation> {
  const callees = new Set<Operation>();
  const calls: Operation[] = [];
  root.walk((o) => void (statementCallee(o) && calls.push(o)));
  for (const call of calls) {
    const callee = statementCallee(call)!;
    callees.add(callee);
    const body = funcFunc.body(callee);
    const mapping = new Map<Value, Value>(body.arguments.map((a, i) => [a, call.operand(i)]));
    const marked = isScopRegionOp(call);
    for (const o of body.ops()) {
      if (o.hasTrait('Terminator')) continue;
      const c = call.parentBlock!.insertBefore(o.clone(mapping), call);
      // At a SCoP's top level, the inlined ops stay part of it.
      if (marked) markScopRegion(c);
    }
    call.erase();
  }
  return callees;
}
