// Winner tiers kept per lead card and card (tricks/winner-table.ts): which tiers are kept, and that a
// kept entry is never read under values it was not computed under (the round, the lead cards so far),
// by playing the fast compilation against the reference one (test/support/differential.ts).
import { describe, expect, it } from "vitest";
import { compile } from "../../src/lang/index.js";
import { compileRules } from "../../src/engine/assembly/compile.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playFast, playGeneral } from "../support/differential.js";
import { loadRuleset } from "../support/rulesets.js";

function rulesetText(attrs: string, winner: string): string {
  return `game "Lead table"
players 3..4
suits a b c d
deck a b c d 1..9
deal all
first dealer: random
dealer: clockwise
${attrs}
tricks {
  lead: left of dealer, then winner
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: ${winner}
}
score: tricks
rounds 4
winner: highest total
`;
}

function ruleset(attrs: string, winner: string): RulesetIR {
  const text = rulesetText(attrs, winner);
  const { ir, diagnostics } = compile(text, { file: "lead-table.stich" });
  if (!ir) throw new Error(diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join("\n"));
  return ir;
}

const kept = (ir: RulesetIR): boolean[] => compileRules(ir).winnerTiers.map((t) => t.leadTable !== null);

function expectSameGames(ir: RulesetIR): void {
  for (const players of [3, 4]) {
    for (let seed = 1; seed <= 6; seed++) {
      const general = playGeneral(ir, players, seed);
      const fast = playFast(ir, players, seed);
      expect(fast.digests, `${players} players, seed ${seed}`).toEqual(general.digests);
      expect(fast.error).toBe(general.error);
      expect(JSON.stringify(fast.result)).toBe(JSON.stringify(general.result));
    }
  }
}

describe("winner tiers kept per lead card", () => {
  it("are the tiers that read only the card, the lead card and state every seat sees alike", () => {
    expect(kept(loadRuleset("rulesets/stich-meister/base.stich"))).toEqual([true]);
    expect(kept(loadRuleset("rulesets/stich-meister/trump-ties-by-value.stich"))).toEqual([true]);
    // Fixed per deck: the deck's own table answers (core/card-tables.ts), not this one.
    expect(kept(loadRuleset("rulesets/sticheln/classic.stich"))).toEqual([false, false]);
    // The seat that played the card, its place in the trick, another trick card: live.
    expect(kept(ruleset("", "highest rank + seat where suit = lead"))).toEqual([false]);
    expect(kept(ruleset("", "highest rank where rank > rank of lastCard"))).toEqual([false]);
    // Through attributes, the lead card's attributes and the trump rule too.
    expect(kept(ruleset("card flip: if round = 2 then 0 - rank else rank\ncard same: suit = suit of leadCard", "highest flip where same"))).toEqual([true]);
  });

  it("are emptied when the round they read changes", () => {
    const ir = ruleset("card flip: if round = 2 then 0 - rank else rank", "highest flip + (rank of leadCard) where suit = lead");
    expect(kept(ir)).toEqual([true]);
    expectSameGames(ir);
  });

  it("are emptied when the lead cards so far they read change", () => {
    const ir = ruleset("", "highest (if count(leadCards) > 4 then rank else 0 - rank) where suit = lead");
    expect(kept(ir)).toEqual([true]);
    expectSameGames(ir);
  });

  it("are emptied when the rule cards in force they read change", () => {
    // A draft brings other rule cards every round; each card makes one rank the best.
    const base = ruleset("card boost: 0", "highest boost * 100 + rank where suit = lead or boost > 0");
    const files: Record<string, string> = { "draft/base.stich": "" };
    const cards = Array.from({ length: 32 }, (_, i) => {
      files[`draft/c${i + 1}.stich`] = `rule card ${i + 1} "Rank ${(i % 9) + 1}" extends "base.stich"\ncard boost: boost + 1 when rank = ${(i % 9) + 1}\n`;
      return `with "c${i + 1}.stich"`;
    });
    const text = `variant "Drafted" extends "base.stich"\nrule cards 1..32\ndraft: each player is offered 2 rule cards and keeps 1\n${cards.join("\n")}\n`;
    const readFile = (p: string): string | undefined => (p === "draft/base.stich" ? baseText : files[p]);
    const baseText = rulesetText("card boost: 0", "highest boost * 100 + rank where suit = lead or boost > 0");
    const { ir, diagnostics } = compile(text, { file: "draft/game.stich", readFile });
    expect(diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
    expect(kept(base)).toEqual([true]);
    expect(kept(ir!)).toEqual([true]);
    expectSameGames(ir!);
  });
});
