// Where `follow` is the MatchRule `A = X or count(hand where A = X) = 0` and X is declared as
// `A of leadCard` (`followClass: class of leadCard`), X's key for a trick is the lead
// card's own key in the session's hand counts of A (expr/hand-counts.ts HeldCounts.keys): the counts
// hold A's value of every card held when they were made, A is tabled per card and round (a MatchRule's
// A always is), and X is that value read for the lead card. fast/rule-cycles.ts then reads the key from
// the counts when the lead card falls instead of evaluating X once per trick (tricks/match-draw.ts
// matchKey: a new evaluation epoch, X's memo, the `of` walk, A's table check).
//
// Decided on the IR, with the same split of the equation into A and X as the compiler's (expr/match-rule.ts
// matchShape, with the card-free attributes worked out as assembly/compile.ts works them out), so A is
// the attribute the counts are of. `leadCard` is always the built-in (the checker refuses a declaration
// of that name).

import type { Expr, RulesetIR } from "../../ir/types.js";
import { attrReadsCard } from "../expr/walk.js";
import { matchShape } from "../expr/match-rule.js";

/** Per ruleset IR: is X of `follow`'s MatchRule declared as `A of leadCard`? */
const KEYED = new WeakMap<RulesetIR, boolean>();

/** Is `follow` of `ir` a MatchRule whose X is `A of leadCard` (its key the lead card's key of A)? */
export function keyOfLeadCard(ir: RulesetIR): boolean {
  let keyed = KEYED.get(ir);
  if (keyed === undefined) {
    keyed = decide(ir);
    KEYED.set(ir, keyed);
  }
  return keyed;
}

function decide(ir: RulesetIR): boolean {
  const attrs = ir.cardAttrs ?? [];
  // The card-free attributes, in declaration order (each may read only those before it), as the compiler finds them.
  const cardFree = new Set<string>();
  for (const a of attrs) if (!attrReadsCard(a.expr, cardFree)) cardFree.add(a.name);
  const shape = matchShape(ir.tricks.follow, cardFree, (e) => e.k === "ref" && e.name === "hand");
  if (shape === null || shape.value.k !== "attr") return false;
  const x = shape.value.name;
  const def = attrs.find((a) => a.name === x);
  return def !== undefined && isAOfLeadCard(def.expr, shape.attr);
}

/** Is `e` exactly `A of leadCard`, for the attribute named `a`? */
function isAOfLeadCard(e: Expr, a: string): boolean {
  return e.k === "at" && e.card.k === "ref" && e.card.name === "leadCard" && e.body.k === "attr" && e.body.name === a;
}
