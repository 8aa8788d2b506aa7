// What `stichwerk check` and the designer's rule-card panel say of the rule cards in force: the
// cards in the order they apply, and each value several of them change, in turn. One text for both.
import type { RuleCardsSummary } from "./compile.js";

/** The rule cards in force, in the order they apply, and the values several of them change in turn. */
export function describeRuleCards(rc: RuleCardsSummary): string {
  const lines = ["rule cards in force, in the order they apply:"];
  for (const c of rc.cards) lines.push(`  ${String(c.number).padStart(2)} ${c.name} (${c.file}): ${c.touches.join(", ") || "nothing"}`);
  for (const s of rc.shared) lines.push(`  ${s.what} is changed by ${s.cards.join(", then ")}: each card changes it as the cards before it left it`);
  return `${lines.join("\n")}\n`;
}
