// `winner:` tiers of several keys and the `pick:` slot: how they read, lower and fail.
import { describe, expect, it } from "vitest";
import { compileIn, PRELUDE, where } from "./helpers.js";

const tricks = (slots: string) => compileIn(`${PRELUDE}tricks {\n  ${slots}\n}\n`);
const ref = (name: string) => ({ k: "ref", name });

describe("winner keys and pick", () => {
  it("a comma followed by a direction adds a key to the tier; `, then` starts the next tier", () => {
    const r = tricks("winner: highest rank, lowest rank * 2 where trump, then highest rank\n  pick: 2");
    expect(where(r)).toEqual([]);
    expect(r.ir!.tricks.winner).toEqual([
      { keys: [{ dir: "highest", key: ref("rank") }, { dir: "lowest", key: { k: "bin", op: "*", l: ref("rank"), r: { k: "num", v: 2 } } }], where: ref("trump") },
      { keys: [{ dir: "highest", key: ref("rank") }], where: { k: "bool", v: true } },
    ]);
    expect(r.ir!.tricks.pick).toEqual({ k: "num", v: 2 });
  });

  it("a tier without `where` ends at `, then` (the comma is the next tier's)", () => {
    const r = tricks("winner: highest rank, lowest rank, then lowest rank");
    expect(where(r)).toEqual([]);
    expect(r.ir!.tricks.winner.map((t) => t.keys.map((k) => k.dir))).toEqual([["highest", "lowest"], ["lowest"]]);
  });

  it("pick defaults to 1, the best card", () => {
    expect(tricks("ties: first").ir!.tricks.pick).toEqual({ k: "num", v: 1 });
  });

  it("pick is a number in trick context: no card, no seat", () => {
    expect(where(tricks("pick: true"))).toEqual(["SW3001@7:9"]);
    expect(where(tricks("pick: rank"))).toEqual(["SW3002@7:9"]);
    expect(where(tricks("pick: hand"))).toEqual(["SW3002@7:9"]);
    expect(where(tricks("pick: if lead = red then 2 else 1"))).toEqual([]);
  });

  it("every key of a tier is checked, at its own place", () => {
    expect(where(tricks("winner: highest rank, lowest suit where trump"))).toEqual(["SW3001@7:32"]);
    expect(where(tricks("winner: highest rank,, then lowest rank"))).toEqual(["SW1004@7:24"]);
  });
});
