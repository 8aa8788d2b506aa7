// A RuleError names its rule by a typed reference (RuleRef), and compile()'s source table says where
// each rule is written (locateRule). The references here are taken from real RuleErrors: each ruleset
// below breaks one rule at run time, a game is played until it fails, and the failure's rule must point
// at the declaration that broke (in the base file for a variant, in the card's file for a rule card's step).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, locateRule, ruleLabel, simulate, type RuleRef } from "../../src/index.js";
import { ROOT } from "../support/rulesets.js";

const CLASSIC = readFileSync(join(ROOT, "rulesets/sticheln/classic.stich"), "utf8");

const BASE = `game "T"
players 3..4
suits red blue green
deck red blue green 0..9
pile extra: owner
score: count(won)
`;

interface Case {
  readonly name: string;
  readonly text: string;
  /** The rule label the engine is expected to give. */
  readonly rule: string | RegExp;
  /** Text at the start of the declaration the label must point to. */
  readonly at: string;
  readonly players?: number;
  /** The engine's step limit, when the case lowers it (1003: the step that overflows is a trick's). */
  readonly maxSteps?: number;
}

const CASES: readonly Case[] = [
  { name: "no card may be played", text: BASE + "tricks {\n  open: false\n  follow: false\n}\n", rule: "tricks (open / follow / aside)", at: "follow: false" },
  { name: "no card wins the trick", text: BASE + "tricks {\n  winner: highest rank where false\n}\n", rule: "tricks winner", at: "winner: highest rank where false" },
  { name: "a list position outside the list in the score", text: BASE.replace("score: count(won)\n", "") + "score: [1, 2][round + 5]\n", rule: "score", at: "score: [1, 2]" },
  { name: "a list position outside the list in a let", text: BASE + "let x = [1][round + 1]\nwinner: highest x\n", rule: "let x", at: "let x =" },
  { name: "too many cards to choose", text: BASE + "before tricks {\n  each player chooses (round + 20) cards from hand into extra\n}\n", rule: "before tricks step 1 (choose into extra)", at: "each player chooses" },
  { name: "a stop rule that fails", text: BASE + "tricks {\n  stop when: [1][tricks + 5] = 1\n}\n", rule: "tricks stop when", at: "stop when:" },
  { name: "a show position outside the order", text: BASE + "before tricks {\n  each player secretly orders [1, 2, 3] as bid\n}\nshow bid[round + 5]\n", rule: /^show bid/, at: "show bid" },
  { name: "a rule deck that runs out", text: BASE + "rule cards 1..5\ndraft: each player is offered (round * 2) rule cards and keeps 1\n", rule: "rule cards draft", at: "draft: each player" },
  { name: "too many cards to pass after a trick", text: BASE + "after trick 1 {\n  each player passes (round + 20) cards to the left\n}\n", rule: "after trick block 1 step 1 (pass to the left)", at: "each player passes" },
  // The step limit names the loop it stopped in, here the trick loop (in others "apply": no one rule).
  // A game longer than the step it may take (the checker refuses rounds no game could finish, so here the limit is lowered).
  { name: "a game that never ends", text: CLASSIC.replace("rounds 5\n", "rounds 50\n"), rule: "tricks", at: "lead: left of dealer", players: 4, maxSteps: 1003 },
];

function firstFailure(text: string, file: string, files: Record<string, string>, players = 3, maxSteps?: number, cards: readonly string[] = []) {
  const { ir, sources, diagnostics } = compile(text, { file, readFile: (p) => files[p], with: cards });
  if (!ir || !sources) throw new Error(`does not compile: ${diagnostics.map((d) => d.message).join("; ")}`);
  const report = simulate({ ir, players, games: 2, seed: 1, bots: Array.from({ length: players }, () => "random"), ...(maxSteps !== undefined ? { maxSteps } : {}) });
  const f = report.failureSamples[0];
  if (!f) throw new Error("no game failed");
  // The report carries the reference itself: its label is the rule's name in the message.
  expect(f.ref).toBeDefined();
  expect(ruleLabel(f.ref!)).toBe(f.rule);
  return { ...f, ref: f.ref!, loc: locateRule(sources, f.ref!) };
}

describe("locateRule, on the rule references of real RuleErrors", () => {
  it.each(CASES)("$name", ({ text, rule, at, players, maxSteps }) => {
    const f = firstFailure(text, "game.stich", {}, players, maxSteps);
    if (typeof rule === "string") expect(f.rule).toBe(rule);
    else expect(f.rule).toMatch(rule);
    const loc = f.loc;
    expect(loc?.file).toBe("game.stich");
    expect(text.slice(loc!.span.offset).startsWith(at), `points at ${JSON.stringify(text.slice(loc!.span.offset, loc!.span.offset + 30))}`).toBe(true);
    expect(text.split("\n")[loc!.span.line - 1]).toContain(at);
  });

  it("points into the base file for a rule a variant inherits", () => {
    const base = BASE + "tricks {\n  winner: highest rank where false\n}\n";
    const variant = 'variant "V" extends "base.stich"\nrounds 2\n';
    const files = { "rules/base.stich": base };
    const f = firstFailure(variant, "rules/v.stich", files);
    const loc = f.loc;
    expect(loc?.file).toBe("rules/base.stich");
    expect(base.slice(loc!.span.offset).startsWith("winner: highest rank where false")).toBe(true);
  });

  it("points into a rule card's file for a step the card adds (after the ruleset's own steps)", () => {
    const base = BASE + "before tricks {\n  each player chooses 1 card from hand into extra\n}\n";
    const card = 'rule card 7 "Too many"  extends "base.stich"\nbefore tricks {\n  each player chooses (round + 20) cards from hand into extra\n}\n';
    const files = { "base.stich": base, "7.stich": card };
    const f = firstFailure(base, "base.stich", files, 3, undefined, ["7.stich"]);
    // The card's step is the second of the list: the first is the ruleset's own.
    expect(f.ref).toEqual({ k: "step", list: "before", index: 1, what: "choose into extra" });
    expect(f.loc?.file).toBe("7.stich");
    expect(f.loc?.span.line).toBe(3);
    expect(card.slice(f.loc!.span.offset).startsWith("each player chooses (round + 20)")).toBe(true);
  });

  it("gives nothing for a reference to no one declaration", () => {
    const { sources } = compile(BASE, { file: "game.stich" });
    const none: RuleRef[] = [{ k: "decl", decl: "ruleset" }, { k: "decl", decl: "sampler" }, { k: "let", name: "nothing" }, { k: "step", list: "after", index: 3 }];
    for (const ref of none) expect(locateRule(sources!, ref)).toBeUndefined();
  });
});
