// Structured control flow as C statements: scf/affine for loops as `for`, scf.while as `while`/`for (;;)`,
// scf/affine if as `if`, parallel loops as plain loop nests with their reductions, plus calls and returns.
// Values flowing out of regions (results, iter_args) are C variables declared before the construct.

import { StringAttr, TypeAttr } from '../../ir/attributes.js';
import { ivNameAttr, ivTypeAttr } from '../../ir/nameHints.js';
import { affineFor, affineIf, affineParallel } from '../../ir/dialects/affineControl.js';
import { funcCall, funcReturn } from '../../ir/dialects/func.js';
import { scfFor, scfIf } from '../../ir/dialects/scf.js';
import type { Block, Operation, Value } from '../../ir/operation.js';
import { isMemoryEffectFree } from '../../ir/sideEffects.js';
import { constantIntValue } from '../../ir/transforms/valueFacts.js';
import { affineExprRange, type Range, rangeWithin, signedRange, valueRange } from '../../ir/transforms/valueRanges.js';
import { FloatType, IndexType, IntegerType, MemRefType, type Type } from '../../ir/types.js';
import { affineResults, combine, integerSetC } from './affineC.js';
import { cType, EmitCError, memrefPointerType, pointerTo } from './ctypes.js';
import { atom, type CExpr, type FunctionPrinter } from './function.js';
import { floatLiteral, intLiteral } from './literals.js';
import { parallelLoopPragmas } from './openmp.js';
import { argumentMembers, structArgument, structResultCopies, type MemberInfo } from './structMembers.js';

/** Prints a block's ops except its terminator, then hands the terminator's operands to `onExit`. */
function printBody(fp: FunctionPrinter, block: Block, onExit: (yielded: Value[]) => void): void {
  for (let op = block.first; op && op !== block.terminator; op = op.next) fp.printOp(op);
  onExit(block.terminator ? block.terminator.operandValues() : []);
}

/** Variables for the results of an op assigned inside its regions; none for results nothing reads. */
function declareResults(fp: FunctionPrinter, op: Operation): void {
  for (const r of op.results) {
    if (r.hasUses()) fp.declareCarried(r, undefined, 'r');
    else fp.discard(r);
  }
}

/** Binds `r` to the variables already bound to `v` (a loop result to its iter_arg). */
function alias(fp: FunctionPrinter, r: Value, v: Value): void {
  if (r.type instanceof MemRefType) fp.bindMemRef(r, fp.mem(v));
  else fp.bindScalar(r, fp.expr(v));
}

function forHeader(iv: string, ivType: string, lb: string, ub: string, step: string): string {
  return `for (${ivType} ${iv} = ${lb}; ${iv} < ${ub}; ${step === '1' ? `${iv}++` : `${iv} += ${step}`})`;
}

function text(e: CExpr): string {
  return e.text;
}

/** scf.for / affine.for: iter_args live in variables declared before the loop; results are those variables. */
function printFor(fp: FunctionPrinter, op: Operation, lb: string, ub: string, step: string, inits: readonly Value[]): void {
  const body = op.region(0).entry;
  const [iv, ...iterArgs] = body.arguments;
  iterArgs.forEach((a, i) => {
    // Carried but never read (only passed on to the next iteration): no variable.
    const dead = !op.result(i).hasUses() && [...a!.uses()].every((u) => u.owner === body.terminator && u.index === i);
    if (dead) fp.discard(a!);
    else fp.declareCarried(a!, inits[i], 'r');
  });
  op.results.forEach((r, i) => !fp.isDiscarded(iterArgs[i]!) && alias(fp, r, iterArgs[i]!));
  const name = fp.named(ivName(op), 'i', true);
  const narrow = counterIsInt(op);
  fp.bindScalar(iv!, { text: name, atomic: true, narrow });
  fp.w.block(forHeader(name, narrow ? 'int' : cType(iv!.type), lb, ub, step), () => printBody(fp, body, (ys) => fp.assignAll(iterArgs, ys)));
}

