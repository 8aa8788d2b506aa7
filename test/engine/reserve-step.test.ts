// The `reserve` step: every seat secretly sets one hand card aside for the last trick. Only its owner
// sees it; trick play from the hand is one trick shorter; then the set-aside cards are played by the
// engine as the last trick, in turn order from its leader, exempt from following.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR, StepIR, TrickStepsIR } from "../../src/ir/types.js";
import type { Observation } from "../../src/engine/types.js";
import { getBot } from "../../src/bots/registry.js";
import { playGame } from "../../src/sim/play.js";
import { bin, call, num, ref, ruleset, where } from "../support/ir-build.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { compileIn, where as placesOf } from "../lang/helpers.js";

const RESERVE: StepIR = { kind: "reserve" };

/** Must-follow trick play, 4 suits 1..8, 6 cards each, after the given steps. */
function reserving(before: readonly StepIR[], extra: Partial<RulesetIR> = {}): RulesetIR {
  const hasLead = call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead"))));
  const ir = ruleset({
    name: "Set aside for the last trick (fixture)",
    players: { min: 3, max: 5 },
    rounds: num(2),
    suits: ["red", "blue", "green", "gold"],
    decks: [3, 4, 5].map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 1, to: 8 } })),
    deal: { each: num(6), leftover: "hidden" },
    piles: [],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    beforeTricks: before,
    tricks: {
      nextLead: { kind: "winner" },
      open: { k: "bool", v: true },
      follow: bin("or", bin("=", ref("suit"), ref("lead")), bin("=", hasLead, num(0))),
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
    },
    score: bin("+", bin("*", num(10), ref("tricks")), call("count", ref("won"))),
  });
  return { ...ir, ...extra };
}

function playUntil(g: Game, until: (g: Game) => boolean): void {
  while (!until(g)) {
    const s = g.toAct()[0]!;
    g.apply(s, g.legalActions(s)[0]!);
  }
}

/** Every seat sets its highest card aside. */
function reserveHighest(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.players; s++) {
    const hand = g.observe(s).hand;
    out.push(hand[hand.length - 1]!);
    g.apply(s, { type: "choose", cards: [hand[hand.length - 1]!] });
  }
  return out;
}

/** Every card an observation names outside the seat's own hand and set-aside card. */
function cardsNamedIn(obs: Observation): Set<number> {
  const out = new Set<number>();
  const add = (cs: readonly number[] | null | undefined) => cs?.forEach((c) => out.add(c));
  for (const e of obs.events) {
    if (e.type === "roundStart") e.hands.forEach((h, s) => s !== obs.seat && add(h));
    else if ("cards" in e && Array.isArray(e.cards)) add(e.cards.flat());
    if ("card" in e && typeof e.card === "number") out.add(e.card);
    if ("faceUp" in e && Array.isArray(e.faceUp)) add(e.faceUp);
    if (e.type === "trick") add(e.plays.map((p) => p.card));
  }
  obs.exposed.forEach((cs) => add(cs));
  add(obs.removed);
  obs.openTricks.forEach((t) => add(t.plays.flatMap((p) => (p.card === null ? [] : [p.card]))));
  obs.reserved.forEach((r, s) => s !== obs.seat && Array.isArray(r) && add(r));
  return out;
}

const roundEvents = (g: Game) => g.events.slice(0, g.events.findIndex((e) => e.type === "roundEnd") + 1);

