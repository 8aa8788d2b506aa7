// The `pass` step: every seat passes N hand cards face down to a neighbour, all at once. Only the
// passer and the receiver see the cards; the sampler keeps every seat's view consistent (what it
// passed, what it received, what was played since), also across two passes in a row.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR, StepIR } from "../../src/ir/types.js";
import { getBot } from "../../src/bots/registry.js";
import { playGame } from "../../src/sim/play.js";
import { bin, call, num, ref, ruleset, where } from "../support/ir-build.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { compileIn, where as placesOf } from "../lang/helpers.js";

/** Must-follow trick play after the given steps: 4 suits 1..8, 3 to 5 players, 6 cards each. */
function passing(steps: readonly StepIR[]): RulesetIR {
  const hasLead = call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead"))));
  return ruleset({
    name: "Passing (fixture)",
    players: { min: 3, max: 5 },
    rounds: num(2),
    suits: ["red", "blue", "green", "gold"],
    decks: [3, 4, 5].map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 1, to: 8 } })),
    deal: { each: num(6), leftover: "hidden" },
    piles: [],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    beforeTricks: steps,
    tricks: {
      nextLead: { kind: "winner" },
      open: { k: "bool", v: true },
      follow: bin("or", bin("=", ref("suit"), ref("lead")), bin("=", hasLead, num(0))),
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
    },
    score: ref("tricks"),
  });
}

const LEFT: StepIR = { kind: "pass", count: num(2), to: "left" };
const RIGHT: StepIR = { kind: "pass", count: num(1), to: "right" };

/** Every seat passes its lowest cards. */
function passLowest(g: Game, n: number): number[][] {
  const passed: number[][] = [];
  for (let s = 0; s < g.players; s++) {
    const cards = g.observe(s).hand.slice(0, n);
    passed.push(cards);
    g.apply(s, { type: "choose", cards });
  }
  return passed;
}

describe("pass N cards to a neighbour", () => {
  it("moves every seat's chosen cards to its left neighbour at once, and then trick play starts", () => {
    const g = Game.create(passing([LEFT]), { players: 4, seed: 3 });
    const dealt = g.state().hands.map((h) => [...h]);
    expect(g.toAct()).toEqual([0, 1, 2, 3]);
    const passed = passLowest(g, 2);
    expect(g.state().phase).toBe("tricks");
    for (let s = 0; s < 4; s++) {
      const from = (s + 3) % 4; // the right neighbour passes to s
      const expected = [...dealt[s]!.filter((c) => !passed[s]!.includes(c)), ...passed[from]!].sort((a, b) => a - b);
      expect(g.state().hands[s]).toEqual(expected);
    }
  });

  it("passes to the right neighbour when told so", () => {
    const g = Game.create(passing([RIGHT]), { players: 3, seed: 3 });
    const passed = passLowest(g, 1);
    expect(g.state().hands[0]).toContain(passed[1]![0]);
    expect(g.state().hands[1]).toContain(passed[2]![0]);
    expect(g.state().hands[2]).toContain(passed[0]![0]);
  });

  it("shows the passed cards only to the passer and the receiver", () => {
    const g = Game.create(passing([LEFT]), { players: 4, seed: 3 });
    const passed = passLowest(g, 2);
    for (let viewer = 0; viewer < 4; viewer++) {
      const seen = g.observe(viewer).events.filter((e) => e.type === "pass");
      expect(seen).toHaveLength(4);
      for (const e of seen) {
        if (e.type !== "pass") continue;
        expect(e.cards).toEqual(viewer === e.seat || viewer === e.to ? passed[e.seat] : null);
        expect(e.count).toBe(2);
      }
    }
  });

  it("explains a refused pass in the step's words, and holds back a seat's choice until all have chosen", () => {
    const g = Game.create(passing([LEFT]), { players: 3, seed: 3 });
    const hand = g.observe(0).hand;
    expect(g.whyIllegal(0, { type: "choose", cards: [hand[0]!] })).toBe("choose exactly 2 card(s), not 1");
    expect(g.whyIllegal(0, { type: "play", card: hand[0]!, target: "new" })).toBe("seat 0 must choose the cards to pass to the left now, not play");
    g.apply(0, { type: "choose", cards: hand.slice(0, 2) });
    expect(g.state().hands[0]).toEqual(hand);
    expect(g.observe(1).events.filter((e) => e.type === "pass")).toEqual([]);
  });

  it("keeps sampled worlds consistent with what a seat passed, received and saw played, over two passes", () => {
    const ir = passing([LEFT, RIGHT]);
    for (let seed = 1; seed <= 12; seed++) {
      const g = Game.create(ir, { players: 4, seed });
      const rng = new Rng(seed);
      for (let i = 0; i < 8 + seed; i++) {
        const s = g.toAct()[0]!;
        g.apply(s, rng.pick(g.legalActions(s)));
      }
      for (let viewer = 0; viewer < 4; viewer++) {
        const world = g.sampleHidden(viewer, new Rng(seed * 7 + viewer));
        expect(world.observe(viewer)).toEqual(g.observe(viewer));
      }
    }
  });

  it("is played by every bot", () => {
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const ir = passing([LEFT, RIGHT]);
      const g = Game.create(ir, { players: 4, seed: 9 });
      playGame(g, [getBot(spec), getBot("random"), getBot(spec), getBot("random")], [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(ir, g);
    }
  });
});

engineProperties("pass to the left", passing([LEFT]));
engineProperties("pass left then right", passing([LEFT, RIGHT]));

describe("each player passes N cards to the left / right (the language)", () => {
  const text = (steps: string) => `game "Passing"
players 3..5
suits red blue green gold
deck red blue green gold 1..8
deal 6 each
before tricks {
${steps}
}
score: tricks
`;

  it("lowers to the pass step, in either direction", () => {
    const r = compileIn(text("  each player passes 3 cards to the left\n  each player passes 1 card to the right"));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.beforeTricks).toEqual([
      { kind: "pass", count: num(3), to: "left" },
      { kind: "pass", count: num(1), to: "right" },
    ]);
  });

  it("checks the count: a number, at least 1, no more than the hand holds then", () => {
    expect(placesOf(compileIn(text("  each player passes red cards to the left")))).toEqual(["SW3001@7:22"]);
    expect(placesOf(compileIn(text("  each player passes 0 cards to the left")))).toEqual(["SW4012@7:22"]);
    expect(placesOf(compileIn(text("  each player passes 7 cards to the left")))).toEqual(["SW4007@7:22"]);
    // Passing keeps the hand's size: 6 and then 6 again is fine.
    expect(compileIn(text("  each player passes 6 cards to the left\n  each player passes 6 cards to the right")).diagnostics).toEqual([]);
  });

  it("tells where a direction is missing", () => {
    expect(placesOf(compileIn(text("  each player passes 2 cards to the")))[0]).toMatch(/^SW100/);
  });
});