const intRange = signedRange(32);

/**
 * Whether a loop's counter is a C `int`: the program declared it so (polyts.iv_type), and every value it takes
 * fits, the first (each lower bound) and the one that ends the loop (below the least upper bound plus the step).
 */
function counterIsInt(op: Operation): boolean {
  const t = op.attr(ivTypeAttr);
  if (!(t instanceof TypeAttr) || !(t.type instanceof IntegerType) || t.type.width !== 32) return false;
  let lbs: Range[];
  let ubs: Range[];
  let step: bigint | undefined;
  if (op.name === 'affine.for') {
    const over = (map: ReturnType<typeof affineFor.lowerBoundMap>, operands: readonly Value[]): Range[] =>
      map.results.map((r) => affineExprRange(r, (pos, isSym) => valueRange(operands[isSym ? map.numDims + pos : pos]!)));
    lbs = over(affineFor.lowerBoundMap(op), affineFor.lowerBoundOperands(op));
    ubs = over(affineFor.upperBoundMap(op), affineFor.upperBoundOperands(op));
    step = BigInt(affineFor.step(op));
  } else {
    lbs = [valueRange(scfFor.lowerBound(op))];
    ubs = [valueRange(scfFor.upperBound(op))];
    step = constantIntValue(scfFor.step(op));
  }
  if (step === undefined || step <= 0n || !lbs.every((r) => rangeWithin(r, intRange))) return false;
  const least = ubs.reduce<bigint | undefined>((m, r) => (r.hi === undefined ? m : m === undefined || r.hi < m ? r.hi : m), undefined);
  return least !== undefined && least - 1n + step <= intRange.hi!;
}

/**
 * The exit flag of a C loop with a `break` as the frontend builds it: an i1 carried value starting false that the
 * condition tests first (`!w & rest`) and the body sets where it breaks. It returns the flag's position and `rest`
 * when the loop can print the break as C's (see printWhileWithBreak): the condition region only computes (so not
 * evaluating it once more is not observable) and forwards the carried values as they are, and nothing reads the
 * flag after the loop.
 */
function exitFlag(op: Operation): { k: number; rest: Value } | undefined {
  const before = op.region(0).entry;
  const condOp = before.terminator!;
  if (!condOp.operandValues(1).every((v, i) => v === before.arguments[i])) return undefined;
  if (![...before.ops()].every((o) => o === condOp || (!o.regions.length && isMemoryEffectFree(o)))) return undefined;
  const and = condOp.operand(0).definingOp;
  if (and?.name !== 'arith.andi' || and.parentBlock !== before) return undefined;
  for (const [x, rest] of [[and.operand(0), and.operand(1)], [and.operand(1), and.operand(0)]] as const) {
    const not = x.definingOp;
    if (not?.name !== 'arith.xori') continue;
    const [w, one] = before.arguments.includes(not.operand(0) as never) ? [not.operand(0), not.operand(1)] : [not.operand(1), not.operand(0)];
    const k = before.arguments.indexOf(w as never);
    if (k < 0 || !constantIntValue(one)) continue;
    if (constantIntValue(op.operand(k)) !== 0n || op.result(k).hasUses()) continue;
    return { k, rest };
  }
  return undefined;
}

/**
 * Where the body of a break loop can leave at once: right after it computes the exit flag (`if (flag) break;`),
 * when everything after that only computes values or runs under the flag being clear (the statements the
 * frontend guards after a `break`). Returns the op computing the flag and the carried values as they are when the
 * loop leaves there (selects on the flag resolved); undefined when the body cannot leave early.
 */
