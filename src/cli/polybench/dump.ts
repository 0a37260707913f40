// Reader for the PolyBench dump format (POLYBENCH_DUMP_ARRAYS output on stderr), strict about every byte of framing.

export const dumpStart = '==BEGIN DUMP_ARRAYS==\n';
export const dumpFinish = '==END   DUMP_ARRAYS==\n';

export interface Dump {
  readonly arrays: readonly { readonly name: string; readonly values: readonly string[] }[];
  /** Index of the array after which the finish marker appeared. */
  readonly finishAfter: number;
}

/**
 * Parses `==BEGIN DUMP_ARRAYS==`, then blocks `begin dump: NAME<body>\nend   dump: NAME\n`, with the
 * finish marker exactly once between or after them. A body is values each followed by one space,
 * with newlines between; `valuePattern` says what one value may look like. Throws on anything
 * else, naming the offset, so a test failure says where the output went wrong.
 */
export function parseDump(text: string, valuePattern: RegExp): Dump {
  if (!text.startsWith(dumpStart)) throw new Error(`dump does not start with ${JSON.stringify(dumpStart)}`);
  const arrays: { name: string; values: string[] }[] = [];
  let finishAfter = -1;
  let pos = dumpStart.length;
  // The name is matched through the back-reference in the end line because a body may start
  // without a newline (trisolv prints `begin dump: x0.00 `).
  const block = /begin dump: ([A-Za-z_]\w*?)((?:\n|[^\n ]+ )*)\nend   dump: \1\n/y;
  while (pos < text.length) {
    if (text.startsWith(dumpFinish, pos)) {
      if (finishAfter >= 0) throw new Error(`second finish marker at offset ${pos}`);
      finishAfter = arrays.length - 1;
      pos += dumpFinish.length;
      continue;
    }
    block.lastIndex = pos;
    const m = block.exec(text);
    if (!m) throw new Error(`expected "begin dump:" or the finish marker at offset ${pos}: ${JSON.stringify(text.slice(pos, pos + 60))}`);
    const [whole, name, body] = m;
    const values = body.split(/[\n ]+/).filter((v) => v !== '');
    const bad = values.find((v) => !valuePattern.test(v));
    if (bad !== undefined) throw new Error(`array ${name}: value ${JSON.stringify(bad)} does not match ${valuePattern}`);
    arrays.push({ name, values });
    pos += whole.length;
  }
  if (finishAfter < 0) throw new Error('no finish marker');
  return { arrays, finishAfter };
}

/** What DATA_PRINTF_MODIFIER prints for each element type: `%0.2lf`, `%0.2f` or `%d` (finite values only). */
export const valuePatterns = {
  double: /^-?\d+\.\d\d$/,
  float: /^-?\d+\.\d\d$/,
  int: /^-?\d+$/,
} as const;
