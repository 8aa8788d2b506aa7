// `draw from leftover after each trick, winner first[, top card shown]` (src/engine/steps/draw.ts):
// the hands refilled from the stock after each trick. The face-down card a seat draws is secret from
// the other seats (observations, bots' decisions), the face-up card public; the sampler's worlds agree
// with what each seat saw (the face-up card in the winner's hand, the seat's own draws in its own, the
// stock's order hidden); the stock empties and play goes on from the hands; the fast paths play the
// same game as the general path.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { getBot } from "../../src/bots/registry.js";
import { decisionContext } from "../../src/sim/play.js";
import { capsByPart } from "../../src/engine/assembly/fast-caps.js";
import { SAFE } from "../../src/engine/rules/caps.js";
import type { GameEvent } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { expectSamePlay } from "../support/differential.js";
import { engineProperties } from "../support/invariants.js";
import { refillText as text } from "../support/refill.js";

function rulesetOf(src: string): RulesetIR {
  const r = compileIn(src);
  if (!r.ir) throw new Error(`fixture does not compile: ${where(r).join(", ")}`);
  return r.ir;
}

const UP = rulesetOf(text(true));
const DOWN = rulesetOf(text(false));
// Two seats for the invariants below; the sampler's worlds with three and four seats drawing face
// down: sampler-draw-seats.test.ts.
const UP2 = rulesetOf(text(true, "2..2"));
const DOWN2 = rulesetOf(text(false, "2..2"));

/** The card turned up this round (its `turnCard` event). */
function turnedOf(g: Game): number {
  const e = g.events.find((x) => x.type === "turnCard");
  if (e?.type !== "turnCard" || e.card === null) throw new Error("no card turned up");
  return e.card;
}

function playOne(g: Game, rng: Rng): void {
  const s = g.toAct()[0]!;
  g.apply(s, rng.pick(g.legalActions(s)));
}

const drawn = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === "drawn" ? [e] : []));

