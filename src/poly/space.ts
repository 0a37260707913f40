// Named spaces: the parameters and the tuple(s) of a set or a relation; dimension names are printing hints.

/** A named tuple `S0[i, j]`; `name` is null for anonymous tuples like schedule ranges `[..]`. */
export interface Tuple {
  readonly name: string | null;
  readonly dims: readonly string[];
}

export function tuple(name: string | null, dims: readonly string[]): Tuple {
  return { name, dims: [...dims] };
}

/** Anonymous tuple with n dimensions named base0, base1, ... */
export function anonTuple(n: number, base = 'i'): Tuple {
  return { name: null, dims: Array.from({ length: n }, (_, i) => `${base}${i}`) };
}

/**
 * Parameters are identified by name; tuples by name and arity (dimension names never decide
 * identity). A set space has only `outTuple`; a map space has `inTuple` -> `outTuple`.
 */
export class Space {
  private constructor(
    readonly params: readonly string[],
    readonly inTuple: Tuple | null,
    readonly outTuple: Tuple,
    /** A parameter-only space (`{ : ... }`), as opposed to a zero-dimensional set (`{ [] : ... }`). */
    readonly isParamSpace = false,
  ) {}

  static forSet(params: readonly string[], t: Tuple): Space {
    return new Space([...params], null, t);
  }

  static forMap(params: readonly string[], inT: Tuple, outT: Tuple): Space {
    return new Space([...params], inT, outT);
  }

  /** The space of parameter-only sets (contexts): `[N] -> { : ... }`. */
  static forParams(params: readonly string[]): Space {
    return new Space([...params], null, { name: null, dims: [] }, true);
  }

  get isSet(): boolean {
    return this.inTuple === null;
  }

  get nParam(): number {
    return this.params.length;
  }

  get nIn(): number {
    return this.inTuple === null ? 0 : this.inTuple.dims.length;
  }

  get nOut(): number {
    return this.outTuple.dims.length;
  }

  /** Total tuple dimensions (in + out). */
  get nDim(): number {
    return this.nIn + this.nOut;
  }

  /** Names of all tuple dimensions in layout order (in then out). */
  get dimNames(): string[] {
    return [...(this.inTuple?.dims ?? []), ...this.outTuple.dims];
  }

  withParams(params: readonly string[]): Space {
    return new Space([...params], this.inTuple, this.outTuple, this.isParamSpace);
  }

  withOut(t: Tuple): Space {
    return new Space(this.params, this.inTuple, t, this.isParamSpace && t.dims.length === 0 && t.name === null);
  }

  withIn(t: Tuple | null): Space {
    return new Space(this.params, t, this.outTuple);
  }

  sameParams(o: Space): boolean {
    return this.params.length === o.params.length && this.params.every((p, i) => p === o.params[i]);
  }

  /** Same tuple names and arities (and kind); parameters are not compared. */
  sameTuples(o: Space): boolean {
    if (this.isSet !== o.isSet || this.isParamSpace !== o.isParamSpace) return false;
    if (this.inTuple && o.inTuple && !sameTuple(this.inTuple, o.inTuple)) return false;
    return sameTuple(this.outTuple, o.outTuple);
  }

  /** Equal for two spaces exactly when their parameters, tuples and dimension names are. */
  key(): string {
    return JSON.stringify([this.params, this.inTuple, this.outTuple, this.isParamSpace]);
  }

  equals(o: Space): boolean {
    return this.sameParams(o) && this.sameTuples(o);
  }
}

export function sameTuple(a: Tuple, b: Tuple): boolean {
  return a.name === b.name && a.dims.length === b.dims.length;
}

/** Union of two parameter lists, keeping the order of the first then new names of the second. */
export function mergeParams(a: readonly string[], b: readonly string[]): string[] {
  const out = [...a];
  for (const p of b) if (!out.includes(p)) out.push(p);
  return out;
}
