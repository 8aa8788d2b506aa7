// "Why is this card illegal?" for every card of one seat's hand at one position: the targets each card
// may go to, and for a card that may go nowhere the engine's refusal for each target (the rule, its
// failed conditions). Read only through Game.legalActions and Game.whyIllegal, so it says exactly what
// the engine decides; the CLI (`replay --explain`) and the designer's table both show it.

import type { Refusal } from "../engine/decisions/types.js";
import type { Game } from "../engine/game.js";
import type { Action, CardId, Seat } from "../engine/types.js";

export interface CardExplanation {
  readonly card: CardId;
  readonly name: string;
  /** Where the card may go now: an open trick's id, "new", or "aside". Empty: the card is illegal. */
  readonly targets: readonly (number | "new" | "aside")[];
  /**
   * Why each place the card may not go refuses it (a legal card's too: why a card may not go onto
   * that trick). "No new trick may be opened" is the same for every card: listed only for a card that
   * has no other reason.
   */
  readonly refusals: readonly Refusal[];
}

/**
 * Every hand card of `seat` with its legal targets or the reasons it has none, while `seat` is to play
 * a card; null when the seat is not playing a card now (another seat's turn, a choice, the game over).
 * Only what `seat` may see is read: its own hand, the open tricks, and the rules.
 */
export function explainHand(game: Game, seat: Seat): CardExplanation[] | null {
  if (game.isOver || !game.canAct(seat)) return null;
  const legal = game.legalActions(seat);
  if (!legal.some((a) => a.type === "play" || a.type === "aside")) return null;
  const obs = game.observe(seat);
  return obs.hand.map((card) => {
    const targets = legal.flatMap((a): (number | "new" | "aside")[] => (a.type === "play" && a.card === card ? [a.target] : a.type === "aside" && a.card === card ? ["aside"] : []));
    // Every place the card could go that it may not: each open trick, a new trick, and setting it aside.
    const attempts = ([...obs.openTricks.map((t) => ({ type: "play" as const, card, target: t.id })), { type: "play", card, target: "new" }, { type: "aside", card }] satisfies Action[])
      .filter((a) => !targets.includes(a.type === "aside" ? "aside" : a.target));
    const all = attempts.flatMap((a) => {
      const r = game.whyIllegal(seat, a, { detail: true });
      // "no rule for setting cards aside" says nothing about this card: left out.
      return r === null || (a.type === "aside" && r.rule === undefined) ? [] : [r];
    });
    // "No new trick may be opened" holds for every card alike: shown only when nothing else refused it.
    const specific = all.filter((r) => r.rule !== "tricks open at most");
    const refusals = specific.length > 0 || targets.length > 0 ? specific : all;
    return { card, name: game.cardName(card), targets, refusals };
  });
}
