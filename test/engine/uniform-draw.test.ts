// A random play drawn from the lead table when every suit of the deck has the same number of targets
// under the open tricks' leads (tricks/play.ts drawUniform: a cycle of Hat Trick, where each card has
// one place, or any lead): the card at place i / t of the hand, without walking the hand. It must draw
// the play the walk draws: the same game as the general path, cycle by cycle, at every player count.
import { describe, expect, it } from "vitest";
import { tableDraws, uniformDraws } from "../../src/engine/tricks/play.js";
import { playFast, playGeneral } from "../support/differential.js";
import { loadRuleset } from "../support/rulesets.js";

describe("drawUniform", () => {
  for (const file of ["rulesets/sticheln/hat-trick.stich", "rulesets/stichling/stichling.stich"]) {
    it(`plays the general path's games: ${file}`, () => {
      const ir = loadRuleset(file);
      const uniform = uniformDraws.count;
      const table = tableDraws.count;
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        for (let seed = 1; seed <= 4; seed++) {
          const general = playGeneral(ir, players, seed);
          const fast = playFast(ir, players, seed);
          expect(fast.digests, `${players} players, seed ${seed}`).toEqual(general.digests);
          expect(fast.result).toEqual(general.result);
        }
      }
      // It drew, and (Stichling: cards following an open trick have two targets) the walk drew too.
      expect(uniformDraws.count).toBeGreaterThan(uniform + 100);
      if (file.includes("stichling")) expect(tableDraws.count - table).toBeGreaterThan(uniformDraws.count - uniform);
    });
  }
});
