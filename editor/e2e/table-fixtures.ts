// Small rulesets (no classic) with the decision kinds and shown values the card table draws beyond
// the shipped rulesets: a drafted layout with clues, secret values known to the dealer, calls (one
// round in the open, one secret), and a card turned up with an auction, the dealer's pick-up and a seat
// sitting out. Shared by the table's property test (test/editor/table-view.test.ts)
// and its end-to-end test (editor/e2e/table.e2e.ts), so both look at the same data.

/** A 4 by 4 layout drafted column by column, the dealer naming a leader after each (a clue); a secret trump suit; open guesses. */
export const MARKET_TEXT = `game "Market with clues"
players 3..4
rounds 2
suits sun moon star leaf
deck sun moon star leaf 1..5
deal layout 4 by 4 with clues
secret wind: none or one of suits, known to dealer
before tricks {
  each player calls guess from 0..4, pass
  reveal wind
}
tricks {
  trumps: suits wind, ranks []
}
score: tricks + (if guess = tricks then 2 else 0)
`;

/** An ordinary deal, secret calls made all at once, a secret number shown after the tricks. */
export const SECRET_CALLS_TEXT = `game "Quiet guesses"
players 3..4
rounds 2
suits red blue green
deck red blue green 1..8
deal 5 each
secret lucky: one of [1, 2, 3, 4, 5, 6, 7, 8], known to dealer
before tricks {
  each player secretly calls guess from 0..5, zero
}
after tricks {
  reveal lucky
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks + count(won where rank in lucky) + (if guess = tricks then 3 else 0)
`;

/**
 * A card turned up from the stock, an auction over its suit and then any other, the dealer picking
 * the card up when its suit was named, and the auction's winner playing solo with its left
 * neighbour sitting the round out.
 */
export const LANTERN_TEXT = `game "Lantern auction"
players 3..4
rounds 2
suits red blue green gold
deck red blue green gold 1..7
deal 5 each
before tricks {
  turn up a card from leftover
  auction lamp: suit of turned, then suits unless count(turned where suit in lamp) > 0
  dealer picks up the turned card when count(turned where suit in lamp) > 0
  declarer calls solo from 0..1 when count(lamp) > 0
  each player sits out if solo of right = 1
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in lamp
  winner: highest rank where trump, then highest rank where suit = lead
  stop when: count(lamp) = 0
}
score: if seat = seat of declarer then 2 * tricks else tricks
`;

export const TABLE_FIXTURES: readonly { readonly file: string; readonly text: string }[] = [
  { file: "fixtures/market.stich", text: MARKET_TEXT },
  { file: "fixtures/quiet-guesses.stich", text: SECRET_CALLS_TEXT },
  { file: "fixtures/lantern.stich", text: LANTERN_TEXT },
];

/**
 * A call the rules fix (one legal value: the red cards dealt), then a guess the person makes: the table
 * takes the first decision by itself and shows it (editor/src/table/session.ts isForced).
 */
export const PLEDGE_TEXT = `game "Pledged reds"
players 3..4
rounds 2
suits red blue green
deck red blue green 1..8
deal 5 each
before tricks {
  each player calls pledge from 0..5 unless pledge != count(hand where suit = red)
  each player calls guess from 0..2
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks * pledge + (if guess = tricks then 2 else 0)
`;
