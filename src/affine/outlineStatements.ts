// Outlining a formed statement into `func.func private @S<n>(...) attributes {scop.stmt}` called from its place,
// and the inverse, inlining such calls back (the contract is in README.md).

import { StringAttr, SymbolRefAttr, UnitAttr } from '../ir/attributes.js';
import { Builder } from '../ir/builder.js';
import { funcCall, funcFunc, funcReturn } from '../ir/dialects/func.js';
import { Operation, Value } from '../ir/operation.js';
import { isScopRegionOp, isStatementFunction, markScopRegion, scopRegionAttr, scopStmtAttr, statementCallee } from '../ir/scopMarkers.js';
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
 * Replaces a call of an outlined statement by the statement's ops (arguments bound to the call's operands); a call
 * marked as part of a SCoP gives marked ops. Returns the inlined ops in order.
 */
export function inlineCall(call: Operation): Operation[] {
  const body = funcFunc.body(statementCallee(call)!);
  const mapping = new Map<Value, Value>(body.arguments.map((a, i) => [a, call.operand(i)]));
  const marked = isScopRegionOp(call);
  const out: Operation[] = [];
  for (const o of body.ops()) {
    if (o.hasTrait('Terminator')) continue;
    const c = call.parentBlock!.insertBefore(o.clone(mapping), call);
    // At a SCoP's top level, the inlined ops stay part of it.
    if (marked) markScopRegion(c);
    out.push(c);
  }
  call.erase();
  return out;
}

/** Inlines every call of an outlined statement in `root`; returns the statement functions that were called. */
export function inlineStatementCalls(root: Operation): Set<Operation> {
  const callees = new Set<Operation>();
  const calls: Operation[] = [];
  root.walk((o) => void (statementCallee(o) && calls.push(o)));
  for (const call of calls) {
    callees.add(statementCallee(call)!);
    inlineCall(call);
  }
  return callees;
}

/** Erases the statement functions of `module` that nothing calls any more. */
export function eraseUncalledStatements(module: Operation): void {
  const called = new Set<string>();
  module.walk((o) => void (o.name === 'func.call' && called.add(funcCall.callee(o))));
  for (const f of module.region(0).entry.opsArray()) if (isStatementFunction(f) && !called.has(funcFunc.name(f))) f.erase();
}

/**
 * Renames the statement functions `S0, S1, ...` in the textual order of their calls (after statements were added
 * or removed), each call following its callee.
 */
export function renumberStatements(module: Operation): void {
  const calls: Operation[] = [];
  module.walk((o) => void (statementCallee(o) && calls.push(o)));
  const callees = [...new Set(calls.map((c) => statementCallee(c)!))];
  const rename = (names: (i: number) => string): void => {
    const newName = new Map(callees.map((f, i) => [funcFunc.name(f), names(i)]));
    for (const c of calls) c.setAttr('callee', new SymbolRefAttr(newName.get(funcCall.callee(c))!));
    for (const f of callees) f.setAttr('sym_name', new StringAttr(newName.get(funcFunc.name(f))!));
  };
  // Through names nothing else has, so no two functions share a name on the way.
  const taken = new Set<string>();
  for (const op of module.region(0).entry.ops()) {
    const n = op.attr('sym_name');
    if (n instanceof StringAttr) taken.add(n.value);
  }
  let prefix = '__renumbered';
  while ([...taken].some((n) => n.startsWith(prefix))) prefix += '_';
  rename((i) => `${prefix}${i}`);
  const names = new StatementNames(module);
  rename(() => names.fresh());
}
