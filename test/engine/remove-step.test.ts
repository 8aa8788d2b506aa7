// The `remove` step: after a trick, its winner chooses N of its cards, which leave the game (seen by
// everyone). The trick still counts as won; scoring that reads the won cards no longer sees them.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR, StepIR, TrickStepsIR } from "../../src/ir/types.js";
import { getBot } from "../../src/bots/registry.js";
import { playGame } from "../../src/sim/play.js";
import { bin, call, num, ref, ruleset, where } from "../support/ir-build.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { compileIn, where as placesOf } from "../lang/helpers.js";

const REMOVE: StepIR = { kind: "remove", count: num(1) };

/** Must-follow trick play, 4 suits 1..8, 6 cards each; score: tricks won plus the cards won. */
function removing(blocks: readonly TrickStepsIR[], after: readonly StepIR[] = []): RulesetIR {
  const hasLead = call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead"))));
  return ruleset({
    name: "Removing (fixture)",
    players: { min: 3, max: 5 },
    rounds: num(2),
    suits: ["red", "blue", "green", "gold"],
    decks: [3, 4, 5].map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 1, to: 8 } })),
    deal: { each: num(6), leftover: "hidden" },
    piles: [],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    trickSteps: blocks,
    afterTricks: after,
    tricks: {
      nextLead: { kind: "winner" },
      open: { k: "bool", v: true },
      follow: bin("or", bin("=", ref("suit"), ref("lead")), bin("=", hasLead, num(0))),
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
    },
    score: bin("+", bin("*", num(10), ref("tricks")), call("count", ref("won"))),
  });
}

function playUntil(g: Game, until: (g: Game) => boolean): void {
  while (!until(g)) {
    const s = g.toAct()[0]!;
    g.apply(s, g.legalActions(s)[0]!);
  }
}

describe("winner removes N cards from the trick", () => {
  it("asks the trick's winner alone, from the trick's cards; the card leaves the game and the trick still counts", () => {
    const g = Game.create(removing([{ trick: null, steps: [REMOVE] }]), { players: 4, seed: 3 });
    playUntil(g, (x) => x.events.some((e) => e.type === "trick"));
    const t = g.events.find((e) => e.type === "trick")!;
    if (t.type !== "trick") throw new Error("no trick");
    const cards = t.plays.map((p) => p.card);
    expect(g.state().phase).toBe("choose");
    expect(g.toAct()).toEqual([t.winner]);
    expect(g.legalActions(t.winner!).map((a) => (a.type === "choose" ? a.cards : null))).toEqual(cards.map((c) => [c]));
    const held = g.state().hands[t.winner!]![0]!;
    expect(g.whyIllegal(t.winner!, { type: "choose", cards: [held] })).toMatch(/is not in the trick$/);
    expect(g.whyIllegal((t.winner! + 1) % 4, { type: "choose", cards: [cards[0]!] })).toMatch(/^it is not seat/);
    g.apply(t.winner!, { type: "choose", cards: [cards[0]!] });
    expect(g.state().phase).toBe("tricks");
    expect(g.toAct()).toEqual([t.winner]);
    expect(g.state().removed).toEqual([cards[0]]);
    expect([...g.state().piles["won"]![t.winner!]!].sort()).toEqual(cards.slice(1).sort());
    expect(g.state().tricksWon[t.winner!]).toBe(1);
    for (let v = 0; v < 4; v++) {
      expect(g.observe(v).removed).toEqual([cards[0]]);
      expect(g.observe(v).events.filter((e) => e.type === "remove")).toEqual([{ type: "remove", seat: t.winner, trick: t.trick, cards: [cards[0]] }]);
    }
  });

  it("comes before the other blocks due after the same trick when written first, and before the next lead", () => {
    const pass: TrickStepsIR = { trick: num(1), steps: [{ kind: "pass", count: num(1), to: "left" }] };
    const g = Game.create(removing([{ trick: null, steps: [REMOVE] }, pass]), { players: 3, seed: 4 });
    playUntil(g, (x) => x.state().phase === "tricks" && x.events.some((e) => e.type === "pass"));
    const kinds = g.events.map((e) => e.type);
    const from = kinds.indexOf("trick");
    expect(kinds.slice(from, from + 5)).toEqual(["trick", "remove", "pass", "pass", "pass"]);
  });

  it("after trick play, removes from the round's last trick before scoring", () => {
    const g = Game.create(removing([], [REMOVE]), { players: 3, seed: 5 });
    playUntil(g, (x) => x.state().round === 2);
    const round1 = g.events.slice(0, g.events.findIndex((e) => e.type === "roundEnd") + 1);
    const tricks = round1.filter((e) => e.type === "trick");
    const removal = round1.find((e) => e.type === "remove")!;
    const last = tricks.at(-1)!;
    if (removal.type !== "remove" || last.type !== "trick") throw new Error("missing events");
    expect(removal.trick).toBe(last.trick);
    expect(removal.seat).toBe(last.winner);
    const end = round1.at(-1)!;
    if (end.type !== "roundEnd") throw new Error("no round end");
    // 6 tricks of 3 cards, one removed: the winner of the last trick scores one card less than it won.
    expect(end.scores.reduce((a, b) => a + b, 0)).toBe(6 * 10 + 18 - 1);
  });

  it("nothing to remove from, or too few cards: a RuleError naming the step", () => {
    const two = removing([{ trick: null, steps: [{ kind: "remove", count: num(4) }] }]);
    const g = Game.create(two, { players: 3, seed: 1 });
    expect(() => playUntil(g, (x) => x.events.some((e) => e.type === "trick"))).toThrow(/cannot remove 4 card\(s\) from a trick of 3.*after trick block 1 step 1/);
  });

  it("is played by every bot, and sampled worlds agree after removals", () => {
    const ir = removing([{ trick: null, steps: [REMOVE] }]);
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const g = Game.create(ir, { players: 4, seed: 9 });
      playGame(g, [getBot(spec), getBot("random"), getBot(spec), getBot("random")], [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(ir, g);
    }
  });
});

engineProperties("remove after each trick", removing([{ trick: null, steps: [REMOVE] }]));
engineProperties("remove after trick play", removing([], [REMOVE]));

describe("winner removes N cards from the trick (the language)", () => {
  const text = (rest: string) => `game "Removing"
players 3..5
suits red blue green gold
deck red blue green gold 1..8
deal 6 each
${rest}
score: tricks
`;

  it("lowers to the remove step", () => {
    const r = compileIn(text("after each trick {\n  winner removes 1 card from the trick\n}"));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.trickSteps).toEqual([{ trick: null, steps: [{ kind: "remove", count: num(1) }] }]);
  });

  it("checks the count, and that a trick exists: not before trick play", () => {
    expect(placesOf(compileIn(text("after each trick {\n  winner removes red cards from the trick\n}")))).toEqual(["SW3001@7:18"]);
    expect(placesOf(compileIn(text("before tricks {\n  winner removes 1 card from the trick\n}")))).toEqual(["SW4007@7:3"]);
  });
});
