// Hide sets (Prosser's algorithm): the macro names a token must not expand. Sets are interned and their unions and
// intersections memoized, so that the tokens of a deep expansion share a few set values instead of copying arrays.

export class HideSet {
  private readonly members: ReadonlySet<string>;
  private readonly unions = new Map<HideSet, HideSet>();
  private readonly withName = new Map<string, HideSet>();

  private constructor(readonly names: readonly string[]) {
    this.members = new Set(names);
  }

  private static readonly interned = new Map<string, HideSet>();
  static readonly empty = HideSet.of([]);

  private static of(sortedNames: readonly string[]): HideSet {
    const key = sortedNames.join(' ');
    let s = HideSet.interned.get(key);
    if (!s) {
      s = new HideSet(sortedNames);
      HideSet.interned.set(key, s);
    }
    return s;
  }

  has(name: string): boolean {
    return this.members.has(name);
  }

  with(name: string): HideSet {
    let s = this.withName.get(name);
    if (!s) {
      s = this.members.has(name) ? this : HideSet.of([...this.names, name].sort());
      this.withName.set(name, s);
    }
    return s;
  }

  union(other: HideSet): HideSet {
    if (other === this || other === HideSet.empty) return this;
    if (this === HideSet.empty) return other;
    let s = this.unions.get(other);
    if (!s) {
      s = HideSet.of([...new Set([...this.names, ...other.names])].sort());
      this.unions.set(other, s);
    }
    return s;
  }

  intersect(other: HideSet): HideSet {
    if (other === this) return this;
    return HideSet.of(this.names.filter((n) => other.members.has(n)));
  }
}
