// Scheduling ILPs over named variables (S0_it_1, S0_cst, u_n, w, user variables): the one place that turns names into columns.

import { type Int, add, mul, zeros } from '../../poly/int.js';
import type { IlpConstraint, IlpObjective, IlpProblem } from '../../poly/ilp.js';
import { CoefIndex, type Row, coefHash, constantOf, normalizeEq, normalizeIneq } from '../../poly/linearSystem.js';

/** sum coef * var + constant, over variable names. */
export interface LinearForm {
  readonly terms: ReadonlyMap<string, Int>;
  readonly constant: Int;
}

/** `form >= 0` or `form = 0`, with what it came from (a dependence, a custom constraint, a bound). */
export interface NamedConstraint {
  readonly form: LinearForm;
  readonly kind: 'ge' | 'eq';
  readonly label: string;
}

/**
 * Constraints over a fixed list of unknown names, stored densely (a Farkas result): `names[k]` is the
 * unknown of column k, each row has names.length + 1 entries (constant last).
 */
export interface DenseConstraints {
  readonly names: readonly string[];
  readonly eqs: readonly (readonly Int[])[];
  readonly ineqs: readonly (readonly Int[])[];
  readonly label: string;
}

export interface NamedObjective {
  readonly form: LinearForm;
  readonly label: string;
}

/** The kinds of schedule coefficients of one statement at one dimension (PolyTOPS notation S<k>_<kind>_<idx>). */
export type CoefKind = 'it' | 'par' | 'cst';

/** Name of a statement's schedule coefficient: `S0_it_1`, `S0_par_0`, `S0_cst`. */
export function coefName(stmt: number, kind: CoefKind, index = 0): string {
  return kind === 'cst' ? `S${stmt}_cst` : `S${stmt}_${kind}_${index}`;
}

/** Name of the proximity bound coefficient of a parameter. */
export function proximityParamName(param: string): string {
  return `u_${param}`;
}

export const PROXIMITY_CONSTANT = 'w';

/** Name of the Feautrier indicator of a dependence (1 when it is strongly satisfied at this dimension). */
export function feautrierName(dep: number): string {
  return `e_${dep}`;
}

export function form(terms: Iterable<readonly [string, Int]>, constant: Int = 0): LinearForm {
  const m = new Map<string, Int>();
  for (const [v, c] of terms) {
    const s = add(m.get(v) ?? 0, c);
    if (s === 0) m.delete(v);
    else m.set(v, s);
  }
  return { terms: m, constant };
}

export function scaleForm(f: LinearForm, k: Int): LinearForm {
  return form([...f.terms].map(([v, c]) => [v, mul(c, k)] as const), mul(f.constant, k));
}

export function addForms(a: LinearForm, b: LinearForm): LinearForm {
  return form([...a.terms, ...b.terms], add(a.constant, b.constant));
}

/** Inclusive bounds of a variable; null means unbounded on that side. */
export interface VarBounds {
  readonly min: Int | null;
  readonly max: Int | null;
}

/**
 * Collects the variables, constraints and objectives of one scheduling ILP and assembles the
 * anonymous IlpProblem the solvers take. Variables are declared before use, with their bounds.
 */
export class IlpBuilder {
  private readonly order: string[] = [];
  private readonly bounds = new Map<string, VarBounds>();
  private readonly named: NamedConstraint[] = [];
  private readonly dense: DenseConstraints[] = [];
  private readonly objectives: NamedObjective[] = [];

  declare(name: string, bounds: VarBounds): void {
    if (this.bounds.has(name)) throw new Error(`ILP variable ${name} declared twice`);
    this.order.push(name);
    this.bounds.set(name, bounds);
  }

  has(name: string): boolean {
    return this.bounds.has(name);
  }

  get variables(): readonly string[] {
    return this.order;
  }

  add(c: NamedConstraint): void {
    for (const v of c.form.terms.keys()) this.check(v, c.label);
    this.named.push(c);
  }

  addDense(c: DenseConstraints): void {
    for (const v of c.names) this.check(v, c.label);
    this.dense.push(c);
  }

  minimize(o: NamedObjective): void {
    for (const v of o.form.terms.keys()) this.check(v, o.label);
    this.objectives.push(o);
  }

  private check(v: string, label: string): void {
    if (!this.bounds.has(v)) throw new Error(`ILP variable ${v} (in ${label}) was not declared`);
  }

