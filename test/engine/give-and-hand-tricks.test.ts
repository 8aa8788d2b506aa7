// Two `after tricks` steps over held tricks: `holder of the last trick gives its tricks to the left`
// (the seat holding the last played trick hands every played trick it holds to a neighbour; tricks
// formed from a hand stay) and `each hand becomes a trick` (each seat's remaining hand cards form one
// trick it holds, not played). Rules §9.2 cards 39 and 40, §11 (35 + 39), A4, A5, A13, A14.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { getBot } from "../../src/bots/registry.js";
import { playGame } from "../../src/sim/play.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { compileIn, where } from "../lang/helpers.js";

const game = (tricks: string, after: string, rest = "score: trickPoints\n", rounds = 1) => `game "After tricks (fixture)"
players 3..4
rounds ${rounds}
suits fan coin koi gate
deck fan coin koi gate 1..6
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
${tricks}}
after tricks {
${after}}
${rest}`;

function ir(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

/** Plays a one-round game to its end at random; returns it and its trick events (winner, holder). */
function play(rules: RulesetIR, players: number, seed: number) {
  const g = Game.create(rules, { players, seed });
  const rng = new Rng(seed);
  while (!g.isOver) {
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
  const tricks = g.events.flatMap((e) => (e.type === "trick" && e.winner !== null ? [{ ...e, holder: e.holder ?? e.winner }] : []));
  return { g, st: g.state(), tricks };
}

const GIVE = "  holder of the last trick gives its tricks to the left\n";
const FORM = "  each hand becomes a trick\n";
const STOP2 = "  stop when: count(hand) = 2\n";

describe("holder of the last trick gives its tricks to a neighbour", () => {
  it("moves every trick the last trick's holder holds to its left neighbour, with cards and count", () => {
    for (const seed of [1, 2, 3, 4]) {
      const { g, st, tricks } = play(ir(game("", GIVE)), 4, seed);
      const last = tricks[tricks.length - 1]!;
      const giver = last.holder;
      const taker = (giver + 1) % 4;
      const heldBy = (s: number) => tricks.filter((t) => t.holder === s).map((t) => t.trick);
      const expected = [0, 1, 2, 3].map((s) => (s === giver ? [] : s === taker ? [...heldBy(s), ...heldBy(giver)] : heldBy(s)));
      expect(st.held.map((ts) => ts.map((t) => t.number - 1).sort((a, b) => a - b))).toEqual(expected.map((l) => l.sort((a, b) => a - b)));
      expect(st.tricksWon[giver]).toBe(0);
      expect(st.piles["won"]![giver]).toEqual([]);
      const give = g.events.find((e) => e.type === "giveTricks");
      expect(give).toEqual({ type: "giveTricks", seat: giver, to: taker, tricks: heldBy(giver).map((t) => t + 1) });
      // Public: every seat sees the same event.
      for (let v = 0; v < 4; v++) expect(g.observe(v).events).toContainEqual(give);
    }
  });

  it("with tricks going left of the winner (35 + 39): the holder of the last trick is left of its winner, and passes left again", () => {
    const { st, tricks } = play(ir(game("  trick goes to: left of winner\n", GIVE)), 3, 7);
    const last = tricks[tricks.length - 1]!;
    expect(last.holder).toBe((last.winner! + 1) % 3);
    expect(st.held[last.holder]).toEqual([]);
    expect(st.held[(last.holder + 1) % 3]!.some((t) => t.number === tricks.length)).toBe(true);
  });

  it("leaves tricks formed from a hand with their owner (A14)", () => {
    const { st, tricks } = play(ir(game(STOP2, FORM + GIVE)), 4, 5);
    const giver = tricks[tricks.length - 1]!.holder;
    expect(st.held[giver]!.map((t) => t.played)).toEqual([false]);
    expect(st.tricksWon[giver]).toBe(1);
  });
});

describe("each hand becomes a trick", () => {
  const FORMED = ir(game(STOP2, FORM, "trick value: if played and number = playedTricks then 10 else if played then 1 else 100\nscore: trickPoints\n"));

  it("makes each seat's remaining hand one trick it holds, counted but not played (A4, A5)", () => {
    const { g, st, tricks } = play(FORMED, 4, 3);
    expect(tricks).toHaveLength(4); // 6 cards each, play stops with 2 left
    for (let s = 0; s < 4; s++) {
      const formed = st.held[s]!.filter((t) => !t.played);
      expect(formed).toHaveLength(1);
      expect(formed[0]!.number).toBe(0);
      expect((formed[0]!.cards as number[]).length).toBe(2);
      expect(st.hands[s]).toEqual([]);
      expect(st.tricksWon[s]).toBe(tricks.filter((t) => t.holder === s).length + 1);
    }
    // The last played trick is worth 10, the formed ones 100 each, the others 1.
    const expected = [0, 1, 2, 3].map((s) => 100 + tricks.filter((t) => t.holder === s).reduce((a, t) => a + (t.trick === 3 ? 10 : 1), 0));
    expect(g.result()!.totals).toEqual(expected);
  });

  it("shows a seat's formed trick to whoever may see its won pile; the others see how many", () => {
    const { g, st } = play(FORMED, 4, 3);
    for (let v = 0; v < 4; v++) {
      const e = g.observe(v).events.find((x) => x.type === "handTrick")!;
      if (e.type !== "handTrick") throw new Error("no handTrick event");
      expect(e.counts).toEqual([2, 2, 2, 2]);
      e.cards.forEach((cards, s) => expect(cards).toEqual(s === v ? st.held[s]!.find((t) => !t.played)!.cards : null));
    }
    const open = ir(game(STOP2, FORM, "pile won: public\nscore: trickPoints\n"));
    const h = play(open, 4, 3).g;
    const e = h.observe(0).events.find((x) => x.type === "handTrick");
    expect(e?.type === "handTrick" && e.cards.every((c) => c !== null && c.length === 2)).toBe(true);
  });

  it("is written `each hand becomes a trick`, and only after tricks", () => {
    expect(where(compileIn(game(STOP2, "  each hand becomes one trick\n")))).toEqual(["SW1011@11:21"]);
    expect(where(compileIn(game(STOP2, "").replace("after tricks", "before tricks").replace("{\n}", `{\n${FORM}${GIVE}}`)))).toEqual(["SW4024@11:3", "SW4024@12:3"]);
  });
});

describe("bots", () => {
  it("play a game with every mechanic of held tricks: trick values, tricks going left, hands made tricks, tricks given on, neighbours' values", () => {
    const rules = ir(
      game(
        "  trick goes to: left of winner\n" + STOP2,
        FORM + GIVE,
        "trick value: if played then count(cards where rank > 3) else 2\nlet base = trickPoints\nscore: base + abs(base of right) - min(tricks of each player)\n",
        2,
      ),
    );
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const g = Game.create(rules, { players: 4, seed: 9 });
      playGame(g, [getBot(spec), getBot("random"), getBot(spec), getBot("random")], [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(rules, g);
    }
  });
});

// Two rounds; a secret order after the formed tricks, so that the sampler replays their event.
engineProperties(
  "held tricks given on and hands made tricks",
  // The score leaves the secret order out: a secret value in a public score is more than the sampler can keep consistent.
  ir(game("  trick goes to: right of winner\n" + STOP2, FORM + GIVE + "  each player secretly orders [1, 2] as bid\n", "score: trickPoints\n", 2)),
);
