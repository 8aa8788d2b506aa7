// Partnerships fixed by seat (`teams`, `partner`, `team`), seat paths (`left of left`, `of dealer`,
// `seat`) and ending on a condition (`end when: COND [, unless tied]`), on small fixture rulesets
// that are no classic: from the language to the engine, the result and the replay report.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { RuleError } from "../../src/engine/errors.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { buildReplayReport } from "../../src/sim/replay-report.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { endSection } from "../../src/sheet/end.js";

/** Two teams of two (or three of two at six players) race to a total; partners pool their tricks. */
function pairsRace(opts: { players?: string; teams?: string; end?: string; score?: string; winner?: string; rounds?: string } = {}): string {
  return `game "Pairs race"
players ${opts.players ?? "4..4"}
${opts.rounds ?? ""}
suits red blue green
deck red blue green 1..8
deal 4 each
teams ${opts.teams ?? "odds evens"}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: ${opts.score ?? "tricks + tricks of partner"}
${opts.end ?? "end when: total >= 12"}
winner: ${opts.winner ?? "highest total"}
`;
}

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  expect(r.diagnostics).toEqual([]);
  return r.ir!;
}

function playOut(ir: RulesetIR, players: number, seed: number): Game {
  const g = Game.create(ir, { players, seed });
  const rng = new Rng(seed + 1);
  while (!g.isOver) {
    const s = g.toAct()[0]!;
    g.apply(s, rng.pick(g.legalActions(s)));
  }
  return g;
}

