// A per-card rule's card-free parts are computed once ahead of the walk over the cards (the fast
// compilation's lifting, expr/compile.ts compilePredicate). A part that can fail (a list position
// outside its list) must fail only where the rules would evaluate it: not when an `or`'s earlier,
// card-reading part already answers for every card. The position may sit in a let the part reads,
// directly or through another let, or in a card attribute (expr/walk.ts worthLifting follows their
// definitions).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../src/lang/index.js";
import { expectSamePlay, playGeneral } from "../support/differential.js";
import { ROOT } from "../support/rulesets.js";
import type { RulesetIR } from "../../src/ir/types.js";

const CLASSIC = readFileSync(join(ROOT, "rulesets/sticheln/classic.stich"), "utf8");

/** Sticheln Classic with `follow` and extra lets added (the lets before the score's). */
function classicWith(follow: string, lets: string): RulesetIR {
  const text = CLASSIC.replace("  ties: first\n", `  ties: first\n  follow: ${follow}\n`).replace("let pile = won + misery", `${lets}\nlet pile = won + misery`);
  const r = compile(text, { file: "lifted.stich" });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.ir!;
}

// Nobody has won a card before the first trick ends: `(rank of won)[1]` fails there.
const FIRST_WON = "let firstWon = (rank of won)[1]";

describe("lifted per-card parts fail only where the rules read them", () => {
  const shapes: [string, RulesetIR][] = [
    ["a let holding a position, after an `or` that always answers", classicWith("rank >= 0 or firstWon > 0", FIRST_WON)],
    ["a let reading such a let", classicWith("rank >= 0 or later > 0", `${FIRST_WON}\nlet later = firstWon + 1`)],
    ["inside a count over the hand", classicWith("rank >= 0 or count(hand where rank >= 0 or firstWon > 0) = 0", FIRST_WON)],
    // A card-free card attribute holding a position: the second trick's lead has no second entry in [1].
    ["a card attribute holding a position", classicWith("rank >= 0 or second > 0", "card second: [1][count(leadCards) + 1]")],
  ];
  for (const [label, ir] of shapes) {
    it(label, () => {
      for (const players of [3, 4, 6]) {
        for (const seed of [1, 2, 3]) {
          const general = expectSamePlay(ir, players, seed, label);
          // The rules never read the position: the game runs to its end.
          expect(general.error, label).toBeNull();
        }
      }
    });
  }

  it("a part the rules do read still fails, on both paths alike", () => {
    const ir = classicWith("rank < 0 or firstWon > 0", FIRST_WON);
    const general = expectSamePlay(ir, 4, 1, "read");
    expect(general.error).toMatch(/outside a list of 0/);
    expect(playGeneral(ir, 4, 2).error).toMatch(/let firstWon/);
  });
});
