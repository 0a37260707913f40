// Prints fuzz programs as C: per program a PolyBench-style kernel (parameters as int arguments, arrays with
// constant extents, iterators declared up front, the body between #pragma scop marks) and a runner that fills the
// arrays, calls the kernel and dumps every array and scalar in the PolyBench dump format. Several programs go into
// one translation unit (functions prefixed p<K>_, one main calling every runner) so a batch needs one compiler run.

import { layoutOf, type Layout } from './layout.js';
import { offsetAffine, type Affine, type Assign, type Cond, type Elem, type Expr, type Loop, type Program, type Ref, type Stmt } from './program.js';

/** Printed before a program's kernel runs (and flushed), so a crash or a hang is blamed on the right program. */
export const programMarker = (tag: number): string => `== fuzz program ${tag}\n`;

const prelude = `typedef struct _IO_FILE FILE;
extern FILE *stdout;
int printf(const char *format, ...);
int fflush(FILE *stream);
void *malloc(unsigned long size);
void free(void *ptr);
`;

export function affineC(a: Affine): string {
  if (a.div) {
    const num = affineC({ terms: a.terms, k: a.k });
    const q = `${/^\w+$/.test(num) ? num : `(${num})`} / ${a.div}`;
    const plus = a.plus ?? 0;
    return plus === 0 ? q : plus < 0 ? `${q} - ${-plus}` : `${q} + ${plus}`;
  }
  let s = '';
  for (const { v, c } of a.terms) {
    const mag = Math.abs(c) === 1 ? v : `${Math.abs(c)} * ${v}`;
    s += s === '' ? (c < 0 ? `-${mag}` : mag) : c < 0 ? ` - ${mag}` : ` + ${mag}`;
  }
  if (s === '') return String(a.k);
  return a.k === 0 ? s : a.k < 0 ? `${s} - ${-a.k}` : `${s} + ${a.k}`;
}

/** An affine value as an operand: parenthesized unless it is one name or a non-negative number. */
function affineOperand(a: Affine): string {
  const s = affineC(a);
  return /^(\w+)$/.test(s) ? s : `(${s})`;
}

function constC(t: Elem, v: number): string {
  const s = t === 'int' ? String(v) : Number.isInteger(v) ? `${v}.0` : String(v);
  return v < 0 || Object.is(v, -0) ? `(${s})` : s;
}

/**
 * Does `stmts`, printed as a nested body, end in an `if`? As the branch of another `if`, it then gets braces: an
 * open one would take that if's else, and gcc warns about a closed one (-Wdangling-else).
 */
function endsInIf(stmts: readonly Stmt[]): boolean {
  if (stmts.length !== 1) return false;
  const s = stmts[0]!;
  return s.kind === 'if' || (s.kind === 'loop' && endsInIf(s.body));
}

/** Prints one program; `layout` places its subscripts. */
class ProgramPrinter {
  constructor(
    private readonly p: Program,
    private readonly layout: Layout,
  ) {}

  ref(r: Ref): string {
    if (r.kind === 'scalar') return r.name;
    const shift = this.layout.arrays.get(r.array)!.shift;
    return r.array + r.index.map((x, d) => `[${affineC(offsetAffine(x, shift[d]!))}]`).join('');
  }

  expr(e: Expr): string {
    switch (e.kind) {
      case 'const':
        return constC(e.t, e.value);
      case 'load':
        return this.ref(e.ref);
      case 'index':
        return affineOperand(e.e);
      case 'toDouble':
        return `(double)${this.operand(e.e)}`;
      case 'neg':
        return `-${this.operand(e.e)}`;
      case 'cmp':
        return `${this.operand(e.l)} ${e.rel} ${this.operand(e.r)}`;
      case 'bin':
        return `${this.operand(e.a)} ${e.op} ${this.operand(e.b)}`;
      case 'select':
        return `${this.operand(e.l)} ${e.rel} ${this.operand(e.r)} ? ${this.operand(e.then)} : ${this.operand(e.else)}`;
    }
  }

  operand(e: Expr): string {
    return e.kind === 'bin' || e.kind === 'select' || e.kind === 'cmp' || e.kind === 'neg' ? `(${this.expr(e)})` : this.expr(e);
  }

  assign(a: Assign): string {
    const t = this.ref(a.target);
    if (a.op === 'max' || a.op === 'min') {
      const v = this.operand(a.value);
      return `${t} = (${v} ${a.op === 'max' ? '>' : '<'} ${t}) ? ${v} : ${t};`;
    }
    return `${t} ${a.op} ${this.expr(a.value)};`;
  }

