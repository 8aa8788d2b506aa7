// The `expose` step: every seat lays N hand cards face up, all at once. They stay in the hand and are
// played as usual; everyone sees them while they are held. Passed on (or put into a pile), a face-up
// card is seen going and is an ordinary hidden card where it arrives. The sampler gives every face-up
// card to its holder.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR, StepIR } from "../../src/ir/types.js";
import { getBot } from "../../src/bots/registry.js";
import { playGame } from "../../src/sim/play.js";
import { bin, call, num, ref, ruleset, where } from "../support/ir-build.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { compileIn, where as placesOf } from "../lang/helpers.js";

/** Must-follow trick play after the given steps: 4 suits 1..8, 3 to 5 players, 6 cards each, a hidden pile `kept`. */
function exposing(steps: readonly StepIR[]): RulesetIR {
  const hasLead = call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead"))));
  return ruleset({
    name: "Exposing (fixture)",
    players: { min: 3, max: 5 },
    rounds: num(2),
    suits: ["red", "blue", "green", "gold"],
    decks: [3, 4, 5].map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 1, to: 8 } })),
    deal: { each: num(6), leftover: "hidden" },
    piles: [{ name: "kept", visibility: "owner" }],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    beforeTricks: steps,
    tricks: {
      nextLead: { kind: "winner" },
      open: { k: "bool", v: true },
      follow: bin("or", bin("=", ref("suit"), ref("lead")), bin("=", hasLead, num(0))),
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
    },
    score: bin("-", ref("tricks"), call("count", ref("kept"))),
  });
}

const EXPOSE: StepIR = { kind: "expose", count: num(2) };
const PASS: StepIR = { kind: "pass", count: num(2), to: "left" };
const KEEP: StepIR = { kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true };

/** Every seat chooses its `n` lowest (or highest) cards in the current step. */
function chooseAll(g: Game, n: number, highest = false): number[][] {
  const chosen: number[][] = [];
  for (let s = 0; s < g.players; s++) {
    const hand = g.observe(s).hand;
    const cards = highest ? hand.slice(hand.length - n) : hand.slice(0, n);
    chosen.push(cards);
    g.apply(s, { type: "choose", cards });
  }
  return chosen;
}

