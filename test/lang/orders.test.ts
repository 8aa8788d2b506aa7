// Order steps (`each player secretly orders LIST as NAME`), `show NAME[POSITION] when COND`, and
// list indexing `LIST[POSITION]`: parsing, checking, lowering, and the engine running what they lower to.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { RuleError } from "../../src/engine/errors.js";
import { compileIn, PRELUDE, where } from "./helpers.js";

const BID = "before tricks { each player secretly orders (for v in [1, 2, 3]: v * round) as bid }\n";

describe("order steps and show rules", () => {
  it("lower to an order step, a show rule and index expressions", () => {
    const r = compileIn(PRELUDE + BID + "show bid[tricks mod 3 + 1] when tricks > 0\nlet top = bid[1]");
    expect(r.diagnostics).toEqual([]);
    expect(r.ir?.beforeTricks).toEqual([
      {
        kind: "order",
        name: "bid",
        secret: true,
        values: {
          k: "for",
          name: "v",
          coll: { k: "list", items: [1, 2, 3].map((v) => ({ k: "num", v })) },
          body: { k: "bin", op: "*", l: { k: "ref", name: "v" }, r: { k: "ref", name: "round" } },
        },
      },
    ]);
    expect(r.ir?.shows).toEqual([
      {
        order: "bid",
        at: { k: "bin", op: "+", l: { k: "bin", op: "mod", l: { k: "ref", name: "tricks" }, r: { k: "num", v: 3 } }, r: { k: "num", v: 1 } },
        when: { k: "bin", op: ">", l: { k: "ref", name: "tricks" }, r: { k: "num", v: 0 } },
      },
    ]);
    expect(r.ir?.lets).toEqual([{ name: "top", expr: { k: "index", coll: { k: "ref", name: "bid" }, i: { k: "num", v: 1 } } }]);
  });

  it("index chains and binds tighter than arithmetic: [10, 20, 30][2] + 1", () => {
    const r = compileIn(PRELUDE.replace("score: count(won)", "score: [10, 20, 30][2] + [[1]][1] * 0"));
    // A list of lists is not a type of the language: the inner list is reported, the index is fine.
    expect(where(r)).toEqual(["SW3001@5:27"]);
    const ok = compileIn(PRELUDE.replace("score: count(won)", "score: [10, 20, 30][2] + 1"));
    expect(ok.diagnostics).toEqual([]);
    expect(ok.ir?.score).toEqual({ k: "bin", op: "+", l: { k: "index", coll: { k: "list", items: [10, 20, 30].map((v) => ({ k: "num", v })) }, i: { k: "num", v: 2 } }, r: { k: "num", v: 1 } });
  });

  it("reports type and place errors at the offending part", () => {
    const cases: [string, string, string][] = [
      // values to arrange must be numbers
      ["before tricks { each player secretly orders [red, blue] as bid }", "SW3001@6:45", "the values to arrange must be a list of numbers"],
      // too many values to offer every arrangement
      ["before tricks { each player secretly orders [1, 2, 3, 4, 5, 6, 7] as bid }", "SW4007@6:45", "at most 6 values"],
      // an order is per seat: not in a global place
      [BID + "rounds count(bid)", "SW3002@7:14", "'bid'"],
      // the position must be a number
      [BID + "show bid[red]", "SW3001@7:10", "the position of the face-up entry must be a number"],
      // indexing something that is not a list
      [BID + "let x = round[1]", "SW3001@7:9", "the value before '[...]' must be a list"],
      // an order's name clashes with a pile
      ["pile bid: owner\n" + BID, "SW2006@7:80", "order 'bid' has the same name as the pile 'bid'"],
      // two orders of the same name
      ["before tricks { each player orders [1, 2] as bid\n each player orders [1, 2] as bid }", "SW2005@7:31", "order 'bid' is listed twice"],
    ];
    for (const [text, at, says] of cases) {
      const r = compileIn(PRELUDE + text);
      expect(where(r), text).toEqual([at]);
      expect(r.diagnostics[0]!.message, text).toContain(says);
    }
  });

  it("a variant replaces a show rule by its order's name", () => {
    const base = PRELUDE + BID + "show bid[1] when tricks > 0\n";
    const r = compileIn('variant "V" extends "base.stich"\nshow bid[2]\n', "v.stich", { "base.stich": base });
    expect(r.diagnostics).toEqual([]);
    expect(r.ir?.shows).toEqual([{ order: "bid", at: { k: "num", v: 2 }, when: { k: "bool", v: true } }]);
  });
});

describe("orders in the engine", () => {
  it("a position outside the list stops the game with a RuleError naming the rule and the seed", () => {
    const r = compileIn(PRELUDE.replace("score: count(won)", "score: bid[tricks + 4]") + BID);
    expect(r.diagnostics).toEqual([]);
    const g = Game.create(r.ir!, { players: 3, seed: 42 });
    for (let s = 0; s < 3; s++) g.apply(s, { type: "order", values: [1, 2, 3] });
    let err: unknown;
    try {
      while (!g.isOver) {
        const seat = g.toAct()[0]!;
        g.apply(seat, g.legalActions(seat)[0]!);
      }
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RuleError);
    expect((err as RuleError).rule).toBe("score");
    expect((err as RuleError).message).toMatch(/position \d+ is outside a list of 3 .*rule: score; reproduce with seed 42/);
  });

  it("a show position outside the order is a RuleError of the show rule", () => {
    const r = compileIn(PRELUDE + BID + "show bid[4]\n");
    expect(r.diagnostics).toEqual([]);
    const g = Game.create(r.ir!, { players: 3, seed: 7 });
    g.apply(0, { type: "order", values: [1, 2, 3] });
    g.apply(1, { type: "order", values: [1, 2, 3] });
    expect(() => g.apply(2, { type: "order", values: [1, 2, 3] })).toThrow(/show bid \(1\).*seed 7/);
  });

  it("public orders (without 'secretly') are taken one after another from the dealer's left and seen by all", () => {
    const r = compileIn(PRELUDE + "first dealer: seat 0\nbefore tricks { each player orders [2, 1, 1] as plan }\n");
    expect(r.diagnostics).toEqual([]);
    const g = Game.create(r.ir!, { players: 3, seed: 1 });
    expect(g.toAct()).toEqual([1]);
    // Equal values are not told apart: 3 arrangements, not 6.
    expect(g.legalActions(1)).toEqual([
      { type: "order", values: [1, 1, 2] },
      { type: "order", values: [1, 2, 1] },
      { type: "order", values: [2, 1, 1] },
    ]);
    g.apply(1, { type: "order", values: [2, 1, 1] });
    expect(g.toAct()).toEqual([2]);
    expect(g.observe(0).orders["plan"]![1]).toEqual({ values: [2, 1, 1], up: null });
  });
});
