// The variables a FileCheck run shares between patterns: string captures, numeric variables, @LINE, -D definitions.

import { ExpressionFormat, NumericBlockParser, NumericVariable, evaluate, parseVariable, type NumericScope } from './numericExpr.js';
import { SourceBuffer } from './sourceBuffer.js';
import { LocatedError, Span } from './span.js';

/** A string variable's value and, when it was captured from the input, where. */
export interface StringValue {
  readonly value: string;
  readonly matchedAt?: { readonly start: number; readonly end: number };
}

export class PatternContext implements NumericScope {
  /** FileCheck's GlobalVariableTable: string variables with a value. */
  readonly stringVars = new Map<string, StringValue>();
  /** String variables defined by some pattern (value or not), to detect clashes with numeric ones. */
  readonly definedStringVars = new Set<string>();
  readonly numericVars = new Map<string, NumericVariable>();
  readonly lineVariable: NumericVariable;

  constructor() {
    this.lineVariable = new NumericVariable('@LINE', new ExpressionFormat('u'));
    this.numericVars.set('@LINE', this.lineVariable);
  }

  /** --enable-var-scope: forget every variable not starting with '$' (at each CHECK-LABEL block). */
  clearLocalVars(): void {
    for (const name of [...this.stringVars.keys()]) if (!name.startsWith('$')) this.stringVars.delete(name);
    for (const [name, v] of [...this.numericVars]) {
      if (name.startsWith('$')) continue;
      // Patterns hold the variable object itself, so clearing its value is what makes later uses undefined.
      v.value = undefined;
      v.matchedAt = undefined;
      this.numericVars.delete(name);
    }
  }

  /**
   * -D definitions (`NAME=value`, `#NAME=expr`, `#%x,NAME=expr`). Errors are located in a "Global defines" buffer,
   * one line per definition, as FileCheck reports them; the returned list is empty on success.
   */
  defineCmdlineVariables(defines: readonly string[]): { buffer: SourceBuffer; errors: LocatedError[] } {
    let text = '';
    const pieces: { start: number; length: number }[] = [];
    defines.forEach((def, i) => {
      const prefix = `Global define #${i + 1}: `;
      const eq = def.indexOf('=');
      if (eq < 0) {
        pieces.push({ start: text.length, length: 0 });
        return;
      }
      if (def.startsWith('#')) {
        const subst = `${def.slice(0, eq)}:${def.slice(eq + 1)}`;
        text += `${prefix}${def} (parsed as: [[`;
        pieces.push({ start: text.length, length: subst.length });
        text += `${subst}]])\n`;
      } else {
        text += prefix;
        pieces.push({ start: text.length, length: def.length });
        text += `${def}\n`;
      }
    });
    const buffer = new SourceBuffer('Global defines', text);
    const errors: LocatedError[] = [];
    for (const piece of pieces) {
      const def = new Span(text, piece.start, piece.start + piece.length);
      if (def.empty) {
        errors.push(new LocatedError(def.start, 'missing equal sign in global definition'));
        continue;
      }
      try {
        if (def.at(0) === '#') this.defineNumeric(def.dropFront(1));
        else this.defineString(def);
      } catch (e) {
        if (!(e instanceof LocatedError)) throw e;
        errors.push(e);
      }
    }
    return { buffer, errors };
  }

  private defineNumeric(def: Span): void {
    const { expression, defined } = new NumericBlockParser(this, undefined, def).parseBlock(false);
    const errors: Error[] = [];
    const value = expression.ast ? evaluate(expression.ast, errors) : undefined;
    if (value === undefined || !defined) {
      const first = errors[0] as { at?: number; message: string } | undefined;
      throw new LocatedError(first?.at ?? def.start, first?.message ?? 'invalid numeric definition');
    }
    defined.value = value;
    this.numericVars.set(defined.name, defined);
  }

  private defineString(def: Span): void {
    const eq = def.find('=');
    const nameSpan = def.takeFront(eq);
    const { name, isPseudo, rest } = parseVariable(nameSpan);
    if (isPseudo || !rest.empty)
      throw new LocatedError(nameSpan.start, `invalid name in string variable definition '${nameSpan.str()}'`);
    if (this.numericVars.has(name)) throw new LocatedError(nameSpan.start, `numeric variable with name '${name}' already exists`);
    this.stringVars.set(name, { value: def.dropFront(eq + 1).str() });
    this.definedStringVars.add(name);
  }
}
