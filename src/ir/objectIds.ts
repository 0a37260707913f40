// Small numbers that name IR objects (values, ops) for the life of the process, for keys built from what an op
// computes from which values (cse's op keys, costlyWork's computation names).

const ids = new WeakMap<object, number>();
let nextId = 0;

/** The number of `o`: the same every time it is asked, different from every other object's. */
export function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}
