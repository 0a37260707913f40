// `npm run polybench -- --report=FILE.html`: a self-contained page (no scripts, no external files) with the result
// table and an SVG bar chart of each polyts build's speedup over the reference, on a log scale around 1x.

import { geomeans, speedup, type Row } from './table.js';

export interface ReportInfo {
  readonly title: string;
  /** One line on how it was measured (dataset, runs, compiler, threads). */
  readonly setup: string;
  readonly reference: string;
  readonly variants: readonly string[];
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const colors = ['#4e79a7', '#f28e2b', '#59a14f', '#e15759'];

function chart(rows: readonly Row[], variants: readonly string[]): string {
  const bars = variants.length;
  const group = 12 * bars + 10;
  const left = 50;
  const top = 20;
  const height = 260;
  const width = left + rows.length * group + 20;
  const all = rows.flatMap((r) => variants.map((_, i) => speedup(r, i))).filter((s): s is number => s !== undefined);
  // Log scale from the smallest power of two at or below the slowest result to the one above the fastest.
  const lo = Math.min(-1, Math.floor(Math.log2(Math.min(1, ...all))));
  const hi = Math.max(1, Math.ceil(Math.log2(Math.max(1, ...all))));
  const y = (s: number): number => top + height * (1 - (Math.log2(s) - lo) / (hi - lo));
  const parts: string[] = [];
  for (let e = lo; e <= hi; e++) {
    const yy = y(2 ** e).toFixed(1);
    parts.push(`<line x1="${left}" x2="${width - 10}" y1="${yy}" y2="${yy}" stroke="${e === 0 ? '#000' : '#ddd'}"/>`);
    parts.push(`<text x="${left - 6}" y="${yy}" text-anchor="end" dominant-baseline="middle" font-size="11">${2 ** e}x</text>`);
  }
  rows.forEach((r, k) => {
    const x0 = left + k * group + 5;
    variants.forEach((v, i) => {
      const s = speedup(r, i);
      if (s === undefined) return;
      const [a, b] = [y(Math.max(s, 1)), y(Math.min(s, 1))];
      parts.push(
        `<rect x="${x0 + 12 * i}" y="${a.toFixed(1)}" width="11" height="${Math.max(0.5, b - a).toFixed(1)}" fill="${r.ok ? colors[i % colors.length] : '#bbb'}"><title>${escape(`${r.kernel} ${v}: ${s.toFixed(2)}x`)}</title></rect>`,
      );
    });
    const xl = x0 + (12 * bars) / 2;
    parts.push(`<text x="${xl}" y="${top + height + 8}" font-size="11" text-anchor="end" transform="rotate(-60 ${xl} ${top + height + 8})">${escape(r.kernel)}</text>`);
  });
  const legend = variants.map((v, i) => `<tspan fill="${colors[i % colors.length]}">&#9632; polyts ${escape(v)}</tspan>`).join(' ');
  parts.push(`<text x="${left}" y="12" font-size="12">${legend}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${top + height + 90}" font-family="sans-serif">${parts.join('')}</svg>`;
}

export function htmlReport(rows: readonly Row[], info: ReportInfo): string {
  const fmt = (t: number | undefined): string => (t === undefined ? '-' : t.toFixed(6));
  const x = (s: number | undefined): string => (s === undefined ? '-' : `${s.toFixed(2)}x`);
  const head = ['kernel', `${info.reference} (s)`, ...info.variants.flatMap((v) => [`polyts ${v} (s)`, 'speedup']), 'output'];
  const body = rows.map(
    (r) =>
      `<tr${r.ok ? '' : ' class="bad"'}><td>${escape(r.kernel)}</td><td>${fmt(r.reference)}</td>${info.variants
        .map((_, i) => `<td>${fmt(r.ours[i])}</td><td>${x(speedup(r, i))}</td>`)
        .join('')}<td class="l">${escape(r.check)}</td></tr>`,
  );
  const means = geomeans(rows, info.variants.length);
  body.push(`<tr class="mean"><td>geomean</td><td></td>${means.map((m) => `<td></td><td>${x(m)}</td>`).join('')}<td></td></tr>`);
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${escape(info.title)}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{padding:2px 8px;text-align:right;border-bottom:1px solid #eee}td:first-child,td.l,th:first-child{text-align:left}tr.bad td{color:#b00}tr.mean td{font-weight:bold;border-top:2px solid #000}</style>
</head><body>
<h1>${escape(info.title)}</h1>
<p>${escape(info.setup)}</p>
${chart(rows, info.variants)}
<table><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr>
${body.join('\n')}
</table>
</body></html>
`;
}
