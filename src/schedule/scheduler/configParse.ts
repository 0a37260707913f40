// Reads a scheduler configuration (PolyTOPS JSON, 000_* Listing 1, plus polyts keys) with located errors
// (`config.json:LINE:COL: error: ...`), and checks it against a scop before scheduling.

import { type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { DiagnosticError, type SourceLoc } from '../../ir/diagnostics.js';
import type { Scop } from '../../poly/scop.js';
import {
  COST_FUNCTIONS,
  type CoefficientBounds,
  type CustomConstraint,
  DEFAULT_BOUNDS,
  type Directive,
  FUSION_HEURISTICS,
  type FusionEntry,
  type FusionHeuristic,
  PARAMETRICK_MODES,
  type ParameTrickMode,
  type SchedulerConfig,
} from './config.js';
import { ConstraintSyntaxError, parseConstraint } from './customConstraints.js';
import type { StrategyCallback } from './strategy.js';

/** Offset -> 1-based line and column in the configuration text. */
class Locator {
  private readonly starts: number[] = [0];
  constructor(
    readonly file: string,
    text: string,
  ) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.starts.push(i + 1);
  }
  at(offset: number): SourceLoc {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { file: this.file, line: lo + 1, col: offset - this.starts[lo]! + 1 };
  }
}

/** What the top-level object and `scheduling_strategy` may hold (anything else is an error). */
const STRATEGY_KEYS = [
  'new_variables',
  'ILP_construction',
  'custom_constraints',
  'fusion',
  'directives',
  'auto_vectorization',
  'tile_sizes',
  'parametrick',
  'fusion_heuristic',
  'parametric_shift',
  'coefficient_bounds',
  'scops',
] as const;

const RESERVED = /^(w|u_.*|e_\d+|S(\d+|i)_.*)$/;

