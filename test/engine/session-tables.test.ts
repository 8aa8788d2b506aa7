// Per-round attribute tables checked once per play session (expr/attr-table.ts tabled, with
// expr/play-session.ts): the random-play loops bump the evaluation epoch at every play, and every
// table read first in an epoch compared the deck, the players, the round and the rule cards in force
// again. Within one live session of the same game only plays that left the trick going on happened,
// so a table not keyed by the round's progress is taken as checked; a table keyed by the progress
// (the lead cards so far, the tricks played) is checked at every epoch as before. Both loops must play
// the general path's games (the plain interpreter, every decision listed): Stich-Meister base, the
// four cards, card 27 (alone and with 28), card 21 (a trump colour fixed by trick 2's lead) and
// random card sets at 3-5 players, and small rulesets per branch (a class of the round, of the tricks
// played, of a rule card in force; the whole-cycle loop and the per-play loop). Each checks whether
// the spared checks happened (sessionChecks).
import { describe, expect, it } from "vitest";
import { sessionChecks } from "../../src/engine/expr/attr-table.js";
import { listLoopRuns } from "../../src/engine/fast/random-plays.js";
import { ruleCycleRuns } from "../../src/engine/fast/rule-cycles.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";
import { FOUR_CARDS, grew, smallRuleset } from "../support/follow-rulesets.js";


/** Three rounds, the given class, follow, `open` and winner. */
function ruleset(cls: string, follow: string, open: string, winner: string): RulesetIR {
  return smallRuleset({ rounds: 3, attrs: `card cls: ${cls}\ncard followCls: cls of leadCard`, follow, tricks: `  open: ${open}`, winner, score: "score: count(won) + 3 * tricks" });
}

// Not a MatchRule (an `and` of two), so each follower's cards are asked one by one through the tables.
const LISTED = "(cls = followCls or count(hand where cls = followCls) = 0) and (rank > 1 or count(hand where rank > 1) = 0)";

describe("per-round tables checked once per play session", () => {
  it("play Stich-Meister's games as the general path: base, the four cards, cards 27, 21, random card sets, 3-5 players", () => {
    const sets: string[][] = [[], FOUR_CARDS, ["cards/27-follow-last-card.stich"], ["cards/27-follow-last-card.stich", "cards/28-forced-trumping.stich"], ["cards/21-trump-colour-of-trick-two.stich"], ...randomStichMeisterCardSets(2611, 14)];
    const spared = grew(sessionChecks);
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      for (const players of [3, 4, 5]) expectSamePlay(ir, players, 900 + games++, set.join(" ") || "base");
    }
    expect(games).toBeGreaterThan(40);
    expect(spared()).toBeGreaterThan(0);
  }, 240_000);

  // The winner of the class, else one that reads no class (then nothing but the follow rule reads the
  // table between the plays of a round: no check outside the session refills it).
  const BY_CLASS = "highest (if cls = cls of leadCard then rank else 0)";
  const BY_SUIT = "highest rank where suit = lead";
  // [label, class, follow, open, winner, checks spared, loop]
  const cases: [string, string, string, string, string, boolean, "cycles" | "per play"][] = [
    ["a class of the suit", "if suit = red then 0 else if suit = blue then 1 else 2", LISTED, "true", BY_CLASS, true, "cycles"],
    ["a class that reads the round (other values each round)", "if round = 2 and suit = red then 1 else if suit = blue then round else 0", LISTED, "true", BY_SUIT, true, "cycles"],
    ["a class that reads the tricks played (checked at every play)", "if playedTricks > 4 and suit = red then 1 else if suit = blue then 2 else 0", LISTED, "true", BY_SUIT, false, "cycles"],
    ["a class of the suit, in the per-play loop", "if suit = red then 0 else if suit = blue then 1 else 2", LISTED, "rank > 0", BY_CLASS, true, "per play"],
    ["a class that reads the round, in the per-play loop", "if round = 2 and suit = red then 1 else if suit = blue then round else 0", LISTED, "rank > 0", BY_SUIT, true, "per play"],
  ];
  for (const [label, cls, follow, open, winner, spares, loop] of cases) {
    it(`plays the general path's games: ${label}`, () => {
      const ir = ruleset(cls, follow, open, winner);
      const spared = grew(sessionChecks);
      const cycles = grew(ruleCycleRuns);
      const listed = grew(listLoopRuns);
      for (const players of [3, 4, 5]) for (let seed = 1; seed <= 6; seed++) expectSamePlay(ir, players, seed, label);
      if (spares) expect(spared(), label).toBeGreaterThan(0);
      else expect(spared(), label).toBe(0);
      if (loop === "cycles") expect(cycles(), label).toBeGreaterThan(0);
      else {
        expect(cycles(), label).toBe(0);
        expect(listed(), label).toBeGreaterThan(0);
      }
    });
  }
});
