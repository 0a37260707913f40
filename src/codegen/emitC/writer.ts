// Accumulates C source lines with indentation.

export class CWriter {
  private readonly lines: string[] = [];
  private depth = 0;

  /** Appends a line; returns its index (see dropUnused). */
  line(text: string): number {
    this.lines.push(text === '' ? '' : '  '.repeat(this.depth) + text);
    return this.lines.length - 1;
  }

  /**
   * Blanks the declaration lines (and plain assignments `name = ...;`) of variables nothing else reads; their
   * initializers and assigned values have no effects (extent variables).
   */
  dropUnused(decls: readonly { name: string; line: number }[]): void {
    // Dropping one variable can leave the one it was copied from unread: repeat until nothing changes.
    for (let changed = true; changed; ) {
      changed = false;
      for (const d of decls) {
        if (this.lines[d.line] === '') continue;
        const word = new RegExp(`\\b${d.name}\\b`);
        const assignment = new RegExp(`^\\s*${d.name} = [^;]*;$`);
        if (this.lines.some((l, i) => i !== d.line && word.test(l) && !assignment.test(l))) continue;
        this.lines.forEach((l, i) => {
          if (i === d.line || assignment.test(l)) this.lines[i] = '';
        });
        changed = true;
      }
    }
  }

  /** `head {` and one level deeper. */
  open(head: string): void {
    this.line(`${head} {`);
    this.depth++;
  }

  /** `} middle {` at the same level (`} else {`). */
  reopen(middle: string): void {
    this.depth--;
    this.line(`} ${middle} {`);
    this.depth++;
  }

  close(): void {
    this.depth--;
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