/** Parses and validates configuration text; `file` names it in errors. */
export function parseSchedulerConfig(text: string, file: string, strategy: StrategyCallback | null = null): SchedulerConfig {
  const loc = new Locator(file, text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: false });
  if (errors.length > 0) {
    const e = errors[0]!;
    throw new DiagnosticError(loc.at(e.offset), `malformed JSON: ${describeParseError(printParseErrorCode(e.error))}`);
  }
  const fail = (n: Node | undefined, msg: string): never => {
    throw new DiagnosticError(loc.at(n?.offset ?? 0), msg);
  };
  if (!root || root.type !== 'object') fail(root, 'the configuration must be a JSON object with a "scheduling_strategy" key');
  const top = props(root!, fail, ['scheduling_strategy'], 'the configuration');
  const strat = top.get('scheduling_strategy') ?? fail(root, 'missing "scheduling_strategy"');
  if (strat.type !== 'object') fail(strat, '"scheduling_strategy" must be an object');
  const keys = props(strat, fail, STRATEGY_KEYS, '"scheduling_strategy"');

  const str = (n: Node, what: string): string => (n.type === 'string' ? (n.value as string) : fail(n, `${what} must be a string`));
  const bool = (n: Node | undefined, what: string, dflt: boolean): boolean => (n === undefined ? dflt : n.type === 'boolean' ? (n.value as boolean) : fail(n, `${what} must be true or false`));
  const arr = (n: Node | undefined, what: string): Node[] => (n === undefined ? [] : n.type === 'array' ? n.children ?? [] : fail(n, `${what} must be an array`));
  const nat = (n: Node, what: string): number => (n.type === 'number' && Number.isSafeInteger(n.value) && n.value >= 0 ? (n.value as number) : fail(n, `${what} must be a non-negative integer`));
  /** A statement number or iterator index, written as a number or a numeric string ("0"). */
  const index = (n: Node, what: string): number => {
    if (n.type === 'string' && /^\d+$/.test(n.value as string)) return Number(n.value);
    return n.type === 'number' ? nat(n, what) : fail(n, `${what} must be a number (or a string holding one)`);
  };
  const dimension = (n: Node | undefined, owner: Node, allowDefault: boolean): number | 'default' => {
    if (n === undefined) return fail(owner, 'missing "scheduling_dimension"');
    if (allowDefault && n.type === 'string' && n.value === 'default') return 'default';
    return n.type === 'number' ? nat(n, '"scheduling_dimension"') : fail(n, `"scheduling_dimension" must be a dimension number${allowDefault ? ' or "default"' : ''}`);
  };
  const entries = (key: string, allowed: readonly string[]): { node: Node; p: Map<string, Node> }[] =>
    arr(keys.get(key), `"${key}"`).map((e) => {
      if (e.type !== 'object') fail(e, `each entry of "${key}" must be an object`);
      return { node: e, p: props(e, fail, allowed, `an entry of "${key}"`) };
    });

  const newVariables = arr(keys.get('new_variables'), '"new_variables"').map((n) => {
    const v = str(n, 'a new variable');
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(v)) fail(n, `new variable '${v}' is not an identifier`);
    if (RESERVED.test(v)) fail(n, `new variable '${v}' is reserved (w, u_*, e_<n> and S<n>_* name scheduler variables)`);
    return v;
  });
  const costNames = new Set<string>([...COST_FUNCTIONS, ...newVariables]);

  const costFunctions = new Map<number | 'default', readonly string[]>();
  for (const { node, p } of entries('ILP_construction', ['scheduling_dimension', 'cost_functions'])) {
    const dim = dimension(p.get('scheduling_dimension'), node, true);
    if (costFunctions.has(dim)) fail(p.get('scheduling_dimension'), `dimension ${dim} has two "ILP_construction" entries`);
    const cfs = arr(p.get('cost_functions') ?? fail(node, 'missing "cost_functions"'), '"cost_functions"').map((n) => {
      const c = str(n, 'a cost function');
      if (!costNames.has(c)) fail(n, `unknown cost function '${c}' (expected ${COST_FUNCTIONS.join(', ')} or a new variable)`);
      return c;
    });
    costFunctions.set(dim, cfs);
  }

  const customConstraints: CustomConstraint[] = [];
  for (const { node, p } of entries('custom_constraints', ['scheduling_dimension', 'constraints'])) {
    const dim = dimension(p.get('scheduling_dimension'), node, true);
    for (const n of arr(p.get('constraints') ?? fail(node, 'missing "constraints"'), '"constraints"')) {
      const t = str(n, 'a constraint');
      // The text starts one character after the opening quote (constraints hold no escapes worth locating).
      const at = (offset: number) => loc.at(n.offset + 1 + offset);
      let parsed;
      try {
        parsed = parseConstraint(t);
      } catch (e) {
        if (e instanceof ConstraintSyntaxError) throw new DiagnosticError(at(e.offset), `bad constraint syntax: ${e.message}`);
        throw e;
      }
      for (const id of parsed.idents) {
        if (id.v.kind === 'user' && !newVariables.includes(id.v.name)) throw new DiagnosticError(at(id.offset), `unknown variable '${id.name}' (declare it in "new_variables")`);
      }
      customConstraints.push({ text: t, terms: parsed.terms, constant: parsed.constant, kind: parsed.kind, dimension: dim, loc: loc.at(n.offset), idents: parsed.idents.map((i) => ({ v: i.v, loc: at(i.offset) })) });
    }
  }

  const fusion: FusionEntry[] = [];
  for (const { node, p } of entries('fusion', ['scheduling_dimension', 'total_distribution', 'stmts_fusion'])) {
    const dim = dimension(p.get('scheduling_dimension'), node, false) as number;
    if (fusion.some((f) => f.dimension === dim)) fail(p.get('scheduling_dimension'), `dimension ${dim} has two "fusion" entries`);
    const groupNodes = arr(p.get('stmts_fusion'), '"stmts_fusion"').map((g) => arr(g, 'each group of "stmts_fusion"'));
    const groups = groupNodes.map((g) => g.map((n) => index(n, 'a statement number')));
    const seen = new Set<number>();
    groupNodes.flat().forEach((n, k) => {
      const s = groups.flat()[k]!;
      if (seen.has(s)) fail(n, `statement ${s} appears twice in "stmts_fusion"`);
      seen.add(s);
    });
    const total = bool(p.get('total_distribution'), '"total_distribution"', false);
    if (!total && groups.length === 0) fail(node, 'a fusion entry needs "stmts_fusion" groups or "total_distribution": true');
    fusion.push({ dimension: dim, totalDistribution: total, groups, loc: loc.at(node.offset), stmtLocs: groupNodes.map((g) => g.map((n) => loc.at(n.offset))) });
  }

  const directives: Directive[] = [];
  for (const { node, p } of entries('directives', ['type', 'stmts', 'iterator'])) {
    const tn = p.get('type') ?? fail(node, 'missing "type"');
    const type = str(tn, '"type"');
    if (type !== 'parallel' && type !== 'vectorize' && type !== 'sequential') fail(tn, `unknown directive type '${type}' (expected parallel, vectorize or sequential)`);
    const sn = p.get('stmts') ?? fail(node, 'missing "stmts"');
    const itn = p.get('iterator') ?? fail(node, 'missing "iterator"');
    directives.push({ type: type as Directive['type'], stmt: index(sn, '"stmts"'), iterator: index(itn, '"iterator"'), loc: loc.at(node.offset), stmtLoc: loc.at(sn.offset), iteratorLoc: loc.at(itn.offset) });
  }

  const tileNode = keys.get('tile_sizes');
  const tileSizes = tileNode === undefined ? null : arr(tileNode, '"tile_sizes"').map((n) => (nat(n, 'a tile size') >= 1 ? (n.value as number) : fail(n, 'a tile size must be at least 1')));
  const choice = <T extends string>(key: string, options: readonly T[], dflt: T): T => {
    const n = keys.get(key);
    if (n === undefined) return dflt;
    const v = str(n, `"${key}"`);
    return options.includes(v as T) ? (v as T) : fail(n, `"${key}" must be one of ${options.join(', ')}, got '${v}'`);
  };
  let bounds: CoefficientBounds = DEFAULT_BOUNDS;
  const bn = keys.get('coefficient_bounds');
  if (bn) {
    if (bn.type !== 'object') fail(bn, '"coefficient_bounds" must be an object');
    const b = props(bn, fail, ['iterator', 'parameter', 'constant', 'user'], '"coefficient_bounds"');
    const get = (k: keyof CoefficientBounds) => (b.has(k) ? nat(b.get(k)!, `"${k}"`) : DEFAULT_BOUNDS[k]);
    bounds = { iterator: get('iterator'), parameter: get('parameter'), constant: get('constant'), user: get('user') };
  }
  const scopsNode = keys.get('scops');
  const scops = scopsNode === undefined ? null : arr(scopsNode, '"scops"').map((n) => ({ name: str(n, 'a scop name').replace(/^@/, ''), loc: loc.at(n.offset) }));
  return {
    source: file,
    builtIn: false,
    scops,
    newVariables,
    costFunctions,
    customConstraints,
    fusion,
    directives,
    autoVectorization: bool(keys.get('auto_vectorization'), '"auto_vectorization"', false),
    tileSizes,
    parametrick: choice<ParameTrickMode>('parametrick', PARAMETRICK_MODES, 'off'),
    fusionHeuristic: choice<FusionHeuristic>('fusion_heuristic', FUSION_HEURISTICS, 'smart'),
    splitForParallelism: true,
    fuseSharedStreams: false,
    alignSharedStreams: false,
    parametricShift: bool(keys.get('parametric_shift'), '"parametric_shift"', false),
    bounds,
    strategy,
  };
}

