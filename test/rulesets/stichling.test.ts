// Stichling on the shipped ruleset (rulesets/stichling/stichling.stich), against
// docs/rules/stichling.md: the rulebook's examples 1 and 2 (§6.1, §6.2), the legality
// predicate of §4.3 (per card, A1), trick completion at 4 cards whatever the player count (§4.4),
// turn order after a completed trick (§4.6), the cycling bid (§4.5, §6.3), round starters (§3.2),
// discarded incomplete tricks (§4.7) and the tie-break (§5.3, §6.4).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { Action, Seat } from "../../src/engine/types.js";
import { ids } from "../support/play.js";
import { loadRuleset } from "../support/rulesets.js";

const ir = loadRuleset("rulesets/stichling/stichling.stich");

// Seats of the rulebook's pictures: 0 Orange, 1 Red, 2 Grey, 3 a fourth player ("Purple").
const ORANGE = 0;
const RED = 1;
const GREY = 2;
const PURPLE = 3;

/**
 * A 4-player deal (values 1..12) shaped so the rulebook's examples can be played out: Orange opens
 * with green 8, Red holds no green and no yellow after its first two cards, Purple has a green card.
 */
const HANDS: readonly string[][] = [
  ["green8", "green2", "violet1", "green9", "green10", "green11", "green12", "yellow5", "yellow6", "yellow7", "yellow8", "yellow9"],
  ["green7", "yellow2", "blue9", "blue10", "blue11", "blue12", "violet7", "violet8", "violet9", "violet10", "violet11", "violet12"],
  ["green3", "green4", "green5", "green6", "yellow4", "yellow10", "yellow11", "yellow12", "violet2", "violet3", "violet4", "blue8"],
  ["yellow1", "yellow3", "green1", "violet5", "violet6", "blue1", "blue2", "blue3", "blue4", "blue5", "blue6", "blue7"],
];

/** Bids: Orange (3, 1, 2) as in §6.3; the others anything. */
const BIDS: readonly number[][] = [
  [3, 1, 2],
  [1, 2, 3],
  [2, 3, 1],
  [3, 2, 1],
];

function newGame(): Game {
  const probe = Game.create(ir, { players: 4, seed: 1 });
  const g = Game.create(ir, { players: 4, seed: 1, deals: [{ hands: HANDS.map((h) => ids(probe, h)) }] });
  for (let s = 0; s < 4; s++) g.apply(s, { type: "order", values: BIDS[s]! });
  return g;
}

function play(g: Game, seat: Seat, card: string, target: number | "new"): void {
  g.apply(seat, { type: "play", card: ids(g, [card])[0]!, target });
}

/** Legal targets of one hand card: open trick ids, and "new". */
function targets(g: Game, seat: Seat, card: string): (number | "new")[] {
  const id = ids(g, [card])[0]!;
  return g
    .legalActions(seat)
    .flatMap((a: Action) => (a.type === "play" && a.card === id ? [a.target] : []))
    .sort((a, b) => String(a).localeCompare(String(b)));
}

/** Plays §6.1's table: three open tricks (green 8 Orange, green 7 Red, yellow 1-2-4 Grey); Purple to act. */
function example1(): Game {
  const g = newGame();
  expect(g.toAct()).toEqual([ORANGE]); // round 1 starts with seat 0
  play(g, ORANGE, "green8", "new"); // trick 0, the "left" trick
  play(g, RED, "green7", "new"); // trick 1, the "upper" trick: a second green trick is fine (A7)
  play(g, GREY, "green3", 0); // a lower green: Orange keeps the marker
  play(g, PURPLE, "yellow1", "new"); // trick 2, the "lower" trick
  play(g, ORANGE, "green2", 0);
  play(g, RED, "yellow2", 2); // Red takes the yellow marker...
  play(g, GREY, "yellow4", 2); // ...and Grey takes it over
  return g;
}

