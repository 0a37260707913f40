// arith dialect attributes: fast-math and integer-overflow flags, comparison predicates, reduction kinds.

import { Attribute, DialectAttribute } from '../attributes.js';
import type { DialectAsmParser } from '../opRegistry.js';

const fastMathBits: readonly (readonly [string, number])[] = [
  ['reassoc', 1],
  ['nnan', 2],
  ['ninf', 4],
  ['nsz', 8],
  ['arcp', 16],
  ['contract', 32],
  ['afn', 64],
];
const fastMathAll = 127;

export class FastMathAttr extends DialectAttribute {
  readonly kind = 'arith.fastmath';
  readonly dialect = 'arith';
  private constructor(readonly flags: number) {
    super();
  }
  private static readonly cache = new Map<number, FastMathAttr>();
  static get(flags: number): FastMathAttr {
    let a = FastMathAttr.cache.get(flags);
    if (!a) FastMathAttr.cache.set(flags, (a = new FastMathAttr(flags)));
    return a;
  }
  get isNone(): boolean {
    return this.flags === 0;
  }
  private text: string | undefined;
  /** Flags as upstream prints them: `none`, `fast`, or names joined by ','. */
  flagsText(): string {
    if (this.text !== undefined) return this.text;
    if (this.flags === 0) return (this.text = 'none');
    if (this.flags === fastMathAll) return (this.text = 'fast');
    return (this.text = fastMathBits.filter(([, b]) => this.flags & b).map(([n]) => n).join(','));
  }
  printBody(): string {
    return `fastmath<${this.flagsText()}>`;
  }
}

export class OverflowAttr extends DialectAttribute {
  readonly kind = 'arith.overflow';
  readonly dialect = 'arith';
  private constructor(readonly flags: number) {
    super();
  }
  private static readonly cache = new Map<number, OverflowAttr>();
  static get(flags: number): OverflowAttr {
    let a = OverflowAttr.cache.get(flags);
    if (!a) OverflowAttr.cache.set(flags, (a = new OverflowAttr(flags)));
    return a;
  }
  get isNone(): boolean {
    return this.flags === 0;
  }
  flagsText(): string {
    if (this.flags === 0) return 'none';
    const names: string[] = [];
    if (this.flags & 1) names.push('nsw');
    if (this.flags & 2) names.push('nuw');
    return names.join(', ');
  }
  printBody(): string {
    return `overflow<${this.flagsText()}>`;
  }
}

export const fastMathNone = FastMathAttr.get(0);
export const overflowNone = OverflowAttr.get(0);

/** Parses `<flag, flag>` after `fastmath`. */
export function parseFastMathFlags(p: DialectAsmParser): FastMathAttr {
  p.parseLess();
  let flags = 0;
  do {
    const loc = p.loc();
    const name = p.parseIdentifier();
    if (name === 'none') continue;
    if (name === 'fast') {
      flags |= fastMathAll;
      continue;
    }
    const bit = fastMathBits.find(([n]) => n === name);
    if (!bit) p.error(`unknown fastmath flag '${name}' (expected none, fast, ${fastMathBits.map(([n]) => n).join(', ')})`, loc);
    flags |= bit[1];
  } while (p.parseOptionalComma());
  p.parseGreater();
  return FastMathAttr.get(flags);
}

/** Parses `<nsw, nuw>` after `overflow`. */
export function parseOverflowFlags(p: DialectAsmParser): OverflowAttr {
  p.parseLess();
  let flags = 0;
  do {
    const loc = p.loc();
    const name = p.parseIdentifier();
    if (name === 'nsw') flags |= 1;
    else if (name === 'nuw') flags |= 2;
    else if (name !== 'none') p.error(`unknown overflow flag '${name}' (expected none, nsw, nuw)`, loc);
  } while (p.parseOptionalComma());
  p.parseGreater();
  return OverflowAttr.get(flags);
}

export function parseArithAttribute(p: DialectAsmParser, mnemonic: string): Attribute {
  if (mnemonic === 'fastmath') return parseFastMathFlags(p);
  if (mnemonic === 'overflow') return parseOverflowFlags(p);
  return p.error(`unknown arith attribute '#arith.${mnemonic}'`);
}

/** arith.cmpi predicates in enum order. */
export const cmpiPredicates = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'] as const;
/** arith.cmpf predicates in enum order. */
export type CmpiPredicate = (typeof cmpiPredicates)[number];

export const cmpfPredicates = ['false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'ugt', 'uge', 'ult', 'ule', 'une', 'uno', 'true'] as const;
export type CmpfPredicate = (typeof cmpfPredicates)[number];

/** arith::AtomicRMWKind in enum order (the reduction kinds of affine.parallel). */
export const atomicRMWKinds = [
  'addf',
  'addi',
  'assign',
  'maximumf',
  'maxs',
  'maxu',
  'minimumf',
  'mins',
  'minu',
  'mulf',
  'muli',
  'ori',
  'andi',
  'maxnumf',
  'minnumf',
] as const;
export type AtomicRMWKind = (typeof atomicRMWKinds)[number];
