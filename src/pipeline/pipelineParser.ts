// Parses pass pipeline strings into a tree of pass managers. The grammar (as in mlir-opt):
//
//   pipeline      ::= element (',' element)*
//   element       ::= op-name '(' pipeline? ')'         -- nested pass manager on each op of that kind
//                   | pass-name options?
//   options       ::= '{' (key ('=' value)?)* '}'       -- entries separated by spaces; a bool may omit '=value'
//   value         ::= text up to a space or '}' (lists are comma-separated: `sizes=32,32`), or quoted / braced text
//
// e.g. `builtin.module(func.func(canonicalize,cse),some-pass{opt=3 flag})`. Errors point at a column.

import { PassDefinition, PassOptionValue, convertOptionValue } from './pass.js';

export interface PassEntry {
  readonly kind: 'pass';
  readonly pass: PassDefinition;
  readonly options: ReadonlyMap<string, PassOptionValue>;
}

export interface NestedPipeline {
  readonly kind: 'nest';
  /** The op kind the nested elements run on, e.g. `func.func`. */
  readonly anchor: string;
  readonly elements: readonly PipelineElement[];
}

export type PipelineElement = PassEntry | NestedPipeline;

export class PipelineSyntaxError extends Error {
  constructor(
    readonly column: number,
    message: string,
  ) {
    super(message);
  }
}

const nameRe = /[A-Za-z0-9_.\-]/;

export class PipelineParser {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly lookup: (name: string) => PassDefinition | undefined,
    private readonly knownPassNames: () => string[],
  ) {}

  private fail(message: string, at = this.pos): never {
    throw new PipelineSyntaxError(at + 1, message);
  }

  private skipSpaces(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }

  private peek(): string {
    this.skipSpaces();
    return this.text[this.pos] ?? '';
  }

  private name(): string {
    this.skipSpaces();
    const start = this.pos;
    while (this.pos < this.text.length && nameRe.test(this.text[this.pos])) this.pos++;
    if (start === this.pos) this.fail(`expected a pass or operation name, found '${this.text[start] ?? 'end of pipeline'}'`);
    return this.text.slice(start, this.pos);
  }

  parse(): PipelineElement[] {
    const elements = this.parseList();
    if (this.peek() !== '') this.fail(`unexpected '${this.peek()}' after pipeline`);
    return elements;
  }

  private parseList(): PipelineElement[] {
    const out: PipelineElement[] = [];
    if (this.peek() === '' || this.peek() === ')') return out;
    for (;;) {
      out.push(this.parseElement());
      if (this.peek() !== ',') return out;
      this.pos++;
    }
  }

  private parseElement(): PipelineElement {
    const start = (this.skipSpaces(), this.pos);
    const name = this.name();
    if (this.peek() === '(') {
      this.pos++;
      const elements = this.parseList();
      if (this.peek() !== ')') this.fail(`expected ')' to close '${name}('`);
      this.pos++;
      return { kind: 'nest', anchor: name, elements };
    }
    const pass = this.lookup(name);
    if (!pass) {
      this.fail(`'${name}' does not refer to a registered pass or pass pipeline; registered passes: ${this.knownPassNames().join(', ')}`, start);
    }
    const options = this.peek() === '{' ? this.parseOptions(pass) : new Map<string, PassOptionValue>();
    return { kind: 'pass', pass, options };
  }

  private parseOptions(pass: PassDefinition): Map<string, PassOptionValue> {
    this.pos++; // '{'
    const out = new Map<string, PassOptionValue>();
    for (;;) {
      let c = this.peek();
      if (c === ',') {
        this.pos++;
        c = this.peek();
      }
      if (c === '}') {
        this.pos++;
        return out;
      }
      if (c === '') this.fail(`expected '}' to close the options of '${pass.name}'`);
      const keyStart = this.pos;
      const key = this.name();
      const spec = pass.options.find((o) => o.name === key);
      if (!spec) {
        const valid = pass.options.map((o) => o.name);
        this.fail(`no option named '${key}' in pass '${pass.name}'; ${valid.length ? 'valid options: ' + valid.join(', ') : 'it takes no options'}`, keyStart);
      }
      let value = '';
      if (this.peek() === '=') {
        this.pos++;
        value = this.optionValue();
      } else if (spec.type !== 'bool') this.fail(`option '${key}' of pass '${pass.name}' needs a value`, keyStart);
      const converted = convertOptionValue(spec, value);
      if (typeof converted === 'string' && spec.type !== 'string') this.fail(converted, keyStart);
      if (spec.type === 'string' && spec.choices && !spec.choices.includes(value)) this.fail(converted as string, keyStart);
      out.set(key, converted);
    }
  }

  /** Raw option text up to a space or '}' (quotes and nested braces group). */
  private optionValue(): string {
    this.skipSpaces();
    const t = this.text;
    if (t[this.pos] === '"' || t[this.pos] === "'") {
      const q = t[this.pos++];
      const start = this.pos;
      while (this.pos < t.length && t[this.pos] !== q) this.pos++;
      if (this.pos >= t.length) this.fail('unterminated quoted option value', start - 1);
      return t.slice(start, this.pos++);
    }
    const start = this.pos;
    let depth = 0;
    while (this.pos < t.length) {
      const c = t[this.pos];
      if (c === '{') depth++;
      else if (c === '}') {
        if (depth === 0) break;
        depth--;
      } else if (/\s/.test(c) && depth === 0) break;
      this.pos++;
    }
    let v = t.slice(start, this.pos);
    if (v.startsWith('{') && v.endsWith('}')) v = v.slice(1, -1);
    return v;
  }
}
