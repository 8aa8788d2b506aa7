// Every "did you mean" carries its fix: replacing the diagnostic's span by its suggestion makes that
// diagnostic go away (the editor's quick fix does exactly this edit).
import { describe, expect, it } from "vitest";
import { CATALOGUE, type Diagnostic } from "../../src/index.js";
import { compileIn, PRELUDE } from "./helpers.js";

const CASES: readonly { code: string; text: string; fixed: string }[] = [
  { code: "SW1006", text: PRELUDE + "sutis red", fixed: "suits" },
  { code: "SW1008", text: PRELUDE + "tricks { lead: dealer, then highest unique rnk }", fixed: "rank" },
  { code: "SW2001", text: PRELUDE + "let x = count(wonn)", fixed: "won" },
  { code: "SW2002", text: 'game "T"\nplayers 3..4\nsuits red blue\ndeck red bleu 0..9\nscore: count(won)\n', fixed: "blue" },
  { code: "SW2003", text: PRELUDE + "pile extra: owner\nbefore tricks { return extar to hand }", fixed: "extra" },
  { code: "SW2009", text: PRELUDE + "pile extra: owner\nbefore tricks { reveal extar }", fixed: "extra" },
  { code: "SW2004", text: PRELUDE + "let e = cuont(won)", fixed: "count" },
  { code: "SW2008", text: PRELUDE + "before tricks { each player secretly orders [1, 2, 3] as bid }\nshow bids[1] when tricks > 0", fixed: "bid" },
];

function applyFix(text: string, d: Diagnostic): string {
  return text.slice(0, d.offset) + d.suggestion + text.slice(d.offset + d.length);
}

describe("quick fixes", () => {
  // Entries whose {hint} is advice, never a replacement: how deep nesting may go, and how to let a
  // ruleset read from a wider folder (--root).
  const ADVICE_ONLY = ["SW1009", "SW4016"];

  it("covers every catalogue entry that says 'did you mean'", () => {
    const withHint = Object.entries(CATALOGUE).filter(([, e]) => e.template.includes("{hint}")).map(([c]) => c);
    expect(withHint.filter((c) => !CASES.some((x) => x.code === c) && !ADVICE_ONLY.includes(c))).toEqual([]);
  });

  it.each(CASES)("$code: the suggestion fixes it", ({ code, text, fixed }) => {
    const before = compileIn(text).diagnostics;
    const d = before.find((x) => x.code === code);
    expect(d, JSON.stringify(before)).toBeDefined();
    expect(d!.suggestion).toBe(fixed);
    const after = compileIn(applyFix(text, d!));
    expect(after.diagnostics.filter((x) => x.code === code)).toEqual([]);
  });
});
