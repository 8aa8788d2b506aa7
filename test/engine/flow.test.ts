// Flow mechanics of the kernel: next-lead rules, errors that name the rule and the seed, explicit deals.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { IllegalActionError, RuleError } from "../../src/engine/errors.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { classicIR, hatTrickIR, openTricksIR } from "./fixtures.js";
import { tinyIR } from "../support/sim-fixtures.js";
import { Rng } from "../../src/engine/rng.js";
import { ids } from "../support/play.js";

describe("Hat Trick double trick (rules §5.4)", () => {
  it("gives the lead to the player of the highest unique rank: R17 A, R15 B | B17 C, B15 D, B9 E -> E", () => {
    const ir = hatTrickIR();
    const probe = Game.create(ir, { players: 5, seed: 3, firstDealer: 4 });
    const plays = ["red17", "red15", "blue17", "blue15", "blue9"];
    const spare = ["green1", "green2", "green3", "green4", "green5"];
    const hands = plays.map((c, s) => ids(probe, [c, spare[s]!]));
    const g = Game.create(ir, { players: 5, seed: 3, firstDealer: 4, deals: [{ hands }] });
    g.apply(0, { type: "play", card: ids(g, ["red17"])[0]!, target: "new" });
    g.apply(1, { type: "play", card: ids(g, ["red15"])[0]!, target: 0 });
    // Opening a second trick in red is not allowed: red is an open suit.
    expect(g.whyIllegal(2, { type: "play", card: ids(g, ["green3"])[0]!, target: 0 })).toMatch(/may not be played onto trick 1/);
    g.apply(2, { type: "play", card: ids(g, ["blue17"])[0]!, target: "new" });
    // With two tricks open, a third-colour card may only be passed.
    expect(g.legalActions(3).filter((a) => (a.type === "play" || a.type === "aside") && a.card === ids(g, ["green4"])[0])).toEqual([{ type: "aside", card: ids(g, ["green4"])[0] }]);
    g.apply(3, { type: "play", card: ids(g, ["blue15"])[0]!, target: 1 });
    g.apply(4, { type: "play", card: ids(g, ["blue9"])[0]!, target: 1 });
    const tricks = g.events.filter((e) => e.type === "trick");
    expect(tricks.map((t) => t.type === "trick" && [t.winner, t.nextLead])).toEqual([
      [0, 4],
      [2, 4],
    ]);
  });

  it("breaks an all-shared tie by suit order red > blue > green", () => {
    const ir = hatTrickIR();
    const probe = Game.create(ir, { players: 4, seed: 3, firstDealer: 3 });
    const plays = ["blue5", "red5", "blue4", "red4"];
    const hands = plays.map((c, s) => ids(probe, [c, `green${s + 1}`]));
    const g = Game.create(ir, { players: 4, seed: 3, firstDealer: 3, deals: [{ hands }] });
    g.apply(0, { type: "play", card: ids(g, ["blue5"])[0]!, target: "new" });
    g.apply(1, { type: "play", card: ids(g, ["red5"])[0]!, target: "new" });
    g.apply(2, { type: "play", card: ids(g, ["blue4"])[0]!, target: 0 });
    g.apply(3, { type: "play", card: ids(g, ["red4"])[0]!, target: 1 });
    const last = g.events.filter((e) => e.type === "trick").at(-1);
    expect(last && last.type === "trick" && last.nextLead).toBe(1);
  });
});

