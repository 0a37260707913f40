// Replaying the headers a main file includes first. With the same configuration, the same headers included before
// it and the same files on disk, including a header from a main file that has done nothing else yet leaves the same
// macros and writes the same text whatever the main file is; so a process that preprocesses file after file (a
// compile server) records that once and replays it. Every path the recording looked up is looked up again before a
// replay, and a different answer there (a header edited, added or removed) records anew.

import type { CppConfiguration } from './configuration.js';
import type { SourceText } from './includes.js';
import type { Macro } from './macros.js';
import type { WriterState } from './output.js';

/** What including one header did, from its `# 1` marker up to its return marker. */
export interface IncludeMemo {
  /** Every path looked up meanwhile (the header's own included), with what was there. */
  readonly consulted: ReadonlyMap<string, SourceText | undefined>;
  readonly output: string;
  readonly writer: WriterState;
  readonly macros: ReadonlyMap<string, Macro>;
  readonly onceFiles: readonly SourceText[];
  /** Whether a macro expansion ended just before the end of the header (padding for the next token). */
  readonly padPending: boolean;
}

const memos = new Map<string, IncludeMemo>();
/** Kept at most (a chain of a few headers per distinct prefix of includes); all are dropped beyond. */
const maxMemos = 256;

const configurationIds = new WeakMap<CppConfiguration, number>();
let configurations = 0;

/** The history of a main file that has done nothing yet under `config`: where keys start. */
export function freshLineage(config: CppConfiguration): string {
  let id = configurationIds.get(config);
  if (id === undefined) configurationIds.set(config, (id = configurations++));
  return `${id}`;
}

/**
 * The key of including `path` (found at `chainIndex`, a system header or not) after `lineage`, with the writer's
 * last token from a system header or not and padding pending or not: all that decides what the inclusion does.
 */
export function includeKey(lineage: string, path: string, chainIndex: number, system: boolean, lastWasSystem: boolean, padPending: boolean): string {
  return `${lineage}\0${path}\0${chainIndex}${system ? 's' : 'u'}${lastWasSystem ? 's' : 'u'}${padPending ? 'p' : ''}`;
}

export function recallInclude(key: string): IncludeMemo | undefined {
  return memos.get(key);
}

export function rememberInclude(key: string, memo: IncludeMemo): void {
  if (memos.size >= maxMemos) memos.clear();
  memos.set(key, memo);
}
