// The seeded generator: its exact sequence (every saved log and golden playthrough depends on it),
// clones and forks, and the ranges of its draws.
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Rng } from "../../src/engine/rng.js";

describe("Rng", () => {
  it("gives the fixed sfc32/splitmix32 sequence for a seed", () => {
    // Recorded from the first implementation (number fields); the Int32Array state must give the same bits.
    const first6 = (seed: number) => {
      const r = new Rng(seed);
      return Array.from({ length: 6 }, () => r.nextUint32());
    };
    expect(first6(0)).toEqual([4205396811, 3543653536, 1222415357, 3047368389, 387095348, 2506032770]);
    expect(first6(1)).toEqual([1828152527, 3394835397, 2967886022, 2251045104, 4148684523, 4055680838]);
    expect(first6(0xffffffff)).toEqual([1413747962, 91561161, 3282502067, 2190738929, 3748440605, 3843617456]);
    const r = new Rng(42);
    for (let i = 0; i < 1000; i++) r.nextUint32();
    expect(r.nextUint32()).toBe(1276506800);
  });

  it("a clone continues the same sequence and is independent of the original", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.nat(50), (seed, skip) => {
        const a = new Rng(seed);
        for (let i = 0; i < skip; i++) a.nextUint32();
        const b = a.clone();
        const fromA = Array.from({ length: 20 }, () => a.nextUint32());
        const fromB = Array.from({ length: 20 }, () => b.nextUint32());
        expect(fromB).toEqual(fromA);
        a.nextUint32(); // advancing one leaves the other where it was
        expect(b.clone().nextUint32()).toBe(b.nextUint32());
      }),
    );
  });

  it("a fork is the generator seeded with the parent's next word", () => {
    const parent = new Rng(7);
    const probe = parent.clone();
    const child = parent.fork();
    const expected = new Rng(probe.nextUint32());
    expect(Array.from({ length: 10 }, () => child.nextUint32())).toEqual(Array.from({ length: 10 }, () => expected.nextUint32()));
  });

  it("draws uint32 words, floats in [0, 1), integers in [0, n), and shuffles into permutations", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const r = new Rng(seed);
        for (let i = 0; i < 50; i++) {
          const w = r.nextUint32();
          expect(Number.isInteger(w) && w >= 0 && w <= 0xffffffff).toBe(true);
          const f = r.next();
          expect(f >= 0 && f < 1).toBe(true);
          const k = r.int(n);
          expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
        }
        const items = Array.from({ length: n % 40 }, (_, i) => i);
        expect([...r.shuffle(items.slice())].sort((x, y) => x - y)).toEqual(items);
      }),
    );
  });

  it("a clone has the hidden class of a new generator (one map at every draw site)", () => {
    // V8's own answer (%HaveSameMap), in a child process that allows the runtime's functions. A clone
    // made by Object.create had a map of its own: every search world's generator is a clone, so every
    // draw site of the engine saw two maps (src/engine/rng.ts, the constructor's comment).
    const rng = pathToFileURL(fileURLToPath(new URL("../../src/engine/rng.ts", import.meta.url))).href;
    const script = `import { Rng } from ${JSON.stringify(rng)}; const a = new Rng(1); const b = a.clone(); console.log(JSON.stringify([%HaveSameMap(a, b), %HaveSameMap(a, b.clone()), %HaveSameMap(a, a.fork())]));`;
    const out = execFileSync(process.execPath, ["--allow-natives-syntax", "--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(out.trim())).toEqual([true, true, true]);
  });
});