describe("Stichling rulebook examples", () => {
  it("Example 1: with three tricks open a card follows its colour or opens the fourth trick, never discards", () => {
    const g = example1();
    const obs = g.observe(PURPLE);
    expect(obs.openTricks.map((t) => [t.id, g.ir.suits[t.lead], t.plays.length, t.holder])).toEqual([
      [0, "green", 3, ORANGE],
      [1, "green", 1, RED],
      [2, "yellow", 3, GREY],
    ]);
    expect(g.toAct()).toEqual([PURPLE]);
    expect(targets(g, PURPLE, "green1")).toEqual([0, 1, "new"]);
    expect(targets(g, PURPLE, "yellow3")).toEqual([2, "new"]);
    expect(targets(g, PURPLE, "violet5")).toEqual(["new"]);
    expect(targets(g, PURPLE, "blue1")).toEqual(["new"]);
    expect(g.whyIllegal(PURPLE, { type: "play", card: ids(g, ["blue1"])[0]!, target: 0 })).toMatch(/may not be played onto trick 1/);
  });

  it("Example 2: the blue 9 discarded as the 4th card of the green trick leaves it with Orange; Red's left neighbour plays next", () => {
    const g = example1();
    play(g, PURPLE, "violet5", "new"); // trick 3: now four tricks are open
    play(g, ORANGE, "violet1", 3);
    // Red holds no green and no yellow. Per card (A1): a blue fits no open trick and may go anywhere,
    // although Red could follow the violet trick with another card; a violet must follow; none may open.
    expect(targets(g, RED, "blue9")).toEqual([0, 1, 2, 3]);
    expect(targets(g, RED, "violet7")).toEqual([3]);
    const before = g.events.length;
    play(g, RED, "blue9", 0);
    const trick = g.events.slice(before).find((e) => e.type === "trick");
    expect(trick).toMatchObject({ type: "trick", trick: 0, winner: ORANGE });
    expect(trick?.type === "trick" && trick.plays.map((p) => g.cardName(p.card))).toEqual(["green8", "green3", "green2", "blue9"]);
    expect(g.toAct()).toEqual([GREY]);
    expect(g.observe(GREY).openTricks.map((t) => t.id)).toEqual([1, 2, 3]);
    // Orange's first trick turns its first scoring card (3) face up, for everyone to see.
    expect(g.events.slice(before)).toContainEqual({ type: "show", seat: ORANGE, name: "bid", position: 1, value: 3 });
    for (const viewer of [RED, GREY, PURPLE]) expect(g.observe(viewer).orders["bid"]![ORANGE]).toEqual({ values: [3, null, null], up: 1 });
    // With a free slot again, a card that fits nowhere must open a trick.
    expect(targets(g, GREY, "violet2")).toEqual([3, "new"]);
    expect(targets(g, GREY, "blue8")).toEqual(["new"]);
  });
});

