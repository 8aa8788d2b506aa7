// What the round has put on the table so far, read from the seat's observed events since the last deal:
// the card turned up, each seat's bids in the auction, who sits out, the dealer's pick-up and what it
// laid down. Built from the observation alone, so it holds only what the seat saw (a discard's card is
// null to all but the dealer); test/editor/table-view.test.ts compares it across sampled worlds.
import type { CardId, Observation, Seat } from "../../../src/index.js";

export interface RoundTable {
  /** The `turn up a card` step: its card, null when none was left; undefined when the round turned none up. */
  readonly turned?: { readonly card: CardId | null; readonly seat: Seat | null };
  /** Per auction name, per seat: its bids in order, as said ("pass" for a pass). */
  readonly bids: Readonly<Record<string, readonly (readonly string[])[]>>;
  /** The seats sitting this round out. */
  readonly sitOut: readonly Seat[];
  /** The dealer's pick-up of the turned card. */
  readonly pickUp?: { readonly seat: Seat; readonly card: CardId };
  /** The card laid face down in the leftover: null when the seat may not see it. */
  readonly discard?: { readonly seat: Seat; readonly card: CardId | null };
}

export function roundTable(obs: Observation): RoundTable {
  let from = 0;
  obs.events.forEach((e, i) => {
    if (e.type === "roundStart") from = i;
  });
  const bids: Record<string, string[][]> = {};
  const sitOut: Seat[] = [];
  let turned: RoundTable["turned"];
  let pickUp: RoundTable["pickUp"];
  let discard: RoundTable["discard"];
  for (const e of obs.events.slice(from)) {
    if (e.type === "turnCard") turned = { card: e.card, seat: e.seat };
    else if (e.type === "bid") (bids[e.name] ??= Array.from({ length: obs.players }, () => []))[e.seat]!.push(e.value === null ? "pass" : e.holds ? `holds ${e.said}` : e.said);
    else if (e.type === "sitOut") sitOut.push(e.seat);
    else if (e.type === "pickUp") pickUp = { seat: e.seat, card: e.card };
    else if (e.type === "discard") discard = { seat: e.seat, card: e.card };
  }
  return { bids, sitOut, ...(turned ? { turned } : {}), ...(pickUp ? { pickUp } : {}), ...(discard ? { discard } : {}) };
}
