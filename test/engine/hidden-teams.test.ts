// Hidden partnerships (`teams A B by holder of CARD`) on a small fixture ruleset that is no classic:
// the checker's refusals of team reads that could leak a hidden team, the reveal when a copy is
// played (and when every copy is), a seat dealt every copy playing alone, the observation and the log
// views showing a seat its own team and the revealed ones only, and sampled worlds that agree with
// them (docs/language.md "Hidden partnerships").
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { Action, CardId, GameEvent } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { buildReplayReport } from "../../src/sim/replay-report.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { expectWorldTeamsFromDeal, hiddenTeamsProperties } from "../support/hidden-teams.js";

/** Two copies of a 24-card deck; whoever is dealt a sun8 plays with the other holder, against the rest. */
function sunBearers(opts: { teams?: string; follow?: string; score?: string; extra?: string; players?: string } = {}): string {
  return `game "Sun bearers"
players ${opts.players ?? "4..5"}
suits sun moon star
deck sun moon star 1..8, 2 copies
deal 9 each
teams ${opts.teams ?? "bright dark by holder of sun8"}
tricks {
  lead: left of dealer, then winner
  follow: ${opts.follow ?? "suit = lead or count(hand where suit = lead) = 0"}
  winner: highest rank where suit = sun, then highest rank where suit = lead
}
let side = sum(for t in team of each player: if t = team then 1 else 0)
score: (if side = 1 then 3 else 1) * (tricks + tricks of partner)
${opts.extra ?? ""}
`;
}

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  expect(r.diagnostics.map((d) => d.message)).toEqual([]);
  return r.ir!;
}

const IR = irOf(sunBearers());

/** A deal at 4 players giving `special` to the named seats first, then the other cards in order. */
function dealWith(g: Game, special: Record<number, string[]>): { hands: CardId[][] } {
  const hands: CardId[][] = [[], [], [], []];
  const used = new Set<CardId>();
  for (const [seat, names] of Object.entries(special)) {
    for (const n of names) {
      const c = g.parseCard(n)!;
      hands[Number(seat)]!.push(c);
      used.add(c);
    }
  }
  let next = 0;
  for (const h of hands) {
    while (h.length < 9) {
      while (used.has(next)) next++;
      h.push(next);
      used.add(next);
    }
  }
  return { hands };
}

/** A game at 4 players with seat 3 dealing (seat 0 leads) and the given hands. */
function preset(special: Record<number, string[]>): Game {
  const probe = Game.create(IR, { players: 4, seed: 1 });
  return Game.create(IR, { players: 4, seed: 1, firstDealer: 3, deals: [dealWith(probe, special)] });
}

/** Plays until `seat` has played `card` (each seat plays its first legal card that is no sun8, but for that one). */
function playUntil(g: Game, seat: number, card: string): void {
  const target = g.parseCard(card)!;
  const sun8 = new Set([g.parseCard("sun8")!, g.parseCard("sun8#2")!]);
  for (let guard = 0; guard < 100; guard++) {
    const s = g.toAct()[0]!;
    const legal = g.legalActions(s) as Action[];
    const want = legal.find((a) => a.type === "play" && a.card === target && s === seat);
    const plain = legal.find((a) => a.type === "play" && !sun8.has(a.card)) ?? legal[0]!;
    g.apply(s, want ?? plain);
    if (want && g.state().openTricks.length === 0) return;
    if (want) {
      // Finish the trick: the reveal comes when it is complete.
      while (g.state().openTricks.length > 0) {
        const t = g.toAct()[0]!;
        const l = g.legalActions(t) as Action[];
        g.apply(t, l.find((a) => a.type === "play" && !sun8.has(a.card)) ?? l[0]!);
      }
      return;
    }
  }
  throw new Error(`seat ${seat} never played ${card}`);
}

const reveals = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === "teamReveal" ? [`${e.seat}:${e.name}:${e.why}`] : []));

