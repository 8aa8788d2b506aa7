// Conditions whose outcome every seat sees read only what every seat sees (SW3013): who sits out
// (`each player sits out if COND`) and whether a step runs (`STEP when COND`). A hand (even the seat's
// own), an owner-only pile, a secret call, a face-down order, a let built on one of them, or a secret
// value would leak through who sits out or whether the step ran; the table's public values (tricks,
// totals, open calls, public piles, `turned`, the auction) are fine.
import { describe, expect, it } from "vitest";
import { compileIn } from "./helpers.js";

const GAME = (lines: string): string => `game "Lamps"
players 3..4
suits red blue green gold
deck red blue green gold 1..7
deal 5 each
pile kept: owner
pile shown: public
secret wind: one of suits, known to dealer
${lines}
score: tricks
`;

/** The SW3013 diagnostics of a ruleset: "line:col message". */
function refusals(text: string): string[] {
  return compileIn(text).diagnostics.filter((d) => d.code === "SW3013").map((d) => `${d.line}:${d.col} ${d.message}`);
}

describe("conditions every seat sees read only what every seat sees", () => {
  it("refuses a sit-out condition over the seat's own hand, another seat's hand, a secret call, an owner pile, a let over a hand, a secret", () => {
    const cases: [string, string, string][] = [
      ["each player sits out if count(hand where suit = red) = 0", "11:33", "'hand' reads a seat's hand (only that seat sees it), which the condition after 'sits out if' cannot use: every seat sees what it decides"],
      ["each player sits out if count(hand of left) > 4", "11:33", "'hand of left' reads a seat's hand"],
      ["each player secretly calls guess from 0..3\n  each player sits out if guess = 0", "12:27", "'guess' reads a seat's call 'guess' (made secretly: hidden until the round is scored)"],
      ["each player sits out if count(kept) > 0", "11:33", "'kept' reads a seat's pile 'kept'"],
      ["each player sits out if reds > 1", "11:27", "'reds' reads a seat's let 'reds' (it reads 'hand', hidden from other seats)"],
      ["each player sits out if count(wind) > 0 and seat = 0", "11:33", "'wind' reads the secret 'wind' (only the dealer knows it until it is revealed)"],
    ];
    for (const [step, at, says] of cases) {
      const got = refusals(GAME(`let reds = count(hand where suit = red)\nbefore tricks {\n  ${step}\n}`));
      expect(got, step).toHaveLength(1);
      expect(got[0], step).toContain(`${at} ${says}`);
    }
  });

  it("refuses a step's 'when' over a secret value", () => {
    const got = refusals(GAME("before tricks {\n  each player passes 1 card to the left when count(wind where suit = red) > 0\n}"));
    expect(got).toHaveLength(1);
    expect(got[0]).toContain("'wind' reads the secret 'wind'");
    expect(got[0]).toContain("the condition after 'when'");
  });

  it("allows public values: tricks, totals, seat, open calls and others' open calls, public piles, the turned card, the auction", () => {
    const text = GAME(`before tricks {
  turn up a card from leftover
  auction lamp: suits
  each player calls solo from 0..1
  each player sits out if solo of right = 1 and total < 30 and count(shown) = 0 and count(turned where suit in lamp) >= 0 and seat != seat of declarer
  each player passes 1 card to the left when round mod 2 = 0 and count(turned) > 0
}`);
    const r = compileIn(text);
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
  });

  it("still lets a play rule read the acting seat's own hand (only conditions every seat sees are public)", () => {
    const r = compileIn(GAME("tricks {\n  follow: suit = lead or count(hand where suit = lead) = 0\n}"));
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
