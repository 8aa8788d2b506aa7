// One typo must not hide the rest of the file: the parser recovers and the checker still runs.
import { describe, expect, it } from "vitest";
import { compileIn, where } from "./helpers.js";

describe("error recovery", () => {
  it("reports a misspelt suit, a missing brace and an unknown name in the score, all at once", () => {
    const text = [
      'game "Broken"', //                     1
      "players 3..4", //                      2
      "suits red blue green", //              3
      "deck red bleu green 0..8", //          4  misspelt suit
      "tricks {", //                          5
      "  trump: suit != lead and rank != 0", // 6
      "  winner: highest rank where trump", //  7  (the closing brace is missing)
      "score: count(wonn)", //                8  unknown name
      "winner: highest total", //             9
    ].join("\n");
    let r: ReturnType<typeof compileIn> | undefined;
    expect(() => {
      r = compileIn(text);
    }).not.toThrow();
    expect(r && where(r)).toEqual(["SW2002@4:10", "SW1003@8:1", "SW2001@8:14"]);
    expect(r?.diagnostics.map((d) => d.message)).toEqual([
      "unknown suit 'bleu'; did you mean 'blue'?",
      "expected '}' but found 'score'",
      "unknown name 'wonn'; did you mean 'won'?",
    ]);
    expect(r?.ir).toBeUndefined();
  });

  it("skips a stray word once and goes on checking later declarations", () => {
    const r = compileIn('game "G"\nplayers 3..4\nsutis red blue\nsuits red blue\ndeck red blue 0..9\nscore: count(hand where rnk > 2)');
    expect(where(r)).toEqual(["SW1006@3:1", "SW2001@6:25"]);
    expect(r.diagnostics[1]?.suggestion).toBe("rank");
  });

  it("recovers inside an expression and still checks the next declaration", () => {
    const r = compileIn('game "G"\nplayers 3..4\nsuits red\ndeck red 0..9\nlet a = (1 + \nscore: count(wonn)');
    expect(where(r)).toEqual(["SW1004@6:1", "SW2001@6:14"]);
  });

  it("recovers from a bad slot inside tricks and keeps the other slots", () => {
    const r = compileIn('game "G"\nplayers 3..4\nsuits red\ndeck red 0..9\nscore: 0\ntricks {\n  trumpf: true\n  follow: rank > leed\n}');
    expect(where(r)).toEqual(["SW1006@7:3", "SW2001@8:18"]);
    expect(r.diagnostics[0]?.suggestion).toBe("trump");
    expect(r.diagnostics[1]?.suggestion).toBe("lead");
  });

  it("gives one diagnostic for a run of stray tokens, not a cascade", () => {
    const r = compileIn('game "G" ) ) ) ] ]\nplayers 3..4\nsuits red\ndeck red 0..9\nscore: 0');
    expect(where(r)).toEqual(["SW1006@1:10"]);
  });

  it("a misspelt suit is reported once, not again as a deck too small for the deal", () => {
    const text = ['game "G"', "players 3..3", "suits red blue", "deck red bleu 0..8", "deal 6 each", "score: count(won)"].join("\n");
    expect(where(compileIn(text))).toEqual(["SW2002@4:10"]);
  });

  it("a variant whose base file is missing gets one diagnostic, not one per inherited declaration", () => {
    const r = compileIn('variant "V" extends "nowhere.stich"\nscore: count(won)', "v.stich");
    expect(where(r)).toEqual(["SW4008@1:21"]);
  });
});
