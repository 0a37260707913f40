// Puts emitted C back into the program's own source: the text stays as the user wrote it (includes, macros, types,
// declarations, every function polyts did not translate) and only the bodies of translated functions are replaced,
// so names, signatures and the C calling convention are the program's own. `#line` directives keep the compiler's
// diagnostics and debug information pointing into the user's file.

import { StringAttr, SymbolRefAttr } from '../../ir/attributes.js';
import { unknownLoc, type SourceLoc } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { EmitCError } from './ctypes.js';
import { ModulePrinter, type SourceContext } from './module.js';

/** Where a function's body is in the source text, and its parameters as declared there. */
export interface ReplaceableBody {
  /** Offsets of the body's `{` and just past its `}`. */
  readonly start: number;
  readonly end: number;
  /** Line and column where the text continues after the body. */
  readonly resumeLine: number;
  readonly resumeCol: number;
  readonly params: readonly { readonly name: string; readonly type: string }[];
  /** Directives inside the body that must stay in effect after it (#define, #undef, conditionals). */
  readonly directives: readonly string[];
}

export interface SpliceSource extends SourceContext {
  /** The file as `#line` names it, and its text. */
  readonly file: string;
  readonly text: string;
  readonly bodies: ReadonlyMap<string, ReplaceableBody>;
}

export interface SplicedC {
  readonly text: string;
  /** Functions left as written because their IR has no C form here. */
  readonly kept: readonly { readonly name: string; readonly loc: SourceLoc; readonly reason: string }[];
}

/** `source.text` with the body of every function of `module` that has a replaceable body replaced by its C. */
export function spliceC(module: Operation, source: SpliceSource): SplicedC {
  const printer = new ModulePrinter(module, source);
  const replacements: { body: ReplaceableBody; text: string }[] = [];
  const kept: { name: string; loc: SourceLoc; reason: string }[] = [];
  const usedGlobals = new Set<string>();
  const useGlobals = (op: Operation): void =>
    op.walk((o) => {
      if (o.name === 'memref.get_global') usedGlobals.add((o.attr('name') as SymbolRefAttr).root);
    });
  // Functions the program does not have (made by passes): printed in the module's own convention, declared in front
  // and defined at the end, where everything the program declares is visible.
  const ownPrototypes: string[] = [];
  const ownDefinitions: string[] = [];
  for (const op of module.region(0).entry.ops()) {
    if (op.name !== 'func.func' || op.region(0).empty || source.declaredFunctions.has((op.attr('sym_name') as StringAttr).value)) continue;
    const name = (op.attr('sym_name') as StringAttr).value;
    try {
      const d = printer.definition(op);
      ownPrototypes.push(d.prototype);
      ownDefinitions.push(d.text);
      useGlobals(op);
    } catch (e) {
      if (!(e instanceof EmitCError)) throw e;
      // The program's functions may call it: none of them can be replaced.
      return { text: source.text, kept: [{ name, loc: e.loc ?? op.loc, reason: `cannot emit C: ${e.message}` }] };
    }
  }
  for (const op of module.region(0).entry.ops()) {
    if (op.name !== 'func.func' || op.region(0).empty) continue;
    const name = (op.attr('sym_name') as StringAttr).value;
    const body = source.bodies.get(name);
    if (!body) continue;
    try {
      replacements.push({ body, text: printer.functionBody(op, body.params) });
      useGlobals(op);
    } catch (e) {
      if (!(e instanceof EmitCError)) throw e;
      kept.push({ name, loc: e.loc ?? (op.loc === unknownLoc ? unknownLoc : op.loc), reason: `cannot emit C: ${e.message}` });
    }
  }
  const preamble = [...printer.helperDefinitions(), ...printer.internalGlobals(usedGlobals), ...ownPrototypes];
  const line = (n: number): string => `#line ${n} "${source.file.replace(/[\\"]/g, (c) => `\\${c}`)}"\n`;
  let out = preamble.length ? `${preamble.join('\n\n')}\n\n${line(1)}` : '';
  let at = 0;
  for (const { body, text } of replacements.sort((a, b) => a.body.start - b.body.start)) {
    out += source.text.slice(at, body.start) + text + '\n';
    out += body.directives.map((d) => `${d}\n`).join('');
    out += line(body.resumeLine);
    // What follows the `}` on its line keeps its columns (usually nothing does).
    const rest = source.text.slice(body.end, source.text.indexOf('\n', body.end) >>> 0);
    if (rest.trim()) out += ' '.repeat(body.resumeCol - 1);
    at = rest.trim() ? body.end : body.end + rest.length;
  }
  out += source.text.slice(at);
  if (ownDefinitions.length) out += `${out.endsWith('\n') ? '' : '\n'}\n${ownDefinitions.join('\n')}`;
  return { text: out, kept };
}
