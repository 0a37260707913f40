// Writes preprocessed text the way gcc's c-ppoutput.cc places it: a token goes on the line gcc would print it on
// (line changes at the start of each source line, at a token after white space or padding whose line is not the one
// printed, and when a token's system-header-ness differs from the previous one's), with `# LINE "FILE" FLAGS` markers.

/** A file name as gcc quotes it in a marker. */
export const quoteFileName = (name: string): string => `"${name.replace(/[\\"]/g, (c) => '\\' + c)}"`;

/** Brackets, commas and semicolons paste with nothing, so no space is needed next to them. */
const neverPastes = (text: string): boolean => text.length === 1 && '()[]{},;'.includes(text);

/** Where the writer stands: what decides how the next token or marker is placed. */
export interface WriterState {
  readonly printed: boolean;
  readonly srcLine: number;
  readonly srcFile: string;
  readonly prevWasSystem: boolean;
  readonly prevText: string | undefined;
}

export class OutputWriter {
  private text = '';
  private printed = false;
  private srcLine = 0;
  private srcFile = '';
  private prevWasSystem = false;
  private prevText: string | undefined;

  /** gcc's first lines (from the learned configuration), ending in the main file's `# 1` marker. */
  start(preamble: string, file: string): void {
    this.text += preamble;
    this.srcLine = 1;
    this.srcFile = file;
  }

  /** A marker for entering (flags ' 1'), leaving (' 2') or renaming (#line, '') a file. */
  marker(file: string, line: number, sys: boolean, flags: string): void {
    if (this.printed) this.text += '\n';
    this.printed = false;
    this.srcLine = line;
    this.srcFile = file;
    this.text += `# ${line} ${quoteFileName(file)}${flags}${sys ? ' 3 4' : ''}\n`;
    this.prevText = undefined;
  }

  /** Before entering an include: gcc brings the includer to the #include's line. */
  moveTo(file: string, line: number, sys: boolean): void {
    this.maybePrintLine(file, line, sys);
  }

  /** The first token of a source line (read outside a macro's arguments): gcc starts its line. */
  lineChange(file: string, line: number, sys: boolean): void {
    this.maybePrintLine(file, line, sys);
    this.prevText = undefined;
    this.printed = true;
  }

  /**
   * A token: `pad` when padding came before it (a macro expansion started or ended, or a function-like name stood
   * alone); `file` and `line` where gcc resolves its location (the outermost macro use for expanded tokens); `sys`
   * whether it was spelled in a system header, null when spelled in gcc's built-in definitions.
   */
  token(text: string, white: boolean, pad: boolean, file: string, line: number, sys: boolean | null): void {
    const t = { file, line, sys };
    let markerEmitted = false;
    let space = white;
    if ((pad || white) && t.line !== this.srcLine) {
      markerEmitted = this.maybePrintLine(t.file, t.line, t.sys === true);
      this.prevText = undefined;
      this.printed = true;
    }
    if (!markerEmitted && t.sys !== null && this.prevWasSystem !== t.sys) {
      this.maybePrintLine(t.file, t.line, t.sys);
      this.prevText = undefined;
      this.printed = true;
      this.prevWasSystem = t.sys;
    }
    if (this.prevText !== undefined && !space && !neverPastes(this.prevText) && !neverPastes(text)) space = true;
    this.text += space ? ' ' + text : text;
    this.prevText = text;
    this.printed = true;
  }

  /** A #pragma or #ident line, printed on its own line at the directive's line. */
  directiveLine(file: string, line: number, sys: boolean, text: string): void {
    this.maybePrintLine(file, line, sys);
    this.text += text + '\n';
    this.printed = false;
    this.srcLine++;
    this.prevText = undefined;
  }

  /** How much has been written: a mark for `since`. */
  get length(): number {
    return this.text.length;
  }

  /** What was written after `mark`. */
  since(mark: number): string {
    return this.text.slice(mark);
  }

  /** Whether the last token written was spelled in a system header (it decides the next token's placement). */
  get lastWasSystem(): boolean {
    return this.prevWasSystem;
  }

  state(): WriterState {
    return { printed: this.printed, srcLine: this.srcLine, srcFile: this.srcFile, prevWasSystem: this.prevWasSystem, prevText: this.prevText };
  }

  /** Writes `text` as if written from here, ending at `state` (output recorded from this same state before). */
  replay(text: string, state: WriterState): void {
    this.text += text;
    ({ printed: this.printed, srcLine: this.srcLine, srcFile: this.srcFile, prevWasSystem: this.prevWasSystem, prevText: this.prevText } = state);
  }

  finish(): string {
    if (this.printed) this.text += '\n';
    return this.text;
  }

  /** gcc's maybe_print_line: newlines to a near later line of the same file, else a marker. True if a marker. */
  private maybePrintLine(file: string, line: number, sys: boolean): boolean {
    if (this.printed) {
      this.text += '\n';
      this.srcLine++;
      this.printed = false;
    }
    if (file === this.srcFile && line >= this.srcLine && line < this.srcLine + 8) {
      if (line > this.srcLine) this.text += '\n'.repeat(line - this.srcLine);
      this.srcLine = line;
      return false;
    }
    this.marker(file, line, sys, '');
    return true;
  }
}