/** The properties of an object node, rejecting unknown and repeated keys. */
function props(n: Node, fail: (n: Node | undefined, msg: string) => never, allowed: readonly string[], what: string): Map<string, Node> {
  const out = new Map<string, Node>();
  for (const p of n.children ?? []) {
    const [k, v] = p.children as [Node, Node];
    const key = k.value as string;
    if (!allowed.includes(key)) fail(k, `unknown key "${key}" in ${what} (expected ${allowed.map((a) => `"${a}"`).join(', ')})`);
    if (out.has(key)) fail(k, `key "${key}" appears twice in ${what}`);
    out.set(key, v);
  }
  return out;
}

function describeParseError(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'bad number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: "expected ':'",
    CommaExpected: "expected ','",
    CloseBraceExpected: "expected '}'",
    CloseBracketExpected: "expected ']'",
    EndOfFileExpected: 'expected the end of the file',
    UnexpectedEndOfString: 'unterminated string',
  };
  return words[code] ?? code;
}

/** Statement numbers and iterator indices of the configuration must exist in the scop it is applied to. */
export function checkConfigForScop(config: SchedulerConfig, scop: Scop): void {
  const n = scop.statements.length;
  const stmtError = (loc: SourceLoc, s: number): never => {
    throw new DiagnosticError(loc, `statement ${s} does not exist in scop @${scop.name} (it has ${n} statement${n === 1 ? '' : 's'}, S0..S${n - 1})`);
  };
  const iterError = (loc: SourceLoc, s: number, it: number, what: string): never => {
    const k = scop.statements[s]!.iterators.length;
    throw new DiagnosticError(loc, `${what} ${it} does not exist for S${s} in scop @${scop.name} (it has ${k})`);
  };
  for (const c of config.customConstraints) {
    for (const { v, loc } of c.idents) {
      if (v.kind !== 'coef' || v.stmt === 'each') continue;
      if (v.stmt >= n) stmtError(loc, v.stmt);
      if (v.index === 'sum' || v.type === 'cst') continue;
      if (v.type === 'it' && v.index >= scop.statements[v.stmt]!.iterators.length) iterError(loc, v.stmt, v.index, 'iterator');
      if (v.type === 'par' && v.index >= scop.params.length) throw new DiagnosticError(loc, `parameter ${v.index} does not exist in scop @${scop.name} (it has ${scop.params.length}: ${scop.params.join(', ') || 'none'})`);
    }
    for (const { v, loc } of c.idents) {
      if (v.kind === 'coef' && v.stmt === 'each' && v.type === 'it' && typeof v.index === 'number') {
        const k = v.index;
        const short = scop.statements.findIndex((st) => st.iterators.length <= k);
        if (short >= 0) iterError(loc, short, k, 'iterator');
      }
    }
  }
  for (const f of config.fusion) f.groups.forEach((g, i) => g.forEach((s, j) => s >= n && stmtError(f.stmtLocs[i]![j]!, s)));
  for (const d of config.directives) {
    if (d.stmt >= n) stmtError(d.stmtLoc, d.stmt);
    if (d.iterator >= scop.statements[d.stmt]!.iterators.length) iterError(d.iteratorLoc, d.stmt, d.iterator, 'iterator');
  }
}