function earlyExit(fp: FunctionPrinter, after: Block, k: number): { at: Operation; values: Value[] } | undefined {
  const ys = after.terminator!.operandValues();
  const flag = ys[k]!;
  const at = flag.definingOp;
  if (!at || at.parentBlock !== after) return undefined;
  const later = new Set<Operation>();
  for (let o = at.next; o && o !== after.terminator; o = o.next) {
    const guarded = o.name === 'scf.if' && fp.knownBool(scfIf.condition(o), [flag, false]) === true;
    if (!guarded && (o.regions.length || !isMemoryEffectFree(o))) return undefined;
    later.add(o);
  }
  // The value of `v` when the loop leaves (the flag set): what the body's selects on the flag then pick.
  const leaving = (v: Value, depth = 0): Value | undefined => {
    const d = v.definingOp;
    if (!d || !later.has(d)) return v;
    if (d.name !== 'arith.select' || depth > 8) return undefined;
    const c = fp.knownBool(d.operand(0), [flag, true]);
    return c === undefined ? undefined : leaving(d.operand(c ? 1 : 2), depth + 1);
  };
  const values = ys.map((y, i) => (i === k ? y : leaving(y)));
  return values.every((v) => v !== undefined) ? { at, values: values as Value[] } : undefined;
}

/**
 * A loop with an exit flag (exitFlag): the flag is false wherever it is read (the loop leaves as soon as the body
 * sets it), so it is the constant 0, the condition is `rest`, and the body leaves the loop with C's `break` where
 * it set the flag (the results are then the values the body passes on, as the condition would have forwarded
 * them): right where the flag is computed when the rest of the body only runs without it (earlyExit; the rest is
 * then printed knowing the flag clear), else at the end of the body. gcc keeps such a loop as the program wrote
 * it; a flag carried around the loop it does not.
 */
function printWhileWithBreak(fp: FunctionPrinter, op: Operation, k: number, rest: Value): void {
  const before = op.region(0).entry;
  const after = op.region(1).entry;
  const others = <T>(xs: readonly T[]): T[] => xs.filter((_, i) => i !== k);
  for (const a of [before.arguments[k]!, after.arguments[k]!]) fp.assume(a, false);
  before.arguments.forEach((a, i) => (i === k ? fp.bindScalar(a, atom('0')) : fp.declareCarried(a, op.operand(i), 'w')));
  declareResults(fp, op);
  const live = others(op.results).some((r) => !fp.isDiscarded(r));
  // Leaves the loop when `cond` holds, the results taking `values` (the carried values but the flag).
  const breakIf = (cond: string, values: readonly Value[]): void => {
    if (!live) {
      fp.w.line(`if (${cond}) break;`);
      return;
    }
    fp.w.block(`if (${cond})`, () => {
      fp.assignAll(others(op.results), others(values));
      fp.w.line('break;');
    });
  };
  fp.w.block('for (;;)', () => {
    printBody(fp, before, () => {});
    breakIf(`!${fp.operand(rest)}`, before.arguments);
    after.arguments.forEach((a, i) => (i === k ? fp.bindScalar(a, atom('0')) : a.hasUses() ? fp.declareCarried(a, before.arguments[i], 'w') : fp.discard(a)));
    const early = earlyExit(fp, after, k);
    if (!early) {
      printBody(fp, after, (ys) => {
        breakIf(fp.operand(ys[k]!), ys);
        fp.assignAll(others(before.arguments), others(ys));
      });
      return;
    }
    for (let o = after.first; o && o !== after.terminator; o = o.next) {
      fp.printOp(o);
      if (o !== early.at) continue;
      breakIf(fp.operand(early.values[k]!), early.values);
      fp.assume(early.values[k]!, false);
    }
    fp.assignAll(others(before.arguments), others(after.terminator!.operandValues()));
  });
}