describe("Stichling legality (§4.3 predicate)", () => {
  it("matches legal(c, new) = open < 4 and legal(c, T) = same colour or (4 open and no open trick of c's colour) in random play", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 2 ** 31 }), (players, seed) => {
        const g = Game.create(ir, { players, seed });
        const rng = new Rng(seed);
        while (!g.isOver) {
          const seat = g.toAct()[0]!;
          const legal = g.legalActions(seat);
          if (g.observe(seat).phase === "tricks") {
            const open = g.openTricks();
            const expected: string[] = [];
            for (const c of g.state().hands[seat]!) {
              const colour = g.cards[c]!.suit;
              for (const t of open) {
                if (colour === t.lead || (open.length === 4 && !open.some((u) => u.lead === colour))) expected.push(`${c}>${t.id}`);
              }
              if (open.length < 4) expected.push(`${c}>new`);
            }
            const got = legal.map((a) => (a.type === "play" ? `${a.card}>${a.target}` : a.type));
            expect(got.sort()).toEqual(expected.sort());
          }
          g.apply(seat, rng.pick(legal));
        }
      }),
      { numRuns: 12 },
    );
  });

  it("completes a trick at its 4th card with 2 and 3 players too, and never awards incomplete tricks", () => {
    for (const players of [2, 3, 5]) {
      const g = Game.create(ir, { players, seed: players });
      const rng = new Rng(7);
      while (!g.isOver) {
        const seat = g.toAct()[0]!;
        g.apply(seat, rng.pick(g.legalActions(seat)));
      }
      const tricks = g.events.filter((e) => e.type === "trick");
      for (const t of tricks) {
        if (t.type !== "trick") continue;
        if (t.winner === null) expect(t.plays.length).toBeLessThan(4);
        else expect(t.plays.length).toBe(4);
      }
      // Every round is 12 turns per player.
      expect(g.events.filter((e) => e.type === "play")).toHaveLength(3 * 12 * players);
    }
  });

  it("passes the turn clockwise from the player of the completing card, whoever wins (A2)", () => {
    const g = Game.create(ir, { players: 3, seed: 11 });
    const rng = new Rng(3);
    let checked = 0;
    while (!g.isOver) {
      const seat = g.toAct()[0]!;
      const before = g.events.length;
      g.apply(seat, rng.pick(g.legalActions(seat)));
      const completed = g.events.slice(before).some((e) => e.type === "trick" && e.winner !== null);
      if (completed && g.observe(0).phase === "tricks" && g.state().hands[(seat + 1) % 3]!.length > 0) {
        expect(g.toAct()).toEqual([(seat + 1) % 3]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("starts round 1 with seat 0 and each later round with the left neighbour of the last starter", () => {
    const g = Game.create(ir, { players: 3, seed: 5 });
    const rng = new Rng(5);
    const starters: Seat[] = [];
    while (!g.isOver) {
      const seat = g.toAct()[0]!;
      const legal = g.legalActions(seat);
      const action = rng.pick(legal);
      if (action.type === "play" && g.state().hands.every((h) => h.length === 12)) starters.push(seat);
      g.apply(seat, action);
    }
    expect(starters).toEqual([0, 1, 2]);
  });
});

describe("Stichling bids (§4.5)", () => {
  it("offers every arrangement of the round's scoring values: 1 2 3, then 2 4 6, then 3 6 9", () => {
    const g = Game.create(ir, { players: 2, seed: 3 });
    const rng = new Rng(3);
    const offered: number[][] = [];
    while (!g.isOver) {
      const seat = g.toAct()[0]!;
      const legal = g.legalActions(seat);
      if (legal[0]!.type === "order" && seat === 0) {
        expect(legal).toHaveLength(6);
        offered.push([...(legal[0] as { values: readonly number[] }).values]);
      }
      g.apply(seat, rng.pick(legal));
    }
    expect(offered).toEqual([
      [1, 2, 3],
      [2, 4, 6],
      [3, 6, 9],
    ]);
  });

  it("scores the card the k-th trick turned up, cycling every 3 tricks; 0 tricks score 0 (§6.3)", () => {
    const g = newGame();
    const bids = g.state().orders;
    const scoreWith = (tricks: number): number => {
      const tricksWon = [0, 0, 0, 0];
      tricksWon[ORANGE] = tricks;
      return Game.scoreScenario(ir, { players: 4, orders: bids, tricksWon })[ORANGE]!;
    };
    // Orange arranged (3, 1, 2).
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(scoreWith)).toEqual([0, 3, 1, 2, 3, 1, 2, 3]);
  });

  it("turns up card ((k - 1) mod 3) + 1 when a seat wins its k-th trick, publicly, in real play", () => {
    let shows = 0;
    for (const players of [2, 4, 5]) {
      const g = Game.create(ir, { players, seed: 40 + players });
      const rng = new Rng(players);
      let won = new Array<number>(players).fill(0);
      while (!g.isOver) {
        const seat = g.toAct()[0]!;
        const before = g.events.length;
        // The action may end the round (and reset the bids), so keep this round's bids.
        const bids = g.state().orders["bid"]!.map((o) => [...o]);
        g.apply(seat, rng.pick(g.legalActions(seat)));
        for (const e of g.events.slice(before)) {
          if (e.type === "roundStart") won = new Array<number>(players).fill(0);
          if (e.type === "trick" && e.winner !== null) {
            const k = ++won[e.winner]!;
            // 1 trick -> card 1; 2 -> 2; 3 -> 3; 4 -> 1 again (the change is an event only when the position moves).
            expect(g.events.slice(before)).toContainEqual({
              type: "show",
              seat: e.winner,
              name: "bid",
              position: ((k - 1) % 3) + 1,
              value: bids[e.winner]![(k - 1) % 3],
            });
            shows++;
          }
        }
      }
    }
    expect(shows).toBeGreaterThan(40);
  });

  it("rejects an arrangement that is not a permutation of the offered values", () => {
    const probe = Game.create(ir, { players: 4, seed: 1 });
    const g = Game.create(ir, { players: 4, seed: 1, deals: [{ hands: HANDS.map((h) => ids(probe, h)) }] });
    expect(g.whyIllegal(0, { type: "order", values: [1, 2, 2] })).toMatch(/arrange exactly the values 1, 2, 3/);
    expect(g.whyIllegal(0, { type: "order", values: [1, 2] })).toMatch(/arrange exactly/);
    expect(g.whyIllegal(0, { type: "play", card: 0, target: "new" })).toMatch(/must arrange bid now/);
  });

  it("keeps every bid hidden from the other seats except the entries that have been face up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 2 ** 31 }), (players, seed) => {
        const g = Game.create(ir, { players, seed });
        const rng = new Rng(seed ^ 0x5eed);
        let roundStart = 0;
        while (!g.isOver) {
          const seat = g.toAct()[0]!;
          g.apply(seat, rng.pick(g.legalActions(seat)));
          const events = g.events;
          for (let i = events.length - 1; i >= 0; i--) {
            if (events[i]!.type === "roundStart") {
              roundStart = i;
              break;
            }
          }
          // Positions shown this round, from the full event log.
          const shown = Array.from({ length: players }, () => new Set<number>());
          for (const e of events.slice(roundStart)) if (e.type === "show" && e.position !== null) shown[e.seat]!.add(e.position - 1);
          for (let viewer = 0; viewer < players; viewer++) {
            const orders = g.observe(viewer).orders["bid"]!;
            orders.forEach((o, owner) => {
              const truth = g.state().orders["bid"]![owner]!;
              o.values.forEach((v, i) => {
                if (owner === viewer || shown[owner]!.has(i)) expect(v).toBe(truth[i]);
                else expect(v).toBeNull();
              });
            });
            // The order events of other seats carry no values.
            for (const e of g.observe(viewer).events) if (e.type === "order" && e.seat !== viewer) expect(e.values).toBeNull();
          }
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe("Stichling ranking (§5)", () => {
  /**
   * Round 3 of a 2-player game resumed with the given earlier round scores; both seats arrange
   * (6, 3, 9) / (3, 9, 6) and random play is searched for a seed where seat 0 scores 6 and seat 1
   * scores 9 (1 and 2 tricks, or 4 and 5, ...).
   */
  function finalRound(earlier: number[][], want: [number, number]): Game {
    for (let seed = 1; seed < 500; seed++) {
      const totals = [0, 1].map((s) => earlier.reduce((a, r) => a + r[s]!, 0));
      const g = Game.resume(ir, { players: 2, seed }, { round: 3, dealer: 0, totals, roundScores: earlier });
      g.apply(0, { type: "order", values: [6, 3, 9] });
      g.apply(1, { type: "order", values: [3, 9, 6] });
      const rng = new Rng(seed);
      while (!g.isOver) {
        const seat = g.toAct()[0]!;
        g.apply(seat, rng.pick(g.legalActions(seat)));
      }
      if (g.result()!.roundScores[2]!.join() === want.join()) return g;
    }
    throw new Error("no seed gives the wanted final round");
  }

  it("breaks a tie on totals by the round 3 score (§6.4: A 2+4+6, B 1+2+9, B wins)", () => {
    const g = finalRound(
      [
        [2, 1],
        [4, 2],
      ],
      [6, 9],
    );
    expect(g.result()).toEqual({ totals: [12, 12], roundScores: [[2, 1], [4, 2], [6, 9]], winners: [1] });
  });

  it("then by round 2, and shares the win when every round is equal", () => {
    // Both score 6 in round 3; totals 11 each; round 2 decides: 4 beats 2.
    const byRound2 = finalRound(
      [
        [1, 3],
        [4, 2],
      ],
      [6, 6],
    );
    expect(byRound2.result()).toMatchObject({ totals: [11, 11], winners: [0] });
    const shared = finalRound(
      [
        [2, 2],
        [4, 4],
      ],
      [6, 6],
    );
    expect(shared.result()).toMatchObject({ totals: [12, 12], winners: [0, 1] });
  });
});
