// One step of a round in words (the phases before, during and after trick play).
import type { RulesetIR, StepIR } from "../ir/types.js";
import { conditionText, exprText } from "./expr-text.js";
import { unreachable } from "../ir/unreachable.js";

export function stepText(step: StepIR, ir: RulesetIR): string {
  const n = (e: Parameters<typeof exprText>[0]) => exprText(e, ir);
  const cards = (e: Parameters<typeof exprText>[0]) => (e.k === "num" && e.v === 1 ? "1 card" : `${n(e)} cards`);
  const base = ((): string => {
    switch (step.kind) {
      case "choose":
        return `${step.secret ? "All players at the same time secretly choose" : "One after another, from the dealer's left, each player chooses"} ${cards(step.count)} from their hand into their ${step.pile} pile${step.distinctSuits ? ", all of different suits" : ""}.`;
      case "reveal":
        return `Every ${step.pile} pile is turned face up for the rest of the round.`;
      case "revealSecret":
        return `The dealer shows the secret ${step.name} to everyone.`;
      case "return":
        return `Every player takes the cards of their ${step.pile} pile back into their hand.`;
      case "pass":
        return `Every player passes ${cards(step.count)} face down to their ${step.to} neighbour, all at the same time (each chooses before receiving).`;
      case "expose":
        return `Every player lays ${cards(step.count)} from their hand face up, all at the same time; they stay in the hand and can be played.`;
      case "remove":
        return `The winner of the last trick removes ${cards(step.count)} of it from the game, face up; the trick still counts as won.`;
      case "reserve":
        return "Every player secretly sets one hand card aside, face down; after the other tricks these cards are played as one more trick, without the duty to follow.";
      case "giveTricks":
        return `The player holding the round's last played trick gives every played trick they hold to their ${step.to} neighbour.`;
      case "handTrick":
        return "Each player's remaining hand cards form one trick that player holds (not a played trick).";
      case "turnCard":
        return step.from === "leftover"
          ? "The top card of the undealt cards is turned face up for the round (no card when none is left over)."
          : "The dealer's last card is turned face up for the round; it stays in the dealer's hand, seen by everyone until played.";
      case "order":
        return `${step.secret ? "All players at the same time secretly arrange" : "One after another, each player openly arranges"} the values ${n(step.values)} in an order (their ${step.name}).`;
      case "call": {
        const words = step.words.length > 0 ? `, or ${step.words.map((w) => `“${w.word}”`).join(" or ")}` : "";
        const unless = step.unless ? ` A call is not allowed when ${conditionText(step.unless, ir)}.` : "";
        if (step.by) return `The ${step.by === "dealer" ? "dealer" : "auction's winner"} openly calls their ${step.name}: a number from ${n(step.from)} to ${n(step.to)}${words}.${unless}`;
        return `${step.secret ? "All players at the same time secretly call" : "One after another, from the dealer's left, each player openly calls"} their ${step.name}: a number from ${n(step.from)} to ${n(step.to)}${words}.${unless}`;
      }
      case "sitOut":
        return `Every player for whom ${conditionText(step.cond, ir)} lays their hand face down and sits out this round's tricks.`;
      case "pickUp":
        if (step.leftover) return `The ${step.leftover.by === "dealer" ? "dealer" : "auction's winner"} picks up the leftover cards (seen only by them) and lays as many cards of their hand face down into their ${step.leftover.into}.`;
        return "The dealer picks up the card turned up and lays one card of their hand face down in the leftover (seen only by the dealer).";
      case "auction": {
        if (step.hold) {
          const unless = step.laps[0]?.unless ? ` A bid is not allowed when ${conditionText(step.laps[0].unless, ir)}, with ${step.name} read as the value bid.` : "";
          return `An auction for ${step.name}, bid and hold: the player after the dealer's left bids to the dealer's left, naming a value from ${step.laps[0] ? exprText(step.laps[0].offer, ir) : "none"} higher than any named so far, or passing; the other holds each value or passes. Whoever passes drops out, and the survivor answers the next player, up to the dealer. The last survivor wins (the declarer) at the highest value named. If nobody names a value, the dealer's left may take the lowest value or pass, and then nobody wins and ${step.name} is none.${unless}`;
        }
        const laps = step.laps.map((l) => `${exprText(l.offer, ir)}${l.unless ? ` (not when ${conditionText(l.unless, ir)}, with ${step.name} read as the value named)` : ""}`).join("; if everyone passes, then from ");
        return `An auction for ${step.name}: one after another from the dealer's left, each player names a value from ${laps}, or passes; the first to name one wins (the declarer) and the auction ends. If everyone passes every time, nobody wins and ${step.name} is none.`;
      }
      case "pickTask":
        return `All players${step.exceptDealer ? " except the dealer" : ""} at the same time secretly pick one of their task chips; the picks are shown together.`;
      case "completeTasks":
        return `Every player whose picked task holds for them completes it: the chip leaves their row.${step.dealerCopies ? " Then the dealer completes one chip of their choice if a task another player picked and failed holds for the dealer." : ""}`;
      default:
        return unreachable(step);
    }
  })();
  return step.when === undefined ? base : `Only when ${conditionText(step.when, ir)}: ${base[0]!.toLowerCase()}${base.slice(1)}`;
}
