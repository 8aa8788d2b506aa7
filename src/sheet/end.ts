// The end: how many rounds, who deals next, who wins.
import type { EndIR, RulesetIR } from "../ir/types.js";
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
      ...(ir.teams ? [item("teams", "Teams", [ir.teams.holder ? hiddenTeamsText(ir, ir.teams.names, ir.teams.holder) : teamsText(ir.teams.names)])] : []),
      item("rounds", "Rounds", [ir.end ? endText(ir, ir.end) : roundsText(ir)]),
      item("next dealer", "Next dealer", [dealer]),
      item("winner", "Winner", [
        `${ir.end ? "When the game ends" : "After the last round"}, the player with the ${keys(ir.winner)} wins; players equal on every key share the place.${ir.teams && !ir.teams.holder ? " A team wins together: all its players win when one of them does." : ""}`,
      ]),
    ],
  };
}

function teamsText(names: readonly string[]): string {
  return `The players form ${names.length} teams (${names.join(", ")}): going round the table from seat 0, each player joins the next team. Partners score the same.`;
}

/** Hidden partnerships: decided by the deal each round, revealed as the card is played. */
function hiddenTeamsText(ir: RulesetIR, names: readonly string[], holder: { readonly suit: number; readonly rank: number }): string {
  const rank = ir.rankNames?.find((r) => r.rank === holder.rank)?.name ?? String(holder.rank);
  const card = `${ir.suits[holder.suit] ?? holder.suit}${rank}`;
  return `Every round the players dealt ${card} form team ${names[0]}, the others team ${names[1]}; a player dealt every copy plays alone. Each player knows only its own team until the others play ${card}: a player who plays it is known to all, and once every copy is played, so is everyone. The teams change from round to round, so players win alone.`;
}

function endText(ir: RulesetIR, end: EndIR): string {
  const limit = end.roundsIsGuard ? "" : ` (at most ${roundsText(ir).replace(/^The game lasts /, "").replace(/\.$/, "")})`;
  return `The game ends after the first round in which, for some player, ${exprText(end.when, ir)}${limit}.${end.unlessTied ? " While the winners are tied, play goes on." : ""}`;
}

function roundsText(ir: RulesetIR): string {
  if (ir.rounds.k === "ref" && ir.rounds.name === "players") return "The game lasts as many rounds as there are players.";
  const n = globalValue(ir.rounds, ir.players.min);
  const constant = ir.decks.every((d) => globalValue(ir.rounds, d.players) === n);
  if (constant && n === 1) return "The game lasts 1 round.";
  return constant && typeof n === "number" ? `The game lasts ${n} rounds.` : `The game lasts ${exprText(ir.rounds, ir)} rounds (see the table under Setup).`;
}
