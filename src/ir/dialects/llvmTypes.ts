// LLVM dialect types (!llvm.ptr, !llvm.array<N x T>, !llvm.func<R (A, ...)>, !llvm.void, !llvm.struct<(...)>) and
// the llvm enum attributes (#llvm.linkage<...> and friends).

import { DialectAttribute } from '../attributes.js';
import type { DialectAsmParser } from '../opRegistry.js';
import { DialectType, Type, uniqueDialectType } from '../types.js';

/** Inside `!llvm.xxx<...>` bodies, nested llvm types print without the `!llvm.` prefix. */
function nested(t: Type): string {
  return t instanceof DialectType && t.dialect === 'llvm' ? (t as LLVMType).body : t.key;
}

export abstract class LLVMType extends DialectType {
  readonly dialect = 'llvm';
  abstract readonly body: string;
}

export class LLVMPointerType extends LLVMType {
  readonly key: string;
  readonly body: string;
  private constructor(readonly addressSpace: number) {
    super();
    this.body = addressSpace ? `ptr<${addressSpace}>` : 'ptr';
    this.key = '!llvm.' + this.body;
  }
  static get(addressSpace = 0): LLVMPointerType {
    return uniqueDialectType(addressSpace ? `!llvm.ptr<${addressSpace}>` : '!llvm.ptr', () => new LLVMPointerType(addressSpace));
  }
}

export class LLVMVoidType extends LLVMType {
  readonly key = '!llvm.void';
  readonly body = 'void';
  static get(): LLVMVoidType {
    return uniqueDialectType('!llvm.void', () => new LLVMVoidType());
  }
}

export class LLVMArrayType extends LLVMType {
  readonly key: string;
  readonly body: string;
  private constructor(
    readonly size: number,
    readonly elementType: Type,
  ) {
    super();
    this.body = `array<${size} x ${nested(elementType)}>`;
    this.key = '!llvm.' + this.body;
  }
  static get(size: number, elementType: Type): LLVMArrayType {
    return uniqueDialectType(`!llvm.array<${size} x ${nested(elementType)}>`, () => new LLVMArrayType(size, elementType));
  }
}

export class LLVMFunctionType extends LLVMType {
  readonly key: string;
  readonly body: string;
  private constructor(
    readonly result: Type,
    readonly params: readonly Type[],
    readonly isVarArg: boolean,
  ) {
    super();
    const ps = params.map(nested);
    if (isVarArg) ps.push('...');
    this.body = `func<${nested(result)} (${ps.join(', ')})>`;
    this.key = '!llvm.' + this.body;
  }
  static get(result: Type, params: readonly Type[], isVarArg = false): LLVMFunctionType {
    const ps = params.map(nested);
    if (isVarArg) ps.push('...');
    return uniqueDialectType(`!llvm.func<${nested(result)} (${ps.join(', ')})>`, () => new LLVMFunctionType(result, [...params], isVarArg));
  }
}

export class LLVMStructType extends LLVMType {
  readonly key: string;
  readonly body: string;
  private constructor(readonly fields: readonly Type[]) {
    super();
    this.body = `struct<(${fields.map(nested).join(', ')})>`;
    this.key = '!llvm.' + this.body;
  }
  static get(fields: readonly Type[]): LLVMStructType {
    return uniqueDialectType(`!llvm.struct<(${fields.map(nested).join(', ')})>`, () => new LLVMStructType([...fields]));
  }
}

/** A type inside an llvm type body: `ptr`, `void`, `array<...>`, ... without prefix, or any builtin type. */
function parseNestedType(p: DialectAsmParser): Type {
  const kw = p.parseOptionalKeyword(['ptr', 'void', 'array', 'func', 'struct']);
  return kw ? parseLLVMTypeBody(p, kw) : p.parseType();
}

export function parseLLVMTypeBody(p: DialectAsmParser, mnemonic: string): Type {
  switch (mnemonic) {
    case 'ptr': {
      if (!p.parseOptionalLess()) return LLVMPointerType.get(0);
      const as = Number(p.parseInteger());
      p.parseGreater();
      return LLVMPointerType.get(as);
    }
    case 'void':
      return LLVMVoidType.get();
    case 'array': {
      p.parseLess();
      const size = Number(p.parseInteger());
      p.parseKeyword('x');
      const elt = parseNestedType(p);
      p.parseGreater();
      return LLVMArrayType.get(size, elt);
    }
    case 'func': {
      p.parseLess();
      const result = parseNestedType(p);
      p.parseLParen();
      const params: Type[] = [];
      let varArg = false;
      if (!p.parseOptionalRParen()) {
        do {
          if (p.parseOptionalPunctuation('...')) {
            varArg = true;
            break;
          }
          params.push(parseNestedType(p));
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
      p.parseGreater();
      return LLVMFunctionType.get(result, params, varArg);
    }
    case 'struct': {
      p.parseLess();
      p.parseLParen();
      const fields: Type[] = [];
      if (!p.parseOptionalRParen()) {
        do fields.push(parseNestedType(p));
        while (p.parseOptionalComma());
        p.parseRParen();
      }
      p.parseGreater();
      return LLVMStructType.get(fields);
    }
  }
  return p.error(`unknown llvm type '!llvm.${mnemonic}' (supported: ptr, void, array, func, struct)`);
}

/** `#llvm.<mnemonic><value>` enum attributes: linkage, cconv, tailcallkind, fastmath. */
export class LLVMEnumAttr extends DialectAttribute {
  readonly kind = 'llvm.enum';
  readonly dialect = 'llvm';
  private static readonly cache = new Map<string, LLVMEnumAttr>();
  private constructor(
    readonly mnemonic: string,
    readonly value: string,
  ) {
    super();
  }
  static get(mnemonic: string, value: string): LLVMEnumAttr {
    const k = `${mnemonic}<${value}>`;
    let a = LLVMEnumAttr.cache.get(k);
    if (!a) LLVMEnumAttr.cache.set(k, (a = new LLVMEnumAttr(mnemonic, value)));
    return a;
  }
  printBody(): string {
    return `${this.mnemonic}<${this.value}>`;
  }
}

export const linkages = ['private', 'internal', 'available_externally', 'linkonce', 'weak', 'common', 'appending', 'extern_weak', 'linkonce_odr', 'weak_odr', 'external'] as const;

export function parseLLVMAttribute(p: DialectAsmParser, mnemonic: string): LLVMEnumAttr {
  if (!['linkage', 'cconv', 'tailcallkind', 'fastmath'].includes(mnemonic)) p.error(`unknown llvm attribute '#llvm.${mnemonic}'`);
  p.parseLess();
  const v = p.parseIdentifier();
  p.parseGreater();
  return LLVMEnumAttr.get(mnemonic, v);
}
