// The lead-table loop (fast/table-plays.ts) keeps the entry of the open tricks' leads from play to
// play and draws at it: by place where every suit of the deck has the same number of targets there,
// else by walking the hand (tricks/table-draw.ts drawListed, handed that entry, so no leadCode walk
// again; a card drawn for its first target goes to the entry's first row without a walk over the
// rows). Whether the suits' numbers differ is remembered per entry once every suit is answered
// (sameTargets -2), as their being the same is. It must play the general path's games, and draw by
// place wherever it can: on Hat Trick (one target per card at every entry) only the first draws at
// an entry, before its suits are answered, walk the hand; Stichling (a card following an open trick
// may also open one) walks it at many.
import { describe, expect, it } from "vitest";
import { tableDraws, uniformDraws } from "../../src/engine/tricks/table-draw.js";
import { expectSameRuns, playFast, playGeneral } from "../support/differential.js";
import { loadRuleset } from "../support/rulesets.js";

/** Plays seeds 1..4 at every player count on both paths; returns the fast side's draws by place and by walk. */
function draws(file: string): { uniform: number; listed: number } {
  const ir = loadRuleset(file);
  let uniform = 0;
  let all = 0;
  for (let players = ir.players.min; players <= ir.players.max; players++) {
    for (let seed = 1; seed <= 4; seed++) {
      const general = playGeneral(ir, players, seed);
      const u = uniformDraws.count;
      const t = tableDraws.count;
      const fast = playFast(ir, players, seed);
      uniform += uniformDraws.count - u;
      all += tableDraws.count - t;
      expectSameRuns(general, fast, `${file}, ${players} players, seed ${seed}`);
    }
  }
  return { uniform, listed: all - uniform };
}

describe("the lead-table loop's draws at the entry it keeps", () => {
  it("plays Hat Trick's games, walking the hand only at an entry's first draws", () => {
    const { uniform, listed } = draws("rulesets/sticheln/hat-trick.stich");
    expect(uniform).toBeGreaterThan(1000);
    expect(listed).toBeLessThan(uniform / 50);
  });

  it("plays Stichling's games, walking the hand where the suits' targets differ", () => {
    const { uniform, listed } = draws("rulesets/stichling/stichling.stich");
    expect(uniform).toBeGreaterThan(100);
    expect(listed).toBeGreaterThan(1000);
  });
});
