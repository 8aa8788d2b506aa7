// The engine's limits (src/ir/limits.ts) on what a ruleset states as constants: a ruleset beyond them
// would fail inside the engine (a typed array too long, a deal that never ends), so each is reported
// here, at the number that is too large. The number of players is checked with the players range
// (check.ts), since every later check loops over the player counts.
import type { Span } from "./ast.js";
import { deckSize, type DeckInfo } from "./check.js";
import { evalConstNumber } from "./const-eval.js";
import type { DiagnosticSink, Reporter } from "./diagnostics.js";
import type { Model } from "./model.js";
import { LIMITS } from "../ir/limits.js";

export function checkLimits(model: Model, decks: ReadonlyMap<number, DeckInfo>, sink: DiagnosticSink): void {
  const over = (r: Reporter, span: Span, what: string, max: number, value: number, why = ""): void => {
    r.report("SW4015", span, { what, max, value, why });
  };

  const suits = model.suits;
  const extra = suits?.item.suits[LIMITS.suits];
  if (suits && extra) over(sink.forFile(suits.file), extra.span, "the number of suits", LIMITS.suits, suits.item.suits.length);

  const deck = model.deck;
  if (deck) {
    const r = sink.forFile(deck.file);
    const bodies = deck.item.kind === "deck" ? [deck.item.body] : deck.item.entries.map((e) => e.body);
    for (const body of bodies) {
      const range = body?.range;
      if (!body || !range) continue;
      const size = body.suits.length * Math.max(0, range.to.value - range.from.value + 1 - new Set(body.except.map((x) => x.value)).size);
      if (range.to.value > LIMITS.rank) over(r, range.to.span, "a rank", LIMITS.rank, range.to.value);
      else if (size > LIMITS.deckCards) over(r, body.span, "the number of cards in a deck", LIMITS.deckCards, size);
    }
  }

  const maxOpen = model.slots.maxOpen;
  const open = maxOpen?.item.count;
  if (maxOpen && open && open.value > LIMITS.openTricks) over(sink.forFile(maxOpen.file), open.span, "the number of open tricks", LIMITS.openTricks, open.value);

  // Values that may depend on the number of players: reported once, for the first count that breaks them.
  const rounds = model.rounds;
  const complete = model.slots.completeAt;
  let roundsDone = false;
  let completeDone = false;
  for (const [p, d] of decks) {
    const n = rounds && !roundsDone ? evalConstNumber(rounds.item.expr, p) : undefined;
    if (rounds && n !== undefined && n > LIMITS.rounds) {
      const why = rounds.item.expr.kind === "num" ? "" : ` (with ${p} players)`;
      over(sink.forFile(rounds.file), rounds.item.expr.span, "the number of rounds", LIMITS.rounds, n, why);
      roundsDone = true;
    }
    const size = complete && !completeDone ? evalConstNumber(complete.item.expr, p) : undefined;
    const cards = deckSize(d);
    if (complete && size !== undefined && size > Math.min(cards, LIMITS.trickSize) && !d.incomplete) {
      const max = Math.min(cards, LIMITS.trickSize);
      over(sink.forFile(complete.file), complete.item.expr.span, "the trick size", max, size, cards <= LIMITS.trickSize ? `: the deck for ${p} players has only ${cards} cards` : "");
      completeDone = true;
    }
  }
}
