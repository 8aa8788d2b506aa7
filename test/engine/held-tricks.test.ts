// Won tricks kept apart: every seat holds its tricks one by one (cards, number, played, winner), with
// `won` and `tricks` as before, a per-trick value (`trick value: EXPR`) and its sum `trickPoints`.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { engineProperties } from "../support/invariants.js";
import { playRandom } from "../support/play.js";
import { compileIn, where } from "../lang/helpers.js";

const BASE = `game "Held (fixture)"
players 3..5
rounds 2
suits fan coin koi gate
deck fan coin koi gate 1..6
deal 4 each
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
`;

/** The ruleset played for one round only. */
const ONE = (r: RulesetIR): RulesetIR => ({ ...r, rounds: { k: "num", v: 1 } });

function ir(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

/** Distinct suits of the trick; the last played trick x3; tricks 1 and 2 worth 0. */
const VALUED = ir(`${BASE}
trick value: if played and number <= 2 then 0
  else sum(for s in suits: if count(cards where suit = s) > 0 then 1 else 0) * (if played and number = playedTricks then 3 else 1)
score: trickPoints
`);

/** The same value worked out from the referee's view of one held trick. */
function valueOf(g: Game, t: { cards: readonly number[] | number; number: number; played: boolean }, played: number): number {
  const cards = t.cards as number[];
  if (t.played && t.number <= 2) return 0;
  const suits = new Set(cards.map((c) => g.cards[c]!.suit)).size;
  return suits * (t.played && t.number === played ? 3 : 1);
}

/** Plays a game of one round to its end (the state then is that round's last): random plays. */
function playRound(g: Game, rng: Rng): void {
  expect(g.ir.rounds).toEqual({ k: "num", v: 1 });
  while (!g.isOver) {
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
}

describe("won tricks kept apart", () => {
  it("each seat holds its tricks one by one: numbered across the table in the order they completed, with who won them", () => {
    const g = Game.create(ONE(VALUED), { players: 4, seed: 5 });
    const rng = new Rng(1);
    for (let i = 0; i < 8; i++) g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
    const tricks = g.events.filter((e) => e.type === "trick");
    expect(tricks).toHaveLength(2);
    const st = g.state();
    const held = st.held.flatMap((ts, s) => ts.map((t) => ({ ...t, holder: s })));
    expect(held.map((t) => t.number).sort()).toEqual([1, 2]);
    tricks.forEach((e, i) => {
      if (e.type !== "trick") return;
      const t = held.find((h) => h.number === i + 1)!;
      expect(t.holder).toBe(e.winner);
      expect(t.winner).toBe(e.winner);
      expect(t.played).toBe(true);
      expect(t.cards).toEqual(e.plays.map((p) => p.card));
    });
    st.held.forEach((ts, s) => expect(st.piles["won"]![s]).toEqual(ts.flatMap((t) => t.cards as number[])));
  });

  it("scores each held trick by `trick value` and sums it in `trickPoints`", () => {
    for (const seed of [1, 2, 3]) {
      const g = Game.create(ONE(VALUED), { players: 3, seed });
      playRound(g, new Rng(seed));
      const st = g.state();
      const played = Math.max(...st.held.flat().map((t) => t.number));
      const expected = st.held.map((ts) => ts.reduce((a, t) => a + valueOf(g, t, played), 0));
      expect(g.scoresNow()).toEqual(expected);
      // Something is really at stake: the last trick counts three times, the first two nothing.
      expect(expected.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
  });

  it("without `trick value`, trickPoints counts the tricks held", () => {
    const plain = ir(`${BASE}\nscore: trickPoints * 10 + tricks\n`);
    const g = Game.create(ONE(plain), { players: 3, seed: 4 });
    playRound(g, new Rng(4));
    expect(g.scoresNow()).toEqual(g.state().tricksWon.map((t) => t * 11));
  });

  it("shows who holds which trick to everyone, and the cards as the won pile is shown", () => {
    const g = Game.create(ONE(VALUED), { players: 3, seed: 6 });
    playRound(g, new Rng(6));
    const ref = g.state().held;
    for (let viewer = 0; viewer < 3; viewer++) {
      const seen = g.observe(viewer).held;
      seen.forEach((ts, owner) => {
        expect(ts.map((t) => [t.number, t.winner, t.played])).toEqual(ref[owner]!.map((t) => [t.number, t.winner, t.played]));
        for (const [i, t] of ts.entries()) expect(t.cards).toEqual(owner === viewer ? ref[owner]![i]!.cards : (ref[owner]![i]!.cards as number[]).length);
      });
    }
    const open = ir(`${BASE}pile won: public\nscore: trickPoints\n`);
    const h = Game.create(ONE(open), { players: 3, seed: 6 });
    playRound(h, new Rng(6));
    expect(h.observe(0).held).toEqual(h.state().held);
  });

  it("worked example §10.1: three tricks worth their colours, minus one per trump card, doubled on an even count", () => {
    const sm = ir(`game "Trick values"
players 4..4
suits fan coin koi gate
deck fan coin koi gate 1..15
trick value: sum(for s in suits: if count(cards where suit = s) > 0 then 1 else 0)
let base = trickPoints - count(won where suit = coin)
score: if tricks mod 2 = 0 then base * 2 else base
`);
    const probe = Game.create(sm, { players: 4, seed: 1 });
    const c = (names: string[]) => names.map((n) => probe.parseCard(n)!);
    const held = [
      [{ cards: c(["fan3", "fan9", "coin2", "koi5"]) }, { cards: c(["gate4", "gate12", "gate1", "gate7"]) }, { cards: c(["koi15", "fan2", "coin11", "gate6"]) }],
      [{ cards: c(["fan1", "fan4", "fan5", "fan6"]) }, { cards: c(["koi1", "koi2", "koi3", "koi4"]) }],
    ];
    // A: 3 + 1 + 4 = 8, two trumps -> 6, three tricks (odd) -> 6. B: 1 + 1, two tricks (even) -> 4.
    expect(Game.scoreScenario(sm, { players: 4, held })).toEqual([6, 4, 0, 0]);
  });
});

describe("`trick value` in the language", () => {
  it("reads the held trick's names only there, and wants the word `value`", () => {
    expect(where(compileIn(`${BASE}trick worth: 1\nscore: trickPoints\n`))).toEqual(["SW1011@10:7"]);
    expect(where(compileIn(`${BASE}trick value: tricks\nscore: cards\n`))).toEqual(["SW3002@10:14", "SW3002@11:8"]);
    expect(where(compileIn(`${BASE}trick value: number + count(cards where rank > 3)\nscore: trickPoints + playedTricks\n`))).toEqual([]);
  });

  it("leaves the IR of a ruleset without it unchanged (no trickValue field)", () => {
    expect("trickValue" in ir(`${BASE}score: tricks\n`)).toBe(false);
    expect(VALUED.trickValue).toBeDefined();
  });
});

engineProperties("held tricks with a trick value", VALUED);

describe("trick goes to: left of winner", () => {
  const LEFT = ir(`${BASE.replace("tricks {", "tricks {\n  trick goes to: left of winner")}score: tricks\n`);
  const RIGHT = ir(`${BASE.replace("tricks {", "tricks {\n  trick goes to: right of winner")}score: tricks\n`);

  it("the winner's neighbour holds the trick (its cards, its count), and the winner still leads", () => {
    for (const [rules, offset] of [[LEFT, 1], [RIGHT, -1]] as const) {
      const g = Game.create(ONE(rules), { players: 4, seed: 9 });
      playRound(g, new Rng(9));
      const st = g.state();
      const tricks = g.events.filter((e) => e.type === "trick");
      const count = [0, 0, 0, 0];
      tricks.forEach((e, i) => {
        if (e.type !== "trick" || e.winner === null) return;
        const holder = (e.winner + offset + 4) % 4;
        count[holder]!++;
        expect(e.holder).toBe(holder);
        const held = st.held[holder]!.find((t) => t.number === i + 1)!;
        expect(held.winner).toBe(e.winner);
        expect(held.cards).toEqual(e.plays.map((p) => p.card));
        if (e.nextLead !== null) expect(e.nextLead).toBe(e.winner);
      });
      expect(st.tricksWon).toEqual(count);
      expect(g.scoresNow()).toEqual(count);
    }
  });

  it("is written `trick goes to:`; without it the IR has no trickGoesTo", () => {
    expect(LEFT.tricks.trickGoesTo).toBe("leftOfWinner");
    expect("trickGoesTo" in ir(`${BASE}score: tricks\n`).tricks).toBe(false);
    expect(where(compileIn(`${BASE.replace("tricks {", "tricks {\n  trick went to: left of winner")}score: tricks\n`))).toEqual(["SW1011@8:9"]);
  });

  engineProperties("trick goes to the left of the winner", LEFT);
});
