// The `highest unique rank` next-lead rule (tricks/lead.ts): its one-pass answer when the top rank is
// held by one card only, beside the walk for a shared top rank (flow.test.ts has the shared cases).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { hatTrickIR } from "./fixtures.js";
import { ids } from "../support/play.js";

/** The next lead after one cycle of Hat Trick at 4 players where seat s plays plays[s] to targets[s]. */
function nextLeadAfter(plays: readonly string[], targets: readonly (number | "new")[]): number | null | false {
  const ir = hatTrickIR();
  const probe = Game.create(ir, { players: 4, seed: 3, firstDealer: 3 });
  const hands = plays.map((c, s) => ids(probe, [c, `green${s + 1}`]));
  const g = Game.create(ir, { players: 4, seed: 3, firstDealer: 3, deals: [{ hands }] });
  plays.forEach((c, s) => g.apply(s, { type: "play", card: ids(g, [c])[0]!, target: targets[s]! }));
  const last = g.events.filter((e) => e.type === "trick").at(-1);
  return last !== undefined && last.type === "trick" && last.nextLead;
}

describe("highest unique rank", () => {
  it("a top rank held once leads, wherever its card lies (second trick, not its lead)", () => {
    expect(nextLeadAfter(["red10", "red5", "blue3", "blue17"], ["new", 0, "new", 1])).toBe(3);
  });

  it("a top rank held once in the first trick, played after its lead", () => {
    expect(nextLeadAfter(["red10", "red18", "blue3", "blue17"], ["new", 0, "new", 1])).toBe(1);
  });

  it("a shared top rank passes to the next rank held once", () => {
    expect(nextLeadAfter(["red17", "red5", "blue17", "blue9"], ["new", 0, "new", 1])).toBe(3);
  });
});
