// Schedule trees as text, exactly in isl's YAML syntax (isl_schedule_to_str / isl_schedule_read_from_str): the
// printer writes isl's block or flow layout; the reader takes any YAML of that shape with located errors.

import { type Node as YamlNode, LineCounter, Pair, Scalar, YAMLMap, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { DiagnosticError } from '../ir/diagnostics.js';
import { type AffExpr, renameVars } from '../poly/affExpr.js';
import { type TextOrigin, parseMultiUnionAff, parseUnionMap, parseUnionSet } from '../poly/islParser.js';
import { printBasicSet, printUnionMap, printUnionSet } from '../poly/islPrinter.js';
import { printMultiUnionAff } from '../poly/quasiAffine.js';
import type { Tuple } from '../poly/space.js';
import {
  type BandMember,
  type BandNode,
  type FilterNode,
  type ScheduleNode,
  type ScheduleTree,
  assertNever,
  leaf,
  node,
  statementTuples,
} from './tree.js';

/** `block` is isl's multi-line layout (isl_printer with ISL_YAML_STYLE_BLOCK); `flow` the one-line isl_schedule_to_str. */
export type TreeTextStyle = 'block' | 'flow';

/** What a node prints as before layout: isl strings, integers, integer lists, nested maps, lists of maps. */
type Yaml = { kind: 'str'; text: string } | { kind: 'int'; value: number } | { kind: 'ints'; values: number[] } | { kind: 'map'; entries: [string, Yaml][] } | { kind: 'seq'; items: Yaml[] };

const str = (text: string): Yaml => ({ kind: 'str', text });

/** The statements a band or filter below can see, by name, with the tuples their expressions are written over. */
type Tuples = ReadonlyMap<string, Tuple>;

function nodeYaml(n: ScheduleNode, params: readonly string[], tuples: Tuples): [string, Yaml][] {
  const withChild = (entries: [string, Yaml][], child: ScheduleNode, t: Tuples = tuples): [string, Yaml][] =>
    child.kind === 'leaf' ? entries : [...entries, ['child', { kind: 'map', entries: nodeYaml(child, params, t) }]];
  switch (n.kind) {
    case 'domain':
      return withChild([['domain', str(printUnionSet(n.domain))]], n.child);
    case 'context':
      return withChild([['context', str(printBasicSet(n.context))]], n.child);
    case 'band': {
      const entries: [string, Yaml][] = [['schedule', str(bandScheduleText(n, params, tuples))]];
      if (n.permutable) entries.push(['permutable', { kind: 'int', value: 1 }]);
      if (n.members.some((m) => m.coincident)) entries.push(['coincident', { kind: 'ints', values: n.members.map((m) => (m.coincident ? 1 : 0)) }]);
      return withChild(entries, n.child);
    }
    case 'sequence':
    case 'set':
      return [[n.kind, { kind: 'seq', items: n.children.map((c) => ({ kind: 'map', entries: nodeYaml(c, params, tuples) })) }]];
    case 'filter':
      return withChild([['filter', str(printUnionSet(n.filter))]], n.child);
    case 'mark':
      if (/["\n\\]/.test(n.mark)) throw new Error(`mark ${JSON.stringify(n.mark)} cannot be written in isl's syntax`);
      return withChild([['mark', str(n.mark)]], n.child);
    case 'extension':
      return withChild([['extension', str(printUnionMap(n.extension))]], n.child, extendTuples(tuples, n.extension.parts.map((p) => p.outTuple)));
    case 'leaf':
      return [];
    default:
      return assertNever(n);
  }
}

function extendTuples(tuples: Tuples, more: readonly Tuple[]): Tuples {
  const out = new Map(tuples);
  for (const t of more) if (t.name !== null && !out.has(t.name)) out.set(t.name, t);
  return out;
}

function bandScheduleText(n: BandNode, params: readonly string[], tuples: Tuples): string {
  const members = n.members.map((m) => ({
    parts: [...m.schedule].map(([name, expr]) => {
      const tuple = tuples.get(name);
      if (tuple === undefined) throw new Error(`band schedule names ${name}, which is not a statement of the tree`);
      return { tuple, expr };
    }),
  }));
  return printMultiUnionAff({ params, members });
}

function flow(y: Yaml): string {
  switch (y.kind) {
    case 'str':
      return `"${y.text}"`;
    case 'int':
      return String(y.value);
    case 'ints':
      return `[ ${y.values.join(', ')} ]`;
    case 'map':
      return `{ ${y.entries.map(([k, v]) => `${k}: ${flow(v)}`).join(', ')} }`;
    case 'seq':
      return `[ ${y.items.map(flow).join(', ')} ]`;
  }
}

function block(entries: readonly [string, Yaml][], indent: string): string[] {
  const lines: string[] = [];
  for (const [k, v] of entries) {
    if (v.kind === 'map') {
      lines.push(`${indent}${k}:`, ...block(v.entries, `${indent}  `));
    } else if (v.kind === 'seq' && v.items.length > 0) {
      lines.push(`${indent}${k}:`);
      for (const item of v.items) {
        // A list item is its map indented by two, the first line's indentation turned into "- ".
        const inner = block(item.kind === 'map' ? item.entries : [], `${indent}  `);
        lines.push(`${indent}- ${inner[0]!.slice(indent.length + 2)}`, ...inner.slice(1));
      }
    } else lines.push(`${indent}${k}: ${flow(v)}`);
  }
  return lines;
}

/** The tree in isl's YAML text: `block` as isl's block printer lays it out (ends with a newline), `flow` on one line. */
export function printScheduleTree(tree: ScheduleTree, style: TreeTextStyle = 'block'): string {
  // Trees are immutable, and the passes print the same tree more than once (the attribute, legality checks' keys).
  let text = printed[style].get(tree);
  if (text === undefined) {
    const entries = nodeYaml(tree, tree.domain.params, statementTuples(tree.domain));
    text = style === 'flow' ? flow({ kind: 'map', entries }) : `${block(entries, '').join('\n')}\n`;
    printed[style].set(tree, text);
  }
  return text;
}

const printed: Record<TreeTextStyle, WeakMap<ScheduleTree, string>> = { block: new WeakMap(), flow: new WeakMap() };

const NODE_KEYS = ['domain', 'context', 'schedule', 'sequence', 'set', 'filter', 'mark', 'extension'] as const;
const UNSUPPORTED_KEYS = ['guard', 'expansion', 'contraction', 'options'];
const ALLOWED: Record<(typeof NODE_KEYS)[number], readonly string[]> = {
  domain: ['domain', 'child'],
  context: ['context', 'child'],
  schedule: ['schedule', 'permutable', 'coincident', 'child'],
  sequence: ['sequence'],
  set: ['set'],
  filter: ['filter', 'child'],
  mark: ['mark', 'child'],
  extension: ['extension', 'child'],
};

/** Reads one YAML document into a tree; every error is `file:line:col: error: ...` at the offending text. */
class TreeReader {
  private readonly lines = new LineCounter();
  private params: readonly string[] = [];

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  private fail(offset: number, message: string): never {
    const { line, col } = this.lines.linePos(offset);
    throw new DiagnosticError({ file: this.file, line, col }, message);
  }

  read(): ScheduleTree {
    const doc = parseDocument(this.text, { lineCounter: this.lines, prettyErrors: false });
    const err = doc.errors[0];
    if (err) this.fail(err.pos[0], `YAML: ${err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`);
    const root = doc.contents;
    if (!isMap(root)) this.fail(root?.range?.[0] ?? 0, 'a schedule tree is a YAML mapping whose first key is domain');
    const pairs = this.pairs(root);
    if (!pairs.has('domain')) this.fail(root.range?.[0] ?? 0, "a schedule tree starts with a 'domain' node");
    const n = this.node(root, null, new Map(), null);
    if (n.kind !== 'domain') throw new Error('unreachable: the root was checked to be a domain node');
    return n;
  }

  private pairs(m: YAMLMap): Map<string, Pair<YamlNode, YamlNode | null>> {
    const out = new Map<string, Pair<YamlNode, YamlNode | null>>();
    for (const p of m.items as Pair<YamlNode, YamlNode | null>[]) {
      if (!isScalar(p.key) || typeof p.key.value !== 'string') this.fail(this.offsetOf(p.key, m), 'expected a key name');
      out.set(p.key.value, p);
    }
    return out;
  }

  private offsetOf(n: YamlNode | null | undefined, parent: YamlNode): number {
    return n?.range?.[0] ?? parent.range?.[0] ?? 0;
  }

  /**
   * One node. `active` are the statements reaching it (null above the domain), `tuples` the tuples their
   * expressions use, `within` the node that holds it (for the filter-only rule of sequences).
   */
  private node(m: YAMLMap, active: ReadonlySet<string> | null, tuples: Tuples, within: 'sequence' | 'set' | null): ScheduleNode {
    const pairs = this.pairs(m);
    for (const [k, p] of pairs) {
      if (UNSUPPORTED_KEYS.includes(k)) this.fail(this.offsetOf(p.key, m), `isl's '${k}' is not supported by polyts`);
    }
    const kinds = NODE_KEYS.filter((k) => pairs.has(k));
    if (kinds.length === 0) this.fail(m.range?.[0] ?? 0, `expected a schedule node (one of ${NODE_KEYS.join(', ')})`);
    if (kinds.length > 1) this.fail(this.offsetOf(pairs.get(kinds[1]!)!.key, m), `a node cannot be both '${kinds[0]}' and '${kinds[1]}'`);
    const kind = kinds[0]!;
    for (const [k, p] of pairs) if (!ALLOWED[kind].includes(k)) this.fail(this.offsetOf(p.key, m), `unexpected key '${k}' in a ${kind === 'schedule' ? 'band' : kind} node`);
    if (within !== null && kind !== 'filter') this.fail(m.range?.[0] ?? 0, `the children of a ${within} must be filter nodes`);
    if (active === null && kind !== 'domain') this.fail(m.range?.[0] ?? 0, "a schedule tree starts with a 'domain' node");
    if (active !== null && kind === 'domain') this.fail(this.offsetOf(pairs.get('domain')!.key, m), 'a domain node can only be the root');
    const value = pairs.get(kind)!.value;
    const child = (act: ReadonlySet<string>, t: Tuples = tuples): ScheduleNode => {
      const c = pairs.get('child');
      if (c === undefined) return leaf;
      if (!isMap(c.value)) this.fail(this.offsetOf(c.value, m), "'child' must be a schedule node");
      return this.node(c.value, act, t, null);
    };
    switch (kind) {
      case 'domain': {
        const s = this.isl(value, m, 'domain', parseUnionSet);
        if (s.parts.some((p) => p.tuple.name === null)) this.fail(this.offsetOf(value, m), 'domain: every statement needs a named tuple');
        this.params = s.params;
        return node.domain(s, child(new Set(s.parts.map((p) => p.tuple.name!)), statementTuples(s)));
      }
      case 'context': {
        const s = this.isl(value, m, 'context', parseUnionSet);
        if (s.parts.length !== 1 || !s.parts[0]!.space.isParamSpace) this.fail(this.offsetOf(value, m), 'context: expected one set of parameter constraints, like "[n] -> { : n >= 0 }"');
        return node.context(s.parts[0]!, child(active!));
      }
      case 'filter': {
        const s = this.isl(value, m, 'filter', parseUnionSet);
        for (const p of s.parts) if (p.tuple.name === null || !active!.has(p.tuple.name)) this.fail(this.offsetOf(value, m), `filter: ${p.tuple.name ?? 'an unnamed tuple'} does not reach this node`);
        return node.filter(s, child(new Set(s.parts.map((p) => p.tuple.name!))));
      }
      case 'mark': {
        if (!isScalar(value) || typeof value.value !== 'string') this.fail(this.offsetOf(value, m), 'mark: expected a quoted name');
        if (/["\n\\]/.test(value.value)) this.fail(this.offsetOf(value, m), 'mark: a name cannot contain quotes, backslashes or line breaks');
        return node.mark(value.value, child(active!));
      }
      case 'extension': {
        const e = this.isl(value, m, 'extension', parseUnionMap);
        const added = e.parts.map((p) => p.outTuple);
        const act = new Set([...active!, ...added.flatMap((t) => (t.name === null ? [] : [t.name]))]);
        return node.extension(e, child(act, extendTuples(tuples, added)));
      }
      case 'schedule':
        return this.band(m, pairs, value, active!, tuples, child(active!));
      case 'sequence':
      case 'set': {
        if (!isSeq(value) || value.items.length === 0) this.fail(this.offsetOf(value, m), `${kind}: expected a list of filter nodes`);
        const children = value.items.map((it) => {
          if (!isMap(it)) this.fail(this.offsetOf(it as YamlNode, m), `the children of a ${kind} must be filter nodes`);
          return this.node(it, active, tuples, kind) as FilterNode;
        });
        return kind === 'sequence' ? node.sequence(children) : node.set(children);
      }
      default:
        return assertNever(kind);
    }
  }

  private band(m: YAMLMap, pairs: Map<string, Pair<YamlNode, YamlNode | null>>, value: YamlNode | null, active: ReadonlySet<string>, tuples: Tuples, child: ScheduleNode): BandNode {
    const at = this.offsetOf(value, m);
    const mupa = this.isl(value, m, 'schedule', parseMultiUnionAff);
    const permutable = this.flag(pairs.get('permutable'), m, 'permutable');
    const coincident = this.flags(pairs.get('coincident'), m, mupa.members.length);
    const members: BandMember[] = mupa.members.map((mem, k) => {
      const schedule = new Map<string, AffExpr>();
      for (const piece of mem.parts) {
        const name = piece.tuple.name;
        const t = name === null ? undefined : tuples.get(name);
        if (name === null || t === undefined || !active.has(name)) this.fail(at, `schedule: member ${k} gives ${name ?? 'an unnamed tuple'}, which does not reach this band`);
        if (t.dims.length !== piece.tuple.dims.length) this.fail(at, `schedule: ${name} has ${t.dims.length} dimensions in the domain, ${piece.tuple.dims.length} here`);
        schedule.set(name, renameVars(piece.expr, new Map(piece.tuple.dims.map((d, i) => [d, t.dims[i]!]))));
      }
      for (const s of active) if (!schedule.has(s)) this.fail(at, `schedule: member ${k} has no expression for ${s}, which reaches this band`);
      return node.member(schedule, coincident[k] ?? false);
    });
    return node.band(members, permutable, child);
  }

  private flag(p: Pair<YamlNode, YamlNode | null> | undefined, m: YAMLMap, what: string): boolean {
    if (p === undefined) return false;
    if (!isScalar(p.value) || (p.value.value !== 0 && p.value.value !== 1)) this.fail(this.offsetOf(p.value, m), `${what}: expected 0 or 1`);
    return p.value.value === 1;
  }

  private flags(p: Pair<YamlNode, YamlNode | null> | undefined, m: YAMLMap, n: number): boolean[] {
    if (p === undefined) return [];
    const v = p.value;
    if (!isSeq(v)) this.fail(this.offsetOf(v, m), 'coincident: expected a list like [ 1, 0 ]');
    if (v.items.length !== n) this.fail(this.offsetOf(v, m), `coincident: ${v.items.length} flags for a band of ${n} members`);
    return v.items.map((it) => {
      if (!isScalar(it) || (it.value !== 0 && it.value !== 1)) this.fail(this.offsetOf(it as YamlNode, m), 'coincident: each flag is 0 or 1');
      return it.value === 1;
    });
  }

  /** An isl object in a quoted string, parsed with errors located inside it; its parameters must be the domain's. */
  private isl<T extends { params: readonly string[] }>(v: YamlNode | null, m: YAMLMap, key: string, parse: (text: string, file: string, origin: TextOrigin) => T): T {
    if (!isScalar(v) || typeof v.value !== 'string') this.fail(this.offsetOf(v, m), `${key}: expected a quoted isl string`);
    const s = v as Scalar<string>;
    const quoted = s.type === Scalar.QUOTE_DOUBLE || s.type === Scalar.QUOTE_SINGLE;
    const start = (s.range?.[0] ?? 0) + (quoted ? 1 : 0);
    const obj = parse(s.value, this.file, this.lines.linePos(start));
    if (key !== 'domain') {
      const extra = obj.params.find((p) => !this.params.includes(p));
      if (extra !== undefined) this.fail(this.offsetOf(v, m), `${key}: parameter '${extra}' is not a parameter of the domain`);
    }
    return obj;
  }
}

/** Reads isl's YAML text of a schedule tree (block or flow style); errors are located in `file`. */
export function parseScheduleTree(text: string, file = '<schedule tree>'): ScheduleTree {
  return new TreeReader(text, file).read();
}
