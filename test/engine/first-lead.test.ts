// Who leads first: `lead: holder of CARD` (the seat holding that card when trick play begins; the
// dealer's left when no hand holds it) and `lead: SEAT PATH` (a seat named from the dealer or the
// auction's winner, `left of declarer`); a seat that sits out is passed by (the next seat that plays
// leads). On small fixture rulesets, not a classic.
import { describe, expect, it } from "vitest";
import { compile, Game, Rng, type GameEvent, type RulesetIR } from "../../src/index.js";

function ruleset(text: string): RulesetIR {
  const r = compile(text, { file: "fixtures/first-lead.stich" });
  expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
  return r.ir!;
}

const HOLDER = (players: string) => `game "Candle"
players ${players}
suits red blue green gold
ranks K = 6
deck red blue green gold 1..K
deal 6 each
tricks {
  lead: holder of greenK, then winner
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks
`;

const PATH = `game "Wick"
players 3..4
suits red blue green gold
deck red blue green gold 1..7
deal 6 each
before tricks {
  auction lamp: suits
  each player sits out if seat = (seat of declarer + 1) mod players and seat of declarer = 0
}
tricks {
  lead: left of declarer, then winner
  trump: suit in lamp
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks
`;

/** Plays a game at random to its end; the events of the referee. */
function play(ir: RulesetIR, players: number, seed: number): Game {
  const g = Game.create(ir, { players, seed });
  const rng = new Rng(seed);
  while (!g.isOver) {
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
  return g;
}

/** Per round: the dealer, the hands dealt (referee), the first card play, the declarer and who sat out. */
function rounds(g: Game): { dealer: number; hands: readonly (readonly number[])[]; first: Extract<GameEvent, { type: "play" }>; declarer: number | null; out: number[] }[] {
  const out: ReturnType<typeof rounds> = [];
  for (const e of g.events) {
    if (e.type === "roundStart") out.push({ dealer: e.dealer, hands: e.hands.map((h) => h ?? []), first: undefined!, declarer: null, out: [] });
    const r = out[out.length - 1]!;
    if (e.type === "bid" && e.value !== null) r.declarer = e.seat;
    if (e.type === "sitOut") r.out.push(e.seat);
    if (e.type === "play" && r.first === undefined) r.first = e;
  }
  return out;
}

describe("the first lead", () => {
  it("goes to the holder of the named card; with the card undealt, to the dealer's left", () => {
    let held = 0;
    let undealt = 0;
    for (const players of [3, 4]) {
      const ir = ruleset(HOLDER(`${players}..${players}`));
      for (let seed = 1; seed <= 25; seed++) {
        const g = play(ir, players, seed);
        const greenK = g.cards.findIndex((c) => g.cardName(c.id) === "greenK");
        expect(greenK).toBeGreaterThanOrEqual(0);
        for (const r of rounds(g)) {
          const holder = r.hands.findIndex((h) => h.includes(greenK));
          if (holder >= 0) held++;
          else undealt++;
          expect(r.first.seat).toBe(holder >= 0 ? holder : (r.dealer + 1) % players);
        }
      }
    }
    // 4 players hold all 24 cards; 3 hold 18, so the card is sometimes left over.
    expect(held).toBeGreaterThan(0);
    expect(undealt).toBeGreaterThan(0);
  });

  it("tells where the card is: every world sampled for another seat deals it to the seat seen leading", () => {
    const ir = ruleset(HOLDER("4..4"));
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const g = Game.create(ir, { players: 4, seed });
      const leader = g.toAct()[0]!;
      const greenK = g.cards.findIndex((c) => g.cardName(c.id) === "greenK");
      // Before anyone plays and after the first card: a seat that is not the leader samples worlds.
      for (const steps of [1]) {
        if (steps === 1) g.apply(leader, g.legalActions(leader)[0]!);
        const viewer = (leader + 1) % 4;
        for (let i = 0; i < 5; i++) {
          const world = g.sampleHidden(viewer, new Rng(seed * 100 + i));
          const dealt = world.events.find((e) => e.type === "roundStart");
          expect(dealt?.type === "roundStart" && dealt.hands[leader]!.includes(greenK)).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBe(30);
  });

  it("goes to the seat a path names from the auction's winner, passing by a seat that sits out", () => {
    const ir = ruleset(PATH);
    let passedBy = 0;
    let named = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const g = play(ir, 4, seed);
      for (const r of rounds(g)) {
        if (r.declarer === null) continue;
        const left = (r.declarer + 1) % 4;
        if (r.out.includes(left)) {
          passedBy++;
          expect(r.first.seat).toBe((left + 1) % 4);
        } else {
          named++;
          expect(r.first.seat).toBe(left);
        }
      }
    }
    expect(passedBy).toBeGreaterThan(0);
    expect(named).toBeGreaterThan(0);
  });

  it("is refused when it names no card or starts from no fixed seat", () => {
    const bad = (lead: string) => compile(HOLDER("3..4").replace("lead: holder of greenK, then winner", lead), { file: "x.stich" }).diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`);
    expect(bad("lead: holder of greenZ, then winner")[0]).toMatch(/^SW4007@8:19 'greenZ' is not a card: write its suit and its rank as in the logs, for example 'red2' or 'redK'/);
    expect(bad("lead: left of right, then winner")[0]).toMatch(/^SW4007@8:3 the first lead 'left of right' must end with 'dealer' or 'declarer'/);
    expect(bad("lead: declarer, then winner")[0]).toMatch(/^SW4007@8:3 the first lead names 'declarer', the seat that won the auction, but this ruleset has no 'auction NAME: \.\.\.' step/);
  });
});
