// Division and mod by 0: the documented total semantics (x / 0 = 0, x mod 0 = 0, docs/language.md) in
// the engine, and the checker's warning (SW3012) wherever a divisor folds to 0 at a legal player count.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { playRandom } from "../support/play.js";
import { compileIn, PRELUDE } from "./helpers.js";

/** The diagnostics of `let q = EXPR` on line 6 of a 3..4-player game, as `code@line:col message`. */
function check(expr: string): string[] {
  return compileIn(`${PRELUDE}let q = ${expr}\n`).diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`);
}

describe("x / 0 and x mod 0", () => {
  it("are 0 in a game (the documented semantics), and the game goes on", () => {
    const r = compileIn(PRELUDE.replace("score: count(won)", "score: (count(won) + 7) / (players - players) + (count(won) + 7) mod (players - players) + 1"));
    expect(r.ir).toBeDefined();
    if (!r.ir) return;
    const game = playRandom(Game.create(r.ir, { players: 3, seed: 9 }), new Rng(2));
    // Every round scores 0 + 0 + 1.
    expect(game.result()?.roundScores.every((round) => round.every((s) => s === 1))).toBe(true);
  });

  it("are written down in docs/language.md", async () => {
    const { readFileSync } = await import("node:fs");
    expect(readFileSync("docs/language.md", "utf8")).toMatch(/x \/ 0 = 0.*x mod 0 = 0/s);
  });
});

describe("SW3012: a divisor that folds to 0", () => {
  it("warns at a constant 0 divisor of '/' and 'mod', and the ruleset still compiles", () => {
    expect(check("7 / 0")).toEqual(["SW3012@6:13 this divisor is 0, so '/' gives 0 here (in this language x / 0 = 0 and x mod 0 = 0)"]);
    expect(check("7 mod (3 - 3)")).toEqual(["SW3012@6:16 this divisor is 0, so 'mod' gives 0 here (in this language x / 0 = 0 and x mod 0 = 0)"]);
    expect(compileIn(`${PRELUDE}let q = 7 / 0\n`).ir).toBeDefined();
  });

  it("reads the lists of `trumps` and an auction's offers and conditions too", () => {
    const says = (text: string): string[] => compileIn(`${PRELUDE}${text}`).diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`);
    expect(says("tricks {\n  trumps: suits [red], ranks [9, 10 / (players - 3)]\n}\n")).toEqual(["SW3012@7:40 this divisor is 0 with 3 players, so '/' gives 0 here (in this language x / 0 = 0 and x mod 0 = 0)"]);
    expect(says("before tricks {\n  auction level: [1, 2, 12 / 0], bid and hold\n}\n")).toEqual(["SW3012@7:30 this divisor is 0, so '/' gives 0 here (in this language x / 0 = 0 and x mod 0 = 0)"]);
    expect(says("before tricks {\n  auction level: [1, 2, 3] unless sum(level) > 6 mod 0, bid and hold\n}\n")).toEqual(["SW3012@7:54 this divisor is 0, so 'mod' gives 0 here (in this language x / 0 = 0 and x mod 0 = 0)"]);
  });

  it("names the player counts at which it is 0", () => {
    expect(check("10 / (players - 3)")).toEqual([expect.stringMatching(/^SW3012@6:15 this divisor is 0 with 3 players,/)]);
    expect(check("let d = players - 4 in 10 mod d")).toEqual([expect.stringMatching(/^SW3012@6:39 this divisor is 0 with 4 players,/)]);
  });

  it("sees through constant lets and conditions, and a local named like a built-in", () => {
    expect(check("let d = 2 in 10 / (d - 2)")).toHaveLength(1);
    expect(check("10 / (if players > 2 then 0 else 1)")).toHaveLength(1);
    expect(check("let players = 1 in 10 / (players - 1)")).toHaveLength(1);
  });

  it("stays quiet when the divisor is never 0 or not known before play", () => {
    expect(check("10 / (players - 5)")).toEqual([]);
    expect(check("sum(for d in [0, 1]: 10 / d)")).toEqual([]);
    expect(check("10 / count(won)")).toEqual([]);
    expect(check("let players = round in 10 / (players - 1)")).toEqual([]);
  });

  it("warns in every place an expression can be, also inside a variant's base", () => {
    const base = `${PRELUDE.replace("score: count(won)", "score: count(won) mod 0")}tricks { winner: highest rank / 0 }\n`;
    const r = compileIn('variant "V" extends "base.stich"\n', "v.stich", { "base.stich": base });
    expect(r.diagnostics.map((d) => `${d.file} ${d.code}@${d.line}:${d.col}`)).toEqual(["base.stich SW3012@5:23", "base.stich SW3012@6:33"]);
  });
});
