// The lexer's input as the string itself. antlr4ng's CharStream.fromString copies the text into an array of code
// points and builds every token's text one code point at a time; for text without surrogate pairs (what the
// frontend reads is latin1, one unit per byte) each UTF-16 unit is a code point, so reading the string directly
// and slicing it gives the same characters and token texts at a fraction of the cost.

import { CharStream, IntStream, type Interval } from 'antlr4ng';

const surrogate = /[\uD800-\uDFFF]/;

/** A CharStream over `text`: the string itself when every unit is a code point, else antlr4ng's own. */
export function charStreamOf(text: string): CharStream {
  return surrogate.test(text) ? CharStream.fromString(text) : new TextCharStream(text);
}

class TextCharStream implements CharStream {
  name = '';
  index = 0;

  constructor(private readonly text: string) {}

  get size(): number {
    return this.text.length;
  }

  reset(): void {
    this.index = 0;
  }

  consume(): void {
    if (this.index >= this.text.length) throw new Error('cannot consume EOF');
    this.index++;
  }

  LA(offset: number): number {
    if (offset === 0) return 0;
    const pos = this.index + (offset < 0 ? offset : offset - 1);
    return pos < 0 || pos >= this.text.length ? IntStream.EOF : this.text.charCodeAt(pos);
  }

  mark(): number {
    return -1;
  }

  release(): void {}

  seek(index: number): void {
    this.index = index <= this.index ? index : Math.min(index, this.text.length);
  }

  getTextFromRange(start: number, stop?: number): string {
    return this.text.slice(start, Math.min(stop ?? this.text.length - 1, this.text.length - 1) + 1);
  }

  getTextFromInterval(interval: Interval): string {
    return this.getTextFromRange(interval.start, interval.stop);
  }

  getSourceName(): string {
    return this.name || IntStream.UNKNOWN_SOURCE_NAME;
  }

  toString(): string {
    return this.text;
  }
}
