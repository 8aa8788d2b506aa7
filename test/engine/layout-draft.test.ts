// `deal layout ROWS by COLUMNS`: a face-up layout drafted instead of a deal. Column by column every
// seat takes one card, the first pick moving one seat clockwise per column from the dealer's left;
// the cards of a column nobody took leave the round. Everything is public.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compile } from "../../src/lang/index.js";
import { engineProperties } from "../support/invariants.js";
import { actionToLog } from "../../src/sim/log.js";

const TEXT = `game "Market stalls"
players 3..4
rounds 2
suits sun moon star
deck sun moon star 1..6
deal layout 4 by 4
first dealer: seat 0
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks
`;

function rules(text = TEXT): RulesetIR {
  const r = compile(text, { file: "market.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

/** Takes the first legal card until the layout is drafted; returns who picked, column by column. */
function draftAll(g: Game): number[][] {
  const order: number[][] = [];
  while (g.state().phase === "choose") {
    const seat = g.toAct()[0]!;
    const column = g.observe(seat).layout!.column;
    (order[column] ??= []).push(seat);
    g.apply(seat, g.legalActions(seat)[0]!);
  }
  return order;
}

describe("deal layout: the draft", () => {
  const ir = rules();

  it("lays out rows x columns face up, every seat takes one card per column, the first pick rotating clockwise", () => {
    const g = Game.create(ir, { players: 4, seed: 7 });
    const obs = g.observe(2);
    expect(obs.hand).toEqual([]);
    expect(obs.layout!.rows).toBe(4);
    expect(obs.layout!.cards.filter((c) => c !== null)).toHaveLength(16);
    // Seat 0 deals: seat 1 picks first in column 1, seat 2 in column 2, ... (the dealer in column 4).
    expect(draftAll(g)).toEqual([[1, 2, 3, 0], [2, 3, 0, 1], [3, 0, 1, 2], [0, 1, 2, 3]]);
    expect(g.state().hands.map((h) => h.length)).toEqual([4, 4, 4, 4]);
    expect(g.state().removed).toEqual([]);
    expect(g.state().phase).toBe("tricks");
  });

  it("a layout given with the deal is checked: its size, every card once, every card from the leftover", () => {
    const all = Array.from({ length: 18 }, (_, c) => c);
    const good = all.slice(0, 16);
    const make = (layout: number[], leftover = all) => Game.create(ir, { players: 4, seed: 1, deals: [{ hands: [[], [], [], []], leftover, layout }] });
    expect(make(good).observe(0).layout!.cards).toEqual(good);
    const first = good.slice(0, 15);
    for (const [layout, leftover] of [[first], [[...first, 0]], [[...first, 18]], [[...first, -1]], [[...first, 2.5]], [[...first, 17], all.slice(0, 17)], [[...good, 16]]] as [number[], number[]?][]) {
      expect(() => make(layout, leftover), JSON.stringify(layout)).toThrow(/the layout of round 1 must be 16 different cards of the leftover/);
    }
  });

  it("with fewer players the rest of each column leaves the round, seen by everyone", () => {
    const g = Game.create(ir, { players: 3, seed: 3 });
    const laid = g.observe(1).layout!.cards.slice();
    expect(draftAll(g)).toEqual([[1, 2, 0], [2, 0, 1], [0, 1, 2], [1, 2, 0]]);
    const aside = g.events.filter((e) => e.type === "layoutAside");
    expect(aside.map((e) => (e.type === "layoutAside" ? e.column : -1))).toEqual([0, 1, 2, 3]);
    expect(g.state().removed).toHaveLength(4);
    // Each column gave 3 cards to hands and 1 away: the 16 laid-out cards, none twice.
    expect(new Set([...g.state().hands.flat(), ...g.state().removed])).toEqual(new Set(laid));
    for (const seat of [0, 1, 2]) expect(g.observe(seat).removed).toEqual(g.state().removed);
  });

  it("only a card of the column being drafted may be taken, and the refusal says which", () => {
    const g = Game.create(ir, { players: 4, seed: 11 });
    const layout = g.observe(1).layout!;
    const column1 = layout.cards.slice(0, 4) as number[];
    const column2 = layout.cards.slice(4, 8) as number[];
    expect(g.legalActions(1).map((a) => (a.type === "take" ? a.card : -1)).sort((a, b) => a - b)).toEqual([...column1].sort((a, b) => a - b));
    expect(g.legalActions(2)).toEqual([]);
    expect(g.whyIllegal(1, { type: "take", card: column2[0]! })).toMatch(/only a card of column 1/);
    g.apply(1, { type: "take", card: column1[2]! });
    expect(g.whyIllegal(2, { type: "take", card: column1[2]! })).toMatch(/only a card of column 1/);
    expect(g.observe(3).layout!.cards[2]).toBeNull();
  });

  it("is public: every seat sees the same layout and every take", () => {
    const g = Game.create(ir, { players: 4, seed: 5 });
    for (let i = 0; i < 6; i++) g.apply(g.toAct()[0]!, g.legalActions(g.toAct()[0]!).at(-1)!);
    const views = [0, 1, 2, 3].map((s) => g.observe(s));
    for (const v of views) expect(v.layout).toEqual(views[0]!.layout);
    for (const v of views) expect(v.events.filter((e) => e.type === "take")).toEqual(g.events.filter((e) => e.type === "take"));
  });

  it("a sampled world holds the layout and the hands exactly as they are (all of it was seen)", () => {
    const g = Game.create(ir, { players: 3, seed: 9 });
    const rng = new Rng(4);
    for (let i = 0; i < 7; i++) g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
    for (const seat of [0, 1, 2]) {
      const w = g.sampleHidden(seat, new Rng(seat + 1));
      expect(w.state().hands).toEqual(g.state().hands);
      expect(w.observe(seat).layout).toEqual(g.observe(seat).layout);
      expect(w.state().removed).toEqual(g.state().removed);
    }
  });

  it("a take is logged by the card's name", () => {
    const g = Game.create(ir, { players: 4, seed: 1 });
    const a = g.legalActions(1)[0]!;
    expect(actionToLog(g, 1, a)).toEqual({ seat: 1, take: g.cardName(a.type === "take" ? a.card : -1) });
  });

  it("the checker wants a row per player and no more cards than the deck", () => {
    const codes = (deal: string) => compile(TEXT.replace("deal layout 4 by 4", deal), { file: "m.stich" }).diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`);
    expect(codes("deal layout 3 by 4")).toEqual(["SW4007@6:13"]);
    expect(codes("deal layout 4 by 5")).toEqual(["SW4007@6:13"]);
    expect(codes("deal layout 4 by true")).toEqual(["SW3001@6:18"]);
    expect(codes("deal layout players by 4")).toEqual([]);
  });
});

engineProperties("deal layout (fixture)", rules());
