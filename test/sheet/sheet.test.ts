// The rules sheet's content: a variant lists only its changes (Sticheln Mild: only the score and its
// example), the worked example is scored by the engine, expressions read unambiguously.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile, Game, rulesSheet, type RulesetIR } from "../../src/index.js";
import { exprText } from "../../src/sheet/expr-text.js";
import { scoreExample } from "../../src/sheet/example.js";
import { runCli } from "../support/cli.js";

const load = (file: string): RulesetIR => {
  const r = compile(readFileSync(file, "utf8"), { file, readFile: (p) => readFileSync(p, "utf8") });
  if (!r.ir) throw new Error(JSON.stringify(r.diagnostics));
  return r.ir;
};
const classic = load("rulesets/sticheln/classic.stich");
const mild = load("rulesets/sticheln/mild.stich");

describe("the rules sheet of a variant", () => {
  it("Sticheln Mild lists only the scoring change (the round score and its worked example)", () => {
    const sheet = rulesSheet(mild, { base: { ir: classic, name: classic.name } });
    expect(sheet.sections.map((s) => s.id)).toEqual(["scoring"]);
    expect(sheet.sections[0]!.items.map((i) => i.key)).toEqual(["score", "example"]);
    expect(sheet.sections[0]!.items[0]!.text.join(" ")).toContain("5 ×");
    // The CLI finds the base itself (the file Mild extends).
    const md = runCli(["rules", "rulesets/sticheln/mild.stich"]).stdout;
    expect(md.match(/^## .*/gm)).toEqual(["## Scoring"]);
    expect(md).toContain("The rules of Sticheln Classic, with these changes");
  });

  it("--full gives the whole sheet, as for a game of its own", () => {
    const md = runCli(["rules", "rulesets/sticheln/mild.stich", "--full"]).stdout;
    expect(md.match(/^## .*/gm)).toEqual(["## Components", "## Setup", "## Phases of a round", "## Tricks", "## Scoring", "## Rounds and the winner"]);
  });

  it("a ruleset against itself has no changes", () => {
    expect(rulesSheet(classic, { base: { ir: classic, name: "x" } }).sections).toEqual([]);
  });
});

describe("the worked scoring example", () => {
  it("is the engine's score of the cards it shows", () => {
    for (const ir of [classic, mild, load("rulesets/stich-meister/base.stich"), load("rulesets/stichling/stichling.stich")]) {
      const ex = scoreExample(ir);
      if ("error" in ex) throw new Error(ex.error);
      const game = Game.create(ir, { players: ex.players, seed: 1 });
      const id = (name: string) => game.parseCard(name)!;
      const piles = Object.keys(ex.seats[0]!.piles);
      const scores = Game.scoreScenario(ir, {
        players: ex.players,
        held: ex.seats.map((s) => s.tricks.map((t) => ({ cards: t.map(id) }))),
        piles: Object.fromEntries(piles.map((p) => [p, ex.seats.map((s) => s.piles[p]!.map(id))])),
        orders: Object.fromEntries(Object.keys(ex.seats[0]!.orders).map((o) => [o, ex.seats.map((s) => [...s.orders[o]!])])),
      });
      expect(ex.seats.map((s) => s.score)).toEqual(scores);
    }
    // Mild and Classic score the same cards differently: the figures follow the rule.
    const a = scoreExample(classic);
    const b = scoreExample(mild);
    if ("error" in a || "error" in b) throw new Error("no example");
    expect(a.seats.map((s) => s.tricks)).toEqual(b.seats.map((s) => s.tricks));
    expect(a.seats.map((s) => s.score)).not.toEqual(b.seats.map((s) => s.score));
  });
});

describe("expressions in words", () => {
  const ir = { suits: ["red", "blue"] };
  it("brackets what binds less tightly, and only that", () => {
    const n = (v: number) => ({ k: "num", v }) as const;
    const r = { k: "ref", name: "rank" } as const;
    expect(exprText({ k: "bin", op: "-", l: n(1), r: { k: "bin", op: "-", l: n(2), r: n(3) } }, ir)).toBe("1 − (2 − 3)");
    expect(exprText({ k: "bin", op: "-", l: { k: "bin", op: "-", l: n(1), r: n(2) }, r: n(3) }, ir)).toBe("1 − 2 − 3");
    expect(exprText({ k: "bin", op: "*", l: { k: "bin", op: "+", l: n(1), r: n(2) }, r: n(3) }, ir)).toBe("(1 + 2) × 3");
    expect(exprText({ k: "bin", op: "+", l: n(1), r: { k: "bin", op: "*", l: n(2), r: n(3) } }, ir)).toBe("1 + 2 × 3");
    expect(
      exprText({ k: "bin", op: "and", l: { k: "bin", op: "or", l: { k: "bin", op: "=", l: r, r: n(1) }, r: { k: "bin", op: "=", l: { k: "ref", name: "suit" }, r: { k: "suit", v: 1 } } }, r: { k: "not", e: { k: "bin", op: "=", l: r, r: n(0) } } }, ir),
    ).toBe("(its rank is 1 or its suit is blue) and its rank is not 0");
  });
});

describe("the cards left over", () => {
  const text = (deal: string, before = "") => `game "Leftover"
players 2..2
suits red blue
deck red blue 1..8
${deal}
${before ? `before tricks {\n  ${before}\n}\n` : ""}tricks {
  follow: suit = lead
  winner: highest rank where suit = lead
}
score: tricks
`;
  const dealText = (source: string): string[] => {
    const r = compile(source, { file: "leftover.stich" });
    if (!r.ir) throw new Error(JSON.stringify(r.diagnostics));
    const setup = rulesSheet(r.ir).sections.find((s) => s.id === "setup")!;
    return setup.items.find((i) => i.key === "deal")!.text.slice(1);
  };

  it("play no part unless a step of the round uses them; nothing is said when none are left over", () => {
    expect(dealText(text("deal 5 each"))).toEqual(["Cards left over stay hidden from everyone and play no part."]);
    expect(dealText(text("deal 5 each\nleftover shown"))).toEqual(["Cards left over are shown to everyone and play no part."]);
    // A card turned up from the dealer's hand is no leftover card.
    expect(dealText(text("deal 5 each", "turn up a card from dealer"))).toEqual(["Cards left over stay hidden from everyone and play no part."]);
    expect(dealText(text("deal 5 each", "turn up a card from leftover"))).toEqual(["Cards left over are set aside face down; the phases of a round below say how they are used."]);
    expect(dealText(text("deal 5 each", "draw from leftover after each trick, winner first"))).toEqual([
      "Cards left over are set aside face down; the phases of a round below say how they are used.",
    ]);
    expect(dealText(text("deal all"))).toEqual([]);
  });
});
