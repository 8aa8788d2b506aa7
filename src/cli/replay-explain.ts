// `stichwerk replay --explain`: at the position after the log (or after its first --at N actions), each
// seat to play a card, every card of its hand: where it may go, or why not (the rule, its failed
// conditions, and the rule's place in the ruleset as file:line:col).

import { explainHand, type Game, type RuleSources } from "../index.js";
import { rulePlacer } from "./rule-place.js";

/** `sources`: where the ruleset's rules are written (compile()), to give each refusing rule's line. */
export function renderExplanation(game: Game, actionsApplied: number, sources: RuleSources | undefined): string {
  const out: string[] = [];
  // A seat whose decisions another makes (a dummy) is named with the seat deciding for it.
  const actor = (s: number): string => (game.decider(s) === s ? `seat ${s}` : `seat ${s} (decided by seat ${game.decider(s)})`);
  const where = game.isOver ? "the game is over" : `round ${game.round}, ${game.toAct().map(actor).join(", ")} to act`;
  out.push(`after ${actionsApplied} action(s): ${where}`);
  const place = rulePlacer(sources);
  for (const seat of game.toAct()) {
    const cards = explainHand(game, seat);
    if (cards === null) {
      out.push(`seat ${seat} is not playing a card now: ${game.legalActions(seat).length} legal choice(s)`);
      continue;
    }
    out.push(`seat ${seat} holds ${cards.map((c) => c.name).join(" ")}`);
    for (const c of cards) {
      if (c.targets.length > 0) {
        out.push(`  ${c.name}: legal (${c.targets.map((t) => (t === "new" ? "a new trick" : t === "aside" ? "set aside" : `trick ${t + 1}`)).join(", ")})`);
        // Where it may not go, and why (several open tricks).
        for (const r of c.refusals) out.push(`    not: ${r.text}${r.because.length > 0 ? `: ${r.because.map((l) => l.trim().replace(/:$/, "")).join("; ")}` : ""}`);
        continue;
      }
      out.push(`  ${c.name}: illegal`);
      for (const r of c.refusals) {
        const at = r.ref ? place(r.ref) : undefined;
        out.push(`    ${r.text}${at ? ` at ${at}` : ""}`);
        for (const line of r.because) out.push(`      ${line}`);
      }
    }
  }
  return `${out.join("\n")}\n`;
}
