// Small rulesets for the tests of the per-card `follow` paths (match draw, hand counts, rule cycles):
// four suits of 1..10 for 3-5 players, with the card attributes and the `follow` rule under test.
import { compile } from "../../src/lang/compile.js";
import type { RulesetIR } from "../../src/ir/types.js";

/** A class of the suit (red 0, blue 1, the rest 2) and the class to follow, for `follow` rules that match it. */
export const CLASS_ATTRS = "card cls: if suit = red then 0 else if suit = blue then 1 else 2\ncard followCls: cls of leadCard";

/** Stich-Meister's rule cards 1, 28, 31 and 56 (paths relative to its folder): the benchmark's set. */
export const FOUR_CARDS = ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"];

/** Counts the growth of a path's run counter (e.g. fast/rule-cycles.ts perTrickDraws) from now on. */
export function grew(c: { readonly count: number }): () => number {
  const start = c.count;
  return () => c.count - start;
}

/** What a small follow ruleset is made of; each line is the `tricks` block's or a declaration's text. */
export interface SmallRuleset {
  /** Card attributes and lets, after the dealer. */
  readonly attrs: string;
  readonly follow: string;
  /** More lines of the `tricks` block, after `follow` (`open: ...`, `ties: ...`). */
  readonly tricks?: string;
  readonly winner?: string;
  readonly score?: string;
  /** More declarations after the deal (a pile the rules name). */
  readonly decls?: string;
  readonly rounds?: number;
}

/** The ruleset, four suits of 1..10 for 3-5 players; fails with the diagnostics when it does not compile. */
export function smallRuleset(s: SmallRuleset): RulesetIR {
  const text = `game "t"
players 3..5
rounds ${s.rounds ?? 2}
suits red blue green gold
deck red blue green gold 1..10
deal all
${s.decls ?? ""}
first dealer: seat 0
dealer: clockwise
${s.attrs}
tricks {
  lead: left of dealer, then winner
  follow: ${s.follow}
${s.tricks ?? ""}
  winner: ${s.winner ?? "highest rank where suit = lead"}
}
${s.score ?? "score: count(won)"}
winner: highest total
`;
  const r = compile(text, { file: "t.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.ir;
}

/**
 * The ruleset: `attrs` (card attributes, lets), `follow` as given, `tricks` more lines in the `tricks`
 * block, `score` its score line, `decls` more declarations after the deal (a pile the rules name).
 */
export function followRuleset(attrs: string, follow: string, tricks = "", score = "score: count(won)", decls = ""): RulesetIR {
  return smallRuleset({ attrs, follow, tricks, score, decls });
}
