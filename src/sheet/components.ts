// Components: the players, the deck per player count, the piles, the card values, the rule cards.
import type { RulesetIR } from "../ir/types.js";
import { exprText, isCondition } from "./expr-text.js";
import { item, type SheetSection } from "./model.js";

export function componentsSection(ir: RulesetIR): SheetSection {
  const items = [item("players", "Players", [ir.players.min === ir.players.max ? `${ir.players.min} players.` : `${ir.players.min} to ${ir.players.max} players.`])];
  // A named rank is written by its name (`ranks J = 11, ...`).
  const named = new Map((ir.rankNames ?? []).map((r) => [r.rank, r.name]));
  const rank = (r: number): string => named.get(r) ?? String(r);
  const rows = ir.decks.map((d) => {
    const except = d.except ?? [];
    const ranks = `${rank(d.ranks.from)} to ${rank(d.ranks.to)}${except.length > 0 ? `, without ${except.map(rank).join(", ")}` : ""}`;
    const perSuit = d.ranks.to - d.ranks.from + 1 - except.filter((r) => r >= d.ranks.from && r <= d.ranks.to).length;
    return [String(d.players), d.suits.map((s) => ir.suits[s] ?? String(s)).join(", "), ranks, String(perSuit * d.suits.length * (d.copies ?? 1))];
  });
  const copies = [...new Set(ir.decks.map((d) => d.copies ?? 1))];
  const each = copies.length === 1 && copies[0] !== 1 ? `${copies[0]} cards of each rank in each suit, alike in every rule:` : copies.length > 1 ? "Cards of each rank in each suit (copies per deck below: alike in every rule):" : "One card of each rank in each suit:";
  items.push(item("deck", "Deck", [each], { head: ["players", "suits", "ranks", "cards"], rows }));
  if (named.size > 0) items.push(item("rank names", "Rank names", [`${[...named].map(([r, n]) => `${n} is rank ${r}`).join(", ")}.`]));
  if (ir.piles.length > 0) {
    items.push(
      item(
        "piles",
        "Piles",
        ir.piles.map((p) => `${p.name}: each player's own pile, ${p.visibility === "public" ? "face up for everyone" : "seen only by its owner"}.`),
      ),
    );
  }
  for (const a of ir.cardAttrs ?? []) {
    const text = isCondition(a.expr) ? `A card counts as ${a.name} when ${exprText(a.expr, ir)}.` : `A card's ${a.name} is ${exprText(a.expr, ir)}.`;
    items.push(item(`card value ${a.name}`, `Card value ${a.name}`, [text]));
  }
  if (ir.tasks !== undefined) {
    const t = ir.tasks;
    items.push(
      item(
        "task chips",
        "Task chips",
        [
          `${exprText(t.copies, ir)} chip(s) of every task below. At the start of the game each player drafts ${exprText(t.each, ir)}, one at a time, the dealer first and then clockwise; the rest leave the game. A task is done for a player when it holds for them at the end of a round; a completed chip counts its worth.`,
        ],
        { head: ["task", "done when", "worth"], rows: t.kinds.map((k) => [k.name, exprText(k.holds, ir), exprText(k.worth, ir)]) },
      ),
    );
  }
  if (ir.ruleCards !== undefined) {
    const rc = ir.ruleCards;
    const drafted = rc.ids.filter((n) => !rc.always.includes(n));
    const lines = [];
    if (rc.always.length > 0) lines.push(`In force in every round: rule card${rc.always.length > 1 ? "s" : ""} ${rc.always.join(", ")}.`);
    if (drafted.length > 0) lines.push(`The rule deck: ${drafted.length} rule cards (${ranges(drafted)}), shuffled once per game.`);
    items.push(item("rule cards", "Rule cards", lines));
  }
  return { id: "components", title: "Components", items };
}

/** 1, 2, 3, 5 -> "1-3, 5". */
function ranges(ns: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < ns.length; ) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j++;
    out.push(j > i ? `${ns[i]}–${ns[j]}` : String(ns[i]));
    i = j + 1;
  }
  return out.join(", ");
}
