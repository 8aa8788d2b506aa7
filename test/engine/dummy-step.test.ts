// The `dummy` step: one seat's hand is laid face up for everyone at the point the ruleset names (after
// the opening lead, or after the first trick), and from then on another seat decides for it. Before
// that point the hand is as secret as any (the controller does not see it either); after it, every
// observation shows it and the sampler's worlds give the dummy exactly those cards. The bots' loop
// hands the dummy's decisions to the controller's bot, with the controller's view and stream.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import type { Bot } from "../../src/bots/bot.js";
import { getBot } from "../../src/bots/registry.js";
import { playGame } from "../../src/sim/play.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { expectSamePlay } from "../support/differential.js";
import { compileIn } from "../lang/helpers.js";
import { capsByMechanic } from "../../src/engine/assembly/mechanics.js";
import { NOT_INLINE, SAFE } from "../../src/engine/rules/caps.js";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";
import { tableLoopRuns } from "../../src/engine/fast/table-plays.js";
import { openHand } from "../support/fixtures/dummy.js";

/** The dummy fixture's game (test/support/fixtures/dummy.ts openHand), first dealer seat 0. */
function dummyGame(after: "play" | "trick", rounds = 2, follow: boolean | "byLeads" = true): RulesetIR {
  const r = compileIn(openHand({ after, rounds, follow, firstDealer: true }));
  expect(r.diagnostics).toEqual([]);
  return r.ir!;
}

function playOne(g: Game, rng: Rng): void {
  const s = g.toAct()[0]!;
  g.apply(s, rng.pick(g.legalActions(s)));
}

describe("dummy SEAT, played by SEAT, after the first play", () => {
  it("keeps the dummy's hand secret until the opening lead, then shows it to everyone", () => {
    const g = Game.create(dummyGame("play"), { players: 4, seed: 5 });
    // Seat 0 deals: seat 2 is the dummy, seat 0 plays it, seat 1 leads.
    expect(g.observe(0).events.filter((e) => e.type === "dummy")).toEqual([{ type: "dummy", seat: 2, by: 0 }]);
    for (let v = 0; v < 4; v++) {
      const obs = g.observe(v);
      expect(obs.exposed[2]).toEqual([]);
      expect(obs.events.some((e) => e.type === "dummyShown")).toBe(false);
      if (v !== 2) expect(obs.hand).not.toEqual(g.state().hands[2]);
    }
    // Before the point the dummy's seat decides for itself.
    expect(g.decider(2)).toBe(2);
    expect(g.toAct()).toEqual([1]);
    playOne(g, new Rng(1));
    const hand = g.state().hands[2]!;
    for (let v = 0; v < 4; v++) {
      expect(g.observe(v).exposed[2]).toEqual(hand);
      expect(g.observe(v).events.filter((e) => e.type === "dummyShown")).toEqual([{ type: "dummyShown", seat: 2, cards: hand }]);
    }
    // The dummy is to act, and the dealer decides for it; the rules are still the dummy's own.
    expect(g.toAct()).toEqual([2]);
    expect(g.decider(2)).toBe(0);
    expect(g.decider(1)).toBe(1);
    for (const a of g.legalActions(2)) expect(hand).toContain(a.type === "play" ? a.card : -1);
    // A played card leaves the face-up hand.
    playOne(g, new Rng(2));
    expect(g.observe(3).exposed[2]).toEqual(g.state().hands[2]);
    expect(g.observe(3).exposed[2]!.length).toBe(12);
  });

  it("with `after the first trick`, shows the hand once the first trick is won, not before", () => {
    const g = Game.create(dummyGame("trick"), { players: 4, seed: 8 });
    const rng = new Rng(3);
    for (let i = 0; i < 3; i++) playOne(g, rng);
    expect(g.observe(0).exposed[2]).toEqual([]);
    // The dummy plays its own first card: nobody decides for it yet.
    expect(g.toAct()).toEqual([0]);
    playOne(g, rng);
    expect(g.toAct()).toEqual([1, 2, 3, 0].filter((s) => s === g.toAct()[0]));
    for (let v = 0; v < 4; v++) expect(g.observe(v).exposed[2]).toEqual(g.state().hands[2]);
    expect(g.decider(2)).toBe(0);
  });

  it("hands the dummy to the next round's dealer, and shows nothing of it again before that round's lead", () => {
    const g = Game.create(dummyGame("play"), { players: 4, seed: 12 });
    const rng = new Rng(4);
    while (g.round === 1) playOne(g, rng);
    // Round 2: seat 1 deals, seat 3 is the dummy, played by seat 1 once seat 2 has led.
    expect(g.decider(3)).toBe(3);
    for (let v = 0; v < 4; v++) expect(g.observe(v).exposed[3]).toEqual([]);
    playOne(g, rng);
    expect(g.decider(3)).toBe(1);
    expect(g.decider(2)).toBe(2);
  });

  it("sampled worlds give the dummy exactly its face-up hand, and draw it afresh before the lead", () => {
    const ir = dummyGame("play");
    let drawnBefore = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const g = Game.create(ir, { players: 4, seed });
      // Before the lead, the controller does not know the dummy's cards: its worlds deal them at random.
      const before = g.sampleHidden(0, new Rng(seed));
      if (JSON.stringify(before.state().hands[2]) !== JSON.stringify(g.state().hands[2])) drawnBefore++;
      const rng = new Rng(seed * 13);
      for (let i = 0; i < 1 + seed; i++) playOne(g, rng);
      for (let viewer = 0; viewer < 4; viewer++) {
        const obs = g.observe(viewer);
        const world = g.sampleHidden(viewer, new Rng(seed * 7 + viewer));
        expect(world.observe(viewer)).toEqual(obs);
        expect(world.state().hands[2]).toEqual(g.state().hands[2]);
        expect(world.decider(2)).toBe(0);
      }
    }
    expect(drawnBefore).toBeGreaterThan(4);
  });

  it("plays the same game on the fast paths as on the general path", () => {
    // The mechanic declares every fast path safe; its `played` hook turns the inline loops off by
    // itself (assembly/fast-caps.ts HOOK_POINTS): the grid draw plays through playCard.
    expect(capsByMechanic(dummyGame("play"))["mechanic dummy"]).toEqual(SAFE);
    expect(Game.fastPaths(dummyGame("play", 3, false))).toEqual(NOT_INLINE);
    for (const after of ["play", "trick"] as const) {
      for (const follow of [true, false]) {
        for (let seed = 1; seed <= 6; seed++) expectSamePlay(dummyGame(after, 3, follow), 4, seed, `dummy after the first ${after}${follow ? ", must follow" : ""}`);
      }
    }
  });
});

