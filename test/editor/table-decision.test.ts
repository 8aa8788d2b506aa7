// The card table's one decision path (editor/src/table/decision.ts): the shape of a decision is read
// from its legal actions alone, so kinds the table has never seen are playable. Checked on the engine's
// own legal lists (a secret choice, a bid order, a rule-card draft) and on a made-up kind.
import { describe, expect, it } from "vitest";
import { actionLabel, oneAction, pickable, picked, shapeOf } from "../../editor/src/table/decision.js";
import { compile, Game, type Action } from "../../src/index.js";
import { MARKET_TEXT } from "../../editor/e2e/table-fixtures.js";
import { loadRuleset } from "../support/rulesets.js";

const pickShape = (legal: readonly Action[]) => {
  const s = shapeOf(legal);
  if (s.kind !== "pick") throw new Error(`not a pick: ${s.kind}`);
  return s;
};

describe("the table's generic decisions", () => {
  it("Stichling's bid: an ordered pick of the round's values; only the next values of some legal order are offered", () => {
    const g = Game.create(loadRuleset("rulesets/stichling/stichling.stich"), { players: 4, seed: 1 });
    const legal = g.legalActions(0);
    const s = pickShape(legal);
    expect(s).toMatchObject({ type: "order", field: "values", ordered: true, size: 3, items: [1, 2, 3] });
    expect([...pickable(legal, s, [])].sort()).toEqual([1, 2, 3]);
    expect([...pickable(legal, s, [2])].sort()).toEqual([1, 3]);
    expect(picked(legal, s, [2, 3])).toBeUndefined();
    expect(picked(legal, s, [2, 3, 1])).toEqual({ type: "order", values: [2, 3, 1] });
    // Each pick completes to a legal action, and the actions reached are exactly the legal ones.
    const reached = new Set<string>();
    const walk = (items: number[]) => {
      const a = picked(legal, s, items);
      if (a) reached.add(JSON.stringify(a));
      for (const x of pickable(legal, s, items)) walk([...items, x]);
    };
    walk([]);
    expect(reached).toEqual(new Set(legal.map((a) => JSON.stringify(a))));
  });

  it("Sticheln's secret choice: an unordered pick of one hand card; the draft: an unordered pick of offered rule cards", () => {
    const g = Game.create(loadRuleset("rulesets/sticheln/classic.stich"), { players: 4, seed: 1 });
    const legal = g.legalActions(0);
    const s = pickShape(legal);
    expect(s).toMatchObject({ type: "choose", field: "cards", ordered: false, size: 1 });
    expect(new Set(s.items)).toEqual(new Set(g.observe(0).hand));
    const card = s.items[3]!;
    expect(picked(legal, s, [card])).toEqual({ type: "choose", cards: [card] });

    const sm = Game.create(loadRuleset("rulesets/stich-meister/game.stich"), { players: 4, seed: 1 });
    const seat = sm.toAct()[0]!;
    const keep = pickShape(sm.legalActions(seat));
    expect(keep).toMatchObject({ type: "keep", field: "rules", ordered: false, size: 1 });
    expect(keep.items.length).toBe(3);
  });

  it("trick play is its own shape; a kind with no list field is one button per action", () => {
    const g = Game.create(loadRuleset("rulesets/sticheln/classic.stich"), { players: 4, seed: 1 });
    for (let s = 0; s < 4; s++) g.apply(s, g.legalActions(s)[0]!);
    expect(shapeOf(g.legalActions(g.toAct()[0]!)).kind).toBe("play");
    const bids = [{ type: "bid", value: 3 }, { type: "bid", value: 4 }, { type: "pass" }] as unknown as Action[];
    expect(shapeOf(bids).kind).toBe("choice");
    expect(bids.map(actionLabel)).toEqual(["bid, value 3", "bid, value 4", "pass"]);
    expect(shapeOf([]).kind).toBe("none");
  });

  it("a layout pick, a call and a clue: one item per legal action (the taken card, the called value, the named seat)", () => {
    const g = Game.create(compile(MARKET_TEXT, { file: "market.stich" }).ir!, { players: 4, seed: 2 });
    const kinds: string[] = [];
    while (!g.isOver && g.state().phase === "choose") {
      const seat = g.toAct()[0]!;
      const legal = g.legalActions(seat);
      const s = shapeOf(legal);
      if (s.kind !== "one") throw new Error(`${legal[0]!.type} is not a one-of decision: ${s.kind}`);
      const field = ({ take: "card", call: "value", clue: "leader" } as Record<string, string>)[legal[0]!.type];
      expect(s).toMatchObject({ type: legal[0]!.type, field });
      if (legal[0]!.type === "take") expect(new Set(s.items)).toEqual(new Set(g.observe(seat).layout!.cards.filter((c): c is number => c !== null).filter((c) => legal.some((a) => a.type === "take" && a.card === c))));
      // Each item is exactly one legal action.
      expect(s.items.map((x) => oneAction(legal, s, x))).toEqual(legal);
      if (!kinds.includes(legal[0]!.type)) kinds.push(legal[0]!.type);
      g.apply(seat, oneAction(legal, s, s.items.at(-1)!)!);
    }
    expect(kinds).toEqual(["take", "clue", "call"]);
  });
});
