// Trick play: who leads, the flow, which cards may open or follow, trumps, the winner order, ties,
// the direction, face-down plays, when play stops, who holds a won trick, a trick's value.
import type { LeadIR, NextLeadIR, RulesetIR, SeatHopIR, TricksIR } from "../ir/types.js";
import { conditionText, exprText, keyText } from "./expr-text.js";
import { item, type SheetItem, type SheetSection } from "./model.js";
import { unreachable } from "../ir/unreachable.js";

const HOP: Readonly<Record<SeatHopIR, string>> = { left: "the left neighbour of", right: "the right neighbour of", partner: "the partner of", dealer: "the dealer", declarer: "the auction's winner (the dealer when nobody won it)" };

function firstLead(l: LeadIR, ir: RulesetIR): string {
  switch (l.kind) {
    case "leftOfDealer":
      return "the dealer's left neighbour";
    case "dealer":
      return "the dealer";
    case "seat":
      return `seat ${l.seat + 1}`;
    case "path":
      return l.hops.map((h) => HOP[h]).join(" ");
    case "holder":
      return `the player holding ${ir.suits[l.suit]} ${ir.rankNames?.find((r) => r.rank === l.rank)?.name ?? l.rank} (the dealer's left neighbour when nobody holds it)`;
    default:
      return unreachable(l);
  }
}

function nextLead(l: NextLeadIR, ir: RulesetIR): string {
  switch (l.kind) {
    case "winner":
      return "the winner of the last trick";
    case "rightOfWinner":
      return "the right neighbour of the last trick's winner";
    case "nextSeat":
      return "the next player clockwise after the last one who played";
    case "highestUniqueRank":
      return `the player of the highest rank played by exactly one card in the tricks just completed (when every rank is shared, the best suit among the tied top cards in the order ${l.suitOrder.map((s) => ir.suits[s]).join(", ")})`;
    default:
      return unreachable(l);
  }
}

const DIRECTION: Readonly<Record<TricksIR["direction"], string>> = {
  clockwise: "Play goes clockwise.",
  counterclockwise: "Play goes counter-clockwise.",
  alternating: "Play alternates: the round's first trick clockwise, the second counter-clockwise, and so on.",
};

const HOLDER: Readonly<Record<NonNullable<TricksIR["trickGoesTo"]>, string>> = {
  winner: "The winner takes the trick.",
  leftOfWinner: "The winner's left neighbour takes the trick (the winner still leads next).",
  rightOfWinner: "The winner's right neighbour takes the trick (the winner still leads next).",
};

export function tricksSection(ir: RulesetIR): SheetSection {
  const t = ir.tricks;
  const c = (e: Parameters<typeof conditionText>[0]) => conditionText(e, ir);
  const items: SheetItem[] = [item("lead", "Lead", [`${cap(firstLead(t.firstLead, ir))} leads the first trick of a round; after that ${nextLead(t.nextLead, ir)} leads.`])];
  items.push(
    item("flow", "Flow", [
      t.completeAt === null
        ? "The leader plays a card, then every other player once; then the trick is complete."
        : `Players play in turn without pause; a trick is complete once it holds ${exprText(t.completeAt, ir)} cards (incomplete tricks at the end of the round are discarded).`,
      ...(t.maxOpen > 1
        ? [`Up to ${t.maxOpen} tricks may be open at once; ${t.open.k === "bool" && t.open.v ? "any card may open a new trick" : `a card may open a new trick when ${c(t.open)}`}.`]
        : []),
    ]),
  );
  items.push(item("direction", "Direction", [DIRECTION[t.direction]]));
  // With one trick at a time, the open rule says which cards may lead (several: said with the flow).
  if (t.maxOpen === 1 && !(t.open.k === "bool" && t.open.v)) items.push(item("open", "Leading", [`A card may lead a trick when ${c(t.open)}.`]));
  items.push(item("follow", "Follow", [t.follow.k === "bool" && t.follow.v ? "Any card may be played: there is no duty to follow." : `A card may be played to a trick when ${c(t.follow)}.`]));
  if (t.aside) items.push(item("aside", "Setting aside", [`Instead of playing it, a card may be set aside into the ${t.aside.pile} pile when ${c(t.aside.when)}.`]));
  if (t.faceDown) items.push(item("face down", "Face down", [`A card joining a trick is played face down when ${c(t.faceDown)}; face-down cards are turned up when the trick is complete.`]));
  items.push(item("trump", "Trump", [t.trump.k === "bool" && !t.trump.v ? "There are no trumps." : `A card is a trump when ${c(t.trump)}.`]));
  const order = t.winner.map((tier, i) => {
    const keys = tier.keys.map((k) => keyText(k.dir, k.key, ir)).join(", then ");
    const where = tier.where.k === "bool" && tier.where.v ? "" : ` among the cards where ${c(tier.where)}`;
    return `${i + 1}. ${cap(keys)}${where}.`;
  });
  const pick = t.pick.k === "num" && t.pick.v === 1 ? "The first card of this order wins the trick." : `Card number ${t.pick.k === "num" ? exprText(t.pick, ir) : `(${exprText(t.pick, ir)})`} of this order wins the trick.`;
  items.push(
    item("winner order", "Winning the trick", [
      "The trick's cards are ordered, strongest first:",
      ...order,
      `Cards equal on every key: the one played ${t.ties === "first" ? "first" : "last"} ranks higher. ${pick}`,
    ]),
  );
  items.push(item("holder", "Who takes the trick", [HOLDER[t.trickGoesTo ?? "winner"]]));
  if (t.stopWhen) items.push(item("stop", "End of trick play", [`Trick play ends once this holds for every player: ${c(t.stopWhen)}.`]));
  else items.push(item("stop", "End of trick play", ["Trick play ends when every hand is empty."]));
  for (const b of t.byCard ?? []) {
    const parts = [
      ...(b.nextLead ? [`${nextLead(b.nextLead, ir)} leads`] : []),
      ...(b.direction ? [DIRECTION[b.direction].toLowerCase().replace(/\.$/, "")] : []),
      ...(b.trickGoesTo ? [HOLDER[b.trickGoesTo].toLowerCase().replace(/\.$/, "")] : []),
    ];
    items.push(item(`by card ${b.card}`, `While rule card ${b.card} is in force`, [`${cap(parts.join("; "))}.`]));
  }
  if (ir.trickValue) items.push(item("trick value", "Trick value", [`Each trick a player holds is worth ${exprText(ir.trickValue, ir)}.`]));
  return { id: "tricks", title: "Tricks", items };
}

export function cap(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}