describe("run-time rule errors name the rule and the seed", () => {
  it("a rule that leaves a seat without a legal play", () => {
    const base = classicIR();
    const ir: RulesetIR = { ...base, tricks: { ...base.tricks, follow: { k: "bool", v: false } } };
    const g = Game.create(ir, { players: 4, seed: 77 });
    const seat0 = g.toAct();
    for (const s of seat0) g.apply(s, g.legalActions(s)[0]!);
    const leader = g.toAct()[0]!;
    g.apply(leader, g.legalActions(leader)[0]!);
    const next = g.toAct()[0]!;
    expect(() => g.legalActions(next)).toThrow(RuleError);
    expect(() => g.legalActions(next)).toThrow(/rule: tricks \(open \/ follow \/ aside\); reproduce with seed 77/);
  });

  it("a game that runs past the step bound", () => {
    const ir: RulesetIR = { ...classicIR(), rounds: { k: "num", v: 10000 } };
    const g = Game.create(ir, { players: 3, seed: 5, maxSteps: 2000 });
    const run = () => {
      while (!g.isOver) {
        const s = g.toAct()[0]!;
        g.apply(s, g.legalActions(s)[0]!);
      }
    };
    expect(run).toThrow(/did not end within 2000 steps .*reproduce with seed 5/);
  });

  it("rejects an illegal action with a reason and leaves the state unchanged", () => {
    const g = Game.create(classicIR(), { players: 4, seed: 9 });
    const before = JSON.stringify(g.observe(0));
    expect(() => g.apply(0, { type: "play", card: 0, target: "new" })).toThrow(IllegalActionError);
    expect(() => g.apply(0, { type: "choose", cards: [] })).toThrow(/choose exactly 1 card/);
    expect(JSON.stringify(g.observe(0))).toBe(before);
  });

  it("rejects an explicit deal that deals a card twice", () => {
    const probe = Game.create(classicIR(), { players: 3, seed: 1 });
    const red1 = ids(probe, ["red1"]);
    expect(() => Game.create(classicIR(), { players: 3, seed: 1, deals: [{ hands: [red1, red1, []] }] })).toThrow(/red1 is dealt twice/);
  });
});

describe("next dealer (rules §3.7)", () => {
  it("is the seat with the lowest total, then the lowest round score", () => {
    const g = Game.create(classicIR(), { players: 4, seed: 12 });
    let round = 1;
    const dealers: number[] = [g.observe(0).dealer];
    while (!g.isOver) {
      const s = g.toAct()[0]!;
      g.apply(s, g.legalActions(s)[0]!);
      if (!g.isOver && g.round !== round) {
        round = g.round;
        const o = g.observe(0);
        const low = Math.min(...o.totals);
        const tied = o.totals.map((t, i) => i).filter((i) => o.totals[i] === low);
        const last = o.roundScores.at(-1)!;
        const lowRound = Math.min(...tied.map((i) => last[i]!));
        expect(tied.filter((i) => last[i] === lowRound)).toContain(o.dealer);
        dealers.push(o.dealer);
      }
    }
    expect(dealers).toHaveLength(5);
  });

  it("breaks a tie on every key with the first tied seat clockwise from the old dealer's left", () => {
    // The reference: lowest total, then lowest score of the round just played, then clockwise.
    const expected = (old: number, totals: readonly number[], last: readonly number[]): number => {
      const n = totals.length;
      let best = -1;
      for (let i = 1; i <= n; i++) {
        const s = (old + i) % n;
        if (best === -1 || totals[s]! < totals[best]! || (totals[s] === totals[best] && last[s]! < last[best]!)) best = s;
      }
      return best;
    };
    let checked = 0;
    let tiedOnBoth = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const players of [3, 4, 5]) {
        const g = Game.create(classicIR(), { players, seed });
        const rng = new Rng(seed);
        let dealer = g.observe(0).dealer;
        let round = 1;
        while (!g.isOver) {
          const s = g.toAct()[0]!;
          g.applyRandom(s, rng);
          if (g.isOver || g.round === round) continue;
          round = g.round;
          const o = g.observe(0);
          const last = o.roundScores.at(-1)!;
          expect(o.dealer).toBe(expected(dealer, o.totals, last));
          const low = Math.min(...o.totals);
          const tied = o.totals.flatMap((t, i) => (t === low ? [last[i]!] : []));
          if (tied.filter((v) => v === Math.min(...tied)).length > 1) tiedOnBoth++;
          dealer = o.dealer;
          checked++;
        }
      }
    }
    expect(checked).toBe(40 * 3 * 4);
    expect(tiedOnBoth).toBeGreaterThan(0); // the clockwise rule itself was exercised
  });

  it("stops with a RuleError naming the rule when a key is not a number for any seat", () => {
    // A hand-built IR (the language cannot write NaN): every seat's winner key is NaN, so no seat is best.
    const ir = { ...classicIR(), winner: [{ dir: "highest" as const, expr: { k: "num" as const, v: Number.NaN } }] };
    const g = Game.create(ir, { players: 3, seed: 3 });
    const rng = new Rng(3);
    let error: unknown = null;
    try {
      while (!g.isOver) g.applyRandom(g.toAct()[0]!, rng);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe("bad-key");
    expect((error as RuleError).rule).toBe("winner");
    expect((error as RuleError).message).toMatch(/seed 3/);
  });
});

