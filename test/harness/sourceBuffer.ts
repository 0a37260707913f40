// Named text buffers and diagnostics printed the way LLVM's SourceMgr prints them (file:line:col, source line, caret).

export type DiagnosticKind = 'error' | 'warning' | 'remark' | 'note';

export class SourceBuffer {
  private lineStarts: number[] | undefined;

  constructor(
    readonly name: string,
    readonly text: string,
  ) {}

  /** 1-based line and column of an offset, as SourceMgr::getLineAndColumn computes them (columns count bytes). */
  lineAndColumn(offset: number): { line: number; column: number } {
    const starts = this.starts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }

  /** Offset where a 1-based line starts, or undefined past the end. */
  lineStart(line: number): number | undefined {
    return this.starts()[line - 1];
  }

  lineCount(): number {
    return this.starts().length;
  }

  /** The text of the line holding `offset`, without its line terminator. */
  lineText(offset: number): { start: number; text: string } {
    const starts = this.starts();
    const start = starts[this.lineAndColumn(offset).line - 1];
    let end = start;
    while (end < this.text.length && this.text[end] !== '\n' && this.text[end] !== '\r') end++;
    return { start, text: this.text.slice(start, end) };
  }

  private starts(): number[] {
    if (!this.lineStarts) {
      this.lineStarts = [0];
      for (let i = 0; i < this.text.length; i++) if (this.text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    }
    return this.lineStarts;
  }
}

/** A position in a buffer. */
export interface Loc {
  readonly buffer: SourceBuffer;
  readonly offset: number;
}

const TAB_STOP = 8;

/** Collects diagnostics as text, in SMDiagnostic::print's format. */
export class DiagnosticSink {
  private readonly parts: string[] = [];

  print(loc: Loc, kind: DiagnosticKind, message: string, range?: { start: number; end: number }): void {
    const { line, column } = loc.buffer.lineAndColumn(loc.offset);
    this.parts.push(`${loc.buffer.name}:${line}:${column}: ${kind}: ${message}\n`);
    const { start, text } = loc.buffer.lineText(loc.offset);
    // The caret line marks the range with '~' and the location with '^', as wide as the line plus one.
    const caret = new Array<string>(text.length + 1).fill(' ');
    if (range) {
      const from = Math.max(range.start, start) - start;
      const to = Math.min(range.end, start + text.length + 1) - start;
      for (let i = from; i < to; i++) caret[i] = '~';
    }
    const col = Math.min(column - 1, text.length);
    caret[col] = '^';
    // Tabs are expanded to tab stops in both lines so the caret stays under the right char.
    let shownLine = '';
    let shownCaret = '';
    for (let i = 0; i <= text.length; i++) {
      const ch = i < text.length ? text[i] : '';
      if (ch === '\t') {
        const width = TAB_STOP - (shownLine.length % TAB_STOP);
        shownLine += ' '.repeat(width);
        shownCaret += caret[i] === ' ' ? ' '.repeat(width) : caret[i] + (caret[i] === '~' ? '~' : ' ').repeat(width - 1);
      } else {
        shownLine += ch;
        shownCaret += caret[i];
      }
    }
    this.parts.push(`${shownLine}\n${shownCaret.trimEnd()}\n`);
  }

  /** A message without a location (`error: no check strings found ...`). */
  raw(text: string): void {
    this.parts.push(text);
  }

  text(): string {
    return this.parts.join('');
  }
}