/** scf.while: `while (cond)` when the condition region only computes the condition, `for (;;)` otherwise. */
function printWhile(fp: FunctionPrinter, op: Operation): void {
  const flag = exitFlag(op);
  if (flag) return printWhileWithBreak(fp, op, flag.k, flag.rest);
  const before = op.region(0).entry;
  const after = op.region(1).entry;
  const condOp = before.terminator!;
  // A value only forwarded by the condition to an unused after-argument and an unused result is never read.
  const unread = (k: number): boolean => !after.arguments[k]?.hasUses() && !op.result(k).hasUses();
  before.arguments.forEach((a, i) => {
    if ([...a.uses()].every((u) => u.owner === condOp && u.index > 0 && unread(u.index - 1))) fp.discard(a);
    else fp.declareCarried(a, op.operand(i), 'w');
  });
  declareResults(fp, op);
  const forwarded = condOp.operandValues(1);
  const simple = !before.arguments.length && !op.numResults && !after.arguments.length && [...before.ops()].every((o) => o === condOp || fp.isFolded(o));
  if (simple) {
    fp.w.block(`while (${fp.expr(condOp.operand(0)).text})`, () => printBody(fp, after, () => {}));
    return;
  }
  fp.w.block('for (;;)', () => {
    printBody(fp, before, () => {});
    const cond = fp.operand(condOp.operand(0));
    if (op.numResults) {
      fp.w.block(`if (!${cond})`, () => {
        fp.assignAll(op.results, forwarded);
        fp.w.line('break;');
      });
    } else fp.w.line(`if (!${cond}) break;`);
    after.arguments.forEach((a, i) => (a.hasUses() ? fp.declareCarried(a, forwarded[i], 'w') : fp.discard(a)));
    printBody(fp, after, (ys) => fp.assignAll(before.arguments, ys));
  });
}

/**
 * scf.if / affine.if: results are variables declared before the `if`, assigned by each branch. An scf.if whose
 * condition is known where it runs (see FunctionPrinter.knownBool) is the branch that runs.
 */
function printIf(fp: FunctionPrinter, op: Operation, cond: string | (() => string)): void {
  declareResults(fp, op);
  const thenBlock = op.region(0).entry;
  const elseBlock = op.region(1).entryOrNull;
  const exit = (ys: Value[]): void => fp.assignAll(op.results, ys);
  const known = op.name === 'scf.if' ? fp.knownBool(scfIf.condition(op)) : undefined;
  if (known !== undefined) {
    const taken = known ? thenBlock : elseBlock;
    if (taken) printBody(fp, taken, exit);
    return;
  }
  if (typeof cond !== 'string') cond = cond();
  fp.w.open(`if (${cond})`);
  printBody(fp, thenBlock, exit);
  if (elseBlock && (elseBlock.numOps > 1 || op.numResults)) {
    fp.w.reopen('else');
    printBody(fp, elseBlock, exit);
  }
  fp.w.close();
}

/** The identity of an affine.parallel reduction and how a value is combined into its accumulator. */
function reduction(fp: FunctionPrinter, kind: string, t: Type): { identity: string; combine: (acc: string, v: string) => string } {
  const helper = (name: string) => (acc: string, v: string) => `${fp.module.helper(`${name}_${cType(t)}`)}(${acc}, ${v})`;
  const f = t instanceof FloatType ? t : undefined;
  switch (kind) {
    case 'addf':
      return { identity: floatLiteral(-0, f!), combine: (a, v) => `${a} + ${v}` };
    case 'mulf':
      return { identity: floatLiteral(1, f!), combine: (a, v) => `${a} * ${v}` };
    case 'maximumf':
      return { identity: floatLiteral(-Infinity, f!), combine: helper('maximumf') };
    case 'minimumf':
      return { identity: floatLiteral(Infinity, f!), combine: helper('minimumf') };
    case 'addi':
      return { identity: intLiteral(0n, t), combine: (a, v) => `${a} + ${v}` };
    case 'muli':
      return { identity: intLiteral(1n, t), combine: (a, v) => `${a} * ${v}` };
    case 'andi':
      return { identity: intLiteral(-1n, t), combine: (a, v) => `${a} & ${v}` };
    case 'ori':
      return { identity: intLiteral(0n, t), combine: (a, v) => `${a} | ${v}` };
    default:
      throw new EmitCError(`affine.parallel reduction '${kind}' has no C form here`);
  }
}