describe("draw from leftover after each trick", () => {
  it("the winner takes the face-up card in the open, the other seat draws face down, then the next card is turned up", () => {
    const g = Game.create(UP, { players: 2, seed: 3 });
    const turned = turnedOf(g);
    const rng = new Rng(5);
    while (g.events.filter((e) => e.type === "trick").length < 1) playOne(g, rng);
    const trick = g.events.find((e) => e.type === "trick")!;
    const winner = trick.type === "trick" ? trick.winner! : -1;
    const draws = drawn(g.events);
    expect(draws.map((d) => [d.seat, d.faceUp ?? false])).toEqual([[winner, true], [1 - winner, false]]);
    expect(draws[0]!.card).toBe(turned);
    expect(g.state().hands[winner]).toContain(turned);
    const hidden = draws[1]!.card!;
    expect(g.state().hands[1 - winner]).toContain(hidden);
    // Seen by both: the face-up card going into the winner's hand, and the next card turned up.
    const up = g.events.at(-1)!;
    expect(up.type).toBe("stockUp");
    for (let v = 0; v < 2; v++) {
      const seen = drawn(g.observe(v).events);
      expect(seen[0]).toEqual(draws[0]);
      // The face-down card: its drawer sees it, the other seat only that a card was drawn.
      expect(seen[1]!.card).toBe(v === 1 - winner ? hidden : null);
      expect(g.observe(v).events.at(-1)).toEqual(up);
    }
    // 5 cards each again; the stock lost two (the face-up one, the drawn one).
    expect(g.state().hands.map((h) => h.length)).toEqual([5, 5]);
    expect(g.state().leftover.length).toBe(32 - 10 - 2);
    expect(g.observe(0).leftover).toBe(20);
  });

  it("the stock empties, then play goes on from the hands: every card is played, nothing more is drawn", () => {
    for (const [ir, players] of [[UP, 2], [UP, 3], [DOWN, 2], [DOWN, 3]] as const) {
      const g = Game.create(ir, { players, seed: 11 });
      const rng = new Rng(7);
      const stock = 32 - 5 * players;
      // Each trick takes `players` cards from the stock while it lasts.
      while (g.state().round === 1 && !g.isOver) playOne(g, rng);
      const round1 = g.events.slice(0, g.events.findIndex((e) => e.type === "roundEnd") + 1);
      const draws = drawn(round1);
      expect(draws.length).toBe(stock);
      // Every card of the deck is played: the dealt ones and the drawn ones (the last tricks, from the hands alone).
      expect(round1.filter((e) => e.type === "play").length).toBe(32);
      // The last draw comes after trick ceil(stock / players); no draw after it.
      const lastDraw = round1.lastIndexOf(draws.at(-1)!);
      const tricksBefore = round1.slice(0, lastDraw).filter((e) => e.type === "trick").length;
      expect(tricksBefore).toBe(Math.ceil(stock / players));
    }
  });

  it("keeps a seat's face-down draw from the other seat: observations and bots' decisions are the same whatever it drew", () => {
    // Twins: the same deal and play, but the stock's order differs in the cards seat 1 draws face down.
    for (let seed = 1; seed <= 4; seed++) {
      const probe = Game.create(UP, { players: 2, seed, firstDealer: 1 });
      const start = probe.events[0]!;
      if (start.type !== "roundStart") throw new Error("no deal");
      const hands = start.hands.map((h) => [...h!]);
      const turned = turnedOf(probe);
      const rest = probe.state().leftover.filter((c) => c !== turned);
      const orderA = [turned, ...rest];
      // The face-down draw is the stock's next card, then the next one is turned up: only the first differs.
      const orderB = [turned, rest[2]!, rest[1]!, rest[0]!, ...rest.slice(3)];
      const deal = (order: number[]) => [{ hands, turned, stock: order.slice(1) }];
      const a = Game.create(UP, { players: 2, seed, firstDealer: 1, deals: deal(orderA) });
      const b = Game.create(UP, { players: 2, seed, firstDealer: 1, deals: deal(orderB) });
      const rng = new Rng(seed);
      // One trick, the same plays in both.
      for (let k = 0; k < 2; k++) {
        const seat = a.toAct()[0]!;
        const pick = rng.pick(a.legalActions(seat));
        a.apply(seat, pick);
        b.apply(seat, pick);
      }
      const loser = drawn(a.events).find((d) => !d.faceUp)!.seat;
      const other = 1 - loser;
      expect(drawn(a.events).find((d) => !d.faceUp)!.card).not.toBe(drawn(b.events).find((d) => !d.faceUp)!.card);
      expect(a.observe(other)).toEqual(b.observe(other));
      expect(a.observe(loser)).not.toEqual(b.observe(loser));
      if (!a.toAct().includes(other)) continue;
      for (const spec of ["greedy", "ismcts:30"]) {
        const pick = (g: Game) => getBot(spec).choose(decisionContext(g, other), g.legalActions(other), new Rng(1234));
        expect(pick(a), `${spec}, seed ${seed}`).toEqual(pick(b));
      }
    }
  });

  it("sampled worlds agree with each seat's view: the face-up cards and the seat's own draws where they went, the others' drawn at random", () => {
    let varied = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const g = Game.create(UP, { players: 2, seed });
      const rng = new Rng(seed * 13);
      for (let i = 0; i < 4 + seed && !g.isOver; i++) playOne(g, rng);
      for (let viewer = 0; viewer < 2; viewer++) {
        const obs = g.observe(viewer);
        const other = 1 - viewer;
        const theirs = new Set<string>();
        for (let w = 0; w < 6; w++) {
          const world = g.sampleHidden(viewer, new Rng(seed * 7 + viewer * 100 + w));
          expect(world.observe(viewer)).toEqual(obs);
          // Cards everyone saw go into a hand are there (unless played since).
          for (const d of drawn(obs.events)) if (d.card !== null && g.state().hands[d.seat]!.includes(d.card)) expect(world.state().hands[d.seat]).toContain(d.card);
          theirs.add(JSON.stringify(world.state().hands[other]));
        }
        if (theirs.size > 1) varied++;
      }
    }
    // The other seat's hidden cards (dealt and drawn) differ from world to world.
    expect(varied).toBeGreaterThan(6);
  });

  it("plays the same game on the fast paths as on the general path; the hand counts are off", () => {
    expect(capsByPart(UP)["mechanic draw"]).toEqual({ ...SAFE, handCounts: false });
    expect(Game.fastPaths(UP).handCounts).toBe(false);
    const plain = rulesetOf(text(false).replace("  follow: suit = lead or count(hand where suit = lead) = 0\n", ""));
    for (const ir of [UP, DOWN, plain]) for (let seed = 1; seed <= 5; seed++) for (const players of [2, 3]) expectSamePlay(ir, players, seed, "draw");
  });

  it("is checked at the step: before trick play, once", () => {
    const after = text(false).replace("score: tricks\n", "score: tricks\nafter tricks {\n  draw from leftover after each trick, winner first\n}\n");
    expect(where(compileIn(after))).toEqual(["SW4007@16:3"]);
    const twice = text(false).replace("winner first\n", "winner first\n  draw from leftover after each trick, winner first\n");
    expect(where(compileIn(twice))).toEqual(["SW4007@9:3"]);
    expect(UP.beforeTricks).toEqual([{ kind: "turnCard", from: "leftover" }, { kind: "draw", faceUp: true }]);
    expect(DOWN.beforeTricks).toEqual([{ kind: "draw", faceUp: false }]);
  });
});

engineProperties("draw with the top card shown", UP2);
engineProperties("draw face down", DOWN2);
