// Pass pipelines given on a command line (`--pass-pipeline=...`, pass flags): parsed against the registry, with
// syntax errors reported as `origin:1:col: error: ...` for polyts-opt and polyts-cc alike.

import { PipelineElement, PipelineParser, PipelineSyntaxError } from '../pipeline/pipelineParser.js';
import { getPass, registeredPasses } from '../pipeline/registry.js';
import { CliError } from './common.js';

/** The pipeline's elements; a `builtin.module(...)` around the whole pipeline is the module itself. */
export function parsePassPipeline(text: string, origin: string): PipelineElement[] {
  const parser = new PipelineParser(text, getPass, () => registeredPasses().map((p) => p.name));
  try {
    const elements = parser.parse();
    if (elements.length === 1 && elements[0]!.kind === 'nest' && elements[0]!.anchor === 'builtin.module') return [...elements[0]!.elements];
    return elements;
  } catch (e) {
    if (e instanceof PipelineSyntaxError) throw new CliError(`${origin}:1:${e.column}: error: ${e.message}`);
    throw e;
  }
}
