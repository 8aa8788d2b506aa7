// The phases of a round: the rule-card draft, the steps before trick play, during it (after a given
// trick or after each), after it, and which entries of an order are face up.
import type { RulesetIR } from "../ir/types.js";
import { conditionText, exprText } from "./expr-text.js";
import { item, type SheetItem, type SheetSection } from "./model.js";
import { stepText } from "./steps-text.js";

export function phasesSection(ir: RulesetIR): SheetSection {
  const items: SheetItem[] = [];
  const draft = ir.ruleCards?.draft;
  if (draft) {
    const t = (e: Parameters<typeof exprText>[0]) => exprText(e, ir);
    items.push(
      item("draft", "Rule-card draft", [
        `After the deal, each chooser in turn from the dealer's left takes ${t(draft.offer)} rule cards from the rule deck and secretly keeps ${t(draft.keep)}; the others leave the game unseen.`,
        `The dealer's left neighbour is no chooser when ${conditionText(draft.skipLeftOfDealer, ir)}.`,
        `Then ${t(draft.extra)} more cards join from the rule deck, and all kept cards are revealed together: they are in force this round.`,
      ]),
    );
  }
  if (ir.beforeTricks.length > 0) items.push(item("before tricks", "Before trick play", ir.beforeTricks.map((s) => stepText(s, ir))));
  for (const block of ir.trickSteps ?? []) {
    const when = block.trick === null ? "After each trick" : `After trick ${exprText(block.trick, ir)}`;
    items.push(item(`trick steps ${block.trick === null ? "each" : JSON.stringify(block.trick)}`, when, block.steps.map((s) => stepText(s, ir))));
  }
  if (ir.afterTricks.length > 0) items.push(item("after tricks", "After trick play", ir.afterTricks.map((s) => stepText(s, ir))));
  for (const show of ir.shows) {
    items.push(
      item(`show ${show.order}`, `Showing ${show.order}`, [
        `Entry ${exprText(show.at, ir)} of a player's ${show.order} is face up while ${conditionText(show.when, ir)}.`,
      ]),
    );
  }
  if (items.length === 0) items.push(item("none", "Round", ["After the deal, the players play tricks straight away."]));
  return { id: "phases", title: "Phases of a round", items };
}