  loopHeader(l: Loop): string {
    const pick = (bs: readonly Affine[], rel: '>' | '<', shift: number): string => {
      const xs = bs.map((b) => affineC(offsetAffine(b, shift)));
      // Two or more bounds nest as (a > b ? a : b), the MAX/MIN macro expansion PolyBench-style code uses.
      return xs.reduceRight((acc, x) => `(${x} ${rel} ${acc} ? ${x} : ${acc})`);
    };
    const { iv, step } = l;
    const inc = l.down ? (step === 1 ? `${iv}--` : `${iv} -= ${step}`) : step === 1 ? `${iv}++` : `${iv} += ${step}`;
    if (l.down) {
      const test = l.strict ? `${iv} > ${pick(l.lower, '>', -1)}` : `${iv} >= ${pick(l.lower, '>', 0)}`;
      return `for (${iv} = ${pick(l.upper, '<', 0)}; ${test}; ${inc})`;
    }
    const test = l.strict ? `${iv} < ${pick(l.upper, '<', 1)}` : `${iv} <= ${pick(l.upper, '<', 0)}`;
    return `for (${iv} = ${pick(l.lower, '>', 0)}; ${test}; ${inc})`;
  }

  cond(c: Cond): string {
    switch (c.kind) {
      case 'cmp':
        return `${affineC(c.l)} ${c.rel} ${affineC(c.r)}`;
      case 'mod':
        return `(${affineC(c.e)}) % ${c.m} == ${c.rem}`;
      case 'data':
        return `${this.operand(c.l)} ${c.rel} ${this.operand(c.r)}`;
    }
  }

  block(stmts: readonly Stmt[], indent: string, out: string[]): void {
    for (const s of stmts) this.stmt(s, indent, out);
  }

  /** A nested body: braces unless it is one statement (or `braced`). */
  body(stmts: readonly Stmt[], indent: string, out: string[], head: string, braced = false): void {
    if (stmts.length === 1 && !braced) {
      out.push(`${indent}${head}`);
      this.stmt(stmts[0]!, indent + '  ', out);
      return;
    }
    out.push(`${indent}${head} {`);
    this.block(stmts, indent + '  ', out);
    out.push(`${indent}}`);
  }

  stmt(s: Stmt, indent: string, out: string[]): void {
    switch (s.kind) {
      case 'assign':
        out.push(indent + this.assign(s));
        return;
      case 'loop':
        this.body(s.body, indent, out, this.loopHeader(s));
        return;
      case 'if': {
        const join = s.any ? ' || ' : ' && ';
        const test = s.conds.map((c) => (s.conds.length > 1 ? `(${this.cond(c)})` : this.cond(c))).join(join);
        if (!s.then.length) {
          this.body(s.else, indent, out, `if (!(${test}))`, endsInIf(s.else));
          return;
        }
        this.body(s.then, indent, out, `if (${test})`, endsInIf(s.then));
        if (s.else.length) this.body(s.else, indent, out, 'else');
        return;
      }
    }
  }

  /** `double A[4][5]`, or with `vla` `double A[A_0][A_1]` (the extents are then parameters, see extentParams). */
  arrayDecl(name: string, vla = false): string {
    const a = this.p.arrays.find((x) => x.name === name)!;
    return `${a.elem} ${a.name}${this.layout.arrays.get(name)!.extent.map((e, d) => `[${vla ? `${name}_${d}` : e}]`).join('')}`;
  }

  /** The extent parameters of an array declared with `vla`: `int A_0, int A_1`, and their values. */
  extentParams(name: string): { decls: string[]; values: string[] } {
    const ext = this.layout.arrays.get(name)!.extent;
    return { decls: ext.map((_, d) => `int ${name}_${d}`), values: ext.map(String) };
  }

  /**
   * The runner's declaration of an array: on the stack, or PolyBench's heap form, a malloc'd pointer to the whole
   * array (`double (*A)[4][5] = ...`) used as `(*A)` (see runnerName).
   */
  runnerDecl(name: string): string {
    if (!this.p.heap) return `${this.arrayDecl(name)};`;
    const a = this.p.arrays.find((x) => x.name === name)!;
    const ext = this.layout.arrays.get(name)!.extent;
    const dims = ext.map((e) => `[${e}]`).join('');
    return `${a.elem} (*${name})${dims} = (${a.elem} (*)${dims})malloc(sizeof(${a.elem}) * ${ext.join(' * ')});`;
  }

  /** How the runner names an array's storage. */
  runnerName(name: string): string {
    return this.p.heap ? `(*${name})` : name;
  }
}

function usedIterators(stmts: readonly Stmt[], out = new Set<string>()): Set<string> {
  for (const s of stmts) {
    if (s.kind === 'loop') {
      out.add(s.iv);
      usedIterators(s.body, out);
    } else if (s.kind === 'if') {
      usedIterators(s.then, out);
      usedIterators(s.else, out);
    }
  }
  return out;
}

