// Small rulesets for the tests of the per-card `follow` paths (match draw, hand counts, rule cycles):
// four suits of 1..10 for 3-5 players, with the card attributes and the `follow` rule under test.
import { compile } from "../../src/lang/compile.js";
import type { RulesetIR } from "../../src/ir/types.js";

/** A class of the suit (red 0, blue 1, the rest 2) and the class to follow, for `follow` rules that match it. */
export const CLASS_ATTRS = "card cls: if suit = red then 0 else if suit = blue then 1 else 2\ncard followCls: cls of leadCard";

/**
 * The ruleset: `attrs` (card attributes, lets), `follow` as given, `tricks` more lines in the `tricks`
 * block, `score` its score line, `decls` more declarations after the deal (a pile the rules name).
 * Fails with the diagnostics when it does not compile.
 */
export function followRuleset(attrs: string, follow: string, tricks = "", score = "score: count(won)", decls = ""): RulesetIR {
  const text = `game "t"
players 3..5
rounds 2
suits red blue green gold
deck red blue green gold 1..10
deal all
${decls}
first dealer: seat 0
dealer: clockwise
${attrs}
tricks {
  lead: left of dealer, then winner
  follow: ${follow}
${tricks}
  winner: highest rank where suit = lead
}
${score}
winner: highest total
`;
  const r = compile(text, { file: "t.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.ir;
}
