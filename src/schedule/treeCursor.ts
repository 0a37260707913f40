// A position in an immutable schedule tree (isl's schedule node): the tree and the child indices leading to a
// node. Edits replace the node at the position and return a new tree; the old tree is unchanged.

import type { UnionSet } from '../poly/union.js';
import { type ScheduleNode, type ScheduleTree, assertNever, childrenOf } from './tree.js';

export class TreeCursor {
  private constructor(
    readonly tree: ScheduleTree,
    /** Child indices from the root (`childrenOf` order). */
    readonly path: readonly number[],
    readonly node: ScheduleNode,
  ) {}

  /** The root (domain node) of `tree`. */
  static root(tree: ScheduleTree): TreeCursor {
    return new TreeCursor(tree, [], tree);
  }

  /** The node at `path`, or an exception naming the step that does not exist. */
  static at(tree: ScheduleTree, path: readonly number[]): TreeCursor {
    let c = TreeCursor.root(tree);
    for (const i of path) c = c.child(i);
    return c;
  }

  get nChildren(): number {
    return childrenOf(this.node).length;
  }

  child(i = 0): TreeCursor {
    const cs = childrenOf(this.node);
    if (i < 0 || i >= cs.length) throw new Error(`schedule tree: ${this.node.kind} node at ${this.describe()} has no child ${i}`);
    return new TreeCursor(this.tree, [...this.path, i], cs[i]!);
  }

  parent(): TreeCursor | null {
    return this.path.length === 0 ? null : TreeCursor.at(this.tree, this.path.slice(0, -1));
  }

  /** The nodes from the root down to (not including) this one. */
  ancestors(): ScheduleNode[] {
    const out: ScheduleNode[] = [];
    let n: ScheduleNode = this.tree;
    for (const i of this.path) {
      out.push(n);
      n = childrenOf(n)[i]!;
    }
    return out;
  }

  /** A new tree with `replacement` at this position; the cursor points at it. */
  replace(replacement: ScheduleNode): TreeCursor {
    if (this.path.length === 0) {
      if (replacement.kind !== 'domain') throw new Error('schedule tree: the root must stay a domain node');
      return new TreeCursor(replacement, [], replacement);
    }
    const parentPath = this.path.slice(0, -1);
    const parent = TreeCursor.at(this.tree, parentPath);
    const rebuilt = withChild(parent.node, this.path[this.path.length - 1]!, replacement);
    return new TreeCursor(parent.replace(rebuilt).tree, this.path, replacement);
  }

  /** The instances that reach this node: the domain cut by every filter above (and at) it. */
  activeInstances(): UnionSet {
    let active = this.tree.domain;
    for (const n of [...this.ancestors(), this.node]) {
      if (n.kind === 'filter') active = active.intersect(n.filter);
    }
    return active;
  }

  /** The statements that reach this node, by name. */
  activeStatements(): Set<string> {
    return new Set(this.activeInstances().parts.map((p) => p.tuple.name!));
  }

  /** `domain/band/sequence[1]/filter/band`: the node kinds from the root, with child positions under sequences and sets. */
  describe(): string {
    const parts: string[] = [];
    let n: ScheduleNode = this.tree;
    parts.push(n.kind);
    for (const i of this.path) {
      const next: ScheduleNode = childrenOf(n)[i]!;
      parts.push(n.kind === 'sequence' || n.kind === 'set' ? `[${i}]` : '', `/${next.kind}`);
      n = next;
    }
    return parts.join('');
  }
}

/** `n` with child `i` replaced (sequence and set children must stay filters). */
export function withChild(n: ScheduleNode, i: number, child: ScheduleNode): ScheduleNode {
  switch (n.kind) {
    case 'sequence':
    case 'set': {
      if (child.kind !== 'filter') throw new Error(`schedule tree: a child of a ${n.kind} must be a filter, not a ${child.kind}`);
      const children = n.children.slice();
      children[i] = child;
      return { ...n, children };
    }
    case 'leaf':
      throw new Error('schedule tree: a leaf has no children');
    case 'domain':
    case 'context':
    case 'band':
    case 'filter':
    case 'mark':
    case 'extension':
      return { ...n, child };
    default:
      return assertNever(n);
  }
}