/** The kernel and runner of one program, functions named `<prefix>_kernel` and `<prefix>_run`. */
export function programFunctions(p: Program, prefix: string, tag: number): string {
  const layout = layoutOf(p);
  const pr = new ProgramPrinter(p, layout);
  const out: string[] = [];
  const outs = p.scalars.map((s) => `${s.elem} *out_${s.name}`);
  const extents = p.vla ? p.arrays.flatMap((a) => pr.extentParams(a.name).decls) : [];
  const args = [...p.params.map((x) => `int ${x.name}`), ...extents, ...p.arrays.map((a) => pr.arrayDecl(a.name, p.vla)), ...outs];
  out.push(`static void ${prefix}_kernel(${args.join(', ') || 'void'})`, '{');
  const ivs = [...usedIterators(p.body)].sort();
  if (ivs.length) out.push(`  int ${ivs.join(', ')};`);
  for (const s of p.scalars) out.push(`  ${s.elem} ${s.name} = ${constC(s.elem, s.init)};`);
  if (p.scop) out.push('#pragma scop');
  pr.block(p.body, '  ', out);
  if (p.scop) out.push('#pragma endscop');
  for (const s of p.scalars) out.push(`  *out_${s.name} = ${s.name};`);
  out.push('}', '');

  // The runner: deterministic contents for every array, the kernel call, then the dump.
  out.push(`static void ${prefix}_run(void)`, '{');
  for (const a of p.arrays) out.push(`  ${pr.runnerDecl(a.name)}`);
  for (const s of p.scalars) out.push(`  ${s.elem} ${s.name};`);
  const maxRank = Math.max(1, ...p.arrays.map((a) => a.rank));
  out.push(`  int ${Array.from({ length: maxRank }, (_, d) => `i${d}`).join(', ')};`);
  p.arrays.forEach((a, n) => {
    const ext = layout.arrays.get(a.name)!.extent;
    const idx = ext.map((_, d) => `i${d}`);
    const loops = ext.map((e, d) => `${'  '.repeat(d + 1)}for (i${d} = 0; i${d} < ${e}; i${d}++)`);
    const mix = idx.map((v, d) => `${v} * ${[7, 3, 5][d]! + n}`).join(' + ');
    const value = a.elem === 'double' ? `(double)((${mix} + ${n + 1}) % 17) / 8.0 - 1.0` : `(${mix} + ${3 * n + 1}) % 29 - 14`;
    out.push(...loops, `${'  '.repeat(ext.length + 1)}${pr.runnerName(a.name)}${idx.map((v) => `[${v}]`).join('')} = ${value};`);
  });
  out.push(`  printf("${programMarker(tag).replace('\n', '\\n')}");`, '  fflush(stdout);');
  const extentValues = p.vla ? p.arrays.flatMap((a) => pr.extentParams(a.name).values) : [];
  out.push(`  ${prefix}_kernel(${[...p.params.map((x) => String(x.value)), ...extentValues, ...p.arrays.map((a) => pr.runnerName(a.name)), ...p.scalars.map((s) => `&${s.name}`)].join(', ')});`);
  out.push('  printf("==BEGIN DUMP_ARRAYS==\\n");');
  const format = (t: Elem): string => (t === 'double' ? '%.17g ' : '%d ');
  for (const a of p.arrays) {
    const ext = layout.arrays.get(a.name)!.extent;
    const flat = ext.map((_, d) => `i${d}${ext.slice(d + 1).map((e) => ` * ${e}`).join('')}`).join(' + ');
    out.push(`  printf("begin dump: %s", "${a.name}");`);
    out.push(...ext.map((e, d) => `${'  '.repeat(d + 1)}for (i${d} = 0; i${d} < ${e}; i${d}++) {`));
    const ind = '  '.repeat(ext.length + 1);
    out.push(`${ind}if ((${flat}) % 20 == 0) printf("\\n");`, `${ind}printf("${format(a.elem)}", ${pr.runnerName(a.name)}${ext.map((_, d) => `[i${d}]`).join('')});`);
    out.push(...ext.map((_, d) => `${'  '.repeat(ext.length - d)}}`));
    out.push(`  printf("\\nend   dump: %s\\n", "${a.name}");`);
  }
  for (const s of p.scalars) out.push(`  printf("begin dump: %s\\n${format(s.elem)}\\nend   dump: %s\\n", "${s.name}", ${s.name}, "${s.name}");`);
  out.push('  printf("==END   DUMP_ARRAYS==\\n");');
  if (p.heap) for (const a of p.arrays) out.push(`  free(${a.name});`);
  out.push('}', '');
  return out.join('\n');
}

/** One C file holding `programs`; program k's output follows `programMarker(tags[k])`. */
export function batchC(programs: readonly Program[], tags: readonly number[]): string {
  const parts = [`/* polyts fuzz batch: seeds ${programs.map((p) => p.seed).join(' ')} */`, prelude];
  programs.forEach((p, k) => parts.push(programFunctions(p, `p${tags[k]}`, tags[k]!)));
  parts.push('int main(void)', '{', ...tags.map((t) => `  p${t}_run();`), '  return 0;', '}', '');
  return parts.join('\n');
}

/** Splits a batch's output by program marker; a program whose marker never appeared maps to undefined. */
export function splitBatchOutput(text: string, tags: readonly number[]): Map<number, string | undefined> {
  const out = new Map<number, string | undefined>(tags.map((t) => [t, undefined]));
  const re = /^== fuzz program (\d+)\n/gm;
  const marks = [...text.matchAll(re)];
  marks.forEach((m, i) => {
    const start = m.index + m[0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index : text.length;
    out.set(Number(m[1]), text.slice(start, end));
  });
  return out;
}
