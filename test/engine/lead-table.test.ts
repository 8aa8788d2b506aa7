// The lead table (tricks/lead-table.ts): per-card rules that read only the card's suit, the trick's
// lead and the open tricks' number and leads are answered once per suit and sequence of open leads,
// and a random play by suit is drawn from those answers. Which rules qualify (expr/walk.ts
// readsOnlyLeads), and that the table plays the general path's games where one compiled ruleset is
// played at player counts whose decks hold different suits. The shipped rulesets and random
// fixture rulesets are compared in differential.test.ts.
import { describe, expect, it } from "vitest";
import { compile } from "../../src/lang/compile.js";
import { compileRules } from "../../src/engine/assembly/compile.js";
import { readsOnlyLeads } from "../../src/engine/expr/walk.js";
import { tableDraws } from "../../src/engine/tricks/play.js";
import type { Expr, RulesetIR } from "../../src/ir/types.js";
import { playFast, playGeneral } from "../support/differential.js";
import { loadRuleset } from "../support/rulesets.js";

/** The `follow` expression of a small ruleset with `rule` as its follow rule. */
function followOf(rule: string): Expr {
  return rulesetWith(`follow: ${rule}`).tricks.follow;
}

function rulesetWith(tricksLine: string, deck = "deck red blue green 1..8"): RulesetIR {
  const text = `game "t"
players 3..4
rounds 2
suits red blue green
${deck}
deal all
pile passed: public
first dealer: seat 0
dealer: clockwise
tricks {
  lead: left of dealer, then highest unique rank, ties red blue green
  open at most 2
  open: suit not in openSuits
  ${tricksLine}
  aside into passed: openTricks = 2 and suit not in openSuits
  winner: highest rank where suit = lead
  stop when: count(hand) = 1
}
score: count(won) - 2 * count(passed)
winner: highest total
`;
  const r = compile(text, { file: "t.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.ir;
}

const none = (): boolean => false;

describe("readsOnlyLeads", () => {
  it("accepts rules of the suit, the lead and the open tricks' number and leads", () => {
    expect(readsOnlyLeads(followOf("suit = lead"), none)).toBe(true);
    expect(readsOnlyLeads(followOf("suit = lead or (openTricks = 2 and suit not in openSuits)"), none)).toBe(true);
    expect(readsOnlyLeads(followOf("if openTricks > 1 then suit = lead else suit != lead"), none)).toBe(true);
  });

  it("refuses anything else the rule reads, an operator that can fail, and a name the ruleset declares", () => {
    // The hand (a count), the card's rank, the seat: each differs between seats or cards of a suit.
    expect(readsOnlyLeads(followOf("suit = lead or count(hand where suit = lead) = 0"), none)).toBe(false);
    expect(readsOnlyLeads(followOf("suit = lead and rank > 2"), none)).toBe(false);
    expect(readsOnlyLeads(followOf("suit = lead or seat = 1"), none)).toBe(false);
    // Division can fail (by zero): a table would skip the error the rule raises.
    expect(readsOnlyLeads(followOf("suit = lead or openTricks / 2 = 1"), none)).toBe(false);
    // `lead` as the ruleset's own name (a let or pile) is not the built-in.
    expect(readsOnlyLeads(followOf("suit = lead"), (name) => name === "lead")).toBe(false);
  });

  it("marks the compiled rules: Hat Trick and Stichling tabled, Sticheln Classic's must-follow and Stich-Meister not", () => {
    const hat = compileRules(loadRuleset("rulesets/sticheln/hat-trick.stich"));
    expect([hat.followLifted?.byLeads, hat.openLifted?.byLeads, hat.asideLifted?.byLeads]).toEqual([true, true, true]);
    expect(compileRules(loadRuleset("rulesets/stichling/stichling.stich")).followLifted?.byLeads).toBe(true);
    expect(compileRules(loadRuleset("rulesets/stich-meister/base.stich")).followLifted?.byLeads).toBe(false);
    expect(compileRules(rulesetWith("follow: suit = lead or count(hand where suit = lead) = 0")).followLifted?.byLeads).toBe(false);
  });
});

describe("plays drawn from the lead table", () => {
  it("are the general path's at player counts whose decks hold different suits (one table for all)", () => {
    // 3 players: red and blue only; 4 players: green too. The 3-player games fill the entries of
    // red and blue first; green's are answered when a 4-player hand first holds it.
    const ir = rulesetWith("follow: suit = lead", "deck by players {\n  3: red blue 1..9\n  4: red blue green 1..8\n}");
    const before = tableDraws.count;
    for (const players of [3, 4, 3, 4]) {
      for (let seed = 1; seed <= 3; seed++) {
        const general = playGeneral(ir, players, seed);
        const fast = playFast(ir, players, seed);
        expect(fast.digests, `${players} players, seed ${seed}`).toEqual(general.digests);
        expect(fast.result).toEqual(general.result);
        expect(fast.error).toBe(general.error);
      }
    }
    expect(tableDraws.count).toBeGreaterThan(before);
  });
});
