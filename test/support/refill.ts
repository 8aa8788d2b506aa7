// The stock-drawing fixture's ruleset text (src/engine/steps/draw.ts), shared by the draw step's tests
// and the sampler's tests with several seats drawing face down.

/** Two or three players, 5 cards each from 32, a stock with (or without) its top card shown. */
export function refillText(faceUp: boolean, players = "2..3", extra = ""): string {
  return `game "Refill (fixture)"
players ${players}
suits red blue green gold
deck red blue green gold 1..8
deal 5 each
rounds 2
before tricks {
${faceUp ? "  turn up a card from leftover\n" : ""}  draw from leftover after each trick, winner first${faceUp ? ", top card shown" : ""}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
${faceUp ? "  trump: suit in suit of turned\n" : ""}  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks
${extra}`;
}
