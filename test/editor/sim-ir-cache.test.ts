// The playtest worker keeps the rulesets it played by content (editor/src/sim/ir-cache.ts): a job whose
// IR equals one played before (a structured-clone copy, as every message brings) plays on that IR
// object, so the engine's compiled rules (kept per IR object) are reused; a different IR is its own.
import { describe, expect, it } from "vitest";
import { knownIr } from "../../editor/src/sim/ir-cache.js";
import { Game } from "../../src/engine/game.js";
import { loadRuleset } from "../support/rulesets.js";

describe("the playtest worker's rulesets by content", () => {
  const classic = loadRuleset("rulesets/sticheln/classic.stich");
  const meister = loadRuleset("rulesets/stich-meister/base.stich");

  it("hands back the IR it was given first for an equal copy, and plays the same game on it", () => {
    const first = knownIr(structuredClone(classic));
    const again = knownIr(structuredClone(classic));
    expect(again).toBe(first);
    const a = Game.create(first, { players: 4, seed: 3, record: false });
    const b = Game.create(structuredClone(classic), { players: 4, seed: 3, record: false });
    expect(a.state()).toEqual(b.state());
  });

  it("keeps different rulesets apart, and an edited one is new", () => {
    const c = knownIr(structuredClone(classic));
    const m = knownIr(structuredClone(meister));
    expect(m).not.toBe(c);
    expect(knownIr(structuredClone(meister))).toBe(m);
    const edited = { ...structuredClone(classic), name: `${classic.name} (edited)` };
    expect(knownIr(edited)).toBe(edited);
    expect(knownIr(structuredClone(classic))).toBe(c);
  });

  it("forgets the least recently used beyond a few", () => {
    const c = knownIr(structuredClone(classic));
    for (let i = 0; i < 4; i++) knownIr({ ...structuredClone(classic), name: `other ${i}` });
    const back = knownIr(structuredClone(classic));
    expect(back).not.toBe(c);
    expect(back).toEqual(c);
  });
});
