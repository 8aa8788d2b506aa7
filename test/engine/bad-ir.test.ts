// An IR made by hand (not by the compiler) that the engine cannot play is refused when a game is
// created, with a RuleError naming the rule: numbers past the engine's limits (src/ir/limits.ts) and
// names nothing defines. The engine throws nothing else for a ruleset's faults.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { RuleError } from "../../src/engine/errors.js";
import { LIMITS } from "../../src/ir/limits.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { classicIR } from "./fixtures.js";
import { ref } from "../support/ir-build.js";

function refusal(ir: RulesetIR): RuleError {
  try {
    Game.create(ir, { players: 4, seed: 7 });
  } catch (err) {
    expect(err).toBeInstanceOf(RuleError);
    return err as RuleError;
  }
  throw new Error("the game was created");
}

describe("a hand-built IR the engine cannot play", () => {
  const base = classicIR();

  it("is refused at a number past the engine's limits, naming the rule and the seed", () => {
    const err = refusal({ ...base, tricks: { ...base.tricks, maxOpen: 2147483648 } });
    expect(err.code).toBe("limit");
    expect(err.rule).toBe("tricks open at most");
    expect(err.seed).toBe(7);
    expect(err.message).toContain(`at most ${LIMITS.openTricks}`);
  });

  it("is refused at a deck larger than the engine holds", () => {
    const huge = { ...base, decks: base.decks.map((d) => ({ ...d, ranks: { from: 0, to: 100_000_000 } })) };
    expect(refusal(huge).code).toBe("limit");
  });

  it("is refused when a rule names a pile nothing declares", () => {
    const err = refusal({ ...base, score: ref("nowhere") });
    expect(err.code).toBe("bad-ir");
    expect(err.message).toContain("nowhere");
  });

  it("and a good one still plays", () => {
    expect(Game.create(base, { players: 4, seed: 7 }).isOver).toBe(false);
  });
});
