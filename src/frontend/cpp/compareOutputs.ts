// Compares two preprocessor outputs as the frontend reads them: the same tokens, each on the same file and line and
// with the same system-header flag per gcc's line markers (white space and the markers' own form do not matter).

export interface PlacedToken {
  readonly text: string;
  readonly file: string;
  readonly line: number;
  readonly system: boolean;
}

const marker = /^# (\d+) "((?:[^"\\]|\\.)*)"((?: \d+)*)\s*$/;
const tokenPattern =
  /[A-Za-z_$][\w$]*|\.?[0-9](?:[eEpP][+-]|[\w$.])*|(?:u8|[LuU])?"(?:[^"\\\n]|\\.)*"|[LuU]?'(?:[^'\\\n]|\\.)*'|\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[*/%+\-&^|]=|##|\S/g;

/** The tokens of gcc -E output with their places. */
export function placedTokens(text: string): PlacedToken[] {
  const out: PlacedToken[] = [];
  let file = '';
  let line = 1;
  let system = false;
  for (const l of text.split('\n')) {
    const m = marker.exec(l);
    if (m) {
      line = Number(m[1]);
      file = m[2]!.replace(/\\(.)/g, '$1');
      system = m[3]!.split(' ').includes('3');
      continue;
    }
    for (const t of l.matchAll(tokenPattern)) out.push({ text: t[0], file, line, system });
    line++;
  }
  return out;
}

/** The first difference between two outputs (expected: the system preprocessor's), or undefined if equivalent. */
export function firstDifference(expected: string, actual: string): string | undefined {
  const a = placedTokens(expected);
  const b = placedTokens(actual);
  const where = (t: PlacedToken | undefined): string => (t ? `'${t.text}' at ${t.file}:${t.line}${t.system ? ' (system)' : ''}` : 'the end');
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const x = a[k];
    const y = b[k];
    if (x && y && x.text === y.text && x.file === y.file && x.line === y.line && x.system === y.system) continue;
    const context = a.slice(Math.max(0, k - 5), k).map((t) => t.text).join(' ');
    return `token ${k}: expected ${where(x)}, got ${where(y)} (after: ${context})`;
  }
  return undefined;
}
