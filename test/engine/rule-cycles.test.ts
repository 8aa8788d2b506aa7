// Whole cycles of one trick where a per-card `follow` keeps the plays off the grid (fast/rule-cycles.ts):
// without recording and with a stream for every seat, Game.applyRandomPlays plays a cycle at a time,
// drawing each play that joins the trick by the rules (the hand counts' match draw, else the list of
// legal plays). It must be the same game as the per-play loop (a recording game) and as the general
// path on the plain interpreter (expectSamePlay): on Stich-Meister, base and with random sets of rule
// cards at 3-5 players, on the shipped rulesets it runs on, on rules that take each of its branches,
// and when it takes over mid-cycle. Each test checks that the loop ran (it counts its entries).
import { describe, expect, it } from "vitest";
import { ruleCycleRuns } from "../../src/engine/fast/rule-cycles.js";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { CLASS_ATTRS as CLASS, followRuleset as ruleset } from "../support/follow-rulesets.js";
import { expectSameByStreams } from "../support/play.js";
import { loadRuleset, randomStichMeisterCardSets, rulesetFiles, stichMeisterWith } from "../support/rulesets.js";

/** Counts the loop's entries from now on: `calls()`. */
function spy(): { calls(): number } {
  const start = ruleCycleRuns.count;
  return { calls: () => ruleCycleRuns.count - start };
}

/** The loop (no recording) against the per-play loop (recording); returns the loop's entries. */
const expectSameGame = (ir: RulesetIR, players: number, seed: number, perPlayFirst?: (k: number) => number): number =>
  expectSameByStreams(ir, players, seed, ruleCycleRuns, perPlayFirst);

describe("applyRandomPlays, whole cycles with a per-card follow", () => {
  it("plays Stich-Meister's games as the general path, base and with random sets of rule cards, 3-5 players", () => {
    const sets: string[][] = [[], ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"]];
    sets.push(...randomStichMeisterCardSets(2711, 12));
    const s = spy();
    let games = 0;
    let looped = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      const before = s.calls();
      for (const players of [3, 4, 5]) {
        expectSamePlay(ir, players, 90 + games, set.join(" ") || "base");
        games++;
      }
      if (s.calls() > before) looped++;
    }
    expect(games).toBeGreaterThan(30);
    // Base and the four cards at least; card sets with steps during trick play or other flows do not.
    expect(looped).toBeGreaterThanOrEqual(2);
  }, 240_000);

  const shipped = rulesetFiles().filter((f) => {
    const ir = loadRuleset(f);
    const g = Game.create(ir, { players: ir.players.min, seed: 1, record: false });
    const s = spy();
    g.applyRandomPlays(Array.from({ length: ir.players.max }, (_, i) => new Rng(i + 1)));
    return s.calls() > 0;
  });

  it("runs on Stich-Meister base and on classics with a per-card follow", () => {
    expect(shipped).toContain("rulesets/stich-meister/base.stich");
  });

  for (const file of shipped) {
    it(`plays the same games as the per-play loop at every player count: ${file}`, () => {
      const ir = loadRuleset(file);
      let calls = 0;
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        for (let seed = 1; seed <= 4; seed++) calls += expectSameGame(ir, players, seed);
      }
      expect(calls).toBeGreaterThan(0);
    }, 60_000);
  }

  it("takes over mid-cycle after plays made one at a time", () => {
    const ir = stichMeisterWith(["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich"])!;
    let calls = 0;
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 6; seed++) calls += expectSameGame(ir, players, seed, (k) => (k * 7 + seed) % players);
    }
    expect(calls).toBeGreaterThan(0);
  });

  // [label, attributes, follow, extra tricks lines]: each takes a branch of the loop's draw.
  const cases: [string, string, string, string][] = [
    ["a matching follow (drawn from the hand counts)", CLASS, "cls = followCls or count(hand where cls = followCls) = 0", ""],
    ["another follow (drawn from the list of plays)", CLASS, "cls = followCls or count(hand where cls = followCls) = 0 or rank = 1", ""],
    ["a follow that may leave no legal play", CLASS, "cls = followCls or rank > 8", ""],
    ["an X that raises an error", "card cls: if suit = red then 0 else 1\ncard followCls: if rank of leadCard = 1 then [0][5] else cls of leadCard", "cls = followCls or count(hand where cls = followCls) = 0", ""],
    ["trick play that stops early", CLASS, "cls = followCls or count(hand where cls = followCls) = 0", "  stop when: count(hand) = 3\n"],
  ];
  for (const [label, attrs, follow, extra] of cases) {
    it(`plays the general path's games: ${label}`, () => {
      const ir = ruleset(attrs, follow, extra);
      const s = spy();
      for (const players of [3, 4, 5]) for (let seed = 1; seed <= 4; seed++) expectSamePlay(ir, players, seed, label);
      expect(s.calls(), label).toBeGreaterThan(0);
    });
  }

  it("does not run with recording, without a stream for every seat, or where `open` is a rule", () => {
    const ir = stichMeisterWith([])!;
    const s = spy();
    const rngs = [1, 2, 3, 4].map((i) => new Rng(i));
    Game.create(ir, { players: 4, seed: 3 }).applyRandomPlays(rngs);
    Game.create(ir, { players: 4, seed: 3, record: false }).applyRandomPlays([rngs[0]!, rngs[1]!, null, rngs[3]!]);
    const opens = ruleset(CLASS, "cls = followCls or count(hand where cls = followCls) = 0", "  open: rank > 1\n");
    Game.create(opens, { players: 4, seed: 3, record: false }).applyRandomPlays(rngs);
    expect(s.calls()).toBe(0);
  });
});
