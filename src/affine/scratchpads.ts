// Scratchpads: stack memory (memref.alloca at the function entry, named with polyts.name) through which statements
// pass values that SSA carried before (Polygeist III-C b), so the polyhedral model sees those flows.

import { AffineMap } from '../ir/affineMap.js';
import { ArrayAttr, StringAttr } from '../ir/attributes.js';
import { scratchpadAttr } from '../ir/scopMarkers.js';
import { Builder } from '../ir/builder.js';
import { funcFunc } from '../ir/dialects/func.js';
import { memrefAlloca, memrefDim } from '../ir/dialects/memref.js';
import { argNamesAttr, nameAttr } from '../ir/nameHints.js';
import { BlockArgument, Operation, Value } from '../ir/operation.js';
import { MemRefType, Type, kDynamic } from '../ir/types.js';
import { type Location } from './programPoints.js';

/** The map of a one-element scratchpad's only element, `[0]`. */
export const firstElement = AffineMap.constant(0);

/** Creates a function's scratchpads at its entry, in creation order, with names no other variable of it has. */
export class Scratchpads {
  private readonly taken = new Set<string>();
  private last: Operation | null = null;
  readonly created: Operation[] = [];

  constructor(private readonly fn: Operation) {
    const args = fn.attr(argNamesAttr);
    if (args instanceof ArrayAttr) for (const a of args.elements) if (a instanceof StringAttr) this.taken.add(a.value);
    fn.walk((op) => {
      const n = op.attr(nameAttr);
      if (n instanceof StringAttr) this.taken.add(n.value);
    });
  }

  /** A fresh name `<base><k>`. */
  private name(base: string): string {
    let k = 0;
    while (this.taken.has(`${base}${k}`)) k++;
    this.taken.add(`${base}${k}`);
    return `${base}${k}`;
  }

  /** A builder at the end of the scratchpads made so far, at the function entry. */
  private builder(): Builder {
    const b = new Builder();
    if (this.last) b.setInsertionPointAfter(this.last);
    else b.setInsertionPointToStart(funcFunc.body(this.fn));
    b.loc = this.fn.loc;
    return b;
  }

  /** A new `memref<shape x T>` alloca at the function entry named `<base><k>`. */
  create(elementType: Type, base: string, shape: readonly number[] = [1], dynamicSizes: readonly Value[] = []): Operation {
    const op = memrefAlloca.create(this.builder(), MemRefType.get(shape, elementType), dynamicSizes);
    op.setAttr(nameAttr, new StringAttr(this.name(base)));
    op.setAttr(scratchpadAttr, new StringAttr(base));
    this.last = op;
    this.created.push(op);
    return op;
  }

  /**
   * A one-dimensional scratchpad as long as dimension `dim` of `like` (a memref argument of the function, so its
   * extent can be read at the entry), or undefined when `like` is not an argument and that extent is dynamic.
   */
  vectorLike(elementType: Type, base: string, like: Value, dim: number): Operation | undefined {
    const extent = (like.type as MemRefType).shape[dim]!;
    if (extent !== kDynamic) return this.create(elementType, base, [extent]);
    if (!(like instanceof BlockArgument) || like.owner !== funcFunc.body(this.fn)) return undefined;
    const b = this.builder();
    const index = b.constantIndex(dim);
    const size = memrefDim.create(b, like, index.result());
    this.last = size;
    return this.create(elementType, base, [kDynamic], [size.result()]);
  }

  /** A one-element scratchpad for values of `type`, as a location. */
  scalar(type: Type, base: string): { alloca: Operation; loc: Location } {
    const alloca = this.create(type, base);
    return { alloca, loc: { memref: alloca.result(), map: firstElement, indices: [] } };
  }
}

/** The polyts.name of a scratchpad (or any named op). */
export function scratchpadName(alloca: Operation): string {
  return (alloca.attr(nameAttr) as StringAttr).value;
}
