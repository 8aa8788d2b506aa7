// Card attributes tabled per round keep their values per set of the rule cards they read
// (expr/attr-table.ts byRules): a round whose cards in force differ, but not in the ones an attribute
// reads, takes the values of an earlier round. Checked by playing the fast compilation against the
// reference one on drafted rule cards (test/support/differential.ts), where rounds bring other cards.
import { describe, expect, it } from "vitest";
import { compile } from "../../src/lang/index.js";
import { roundReadsOf } from "../../src/engine/expr/attr-table.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playFast, playGeneral } from "../support/differential.js";

const BASE = `game "Rule sets"
players 3..4
suits a b c d
deck a b c d 1..9
deal all
first dealer: random
dealer: clockwise
card boost: 0
card col: if suit = a then 1 else if suit = b then 2 else if suit = c then 3 else 4
card kind: if boost > 0 then 0 else col
tricks {
  lead: left of dealer, then winner
  follow: kind = kind of leadCard or count(hand where kind = kind of leadCard) = 0
  winner: highest boost * 100 + rank where kind = kind of leadCard or boost > 0
}
score: tricks
rounds 4
winner: highest total
`;

/** Rule cards 1..32: each makes one rank count (card i: rank i mod 9 + 1); cards 17.. also read the lead cards so far. */
function drafted(): RulesetIR {
  const files: Record<string, string> = { "draft/base.stich": BASE };
  const withs = Array.from({ length: 32 }, (_, i) => {
    const rank = (i % 9) + 1;
    const extra = i >= 16 ? " and count(leadCards) >= 2" : "";
    files[`draft/c${i + 1}.stich`] = `rule card ${i + 1} "Rank ${rank}" extends "base.stich"\ncard boost: boost + 1 when rank = ${rank}${extra}\n`;
    return `with "c${i + 1}.stich"`;
  });
  const text = `variant "Drafted" extends "base.stich"\nrule cards 1..32\ndraft: each player is offered 2 rule cards and keeps 1\n${withs.join("\n")}\n`;
  const { ir, diagnostics } = compile(text, { file: "draft/game.stich", readFile: (p) => files[p] });
  expect(diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
  return ir!;
}

describe("card attributes tabled per set of the rule cards they read", () => {
  it("know which rule cards an attribute reads, through the attributes it reads", () => {
    const ir = drafted();
    const known = new Map<string, ReturnType<typeof roundReadsOf>>();
    for (const a of ir.cardAttrs ?? []) known.set(a.name, roundReadsOf(a.expr, known));
    expect(known.get("boost")!.ruleIds).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(known.get("kind")!.ruleIds).toEqual(known.get("boost")!.ruleIds);
    // A computed number or the whole list: any card in force.
    expect(roundReadsOf({ k: "call", fn: "active", args: [{ k: "ref", name: "round" }] }, known).ruleIds).toBeNull();
    expect(roundReadsOf({ k: "ref", name: "activeRules" }, known).ruleIds).toBeNull();
  });

  it("play the games of the reference compilation across rounds with other cards in force", () => {
    const ir = drafted();
    for (const players of [3, 4]) {
      for (let seed = 1; seed <= 12; seed++) {
        const general = playGeneral(ir, players, seed);
        const fast = playFast(ir, players, seed);
        expect(fast.digests, `${players} players, seed ${seed}`).toEqual(general.digests);
        expect(fast.error).toBe(general.error);
        expect(JSON.stringify(fast.result)).toBe(JSON.stringify(general.result));
      }
    }
  });
});
