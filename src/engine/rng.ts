// Seeded pseudo-random numbers (sfc32 seeded through splitmix32): fast, small state, cloneable.
// Every source of chance in a game draws from one Rng, so a seed fixes the whole game.
//
// The four state words live in an Int32Array. As plain number fields they were boxed: a class field
// starts out `undefined`, so V8 gives it the generic representation and every store of a value above
// 2^30 allocated a heap number (four per draw; a draw cost ~25 ns instead of ~8, and every simulation
// makes hundreds per game). The sequence is unchanged: the words are the same bits, read as uint32.

export class Rng {
  private readonly s: Int32Array;

  /**
   * `state`: the stream's four words as they are (clone), else expanded from `seed`. One constructor for
   * both, so a cloned generator has the map of a new one: a clone made by Object.create had a map of
   * its own, and every draw site of the engine saw two (every search world's generator is a clone),
   * a polymorphic call that could throw optimized code back to the interpreter when the second came.
   */
  constructor(seed: number, state?: Int32Array) {
    if (state !== undefined) {
      this.s = state;
      return;
    }
    const s = new Int32Array(4);
    this.s = s;
    // splitmix32 expands the seed into the four words (a loop, not a closure: this runs for every
    // game and every bot).
    let x = seed >>> 0;
    for (let k = 0; k < 4; k++) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      s[k] = z ^ (z >>> 16);
    }
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const s = this.s;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (a + b + d) | 0;
    s[3] = (d + 1) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    // next() written out: one call fewer on the hottest path of every simulation (the same floats).
    return Math.floor((this.nextUint32() / 4294967296) * n);
  }

  /**
   * Shuffles in place (Fisher–Yates) and returns the array. The draws are int()'s, one per position,
   * with the stream's four words held in locals for the whole shuffle and written back once: int() in
   * a loop loads and stores every word at every draw, each draw waiting on the stores of the one
   * before (a 60-card shuffle took about twice as long; every round of every game deals by it).
   */
  shuffle<T>(items: T[]): T[] {
    const s = this.s;
    let a = s[0]!;
    let b = s[1]!;
    let c = s[2]!;
    let d = s[3]!;
    for (let i = items.length - 1; i > 0; i--) {
      // nextUint32's step, as it stores it (int32 words).
      const t = (a + b + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
      const x = items[i]!;
      items[i] = items[j]!;
      items[j] = x;
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    return items;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick from an empty list");
    return items[this.int(items.length)]!;
  }

  clone(): Rng {
    return new Rng(0, this.s.slice());
  }

  /** Would this generator draw the very numbers `other` would? (The sampler checks that a replay drew nothing.) */
  sameState(other: Rng): boolean {
    const a = this.s;
    const b = other.s;
    return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
  }

  /** Takes `other`'s state: from here it draws what `other` would (the sampler undoes a shortcut's draws when it gives up). */
  rewind(other: Rng): void {
    this.s.set(other.s);
  }

  /** The stream's state as four numbers (state digests). */
  digest(): number[] {
    return Array.from(this.s);
  }

  /** A child seed derived from this stream (for independent sub-streams, e.g. one per bot). */
  fork(): Rng {
    return new Rng(this.nextUint32());
  }
}

/** The seed of game `index` in a batch that starts from `baseSeed`: independent and reproducible. */
export function gameSeed(baseSeed: number, index: number): number {
  let z = (Math.imul(baseSeed >>> 0, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca77)) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x2c1b3c6d) >>> 0;
  z = Math.imul(z ^ (z >>> 12), 0x297a2d39) >>> 0;
  return (z ^ (z >>> 15)) >>> 0;
}
