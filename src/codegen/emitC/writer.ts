// Accumulates C source lines with indentation.

export class CWriter {
  private readonly lines: string[] = [];
  private depth = 0;
  /** Called when a block closes, with the depth it returns to. */
  onClose: (depth: number) => void = () => {};

  /** The current block depth (0 outside any block). */
  get level(): number {
    return this.depth;
  }

  /** Appends a line; returns its index (see dropUnused). */
  line(text: string): number {
    this.lines.push(text === '' ? '' : '  '.repeat(this.depth) + text);
    return this.lines.length - 1;
  }

  /**
   * Blanks the declaration lines (and plain assignments `name = ...;`) of variables nothing else reads; the caller
   * lists only variables whose initializers and assigned values have no effects.
   */
  dropUnused(decls: readonly { name: string; line: number }[]): void {
    const declLine = new Map(decls.map((d) => [d.name, d.line]));
    // Dropping one variable can leave the one it was copied from unread: repeat until nothing changes.
    for (let changed = true; changed; ) {
      changed = false;
      const reads = new Map<string, number>();
      const assignedAt = new Map<string, number[]>();
      this.lines.forEach((l, i) => {
        if (l === '') return;
        const target = /^\s*([A-Za-z_]\w*) = [^;]*;$/.exec(l)?.[1];
        if (target && declLine.has(target)) assignedAt.set(target, [...(assignedAt.get(target) ?? []), i]);
        let skipped = false;
        for (const m of l.matchAll(/\b[A-Za-z_]\w*\b/g)) {
          const w = m[0];
          if (!declLine.has(w)) continue;
          // The name being declared or assigned is not read there (its first occurrence on the line).
          if (!skipped && (declLine.get(w) === i || w === target)) {
            skipped = true;
            continue;
          }
          reads.set(w, (reads.get(w) ?? 0) + 1);
        }
      });
      for (const [name, line] of declLine) {
        if (this.lines[line] === '' || reads.get(name)) continue;
        this.lines[line] = '';
        for (const i of assignedAt.get(name) ?? []) this.lines[i] = '';
        changed = true;
      }
    }
  }

  /** `head {` and one level deeper. */
  open(head: string): void {
    this.line(head ? `${head} {` : '{');
    this.depth++;
  }

  /** `} middle {` at the same level (`} else {`). */
  reopen(middle: string): void {
    this.depth--;
    this.onClose(this.depth);
    this.line(`} ${middle} {`);
    this.depth++;
  }

  close(): void {
    this.depth--;
    this.onClose(this.depth);
    this.line('}');
  }

  /** `head {`, the body one level deeper, `}`. */
  block(head: string, body: () => void): void {
    this.open(head);
    body();
    this.close();
  }

  text(): string {
    return this.lines.filter((l) => l !== '').join('\n') + '\n';
  }
}