/**
 * affine.parallel as a loop nest with OpenMP pragmas (openmp.ts); each iteration folds its yielded values into the
 * accumulators, which OpenMP's reduction clauses privatize.
 */
function printAffineParallel(fp: FunctionPrinter, op: Operation): void {
  const body = affineParallel.body(op);
  const lbMap = affineParallel.lowerBoundsMap(op);
  const ubMap = affineParallel.upperBoundsMap(op);
  const lbs = affineResults(fp, lbMap, affineParallel.lowerBoundsOperands(op), op);
  const ubs = affineResults(fp, ubMap, affineParallel.upperBoundsOperands(op), op);
  const steps = affineParallel.steps(op);
  const kinds = affineParallel.reductions(op);
  const accs = op.results.map((r, i) => {
    const red = reduction(fp, kinds[i]!, r.type);
    return { name: fp.declare(r, atom(red.identity), 'r'), red };
  });
  const groups = (sizes: number[], exprs: CExpr[], isMin: boolean): CExpr[] => {
    let k = 0;
    return sizes.map((n) => combine(fp, exprs.slice(k, (k += n)), isMin));
  };
  const lows = groups(affineParallel.lowerBoundsGroups(op), lbs, false);
  const highs = groups(affineParallel.upperBoundsGroups(op), ubs, true);
  const omp = parallelLoopPragmas(fp, op, { lower: text(lows[0]!), upper: text(highs[0]!), step: steps[0]! });
  let depth = 0;
  affineParallel.inductionVars(op).forEach((iv, d) => {
    const name = fp.fresh('i');
    fp.bindScalar(iv, atom(name));
    omp.pragmaFor(d);
    fp.w.open(forHeader(name, 'long', text(lows[d]!), text(highs[d]!), String(steps[d])));
    depth++;
  });
  printBody(fp, body, (ys) => ys.forEach((y, i) => fp.w.line(`${accs[i]!.name} = ${accs[i]!.red.combine(accs[i]!.name, fp.operand(y))};`)));
  for (; depth > 0; depth--) fp.w.close();
  omp.done();
}

/** scf.parallel as a loop nest; each scf.reduce region combines the body's value into the accumulator. */
function printScfParallel(fp: FunctionPrinter, op: Operation): void {
  const body = op.region(0).entry;
  const n = body.arguments.length;
  const lbs = op.operandValues(0, n);
  const ubs = op.operandValues(n, 2 * n);
  const steps = op.operandValues(2 * n, 3 * n);
  const inits = op.operandValues(3 * n);
  op.results.forEach((r, i) => fp.declare(r, fp.expr(inits[i]!), 'r'));
  body.arguments.forEach((iv, d) => {
    const name = fp.fresh('i');
    fp.bindScalar(iv, atom(name));
    fp.w.open(forHeader(name, 'long', fp.expr(lbs[d]!).text, fp.expr(ubs[d]!).text, fp.expr(steps[d]!).text));
  });
  const reduce = body.terminator;
  printBody(fp, body, (ys) => {
    ys.forEach((y, i) => {
      const region = reduce!.region(i).entry;
      const [lhs, rhs] = region.arguments;
      fp.bindScalar(lhs!, fp.expr(op.result(i)));
      fp.bindScalar(rhs!, fp.expr(y));
      printBody(fp, region, ([v]) => fp.w.line(`${fp.expr(op.result(i)).text} = ${fp.expr(v!).text};`));
    });
  });
  for (let d = 0; d < n; d++) fp.w.close();
}

/** The program's name for a loop's induction variable, when the frontend recorded it. */
function ivName(op: Operation): string | undefined {
  const a = op.attr(ivNameAttr);
  return a instanceof StringAttr ? a.value : undefined;
}

