// Builder: creates operations at an insertion point (before an op, or at the start/end of a block).

import { Attribute, FloatAttr, IntegerAttr } from './attributes.js';
import { SourceLoc, unknownLoc } from './diagnostics.js';
import { Block, Operation, OperationInit } from './operation.js';
import { FloatType, IndexType, IntegerType, Type, indexType } from './types.js';

export class Builder {
  protected block: Block | null = null;
  /** Insert before this op; null means append to `block`. */
  protected before: Operation | null = null;
  loc: SourceLoc = unknownLoc;

  /** A builder that inserts before `op` and gives new ops `op`'s location. */
  static before(op: Operation): Builder {
    const b = new Builder();
    b.setInsertionPoint(op);
    b.loc = op.loc;
    return b;
  }

  setInsertionPointToEnd(block: Block): void {
    this.block = block;
    this.before = null;
  }
  setInsertionPointToStart(block: Block): void {
    this.block = block;
    this.before = block.first;
  }
  setInsertionPoint(op: Operation): void {
    this.block = op.parentBlock;
    this.before = op;
  }
  setInsertionPointAfter(op: Operation): void {
    this.block = op.parentBlock;
    this.before = op.next;
  }
  get insertionBlock(): Block | null {
    return this.block;
  }
  /** Saves the insertion point, runs `fn`, restores it. */
  guard<T>(fn: () => T): T {
    const [b, o, l] = [this.block, this.before, this.loc];
    try {
      return fn();
    } finally {
      this.block = b;
      this.before = o;
      this.loc = l;
    }
  }

  insert(op: Operation): Operation {
    if (!this.block) throw new Error('Builder: no insertion point');
    if (this.before) this.block.insertBefore(op, this.before);
    else this.block.append(op);
    this.notifyCreated(op);
    return op;
  }

  /** Hook for rewriters tracking new ops. */
  protected notifyCreated(_op: Operation): void {}

  create(name: string, init: OperationInit = {}): Operation {
    return this.insert(Operation.create(name, { loc: this.loc, ...init }));
  }

  constant(value: Attribute & { type: Type }): Operation {
    return this.create('arith.constant', { resultTypes: [value.type], attributes: { value } });
  }
  constantIndex(v: number | bigint): Operation {
    return this.constant(new IntegerAttr(v, indexType));
  }
  constantInt(v: number | bigint, type: IntegerType | IndexType): Operation {
    return this.constant(new IntegerAttr(v, type));
  }
  constantFloat(v: number, type: FloatType): Operation {
    return this.constant(new FloatAttr(v, type));
  }
}
