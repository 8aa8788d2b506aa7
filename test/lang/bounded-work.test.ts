// Issue 22, items 3 and 4: work bounded on any input. A misspelt name of 100 KB is answered with a
// located diagnostic (the suggestion search has bounded lengths and candidates: a 25,000-letter name
// took 4 GB and died in the quadratic table), and a long run of characters the language does not know
// is one diagnostic from one token (the lexer dropped them one at a time, trying every pattern at
// every offset: 300,000 took 16 s). The tests check results; the times are measured in the commit.
import { describe, expect, it } from "vitest";
import { closest, editDistance, SUGGEST_MAX_CANDIDATES, SUGGEST_MAX_LENGTH } from "../../src/lang/suggest.js";
import { nearestNames, NEAREST_MAX_LENGTH } from "../../src/sim/nearest.js";
import { StichLexer } from "../../src/lang/words.js";
import { compileIn, PRELUDE } from "./helpers.js";

describe("did you mean, bounded", () => {
  it("still finds the typo: one edit, a swap of neighbours, a case difference", () => {
    expect(closest("bleu", ["red", "blue", "green"])).toBe("blue");
    expect(closest("gren", ["red", "blue", "green"])).toBe("green");
    expect(closest("RED", ["red", "blue"])).toBe("red");
    expect(closest("purple", ["red", "blue"])).toBeUndefined();
  });

  it("the distance with a limit: exact within it, over it once past", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("ab", "ba")).toBe(1);
    expect(editDistance("a".repeat(10), "b".repeat(1000), 5)).toBe(6);
  });

  it("a name longer than the bound gets no suggestion, and a candidate that long is not compared", () => {
    const long = "n".repeat(SUGGEST_MAX_LENGTH + 1);
    expect(closest(long, [`${long.slice(1)}x`])).toBeUndefined();
    expect(closest("abc", ["abd".padEnd(SUGGEST_MAX_LENGTH + 1, "x"), "abd"])).toBe("abd");
    expect(nearestNames("r".repeat(NEAREST_MAX_LENGTH + 1), ["red1", "red2"])).toEqual([]);
    expect(nearestNames("rde1", ["red1", "blue2"])).toEqual(["red1", "blue2"]);
  });

  it("at most SUGGEST_MAX_CANDIDATES candidates are compared", () => {
    const many = Array.from({ length: SUGGEST_MAX_CANDIDATES }, (_, i) => `zz${i}`);
    expect(closest("bleu", [...many, "blue"])).toBeUndefined();
    expect(closest("bleu", ["blue", ...many])).toBe("blue");
  });

  it("a 100 KB ruleset with a 50,000-letter name misspelt in one letter: SW2001 at the name", () => {
    const name = `n${"a".repeat(50_000)}`;
    const typo = `n${"a".repeat(25_000)}b${"a".repeat(24_999)}`;
    const text = PRELUDE.replace("score: count(won)", `let ${name} = 1\nscore: count(won) + ${typo}`);
    expect(text.length).toBeGreaterThan(100_000);
    const r = compileIn(text);
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`)).toEqual(["SW2001@6:21"]);
    expect(r.diagnostics[0]?.suggestion).toBeUndefined();
  });
});

describe("long lines lex in one pass", () => {
  it("a run of unknown characters is one token, one SW1001 at its first character", () => {
    const run = "@".repeat(300_000);
    const lexed = StichLexer.tokenize(`players ${run} 3`);
    expect(lexed.errors).toEqual([]);
    expect(lexed.groups["unknown"]?.map((t) => [t.startOffset, t.image.length])).toEqual([[8, 300_000]]);
    const r = compileIn(`${PRELUDE}${run}\n`);
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`)).toEqual(["SW1001@6:1 unexpected character '@': it is not part of the ruleset language"]);
  });

  it("unknown characters in strings and comments stay theirs; a lone '.' or '!' is still an error", () => {
    expect(compileIn(PRELUDE.replace('game "T"', 'game "T é @"') + "# ü @ é\n").diagnostics).toEqual([]);
    expect(compileIn(`${PRELUDE}é . x`).diagnostics.map((d) => d.code)).toContain("SW1001");
    expect(StichLexer.tokenize("a ! b").errors.length).toBe(1);
  });
});