/** The IR arguments carrying one C parameter. */
export interface ParameterCarrier {
  readonly arg: number;
  /** For a pointer the frontend passes as a memref and a position (`f(a + 1)`), the argument holding the position. */
  readonly pos?: number;
  /** For a struct (or struct pointer) parameter, the arguments holding its members (`arg` is the first). */
  readonly members?: readonly number[];
}

/**
 * Which IR arguments carry each C parameter (its C type among `types`, as the program declares it), and those the
 * frontend adds for a struct result (written through them); `members` says which arguments hold struct members
 * (structMembers.ts argumentMembers). Undefined when they do not correspond.
 */
export function cParameterArguments(
  inputs: readonly Type[],
  types: readonly string[],
  members: readonly (MemberInfo | undefined)[],
): { params: ParameterCarrier[]; result: number[] } | undefined {
  const out: ParameterCarrier[] = [];
  let j = 0;
  for (const [k, t] of types.entries()) {
    if (members[j]?.param === k) {
      const held: number[] = [];
      while (members[j]?.param === k) held.push(j++);
      out.push({ arg: held[0]!, members: held });
      continue;
    }
    const a = inputs[j];
    if (a === undefined || /\b(struct|union)\b/.test(t)) return undefined;
    const pointer = t.endsWith('*') || t.includes('(*)');
    // A pointer is a memref, or a C address (`char **argv`); an array cannot be a scalar.
    if (a instanceof MemRefType && !pointer) return undefined;
    if (a instanceof MemRefType && inputs[j + 1] instanceof IndexType) {
      out.push({ arg: j, pos: j + 1 });
      j += 2;
    } else out.push({ arg: j++ });
  }
  const result: number[] = [];
  while (members[j]?.param === -1) result.push(j++);
  return j === inputs.length ? { params: out, result } : undefined;
}

/** The C arguments of a call, statements to run after it, and the arguments the callee writes its struct result to. */
interface CallArguments {
  readonly text: string;
  readonly after: readonly string[];
  readonly result: readonly Value[];
  readonly resultMembers: readonly MemberInfo[];
}

/**
 * Call arguments. To a function of the program's own source (C calling convention) a memref passes its data
 * pointer, converted when the callee's parameter has another C type, and a struct's members the C struct
 * (structMembers.ts structArgument); to a function of the module (one printed in its own convention) it passes its
 * dynamic extents, then its data.
 */
export function callArguments(fp: FunctionPrinter, callee: string, args: readonly Value[]): CallArguments {
  const params = fp.module.source?.parameterTypes.get(callee);
  if (fp.module.callsInC(callee) && params) {
    const fn = fp.module.symbol(callee);
    const members = fn ? argumentMembers(fn) : [];
    const carriers = cParameterArguments(args.map((a) => a.type), params, members);
    if (!carriers) throw new EmitCError(`call of '${callee}', whose C parameters polyts passes otherwise`);
    const after: string[] = [];
    const texts = carriers.params.map((c, i) => {
      if (!c.members) return cArgument(fp, args[c.arg]!, c.pos === undefined ? undefined : args[c.pos], params[i]!);
      const s = structArgument(fp, c.members.map((j) => args[j]!), c.members.map((j) => members[j]!), params[i]!);
      after.push(...s.after);
      return s.text;
    });
    return { text: texts.join(', '), after, result: carriers.result.map((j) => args[j]!), resultMembers: carriers.result.map((j) => members[j]!) };
  }
  const out: string[] = [];
  const members = fp.module.memberParameters(callee);
  args.forEach((a, i) => {
    if (!(a.type instanceof MemRefType)) return void out.push(fp.expr(a).text);
    const m = fp.mem(a);
    // A member of a program's struct: the callee takes the struct object.
    const view = members[i] && m.member;
    if (view) return void out.push(view.subscripted ? view.base : `&${view.base}`);
    if (!fp.module.callsInC(callee)) a.type.shape.forEach((d, k) => d < 0 && (k > 0 || fp.module.passesLeadingExtent(callee, i)) && out.push(m.sizes[k]!));
    out.push(m.ptr);
  });
  return { text: out.join(', '), after: [], result: [], resultMembers: [] };
}

