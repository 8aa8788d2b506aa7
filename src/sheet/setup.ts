// Setup: the first dealer, the deal per player count (cards each, left over), the rounds.
import type { RulesetIR, StepIR } from "../ir/types.js";
import { STEP_LEFTOVER_USES } from "../lang/steps/table.js";
import { exprText, globalValue } from "./expr-text.js";
import { item, type SheetSection } from "./model.js";

export function setupSection(ir: RulesetIR): SheetSection {
  const dealer = ir.firstDealer.kind === "random" ? "The first dealer is chosen at random." : `Seat ${ir.firstDealer.seat + 1} deals first.`;
  const rows = ir.decks.map((d) => {
    const except = d.except ?? [];
    const size = (d.ranks.to - d.ranks.from + 1 - except.filter((r) => r >= d.ranks.from && r <= d.ranks.to).length) * d.suits.length * (d.copies ?? 1);
    const each = ir.deal.each === null ? Math.floor(size / d.players) : globalValue(ir.deal.each, d.players);
    const rounds = globalValue(ir.rounds, d.players);
    return [
      String(d.players),
      typeof each === "number" ? String(each) : exprText(ir.deal.each!, ir),
      typeof each === "number" ? String(size - each * d.players) : "",
      typeof rounds === "number" ? String(rounds) : exprText(ir.rounds, ir),
    ];
  });
  const eachValues = new Set(rows.map((r) => r[1]));
  const layout = ir.deal.layout;
  const deal = layout
    ? `Nobody is dealt a hand: the dealer shuffles and lays ${exprText(layout.rows, ir)} rows by ${exprText(layout.columns, ir)} columns of cards face up. Column by column, each player takes one card, the first pick going to the dealer's left in the first column and one player further clockwise in each next column; the cards of a column nobody takes leave the round.${layout.clues ? " After each column the dealer names a player, and everyone is told who would win the column's cards as a trick led by that player." : ""}`
    : ir.deal.each === null
      ? "The dealer shuffles and deals all cards evenly."
      : eachValues.size === 1 && /^\d+$/.test(rows[0]![1]!)
        ? `The dealer shuffles and deals ${rows[0]![1]} cards to each player.`
        : "The dealer shuffles and deals each player as many cards as the table shows.";
  // Nothing to say where no player count leaves a card over (a count the sheet cannot work out is not "0").
  const noneLeft = !layout && rows.every((r) => r[2] === "0");
  const leftover = noneLeft ? [] : [leftoverSentence(ir)];
  return {
    id: "setup",
    title: "Setup",
    items: [
      item("first dealer", "First dealer", [dealer]),
      item("deal", "Deal", [deal, ...leftover], { head: ["players", "cards each", "left over", "rounds"], rows }),
    ],
  };
}

/** What becomes of the cards left over: nothing, unless a step of the round uses them (its sentence says how). */
function leftoverSentence(ir: RulesetIR): string {
  const shown = ir.deal.leftover === "shown";
  if (!usesLeftover(ir)) return shown ? "Cards left over are shown to everyone and play no part." : "Cards left over stay hidden from everyone and play no part.";
  return shown
    ? "Cards left over are set aside face up for everyone to see; the phases of a round below say how they are used."
    : "Cards left over are set aside face down; the phases of a round below say how they are used.";
}

/** Whether some step of the round (rule cards' included: theirs are in the same lists) uses the cards left over. */
function usesLeftover(ir: RulesetIR): boolean {
  const uses = (s: StepIR): boolean => (STEP_LEFTOVER_USES[s.kind] as (step: StepIR) => boolean)(s);
  return ir.beforeTricks.some(uses) || ir.afterTricks.some(uses) || (ir.trickSteps ?? []).some((b) => b.steps.some(uses));
}
