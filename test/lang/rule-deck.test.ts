// `rule cards` and `draft:` in the language: what they lower to, and the located diagnostics for
// numbers, counts and a rule deck too small for the game. `active(N)` and `activeRules` are
// built-ins usable anywhere.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { CompileResult } from "../../src/lang/index.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { compileIn, where as placesOf } from "./helpers.js";

/** The diagnostics' places, without the warnings for `active(7)` and `active(3)` of the fixture's own rules. */
const where = (r: CompileResult): string[] => placesOf(r).filter((p) => !/^SW4023@(8|11):/.test(p));

const game = (decls: string, rounds = 2) => `game "Drafted"
players 3..5
rounds ${rounds}
suits red blue green gold
deck red blue green gold 1..8
deal 5 each
tricks {
  trump: active(7) and rank = 8
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks * (if active(3) then 2 else 1) + count(activeRules) - count(activeRules)
${decls}
`;

const DRAFT = "draft: each player is offered 2 rule cards and keeps 1, except left of dealer when players = 5, and (if players = 3 then 1 else 0) from the deck";

describe("rule cards and the draft (the language)", () => {
  it("lower to the IR's ruleCards section", () => {
    const r = compileIn(game(`rule cards 1..12 20..25 always 20\n${DRAFT}`));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.ruleCards).toEqual({
      ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20, 21, 22, 23, 24, 25],
      always: [20],
      draft: {
        offer: { k: "num", v: 2 },
        keep: { k: "num", v: 1 },
        skipLeftOfDealer: { k: "bin", op: "=", l: { k: "ref", name: "players" }, r: { k: "num", v: 5 } },
        extra: { k: "if", c: { k: "bin", op: "=", l: { k: "ref", name: "players" }, r: { k: "num", v: 3 } }, t: { k: "num", v: 1 }, e: { k: "num", v: 0 } },
      },
    });
  });

  it("fills in the defaults: every seat chooses, nothing added; no draft: only the `always` cards", () => {
    const r = compileIn(game("rule cards 1..16\ndraft: each player is offered 3 rule cards and keeps 1", 1));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.ruleCards!.draft).toMatchObject({ skipLeftOfDealer: { k: "bool", v: false }, extra: { k: "num", v: 0 } });
    const always = compileIn(game("rule cards 1..9 always 3 7"));
    expect(always.ir!.ruleCards).toEqual({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9], always: [3, 7], draft: null });
    const skipAlways = compileIn(game("rule cards 1..30\ndraft: each player is offered 2 rule cards and keeps 1, except left of dealer"));
    expect(skipAlways.ir!.ruleCards!.draft!.skipLeftOfDealer).toEqual({ k: "bool", v: true });
    expect(compileIn(game("")).ir!.ruleCards).toBeUndefined();
  });

  it("plays: the lowered ruleset drafts every round, and active(N) reads the cards in force", () => {
    const r = compileIn(game(`rule cards 1..16\n${DRAFT}`));
    for (const players of [3, 4, 5]) {
      const g = Game.create(r.ir!, { players, seed: players });
      const rng = new Rng(players);
      while (!g.isOver) {
        const s = g.toAct()[0]!;
        g.apply(s, rng.pick(g.legalActions(s)));
      }
      const reveals = g.events.filter((e) => e.type === "ruleReveal");
      expect(reveals).toHaveLength(2);
      for (const e of reveals) if (e.type === "ruleReveal") expect(e.active).toHaveLength(4);
    }
  });

  it("reports bad numbers where they are written", () => {
    expect(where(compileIn(game("rule cards 5..1")))).toEqual(["SW4005@12:12"]);
    expect(where(compileIn(game("rule cards 0..4")))).toEqual(["SW4012@12:12"]);
    expect(where(compileIn(game("rule cards 1..4 3..6")))).toEqual(["SW4007@12:17"]);
    expect(where(compileIn(game("rule cards 1..9 always 12")))).toEqual(["SW4007@12:24"]);
    expect(where(compileIn(game("rule cards 1..2000000")))).toEqual(["SW4015@12:15"]);
  });

  it("checks the draft's counts, its types, and that the rule deck lasts the game", () => {
    const deck = "rule cards 1..16\n";
    // 2 rounds of 4 x 3 cards do not fit in 16 either: both are reported.
    expect(where(compileIn(game(`${deck}draft: each player is offered 3 rule cards and keeps 4`, 1)))).toEqual(["SW4007@13:54"]);
    expect(where(compileIn(game(`${deck}draft: each player is offered 2 rule cards and keeps 0`, 1)))).toEqual(["SW4012@13:54"]);
    expect(where(compileIn(game(`${deck}draft: each player is offered 11 rule cards and keeps 1`, 1)))).toEqual(["SW4007@13:1", "SW4015@13:31"]);
    expect(where(compileIn(game(`${deck}draft: each player is offered red rule cards and keeps 1`, 1)))).toEqual(["SW3001@13:31"]);
    expect(where(compileIn(game(`${deck}draft: each player is offered 2 rule cards and keeps 1, except left of dealer when 3`, 1)))).toEqual(["SW3001@13:84"]);
    // 4 players x 2 cards x 3 rounds = 24 > 16.
    const short = compileIn(game(`${deck}draft: each player is offered 2 rule cards and keeps 1`, 3));
    expect(where(short)).toEqual(["SW4007@13:1"]);
    expect(short.diagnostics[0]!.message).toContain("the rule deck holds 16");
    // A draft needs rule cards.
    expect(where(compileIn(game("draft: each player is offered 2 rule cards and keeps 1")))).toEqual(["SW4002@12:1"]);
  });

  it("warns when active(N) can never be true", () => {
    const r = compileIn(game("rule cards 1..6 always 3"));
    expect(placesOf(r)).toEqual(["SW4023@8:10"]);
    expect(r.diagnostics[0]!.message).toBe("active(7) is never true: rule card 7 is not among the rule cards");
    expect(placesOf(compileIn(game("")))).toEqual(["SW4023@8:10", "SW4023@11:21"]);
  });

  it("a variant replaces `rule cards` and `draft:` one by one", () => {
    const base = game(`rule cards 1..30\n${DRAFT}`);
    const r = compileIn('variant "Keep two" extends "base.stich"\ndraft: each player is offered 3 rule cards and keeps 2', "v.stich", { "base.stich": base });
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.ruleCards!.ids).toHaveLength(30);
    expect(r.ir!.ruleCards!.draft).toMatchObject({ offer: { k: "num", v: 3 }, keep: { k: "num", v: 2 }, skipLeftOfDealer: { k: "bool", v: false } });
  });

  it("the fuzzer's seed for rule cards compiles clean (its mutants reach the draft)", () => {
    expect(compileIn(shippedCorpus()["fuzz-seeds/rule-draft.stich"]!).diagnostics).toEqual([]);
  });

  it("tells where the draft's words go wrong", () => {
    const r = compileIn(game("rule cards 1..16\ndraft: each player is offered 2 and keeps 1"));
    // Without `rule cards` the words run on into the count: `2 and keeps` is no value.
    const syntax = r.diagnostics.find((d) => d.code.startsWith("SW10"));
    expect(syntax?.message).toBe("expected a value (a number, a name, true, false, '(' or '[') but found 'keeps'");
    expect(`${syntax?.line}:${syntax?.col}`).toBe("13:37");
  });
});