/** A bot that records each decision it is asked for (its own seat, the seat acting, the view it was given), then decides as `inner`. */
function recorder(own: number, inner: Bot, log: { own: number; actor: number; viewer: number }[]): Bot {
  return {
    name: `recording ${inner.name}`,
    choose(ctx, legal, rng) {
      log.push({ own, actor: ctx.seat, viewer: ctx.observation().seat });
      return inner.choose(ctx, legal, rng);
    },
  };
}

describe("the kernel's random-play loops", () => {
  it("run the `played` hook on every path: the cycle loop and the table plays show the dummy as a play by play does", () => {
    const cycles = cycleLoopRuns.count;
    const tables = tableLoopRuns.count;
    for (const follow of [false, "byLeads", true] as const) {
      const ir = dummyGame("play", 1, follow);
      for (let seed = 1; seed <= 5; seed++) {
        const streams = () => [0, 1, 2, 3].map((s) => new Rng(seed * 10 + s));
        // Unrecorded, every seat drawing: the cycle loop (no follow rule), the lead table's loop, or the rule-cycles loop (a per-card follow).
        const loops = Game.create(ir, { players: 4, seed, record: false });
        const a = streams();
        const byLoops = outcome(() => {
          while (!loops.isOver) loops.applyRandomPlays(a);
        }, loops);
        // The same draws one play at a time (applyRandom draws as the loops do).
        const single = Game.create(ir, { players: 4, seed, record: false });
        const b = streams();
        const bySingle = outcome(() => {
          while (!single.isOver) {
            const s = single.toAct()[0]!;
            single.applyRandom(s, b[s]!);
          }
        }, single);
        expect(byLoops, `seed ${seed}, ${follow || "no follow rule"}`).toBe(bySingle);
      }
    }
    // Both loops ran (the table plays under the lead table; every play through playCard, for the hook).
    expect(cycleLoopRuns.count).toBe(cycles);
    expect(tableLoopRuns.count).toBeGreaterThan(tables);
  });
});

