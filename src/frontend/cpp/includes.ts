// Finding #include files by gcc's search rules and reading them: a header is lexed once per process and kept while
// a fresh stat (device, inode, size, mtime, ctime) still matches.

import { readFileSync, statSync } from 'node:fs';
import type { CppConfiguration } from './configuration.js';
import { FallBack, lexFile, type Tok } from './tokens.js';

export interface SourceText {
  readonly raw: string;
  readonly tokens: readonly Tok[];
  readonly size: bigint;
  readonly mtimeNs: bigint;
  /** The macro of a whole-file `#ifndef X ... #endif` guard, or null: with X defined, including it does nothing. */
  readonly guard: string | null;
}

/** gcc's multiple-include optimization: a file that is one `#ifndef X` group is skipped while X is defined. */
function includeGuard(tokens: readonly Tok[]): string | null {
  const isDirective = (k: number, name: string): boolean => tokens[k]!.bol && tokens[k]!.text === '#' && tokens[k + 1]?.text === name && !tokens[k + 1]!.bol;
  if (tokens.length < 5 || !isDirective(0, 'ifndef') || tokens[2]!.kind !== 'ident' || (tokens[3] && !tokens[3].bol)) return null;
  let depth = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (!(t.bol && t.text === '#' && t.kind === 'punct')) continue;
    const d = tokens[k + 1];
    if (!d || d.bol) continue;
    if (d.text === 'if' || d.text === 'ifdef' || d.text === 'ifndef') depth++;
    else if (depth === 1 && (d.text === 'else' || d.text.startsWith('elif'))) return null;
    else if (d.text === 'endif' && --depth === 0) {
      // The #endif must end the file: nothing after it but its own line.
      for (let j = k + 2; j < tokens.length; j++) if (tokens[j]!.bol) return null;
      return tokens[2]!.text;
    }
  }
  return null;
}

interface CacheEntry {
  readonly key: string;
  readonly text?: SourceText;
  readonly failure?: string;
}

const cache = new Map<string, CacheEntry>();

/** The file at `path` if it is a regular file (gcc skips directories), lexed; FallBack when it cannot be lexed. */
export function readSourceNow(path: string, trigraphs: boolean): SourceText | undefined {
  const s = statSync(path, { bigint: true, throwIfNoEntry: false });
  if (!s || !s.isFile()) return undefined;
  const key = `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
  let entry = cache.get(path);
  if (!entry || entry.key !== key) {
    try {
      const raw = readFileSync(path, 'latin1');
      const tokens = lexFile(raw);
      entry = { key, text: { raw, tokens, size: s.size, mtimeNs: s.mtimeNs, guard: includeGuard(tokens) } };
    } catch (e) {
      if (!(e instanceof FallBack)) throw new FallBack(`cannot read ${path}`);
      entry = { key, failure: e.reason };
    }
    cache.set(path, entry);
  }
  if (entry.failure) throw new FallBack(`${path}: ${entry.failure}`);
  if (trigraphs && /\?\?[=(/)'<!>-]/.test(entry.text!.raw)) throw new FallBack('a trigraph in strict ISO mode');
  return entry.text;
}

export interface Found {
  readonly path: string;
  readonly text: SourceText;
  /** Index in the configuration's chain (for #include_next), -1 for the includer's directory, -2 for neither. */
  readonly chainIndex: number;
  readonly system: boolean;
}

/** What the includer needs to know for a search. */
export interface Includer {
  readonly dir: string;
  readonly chainIndex: number;
  readonly system: boolean;
}

const joinDir = (dir: string, name: string): string => (dir === '' ? name : dir.endsWith('/') ? dir + name : `${dir}/${name}`);

/**
 * What one preprocessing found at each path it looked at: it looks a path up once (features.h's directory is asked
 * for every glibc header). `consulted`, when set, also gets every path asked for and its answer.
 */
export class Lookups {
  private readonly found = new Map<string, SourceText | undefined>();
  consulted: Map<string, SourceText | undefined> | undefined;

  constructor(private readonly trigraphs: boolean) {}

  read(path: string): SourceText | undefined {
    let text: SourceText | undefined;
    if (this.found.has(path)) text = this.found.get(path);
    else {
      text = readSourceNow(path, this.trigraphs);
      this.found.set(path, text);
    }
    this.consulted?.set(path, text);
    return text;
  }
}

/** gcc's search for `name` from `from` (angled: <...>; next: #include_next), or undefined when there is none. */
export function findInclude(config: CppConfiguration, name: string, angled: boolean, next: boolean, from: Includer, lookups: Lookups): Found | undefined {
  if (name.startsWith('/')) {
    const text = lookups.read(name);
    return text && { path: name, text, chainIndex: -2, system: from.system };
  }
  let start: number;
  if (next && from.chainIndex >= -1) start = from.chainIndex + 1;
  else if (angled) start = config.bracketStart;
  else {
    const path = joinDir(from.dir, name);
    const text = lookups.read(path);
    if (text) return { path, text, chainIndex: -1, system: from.system };
    start = 0;
  }
  for (let k = start; k < config.chain.length; k++) {
    const d = config.chain[k]!;
    const path = joinDir(d.dir, name);
    const text = lookups.read(path);
    if (text) return { path, text, chainIndex: k, system: d.system || from.system };
  }
  return undefined;
}