describe("each player secretly sets aside 1 card for the last trick", () => {
  it("takes the card out of the hand, face down: only its owner sees it", () => {
    const g = Game.create(reserving([RESERVE]), { players: 4, seed: 3 });
    g.apply(0, { type: "choose", cards: [g.observe(0).hand[0]!] });
    expect(g.observe(0).reserved).toEqual([[], 0, 0, 0]); // held back until all have chosen
    for (let s = 1; s < 4; s++) g.apply(s, { type: "choose", cards: [g.observe(s).hand[0]!] });
    const set = g.state().reserved.map((r) => r[0]!);
    expect(g.state().hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    for (let v = 0; v < 4; v++) {
      const obs = g.observe(v);
      expect(obs.reserved).toEqual(set.map((c, s) => (s === v ? [c] : 1)));
      for (const e of obs.events) if (e.type === "reserve") expect(e.card).toBe(e.seat === v ? set[e.seat] : null);
    }
  });

  it("plays one trick fewer from the hand, then the set-aside cards as the last trick, in turn order, without decisions", () => {
    const g = Game.create(reserving([RESERVE]), { players: 4, seed: 5 });
    const set = reserveHighest(g);
    playUntil(g, (x) => x.state().round === 2);
    const events = roundEvents(g);
    const tricks = events.filter((e) => e.type === "trick");
    expect(tricks).toHaveLength(6);
    expect(events.filter((e) => e.type === "play")).toHaveLength(4 * 5);
    const last = tricks.at(-1)!;
    const before = tricks.at(-2)!;
    if (last.type !== "trick" || before.type !== "trick") throw new Error("no trick");
    const auto = events.filter((e) => e.type === "autoPlay");
    // Led by the winner of trick 5, then clockwise; each seat's own set-aside card.
    const order = [0, 1, 2, 3].map((i) => (before.winner! + i) % 4);
    expect(auto.map((e) => (e.type === "autoPlay" ? [e.seat, e.card, e.trick] : null))).toEqual(order.map((s) => [s, set[s], last.trick]));
    expect(last.plays).toEqual(order.map((s) => ({ seat: s, card: set[s] })));
    // Nobody was asked to play it: the actions of the round are 4 choices and 20 plays.
    expect(g.actions.filter((a) => a.action.type === "play")).toHaveLength(20);
  });

  it("is exempt from following: a set-aside card that does not follow is played all the same", () => {
    // Seat 0 sets aside a card of another suit than some other seat's: across seeds, some last trick is not followed.
    let unfollowed = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const g = Game.create(reserving([RESERVE]), { players: 3, seed });
      reserveHighest(g);
      playUntil(g, (x) => x.state().round === 2);
      const last = roundEvents(g).filter((e) => e.type === "trick").at(-1)!;
      if (last.type === "trick" && last.plays.some((p) => g.cards[p.card]!.suit !== last.lead)) unfollowed++;
    }
    expect(unfollowed).toBeGreaterThan(0);
  });

  it("with 'stop when', the set-aside trick comes when trick play from the hand stops; the rest stays in hand", () => {
    const ir = reserving([RESERVE]);
    const stop = { ...ir, tricks: { ...ir.tricks, stopWhen: bin("<=", call("count", ref("hand")), num(3)) } };
    const g = Game.create(stop, { players: 3, seed: 2 });
    reserveHighest(g);
    playUntil(g, (x) => x.events.some((e) => e.type === "roundEnd"));
    const events = roundEvents(g);
    // 5 in hand: 2 tricks played from it (3 left in each hand), then the set-aside trick.
    expect(events.filter((e) => e.type === "play")).toHaveLength(6);
    expect(events.filter((e) => e.type === "trick")).toHaveLength(3);
    expect(events.filter((e) => e.type === "autoPlay")).toHaveLength(3);
  });

  it("the set-aside trick is won like any: the steps after each trick follow it (the winner may remove a card)", () => {
    const each: TrickStepsIR = { trick: null, steps: [{ kind: "remove", count: num(1) }] };
    const g = Game.create(reserving([RESERVE], { trickSteps: [each] }), { players: 3, seed: 8 });
    reserveHighest(g);
    playUntil(g, (x) => x.state().round === 2);
    const kinds = roundEvents(g).map((e) => e.type);
    expect(kinds.filter((t) => t === "remove")).toHaveLength(6);
    expect(kinds.slice(-5)).toEqual(["autoPlay", "autoPlay", "trick", "remove", "roundEnd"]);
  });

  it("a face-up card set aside is seen going", () => {
    const g = Game.create(reserving([{ kind: "expose", count: num(1) }, RESERVE]), { players: 3, seed: 4 });
    const shown: number[] = [];
    for (let s = 0; s < 3; s++) {
      shown.push(g.observe(s).hand[0]!);
      g.apply(s, { type: "choose", cards: [shown[s]!] });
    }
    for (let s = 0; s < 3; s++) g.apply(s, { type: "choose", cards: [s === 0 ? shown[0]! : g.observe(s).hand[5]!] });
    const seen = g.observe(1).events.filter((e) => e.type === "reserve");
    expect(seen.map((e) => (e.type === "reserve" ? e.card : -1))).toEqual([shown[0], g.state().reserved[1]![0], null]);
    expect(g.observe(1).exposed).toEqual([[], [shown[1]], [shown[2]]]);
    for (let v = 0; v < 3; v++) expect(g.sampleHidden(v, new Rng(v)).observe(v)).toEqual(g.observe(v));
  });

  it("never shows another seat's set-aside card before it is played; sampled worlds keep the seat's own", () => {
    const ir = reserving([{ kind: "pass", count: num(1), to: "left" }, RESERVE]);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 40 }), (players, seed, cut) => {
        const g = Game.create(ir, { players, seed });
        const rng = new Rng(seed ^ 0x2f);
        for (let i = 0; i < cut && !g.isOver; i++) {
          const s = g.toAct()[0]!;
          g.apply(s, rng.pick(g.legalActions(s)));
        }
        for (let viewer = 0; viewer < players; viewer++) {
          const obs = g.observe(viewer);
          const seen = cardsNamedIn(obs);
          g.state().reserved.forEach((r, s) => {
            if (s === viewer || r.length === 0) return;
            expect(obs.reserved[s]).toBe(1);
            // The card is named nowhere in what the viewer sees (unless the viewer passed it to s).
            const passedByViewer = obs.events.some((e) => e.type === "pass" && e.seat === viewer && e.cards?.includes(r[0]!));
            if (!passedByViewer) expect(seen.has(r[0]!), `seat ${viewer} sees seat ${s}'s set-aside card`).toBe(false);
          });
          const world = g.sampleHidden(viewer, new Rng(seed + viewer));
          expect(world.state().reserved[viewer]).toEqual(g.state().reserved[viewer]);
          expect(world.observe(viewer)).toEqual(obs);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("is played by every bot", () => {
    const ir = reserving([RESERVE], { trickSteps: [{ trick: null, steps: [{ kind: "remove", count: num(1) }] }] });
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const g = Game.create(ir, { players: 4, seed: 9 });
      playGame(g, [getBot(spec), getBot("random"), getBot(spec), getBot("random")], [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(ir, g);
    }
  });

  it("is refused by the engine after trick play, twice, or with 'complete at'", () => {
    const ir = reserving([RESERVE]);
    expect(() => Game.create({ ...ir, beforeTricks: [], afterTricks: [RESERVE] }, { players: 3, seed: 1 })).toThrow(/comes before trick play: put it in 'before tricks'/);
    expect(() => Game.create({ ...ir, beforeTricks: [RESERVE, RESERVE] }, { players: 3, seed: 1 })).toThrow(/only one card per seat can be set aside/);
    expect(() => Game.create({ ...ir, tricks: { ...ir.tricks, completeAt: num(3) } }, { players: 3, seed: 1 })).toThrow(/set aside for the last trick needs every trick to complete at the end of a cycle of play/);
  });
});

engineProperties("set aside for the last trick", reserving([RESERVE]));
engineProperties("pass, then set aside, with a removal after each trick", reserving([{ kind: "pass", count: num(2), to: "right" }, RESERVE], { trickSteps: [{ trick: null, steps: [{ kind: "remove", count: num(1) }] }] }));

describe("each player secretly sets aside 1 card for the last trick (the language)", () => {
  const text = (rest: string) => `game "Reserving"
players 3..5
suits red blue green gold
deck red blue green gold 1..8
deal 6 each
${rest}
score: tricks
`;

  it("lowers to the reserve step", () => {
    const r = compileIn(text("before tricks {\n  each player secretly sets aside 1 card for the last trick\n}"));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.beforeTricks).toEqual([{ kind: "reserve" }]);
  });

  it("checks: exactly 1 card, before trick play, once, not with 'complete at'", () => {
    expect(placesOf(compileIn(text("before tricks {\n  each player sets aside 2 cards for the last trick\n}")))).toEqual(["SW4007@7:26"]);
    expect(placesOf(compileIn(text("after tricks {\n  each player sets aside 1 card for the last trick\n}")))).toEqual(["SW4007@7:3"]);
    expect(placesOf(compileIn(text("before tricks {\n  each player sets aside 1 card for the last trick\n  each player sets aside 1 card for the last trick\n}")))).toEqual(["SW4007@8:3"]);
    expect(placesOf(compileIn(text("before tricks {\n  each player sets aside 1 card for the last trick\n}\ntricks {\n  complete at 3 cards\n}")))).toEqual(["SW4007@7:3"]);
  });
});