describe("each player exposes N cards", () => {
  it("keeps the cards in the hand, face up for everyone once every seat has chosen", () => {
    const g = Game.create(exposing([EXPOSE]), { players: 4, seed: 3 });
    const dealt = g.state().hands.map((h) => [...h]);
    expect(g.toAct()).toEqual([0, 1, 2, 3]);
    g.apply(0, { type: "choose", cards: dealt[0]!.slice(0, 2) });
    // Secret until all have chosen: nobody sees seat 0's cards yet.
    for (let v = 0; v < 4; v++) expect(g.observe(v).exposed).toEqual([[], [], [], []]);
    expect(g.observe(1).events.some((e) => e.type === "expose")).toBe(false);
    for (let s = 1; s < 4; s++) g.apply(s, { type: "choose", cards: dealt[s]!.slice(0, 2) });
    expect(g.state().phase).toBe("tricks");
    expect(g.state().hands).toEqual(dealt);
    for (let v = 0; v < 4; v++) {
      expect(g.observe(v).exposed).toEqual(dealt.map((h) => h.slice(0, 2)));
      expect(g.observe(v).events.filter((e) => e.type === "expose")).toEqual(dealt.map((h, seat) => ({ type: "expose", seat, cards: h.slice(0, 2) })));
    }
  });

  it("is face up no more once played", () => {
    const g = Game.create(exposing([EXPOSE]), { players: 3, seed: 5 });
    const shown = chooseAll(g, 2);
    const leader = g.toAct()[0]!;
    const card = shown[leader]![0]!;
    // The leader's face-up card is legal to lead (the lead follows nothing).
    g.apply(leader, { type: "play", card, target: "new" });
    for (let v = 0; v < 3; v++) expect(g.observe(v).exposed[leader]).toEqual(shown[leader]!.slice(1));
  });

  it("passed on, a face-up card is seen going and is hidden in the receiver's hand", () => {
    const g = Game.create(exposing([EXPOSE, PASS]), { players: 4, seed: 7 });
    const shown = chooseAll(g, 2);
    // Every seat passes one face-up card and its highest card.
    for (let s = 0; s < 4; s++) {
      const hand = g.observe(s).hand;
      const cards = [shown[s]![0]!, hand[hand.length - 1]!].sort((a, b) => a - b);
      g.apply(s, { type: "choose", cards });
    }
    for (let v = 0; v < 4; v++) {
      const obs = g.observe(v);
      // Each seat still shows its other face-up card only; the passed one is face up nowhere.
      expect(obs.exposed).toEqual(shown.map((c) => c.slice(1)));
      for (const e of obs.events) {
        if (e.type !== "pass") continue;
        expect(e.faceUp).toEqual([shown[e.seat]![0]]);
        if (v !== e.seat && v !== e.to) expect(e.cards).toBeNull();
      }
    }
  });

  it("put into a hidden pile, a face-up card is seen going", () => {
    const g = Game.create(exposing([EXPOSE, KEEP]), { players: 3, seed: 11 });
    const shown = chooseAll(g, 2);
    for (let s = 0; s < 3; s++) g.apply(s, { type: "choose", cards: [shown[s]![1]!] });
    const obs = g.observe(0);
    expect(obs.exposed).toEqual(shown.map((c) => c.slice(0, 1)));
    const chose = obs.events.filter((e) => e.type === "choose");
    expect(chose.map((e) => (e.type === "choose" ? [e.cards, e.faceUp] : null))).toEqual([
      [[shown[0]![1]], [shown[0]![1]]],
      [null, [shown[1]![1]]],
      [null, [shown[2]![1]]],
    ]);
  });

  it("explains a refused choice in the step's words", () => {
    const g = Game.create(exposing([EXPOSE]), { players: 3, seed: 3 });
    const hand = g.observe(0).hand;
    expect(g.whyIllegal(0, { type: "choose", cards: [hand[0]!] })).toBe("choose exactly 2 card(s), not 1");
    expect(g.whyIllegal(0, { type: "play", card: hand[0]!, target: "new" })).toBe("seat 0 must choose the cards to lay face up now, not play");
  });

  it("sampled worlds give every face-up card to its holder, across passes and piles", () => {
    for (const steps of [[EXPOSE], [EXPOSE, PASS], [EXPOSE, KEEP, PASS]]) {
      const ir = exposing(steps);
      for (let seed = 1; seed <= 10; seed++) {
        const g = Game.create(ir, { players: 4, seed });
        const rng = new Rng(seed);
        for (let i = 0; i < 8 + seed; i++) {
          const s = g.toAct()[0]!;
          g.apply(s, rng.pick(g.legalActions(s)));
        }
        for (let viewer = 0; viewer < 4; viewer++) {
          const obs = g.observe(viewer);
          const world = g.sampleHidden(viewer, new Rng(seed * 7 + viewer));
          expect(world.observe(viewer)).toEqual(obs);
          obs.exposed.forEach((cards, s) => {
            for (const c of cards) expect(world.state().hands[s]).toContain(c);
          });
        }
      }
    }
  });

  it("never shows another seat's hidden cards (random play, every viewer)", () => {
    const ir = exposing([EXPOSE, PASS, KEEP]);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 60 }), (players, seed, cut) => {
        const g = Game.create(ir, { players, seed });
        const rng = new Rng(seed ^ 0x5bd1);
        for (let i = 0; i < cut && !g.isOver; i++) {
          const s = g.toAct()[0]!;
          g.apply(s, rng.pick(g.legalActions(s)));
        }
        const st = g.state();
        for (let viewer = 0; viewer < players; viewer++) {
          const obs = g.observe(viewer);
          for (let s = 0; s < players; s++) {
            // What is shown face up is held, and is exactly what that seat laid face up and still holds.
            for (const c of obs.exposed[s]!) expect(st.hands[s]).toContain(c);
          }
          // A pass or a choice into a hidden pile shows others no more than its face-up cards.
          for (const e of obs.events) {
            if ((e.type === "pass" && viewer !== e.seat && viewer !== e.to) || (e.type === "choose" && viewer !== e.seat)) {
              expect(e.cards).toBeNull();
              const faceUp = e.faceUp ?? [];
              const laid = obs.events.flatMap((x) => (x.type === "expose" && x.seat === e.seat ? x.cards : []));
              for (const c of faceUp) expect(laid).toContain(c);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("is played by every bot", () => {
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const ir = exposing([EXPOSE, PASS]);
      const g = Game.create(ir, { players: 4, seed: 9 });
      playGame(g, [getBot(spec), getBot("random"), getBot(spec), getBot("random")], [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(ir, g);
    }
  });
});

engineProperties("expose", exposing([EXPOSE]));
engineProperties("expose, pass, keep", exposing([EXPOSE, PASS, KEEP]));

describe("each player exposes N cards (the language)", () => {
  const text = (steps: string) => `game "Exposing"
players 3..5
suits red blue green gold
deck red blue green gold 1..8
deal 6 each
before tricks {
${steps}
}
score: tricks
`;

  it("lowers to the expose step", () => {
    const r = compileIn(text("  each player exposes 3 cards\n  each player passes 1 card to the left"));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.beforeTricks).toEqual([
      { kind: "expose", count: num(3) },
      { kind: "pass", count: num(1), to: "left" },
    ]);
  });

  it("checks the count: a number, at least 1, no more than the hand holds then", () => {
    expect(placesOf(compileIn(text("  each player exposes red cards")))).toEqual(["SW3001@7:23"]);
    expect(placesOf(compileIn(text("  each player exposes 0 cards")))).toEqual(["SW4012@7:23"]);
    expect(placesOf(compileIn(text("  each player exposes 7 cards")))).toEqual(["SW4007@7:23"]);
    expect(compileIn(text("  each player exposes 6 cards")).diagnostics).toEqual([]);
  });
});
