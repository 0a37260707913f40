// A small seeded pseudo-random generator (splitmix32 seeding, mulberry32 steps): the fuzzer's programs must be the
// same for the same seed on every machine and Node version, which Math.random cannot promise.

export class Random {
  private state: number;

  constructor(seed: number) {
    // Mix the seed so that neighbouring seeds (S, S+1, ...) start unrelated streams.
    let z = (seed >>> 0) + 0x9e3779b9;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    this.state = (z ^ (z >>> 16)) >>> 0;
  }

  /** A uniformly distributed 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [lo, hi] (both inclusive). */
  int(lo: number, hi: number): number {
    return lo + (this.next() % (hi - lo + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() / 0x100000000 < p;
  }

  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('Random.pick from an empty list');
    return xs[this.next() % xs.length]!;
  }

  /** One of the values, each with a probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((s, [, w]) => s + w, 0);
    let x = (this.next() / 0x100000000) * total;
    for (const [v, w] of choices) {
      if (x < w) return v;
      x -= w;
    }
    return choices[choices.length - 1]![0];
  }
}