describe("hidden partnerships: the language", () => {
  it("lowers the card to its suit and rank", () => {
    expect(IR.teams).toEqual({ names: ["bright", "dark"], holder: { suit: 0, rank: 8 } });
  });

  it("refuses another seat's team, the partner and a team in a shared judgement before the round is scored", () => {
    // Another seat's team in a play (SW3016), at the partner, through a let.
    expect(where(compileIn(sunBearers({ follow: "team of left = 1 or suit = lead" })))).toEqual(["SW3016@9:11"]);
    expect(compileIn(sunBearers({ follow: "team of left = 1 or suit = lead" })).diagnostics[0]!.message).toContain("stay hidden until it is played");
    expect(where(compileIn(sunBearers({ follow: "tricks of partner = 0 or suit = lead" })))).toEqual(["SW3016@9:11"]);
    // The first lead from a hidden partner would name it to every seat.
    const lead = compileIn(sunBearers().replace("lead: left of dealer", "lead: partner of dealer"));
    expect(where(lead)).toEqual(["SW4007@8:3"]);
    expect(lead.diagnostics[0]!.message).toContain("the teams are hidden until their card is played");
    expect(where(compileIn(sunBearers({ follow: "peek = 1 or suit = lead", extra: "let peek = team of right" })))).toEqual(["SW3016@9:11"]);
    // The seat's own team: in its own plays yes; in a step's condition or 'stop when' (acted on for all to see) no.
    expect(where(compileIn(sunBearers({ follow: "team = 1 or suit = lead or count(hand where suit = lead) = 0" })))).toEqual([]);
    const stop = sunBearers().replace("  lead: left of dealer", "  stop when: team = 2\n  lead: left of dealer");
    expect(where(compileIn(stop))).toEqual(["SW3016@8:14"]);
    expect(compileIn(stop).diagnostics[0]!.message).toContain("only in its own plays");
    // After the round: every team is known (the score above reads them all).
    expect(where(compileIn(sunBearers({ extra: "end when: team of left = 1 and total > 30" })))).toEqual([]);
  });

  it("refuses three teams, an unknown card, a step that moves hand cards, and skips the seat count rule", () => {
    expect(where(compileIn(sunBearers({ teams: "a b c by holder of sun8" })))).toEqual(["SW4027@6:1"]);
    expect(where(compileIn(sunBearers({ teams: "a b by holder of sunQ" })))).toEqual(["SW2001@6:24"]);
    expect(where(compileIn(sunBearers({ extra: "before tricks {\n  each player passes 1 card to the left\n}" })))).toEqual(["SW4027@15:3"]);
    // Picking up the turned card, sitting out and a drafted layout are refused too, each at its own
    // line and saying what it does to the hands as dealt (docs/language.md, hidden partnerships).
    const msgs = (text: string) => compileIn(text).diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`);
    const pickUp = msgs(sunBearers({ extra: "before tricks {\n  turn up a card from leftover\n  dealer picks up the turned card\n}" }).replace("deal 9 each", "deal 8 each"));
    expect(pickUp).toEqual([expect.stringMatching(/^SW4027@16:3 this step puts leftover cards \(the turned card, or the whole leftover\) into a seat's hand and hand cards out of play, but 'teams \.\.\. by holder of CARD' needs the seat dealt the card to be the one that plays it$/)]);
    const sitOut = msgs(sunBearers({ extra: "before tricks {\n  each player sits out if total > 10\n}" }));
    expect(sitOut).toEqual([expect.stringMatching(/^SW4027@15:3 this step takes a sitting-out seat's hand out of play, but .* needs the seat dealt the card to be the one that plays it$/)]);
    const layout = msgs(sunBearers({ players: "4..4" }).replace("deal 9 each", "deal layout 4 by 4"));
    expect(layout).toEqual([expect.stringMatching(/^SW4027@6:1 .*needs the seat dealt the card to be the one that plays it, and 'deal layout' deals no hands$/)]);
    expect(msgs(sunBearers({ extra: "before tricks {\n  each player passes 1 card to the left\n}" }))[0]).toMatch(/this step passes hand cards to another seat, but/);
    // The leftover picked up whole (a skat, a widow) is the same step: refused alike.
    const widow = msgs(sunBearers({ extra: "pile widow: owner\nbefore tricks {\n  dealer picks up the leftover, lays as many into widow\n}" }).replace("deal 9 each", "deal 8 each"));
    expect(widow).toEqual([expect.stringMatching(/^SW4027@16:3 this step puts leftover cards/)]);
    // 5 players: fixed teams of 2 would refuse it (SW4027); hidden ones are decided by the deal.
    expect(where(compileIn(sunBearers({ players: "3..5" })))).toEqual([]);
  });
});

describe("hidden partnerships: the engine", () => {
  it("a seat knows its own team; a played copy reveals its player to all; the second reveals everyone", () => {
    const g = preset({ 1: ["sun8"], 3: ["sun8#2"], 0: ["sun1"] });
    expect(g.observe(0).teams).toEqual([1, null, null, null]);
    expect(g.observe(1).teams).toEqual([null, 0, null, null]);
    expect(g.observe(3).teams).toEqual([null, null, null, 0]);
    playUntil(g, 3, "sun8#2");
    for (let s = 0; s < 4; s++) {
      expect(g.observe(s).teams![3], `seat ${s} sees seat 3 revealed`).toBe(0);
      expect(reveals(g.observe(s).events)).toEqual(["3:bright:played"]);
    }
    expect(g.observe(0).teams).toEqual([1, null, null, 0]);
    expect(g.observe(2).teams).toEqual([null, null, 1, 0]);
    playUntil(g, 1, "sun8");
    for (let s = 0; s < 4; s++) expect(g.observe(s).teams).toEqual([1, 0, 1, 0]);
    expect(reveals(g.observe(2).events)).toEqual(["3:bright:played", "1:bright:played", "0:dark:all played", "2:dark:all played"]);
  });

  it("a seat dealt both copies plays alone: revealed by its first copy, the others by its second; its partner is itself", () => {
    const g = preset({ 2: ["sun8", "sun8#2", "sun7"] });
    expect(g.observe(2).teams).toEqual([null, null, 0, null]);
    playUntil(g, 2, "sun8");
    expect(g.observe(0).teams).toEqual([1, null, 0, null]);
    playUntil(g, 2, "sun8#2");
    expect(g.observe(0).teams).toEqual([1, 1, 0, 1]);
    const rng = new Rng(5);
    while (!g.isOver) {
      const s = g.toAct()[0]!;
      g.apply(s, rng.pick(g.legalActions(s)));
    }
    // Alone: three times its tricks and its partner's, who is itself: six times its own.
    expect(g.result()!.totals[2]! % 6).toBe(0);
  });

  it("sampled worlds keep the revealed teams and the seat's own, and put the unseen copy in any hand that may hold it", () => {
    const g = preset({ 1: ["sun8"], 3: ["sun8#2"], 0: ["sun1"], 2: ["sun2"] });
    playUntil(g, 3, "sun8#2");
    const sun8 = g.parseCard("sun8")!;
    const holders = new Set<number>();
    for (let i = 0; i < 150; i++) {
      const w = g.sampleHidden(0, new Rng(i));
      expect(w.observe(0)).toEqual(g.observe(0));
      const at = w.state().hands.findIndex((h) => h.includes(sun8));
      expect(at, "never in seat 0's own hand").not.toBe(0);
      holders.add(at);
      expectWorldTeamsFromDeal(w, IR);
    }
    // Seat 3 may hold both (a seat playing alone), so the other copy may be with 1, 2 or 3, or
    // undealt in the hidden leftover (-1): 36 of 48 cards are dealt.
    expect([...holders].sort()).toEqual([-1, 1, 2, 3]);
  });

  it("the replay report names each reveal in its round, and lists no teams for the whole game", () => {
    const g = preset({ 1: ["sun8"], 3: ["sun8#2"] });
    const rng = new Rng(9);
    while (!g.isOver) {
      const s = g.toAct()[0]!;
      g.apply(s, rng.pick(g.legalActions(s)));
    }
    const report = buildReplayReport(g, "sun.stich");
    const text = JSON.stringify(report);
    expect(text).toContain("seat 3 is in team bright");
    expect(text).toContain("seat 1 is in team bright");
    expect(report.teams).toBeUndefined();
  });
});

// The conformance property (no leak, consistent worlds) lives in test/support/hidden-teams.ts, shared
// with the classics that use hidden partnerships.
hiddenTeamsProperties("Sun bearers", IR, 40);

describe("hidden partnerships: the fuzz seed", () => {
  it("compiles clean and plays (seat paths through the partner, the own team in a play, after-round reads)", () => {
    const ir = irOf(shippedCorpus()["fuzz-seeds/hidden-teams.stich"]!);
    expect(ir.teams?.holder).toEqual({ suit: 0, rank: 8 });
    const g = Game.create(ir, { players: 5, seed: 11 });
    const rng = new Rng(2);
    while (!g.isOver) {
      const s = g.toAct()[0]!;
      g.apply(s, rng.pick(g.legalActions(s)));
    }
    expect(g.result()!.roundScores.length).toBeGreaterThan(0);
  });
});

engineProperties("Sun bearers (hidden partnerships)", IR);