  /** The problem: bounds first, then the named and dense constraints, in the order they were added. */
  build(): IlpProblem {
    const col = new Map(this.order.map((v, i) => [v, i]));
    const n = this.order.length;
    const constraints = new CompactConstraints();
    // Rows [coefficients | constant], as the normal form and the duplicate index read them.
    const zeroRow = (): Row => zeros(n + 1);
    for (const [v, b] of this.bounds) {
      const i = col.get(v)!;
      const unit = (c: Int, constant: Int): Row => {
        const r = zeroRow();
        r[i] = c;
        r[n] = constant;
        return r;
      };
      if (b.min !== null && b.max !== null && b.min === b.max) constraints.add(unit(1, mul(b.min, -1)), 'eq', `${v} = ${b.min}`);
      else {
        if (b.min !== null) constraints.add(unit(1, mul(b.min, -1)), 'ge', `${v} >= ${b.min}`);
        if (b.max !== null) constraints.add(unit(-1, b.max), 'ge', `${v} <= ${b.max}`);
      }
    }
    const sparseRow = (f: LinearForm): Row => {
      const r = zeroRow();
      for (const [v, c] of f.terms) r[col.get(v)!] = add(r[col.get(v)!]!, c);
      r[n] = f.constant;
      return r;
    };
    for (const c of this.named) constraints.add(sparseRow(c.form), c.kind, c.label);
    for (const d of this.dense) {
      const cols = d.names.map((v) => col.get(v)!);
      const k = d.names.length;
      const toRow = (r: readonly Int[]): Row => {
        const out = zeroRow();
        for (let j = 0; j < k; j++) if (r[j] !== 0) out[cols[j]!] = add(out[cols[j]!]!, r[j]!);
        out[n] = r[k]!;
        return out;
      };
      for (const r of d.eqs) constraints.add(toRow(r), 'eq', d.label);
      for (const r of d.ineqs) constraints.add(toRow(r), 'ge', d.label);
    }
    const objectives: IlpObjective[] = this.objectives.map((o) => {
      const r = sparseRow(o.form);
      return { coeffs: r.slice(0, n), constant: o.form.constant, label: o.label };
    });
    return { varNames: [...this.order], constraints: constraints.result(), objectives };
  }
}

/**
 * Integer normal form of the rows (every variable is integer), without duplicates: of parallel inequalities only
 * the tightest stays, of equal equalities one. Dependence polyhedra of one statement pair give many identical Farkas
 * rows, so rows are compared before they become constraints. A row that is false on its own is kept as it is (the
 * problem is then empty).
 */
class CompactConstraints {
  private readonly byKind = {
    eq: { rows: [] as Row[], labels: [] as string[] },
    ge: { rows: [] as Row[], labels: [] as string[] },
  };
  private readonly index = { eq: new CoefIndex(this.byKind.eq.rows), ge: new CoefIndex(this.byKind.ge.rows) };
  private readonly contradictions: IlpConstraint[] = [];

  /** Adds `row` [coefficients | constant] (it may be changed or kept by reference). */
  add(row: Row, kind: 'ge' | 'eq', label: string): void {
    const n = (kind === 'eq' ? normalizeEq : normalizeIneq)(row);
    if (n === true) return;
    if (n === false) {
      this.contradictions.push(constraintOf(row, kind, label));
      return;
    }
    const { rows, labels } = this.byKind[kind];
    const h = coefHash(n);
    const at = this.index[kind].find(n, 1, h);
    if (at < 0) {
      rows.push(n);
      labels.push(label);
      this.index[kind].add(rows.length - 1, h);
    } else if (kind === 'eq' ? constantOf(n) !== constantOf(rows[at]!) : constantOf(n) < constantOf(rows[at]!)) {
      // Two equalities with the same coefficients and different constants: keep both (the problem is empty).
      if (kind === 'eq') {
        rows.push(n);
        labels.push(label);
      } else {
        rows[at] = n;
        labels[at] = label;
      }
    }
  }

  result(): IlpConstraint[] {
    const kept = (kind: 'ge' | 'eq') => this.byKind[kind].rows.map((r, i) => constraintOf(r, kind, this.byKind[kind].labels[i]!));
    return [...this.contradictions, ...kept('eq'), ...kept('ge')];
  }
}

function constraintOf(row: readonly Int[], kind: 'ge' | 'eq', label: string): IlpConstraint {
  return { coeffs: row.slice(0, -1), constant: constantOf(row), kind, ...(label ? { label } : {}) };
}
