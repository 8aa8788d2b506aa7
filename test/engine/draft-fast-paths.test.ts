// Fast paths with task chips (steps/tasks.ts) and a drafted layout (steps/layout-draft.ts). Their steps
// run outside trick play only (the chip draft at the game's start, the secret pick before the tricks,
// the completion after them; the layout draft and its clues before the tricks), and the tasks are read
// after the round's last trick on every path, so both mechanics declare the fast paths safe: on
// fixtures with them and nothing else that turns the paths off (not Was Sticht?), the fast paths run
// and play the same game as the general path, cycle by cycle. Was Sticht? itself keeps them off by
// declaration: its secret trumps are read by the trick rules, which no table of the fast paths knows,
// and the differential run covers it at 3 and 4 players through the general path on both sides.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";
import { capsByPart } from "../../src/engine/assembly/fast-caps.js";
import { compile } from "../../src/lang/index.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playFast, playGeneral, type Run } from "../support/differential.js";
import { loadRuleset } from "../support/rulesets.js";

// A fixture that is not Was Sticht?: a plain deal, lead suit wins, four tasks, the dealer's copy.
const TEXT = `game "Chip race"
players 3..4
suits sun moon star leaf
deck sun moon star leaf 1..9
deal 7 each
tricks {
  lead: left of dealer, then winner
  winner: highest rank where suit = lead
  ties: first
}
task none: tricks = 0, worth 3
task two: tricks = 2, worth 2
task topTricks: sum(for t in tricks of each player: if t >= tricks then 1 else 0) = 1, worth 1
task noSun: tricks >= 1 and count(won where suit = sun) = 0, worth 3
tasks: each player drafts 3, copies 4
before tricks {
  each player secretly picks a task, except dealer
}
after tricks {
  complete picked tasks, dealer copies failed ones
}
score: tasksDone - total
end when: tasksLeft = 0
winner: lowest tasksLeft, then highest taskValue
`;

// A fixture that is not Was Sticht? either: a drafted layout with clues, no secrets, no tasks.
const LAYOUT = `game "Open market"
players 3..4
rounds 3
suits sun moon star leaf
deck sun moon star leaf 1..9
deal layout 4 by 8 with clues
tricks {
  lead: left of dealer, then winner
  winner: highest rank where suit = lead
  ties: first
}
score: tricks
`;

function rules(text = TEXT): RulesetIR {
  const r = compile(text, { file: "fixture.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

/** Where two runs part, or null. */
function differ(a: Run, b: Run): string | null {
  if (JSON.stringify(a.digests) !== JSON.stringify(b.digests)) {
    const i = a.digests.findIndex((d, k) => d !== b.digests[k]);
    return `after cycle ${i + 1} (${a.digests.length} vs ${b.digests.length} cycles)`;
  }
  if (a.error !== b.error) return `errors: ${a.error} / ${b.error}`;
  if (JSON.stringify(a.result) !== JSON.stringify(b.result)) return "results differ";
  return null;
}

describe("task chips and drafted layouts under the fast paths", () => {
  it("the tasks mechanic allows every fast path, and a ruleset with tasks and nothing else against them takes them", () => {
    const ir = rules();
    expect(Game.fastPaths(ir)).toEqual({ grid: true, cycles: true, rankTable: true, handCounts: true, inlinePlays: true });
    expect(capsByPart(ir)["mechanic tasks"]).toEqual({ grid: true, cycles: true, rankTable: true, handCounts: true, inlinePlays: true });
  });

  it.each([
    ["task chips", TEXT],
    ["a drafted layout with clues", LAYOUT],
  ])("fast and general paths play the same games with %s, cycle by cycle, and the cycle loop ran", (_name, text) => {
    const ir = rules(text);
    expect(Game.fastPaths(ir)).toEqual({ grid: true, cycles: true, rankTable: true, handCounts: true, inlinePlays: true });
    const before = cycleLoopRuns.count;
    let rounds = 0;
    for (const players of [3, 4]) {
      for (let seed = 1; seed <= 6; seed++) {
        const general = playGeneral(ir, players, seed);
        const fast = playFast(ir, players, seed);
        expect(differ(general, fast), `${players} players, seed ${seed}`).toBeNull();
        expect(general.error).toBeNull();
        rounds += general.result!.roundScores.length;
      }
    }
    // Whole games of several rounds went through the loop.
    expect(rounds).toBeGreaterThanOrEqual(12 * 3);
    expect(cycleLoopRuns.count).toBeGreaterThan(before);
  });

  it("Was Sticht? keeps them off by declaration, naming why, and plays the same game either way at 3 and 4 players", () => {
    for (const file of ["rulesets/was-sticht/was-sticht.stich", "rulesets/was-sticht/short-game.stich"]) {
      const ir = loadRuleset(file);
      expect(Game.fastPaths(ir)).toEqual({ grid: false, cycles: false, rankTable: false, handCounts: false, inlinePlays: false });
      const off = Object.entries(capsByPart(ir)).filter(([, c]) => !c.grid && !c.cycles && !c.rankTable).map(([part]) => part);
      expect(off).toContain("mechanic secrets");
      expect(off).not.toContain("mechanic tasks");
      expect(off).not.toContain("mechanic layoutDraft");
      for (const players of [3, 4]) {
        for (let seed = 1; seed <= 2; seed++) {
          const general = playGeneral(ir, players, seed);
          expect(differ(general, playFast(ir, players, seed)), `${file} ${players} players, seed ${seed}`).toBeNull();
          expect(general.result).not.toBeNull();
        }
      }
    }
  });
});