/** The game's digest once `play` is done, or its rule error (a seat left without a legal card). */
function outcome(play: () => void, g: Game): string {
  try {
    play();
    return g.digest();
  } catch (err) {
    return String(err);
  }
}

describe("bots act for the dummy through its controller", () => {
  for (const spec of ["random", "greedy", "ismcts:15"]) {
    it(`${spec}: the controller's bot makes every play of the face-up dummy, with the controller's view`, () => {
      const ir = dummyGame("play", spec === "random" ? 4 : 1);
      const g = Game.create(ir, { players: 4, seed: 21 });
      const log: { own: number; actor: number; viewer: number }[] = [];
      const bots = [0, 1, 2, 3].map((s) => recorder(s, getBot(spec), log));
      playGame(g, bots, [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(ir, g);
      // Every bot sees with its own seat's view, and decides for another seat only as its dummy's controller.
      for (const e of log) expect(e.viewer).toBe(e.own);
      let round = 0;
      let dummy = -1;
      let by = -1;
      let dummyPlays = 0;
      for (const e of g.events) {
        if (e.type === "roundStart") round++;
        if (e.type === "dummy") ({ seat: dummy, by } = e);
        if (e.type === "play" && e.seat === dummy) dummyPlays++;
      }
      const forOthers = log.filter((e) => e.actor !== e.own);
      expect(round).toBeGreaterThan(0);
      expect(forOthers.length).toBe(dummyPlays);
      expect(dummyPlays).toBe(13 * round);
      // The last round's dummy was played by its controller's bot only.
      expect(forOthers.slice(-13).every((e) => e.actor === dummy && e.own === by)).toBe(true);
    });
  }
});

engineProperties("dummy after the first play", dummyGame("play"));
engineProperties("dummy after the first trick", dummyGame("trick"));

describe("the dummy step (the language)", () => {
  const text = (step: string, extra = "") => `game "Open Hand"
players 4..4
suits clubs diamonds hearts spades
deck clubs diamonds hearts spades 2..14
deal all
${extra}
before tricks {
  ${step}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest rank where suit = lead
}
score: tricks
`;
  const errors = (src: string) => compileIn(src).diagnostics.map((d) => `${d.code} ${d.line} ${d.message}`);

  it("lowers to the IR's dummy step", () => {
    const r = compileIn(text("dummy partner of dealer, played by dealer, after the first trick", "teams a b"));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.beforeTricks).toEqual([{ kind: "dummy", seat: ["partner", "dealer"], by: ["dealer"], after: "trick" }]);
  });

  it("refuses seats it cannot name, the same seat twice, a second dummy and a dummy after trick play, at the step", () => {
    expect(errors(text("dummy partner of dealer, played by dealer, after the first play"))).toEqual([
      "SW4007 8 'partner of dealer' names 'partner', the next seat of the same team, but this ruleset has no teams",
    ]);
    expect(errors(text("dummy left of declarer, played by dealer, after the first play"))).toEqual([
      "SW4007 8 'left of declarer' names 'declarer', the seat that won the auction, but this ruleset has no 'auction NAME: ...' step",
    ]);
    expect(errors(text("dummy left, played by dealer, after the first play"))).toEqual([
      "SW4007 8 the seat 'left' must end with 'dealer' or 'declarer': it is read from the right, starting at that seat (for example 'partner of declarer')",
    ]);
    expect(errors(text("dummy left of dealer, played by left of dealer, after the first play"))).toEqual([
      "SW4007 8 the dummy is played by another seat: 'left of dealer' is the dummy itself",
    ]);
    expect(errors(text("dummy left of dealer, played by dealer, after the first play\n  dummy right of dealer, played by dealer, after the first play"))).toEqual([
      "SW4007 9 one dummy per round: remove this second step",
    ]);
    expect(errors(text("dummy left of dealer, played by dealer, after the first play").replace("before tricks", "after tricks"))).toEqual([
      "SW4007 8 a dummy is named before trick play: put 'dummy' in 'before tricks'",
    ]);
  });
});
