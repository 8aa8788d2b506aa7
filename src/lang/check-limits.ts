// The engine's limits (src/ir/limits.ts) on what a ruleset states as constants: a ruleset beyond them
// would fail inside the engine (a typed array too long, a deal that never ends), so each is reported
// here, at the number that is too large. The number of players is checked with the players range
// (check.ts), since every later check loops over the player counts.
import type { Span } from "./ast.js";
import { deckSize, type DeckInfo } from "./check.js";
import { evalConstNumber } from "./const-eval.js";
import type { DiagnosticSink, Reporter } from "./diagnostics.js";
import type { Model } from "./model.js";
import { rankNameMap, rankValue } from "./rank-names.js";
import { DEFAULT_MAX_STEPS, LIMITS } from "../ir/limits.js";

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
    const rankNames = rankNameMap(model);
    const bodies = deck.item.kind === "deck" ? [deck.item.body] : deck.item.entries.map((e) => e.body);
    for (const body of bodies) {
      const range = body?.range;
      if (!body || !range) continue;
      // Unknown rank names are the checker's (SW2001); they count as nothing here.
      const from = rankValue(range.from, rankNames) ?? 0;
      const to = rankValue(range.to, rankNames) ?? 0;
      const size = body.suits.length * Math.max(0, to - from + 1 - new Set(body.except.map((x) => rankValue(x, rankNames))).size) * Math.max(1, body.copies?.value ?? 1);
      if (to > LIMITS.rank) over(r, range.to.span, "a rank", LIMITS.rank, to);
      else if (size > LIMITS.deckCards) over(r, body.span, "the number of cards in a deck", LIMITS.deckCards, size);
    }
  }

  // The slots' limits (`open at most`, `complete at`'s trick size) are their entries' (src/lang/slots/).

  // Values that may depend on the number of players: reported once, for the first count that breaks them.
  const rounds = model.rounds;
  const complete = model.slots.completeAt;
  let roundsDone = false;
  for (const [p, d] of decks) {
    const n = rounds && !roundsDone ? evalConstNumber(rounds.item.expr, p) : undefined;
    const withP = rounds?.item.expr.kind === "num" ? "" : ` (with ${p} players)`;
    if (rounds && n !== undefined && n > LIMITS.rounds) {
      over(sink.forFile(rounds.file), rounds.item.expr.span, "the number of rounds", LIMITS.rounds, n, withP);
      roundsDone = true;
    } else if (rounds && n !== undefined && !d.incomplete) {
      // Every card dealt leaves its hand each round by a play or a decision, one engine step each, and
      // (tricks of one card per seat) every trick is one more: a round takes at least that many steps.
      // Beyond the engine's step limit every game would be stopped as a runaway (`rounds 10000`
      // checked clean and never finished a game).
      const dealt = cardsDealt(model, d, p);
      const perRound = dealt === undefined ? 0 : dealt + (complete ? 0 : Math.floor(dealt / p));
      if (perRound > 0 && n * perRound > DEFAULT_MAX_STEPS) {
        const max = Math.floor(DEFAULT_MAX_STEPS / perRound);
        over(sink.forFile(rounds.file), rounds.item.expr.span, "the number of rounds", max, n,
          ` with ${p} players: each round takes at least ${perRound} engine steps (a step per card dealt${complete ? "" : " and per trick"}), and a game may take at most ${DEFAULT_MAX_STEPS.toLocaleString("en")}`);
        roundsDone = true;
      }
    }
  }
}

/** Cards dealt each round with `p` players (`deal N` to each seat, or the whole deck shared evenly); undefined when not constant. */
function cardsDealt(model: Model, d: DeckInfo, p: number): number | undefined {
  const each = model.deal?.item.each;
  const layout = model.deal?.item.layout;
  const perSeat = layout ? evalConstNumber(layout.columns, p) : each ? evalConstNumber(each, p) : Math.floor(deckSize(d) / p);
  return perSeat === undefined ? undefined : Math.max(0, Math.floor(perSeat)) * p;
}
