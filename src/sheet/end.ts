// The end: how many rounds, who deals next, who wins.
import type { RulesetIR } from "../ir/types.js";
import { exprText, globalValue, keyText } from "./expr-text.js";
import { item, type SheetSection } from "./model.js";

export function endSection(ir: RulesetIR): SheetSection {
  const keys = (ks: RulesetIR["winner"]) => ks.map((k) => keyText(k.dir, k.expr, ir)).join(", then ");
  const dealer =
    ir.nextDealer.kind === "clockwise"
      ? "The deal passes clockwise."
      : `The next dealer is the player with the ${keys(ir.nextDealer.keys)} (remaining ties: the first tied player clockwise from the previous dealer's left).`;
  return {
    id: "end",
    title: "Rounds and the winner",
    items: [
      item("rounds", "Rounds", [roundsText(ir)]),
      item("next dealer", "Next dealer", [dealer]),
      item("winner", "Winner", [`After the last round, the player with the ${keys(ir.winner)} wins; players equal on every key share the place.`]),
    ],
  };
}

function roundsText(ir: RulesetIR): string {
  if (ir.rounds.k === "ref" && ir.rounds.name === "players") return "The game lasts as many rounds as there are players.";
  const n = globalValue(ir.rounds, ir.players.min);
  const constant = ir.decks.every((d) => globalValue(ir.rounds, d.players) === n);
  if (constant && n === 1) return "The game lasts 1 round.";
  return constant && typeof n === "number" ? `The game lasts ${n} rounds.` : `The game lasts ${exprText(ir.rounds, ir)} rounds (see the table under Setup).`;
}