/**
 * A call: a struct result (written by the IR into the arguments it passes last) is a C struct variable copied into
 * them.
 */
function printCall(fp: FunctionPrinter, op: Operation): void {
  const callee = funcCall.callee(op);
  const args = callArguments(fp, callee, funcCall.arguments(op));
  const call = `${fp.module.calleeName(callee)}(${args.text})`;
  if (args.result.length) {
    const type = fp.module.source?.resultTypes?.get(callee);
    if (!type || type.includes('<')) throw new EmitCError(`call of '${callee}', whose struct result has no C type to declare it by`);
    const r = fp.fresh('r');
    fp.w.line(`${type} ${r} = ${call};`);
    for (const line of structResultCopies(fp, args.result, args.resultMembers, r)) fp.w.line(line);
  } else fp.callResult(op, call);
  for (const line of args.after) fp.w.line(line);
}

/**
 * One argument to a function of the program's source: a scalar as it is; a memref as its data pointer (advanced by
 * `pos` elements, converted when the parameter has another C type).
 */
function cArgument(fp: FunctionPrinter, a: Value, pos: Value | undefined, param: string): string {
  if (!(a.type instanceof MemRefType)) return fp.expr(a).text;
  const ptr = fp.mem(a).ptr;
  const offset = pos ? fp.operand(pos) : '0';
  if (offset === '0') return param === memrefPointerType(a.type) ? ptr : `(void *)${ptr}`;
  const elementPtr = a.type.shape.length <= 1 ? ptr : `(${pointerTo(cType(a.type.elementType))})${ptr}`;
  const moved = `${elementPtr} + ${offset}`;
  return param === pointerTo(cType(a.type.elementType)) ? moved : `(void *)(${moved})`;
}

/** Prints `op` if it is control flow, a call or a return; false for ops of other kinds. */
export function printControlOp(fp: FunctionPrinter, op: Operation): boolean {
  switch (op.name) {
    case 'scf.for':
      printFor(fp, op, fp.expr(scfFor.lowerBound(op)).text, fp.expr(scfFor.upperBound(op)).text, fp.expr(scfFor.step(op)).text, scfFor.inits(op));
      return true;
    case 'affine.for': {
      const lb = combine(fp, affineResults(fp, affineFor.lowerBoundMap(op), affineFor.lowerBoundOperands(op), op), false);
      const ub = combine(fp, affineResults(fp, affineFor.upperBoundMap(op), affineFor.upperBoundOperands(op), op), true);
      printFor(fp, op, lb.text, ub.text, String(affineFor.step(op)), affineFor.inits(op));
      return true;
    }
    case 'scf.while':
      printWhile(fp, op);
      return true;
    case 'scf.if':
      printIf(fp, op, () => fp.expr(scfIf.condition(op)).text);
      return true;
    case 'affine.if':
      printIf(fp, op, integerSetC(fp, affineIf.condition(op), affineIf.operands(op), op));
      return true;
    case 'affine.parallel':
      printAffineParallel(fp, op);
      return true;
    case 'scf.parallel':
      printScfParallel(fp, op);
      return true;
    case 'func.call':
      printCall(fp, op);
      return true;
    case 'func.return': {
      const values = funcReturn.values(op);
      if (values.length > 1) throw new EmitCError('functions with several results have no C form here');
      // A struct result: its members were written into the local struct returned here.
      if (fp.structResult) fp.w.line(`return ${fp.structResult.text};`);
      // Falling off the end of a void function returns.
      else if (values.length || op.parentOp?.name !== 'func.func') fp.w.line(values.length ? `return ${fp.expr(values[0]!).text};` : 'return;');
      return true;
    }
    default:
      return false;
  }
}
