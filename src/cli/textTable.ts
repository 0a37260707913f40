// Plain-text tables for the drivers' reports: the first and last columns left-aligned, the others right-aligned.

export function formatColumns(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i]!.length)));
  const line = (c: readonly string[]): string =>
    c.map((x, i) => (i === 0 || i === c.length - 1 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}
