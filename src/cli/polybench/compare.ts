// Compares a polyts build's array dump with the reference build's: byte for byte, or value by value within a
// relative tolerance (for schedules that reassociate floating-point reductions). A NaN equals a NaN of either sign:
// IEEE 754 leaves the sign of a NaN result unspecified, and which operand's NaN x86 propagates depends on the operand
// order the C compiler picks (gcc -O2 prints -nan where -O0 prints nan for the same program, fuzz seed 108033).

import { parseDump } from './dump.js';

export interface DumpComparison {
  readonly ok: boolean;
  /** `identical`, `within 1e-9` or what differs. */
  readonly summary: string;
}

const anyValue = /^\S+$/;

const nanText = /^[-+]?nan$/i;

/** The dump with every `-nan` value written `nan` (printf prints a NaN's sign). */
function withoutNaNSigns(dump: string): string {
  return dump.replace(/(^|\s)[-+]nan(?=\s|$)/gi, '$1nan');
}

export function compareDumps(ours: string, reference: string, tolerance: number): DumpComparison {
  if (ours === reference) return { ok: true, summary: 'identical' };
  if (withoutNaNSigns(ours) === withoutNaNSigns(reference)) return { ok: true, summary: 'identical but for the sign of NaNs' };
  let a, b;
  try {
    b = parseDump(reference, anyValue);
  } catch (e) {
    return { ok: false, summary: `reference dump unreadable (${(e as Error).message})` };
  }
  try {
    a = parseDump(ours, anyValue);
  } catch (e) {
    return { ok: false, summary: `dump unreadable (${(e as Error).message})` };
  }
  if (a.arrays.length !== b.arrays.length || a.finishAfter !== b.finishAfter) return { ok: false, summary: 'different arrays dumped' };
  let differ = 0;
  let worst = 0;
  let first = '';
  for (let i = 0; i < a.arrays.length; i++) {
    const x = a.arrays[i]!;
    const y = b.arrays[i]!;
    if (x.name !== y.name || x.values.length !== y.values.length) return { ok: false, summary: `array ${y.name}: different name or length` };
    x.values.forEach((v, k) => {
      const w = y.values[k]!;
      if (v === w) return;
      if (nanText.test(v) && nanText.test(w)) return;
      const p = Number(v);
      const q = Number(w);
      const rel = Math.abs(p - q) / Math.max(Math.abs(q), Number.MIN_VALUE);
      worst = Math.max(worst, Number.isNaN(rel) ? Infinity : rel);
      if (!(rel <= tolerance)) {
        differ++;
        first ||= `${y.name}[${k}] = ${v}, expected ${w}`;
      }
    });
  }
  if (differ) return { ok: false, summary: `${differ} values differ (first: ${first})` };
  // Without a tolerance only identical bytes pass; equal values laid out differently do not.
  if (tolerance === 0) return { ok: false, summary: 'same values, different layout' };
  return { ok: true, summary: `within ${tolerance} (worst ${worst.toExponential(1)})` };
}