describe("continuous flow with several open tricks (rules/stichling.md example 2)", () => {
  it("a discarded blue 9 completes the green trick for its best green card; play passes to the discarder's left", () => {
    const ir = openTricksIR();
    const probe = Game.create(ir, { players: 2, seed: 1 });
    // Seat 1 leads (dealer 0). Four tricks get opened: green, yellow, green, yellow.
    const hands = [ids(probe, ["yellow1", "yellow4", "green2", "blue6", "blue5"]), ids(probe, ["green6", "green5", "yellow2", "violet3", "violet4"])];
    // Use a 2-player deck (ranks 1..6): green6 = the "green 8" of the rulebook, blue5 the discard.
    const g = Game.create(ir, { players: 2, seed: 1, firstDealer: 0, deals: [{ hands }] });
    const play = (seat: number, card: string, target: number | "new") => g.apply(seat, { type: "play", card: ids(g, [card])[0]!, target });
    play(1, "green6", "new"); // trick 0 green, seat 1 best
    play(0, "yellow1", "new"); // trick 1 yellow
    play(1, "yellow2", 1); // seat 1 takes over trick 1
    play(0, "green2", 0); // trick 0: green6, green2
    play(1, "green5", "new"); // trick 2 green
    play(0, "yellow4", 1); // trick 1: yellow1 yellow2 yellow4 (seat 0 best now)
    play(1, "violet3", "new"); // trick 3 violet: 4 open
    // blue fits no open trick and 4 are open: it may go anywhere; a violet may only follow violet.
    expect(g.legalActions(0).filter((a) => (a.type === "play" || a.type === "aside") && a.card === ids(g, ["blue6"])[0]).length).toBe(4);
    play(0, "blue6", 0); // a discard: trick 0 now holds 3 cards, seat 1 still best
    play(1, "violet4", 3);
    play(0, "blue5", 0); // 4th card of trick 0: complete
    const done = g.events.filter((e) => e.type === "trick" && e.winner !== null);
    expect(done).toHaveLength(1);
    expect(done[0]!.type === "trick" && done[0]!.winner).toBe(1);
    // Hands are empty now: open tricks 1, 2, 3 are discarded, then the next round is dealt.
    const discarded = g.events.filter((e) => e.type === "trick" && e.winner === null);
    expect(discarded).toHaveLength(3);
    expect(g.result() ?? g.observe(0).roundScores[0]).toEqual([0, 1]);
  });
});

describe("sampling hidden cards respects revealed voids", () => {
  it("seats that did not follow red hold no red in any sample (must-follow rules)", () => {
    const ir = tinyIR(); // red and green 1..5 with 3 players, 3 cards each, must follow
    const probe = Game.create(ir, { players: 3, seed: 1 });
    const hands = [ids(probe, ["red1", "green1", "green2"]), ids(probe, ["red2", "red3", "green3"]), ids(probe, ["green4", "green5", "red4"])];
    const g = Game.create(ir, { players: 3, seed: 1, deals: [{ hands }] }); // dealer 0: seat 1 leads
    for (const [seat, card] of [[0, "red1"], [1, "green3"], [2, "red4"]] as const) g.apply(seat, { type: "choose", cards: ids(g, [card]) });
    g.apply(1, { type: "play", card: ids(g, ["red2"])[0]!, target: "new" });
    g.apply(2, { type: "play", card: ids(g, ["green4"])[0]!, target: 0 });
    g.apply(0, { type: "play", card: ids(g, ["green1"])[0]!, target: 0 });
    // Seat 1 has not seen red5, green2, green5: one card each for seat 0, seat 2 and the leftover.
    // Seats 0 and 2 showed they have no red, so red5 can only be the leftover card.
    const red5 = ids(g, ["red5"])[0]!;
    const rng = new Rng(11);
    for (let i = 0; i < 40; i++) {
      const s = g.sampleHidden(1, rng);
      expect(s.state().leftover).toEqual([red5]);
      expect(s.observe(1)).toEqual(g.observe(1));
    }
  });
});
