// C names for the variables of one emitted function: the program's own names where the IR records them (loop
// iterators, arrays), numbered temporaries otherwise; never a reserved name (keywords, file-scope names of the
// program, parameters), and never a name still visible where the new variable is declared.

export const cKeywords: ReadonlySet<string> = new Set(
  ('auto break case char const continue default do double else enum extern float for goto if inline int long register ' +
    'restrict return short signed sizeof static struct switch typedef union unsigned void volatile while _Bool _Complex ' +
    '_Imaginary bool true false').split(' '),
);

export class LocalNames {
  /** Names of variables still in scope, with the block depth they were declared at. */
  private readonly live = new Map<string, number>();
  /** Every name given out in this function. */
  private readonly given = new Set<string>();
  /** Names given once (temporaries, variables the writer may drop): never given again. */
  private readonly once = new Set<string>();
  private counter = 0;

  constructor(private readonly reserved: (name: string) => boolean) {}

  private free(name: string): boolean {
    return !this.reserved(name) && !cKeywords.has(name) && !this.live.has(name) && !this.once.has(name);
  }

  /** A temporary, `prefix` and a number, declared at block `depth`; unique in the function. */
  fresh(prefix: string, depth: number): string {
    for (;;) {
      const name = `${prefix}${this.counter++}`;
      if (this.free(name) && !this.given.has(name)) return this.take(name, depth, true);
    }
  }

  /**
   * A variable named after `hint` (or `hint_2`, ... when that is taken), declared at block `depth`. A name that
   * went out of scope may be given again, unless `once` (variables the writer may drop are found by name).
   */
  named(hint: string, depth: number, once = false): string {
    const ok = (n: string): boolean => this.free(n) && !(once && this.given.has(n));
    if (ok(hint)) return this.take(hint, depth, once);
    for (let k = 2; ; k++) if (ok(`${hint}_${k}`)) return this.take(`${hint}_${k}`, depth, once);
  }

  /** Marks `name` (a parameter) as in scope for the whole function. */
  claim(name: string): void {
    this.take(name, 0);
  }

  /** The block at `depth` closed: the names declared deeper go out of scope (and may be used again). */
  closeTo(depth: number): void {
    for (const [name, d] of this.live) if (d > depth) this.live.delete(name);
  }

  private take(name: string, depth: number, once = false): string {
    this.live.set(name, depth);
    this.given.add(name);
    if (once) this.once.add(name);
    return name;
  }
}
