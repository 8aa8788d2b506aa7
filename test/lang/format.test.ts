// The formatter: idempotent on every shipped ruleset (which are kept formatted), meaning-preserving,
// and it normalises spacing the way the docs write rulesets.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRuleset } from "../../src/index.js";
import { compileFile, ROOT, rulesetFiles } from "../support/rulesets.js";
import { compileIn, PRELUDE } from "./helpers.js";

const format = (text: string): string => {
  const r = formatRuleset(text);
  if (!r.ok) throw new Error(r.message);
  return r.text;
};

describe("formatRuleset", () => {
  it.each(rulesetFiles())("%s is formatted already, formatting is idempotent and keeps the IR", (file) => {
    const text = readFileSync(join(ROOT, file), "utf8");
    const once = format(text);
    expect(once).toBe(text);
    expect(format(once)).toBe(once);
    expect(compileFile(file).ir).toBeDefined();
  });

  it("normalises spaces, indentation and blank lines, and keeps comments", () => {
    const messy = [
      "",
      'game   "T"  # the name',
      "players 3 .. 4",
      "suits red blue",
      "",
      "",
      "",
      "deck red blue 0..9",
      "tricks{",
      "lead:left of dealer ,then winner",
      "     # a comment in the block",
      "trump:suit!=lead and rank!=0",
      "   }",
      "let a=[1,2,3][ round ]",
      "let b = count( won where suit=red )-5*count(hand)+ -3",
      "score:count(won)   ",
    ].join("\n");
    expect(format(messy)).toBe(
      [
        'game "T"  # the name',
        "players 3..4",
        "suits red blue",
        "",
        "deck red blue 0..9",
        "tricks {",
        "  lead: left of dealer, then winner",
        "  # a comment in the block",
        "  trump: suit != lead and rank != 0",
        "}",
        "let a = [1, 2, 3][round]",
        "let b = count(won where suit = red) - 5 * count(hand) + -3",
        "score: count(won)",
        "",
      ].join("\n"),
    );
  });

  it("indents a line that continues the one before, or keeps the author's deeper indentation", () => {
    expect(format("score: if true then 1\nelse 2\n")).toBe("score: if true then 1\n  else 2\n");
    expect(format("score: if true then 1\n       else 2\n")).toBe("score: if true then 1\n       else 2\n");
  });

  it("refuses text it cannot tokenise, saying where", () => {
    const r = formatRuleset('game "T"\nplayers 3..4 @');
    expect(r).toMatchObject({ ok: false, line: 2, col: 14 });
  });

  it("never changes what a ruleset means, and is idempotent, on generated layouts", () => {
    // Random spacing and line breaks between the tokens of a valid ruleset.
    const tokens = `${PRELUDE}let x = count ( won where suit = red ) - 2 * max ( for s in suits : count ( hand where suit = s ) )\ntricks { trump : suit != lead and rank != 0 }`.split(/\s+/);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(" ", "  ", "\t", " \n"), { minLength: tokens.length, maxLength: tokens.length }), (gaps) => {
        const text = tokens.map((t, i) => t + gaps[i]).join("");
        const once = format(text);
        expect(format(once)).toBe(once);
        expect(compileIn(once).ir).toEqual(compileIn(text).ir);
      }),
      { numRuns: 200 },
    );
  });
});
