// A slice of a buffer that remembers where it is (like LLVM's StringRef into a SourceMgr buffer), so parse errors can
// point at the exact column; and the error type that carries such a position.

/**
 * An error at an offset of the buffer being parsed. FileCheck prints some of these straight away (SM.PrintMessage)
 * and others as Error values (ErrorDiagnostic), which logAllUnhandledErrors follows with a blank line.
 */
export class LocatedError extends Error {
  constructor(
    readonly offset: number,
    message: string,
    readonly printedDirectly = false,
  ) {
    super(message);
  }
}

export class Span {
  constructor(
    readonly text: string,
    readonly start: number,
    readonly end: number,
  ) {}

  static of(text: string): Span {
    return new Span(text, 0, text.length);
  }

  get length(): number {
    return this.end - this.start;
  }

  get empty(): boolean {
    return this.end <= this.start;
  }

  str(): string {
    return this.text.slice(this.start, this.end);
  }

  at(i: number): string | undefined {
    return this.start + i < this.end ? this.text[this.start + i] : undefined;
  }

  startsWith(s: string): boolean {
    return this.length >= s.length && this.text.startsWith(s, this.start);
  }

  /** Offset (relative to the span) of the first occurrence of `s` at or after `from`, or -1. */
  find(s: string, from = 0): number {
    const i = this.text.indexOf(s, this.start + from);
    return i < 0 || i + s.length > this.end ? -1 : i - this.start;
  }

  contains(s: string): boolean {
    return this.find(s) >= 0;
  }

  sub(from: number, length = Infinity): Span {
    const s = Math.min(this.start + from, this.end);
    return new Span(this.text, s, Math.min(this.end, s + length));
  }

  dropFront(n: number): Span {
    return this.sub(n);
  }

  takeFront(n: number): Span {
    return this.sub(0, n);
  }

  dropBack(n: number): Span {
    return new Span(this.text, this.start, Math.max(this.start, this.end - n));
  }

  ltrim(chars = ' \t'): Span {
    let s = this.start;
    while (s < this.end && chars.includes(this.text[s])) s++;
    return new Span(this.text, s, this.end);
  }

  rtrim(chars = ' \t'): Span {
    let e = this.end;
    while (e > this.start && chars.includes(this.text[e - 1])) e--;
    return new Span(this.text, this.start, e);
  }

  trim(chars = ' \t'): Span {
    return this.ltrim(chars).rtrim(chars);
  }
}
