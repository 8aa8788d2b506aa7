// Scoring: the per-player values the score reads, the round score, and a worked example scored by
// the engine.
import type { RulesetIR } from "../ir/types.js";
import { scoreExample } from "./example.js";
import { exprText, isCondition } from "./expr-text.js";
import { item, type SheetItem, type SheetSection } from "./model.js";

export function scoringSection(ir: RulesetIR): SheetSection {
  const items: SheetItem[] = ir.lets.map((l) =>
    item(`value ${l.name}`, `Value ${l.name}`, [
      isCondition(l.expr) ? `A player counts as ${l.name} when ${exprText(l.expr, ir)}.` : `A player's ${l.name} is ${exprText(l.expr, ir)}.`,
    ]),
  );
  items.push(item("score", "Round score", [`At the end of each round, each player scores ${exprText(ir.score, ir)}.`]));
  const ex = scoreExample(ir);
  if ("error" in ex) {
    items.push(item("example", "Example", [`(No worked example: ${ex.error}.)`]));
  } else {
    const piles = Object.keys(ex.seats[0]?.piles ?? {});
    const orders = Object.keys(ex.seats[0]?.orders ?? {});
    items.push(
      item(
        "example",
        "Example",
        [`With ${ex.players} players, at the end of round 1, suppose the players hold these tricks${piles.length > 0 ? " and piles" : ""}. The engine scores them with the rule above:`],
        {
          head: ["player", "tricks held", ...piles, ...orders, "round score"],
          rows: ex.seats.map((s, i) => [
            String(i + 1),
            s.tricks.map((t) => t.join(" ")).join(" / "),
            ...piles.map((p) => s.piles[p]!.join(" ")),
            ...orders.map((o) => s.orders[o]!.join(" ")),
            String(s.score),
          ]),
        },
      ),
    );
  }
  return { id: "scoring", title: "Scoring", items };
}