describe("teams, partner and seat paths", () => {
  it("lower to the IR: team names, the partner hop, paths read from the dealer outwards", () => {
    const ir = irOf(pairsRace({ score: "tricks of left of dealer + tricks of partner + seat of dealer + team" }));
    expect(ir.teams).toEqual({ names: ["odds", "evens"] });
    const tricks = { k: "ref", name: "tricks" };
    expect(ir.score).toEqual({
      k: "bin", op: "+",
      l: {
        k: "bin", op: "+",
        l: { k: "bin", op: "+", l: { k: "atSeat", seat: "dealer", e: { k: "atSeat", seat: "left", e: tricks } }, r: { k: "atSeat", seat: "partner", e: tricks } },
        r: { k: "atSeat", seat: "dealer", e: { k: "ref", name: "seat" } },
      },
      r: { k: "ref", name: "team" },
    });
  });

  it("refuses partner and team without teams, team counts that do not seat the players, and a team named twice", () => {
    const noTeams = pairsRace({ score: "tricks of partner + team" }).replace("teams odds evens\n", "");
    expect(where(compileIn(noTeams))).toEqual(["SW3015@10:8", "SW3015@10:28"]);
    expect(compileIn(noTeams).diagnostics[0]!.message).toContain("declare the partnerships first");
    expect(where(compileIn(pairsRace({ players: "4..6" })))).toEqual(["SW4027@7:1"]);
    expect(compileIn(pairsRace({ players: "4..6" })).diagnostics[0]!.message).toContain("'players 4..6' allows 5");
    expect(where(compileIn(pairsRace({ teams: "odds" })))).toEqual(["SW4027@7:1"]);
    expect(where(compileIn(pairsRace({ teams: "odds odds" })))).toEqual(["SW2005@7:12"]);
    expect(where(compileIn(pairsRace({ teams: "a b c", players: "3..3" })))).toEqual(["SW4027@7:1"]);
  });

  it("reads a seat value at the partner, the dealer, the dealer's left and this seat", () => {
    // Without teams: every seat's number, its left neighbour's left, the dealer and the dealer's left, in one score.
    const paths = irOf(pairsRace({ score: "seat * 1000 + seat of left of left * 100 + seat of left of dealer * 10 + seat of dealer", end: "rounds 1" }).replace("teams odds evens\n", ""));
    const g = playOut(paths, 4, 7);
    const dealer = g.state().dealer;
    expect(g.result()!.roundScores[0]).toEqual([0, 1, 2, 3].map((s) => s * 1000 + ((s + 2) % 4) * 100 + ((dealer + 1) % 4) * 10 + dealer));
    // With teams: the partner's tricks, and the team's number.
    const partners = playOut(irOf(pairsRace({ score: "(tricks + tricks of partner) * 10 + team", end: "rounds 1" }).replace("score:", "let t = team\nscore:")), 4, 7);
    const won = partners.state().tricksWon;
    expect(partners.result()!.roundScores[0]).toEqual([0, 1, 2, 3].map((s) => (won[s]! + won[(s + 2) % 4]!) * 10 + (s % 2) + 1));
  });

  it("gives partners the same score and the win together; three teams of two at six players", () => {
    const g = playOut(irOf(pairsRace()), 4, 3);
    const { totals, winners } = g.result()!;
    expect(totals[0]).toBe(totals[2]);
    expect(totals[1]).toBe(totals[3]);
    expect(winners.length === 2 || winners.length === 4).toBe(true);
    expect(winners.every((w) => winners.includes((w + 2) % 4))).toBe(true);
    const six = playOut(irOf(pairsRace({ players: "6..6", teams: "a b c" })), 6, 5);
    for (let s = 0; s < 6; s++) expect(six.result()!.totals[s]).toBe(six.result()!.totals[s % 3]);
  });

  it("stops the game with an error naming both seats when partners score differently", () => {
    const ir = irOf(pairsRace({ score: "tricks" }));
    const error = (() => {
      try {
        playOut(ir, 4, 3);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe("team-score");
    expect((error as RuleError).message).toMatch(/seat 0 scored \d+ and its partner seat 2 scored \d+/);
  });
});

describe("ending on a condition", () => {
  it("ends after the round in which some total reaches the threshold, and not before", () => {
    for (let seed = 0; seed < 20; seed++) {
      const g = playOut(irOf(pairsRace()), 4, seed);
      const { totals, roundScores } = g.result()!;
      expect(Math.max(...totals)).toBeGreaterThanOrEqual(12);
      const before = totals.map((t, s) => t - roundScores[roundScores.length - 1]![s]!);
      expect(Math.max(...before), `seed ${seed}: a total had reached 12 a round earlier`).toBeLessThan(12);
    }
  });

  it("ranks by the winner keys once it ends: lowest total wins", () => {
    const g = playOut(irOf(pairsRace({ winner: "lowest total" })), 4, 2);
    const { totals, winners } = g.result()!;
    expect(winners.map((w) => totals[w])).toEqual(winners.map(() => Math.min(...totals)));
  });

  it("with 'unless tied', goes on while the leaders are tied, and ends once they are not", () => {
    // Every seat scores 1 each round, so the teams are tied for ever: without `unless tied` the game
    // ends at 3 with both teams winning; with it, it runs until the declared limit of rounds.
    const tiedAlways = irOf(pairsRace({ score: "1", end: "end when: total >= 3" }));
    expect(playOut(tiedAlways, 4, 1).result()!.winners).toEqual([0, 1, 2, 3]);
    expect(playOut(tiedAlways, 4, 1).tally().rounds).toBe(3);
    const goOn = irOf(pairsRace({ score: "1", end: "end when: total >= 3, unless tied", rounds: "rounds 5" }));
    expect(goOn.end).toEqual({ when: { k: "bin", op: ">=", l: { k: "ref", name: "total" }, r: { k: "num", v: 3 } }, unlessTied: true, roundsIsGuard: false });
    expect(playOut(goOn, 4, 1).tally().rounds).toBe(5);
    // The odd team scores a point more once round 3 is reached: the tie is broken, the game ends then.
    const broken = irOf(pairsRace({ score: "1 + (if round = 4 and team = 1 then 1 else 0)", end: "end when: total >= 3, unless tied", rounds: "rounds 9" }));
    const g = playOut(broken, 4, 1);
    expect(g.tally().rounds).toBe(4);
    expect(g.result()!.winners).toEqual([0, 2]);
  });

  it("stops with an error when an undeclared limit of rounds is reached without the condition", () => {
    const ir = irOf(pairsRace({ score: "0", end: "end when: total >= 1" }));
    expect(ir.end!.roundsIsGuard).toBe(true);
    expect(() => playOut(ir, 4, 1)).toThrow(/did not end within 1000 rounds/);
  });

  it("is told in the rules sheet, teams and all", () => {
    const items = endSection(irOf(pairsRace({ end: "end when: total >= 12 or total of partner of dealer < 0, unless tied" }))).items;
    expect(items.map((i) => i.key)).toEqual(["teams", "rounds", "next dealer", "winner"]);
    expect(items[1]!.text[0]).toBe("The game ends after the first round in which, for some player, the total score ≥ 12 or the total score of the partner of the dealer < 0. While the winners are tied, play goes on.");
    expect(items[3]!.text[0]).toContain("A team wins together");
  });

  it("is in the fuzzer's corpus, as a seed that checks clean", () => {
    expect(compileIn(shippedCorpus()["fuzz-seeds/teams-end.stich"]!).diagnostics).toEqual([]);
  });

  it("reports a seat path cut short as a syntax error, not an internal one (found by the fuzzer, case 606)", () => {
    const cut = compileIn(shippedCorpus()["fuzz-seeds/teams-end.stich"]!.replace("left of left", "left of"));
    expect(cut.diagnostics.map((d) => d.code)).toEqual(["SW1004"]);
    expect(cut.diagnostics[0]!.message).toBe("expected 'left', 'right', 'partner', 'dealer' or 'declarer' but found 'then'");
  });

  it("checks its condition: a truth value of one seat's point of view", () => {
    expect(where(compileIn(pairsRace({ end: "end when: total" })))).toEqual(["SW3001@12:11"]);
    expect(where(compileIn(pairsRace({ end: "end when: total >= 12, unless" })))).toEqual(["SW1003@13:1"]);
  });

  it("appears in the replay report with each round and the winners", () => {
    const g = playOut(irOf(pairsRace()), 4, 3);
    const report = buildReplayReport(g, "pairs.stich");
    expect(report.rounds.length).toBe(g.tally().rounds);
    expect(report.result!.winners).toEqual(g.result()!.winners);
    expect(report.teams).toEqual([{ name: "odds", seats: [0, 2] }, { name: "evens", seats: [1, 3] }]);
    expect(report.result!.winningTeams).toEqual(g.result()!.winners.includes(0) ? (g.result()!.winners.includes(1) ? ["odds", "evens"] : ["odds"]) : ["evens"]);
  });
});

// The engine's invariants (cards conserved, legality, replay, no leaks, sampling) hold with both.
engineProperties("teams and an end condition", irOf(pairsRace({ end: "end when: total >= 8, unless tied", rounds: "rounds 6" })));
engineProperties("three teams, ending on the lowest total", irOf(pairsRace({ players: "6..6", teams: "a b c", end: "end when: total >= 10", winner: "lowest total" })));
